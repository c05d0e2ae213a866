// Each area's own chunks: what a cold visit of the area loads beyond what the sign-in route loaded.
import type { Browser } from '@playwright/test';
import { openPage, sumAssets } from './browser.js';

export const AREAS = [
  { id: 'services', path: '/services', heading: 'Services' },
  { id: 'keys', path: '/keys', heading: 'API keys' },
  { id: 'pipes', path: '/pipes', heading: 'Pipes' },
  { id: 'alerts', path: '/alerts', heading: 'Alerts' },
  { id: 'organization', path: '/organization', heading: undefined },
] as const;

export async function measureAreas(browser: Browser, url: string, session: string, signInAssets: Set<string>) {
  const rows: { id: string; js: number; css: number; total: number }[] = [];
  for (const area of AREAS) {
    const opened = await openPage(browser, { initScripts: [session] });
    await opened.page.goto(url + area.path);
    await opened.page
      .getByRole('heading', { level: 1, ...(area.heading ? { name: area.heading } : {}) })
      .first()
      .waitFor();
    await opened.page.waitForLoadState('networkidle');
    const assets = await opened.settled();
    await opened.context.close();
    const own = assets.filter((a) => !signInAssets.has(a.url));
    rows.push({ id: area.id, js: sumAssets(own, 'js').gzip, css: sumAssets(own, 'css').gzip, total: sumAssets(assets, 'js').gzip });
  }
  return rows;
}
