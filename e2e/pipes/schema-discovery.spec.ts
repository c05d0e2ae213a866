import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { runningService } from '../support/pipes';

/**
 * Issue 43 item 1: the wizard reads the source itself (schema discovery) and proposes the columns
 * and their mappings from what the topic holds; a refusal says why, and the pasted sample stays
 * the way to do it offline.
 */

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

async function kafkaToDestination(page: Page, serviceId: string, topic: string) {
  await page.goto(`/pipes/${serviceId}/new`);
  await page.getByLabel(/^Pipe name/).fill('orders-stream');
  await page.getByRole('radio', { name: 'Message stream' }).check();
  await next(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Connection' })).toBeVisible();
  await page.getByLabel(/^Brokers/).fill('b-1.example.com:9092');
  await page.getByLabel(/^Topics/).fill(topic);
  await page.getByLabel(/^User name/).fill('ingest');
  await page.getByLabel(/^Password/).fill('kafka-password');
  await next(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Destination' })).toBeVisible();
  await page.getByLabel(/^Table/).fill('orders');
}

test('"Read from the source" proposes the topic’s columns and mappings; the pipe is created with them', async ({ page, org }) => {
  const serviceId = await runningService(org);
  await kafkaToDestination(page, serviceId, 'orders');
  await org.clearRequests();
  // The request is shown before it is sent, as every request; the password as a variable.
  await page.getByRole('button', { name: 'Preview request' }).click();
  const preview = page.getByRole('dialog', { name: 'Request preview' });
  await expect(preview).toContainText(`/services/${serviceId}/pipes/schemaDiscovery`);
  await expect(preview).toContainText('"topics": "orders"');
  await expect(preview).not.toContainText('kafka-password');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await page.getByRole('button', { name: 'Read from the source' }).click();
  await expect(page.getByText('6 columns read from the source (Topic: orders, Records read: 100)')).toBeVisible();
  const discovery = (await org.requests()).filter((r) => r.method === 'POST');
  expect(discovery.map((r) => `${r.path} ${r.status}`)).toEqual([`${org.path}/services/${serviceId}/pipes/schemaDiscovery 200`]);
  // Nothing was created by reading.
  expect((await org.api<unknown[]>('GET', `${org.path}/services/${serviceId}/pipes`)).result).toEqual([]);

  await next(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Field mappings' })).toBeVisible();
  await next(page);
  await next(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Review' })).toBeVisible();
  const created = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/pipes'));
  await page.getByRole('button', { name: 'Create pipe' }).click();
  const body = (await created).postDataJSON() as { destination: { columns: { name: string; type: string }[] }; fieldMappings: unknown[] };
  expect(body.destination.columns).toContainEqual({ name: 'coupon', type: 'Nullable(String)' });
  expect(body.destination.columns).toContainEqual({ name: 'currency', type: 'LowCardinality(String)' });
  expect(body.fieldMappings).toHaveLength(6);
  await expect(page).toHaveURL(new RegExp(`/pipes/${serviceId}/[0-9a-f-]{36}$`));
});

test('a topic the brokers do not have: the refusal says why, and a pasted sample still proposes the columns', async ({ page, org }) => {
  const serviceId = await runningService(org);
  await kafkaToDestination(page, serviceId, 'missing-orders');
  await page.getByRole('button', { name: 'Read from the source' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Could not read the source' });
  await expect(refusal).toContainText('Topic missing-orders does not exist on the brokers.');
  await expect(page.getByText('paste a sample record below instead')).toBeVisible();

  await page.getByLabel(/^Sample record/).fill(JSON.stringify({ id: 1, amount: 9.5 }));
  await page.getByRole('button', { name: 'Propose columns from the sample' }).click();
  await expect(page.getByText('2 columns proposed from the JSON sample')).toBeVisible();
});
