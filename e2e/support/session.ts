import { expect, type Page } from '@playwright/test';

/** The `console.session` sessionStorage entry (src/session/store.ts `Session`). */
export interface SessionEntry {
  managementUrl: string;
  keyId: string;
  keySecret: string;
  alertsUrl: string;
  alertsToken?: string;
  /** The dialects chosen at sign-in (absent: the contract's, as the emulator speaks by default). */
  managementDialect?: 'contract' | 'cloud';
  alertsDialect?: 'contract' | 'hyperdx';
  organizationId: string;
  organizationName?: string;
}

const STORAGE_KEY = 'console.session';
/** Set in window.name (kept across this tab's navigations and reloads) once the entry is written. */
const SEEDED = 'e2e-session-seeded';
const seeders = new WeakMap<Page, { dispose(): Promise<void> }>();

/**
 * Signs in without the sign-in form: writes the session entry the sign-in page would write.
 * Before the page's first navigation, the entry is written as the first document loads, once per
 * tab (a later sign-out or a 401 clears it and it stays cleared); after it, the entry is written
 * into the current document, and takes effect at the next navigation. The last call wins.
 */
export async function signInProgrammatically(page: Page, session: SessionEntry): Promise<void> {
  const json = JSON.stringify(session);
  if (page.url() !== 'about:blank') {
    await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [STORAGE_KEY, json] as const);
    return;
  }
  await seeders.get(page)?.dispose();
  const seeder = await page.addInitScript(
    ([key, value, marker]) => {
      if (window.name === marker) return;
      window.name = marker;
      window.sessionStorage.setItem(key, value);
    },
    [STORAGE_KEY, json, SEEDED] as const,
  );
  seeders.set(page, seeder);
}

/** Signs in through the real sign-in page (sign-in specs only; every other spec signs in programmatically). */
export async function signInWithForm(page: Page, key: { keyId: string; keySecret: string; alertsToken?: string }, landing = '/services') {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Key ID', exact: true }).fill(key.keyId);
  await page.getByRole('textbox', { name: 'Key secret', exact: true }).fill(key.keySecret);
  if (key.alertsToken) await page.getByLabel('Access token').fill(key.alertsToken);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${landing}$`));
}

/** Everything the console holds that could contain a secret: storage, history state and the query caches. */
export async function consoleTraces(page: Page): Promise<string> {
  return page.evaluate(() => {
    const w = window as unknown as {
      __CONSOLE_QUERY_CLIENT__?: {
        getQueryCache(): { getAll(): { state: unknown; queryKey: unknown }[] };
        getMutationCache(): { getAll(): { state: unknown }[] };
      };
    };
    const qc = w.__CONSOLE_QUERY_CLIENT__;
    const dump = {
      sessionStorage: { ...sessionStorage },
      localStorage: { ...localStorage },
      historyState: history.state,
      queries:
        qc
          ?.getQueryCache()
          .getAll()
          .map((q) => ({ key: q.queryKey, state: q.state })) ?? 'no query client exposed',
      mutations:
        qc
          ?.getMutationCache()
          .getAll()
          .map((m) => m.state) ?? 'no query client exposed',
      dom: document.documentElement.outerHTML,
    };
    return JSON.stringify(dump);
  });
}
