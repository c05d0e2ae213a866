// GET .../usageCost over HTTP: records that follow what the organization ran (by the emulator's
// clock), the real range rules with the real error shape, and the role rules (a read).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { USAGE_MESSAGES, usageCostSchema } from '../src/contract/index.js';
import { COMPUTE_CHC_PER_GIB_HOUR } from './usage-cost.js';
import { startTestEmulator, type TestEmulator } from './test-helpers.js';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ clock: 'manual' });
});
afterAll(() => emu.close());
beforeEach(async () => {
  await emu.control('POST', '/reset');
});

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const now = async () => Date.parse((await emu.control('GET', '/clock')).json.now as string);
const usage = (from: string, to: string, auth?: string) =>
  emu.call('GET', `${emu.orgPath}/usageCost?from_date=${from}&to_date=${to}`, undefined, auth ? { auth } : {});
const advance = async (ms: number) => expect((await emu.control('POST', '/clock', { advanceMs: ms })).status).toBe(200);

describe('usage and cost', () => {
  it('bills a running service its size × the hours it ran, and a stopped one nothing more than storage', async () => {
    const start = await now();
    const { id } = await emu.createService({ numReplicas: 2, minReplicaMemoryGb: 8, maxReplicaMemoryGb: 8, idleScaling: false });
    await advance(DAY);
    const ran = usageCostSchema.parse((await usage(dayOf(start), dayOf(start + DAY))).json.result);
    const compute = ran.costs.filter((r) => r.entityId === id).reduce((t, r) => t + r.totalCHC, 0);
    expect(compute).toBeCloseTo(24 * 2 * 8 * COMPUTE_CHC_PER_GIB_HOUR, 2); // a day (provisioning: milliseconds with transitionMs 0)
    expect(ran.grandTotalCHC).toBeCloseTo(
      ran.costs.reduce((t, r) => t + r.totalCHC, 0),
      6,
    );

    expect((await emu.call('PATCH', `${emu.orgPath}/services/${id}/state`, { command: 'stop' })).status).toBe(200);
    await advance(DAY);
    const after = usageCostSchema.parse((await usage(dayOf(start), dayOf(start + 2 * DAY))).json.result);
    const computeAfter = after.costs.filter((r) => r.entityId === id).reduce((t, r) => t + r.totalCHC, 0);
    expect(computeAfter).toBeCloseTo(compute, 6); // the stopped day added no compute
    const storage = after.costs.filter((r) => r.entityType === 'datawarehouse');
    expect(storage.reduce((t, r) => t + r.totalCHC, 0)).toBeGreaterThan(
      ran.costs.filter((r) => r.entityType === 'datawarehouse').reduce((t, r) => t + r.totalCHC, 0),
    );
  });

  it('bills a service with idle scaling until it went idle, as its reads say', async () => {
    const start = await now();
    const { id } = await emu.createService({ numReplicas: 2, minReplicaMemoryGb: 8, maxReplicaMemoryGb: 8, idleScaling: true, idleTimeoutMinutes: 30 });
    await advance(DAY);
    expect((await emu.call('GET', `${emu.orgPath}/services/${id}`)).json.result.state).toBe('idle');
    const r = usageCostSchema.parse((await usage(dayOf(start), dayOf(start + DAY))).json.result);
    const compute = r.costs.filter((c) => c.entityId === id).reduce((t, c) => t + c.totalCHC, 0);
    expect(compute).toBeCloseTo(0.5 * 2 * 8 * COMPUTE_CHC_PER_GIB_HOUR, 3); // half an hour
  });

  it('keeps billing the days a deleted service and its pipe ran', async () => {
    const start = await now();
    const { id } = await emu.createService();
    const pipe = await emu.call('POST', `${emu.orgPath}/services/${id}/pipes`, {
      name: 'events',
      source: {
        kafka: { type: 'kafka', format: 'JSONEachRow', brokers: 'b:9092', topics: 't', authentication: 'PLAIN', credentials: { username: 'u', password: 'p' } },
      },
      destination: { table: 't', managedTable: true, tableDefinition: { engine: { type: 'MergeTree' } }, columns: [{ name: 'c', type: 'String' }] },
      fieldMappings: [{ sourceField: 'c', destinationField: 'c' }],
    });
    expect(pipe.status, pipe.text).toBe(200);
    await advance(6 * 3_600_000);
    expect((await emu.call('PATCH', `${emu.orgPath}/services/${id}/state`, { command: 'stop' })).status).toBe(200);
    expect((await emu.call('DELETE', `${emu.orgPath}/services/${id}`)).status).toBe(200);
    expect((await emu.call('GET', `${emu.orgPath}/services`)).json.result).toEqual([]);
    const r = usageCostSchema.parse((await usage(dayOf(start), dayOf(start + DAY))).json.result);
    expect(new Set(r.costs.map((c) => c.entityType))).toEqual(new Set(['service', 'datawarehouse', 'clickpipe']));
    expect(r.costs.find((c) => c.entityType === 'clickpipe')?.totalCHC).toBeGreaterThan(0);
  });

  it('has no records for a range with nothing run: a grand total of 0', async () => {
    const r = await usage('2020-01-01', '2020-01-31');
    expect(r.status, r.text).toBe(200);
    expect(r.json.result).toEqual({ grandTotalCHC: 0, costs: [] });
  });

  it.each([
    ['32 days', '2026-06-01', '2026-07-02', `to_date: ${USAGE_MESSAGES.tooLong}`],
    ['an end before the start', '2026-06-02', '2026-06-01', `to_date: ${USAGE_MESSAGES.order}`],
    ['a date that is not a day', '2026-06-31', '2026-07-01', `from_date: ${USAGE_MESSAGES.date}`],
    ['no to_date', '2026-06-01', '', 'to_date'],
  ])('refuses %s with the real 400 shape', async (_name, from, to, message) => {
    const r = await emu.call('GET', `${emu.orgPath}/usageCost?from_date=${from}${to ? `&to_date=${to}` : ''}`);
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ status: 400, error: expect.stringMatching(/^BAD_REQUEST: /), requestId: expect.any(String) });
    expect(r.json.error).toContain(message);
  });

  it('answers 31 days', async () => {
    expect((await usage('2026-06-01', '2026-07-01')).status).toBe(200);
  });

  it('answers a developer key (a read) and refuses a query endpoints key', async () => {
    const developer = await emu.newKey({ roles: ['developer'] });
    expect((await usage('2026-06-01', '2026-06-01', developer.auth)).status).toBe(200);
    const endpoints = await emu.newKey({ roles: ['query_endpoints'] });
    expect((await usage('2026-06-01', '2026-06-01', endpoints.auth)).status).toBe(403);
  });
});
