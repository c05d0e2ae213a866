import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_CREATE_MESSAGES, SERVICE_MESSAGES } from '../src/contract/index.js';
import { startTestEmulator, statesUntil, UNKNOWN_UUID, type TestEmulator } from './test-helpers.js';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.close());

const svcPath = (id: string) => `${emu.orgPath}/services/${id}`;

describe('create service', () => {
  it('answers {service, password} with every Service field; password only once', async () => {
    const r = await emu.call('POST', `${emu.orgPath}/services`, {
      name: 'Analytics 1',
      provider: 'gcp',
      region: 'europe-west4',
      ipAccessList: [{ source: '0.0.0.0/0', description: 'anywhere' }],
      minReplicaMemoryGb: 16,
      maxReplicaMemoryGb: 64,
      numReplicas: 2,
      endpoints: [{ protocol: 'mysql', enabled: true }],
      hasTransparentDataEncryption: true,
      profile: 'v1-highmem-s',
      complianceType: 'hipaa',
    });
    expect(r.status, r.text).toBe(200);
    expect(r.json.status).toBe(200);
    const { service, password } = r.json.result;
    expect(password).toMatch(/^.{20,}$/);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/[0-9]/);
    for (const field of [
      'id',
      'name',
      'dbVersion',
      'endpoints',
      'minTotalMemoryGb',
      'maxTotalMemoryGb',
      'minReplicaMemoryGb',
      'maxReplicaMemoryGb',
      'numReplicas',
      'idleScaling',
      'idleTimeoutMinutes',
      'ipAccessList',
      'createdAt',
      'encryptionKey',
      'encryptionAssumedRoleIdentifier',
      'iamRole',
      'privateEndpointIds',
      'availablePrivateEndpointIds',
      'dataWarehouseId',
      'isPrimary',
      'isReadonly',
      'byocId',
      'hasTransparentDataEncryption',
      'transparentDataEncryptionKeyId',
      'encryptionRoleId',
      'state',
      'provider',
      'region',
      'tier',
    ]) {
      expect(service, field).toHaveProperty(field);
    }
    expect(service).toMatchObject({
      name: 'Analytics 1',
      provider: 'gcp',
      region: 'europe-west4',
      dbVersion: '25.8.1.1',
      minReplicaMemoryGb: 16,
      maxReplicaMemoryGb: 64,
      numReplicas: 2,
      isPrimary: true,
      isReadonly: false,
      hasTransparentDataEncryption: true,
      state: 'running', // transitionMs 0
    });
    const host = `${service.id.slice(0, 8)}.europe-west4.gcp.emulator.local`;
    expect(service.endpoints).toContainEqual({ protocol: 'https', host, port: 8443, username: 'default' });
    expect(service.endpoints.map((e: { protocol: string }) => e.protocol)).toContain('mysql');

    const read = await emu.call('GET', svcPath(service.id));
    expect(read.status).toBe(200);
    expect(read.json.result).toEqual(service);
    expect(read.text).not.toContain(password);
    const list = await emu.call('GET', `${emu.orgPath}/services`);
    expect(list.json.result.map((s: { id: string }) => s.id)).toContain(service.id);
  });

  it('defaults: 3 replicas on ENTERPRISE, idle scaling on, no mysql endpoint', async () => {
    const { reply } = await emu.createService();
    const s = reply.json.result.service;
    expect(s.numReplicas).toBe(3);
    expect(s.idleScaling).toBe(true);
    expect(s.endpoints.map((e: { protocol: string }) => e.protocol)).not.toContain('mysql');
  });

  it('joins an existing warehouse with 1 replica and isReadonly', async () => {
    const first = await emu.createService();
    const warehouse = first.reply.json.result.service.dataWarehouseId;
    const r = await emu.call('POST', `${emu.orgPath}/services`, { name: 'Reader', dataWarehouseId: warehouse, numReplicas: 1, isReadonly: true });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result.service).toMatchObject({ dataWarehouseId: warehouse, isPrimary: false, isReadonly: true, numReplicas: 1 });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['unknown field', { name: 'x', colour: 'red' }, 'colour'],
    ['name too long', { name: 'x'.repeat(51) }, 'name'],
    ['name characters', { name: 'bad/name!' }, 'name'],
    ['provider enum', { provider: 'ibm' }, 'provider'],
    ['region enum', { region: 'mars-1' }, 'region'],
    ['replica memory multiple of 4', { minReplicaMemoryGb: 10 }, 'minReplicaMemoryGb'],
    ['replica memory range', { maxReplicaMemoryGb: 400 }, 'maxReplicaMemoryGb'],
    ['total memory multiple of 12', { minTotalMemoryGb: 30 }, 'minTotalMemoryGb'],
    ['numReplicas range', { numReplicas: 21 }, 'numReplicas'],
    ['first service of a warehouse needs 2 replicas', { numReplicas: 1 }, 'numReplicas'],
    ['idle timeout at least 5', { idleTimeoutMinutes: 4 }, 'idleTimeoutMinutes'],
    ['isReadonly needs a warehouse', { isReadonly: true }, 'isReadonly'],
    ['unknown warehouse', { dataWarehouseId: 'no-such-warehouse', numReplicas: 2 }, 'dataWarehouseId'],
    ['BYOC memory', { byocId: 'byoc-1', minReplicaMemoryGb: 48, maxReplicaMemoryGb: 64 }, 'maxReplicaMemoryGb'],
    ['unknown backup', { backupId: '00000000-0000-4000-8000-000000000000' }, 'backupId'],
    ['backupId uuid', { backupId: 'nope' }, 'backupId'],
    ['ipAccessList entry', { ipAccessList: [{ source: 'not an ip' }] }, 'ipAccessList.0.source'],
    ['endpoints entry', { endpoints: [{ protocol: 'mysql' }] }, 'endpoints.0.enabled'],
    ['type of idleScaling', { idleScaling: 'yes' }, 'idleScaling'],
  ])('400 naming the field: %s', async (_name, body, field) => {
    const r = await emu.call('POST', `${emu.orgPath}/services`, body);
    expect(r.status, r.text).toBe(400);
    expect(r.json).toMatchObject({ status: 400 });
    expect(r.json.error.startsWith(`BAD_REQUEST: ${field}: `), r.json.error).toBe(true);
    expect(r.json.requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // real-apis.md, Errors: `{"status": 400, "error": "BAD_REQUEST: ...", "requestId": "<uuid>"}`. No `result`.
    expect(Object.keys(r.json).sort()).toEqual(['error', 'requestId', 'status']);
  });

  it('server-only rules: ENTERPRISE-only fields and non-paid caps', async () => {
    const scale = await startTestEmulator({ orgTier: 'SCALE', paid: false });
    try {
      const p = `${scale.orgPath}/services`;
      let r = await scale.call('POST', p, { hasTransparentDataEncryption: true });
      expect(r.json.error).toMatch(/^BAD_REQUEST: hasTransparentDataEncryption: /);
      r = await scale.call('POST', p, { profile: 'v1-highmem-s' });
      expect(r.json.error).toMatch(/^BAD_REQUEST: profile: /);
      r = await scale.call('POST', p, { maxReplicaMemoryGb: 124 });
      expect(r.json.error).toMatch(/^BAD_REQUEST: maxReplicaMemoryGb: /);
      r = await scale.call('POST', p, { maxTotalMemoryGb: 372 });
      expect(r.json.error).toMatch(/^BAD_REQUEST: maxTotalMemoryGb: /);
      r = await scale.call('POST', p, { maxReplicaMemoryGb: 120 });
      expect(r.status, r.text).toBe(200);
    } finally {
      await scale.close();
    }
  });

  // Seed, Create service, tier: "Azure services do not support the development tier".
  it.each<[string, Record<string, unknown>]>([
    ['provider azure', { provider: 'azure', tier: 'development' }],
    ['an Azure region, no provider', { region: 'eastus', tier: 'development' }],
    ['another Azure region, no provider', { region: 'germanywestcentral', tier: 'development' }],
  ])('400 tier: development on Azure (%s)', async (_n, body) => {
    const r = await emu.call('POST', `${emu.orgPath}/services`, { ipAccessList: [], ...body });
    expect(r.status, r.text).toBe(400);
    expect(r.json.error).toBe(`BAD_REQUEST: tier: ${SERVICE_CREATE_MESSAGES.azureDevelopment}`);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['development on a GCP region', { region: 'us-central1', tier: 'development' }, 'gcp'],
    ['production on an Azure region', { region: 'eastus', tier: 'production' }, 'azure'],
  ])('accepted: %s', async (_n, body, provider) => {
    const r = await emu.call('POST', `${emu.orgPath}/services`, { ipAccessList: [], ...body });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result.service).toMatchObject({ provider, region: body.region });
  });

  it('400 for a malformed body', async () => {
    for (const raw of ['{', '[]', '"text"', '42', 'null', '']) {
      const r = await emu.call('POST', `${emu.orgPath}/services`, undefined, { raw });
      expect(r.status, raw).toBe(400);
      expect(r.json.error).toMatch(/^BAD_REQUEST: request body: /);
    }
  });
});

describe('paths', () => {
  it('400 for a malformed uuid and for a well-formed one that names nothing (real-apis.md), 405 for a wrong method, 404 for an unknown route', async () => {
    let r = await emu.call('GET', `${emu.orgPath}/services/not-a-uuid`);
    expect(r.status).toBe(400);
    expect(r.json.error).toMatch(/^BAD_REQUEST: serviceId: /);
    r = await emu.call('GET', `/v1/organizations/xyz`);
    expect(r.status).toBe(400);
    r = await emu.call('GET', svcPath(UNKNOWN_UUID));
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ status: 400, error: expect.stringMatching(/^BAD_REQUEST: service [0-9a-f-]+ does not exist/) });
    r = await emu.call('POST', svcPath(UNKNOWN_UUID));
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('GET, HEAD, PATCH, DELETE');
    r = await emu.call('GET', '/v1/nothing/here');
    expect(r.status).toBe(404);
    expect(r.json.error).toMatch(/^NOT_FOUND: /);
  });
});

describe('replica scaling', () => {
  it('updates only the given fields and returns the Service', async () => {
    const { id } = await emu.createService({ numReplicas: 2 });
    const r = await emu.call('PATCH', `${svcPath(id)}/replicaScaling`, { maxReplicaMemoryGb: 64, idleTimeoutMinutes: 30 });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result).toMatchObject({ id, numReplicas: 2, maxReplicaMemoryGb: 64, minReplicaMemoryGb: 8, idleTimeoutMinutes: 30, idleScaling: true });
    expect((await emu.call('GET', svcPath(id))).json.result.maxReplicaMemoryGb).toBe(64);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['empty body', {}, 'body'],
    ['unknown field', { replicas: 3 }, 'replicas'],
    ['memory multiple of 4', { minReplicaMemoryGb: 9 }, 'minReplicaMemoryGb'],
    ['max below min', { minReplicaMemoryGb: 32, maxReplicaMemoryGb: 16 }, 'maxReplicaMemoryGb'],
    ['first service of a warehouse', { numReplicas: 1 }, 'numReplicas'],
    ['idle timeout', { idleTimeoutMinutes: 1 }, 'idleTimeoutMinutes'],
  ])('400: %s', async (_n, body, field) => {
    const { id } = await emu.createService();
    const r = await emu.call('PATCH', `${svcPath(id)}/replicaScaling`, body);
    expect(r.status, r.text).toBe(400);
    expect(r.json.error.startsWith(`BAD_REQUEST: ${field}: `), r.json.error).toBe(true);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['only max, below the stored min', { maxReplicaMemoryGb: 12 }, 'maxReplicaMemoryGb'],
    ['only min, above the stored max', { minReplicaMemoryGb: 48 }, 'minReplicaMemoryGb'],
  ])('400 when the merged result has max below min (%s); nothing changes', async (_n, body, field) => {
    const { id } = await emu.createService();
    let r = await emu.call('PATCH', `${svcPath(id)}/replicaScaling`, { minReplicaMemoryGb: 16, maxReplicaMemoryGb: 32 });
    expect(r.status, r.text).toBe(200);
    r = await emu.call('PATCH', `${svcPath(id)}/replicaScaling`, body);
    expect(r.status, r.text).toBe(400);
    expect(r.json.error).toBe(`BAD_REQUEST: ${field}: ${SERVICE_MESSAGES.maxBelowMinReplica}`);
    expect((await emu.call('GET', svcPath(id))).json.result).toMatchObject({ minReplicaMemoryGb: 16, maxReplicaMemoryGb: 32 });
  });

  it('one bound that keeps max >= min with the stored other one is applied alone', async () => {
    const { id } = await emu.createService();
    await emu.call('PATCH', `${svcPath(id)}/replicaScaling`, { minReplicaMemoryGb: 16, maxReplicaMemoryGb: 32 });
    const r = await emu.call('PATCH', `${svcPath(id)}/replicaScaling`, { maxReplicaMemoryGb: 16 });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result).toMatchObject({ minReplicaMemoryGb: 16, maxReplicaMemoryGb: 16 });
  });

  it('400 for an unknown service', async () => {
    expect((await emu.call('PATCH', `${svcPath(UNKNOWN_UUID)}/replicaScaling`, { numReplicas: 3 })).status).toBe(400);
  });
});

describe('private endpoint', () => {
  it('adds the id to privateEndpointIds and answers {id, description}', async () => {
    const { id } = await emu.createService();
    const r = await emu.call('POST', `${svcPath(id)}/privateEndpoint`, { id: 'vpce-123', description: 'main VPC' });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result).toEqual({ id: 'vpce-123', description: 'main VPC' });
    await emu.call('POST', `${svcPath(id)}/privateEndpoint`, { id: 'vpce-123', description: 'again' });
    expect((await emu.call('GET', svcPath(id))).json.result.privateEndpointIds).toEqual(['vpce-123']);
    const bad = await emu.call('POST', `${svcPath(id)}/privateEndpoint`, { id: '', description: 'x' });
    expect(bad.json.error).toMatch(/^BAD_REQUEST: id: /);
  });
});

describe('service lifecycle', () => {
  it('provisioning, then running after one transition step', async () => {
    const slow = await startTestEmulator({ transitionMs: 1000, clock: 'manual' });
    try {
      const { id, reply } = await slow.createService();
      expect(reply.json.result.service.state).toBe('provisioning');
      const read = async () => (await slow.call('GET', `${slow.orgPath}/services/${id}`)).json.result.state as string;
      // Time stands still: still provisioning however long the machine takes.
      expect(await read()).toBe('provisioning');
      expect(await statesUntil(slow, read, 'running')).toEqual(['provisioning', 'running']);
    } finally {
      await slow.close();
    }
  });
});
