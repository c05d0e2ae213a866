import type { Page } from '@playwright/test';
import { minimalPipes } from '../src/contract/pipe-fixtures';
import { expect, test } from './support/fixtures';
import { field, kinesisRunToReview, next, runningService, settledPipe } from './support/pipes';

/**
 * The wizard's Review step and a pipe's page say what was chosen as the forms said it (labels,
 * Yes / No, the table definition part by part), never the API's raw values; the request preview
 * stays the exact request.
 */

/** The text of the label / value summaries, not the request preview. */
const summaryText = (page: Page) =>
  page
    .locator('main table')
    .allInnerTexts()
    .then((texts) => texts.join('\n'));

test('Review and the pipe page show labels, Yes/No and readable table definitions', async ({ page, org }) => {
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

  await page.getByRole('button', { name: 'Create pipe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'clicks' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Kind Kinesis' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Authentication IAM role' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Managed table Yes' })).toBeVisible();
  expect(await summaryText(page)).not.toContain('IAM_ROLE');
});

test('a kafka pipe says its kind once, with its type as the wizard named it', async ({ page, org }) => {
  const serviceId = await runningService(org);
  const pipeId = await settledPipe(org, serviceId, minimalPipes.kafka);
  await page.goto(`/pipes/${serviceId}/${pipeId}`);
  await expect(page.getByRole('row', { name: 'Kind Apache Kafka' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Type / })).toHaveCount(0);
});
