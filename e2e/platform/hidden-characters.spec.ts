import type { Page } from '@playwright/test';
import { minimalPipes } from '../../src/contract/pipe-fixtures';
import type { Service } from '../../src/contract';
import { expect, test, type TestOrg } from '../support/fixtures';
import { runningService } from '../support/services';
import { SEEDED_ALERT_REFS } from '../../emulator/alert-catalogue-seed';

/**
 * Issue 46 item 4: every name and value from the API is shown safely everywhere. Names holding a
 * right-to-left override (U+202E), a zero-width space (U+200B) and a very long word are shown on
 * every page, dialog, breadcrumb and notification with markers and never raw, and never widen the
 * page; a connection command holding a hidden character is not offered for copying as it is.
 *
 * The API refuses such a service name (letters, digits and spaces only) and makes every endpoint
 * host itself, so the service's reads are answered with them through the emulator's answer
 * override (a fault answering 200 with a body): what a server that allows them would answer.
 */

const WORD = 'W'.repeat(400);
const TRICK = '\u202Egnp.exe\u200B';
const NAMES = {
  service: `svc${TRICK}${WORD}`,
  key: `key${TRICK}${WORD}`,
  pipe: `pipe${TRICK}${'P'.repeat(200)}`,
  alert: `alert${TRICK}${'A'.repeat(400)}`,
};
const HOST = `db${TRICK}.example.com`;

/** Every raw hidden character the page's text, titles, labels or document title hold (each described). */
async function rawHidden(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hidden = /[\u00AD\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (hidden.test(text) && !node.parentElement?.closest('script, style'))
        found.push(`text in <${node.parentElement?.tagName}>: ${JSON.stringify(text.slice(0, 60))}`);
    }
    for (const el of document.body.querySelectorAll('*')) {
      for (const attr of ['title', 'aria-label', 'alt', 'placeholder']) {
        const value = el.getAttribute(attr);
        if (value && hidden.test(value)) found.push(`${attr} of <${el.tagName}>: ${JSON.stringify(value.slice(0, 60))}`);
      }
    }
    if (hidden.test(document.title)) found.push('document title');
    return found;
  });
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** The page holds no raw hidden character, shows the U+202E marker, and does not scroll sideways. */
async function shownSafely(page: Page, where: string) {
  await expect(page.getByLabel('hidden character U+202E (right-to-left override)').first(), where).toBeVisible();
  await expect.poll(() => rawHidden(page), { message: where }).toEqual([]);
  expect(await noSidewaysScroll(page), `${where}: sideways scroll`).toBe(true);
}

/** The service as a server allowing hidden characters would answer it: name and endpoint hosts. */
async function serviceAnsweredWithHiddenCharacters(org: TestOrg): Promise<Service> {
  const created = await runningService(org, 'Plain');
  const read = await org.api<Service>('GET', `${org.path}/services/${created.id}`);
  const service: Service = {
    ...read.result,
    name: NAMES.service,
    endpoints: (read.result.endpoints ?? []).map((e) => ({ ...e, host: HOST })),
  };
  await org.injectFault({ method: 'GET', path: `${org.path}/services/${created.id}`, count: 100, status: 200, body: { status: 200, result: service } });
  await org.injectFault({ method: 'GET', path: `${org.path}/services`, count: 100, status: 200, body: { status: 200, result: [service] } });
  return service;
}

test('names with hidden characters and long words are shown with markers everywhere, never raw', async ({ page, org }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const service = await serviceAnsweredWithHiddenCharacters(org);
  const pipe = await org.api<{ id: string }>('POST', `${org.path}/services/${service.id}/pipes`, { ...minimalPipes.postgres, name: NAMES.pipe });
  expect(pipe.status, JSON.stringify(pipe.body)).toBe(200);
  await org.settle();
  const key = await org.api<{ key: { id: string } }>('POST', `${org.path}/keys`, { name: NAMES.key, roles: ['developer'] });
  expect(key.status, JSON.stringify(key.body)).toBe(200);
  const alert = await org.alerts<{ data: { id: string } } & { id?: string }>('POST', '/api/v2/alerts', {
    name: NAMES.alert,
    source: 'tile',
    dashboardId: SEEDED_ALERT_REFS.dashboardId,
    tileId: SEEDED_ALERT_REFS.tileId,
    threshold: 5,
    interval: '5m',
    thresholdType: 'above',
    channel: { type: 'webhook', webhookId: SEEDED_ALERT_REFS.webhookId },
  });
  expect(alert.status, JSON.stringify(alert.body)).toBe(200);
  const alertId = alert.body.data?.id ?? alert.body.id;

  // Services: the list, the service's page (heading, breadcrumb, endpoints, connect commands), its dialogs.
  await page.goto('/services');
  await shownSafely(page, 'services list');
  await page.goto(`/services/${service.id}`);
  await expect(page.getByTestId('connect-panel')).toBeVisible();
  await shownSafely(page, 'service page');
  const connect = page.getByTestId('connect-panel');
  await expect(connect.getByRole('button', { name: /^Copy Native client .* command \(refused: it holds hidden characters\)$/ })).toBeDisabled();
  await expect(connect.getByRole('note').first()).toContainText('Holds hidden characters (U+202E, U+200B)');
  await expect(connect.getByRole('button', { name: /without the hidden characters$/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy https host (refused: it holds hidden characters)' })).toBeDisabled();
  if (process.env.SCREENSHOTS) await connect.screenshot({ path: '/tmp/shots/connect-hidden-characters.png' });
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('svc[U+202E]gnp.exe[U+200B]WWW');
  await shownSafely(page, 'stop dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // Pipes: the list, the pipe's page and its breadcrumb (the service's name), the delete dialog, the edit page.
  await page.goto(`/pipes?service=${service.id}`);
  await shownSafely(page, 'pipes list');
  await page.goto(`/pipes/${service.id}/${pipe.result.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('PPPP');
  await shownSafely(page, 'pipe page');
  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => rawHidden(page), { message: 'delete pipe dialog' }).toEqual([]);
  await page.keyboard.press('Escape');
  await page.goto(`/pipes/${service.id}/${pipe.result.id}/edit`);
  await shownSafely(page, 'pipe edit page');

  // Keys: the list, the key's page, disabling it (the confirmation and the notification), the delete dialog.
  await page.goto('/keys');
  await shownSafely(page, 'keys list');
  await page.goto(`/keys/${key.result.key.id}`);
  await shownSafely(page, 'key page');
  await page.getByRole('button', { name: 'Disable', exact: true }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('key[U+202E]gnp.exe[U+200B]WWW');
  await expect.poll(() => rawHidden(page), { message: 'disable key dialog' }).toEqual([]);
  await confirm.getByRole('button', { name: /^Disable/ }).click();
  const notice = page.locator('.mantine-Notification-root').filter({ hasText: 'Key disabled' });
  await expect(notice).toContainText('key[U+202E]gnp.exe[U+200B]');
  await expect.poll(() => rawHidden(page), { message: 'key disabled notification' }).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(true);

  // Alerts: the list, the alert's page (heading, breadcrumb), the delete dialog.
  await page.goto('/alerts');
  await shownSafely(page, 'alerts list');
  await page.goto(`/alerts/${encodeURIComponent(alertId)}`);
  await shownSafely(page, 'alert page');
  await page
    .getByRole('button', { name: /^Delete/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => rawHidden(page), { message: 'delete alert dialog' }).toEqual([]);
  await page.keyboard.press('Escape');

  // The activity log names the key that acted.
  await page.goto('/activity');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => rawHidden(page), { message: 'activity log' }).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(true);
});
