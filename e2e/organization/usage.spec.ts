import type { Page } from '@playwright/test';
import { USAGE_MESSAGES, utcDayOf } from '../../src/contract';
import { COMPUTE_CHC_PER_GIB_HOUR } from '../../emulator/usage-cost';
import { control } from '../support/emulator';
import { expect, test } from '../support/fixtures';

/**
 * Usage and cost (issue 44 item 3): a service that ran is on the chart and in the table with what
 * it cost by its size and hours; the range and filters are in the URL (a reload keeps them); a
 * range longer than the API allows is refused beside its field, and nothing is read.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const table = (page: Page) => page.getByRole('table', { name: 'Cost by entity' });
const usageReads = (page: Page, path: string) => {
  const reads: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === `${path}/usageCost`) reads.push(url);
  });
  return reads;
};

test('a service that ran 12 hours is on the chart and in the table with its cost; the range lives in the URL', async ({ page, org, request }) => {
  const start = Date.parse((await control<{ now: string }>(request, 'GET', `/clock?organizationId=${org.id}`)).now);
  await org.api('POST', `${org.path}/services`, {
    name: 'Usage analytics',
    provider: 'aws',
    region: 'us-east-1',
    numReplicas: 2,
    minReplicaMemoryGb: 8,
    maxReplicaMemoryGb: 8,
    idleScaling: false,
  });
  await org.advanceClock({ ms: 12 * HOUR });
  const from = utcDayOf(start);
  const to = utcDayOf(start + 12 * HOUR);
  // 12 hours of 2 replicas × 8 GiB (no idling), less one second provisioning (EMULATOR_TRANSITION_MS): 7.20 CHC.
  const expected = (12 * 2 * 8 * COMPUTE_CHC_PER_GIB_HOUR).toFixed(2);

  await page.goto('/services');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Usage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Usage and cost' })).toBeVisible();
  await page.goto(`/usage?from=${from}&to=${to}`);
  const chart = page.getByTestId('usage-chart');
  await expect(chart.getByText('Usage analytics', { exact: true })).toBeVisible(); // the legend
  await expect(chart.getByText('Storage: Usage analytics', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /The largest: Usage analytics/ })).toBeVisible();
  const row = table(page).getByRole('row').filter({ hasText: 'Service' });
  await expect(row).toContainText('Usage analytics');
  await expect(row).toContainText(`${expected} CHC`);
  await expect(table(page).getByRole('row').filter({ hasText: 'Storage' })).toContainText('Usage analytics');

  // An earlier start: in the URL, kept by a reload, the same total.
  const earlier = utcDayOf(start - 3 * DAY);
  const reads = usageReads(page, org.path);
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(earlier);
  await expect(page).toHaveURL(new RegExp(`from=${earlier}`));
  await expect.poll(() => reads.map((u) => u.searchParams.get('from_date'))).toContain(earlier);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(earlier);
  await expect(table(page).getByRole('row').filter({ hasText: 'Service' })).toContainText(`${expected} CHC`);

  // Filter by kind, then by name: in the URL too.
  const filters = page.getByRole('group', { name: 'Usage filters' });
  await filters.getByText('Pipes', { exact: true }).click();
  await expect(page).toHaveURL(/type=pipe/);
  await expect(page.getByText('No service, storage or pipe in this range matches the filters.')).toBeVisible();
  await filters.getByText('Services', { exact: true }).click();
  await expect(page).toHaveURL(/type=service/);
  await page.getByRole('textbox', { name: 'Name' }).fill('analytics');
  await expect(page).toHaveURL(/type=service&name=analytics/);
  await page.reload();
  await expect(table(page).getByRole('row')).toHaveCount(2); // header and the service
  await expect(page.getByTestId('usage-total')).toHaveText(`${expected} CHC`);

  // A preset sets both days.
  await page.getByRole('combobox', { name: 'Range' }).click();
  await page.getByRole('option', { name: 'Last 7 days' }).click();
  const today = utcDayOf(Date.now());
  await expect(page).toHaveURL(new RegExp(`from=${utcDayOf(Date.parse(today) - 6 * DAY)}&to=${today}`));
});

test('a range longer than 31 days is refused beside its field, and nothing is read', async ({ page, org }) => {
  const reads = usageReads(page, org.path);
  await page.goto('/usage?from=2026-03-01&to=2026-03-31');
  await expect(page.getByRole('heading', { name: 'No usage in this range' })).toBeVisible();
  const ranges = () => [...new Set(reads.map((u) => `${u.searchParams.get('from_date')}..${u.searchParams.get('to_date')}`))];
  expect(ranges()).toEqual(['2026-03-01..2026-03-31']);

  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-04-01'); // 32 days
  await expect(page.getByText(USAGE_MESSAGES.tooLong)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'To', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Correct the range to read the usage.')).toBeVisible();
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2026-04-02'); // after the end
  await expect(page.getByText(USAGE_MESSAGES.order)).toBeVisible();
  expect(ranges()).toEqual(['2026-03-01..2026-03-31']);

  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2026-03-02'); // 31 days
  await expect(page.getByRole('heading', { name: 'No usage in this range' })).toBeVisible();
  expect(reads.map((u) => `${u.searchParams.get('from_date')}..${u.searchParams.get('to_date')}`)).toEqual([
    '2026-03-01..2026-03-31',
    '2026-03-02..2026-04-01',
  ]);
});
