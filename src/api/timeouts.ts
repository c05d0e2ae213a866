/**
 * How long the console waits, in one place so the browser and its server agree (docs/faults.md).
 *
 * - The browser gives one request REQUEST_TIMEOUT_MS (client.ts).
 * - The console server's proxy gives the upstream PROXY_TIMEOUT_MS for the whole exchange
 *   (server/apiProxy.ts): less, so a slow API is answered 504 by the proxy (a reply the console
 *   reads: "may have been applied") before the browser's own deadline cuts the request.
 * - After a create whose reply was lost, the lookup reads the list for LOOKUP_PATIENCE_MS before it
 *   says the resource is absent (components/form/lostReply.ts): a create the server applies late,
 *   after either deadline, still shows up within it.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
export const PROXY_TIMEOUT_MS = REQUEST_TIMEOUT_MS - 5_000;
export const LOOKUP_PATIENCE_MS = 30_000;

export interface Timings {
  requestTimeoutMs: number;
  lookupPatienceMs: number;
}

const DEFAULTS: Timings = { requestTimeoutMs: REQUEST_TIMEOUT_MS, lookupPatienceMs: LOOKUP_PATIENCE_MS };
let current: Timings = DEFAULTS;

/** The browser's deadline for one request, and the lookup's patience, as this page runs them. */
export function timings(): Timings {
  return current;
}

/**
 * Test builds only (app/App.tsx calls it when the page asks through `window.__CONSOLE_TEST_TIMINGS__`):
 * shorter waits, so the e2e fault battery's "commit after the timeout" takes seconds, not half a
 * minute. Values that are not whole milliseconds between 500 and 120 000 are ignored.
 */
export function overrideTimings(given: unknown): void {
  if (typeof given !== 'object' || given === null) return;
  const g = given as Record<string, unknown>;
  const ok = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 500 && v <= 120_000;
  current = {
    requestTimeoutMs: ok(g.requestTimeoutMs) ? g.requestTimeoutMs : DEFAULTS.requestTimeoutMs,
    lookupPatienceMs: ok(g.lookupPatienceMs) ? g.lookupPatienceMs : DEFAULTS.lookupPatienceMs,
  };
}
