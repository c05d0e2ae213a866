import { cell, field, next } from '../support/pipes';
import { expect, MOCK_ID, serveServicesWith, servePipesWith, signIn, test } from './support';

/**
 * Pipes (ClickPipes) against the ClickHouse Cloud mock: list, read, create through the wizard,
 * edit, stop and start, delete, each driven from the pages and accepted by the mock. Pipe
 * operations need a running service: the mock's service is served running (serveServicesWith).
 */

const PIPES = `/v1/organizations/${MOCK_ID}/services/${MOCK_ID}/clickpipes`;
const PIPE = `${PIPES}/${MOCK_ID}`;
/** The mock's pipe (clickhouse-cloud-openapi.json's example). */
const PIPE_NAME = 'my_postgres_pipe';
const re = (path: string) => new RegExp(`^${path}$`);

test('create a pipe with the wizard (a Kinesis stream read with an IAM role): accepted, then its page', async ({ page, api }) => {
  await serveServicesWith(page, { state: 'running' });
  await signIn(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Pipes' }).click();
  await expect(page.getByRole('link', { name: PIPE_NAME })).toBeVisible();
  await api.expectAccepted('GET', re(PIPES));

  await page
    .getByRole('button', { name: 'Create pipe' })
    .or(page.getByRole('link', { name: 'Create pipe' }))
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Source' })).toBeVisible();
  await field(page, 'Pipe name').fill('clicks');
  await page.getByRole('radio', { name: 'Kinesis-type stream' }).check();
  await next(page);
  await field(page, 'Stream name').fill('clickstream');
  await field(page, 'AWS region').fill('eu-west-1');
  await field(page, 'IAM role ARN').fill('arn:aws:iam::123456789012:role/pipes');
  await next(page);
  await field(page, 'Table').fill('clicks');
  await page.getByRole('button', { name: 'Add column' }).click();
  await (await cell(page, 'Column 1 name')).fill('url');
  await next(page);
  await (await cell(page, 'Source field for url')).fill('page_url');
  await next(page);
  await next(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Review' })).toBeVisible();
  await page.getByRole('button', { name: 'Create pipe' }).click();
  // The page of the pipe the mock answered.
  await expect(page).toHaveURL(new RegExp(`/pipes/${MOCK_ID}/${MOCK_ID}$`));
  await expect(page.getByRole('heading', { level: 1, name: PIPE_NAME })).toBeVisible();
  const posts = await api.expectAccepted('POST', re(PIPES));
  expect(JSON.parse(posts[0].requestBody ?? 'null')).toMatchObject({
    name: 'clicks',
    source: { kinesis: { streamName: 'clickstream', region: 'eu-west-1', authentication: 'IAM_ROLE' } },
    destination: { table: 'clicks', columns: [{ name: 'url', type: 'String' }] },
    fieldMappings: [{ sourceField: 'page_url', destinationField: 'url' }],
  });
});

test('create a pipe with the wizard (a Kafka stream with a user name and password, its columns read from the source): accepted', async ({ page, api }) => {
  // The mock serves the management document with its Kafka credentials patched (vendorDocuments.ts):
  // as published, the document refuses every Kafka pipe sent with credentials.
  await serveServicesWith(page, { state: 'running' });
  await signIn(page);
  await page.goto(`/pipes/${MOCK_ID}/new`);
  await expect(page.getByRole('heading', { level: 2, name: 'Source' })).toBeVisible();
  await field(page, 'Pipe name').fill('orders-stream');
  await page.getByRole('radio', { name: 'Message stream' }).check();
  await next(page);
  await field(page, 'Brokers').fill('pkc-1.confluent.cloud:9092');
  await field(page, 'Topics').fill('orders');
  await field(page, 'User name').fill('ingest');
  await field(page, 'Password').fill('kafka-password-xyz');
  await next(page);
  await field(page, 'Table').fill('orders');
  // The columns read from the source by schema discovery: the mock answers its example field.
  await page.getByRole('button', { name: 'Read from the source' }).click();
  await expect(page.getByText(/^1 column read from the source/)).toBeVisible();
  const discovered = await api.expectAccepted('POST', re(`${PIPES}/schemaDiscovery`));
  expect(JSON.parse(discovered[0].requestBody ?? 'null')).toMatchObject({ source: { kafka: { topics: 'orders', authentication: 'PLAIN' } } });
  await next(page);
  await next(page);
  await next(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Review' })).toBeVisible();
  await page.getByRole('button', { name: 'Create pipe' }).click();
  await expect(page).toHaveURL(new RegExp(`/pipes/${MOCK_ID}/${MOCK_ID}$`));
  const posts = await api.expectAccepted('POST', re(PIPES));
  expect(JSON.parse(posts[0].requestBody ?? 'null')).toMatchObject({
    name: 'orders-stream',
    source: {
      kafka: {
        brokers: 'pkc-1.confluent.cloud:9092',
        topics: 'orders',
        authentication: 'PLAIN',
        credentials: { username: 'ingest', password: 'kafka-password-xyz' },
      },
    },
  });
});

test("a pipe's page: edited, its settings replaced, stopped, started, resynced, then deleted, each accepted", async ({ page, api, notices }) => {
  await serveServicesWith(page, { state: 'running' });
  const served = await servePipesWith(page, { state: 'Running' });
  await signIn(page);
  await page.goto(`/pipes/${MOCK_ID}/${MOCK_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: PIPE_NAME })).toBeVisible();
  await api.expectAccepted('GET', re(PIPE));

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit pipe “${PIPE_NAME}”` })).toBeVisible();
  await field(page, 'Name').fill('orders-stream');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/pipes/${MOCK_ID}/${MOCK_ID}$`));
  const patches = await api.expectAccepted('PATCH', re(PIPE));
  expect(JSON.parse(patches[0].requestBody ?? 'null')).toEqual({ name: 'orders-stream' });

  // Its settings, by their own operations: read (GET …/settings), then replaced in one PUT. A
  // Kafka pipe's (the mock's pipe served as one): the settings apply per kind.
  served.source = { kafka: { type: 'kafka', format: 'JSONEachRow', brokers: 'b-1.example.com:9092', topics: 'orders', authentication: 'PLAIN' } };
  await page.reload();
  const settings = page.getByRole('region', { name: 'Change settings' });
  await settings.getByLabel('Max insert wait').fill('2000');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await notices.expectShown('Settings saved');
  await api.expectAccepted('GET', re(`${PIPE}/settings`));
  const puts = await api.expectAccepted('PUT', re(`${PIPE}/settings`));
  expect(JSON.parse(puts[0].requestBody ?? 'null')).toMatchObject({ streaming_max_insert_wait_ms: 2000, clickhouse_max_insert_threads: expect.anything() });

  await page.getByRole('button', { name: /^Stop/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Stop pipe' }).click();
  await notices.expectShown('Stop command accepted');
  served.state = 'Stopped';
  await page.reload();
  await page.getByRole('button', { name: /^Start/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start pipe' }).click();
  await notices.expectShown('Start command accepted');
  // Resync is offered for a database pipe only: the mock's pipe served as the postgres pipe of its example.
  served.source = {
    postgres: {
      host: 'my-postgres-server.example.com',
      port: 5432,
      database: 'production_db',
      tableMappings: [{ sourceSchemaName: 'public', sourceTable: 'users', targetTable: 'public_users' }],
    },
  };
  served.state = 'Running';
  await page.reload();
  await page.getByRole('button', { name: /^Resync/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Resync pipe' }).click();
  await notices.expectShown('Resync command accepted');
  const commands = await api.expectAccepted('PATCH', re(`${PIPE}/state`));
  expect(commands.map((c) => JSON.parse(c.requestBody ?? 'null'))).toEqual([{ command: 'stop' }, { command: 'start' }, { command: 'resync' }]);

  await page.getByRole('button', { name: `Delete ${PIPE_NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete pipe “${PIPE_NAME}”?` });
  // Confirmed by its name, as every delete.
  await dialog.getByRole('textbox').fill(PIPE_NAME);
  await dialog.getByRole('button', { name: 'Delete pipe' }).click();
  await expect(page).toHaveURL(new RegExp(`/pipes\\?service=${MOCK_ID}$`));
  await api.expectAccepted('DELETE', re(PIPE));
});
