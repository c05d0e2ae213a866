import { SEEDED_ALERT_REFS } from '../../emulator/alert-catalogue-seed';
import { expect, test, type TestOrg } from '../support/fixtures';

interface AlertBody {
  id: string;
  name?: string;
  message?: string;
  threshold: number;
  interval: string;
  source: string;
  thresholdType: string;
  dashboard?: string;
  tileId?: string;
  channel: { type: string; webhookId: string };
}

const tileAlert = {
  threshold: 250,
  interval: '15m',
  source: 'tile',
  thresholdType: 'above',
  channel: { type: 'webhook', webhookId: SEEDED_ALERT_REFS.webhookId },
  dashboardId: SEEDED_ALERT_REFS.dashboardId,
  tileId: SEEDED_ALERT_REFS.tileId,
  name: 'Slow checkout',
  message: 'Checkout latency is too high.',
};

/** Creates an alert through the alert API with the organization's token (not through the console). */
async function createAlert(org: TestOrg, body: Record<string, unknown>): Promise<AlertBody> {
  const created = await org.alerts<{ data: AlertBody }>('POST', '/api/v2/alerts', body);
  expect(created.status).toBe(200);
  return created.body.data;
}

const alertRequests = async (org: TestOrg, method: string, path?: string) =>
  (await org.requests()).filter((r) => r.method === method && (path ? r.path === path : r.path.startsWith('/api/v2/alerts')));

test("lists the team's alerts a page at a time, with the total, each linked to its page", async ({ page, org }) => {
  const created: AlertBody[] = [];
  for (let i = 1; i <= 23; i++) {
    const name = `Alert ${String(i).padStart(2, '0')}`;
    created.push(
      await createAlert(
        org,
        i % 2 === 0
          ? { ...tileAlert, name }
          : { ...tileAlert, source: 'search', dashboardId: undefined, tileId: undefined, name, interval: '5m', threshold: 10 },
      ),
    );
  }
  // The API sorts by id; the console shows its order.
  const byId = [...created].sort((a, b) => (a.id < b.id ? -1 : 1));

  await page.goto('/alerts');
  const table = page.getByRole('table', { name: 'Alerts' });
  await expect(page.getByText('Alerts 1–20 of 23')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(21);
  await expect(table.getByRole('row').nth(1)).toContainText(byId[0].name ?? '');
  await expect(table.getByRole('row').nth(20)).toContainText(byId[19].name ?? '');

  const searchRow = table.locator(`tr[data-alert-id="${byId.find((a) => a.source === 'search')!.id}"]`);
  await expect(searchRow).toContainText('Active');
  await expect(searchRow).toContainText('Saved search');
  await expect(searchRow).toContainText('5 minutes');
  await expect(searchRow).toContainText('Above 10');
  const tileRow = table.locator(`tr[data-alert-id="${byId.find((a) => a.source === 'tile')!.id}"]`);
  await expect(tileRow).toContainText('Dashboard tile');
  await expect(tileRow).toContainText('15 minutes');
  await expect(tileRow).toContainText('Above 250');

  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/\/alerts\?page=2$/);
  await expect(page.getByText('Alerts 21–23 of 23')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(1)).toContainText(byId[20].name ?? '');
  const gets = await alertRequests(org, 'GET', '/api/v2/alerts');
  expect(gets.length).toBeGreaterThanOrEqual(2);

  // A reload keeps the page (it is in the address), and a name opens the alert.
  await page.reload();
  await expect(page.getByText('Alerts 21–23 of 23')).toBeVisible();
  await table.getByRole('link', { name: byId[22].name }).click();
  await expect(page).toHaveURL(new RegExp(`/alerts/${byId[22].id}$`));
  await expect(page.getByRole('heading', { level: 1, name: byId[22].name })).toBeVisible();
  await expect(page.getByTestId('alert-card').getByRole('heading', { name: 'Definition' })).toBeVisible();
});

test('an organization without alerts sees why the list is empty and how to create one', async ({ page }) => {
  await page.goto('/alerts');
  await expect(page.getByRole('heading', { name: 'No alerts yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Create your first alert' }).click();
  await expect(page).toHaveURL(/\/alerts\/new$/);
});

test('where the list cannot be read, the alerts created or opened in this tab are offered instead', async ({ page, org }) => {
  const opened = await createAlert(org, tileAlert);
  await page.goto(`/alerts/${opened.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Slow checkout' })).toBeVisible();
  await expect(page.getByTestId('alert-card').getByRole('heading', { name: 'Definition' })).toBeVisible();

  // Two: one to spare for the read React's StrictMode cancels in development.
  await org.injectFault({ method: 'GET', path: '/api/v2/alerts', count: 2, status: 403, body: { message: 'Listing alerts is not allowed for this token' } });
  await page.getByRole('link', { name: 'Alerts', exact: true }).first().click();
  await expect(page.getByText('The alert list could not be read')).toBeVisible();
  await expect(page.getByText('Listing alerts is not allowed for this token')).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recent alerts in this tab' });
  await expect(recent.getByRole('link', { name: 'Slow checkout' })).toBeVisible();
  await expect(recent).toContainText(opened.id);
  // Only ids and names are kept in the tab, never the token.
  const stored = await page.evaluate(() => sessionStorage.getItem('console.recentAlerts') ?? '');
  expect(JSON.parse(stored)).toEqual([{ id: opened.id, name: 'Slow checkout' }]);
  expect(stored).not.toContain(org.alertsToken);

  await recent.getByRole('link', { name: 'Slow checkout' }).click();
  await expect(page).toHaveURL(new RegExp(`/alerts/${opened.id}$`));
});

test('edits an alert: the form holds the whole alert, a server refusal lands on its field, one PUT replaces it', async ({ page, org }) => {
  const alert = await createAlert(org, tileAlert);
  await page.goto(`/alerts/${alert.id}`);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/alerts/${alert.id}/edit$`));

  // Prefilled with every field of the alert as read.
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveValue('Slow checkout');
  await expect(page.getByRole('textbox', { name: 'Threshold', exact: true })).toHaveValue('250');
  await expect(page.getByRole('combobox', { name: 'Interval' })).toHaveValue('15 minutes (15m)');
  await expect(page.getByRole('radio', { name: 'Above' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Dashboard tile' })).toBeChecked();
  // The pickers show the names of what the alert watches and notifies.
  await expect(page.getByRole('combobox', { name: 'Dashboard', exact: true })).toHaveValue('Service overview');
  await expect(page.getByRole('combobox', { name: 'Tile', exact: true })).toHaveValue('Error rate');
  await expect(page.getByRole('combobox', { name: 'Webhook', exact: true })).toHaveValue('On-call Slack');
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Checkout latency is too high.');

  await page.getByRole('textbox', { name: 'Threshold', exact: true }).fill('300');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('');
  await page.getByRole('combobox', { name: 'Interval' }).click();
  await page.getByRole('option', { name: '1 hour (1h)' }).click();

  // The preview is the whole alert (a full replace), without the message that was emptied.
  await page.getByRole('button', { name: 'Preview request' }).click();
  await expect(page.getByRole('dialog')).toContainText(`PUT /api/v2/alerts/${alert.id}`);
  expect(JSON.parse((await page.getByTestId('preview-json').textContent()) ?? '{}')).toEqual({
    threshold: 300,
    interval: '1h',
    source: 'tile',
    thresholdType: 'above',
    channel: { type: 'webhook', webhookId: SEEDED_ALERT_REFS.webhookId },
    dashboardId: SEEDED_ALERT_REFS.dashboardId,
    tileId: SEEDED_ALERT_REFS.tileId,
    name: 'Slow checkout',
  });
  await page.keyboard.press('Escape');

  // The server refuses the name: its reason is at the field, and nothing typed is lost.
  await org.clearRequests();
  await org.injectFault({
    method: 'PUT',
    path: `/api/v2/alerts/${alert.id}`,
    count: 1,
    status: 400,
    body: { message: 'name: Another alert of the team has this name.' },
  });
  await page.getByRole('button', { name: 'Save alert' }).click();
  await expect(page.getByText('Another alert of the team has this name.')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Threshold', exact: true })).toHaveValue('300');

  await name.fill('Slow checkout (EU)');
  await page.getByRole('button', { name: 'Save alert' }).dblclick();
  await expect(page).toHaveURL(new RegExp(`/alerts/${alert.id}$`));
  await expect(page.getByText('Alert saved')).toBeVisible();
  const card = page.getByTestId('alert-card');
  // The page's heading names the alert; its card holds the definition (the name is not said twice).
  await expect(page.getByRole('heading', { level: 1, name: 'Slow checkout (EU)' })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Definition' })).toBeVisible();
  await expect(card).toContainText('Above 300, checked every 1 hour');
  expect(await alertRequests(org, 'PUT')).toHaveLength(2); // the refused one and one for the double click

  // Read back from the emulator: replaced whole (the message is gone), state kept.
  const read = await org.alerts<{ data: AlertBody & { state: string } }>('GET', `/api/v2/alerts/${alert.id}`);
  expect(read.body.data).toMatchObject({
    name: 'Slow checkout (EU)',
    threshold: 300,
    interval: '1h',
    dashboard: SEEDED_ALERT_REFS.dashboardId,
    tileId: SEEDED_ALERT_REFS.tileId,
    state: 'active',
  });
  expect(read.body.data).not.toHaveProperty('message');
});

test('deletes an alert once its name is typed: one DELETE, then it is gone from the list and the API', async ({ page, org }) => {
  const alert = await createAlert(org, tileAlert);
  const other = await createAlert(org, { ...tileAlert, name: 'Stays' });
  await page.goto(`/alerts/${alert.id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete “Slow checkout”?' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete alert' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill('Slow');
  await expect(confirm).toBeDisabled();
  await org.clearRequests();
  await dialog.getByRole('textbox').fill('Slow checkout');
  await confirm.dblclick();

  await expect(page).toHaveURL(/\/alerts$/);
  await expect(page.getByText('Alert deleted')).toBeVisible();
  const table = page.getByRole('table', { name: 'Alerts' });
  await expect(table.getByRole('link', { name: 'Stays' })).toBeVisible();
  await expect(table.locator(`tr[data-alert-id="${alert.id}"]`)).toHaveCount(0);
  await expect(page.getByText('Alerts 1–1 of 1')).toBeVisible();
  expect(await alertRequests(org, 'DELETE')).toHaveLength(1);
  expect((await org.alerts('GET', `/api/v2/alerts/${alert.id}`)).status).toBe(404);
  expect((await org.alerts('GET', `/api/v2/alerts/${other.id}`)).status).toBe(200);
});

test('a saved-search alert has no dashboard or tile fields; its id can be copied', async ({ page, context }) => {
  await page.goto('/alerts/new');
  await page.getByRole('combobox', { name: 'Dashboard', exact: true }).fill(SEEDED_ALERT_REFS.dashboardId);
  await page.getByRole('combobox', { name: 'Tile', exact: true }).fill(SEEDED_ALERT_REFS.tileId);
  await page
    .locator('label')
    .filter({ hasText: /^Saved search$/ })
    .click();
  await expect(page.getByRole('combobox', { name: 'Dashboard', exact: true })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Tile', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('saved-search-note')).toContainText("The alert API's create body has no field for the saved search");
  await page.getByRole('textbox', { name: 'Threshold', exact: true }).fill('5');
  await page.getByRole('combobox', { name: 'Webhook', exact: true }).fill(SEEDED_ALERT_REFS.webhookId);
  await page.getByRole('button', { name: 'Preview request' }).click();
  const json = JSON.parse((await page.getByTestId('preview-json').textContent()) ?? '{}') as Record<string, unknown>;
  expect(json).toEqual({
    threshold: 5,
    interval: '5m',
    source: 'search',
    thresholdType: 'above',
    channel: { type: 'webhook', webhookId: SEEDED_ALERT_REFS.webhookId },
  });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Create alert' }).click();
  await expect(page).toHaveURL(/\/alerts\/[0-9a-f]{24}$/);
  const alertId = page.url().split('/').pop() ?? '';

  const card = page.getByTestId('alert-card');
  await expect(card).toContainText('Saved search');
  await expect(card).toContainText('On-call Slack');
  await expect(card.getByRole('rowheader', { name: 'Dashboard', exact: true })).toHaveCount(0);
  await expect(card.getByRole('rowheader', { name: 'Tile', exact: true })).toHaveCount(0);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await card.getByRole('button', { name: 'Copy alert ID' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(alertId);

  // Edit keeps the saved-search form: still no dashboard or tile.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('radio', { name: 'Saved search' })).toBeChecked();
  await expect(page.getByTestId('saved-search-note')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Dashboard', exact: true })).toHaveCount(0);
});
