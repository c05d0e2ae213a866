// Whether the machine was quiet enough for the bench's figures to mean anything. The budgets
// compare the console with the floor app measured in the same run, but a busy machine does not
// slow both alike (a larger page loses more to a shared core), so figures taken under load are
// void, whatever they say. The rule (docs/performance.md, "A quiet machine"):
//
// - before anything is measured, the 1-minute load average must be at most half the cores
//   (`START_LIMIT`): otherwise the bench refuses to start (unless `--ignore-load`, which measures
//   anyway and still reports the run void);
// - after each measured section and at the end, at most the number of cores (`DURING_LIMIT`): the
//   bench itself (one page in Chromium, one Node process) adds up to about one, so more means
//   something else ran.
//
// A void run exits with EXIT_VOID (3), distinct from EXIT_OVER_BUDGET (1).
import { cpus, loadavg } from 'node:os';

export const START_LIMIT = 0.5;
export const DURING_LIMIT = 1;
export const EXIT_OVER_BUDGET = 1;
export const EXIT_VOID = 3;

export interface LoadSample {
  /** When it was read: "start", "after typing", "end". */
  at: string;
  /** The 1-minute load average. */
  load1: number;
  cores: number;
}

export function sampleLoad(at: string, read: { loadavg: () => number[]; cores: () => number } = { loadavg, cores: () => cpus().length }): LoadSample {
  return { at, load1: read.loadavg()[0], cores: Math.max(1, read.cores()) };
}

/** Why the sample is too busy for its moment, or undefined when it is quiet enough. */
export function busyReason(sample: LoadSample, limit: number): string | undefined {
  const allowed = sample.cores * limit;
  if (sample.load1 <= allowed) return undefined;
  return `${sample.at}: 1-minute load ${sample.load1.toFixed(2)} > ${allowed.toFixed(2)} (${limit === 1 ? '' : `${limit} × `}${sample.cores} cores)`;
}

/** Whether the machine is quiet enough to start measuring. */
export function mayStart(start: LoadSample): { ok: boolean; reason?: string } {
  const reason = busyReason(start, START_LIMIT);
  return reason ? { ok: false, reason } : { ok: true };
}

/** The run's verdict on the machine: void when it was busy at the start or at any later sample. */
export function loadVerdict(start: LoadSample, later: readonly LoadSample[]): { void: boolean; reasons: string[] } {
  const reasons = [busyReason(start, START_LIMIT), ...later.map((s) => busyReason(s, DURING_LIMIT))].filter((r): r is string => r !== undefined);
  return { void: reasons.length > 0, reasons };
}

/** The process's exit code: void before over budget (a busy machine's figures judge nothing). */
export function exitCode(run: { void: boolean; over: readonly string[] }): number {
  if (run.void) return EXIT_VOID;
  return run.over.length ? EXIT_OVER_BUDGET : 0;
}
