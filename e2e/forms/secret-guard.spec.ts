import { expect, test } from '../support/fixtures';

/**
 * The one-time secret guard (components/secret/SecretLeaveGuard, mounted by every
 * OneTimeSecretDialog): while the service's initial password is on screen, the browser's Back
 * button and a reload do not drop it. (The key dialog's Back is covered in keys.spec.ts.)
 */

test.beforeEach(async ({ page }) => {
  await page.goto('/services');
});

test('the service password dialog survives Back and reload until it is closed on purpose', async ({ page }) => {
  await page.getByRole('link', { name: 'Create service' }).click();
  await expect(page).toHaveURL(/\/services\/new$/);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Guarded');
  await page.getByRole('button', { name: 'Create service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Service “Guarded” created' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Show password' }).click();
  const password = (await dialog.getByTestId('secret-value-DB_PASSWORD').textContent()) ?? '';
  expect(password.length).toBeGreaterThan(8);

  // Back: held, with a notice; the dialog and its password are still there.
  await page.goBack();
  await expect(page.getByText('The secret is still open')).toBeVisible();
  await expect(page).toHaveURL(/\/services\/new$/);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(password);

  // Reload: the browser's own "Leave site?" question (beforeunload); staying keeps everything.
  const asked = page.waitForEvent('dialog');
  const reload = page.reload().catch(() => undefined);
  const question = await asked;
  expect(question.type()).toBe('beforeunload');
  await question.dismiss();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(password);

  // Closed on purpose: the guard is lifted and the page moves on to the new service.
  await dialog.getByRole('checkbox', { name: 'I have saved the password' }).check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/services\/[0-9a-f-]{36}$/);
  // The service page is its own lazy chunk: on a busy machine its first load takes a while.
  await expect(page.getByRole('heading', { name: 'Guarded' })).toBeVisible();
  await expect(page.getByText(password)).toHaveCount(0);
  // No question is left behind: leaving now is free.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/services\/[0-9a-f-]{36}$/);
  void reload;
});
