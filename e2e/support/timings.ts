import type { Page } from '@playwright/test';

/**
 * Shorter waits for this page (before it loads): the browser's request timeout and the lost-reply
 * lookup's patience (src/api/timeouts.ts; 30 s each in what people run). Only the e2e build
 * (VITE_TEST_TIMINGS=true) and development read them. Used where a test needs a request to time
 * out, or a lookup to give up, in seconds.
 */
export async function useTimings(page: Page, timings: { requestTimeoutMs?: number; lookupPatienceMs?: number }): Promise<void> {
  await page.addInitScript((value) => {
    (window as unknown as { __CONSOLE_TEST_TIMINGS__?: unknown }).__CONSOLE_TEST_TIMINGS__ = value;
  }, timings);
}
