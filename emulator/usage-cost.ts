// The usage and cost records of GET .../usageCost, computed from what each service and pipe ran
// (usage-ledger.ts), deterministically, by UTC day:
//
// - a service's compute: its replicas × memory per replica × the hours it was in a running state
//   that day × COMPUTE_CHC_PER_GIB_HOUR (a stopped, idle or provisioning service computes nothing;
//   with idle scaling, a running service goes idle as service-state.ts says: its idle timeout
//   after it became running or after its pipes last ran or changed);
// - a data warehouse's storage and backups: the hours that day any of its services existed (not
//   being deleted) × STORAGE / BACKUP_CHC_PER_HOUR, so a stopped service still costs its storage;
// - a pipe's compute: its replicas × the hours it was running × PIPE_CHC_PER_REPLICA_HOUR.
//
// Days after the organization's "now" have no records; today's are not `locked` (they still grow).
import { daysOfRange, parseUtcDay } from '../src/contract/index.js';
import { PIPE_RUNNING_LIKE } from './lifecycle.js';
import type { UsageEntityType, UsageSpan } from './usage-ledger.js';

export const COMPUTE_CHC_PER_GIB_HOUR = 0.0375;
export const STORAGE_CHC_PER_HOUR = 0.02;
export const BACKUP_CHC_PER_HOUR = 0.005;
export const PIPE_CHC_PER_REPLICA_HOUR = 0.05;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Service states in which compute is billed. */
const SERVICE_COMPUTING = new Set(['running', 'partially_running', 'degraded']);
/** Service states in which it no longer holds data. */
const SERVICE_GONE = new Set(['terminating', 'terminated', 'softdeleting', 'softdeleted']);
/** Pipe states in which its replicas run. */
const PIPE_COMPUTING = new Set(['Running', 'Setup', 'Snapshot', 'Resync', 'Modifying']);

/** A service or pipe as the computation sees it: every span it ran, up to now or its removal. */
export interface UsageEntity {
  entityType: UsageEntityType;
  id: string;
  name: string;
  serviceId: string;
  dataWarehouseId: string;
  isPrimary: boolean;
  spans: UsageSpan[];
}

/** A record as answered (a type, not an interface: the response schema reads it as a loose object). */
export type UsageRecordOut = {
  dataWarehouseId: string;
  serviceId: string | null;
  date: string;
  entityType: 'datawarehouse' | UsageEntityType;
  entityId: string;
  entityName: string;
  metrics: Record<string, number>;
  totalCHC: number;
  locked: boolean;
};

const round = (n: number) => Math.round(n * 10_000) / 10_000;

type Interval = [lo: number, hi: number];

/** The intervals within [a, b) a span spent in a state `counts` accepts (one step per `stepMs`). */
export function stateIntervals(span: UsageSpan, counts: (state: string) => boolean, a: number, b: number, stepMs: number): Interval[] {
  const lo = Math.max(a, span.from);
  const hi = Math.min(b, span.until);
  if (hi <= lo) return [];
  const { states, since } = span.track;
  const out: Interval[] = [];
  states.forEach((state, i) => {
    const last = i === states.length - 1;
    if (!counts(state) || (stepMs <= 0 && !last)) return;
    // Before `since` a track is in its first state; with no step time, in its last (lifecycle.ts stepIndex).
    const start = Math.max(lo, i === 0 || stepMs <= 0 ? -Infinity : since + i * stepMs);
    const end = Math.min(hi, last ? Infinity : since + (i + 1) * stepMs);
    if (end > start) out.push([start, end]);
  });
  return out;
}

const length = (xs: readonly Interval[]) => xs.reduce((t, [lo, hi]) => t + hi - lo, 0);

/** Milliseconds within [a, b) that a span spent in a state `counts` accepts. */
export const msIn = (span: UsageSpan, counts: (state: string) => boolean, a: number, b: number, stepMs: number) =>
  length(stateIntervals(span, counts, a, b, stepMs));

/** Milliseconds of `xs` that fall in the union of `windows`. */
function overlap(xs: readonly Interval[], windows: readonly Interval[]): number {
  const merged: Interval[] = [];
  for (const [lo, hi] of [...windows].sort((x, y) => x[0] - y[0])) {
    const top = merged[merged.length - 1];
    if (top && lo <= top[1]) top[1] = Math.max(top[1], hi);
    else merged.push([lo, hi]);
  }
  let total = 0;
  for (const [lo, hi] of xs) for (const [wlo, whi] of merged) total += Math.max(0, Math.min(hi, whi) - Math.max(lo, wlo));
  return total;
}

/**
 * The windows in which a service with idle scaling stays awake (service-state.ts): `idleAfterMs`
 * after it became running, while one of its pipes runs and `idleAfterMs` after, and `idleAfterMs`
 * after each change of a pipe.
 */
function awakeWindows(span: UsageSpan, idleAfterMs: number, pipes: readonly UsageEntity[], stepMs: number): Interval[] {
  const settled = span.track.since + Math.max(0, stepMs) * (span.track.states.length - 1);
  const windows: Interval[] = [[settled, settled + idleAfterMs]];
  for (const pipe of pipes) {
    for (const p of pipe.spans) {
      windows.push([p.from, p.from + idleAfterMs]);
      for (const [lo, hi] of stateIntervals(p, (s) => PIPE_RUNNING_LIKE.has(s), -Infinity, Infinity, stepMs)) windows.push([lo, hi + idleAfterMs]);
    }
  }
  return windows;
}

/** GiB-milliseconds of compute a service ran within [a, b): replicas × memory while running and awake. */
function serviceGibMs(e: UsageEntity, pipes: readonly UsageEntity[], a: number, b: number, stepMs: number): number {
  return e.spans.reduce((t, span) => {
    const running = stateIntervals(span, (s) => SERVICE_COMPUTING.has(s), a, b, stepMs);
    const ms = span.idleAfterMs === undefined ? length(running) : overlap(running, awakeWindows(span, span.idleAfterMs, pipes, stepMs));
    return t + ms * span.replicas * span.memoryGb;
  }, 0);
}

const sumMs = (e: UsageEntity, counts: (s: string) => boolean, a: number, b: number, stepMs: number) =>
  e.spans.reduce((t, span) => t + msIn(span, counts, a, b, stepMs), 0);
const sumReplicaMs = (e: UsageEntity, counts: (s: string) => boolean, a: number, b: number, stepMs: number) =>
  e.spans.reduce((t, span) => t + msIn(span, counts, a, b, stepMs) * span.replicas, 0);

const lifetime = (e: UsageEntity) => ({ start: Math.min(...e.spans.map((s) => s.from)), end: Math.max(...e.spans.map((s) => s.until)) });

/** The records of the days `from`..`to` (valid UTC days, in order) and their grand total. */
export function usageCost(
  entities: readonly UsageEntity[],
  from: string,
  to: string,
  now: number,
  stepMs: number,
): { grandTotalCHC: number; costs: UsageRecordOut[] } {
  const costs: UsageRecordOut[] = [];
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const live = entities.filter((e) => e.spans.length > 0);
  for (const date of daysOfRange(from, to)) {
    const a = parseUtcDay(date);
    if (a > now) break;
    const b = Math.min(a + DAY_MS, now);
    const locked = a < today;
    const onDay = live.filter((e) => {
      const { start, end } = lifetime(e);
      return start < b && end > a;
    });
    const warehouses = new Map<string, { name: string; primary: boolean; hours: number }>();
    for (const e of onDay) {
      const common = { dataWarehouseId: e.dataWarehouseId, serviceId: e.serviceId, date, entityId: e.id, entityName: e.name, locked };
      if (e.entityType === 'clickpipe') {
        const computeCHC = round((sumReplicaMs(e, (s) => PIPE_COMPUTING.has(s), a, b, stepMs) / HOUR_MS) * PIPE_CHC_PER_REPLICA_HOUR);
        costs.push({ ...common, entityType: 'clickpipe', metrics: { computeCHC }, totalCHC: computeCHC });
        continue;
      }
      const pipes = live.filter((p) => p.entityType === 'clickpipe' && p.serviceId === e.id);
      const computeCHC = round((serviceGibMs(e, pipes, a, b, stepMs) / HOUR_MS) * COMPUTE_CHC_PER_GIB_HOUR);
      costs.push({ ...common, entityType: 'service', metrics: { computeCHC }, totalCHC: computeCHC });
      const hours = sumMs(e, (s) => !SERVICE_GONE.has(s), a, b, stepMs) / HOUR_MS;
      const w = warehouses.get(e.dataWarehouseId);
      // Named after its first service; billed for as long as its longest-lived service held data that day.
      if (!w || (e.isPrimary && !w.primary)) warehouses.set(e.dataWarehouseId, { name: e.name, primary: e.isPrimary, hours: Math.max(hours, w?.hours ?? 0) });
      else w.hours = Math.max(w.hours, hours);
    }
    for (const [id, w] of warehouses) {
      if (w.hours <= 0) continue;
      const storageCHC = round(w.hours * STORAGE_CHC_PER_HOUR);
      const backupCHC = round(w.hours * BACKUP_CHC_PER_HOUR);
      costs.push({
        dataWarehouseId: id,
        serviceId: null,
        date,
        entityType: 'datawarehouse',
        entityId: id,
        entityName: w.name,
        metrics: { storageCHC, backupCHC },
        totalCHC: round(storageCHC + backupCHC),
        locked,
      });
    }
  }
  return { grandTotalCHC: round(costs.reduce((t, r) => t + r.totalCHC, 0)), costs };
}
