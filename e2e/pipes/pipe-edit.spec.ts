import type { Page } from '@playwright/test';
import { expect, test, type TestOrg } from '../support/fixtures';
import { followPolls, nextPoll } from '../support/pageClock';
import { cell, field, runningService, settledPipe } from '../support/pipes';

/**
 * Edit pipe against the emulator: per kind, only what changed is sent (secrets left empty are not),
 * and the change is read back from the emulator; a postgres table mapping is added once the pipe
 * is paused, which the form offers to do.
 */

interface Pipe {
  id: string;
  state: string;
  name: string;
  [k: string]: unknown;
}

const columns = (...names: string[]) => ({
  destination: { database: 'default', table: 'events', managedTable: true, columns: names.map((name) => ({ name, type: 'String' })) },
  fieldMappings: names.map((name) => ({ sourceField: name, destinationField: name })),
});

async function choose(page: Page, label: string, option: string) {
  await field(page, label).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openEdit(page: Page, serviceId: string, pipeId: string, name: string) {
  await page.goto(`/pipes/${serviceId}/${pipeId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/pipes/${serviceId}/${pipeId}/edit$`));
  // The edit page is its own chunk: the dev server may build it on the first visit.
  await expect(page.getByRole('heading', { level: 1, name: `Edit pipe “${name}”` })).toBeVisible();
}

/** Saves with a double click: one PATCH, whose body is returned; back on the pipe's page after. */
async function save(page: Page, org: TestOrg, serviceId: string, pipeId: string): Promise<unknown> {
  await org.clearRequests();
  const sent = page.waitForRequest((r) => r.method() === 'PATCH' && new URL(r.url()).pathname.endsWith(`/pipes/${pipeId}`));
  await page.getByRole('button', { name: 'Save changes' }).dblclick();
  const body = (await sent).postDataJSON() as unknown;
  await expect(page).toHaveURL(new RegExp(`/pipes/${serviceId}/${pipeId}$`));
  expect((await org.requests()).filter((r) => r.method === 'PATCH')).toHaveLength(1);
  return body;
}

async function read(org: TestOrg, serviceId: string, pipeId: string): Promise<Pipe> {
  const res = await org.api<Pipe>('GET', `${org.path}/services/${serviceId}/pipes/${pipeId}`);
  expect(res.status).toBe(200);
  return res.result;
}

test('kafka: a new authentication method with its credentials and a remapped column; only those are sent', async ({ page, org }) => {
  const serviceId = await runningService(org);
  const pipeId = await settledPipe(org, serviceId, {
    name: 'orders-stream',
    source: {
      kafka: {
        type: 'kafka',
        format: 'JSONEachRow',
        brokers: 'b-1:9092',
        topics: 'orders',
        authentication: 'PLAIN',
        credentials: { username: 'ingest', password: 'old-password-xyz' },
      },
    },
    ...columns('id', 'amount'),
  });
  await openEdit(page, serviceId, pipeId, 'orders-stream');
  await expect(field(page, 'Name')).toHaveValue('orders-stream');
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await choose(page, 'Authentication method', 'SCRAM-SHA-256');
  await page.getByRole('button', { name: 'Save changes' }).click();
  // A new method needs its credentials: stopped before any request.
  await expect(page.getByText('Enter the password.')).toBeVisible();
  await field(page, 'User name').fill('scram-user');
  await field(page, 'Password').fill('new-password-xyz');
  await (await cell(page, 'Source field for amount')).fill('total');
  // Offered as on the wizard's Connection step; write-only, so it starts off and is sent once switched on.
  await page.getByRole('switch', { name: 'Validate data samples' }).check();
  await page.getByRole('button', { name: 'Preview request' }).click();
  const preview = page.getByRole('dialog');
  await expect(preview).toContainText('$PASSWORD');
  await expect(preview).not.toContainText('new-password-xyz');
  await page.keyboard.press('Escape');

  const body = await save(page, org, serviceId, pipeId);
  expect(body).toEqual({
    source: {
      kafka: { authentication: 'SCRAM-SHA-256', credentials: { username: 'scram-user', password: 'new-password-xyz' } },
      validateSamples: true,
    },
    destination: {
      columns: [
        { name: 'id', type: 'String' },
        { name: 'amount', type: 'String' },
      ],
    },
    fieldMappings: [
      { sourceField: 'id', destinationField: 'id' },
      { sourceField: 'total', destinationField: 'amount' },
    ],
  });
  const pipe = await read(org, serviceId, pipeId);
  expect(pipe).toMatchObject({
    name: 'orders-stream',
    source: { kafka: { authentication: 'SCRAM-SHA-256', brokers: 'b-1:9092' } },
    fieldMappings: [
      { sourceField: 'id', destinationField: 'id' },
      { sourceField: 'total', destinationField: 'amount' },
    ],
  });
  expect(JSON.stringify(pipe)).not.toContain('password-xyz');
  // The update it came with was applied; validateSamples itself is write-only (never in a pipe's answer).
  expect(pipe.source).not.toHaveProperty('validateSamples');
});

test('object storage: from an access key to an IAM role, skip the initial load; the old secret is not sent', async ({ page, org }) => {
  const serviceId = await runningService(org);
  const pipeId = await settledPipe(org, serviceId, {
    name: 'daily-files',
    source: {
      objectStorage: {
        type: 's3',
        format: 'CSVWithNames',
        url: 'https://bucket.s3.amazonaws.com/exports/*.csv',
        isContinuous: true,
        authentication: 'IAM_USER',
        accessKey: { accessKeyId: 'AKIAOLD', secretKey: 'aws-secret-xyz' },
      },
    },
    ...columns('day'),
  });
  await openEdit(page, serviceId, pipeId, 'daily-files');
  await expect(field(page, 'Secret key')).toHaveValue('');
  // The method the pipe has: its secret is write-only, kept when left empty.
  await expect(field(page, 'Secret key')).toHaveAccessibleDescription(/leave empty to keep the current value/);
  await choose(page, 'Authentication', 'IAM role');
  await field(page, 'IAM role ARN').fill('arn:aws:iam::123456789012:role/files');
  await page.getByLabel('Skip the initial load').check();
  const body = await save(page, org, serviceId, pipeId);
  expect(body).toEqual({
    source: { objectStorage: { skipInitialLoad: true, authentication: 'IAM_ROLE', iamRole: 'arn:aws:iam::123456789012:role/files' } },
  });
  expect(await read(org, serviceId, pipeId)).toMatchObject({
    source: { objectStorage: { authentication: 'IAM_ROLE', iamRole: 'arn:aws:iam::123456789012:role/files', skipInitialLoad: true } },
  });
});

/** A Kinesis pipe read with an IAM role, one column mapped to its own name. */
const kinesisWithRole = () => ({
  name: 'clicks',
  source: {
    kinesis: {
      format: 'JSONEachRow',
      streamName: 'clickstream',
      region: 'eu-west-1',
      iteratorType: 'LATEST',
      authentication: 'IAM_ROLE',
      iamRole: 'arn:aws:iam::123456789012:role/old',
    },
  },
  ...columns('url'),
});

test('kinesis: from an IAM role to an access key, the key is required and said so; the page then shows no IAM role', async ({ page, org }) => {
  const serviceId = await runningService(org);
  const pipeId = await settledPipe(org, serviceId, kinesisWithRole());
  await openEdit(page, serviceId, pipeId, 'clicks');
  await choose(page, 'Authentication', 'Access key (IAM user)');
  for (const label of ['Access key ID', 'Secret key']) {
    await expect(page.locator('label').filter({ hasText: label })).toContainText('*');
    await expect(field(page, label)).toHaveAccessibleDescription('Required by the new authentication method.');
  }
  // Left empty, nothing is sent: the new method needs its key.
  await org.clearRequests();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(field(page, 'Access key ID')).toHaveAttribute('aria-invalid', 'true');
  expect((await org.requests()).filter((r) => r.method === 'PATCH')).toHaveLength(0);
  await field(page, 'Access key ID').fill('AKIANEW');
  await field(page, 'Secret key').fill('aws-secret-xyz');
  const body = await save(page, org, serviceId, pipeId);
  expect(body).toEqual({ source: { kinesis: { authentication: 'IAM_USER', accessKey: { accessKeyId: 'AKIANEW', secretKey: 'aws-secret-xyz' } } } });
  await expect(page.getByRole('row', { name: 'Authentication Access key (IAM user)' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^IAM role/ })).toHaveCount(0);
});

test('kinesis: a renamed pipe with another IAM role and a column added with its mapping', async ({ page, org }) => {
  const serviceId = await runningService(org);
  const pipeId = await settledPipe(org, serviceId, kinesisWithRole());
  await openEdit(page, serviceId, pipeId, 'clicks');
  await field(page, 'Name').fill('clicks-v2');
  await field(page, 'IAM role ARN').fill('arn:aws:iam::123456789012:role/new');
  await page.getByRole('button', { name: 'Add column' }).click();
  await (await cell(page, 'Column 2 name')).fill('referrer');
  // Mapped as the wizard maps it: read from the field of its own name, which the person may change.
  const source = await cell(page, 'Source field for referrer');
  await expect(source).toHaveValue('referrer');
  await expect(page.getByText('Destination column "referrer" has no field mapping; map a source field to it.')).toHaveCount(0);
  await source.fill('ref');
  const body = await save(page, org, serviceId, pipeId);
  expect(body).toEqual({
    name: 'clicks-v2',
    source: { kinesis: { authentication: 'IAM_ROLE', iamRole: 'arn:aws:iam::123456789012:role/new' } },
    destination: {
      columns: [
        { name: 'url', type: 'String' },
        { name: 'referrer', type: 'String' },
      ],
    },
    fieldMappings: [
      { sourceField: 'url', destinationField: 'url' },
      { sourceField: 'ref', destinationField: 'referrer' },
    ],
  });
  await expect(page.getByRole('heading', { level: 1, name: 'clicks-v2' })).toBeVisible();
  expect(await read(org, serviceId, pipeId)).toMatchObject({
    name: 'clicks-v2',
    source: { kinesis: { iamRole: 'arn:aws:iam::123456789012:role/new', streamName: 'clickstream' } },
    destination: { columns: [{ name: 'url' }, { name: 'referrer' }] },
  });
});

const POSTGRES_PIPE = {
  name: 'customers-cdc',
  source: {
    postgres: {
      host: 'db.example.com',
      port: 5432,
      database: 'shop',
      credentials: { username: 'replicator', password: 'pg-password-xyz' },
      settings: { syncIntervalSeconds: 30 },
      tableMappings: [{ sourceSchemaName: 'public', sourceTable: 'customers', targetTable: 'customers' }],
    },
  },
};

test('postgres: the sync interval alone is sent (credentials left empty are unchanged)', async ({ page, org }) => {
  const serviceId = await runningService(org);
  const pipeId = await settledPipe(org, serviceId, POSTGRES_PIPE);
  await openEdit(page, serviceId, pipeId, 'customers-cdc');
  await expect(field(page, 'Host')).toHaveValue('db.example.com');
  await expect(field(page, 'Password')).toHaveValue('');
  await field(page, 'Sync interval').fill('60');
  const body = await save(page, org, serviceId, pipeId);
  expect(body).toEqual({ source: { postgres: { settings: { syncIntervalSeconds: 60 } } } });
  expect(await read(org, serviceId, pipeId)).toMatchObject({ source: { postgres: { host: 'db.example.com', settings: { syncIntervalSeconds: 60 } } } });
});

test('postgres: a table mapping is added once the pipe is paused, which the form offers to do', async ({ page, org }) => {
  const serviceId = await runningService(org);
  const pipeId = await settledPipe(org, serviceId, POSTGRES_PIPE);
  await followPolls(page);
  await openEdit(page, serviceId, pipeId, 'customers-cdc');
  await expect(page.getByText('Pause the pipe to change its tables')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add table' })).toBeDisabled();
  await page.getByRole('button', { name: 'Stop the pipe' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Stop pipe' }).click();
  // The stop reached the emulator (the notification may come and go on a busy machine), then Pausing -> Paused.
  await expect.poll(async () => (await org.requests()).some((r) => r.method === 'PATCH' && r.path.endsWith(`/pipes/${pipeId}/state`))).toBe(true);
  await org.settle();
  await nextPoll(page);
  await expect(page.getByText('Pause the pipe to change its tables')).toBeHidden();
  await page.getByRole('button', { name: 'Add table' }).click();
  await field(page, 'Source table').fill('orders');
  await field(page, 'Target table').fill('public_orders');
  const body = await save(page, org, serviceId, pipeId);
  expect(body).toEqual({
    source: {
      postgres: { tableMappingsToAdd: [{ sourceSchemaName: 'public', sourceTable: 'orders', targetTable: 'public_orders', useCustomSortingKey: false }] },
    },
  });
  expect(await read(org, serviceId, pipeId)).toMatchObject({
    state: 'Paused',
    source: {
      postgres: {
        tableMappings: [
          { sourceSchemaName: 'public', sourceTable: 'customers', targetTable: 'customers' },
          { sourceSchemaName: 'public', sourceTable: 'orders', targetTable: 'public_orders' },
        ],
      },
    },
  });
});
