// Keystroke to next paint (Event Timing API): type into a text field with the CPU slowed and
// take, per keystroke, the longest event of its interaction.
import type { Browser, Locator, Page } from '@playwright/test';
import { openPage, percentile } from './browser.js';

/** Event Timing reports only events of 16 ms or more; a keystroke without an entry counts as 16. */
export const EVENT_TIMING_FLOOR_MS = 16;

const EVENT_OBSERVER = `
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      window.__interactions.set(e.interactionId, Math.max(window.__interactions.get(e.interactionId) ?? 0, e.duration));
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
`;

export interface TypingTarget {
  id: string;
  path: string;
  field: string;
  /** Scripts run before the page's own, after the session (a draft to open a form with). */
  initScripts?: string[];
  /**
   * A field of the form's first screen, to wait for instead of `field` when `field` is a row far
   * down a table that renders only the rows in view: the page is then scrolled with the mouse
   * wheel, as a person would, until `field` is there.
   */
  firstField?: string;
}

const TEXT = 'the quick brown fox jumps over';

/** The target's field once the form has loaded, scrolled to when it is far down a long table; undefined when there is no such form. */
export async function reachField(page: Page, target: TypingTarget): Promise<Locator | undefined> {
  const field = page.getByRole('textbox', { name: target.field, exact: true }).first();
  try {
    await page
      .getByRole('textbox', { name: target.firstField ?? target.field, exact: true })
      .first()
      .waitFor({ timeout: 60_000 });
  } catch {
    return undefined;
  }
  await page.waitForLoadState('networkidle');
  if (!target.firstField) return field;
  await page.mouse.move(400, 300);
  for (let wheel = 0; !(await inViewport(page, field)); wheel++) {
    if (wheel === 200) throw new Error(`${target.id}: "${target.field}" did not come into view`);
    await page.mouse.wheel(0, 400);
    await scrollSettled(page);
  }
  await page.waitForLoadState('networkidle');
  return field;
}

/**
 * Waits until the page has stopped scrolling: the same scroll position over five frames in a row.
 * A wheel scrolls smoothly, over many frames after its event; typing while the page still
 * scrolls would measure the list re-rendering as rows come and go, not the keystrokes.
 */
async function scrollSettled(page: Page): Promise<void> {
  // A string: tsx would wrap the named function inside in a helper the page does not have.
  await page.evaluate(`new Promise((resolve) => {
    let last = window.scrollY, still = 0;
    const frame = () => {
      if (window.scrollY === last) still++;
      else { still = 0; last = window.scrollY; }
      if (still >= 5) resolve(undefined);
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })`);
}

/** Whether the field is rendered and wholly inside the viewport, below the app shell's fixed header. */
async function inViewport(page: Page, field: Locator): Promise<boolean> {
  if ((await field.count()) === 0) return false;
  const box = await field.boundingBox();
  const header = await page.locator('header').first().boundingBox();
  const top = header ? header.y + header.height : 0;
  const viewport = page.viewportSize();
  return !!box && !!viewport && box.y >= top && box.y + box.height <= viewport.height;
}

/**
 * Rounds of typing per target, each in a fresh page: a p95 of 30 keystrokes is the second
 * slowest of them, so one stray garbage collection or timer decided the figure; three rounds
 * (90 keystrokes, console and floor alike) make the 95th percentile mean what it says.
 */
export const TYPING_ROUNDS = 3;

/** Keystroke-to-next-paint durations of one round of typing TEXT into the target's field; undefined when there is no such form. */
async function typeOnce(browser: Browser, url: string, initScripts: string[], target: TypingTarget, cpu: number): Promise<number[] | undefined> {
  const { context, page } = await openPage(browser, { cpu, initScripts: [...initScripts, ...(target.initScripts ?? []), EVENT_OBSERVER] });
  try {
    await page.goto(url + target.path);
    const field = await reachField(page, target);
    if (!field) return undefined; // the form does not exist (yet)
    await field.click();
    await scrollSettled(page);
    await page.evaluate(() => (window as unknown as { __interactions: Map<number, number> }).__interactions.clear());
    await page.keyboard.type(TEXT, { delay: 120 });
    await page.waitForFunction((text) => (document.activeElement as HTMLInputElement | null)?.value?.endsWith(text), TEXT);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 200)))));
    const seen = await page.evaluate(() => [...(window as unknown as { __interactions: Map<number, number> }).__interactions.values()]);
    return [...seen, ...Array(Math.max(0, TEXT.length - seen.length)).fill(EVENT_TIMING_FLOOR_MS)].map((d) => Math.max(d, EVENT_TIMING_FLOOR_MS));
  } finally {
    await context.close();
  }
}

export async function measureTyping(browser: Browser, url: string, initScripts: string[], target: TypingTarget, cpu: number, rounds = TYPING_ROUNDS) {
  const durations: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const typed = await typeOnce(browser, url, initScripts, target, cpu);
    if (!typed) return undefined;
    durations.push(...typed);
  }
  // How many keystrokes reached a second reporting step: with durations in 8 ms steps and most at the
  // 16 ms floor, the p95 alone says only which step the 95th percentile fell on.
  const overFloor = durations.filter((d) => d > EVENT_TIMING_FLOOR_MS).length;
  return { p50: percentile(durations, 50), p95: percentile(durations, 95), keystrokes: durations.length, overFloor };
}
