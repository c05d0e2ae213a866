/**
 * One request budget for everything this tab polls (issue 12 item 4). The management API allows
 * 10 requests per 10 s per key (real-apis.md, "Rate limit"); the reads a page polls (the services
 * list, the pipes list, each followed service or pipe) take their turn here, together, so that
 * they never use more than POLL_BUDGET.limit of them in any 10 s: the rest is left to what the
 * person does (a command, a form). A read that would go over waits for the oldest one to leave
 * the window. A 429 on one of them (its ApiError keeps the wait the server asked for,
 * `X-RateLimit-Reset` + 1 s: api/retry.ts) holds every poll until then; the query client's retry
 * policy (retry / retryDelay) then tries the read again. Components/Freshness says when polling waits.
 *
 * Polling itself is TanStack Query's `refetchInterval`, which pauses while the tab is hidden
 * (`refetchIntervalInBackground` defaults to false: "By default, polling pauses when the browser
 * tab loses focus", TanStack Query guides, Polling); this budget keeps that default.
 */
import type { QueryFunctionContext } from '@tanstack/react-query';
import { isApiError } from './errors';
import { backoffDelay } from './retry';

/**
 * Polling may use 7 of the API's 10 requests per 10 s per key. The other 3 are for what a page
 * sends when it opens without waiting here (each list's first read, the key's role check): with
 * 8, a page opened while polling was busy was seen sending 11 in 10 s (e2e polling-by-item, on
 * the development build, whose StrictMode also doubles the first reads).
 */
export const POLL_BUDGET = { limit: 7, windowMs: 10_000 } as const;

/** What a page shows about polling: when the next poll may go, while one waits (0: none waits). */
export interface BudgetState {
  waitingUntil: number;
}

/** A sliding-window request budget. `now` is injectable for tests. */
export class RequestBudget {
  private sent: number[] = [];
  private blockedUntil = 0;
  private waiting = 0;
  private state: BudgetState = { waitingUntil: 0 };
  private listeners = new Set<() => void>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until another request may go (0: now). */
  delay(): number {
    const now = this.now();
    while (this.sent.length > 0 && this.sent[0] <= now - this.windowMs) this.sent.shift();
    const full = this.sent.length >= this.limit ? this.sent[this.sent.length - this.limit] + this.windowMs - now : 0;
    return Math.max(0, full, this.blockedUntil - now);
  }

  /** Counts a request that went now (a first load goes at once, yet uses the budget). */
  record(): void {
    this.sent.push(this.now());
  }

  /** Holds every request for `ms` (a 429 asked to wait that long). */
  block(ms: number): void {
    this.blockedUntil = Math.max(this.blockedUntil, this.now() + ms);
    this.emit();
  }

  /** Waits for a free slot and takes it; rejects with the signal's reason when aborted. */
  async take(signal?: AbortSignal): Promise<void> {
    for (let wait = this.delay(); wait > 0; wait = this.delay()) {
      this.waiting += 1;
      this.emit();
      try {
        await sleep(wait, signal);
      } finally {
        this.waiting -= 1;
        this.emit();
      }
    }
    this.record();
  }

  getState = (): BudgetState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    const now = this.now();
    const waitingUntil = this.waiting > 0 || this.blockedUntil > now ? now + this.delay() : 0;
    if (waitingUntil === this.state.waitingUntil) return;
    this.state = { waitingUntil };
    for (const listener of this.listeners) listener();
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const done = () => {
      signal?.removeEventListener('abort', abort);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/** The tab's budget: one key is signed in per tab. */
export const pollBudget = new RequestBudget(POLL_BUDGET.limit, POLL_BUDGET.windowMs);

/** A failure that only says "wait": a 429. Polling goes on after it (see the polled queries' refetchInterval). */
export const isRateLimited = (error: unknown): boolean => isApiError(error) && error.status === 429;

/**
 * Query options whose reads take their turn in the budget: a refresh (the query already has data:
 * a poll, a refetch on focus, Refresh) waits for a free slot; a first load goes at once but counts.
 * A 429 holds every poll until the time it names.
 */
export function budgeted<O extends { queryFn?: unknown }>(options: O, budget: RequestBudget = pollBudget): O {
  const read = options.queryFn as (context: QueryFunctionContext) => Promise<unknown>;
  const queryFn = async (context: QueryFunctionContext): Promise<unknown> => {
    if (context.client.getQueryData(context.queryKey) === undefined) budget.record();
    else await budget.take(context.signal);
    try {
      return await read(context);
    } catch (error) {
      if (isRateLimited(error)) budget.block((error as { retryAfterMs?: number }).retryAfterMs ?? backoffDelay(0));
      throw error;
    }
  };
  return { ...options, queryFn };
}
