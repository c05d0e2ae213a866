// The emulator answers in each organization's words: the contract's (`/pipes`, `dbVersion`, `db_*`)
// or ClickHouse Cloud's (`/clickpipes`, `clickhouseVersion`, `clickhouse_*`), as the real service does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEmulatorConfig } from './config.js';
import { basic, startTestEmulator, type TestEmulator } from './test-helpers.js';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.close());

const pipe = {
  name: 'Files',
  source: { objectStorage: { type: 's3', format: 'CSV', url: 'https://bucket.s3.amazonaws.com/data/*.csv', compression: 'auto', isContinuous: false } },
  destination: { table: 'files', managedTable: true, columns: [{ name: 'line', type: 'String' }] },
  fieldMappings: [{ sourceField: 'line', destinationField: 'line' }],
};

async function organization(dialects?: unknown) {
  const r = await emu.control('POST', '/organizations', dialects === undefined ? {} : { dialects });
  return r;
}

async function cloudOrg() {
  const r = await organization({ management: 'cloud' });
  expect(r.status, r.text).toBe(200);
  const auth = basic(r.json.admin.keyId, r.json.admin.keySecret);
  const orgPath = `/v1/organizations/${r.json.organizationId}`;
  const call = (method: string, path: string, body?: unknown) => emu.call(method, `${orgPath}${path}`, body, { auth });
  const service = await call('POST', '/services', { name: 'svc', provider: 'aws', region: 'us-east-1', ipAccessList: [] });
  expect(service.status, service.text).toBe(200);
  return { call, serviceId: service.json.result.service.id as string, service: service.json.result.service };
}

describe('an organization in the cloud dialect', () => {
  it('answers services with clickhouseVersion, never dbVersion', async () => {
    const { call, serviceId, service } = await cloudOrg();
    expect(service.clickhouseVersion).toEqual(expect.any(String));
    expect(service).not.toHaveProperty('dbVersion');
    const read = await call('GET', `/services/${serviceId}`);
    expect(read.json.result).toHaveProperty('clickhouseVersion');
    expect(read.text).not.toContain('dbVersion');
  });

  it('serves pipes at /clickpipes with clickhouse_* settings, and not at /pipes', async () => {
    const { call, serviceId } = await cloudOrg();
    const created = await call('POST', `/services/${serviceId}/clickpipes`, { ...pipe, settings: { clickhouse_max_threads: 4 } });
    expect(created.status, created.text).toBe(200);
    expect(created.json.result.settings).toMatchObject({ clickhouse_max_threads: 4 });
    expect(created.text).not.toMatch(/"db_/);
    const id = created.json.result.id as string;
    expect((await call('GET', `/services/${serviceId}/clickpipes/${id}`)).json.result.id).toBe(id);
    expect((await call('PATCH', `/services/${serviceId}/clickpipes/${id}/state`, { command: 'stop' })).status).toBe(200);
    expect((await call('GET', `/services/${serviceId}/clickpipes`)).json.result).toHaveLength(1);
    expect((await call('GET', `/services/${serviceId}/pipes`)).status).toBe(404);
  });

  it('names fields in its own words in errors', async () => {
    const { call, serviceId } = await cloudOrg();
    const r = await call('POST', `/services/${serviceId}/clickpipes`, { ...pipe, settings: { clickhouse_max_threads: -1 } });
    expect(r.status).toBe(400);
    expect(r.json.error).toMatch(/settings\.clickhouse_max_threads/);
    const bad = await call('GET', `/services/${serviceId}/clickpipes/nope`);
    expect(bad.json.error).toMatch(/clickPipeId/);
  });
});

describe('the contract dialect', () => {
  it('is the default, and has no /clickpipes', async () => {
    const r = await organization();
    const auth = basic(r.json.admin.keyId, r.json.admin.keySecret);
    const orgPath = `/v1/organizations/${r.json.organizationId}`;
    const service = await emu.call('POST', `${orgPath}/services`, { name: 'svc', provider: 'aws', region: 'us-east-1', ipAccessList: [] }, { auth });
    expect(service.json.result.service).toHaveProperty('dbVersion');
    const id = service.json.result.service.id as string;
    expect((await emu.call('GET', `${orgPath}/services/${id}/pipes`, undefined, { auth })).status).toBe(200);
    expect((await emu.call('GET', `${orgPath}/services/${id}/clickpipes`, undefined, { auth })).status).toBe(404);
  });

  it('refuses a malformed dialect choice', async () => {
    expect((await organization({ management: 'real' })).status).toBe(400);
    expect((await organization({ alerts: 'cloud' })).status).toBe(400);
    expect((await organization('cloud')).status).toBe(400);
  });
});

describe('the default dialects', () => {
  it('come from MANAGEMENT_API_DIALECT and ALERTS_API_DIALECT', () => {
    expect(loadEmulatorConfig({}).dialects).toEqual({ management: 'contract', alerts: 'contract' });
    expect(loadEmulatorConfig({ MANAGEMENT_API_DIALECT: 'cloud', ALERTS_API_DIALECT: 'hyperdx' }).dialects).toEqual({ management: 'cloud', alerts: 'hyperdx' });
    expect(() => loadEmulatorConfig({ MANAGEMENT_API_DIALECT: 'clickhouse' })).toThrow(/MANAGEMENT_API_DIALECT must be contract or cloud/);
    expect(() => loadEmulatorConfig({ ALERTS_API_DIALECT: 'x' })).toThrow(/ALERTS_API_DIALECT/);
  });

  it('a bootstrap organization follows the default', async () => {
    const cloud = await startTestEmulator({ dialects: { management: 'cloud', alerts: 'contract' } });
    try {
      const r = await cloud.createService();
      expect(r.reply.json.result.service).toHaveProperty('clickhouseVersion');
    } finally {
      await cloud.close();
    }
  });
});
