import { mkdir } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';

/**
 * Screenshots of the key pages for review (written to $SHOTS_DIR, default /tmp/shots). Not a
 * visual-diff test: it only checks each state is reached before it is photographed.
 */
const dir = process.env.SHOTS_DIR ?? '/tmp/shots';

test('key pages, for review', async ({ page }) => {
  await mkdir(dir, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 860 });

  // Empty list: an organization always has the key that reads it, so answer an empty list once.
  await page.route('**/v1/organizations/*/keys', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: { status: 200, requestId: crypto.randomUUID(), result: [] } }) : route.fallback(),
  );
  await page.goto('/keys');
  await expect(page.getByText('No API keys yet')).toBeVisible();
  await page.screenshot({ path: `${dir}/keys-empty.png` });
  await page.unroute('**/v1/organizations/*/keys');

  await page.setViewportSize({ width: 1280, height: 1250 });
  await page.goto('/keys/new');
  await page.getByRole('radio', { name: 'On a date and time' }).check();
  await page.getByLabel('Expires at').fill('2020-01-01T10:00');
  await page.getByRole('radio', { name: 'Only these addresses' }).check();
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByRole('textbox', { name: 'Address 1' }).fill('10.0.0.300');
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText('Choose at least one role.')).toBeVisible();
  await page.screenshot({ path: `${dir}/keys-form-errors.png` });
  await page.setViewportSize({ width: 1280, height: 860 });

  await page.getByLabel('Name').fill('CI deploy');
  await page.getByRole('checkbox', { name: /Developer/ }).check();
  await page.getByRole('radio', { name: 'Never' }).check();
  await page.getByRole('textbox', { name: 'Address 1' }).fill('203.0.113.0/24');
  await page.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: 'API key created' });
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(500); // let the opening transition end
  await page.screenshot({ path: `${dir}/keys-dialog-masked.png` });
  await dialog.getByRole('button', { name: 'Show key secret' }).click();
  await dialog
    .getByRole('button', { name: 'Copy key secret' })
    .click()
    .catch(() => undefined);
  await page.screenshot({ path: `${dir}/keys-dialog-shown.png` });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.screenshot({ path: `${dir}/keys-dialog-confirm-escape.png` });
  await page.getByRole('button', { name: 'Keep open' }).click();
  await dialog.getByRole('checkbox', { name: 'I have saved the secret' }).check();
  await page.screenshot({ path: `${dir}/keys-dialog-acknowledged.png` });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row', { name: /CI deploy/ })).toBeVisible();
  await page.screenshot({ path: `${dir}/keys-list.png` });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/keys/new');
  await page.getByLabel('Name').fill('Phone');
  await page.getByRole('checkbox', { name: /Admin/ }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${dir}/keys-dialog-narrow.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Show key secret' }).click();
  await dialog.getByRole('checkbox', { name: 'I have saved the secret' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/keys-dialog-narrow-bottom.png` });
});

test("the keys list and a key's page (the session's key, with its delete refusal), light and dark, for review", async ({ page }) => {
  await mkdir(dir, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 1300 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.addInitScript((s) => localStorage.setItem('mantine-color-scheme-value', s), scheme);
    await page.goto('/keys');
    await expect(page.getByText("This session's key")).toBeVisible();
    await page.screenshot({ path: `${dir}/keys-list-session-${scheme}.png` });
    await page.getByRole('row').filter({ hasText: "This session's key" }).getByRole('link').click();
    await expect(page.getByRole('form', { name: 'Edit key' })).toBeVisible();
    await page.screenshot({ path: `${dir}/key-page-${scheme}.png`, fullPage: true });
  }
  await page.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('dialog', { name: /Disable/ })).toBeVisible();
  await page.screenshot({ path: `${dir}/key-disable-session-dark.png` });
});
