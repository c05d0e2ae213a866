// Headless Chromium for the benchmark: cold page loads (fresh context each, so no cache), the
// JS/CSS every load actually fetched (from network responses), first contentful paint, and
// CPU throttling through the DevTools protocol.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from '../chromium.js';

export async function launchBrowser(): Promise<Browser> {
  const found = findChromium({ headlessShell: false });
  if (!found) throw new Error(NO_CHROMIUM_MESSAGE);
  return chromium.launch({ executablePath: found.executablePath, args: CHROMIUM_ARGS, headless: true });
}

export interface Asset {
  url: string;
  kind: 'js' | 'css';
  gzip: number;
}

export interface OpenOptions {
  cpu?: number;
  /** Scripts run before any page script (session, observers). */
  initScripts?: string[];
}

export interface Opened {
  context: BrowserContext;
  page: Page;
  /** JS and CSS responses so far, gzip size of each body. */
  assets: Asset[];
  /** Resolves once every response seen so far has been sized. */
  settled(): Promise<Asset[]>;
}

/** A fresh context (empty cache and storage) and page, throttled before the first request. */
export async function openPage(browser: Browser, options: OpenOptions = {}): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  for (const script of options.initScripts ?? []) await context.addInitScript(script);
  const page = await context.newPage();
  if (options.cpu && options.cpu > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpu });
  }
  const assets: Asset[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then(
        (body) => void assets.push({ url: new URL(response.url()).pathname, kind: type === 'script' ? 'js' : 'css', gzip: gzipSync(body).length }),
        () => undefined,
      ),
    );
  });
  return {
    context,
    page,
    assets,
    async settled() {
      await Promise.all(pending);
      return assets;
    },
  };
}

export function sumAssets(assets: Asset[], kind: Asset['kind']): { gzip: number; requests: number } {
  const list = assets.filter((a) => a.kind === kind);
  return { gzip: list.reduce((n, a) => n + a.gzip, 0), requests: list.length };
}

/** First contentful paint of the page, in ms since navigation start (waits until it happened). */
export async function firstContentfulPaint(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
  return (await handle.jsonValue()) as number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
