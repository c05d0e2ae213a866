import { describe, expect, it } from 'vitest';
import { SERVICE_STATES, TRANSITIONAL_SERVICE_STATES } from '../contract';
import {
  isServiceRunning,
  isServiceTransitional,
  SERVICE_COMMAND_DISPLAY,
  SERVICE_POLL_MS,
  SERVICE_STATE_DISPLAY,
  serviceActions,
  serviceStateDisplay,
  servicePollInterval,
} from './serviceState';

// Every documented state with how the console shows it (real-apis.md, "Service").
const expected: [string, string, string, boolean][] = [
  ['provisioning', 'Provisioning', 'blue', true],
  ['starting', 'Starting', 'blue', true],
  ['awaking', 'Waking up', 'blue', true],
  ['stopping', 'Stopping', 'blue', true],
  ['terminating', 'Terminating', 'blue', true],
  ['softdeleting', 'Soft-deleting', 'blue', true],
  ['running', 'Running', 'green', false],
  ['partially_running', 'Partially running', 'yellow', false],
  ['degraded', 'Degraded', 'orange', false],
  ['failed', 'Failed', 'red', false],
  ['idle', 'Idle', 'gray', false],
  ['stopped', 'Stopped', 'gray', false],
  ['terminated', 'Terminated', 'gray', false],
  ['softdeleted', 'Soft-deleted', 'gray', false],
];

describe('service state display', () => {
  it.each(expected)('%s: %s, %s, transitional %s', (state, label, color, transitional) => {
    expect(serviceStateDisplay(state)).toEqual({ label, color, transitional });
    expect(isServiceTransitional(state)).toBe(transitional);
  });

  it('covers exactly the documented states', () => {
    expect(Object.keys(SERVICE_STATE_DISPLAY).sort()).toEqual([...SERVICE_STATES].sort());
    expect(expected.map(([s]) => s).sort()).toEqual([...SERVICE_STATES].sort());
  });

  it('agrees with the contract on which states are transitional', () => {
    const transitional = SERVICE_STATES.filter((s) => SERVICE_STATE_DISPLAY[s].transitional);
    expect(transitional.sort()).toEqual([...TRANSITIONAL_SERVICE_STATES].sort());
  });

  it('shows an unknown or missing state by name, gray and settled', () => {
    expect(serviceStateDisplay('hibernating')).toEqual({ label: 'hibernating', color: 'gray', transitional: false });
    expect(serviceStateDisplay(undefined)).toEqual({ label: 'Unknown', color: 'gray', transitional: false });
    expect(serviceStateDisplay('toString')).toEqual({ label: 'toString', color: 'gray', transitional: false });
  });

  it('polls while some service is changing, and only then', () => {
    expect(servicePollInterval([{ state: 'running' }, { state: 'provisioning' }])).toBe(SERVICE_POLL_MS);
    expect(servicePollInterval([{ state: 'running' }, { state: 'idle' }])).toBe(false);
    expect(servicePollInterval([])).toBe(false);
  });

  it('treats only running (or no state at all) as running', () => {
    expect(isServiceRunning({ state: 'running' })).toBe(true);
    expect(isServiceRunning({ state: undefined })).toBe(true);
    expect(isServiceRunning({ state: 'idle' })).toBe(false);
    expect(isServiceRunning({ state: 'partially_running' })).toBe(false);
  });
});

// Which lifecycle actions each state offers (real-apis.md, "Operations beyond the contract
// documents"): start a stopped service, stop a running one, wake an idle one, delete a stopped one.
const actions: [string | undefined, string[], boolean][] = [
  ['provisioning', [], false],
  ['starting', [], false],
  ['awaking', [], false],
  ['stopping', [], false],
  ['terminating', [], false],
  ['softdeleting', [], false],
  ['running', ['stop'], false],
  ['partially_running', ['stop'], false],
  ['degraded', ['stop'], false],
  ['failed', [], false],
  ['idle', ['stop', 'awake'], false],
  ['stopped', ['start'], true],
  ['terminated', [], false],
  ['softdeleted', [], false],
  ['hibernating', [], false],
  [undefined, [], false],
];

describe('service actions by state', () => {
  it.each(actions)('%s: commands %j, deletable %s', (state, commands, deletable) => {
    const { commands: offered, deleteRefusal } = serviceActions({ state });
    expect(offered).toEqual(commands);
    expect(deleteRefusal === undefined).toBe(deletable);
  });

  it('lists every documented state', () => {
    expect(
      actions
        .map(([s]) => s)
        .filter((s) => s !== undefined && Object.hasOwn(SERVICE_STATE_DISPLAY, s))
        .sort(),
    ).toEqual([...SERVICE_STATES].sort());
  });

  it('says why a service cannot be deleted, in its state as shown', () => {
    expect(serviceActions({ state: 'running' }).deleteRefusal).toBe(
      'Only a stopped service can be deleted; this service is running. Stop it first, then delete it.',
    );
    expect(serviceActions({ state: 'partially_running' }).deleteRefusal).toMatch(/this service is partially running\./);
    expect(serviceActions({ state: 'terminating' }).deleteRefusal).toBe('This service is already being deleted.');
  });

  it('asks before stopping only', () => {
    expect(SERVICE_COMMAND_DISPLAY.stop.confirm?.('prod')).toMatch(/^prod stops accepting connections/);
    expect(SERVICE_COMMAND_DISPLAY.start.confirm).toBeUndefined();
    expect(SERVICE_COMMAND_DISPLAY.awake.confirm).toBeUndefined();
    expect(SERVICE_COMMAND_DISPLAY.awake.label).toBe('Wake');
  });
});
