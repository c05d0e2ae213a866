import { describe, expect, it } from 'vitest';
import { EXIT_OVER_BUDGET, EXIT_VOID, exitCode, loadVerdict, mayStart, sampleLoad } from './load.js';

const at = (when: string, load1: number, cores = 2) => ({ at: when, load1, cores });

describe('the quiet-machine rule', () => {
  it('starts when the 1-minute load is at most half the cores, and not past it', () => {
    expect(mayStart(at('start', 1.0)).ok).toBe(true);
    expect(mayStart(at('start', 1.01))).toEqual({ ok: false, reason: 'start: 1-minute load 1.01 > 1.00 (0.5 × 2 cores)' });
    expect(mayStart(at('start', 4, 8)).ok).toBe(true);
    expect(mayStart(at('start', 4.01, 8)).ok).toBe(false);
  });

  it('is void when a later sample is over the number of cores (the bench itself adds about one)', () => {
    expect(loadVerdict(at('start', 0.3), [at('after sign-in', 1.5), at('end', 2.0)])).toEqual({ void: false, reasons: [] });
    expect(loadVerdict(at('start', 0.3), [at('after sign-in', 1.5), at('after lists', 2.01), at('end', 1.2)])).toEqual({
      void: true,
      reasons: ['after lists: 1-minute load 2.01 > 2.00 (2 cores)'],
    });
  });

  it('is void when the start was busy (a run with --ignore-load), whatever came after', () => {
    expect(loadVerdict(at('start', 15), [at('end', 0.1)]).void).toBe(true);
  });

  it('reads the load and the cores it is given (at least one core)', () => {
    expect(sampleLoad('start', { loadavg: () => [0.42, 1, 2], cores: () => 2 })).toEqual({ at: 'start', load1: 0.42, cores: 2 });
    expect(sampleLoad('start', { loadavg: () => [0, 0, 0], cores: () => 0 }).cores).toBe(1);
  });
});

describe('the exit code', () => {
  it('0 within budget, 1 over budget, 3 void (before over budget: a busy machine judges nothing)', () => {
    expect(exitCode({ void: false, over: [] })).toBe(0);
    expect(exitCode({ void: false, over: ['typing.create-key'] })).toBe(EXIT_OVER_BUDGET);
    expect(exitCode({ void: true, over: [] })).toBe(EXIT_VOID);
    expect(exitCode({ void: true, over: ['typing.create-key'] })).toBe(EXIT_VOID);
    expect([EXIT_OVER_BUDGET, EXIT_VOID]).toEqual([1, 3]);
  });
});
