/**
 * An alert made by choosing, not by typing ids: the dashboard, then one of its tiles (those no
 * alert can watch shown disabled, with the reason), the webhooks, from the alert API's lists
 * (the emulator's seeded ones: emulator/alert-catalogue-seed.ts); the alert's page names them.
 * A pasted id the list lacks is taken with a warning, and the emulator's refusal lands next to
 * the field.
 */
import type { Page } from '@playwright/test';
import { SEEDED_ALERT_REFS } from '../../emulator/alert-catalogue-seed';
import { expect, test } from '../support/fixtures';

const picker = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

async function choose(page: Page, field: string, search: string, option: string | RegExp) {
  await picker(page, field).click();
  await picker(page, field).fill(search);
  await page.getByRole('option', { name: option }).click();
}

test.describe('HyperDX alerts', () => {
  test.use({ dialects: { alerts: 'hyperdx' } });

  test('creates a tile alert by choosing the dashboard, a tile and two webhooks among hundreds; its page names them', async ({ page, org }) => {
    await org.addAlertCatalogue({ webhooks: Array.from({ length: 300 }, (_, i) => ({ id: `hook-${i}`, name: `Team hook ${i}`, service: 'generic' })) });
    await page.goto('/alerts/new');
    await page.getByRole('textbox', { name: 'Threshold', exact: true }).fill('5');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Errors climbing');

    await choose(page, 'Dashboard', 'service', /Service overview/);
    await expect(picker(page, 'Dashboard')).toHaveValue('Service overview');

    await picker(page, 'Tile').click();
    const table = page.getByRole('option', { name: /Slowest endpoints/ });
    await expect(table).toHaveAttribute('aria-disabled', 'true');
    await expect(table).toContainText('a table lists rows; it has no single value to compare with a threshold');
    await expect(page.getByRole('option', { name: /Runbook/ })).toHaveAttribute('aria-disabled', 'true');
    await page.screenshot({ path: test.info().outputPath('tile-picker-open.png') });
    await page.getByRole('option', { name: /Error rate/ }).click();
    await expect(picker(page, 'Tile')).toHaveValue('Error rate');

    // Hundreds of webhooks: the search finds one by name; each option shows its id.
    await picker(page, 'Webhooks').click();
    await picker(page, 'Webhooks').fill('team hook 287');
    const found = page.getByRole('option', { name: /Team hook 287/ });
    await expect(found).toContainText('hook-287');
    await page.screenshot({ path: test.info().outputPath('webhooks-picker-open.png') });
    await found.click();
    await picker(page, 'Webhooks').fill('slack');
    await page.getByRole('option', { name: /On-call Slack/ }).click();
    await expect(page.getByTestId('picker-warning')).toHaveCount(0);

    await page.getByRole('button', { name: 'Preview request' }).click();
    const json = JSON.parse((await page.getByTestId('preview-json').textContent()) ?? '{}') as Record<string, unknown>;
    expect(json).toMatchObject({
      dashboardId: SEEDED_ALERT_REFS.dashboardId,
      tileId: SEEDED_ALERT_REFS.tileId,
      channels: [
        { type: 'webhook', webhookId: 'hook-287' },
        { type: 'webhook', webhookId: SEEDED_ALERT_REFS.webhookId },
      ],
    });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Create alert' }).click();

    const card = page.getByTestId('alert-card');
    await expect(card).toBeVisible();
    const row = (label: string) => card.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
    await expect(row('Dashboard')).toContainText('Service overview');
    await expect(row('Dashboard')).toContainText(SEEDED_ALERT_REFS.dashboardId);
    await expect(row('Tile')).toContainText('Error rate');
    await expect(row('Webhooks')).toContainText('Team hook 287');
    await expect(row('Webhooks')).toContainText('On-call Slack');
  });
});

test('a pasted id the list lacks is taken with a warning, and the refusal of the alert API lands next to the field', async ({ page, org }) => {
  await page.goto('/alerts/new');
  await page.getByRole('textbox', { name: 'Threshold', exact: true }).fill('5');
  await choose(page, 'Dashboard', 'infra', /Infrastructure/);
  await choose(page, 'Tile', 'cpu', /Server CPU/);
  await picker(page, 'Webhook').click();
  await picker(page, 'Webhook').fill('no-such-hook');
  await expect(page.getByRole('option', { name: /Use the id no-such-hook/ })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).click();
  await expect(page.getByTestId('picker-warning')).toHaveText('⚠ not in the list: no-such-hook');
  await expect(picker(page, 'Webhook')).toHaveAccessibleDescription(/not in the list: no-such-hook/);
  await page.screenshot({ path: test.info().outputPath('pasted-id-warning.png') });

  await org.clearRequests();
  await page.getByRole('button', { name: 'Create alert' }).click();
  await expect(picker(page, 'Webhook')).toHaveAccessibleDescription(/Webhook not found/);
  await expect(picker(page, 'Webhook')).toHaveAttribute('aria-invalid', 'true');
  const sent = (await org.requests()).filter((r) => r.method === 'POST' && r.path === '/api/v2/alerts');
  expect(sent).toHaveLength(1);

  // Chosen from the list instead, it is created.
  await choose(page, 'Webhook', 'incident', /Incident response/);
  await page.getByRole('button', { name: 'Create alert' }).click();
  await expect(page.getByTestId('alert-card')).toContainText('Incident response');
  await expect(page.getByTestId('alert-card')).toContainText('Server CPU');
});

test('when the dashboards cannot be read, the form says so and still takes pasted ids', async ({ page, org }) => {
  // A server without the list (an older HyperDX answers 404).
  await org.injectFault({ method: 'GET', path: '/api/v2/dashboards', count: 1, status: 404, body: { message: 'Not Found' } });
  await page.goto('/alerts/new');
  await expect(picker(page, 'Dashboard')).toHaveAccessibleDescription(/The dashboards could not be read: .*Paste the ID instead\./);
  await page.screenshot({ path: test.info().outputPath('dashboards-unreadable.png') });
  await page.getByRole('textbox', { name: 'Threshold', exact: true }).fill('5');
  await picker(page, 'Dashboard').fill(SEEDED_ALERT_REFS.dashboardId);
  await picker(page, 'Tile').fill(SEEDED_ALERT_REFS.tileId);
  await choose(page, 'Webhook', 'slack', /On-call Slack/);
  await page.getByRole('button', { name: 'Create alert' }).click();
  await expect(page.getByTestId('alert-card')).toContainText(SEEDED_ALERT_REFS.tileId);
});
