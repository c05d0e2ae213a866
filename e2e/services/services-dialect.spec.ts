import type { Page } from '@playwright/test';
import { CLOUD_REFUSALS, type ManagementDialect } from '../../src/contract';
import { expect, signInProgrammatically, test, type TestOrg } from '../support/fixtures';
import { unfold } from '../support/folds';
import { escapeRegExp } from '../support/text';

/**
 * "Create service" against each dialect of the management API. The region me-central-1 and the
 * v1-highcpu-* profiles are in the contract documents, not in ClickHouse Cloud's API: against the
 * emulator they are marked and sent; against a real upstream (dialect `cloud`, simulated here by
 * the session's dialect in front of the emulator) they are refused before sending, at their field.
 */

async function openCreateForm(page: Page, org: TestOrg, dialect: ManagementDialect) {
  await signInProgrammatically(page, { ...org.session(), managementDialect: dialect } as ReturnType<TestOrg['session']>);
  await page.goto('/services/new');
  await expect(page.getByRole('heading', { name: 'Create service' })).toBeVisible();
}

async function pick(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function chooseRefusedValues(page: Page, mark: string) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Gulf');
  await pick(page, 'Cloud provider', 'AWS');
  await pick(page, 'Region', `me-central-1 (UAE · ${mark})`);
  await unfold(page, 'Security and compliance');
  await pick(page, /^Profile/, `v1-highcpu-m (${mark})`);
}

test('against ClickHouse Cloud, me-central-1 and a v1-highcpu profile are marked and refused before sending, with the reason at each field', async ({
  page,
  org,
}) => {
  await openCreateForm(page, org, 'cloud');
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url());
  });
  await org.clearRequests();
  await expect(page.getByRole('combobox', { name: 'Region' })).toHaveAccessibleDescription(
    /ClickHouse Cloud does not offer the marked regions \(me-central-1\)/,
  );
  await chooseRefusedValues(page, 'not offered by ClickHouse Cloud');
  await page.getByRole('button', { name: 'Create service' }).click();

  await expect(page.getByRole('combobox', { name: 'Region' })).toHaveAccessibleDescription(new RegExp(escapeRegExp(CLOUD_REFUSALS.region('me-central-1'))));
  await expect(page.getByRole('combobox', { name: /^Profile/ })).toHaveAccessibleDescription(new RegExp(escapeRegExp(CLOUD_REFUSALS.profile('v1-highcpu-m'))));
  expect(posts).toEqual([]);
  expect((await org.requests()).filter((r) => r.method !== 'GET')).toEqual([]);

  // Another region clears the refusal at once (the form checks again on change).
  await pick(page, 'Region', 'eu-central-1 (Frankfurt)');
  await expect(page.getByRole('combobox', { name: 'Region' })).not.toHaveAccessibleDescription(new RegExp(escapeRegExp(CLOUD_REFUSALS.region('me-central-1'))));
});

test('against the local emulator, the same values are marked as working only there, and the service is created', async ({ page, org }) => {
  await openCreateForm(page, org, 'contract');
  await expect(page.getByRole('combobox', { name: 'Region' })).toHaveAccessibleDescription(
    /The marked regions \(me-central-1\) work only on the local emulator/,
  );
  await chooseRefusedValues(page, 'only on the local emulator');
  await page.getByRole('button', { name: 'Create service' }).click();
  await expect(page.getByRole('dialog', { name: 'Service “Gulf” created' })).toBeVisible();
  const listed = await org.api<{ name: string; region: string; profile?: string }[]>('GET', `${org.path}/services`);
  expect(listed.result?.find((s) => s.name === 'Gulf')).toMatchObject({ region: 'me-central-1', profile: 'v1-highcpu-m' });
});
