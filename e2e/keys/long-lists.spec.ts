import { createHash } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

/**
 * A list longer than the window (the keys list at 150 keys): only the rows near the viewport are
 * in the page, scrolling brings in the others in order, the filter and the column sort work on the
 * whole list, and the row numbers tell assistive technology where each rendered row is.
 */

const COUNT = 150;
const keyName = (i: number) => `Long list key ${String(i).padStart(3, '0')}`;
/**
 * The filter also searches each key's ending (the last 4 characters of its ID), and an emulator-made
 * ID is random letters and digits: one ending in "x14y" would match "14" too. So these keys are made
 * from hashes (as a key made in the browser is), with an ID (unique to the organization, as
 * the emulator refuses a key ID hash already in use) that ends in letters only.
 */
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');
const letters = (i: number) => String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26));
const hashData = (orgId: string, i: number) => {
  const keyId = `${orgId.replace(/[^A-Za-z0-9]/g, '')}${letters(i)}qz`;
  return { keyIdHash: sha256(keyId), keyIdSuffix: keyId.slice(-4), keySecretHash: sha256(`secret ${i}`) };
};

const table = (page: Page) => page.getByRole('table', { name: 'API keys' });
const renderedRows = (page: Page) => table(page).locator('tbody tr[data-index]');

test('a list of 150 keys renders the rows in view, scrolls to the last, and filters and sorts the whole list', async ({ page, org }) => {
  for (let i = 1; i <= COUNT; i++) {
    const created = await org.api('POST', `${org.path}/keys`, { name: keyName(i), roles: [i % 2 ? 'developer' : 'admin'], hashData: hashData(org.id, i) });
    expect(created.status).toBe(200);
  }
  await page.goto('/keys');
  await expect(page.getByText(keyName(1), { exact: true })).toBeVisible();
  // The organization's own two keys (admin and developer) are listed too.
  const total = COUNT + 2;
  await expect(page.getByRole('status').filter({ hasText: 'in total' })).toHaveText(`${total} in total`);
  await expect(table(page)).toHaveAttribute('aria-rowcount', String(total + 1));
  const rendered = await renderedRows(page).count();
  expect(rendered).toBeGreaterThan(5);
  expect(rendered).toBeLessThan(60);

  // Scrolling to the end of the page brings the last key in, with its place in the whole list.
  await expect(async () => {
    await page.mouse.wheel(0, 20_000);
    await expect(page.getByText(keyName(COUNT), { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const last = table(page)
    .locator('tbody tr')
    .filter({ hasText: keyName(COUNT) });
  await expect(last).toHaveAttribute('aria-rowindex', String(total + 1));
  expect(await renderedRows(page).count()).toBeLessThan(60);
  await expect(page.getByText(keyName(1), { exact: true })).toHaveCount(0);

  // The filter searches every key, rendered or not: each word anywhere (014, 114, 140 to 149).
  await page.evaluate(() => window.scrollTo(0, 0));
  // The organization's own keys ("Test admin key", "Test developer key") have emulator-made IDs:
  // one whose ending holds "14" is rightly shown too, and comes first (made first, and by name
  // "Test" sorts after "Long", so first when descending as well).
  const ownMatches = [org.admin, org.developer].filter((k) => k.keyId.slice(-4).includes('14')).length;
  await page.getByRole('searchbox', { name: 'Filter keys' }).fill('key 14');
  await expect(page.getByRole('status').filter({ hasText: 'shown' })).toHaveText(`${12 + ownMatches} of ${total} shown`);
  await expect(renderedRows(page)).toHaveCount(12 + ownMatches);
  await expect(renderedRows(page).nth(ownMatches)).toContainText(keyName(14));

  // Sorting by name, descending: 149 first, 014 last.
  const nameHeader = table(page).getByRole('columnheader', { name: 'Name' });
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(renderedRows(page).nth(ownMatches)).toContainText(keyName(149));
  await expect(renderedRows(page).last()).toContainText(keyName(14));
  await expect(renderedRows(page).nth(ownMatches + 1)).toContainText(keyName(148));
});
