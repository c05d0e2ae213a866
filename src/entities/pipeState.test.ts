import { describe, expect, it } from 'vitest';
import { PIPE_STATES, type Pipe, type PipeSourceKind } from '../contract';
import { availablePipeCommands, isPipeTransitional, PIPE_POLL_MS, PIPE_STATE_DISPLAY, pipePollInterval, pipeStateDisplay } from './pipeState';

const expected: [string, string, string, boolean][] = [
  ['Provisioning', 'Provisioning', 'blue', true],
  ['Setup', 'Setup', 'blue', true],
  ['Snapshot', 'Snapshot', 'blue', true],
  ['Stopping', 'Stopping', 'blue', true],
  ['Pausing', 'Pausing', 'blue', true],
  ['Resync', 'Resync', 'blue', true],
  ['Modifying', 'Modifying', 'blue', true],
  ['Running', 'Running', 'green', false],
  ['Completed', 'Completed', 'teal', false],
  ['Degraded', 'Degraded', 'orange', false],
  ['Failed', 'Failed', 'red', false],
  ['InternalError', 'Internal error', 'red', false],
  ['Stopped', 'Stopped', 'gray', false],
  ['Paused', 'Paused', 'gray', false],
  ['Unknown', 'Unknown', 'gray', false],
];

describe('pipe state display', () => {
  it.each(expected)('%s: %s, %s, transitional %s', (state, label, color, transitional) => {
    expect(pipeStateDisplay(state)).toEqual({ label, color, transitional });
    expect(isPipeTransitional(state)).toBe(transitional);
  });

  it('covers exactly the documented states', () => {
    expect(Object.keys(PIPE_STATE_DISPLAY).sort()).toEqual([...PIPE_STATES].sort());
    expect(expected.map(([s]) => s).sort()).toEqual([...PIPE_STATES].sort());
  });

  it('shows a state it does not know by name, gray and settled', () => {
    expect(pipeStateDisplay('Hibernating')).toEqual({ label: 'Hibernating', color: 'gray', transitional: false });
  });

  it('polls while some pipe is changing, and only then', () => {
    expect(pipePollInterval([{ state: 'Running' }, { state: 'Snapshot' }])).toBe(PIPE_POLL_MS);
    expect(pipePollInterval([{ state: 'Running' }, { state: 'Paused' }])).toBe(false);
  });
});

const SOURCES: Record<PipeSourceKind, Pipe['source']> = {
  kafka: { kafka: { brokers: 'b:9092', topics: 't' } },
  objectStorage: { objectStorage: { url: 'https://bucket.s3.amazonaws.com/*.json' } },
  kinesis: { kinesis: { streamName: 's' } },
  postgres: { postgres: { host: 'db', database: 'app' } },
} as Record<PipeSourceKind, Pipe['source']>;

// Commands offered by state (start only from Stopped, Paused, Failed; stop unless already
// stopped, stopping or finished) and by kind (resync only for postgres, from any state).
const byState: [string, string[]][] = [
  ['Provisioning', ['stop']],
  ['Setup', ['stop']],
  ['Snapshot', ['stop']],
  ['Running', ['stop']],
  ['Degraded', ['stop']],
  ['Modifying', ['stop']],
  ['Resync', ['stop']],
  ['InternalError', ['stop']],
  ['Unknown', ['stop']],
  ['Failed', ['start', 'stop']],
  ['Stopped', ['start']],
  ['Paused', ['start']],
  ['Stopping', []],
  ['Pausing', []],
  ['Completed', []],
];

describe('available pipe commands', () => {
  it('lists every documented state', () => {
    expect(byState.map(([s]) => s).sort()).toEqual([...PIPE_STATES].sort());
  });

  for (const kind of Object.keys(SOURCES) as PipeSourceKind[]) {
    it.each(byState)(`${kind} pipe, %s: %j`, (state, commands) => {
      const offered = availablePipeCommands({ state, source: SOURCES[kind] } as Pipe);
      expect(offered).toEqual(kind === 'postgres' ? [...commands, 'resync'] : commands);
    });
  }

  it('offers no resync for a pipe whose source kind is unknown', () => {
    expect(availablePipeCommands({ state: 'Running', source: {} } as Pipe)).toEqual(['stop']);
  });
});
