import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_UPDATE_MESSAGES } from '../src/contract/index.js';
import { startTestEmulator, UNKNOWN_UUID, type TestEmulator } from './test-helpers.js';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.close());

const keyPath = (id: string) => `${emu.orgPath}/keys/${id}`;

describe('update key', () => {
  it('changes name, roles, expiry (an offset is stored in UTC), IP list; reads answer the same', async () => {
    const key = await emu.newKey({ name: 'before', roles: ['admin'] });
    const r = await emu.call('PATCH', keyPath(key.id), {
      name: 'after',
      roles: ['developer', 'developer'],
      expireAt: '2999-01-31T14:00:00+02:00',
      ipAccessList: [{ source: '127.0.0.1', description: 'me' }],
    });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result).toMatchObject({
      id: key.id,
      name: 'after',
      roles: ['developer'],
      expireAt: '2999-01-31T12:00:00.000Z',
      ipAccessList: [{ source: '127.0.0.1', description: 'me' }],
      state: 'enabled',
    });
    expect((await emu.call('GET', keyPath(key.id))).json.result).toEqual(r.json.result);
    // The new role applies to the key's next request.
    const denied = await emu.call('POST', `${emu.orgPath}/keys`, { name: 'x', roles: ['admin'] }, { auth: key.auth });
    expect(denied.status).toBe(403);
    const never = await emu.call('PATCH', keyPath(key.id), { expireAt: null });
    expect(never.json.result.expireAt).toBeNull();
  });

  it('disabling a key makes its next request a 401 at once; enabling it lets it in again', async () => {
    const key = await emu.newKey();
    expect((await emu.call('GET', emu.orgPath, undefined, { auth: key.auth })).status).toBe(200);
    const r = await emu.call('PATCH', keyPath(key.id), { state: 'disabled' });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result.state).toBe('disabled');
    const refused = await emu.call('GET', emu.orgPath, undefined, { auth: key.auth });
    expect(refused.status).toBe(401);
    expect(refused.json.error).toMatch(/disabled/);
    await emu.call('PATCH', keyPath(key.id), { state: 'enabled' });
    expect((await emu.call('GET', emu.orgPath, undefined, { auth: key.auth })).status).toBe(200);
  });

  it('a key may disable itself; its very next request is a 401', async () => {
    const key = await emu.newKey();
    const r = await emu.call('PATCH', keyPath(key.id), { state: 'disabled' }, { auth: key.auth });
    expect(r.status, r.text).toBe(200);
    expect((await emu.call('GET', keyPath(key.id), undefined, { auth: key.auth })).status).toBe(401);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no roles', { roles: [] }, 'roles'],
    ['an unknown role', { roles: ['owner'] }, 'roles.0'],
    ['a state paused', { state: 'paused' }, 'state'],
    ['an expiry in the past', { expireAt: '2001-01-01T00:00:00Z' }, 'expireAt'],
    ['hashData', { hashData: {} }, 'hashData'],
  ])('400 for %s; nothing changes', async (_n, body, field) => {
    const key = await emu.newKey({ name: 'unchanged' });
    const r = await emu.call('PATCH', keyPath(key.id), { name: 'changed', ...body });
    expect(r.status, r.text).toBe(400);
    expect(r.json.error.startsWith(`BAD_REQUEST: ${field}: `), r.json.error).toBe(true);
    expect((await emu.call('GET', keyPath(key.id))).json.result.name).toBe('unchanged');
  });

  it('400 for an unknown key', async () => {
    expect((await emu.call('PATCH', keyPath(UNKNOWN_UUID), { name: 'x' })).status).toBe(400);
  });
});

describe('delete key', () => {
  it('deletes another key: gone from reads and the list, its next request is a 401', async () => {
    const key = await emu.newKey();
    const r = await emu.call('DELETE', keyPath(key.id));
    expect(r.status, r.text).toBe(200);
    expect(r.json).toEqual({ status: 200, requestId: expect.any(String) });
    expect((await emu.call('GET', keyPath(key.id))).status).toBe(400);
    const list = await emu.call('GET', `${emu.orgPath}/keys`);
    expect(list.json.result.map((k: { id: string }) => k.id)).not.toContain(key.id);
    expect((await emu.call('GET', emu.orgPath, undefined, { auth: key.auth })).status).toBe(401);
    expect((await emu.call('DELETE', keyPath(key.id))).status).toBe(400);
  });

  it('a key cannot delete itself (400, says why); it stays usable', async () => {
    const key = await emu.newKey();
    const r = await emu.call('DELETE', keyPath(key.id), undefined, { auth: key.auth });
    expect(r.status, r.text).toBe(400);
    expect(r.json.error).toBe(`BAD_REQUEST: ${KEY_UPDATE_MESSAGES.deleteSelf}`);
    expect((await emu.call('GET', keyPath(key.id), undefined, { auth: key.auth })).status).toBe(200);
  });

  it('a developer key may not update or delete keys (403)', async () => {
    const dev = await emu.newKey({ roles: ['developer'] });
    const other = await emu.newKey();
    for (const [method, body] of [
      ['PATCH', { name: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const r = await emu.call(method, keyPath(other.id), body, { auth: dev.auth });
      expect(r.status, method).toBe(403);
      expect(r.json.error).toMatch(/^FORBIDDEN: .*role \(developer\) does not allow/);
    }
    expect((await emu.call('GET', keyPath(other.id), undefined, { auth: dev.auth })).status).toBe(200);
  });
});
