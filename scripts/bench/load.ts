// Whether the machine was quiet enough for the bench's figures to mean anything. The budgets
// compare the console with the floor app measured in the same run, but a busy machine does not
// slow both alike (a larger page loses more to a shared core), so figures taken under load are
// void, whatever they say. The rule (docs/performance.md, "A quiet machine"):
//
// - before anything is measured, the 1-minute load average must be at most half the cores
//   (`START_LIMIT`): otherwise the bench refuses to start (unless `--ignore-load`, which measures
//   anyway and still reports the run void);
// - between two later samples, what the rest of the machine spent must be at most a quarter of
//   its CPU time (`OTHERS_LIMIT`): the machine's busy time (/proc/stat) less the bench's own (its
//   process tree: Node, the builds, Chromium; /proc/<pid>/stat). The load average cannot tell the
//   two apart: the bench's own Chromium, a list of 1,000 rows at 4x CPU, took it past 4 on a
//   quiet 2-core machine. Without /proc (not Linux) the later samples judge nothing, and the
//   run says so.
//
// A void run exits with EXIT_VOID (3), distinct from EXIT_OVER_BUDGET (1).
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

export const START_LIMIT = 0.5;
export const OTHERS_LIMIT = 0.25;
export const EXIT_OVER_BUDGET = 1;
export const EXIT_VOID = 3;

export interface LoadSample {
  /** When it was read: "start", "after typing", "end". */
  at: string;
  /** The 1-minute load average. */
  load1: number;
  cores: number;
  /** CPU clock ticks since boot, of the whole machine (all cores) and of the bench's process tree; absent without /proc. */
  cpu?: { total: number; idle: number; own: number };
  /**
   * A new baseline: the interval that ends here is not judged. Set after the browser closes: its
   * processes leave the tree then, some without being reaped by it (their ticks would read as
   * another process's).
   */
  baseline?: boolean;
}

export interface ProcReader {
  /** The text of /proc/stat. */
  stat: () => string;
  /** Each process's /proc/<pid>/stat text. */
  processes: () => string[];
}

const procReader: ProcReader = {
  stat: () => readFileSync('/proc/stat', 'utf8'),
  processes: () =>
    readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .flatMap((pid) => {
        try {
          return [readFileSync(`/proc/${pid}/stat`, 'utf8')];
        } catch {
          return []; // ended between the listing and the read
        }
      }),
};

/** The machine's total and idle ticks from /proc/stat's first line (user nice system idle iowait irq softirq steal). */
export function machineTicks(stat: string): { total: number; idle: number } {
  const fields = (stat.split('\n')[0] ?? '').trim().split(/\s+/).slice(1, 9).map(Number);
  if (fields.length < 5 || fields.some((n) => !Number.isFinite(n))) throw new Error('/proc/stat has no cpu line');
  return { total: fields.reduce((a, b) => a + b, 0), idle: fields[3] + fields[4] };
}

/**
 * The ticks spent by `root` and every process under it, from /proc/<pid>/stat lines: each one's
 * utime + stime, plus cutime + cstime, the time of the children it has waited for (a Chromium
 * renderer that ended is counted through the browser that reaped it).
 */
export function treeTicks(lines: readonly string[], root: number): number {
  const procs = lines.flatMap((line) => {
    // "pid (comm) state ppid ..." where comm may hold spaces and parentheses: the fields follow the last ')'.
    const close = line.lastIndexOf(')');
    const pid = Number(line.slice(0, line.indexOf(' ')));
    const rest = line.slice(close + 2).split(' ');
    if (close < 0 || !Number.isFinite(pid) || rest.length < 15) return [];
    const [utime, stime, cutime, cstime] = rest.slice(11, 15).map(Number);
    return [{ pid, ppid: Number(rest[1]), ticks: utime + stime + cutime + cstime }];
  });
  const children = new Map<number, number[]>();
  for (const p of procs) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
  const ticks = new Map(procs.map((p) => [p.pid, p.ticks]));
  let sum = 0;
  const todo = [root];
  const seen = new Set<number>();
  while (todo.length) {
    const pid = todo.pop()!;
    if (seen.has(pid)) continue;
    seen.add(pid);
    sum += ticks.get(pid) ?? 0;
    todo.push(...(children.get(pid) ?? []));
  }
  return sum;
}

export function sampleLoad(
  at: string,
  read: { loadavg: () => number[]; cores: () => number; proc?: ProcReader; pid?: number } = { loadavg, cores: () => cpus().length, proc: procReader },
  baseline = false,
): LoadSample {
  const sample: LoadSample = { at, load1: read.loadavg()[0], cores: Math.max(1, read.cores()), ...(baseline ? { baseline } : {}) };
  if (!read.proc) return sample;
  try {
    return { ...sample, cpu: { ...machineTicks(read.proc.stat()), own: treeTicks(read.proc.processes(), read.pid ?? process.pid) } };
  } catch {
    return sample; // no /proc: this sample judges nothing
  }
}

/** The share of the machine's CPU time between two samples that processes outside the bench spent, or undefined without /proc. */
export function othersShare(before: LoadSample, after: LoadSample): number | undefined {
  if (!before.cpu || !after.cpu || after.baseline) return undefined;
  const total = after.cpu.total - before.cpu.total;
  if (total <= 0) return 0;
  const busy = total - (after.cpu.idle - before.cpu.idle);
  const own = after.cpu.own - before.cpu.own;
  return Math.min(1, Math.max(0, (busy - own) / total));
}

/** Why the machine was too busy at the start, or undefined when it was quiet enough. */
export function busyAtStart(sample: LoadSample): string | undefined {
  const allowed = sample.cores * START_LIMIT;
  if (sample.load1 <= allowed) return undefined;
  return `${sample.at}: 1-minute load ${sample.load1.toFixed(2)} > ${allowed.toFixed(2)} (${START_LIMIT} × ${sample.cores} cores)`;
}

/** Why the rest of the machine was too busy between two samples, or undefined when it was quiet (or cannot be told). */
export function busyBetween(before: LoadSample, after: LoadSample): string | undefined {
  const share = othersShare(before, after);
  if (share === undefined || share <= OTHERS_LIMIT) return undefined;
  return `${before.at} to ${after.at}: other processes took ${percent(share)} of the CPU > ${percent(OTHERS_LIMIT)}`;
}

const percent = (share: number) => `${Number((share * 100).toFixed(1))}%`;

/** Whether the machine is quiet enough to start measuring. */
export function mayStart(start: LoadSample): { ok: boolean; reason?: string } {
  const reason = busyAtStart(start);
  return reason ? { ok: false, reason } : { ok: true };
}

/** The run's verdict on the machine: void when it was busy at the start or between any two samples. */
export function loadVerdict(start: LoadSample, later: readonly LoadSample[]): { void: boolean; reasons: string[]; judged: boolean } {
  const all = [start, ...later];
  const between = later.map((sample, i) => busyBetween(all[i], sample));
  const reasons = [busyAtStart(start), ...between].filter((r): r is string => r !== undefined);
  const judged = later.every((sample, i) => sample.baseline || othersShare(all[i], sample) !== undefined);
  return { void: reasons.length > 0, reasons, judged };
}

/** One line on the samples: the load averages, and what others took between samples. */
export function describeLoad(start: LoadSample, later: readonly LoadSample[]): string {
  const all = [start, ...later];
  const shares = later.map((s, i) => {
    const share = othersShare(all[i], s);
    return `${s.at} ${s.baseline ? '(not judged)' : share === undefined ? '?' : percent(share)}`;
  });
  return `1-minute load at the start ${start.load1.toFixed(2)} (${start.cores} cores); CPU taken by other processes: ${shares.join(', ')}.`;
}

/** The process's exit code: void before over budget (a busy machine's figures judge nothing). */
export function exitCode(run: { void: boolean; over: readonly string[] }): number {
  if (run.void) return EXIT_VOID;
  return run.over.length ? EXIT_OVER_BUDGET : 0;
}
