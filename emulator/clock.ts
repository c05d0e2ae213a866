// The emulator's clock: what "now" is when lifecycles are derived and timestamps written.
//
// - `wall` (default, `npm run dev`): the real time.
// - `manual` (EMULATOR_CLOCK=manual, tests): time stands still at the moment manual mode began,
//   and moves only when told to (POST /__emulator/clock {advanceMs}), so a test sees each
//   lifecycle state for as long as it likes and reaches the next one without sleeping.
//
// An advance can be scoped to one organization: its resources move on, the others' do not, so
// tests that run in parallel (each with its own organization) never move each other's time.
// The rate limiter keeps the real time: the console waits real seconds for X-RateLimit-Reset.

export type ClockMode = 'wall' | 'manual';

export const CLOCK_MODES: readonly ClockMode[] = ['wall', 'manual'];

/** The largest single advance: a day, far more than any lifecycle needs. */
export const MAX_ADVANCE_MS = 86_400_000;

export class Clock {
  private mode_: ClockMode;
  /** Real time at which manual mode began (its frozen "now", before offsets). */
  private frozenAt = Date.now();
  private globalOffset = 0;
  private orgOffsets = new Map<string, number>();

  constructor(mode: ClockMode = 'wall') {
    this.mode_ = mode;
  }

  get mode(): ClockMode {
    return this.mode_;
  }

  /** Epoch ms for a request about `organizationId` (or for no organization in particular). */
  now(organizationId?: string): number {
    const base = this.mode_ === 'manual' ? this.frozenAt : Date.now();
    return base + this.globalOffset + (organizationId === undefined ? 0 : (this.orgOffsets.get(organizationId) ?? 0));
  }

  /** Moves time forward by `ms`, for one organization or (without one) for all. */
  advance(ms: number, organizationId?: string): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('advanceMs must be a number >= 0');
    if (organizationId === undefined) this.globalOffset += ms;
    else this.orgOffsets.set(organizationId, (this.orgOffsets.get(organizationId) ?? 0) + ms);
  }

  /** Switches mode; manual freezes at the current wall-clock time, so time never goes backwards. */
  setMode(mode: ClockMode): void {
    if (mode === this.mode_) return;
    if (mode === 'manual') this.frozenAt = Date.now();
    this.mode_ = mode;
  }

  /** Back to the configured mode with no offsets (POST /__emulator/reset). */
  reset(mode: ClockMode): void {
    this.mode_ = mode;
    this.frozenAt = Date.now();
    this.globalOffset = 0;
    this.orgOffsets.clear();
  }

  describe(organizationId?: string): { mode: ClockMode; now: string } {
    return { mode: this.mode_, now: new Date(this.now(organizationId)).toISOString() };
  }
}
