import type { Page } from '@playwright/test';
import { STATE_POLL_MS } from '../../src/entities/stateDisplay';

/**
 * The page's own clock, for tests that would otherwise wait for time to pass in the browser: a
 * page polls a changing service or pipe every 5 s (STATE_POLL_MS), and a read refused with a
 * `Retry-After` is retried after it. Playwright's clock (`page.clock`, public API) replaces the
 * page's timers and Date; time still flows as usual, and the test moves it forward where it would
 * otherwise sit and wait. The emulator's clock (org.advanceClock, org.settle) is another one: it
 * moves the lifecycles on the server; this one moves the page's timers.
 *
 *   await followPolls(page);           // before the page's first navigation
 *   await page.goto('/services');
 *   await org.settle();                // the service is running on the server…
 *   await nextPoll(page);              // …and the page's next poll asks now, not in up to 5 s
 */
export async function followPolls(page: Page): Promise<void> {
  await page.clock.install();
}

/** The page's timers moved on by one poll interval: every poll due in that time is sent now. */
export async function nextPoll(page: Page): Promise<void> {
  await page.clock.fastForward(STATE_POLL_MS);
}

/** The page's timers moved on by `ms` (a retry's wait, a rate limit's reset). */
export async function passTime(page: Page, ms: number): Promise<void> {
  await page.clock.fastForward(ms);
}
