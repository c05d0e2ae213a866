/**
 * Against HyperDX's alert API as it is today (an emulator organization whose alerts dialect is
 * `hyperdx`, and a session that says so): the console reads silenced alerts, creates a
 * saved-search alert with a range and several webhooks, and an edit keeps every field.
 */
import type { Page } from '@playwright/test';
import { SEEDED_ALERT_REFS } from '../../emulator/alert-catalogue-seed';
import { A11yScans } from '../support/a11y';
import { control } from '../support/emulator';
import { expect, test } from '../support/fixtures';

// The test's organization speaks HyperDX's alert API, and the session says so.
test.use({ dialects: { alerts: 'hyperdx' } });

const webhook = (webhookId: string) => ({ type: 'webhook', webhookId });

/** Chooses an entry of a picker of the alert form by searching its name. */
async function choose(page: Page, field: string, search: string, option: RegExp) {
  const picker = page.getByRole('combobox', { name: field, exact: true });
  await picker.click();
  await picker.fill(search);
  await page.getByRole('option', { name: option }).click();
}

test('lists and shows a silenced alert, with until when and by whom', async ({ page, request, org }) => {
  const created = await org.alerts<{ data: { id: string } }>('POST', '/api/v2/alerts', {
    savedSearchId: SEEDED_ALERT_REFS.savedSearchId,
    source: 'saved_search',
    threshold: 5,
    interval: '5m',
    thresholdType: 'above',
    channels: [webhook(SEEDED_ALERT_REFS.webhookId)],
    name: 'Quiet one',
  });
  expect(created.status).toBe(200);
  await control(request, 'PATCH', `/alerts/${created.body.data.id}`, { silenced: { by: 'user-7', until: '2099-01-01T00:00:00.000Z' } });

  await page.goto('/alerts');
  const row = page.locator(`tr[data-alert-id="${created.body.data.id}"]`);
  await expect(row).toContainText('Quiet one');
  await expect(row.getByTestId('alert-silenced')).toBeVisible();
  await row.getByRole('link', { name: 'Quiet one' }).click();
  const card = page.getByTestId('alert-card');
  await expect(card).toContainText('Saved search');
  await expect(card).toContainText('Production errors');
  await expect(card).toContainText(SEEDED_ALERT_REFS.savedSearchId);
  await expect(card).toContainText(/Yes, until .*2099.*, by user-7/);
});

test('creates a saved-search range alert with two webhooks; an edit of the name keeps every other field', async ({ page, org }) => {
  await page.goto('/alerts/new');

  await page
    .locator('label')
    .filter({ hasText: /^Saved search$/ })
    .click();
  await choose(page, 'Saved search', 'checkout', /Slow checkouts/);
  await page.getByLabel('Group by').fill('ServiceName');
  await page.getByRole('combobox', { name: 'Threshold type' }).click();
  await page.getByRole('option', { name: 'Between (between)' }).click();
  await page.getByRole('textbox', { name: 'Threshold', exact: true }).fill('100');
  await page.getByRole('textbox', { name: 'Upper bound' }).fill('50');
  await choose(page, 'Webhooks', 'slack', /On-call Slack/);
  await page.getByLabel('Consecutive windows').fill('0');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Checkout range');

  // Every rule is said next to its field before anything is sent.
  await page.getByRole('button', { name: 'Create alert' }).click();
  await expect(page.getByText('The upper bound must be at least the threshold (the lower bound).')).toBeVisible();
  await expect(page.getByText('Must be a whole number of at least 1.')).toBeVisible();
  const listed = await org.alerts<{ data: unknown[] }>('GET', '/api/v2/alerts');
  expect(listed.body.data).toHaveLength(0);
  const scans = new A11yScans(page);
  await scans.check('HyperDX create alert, failed submit');

  await page.getByRole('textbox', { name: 'Upper bound' }).fill('500');
  await choose(page, 'Webhooks', 'incident', /Incident response/);
  await page.getByLabel('Consecutive windows').fill('3');
  await page.getByLabel('Schedule offset (minutes)').fill('2');
  await page.getByRole('button', { name: 'Preview request' }).click();
  const body = {
    savedSearchId: '65f5e4a3b9e77c001a345679',
    groupBy: 'ServiceName',
    threshold: 100,
    thresholdMax: 500,
    interval: '5m',
    source: 'saved_search',
    thresholdType: 'between',
    channels: [webhook(SEEDED_ALERT_REFS.webhookId), webhook(SEEDED_ALERT_REFS.secondWebhookId)],
    channel: webhook(SEEDED_ALERT_REFS.webhookId),
    numConsecutiveWindows: 3,
    scheduleOffsetMinutes: 2,
    name: 'Checkout range',
  };
  expect(JSON.parse((await page.getByTestId('preview-json').textContent()) ?? '{}')).toEqual(body);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Create alert' }).click();
  await expect(page).toHaveURL(/\/alerts\/[0-9a-f]{24}$/);
  await expect(page.getByText('Alert created')).toBeVisible();
  const alertId = page.url().split('/').pop() ?? '';
  const card = page.getByTestId('alert-card');
  await expect(card).toContainText('Between 100 and 500, checked every 5 minutes');
  await expect(card).toContainText('Fires after 3 windows in a row');
  await scans.check('HyperDX alert page');
  expect(scans.violations).toEqual([]);

  // A note set elsewhere (the form does not show it) survives an edit of the name.
  const read = await org.alerts<{ data: Record<string, unknown> }>('GET', `/api/v2/alerts/${alertId}`);
  const { id: _id, state: _state, teamId: _team, createdAt: _c, updatedAt: _u, ...request_ } = read.body.data;
  expect((await org.alerts('PUT', `/api/v2/alerts/${alertId}`, { ...request_, note: 'See the runbook.' })).status).toBe(200);

  await page.goto(`/alerts/${alertId}/edit`);
  await expect(page.getByRole('combobox', { name: 'Saved search', exact: true })).toHaveValue('Slow checkouts');
  await expect(page.locator('form').first()).toContainText('Incident response');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Checkout range (EU)');
  await page.getByRole('button', { name: 'Save alert' }).click();
  await expect(page).toHaveURL(new RegExp(`/alerts/${alertId}$`));
  await expect(page.getByText('Alert saved')).toBeVisible();
  const after = await org.alerts<{ data: Record<string, unknown> }>('GET', `/api/v2/alerts/${alertId}`);
  expect(after.body.data).toMatchObject({ ...body, name: 'Checkout range (EU)', note: 'See the runbook.', state: 'OK' });
});
