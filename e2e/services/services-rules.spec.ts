import type { Page } from '@playwright/test';
import { ENDPOINT_PROTOCOLS, ID_INNER_SPACE_MESSAGE, IP_SOURCE_MESSAGE, SERVICE_CREATE_MESSAGES, SERVICE_MESSAGES } from '../../src/contract';
import { expect, test, type TestOrg } from '../support/fixtures';
import { fold, unfold } from '../support/folds';
import { escapeRegExp } from '../support/text';

/**
 * Every rule of "Create service" broken in the UI shows its message at the field, and no request
 * leaves the browser (counted in the emulator's request log and in the page's own requests).
 */

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function pick(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

let sentPosts = 0;

test.beforeEach(async ({ page, org }) => {
  await page.goto('/services/new');
  await expect(page.getByRole('heading', { name: 'Create service' })).toBeVisible();
  sentPosts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/services$/.test(new URL(r.url()).pathname)) sentPosts++;
  });
  await org.clearRequests();
});

async function submitAndExpectNothingSent(page: Page, org: TestOrg) {
  await page.getByRole('button', { name: 'Create service' }).click();
  // Preview refuses too: it validates first and opens nothing.
  await page.getByRole('button', { name: 'Preview request' }).click();
  await expect(page.getByRole('dialog', { name: 'Request preview' })).toHaveCount(0);
  expect(sentPosts).toBe(0);
  expect((await org.requests()).filter((r) => r.method !== 'GET')).toEqual([]);
}

test('single-field rules: name, memory, replicas, idle timeout, IP, total memory', async ({ page, org }) => {
  await field(page, 'Name').fill('bad_name!');
  await unfold(page, 'Scaling');
  await field(page, 'Minimum memory per replica (GB)').fill('10');
  await field(page, 'Maximum memory per replica (GB)').fill('400');
  await field(page, 'Number of replicas').fill('21');
  await field(page, 'Idle timeout (minutes)').fill('4');
  await page.getByRole('button', { name: 'Add address' }).click();
  await field(page, 'Address 1').fill('300.1.1.1');
  await page.keyboard.press('Tab'); // blur first: its message moves the buttons below
  await unfold(page, 'Legacy and deprecated fields');
  await field(page, 'Minimum total memory (GB, deprecated)').fill('30');
  // Folded away again: a part holding an error opens by itself.
  for (const title of ['Scaling', 'Legacy and deprecated fields']) await fold(page, title);
  await submitAndExpectNothingSent(page, org);

  const errorOf = (name: string) => field(page, name);
  await expect(errorOf('Name')).toHaveAccessibleDescription(new RegExp(escapeRegExp(SERVICE_MESSAGES.nameChars)));
  await expect(errorOf('Minimum memory per replica (GB)')).toHaveAccessibleDescription(new RegExp(escapeRegExp(SERVICE_MESSAGES.replicaMemory)));
  await expect(errorOf('Maximum memory per replica (GB)')).toHaveAccessibleDescription(new RegExp(escapeRegExp(SERVICE_MESSAGES.replicaMemory)));
  await expect(errorOf('Number of replicas')).toHaveAccessibleDescription(new RegExp(escapeRegExp(SERVICE_MESSAGES.numReplicas)));
  await expect(errorOf('Idle timeout (minutes)')).toHaveAccessibleDescription(new RegExp(escapeRegExp(SERVICE_MESSAGES.idleTimeout)));
  await expect(errorOf('Address 1')).toHaveAccessibleDescription(new RegExp(escapeRegExp(IP_SOURCE_MESSAGE)));
  // The folded parts open by themselves so their messages are not hidden.
  for (const name of ['Minimum memory per replica (GB)', 'Minimum total memory (GB, deprecated)']) await expect(errorOf(name)).toBeVisible();
  await expect(errorOf('Minimum total memory (GB, deprecated)')).toHaveAccessibleDescription(new RegExp(escapeRegExp(SERVICE_MESSAGES.totalMemory)));
});

test('a rule broken in a folded part: the part shows what is set, opens on submit, and its field takes the focus', async ({ page, org }) => {
  const scaling = page.getByRole('button', { name: /^Scaling/ });
  await unfold(page, 'Scaling');
  await field(page, 'Idle timeout (minutes)').fill('4');
  await fold(page, 'Scaling');
  await expect(scaling).toContainText('1 field set');
  await submitAndExpectNothingSent(page, org);
  await expect(scaling).toHaveAttribute('aria-expanded', 'true');
  await expect(field(page, 'Idle timeout (minutes)')).toBeFocused();
  await expect(field(page, 'Idle timeout (minutes)')).toHaveAccessibleDescription(new RegExp(escapeRegExp(SERVICE_MESSAGES.idleTimeout)));
  // The same from "Preview request", which validates first and opens nothing.
  await fold(page, 'Scaling');
  await page.getByRole('button', { name: 'Preview request' }).click();
  await expect(scaling).toHaveAttribute('aria-expanded', 'true');
  await expect(field(page, 'Idle timeout (minutes)')).toBeFocused();
  await expect(page.getByRole('dialog', { name: 'Request preview' })).toHaveCount(0);
});

test('typed values: a warehouse ID with a space inside, numbers with a unit or a foreign decimal separator are refused beside their fields', async ({
  page,
  org,
}) => {
  await field(page, 'Name').fill('typed');
  await unfold(page, 'Scaling');
  await field(page, 'Number of replicas').fill('2,5');
  await field(page, 'Idle timeout (minutes)').fill('30m');
  await unfold(page, 'Warehouse and backup');
  await page.getByRole('combobox', { name: 'Warehouse ID' }).fill(' wh 1 ');
  await submitAndExpectNothingSent(page, org);
  await expect(field(page, 'Number of replicas')).toHaveAccessibleDescription(/"2,5" is not a number here: write decimals with a dot/);
  await expect(field(page, 'Number of replicas')).toHaveValue('2,5');
  await expect(field(page, 'Idle timeout (minutes)')).toHaveAccessibleDescription(/Enter a number of minutes, like 5\./);
  await expect(page.getByRole('combobox', { name: 'Warehouse ID' })).toHaveAccessibleDescription(new RegExp(escapeRegExp(ID_INNER_SPACE_MESSAGE)));
});

test('cross-field rules: warehouse, read-only, BYOC sizes, min above max, tier rules', async ({ page, org }) => {
  await pick(page, 'Cloud provider', 'Azure');
  await unfold(page, 'Scaling');
  await field(page, 'Number of replicas').fill('1');
  await unfold(page, 'Warehouse and backup');
  await page.getByRole('switch', { name: /^Read-only/ }).check();
  await unfold(page, 'Bring your own cloud');
  await field(page, 'BYOC ID').fill('byoc-1');
  await field(page, 'Minimum memory per replica (GB)').fill('120');
  await field(page, 'Maximum memory per replica (GB)').fill('48');
  await pick(page, 'Release channel', 'fast');
  await unfold(page, 'Legacy and deprecated fields');
  await pick(page, 'Tier (deprecated)', 'development');
  await submitAndExpectNothingSent(page, org);

  // 1 replica for a new warehouse is allowed on BASIC only; the form cannot read the organization's
  // tier, so that rule is the server's (service-context.ts), and the form does not refuse it.
  await expect(field(page, 'Number of replicas')).not.toHaveAccessibleDescription(new RegExp(escapeRegExp(SERVICE_MESSAGES.numReplicasNewWarehouse)));
  await expect(page.getByText(SERVICE_CREATE_MESSAGES.readonlyNeedsWarehouse)).toBeVisible();
  await expect(field(page, 'Minimum memory per replica (GB)')).toHaveAccessibleDescription(/BYOC|development|fixed size/);
  await expect(page.getByText(SERVICE_CREATE_MESSAGES.azureDevelopment)).toBeVisible();
  await expect(page.getByText(SERVICE_CREATE_MESSAGES.releaseChannelProductionOnly)).toBeVisible();

  // Production tier: BYOC and min/max rules show on the memory fields.
  await pick(page, 'Tier (deprecated)', 'production');
  await page.getByRole('button', { name: 'Create service' }).click();
  await expect(field(page, 'Minimum memory per replica (GB)')).toHaveAccessibleDescription(new RegExp(escapeRegExp(SERVICE_CREATE_MESSAGES.byocMemory)));
  await expect(field(page, 'Maximum memory per replica (GB)')).toHaveAccessibleDescription(new RegExp(escapeRegExp(SERVICE_MESSAGES.maxBelowMinReplica)));
  expect(sentPosts).toBe(0);
  expect((await org.requests()).filter((r) => r.method !== 'GET')).toEqual([]);
});

test('a region is shown with its place and found by it', async ({ page }) => {
  const region = page.getByRole('combobox', { name: 'Region' });
  await region.fill('Ireland');
  await expect(page.getByRole('option')).toHaveText(['eu-west-1 (Ireland)']);
  await page.getByRole('option', { name: 'eu-west-1 (Ireland)', exact: true }).click();
  await expect(region).toHaveValue('eu-west-1 (Ireland)');
  await pick(page, 'Cloud provider', 'GCP');
  await region.fill('london');
  await expect(page.getByRole('option')).toHaveText(['europe-west2 (London)']);
});

test('region choices follow the provider', async ({ page }) => {
  await pick(page, 'Cloud provider', 'GCP');
  await page.getByRole('combobox', { name: 'Region' }).click();
  await expect(page.getByRole('option', { name: 'us-central1 (Iowa)', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: /^us-east-1 / })).toHaveCount(0);
  await page.getByRole('option', { name: 'europe-west4 (Netherlands)', exact: true }).click();
  await pick(page, 'Cloud provider', 'AWS');
  await expect(page.getByRole('combobox', { name: 'Region' })).toHaveValue('');
});

test('an endpoint protocol is chosen from the values the real service takes, not typed', async ({ page, org }) => {
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const protocol = page.getByRole('combobox', { name: 'Protocol 1', exact: true });
  await expect(protocol).toHaveValue('mysql');
  await expect(page.getByRole('textbox', { name: 'Protocol 1', exact: true })).toHaveCount(0);
  // Typing does not change it: the field is a choice.
  await protocol.press('h');
  await expect(protocol).toHaveValue('mysql');
  await protocol.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveText([...ENDPOINT_PROTOCOLS]);
  // The chosen protocol cannot be cleared: choosing it again keeps it.
  await options.first().click();
  await expect(protocol).toHaveValue('mysql');
  expect(sentPosts).toBe(0);
  expect((await org.requests()).filter((r) => r.method !== 'GET')).toEqual([]);
});
