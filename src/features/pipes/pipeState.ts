import { pipeSourceKindOf, type Pipe, type PipeSourceKind } from '../../contract';
import type { PipeCommand } from '../../api/management';

/**
 * Pipe states, grouped into families for colour and behaviour. The state list and the rules for
 * commands come from the real service's description (docs: real-apis.md, "Pipe").
 */

/** States a pipe passes through on its way to a settled state: the list polls while one is shown. */
export const TRANSITIONAL_PIPE_STATES = ['Provisioning', 'Setup', 'Snapshot', 'Stopping', 'Pausing', 'Resync', 'Modifying'] as const;

/** Poll every 5 s while a pipe is changing: 2 requests per 10 s, well under the 10 / 10 s API limit. */
export const PIPE_POLL_MS = 5_000;

/** `start` is accepted only from these states (a start on a running pipe is refused). */
export const STARTABLE_PIPE_STATES = ['Stopped', 'Paused', 'Failed'] as const;

/** Stopping a pipe that is already stopped, stopping or finished does nothing useful: not offered. */
const NOT_STOPPABLE = ['Stopped', 'Paused', 'Stopping', 'Pausing', 'Completed'];

export function isTransitionalPipe(state: string | undefined): boolean {
  return state !== undefined && (TRANSITIONAL_PIPE_STATES as readonly string[]).includes(state);
}

export function pipePollInterval(pipes: readonly Pick<Pipe, 'state'>[]): number | false {
  return pipes.some((p) => isTransitionalPipe(p.state)) ? PIPE_POLL_MS : false;
}

const STATE_COLORS: Record<string, string> = {
  Running: 'green',
  Completed: 'teal',
  Stopped: 'gray',
  Paused: 'gray',
  Degraded: 'orange',
  Failed: 'red',
  InternalError: 'red',
  Unknown: 'gray',
};

/** Colour by family: running green, changing blue, stopped/paused gray, degraded orange, failed red. */
export function pipeStateColor(state: string | undefined): string {
  if (state === undefined) return 'gray';
  if (isTransitionalPipe(state)) return 'blue';
  return STATE_COLORS[state] ?? 'gray';
}

/** "InternalError" -> "Internal error". */
export function pipeStateLabel(state: string | undefined): string {
  if (!state) return 'Unknown';
  const words = state.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const SOURCE_KIND_LABELS: Record<PipeSourceKind, string> = {
  kafka: 'Kafka',
  objectStorage: 'Object storage',
  kinesis: 'Kinesis',
  postgres: 'Postgres',
};

export function sourceKind(pipe: Pick<Pipe, 'source'>): PipeSourceKind | undefined {
  return pipe.source ? pipeSourceKindOf(pipe.source) : undefined;
}

/** The commands this console offers for a pipe in its current state. */
export function availableCommands(pipe: Pick<Pipe, 'state' | 'source'>): PipeCommand[] {
  const commands: PipeCommand[] = [];
  if ((STARTABLE_PIPE_STATES as readonly string[]).includes(pipe.state)) commands.push('start');
  if (!NOT_STOPPABLE.includes(pipe.state)) commands.push('stop');
  if (sourceKind(pipe) === 'postgres') commands.push('resync');
  return commands;
}
