import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** Issue 10 item 6: a notification never covers the header's controls (colour scheme, Sign out). */

async function renameAndCheck(page: Page, name: string) {
  await page.goto('/organization');
  await page.getByRole('textbox', { name: 'Organization name', exact: true }).fill(name);
  await page.getByRole('form', { name: 'Rename organization' }).getByRole('button', { name: 'Rename' }).click();
  const notice = page.locator('.mantine-Notification-root').filter({ hasText: 'Organization renamed' });
  await expect(notice).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  const box = await notice.boundingBox();
  expect(header && box).toBeTruthy();
  // The notice starts below the header's bottom edge, so every header control stays clickable.
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  await page.getByRole('button', { name: 'Sign out' }).click({ trial: true });
}

test('on a desktop and on a phone, the notice sits below the header', async ({ page }) => {
  await renameAndCheck(page, 'Wide screen');
  await page.setViewportSize({ width: 390, height: 844 });
  await renameAndCheck(page, 'Phone screen');
});
