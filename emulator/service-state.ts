// A service's current state: its lifecycle track, plus idle scaling (a running service with idle
// scaling on goes idle after idleTimeoutMinutes without activity) and asynchronous deletion.
import { currentState, PIPE_RUNNING_LIKE, settledAt } from './lifecycle.js';
import type { Store, StoredService } from './store.js';

/** A deleted service passes through `terminating` and is gone once `terminated`. */
export const SERVICE_GONE_STATE = 'terminated';

/**
 * The state a read answers. A running service with idle scaling turns `idle` once
 * `idleTimeoutMinutes` passed since it last became running and since its pipes last changed,
 * unless one of its pipes is running (a pipe inserting keeps the service awake). Derived from
 * the clock, like every lifecycle here: nothing to schedule or persist.
 */
export function serviceState(store: Store, svc: StoredService, now: number): string {
  const stepMs = store.config.transitionMs;
  const state = currentState(svc.track, stepMs, now);
  if (state !== 'running' || !svc.idleScaling) return state;
  let lastActive = settledAt(svc.track, stepMs);
  for (const pipe of store.pipes.eachInGroup(svc.id)) {
    if (PIPE_RUNNING_LIKE.has(currentState(pipe.track, stepMs, now))) return state;
    lastActive = Math.max(lastActive, Date.parse(pipe.updatedAt) || 0);
  }
  return now - lastActive >= svc.idleTimeoutMinutes * 60_000 ? 'idle' : state;
}

/**
 * Removes the organization's services whose deletion finished (and their pipes), judged by that
 * organization's time; saves when something went. Only its own: with a manual clock each
 * organization has its own time (e2e tests run side by side, one organization each), and a
 * request of an organization whose time was far ahead swept another's service that had only just
 * begun terminating.
 */
export function sweepDeletedServices(store: Store, organizationId: string, now: number): void {
  const gone = store
    .servicesBeingDeleted()
    .filter((s) => s.organizationId === organizationId && currentState(s.track, store.config.transitionMs, now) === SERVICE_GONE_STATE);
  if (gone.length === 0) return;
  for (const svc of gone) store.removeService(svc, now);
  store.save();
}
