import { expect, test } from '../support/fixtures';
import { createService, runningService } from '../support/services';

/**
 * Issue 10 item 5: pages say when their data was read and offer Refresh; data older than the
 * query client's staleTime is read again when the tab regains focus, so a service created
 * elsewhere shows up without a reload.
 */

test('Refresh reads the list again: a service created elsewhere appears', async ({ page, org }) => {
  await runningService(org, 'First one');
  await page.goto('/services');
  await expect(page.getByRole('link', { name: 'First one' })).toBeVisible();
  await expect(page.getByTestId('freshness')).toContainText('Updated');

  await createService(org, 'Made by a script');
  await expect(page.getByRole('link', { name: 'Made by a script' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Refresh services' }).click();
  await expect(page.getByRole('link', { name: 'Made by a script' })).toBeVisible();
});

test('coming back to the tab reads stale data again', async ({ page, org }) => {
  await page.clock.install();
  // Running, not provisioning: a transitional service would make the list poll on its own.
  await runningService(org, 'Seen first');
  await page.goto('/services');
  await expect(page.getByRole('link', { name: 'Seen first' })).toBeVisible();

  await createService(org, 'Made in another tab');
  // Older than the 10 s staleTime, then the tab becomes visible again.
  await page.clock.fastForward('00:31');
  await expect(page.getByTestId('freshness')).toContainText('seconds ago');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(page.getByRole('link', { name: 'Made in another tab' })).toBeVisible();
});
