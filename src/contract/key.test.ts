import { describe, expect, it } from 'vitest';
import {
  KEY_MESSAGES as M,
  KEY_ROLES,
  KEY_ROLE_DESCRIPTIONS,
  apiKeySchema,
  hashDataSchema,
  keyCreateResultSchema,
  keyCreateSchema,
  parseIsoDateTime,
} from './key.js';
import { IP_SOURCE_MESSAGE } from './common.js';
import { checkRow, issue, type Row } from './test-helpers.js';

const HASH = `${'A'.repeat(40)}b+/=`; // 43 base64 characters + '='
const hashData = { keyIdHash: HASH, keyIdSuffix: 'Ab12', keySecretHash: HASH };
const base = { name: 'ci key', roles: ['developer'] };
const withBase = (patch: Record<string, unknown>) => ({ ...base, ...patch });
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

describe('keyCreateSchema', () => {
  it.each<Row>([
    ['name and one role', base, null],
    ['all roles', withBase({ roles: [...KEY_ROLES] }), null],
    // The real service accepts a key without a name (issue 10 item 2); the form asks for one.
    ['empty name', withBase({ name: '' }), null],
    ['missing name', { roles: ['admin'] }, null],
    ['name not text', withBase({ name: 7 }), issue('name', 'Must be text.')],
    ['no roles', withBase({ roles: [] }), issue('roles', 'Choose at least one role.')],
    ['missing roles', { name: 'k' }, issue('roles', 'Choose at least one role.')],
    ['unknown role', withBase({ roles: ['admin', 'root'] }), issue('roles.1', M.role)],
    ['expiry one minute ahead', withBase({ expireAt: inMinutes(1) }), null],
    ['expiry with an offset', withBase({ expireAt: '2999-01-31T12:00:00+02:00' }), null],
    ['expiry with a +hhmm offset', withBase({ expireAt: '2999-01-31T12:00:00+0200' }), null],
    ['expiry with a -hh offset', withBase({ expireAt: '2999-01-31T12:00:00-05' }), null],
    ['expiry without seconds, Z', withBase({ expireAt: '2999-01-31T12:00Z' }), null],
    ['expiry without seconds, +hh:mm', withBase({ expireAt: '2999-01-31T12:00+05:30' }), null],
    ['expiry with milliseconds', withBase({ expireAt: '2999-01-31T12:00:00.123Z' }), null],
    ['expiry with a lower-case z', withBase({ expireAt: '2999-01-31T12:00:00z' }), null],
    ['expiry on 31 February', withBase({ expireAt: '2999-02-31T12:00:00Z' }), issue('expireAt', M.expireAtFormat)],
    ['expiry at 24:00', withBase({ expireAt: '2999-01-31T24:00:00Z' }), issue('expireAt', M.expireAtFormat)],
    ['expiry with a 24-hour offset', withBase({ expireAt: '2999-01-31T12:00:00+24:00' }), issue('expireAt', M.expireAtFormat)],
    ['expiry with a one-digit offset', withBase({ expireAt: '2999-01-31T12:00:00+2' }), issue('expireAt', M.expireAtFormat)],
    ['expiry with hours only', withBase({ expireAt: '2999-01-31T12Z' }), issue('expireAt', M.expireAtFormat)],
    ['expiry one minute ago', withBase({ expireAt: inMinutes(-1) }), issue('expireAt', M.expireAtPast)],
    ['expiry null (never expires)', withBase({ expireAt: null }), null],
    ['expiry empty (never expires)', withBase({ expireAt: '' }), null],
    ['expiry without time zone', withBase({ expireAt: '2999-01-31T12:00:00' }), issue('expireAt', M.expireAtFormat)],
    ['expiry as a date only', withBase({ expireAt: '2999-01-31' }), issue('expireAt', M.expireAtFormat)],
    ['expiry as a number', withBase({ expireAt: 4102444800 }), issue('expireAt', M.expireAtFormat)],
    ['state disabled', withBase({ state: 'disabled' }), null],
    ['unknown state', withBase({ state: 'on' }), issue('state', 'Choose enabled or disabled.')],
    ['hash data', withBase({ hashData }), null],
    ['IP access list', withBase({ ipAccessList: [{ source: '198.51.100.0/24', description: 'CI' }] }), null],
    ['empty IP access list', withBase({ ipAccessList: [] }), null],
    ['bad IP access entry', withBase({ ipAccessList: [{ source: '1.2.3.4/40' }] }), issue('ipAccessList.0.source', IP_SOURCE_MESSAGE)],
    ['unknown field', withBase({ assignedRoleIds: [] }), issue('assignedRoleIds', 'Unknown field "assignedRoleIds" is not accepted here.')],
  ])('%s', (...row) => checkRow(keyCreateSchema, row));
});

describe('hashDataSchema', () => {
  it.each<Row>([
    ['valid', hashData, null],
    ['hash of 43 characters', { ...hashData, keyIdHash: HASH.slice(1) }, issue('keyIdHash', M.hash)],
    ['hash of 45 characters', { ...hashData, keySecretHash: `A${HASH}` }, issue('keySecretHash', M.hash)],
    ['hash not ending with =', { ...hashData, keyIdHash: `${'A'.repeat(44)}` }, issue('keyIdHash', M.hash)],
    ['hex hash', { ...hashData, keySecretHash: 'a'.repeat(64) }, issue('keySecretHash', M.hash)],
    ['suffix of 4 characters', { ...hashData, keyIdSuffix: 'ZZ99' }, null],
    ['suffix of 3 characters', { ...hashData, keyIdSuffix: 'abc' }, issue('keyIdSuffix', M.keyIdSuffix)],
    ['suffix of 5 characters', { ...hashData, keyIdSuffix: 'abcde' }, issue('keyIdSuffix', M.keyIdSuffix)],
    ['missing secret hash', { keyIdHash: HASH, keyIdSuffix: 'abcd' }, issue('keySecretHash', 'This field is required.')],
  ])('%s', (...row) => checkRow(hashDataSchema, row));

  it('matches the documented algorithm (base64 of the raw SHA-256)', async () => {
    const { createHash } = await import('node:crypto');
    const h = createHash('sha256').update('yourpassword').digest('base64');
    expect(hashDataSchema.safeParse({ keyIdHash: h, keyIdSuffix: 'abcd', keySecretHash: h }).success).toBe(true);
  });
});

describe('role descriptions', () => {
  it('has one sentence per role', () => {
    for (const role of KEY_ROLES) expect(KEY_ROLE_DESCRIPTIONS[role]).toMatch(/^[A-Z].*\.$/);
    expect(KEY_ROLE_DESCRIPTIONS.developer).toMatch(/read-only/i);
  });
});

describe('responses', () => {
  const key = { id: 'k1', name: 'ci', roles: ['admin'], keySuffix: 'Ab12', state: 'enabled', expireAt: null, assignedRoles: [] };
  it('reads a create result without keyId and keySecret (hashData was sent)', () => {
    const r = keyCreateResultSchema.parse({ key });
    expect(r.keyId).toBeUndefined();
    // Unknown fields pass through (lenient reading).
    expect(r.key).toHaveProperty('assignedRoles', []);
  });
  it('reads a create result with keyId and keySecret', () => {
    expect(keyCreateResultSchema.parse({ key, keyId: 'id', keySecret: 's' }).keySecret).toBe('s');
  });
  it('tolerates an unknown role value', () => {
    expect(apiKeySchema.parse({ ...key, roles: ['billing'] }).roles).toEqual(['billing']);
  });
});

describe('parseIsoDateTime', () => {
  it.each([
    ['2030-01-31T12:00:00Z', Date.UTC(2030, 0, 31, 12)],
    ['2030-01-31T14:00+02:00', Date.UTC(2030, 0, 31, 12)],
    ['2030-01-31T14:00:00+0200', Date.UTC(2030, 0, 31, 12)],
    ['2030-01-31T07:00-05', Date.UTC(2030, 0, 31, 12)],
    ['2030-01-31T12:00:00.5Z', Date.UTC(2030, 0, 31, 12, 0, 0, 500)],
  ])('%s is the same instant', (text, expected) => expect(parseIsoDateTime(text)).toBe(expected));
  it('is NaN for a date-time without a zone', () => expect(parseIsoDateTime('2030-01-31T12:00:00')).toBeNaN());
});
