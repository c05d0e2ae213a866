import type { Page } from '@playwright/test';
import type { ApiKey } from '../../src/contract';
import { expect, signInProgrammatically, test, type TestOrg } from '../support/fixtures';

/**
 * A key's page (issue 13 item 2): edit (PATCH with only what changed), Disable / Enable, Delete
 * with a typed confirmation; the key this tab is signed in with is marked, cannot be deleted (said
 * before anything is sent), and disabling it ends the session. A developer key sees every write
 * disabled with the reason.
 */

async function keyOf(org: TestOrg, role: 'admin' | 'developer'): Promise<ApiKey> {
  const keys = (await org.api<ApiKey[]>('GET', `${org.path}/keys`)).result;
  const found = keys.find((k) => k.keySuffix && org[role].keyId.endsWith(k.keySuffix));
  if (!found) throw new Error(`no ${role} key in the list`);
  return found;
}

async function openKey(page: Page, name: string) {
  await page.goto('/keys');
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

const writes = async (org: TestOrg) => (await org.requests()).filter((r) => r.method !== 'GET');

test("the session's key is marked in the list and on its page, and its Delete says why it is refused before anything is sent", async ({ page, org }) => {
  const admin = await keyOf(org, 'admin');
  const dev = await keyOf(org, 'developer');
  await page.goto('/keys');
  const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row(admin.name).getByText("This session's key")).toBeVisible();
  await expect(row(dev.name).getByText("This session's key")).toHaveCount(0);

  await openKey(page, admin.name);
  await expect(page.getByText("This session's key", { exact: true })).toBeVisible();
  await org.clearRequests();
  const del = page.getByRole('button', { name: 'Delete' });
  await expect(del).toBeDisabled();
  await expect(del).toHaveAccessibleDescription(/A key cannot delete itself/);
  await expect(page.getByText(/A key cannot delete itself/).first()).toBeVisible();
  await del.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await writes(org)).toEqual([]);
});

test('edits a key: only the changed fields are sent, with a preview first, and the page shows the result', async ({ page, org }) => {
  const dev = await keyOf(org, 'developer');
  await openKey(page, dev.name);
  const form = page.getByRole('form', { name: 'Edit key' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Renamed key');
  await form.getByRole('checkbox', { name: /Admin/ }).check();
  await form.getByRole('button', { name: 'Remove address 2' }).click();

  await form.getByRole('button', { name: 'Preview request' }).click();
  const preview = page.getByRole('dialog', { name: 'Request preview' });
  await expect(preview.getByText('PATCH', { exact: true })).toBeVisible();
  expect(JSON.parse(await preview.getByTestId('preview-json').innerText())).toEqual({
    name: 'Renamed key',
    roles: ['developer', 'admin'],
    ipAccessList: [{ source: '0.0.0.0/0', description: 'Anywhere (IPv4)' }],
  });
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);

  const patch = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith(`/keys/${dev.id}`));
  await form.getByRole('button', { name: 'Save changes' }).click();
  expect((await patch).postDataJSON()).toEqual({
    name: 'Renamed key',
    roles: ['developer', 'admin'],
    ipAccessList: [{ source: '0.0.0.0/0', description: 'Anywhere (IPv4)' }],
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Renamed key' })).toBeVisible();
  const after = (await org.api<ApiKey>('GET', `${org.path}/keys/${dev.id}`)).result;
  expect(after.name).toBe('Renamed key');
  expect([...(after.roles ?? [])].sort()).toEqual(['admin', 'developer']);
  expect(after.ipAccessList?.map((e) => e.source)).toEqual(['0.0.0.0/0']);

  // The form starts again from the key as saved: saving now has nothing to send.
  await org.clearRequests();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Nothing to save: change a field first.')).toBeVisible();
  expect(await writes(org)).toEqual([]);
});

test('a change made elsewhere reaches an untouched form on Refresh, and never overwrites what is being typed', async ({ page, org }) => {
  const dev = await keyOf(org, 'developer');
  await openKey(page, dev.name);
  const form = page.getByRole('form', { name: 'Edit key' });
  const name = form.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue(dev.name);

  await org.api('PATCH', `${org.path}/keys/${dev.id}`, { name: 'Renamed elsewhere' });
  await page.getByRole('button', { name: 'Refresh key' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Renamed elsewhere' })).toBeVisible();
  await expect(name).toHaveValue('Renamed elsewhere');

  await form.getByRole('checkbox', { name: /Admin/ }).check();
  await org.api('PATCH', `${org.path}/keys/${dev.id}`, { name: 'Renamed again' });
  await page.getByRole('button', { name: 'Refresh key' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Renamed again' })).toBeVisible();
  await expect(form.getByRole('checkbox', { name: /Admin/ })).toBeChecked();
  await expect(name).toHaveValue('Renamed elsewhere');
});

test('edit refuses an empty role list and an emptied name next to their fields, before any request', async ({ page, org }) => {
  const dev = await keyOf(org, 'developer');
  await openKey(page, dev.name);
  await org.clearRequests();
  const form = page.getByRole('form', { name: 'Edit key' });
  await expect(form.getByRole('button', { name: 'Undo changes' })).toBeDisabled();
  await form.getByRole('checkbox', { name: /Developer/ }).uncheck();
  await form.getByRole('textbox', { name: 'Name' }).fill('');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Choose at least one role.')).toBeVisible();
  await expect(form.getByText('Enter a name for the key.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  // Undo changes puts the key's values back and clears the messages; with nothing changed it is off.
  await form.getByRole('button', { name: 'Undo changes' }).click();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(dev.name);
  await expect(form.getByRole('checkbox', { name: /Developer/ })).toBeChecked();
  await expect(form.getByText('Choose at least one role.')).toHaveCount(0);
  await expect(form.getByText('Enter a name for the key.')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Undo changes' })).toBeDisabled();
  expect(await writes(org)).toEqual([]);
});

test("a server refusal lands on the field it names, with the person's values kept", async ({ page, org }) => {
  const dev = await keyOf(org, 'developer');
  await openKey(page, dev.name);
  await org.injectFault({
    method: 'PATCH',
    path: `${org.path}/keys/${dev.id}`,
    count: 1,
    status: 400,
    body: { status: 400, requestId: 'req-key-name-1', error: 'BAD_REQUEST: name: This name is taken by another key.' },
  });
  const form = page.getByRole('form', { name: 'Edit key' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Taken name');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('This name is taken by another key.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Taken name');
  expect((await org.api<ApiKey>('GET', `${org.path}/keys/${dev.id}`)).result.name).toBe(dev.name);
});

test('disables and enables another key; a disabled key is refused at once', async ({ page, org }) => {
  const dev = await keyOf(org, 'developer');
  await openKey(page, dev.name);
  await page.getByRole('button', { name: 'Disable' }).click();
  const dialog = page.getByRole('dialog', { name: /Disable/ });
  await expect(dialog.getByText('Your session will end')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Disable key' }).dblclick();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('main').getByText('Disabled', { exact: true })).toBeVisible();
  expect((await writes(org)).filter((r) => r.method === 'PATCH')).toHaveLength(1);
  expect((await org.api('GET', `${org.path}/keys`, undefined, 'developer')).status).toBe(401);

  await page.getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByRole('main').getByText('Enabled', { exact: true })).toBeVisible();
  expect((await org.api<ApiKey>('GET', `${org.path}/keys/${dev.id}`)).result.state).toBe('enabled');
  expect((await org.api('GET', `${org.path}/keys`, undefined, 'developer')).status).toBe(200);
});

test("disabling the session's key warns first, then the session ends and the key is refused", async ({ page, org }) => {
  const admin = await keyOf(org, 'admin');
  await openKey(page, admin.name);
  await page.getByRole('button', { name: 'Disable' }).click();
  const dialog = page.getByRole('dialog', { name: /Disable/ });
  await expect(dialog.getByText('Your session will end')).toBeVisible();
  await dialog.getByRole('button', { name: 'Disable and end session' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByText(/the key this tab was signed in with, so the session ended/)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('console.session'))).toBeNull();
  expect((await org.api('GET', `${org.path}/keys`)).status).toBe(401);
});

test("the session's key disabled elsewhere: the next request ends the session with the server's reason", async ({ page, org }) => {
  await signInProgrammatically(page, org.session('developer'));
  await page.goto('/services');
  await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();
  const dev = await keyOf(org, 'developer');
  expect((await org.api('PATCH', `${org.path}/keys/${dev.id}`, { state: 'disabled' })).status).toBe(200);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Organization' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByText('Your session ended: The key was not accepted: API key is disabled. Sign in again with a valid key.')).toBeVisible();
  await expect(page.getByText(/wrong key ID or secret/)).toHaveCount(0);
});

test('deletes another key after its name is typed; the list no longer shows it', async ({ page, org }) => {
  const dev = await keyOf(org, 'developer');
  await openKey(page, dev.name);
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: /Delete/ });
  const confirm = dialog.getByRole('button', { name: 'Delete key' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill('not the name');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill(dev.name);
  await confirm.click();
  await expect(page).toHaveURL(/\/keys$/);
  await expect(page.getByRole('link', { name: 'Test admin key', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: dev.name, exact: true })).toHaveCount(0);
  const keys = (await org.api<ApiKey[]>('GET', `${org.path}/keys`)).result;
  expect(keys.map((k) => k.id)).not.toContain(dev.id);
});

test('an unnamed key is confirmed by its ID ending', async ({ page, org }) => {
  const created = await org.api<{ key: ApiKey }>('POST', `${org.path}/keys`, { roles: ['developer'] });
  const key = created.result.key;
  await page.goto(`/keys/${key.id}`);
  const title = `Key ending in ${key.keySuffix}`;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: /Delete/ });
  await expect(dialog.getByText('the end of the key’s ID')).toBeVisible();
  await dialog.getByRole('textbox').fill(key.keySuffix ?? '');
  await dialog.getByRole('button', { name: 'Delete key' }).click();
  await expect(page).toHaveURL(/\/keys$/);
  expect((await org.api('GET', `${org.path}/keys/${key.id}`)).status).toBe(400);
});

test.describe('a developer key', () => {
  test.use({ signInAs: 'developer' });

  test('sees the key page read-only: every write disabled with the reason, and nothing is sent', async ({ page, org }) => {
    const admin = await keyOf(org, 'admin');
    await org.clearRequests();
    await openKey(page, admin.name);
    await expect(page.getByTestId('read-only-notice')).toContainText("Your key's role (developer) is read-only");
    for (const name of ['Disable', 'Delete', 'Save changes']) {
      const button = page.getByRole('button', { name: new RegExp(`^${name}`) });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(/read-only/);
      await button.click({ force: true });
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Edit key' }).getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(await writes(org)).toEqual([]);
  });

  test("its own key is marked; the server's 403 is what a write would meet", async ({ page, org }) => {
    const dev = await keyOf(org, 'developer');
    await openKey(page, dev.name);
    await expect(page.getByText("This session's key", { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveAccessibleDescription(/A key cannot delete itself/);
    expect((await org.api('PATCH', `${org.path}/keys/${dev.id}`, { name: 'x' }, 'developer')).status).toBe(403);
  });
});

test('a key that is not in the organization says so', async ({ page }) => {
  await page.goto('/keys/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('No key with this id in this organization')).toBeVisible();
});

test('a key read answered 400 (how the real service answers a well-formed id that does not exist) says the same', async ({ page, org }) => {
  const missing = '00000000-0000-4000-8000-000000000001';
  await org.injectFault({
    method: 'GET',
    path: `${org.path}/keys/${missing}`,
    count: 5,
    status: 400,
    body: { status: 400, error: `BAD_REQUEST: key ${missing} not found`, requestId: '7d3f1c2e-5b6a-4c8d-9e0f-1a2b3c4d5e6f' },
  });
  await page.goto(`/keys/${missing}`);
  await expect(page.getByText('No key with this id in this organization')).toBeVisible();
  await expect(page.getByText('7d3f1c2e-5b6a-4c8d-9e0f-1a2b3c4d5e6f')).toBeVisible();
});
