import { expect, MOCK_ID, MOCK_NAME, signIn, test } from './support';

/**
 * API keys against the ClickHouse Cloud mock: list, read, create (the one-time secret), edit,
 * disable and delete, each driven from the pages and accepted by the mock.
 */

const KEYS = `/v1/organizations/${MOCK_ID}/keys`;
const KEY = `${KEYS}/${MOCK_ID}`;
const re = (path: string) => new RegExp(`^${path}$`);

test('create a key from the form: accepted, its secret shown once', async ({ page, api }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'API keys' }).click();
  await expect(page.getByRole('link', { name: MOCK_NAME, exact: true })).toBeVisible();
  await api.expectAccepted('GET', re(KEYS));
  await page.getByRole('link', { name: 'Create API key' }).click();
  await page.getByLabel('Name').fill('CI deploy');
  await page.getByRole('checkbox', { name: /Developer/ }).check();
  await page.getByRole('radio', { name: 'Only these addresses' }).check();
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByRole('textbox', { name: 'Address 1' }).fill('203.0.113.0/24');
  await page.getByRole('button', { name: 'Create key' }).click();

  const dialog = page.getByRole('dialog', { name: 'API key created' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Show key secret' }).click();
  await expect(dialog.getByTestId('secret-value-KEY_SECRET')).not.toHaveText('');
  const posts = await api.expectAccepted('POST', re(KEYS));
  expect(JSON.parse(posts[0].requestBody ?? 'null')).toMatchObject({ name: 'CI deploy', roles: ['developer'], ipAccessList: [{ source: '203.0.113.0/24' }] });
  await dialog.getByRole('checkbox', { name: 'I have saved the secret' }).check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/keys\?created=/);
});

test('key page: edit, disable and delete, each accepted', async ({ page, api }) => {
  await signIn(page);
  await page.goto(`/keys/${MOCK_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: MOCK_NAME })).toBeVisible();
  await api.expectAccepted('GET', re(KEY));

  const form = page.getByRole('form', { name: 'Edit key' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Renamed key');
  await form.getByRole('checkbox', { name: /Developer/ }).check();
  // The mock's key expired in 2019 and allows the address "string" (its examples): a person
  // editing it would set an expiry in the future (here: never) and a real address.
  await form.getByRole('radio', { name: 'Never' }).check();
  await form.getByRole('textbox', { name: 'Address 1' }).fill('198.51.100.0/24');
  await form.getByRole('button', { name: 'Save changes' }).click();
  const patches = await api.expectAccepted('PATCH', re(KEY));
  expect(JSON.parse(patches[0].requestBody ?? 'null')).toMatchObject({ name: 'Renamed key', roles: ['admin', 'developer'], expireAt: null });
  await expect(form.getByRole('button', { name: 'Undo changes' })).toBeDisabled();

  await page.getByRole('button', { name: 'Disable' }).click();
  await page
    .getByRole('dialog', { name: /Disable/ })
    .getByRole('button', { name: 'Disable key' })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(async () => (await api.answers('PATCH', re(KEY))).length).toBe(2);
  expect(JSON.parse((await api.expectAccepted('PATCH', re(KEY)))[1].requestBody ?? 'null')).toEqual({ state: 'disabled' });

  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: /Delete/ });
  await dialog.getByRole('textbox').fill(MOCK_NAME);
  await dialog.getByRole('button', { name: 'Delete key' }).click();
  await expect(page).toHaveURL(/\/keys$/);
  await api.expectAccepted('DELETE', re(KEY));
});
