import type { Page } from '@playwright/test';
import { minimalPipes } from '../../src/contract/pipe-fixtures';
import { A11yScans } from '../support/a11y';
import { expect, test, type TestOrg } from '../support/fixtures';
import { unfold } from '../support/folds';
import { SEEDED_ALERT_REFS } from '../../emulator/alert-catalogue-seed';

/**
 * Issue 11 item 9: axe (WCAG 2.0/2.1/2.2 A and AA) finds nothing on any route, dialog or pipe
 * wizard step, in light and in dark. One test per area, each scanning many states, since every
 * page load is slow on a shared machine. A violation is fixed where it comes from (theme
 * colours, labels, landmarks, heading order), never by turning a rule off here.
 */

// Each scan runs in light (every rule) and in dark (the colour rules: support/a11y.ts); a scan
// takes several seconds on a loaded machine, so a test makes at most five or so.
const modal = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** An alert made through the alert API, for the pages that show one. */
const SLOW_CHECKOUT = {
  threshold: 90,
  interval: '5m',
  source: 'tile',
  thresholdType: 'above',
  channel: { type: 'webhook', webhookId: SEEDED_ALERT_REFS.webhookId },
  dashboardId: SEEDED_ALERT_REFS.dashboardId,
  tileId: SEEDED_ALERT_REFS.tileId,
  name: 'Slow checkout',
};

async function runningService(org: TestOrg, name = 'Warehouse'): Promise<string> {
  const res = await org.api<{ service: { id: string } }>('POST', `${org.path}/services`, { name, provider: 'aws', region: 'us-east-1', numReplicas: 2 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await org.settle();
  return res.result.service.id;
}

/** Waits for a page's first read: its h1 shown and no loader left. */
async function loaded(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .mantine-Loader-root')).toHaveCount(0);
}

// The scans below can fail: low-contrast texts and an input without a label, put on a page, are
// found (the way the scans run, support/a11y.ts, must still see what the page holds).
test('the scan finds what it must: a faint text, a text faint in dark only, an unlabelled input', async ({ page }) => {
  const scans = new A11yScans(page);
  await page.goto('/keys');
  await loaded(page, 'API keys');
  // Faint in both schemes; faint in dark only (dark grey on the dark body); unlabelled.
  await page.locator('main').evaluate((main) => {
    main.insertAdjacentHTML('beforeend', '<p style="color:#777;background:#888">faint</p><p style="color:#222">dark only</p><input type="text">');
  });
  await scans.check('keys list with three faults put in');
  expect(scans.violations.map((v) => v.split(' – ')[0])).toEqual([
    'keys list with three faults put in (light): color-contrast',
    'keys list with three faults put in (light): label',
    'keys list with three faults put in (dark): color-contrast',
  ]);
  // The light scan saw one faint text, the dark scan both.
  expect(scans.violations.map((v) => v.split('\n').length - 1)).toEqual([1, 1, 2]);
});

test.describe('before sign-in', () => {
  test.use({ signInAs: 'none' });

  test(`sign-in: empty, with field errors, with a refused key`, async ({ page, org }) => {
    const scans = new A11yScans(page);
    await page.goto('/sign-in');
    await loaded(page, 'Sign in');
    await scans.check('sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('textbox', { name: 'Key ID', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await scans.check('sign-in, empty submit');
    await page.getByRole('textbox', { name: 'Key ID', exact: true }).fill(org.admin.keyId);
    await page.getByRole('textbox', { name: 'Key secret', exact: true }).fill('not-the-secret');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await scans.check('sign-in, refused key');
    await page.getByRole('button', { name: 'API addresses' }).click();
    await expect(page.getByRole('combobox', { name: 'Alerts API speaks' })).toBeVisible();
    await scans.check('sign-in, API addresses and their dialects');
    expect(scans.violations).toEqual([]);
  });
});

test(`keys: list, create form, its failed submit and request preview`, async ({ page }) => {
  const scans = new A11yScans(page);
  await page.goto('/keys');
  await loaded(page, 'API keys');
  await scans.check('keys list');
  await page.goto('/keys/new');
  await loaded(page, /API key/);
  await scans.check('create key');
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByLabel('Name')).toBeFocused();
  await scans.check('create key, failed submit');
  await page.getByLabel('Name').fill('Reporting');
  await page.getByRole('checkbox', { name: /Developer/ }).check();
  await page.getByRole('button', { name: 'Preview request' }).click();
  await expect(modal(page, 'Request preview')).toBeVisible();
  await scans.check('create key, request preview');
  expect(scans.violations).toEqual([]);
});

test(`keys: secret dialog, key page, disable and delete dialogs`, async ({ page }) => {
  const scans = new A11yScans(page);
  await page.goto('/keys/new');
  await loaded(page, /API key/);
  await page.getByLabel('Name').fill('Reporting');
  await page.getByRole('checkbox', { name: /Developer/ }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  const created = modal(page, 'API key created');
  await expect(created).toBeVisible();
  await scans.check('key secret dialog');
  await created.getByRole('button', { name: 'Show key secret' }).click();
  await created.getByRole('checkbox', { name: 'I have saved the secret' }).check();
  await scans.check('key secret dialog, shown and acknowledged');
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toHaveCount(0);
  await page
    .getByRole('row', { name: /Reporting/ })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('form', { name: 'Edit key' })).toBeVisible();
  await loaded(page, 'Reporting');
  await scans.check('key page');
  await page.getByRole('button', { name: 'Disable' }).click();
  await expect(modal(page, /Disable/)).toBeVisible();
  await scans.check('disable key dialog');
  await modal(page, /Disable/)
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(modal(page, /Disable/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(modal(page, /Delete/)).toBeVisible();
  await modal(page, /Delete/)
    .getByRole('textbox')
    .fill('Rep');
  await scans.check('delete key dialog');
  expect(scans.violations).toEqual([]);
});

test(`usage and cost: the chart and table, an empty range, a refused range`, async ({ page, org }) => {
  const scans = new A11yScans(page);
  await runningService(org, 'Usage warehouse');
  await org.advanceClock({ ms: 6 * 3_600_000 });
  await page.goto('/usage?from=2020-01-01&to=2020-01-31');
  await loaded(page, 'Usage and cost');
  await expect(page.getByText('No usage in this range')).toBeVisible();
  await scans.check('usage, empty range');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2020-02-15');
  await expect(page.getByText('Correct the range to read the usage.')).toBeVisible();
  await scans.check('usage, refused range');
  await page.goto('/usage');
  await loaded(page, 'Usage and cost');
  await page.getByRole('combobox', { name: 'Range' }).click();
  await page.getByRole('option', { name: 'Last 7 days' }).click();
  await expect(page.getByRole('table', { name: 'Cost by entity' })).toBeVisible();
  await scans.check('usage, chart and table');
  expect(scans.violations).toEqual([]);
});

test(`members, the change-role and remove dialogs, invitations, and the activity log`, async ({ page }) => {
  const scans = new A11yScans(page);
  await page.goto('/members');
  await loaded(page, 'Members');
  await scans.check('members and invitations');
  await page.getByRole('button', { name: 'Change role of Grace Hopper' }).click();
  await expect(modal(page, 'Change the role of Grace Hopper')).toBeVisible();
  await scans.check('change-role dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Remove Grace Hopper' }).click();
  await expect(modal(page, 'Remove Grace Hopper from the organization?')).toBeVisible();
  await scans.check('remove-member dialog');
  await page.keyboard.press('Escape');
  await page.goto('/activity');
  await loaded(page, 'Activity');
  await expect(page.getByRole('table', { name: 'Activity log' })).toBeVisible();
  await scans.check('activity log');
  expect(scans.violations).toEqual([]);
});

test(`organization, a private endpoint removal dialog, and a page that does not exist`, async ({ page, org }) => {
  const scans = new A11yScans(page);
  const patched = await org.api('PATCH', org.path, { privateEndpoints: { add: [{ id: 'vpce-a', description: 'Primary VPC' }] } });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  await page.goto('/organization');
  await loaded(page, 'Organization');
  await scans.check('organization');
  await page.getByRole('table', { name: 'Current private endpoints' }).getByRole('button', { name: 'Remove vpce-a' }).click();
  await page.getByRole('button', { name: 'Save private endpoints' }).click();
  await expect(modal(page, 'Remove a private endpoint?')).toBeVisible();
  await scans.check('remove private endpoint dialog');
  await modal(page, 'Remove a private endpoint?').getByRole('button', { name: 'Cancel' }).click();
  await expect(modal(page, 'Remove a private endpoint?')).toHaveCount(0);
  await page.goto('/no-such-page');
  await loaded(page, /not found/i);
  await scans.check('not found');
  expect(scans.violations).toEqual([]);
});

test(`services: empty list, create form with errors and preview`, async ({ page }) => {
  const scans = new A11yScans(page);
  await page.goto('/services');
  await loaded(page, 'Services');
  await scans.check('services list, empty');
  await page.goto('/services/new');
  await loaded(page, 'Create service');
  await scans.check('create service');
  // Every field is optional: a broken rule gives the failed submit.
  await unfold(page, 'Scaling');
  const memory = page.getByRole('textbox', { name: 'Minimum memory per replica (GB)' });
  await memory.fill('7');
  await page.getByRole('button', { name: 'Create service' }).click();
  await expect(memory).toHaveAttribute('aria-invalid', 'true');
  await expect(memory).toBeFocused();
  await scans.check('create service, failed submit');
  await memory.fill('');
  await page.getByRole('textbox', { name: 'Name' }).fill('Warehouse');
  await page.getByRole('button', { name: 'Preview request' }).click();
  await expect(modal(page, 'Request preview')).toBeVisible();
  await scans.check('create service, request preview');
  expect(scans.violations).toEqual([]);
});

test(`services: password dialog, list, service page`, async ({ page }) => {
  const scans = new A11yScans(page);
  await page.goto('/services/new');
  await loaded(page, 'Create service');
  await page.getByRole('textbox', { name: 'Name' }).fill('Warehouse');
  await page.getByRole('button', { name: 'Create service' }).click();
  const created = modal(page, /Service “Warehouse” created/);
  await expect(created).toBeVisible();
  await scans.check('service password dialog');
  await created.getByRole('checkbox', { name: 'I have saved the password' }).check();
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toHaveCount(0);
  await page.goto('/services');
  await expect(page.getByRole('link', { name: 'Warehouse' })).toBeVisible();
  await scans.check('services list');
  await page.getByRole('link', { name: 'Warehouse' }).click();
  // Still provisioning (the clock is manual): the page polls, so a loader may stay.
  await expect(page.getByRole('heading', { level: 1, name: 'Warehouse' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await scans.check('service page');
  // Every other tab's panel in one more scan rather than one scan per tab (about a second each):
  // the hidden panels are mounted, only display: none keeps axe from them, and it is lifted here.
  await page.addStyleTag({ content: '[role="tabpanel"] { display: block !important; }' });
  await expect(page.getByRole('heading', { name: 'Delete service' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Backup configuration' })).toBeVisible();
  await scans.check("service page, every tab's panel");
  expect(scans.violations).toEqual([]);
});

/** Each step's heading takes focus when the step changes, so a screen reader starts there. */
async function wizardStep(page: Page, name: string, focused = true) {
  const heading = page.getByRole('heading', { level: 2, name });
  await expect(heading).toBeVisible();
  if (focused) await expect(heading).toBeFocused();
}
const wizardNext = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

/** The wizard from its Source step to its Destination step, filled in as a person does (a Kafka pipe). */
async function wizardToDestination(page: Page, serviceId: string, scans?: A11yScans) {
  await page.goto(`/pipes/${serviceId}/new`);
  await wizardStep(page, 'Source', false);
  await scans?.check('wizard: source');
  await page.getByLabel(/^Pipe name/).fill('orders-stream');
  await page.getByRole('radio', { name: 'Message stream' }).check();
  await wizardNext(page);
  await wizardStep(page, 'Connection');
  await wizardNext(page);
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
  await scans?.check('wizard: connection, with errors');
  await page.getByLabel(/^Brokers/).fill('b-1.example.com:9092');
  await page.getByLabel(/^Topics/).fill('orders');
  await page.getByLabel(/^User name/).fill('ingest');
  await page.getByLabel(/^Password/).fill('kafka-password');
  await wizardNext(page);
  await wizardStep(page, 'Destination');
  await page.getByLabel(/^Table/).fill('orders');
  await page.getByLabel(/^Sample record/).fill(JSON.stringify({ id: 1, amount: 9.5 }));
  await page.getByRole('button', { name: 'Propose columns from the sample' }).click();
  await expect(page.getByText('2 columns proposed from the JSON sample')).toBeVisible();
}

test(`pipes: empty list, the wizard's source, connection and destination steps`, async ({ page, org }) => {
  const scans = new A11yScans(page);
  const serviceId = await runningService(org);
  await page.goto(`/pipes?service=${serviceId}`);
  await loaded(page, 'Pipes');
  await scans.check('pipes list, empty');
  await wizardToDestination(page, serviceId, scans);
  await scans.check('wizard: destination');
  expect(scans.violations).toEqual([]);
});

test(`pipes: the wizard's field mappings, settings and review steps`, async ({ page, org }) => {
  const scans = new A11yScans(page);
  const serviceId = await runningService(org);
  await wizardToDestination(page, serviceId);
  await wizardNext(page);
  await wizardStep(page, 'Field mappings');
  await scans.check('wizard: field mappings');
  await wizardNext(page);
  await wizardStep(page, 'Settings');
  await scans.check('wizard: settings');
  await wizardNext(page);
  await wizardStep(page, 'Review');
  await scans.check('wizard: review');
  expect(scans.violations).toEqual([]);
});

test(`pipes: pipe page, command and delete dialogs, list`, async ({ page, org }) => {
  const scans = new A11yScans(page);
  const serviceId = await runningService(org);
  const pipe = await org.api<{ id: string }>('POST', `${org.path}/services/${serviceId}/pipes`, minimalPipes.kafka);
  expect(pipe.status, JSON.stringify(pipe.body)).toBe(200);
  await org.settle();
  const name = minimalPipes.kafka.name;
  await page.goto(`/pipes/${serviceId}/${pipe.result.id}`);
  await expect(page.getByRole('button', { name: `Stop ${name}` })).toBeVisible();
  // With its Rescale and Change settings forms, and the As code card open.
  await expect(page.getByRole('region', { name: 'Change settings' }).getByRole('button', { name: 'Save settings' })).toBeVisible();
  await page.getByRole('region', { name: 'As code' }).getByRole('button', { name: 'Show as code' }).click();
  await expect(page.getByTestId('as-code-terraform')).toBeVisible();
  await scans.check('pipe page');
  await page.getByRole('button', { name: `Stop ${name}` }).click();
  await expect(modal(page, /Stop pipe/)).toBeVisible();
  await scans.check('stop pipe dialog');
  await modal(page, /Stop pipe/)
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(modal(page, /Stop pipe/)).toHaveCount(0);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(modal(page, /Delete pipe/)).toBeVisible();
  await scans.check('delete pipe dialog');
  await page.keyboard.press('Escape');
  await page.goto(`/pipes?service=${serviceId}`);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await scans.check('pipes list');
  expect(scans.violations).toEqual([]);
});

test(`alerts: empty list, create form with errors and preview`, async ({ page }) => {
  const scans = new A11yScans(page);
  await page.goto('/alerts');
  await loaded(page, 'Alerts');
  await scans.check('alerts list, empty');
  await page.goto('/alerts/new');
  await loaded(page, /alert/i);
  await scans.check('create alert');
  await page.getByRole('button', { name: 'Create alert' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
  await scans.check('create alert, failed submit');
  await page.getByRole('textbox', { name: 'Threshold', exact: true }).fill('250');
  await page.getByRole('combobox', { name: 'Webhook', exact: true }).fill(SEEDED_ALERT_REFS.webhookId);
  await page.getByRole('combobox', { name: 'Dashboard', exact: true }).fill(SEEDED_ALERT_REFS.dashboardId);
  await page.getByRole('combobox', { name: 'Tile', exact: true }).fill(SEEDED_ALERT_REFS.tileId);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Slow checkout');
  await page.getByRole('button', { name: 'Preview request' }).click();
  await expect(modal(page, 'Request preview')).toBeVisible();
  await scans.check('create alert, request preview');
  expect(scans.violations).toEqual([]);
});

test(`alerts: alert page, delete dialog, list`, async ({ page, org }) => {
  const scans = new A11yScans(page);
  const alert = await org.alerts<{ data: { id: string } }>('POST', '/api/v2/alerts', SLOW_CHECKOUT);
  expect(alert.status, JSON.stringify(alert.body)).toBe(200);
  await page.goto(`/alerts/${alert.body.data.id}`);
  // The page's title is the alert's name once it is read.
  await loaded(page, 'Slow checkout');
  await scans.check('alert page');
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(modal(page, 'Delete “Slow checkout”?')).toBeVisible();
  await scans.check('delete alert dialog');
  await page.keyboard.press('Escape');
  await page.goto('/alerts');
  await expect(page.getByRole('link', { name: 'Slow checkout' })).toBeVisible();
  await scans.check('alerts list');
  expect(scans.violations).toEqual([]);
});

test(`the service page's edit form and the reset-password dialogs, both ways`, async ({ page, org }) => {
  const scans = new A11yScans(page);
  const serviceId = await runningService(org, 'Vault');

  // The service page's Settings tab holds the rename form; its Networking and security tab the password reset.
  await page.goto(`/services/${serviceId}/settings`);
  await loaded(page, 'Vault');
  const edit = page.getByRole('form', { name: 'Rename service' });
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill('');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await scans.check('service page, edit form with an error');
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill('Vault');
  await page.getByRole('tab', { name: 'Networking and security' }).click();

  const reset = page.getByRole('form', { name: 'Reset password' });
  for (const [way, radio] of [
    ['server', 'The server'],
    ['browser', 'This browser'],
  ] as const) {
    await reset.getByRole('radio', { name: radio }).check();
    await reset.getByRole('button', { name: 'Reset password' }).click();
    const confirm = modal(page, 'Reset the password of “Vault”?');
    await expect(confirm).toBeVisible();
    await scans.check(`reset password confirmation (${way})`);
    await confirm.getByRole('button', { name: 'Reset password' }).click();
    const dialog = modal(page, 'New password of “Vault”');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Show password' }).click();
    await scans.check(`new password dialog (${way})`);
    await dialog.getByRole('checkbox', { name: 'I have saved the password' }).check();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);
  }
  expect(scans.violations).toEqual([]);
});

test(`the delete-service dialog, the edit pipe and edit alert forms`, async ({ page, org }) => {
  const scans = new A11yScans(page);
  const serviceId = await runningService(org, 'Vault');
  const pipe = await org.api<{ id: string }>('POST', `${org.path}/services/${serviceId}/pipes`, minimalPipes.postgres);
  expect(pipe.status, JSON.stringify(pipe.body)).toBe(200);
  await org.settle();
  const alert = await org.alerts<{ data: { id: string } }>('POST', '/api/v2/alerts', SLOW_CHECKOUT);
  expect(alert.status, JSON.stringify(alert.body)).toBe(200);

  await org.forceState('services', serviceId, 'stopped');
  await page.goto(`/services/${serviceId}/danger`);
  await loaded(page, 'Vault');
  await page.getByRole('button', { name: 'Delete service' }).click();
  const remove = modal(page, 'Delete service “Vault”?');
  await expect(remove).toBeVisible();
  await scans.check('delete service dialog');
  await remove.getByRole('button', { name: 'Cancel' }).click();
  await expect(remove).toHaveCount(0);

  await page.goto(`/pipes/${serviceId}/${pipe.result.id}/edit`);
  await loaded(page, /Edit pipe/);
  await scans.check('edit pipe');

  await page.goto(`/alerts/${alert.body.data.id}/edit`);
  await loaded(page, 'Edit alert');
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Slow checkout');
  await scans.check('edit alert');
  expect(scans.violations).toEqual([]);
});
