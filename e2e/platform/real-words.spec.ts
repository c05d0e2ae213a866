import type { Page } from '@playwright/test';
import { expect, test, type TestOrg } from '../support/fixtures';
import { followPolls, nextPoll } from '../support/pageClock';
import { cellOf, field, next } from '../support/pipes';

/**
 * The main journeys in ClickHouse Cloud's own words, against the emulator rehearsing them (an
 * organization in the cloud dialect; the session says its target speaks it): pipes live at
 * `/clickpipes`, the database version is `clickhouseVersion`, settings are `clickhouse_*`. The
 * pages show the same things as in the contract's words, and what goes on the wire is the real
 * service's.
 */
test.use({ dialects: { management: 'cloud' } });

interface Pipe {
  id: string;
  state: string;
  name: string;
  settings?: Record<string, unknown>;
}

async function runningService(org: TestOrg): Promise<string> {
  const res = await org.api<{ service: { id: string; clickhouseVersion?: string; dbVersion?: string } }>('POST', `${org.path}/services`, {
    name: 'Analytics',
    provider: 'aws',
    region: 'us-east-1',
    ipAccessList: [],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.result.service.clickhouseVersion).toEqual(expect.any(String));
  expect(res.result.service).not.toHaveProperty('dbVersion');
  await org.settle();
  return res.result.service.id;
}

async function choose(page: Page, label: string, option: string) {
  await field(page, label).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const heading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

test('a service page shows the database version the real service names clickhouseVersion', async ({ page, org }) => {
  const serviceId = await runningService(org);
  const version = (await org.api<{ clickhouseVersion: string }>('GET', `${org.path}/services/${serviceId}`)).result.clickhouseVersion;
  await page.goto(`/services/${serviceId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByText(version, { exact: true }).first()).toBeVisible();
});

test('a pipe made with the wizard goes to /clickpipes with clickhouse_* settings, then its settings replaced, edited, stopped and deleted there', async ({
  page,
  org,
}) => {
  const serviceId = await runningService(org);
  const pipes = `${org.path}/services/${serviceId}/clickpipes`;

  // Create: the wizard, as a person does it.
  await followPolls(page);
  await page.goto(`/pipes/${serviceId}/new`);
  await heading(page, 'Source');
  await field(page, 'Pipe name').fill('daily-files');
  await page.getByRole('radio', { name: 'Object storage' }).check();
  await next(page);
  await heading(page, 'Connection');
  await choose(page, 'File format', 'JSONEachRow');
  await field(page, 'File URL').fill('https://bucket.s3.amazonaws.com/exports/*.json');
  await choose(page, 'Authentication', 'Access key');
  await field(page, 'Access key ID').fill('AKIAEXAMPLE');
  await field(page, 'Secret key').fill('aws-secret-xyz');
  await page.getByLabel('Continuous ingestion').check();
  await next(page);
  await heading(page, 'Destination');
  await field(page, 'Table').fill('events');
  await field(page, 'Sample record (optional)').fill(JSON.stringify({ day: '2024-05-01', hits: 3 }));
  await page.getByRole('button', { name: 'Propose columns from the sample' }).click();
  await next(page);
  await heading(page, 'Field mappings');
  await expect(cellOf(page, 'Source field for hits')).toHaveText('hits');
  await next(page);
  await heading(page, 'Settings');
  await field(page, 'Max threads').fill('4');
  await next(page);
  await heading(page, 'Review');
  // The preview shows what will really be sent: the real service's path and setting names.
  await expect(
    page
      .getByText(`POST ${pipes}`)
      .or(page.getByText(pipes, { exact: true }))
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId('preview-json')).toContainText('"clickhouse_max_threads": 4');
  await expect(page.getByTestId('preview-json')).not.toContainText('db_max_threads');
  await org.clearRequests();
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === pipes);
  await page.getByRole('button', { name: 'Create pipe' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ name: 'daily-files', settings: { clickhouse_max_threads: 4 } });
  await expect(page).toHaveURL(new RegExp(`/pipes/${serviceId}/[0-9a-f-]{36}$`));
  const pipeId = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'daily-files' })).toBeVisible();
  const stored = await org.api<Pipe>('GET', `${pipes}/${pipeId}`);
  expect(stored.result.settings).toMatchObject({ clickhouse_max_threads: 4 });
  // The pipe's page reads the setting back under its own label.
  await org.settle();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Settings' }).getByText('Max threads')).toBeVisible();

  // Change a setting on the pipe's page: one PUT of them all to /clickpipes/{clickPipeId}/settings, in the real words.
  const settings = page.getByRole('region', { name: 'Change settings' });
  await expect(settings.getByLabel('Max threads')).toHaveValue('4');
  await settings.getByLabel('Max threads').fill('8');
  const put = page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname === `${pipes}/${pipeId}/settings`);
  await settings.getByRole('button', { name: 'Save settings' }).click();
  expect((await put).postDataJSON()).toMatchObject({ clickhouse_max_threads: 8, object_storage_concurrency: null });
  await expect(page.getByText('Settings saved')).toBeVisible();
  expect((await org.api<Pipe>('GET', `${pipes}/${pipeId}`)).result.settings).toEqual({ clickhouse_max_threads: 8 });

  // Edit: one PATCH to /clickpipes/{clickPipeId} in the real words.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit pipe “daily-files”' })).toBeVisible();
  await page.getByLabel('Skip the initial load').check();
  const patch = page.waitForRequest((r) => r.method() === 'PATCH' && new URL(r.url()).pathname === `${pipes}/${pipeId}`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await patch).postDataJSON()).toEqual({ source: { objectStorage: { skipInitialLoad: true } } });
  await expect(page).toHaveURL(new RegExp(`/pipes/${serviceId}/${pipeId}$`));

  // Stop: the state command at /clickpipes/{clickPipeId}/state.
  await page.getByRole('button', { name: /^Stop/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Stop pipe' }).click();
  await expect(page.getByText('Stop command accepted')).toBeVisible();
  await org.settle();
  await nextPoll(page);
  await expect(page.getByTestId('pipe-state').first()).toHaveText('Stopped');

  // Delete.
  await page.getByRole('button', { name: 'Delete daily-files' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete pipe “daily-files”?' });
  await dialog.getByRole('textbox').fill('daily-files');
  await dialog.getByRole('button', { name: 'Delete pipe' }).click();
  await expect(page).toHaveURL(new RegExp(`/pipes\\?service=${serviceId}$`));
  const writes = (await org.requests()).filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path} ${r.status}`);
  expect(writes).toEqual([
    `POST ${pipes} 200`,
    `PUT ${pipes}/${pipeId}/settings 200`,
    `PATCH ${pipes}/${pipeId} 200`,
    `PATCH ${pipes}/${pipeId}/state 200`,
    `DELETE ${pipes}/${pipeId} 200`,
  ]);
  // Nothing was asked in the contract's words.
  expect((await org.requests()).filter((r) => /\/pipes(\/|$)/.test(r.path))).toEqual([]);
});
