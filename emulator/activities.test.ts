// The activity log: every change made through the management API is recorded with its real type,
// its key and service; a refused change records nothing; from_date / to_date bound the read.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES, activitySchema } from '../src/contract/index.js';
import { startTestEmulator, type TestEmulator } from './test-helpers.js';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ clock: 'manual' });
});
afterAll(() => emu.close());
beforeEach(async () => {
  await emu.control('POST', '/reset');
});

interface Entry {
  type: string;
  createdAt: string;
  actorType: string;
  actorId?: string;
  serviceId?: string;
  targetKeyId?: string;
  keyUpdateType?: string;
}
const log = async (query = ''): Promise<Entry[]> => {
  const r = await emu.call('GET', `${emu.orgPath}/activities${query}`);
  expect(r.status, r.text).toBe(200);
  return r.json.result;
};
const types = async () => (await log()).map((a) => a.type);

describe('activity log', () => {
  it('starts with the organization created by the system', async () => {
    const [first, ...rest] = await log();
    expect(rest).toEqual([]);
    expect(first).toMatchObject({ type: 'create_organization', actorType: 'system' });
    expect(activitySchema.safeParse(first).success).toBe(true);
  });

  it('records service, key, member and organization changes with their types, key and service', async () => {
    const { id: serviceId } = await emu.createService();
    expect((await emu.call('PATCH', `${emu.orgPath}/services/${serviceId}`, { name: 'renamed', ipAccessList: { add: [{ source: '10.0.0.1' }] } })).status).toBe(
      200,
    );
    expect((await emu.call('PATCH', emu.orgPath, { name: 'New name' })).status).toBe(200);
    const key = await emu.newKey({ roles: ['developer'] });
    expect((await emu.call('PATCH', `${emu.orgPath}/keys/${key.id}`, { name: 'k2', state: 'disabled' })).status).toBe(200);
    expect((await emu.call('DELETE', `${emu.orgPath}/keys/${key.id}`)).status).toBe(200);
    const members = (await emu.call('GET', `${emu.orgPath}/members`)).json.result;
    expect((await emu.call('PATCH', `${emu.orgPath}/members/${members[1].userId}`, { role: 'admin' })).status).toBe(200);
    const invite = await emu.call('POST', `${emu.orgPath}/invitations`, { email: 'x@example.com', role: 'developer' });
    expect((await emu.call('DELETE', `${emu.orgPath}/invitations/${invite.json.result.id}`)).status).toBe(200);

    const entries = await log();
    for (const e of entries) expect(activitySchema.safeParse(e).success, JSON.stringify(e)).toBe(true);
    expect(entries.map((e) => [e.type, e.keyUpdateType])).toEqual([
      ['create_organization', undefined],
      ['service_create', undefined],
      ['service_update_name', undefined],
      ['service_update_ip_access_list', undefined],
      ['organization_update_name', undefined],
      ['key_create', undefined],
      ['openapi_key_update', 'name-changed'],
      ['openapi_key_update', 'state-changed'],
      ['key_delete', undefined],
      ['organization_member_update_role', undefined],
      ['organization_invite_create', undefined],
      ['organization_invite_delete', undefined],
    ]);
    const admin = (await emu.call('GET', `${emu.orgPath}/keys`)).json.result.find((k: { name: string }) => k.name === 'Emulator admin key');
    expect(entries[1]).toMatchObject({ actorType: 'api', actorId: admin.id, serviceId });
    expect(entries[2].serviceId).toBe(serviceId);
    expect(entries[6].targetKeyId).toBe(key.id);
  });

  it('records nothing for a refused change or a read', async () => {
    const members = (await emu.call('GET', `${emu.orgPath}/members`)).json.result;
    expect((await emu.call('DELETE', `${emu.orgPath}/members/${members[0].userId}`)).status).toBe(400);
    expect((await emu.call('PATCH', emu.orgPath, { name: '' })).status).toBe(400);
    await emu.call('GET', `${emu.orgPath}/services`);
    expect(await types()).toEqual(['create_organization']);
  });

  it('from_date and to_date bound the read, both ends included', async () => {
    await emu.createService();
    const created = (await log())[1].createdAt;
    const at = Date.parse(created);
    const iso = (ms: number) => new Date(ms).toISOString();
    expect((await log(`?from_date=${iso(at)}`)).map((a) => a.type)).toEqual(['service_create']);
    expect((await log(`?from_date=${iso(at + 1)}`)).map((a) => a.type)).toEqual([]);
    expect((await log(`?to_date=${iso(at - 1)}`)).map((a) => a.type)).toEqual(['create_organization']);
    expect((await log(`?from_date=${iso(at)}&to_date=${iso(at)}`)).map((a) => a.type)).toEqual(['service_create']);
  });

  it('400 for a date that is not an ISO 8601 date-time, and for a range that ends before it starts', async () => {
    const bad = await emu.call('GET', `${emu.orgPath}/activities?from_date=yesterday`);
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe(`BAD_REQUEST: from_date: ${ACTIVITY_MESSAGES.dateTime}`);
    const reversed = await emu.call('GET', `${emu.orgPath}/activities?from_date=2026-02-01T00:00:00Z&to_date=2026-01-01T00:00:00Z`);
    expect(reversed.status).toBe(400);
    expect(reversed.json.error).toBe(`BAD_REQUEST: to_date: ${ACTIVITY_MESSAGES.range}`);
  });

  it('a developer key reads the log', async () => {
    const { auth } = await emu.newKey({ roles: ['developer'] });
    expect((await emu.call('GET', `${emu.orgPath}/activities`, undefined, { auth })).status).toBe(200);
  });
});
