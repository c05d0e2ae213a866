// Keystroke to next paint (Event Timing API): type into a text field with the CPU slowed and
// take, per keystroke, the longest event of its interaction.
import type { Browser } from '@playwright/test';
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
}

const TEXT = 'the quick brown fox jumps over';

export async function measureTyping(browser: Browser, url: string, initScripts: string[], target: TypingTarget, cpu: number) {
  const { context, page } = await openPage(browser, { cpu, initScripts: [...initScripts, ...(target.initScripts ?? []), EVENT_OBSERVER] });
  try {
    await page.goto(url + target.path);
    const field = page.getByRole('textbox', { name: target.field, exact: true }).first();
    try {
      await field.waitFor({ timeout: 60_000 }); // the wizard mounts 200 rows: slow at 4x on a busy machine
    } catch {
      return undefined; // the form does not exist (yet)
    }
    await page.waitForLoadState('networkidle');
    await field.click();
    await page.evaluate(() => (window as unknown as { __interactions: Map<number, number> }).__interactions.clear());
    await page.keyboard.type(TEXT, { delay: 120 });
    await page.waitForFunction((text) => (document.activeElement as HTMLInputElement | null)?.value?.endsWith(text), TEXT);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 200)))));
    const seen = await page.evaluate(() => [...(window as unknown as { __interactions: Map<number, number> }).__interactions.values()]);
    const durations = [...seen, ...Array(Math.max(0, TEXT.length - seen.length)).fill(EVENT_TIMING_FLOOR_MS)].map((d) => Math.max(d, EVENT_TIMING_FLOOR_MS));
    return { p50: percentile(durations, 50), p95: percentile(durations, 95) };
  } finally {
    await context.close();
  }
}
