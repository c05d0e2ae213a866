import { expect, test, type TestOrg } from './support/fixtures';
import type { Page } from '@playwright/test';

/**
 * A create whose reply was lost (issue 11 item 2): the emulator applies the POST, then closes
 * the connection mid-reply (`dropReply`). The form says the request may have been applied, looks
 * the resource up in the list by name, links to it, and a further click on the submit button
 * sends nothing: the emulator's list holds exactly one, and its request log one POST.
 */

interface Case {
  name: string;
  url: string;
  list: (org: TestOrg) => string;
  fill: (page: Page) => Promise<void>;
  submit: string;
  anyway: string;
  secretNote: RegExp;
}

const cases: Case[] = [
  {
    name: 'service',
    url: '/services/new',
    list: (org) => `${org.path}/services`,
    fill: async (page) => {
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Lost reply');
    },
    submit: 'Create service',
    anyway: 'Create another service anyway',
    secretNote: /initial password was in the lost reply/,
  },
  {
    name: 'API key',
    url: '/keys/new',
    list: (org) => `${org.path}/keys`,
    fill: async (page) => {
      await page.getByRole('checkbox', { name: /Developer/ }).check();
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Lost reply');
    },
    submit: 'Create key',
    anyway: 'Create another key anyway',
    secretNote: /secret was in the lost reply and cannot be shown again/,
  },
];

async function named(org: TestOrg, path: string, name: string): Promise<{ id: string }[]> {
  const { status, result } = await org.api<{ id: string; name: string }[]>('GET', path);
  expect(status).toBe(200);
  return result.filter((x) => x.name === name);
}

for (const c of cases) {
  test(`create ${c.name}: a lost reply may have been applied; the form finds it and does not create a second one`, async ({ page, org }) => {
    await page.goto(c.url);
    await c.fill(page);
    await org.injectFault({ method: 'POST', path: c.list(org), count: 1, dropReply: true });
    const submit = page.getByRole('button', { name: c.submit, exact: true });
    await submit.click();

    const alert = page.getByRole('alert').filter({ hasText: 'may have been applied' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('The request may have been applied');
    await expect(alert).not.toContainText('Could not reach');
    await expect(alert).not.toContainText('was not created');

    const notice = page.getByTestId('lost-reply');
    await expect(notice).toContainText('Found in the list');
    await expect(notice).toContainText(c.secretNote);
    const [created] = await named(org, c.list(org), 'Lost reply');
    const link = notice.getByRole('link', { name: 'Lost reply' });
    await expect(link).toHaveAttribute('href', new RegExp(`/${created.id}$`));

    // The submit button sends nothing now: not by click, not by Enter in a field.
    await expect(submit).toBeDisabled();
    await submit.click({ force: true });
    await page.getByRole('textbox', { name: 'Name', exact: true }).press('Enter');
    await expect(notice.getByRole('button', { name: c.anyway })).toBeVisible();
    expect(await named(org, c.list(org), 'Lost reply')).toHaveLength(1);
    expect((await org.requests()).filter((r) => r.method === 'POST' && r.path === c.list(org))).toHaveLength(1);

    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${created.id}$`));
  });
}

test('create service: when the lookup finds nothing, it says so and sending again is offered', async ({ page, org }) => {
  await page.goto('/services/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Never made');
  // The lookup's read of the list answers empty, as when the request never reached the server.
  await org.injectFault({ method: 'POST', path: `${org.path}/services`, count: 1, dropReply: true });
  await org.injectFault({ method: 'GET', path: `${org.path}/services`, count: 1, status: 200, body: { status: 200, result: [] } });
  const submit = page.getByRole('button', { name: 'Create service', exact: true });
  await submit.click();
  await expect(page.getByTestId('lost-reply')).toContainText('No service named “Never made” is in the list, so it was not created.');
  await expect(submit).toBeEnabled();
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
  expect(await named(org, `${org.path}/services`, 'Twice on purpose')).toHaveLength(2);
});
