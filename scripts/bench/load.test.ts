import { describe, expect, it } from 'vitest';
import { EXIT_OVER_BUDGET, EXIT_VOID, exitCode, loadVerdict, machineTicks, mayStart, othersShare, sampleLoad, treeTicks, type LoadSample } from './load.js';

const at = (when: string, load1: number, cores = 2) => ({ at: when, load1, cores });
/** A sample whose machine was busy `busy` ticks of `total` since boot, `own` of them the bench's. */
const ticks = (when: string, total: number, busy: number, own: number): LoadSample => ({ ...at(when, 0.1), cpu: { total, idle: total - busy, own } });

/** A /proc/<pid>/stat line: pid, comm, state, ppid, then zeros up to utime, stime, cutime, cstime. */
const proc = (pid: number, ppid: number, comm: string, [utime, stime, cutime, cstime]: number[]) =>
  `${pid} (${comm}) S ${ppid} ${Array(9).fill(0).join(' ')} ${utime} ${stime} ${cutime} ${cstime} 20 0 1 0 100`;

describe('the quiet-machine rule', () => {
  it('starts when the 1-minute load is at most half the cores, and not past it', () => {
    expect(mayStart(at('start', 1.0)).ok).toBe(true);
    expect(mayStart(at('start', 1.01))).toEqual({ ok: false, reason: 'start: 1-minute load 1.01 > 1.00 (0.5 × 2 cores)' });
    expect(mayStart(at('start', 4, 8)).ok).toBe(true);
    expect(mayStart(at('start', 4.01, 8)).ok).toBe(false);
  });

  it('counts only what other processes took: the bench may keep every core busy', () => {
    // 1,000 ticks of the machine, all busy, all the bench's own: quiet.
    expect(othersShare(ticks('a', 0, 0, 0), ticks('b', 1000, 1000, 1000))).toBe(0);
    // 250 of 1,000 ticks taken by others: at the limit; 251: past it.
    const start = ticks('start', 0, 0, 0);
    expect(loadVerdict(start, [ticks('after sign-in', 1000, 900, 650)])).toEqual({ void: false, reasons: [], judged: true });
    expect(loadVerdict(start, [ticks('after sign-in', 1000, 900, 649)])).toEqual({
      void: true,
      reasons: ['start to after sign-in: other processes took 25.1% of the CPU > 25%'],
      judged: true,
    });
  });

  it('judges each section on its own ticks, not on the run so far', () => {
    const samples = [ticks('after sign-in', 1000, 500, 500), ticks('after lists', 2000, 1100, 700), ticks('end', 3000, 1700, 1300)];
    const verdict = loadVerdict(ticks('start', 0, 0, 0), samples);
    expect(verdict.reasons).toEqual(['after sign-in to after lists: other processes took 40% of the CPU > 25%']);
  });

  it('does not judge the interval that ends at a new baseline (the browser closed), and judges the next one from it', () => {
    const closed = { ...ticks('browser closed', 2000, 1500, 100), baseline: true };
    const samples = [ticks('after typing', 1000, 900, 900), closed, ticks('end', 3000, 2400, 1000)];
    const verdict = loadVerdict(ticks('start', 0, 0, 0), samples);
    expect(verdict).toEqual({ void: false, reasons: [], judged: true });
    expect(othersShare(closed, samples[2])).toBe(0);
  });

  it('is void when the start was busy (a run with --ignore-load), whatever came after', () => {
    expect(loadVerdict(at('start', 15), [at('end', 0.1)]).void).toBe(true);
  });

  it('judges nothing after the start without /proc, and says so', () => {
    expect(loadVerdict(at('start', 0.3), [at('end', 9)])).toEqual({ void: false, reasons: [], judged: false });
  });

  it('reads the load and the cores it is given (at least one core)', () => {
    expect(sampleLoad('start', { loadavg: () => [0.42, 1, 2], cores: () => 2 })).toEqual({ at: 'start', load1: 0.42, cores: 2 });
    expect(sampleLoad('start', { loadavg: () => [0, 0, 0], cores: () => 0 }).cores).toBe(1);
  });
});

describe('reading /proc', () => {
  it("reads the machine's total and idle (with iowait) ticks from /proc/stat", () => {
    expect(machineTicks('cpu  100 5 50 800 20 3 2 1 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\n')).toEqual({ total: 981, idle: 820 });
    expect(() => machineTicks('')).toThrow('/proc/stat has no cpu line');
  });

  it("sums the ticks of the bench's process tree, reaped children included, and nothing outside it", () => {
    const lines = [
      proc(10, 1, 'node', [100, 20, 5, 1]),
      proc(11, 10, 'chromium', [300, 40, 60, 10]),
      proc(12, 11, 'chromium (renderer) x', [200, 10, 0, 0]),
      proc(20, 1, 'someone else', [999, 999, 0, 0]),
    ];
    expect(treeTicks(lines, 10)).toBe(126 + 410 + 210);
    expect(treeTicks(lines, 12)).toBe(210);
    expect(treeTicks(lines, 99)).toBe(0);
  });

  it('samples through the reader it is given, and without /proc keeps the load only', () => {
    const read = { loadavg: () => [0.2], cores: () => 2, pid: 10 };
    const proc10 = proc(10, 1, 'node', [7, 3, 0, 0]);
    expect(sampleLoad('x', { ...read, proc: { stat: () => 'cpu 1 1 1 5 2 0 0 0', processes: () => [proc10] } }).cpu).toEqual({ total: 10, idle: 7, own: 10 });
    const none = () => {
      throw new Error('ENOENT');
    };
    expect(sampleLoad('x', { ...read, proc: { stat: none, processes: none } })).toEqual({ at: 'x', load1: 0.2, cores: 2 });
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
