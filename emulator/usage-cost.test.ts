// The usage records computed from what services and pipes ran: by size and hours in a running
// state per UTC day, storage for as long as a warehouse holds data, nothing after "now".
import { describe, expect, it } from 'vitest';
import { track } from './lifecycle.js';
import {
  BACKUP_CHC_PER_HOUR,
  COMPUTE_CHC_PER_GIB_HOUR,
  msIn,
  PIPE_CHC_PER_REPLICA_HOUR,
  STORAGE_CHC_PER_HOUR,
  usageCost,
  type UsageEntity,
} from './usage-cost.js';
import type { UsageSpan } from './usage-ledger.js';

const H = 3_600_000;
const DAY1 = Date.UTC(2026, 5, 1); // 2026-06-01
const LATER = DAY1 + 10 * 24 * H;
const STEP = 60_000;

const span = (states: string[], since: number, from: number, until: number, replicas = 2, memoryGb = 8): UsageSpan => ({
  track: track(states, since),
  from,
  until,
  replicas,
  memoryGb,
});
const service = (spans: UsageSpan[], id = 'svc-1', warehouse = 'wh-1'): UsageEntity => ({
  entityType: 'service',
  id,
  name: id,
  serviceId: id,
  dataWarehouseId: warehouse,
  isPrimary: true,
  spans,
});
const fullDayCompute = 24 * 2 * 8 * COMPUTE_CHC_PER_GIB_HOUR; // 2 replicas × 8 GiB
const fullDayStorage = 24 * (STORAGE_CHC_PER_HOUR + BACKUP_CHC_PER_HOUR);
const records = (entities: UsageEntity[], from = '2026-06-01', to = '2026-06-01', now = LATER) => usageCost(entities, from, to, now, 0).costs;
const total = (rs: { entityType: string; totalCHC: number }[], type: string) => rs.filter((r) => r.entityType === type).reduce((t, r) => t + r.totalCHC, 0);

describe('usage records from what was run', () => {
  it('a service running the whole day costs its size × 24 h, and its warehouse a day of storage', () => {
    const rs = records([service([span(['running'], DAY1 - H, DAY1 - H, LATER)])]);
    expect(total(rs, 'service')).toBeCloseTo(fullDayCompute, 6);
    expect(total(rs, 'datawarehouse')).toBeCloseTo(fullDayStorage, 6);
    expect(rs.find((r) => r.entityType === 'datawarehouse')).toMatchObject({
      serviceId: null,
      entityId: 'wh-1',
      metrics: { storageCHC: 24 * STORAGE_CHC_PER_HOUR },
    });
  });

  it('a service running 12 h of the day (stopped the rest) costs half the compute of a full day, and the whole day of storage', () => {
    const noon = DAY1 + 12 * H;
    const rs = records([service([span(['running'], DAY1 - H, DAY1 - H, noon), span(['stopped'], noon, noon, LATER)])]);
    expect(total(rs, 'service')).toBeCloseTo(fullDayCompute / 2, 6);
    expect(total(rs, 'datawarehouse')).toBeCloseTo(fullDayStorage, 6);
  });

  it('a stopped service costs storage only', () => {
    const rs = records([service([span(['stopped'], DAY1 - H, DAY1 - H, LATER)])]);
    expect(rs.find((r) => r.entityType === 'service')).toMatchObject({ totalCHC: 0, metrics: { computeCHC: 0 } });
    expect(total(rs, 'datawarehouse')).toBeCloseTo(fullDayStorage, 6);
  });

  it('the size of each span counts: doubling the replicas at noon costs 1.5 days of the first size', () => {
    const noon = DAY1 + 12 * H;
    const track0 = ['running'];
    const rs = records([service([span(track0, DAY1 - H, DAY1 - H, noon, 2), span(track0, DAY1 - H, noon, LATER, 4)])]);
    expect(total(rs, 'service')).toBeCloseTo(fullDayCompute * 1.5, 6);
  });

  it('provisioning is not billed: one step of provisioning, then running', () => {
    const t = span(['provisioning', 'running'], DAY1, DAY1, LATER);
    expect(msIn(t, (s) => s === 'running', DAY1, DAY1 + 24 * H, STEP)).toBe(24 * H - STEP);
    expect(msIn(t, (s) => s === 'provisioning', DAY1, DAY1 + 24 * H, STEP)).toBe(STEP);
    expect(msIn(t, (s) => s === 'provisioning', DAY1, DAY1 + 24 * H, 0)).toBe(0); // with no step time, a track is in its last state
  });

  it('a pipe costs its replicas × its hours running', () => {
    const pipe: UsageEntity = { ...service([span(['Running'], DAY1, DAY1, DAY1 + 6 * H, 3)], 'pipe-1'), entityType: 'clickpipe', serviceId: 'svc-1' };
    const rs = records([pipe]);
    expect(rs).toHaveLength(1);
    expect(rs[0]).toMatchObject({ entityType: 'clickpipe', serviceId: 'svc-1', dataWarehouseId: 'wh-1' });
    expect(rs[0].totalCHC).toBeCloseTo(3 * 6 * PIPE_CHC_PER_REPLICA_HOUR, 6);
  });

  it('has no records before an entity existed nor after now; today is not locked, past days are', () => {
    const now = DAY1 + 24 * H + 6 * H; // 2026-06-02 06:00
    const result = usageCost([service([span(['running'], DAY1 + 18 * H, DAY1 + 18 * H, now)])], '2026-05-30', '2026-06-05', now, 0);
    expect([...new Set(result.costs.map((r) => r.date))]).toEqual(['2026-06-01', '2026-06-02']);
    expect(result.costs.filter((r) => r.entityType === 'service').map((r) => [r.date, r.totalCHC, r.locked])).toEqual([
      ['2026-06-01', Math.round((fullDayCompute / 4) * 1e4) / 1e4, true],
      ['2026-06-02', Math.round((fullDayCompute / 4) * 1e4) / 1e4, false],
    ]);
    expect(result.grandTotalCHC).toBeCloseTo(
      result.costs.reduce((t, r) => t + r.totalCHC, 0),
      6,
    );
  });

  it('two services of one warehouse share one storage record', () => {
    const a = service([span(['running'], DAY1 - H, DAY1 - H, LATER)], 'a');
    const b = { ...service([span(['running'], DAY1 - H, DAY1 + 12 * H, LATER)], 'b'), isPrimary: false };
    const rs = records([b, a]);
    const storage = rs.filter((r) => r.entityType === 'datawarehouse');
    expect(storage).toHaveLength(1);
    expect(storage[0]).toMatchObject({ entityName: 'a' }); // named after its primary service
    expect(storage[0].totalCHC).toBeCloseTo(fullDayStorage, 6);
  });

  it('a service with idle scaling computes only until it goes idle: its timeout after it became running', () => {
    const idle = { ...span(['running'], DAY1, DAY1, LATER), idleAfterMs: 15 * 60_000 };
    expect(total(records([service([idle])]), 'service')).toBeCloseTo(fullDayCompute / 96, 4); // 15 minutes of the day
  });

  it('a running pipe keeps its service awake, and its idle timeout runs from when the pipe stopped', () => {
    const idle = { ...span(['running'], DAY1, DAY1, LATER), idleAfterMs: 15 * 60_000 };
    const pipe: UsageEntity = {
      ...service([span(['Running'], DAY1 + 2 * H, DAY1 + 2 * H, DAY1 + 8 * H, 1), span(['Stopped'], DAY1 + 8 * H, DAY1 + 8 * H, LATER, 1)], 'pipe-1'),
      entityType: 'clickpipe',
      serviceId: 'svc-1',
    };
    // Awake 00:00–00:15, then 02:00–08:15: 6.5 hours.
    expect(total(records([service([idle]), pipe]), 'service')).toBeCloseTo((fullDayCompute * 6.5) / 24, 4);
  });

  it('is the same answer every time it is asked', () => {
    const entities = [service([span(['provisioning', 'running'], DAY1, DAY1, LATER)])];
    expect(usageCost(entities, '2026-06-01', '2026-06-03', LATER, STEP)).toEqual(usageCost(entities, '2026-06-01', '2026-06-03', LATER, STEP));
  });
});
