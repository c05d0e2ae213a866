import { expect, test, type TestOrg } from '../support/fixtures';
import type { Locator, Page } from '@playwright/test';
import { SEEDED_ALERT_REFS } from '../../emulator/alert-catalogue-seed';

/**
 * One create per intent (issue 11, item 1): a double click on the submit button, or Enter pressed
 * twice in a field, sends exactly one request, counted at the emulator's request log. The first
 * request is held for a moment (a delay fault) so the second submit surely comes while it is in
 * flight, before any re-render could disable the button.
 */

interface Case {
  name: string;
  url: string;
  method: 'POST';
  path: (org: TestOrg) => string;
  fill: (page: Page) => Promise<Locator>;
  submit: string;
  done: (page: Page) => Locator;
}

const cases: Case[] = [
  {
    name: 'create service',
    url: '/services/new',
    method: 'POST',
    path: (org) => `${org.path}/services`,
    fill: async (page) => {
      const name = page.getByRole('textbox', { name: 'Name', exact: true });
      await name.fill('Once');
      return name;
    },
    submit: 'Create service',
    done: (page) => page.getByRole('dialog', { name: 'Service “Once” created' }),
  },
  {
    name: 'create key',
    url: '/keys/new',
    method: 'POST',
    path: (org) => `${org.path}/keys`,
    fill: async (page) => {
      await page.getByRole('checkbox', { name: /Developer/ }).check();
      const name = page.getByRole('textbox', { name: 'Name', exact: true });
      await name.fill('Once');
      return name;
    },
    submit: 'Create key',
    done: (page) => page.getByRole('dialog', { name: 'API key created' }),
  },
  {
    name: 'create alert',
    url: '/alerts/new',
    method: 'POST',
    path: () => '/api/v2/alerts',
    fill: async (page) => {
      await page.getByRole('textbox', { name: 'Threshold', exact: true }).fill('90');
      // The pickers take a pasted id when the field is left (each the next field's click leaves).
      await page.getByRole('combobox', { name: 'Dashboard', exact: true }).fill(SEEDED_ALERT_REFS.dashboardId);
      await page.getByRole('combobox', { name: 'Tile', exact: true }).fill(SEEDED_ALERT_REFS.tileId);
      await page.getByRole('combobox', { name: 'Webhook', exact: true }).fill(SEEDED_ALERT_REFS.webhookId);
      // Enter in a picker chooses an option; Enter in a text field submits.
      const name = page.getByRole('textbox', { name: 'Name', exact: true });
      await name.fill('One submit');
      return name;
    },
    submit: 'Create alert',
    done: (page) => page.getByTestId('alert-card'),
  },
];

const sent = async (org: TestOrg, method: string, path: string) => (await org.requests()).filter((r) => r.method === method && r.path === path).length;

for (const c of cases) {
  for (const how of ['double click', 'double Enter'] as const) {
    test(`${c.name}: a ${how} sends one request`, async ({ page, org }) => {
      await page.goto(c.url);
      const field = await c.fill(page);
      await org.injectFault({ method: c.method, path: c.path(org), count: 1, delayMs: 3_000 });
      if (how === 'double click') {
        await page.getByRole('button', { name: c.submit, exact: true }).dblclick();
      } else {
        // The second Enter goes wherever the focus is then (field.press would focus the field again).
        await field.press('Enter');
        await page.keyboard.press('Enter');
      }
      await expect(c.done(page)).toBeVisible();
      expect(await sent(org, c.method, c.path(org))).toBe(1);
    });
  }
}

// The reply comes back at once: the second Enter lands after the create succeeded, before the page
// has moved on (the one-time dialog, the alert's page). A create that succeeded sends nothing more.
for (const c of cases) {
  test(`${c.name}: an Enter right after the create succeeded sends nothing`, async ({ page, org }) => {
    await page.goto(c.url);
    const field = await c.fill(page);
    const answered = page.waitForResponse((r) => r.request().method() === c.method && new URL(r.url()).pathname === c.path(org));
    await field.press('Enter');
    await answered;
    await page.keyboard.press('Enter');
    await expect(c.done(page)).toBeVisible();
    expect(await sent(org, c.method, c.path(org))).toBe(1);
  });
}

// An update sends its whole body (edit alert: a full replace) and the page moves on after the
// reply: an Enter that lands in between must not send the same replace again.
test('edit alert: an Enter right after the save succeeded sends the replace once', async ({ page, org }) => {
  const created = await org.alerts<{ data: { id: string } }>('POST', '/api/v2/alerts', {
    threshold: 90,
    interval: '15m',
    source: 'tile',
    thresholdType: 'above',
    channel: { type: 'webhook', webhookId: SEEDED_ALERT_REFS.webhookId },
    dashboardId: SEEDED_ALERT_REFS.dashboardId,
    tileId: SEEDED_ALERT_REFS.tileId,
    name: 'Before',
  });
  expect(created.status).toBe(200);
  const id = created.body.data.id;
  await page.goto(`/alerts/${id}/edit`);
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveValue('Before');
  await name.fill('After');
  const path = `/api/v2/alerts/${id}`;
  const answered = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === path);
  await name.press('Enter');
  await answered;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/alerts/${id}$`));
  await expect(page.getByText('Alert saved')).toBeVisible();
  expect(await sent(org, 'PUT', path)).toBe(1);
});

// Every field belongs to the page's one form (no field moves into a form of its own while focused):
// Enter in a field submits that form, once.
test('create alert: a field belongs to the page form, and Enter in it submits the form once', async ({ page, org }) => {
  await page.goto('/alerts/new');
  const ownedByPage = (field: Locator) => field.evaluate((input) => (input as HTMLInputElement).form?.getAttribute('aria-label') === 'Create alert');
  const webhook = await cases[2].fill(page);
  await webhook.focus();
  expect(await ownedByPage(webhook)).toBe(true);
  await webhook.press('Enter');
  await expect(page.getByTestId('alert-card')).toBeVisible();
  expect(await sent(org, 'POST', '/api/v2/alerts')).toBe(1);
});
