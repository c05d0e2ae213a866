import { minimalPipes } from '../../src/contract/pipe-fixtures';
import { expect, test } from '../support/fixtures';
import { runningService, settledPipe } from '../support/pipes';

/**
 * Issue 43 item 2: a pipe's settings changed after creation from its page, through the real API's
 * own operations (`GET` / `PUT …/settings`): only the settings of its kind, bounds checked beside
 * the field before sending, all of them sent in one PUT (an empty one as null: the default), once.
 */

test('a Kafka pipe: its streaming settings only; out of bounds refused in place, then one PUT of them all', async ({ page, org }) => {
  const serviceId = await runningService(org);
  const pipeId = await settledPipe(org, serviceId, { ...minimalPipes.kafka, settings: { db_max_insert_threads: 2 } });
  await page.goto(`/pipes/${serviceId}/${pipeId}`);
  const settings = page.getByRole('region', { name: 'Change settings' });
  await expect(settings.getByLabel('Max insert wait')).toBeVisible();
  await expect(settings.getByLabel('Max insert threads')).toHaveValue('2');
  await expect(settings.getByLabel('File concurrency')).toHaveCount(0);
  await org.clearRequests();

  await settings.getByLabel('Max insert wait').fill('499');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByLabel('Max insert wait')).toHaveAttribute('aria-invalid', 'true');
  await expect(settings).toContainText('between 500 and 60,000');
  expect((await org.requests()).filter((r) => r.method !== 'GET')).toEqual([]);

  await settings.getByLabel('Max insert wait').fill('2000');
  await settings.getByLabel('Max insert threads').fill('');
  await settings.getByRole('button', { name: 'Save settings' }).dblclick();
  await expect(page.getByText('Settings saved')).toBeVisible();
  const writes = (await org.requests()).filter((r) => r.method !== 'GET');
  expect(writes.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([`PUT ${org.path}/services/${serviceId}/pipes/${pipeId}/settings 200`]);
  const read = await org.api<Record<string, unknown>>('GET', `${org.path}/services/${serviceId}/pipes/${pipeId}/settings`);
  expect(read.result).toMatchObject({ streaming_max_insert_wait_ms: 2000, db_max_insert_threads: null });
  // The form shows what was saved; the page's own reading of the pipe follows.
  await expect(settings.getByLabel('Max insert threads')).toHaveValue('');
  const shown = page.getByRole('row', { name: /^Max insert wait/ });
  await expect(shown).toContainText('2,000 ms');
  await expect(page.getByRole('row', { name: /^Max insert threads/ })).toContainText('Not set');
});

test('a Postgres pipe has no pipe settings: the page says where its replication settings are', async ({ page, org }) => {
  const serviceId = await runningService(org);
  const cdc = await settledPipe(org, serviceId, minimalPipes.postgres);
  await page.goto(`/pipes/${serviceId}/${cdc}`);
  const settings = page.getByRole('region', { name: 'Change settings' });
  await expect(settings).toContainText('replication settings');
  await expect(settings.getByRole('button', { name: 'Save settings' })).toHaveCount(0);
});
