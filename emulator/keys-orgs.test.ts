import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, UNKNOWN_UUID, type TestEmulator } from './test-helpers.js';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.close());

describe('keys', () => {
  it('creates a key and reads it by its uuid', async () => {
    const expireAt = new Date(Date.now() + 86_400_000).toISOString();
    const r = await emu.call('POST', `${emu.orgPath}/keys`, {
      name: 'CI key',
      roles: ['developer'],
      expireAt,
      ipAccessList: [{ source: '10.0.0.0/8', description: 'vpn' }],
    });
    expect(r.status, r.text).toBe(200);
    const { key } = r.json.result;
    expect(key).toMatchObject({
      name: 'CI key',
      roles: ['developer'],
      state: 'enabled',
      expireAt,
      ipAccessList: [{ source: '10.0.0.0/8', description: 'vpn' }],
    });
    expect(key.id).toMatch(/^[0-9a-f-]{36}$/);
    const read = await emu.call('GET', `${emu.orgPath}/keys/${key.id}`);
    expect(read.json.result).toEqual(key);
    const list = await emu.call('GET', `${emu.orgPath}/keys`);
    expect(list.json.result.length).toBeGreaterThanOrEqual(2);
    expect(list.text).not.toContain(r.json.result.keySecret);
    expect(list.text).not.toMatch(/keySecretHash|keyIdHash/);
  });

  it('expireAt null or empty means never', async () => {
    for (const expireAt of [null, '']) {
      const r = await emu.call('POST', `${emu.orgPath}/keys`, { name: 'n', roles: ['admin'], expireAt });
      expect(r.status, r.text).toBe(200);
      expect(r.json.result.key.expireAt).toBeNull();
    }
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no roles', { name: 'k', roles: [] }, 'roles'],
    ['unknown role', { name: 'k', roles: ['root'] }, 'roles.0'],
    ['state enum', { name: 'k', roles: ['admin'], state: 'paused' }, 'state'],
    ['expireAt format', { name: 'k', roles: ['admin'], expireAt: 'tomorrow' }, 'expireAt'],
    ['expireAt past', { name: 'k', roles: ['admin'], expireAt: '2001-01-01T00:00:00Z' }, 'expireAt'],
    ['hashData shape', { name: 'k', roles: ['admin'], hashData: { keyIdHash: 'x', keyIdSuffix: 'abcd', keySecretHash: 'y' } }, 'hashData.keyIdHash'],
    ['unknown field', { name: 'k', roles: ['admin'], secret: 'mine' }, 'secret'],
    ['ipAccessList entry', { name: 'k', roles: ['admin'], ipAccessList: [{ source: '1.2.3.4/99' }] }, 'ipAccessList.0.source'],
  ])('400: %s', async (_n, body, field) => {
    const r = await emu.call('POST', `${emu.orgPath}/keys`, body);
    expect(r.status, r.text).toBe(400);
    expect(r.json.error.startsWith(`BAD_REQUEST: ${field}: `), r.json.error).toBe(true);
  });

  it('400 for an unknown key and for a malformed key id', async () => {
    expect((await emu.call('GET', `${emu.orgPath}/keys/${UNKNOWN_UUID}`)).status).toBe(400);
    expect((await emu.call('GET', `${emu.orgPath}/keys/emulatorAdminKeyId0001`)).status).toBe(400);
  });
});

describe('organization', () => {
  it('reads, renames, and removes then adds private endpoints without duplicates', async () => {
    const read = await emu.call('GET', emu.orgPath);
    expect(read.json.result).toMatchObject({ id: emu.config.organizationId, name: 'Emulator organization' });
    let r = await emu.call('PATCH', emu.orgPath, {
      name: 'Renamed org',
      privateEndpoints: {
        add: [
          { id: 'pe-1', description: 'one' },
          { id: 'pe-2', description: 'two' },
        ],
      },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result.name).toBe('Renamed org');
    r = await emu.call('PATCH', emu.orgPath, {
      privateEndpoints: {
        remove: [{ id: 'pe-1', description: 'one' }],
        add: [
          { id: 'pe-2', description: 'two again' },
          { id: 'pe-3', description: 'three' },
        ],
      },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result.privateEndpoints).toEqual([
      { id: 'pe-2', description: 'two again' },
      { id: 'pe-3', description: 'three' },
    ]);
    expect(r.json.result.name).toBe('Renamed org');
    // Org endpoints show up as available on services.
    const { reply } = await emu.createService();
    expect(reply.json.result.service.availablePrivateEndpointIds).toEqual(['pe-2', 'pe-3']);
  });

  it('accepts a long organization name (the contract gives no upper bound)', async () => {
    const name = 'Long name '.repeat(10);
    const r = await emu.call('PATCH', emu.orgPath, { name });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result.name).toBe(name);
  });

  it('an id removed and added in one PATCH is valid: removals first, then additions, no duplicates', async () => {
    let r = await emu.call('PATCH', emu.orgPath, {
      privateEndpoints: {
        add: [
          { id: 'pe-a', description: 'a' },
          { id: 'pe-b', description: 'b' },
        ],
      },
    });
    expect(r.status, r.text).toBe(200);
    r = await emu.call('PATCH', emu.orgPath, {
      privateEndpoints: {
        remove: [{ id: 'pe-a', description: 'a' }],
        add: [{ id: 'pe-a', description: 'a, renamed' }],
      },
    });
    expect(r.status, r.text).toBe(200);
    const list = (r.json.result.privateEndpoints as { id: string; description: string }[]).filter((e) => e.id.startsWith('pe-a') || e.id === 'pe-b');
    expect(list).toEqual([
      { id: 'pe-b', description: 'b' },
      { id: 'pe-a', description: 'a, renamed' },
    ]);
    expect((await emu.call('GET', emu.orgPath)).json.result.privateEndpoints.filter((e: { id: string }) => e.id === 'pe-a')).toHaveLength(1);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['empty body', {}, 'body'],
    ['blank name', { name: '   ' }, 'name'],
    ['unknown field', { tier: 'ENTERPRISE' }, 'tier'],
    ['endpoint without id', { privateEndpoints: { add: [{ description: 'x' }] } }, 'privateEndpoints.add.0.id'],
  ])('400: %s', async (_n, body, field) => {
    const r = await emu.call('PATCH', emu.orgPath, body);
    expect(r.status, r.text).toBe(400);
    expect(r.json.error.startsWith(`BAD_REQUEST: ${field}: `), r.json.error).toBe(true);
  });
});
