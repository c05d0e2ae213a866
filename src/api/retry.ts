/**
 * Retry timing for reads, used by the query client's retry policy (src/app/queryClient.ts).
 * Mirrors the official infrastructure-as-code client: after a 429 wait `X-RateLimit-Reset`
 * seconds + 1 s; a 503's `Retry-After` is honoured the same way; otherwise back off exponentially.
 */
import { isApiError } from './errors';

/** Reads are retried at most this many times; mutations never (a retry could create twice). */
export const MAX_READ_RETRIES = 3;

/** Exponential backoff: 2 s, 4 s, 8 s, ... capped. `failureCount` is 0 for the first retry. */
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 16_000;
/** Longest wait accepted from a rate-limit header (guards against absurd values). */
export const RATE_LIMIT_WAIT_CAP_MS = 60_000;

export function backoffDelay(failureCount: number): number {
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failureCount));
}

/** Parses a `Retry-After` value (delta seconds or HTTP date) into milliseconds, or undefined. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined;
  const v = value.trim();
  if (v === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(v)) return Number(v) * 1000;
  const t = Date.parse(v);
  if (Number.isNaN(t)) return undefined;
  return Math.max(0, t - now);
}

/**
 * Milliseconds the server asked to wait: `X-RateLimit-Reset` (seconds until the window resets,
 * may be fractional; an epoch timestamp is tolerated) + 1 s, else `RateLimit-Reset` (same, draft
 * standard header) + 1 s, else `Retry-After`; undefined when none is sent. Capped.
 */
export function retryAfterMs(headers: Headers, now: number = Date.now()): number | undefined {
  const reset = headers.get('x-ratelimit-reset') ?? headers.get('ratelimit-reset');
  if (reset !== null && /^\s*\d+(\.\d+)?\s*$/.test(reset)) {
    let seconds = Number(reset);
    // Some servers send an epoch time in seconds instead of a delta.
    if (seconds > 1e9) seconds = Math.max(0, seconds - now / 1000);
    return Math.min(RATE_LIMIT_WAIT_CAP_MS, Math.round(seconds * 1000) + 1000);
  }
  const retryAfter = parseRetryAfter(headers.get('retry-after'), now);
  return retryAfter === undefined ? undefined : Math.min(RATE_LIMIT_WAIT_CAP_MS, retryAfter);
}

/**
 * The query client's `retry`: whether a failed read is tried again. On 429 and on 5xx (except
 * 501 and 505, which a retry cannot fix) and on network failures; never on other 4xx, a timeout,
 * an abort, a malformed id or an answer of the wrong shape. `failureCount` is 0 after the first failure.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_READ_RETRIES || !isApiError(error)) return false;
  if (error.kind === 'network') return true;
  if (error.kind !== 'http') return false;
  if (error.status === 429) return true;
  return error.status >= 500 && error.status <= 599 && error.status !== 501 && error.status !== 505;
}

/**
 * Whether a failed read is worth a person's "Try again": a network failure, a timeout, a 5xx,
 * a 408 or a 429 may go another way the next time; any other 4xx (a 403 stays forbidden, a 404
 * stays missing) and a malformed id will not. An unreadable answer and a caller abort keep it
 * (a proxy's glitch or a navigation may be why), as does an error that is not an ApiError.
 */
export function offersTryAgain(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.kind === 'invalid-params') return false;
  if (error.kind !== 'http') return true;
  return error.status === 408 || error.status === 429 || error.status >= 500;
}

/**
 * The query client's `retryDelay`: what the server asked for (`X-RateLimit-Reset` + 1 s after a
 * 429, `Retry-After` of a 429 or 503, kept on the ApiError), else 2 s, 4 s, 8 s.
 */
export function readRetryDelay(failureCount: number, error: unknown): number {
  if (isApiError(error) && error.retryAfterMs !== undefined) return error.retryAfterMs;
  return backoffDelay(failureCount);
}
