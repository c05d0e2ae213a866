import type { Page } from '@playwright/test';
import { SEEDED_ALERT_REFS } from '../../emulator/alert-catalogue-seed';
import { expect, signInProgrammatically, test, type TestOrg } from '../support/fixtures';

/** A picker of the alert form (a dashboard, a tile, a webhook): a combobox named by its label. */
const picker = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

/** Chooses an entry of a picker by searching its name. */
async function choose(page: Page, field: string, search: string, option: RegExp) {
  await picker(page, field).click();
  await picker(page, field).fill(search);
  await page.getByRole('option', { name: option }).click();
}

const storedSession = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('console.session') ?? '{}') as Record<string, unknown>);

async function saveToken(page: Page, token: string) {
  await page.getByLabel('Access token').fill(token);
  await page.getByRole('button', { name: 'Save token' }).click();
}

/** The session goes on with the organization's key, and holds no access token. */
async function expectNoTokenKept(page: Page, org: TestOrg) {
  const stored = await storedSession(page);
  expect(stored.keyId).toBe(org.admin.keyId);
  expect(stored.alertsToken).toBeUndefined();
}

/** Opens the alerts area signed in with the organization's admin key, with or without its alerts token. */
async function openAlerts(page: Page, org: TestOrg, withToken: boolean) {
  if (!withToken) await signInProgrammatically(page, org.session('admin', { alertsToken: false }));
  await page.goto('/alerts');
  await expect(page.getByRole('heading', { name: withToken ? 'Find an alert' : 'Access token needed' })).toBeVisible();
}

test('asks for the access token first when the session has none', async ({ page, org }) => {
  await openAlerts(page, org, false);
  await expect(page.getByRole('heading', { name: 'Access token needed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Find an alert' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save token' }).click();
  await expect(page.getByText('Enter the access token of the alert API.')).toBeVisible();
  await page.getByLabel('Access token').fill(org.alertsToken);
  await page.getByRole('button', { name: 'Save token' }).click();
  await expect(page.getByRole('heading', { name: 'Find an alert' })).toBeVisible();
  // The token is kept in the session, never in the URL.
  expect(page.url()).not.toContain(org.alertsToken);
});

test('creates an alert through the form: a broken rule stops it before sending, then it is created and read back', async ({ page, org }) => {
  await openAlerts(page, org, true);
  await page.getByRole('link', { name: 'Create alert' }).click();
  await expect(page).toHaveURL(/\/alerts\/new$/);
  await org.clearRequests();

  // A tile alert needs its dashboard and tile: both are marked required, as the page says of asterisks.
  for (const label of [/^Dashboard\s*\*$/, /^Tile\s*\*$/]) await expect(page.locator('label').filter({ hasText: label })).toHaveCount(1);
  // A tile alert without its tile: the message is at the field and nothing is sent.
  await page.getByRole('textbox', { name: 'Threshold', exact: true }).fill('250');
  await choose(page, 'Webhook', 'slack', /On-call Slack/);
  await choose(page, 'Dashboard', 'overview', /Service overview/);
  await page.getByRole('button', { name: 'Create alert' }).click();
  const tile = picker(page, 'Tile');
  await expect(tile).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('A tile alert needs the ID of the tile.')).toBeVisible();
  await expect(tile).toBeFocused();
  expect((await org.requests()).filter((r) => r.path.startsWith('/api/v2/alerts'))).toHaveLength(0);

  await choose(page, 'Tile', 'latency', /p95 latency/);
  await page.getByRole('combobox', { name: 'Interval' }).click();
  await page.getByRole('option', { name: '15 minutes (15m)' }).click();
  await page
    .locator('label')
    .filter({ hasText: /^Below$/ })
    .click();
  await expect(page.getByRole('radio', { name: 'Below' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Slow checkout');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Checkout latency is too high.');

  await page.getByRole('button', { name: 'Preview request' }).click();
  const json = JSON.parse((await page.getByTestId('preview-json').textContent()) ?? '{}') as Record<string, unknown>;
  expect(json).toEqual({
    threshold: 250,
    interval: '15m',
    source: 'tile',
    thresholdType: 'below',
    channel: { type: 'webhook', webhookId: SEEDED_ALERT_REFS.webhookId },
    dashboardId: SEEDED_ALERT_REFS.dashboardId,
    tileId: '65f5e4a3b9e77c001a901236',
    name: 'Slow checkout',
    message: 'Checkout latency is too high.',
  });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Create alert' }).click();
  await expect(page).toHaveURL(/\/alerts\/[^/]+$/);
  await expect(page).not.toHaveURL(/\/alerts\/new$/);
  await expect(page.getByText('Alert created')).toBeVisible();
  const alertId = decodeURIComponent(page.url().split('/').pop() ?? '');
  const card = page.getByTestId('alert-card');
  await expect(page.getByRole('heading', { level: 1, name: 'Slow checkout' })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Definition' })).toBeVisible();
  await expect(card).toContainText('Below 250, checked every 15 minutes');
  await expect(card).toContainText('Service overview');
  await expect(card).toContainText('p95 latency');
  await expect(card).toContainText('On-call Slack');
  expect((await org.requests()).filter((r) => r.method === 'POST' && r.path === '/api/v2/alerts')).toHaveLength(1);

  // Read it back by id from the alerts page.
  await page.getByRole('link', { name: 'Alerts', exact: true }).first().click();
  await expect(page).toHaveURL(/\/alerts$/);
  await page.getByRole('textbox', { name: 'Alert ID' }).fill(alertId);
  await page.getByRole('button', { name: 'Find alert' }).click();
  await expect(page).toHaveURL(new RegExp(`/alerts\\?id=${encodeURIComponent(alertId)}$`));
  await expect(page.getByTestId('alert-card')).toContainText(alertId);
  await expect(page.getByTestId('alert-card')).toContainText('Checkout latency is too high.');
});

test('a threshold is read in the browser locale or refused beside the field: "1,5" is not 15, and nothing is sent', async ({ page, org }) => {
  await openAlerts(page, org, true);
  await page.getByRole('link', { name: 'Create alert' }).click();
  await org.clearRequests();
  const threshold = page.getByRole('textbox', { name: 'Threshold', exact: true });
  await threshold.fill('1,5');
  // Kept as typed, never changed into another number.
  await expect(threshold).toHaveValue('1,5');
  await page.getByRole('button', { name: 'Create alert' }).click();
  await expect(page.getByText('"1,5" is not a number here: write decimals with a dot, like 1.5, and no thousands separator.')).toBeVisible();
  await expect(threshold).toHaveAttribute('aria-invalid', 'true');
  await threshold.fill('30s');
  await page.getByRole('button', { name: 'Create alert' }).click();
  await expect(page.getByText('Enter a number only, like 1.5.')).toBeVisible();
  expect((await org.requests()).filter((r) => r.path.startsWith('/api/v2/alerts'))).toHaveLength(0);
});

test('ids pasted with spaces around them are taken trimmed; a text with a space inside is no id and chooses nothing, so nothing is sent', async ({
  page,
  org,
}) => {
  await openAlerts(page, org, true);
  await page.getByRole('link', { name: 'Create alert' }).click();
  await org.clearRequests();
  await page.getByRole('textbox', { name: 'Threshold', exact: true }).fill('250');
  await picker(page, 'Webhook').fill(`  ${SEEDED_ALERT_REFS.webhookId} `);
  await picker(page, 'Dashboard').fill(` ${SEEDED_ALERT_REFS.dashboardId}\t`);
  await picker(page, 'Tile').fill('tile 7');
  await page.getByRole('button', { name: 'Create alert' }).click();
  await expect(picker(page, 'Tile')).toHaveAccessibleDescription(/A tile alert needs the ID of the tile\./);
  expect((await org.requests()).filter((r) => r.path.startsWith('/api/v2/alerts'))).toHaveLength(0);
  await picker(page, 'Tile').fill(`${SEEDED_ALERT_REFS.tileId} `);
  await page.getByRole('button', { name: 'Preview request' }).click();
  const json = JSON.parse((await page.getByTestId('preview-json').textContent()) ?? '{}') as Record<string, unknown>;
  expect(json).toMatchObject({
    channel: { type: 'webhook', webhookId: SEEDED_ALERT_REFS.webhookId },
    dashboardId: SEEDED_ALERT_REFS.dashboardId,
    tileId: SEEDED_ALERT_REFS.tileId,
  });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Create alert' }).click();
  await expect(page.getByText('Alert created')).toBeVisible();
  const posts = (await org.requests()).filter((r) => r.method === 'POST' && r.path === '/api/v2/alerts');
  expect(posts).toHaveLength(1);
  await expect(page.getByTestId('alert-card')).toContainText('Service overview');
});

test('says so when no alert has the id', async ({ page, org }) => {
  await openAlerts(page, org, true);
  await page.getByRole('button', { name: 'Find alert' }).click();
  await expect(page.getByText('Enter the id of the alert.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Alert ID' }).fill('no-such-alert');
  await page.getByRole('button', { name: 'Find alert' }).click();
  await expect(page.getByText('No alert with this id')).toBeVisible();
  await page.goto('/alerts/no-such-alert');
  await expect(page.getByText('No alert with this id')).toBeVisible();
});

test('a newly entered token is checked with a read before it is kept: a refused one is not stored', async ({ page, org }) => {
  await openAlerts(page, org, false);
  await org.clearRequests();
  await saveToken(page, 'not-the-token');
  await expect(page.getByText('The alert API refused this token. Check it and paste it again.')).toBeVisible();
  await expect(page.getByLabel('Access token')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { name: 'Access token needed' })).toBeVisible();
  // Refused at the check, so it never became the session's token (and the session goes on).
  await expectNoTokenKept(page, org);

  await saveToken(page, org.alertsToken);
  await expect(page.getByRole('heading', { name: 'Find an alert' })).toBeVisible();
  await expect(page.getByText('The alert API refused this token.')).toHaveCount(0);
});

test('a token refused later brings the prompt back with a notice; a new token takes the notice away', async ({ page, org }) => {
  await signInProgrammatically(page, { ...org.session('admin'), alertsToken: 'revoked-token' });
  await page.goto('/alerts');
  await expect(page.getByText('Access token not accepted')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Access token needed' })).toBeVisible();
  await expect(page).toHaveURL(/\/alerts/);
  await expectNoTokenKept(page, org);

  await saveToken(page, org.alertsToken);
  await expect(page.getByRole('heading', { name: 'Find an alert' })).toBeVisible();
  await expect(page.getByText('Access token not accepted')).toHaveCount(0);
});

test('a token refused while creating an alert keeps the form: enter a valid token and send it again', async ({ page, org }) => {
  // The form's lists are read with the token first (a token refused then brings the prompt before
  // anything is typed): this one is refused only when the alert is sent.
  await page.goto('/alerts/new');
  await org.injectFault({ method: 'POST', path: '/api/v2/alerts', count: 1, status: 401, text: 'Unauthorized' });
  await page.getByRole('textbox', { name: 'Threshold', exact: true }).fill('42');
  await picker(page, 'Webhook').fill(SEEDED_ALERT_REFS.webhookId);
  await page
    .locator('label')
    .filter({ hasText: /^Saved search$/ })
    .click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Kept through a bad token');
  await page.getByRole('button', { name: 'Create alert' }).click();
  await expect(page.getByRole('heading', { name: 'Access token needed' })).toBeVisible();

  await page.getByLabel('Access token').fill(org.alertsToken);
  await page.getByRole('button', { name: 'Save token' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Kept through a bad token');
  await expect(page.getByRole('textbox', { name: 'Threshold', exact: true })).toHaveValue('42');
  // The refusal was about the token that is gone: its message went with it.
  await expect(page.getByText('The alert was not created')).toHaveCount(0);
  await org.clearRequests();
  await page.getByRole('button', { name: 'Create alert' }).click();
  await expect(page).toHaveURL(/\/alerts\/[0-9a-f]{24}$/);
  expect((await org.requests()).filter((r) => r.method === 'POST' && r.path === '/api/v2/alerts')).toHaveLength(1);
});

test.describe('at sign-in', () => {
  test.use({ signInAs: 'none' });

  test('an access token given at sign-in is checked first: a refused one is said at its field and nothing is kept', async ({ page, org }) => {
    await page.goto('/sign-in');
    await page.getByRole('textbox', { name: 'Key ID', exact: true }).fill(org.admin.keyId);
    await page.getByRole('textbox', { name: 'Key secret', exact: true }).fill(org.admin.keySecret);
    await page.getByLabel('Access token').fill('not-the-token');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The alert API refused this token. Check it and paste it again.')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(await page.evaluate(() => sessionStorage.getItem('console.session'))).toBeNull();

    await page.getByLabel('Access token').fill(org.alertsToken);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/\/sign-in$/);
    await page.goto('/alerts');
    await expect(page.getByRole('heading', { name: 'Find an alert' })).toBeVisible();
  });
});
