import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { budgeted, isRateLimited, POLL_BUDGET, RequestBudget } from './pollBudget';

const tooMany = (retryAfterMs?: number) =>
  new ApiError({
    kind: 'http',
    status: 429,
    message: 'Too many requests',
    method: 'GET',
    path: '/v1/x',
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  });

describe('the poll budget', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('leaves room under the API limit of 10 per 10 s for what a page sends when it opens', () => {
    expect(POLL_BUDGET.windowMs).toBe(10_000);
    // Each list's first read and the key's role check go at once, beside the budget.
    expect(POLL_BUDGET.limit).toBeLessThanOrEqual(10 - 3);
  });

  it('lets `limit` requests go at once, then makes the next wait for the oldest to leave the window', async () => {
    const budget = new RequestBudget(3, 10_000);
    for (let i = 0; i < 3; i++) {
      await budget.take();
      vi.advanceTimersByTime(1_000);
    }
    // Sent at 0, 1 s and 2 s; now 3 s: the next may go at 10 s.
    expect(budget.delay()).toBe(7_000);
    let went = false;
    void budget.take().then(() => (went = true));
    await vi.advanceTimersByTimeAsync(6_999);
    expect(went).toBe(false);
    expect(budget.getState().waitingUntil).toBe(1_000_000 + 10_000);
    await vi.advanceTimersByTimeAsync(1);
    expect(went).toBe(true);
    expect(budget.getState().waitingUntil).toBe(0);
  });

  it('never lets more than `limit` go in any window, however many ask at once', async () => {
    const budget = new RequestBudget(4, 10_000);
    const sentAt: number[] = [];
    for (let i = 0; i < 12; i++) void budget.take().then(() => sentAt.push(Date.now()));
    await vi.advanceTimersByTimeAsync(40_000);
    expect(sentAt).toHaveLength(12);
    for (const t of sentAt) expect(sentAt.filter((u) => u >= t && u < t + 10_000).length).toBeLessThanOrEqual(4);
  });

  it('holds every request after a 429 until the time it names', async () => {
    const budget = new RequestBudget(8, 10_000);
    budget.block(4_000);
    expect(budget.getState().waitingUntil).toBe(1_000_000 + 4_000);
    expect(budget.delay()).toBe(4_000);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(budget.delay()).toBe(0);
  });

  it('stops waiting when the read is cancelled', async () => {
    const budget = new RequestBudget(1, 10_000);
    budget.record();
    const abort = new AbortController();
    const waiting = budget.take(abort.signal);
    expect(budget.getState().waitingUntil).toBeGreaterThan(0);
    abort.abort(new Error('cancelled'));
    await expect(waiting).rejects.toThrow('cancelled');
    expect(budget.getState().waitingUntil).toBe(0);
  });
});

describe('budgeted reads', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('a first load goes at once but counts; a refresh waits its turn', async () => {
    const budget = new RequestBudget(1, 10_000);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const read = vi.fn(async () => 'answer');
    const options = budgeted({ queryKey: ['thing'], queryFn: read }, budget);
    await client.fetchQuery(options);
    expect(read).toHaveBeenCalledTimes(1);
    expect(budget.delay()).toBe(10_000);

    const refresh = client.fetchQuery({ ...options, staleTime: 0 });
    await vi.advanceTimersByTimeAsync(9_000);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await refresh;
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('a 429 holds the budget for the wait its error carries (X-RateLimit-Reset + 1 s), and is rethrown for the retry policy', async () => {
    const budget = new RequestBudget(8, 10_000);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = budgeted({ queryKey: ['limited'], queryFn: () => Promise.reject(tooMany(5_000)) }, budget);
    await expect(client.fetchQuery(options)).rejects.toSatisfy(isRateLimited);
    expect(budget.delay()).toBe(5_000);
    expect(budget.getState().waitingUntil).toBe(1_000_000 + 5_000);
  });

  it('a failure that is not a 429 does not hold anything', async () => {
    const budget = new RequestBudget(8, 10_000);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const failure = new ApiError({ kind: 'http', status: 500, message: 'x', method: 'GET', path: '/v1/x' });
    await expect(client.fetchQuery(budgeted({ queryKey: ['broken'], queryFn: () => Promise.reject(failure) }, budget))).rejects.toBe(failure);
    expect(budget.delay()).toBe(0);
    expect(isRateLimited(failure)).toBe(false);
  });
});
