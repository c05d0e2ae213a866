import { mkdir } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { SEEDED_ALERT_REFS } from '../../emulator/alert-catalogue-seed';

/**
 * Screenshots of the alert pages for review (written to $SHOTS_DIR, default /tmp/shots), light and
 * dark. Not a visual-diff test: it only checks each state is reached before it is photographed.
 */
const dir = process.env.SHOTS_DIR ?? '/tmp/shots';
test.use({ viewport: { width: 1280, height: 900 } });

const body = (i: number) => ({
  threshold: 100 + i,
  interval: i % 3 === 0 ? '1h' : '5m',
  source: i % 2 === 0 ? 'tile' : 'search',
  thresholdType: i % 4 === 0 ? 'below' : 'above',
  channel: { type: 'webhook', webhookId: SEEDED_ALERT_REFS.webhookId },
  ...(i % 2 === 0 ? { dashboardId: SEEDED_ALERT_REFS.dashboardId, tileId: SEEDED_ALERT_REFS.tileId } : {}),
  name: `Checkout latency ${i}`,
});

test('alert pages, light and dark, for review', async ({ page, org }) => {
  test.setTimeout(360_000);
  await mkdir(dir, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/alerts');
    await expect(page.getByRole('heading', { name: 'No alerts yet' })).toBeVisible();
    await page.screenshot({ path: `${dir}/alerts-empty-${scheme}.png`, fullPage: true });
  }
  for (let i = 1; i <= 23; i++) await org.alerts('POST', '/api/v2/alerts', body(i));
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/alerts?page=2');
    await expect(page.getByText('Alerts 21–23 of 23')).toBeVisible();
    await page.screenshot({ path: `${dir}/alerts-list-page2-${scheme}.png`, fullPage: true });
    await page.goto('/alerts');
    await expect(page.getByText('Alerts 1–20 of 23')).toBeVisible();
    await page.screenshot({ path: `${dir}/alerts-list-${scheme}.png`, fullPage: true });
    const firstId = (await page.getByRole('table', { name: 'Alerts' }).locator('tr[data-alert-id]').first().getAttribute('data-alert-id')) ?? '';

    await page.goto(`/alerts/${firstId}`);
    await expect(page.getByTestId('alert-card')).toBeVisible();
    await page.screenshot({ path: `${dir}/alert-page-${scheme}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('textbox').fill('Checkout');
    await page.waitForTimeout(400); // the opening transition
    await page.screenshot({ path: `${dir}/alert-delete-${scheme}.png` });
    await page.keyboard.press('Escape');

    await page.goto(`/alerts/${firstId}/edit`);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).not.toHaveValue('');
    await page.screenshot({ path: `${dir}/alert-edit-${scheme}.png`, fullPage: true });

    // The pickers: a dashboard chosen, its tiles open (those no alert can watch disabled, with why).
    await page.goto('/alerts/new');
    // The draft of this tab may be a saved-search alert (the light pass leaves one).
    await page
      .locator('label')
      .filter({ hasText: /^Dashboard tile$/ })
      .click();
    await page.getByRole('combobox', { name: 'Dashboard', exact: true }).click();
    await page.getByRole('option', { name: /Service overview/ }).click();
    await page.getByRole('combobox', { name: 'Tile', exact: true }).click();
    await expect(page.getByRole('option', { name: /Slowest endpoints/ })).toBeVisible();
    await page.screenshot({ path: `${dir}/alert-create-tile-picker-${scheme}.png` });
    await page.keyboard.press('Escape');

    await page.goto('/alerts/new');
    await page
      .locator('label')
      .filter({ hasText: /^Saved search$/ })
      .click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('x'.repeat(513));
    await page.getByRole('button', { name: 'Create alert' }).click();
    await expect(page.getByTestId('saved-search-note')).toBeVisible();
    await page.screenshot({ path: `${dir}/alert-create-search-${scheme}.png`, fullPage: true });
  }

  // Where the list cannot be read: the alerts of this tab instead.
  await page.emulateMedia({ colorScheme: 'light' });
  await org.injectFault({ method: 'GET', path: '/api/v2/alerts', count: 2, status: 403, body: { message: 'Forbidden' } });
  await page.goto('/alerts');
  await expect(page.getByRole('region', { name: 'Recent alerts in this tab' })).toBeVisible();
  await page.screenshot({ path: `${dir}/alerts-unreadable-light.png`, fullPage: true });

  // A refused token, at the field.
  await page.evaluate(() => {
    const s = JSON.parse(sessionStorage.getItem('console.session') ?? '{}') as Record<string, unknown>;
    delete s.alertsToken;
    sessionStorage.setItem('console.session', JSON.stringify(s));
  });
  await page.goto('/alerts');
  await page.getByLabel('Access token').fill('not-the-token');
  await page.getByRole('button', { name: 'Save token' }).click();
  await expect(page.getByText('The alert API refused this token.')).toBeVisible();
  await page.screenshot({ path: `${dir}/alerts-token-refused-light.png` });
});
