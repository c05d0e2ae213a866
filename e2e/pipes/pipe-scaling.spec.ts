import { minimalPipes } from '../../src/contract/pipe-fixtures';
import { expect, test } from '../support/fixtures';
import { field, runningService, settledPipe } from '../support/pipes';

/**
 * Issue 43 item 2: a pipe rescaled after creation from its page, through the real API's own
 * operation (`PATCH …/scaling`): replicas, CPU and memory per replica, bounds checked beside the
 * field before sending, only what changed sent, once.
 */

test('a Kafka pipe is rescaled from its page: out of bounds refused in place, then one PATCH with what changed', async ({ page, org }) => {
  const serviceId = await runningService(org);
  const pipeId = await settledPipe(org, serviceId, minimalPipes.kafka);
  await page.goto(`/pipes/${serviceId}/${pipeId}`);
  const scaling = page.getByRole('region', { name: 'Rescale' });
  await expect(field(page, 'Replicas')).toBeVisible();
  await org.clearRequests();

  await field(page, 'Replicas').fill('41');
  await scaling.getByRole('button', { name: 'Update scaling' }).click();
  await expect(field(page, 'Replicas')).toHaveAttribute('aria-invalid', 'true');
  await expect(scaling).toContainText('Must be a whole number between 1 and 40.');
  await scaling.screenshot({ path: test.info().outputPath('scaling.png') });
  expect((await org.requests()).filter((r) => r.method === 'PATCH')).toEqual([]);

  await field(page, 'Replicas').fill('3');
  await scaling.getByRole('button', { name: 'Update scaling' }).dblclick();
  await expect(page.getByText('Scaling updated')).toBeVisible();
  await expect(page.getByText('Sent: replicas.')).toBeVisible();
  const patches = (await org.requests()).filter((r) => r.method === 'PATCH');
  expect(patches.map((r) => `${r.path} ${r.status}`)).toEqual([`${org.path}/services/${serviceId}/pipes/${pipeId}/scaling 200`]);
  const read = await org.api<{ scaling: { replicas: number } }>('GET', `${org.path}/services/${serviceId}/pipes/${pipeId}`);
  expect(read.result.scaling.replicas).toBe(3);
});

test('an object storage pipe offers its replicas only; a Postgres pipe is scaled with its service’s CDC scaling, 4 GB per core checked before sending', async ({
  page,
  org,
}) => {
  const serviceId = await runningService(org);
  const files = await settledPipe(org, serviceId, minimalPipes.objectStorage);
  await page.goto(`/pipes/${serviceId}/${files}`);
  const rescale = page.getByRole('region', { name: 'Rescale' });
  await expect(field(page, 'Replicas')).toBeVisible();
  await expect(rescale.getByLabel('CPU per replica')).toHaveCount(0);
  const cdc = await settledPipe(org, serviceId, minimalPipes.postgres);
  await page.goto(`/pipes/${serviceId}/${cdc}`);
  await expect(rescale).toContainText('CDC scaling');
  await expect(rescale.getByRole('button', { name: 'Update scaling' })).toHaveCount(0);
  await expect(field(page, 'CPU (CDC)')).toHaveValue('2000');
  await expect(field(page, 'Memory (CDC)')).toHaveValue('8');
  await org.clearRequests();

  await field(page, 'CPU (CDC)').fill('4000');
  await rescale.getByRole('button', { name: 'Update CDC scaling' }).click();
  await expect(field(page, 'Memory (CDC)')).toHaveAttribute('aria-invalid', 'true');
  await expect(rescale).toContainText('Memory must be 4 GB per core: 16 GB for 4000 millicores.');
  expect((await org.requests()).filter((r) => r.method !== 'GET')).toEqual([]);

  await field(page, 'Memory (CDC)').fill('16');
  await rescale.getByRole('button', { name: 'Update CDC scaling' }).dblclick();
  await expect(page.getByText('CDC scaling updated')).toBeVisible();
  const writes = (await org.requests()).filter((r) => r.method !== 'GET');
  expect(writes.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([`PATCH ${org.path}/services/${serviceId}/pipesCdcScaling 200`]);
  const read = await org.api<{ replicaCpuMillicores: number; replicaMemoryGb: number }>('GET', `${org.path}/services/${serviceId}/pipesCdcScaling`);
  expect(read.result).toEqual({ replicaCpuMillicores: 4000, replicaMemoryGb: 16 });
});
