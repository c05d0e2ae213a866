import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { runningService, settledPipe } from '../support/pipes';

/**
 * Screenshots of the pipe wizard's six steps and the edit page, light and dark, for review
 * (written to $SHOTS_DIR, default /tmp/shots). Not a visual-diff test: it only checks each state is
 * reached before it is photographed.
 */
const dir = process.env.SHOTS_DIR ?? '/tmp/shots';

const shot = (page: Page, name: string) => page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const heading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

for (const scheme of ['light', 'dark'] as const) {
  test(`pipe wizard steps and edit page (${scheme}), for review`, async ({ page, org }) => {
    await mkdir(dir, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    const serviceId = await runningService(org);
    const kafkaId = await settledPipe(org, serviceId, {
      name: 'orders-stream',
      source: {
        kafka: {
          type: 'kafka',
          format: 'JSONEachRow',
          brokers: 'b-1:9092',
          topics: 'orders',
          authentication: 'PLAIN',
          credentials: { username: 'u', password: 'p' },
        },
      },
      destination: { table: 'orders', managedTable: true, columns: [{ name: 'id', type: 'UInt64' }] },
      fieldMappings: [{ sourceField: 'id', destinationField: 'id' }],
    });
    const postgresId = await settledPipe(org, serviceId, {
      name: 'customers-cdc',
      source: {
        postgres: {
          host: 'db.example.com',
          port: 5432,
          database: 'shop',
          credentials: { username: 'r', password: 'p' },
          tableMappings: [{ sourceSchemaName: 'public', sourceTable: 'customers', targetTable: 'customers' }],
        },
      },
    });

    await page.goto(`/pipes/${serviceId}/new`);
    await heading(page, 'Source');
    if (scheme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.getByLabel(/^Pipe name/).fill('orders-stream-2');
    await page.getByRole('radio', { name: 'Message stream' }).check();
    await shot(page, `pipe-wizard-1-source-${scheme}`);
    await next(page);
    await heading(page, 'Connection');
    await page.getByLabel(/^Brokers/).fill('b-1:9092');
    await page.getByLabel(/^Topics/).fill('orders');
    await page.getByLabel(/^User name/).fill('ingest');
    await page
      .getByLabel(/^Password/)
      .first()
      .fill('secret');
    await shot(page, `pipe-wizard-2-connection-${scheme}`);
    await next(page);
    await heading(page, 'Destination');
    await page
      .getByLabel(/^Table/)
      .first()
      .fill('orders2');
    await page.getByLabel('Sample record (optional)').fill(JSON.stringify({ id: 1, amount: 9.5, created: '2024-05-01 10:00:00' }));
    await page.getByRole('button', { name: 'Propose columns from the sample' }).click();
    await shot(page, `pipe-wizard-3-destination-${scheme}`);
    await next(page);
    await heading(page, 'Field mappings');
    await shot(page, `pipe-wizard-4-mappings-${scheme}`);
    await next(page);
    await heading(page, 'Settings');
    await shot(page, `pipe-wizard-5-settings-${scheme}`);
    await next(page);
    await heading(page, 'Review');
    await shot(page, `pipe-wizard-6-review-${scheme}`);

    await page.goto(`/pipes/${serviceId}/${kafkaId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'orders-stream' })).toBeVisible();
    await shot(page, `pipe-detail-${scheme}`);
    await page.goto(`/pipes/${serviceId}/${kafkaId}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit pipe “orders-stream”' })).toBeVisible();
    await shot(page, `pipe-edit-kafka-${scheme}`);
    await page.getByRole('combobox', { name: 'Authentication method' }).click();
    await page.getByRole('option', { name: 'SCRAM-SHA-256', exact: true }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Enter the password.')).toBeVisible();
    await shot(page, `pipe-edit-kafka-errors-${scheme}`);
    await page.goto(`/pipes/${serviceId}/${postgresId}/edit`);
    await expect(page.getByText('Pause the pipe to change its tables')).toBeVisible();
    await shot(page, `pipe-edit-postgres-${scheme}`);
  });
}
