import type { Page } from '@playwright/test';
import { expect, test, type TestOrg } from '../support/fixtures';
import { openServiceTab, runningService, serviceTab } from '../support/services';

/**
 * The signed-in key's role (issue 13 item 3): a developer key sees every write disabled with a
 * one-line reason, before any form is filled, and nothing is sent; where the role cannot be read
 * the console behaves as before (the server's 403 is shown).
 */

test.use({ signInAs: 'developer' });

const REASON = "Your key's role (developer) is read-only";

async function expectDisabledWithReason(page: Page, name: string | RegExp) {
  const button = page.getByRole('button', { name }).or(page.getByRole('link', { name }));
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(new RegExp(REASON.replace(/[()]/g, '\\$&')));
  return button;
}

const writes = async (org: TestOrg) => (await org.requests()).filter((r) => r.method !== 'GET');

test('a developer key sees every write disabled with its reason, and nothing is sent', async ({ page, org }) => {
  const svc = await runningService(org, 'Read only here');
  await org.clearRequests();

  await page.goto('/services');
  await expect(page.getByRole('link', { name: 'Read only here' })).toBeVisible();
  const create = await expectDisabledWithReason(page, 'Create service');
  await create.click({ force: true });
  await expect(page).toHaveURL(/\/services$/);

  await page.goto('/services/new');
  await expect(page.getByTestId('read-only-notice')).toContainText(REASON);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Not allowed');
  const submit = await expectDisabledWithReason(page, 'Create service');
  await submit.click({ force: true });
  await page.getByRole('textbox', { name: 'Name', exact: true }).press('Enter');

  await openServiceTab(page, svc.id, 'scaling');
  await expect(page.getByRole('heading', { name: 'Read only here' })).toBeVisible();
  await expectDisabledWithReason(page, 'Update scaling');
  await serviceTab(page, 'networking').click();
  await expectDisabledWithReason(page, 'Register endpoint');

  await page.goto('/keys');
  await expectDisabledWithReason(page, 'Create API key');
  await page.goto('/keys/new');
  await expect(page.getByTestId('read-only-notice')).toContainText(REASON);
  await expectDisabledWithReason(page, 'Create key');

  await page.goto('/organization');
  await expect(page.getByTestId('read-only-notice')).toContainText(REASON);
  await expectDisabledWithReason(page, 'Save private endpoints');

  expect(await writes(org)).toEqual([]);
});

test.describe('an admin key', () => {
  test.use({ signInAs: 'admin' });
  test('sees the same actions enabled, without a notice', async ({ page }) => {
    await page.goto('/services/new');
    await expect(page.getByRole('button', { name: 'Create service' })).toBeEnabled();
    await expect(page.getByTestId('read-only-notice')).toHaveCount(0);
  });
});

test('where the role cannot be read, the form is offered as before and the 403 is shown; the form keeps its values', async ({ page, org }) => {
  // Refused reads of the keys list (as for a key that may not list keys): the role stays unknown.
  await org.injectFault({ method: 'GET', path: `${org.path}/keys`, count: 10, status: 403 });
  await page.goto('/services/new');
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill('Not allowed');
  await page.getByRole('button', { name: 'Create service' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'role does not allow' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('HTTP 403');
  await expect(name).toHaveValue('Not allowed');
});
