import type { Page } from '@playwright/test';
import { expect, MOCK_ALERT_ID, signIn, test } from './support';

/**
 * Alerts against the HyperDX mock (its external API v2): list, read, create, replace and delete,
 * each driven from the pages and accepted by the mock.
 */

const ALERTS = '/api/v2/alerts';
const ALERT = `${ALERTS}/${MOCK_ALERT_ID}`;
const re = (path: string) => new RegExp(`^${path}$`);

/** A picker of the alert form: a combobox named by its label. */
const picker = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

test('alerts: listed, and a tile alert and a saved-search alert created from the form', async ({ page, api, notices }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Alerts', exact: true }).first().click();
  const table = page.getByRole('table', { name: 'Alerts' });
  await expect(table.getByRole('link').first()).toBeVisible();
  await api.expectAccepted('GET', re(ALERTS));

  await page.getByRole('link', { name: 'Create alert' }).first().click();
  await expect(page).toHaveURL(/\/alerts\/new$/);
  await page.getByRole('textbox', { name: 'Threshold', exact: true }).fill('250');
  // Chosen from the mock's lists (the document's examples), not typed: the dashboard, one of its
  // tiles (a table tile cannot be watched), and the first webhook the mock lists.
  await picker(page, 'Dashboard').click();
  await page.getByRole('option', { name: /Infrastructure Monitoring/ }).click();
  await picker(page, 'Tile').click();
  await page.getByRole('option', { name: /Server CPU/ }).click();
  // HyperDX's words (the suite's alerts dialect): several webhooks, a MultiSelect.
  await picker(page, 'Webhooks').click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await api.expectAccepted('GET', re('/api/v2/dashboards'));
  await api.expectAccepted('GET', /^\/api\/v2\/webhooks/);
  await page.getByRole('combobox', { name: 'Interval' }).click();
  await page.getByRole('option', { name: '15 minutes (15m)' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Slow checkout');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Checkout latency is too high.');
  await page.getByRole('button', { name: 'Create alert' }).click();
  await notices.expectShown('Alert created');
  // The page of the alert the mock answered.
  await expect(page).toHaveURL(new RegExp(`/alerts/${MOCK_ALERT_ID}$`));
  await expect(page.getByTestId('alert-card')).toContainText(MOCK_ALERT_ID);
  await api.expectAccepted('POST', re(ALERTS));

  // A saved-search alert over a range, with two webhooks.
  await page.goto('/alerts/new');
  await page
    .locator('label')
    .filter({ hasText: /^Saved search$/ })
    .click();
  await picker(page, 'Saved search').click();
  await page.getByRole('option').first().click();
  await page.getByLabel('Group by').fill('ServiceName');
  await page.getByRole('combobox', { name: 'Threshold type' }).click();
  await page.getByRole('option', { name: 'Between (between)' }).click();
  await page.getByRole('textbox', { name: 'Threshold', exact: true }).fill('100');
  await page.getByRole('textbox', { name: 'Upper bound' }).fill('500');
  await picker(page, 'Webhooks').click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  // A second webhook the list does not hold, pasted: taken with a warning.
  await picker(page, 'Webhooks').fill('65f5e4a3b9e77c001a789013');
  await page.getByRole('textbox', { name: 'Name', exact: true }).click();
  await expect(page.getByTestId('picker-warning')).toHaveText(/not in the list: 65f5e4a3b9e77c001a789013/);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Checkout range');
  await page.getByRole('button', { name: 'Create alert' }).click();
  await expect(page).toHaveURL(new RegExp(`/alerts/${MOCK_ALERT_ID}$`));
  const posts = await api.expectAccepted('POST', re(ALERTS));
  expect(posts).toHaveLength(2);
  expect(JSON.parse(posts[1].requestBody ?? 'null')).toMatchObject({
    source: 'saved_search',
    savedSearchId: expect.any(String),
    thresholdType: 'between',
  });
});

test('an alert: read, replaced from the edit form, then deleted', async ({ page, api, notices }) => {
  await signIn(page);
  await page.goto(`/alerts/${MOCK_ALERT_ID}`);
  const card = page.getByTestId('alert-card');
  await expect(card).toContainText(MOCK_ALERT_ID);
  await api.expectAccepted('GET', re(ALERT));

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: 'Threshold', exact: true })).toHaveValue('80');
  await page.getByRole('textbox', { name: 'Threshold', exact: true }).fill('300');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Error spike');
  await page.getByRole('button', { name: 'Save alert' }).click();
  await expect(page).toHaveURL(new RegExp(`/alerts/${MOCK_ALERT_ID}$`));
  const puts = await api.expectAccepted('PUT', re(ALERT));
  expect(JSON.parse(puts[0].requestBody ?? 'null')).toMatchObject({ threshold: 300, name: 'Error spike' });

  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: /^Delete/ });
  // Confirmed by typing the alert's name: the one the mock answered last (its PUT example's).
  const title = (await dialog.getByRole('heading').first().textContent()) ?? '';
  await dialog.getByRole('textbox').fill(/“(.*)”/.exec(title)?.[1] ?? '');
  await dialog.getByRole('button', { name: 'Delete alert' }).click();
  await expect(page).toHaveURL(/\/alerts$/);
  await notices.expectShown('Alert deleted');
  await api.expectAccepted('DELETE', re(ALERT));
});
