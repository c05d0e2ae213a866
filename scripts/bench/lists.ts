// List render: the longest main-thread task (Long Tasks API) while a list of thousands of rows
// opens from the navigation, and while it is scrolled.
import type { Browser, Page } from '@playwright/test';
import { openPage } from './browser.js';

const LONGTASK_OBSERVER = `
  window.__longtasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longtasks.push(e.duration); })
    .observe({ type: 'longtask', buffered: true });
`;

export interface ListTarget {
  id: string;
  rows: number;
  /** Navigation link that opens the list. */
  link: string;
  /** Text of a row that shows the list has rendered. */
  rowText: RegExp;
}

async function longestTask(page: Page): Promise<number> {
  // Two frames after the condition, so a task still running at that moment is reported.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))));
  const tasks = await page.evaluate(() => (window as unknown as { __longtasks: number[] }).__longtasks.splice(0));
  return tasks.length ? Math.max(...tasks) : 0;
}

export interface ListFigures {
  render: number;
  scroll: number;
}

/** Opens a light page first (the shell is loaded and idle), then the list from the navigation. */
export async function measureList(browser: Browser, url: string, session: string, target: ListTarget, cpu: number): Promise<ListFigures> {
  const { context, page } = await openPage(browser, { cpu, initScripts: [session, LONGTASK_OBSERVER] });
  try {
    await page.goto(`${url}/organization`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await longestTask(page);
    await page.getByRole('navigation').getByRole('link', { name: target.link }).click();
    await page.getByText(target.rowText).first().waitFor({ timeout: 120_000 });
    const render = await longestTask(page);
    await page.getByText(target.rowText).first().hover();
    for (let i = 0; i < 20; i++) {
      await page.mouse.wheel(0, 600);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
    }
    const scroll = await longestTask(page);
    return { render, scroll };
  } finally {
    await context.close();
  }
}
