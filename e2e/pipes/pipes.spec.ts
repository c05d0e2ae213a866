import type { Page } from '@playwright/test';
import { expect, test, type TestOrg } from '../support/fixtures';
import { followPolls, nextPoll } from '../support/pageClock';

/**
 * Pipes: list, state commands, detail page. The emulator's clock is manual: a lifecycle moves
 * only when the test settles its organization's clock, so each intermediate state is seen for sure.
 */

interface Resource {
  id: string;
  state: string;
  name: string;
}

/** Moves the organization's clock until every lifecycle has ended, then checks where `path` landed. */
async function settleTo(org: TestOrg, path: string, state: string) {
  await org.settle();
  const res = await org.api<Resource>('GET', path);
  expect(res.result?.state, JSON.stringify(res.body)).toBe(state);
}

async function createRunningService(org: TestOrg, name: string): Promise<string> {
  const res = await org.api<{ service: Resource }>('POST', `${org.path}/services`, {
    name,
    provider: 'aws',
    region: 'us-east-1',
    ipAccessList: [],
    numReplicas: 2,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = res.result.service.id;
  await settleTo(org, `${org.path}/services/${id}`, 'running');
  return id;
}

const KAFKA_PIPE = {
  name: 'orders-stream',
  source: {
    kafka: {
      type: 'kafka',
      format: 'JSONEachRow',
      brokers: 'broker-1.example.com:9092',
      topics: 'orders',
      authentication: 'PLAIN',
      credentials: { username: 'ingest', password: 'kafka-password-do-not-show' },
    },
  },
  destination: {
    database: 'default',
    table: 'orders',
    managedTable: true,
    columns: [
      { name: 'id', type: 'UInt64' },
      { name: 'amount', type: 'Float64' },
    ],
  },
  fieldMappings: [
    { sourceField: 'id', destinationField: 'id' },
    { sourceField: 'amount', destinationField: 'amount' },
  ],
};

const POSTGRES_PIPE = {
  name: 'customers-cdc',
  source: {
    postgres: {
      host: 'db.example.com',
      port: 5432,
      database: 'shop',
      credentials: { username: 'replicator', password: 'pg-password-do-not-show' },
      settings: { syncIntervalSeconds: 30, pullBatchSize: 10000 },
      tableMappings: [{ sourceSchemaName: 'public', sourceTable: 'customers', targetTable: 'customers' }],
    },
  },
  destination: { database: 'default', table: 'customers' },
};

async function createPipe(org: TestOrg, serviceId: string, body: object, settled: string): Promise<string> {
  const res = await org.api<Resource>('POST', `${org.path}/services/${serviceId}/pipes`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await settleTo(org, `${org.path}/services/${serviceId}/pipes/${res.result.id}`, settled);
  return res.result.id;
}

const row = (page: Page, name: string) => page.getByTestId(`pipe-row-${name}`);

async function confirm(page: Page, button: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
}

test('lists an API-created pipe with its source, destination and state, and remembers the service in the URL', async ({ page, org }) => {
  const serviceId = await createRunningService(org, 'Analytics');
  await createPipe(org, serviceId, KAFKA_PIPE, 'Running');
  await page.goto('/services');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Pipes' }).click();
  await expect(page).toHaveURL(new RegExp(`/pipes\\?service=${serviceId}$`));
  await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue('Analytics');
  const r = row(page, 'orders-stream');
  await expect(r).toContainText('Kafka');
  await expect(r).toContainText('default.orders');
  await expect(r.getByTestId('pipe-state')).toHaveText('Running');
  await expect(r.getByRole('button', { name: /^Stop/ })).toBeVisible();
  await expect(r.getByRole('button', { name: /^Start/ })).toHaveCount(0);
  // A reload keeps the chosen service.
  await page.reload();
  await expect(row(page, 'orders-stream')).toBeVisible();
});

test('stops, then starts a pipe through the UI, with confirmation and notification', async ({ page, org }) => {
  const serviceId = await createRunningService(org, 'Analytics');
  await createPipe(org, serviceId, KAFKA_PIPE, 'Running');
  await followPolls(page);
  await page.goto(`/pipes?service=${serviceId}`);
  const r = row(page, 'orders-stream');

  await org.clearRequests();
  await r.getByRole('button', { name: /^Stop/ }).click();
  // A double click on the confirm button is one intent: one command is sent.
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Stop pipe' }).dblclick();
  await expect(page.getByText('Stop command accepted')).toBeVisible();
  await expect(page.getByText('“orders-stream” is stopping.', { exact: false })).toBeVisible();
  // The clock stands still: the pipe is seen stopping, then (clock moved, page polls) stopped.
  await expect(r.getByTestId('pipe-state')).toHaveText('Stopping');
  await org.settle();
  await nextPoll(page);
  await expect(r.getByTestId('pipe-state')).toHaveText('Stopped');
  expect((await org.requests()).filter((q) => q.method !== 'GET').map((q) => `${q.method} ${q.status}`)).toEqual(['PATCH 200']);

  await r.getByRole('button', { name: /^Start/ }).click();
  await confirm(page, 'Start pipe');
  await expect(page.getByText('Start command accepted')).toBeVisible();
  await expect(page.getByText('“orders-stream” is starting.', { exact: false })).toBeVisible();
  await expect(r.getByTestId('pipe-state')).toHaveText('Provisioning');
  await org.settle();
  await nextPoll(page);
  await expect(r.getByTestId('pipe-state')).toHaveText('Running');
});

test('offers resync only for postgres pipes', async ({ page, org }) => {
  const serviceId = await createRunningService(org, 'Analytics');
  await createPipe(org, serviceId, KAFKA_PIPE, 'Running');
  await createPipe(org, serviceId, POSTGRES_PIPE, 'Running');
  await followPolls(page);
  await page.goto(`/pipes?service=${serviceId}`);
  await expect(row(page, 'customers-cdc')).toContainText('Postgres');
  await expect(row(page, 'orders-stream').getByRole('button', { name: /^Resync/ })).toHaveCount(0);
  const pg = row(page, 'customers-cdc');
  await pg.getByRole('button', { name: /^Resync/ }).click();
  // A postgres pipe loads one table per table mapping: the dialog names no single destination table.
  await expect(page.getByRole('dialog')).toContainText('into the target tables of its table mappings again');
  await confirm(page, 'Resync pipe');
  await expect(page.getByText('Resync command accepted')).toBeVisible();
  await expect(page.getByText('Resync started for “customers-cdc”.', { exact: false })).toBeVisible();
  await expect(pg.getByTestId('pipe-state')).toHaveText('Resync');
  await org.settle();
  await nextPoll(page);
  await expect(pg.getByTestId('pipe-state')).toHaveText('Running');
});

test('shows every part of a pipe on its page, never its credentials', async ({ page, org }) => {
  const serviceId = await createRunningService(org, 'Analytics');
  const pipeId = await createPipe(org, serviceId, POSTGRES_PIPE, 'Running');
  await page.goto(`/pipes?service=${serviceId}`);
  await page.getByRole('link', { name: 'customers-cdc' }).click();
  await expect(page).toHaveURL(new RegExp(`/pipes/${serviceId}/${pipeId}$`));
  for (const heading of ['Overview', 'Source', 'Destination', 'Table mappings']) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  // Postgres pipes have no scaling, no pipe settings, no columns and no field mappings (issue 10 item 6).
  for (const heading of ['Scaling', 'Settings', 'Field mappings', 'Columns']) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toHaveCount(0);
  }
  await expect(page.getByText('db.example.com')).toBeVisible();
  await expect(page.getByText('public.customers')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resync/ })).toBeVisible();
  const html = await page.content();
  expect(html).not.toContain('pg-password-do-not-show');
  expect(html).not.toContain('replicator');
});

test('explains when there is no service, and when a service has no pipes', async ({ page, org }) => {
  await page.goto('/pipes');
  // The test's own organization has no service yet.
  await expect(page.getByRole('heading', { name: 'Create a service first' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create service' })).toHaveAttribute('href', '/services/new');
  const serviceId = await createRunningService(org, 'Empty one');
  await page.goto(`/pipes?service=${serviceId}`);
  await expect(page.getByRole('heading', { name: 'No pipes for this service' })).toBeVisible();
  // The empty state offers the wizard (and so does the page header).
  await expect(page.getByRole('link', { name: 'Create pipe' }).last()).toHaveAttribute('href', `/pipes/${serviceId}/new`);
});

test('explains that pipe operations need a running service, and shows a 424 from the API', async ({ page, org }) => {
  const serviceId = await createRunningService(org, 'Analytics');
  const pipeId = await createPipe(org, serviceId, KAFKA_PIPE, 'Running');

  // The service went idle after the page loaded: the API answers 424, shown with its message.
  await page.goto(`/pipes?service=${serviceId}`);
  await org.injectFault({
    method: 'PATCH',
    path: `${org.path}/services/${serviceId}/pipes/${pipeId}/state`,
    count: 1,
    status: 424,
    body: { status: 424, error: 'FAILED_DEPENDENCY: Service is not running. Current state: idle', requestId: '2b1d5c3e-7f8a-4b9c-8d0e-1f2a3b4c5d6e' },
  });
  await row(page, 'orders-stream').getByRole('button', { name: /^Stop/ }).click();
  await confirm(page, 'Stop pipe');
  const alert = page.getByRole('alert').filter({ hasText: 'Could not stop “orders-stream”' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('424');

  // Once the console knows the service is idle, it says so and offers no command.
  await org.forceState('services', serviceId, 'idle');
  await page.reload();
  await expect(page.getByText('This service is not running')).toBeVisible();
  await expect(page.getByText('Pipe operations need a running service')).toBeVisible();
  await expect(row(page, 'orders-stream').getByRole('button', { name: /^Stop/ })).toBeDisabled();
});

test('deletes a pipe from its page after typing its name, as every delete asks; one DELETE for a double click', async ({ page, org }) => {
  const serviceId = await createRunningService(org, 'Analytics');
  const pipeId = await createPipe(org, serviceId, KAFKA_PIPE, 'Running');
  const pipePath = `${org.path}/services/${serviceId}/pipes/${pipeId}`;
  await page.goto(`/pipes/${serviceId}/${pipeId}`);
  await page.getByRole('button', { name: 'Delete orders-stream' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete pipe “orders-stream”?' });
  await expect(dialog).toContainText('default.orders');
  await expect(dialog.getByLabel(/destination table/)).toHaveCount(0);
  const input = dialog.getByLabel('Type the pipe’s name orders-stream to confirm');
  const submit = dialog.getByRole('button', { name: 'Delete pipe' });
  await expect(submit).toBeDisabled();
  await input.fill('orders');
  await expect(dialog.getByText('Type orders-stream exactly.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await input.fill('orders-stream');
  await org.clearRequests();
  await submit.dblclick();

  await expect(page).toHaveURL(new RegExp(`/pipes\\?service=${serviceId}$`));
  await expect(page.getByRole('heading', { name: 'No pipes for this service' })).toBeVisible();
  expect((await org.requests()).filter((r) => r.method === 'DELETE')).toEqual([expect.objectContaining({ path: pipePath, status: 200 })]);
  expect((await org.api('GET', pipePath)).status).toBe(400);
});

test('deletes a paused postgres pipe from the list after typing its name; a failed delete keeps the dialog, the typed text and the request id', async ({
  page,
  org,
}) => {
  const serviceId = await createRunningService(org, 'Analytics');
  const pipeId = await createPipe(org, serviceId, POSTGRES_PIPE, 'Running');
  await org.forceState('pipes', pipeId, 'Paused'); // deleted whatever its state
  await createPipe(org, serviceId, KAFKA_PIPE, 'Running');
  await page.goto(`/pipes?service=${serviceId}`);
  await row(page, 'customers-cdc').getByRole('button', { name: 'Delete customers-cdc' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete pipe “customers-cdc”?' });
  const input = dialog.getByLabel('Type the pipe’s name customers-cdc to confirm');
  await input.fill('customers-cdc');

  await org.injectFault({
    method: 'DELETE',
    path: `${org.path}/services/${serviceId}/pipes/${pipeId}`,
    count: 1,
    status: 500,
    body: { status: 500, error: 'INTERNAL_SERVER_ERROR: try again', requestId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' },
  });
  await dialog.getByRole('button', { name: 'Delete pipe' }).click();
  // A 500 does not say whether the pipe was deleted: not "Could not delete".
  const alert = dialog.getByRole('alert').filter({ hasText: 'may have been applied' });
  await expect(alert).toContainText('7c9e6679-7425-40de-944b-e07fc1f90ae7');
  await expect(dialog.getByText('Could not delete “customers-cdc”')).toHaveCount(0);
  await expect(input).toHaveValue('customers-cdc');

  await dialog.getByRole('button', { name: 'Delete pipe' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'customers-cdc')).toHaveCount(0);
  await expect(row(page, 'orders-stream')).toBeVisible();
  expect((await org.api('GET', `${org.path}/services/${serviceId}/pipes/${pipeId}`)).status).toBe(400);
});

test.describe('with a developer key', () => {
  test.use({ signInAs: 'developer' });
  test('Delete is disabled with the role as the reason, and nothing is sent', async ({ page, org }) => {
    const serviceId = await createRunningService(org, 'Analytics');
    const pipeId = await createPipe(org, serviceId, KAFKA_PIPE, 'Running');
    await page.goto(`/pipes/${serviceId}/${pipeId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'orders-stream' })).toBeVisible();
    await org.clearRequests();
    const remove = page.getByRole('button', { name: 'Delete orders-stream' });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription(/Your key's role \(developer\) is read-only/);
    await remove.click({ force: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await org.requests()).filter((r) => r.method !== 'GET')).toEqual([]);
  });
});

test("a kafka pipe's page shows the scaling and settings of streaming pipes only, with its columns and mappings", async ({ page, org }) => {
  const serviceId = await createRunningService(org, 'Analytics');
  const pipeId = await createPipe(org, serviceId, KAFKA_PIPE, 'Running');
  await page.goto(`/pipes/${serviceId}/${pipeId}`);
  for (const heading of ['Overview', 'Scaling', 'Settings', 'Source', 'Destination', 'Columns', 'Field mappings']) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByText('streaming_max_insert_wait_ms')).toBeVisible();
  // In the Scaling details (the Rescale form below has an input of that name too).
  await expect(page.getByRole('row', { name: 'CPU per replica' })).toBeVisible();
  // Object-storage-only fields are not shown for a kafka pipe.
  await expect(page.getByText('object_storage_concurrency')).toHaveCount(0);
  await expect(page.getByText('File concurrency')).toHaveCount(0);
});
