import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { field, kinesisConnection, next, runningService } from '../support/pipes';
import { unfold } from '../support/folds';

/**
 * Nothing unsaved is lost (issue 45 item 3): a create form keeps a draft in this tab and asks
 * before a link in the navigation leaves it (Stay keeps every value); a reload asks the browser's
 * question and brings the values back. Back in the pipe wizard goes back a step; a reload there asks too.
 */

const navLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name });

/** A navigation link asks, Stay keeps the page; a reload asks the browser's question and brings the values back. */
async function staysAndComesBack(page: Page, path: string, check: () => Promise<void>) {
  const dialog = page.getByRole('dialog', { name: 'Leave this page?' });
  await navLink(page, 'Organization').click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Nothing was sent yet');
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await check();

  const asked: string[] = [];
  page.on('dialog', (d) => {
    asked.push(d.type());
    void d.accept();
  });
  await page.reload();
  await check();
  expect(asked).toEqual(['beforeunload']);
}

test('/services/new: leaving asks, Stay keeps the values, a reload brings them back', async ({ page }) => {
  await page.goto('/services/new');
  await field(page, 'Name').fill('Half-typed service');
  await page.getByRole('radio', { name: 'Development' }).click();
  await staysAndComesBack(page, '/services/new', async () => {
    await expect(field(page, 'Name')).toHaveValue('Half-typed service');
    // The size preset chosen comes back with the values it set.
    await expect(page.getByRole('radio', { name: 'Development' })).toHaveAttribute('aria-checked', 'true');
    await unfold(page, 'Scaling');
    await expect(field(page, 'Number of replicas')).toHaveValue('2');
  });
});

test('/keys/new: leaving asks, Stay keeps the values, a reload brings them back', async ({ page }) => {
  await page.goto('/keys/new');
  await page.getByLabel('Name').fill('Half-typed key');
  await page.getByRole('checkbox', { name: /Developer/ }).check();
  await staysAndComesBack(page, '/keys/new', async () => {
    await expect(page.getByLabel('Name')).toHaveValue('Half-typed key');
    await expect(page.getByRole('checkbox', { name: /Developer/ })).toBeChecked();
  });
});

test('/alerts/new: leaving asks, Stay keeps the values, a reload brings them back', async ({ page }) => {
  await page.goto('/alerts/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Half-typed alert');
  await page.getByRole('textbox', { name: 'Threshold', exact: true }).fill('42');
  await staysAndComesBack(page, '/alerts/new', async () => {
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Half-typed alert');
    await expect(page.getByRole('textbox', { name: 'Threshold', exact: true })).toHaveValue('42');
  });
});

test('an untouched create form lets go without asking', async ({ page }) => {
  await page.goto('/keys/new');
  await expect(page.getByLabel('Name')).toBeVisible();
  await navLink(page, 'Organization').click();
  await expect(page).toHaveURL(/\/organization$/);
});

test('Back in the pipe wizard goes back a step, Forward forward, and Back from the first step asks before leaving', async ({ page, org }) => {
  const serviceId = await runningService(org);
  // Into the wizard through the pipes page, as a person goes (the entry before the wizard is the app's).
  await page.goto(`/pipes?service=${serviceId}`);
  await page
    .getByRole('button', { name: 'Create pipe' })
    .or(page.getByRole('link', { name: 'Create pipe' }))
    .first()
    .click();
  const heading = (name: string) => expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await heading('Source');
  await field(page, 'Pipe name').fill('stepwise');
  await page.getByRole('radio', { name: 'Kinesis-type stream' }).check();
  await next(page);
  await heading('Connection');
  await kinesisConnection(page);
  await heading('Destination');
  await expect(page).toHaveURL(/[?&]step=3$/);

  await page.goBack();
  await heading('Connection');
  await expect(field(page, 'Stream name')).toHaveValue('clickstream');
  await page.goBack();
  await heading('Source');
  await expect(field(page, 'Pipe name')).toHaveValue('stepwise');
  await page.goForward();
  await heading('Connection');
  await page.goBack();
  await heading('Source');

  // Back from the first step leaves the wizard: asked first.
  await page.goBack();
  const dialog = page.getByRole('dialog', { name: 'Leave the pipe wizard?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(new RegExp(`/pipes/${serviceId}/new\\?step=1$`));
  await expect(field(page, 'Pipe name')).toHaveValue('stepwise');

  // A reload asks the browser's question too, and the draft brings the answers back.
  const asked: string[] = [];
  page.on('dialog', (d) => {
    asked.push(d.type());
    void d.accept();
  });
  await page.reload();
  await expect(field(page, 'Pipe name')).toHaveValue('stepwise');
  expect(asked).toEqual(['beforeunload']);
});
