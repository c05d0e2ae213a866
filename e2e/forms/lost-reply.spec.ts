import { expect, test, type TestOrg } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { field, kinesisRunToReview, next, runningService } from '../support/pipes';
import { useTimings } from '../support/timings';
import { SEEDED_ALERT_REFS } from '../../emulator/alert-catalogue-seed';

/**
 * A create whose reply was lost (issue 11 item 2): the emulator applies the POST, then closes
 * the connection mid-reply (`dropReply`). The form says the request may have been applied, looks
 * the resource up in the list by name, links to it, and a further click on the submit button
 * sends nothing: the emulator's list holds exactly one, and its request log one POST. A key's
 * secret, made in this browser, is shown first (the key may exist). The other faults (a 500 or
 * 502 after the commit, a commit after the timeout) are in fault-battery.spec.ts.
 */

interface Case {
  name: string;
  /** The page of the form (after any setup the case needs) and the path its create POSTs to. */
  prepare: (org: TestOrg) => Promise<{ url: string; post: string }>;
  /** What the emulator holds with that name, read beside the console. */
  named: (org: TestOrg, post: string, name: string) => Promise<{ id: string }[]>;
  fill: (page: Page) => Promise<void>;
  /** A text field where Enter would submit the form again (none on the wizard's Review step). */
  enterIn?: string;
  submit: string;
  anyway: string;
  secretNote?: RegExp;
  /** The dialog of a secret made in this browser, shown although the reply was lost. */
  maybeDialog?: string;
  /** The resource's page, from its id. */
  href: (post: string, id: string) => RegExp;
}

async function listed(org: TestOrg, path: string, name: string): Promise<{ id: string }[]> {
  const { status, result } = await org.api<{ id: string; name: string }[]>('GET', path);
  expect(status).toBe(200);
  return result.filter((x) => x.name === name);
}

const NAME = 'Lost reply';

const cases: Case[] = [
  {
    name: 'service',
    prepare: async (org) => ({ url: '/services/new', post: `${org.path}/services` }),
    named: listed,
    fill: async (page) => {
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(NAME);
    },
    enterIn: 'Name',
    submit: 'Create service',
    anyway: 'Create another service anyway',
    secretNote: /initial password was in the lost reply/,
    href: (_post, id) => new RegExp(`/services/${id}$`),
  },
  {
    name: 'API key',
    prepare: async (org) => ({ url: '/keys/new', post: `${org.path}/keys` }),
    named: listed,
    fill: async (page) => {
      await page.getByRole('checkbox', { name: /Developer/ }).check();
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(NAME);
    },
    enterIn: 'Name',
    submit: 'Create key',
    anyway: 'Create another key anyway',
    secretNote: /made in this browser and shown to you/,
    maybeDialog: 'The API key may have been created',
    href: (_post, id) => new RegExp(`/keys/${id}$`),
  },
  {
    name: 'alert',
    prepare: async () => ({ url: '/alerts/new', post: '/api/v2/alerts' }),
    named: async (org, _post, name) => {
      const { status, body } = await org.alerts<{ data: { id: string; name?: string }[] }>('GET', '/api/v2/alerts?limit=1000');
      expect(status).toBe(200);
      return body.data.filter((a) => a.name === name);
    },
    fill: async (page) => {
      await page.getByRole('textbox', { name: 'Threshold', exact: true }).fill('90');
      await page.getByRole('combobox', { name: 'Dashboard', exact: true }).fill(SEEDED_ALERT_REFS.dashboardId);
      await page.getByRole('combobox', { name: 'Tile', exact: true }).fill(SEEDED_ALERT_REFS.tileId);
      await page.getByRole('combobox', { name: 'Webhook', exact: true }).fill(SEEDED_ALERT_REFS.webhookId);
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(NAME);
    },
    enterIn: 'Name',
    submit: 'Create alert',
    anyway: 'Create another alert anyway',
    href: (_post, id) => new RegExp(`/alerts/${id}$`),
  },
  {
    name: 'pipe',
    prepare: async (org) => {
      const serviceId = await runningService(org);
      return { url: `/pipes/${serviceId}/new`, post: `${org.path}/services/${serviceId}/pipes` };
    },
    named: listed,
    // The wizard's shortest run (a Kinesis-type stream with an IAM role) up to its Review step.
    fill: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Source' })).toBeVisible();
      await field(page, 'Pipe name').fill(NAME);
      await page.getByRole('radio', { name: 'Kinesis-type stream' }).check();
      await next(page);
      await kinesisRunToReview(page);
    },
    submit: 'Create pipe',
    anyway: 'Create another pipe anyway',
    href: (post, id) => new RegExp(`/pipes/${post.split('/')[5]}/${id}$`),
  },
];

for (const c of cases) {
  test(`create ${c.name}: a lost reply may have been applied; the form finds it and does not create a second one`, async ({ page, org }) => {
    const { url, post } = await c.prepare(org);
    await page.goto(url);
    await c.fill(page);
    await org.injectFault({ method: 'POST', path: post, count: 1, dropReply: true });
    const submit = page.getByRole('button', { name: c.submit, exact: true });
    await submit.click();

    if (c.maybeDialog) {
      const maybe = page.getByRole('dialog', { name: c.maybeDialog });
      await expect(maybe.getByTestId('secret-value-KEY_SECRET')).toBeVisible();
      await maybe.getByRole('checkbox', { name: 'I have saved the secret' }).check();
      await maybe.getByRole('button', { name: 'Done' }).click();
      await expect(maybe).toHaveCount(0);
    }
    const alert = page.getByRole('alert').filter({ hasText: 'may have been applied' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('The request may have been applied');
    await expect(alert).not.toContainText('Could not reach');
    await expect(alert).not.toContainText('was not created');

    const notice = page.getByTestId('lost-reply');
    await expect(notice).toContainText('Found in the list');
    if (c.secretNote) await expect(notice).toContainText(c.secretNote);
    const [created] = await c.named(org, post, NAME);
    const link = notice.getByRole('link', { name: NAME });
    await expect(link).toHaveAttribute('href', c.href(post, created.id));

    // The submit button sends nothing now: not by click, not by Enter in a field.
    await expect(submit).toBeDisabled();
    await submit.click({ force: true });
    if (c.enterIn) await page.getByRole('textbox', { name: c.enterIn, exact: true }).press('Enter');
    await expect(notice.getByRole('button', { name: c.anyway })).toBeVisible();
    expect(await c.named(org, post, NAME)).toHaveLength(1);
    expect((await org.requests()).filter((r) => r.method === 'POST' && r.path === post)).toHaveLength(1);

    await link.click();
    await expect(page).toHaveURL(c.href(post, created.id));
  });
}

test('create service: when the list never shows it, the lookup reads it patiently, says so, and only then offers sending again', async ({ page, org }) => {
  // 30 s of patience in what people run: 4 s here (reads at 0, 1, 3 and 4 s).
  await useTimings(page, { lookupPatienceMs: 4_000 });
  await page.goto('/services/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Never made');
  // A 500 before anything was applied: the console cannot tell it from one after the commit.
  await org.injectFault({ method: 'POST', path: `${org.path}/services`, count: 1, status: 500, body: { status: 500, error: 'INTERNAL_ERROR: down' } });
  await org.clearRequests();
  const submit = page.getByRole('button', { name: 'Create service', exact: true });
  await submit.click();
  const notice = page.getByTestId('lost-reply');
  // While it looks, nothing can be sent again, and the list is a link away.
  await expect(notice).toContainText('Looking for the service “Never made” in the list');
  await expect(submit).toBeDisabled();
  await expect(notice.getByRole('link', { name: 'Open the list of services' })).toHaveAttribute('href', '/services');
  await expect(notice).toContainText('No service named “Never made” is in the list after 4 reads over 4 seconds, so it was not created.');
  await expect(submit).toBeEnabled();
  const reads = (await org.requests()).filter((r) => r.method === 'GET' && r.path === `${org.path}/services`);
  expect(reads.length).toBeGreaterThanOrEqual(4);
  await submit.click();
  await expect(page.getByRole('dialog', { name: 'Service “Never made” created' })).toBeVisible();
  expect(await listed(org, `${org.path}/services`, 'Never made')).toHaveLength(1);
});

test('create service: "Create another service anyway" sends it again, once', async ({ page, org }) => {
  await page.goto('/services/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Twice on purpose');
  await org.injectFault({ method: 'POST', path: `${org.path}/services`, count: 1, dropReply: true });
  await page.getByRole('button', { name: 'Create service', exact: true }).click();
  const notice = page.getByTestId('lost-reply');
  await expect(notice).toContainText('Found in the list');
  await notice.getByRole('button', { name: 'Create another service anyway' }).click();
  await expect(page.getByRole('dialog', { name: 'Service “Twice on purpose” created' })).toBeVisible();
  expect(await listed(org, `${org.path}/services`, 'Twice on purpose')).toHaveLength(2);
});
