import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { backoffDelay, MAX_READ_RETRIES, offersTryAgain, parseRetryAfter, readRetryDelay, retryAfterMs, shouldRetryRead } from './retry';

const httpError = (status: number, retryAfter?: number) =>
  new ApiError({ kind: 'http', status, message: 'x', method: 'GET', path: '/x', ...(retryAfter !== undefined ? { retryAfterMs: retryAfter } : {}) });
const other = (kind: 'network' | 'timeout' | 'aborted' | 'invalid-response' | 'invalid-params') =>
  new ApiError({ kind, message: 'x', method: 'GET', path: '/x' });

describe('the read retry policy (query client retry / retryDelay)', () => {
  it.each([
    ['429', httpError(429), true],
    ['500', httpError(500), true],
    ['502', httpError(502), true],
    ['503', httpError(503), true],
    ['501 (a retry cannot fix it)', httpError(501), false],
    ['505', httpError(505), false],
    ['400', httpError(400), false],
    ['401', httpError(401), false],
    ['403', httpError(403), false],
    ['404', httpError(404), false],
    ['424', httpError(424), false],
    ['network', other('network'), true],
    ['timeout', other('timeout'), false],
    ['aborted', other('aborted'), false],
    ['unexpected shape', other('invalid-response'), false],
    ['malformed id', other('invalid-params'), false],
    ['not an ApiError', new Error('boom'), false],
  ] as const)('%s → retried: %s', (_name, error, retried) => {
    expect(shouldRetryRead(0, error)).toBe(retried);
  });

  it(`stops after ${MAX_READ_RETRIES} retries`, () => {
    expect(shouldRetryRead(MAX_READ_RETRIES - 1, httpError(503))).toBe(true);
    expect(shouldRetryRead(MAX_READ_RETRIES, httpError(503))).toBe(false);
  });

  it('waits what the server asked for, else backs off 2, 4, 8 s', () => {
    expect(readRetryDelay(0, httpError(429, 3500))).toBe(3500);
    expect(readRetryDelay(2, httpError(503, 4000))).toBe(4000);
    expect([0, 1, 2].map((n) => readRetryDelay(n, httpError(500)))).toEqual([2000, 4000, 8000]);
    expect(readRetryDelay(0, other('network'))).toBe(2000);
    expect(backoffDelay(10)).toBe(16_000);
  });

  it('drives a real QueryClient: 503, 429 then success is three calls; a mutation is called once', async () => {
    const waits: number[] = [];
    const client = new QueryClient({
      defaultOptions: {
        queries: { retry: shouldRetryRead, retryDelay: (n, e) => (waits.push(readRetryDelay(n, e)), 1) },
        mutations: { retry: false },
      },
    });
    const answers = [httpError(503), httpError(429, 1200), 'ok'];
    let calls = 0;
    const data = await client.fetchQuery({
      queryKey: ['x'],
      queryFn: async () => {
        const a = answers[calls++];
        if (a instanceof Error) throw a;
        return a;
      },
    });
    expect([data, calls, waits]).toEqual(['ok', 3, [2000, 1200]]);

    let mutationCalls = 0;
    const mutation = client.getMutationCache().build(client, {
      mutationFn: async () => {
        mutationCalls++;
        throw httpError(503);
      },
    });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(ApiError);
    expect(mutationCalls).toBe(1);
  });
});

describe('retry timing from headers', () => {
  it('parses Retry-After seconds and HTTP dates', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('5', now)).toBe(5000);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:07 GMT', now)).toBe(7000);
    expect(parseRetryAfter('garbage', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('prefers X-RateLimit-Reset (+1 s), then Retry-After; capped; nothing without a header', () => {
    expect(retryAfterMs(new Headers({ 'x-ratelimit-reset': '0.25', 'retry-after': '9' }))).toBe(1250);
    expect(retryAfterMs(new Headers({ 'retry-after': '9' }))).toBe(9000);
    expect(retryAfterMs(new Headers())).toBeUndefined();
    expect(retryAfterMs(new Headers({ 'x-ratelimit-reset': '86400' }))).toBe(60_000);
  });
});

describe('"Try again" after a failed read (QueryState)', () => {
  it.each([
    ['403 (stays forbidden)', httpError(403), false],
    ['400', httpError(400), false],
    ['401', httpError(401), false],
    ['404', httpError(404), false],
    ['409', httpError(409), false],
    ['424', httpError(424), false],
    ['malformed id', other('invalid-params'), false],
    ['408', httpError(408), true],
    ['429', httpError(429), true],
    ['500', httpError(500), true],
    ['501', httpError(501), true],
    ['503', httpError(503), true],
    ['network', other('network'), true],
    ['timeout', other('timeout'), true],
    ['unexpected shape', other('invalid-response'), true],
    ['not an ApiError', new Error('boom'), true],
  ] as const)('%s → offered: %s', (_name, error, offered) => {
    expect(offersTryAgain(error)).toBe(offered);
  });
});
