import { expect, test } from '../support/fixtures';
import { unfold } from '../support/folds';
import { openServiceTab, runningService, serviceTab } from '../support/services';

/**
 * Work kept across a sign-in (issue 11 item 4): a 401 on "Create service" ends the session; after
 * signing in again the person is back on the form with what they typed (the form shell keeps it
 * in this tab's sessionStorage, never a secret), the service page's forms on every tab too, and a
 * plain sign-out keeps nothing.
 */
test('a 401 on create-service submit: after signing in again, the typed name and settings are back', async ({ page, org }) => {
  await page.goto('/services/new');
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  const replicas = page.getByRole('textbox', { name: 'Number of replicas' });
  const idleTimeout = page.getByRole('textbox', { name: 'Idle timeout (minutes)' });
  await name.fill('Typed before the 401');
  await unfold(page, 'Scaling');
  await replicas.fill('5');
  await idleTimeout.fill('20');
  await org.injectFault({ method: 'POST', path: `${org.path}/services`, count: 1, status: 401, body: { status: 401, error: 'UNAUTHORIZED: the key expired' } });
  await page.getByRole('button', { name: 'Create service', exact: true }).click();

  await expect(page.getByText(/Your session ended/)).toBeVisible();
  // Nothing of the form is in storage under another name, and no credential is kept.
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  expect(stored).toContain('Typed before the 401');
  expect(stored).not.toContain(org.admin.keySecret);

  await page.getByLabel('Key ID').fill(org.admin.keyId);
  await page.getByLabel('Key secret').fill(org.admin.keySecret);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/services\/new$/);
  await expect(name).toHaveValue('Typed before the 401');
  await expect(replicas).toHaveValue('5');
  await expect(idleTimeout).toHaveValue('20');

  // Sent now, it creates the service as typed; the kept values are gone with the successful submit.
  await page.getByRole('button', { name: 'Create service', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Service “Typed before the 401” created' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('console.formDraft.')))).toEqual([]);
});

test('signing out keeps nothing of a form', async ({ page }) => {
  await page.goto('/services/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Not to be kept');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Key ID')).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain('Not to be kept');
});

test("the service page: a 401 on one tab's form, and after signing in again what was typed on it and on another tab is back", async ({ page, org }) => {
  const svc = await runningService(org, 'Orders');
  await openServiceTab(page, svc.id, 'settings');
  const name = page.getByRole('form', { name: 'Rename service' }).getByRole('textbox', { name: 'Name', exact: true });
  await name.fill('Kept across');
  await serviceTab(page, 'scaling').click();
  const replicas = page.getByRole('form', { name: 'Replica scaling' }).getByRole('textbox', { name: 'Number of replicas', exact: true });
  await replicas.fill('5');
  const path = `${org.path}/services/${svc.id}/replicaScaling`;
  await org.injectFault({ method: 'PATCH', path, count: 1, status: 401, body: { status: 401, error: 'UNAUTHORIZED: the key expired' } });
  await page.getByRole('button', { name: 'Update scaling' }).click();
  await expect(page.getByText(/Your session ended/)).toBeVisible();

  await page.getByLabel('Key ID').fill(org.admin.keyId);
  await page.getByLabel('Key secret').fill(org.admin.keySecret);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/services/${svc.id}/scaling$`));
  await expect(replicas).toHaveValue('5');
  await serviceTab(page, 'settings').click();
  await expect(name).toHaveValue('Kept across');
});
