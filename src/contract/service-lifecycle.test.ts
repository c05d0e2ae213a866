import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IP_SOURCE_MESSAGE } from './common.js';
import { SERVICE_CREATE_MESSAGES } from './service-create.js';
import { SERVICE_MESSAGES, SERVICE_STATES } from './service-fields.js';
import {
  SERVICE_COMMANDS,
  SERVICE_LIFECYCLE_MESSAGES as L,
  SERVICE_PASSWORD_MESSAGES as P,
  SERVICE_PATCH_MESSAGES as S,
  isServiceDeletable,
  serviceCommandRefusal,
  serviceCommandsFor,
  servicePasswordPatchSchema,
  servicePasswordResultSchema,
  servicePatchContextIssues,
  servicePatchSchema,
  serviceStateCommandSchema,
} from './service-lifecycle.js';
import { checkRow, issue, type Row } from './test-helpers.js';

const unknownField = (path: string) => issue(path, `Unknown field "${path.split('.').pop()}" is not accepted here.`);

describe('serviceStateCommandSchema', () => {
  it.each<Row>([
    ...SERVICE_COMMANDS.map((command): Row => [`command ${command}`, { command }, null]),
    ['command restart', { command: 'restart' }, issue('command', L.command)],
    ['command in upper case', { command: 'STOP' }, issue('command', L.command)],
    ['missing command', {}, issue('command', 'This field is required.')],
    ['unknown field', { command: 'stop', force: true }, unknownField('force')],
  ])('%s', (...row) => checkRow(serviceStateCommandSchema, row));
});

describe('which commands apply in which state', () => {
  it.each([
    ['stopped', ['start']],
    ['running', ['stop']],
    ['idle', ['stop', 'awake']],
    ['degraded', ['stop']],
    ['partially_running', ['stop']],
    ['provisioning', []],
    ['starting', []],
    ['stopping', []],
    ['awaking', []],
    ['terminating', []],
    ['failed', []],
    ['a state this console does not know', []],
  ])('%s: %j', (state, commands) => {
    expect(serviceCommandsFor(state)).toEqual(commands);
    for (const c of SERVICE_COMMANDS) expect(serviceCommandRefusal(c, state) === undefined).toBe(commands.includes(c));
  });
  it('has no commands before the state is known', () => expect(serviceCommandsFor(undefined)).toEqual([]));
  it('every refusal says what would work', () => {
    for (const state of SERVICE_STATES) {
      for (const c of SERVICE_COMMANDS) {
        const text = serviceCommandRefusal(c, state);
        if (text !== undefined) expect(text).toMatch(/^[A-Z].*\.$/);
      }
    }
    expect(serviceCommandRefusal('start', 'idle')).toMatch(/awake/);
    expect(serviceCommandRefusal('stop', 'stopped')).toBe('The service is already stopped.');
  });
  it('only a stopped service can be deleted', () => {
    expect(SERVICE_STATES.filter(isServiceDeletable)).toEqual(['stopped']);
    expect(isServiceDeletable(undefined)).toBe(false);
    expect(L.deleteNotStopped('running')).toMatch(/this service is running/);
  });
});

describe('servicePatchSchema', () => {
  const entry = { source: '203.0.113.0/24', description: 'office' };
  it.each<Row>([
    ['empty body (every field optional)', {}, null],
    ['name of 1 character', { name: 'a' }, null],
    ['name of 50 characters', { name: 'a'.repeat(50) }, null],
    ['name of 51 characters', { name: 'a'.repeat(51) }, issue('name', SERVICE_MESSAGES.nameChars)],
    ['empty name', { name: '' }, issue('name', SERVICE_MESSAGES.nameEmpty)],
    ['name with a dash', { name: 'a-b' }, issue('name', SERVICE_MESSAGES.nameChars)],
    ['IP list add and remove', { ipAccessList: { add: [entry], remove: [{ source: '0.0.0.0/0' }] } }, null],
    ['IP list add without description', { ipAccessList: { add: [{ source: '::1' }] } }, null],
    ['IP list empty patch', { ipAccessList: {} }, null],
    ['IP list bad source', { ipAccessList: { add: [{ source: '10.0.0.0/33' }] } }, issue('ipAccessList.add.0.source', IP_SOURCE_MESSAGE)],
    ['IP list as an array', { ipAccessList: [entry] }, issue('ipAccessList', 'Must be an object with fields.')],
    ['IP list unknown field', { ipAccessList: { replace: [] } }, unknownField('ipAccessList.replace')],
    ['private endpoints add and remove', { privateEndpointIds: { add: ['vpce-1'], remove: ['vpce-2'] } }, null],
    ['private endpoint empty id', { privateEndpointIds: { add: [''] } }, issue('privateEndpointIds.add.0', S.privateEndpointId)],
    ['release channel fast', { releaseChannel: 'fast' }, null],
    ['release channel nightly', { releaseChannel: 'nightly' }, issue('releaseChannel', 'Choose one of: slow, default, fast.')],
    ['mysql endpoint on', { endpoints: [{ protocol: 'mysql', enabled: true }] }, null],
    ['endpoint without enabled', { endpoints: [{ protocol: 'mysql' }] }, issue('endpoints.0.enabled', 'This field is required.')],
    ['TDE key id', { transparentDataEncryptionKeyId: 'key-2' }, null],
    ['empty TDE key id', { transparentDataEncryptionKeyId: '' }, issue('transparentDataEncryptionKeyId', S.tdeKeyId)],
    ['unknown field', { numReplicas: 3 }, unknownField('numReplicas')],
  ])('%s', (...row) => checkRow(servicePatchSchema, row));

  it.each([
    ['release channel on production', { releaseChannel: 'fast' as const }, { tier: 'production', hasTransparentDataEncryption: false }, []],
    ['release channel with an unknown tier', { releaseChannel: 'fast' as const }, { tier: undefined, hasTransparentDataEncryption: false }, []],
    [
      'release channel on development',
      { releaseChannel: 'slow' as const },
      { tier: 'development', hasTransparentDataEncryption: false },
      [issue('releaseChannel', SERVICE_CREATE_MESSAGES.releaseChannelProductionOnly)],
    ],
    ['TDE key rotation with TDE', { transparentDataEncryptionKeyId: 'k' }, { tier: 'production', hasTransparentDataEncryption: true }, []],
    [
      'TDE key rotation without TDE',
      { transparentDataEncryptionKeyId: 'k' },
      { tier: 'production', hasTransparentDataEncryption: false },
      [issue('transparentDataEncryptionKeyId', S.tdeNotEnabled)],
    ],
  ])('context: %s', (_label, body, ctx, expected) => {
    expect(servicePatchContextIssues(body, ctx)).toEqual(expected);
  });
});

describe('servicePasswordPatchSchema', () => {
  const sha256 = createHash('sha256').update('yourpassword').digest('base64');
  const doubleSha1 = createHash('sha1').update(createHash('sha1').update('yourpassword').digest()).digest('hex');
  it.each<Row>([
    ['empty body (server generates a password)', {}, null],
    ['SHA-256 hash', { newPasswordHash: sha256 }, null],
    ['both hashes', { newPasswordHash: sha256, newDoubleSha1Hash: doubleSha1 }, null],
    ['double SHA-1 in upper case', { newPasswordHash: sha256, newDoubleSha1Hash: doubleSha1.toUpperCase() }, null],
    ['double SHA-1 alone (accepted, ignored by the server)', { newDoubleSha1Hash: doubleSha1 }, null],
    ['hash of 43 characters', { newPasswordHash: sha256.slice(1) }, issue('newPasswordHash', P.newPasswordHash)],
    ['hex SHA-256', { newPasswordHash: createHash('sha256').update('x').digest('hex') }, issue('newPasswordHash', P.newPasswordHash)],
    ['the password itself', { newPasswordHash: 'yourpassword' }, issue('newPasswordHash', P.newPasswordHash)],
    ['double SHA-1 of 39 characters', { newPasswordHash: sha256, newDoubleSha1Hash: doubleSha1.slice(1) }, issue('newDoubleSha1Hash', P.newDoubleSha1Hash)],
    ['double SHA-1 of 41 characters', { newPasswordHash: sha256, newDoubleSha1Hash: `${doubleSha1}0` }, issue('newDoubleSha1Hash', P.newDoubleSha1Hash)],
    ['double SHA-1 not hex', { newPasswordHash: sha256, newDoubleSha1Hash: 'g'.repeat(40) }, issue('newDoubleSha1Hash', P.newDoubleSha1Hash)],
    ['plain password field', { password: 'secret' }, unknownField('password')],
  ])('%s', (...row) => checkRow(servicePasswordPatchSchema, row));

  it('reads the result with and without a password', () => {
    expect(servicePasswordResultSchema.parse({ password: 'p' }).password).toBe('p');
    expect(servicePasswordResultSchema.parse({}).password).toBeUndefined();
    expect(servicePasswordResultSchema.safeParse({ password: 5 }).success).toBe(false);
  });
});
