import type { Page } from '@playwright/test';
import { minimalPipes } from '../../src/contract/pipe-fixtures';
import { expect, test } from '../support/fixtures';
import { field, kinesisRunToReview, next, runningService, settledPipe } from '../support/pipes';

/**
 * The wizard's Review step and a pipe's page say what was chosen as the forms said it (labels,
 * Yes / No, the table definition part by part), never the API's raw values; the request preview
 * stays the exact request. At 390 px each label sits above its value and nothing scrolls sideways.
 */

/** The text of the label / value summaries (tables at 1280 px, description lists at 390 px), not the request preview. */
const summaryText = (page: Page) =>
  page
    .locator('main table, main dl')
    .allInnerTexts()
    .then((texts) => texts.join('\n'));

/** Elements of the page's main part that scroll sideways (the request preview's code block aside), and whether the page itself does. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const scrolling = [...document.querySelectorAll('main *')].filter((e) => {
      const x = getComputedStyle(e).overflowX;
      return (
        (x === 'auto' || x === 'scroll') &&
        e.scrollWidth > e.clientWidth + 1 &&
        !e.closest('[data-testid^="preview-"]') &&
        !e.querySelector('[data-testid^="preview-"]')
      );
    });
    return { elements: scrolling.map((e) => e.className), page: document.documentElement.scrollWidth > window.innerWidth };
  });

test('Review and the pipe page show labels, Yes/No and readable table definitions; at 390 px they stack', async ({ page, org }) => {
  const serviceId = await runningService(org);
  await page.goto(`/pipes/${serviceId}/new`);
  await field(page, 'Pipe name').fill('clicks');
  await page.getByRole('radio', { name: 'Kinesis-type stream' }).check();
  await next(page);
  await kinesisRunToReview(page);

  await expect(page.getByRole('row', { name: 'Authentication IAM role' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Create and manage the table Yes' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Engine MergeTree' })).toBeVisible();
  const review = await summaryText(page);
  for (const raw of ['IAM_ROLE', 'true', '{', '"']) expect(review).not.toContain(raw);
  // The request preview stays the exact request.
  await expect(page.getByTestId('preview-json')).toContainText('"authentication": "IAM_ROLE"');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('term').filter({ hasText: /^Authentication$/ })).toBeVisible();
  // Polled: the app shell's navigation slides away over a CSS transition when the window narrows,
  // and until it has, the main part's padding still makes the page wider than 390 px (the test
  // loop's run 59 read the page mid-transition on a loaded machine).
  await expect.poll(() => sideways(page)).toEqual({ elements: [], page: false });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Create pipe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'clicks' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Kind Kinesis' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Authentication IAM role' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Managed table Yes' })).toBeVisible();
  expect(await summaryText(page)).not.toContain('IAM_ROLE');
});

test('a postgres pipe at 390 px: its table mappings stack, nothing scrolls sideways', async ({ page, org }) => {
  const serviceId = await runningService(org);
  const pipeId = await settledPipe(org, serviceId, minimalPipes.postgres);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/pipes/${serviceId}/${pipeId}`);
  await expect(page.getByRole('heading', { name: 'Table mappings' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'public.users' })).toBeVisible();
  expect(await sideways(page)).toEqual({ elements: [], page: false });
});

test('a kafka pipe says its kind once, with its type as the wizard named it', async ({ page, org }) => {
  const serviceId = await runningService(org);
  const pipeId = await settledPipe(org, serviceId, minimalPipes.kafka);
  await page.goto(`/pipes/${serviceId}/${pipeId}`);
  await expect(page.getByRole('row', { name: 'Kind Apache Kafka' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Type / })).toHaveCount(0);
});
