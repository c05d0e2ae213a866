/**
 * Retry timing for reads (GET). Mirrors the official infrastructure-as-code client: after a 429
 * wait `X-RateLimit-Reset` seconds + 1 s; on 5xx back off exponentially; never retry other 4xx.
 */

/** Exponential backoff: 1 s, 2 s, 4 s, ... capped. `attempt` is 0 for the first retry. */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 10_000;
/** Longest wait the client accepts from a rate-limit header (guards against absurd values). */
export const RATE_LIMIT_WAIT_CAP_MS = 60_000;

export function backoffDelay(attempt: number): number {
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
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
 * Milliseconds to wait after a 429: `X-RateLimit-Reset` (seconds until the window resets, may be
 * fractional; an epoch timestamp is tolerated) + 1 s, else `RateLimit-Reset` (same, draft standard
 * header) + 1 s, else `Retry-After`, else the backoff for this attempt. Capped.
 */
export function rateLimitDelay(headers: Headers, attempt: number, now: number = Date.now()): number {
  const reset = headers.get('x-ratelimit-reset') ?? headers.get('ratelimit-reset');
  if (reset !== null && /^\s*\d+(\.\d+)?\s*$/.test(reset)) {
    let seconds = Number(reset);
    // Some servers send an epoch time in seconds instead of a delta.
    if (seconds > 1e9) seconds = Math.max(0, seconds - now / 1000);
    return Math.min(RATE_LIMIT_WAIT_CAP_MS, Math.round(seconds * 1000) + 1000);
  }
  const retryAfter = parseRetryAfter(headers.get('retry-after'), now);
  if (retryAfter !== undefined) return Math.min(RATE_LIMIT_WAIT_CAP_MS, retryAfter);
  return backoffDelay(attempt);
}

/** Default sleep: resolves after `ms`, rejects at once (with the signal's reason) on abort. */
export function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, Math.max(0, ms));
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
