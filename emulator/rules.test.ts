// Issue 10 items 1, 2 and 7: the emulator answers as the real service does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_LIMITS } from '../src/contract/index.js';
import { startTestEmulator, type TestEmulator } from './test-helpers.js';

let emu: TestEmulator; // ENTERPRISE (the default)
let basic: TestEmulator;
beforeAll(async () => {
  [emu, basic] = await Promise.all([startTestEmulator(), startTestEmulator({ orgTier: 'BASIC' })]);
});
afterAll(async () => {
  await Promise.all([emu.close(), basic.close()]);
});

const postgres = {
  name: 'CDC',
  source: {
    postgres: {
      host: 'db.example.com',
      port: 5432,
      database: 'app',
      credentials: { username: 'pg', password: 'pg-password-xyz' },
      tableMappings: [{ sourceSchemaName: 'public', sourceTable: 'users', targetTable: 'public_users' }],
    },
  },
};

describe('developer keys are read-only on pipes too', () => {
  it('403 on pipe create, update, state command and delete; reads still work', async () => {
    const dev = await emu.newKey({ roles: ['developer'] });
    const svc = (await emu.createService()).id;
    const pipes = `${emu.orgPath}/services/${svc}/pipes`;
    const created = await emu.call('POST', pipes, postgres);
    expect(created.status, created.text).toBe(200);
    const pipe = `${pipes}/${created.json.result.id}`;
    for (const [method, path, body] of [
      ['POST', pipes, postgres],
      ['PATCH', pipe, { name: 'x' }],
      ['PATCH', `${pipe}/state`, { command: 'stop' }],
      ['DELETE', pipe, undefined],
    ] as const) {
      const r = await emu.call(method, path, body, { auth: dev.auth });
      expect(r.status, `${method} ${path}`).toBe(403);
      expect(r.json.error).toMatch(/^FORBIDDEN: .*role \(developer\) does not allow/);
    }
    expect((await emu.call('GET', pipe, undefined, { auth: dev.auth })).status).toBe(200);
    expect((await emu.call('GET', pipes, undefined, { auth: dev.auth })).status).toBe(200);
  });
});

describe('IP access list of a key', () => {
  it('an empty list denies every address (403 saying so); no list allows any address', async () => {
    const empty = await emu.newKey({ ipAccessList: [] });
    const r = await emu.call('GET', emu.orgPath, undefined, { auth: empty.auth });
    expect(r.status).toBe(403);
    expect(r.json.error).toMatch(/^FORBIDDEN: the IP access list of this API key is empty/);
    const none = await emu.newKey();
    expect((await emu.call('GET', emu.orgPath, undefined, { auth: none.auth })).status).toBe(200);
    expect(none.result.key.ipAccessList.map((e: { source: string }) => e.source)).toEqual(['0.0.0.0/0', '::/0']);
  });

  it('the bootstrap key allows any address, and says so in its list', async () => {
    const keys = (await emu.call('GET', `${emu.orgPath}/keys`)).json.result as { name: string; ipAccessList: { source: string }[] }[];
    const bootstrap = keys.find((k) => k.name === 'Emulator admin key')!;
    expect(bootstrap.ipAccessList.map((e) => e.source)).toEqual(['0.0.0.0/0', '::/0']);
  });

  it('emptying a key list by update locks it out at once', async () => {
    const key = await emu.newKey();
    expect((await emu.call('PATCH', `${emu.orgPath}/keys/${key.id}`, { ipAccessList: [] })).status).toBe(200);
    expect((await emu.call('GET', emu.orgPath, undefined, { auth: key.auth })).status).toBe(403);
  });
});

describe('total memory keeps its documented bounds (3 x replica memory)', () => {
  const ok = (total: number) =>
    total >= SERVICE_LIMITS.totalMemoryMin && total <= SERVICE_LIMITS.totalMemoryMax && total % SERVICE_LIMITS.totalMemoryStep === 0;

  it.each([
    ['defaults, 1 replica on BASIC', {}, 'basic'],
    ['8 GB replicas, 2 replicas', { numReplicas: 2, minReplicaMemoryGb: 8, maxReplicaMemoryGb: 8 }, 'enterprise'],
    ['356 GB replicas, 20 replicas', { numReplicas: 20, minReplicaMemoryGb: 356, maxReplicaMemoryGb: 356 }, 'enterprise'],
    ['total memory given', { minTotalMemoryGb: 24, maxTotalMemoryGb: 1068 }, 'enterprise'],
  ] as const)('on create: %s', async (_n, body, which) => {
    const t = which === 'basic' ? basic : emu;
    const s = (await t.createService(body)).reply.json.result.service;
    expect(ok(s.minTotalMemoryGb), String(s.minTotalMemoryGb)).toBe(true);
    expect(ok(s.maxTotalMemoryGb), String(s.maxTotalMemoryGb)).toBe(true);
    expect(s.minTotalMemoryGb).toBe(s.minReplicaMemoryGb * 3);
    expect(s.maxTotalMemoryGb).toBe(s.maxReplicaMemoryGb * 3);
  });

  it('total memory given on create sets replica memory to a third of it', async () => {
    const s = (await emu.createService({ minTotalMemoryGb: 48, maxTotalMemoryGb: 96 })).reply.json.result.service;
    expect(s).toMatchObject({ minReplicaMemoryGb: 16, maxReplicaMemoryGb: 32, minTotalMemoryGb: 48, maxTotalMemoryGb: 96 });
  });

  it('after replica scaling, whatever the number of replicas', async () => {
    const { id } = await emu.createService({ numReplicas: 2 });
    for (const body of [{ numReplicas: 5 }, { minReplicaMemoryGb: 12, maxReplicaMemoryGb: 20 }, { numReplicas: 20, maxReplicaMemoryGb: 356 }]) {
      const s = (await emu.call('PATCH', `${emu.orgPath}/services/${id}/replicaScaling`, body)).json.result;
      expect(ok(s.minTotalMemoryGb) && ok(s.maxTotalMemoryGb), JSON.stringify(s)).toBe(true);
      expect(s.maxTotalMemoryGb).toBe(s.maxReplicaMemoryGb * 3);
    }
  });
});

describe('numReplicas 1', () => {
  it('BASIC: accepted on create (explicitly) and on replica scaling of the first service', async () => {
    const r = await basic.call('POST', `${basic.orgPath}/services`, { name: 'One', numReplicas: 1 });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result.service.numReplicas).toBe(1);
    const id = r.json.result.service.id;
    await basic.call('PATCH', `${basic.orgPath}/services/${id}/replicaScaling`, { numReplicas: 2 });
    const back = await basic.call('PATCH', `${basic.orgPath}/services/${id}/replicaScaling`, { numReplicas: 1 });
    expect(back.status, back.text).toBe(200);
  });

  it('ENTERPRISE: refused for the first service of a warehouse, on create and on scaling', async () => {
    const r = await emu.call('POST', `${emu.orgPath}/services`, { name: 'One', numReplicas: 1 });
    expect(r.status).toBe(400);
    expect(r.json.error).toMatch(/^BAD_REQUEST: numReplicas: Needs at least 2 replicas/);
    const { id } = await emu.createService({ numReplicas: 2 });
    const s = await emu.call('PATCH', `${emu.orgPath}/services/${id}/replicaScaling`, { numReplicas: 1 });
    expect(s.json.error).toMatch(/^BAD_REQUEST: numReplicas: /);
  });
});

describe('what the real service accepts', () => {
  it('a key without a name', async () => {
    const r = await emu.call('POST', `${emu.orgPath}/keys`, { roles: ['developer'] });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result.key.name).toBe('');
  });

  it.each([
    ['2999-01-31T12:00Z', '2999-01-31T12:00:00.000Z'],
    ['2999-01-31T14:00:00+0200', '2999-01-31T12:00:00.000Z'],
    ['2999-01-31T17:30+05:30', '2999-01-31T12:00:00.000Z'],
  ])('key expiry %s (stored as %s)', async (expireAt, stored) => {
    const r = await emu.call('POST', `${emu.orgPath}/keys`, { name: 'k', roles: ['admin'], expireAt });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result.key.expireAt).toBe(stored);
  });

  it('private endpoints without a description (organization and service)', async () => {
    let r = await emu.call('PATCH', emu.orgPath, { privateEndpoints: { add: [{ id: 'vpce-nodesc' }] } });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result.privateEndpoints).toContainEqual({ id: 'vpce-nodesc', description: '' });
    r = await emu.call('PATCH', emu.orgPath, { privateEndpoints: { remove: [{ id: 'vpce-nodesc' }] } });
    expect(r.json.result.privateEndpoints).not.toContainEqual(expect.objectContaining({ id: 'vpce-nodesc' }));
    const { id } = await emu.createService();
    r = await emu.call('POST', `${emu.orgPath}/services/${id}/privateEndpoint`, { id: 'vpce-svc' });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result).toEqual({ id: 'vpce-svc', description: '' });
  });

  it('a fractional idleTimeoutMinutes on create and scaling', async () => {
    const { id, reply } = await emu.createService({ idleTimeoutMinutes: 7.5 });
    expect(reply.json.result.service.idleTimeoutMinutes).toBe(7.5);
    const r = await emu.call('PATCH', `${emu.orgPath}/services/${id}/replicaScaling`, { idleTimeoutMinutes: 5.25 });
    expect(r.json.result.idleTimeoutMinutes).toBe(5.25);
    expect((await emu.call('PATCH', `${emu.orgPath}/services/${id}/replicaScaling`, { idleTimeoutMinutes: 4.9 })).status).toBe(400);
  });

  it.each([
    ['aws', 'me-central-1'],
    ['aws', 'il-central-1'],
    ['gcp', 'asia-northeast1'],
    ['azure', 'centralus'],
  ])('region %s %s (seed-only or real-only)', async (provider, region) => {
    const s = (await emu.createService({ provider, region })).reply.json.result.service;
    expect(s.region).toBe(region);
  });

  it('profiles from the seed (v1-highcpu-*) and the real service', async () => {
    for (const profile of ['v1-highcpu-m', 'v1-highmem-xs']) {
      expect((await emu.createService({ profile })).reply.json.result.service.profile).toBe(profile);
    }
  });
});
