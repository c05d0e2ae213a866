import type { Page, Request } from '@playwright/test';
import { ORGANIZATION_MESSAGES, type Organization } from '../../src/contract';
import { expect, signInProgrammatically, test } from '../support/fixtures';
import { NOTHING_STAGED_MESSAGE } from '../../src/features/organization/forms/privateEndpointsValues';

/** Organization (operation 7): rename, private endpoints add/remove in one PATCH, rules, 403. */

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

function capturePatches(page: Page, orgPath: string) {
  const bodies: unknown[] = [];
  page.on('request', (req: Request) => {
    if (req.method() === 'PATCH' && new URL(req.url()).pathname === orgPath) bodies.push(req.postDataJSON());
  });
  return bodies;
}

test('rename: preview shows {name}, the new name is saved and shown', async ({ page, org }) => {
  const sent = capturePatches(page, org.path);
  await page.goto('/organization');
  const form = page.getByRole('form', { name: 'Rename organization' });
  await field(page, 'Organization name').fill('');
  await form.getByRole('button', { name: 'Rename' }).click();
  await expect(form.getByText(ORGANIZATION_MESSAGES.name)).toBeVisible();
  expect(sent).toHaveLength(0);

  await field(page, 'Organization name').fill('Acme analytics');
  await form.getByRole('button', { name: 'Preview request' }).click();
  const preview = page.getByRole('dialog', { name: 'Request preview' });
  expect(JSON.parse(await preview.getByTestId('preview-json').innerText())).toEqual({ name: 'Acme analytics' });
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByText('Organization renamed')).toBeVisible();
  expect(sent).toEqual([{ name: 'Acme analytics' }]);
  await expect(page.getByRole('region', { name: 'Details' }).getByText('Acme analytics')).toBeVisible();
  expect((await org.api<Organization>('GET', org.path)).result.name).toBe('Acme analytics');
});

test('rename: a name longer than 50 characters is accepted (only an empty name is refused)', async ({ page, org }) => {
  const sent = capturePatches(page, org.path);
  await page.goto('/organization');
  const form = page.getByRole('form', { name: 'Rename organization' });
  await expect(field(page, 'Organization name')).toHaveAccessibleDescription(/must not be empty/);
  await expect(form.locator('label').filter({ hasText: 'Organization name' })).toContainText('*');
  const long = 'Acme analytics and data platform for the northern region';
  expect(long.length).toBeGreaterThan(50);
  await field(page, 'Organization name').fill(long);
  await form.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByText('Organization renamed')).toBeVisible();
  expect(sent).toEqual([{ name: long }]);
  expect((await org.api<Organization>('GET', org.path)).result.name).toBe(long);
});

test('private endpoints: add two, then add one and remove one in a single confirmed PATCH', async ({ page, org }) => {
  const sent = capturePatches(page, org.path);
  await page.goto('/organization');
  const form = page.getByRole('form', { name: 'Private endpoints' });

  // Rules first: nothing staged, Save is disabled and says why; an empty ID; the same ID twice. Nothing leaves.
  await org.clearRequests();
  const save = form.getByRole('button', { name: 'Save private endpoints' });
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  await expect(save).toHaveAccessibleDescription(NOTHING_STAGED_MESSAGE);
  await save.click({ force: true });
  await expect(form.getByText(ORGANIZATION_MESSAGES.empty)).toHaveCount(0);
  await form.getByRole('button', { name: 'Add private endpoint' }).click();
  await expect(save).not.toHaveAttribute('aria-disabled', 'true');
  await form.getByRole('button', { name: 'Add private endpoint' }).click();
  await field(page, 'New endpoint ID 2').fill('vpce-a');
  await form.getByRole('button', { name: 'Save private endpoints' }).click();
  await expect(field(page, 'New endpoint ID 1')).toHaveAccessibleDescription(/Enter the private endpoint ID/);
  await expect(page.locator('label').filter({ hasText: 'New endpoint ID 1' })).toContainText('*');
  await field(page, 'New endpoint ID 1').fill('vpce-a');
  await form.getByRole('button', { name: 'Save private endpoints' }).click();
  await expect(form.getByText(ORGANIZATION_MESSAGES.duplicateAdd)).toBeVisible();
  expect(sent).toHaveLength(0);
  expect((await org.requests()).filter((r) => r.method === 'PATCH')).toHaveLength(0);

  await field(page, 'New endpoint ID 2').fill('vpce-b');
  await field(page, 'Description 1').fill('Primary VPC');
  await form.getByRole('button', { name: 'Save private endpoints' }).click();
  await expect(page.getByText('Private endpoints saved')).toBeVisible();
  expect(sent).toEqual([
    {
      privateEndpoints: {
        add: [
          { id: 'vpce-a', description: 'Primary VPC' },
          { id: 'vpce-b', description: '' },
        ],
      },
    },
  ]);
  const table = page.getByRole('table', { name: 'Current private endpoints' });
  await expect(table.getByText('vpce-a')).toBeVisible();
  await expect(table.getByText('vpce-b')).toBeVisible();

  // Remove vpce-b and add vpce-c: one PATCH, after a confirmation.
  await table.getByRole('button', { name: 'Remove vpce-b' }).click();
  await expect(table.getByText('To remove')).toBeVisible();
  await form.getByRole('button', { name: 'Add private endpoint' }).click();
  await field(page, 'New endpoint ID 1').fill('vpce-c');
  await form.getByRole('button', { name: 'Save private endpoints' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove a private endpoint?' });
  await expect(confirm).toContainText('vpce-b');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect(sent).toHaveLength(1);
  await form.getByRole('button', { name: 'Save private endpoints' }).click();
  await page.getByRole('dialog', { name: 'Remove a private endpoint?' }).getByRole('button', { name: 'Remove and save' }).click();
  await expect(table.getByText('vpce-c')).toBeVisible();
  await expect(table.getByText('vpce-b')).toHaveCount(0);
  expect(sent[1]).toEqual({ privateEndpoints: { add: [{ id: 'vpce-c', description: '' }], remove: [{ id: 'vpce-b', description: '' }] } });
  const current = (await org.api<Organization>('GET', org.path)).result;
  expect(current.privateEndpoints?.map((e) => e.id).sort()).toEqual(['vpce-a', 'vpce-c']);
});

test('private endpoints: three quick "Add private endpoint" clicks (each after focusing the new row) give three rows, no message before submit', async ({
  page,
}) => {
  await page.goto('/organization');
  const form = page.getByRole('form', { name: 'Private endpoints' });
  for (let i = 1; i <= 3; i++) {
    await form.getByRole('button', { name: 'Add private endpoint' }).click();
    await field(page, `New endpoint ID ${i}`).focus();
  }
  for (let i = 1; i <= 3; i++) await expect(field(page, `New endpoint ID ${i}`)).toBeVisible();
  await expect(field(page, 'New endpoint ID 4')).toHaveCount(0);
  await expect(form.getByText('Enter the private endpoint ID.')).toHaveCount(0);
  // On submit the empty rows are flagged; typing clears the message at once (re-validation on change).
  await form.getByRole('button', { name: 'Save private endpoints' }).click();
  await expect(field(page, 'New endpoint ID 1')).toHaveAccessibleDescription(/Enter the private endpoint ID/);
  await field(page, 'New endpoint ID 1').fill('vpce-x');
  await expect(field(page, 'New endpoint ID 1')).not.toHaveAccessibleDescription(/Enter the private endpoint ID/);
  // A row added after that submit shows nothing until it is touched or the form submitted again.
  await form.getByRole('button', { name: 'Add private endpoint' }).click();
  await expect(field(page, 'New endpoint ID 4')).toBeVisible();
  await expect(field(page, 'New endpoint ID 4')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'New endpoint ID 2')).toHaveAttribute('aria-invalid', 'true');
  await field(page, 'New endpoint ID 4').focus();
  await field(page, 'New endpoint ID 4').blur();
  await expect(field(page, 'New endpoint ID 4')).toHaveAccessibleDescription(/Enter the private endpoint ID/);
});

test('private endpoints: an ID already registered is flagged before sending, unless it is also staged for removal (then remove + re-add is one valid PATCH)', async ({
  page,
  org,
}) => {
  expect((await org.api<Organization>('PATCH', org.path, { privateEndpoints: { add: [{ id: 'vpce-old', description: 'Old VPC' }] } })).status).toBe(200);
  const sent = capturePatches(page, org.path);
  await page.goto('/organization');
  const form = page.getByRole('form', { name: 'Private endpoints' });
  const table = page.getByRole('table', { name: 'Current private endpoints' });
  await expect(table.getByText('vpce-old')).toBeVisible();

  await form.getByRole('button', { name: 'Add private endpoint' }).click();
  await field(page, 'New endpoint ID 1').fill('vpce-old');
  await field(page, 'Description 1').fill('Renamed VPC');
  await form.getByRole('button', { name: 'Save private endpoints' }).click();
  await expect(field(page, 'New endpoint ID 1')).toHaveAccessibleDescription(/This endpoint is already registered; remove it first or choose another ID\./);
  expect(sent).toHaveLength(0);

  // Staged for removal too: valid; removals apply first, so the description changes.
  await table.getByRole('button', { name: 'Remove vpce-old' }).click();
  await form.getByRole('button', { name: 'Save private endpoints' }).click();
  await page.getByRole('dialog', { name: 'Remove a private endpoint?' }).getByRole('button', { name: 'Remove and save' }).click();
  await expect(page.getByText('Private endpoints saved')).toBeVisible();
  expect(sent).toEqual([{ privateEndpoints: { add: [{ id: 'vpce-old', description: 'Renamed VPC' }], remove: [{ id: 'vpce-old', description: 'Old VPC' }] } }]);
  const current = (await org.api<Organization>('GET', org.path)).result;
  expect(current.privateEndpoints?.filter((e) => e.id === 'vpce-old')).toEqual([{ id: 'vpce-old', description: 'Renamed VPC' }]);
});

test('a developer-role key sees Rename disabled with its role as the reason before sending; what was typed stays', async ({ page, org }) => {
  await signInProgrammatically(page, org.session('developer'));
  await page.goto('/organization');
  await field(page, 'Organization name').fill('Renamed by a developer');
  const form = page.getByRole('form', { name: 'Rename organization' });
  await expect(form.getByRole('button', { name: 'Rename' })).toBeDisabled();
  await expect(page.getByText("Your key's role (developer) is read-only").first()).toBeVisible();
  await field(page, 'Organization name').press('Enter');
  await expect(field(page, 'Organization name')).toHaveValue('Renamed by a developer');
  expect((await org.api<Organization>('GET', org.path)).result.name).not.toBe('Renamed by a developer');
});
