// Every documented bound, over the wire: accepted at the bound, refused (400 naming the field)
// just past it. Service bounds are the seed's (000, Create service, Update service auto scaling
// settings, Limits); pipe bounds the reference's (real-apis.md, "Pipe"; the OpenAPI's ClickPipe
// name); alert text lengths the reference's ("Alert API"). Names with no documented bound (keys,
// organizations) are bounded only by the 1 MiB body (robustness.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from './test-helpers.js';
import { SEEDED_ALERT_REFS } from './alert-catalogue-seed.js';

let emu: TestEmulator; // ENTERPRISE, paid
let unpaid: TestEmulator; // SCALE, not paid
let svc: string;

beforeAll(async () => {
  [emu, unpaid] = await Promise.all([startTestEmulator(), startTestEmulator({ orgTier: 'SCALE', paid: false })]);
  svc = (await emu.createService({ numReplicas: 2 })).id;
});
afterAll(async () => {
  await Promise.all([emu.close(), unpaid.close()]);
});

type Case = [field: string, good: number, bad: number];

async function expectBound(t: TestEmulator, method: string, path: string, body: (v: number) => unknown, errorPath: string, good: number, bad: number) {
  const ok = await t.call(method, path, body(good));
  expect(ok.status, `${errorPath} = ${good}: ${ok.text}`).toBe(200);
  const refused = await t.call(method, path, body(bad));
  expect(refused.status, `${errorPath} = ${bad}: ${refused.text}`).toBe(400);
  expect(refused.json.error.startsWith(`BAD_REQUEST: ${errorPath}: `), refused.json.error).toBe(true);
}

describe('create service (seed: Create service, Limits)', () => {
  // Replica memory: "multiple of 4, 8 to 356"; total memory: "multiple of 12; 24 to 1068";
  // numReplicas: "1 to 20"; idleTimeoutMinutes: "must be at least 5".
  it.each<Case>([
    ['minReplicaMemoryGb', 8, 4],
    ['minReplicaMemoryGb', 8, 6],
    ['maxReplicaMemoryGb', 356, 360],
    ['maxReplicaMemoryGb', 12, 14],
    ['minTotalMemoryGb', 24, 12],
    ['maxTotalMemoryGb', 1068, 1080],
    ['numReplicas', 20, 21],
    ['numReplicas', 2, 0],
    ['idleTimeoutMinutes', 5, 4.9],
  ])('%s: %d accepted, %d refused', async (field, good, bad) => {
    await expectBound(emu, 'POST', `${emu.orgPath}/services`, (v) => ({ ipAccessList: [], [field]: v }), field, good, bad);
  });

  it('name: 50 characters accepted, 51 refused', async () => {
    const path = `${emu.orgPath}/services`;
    expect((await emu.call('POST', path, { name: `${'a'.repeat(25)} ${'b'.repeat(24)}` })).status).toBe(200);
    const r = await emu.call('POST', path, { name: 'a'.repeat(51) });
    expect(r.json.error).toMatch(/^BAD_REQUEST: name: /);
  });

  // ServicePatchRequest.name: "minLength 1, maxLength 50" (the reference OpenAPI), as on create; a name of 900 KB is refused as 51 characters are.
  it('rename: 50 characters accepted, 51 and 900 KB refused', async () => {
    const created = await emu.call('POST', `${emu.orgPath}/services`, { name: 'Renamed' });
    expect(created.status, created.text).toBe(200);
    const path = `${emu.orgPath}/services/${created.json.result.service.id}`;
    expect((await emu.call('PATCH', path, { name: 'c'.repeat(50) })).status).toBe(200);
    for (const name of ['c'.repeat(51), 'c'.repeat(900 * 1024)]) {
      const r = await emu.call('PATCH', path, { name });
      expect(r.status).toBe(400);
      expect(r.json.error).toMatch(/^BAD_REQUEST: name: /);
    }
  });

  // "at most 120 for non-paid"; "at most 360 for non-paid services" (total memory).
  it.each<Case>([
    ['maxReplicaMemoryGb', 120, 124],
    ['minReplicaMemoryGb', 120, 124],
    ['maxTotalMemoryGb', 360, 372],
  ])('non-paid organization, %s: %d accepted, %d refused', async (field, good, bad) => {
    await expectBound(unpaid, 'POST', `${unpaid.orgPath}/services`, (v) => ({ ipAccessList: [], [field]: v }), field, good, bad);
  });

  // "minReplicaMemoryGb and maxReplicaMemoryGb are required and must each be one of 48, 116, 172, 232".
  it('BYOC: 48 and 232 accepted; 52 refused', async () => {
    const path = `${emu.orgPath}/services`;
    const ok = await emu.call('POST', path, { byocId: 'byoc-1', minReplicaMemoryGb: 48, maxReplicaMemoryGb: 232 });
    expect(ok.status, ok.text).toBe(200);
    const r = await emu.call('POST', path, { byocId: 'byoc-1', minReplicaMemoryGb: 52, maxReplicaMemoryGb: 232 });
    expect(r.json.error).toMatch(/^BAD_REQUEST: minReplicaMemoryGb: /);
  });
});

describe('replica scaling (seed: Update service auto scaling settings)', () => {
  it.each<Case>([
    ['maxReplicaMemoryGb', 356, 360],
    ['minReplicaMemoryGb', 8, 4],
    ['numReplicas', 20, 21],
    ['numReplicas', 2, 0],
    ['idleTimeoutMinutes', 5, 4],
  ])('%s: %d accepted, %d refused', async (field, good, bad) => {
    await expectBound(emu, 'PATCH', `${emu.orgPath}/services/${svc}/replicaScaling`, (v) => ({ [field]: v }), field, good, bad);
  });

  it('non-paid organization: maxReplicaMemoryGb 120 accepted, 124 refused', async () => {
    const { id } = await unpaid.createService({ numReplicas: 2 });
    await expectBound(unpaid, 'PATCH', `${unpaid.orgPath}/services/${id}/replicaScaling`, (v) => ({ maxReplicaMemoryGb: v }), 'maxReplicaMemoryGb', 120, 124);
  });
});

describe('pipes (real-apis.md: scaling, settings and postgres bounds)', () => {
  const kinesis = (extra: Record<string, unknown>) => ({
    name: 'Clicks',
    source: {
      kinesis: {
        format: 'JSONEachRow',
        streamName: 'clicks',
        region: 'us-east-1',
        iteratorType: 'LATEST',
        authentication: 'IAM_ROLE',
        iamRole: 'arn:aws:iam::123456789012:role/r',
      },
    },
    destination: { table: 'clicks', managedTable: true, columns: [{ name: 'url', type: 'String' }] },
    fieldMappings: [{ sourceField: 'url', destinationField: 'url' }],
    ...extra,
  });
  const postgres = (settings: Record<string, unknown>, port = 5432) => ({
    name: 'CDC',
    source: {
      postgres: {
        host: 'db.example.com',
        port,
        database: 'app',
        credentials: { username: 'pg', password: 'pg-password' },
        settings,
        tableMappings: [{ sourceSchemaName: 'public', sourceTable: 'users', targetTable: 'users' }],
      },
    },
  });
  const pipes = () => `${emu.orgPath}/services/${svc}/pipes`;

  it.each<[string, string, number, number]>([
    ['scaling', 'replicas', 1, 0],
    ['scaling', 'replicas', 40, 41],
    ['scaling', 'replicaCpuMillicores', 125, 124],
    ['scaling', 'replicaCpuMillicores', 2000, 2001],
    ['scaling', 'replicaMemoryGb', 0.5, 0.4],
    ['scaling', 'replicaMemoryGb', 8, 8.5],
    ['settings', 'streaming_max_insert_wait_ms', 500, 499],
    ['settings', 'streaming_max_insert_wait_ms', 60_000, 60_001],
    ['settings', 'object_storage_concurrency', 1, 0],
    ['settings', 'object_storage_concurrency', 35, 36],
    ['settings', 'object_storage_polling_interval_ms', 100, 99],
    ['settings', 'object_storage_polling_interval_ms', 3_600_000, 3_600_001],
  ])('create, %s.%s: %d accepted, %d refused', async (part, field, good, bad) => {
    await expectBound(emu, 'POST', pipes(), (v) => kinesis({ [part]: { [field]: v } }), `${part}.${field}`, good, bad);
  });

  it.each<[string, number, number]>([
    ['syncIntervalSeconds', 1, 0],
    ['pullBatchSize', 1, 0],
    ['initialLoadParallelism', 1, 0],
    ['snapshotNumRowsPerPartition', 1000, 999],
    ['snapshotNumberOfParallelTables', 1, 0],
  ])('create, postgres settings.%s: %d accepted, %d refused', async (field, good, bad) => {
    await expectBound(emu, 'POST', pipes(), (v) => postgres({ [field]: v }), `source.postgres.settings.${field}`, good, bad);
  });

  it.each<Case>([
    ['port', 1, 0],
    ['port', 65_535, 65_536],
  ])('create, postgres %s: %d accepted, %d refused', async (field, good, bad) => {
    await expectBound(emu, 'POST', pipes(), (v) => postgres({}, v), `source.postgres.${field}`, good, bad);
  });

  // "ClickPipe.name: minLength 1, maxLength 255" (the reference OpenAPI): in characters.
  it('name: 255 characters accepted, 256 refused, on create and update; a name of 900 KB is refused', async () => {
    const created = await emu.call('POST', pipes(), kinesis({ name: 'n'.repeat(255) }));
    expect(created.status, created.text).toBe(200);
    expect(created.json.result.name).toHaveLength(255);
    for (const name of ['n'.repeat(256), 'n'.repeat(900 * 1024)]) {
      const r = await emu.call('POST', pipes(), kinesis({ name }));
      expect(r.status).toBe(400);
      expect(r.json.error).toBe('BAD_REQUEST: name: Use at most 255 characters for the pipe name.');
    }
    const path = `${pipes()}/${created.json.result.id}`;
    await expectBound(emu, 'PATCH', path, (v) => ({ name: '😀'.repeat(v) }), 'name', 255, 256);
  });

  it('update, postgres settings: syncIntervalSeconds 1 accepted, 0 refused', async () => {
    const created = await emu.call('POST', pipes(), postgres({}));
    expect(created.status, created.text).toBe(200);
    const path = `${pipes()}/${created.json.result.id}`;
    await expectBound(
      emu,
      'PATCH',
      path,
      (v) => ({ source: { postgres: { settings: { syncIntervalSeconds: v } } } }),
      'source.postgres.settings.syncIntervalSeconds',
      1,
      0,
    );
  });
});

describe('alerts (real-apis.md: name 1..512, message 1..4096; a tile alert needs dashboardId and tileId)', () => {
  const alert = {
    threshold: 1,
    interval: '1h',
    source: 'tile',
    thresholdType: 'below',
    channel: { type: 'webhook', webhookId: SEEDED_ALERT_REFS.webhookId },
    dashboardId: SEEDED_ALERT_REFS.dashboardId,
    tileId: SEEDED_ALERT_REFS.tileId,
  };

  it.each<[string, number]>([
    ['name', 512],
    ['message', 4096],
  ])('%s: %d characters accepted, one more refused', async (field, max) => {
    const ok = await emu.alerts('POST', '/api/v2/alerts', { ...alert, [field]: 'x'.repeat(max) });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.data[field]).toHaveLength(max);
    const r = await emu.alerts('POST', '/api/v2/alerts', { ...alert, [field]: 'x'.repeat(max + 1) });
    expect(r.status).toBe(400);
    expect(r.json.message).toMatch(new RegExp(`^${field}: `));
  });

  it('a tile alert without tileId is refused; the same alert with it is accepted', async () => {
    const { tileId: _t, ...withoutTile } = alert;
    const r = await emu.alerts('POST', '/api/v2/alerts', withoutTile);
    expect(r.status).toBe(400);
    expect(r.json.message).toMatch(/^tileId: /);
    expect((await emu.alerts('POST', '/api/v2/alerts', alert)).status).toBe(200);
  });
});
