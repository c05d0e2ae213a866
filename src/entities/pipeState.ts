import { pipeSourceKindOf, type Pipe, type PipeCommand, type PipeSourceKind, type PipeState } from '../contract';
import { STATE_POLL_MS, stateTable, type StateDisplay } from './stateDisplay';

/**
 * Every documented pipe state (contract PIPE_STATES; real-apis.md, "Pipe"), displayed one way
 * everywhere. Database pipes go Provisioning -> Setup -> Snapshot -> Running and pause through
 * Pausing; the others stop through Stopping.
 */
export const PIPE_STATE_DISPLAY: Record<PipeState, StateDisplay> = {
  Provisioning: { label: 'Provisioning', color: 'blue', transitional: true },
  Setup: { label: 'Setup', color: 'blue', transitional: true },
  Snapshot: { label: 'Snapshot', color: 'blue', transitional: true },
  Stopping: { label: 'Stopping', color: 'blue', transitional: true },
  Pausing: { label: 'Pausing', color: 'blue', transitional: true },
  Resync: { label: 'Resync', color: 'blue', transitional: true },
  Modifying: { label: 'Modifying', color: 'blue', transitional: true },
  Running: { label: 'Running', color: 'green', transitional: false },
  Completed: { label: 'Completed', color: 'teal', transitional: false },
  Degraded: { label: 'Degraded', color: 'orange', transitional: false },
  Failed: { label: 'Failed', color: 'red', transitional: false },
  InternalError: { label: 'Internal error', color: 'red', transitional: false },
  Stopped: { label: 'Stopped', color: 'gray', transitional: false },
  Paused: { label: 'Paused', color: 'gray', transitional: false },
  Unknown: { label: 'Unknown', color: 'gray', transitional: false },
};

export const PIPE_POLL_MS = STATE_POLL_MS;

const pipes = stateTable(PIPE_STATE_DISPLAY);
export const pipeStateDisplay = pipes.display;
export const isPipeTransitional = pipes.isTransitional;
/** For a list or detail query's refetchInterval: poll while some pipe is changing. */
export const pipePollInterval = pipes.pollInterval;

export const SOURCE_KIND_LABELS: Record<PipeSourceKind, string> = {
  kafka: 'Kafka',
  objectStorage: 'Object storage',
  kinesis: 'Kinesis',
  postgres: 'Postgres',
};

export function sourceKind(pipe: Pick<Pipe, 'source'>): PipeSourceKind | undefined {
  return pipe.source ? pipeSourceKindOf(pipe.source) : undefined;
}

/** `start` is accepted only from these states (a start on a running pipe is a 400). */
export const STARTABLE_PIPE_STATES: readonly string[] = ['Stopped', 'Paused', 'Failed'] satisfies PipeState[];

/** `stop` is accepted from any state, but is not offered where it would change nothing. */
const NOT_STOPPABLE: readonly string[] = ['Stopped', 'Paused', 'Stopping', 'Pausing', 'Completed'] satisfies PipeState[];

/**
 * The commands this console offers for a pipe, by its state and source kind: start from a
 * stopped, paused or failed state; stop while it is not stopped or finished; resync for database
 * (postgres) pipes only, from any state.
 */
export function availablePipeCommands(pipe: Pick<Pipe, 'state' | 'source'>): PipeCommand[] {
  const commands: PipeCommand[] = [];
  if (STARTABLE_PIPE_STATES.includes(pipe.state)) commands.push('start');
  if (!NOT_STOPPABLE.includes(pipe.state)) commands.push('stop');
  if (sourceKind(pipe) === 'postgres') commands.push('resync');
  return commands;
}
