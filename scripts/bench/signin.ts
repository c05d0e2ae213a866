// The sign-in route of an app (console or floor): what a first visit loads, and when it paints.
import type { Browser } from '@playwright/test';
import { firstContentfulPaint, median, openPage, sumAssets, type Asset } from './browser.js';

export interface SignInFigures {
  js: { gzip: number; requests: number };
  css: { gzip: number; requests: number };
  assets: Asset[];
  fcp1x: number;
  fcp4x: number;
}

/** Waits until the sign-in form is usable, then until the network is quiet (late chunks count). */
async function loadSignIn(browser: Browser, url: string, cpu: number) {
  const opened = await openPage(browser, { cpu });
  await opened.page.goto(`${url}/sign-in`);
  await opened.page.getByLabel('Key ID').waitFor();
  await opened.page.waitForLoadState('networkidle');
  return opened;
}

async function fcpRuns(browser: Browser, url: string, cpu: number, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { context, page } = await loadSignIn(browser, url, cpu);
    times.push(await firstContentfulPaint(page));
    await context.close();
  }
  return times;
}

/**
 * First visit: every JS/CSS response of one cold load. Paint: median FCP of `runs` cold loads,
 * at 1x and with the CPU slowed 4x. Console and floor runs alternate so that a change of load
 * on the machine affects both alike.
 */
export async function measureSignIn(browser: Browser, urls: { console: string; floor: string }, runs: number) {
  const result = {} as Record<'console' | 'floor', SignInFigures>;
  for (const app of ['console', 'floor'] as const) {
    const opened = await loadSignIn(browser, urls[app], 1);
    const assets = await opened.settled();
    await opened.context.close();
    result[app] = { js: sumAssets(assets, 'js'), css: sumAssets(assets, 'css'), assets, fcp1x: 0, fcp4x: 0 };
  }
  for (const cpu of [1, 4] as const) {
    const times = { console: [] as number[], floor: [] as number[] };
    for (let i = 0; i < runs; i++) {
      for (const app of ['console', 'floor'] as const) times[app].push(...(await fcpRuns(browser, urls[app], cpu, 1)));
    }
    for (const app of ['console', 'floor'] as const) result[app][cpu === 1 ? 'fcp1x' : 'fcp4x'] = median(times[app]);
  }
  return result;
}
