import { expect, MOCK_ID, MOCK_NAME, signIn, test } from './support';

/**
 * Usage and cost against the ClickHouse Cloud mock: the range chosen on the page is a query the
 * vendor's document allows (`from_date`, `to_date` as dates), and its example answer is shown:
 * the grand total, and its record in the table.
 */

const USAGE = new RegExp(`^/v1/organizations/${MOCK_ID}/usageCost$`);

test('usage: a range from the page accepted, the answer in the total and the table', async ({ page, api }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Usage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Usage and cost' })).toBeVisible();
  await api.expectAccepted('GET', USAGE);

  await page.goto('/usage?from=2026-06-01&to=2026-06-30');
  await expect(page.getByTestId('usage-total')).toBeVisible();
  const reads = await api.expectAccepted('GET', USAGE);
  expect(reads.map((r) => new URL(r.path, 'http://x').search)).toContain('?from_date=2026-06-01&to_date=2026-06-30');
  await expect(page.getByRole('table', { name: 'Cost by entity' }).getByRole('row').nth(1)).toContainText(MOCK_NAME);
});
