// What the organization ran, kept for its usage and cost (GET .../usageCost): each service and
// pipe keeps the spans of its past (a span: a lifecycle track, the window it held in, and the size
// it had then); a new track or a new size closes the current span. A removed service or pipe
// leaves its spans in the store's `retired` table, so the days it ran are still billed.
import type { Track } from './lifecycle.js';
import type { StoredPipe, StoredRetiredUsage, StoredService, UsageHistory, UsageSpan } from './state.js';

export type { StoredRetiredUsage, UsageEntityType, UsageHistory, UsageSpan } from './state.js';

export type Size = Pick<UsageSpan, 'replicas' | 'memoryGb' | 'idleAfterMs'>;

/** A service runs `numReplicas` replicas of its minimum replica memory (the emulator never autoscales), idling when its idle scaling says. */
export const serviceSize = (svc: StoredService): Size => ({
  replicas: svc.numReplicas,
  memoryGb: svc.minReplicaMemoryGb,
  ...(svc.idleScaling ? { idleAfterMs: svc.idleTimeoutMinutes * 60_000 } : {}),
});

/** A pipe runs its scaling's replicas. */
export const pipeSize = (pipe: StoredPipe): Size => {
  const s = pipe.scaling as { replicas?: number; replicaMemoryGb?: number };
  return { replicas: s.replicas ?? 1, memoryGb: s.replicaMemoryGb ?? 0 };
};

type Spanned = UsageHistory & { track: Track; createdAt: string };

/** The span a record is in now, open until `until`. */
export function currentSpan(rec: Spanned, size: Size, until: number): UsageSpan {
  return { track: rec.track, from: rec.spanFrom ?? Date.parse(rec.createdAt), until, ...size };
}

/** Every span of a record up to `until` (the closed ones and the current one). */
export function spansOf(rec: Spanned, size: Size, until: number): UsageSpan[] {
  return [...(rec.spans ?? []), currentSpan(rec, size, until)];
}

/**
 * Closes the current span at `at` (call before changing the record's track or size, with the
 * size it had until then); a span of no length is not kept.
 */
export function closeSpan(rec: Spanned, size: Size, at: number): void {
  const span = currentSpan(rec, size, at);
  if (span.until > span.from) rec.spans = [...(rec.spans ?? []), span];
  rec.spanFrom = at;
}

/** A removed service's record for the `retired` table. */
export function retiredService(svc: StoredService, at: number): StoredRetiredUsage {
  return {
    id: svc.id,
    organizationId: svc.organizationId,
    entityType: 'service',
    name: svc.name,
    serviceId: svc.id,
    dataWarehouseId: svc.dataWarehouseId,
    isPrimary: svc.isPrimary,
    createdAt: svc.createdAt,
    removedAt: at,
    spans: spansOf(svc, serviceSize(svc), at),
  };
}

/** A removed pipe's record for the `retired` table. */
export function retiredPipe(pipe: StoredPipe, dataWarehouseId: string, at: number): StoredRetiredUsage {
  return {
    id: pipe.id,
    organizationId: pipe.organizationId,
    entityType: 'clickpipe',
    name: pipe.name,
    serviceId: pipe.serviceId,
    dataWarehouseId,
    isPrimary: false,
    createdAt: pipe.createdAt,
    removedAt: at,
    spans: spansOf(pipe, pipeSize(pipe), at),
  };
}

/** Sets a pipe's lifecycle, closing the span it ran until then (every change of a pipe's track after its creation). */
export function setPipeTrack(pipe: StoredPipe, t: Track): void {
  closeSpan(pipe, pipeSize(pipe), t.since);
  pipe.track = t;
}
