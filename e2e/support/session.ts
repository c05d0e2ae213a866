import { expect, type Page } from '@playwright/test';
import type { EmulatorInfo } from './emulator';

/** Signs in through the real sign-in page with the given key (the emulator's admin key by default). */
export async function signIn(page: Page, info: Pick<EmulatorInfo, 'keyId' | 'keySecret'> & { alertsToken?: string }, landing = '/services') {
  await page.goto('/sign-in');
  await page.getByLabel('Key ID').fill(info.keyId);
  await page.getByRole('textbox', { name: 'Key secret', exact: true }).fill(info.keySecret);
  if (info.alertsToken) await page.getByLabel('Access token').fill(info.alertsToken);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${landing}$`));
}

/** Everything the console holds that could contain a secret: storage, history state and the query caches. */
export async function consoleTraces(page: Page): Promise<string> {
  return page.evaluate(() => {
    const w = window as unknown as { __CONSOLE_QUERY_CLIENT__?: { getQueryCache(): { getAll(): { state: unknown; queryKey: unknown }[] }; getMutationCache(): { getAll(): { state: unknown }[] } } };
    const qc = w.__CONSOLE_QUERY_CLIENT__;
    const dump = {
      sessionStorage: { ...sessionStorage },
      localStorage: { ...localStorage },
      historyState: history.state,
      queries: qc?.getQueryCache().getAll().map((q) => ({ key: q.queryKey, state: q.state })) ?? 'no query client exposed',
      mutations: qc?.getMutationCache().getAll().map((m) => m.state) ?? 'no query client exposed',
      dom: document.documentElement.outerHTML,
    };
    return JSON.stringify(dump);
  });
}
