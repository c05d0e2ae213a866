// Keystroke to next paint (Event Timing): type into a text field with the CPU slowed and take,
// per keystroke, the longest event of its interaction, from the browser's own Event Timing
// records in a trace (see `keystrokeDurations`).
import type { Browser, CDPSession, Locator, Page } from '@playwright/test';
import { escapeRegExp } from '../../e2e/support/text.js';
import { openPage, percentile } from './browser.js';

/**
 * One Event Timing record of a trace: the browser writes one per event (category
 * devtools.timeline, as DevTools' Interactions track reads them) with the same duration the page's
 * PerformanceEventTiming entry gets, from the event's timestamp to the next paint after it was
 * handled, but unrounded and for every event. The page's own API rounds durations to 8 ms and
 * reports none under 16 ms: near the floor's keystrokes (about 16 ms at 4x) it can only say on
 * which 8 ms step a percentile fell, and a keystroke with no entry has no figure at all.
 */
interface EventTimingRecord {
  name: string;
  ph: string;
  args?: { data?: { interactionId?: number; duration?: number } };
}

/** Per interaction (keystroke) in `records`, the longest duration of its events, in ms. */
export function keystrokeDurations(records: EventTimingRecord[]): number[] {
  const longest = new Map<number, number>();
  for (const r of records) {
    const data = r.args?.data;
    if (r.name !== 'EventTiming' || r.ph !== 'b' || !data?.interactionId || data.duration === undefined) continue;
    longest.set(data.interactionId, Math.max(longest.get(data.interactionId) ?? 0, data.duration));
  }
  return [...longest.values()];
}

/** Records the page's Event Timing trace events until the returned stop() is called. */
async function traceEventTiming(cdp: CDPSession): Promise<() => Promise<EventTimingRecord[]>> {
  const records: EventTimingRecord[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => {
    for (const r of value as unknown as EventTimingRecord[]) if (r.name === 'EventTiming') records.push(r);
  });
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline'] }, transferMode: 'ReportEvents' });
  return async () => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    return records;
  };
}

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
  /**
   * `field` and `firstField` are values of rows not being edited, drawn as their inputs
   * (EditableCell, labelled "<label>: <value>") until clicked: the cell is scrolled to and
   * clicked, as a person would, and the input it turns into is typed into.
   */
  cell?: boolean;
}

const TEXT = 'the quick brown fox jumps over';

/** The target's field once the form has loaded, scrolled to when it is far down a long table; undefined when there is no such form. */
export async function reachField(page: Page, target: TypingTarget): Promise<Locator | undefined> {
  const field = page.getByRole('textbox', { name: target.field, exact: true }).first();
  const shown = (label: string) =>
    target.cell
      ? page.getByRole('button', { name: new RegExp(`^${escapeRegExp(label)}: `) }).first()
      : page.getByRole('textbox', { name: label, exact: true }).first();
  try {
    await shown(target.firstField ?? target.field).waitFor({ timeout: 60_000 });
  } catch {
    return undefined;
  }
  await page.waitForLoadState('networkidle');
  if (!target.firstField) return field;
  await page.mouse.move(400, 300);
  const reach = shown(target.field);
  for (let wheel = 0; !(await inViewport(page, reach)); wheel++) {
    if (wheel === 200) throw new Error(`${target.id}: "${target.field}" did not come into view`);
    await page.mouse.wheel(0, 400);
    await scrollSettled(page);
  }
  if (target.cell) {
    await reach.click();
    await field.waitFor();
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
 * slowest of them, so one stray garbage collection or timer decided the figure. Four rounds (120
 * keystrokes) were still too few: the p95 was the seventh slowest, and the first keystroke of
 * each round is among the slowest, so a few stray events set it. The floor, the same app typed
 * five times in one run, had its p95 spread by up to 1.5x between forms (14.2 to 16.4 ms in one
 * run, 15.4 to 23.7 in another). With eight rounds (240 keystrokes, console and floor alike) the
 * p95 is the thirteenth slowest: past the eight first keystrokes, the fifth slowest of the others
 * rather than the third, so one stray event moves it less. Each round still pairs with a round of
 * the floor's (measureTypingPaired).
 */
export const TYPING_ROUNDS = 8;

/** Keystroke-to-next-paint durations of one round of typing TEXT into the target's field; undefined when there is no such form. */
async function typeOnce(browser: Browser, url: string, initScripts: string[], target: TypingTarget, cpu: number): Promise<number[] | undefined> {
  const { context, page } = await openPage(browser, { cpu, initScripts: [...initScripts, ...(target.initScripts ?? [])] });
  try {
    await page.goto(url + target.path);
    const field = await reachField(page, target);
    if (!field) return undefined; // the form does not exist (yet)
    await field.click();
    await scrollSettled(page);
    const stop = await traceEventTiming(await context.newCDPSession(page));
    await page.keyboard.type(TEXT, { delay: 120 });
    await page.waitForFunction((text) => (document.activeElement as HTMLInputElement | null)?.value?.endsWith(text), TEXT);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 200)))));
    const durations = keystrokeDurations(await stop());
    if (durations.length !== TEXT.length) throw new Error(`${target.id}: ${durations.length} keystrokes traced for ${TEXT.length} typed`);
    return durations;
  } finally {
    await context.close();
  }
}

export interface TypingFigures {
  p50: number;
  p95: number;
  keystrokes: number;
}

function figures(durations: number[]): TypingFigures {
  const tenth = (ms: number) => Math.round(ms * 10) / 10;
  return { p50: tenth(percentile(durations, 50)), p95: tenth(percentile(durations, 95)), keystrokes: durations.length };
}

export interface TypingApp {
  url: string;
  /** Scripts run before the app's own (the session). */
  initScripts: string[];
}

/**
 * The target's keystrokes and the floor's, typed in turns (a floor round, a target round, and so
 * on): both are measured under the same conditions of the machine, so their ratio compares like
 * with like. A floor measured once before every form drifted with the machine (its p95 moved
 * 15 to 18 ms between runs minutes apart, and every ratio with it).
 */
export async function measureTypingPaired(
  browser: Browser,
  app: TypingApp,
  target: TypingTarget,
  floor: TypingApp & { target: TypingTarget },
  cpu: number,
  rounds = TYPING_ROUNDS,
): Promise<{ console: TypingFigures; floor: TypingFigures } | undefined> {
  const measured: number[] = [];
  const floorMeasured: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const floorTyped = await typeOnce(browser, floor.url, floor.initScripts, floor.target, cpu);
    if (!floorTyped) throw new Error(`the floor app has no "${floor.target.field}" field`);
    floorMeasured.push(...floorTyped);
    const typed = await typeOnce(browser, app.url, app.initScripts, target, cpu);
    if (!typed) return undefined;
    measured.push(...typed);
  }
  return { console: figures(measured), floor: figures(floorMeasured) };
}
