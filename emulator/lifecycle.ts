// Lazily computed lifecycles: a resource stores the sequence of states it walks through and
// the time it entered the first one; the current state is derived from the elapsed time, one
// step per EMULATOR_TRANSITION_MS. No timers, so persistence and restarts need nothing extra.

export interface Track {
  /** States in order; the last one is where the resource stays. */
  states: string[];
  /** Epoch ms at which states[0] was entered. */
  since: number;
}

export function track(states: string[], since: number): Track {
  return { states: states.length > 0 ? states : ['Unknown'], since };
}

export function stepIndex(t: Track, stepMs: number, now: number): number {
  const last = t.states.length - 1;
  if (stepMs <= 0) return last;
  const elapsed = Math.max(0, now - t.since);
  return Math.min(Math.floor(elapsed / stepMs), last);
}

export function currentState(t: Track, stepMs: number, now: number): string {
  return t.states[stepIndex(t, stepMs, now)];
}

// ---- services -------------------------------------------------------------------------

export const SERVICE_CREATE_STATES = ['provisioning', 'running'];

// ---- pipes ----------------------------------------------------------------------------

export type PipeKind = 'kafka' | 'objectStorage' | 'kinesis' | 'postgres';

export interface PipeShape {
  kind: PipeKind;
  /** One-shot object storage load (isContinuous false): ends in Completed. */
  oneShot: boolean;
}

const finishRunning = (shape: PipeShape): string[] => (shape.oneShot ? ['Running', 'Completed'] : ['Running']);

export function pipeCreateStates(shape: PipeShape): string[] {
  if (shape.kind === 'postgres') return ['Provisioning', 'Setup', 'Snapshot', 'Running'];
  return ['Provisioning', ...finishRunning(shape)];
}

export function pipeStopStates(shape: PipeShape): string[] {
  return shape.kind === 'postgres' ? ['Pausing', 'Paused'] : ['Stopping', 'Stopped'];
}

export function pipeStartStates(shape: PipeShape): string[] {
  return ['Provisioning', ...finishRunning(shape)];
}

export function pipeResyncStates(): string[] {
  return ['Resync', 'Snapshot', 'Running'];
}

/** States from which `start` is accepted. */
export const PIPE_STARTABLE = new Set(['Stopped', 'Paused', 'Failed']);
/** States counted as "running" for the error message of a rejected start. */
export const PIPE_RUNNING_LIKE = new Set(['Provisioning', 'Running', 'Setup', 'Snapshot', 'Resync', 'Modifying']);

/** When the last state of a track is (or was) reached. */
export function settledAt(t: Track, stepMs: number): number {
  return t.since + Math.max(0, stepMs) * (t.states.length - 1);
}
