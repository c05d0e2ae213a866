import type { Page } from '@playwright/test';
import { expect, test, type TestOrg } from '../support/fixtures';
import { followPolls, nextPoll } from '../support/pageClock';
import { cell, cellOf, field, kinesisConnection, kinesisRunToReview, next, runningService } from '../support/pipes';

/**
 * The pipe wizard against the emulator: a complete run per source kind, read back from the
 * emulator and compared field by field; Next stops on a broken rule without a request; samples;
 * the draft survives a reload without credentials.
 */

interface Pipe {
  id: string;
  state: string;
  name: string;
  [k: string]: unknown;
}

/** A field by its label (a required field's label ends with an asterisk). */
// Generous: after a reload on a busy machine the wizard's chunk and draft take a while to come back.
const heading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

async function choose(page: Page, label: string, option: string) {
  await field(page, label).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function start(page: Page, serviceId: string, name: string, kind: string) {
  await page.goto(`/pipes?service=${serviceId}`);
  await page
    .getByRole('button', { name: 'Create pipe' })
    .or(page.getByRole('link', { name: 'Create pipe' }))
    .first()
    .click();
  await heading(page, 'Source');
  await field(page, 'Pipe name').fill(name);
  await page.getByRole('radio', { name: kind }).check();
  await next(page);
  await heading(page, 'Connection');
}

async function columnsFromJson(page: Page, sample: object) {
  await field(page, 'Sample record (optional)').fill(JSON.stringify(sample));
  await page.getByRole('button', { name: 'Propose columns from the sample' }).click();
}

/** What the API never answers: credentials and other write-only fields (the emulator drops them as the real service does). */
const WRITE_ONLY = new Set(['credentials', 'accessKey', 'password', 'secretKey', 'serviceAccountKey', 'validateSamples', 'roles']);
function withoutWriteOnly(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutWriteOnly);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (WRITE_ONLY.has(k) ? [] : [[k, withoutWriteOnly(v)]])));
}

/**
 * Creates the pipe from the Review step with a double click, and reads it back from the emulator:
 * exactly one POST, and every field the console sent (but the write-only ones) is in the stored pipe.
 */
async function createAndRead(page: Page, org: TestOrg, serviceId: string): Promise<Pipe> {
  await heading(page, 'Review');
  await org.clearRequests();
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/pipes'));
  await page.getByRole('button', { name: 'Create pipe' }).dblclick();
  await expect(page).toHaveURL(new RegExp(`/pipes/${serviceId}/[0-9a-f-]{36}$`));
  const id = page.url().split('/').pop() ?? '';
  const posts = (await org.requests()).filter((r) => r.method === 'POST' && r.path.endsWith('/pipes'));
  expect(posts).toHaveLength(1);
  const res = await org.api<Pipe>('GET', `${org.path}/services/${serviceId}/pipes/${id}`);
  expect(res.status).toBe(200);
  expect(res.result).toMatchObject(withoutWriteOnly((await sent).postDataJSON()) as Record<string, unknown>);
  return res.result;
}

test('the chosen source card is marked: checked, its border and background unlike the others; arrow keys move the choice', async ({ page, org }) => {
  const serviceId = await runningService(org);
  await page.goto(`/pipes/${serviceId}/new`);
  await heading(page, 'Source');
  const card = (name: string) => page.getByRole('radio', { name });
  const look = (name: string) =>
    card(name).evaluate((el) => {
      const s = getComputedStyle(el);
      return `${s.borderTopColor} ${s.backgroundColor}`;
    });
  const plain = await look('Object storage');
  await card('Object storage').click();
  await expect(card('Object storage')).toBeChecked();
  await expect.poll(() => look('Object storage')).not.toBe(plain);
  expect(await look('Message stream')).toBe(plain);
  // The radio group's keyboard use: an arrow key moves focus and choice to the next card.
  await card('Object storage').press('ArrowRight');
  await expect(card('Kinesis-type stream')).toBeChecked();
  await expect(card('Kinesis-type stream')).toBeFocused();
  await expect(card('Object storage')).not.toBeChecked();
  await expect.poll(() => look('Object storage')).toBe(plain);
  await expect.poll(() => look('Kinesis-type stream')).not.toBe(plain);
});

test('kafka: a complete run, read back field by field; a double click sends one request', async ({ page, org }) => {
  const serviceId = await runningService(org);
  await start(page, serviceId, 'orders-stream', 'Message stream');
  await choose(page, 'Kind of stream', 'Confluent Cloud');
  await field(page, 'Brokers').fill('pkc-1.confluent.cloud:9092');
  await field(page, 'Topics').fill('orders');
  await field(page, 'User name').fill('ingest');
  await field(page, 'Password').fill('kafka-password-xyz');
  await choose(page, 'Start reading', 'from timestamp');
  await field(page, 'Start timestamp').fill('2024-01-31T09:30');
  await next(page);
  await heading(page, 'Destination');
  await field(page, 'Table').fill('orders');
  await columnsFromJson(page, { id: 1, amount: 9.5, created: '2024-05-01 10:00:00' });
  await expect(page.getByText('3 columns proposed from the JSON sample')).toBeVisible();
  await next(page);
  await heading(page, 'Field mappings');
  await expect(cellOf(page, 'Source field for amount')).toHaveText('amount');
  await next(page);
  await heading(page, 'Settings');
  await field(page, 'Replicas').fill('2');
  await field(page, 'Max insert wait').fill('1000');
  await next(page);
  await expect(page.getByTestId('preview-json')).toContainText('$PASSWORD');
  await expect(page.getByTestId('preview-json')).not.toContainText('kafka-password-xyz');
  const pipe = await createAndRead(page, org, serviceId);
  expect(pipe).toMatchObject({
    name: 'orders-stream',
    source: {
      kafka: {
        type: 'confluent',
        format: 'JSONEachRow',
        brokers: 'pkc-1.confluent.cloud:9092',
        topics: 'orders',
        authentication: 'PLAIN',
        offset: { strategy: 'from_timestamp', timestamp: '2024-01-31T09:30' },
      },
    },
    destination: {
      database: 'default',
      table: 'orders',
      managedTable: true,
      tableDefinition: { engine: { type: 'MergeTree' } },
      columns: [
        { name: 'id', type: 'UInt64' },
        { name: 'amount', type: 'Float64' },
        { name: 'created', type: 'DateTime' },
      ],
    },
    fieldMappings: [
      { sourceField: 'id', destinationField: 'id' },
      { sourceField: 'amount', destinationField: 'amount' },
      { sourceField: 'created', destinationField: 'created' },
    ],
    scaling: { replicas: 2 },
    settings: { streaming_max_insert_wait_ms: 1000 },
  });
  await expect(page.getByRole('heading', { level: 1, name: 'orders-stream' })).toBeVisible();
});

test('object storage: CSV sample, access key, continuous ingestion', async ({ page, org }) => {
  const serviceId = await runningService(org);
  await start(page, serviceId, 'daily-files', 'Object storage');
  await choose(page, 'File format', 'CSVWithNames');
  await field(page, 'File URL').fill('https://bucket.s3.amazonaws.com/exports/**/*.csv');
  await choose(page, 'Authentication', 'Access key');
  await field(page, 'Access key ID').fill('AKIAEXAMPLE');
  await field(page, 'Secret key').fill('aws-secret-xyz');
  await page.getByLabel('Continuous ingestion').check();
  await next(page);
  await field(page, 'Table').fill('exports');
  await field(page, 'Sample record (optional)').fill('day,visits,ratio\n2024-05-01,42,0.5');
  await page.getByRole('button', { name: 'Propose columns from the sample' }).click();
  await expect(page.getByText('3 columns proposed from the CSV sample')).toBeVisible();
  await next(page);
  await next(page);
  await field(page, 'File concurrency').fill('4');
  await next(page);
  const pipe = await createAndRead(page, org, serviceId);
  expect(pipe).toMatchObject({
    name: 'daily-files',
    source: {
      objectStorage: {
        type: 's3',
        format: 'CSVWithNames',
        url: 'https://bucket.s3.amazonaws.com/exports/**/*.csv',
        compression: 'auto',
        isContinuous: true,
        authentication: 'IAM_USER',
      },
    },
    destination: {
      table: 'exports',
      managedTable: true,
      columns: [
        { name: 'day', type: 'Date' },
        { name: 'visits', type: 'UInt32' },
        { name: 'ratio', type: 'Float64' },
      ],
    },
    fieldMappings: [
      { sourceField: 'day', destinationField: 'day' },
      { sourceField: 'visits', destinationField: 'visits' },
      { sourceField: 'ratio', destinationField: 'ratio' },
    ],
    settings: { object_storage_concurrency: 4 },
  });
});

test('kinesis: IAM role, columns typed by hand', async ({ page, org }) => {
  const serviceId = await runningService(org);
  await start(page, serviceId, 'clicks', 'Kinesis-type stream');
  await kinesisRunToReview(page);
  const pipe = await createAndRead(page, org, serviceId);
  expect(pipe).toMatchObject({
    source: {
      kinesis: {
        format: 'JSONEachRow',
        streamName: 'clickstream',
        region: 'eu-west-1',
        iteratorType: 'LATEST',
        authentication: 'IAM_ROLE',
        iamRole: 'arn:aws:iam::123456789012:role/pipes',
      },
    },
    destination: { table: 'clicks', columns: [{ name: 'url', type: 'String' }] },
    fieldMappings: [{ sourceField: 'page_url', destinationField: 'url' }],
  });
});

test('columns typed by hand: Field mappings opens with each read from the field of its own name; one the person emptied stays empty and is named', async ({
  page,
  org,
}) => {
  const serviceId = await runningService(org);
  await start(page, serviceId, 'clicks', 'Kinesis-type stream');
  await kinesisConnection(page);
  await heading(page, 'Destination');
  await field(page, 'Table').fill('clicks');
  await page.getByRole('button', { name: 'Add column' }).click();
  await (await cell(page, 'Column 1 name')).fill('url');
  await page.getByRole('button', { name: 'Add column' }).click();
  await (await cell(page, 'Column 2 name')).fill('ts');
  await next(page);
  await heading(page, 'Field mappings');
  await expect(page.getByText('Each starts with the field of its own name')).toBeVisible();
  await expect(cellOf(page, 'Source field for url')).toHaveText('url');
  await expect(cellOf(page, 'Source field for ts')).toHaveText('ts');
  // Emptied by the person, then Back and Next: not filled again, and Next names it.
  await (await cell(page, 'Source field for ts')).fill('');
  await page.getByRole('button', { name: 'Back' }).click();
  await heading(page, 'Destination');
  await next(page);
  await heading(page, 'Field mappings');
  await expect(cellOf(page, 'Source field for url')).toHaveText('url');
  await expect(cellOf(page, 'Source field for ts')).toHaveAccessibleName('Source field for ts: empty');
  await next(page);
  await heading(page, 'Field mappings');
  await expect(page.getByText('One column has no source field: each is named below.')).toBeVisible();
  await expect(page.getByText('Destination column "ts" has no field mapping; map a source field to it.')).toBeVisible();
  await expect(field(page, 'Source field for ts')).toBeFocused();
});

test('the table definition offers the column names as typed last: a renamed column is a sorting key choice, its old name is not', async ({ page, org }) => {
  const serviceId = await runningService(org);
  await start(page, serviceId, 'clicks-by-url', 'Kinesis-type stream');
  await kinesisConnection(page);
  await heading(page, 'Destination');
  await field(page, 'Table').fill('clicks');
  await page.getByRole('button', { name: 'Add column' }).click();
  await (await cell(page, 'Column 1 name')).fill('url');
  await (await cell(page, 'Column 1 name')).fill('page_url');
  // The choices follow the names once typing pauses (not per keystroke): waited for, not assumed.
  // Not searchable: its input is hidden, the box around it opens the list.
  await page
    .locator('.mantine-MultiSelect-wrapper')
    .filter({ has: field(page, 'Sorting key') })
    .click();
  await expect(page.getByRole('option', { name: 'page_url', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'url', exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: 'page_url', exact: true }).click();
  await page.keyboard.press('Escape');
  await next(page);
  await (await cell(page, 'Source field for page_url')).fill('page_url');
  await next(page);
  await next(page);
  await heading(page, 'Review');
  const body = JSON.parse((await page.getByTestId('preview-json').textContent()) ?? '{}') as {
    destination: { tableDefinition: { sortingKey: string[] } };
  };
  expect(body.destination.tableDefinition.sortingKey).toEqual(['page_url']);
});

test('a ReplacingMergeTree table asks for its version column and sorting key among the columns; Next stops without them', async ({ page, org }) => {
  const serviceId = await runningService(org);
  await start(page, serviceId, 'latest-prices', 'Kinesis-type stream');
  await kinesisConnection(page, 'prices');
  await heading(page, 'Destination');
  await field(page, 'Table').fill('prices');
  await columnsFromJson(page, { sku: 'a-1', price: 9.5, updated: 1714557600 });
  await choose(page, 'Engine', 'ReplacingMergeTree');
  await org.clearRequests();
  await next(page);
  await expect(page.getByText('A ReplacingMergeTree table needs a version column.')).toBeVisible();
  await expect(page.getByText('A ReplacingMergeTree table needs a sorting key of at least one column.')).toBeVisible();
  await heading(page, 'Destination');
  await choose(page, 'Version column', 'updated');
  // Not searchable: its input is hidden, the box around it opens the list.
  await page
    .locator('.mantine-MultiSelect-wrapper')
    .filter({ has: field(page, 'Sorting key') })
    .click();
  await page.getByRole('option', { name: 'sku', exact: true }).click();
  await page.keyboard.press('Escape');
  await next(page);
  await heading(page, 'Field mappings');
  await next(page);
  await next(page);
  await heading(page, 'Review');
  const body = JSON.parse((await page.getByTestId('preview-json').textContent()) ?? '{}') as { destination: { tableDefinition: unknown } };
  expect(body.destination.tableDefinition).toMatchObject({ engine: { type: 'ReplacingMergeTree', versionColumnId: 'updated' }, sortingKey: ['sku'] });
  expect((await org.requests()).filter((r) => r.method !== 'GET')).toEqual([]);
});

test('postgres: connection, replication setting and two table mappings', async ({ page, org }) => {
  const serviceId = await runningService(org);
  await start(page, serviceId, 'customers-cdc', 'Relational database');
  await field(page, 'Host').fill('db.example.com');
  await field(page, 'Database').fill('shop');
  await field(page, 'User').fill('replicator');
  await field(page, 'Password').fill('pg-password-xyz');
  await field(page, /^Sync interval/).fill('30');
  // TLS, as on the edit page; validateSamples has no effect on a database pipe: not offered, not sent.
  await field(page, 'TLS host').fill('db.internal.example.com');
  await page.getByRole('switch', { name: 'Skip certificate verification' }).check();
  await expect(page.getByRole('switch', { name: 'Validate data samples' })).toHaveCount(0);
  await field(page, 'Source table').fill('customers');
  await field(page, 'Target table').fill('public_customers');
  await page.getByRole('button', { name: 'Add table' }).click();
  await field(page, 'Source table').nth(1).fill('orders');
  await field(page, 'Target table').nth(1).fill('public_orders');
  await next(page);
  await heading(page, 'Destination');
  // Field mappings and Settings ask nothing of a database pipe: passed over, in the stepper too.
  await expect(page.getByText('Review', { exact: true })).toBeVisible();
  await expect(page.getByText('Field mappings', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Settings', { exact: true })).toHaveCount(0);
  await next(page);
  await heading(page, 'Review');
  await expect(page.getByRole('heading', { level: 3, name: 'Settings' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await heading(page, 'Destination');
  await next(page);
  await heading(page, 'Review');
  await expect(page.getByTestId('preview-json')).toContainText('"skipCertVerification": true');
  await expect(page.getByTestId('preview-json')).not.toContainText('validateSamples');
  await expect(page.getByTestId('preview-json')).not.toContainText('disableTls');
  const pipe = await createAndRead(page, org, serviceId);
  expect(pipe).toMatchObject({
    source: {
      postgres: {
        host: 'db.example.com',
        port: 5432,
        database: 'shop',
        tlsHost: 'db.internal.example.com',
        skipCertVerification: true,
        settings: { syncIntervalSeconds: 30 },
        tableMappings: [
          { sourceSchemaName: 'public', sourceTable: 'customers', targetTable: 'public_customers' },
          { sourceSchemaName: 'public', sourceTable: 'orders', targetTable: 'public_orders' },
        ],
      },
    },
    destination: { database: 'default' },
  });
  expect(JSON.stringify(pipe)).not.toContain('pg-password-xyz');
});

test('postgres tables: a row added says nothing before Next, Next names its blank fields; the inputs of a row are level', async ({ page, org }) => {
  const serviceId = await runningService(org);
  await start(page, serviceId, 'customers-cdc', 'Relational database');
  await field(page, 'Source table').fill('customers');
  await field(page, 'Target table').fill('public_customers');
  // After a Next (the Source step's), adding a row validates the list: the new row's blank fields stay quiet.
  await page.getByRole('button', { name: 'Add table' }).click();
  await field(page, 'Schema').nth(1).fill('sales');
  await expect(field(page, 'Schema').nth(1)).toHaveValue('sales');
  for (const label of ['Source table', 'Target table']) await expect(field(page, label).nth(1)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter the source table.')).toHaveCount(0);
  await expect(page.getByText('Enter the target table.')).toHaveCount(0);
  // Schema, source and target table sit on one line (no hint under one of them only).
  const tops = await Promise.all(['Schema', 'Source table', 'Target table'].map(async (l) => (await field(page, l).first().boundingBox())?.y ?? -1));
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(1);
  await next(page);
  await heading(page, 'Connection');
  await expect(page.getByText('Enter the source table.')).toBeVisible();
  await expect(page.getByText('Enter the target table.')).toBeVisible();
  await expect(field(page, 'Source table').nth(1)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Source table').first()).not.toHaveAttribute('aria-invalid', 'true');
  // User and password both left empty: the rule about the pair is shown on the user.
  await expect(field(page, 'User')).toHaveAccessibleDescription(/Enter the database user and password\./);
});

test('Next stops on a broken rule with its message beside the field, focused, and sends nothing', async ({ page, org }) => {
  const serviceId = await runningService(org);
  await start(page, serviceId, 'p', 'Message stream');
  await org.clearRequests();
  await field(page, 'Brokers').fill('b:9092');
  await next(page);
  await expect(page.getByText('Enter the topic (or topics) to read.')).toBeVisible();
  await expect(page.getByText('Enter the password.')).toBeVisible();
  await expect(field(page, 'Topics')).toBeFocused();
  await heading(page, 'Connection');
  expect((await org.requests()).filter((r) => r.method !== 'GET')).toEqual([]);
  // Typing clears the message.
  await field(page, 'Topics').fill('t');
  await expect(page.getByText('Enter the topic (or topics) to read.')).toHaveCount(0);
});

test('a column type outside the grammar is named beside the field, with the nearest type, and nothing is sent; composites are taken', async ({ page, org }) => {
  const serviceId = await runningService(org);
  await start(page, serviceId, 'typed', 'Kinesis-type stream');
  await kinesisConnection(page);
  await field(page, 'Table').fill('clicks');
  await page.getByRole('button', { name: 'Add column' }).click();
  await (await cell(page, 'Column 1 name')).fill('url');
  await org.clearRequests();
  // The row is being edited: its type input is there, beside the name.
  await page.getByRole('combobox', { name: 'Column 1 type' }).fill('Strng');
  await next(page);
  await heading(page, 'Destination');
  await expect(page.getByText(/^Unknown type Strng\. Did you mean String\?/)).toBeVisible();
  await (await cell(page, 'Column 1 type')).fill('Decimal(18, 19)');
  await next(page);
  await expect(page.getByText('The scale of Decimal(18, 19) must be between 0 and its precision, 18.')).toBeVisible();
  expect((await org.requests()).filter((r) => r.method !== 'GET')).toEqual([]);
  await (await cell(page, 'Column 1 type')).fill('LowCardinality(Nullable(String))');
  await next(page);
  await heading(page, 'Field mappings');
});

test('a sample proposes an order id as UInt64 and epoch milliseconds as DateTime64(3), each with its reason beside the type', async ({ page, org }) => {
  const serviceId = await runningService(org);
  await start(page, serviceId, 'orders', 'Kinesis-type stream');
  await kinesisConnection(page);
  await columnsFromJson(page, { order_id: 12345, created_at: 1714557600123, amount: 9.5 });
  await expect(cellOf(page, 'Column 1 type')).toHaveText('UInt64');
  await expect(cellOf(page, 'Column 2 type')).toHaveText('DateTime64(3)');
  const types = page.getByRole('table', { name: 'Destination columns' });
  await expect(types.getByText('an id: room for every id to come')).toBeVisible();
  await expect(types.getByText('epoch milliseconds')).toBeVisible();
  // Another type chosen: the reason was for the proposed one, and goes.
  await (await cell(page, 'Column 2 type')).fill('UInt64');
  await expect(types.getByText('epoch milliseconds')).toHaveCount(0);
});

test('a number with a unit or a foreign decimal separator is refused beside the field, never read as another number, and nothing is sent', async ({
  page,
  org,
}) => {
  const serviceId = await runningService(org);
  await start(page, serviceId, 'clicks', 'Kinesis-type stream');
  await kinesisConnection(page);
  await field(page, 'Table').fill('clicks');
  await page.getByRole('button', { name: 'Add column' }).click();
  await (await cell(page, 'Column 1 name')).fill('url');
  await next(page);
  await (await cell(page, 'Source field for url')).fill('page_url');
  await next(page);
  await heading(page, 'Settings');
  await org.clearRequests();
  await field(page, 'Max insert wait').fill('30s');
  await field(page, 'Replicas').fill('1,5');
  await next(page);
  await expect(page.getByText('Enter a number of milliseconds, like 500.')).toBeVisible();
  await expect(page.getByText('"1,5" is not a number here: write decimals with a dot, like 1.5, and no thousands separator.')).toBeVisible();
  await expect(field(page, 'Max insert wait')).toHaveValue('30s');
  await heading(page, 'Settings');
  expect((await org.requests()).filter((r) => r.method !== 'GET')).toEqual([]);
  await field(page, 'Max insert wait').fill('1000');
  await field(page, 'Replicas').fill('2');
  await next(page);
  await heading(page, 'Review');
  await expect(page.getByTestId('preview-json')).toContainText(/streaming_max_insert_wait_ms"?: ?1000/);
});

test('a region, a role ARN, a broker without a port and a host with a scheme are refused beside their fields, and nothing is sent', async ({ page, org }) => {
  const serviceId = await runningService(org);
  await start(page, serviceId, 'clicks', 'Kinesis-type stream');
  await org.clearRequests();
  await field(page, 'Stream name').fill('clickstream');
  await field(page, 'AWS region').fill('eu-west1');
  await field(page, 'IAM role ARN').fill('my-role');
  await next(page);
  await heading(page, 'Connection');
  await expect(field(page, 'AWS region')).toHaveAccessibleDescription(/Enter an AWS region code like eu-west-1 \(did you mean eu-west-1\?\)\./);
  await expect(field(page, 'IAM role ARN')).toHaveAccessibleDescription(/Enter the role ARN, like arn:aws:iam::123456789012:role\/clickpipes/);

  await page.getByRole('button', { name: 'Back' }).click();
  await heading(page, 'Source');
  await page.getByRole('radio', { name: 'Message stream' }).check();
  await next(page);
  await field(page, 'Brokers').fill('broker-1:9092,broker-2');
  await field(page, 'Topics').fill('t');
  await next(page);
  await expect(field(page, 'Brokers')).toHaveAccessibleDescription(/"broker-2" needs a port: host:port, like broker-2:9092\./);

  await page.getByRole('button', { name: 'Back' }).click();
  await heading(page, 'Source');
  await page.getByRole('radio', { name: 'Relational database' }).check();
  await next(page);
  await field(page, 'Host').fill('postgres://db.example.com:5432/app');
  await next(page);
  await expect(field(page, 'Host')).toHaveAccessibleDescription(/Enter the host name only, without postgres:\/\/ \(like db\.example\.com\)\./);
  await field(page, 'Host').fill('db.example.com:5432');
  await next(page);
  await expect(field(page, 'Host')).toHaveAccessibleDescription(/the port has its own field/);
  expect((await org.requests()).filter((r) => r.method !== 'GET')).toEqual([]);
});

test('with a sample read, a mapping source not among its fields is refused beside the field with the nearest one, and nothing is sent', async ({
  page,
  org,
}) => {
  const serviceId = await runningService(org);
  await start(page, serviceId, 'users', 'Kinesis-type stream');
  await kinesisConnection(page);
  await field(page, 'Table').fill('users');
  await columnsFromJson(page, { user_id: 7, email: 'a@example.com' });
  await next(page);
  await heading(page, 'Field mappings');
  await org.clearRequests();
  const source = await cell(page, 'Source field for user_id');
  // The sample's fields are offered as one types.
  await source.fill('user');
  await expect(page.getByRole('option', { name: 'user_id' })).toBeVisible();
  await source.fill('userid');
  await page.keyboard.press('Escape');
  await next(page);
  await heading(page, 'Field mappings');
  await expect(page.getByRole('combobox', { name: 'Source field for user_id' })).toHaveAccessibleDescription(
    /The sample has no field "userid": did you mean user_id\?/,
  );
  expect((await org.requests()).filter((r) => r.method !== 'GET')).toEqual([]);
  await (await cell(page, 'Source field for user_id')).fill('user_id');
  await next(page);
  await heading(page, 'Settings');
});

test('the draft survives a reload, without the password', async ({ page, org }) => {
  const serviceId = await runningService(org);
  await start(page, serviceId, 'draft-pipe', 'Message stream');
  await field(page, 'Brokers').fill('b:9092');
  await field(page, 'Topics').fill('events');
  await field(page, 'User name').fill('ingest');
  await field(page, 'Password').fill('kafka-password-xyz');
  await page.reload();
  await heading(page, 'Connection');
  await expect(page.getByText('Credentials are never kept in the draft')).toBeVisible();
  await expect(field(page, 'Brokers')).toHaveValue('b:9092');
  await expect(field(page, 'Topics')).toHaveValue('events');
  await expect(field(page, 'Password')).toHaveValue('');
  const storage = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(storage).toContain('events');
  expect(storage).not.toContain('kafka-password-xyz');
});

test('leaving the wizard with answers asks first; Stay keeps them, Leave goes and the draft brings them back; an untouched wizard lets go', async ({
  page,
  org,
}) => {
  const serviceId = await runningService(org);
  await page.goto(`/pipes/${serviceId}/new`);
  const nav = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'API keys' });
  // Untouched: nothing to lose, nothing asked.
  await nav.click();
  await expect(page).toHaveURL(/\/keys$/);
  await page.goBack();
  await heading(page, 'Source');
  await field(page, 'Pipe name').fill('half-done');
  const dialog = page.getByRole('dialog', { name: 'Leave the pipe wizard?' });
  await nav.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/pipes/${serviceId}/new\\?step=1$`));
  await expect(field(page, 'Pipe name')).toHaveValue('half-done');
  await nav.click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/keys$/);
  await page.goto(`/pipes/${serviceId}/new`);
  await expect(field(page, 'Pipe name')).toHaveValue('half-done');
});

test('a stopped service: the wizard says so up front, Create pipe waits for it, and starting it there lets the pipe through', async ({ page, org }) => {
  const serviceId = await runningService(org);
  const stop = await org.api('PATCH', `${org.path}/services/${serviceId}/state`, { command: 'stop' });
  expect(stop.status, JSON.stringify(stop.body)).toBe(200);
  await org.settle();
  await followPolls(page);
  await start(page, serviceId, 'while-stopped', 'Kinesis-type stream');
  const notice = page.getByRole('alert').filter({ hasText: 'This service is not running' });
  await expect(notice).toContainText('Analytics is stopped. A pipe is created only in a running service');
  await kinesisRunToReview(page);
  await org.clearRequests();
  const create = page.getByRole('button', { name: /^Create pipe/ });
  await expect(create).toHaveAttribute('aria-disabled', 'true');
  await expect(create).toHaveAccessibleDescription('A pipe is created only in a running service: start it first (above).');
  // A click (forced: Playwright waits for an aria-disabled button otherwise) and Enter send nothing.
  await create.click({ force: true });
  await page.keyboard.press('Enter');
  // Start from the notice; the wizard follows the service until it runs, then the notice goes.
  await notice.getByRole('button', { name: 'Start Analytics' }).click();
  await expect.poll(async () => (await org.requests()).filter((r) => r.method === 'PATCH').length).toBe(1);
  expect((await org.requests()).filter((r) => r.method === 'POST')).toEqual([]);
  await org.settle();
  await nextPoll(page);
  await expect(notice).toHaveCount(0);
  await expect(create).not.toHaveAttribute('aria-disabled');
  await create.click();
  await expect(page).toHaveURL(new RegExp(`/pipes/${serviceId}/[^/]+$`));
  const pipes = await org.api<{ name: string }[]>('GET', `${org.path}/services/${serviceId}/pipes`);
  expect(pipes.result.map((p) => p.name)).toEqual(['while-stopped']);
});
