import { readFile } from 'node:fs/promises';
import { consoleTraces, expect, test } from '../support/fixtures';
import type { Locator, Page } from '@playwright/test';
import { api, basic } from '../support/emulator';
import { KEY_EMPTY_IP_ACCESS_LIST_WARNING } from '../../src/contract';
import { useTimings } from '../support/timings';

/**
 * API keys (operation 6): create in the UI, reveal the secret once, prove it authenticates, and
 * prove it is gone (DOM, storage, history state, query and mutation caches) once the dialog closes.
 */

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

const dialog = (page: Page) => page.getByRole('dialog', { name: 'API key created' });

async function openCreateForm(page: Page) {
  await page.goto('/keys');
  await page.getByRole('link', { name: 'Create API key' }).click();
  await expect(page.getByRole('heading', { name: 'Create API key' })).toBeVisible();
}

/** Reads the key ID and (after showing it) the secret from the open dialog. */
async function readCredentials(page: Page) {
  const d = dialog(page);
  const keyId = (await d.getByTestId('secret-value-KEY_ID').innerText()).trim();
  const secretBox = d.getByTestId('secret-value-KEY_SECRET');
  await expect(secretBox).toHaveAttribute('data-masked', 'true');
  await d.getByRole('button', { name: 'Show key secret' }).click();
  await expect(secretBox).not.toHaveAttribute('data-masked', 'true');
  const keySecret = (await secretBox.innerText()).trim();
  await d.getByRole('button', { name: 'Hide key secret' }).click();
  await expect(secretBox).toHaveAttribute('data-masked', 'true');
  return { keyId, keySecret };
}

async function finish(page: Page) {
  const d = dialog(page);
  await expect(d.getByRole('button', { name: 'Done' })).toBeDisabled();
  await d.getByRole('checkbox', { name: 'I have saved the secret' }).check();
  await d.getByRole('button', { name: 'Done' }).click();
  await expect(dialog(page)).toHaveCount(0);
}

async function expectGone(page: Page, ...secrets: string[]) {
  const traces = await consoleTraces(page);
  expect(traces).not.toContain('no query client exposed');
  for (const secret of secrets) expect(traces).not.toContain(secret);
}

async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('creates a key, shows the secret once, the secret authenticates, and it is gone after closing', async ({ page, request }) => {
  await openCreateForm(page);
  await page.getByLabel('Name').fill('CI deploy');
  await page.getByRole('checkbox', { name: /Developer/ }).check();
  // No IP access list is sent unless the person chooses to limit addresses.
  await expect(page.getByRole('radio', { name: 'Any address (no IP access list)' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Add address' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Only these addresses' }).check();
  await expect(page.getByText(KEY_EMPTY_IP_ACCESS_LIST_WARNING)).toBeVisible();
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByRole('textbox', { name: 'Address 1' }).fill('127.0.0.0/8');
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByRole('textbox', { name: 'Address 2' }).fill('::1/128');
  await page.getByRole('button', { name: 'Create key' }).click();

  const d = dialog(page);
  await expect(d).toBeVisible();
  await expect(d.getByText('This is the only time the key secret is shown.', { exact: false })).toBeVisible();
  const { keyId, keySecret } = await readCredentials(page);
  expect(keyId.length).toBeGreaterThan(4);
  expect(keySecret.length).toBeGreaterThan(8);
  // Masked: the secret is not in the page at all until shown.
  expect(await page.content()).not.toContain(keySecret);

  const auth = await api(request, 'GET', '/v1/organizations', { keyId, keySecret });
  expect(auth.status, JSON.stringify({ body: auth.body, keyId, keySecret })).toBe(200);

  // Copy buttons named for what they copy, and a polite "Copied" announcement.
  await d.getByRole('button', { name: 'Copy key secret' }).click();
  await expect(d.getByTestId('copy-announcement')).toHaveText(/Copied/);
  await expect(d.getByTestId('copy-announcement')).toHaveAttribute('aria-live', 'polite');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(keySecret);
  await d.getByRole('button', { name: 'Copy key ID' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(keyId);

  // Downloads: a .env file and a ready Authorization header line.
  const [envDownload] = await Promise.all([page.waitForEvent('download'), d.getByRole('button', { name: 'Download .env file' }).click()]);
  expect(envDownload.suggestedFilename()).toBe('api-key-ci-deploy.env');
  expect(await readFile(await envDownload.path(), 'utf8')).toBe(`KEY_ID=${keyId}\nKEY_SECRET=${keySecret}\n`);
  const [headerDownload] = await Promise.all([page.waitForEvent('download'), d.getByRole('button', { name: 'Download Authorization header' }).click()]);
  expect(await readFile(await headerDownload.path(), 'utf8')).toBe(`Authorization: ${basic(keyId, keySecret)}\n`);

  await finish(page);
  await expect(page).toHaveURL(/\/keys\?created=/);
  const row = page.getByRole('row', { name: /CI deploy/ });
  await expect(row).toContainText(`…${keyId.slice(-4)}`);
  await expect(row).toContainText('Developer');
  await expect(row).toContainText('Enabled');
  await expectGone(page, keySecret, keyId);
  // And not after a reload either (nothing persisted anywhere).
  await page.reload();
  await expect(page.getByRole('row', { name: /CI deploy/ })).toBeVisible();
  await expectGone(page, keySecret, keyId);
});

test('missing roles and a past expiry each show their message and send nothing', async ({ page, org }) => {
  await openCreateForm(page);
  await org.clearRequests();
  await page.getByLabel('Name').fill('Too late');
  await page.getByRole('radio', { name: 'On a date and time' }).check();
  await page.getByLabel('Expires at').fill('2020-01-01T10:00');
  await page.getByRole('button', { name: 'Create key' }).click();

  await expect(page.getByText('Choose at least one role.')).toBeVisible();
  await expect(page.getByText('The expiry must be in the future.')).toBeVisible();
  await expect(page.getByLabel('Expires at')).toHaveAttribute('aria-invalid', 'true');
  // Values are kept.
  await expect(page.getByLabel('Name')).toHaveValue('Too late');

  // Fix the roles only: the expiry still blocks.
  await page.getByRole('checkbox', { name: /Admin/ }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText('Choose at least one role.')).toHaveCount(0);
  await expect(page.getByText('The expiry must be in the future.')).toBeVisible();

  const sent = (await org.requests()).filter((r) => r.method === 'POST');
  expect(sent).toEqual([]);
  await expect(dialog(page)).toHaveCount(0);
});

test('an empty address in error keeps its example grey: only the border and the message are red', async ({ page, org }) => {
  await openCreateForm(page);
  await org.clearRequests();
  await page.getByLabel('Name').fill('Office only');
  await page.getByRole('checkbox', { name: /Admin/ }).check();
  await page.getByRole('radio', { name: 'Only these addresses' }).check();
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByRole('button', { name: 'Create key' }).click();

  const address = page.getByRole('textbox', { name: 'Address 1' });
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter an IP address or CIDR range.')).toBeVisible();
  const placeholderColor = (input: Locator) => input.evaluate((el) => getComputedStyle(el, '::placeholder').color);
  const messageColor = await page.getByText('Enter an IP address or CIDR range.').evaluate((el) => getComputedStyle(el).color);
  // The example in the empty field is the placeholder colour of a field without error, not the error red.
  expect(await placeholderColor(address)).toBe(await placeholderColor(page.getByRole('textbox', { name: 'Description 1' })));
  expect(await placeholderColor(address)).not.toBe(messageColor);
  expect((await org.requests()).filter((r) => r.method === 'POST')).toEqual([]);
});

test('a key made in this browser (the default) sends only hashes and authenticates', async ({ page, request }) => {
  await openCreateForm(page);
  await page.getByLabel('Name').fill('Local key');
  await page.getByRole('checkbox', { name: /Admin/ }).check();
  await expect(page.getByRole('switch', { name: /Generate the secret in this browser/ })).toBeChecked();
  const posted = page.waitForRequest((r) => r.method() === 'POST' && /\/keys$/.test(r.url()));
  await page.getByRole('button', { name: 'Create key' }).click();
  const body = (await posted).postDataJSON() as { hashData?: { keyIdHash: string; keyIdSuffix: string; keySecretHash: string } };

  await expect(dialog(page).getByText('The ID and secret were made in this browser')).toBeVisible();
  const { keyId, keySecret } = await readCredentials(page);
  const raw = JSON.stringify(body);
  expect(raw).not.toContain(keySecret);
  expect(raw).not.toContain(keyId);
  const { createHash } = await import('node:crypto');
  expect(body.hashData).toEqual({
    keyIdHash: createHash('sha256').update(keyId).digest('base64'),
    keyIdSuffix: keyId.slice(-4),
    keySecretHash: createHash('sha256').update(keySecret).digest('base64'),
  });
  expect((await api(request, 'GET', '/v1/organizations', { keyId, keySecret })).status).toBe(200);

  await finish(page);
  await expect(page.getByRole('row', { name: /Local key/ })).toContainText(`…${keyId.slice(-4)}`);
  await expectGone(page, keySecret, keyId);
});

test('with "Generate the secret in this browser" off, the server makes the ID and secret and answers them once', async ({ page, request }) => {
  await openCreateForm(page);
  await page.getByLabel('Name').fill('Server key');
  await page.getByRole('checkbox', { name: /Admin/ }).check();
  await page.getByRole('switch', { name: /Generate the secret in this browser/ }).uncheck();
  const posted = page.waitForRequest((r) => r.method() === 'POST' && /\/keys$/.test(r.url()));
  await page.getByRole('button', { name: 'Create key' }).click();
  expect((await posted).postDataJSON()).not.toHaveProperty('hashData');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByText('The ID and secret were made in this browser')).toHaveCount(0);
  const { keyId, keySecret } = await readCredentials(page);
  expect((await api(request, 'GET', '/v1/organizations', { keyId, keySecret })).status).toBe(200);
  await finish(page);
  await expectGone(page, keySecret, keyId);
});

test('Escape and a click outside ask before closing; "Close anyway" leaves no trace', async ({ page }) => {
  await openCreateForm(page);
  await page.getByLabel('Name').fill('Slippery');
  await page.getByRole('checkbox', { name: /Admin/ }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  const { keyId, keySecret } = await readCredentials(page);

  const question = page.getByRole('alertdialog', { name: 'Close without saving? The secret cannot be shown again.' });
  await page.keyboard.press('Escape');
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Keep open' })).toBeFocused();
  await page.keyboard.press('Escape'); // a second Escape keeps it open
  await expect(question).toHaveCount(0);
  await expect(dialog(page)).toBeVisible();

  await page.mouse.click(8, 8); // outside the dialog
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep open' }).click();
  await expect(dialog(page)).toBeVisible();

  // Browser Back is held too while the secret is on screen.
  await page.goBack();
  await expect(dialog(page)).toBeVisible();
  await expect(page.getByText('The secret is still open')).toBeVisible();

  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Close anyway' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Slippery/ })).toBeVisible();
  await expectGone(page, keySecret, keyId);
});

test.describe('keyboard only', () => {
  test.use({ signInAs: 'none' });

  test('sign in with the form, create a key, copy and acknowledge its secret, close the dialog', async ({ page, org }) => {
    // Sign-in: type into each field after Tab, submit with Enter.
    await page.goto('/sign-in');
    await tabTo(page, page.getByRole('textbox', { name: 'Key ID', exact: true }));
    await page.keyboard.type(org.admin.keyId);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Key secret', exact: true })).toBeFocused();
    await page.keyboard.type(org.admin.keySecret);
    await tabTo(page, page.getByLabel('Access token'));
    await page.keyboard.type(org.alertsToken);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services$/);
    // To the keys area and its create form through the navigation.
    await tabTo(page, page.getByRole('link', { name: 'API keys' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/keys$/);
    await tabTo(page, page.getByRole('link', { name: 'Create API key' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Create API key' })).toBeVisible();
    await keyboardCreate(page);
  });
});

async function keyboardCreate(page: Page) {
  await tabTo(page, page.getByLabel('Name'));
  await page.keyboard.type('Keyboard key');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: /Admin/ })).toBeFocused();
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Create key' }));
  await page.keyboard.press('Enter');

  const d = dialog(page);
  await expect(d).toBeVisible();
  // Focus is trapped in the dialog: the copy buttons, the show toggle, downloads, the checkbox, then Done.
  await tabTo(page, d.getByRole('button', { name: 'Copy key ID' }));
  await page.keyboard.press('Enter');
  const keyId = await page.evaluate(() => navigator.clipboard.readText());
  await tabTo(page, d.getByRole('button', { name: 'Show key secret' }));
  await page.keyboard.press('Tab');
  await expect(d.getByRole('button', { name: 'Copy key secret' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(d.getByTestId('copy-announcement')).toHaveText(/Copied/);
  const keySecret = await page.evaluate(() => navigator.clipboard.readText());
  expect(keySecret).not.toBe(keyId);

  await tabTo(page, d.getByRole('checkbox', { name: 'I have saved the secret' }));
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(d.getByRole('button', { name: 'Done' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Keyboard key/ })).toContainText(`…${keyId.slice(-4)}`);
  await expectGone(page, keySecret, keyId);
}

test('"Use this key for this session" checks the key, then signs requests with it', async ({ page }) => {
  await openCreateForm(page);
  await page.getByLabel('Name').fill('Session key');
  await page.getByRole('checkbox', { name: /Admin/ }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  const d = dialog(page);
  const { keyId } = await readCredentials(page);

  await d.getByRole('button', { name: 'Use this key for this session' }).click();
  await expect(d.getByRole('status')).toContainText('This tab now signs its requests with this key');
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('console.session') ?? '{}') as { keyId?: string });
  expect(stored.keyId).toBe(keyId);

  await finish(page);
  // The list is read again with the new key: its "last used" is now set.
  const row = page.getByRole('row', { name: /Session key/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(5)).not.toHaveText('Never');
});

test('a refused request shows the error above the form, keeps every value, and reveals nothing', async ({ page, org }) => {
  await openCreateForm(page);
  await org.clearRequests();
  // A clear refusal (a 4xx): nothing was made, so the secret made in this browser is of no use.
  await org.injectFault({
    method: 'POST',
    path: `${org.path}/keys`,
    count: 1,
    status: 400,
    body: { status: 400, error: 'BAD_REQUEST: this organization cannot have more keys' },
  });
  await page.getByLabel('Name').fill('Unlucky');
  await page.getByRole('checkbox', { name: /Developer/ }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The key was not created' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Unlucky');
  await expect(page.getByRole('checkbox', { name: /Developer/ })).toBeChecked();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('lost-reply')).toHaveCount(0);
  // Not retried on its own: one POST only.
  expect((await org.requests()).filter((r) => r.method === 'POST' && r.path.endsWith('/keys'))).toHaveLength(1);

  // Sending again works and reveals the key.
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog(page)).toBeVisible();
});

test('a 500 may have been applied: the secret made here is shown all the same; once the list never shows it, Create key sends again', async ({
  page,
  org,
  request,
}) => {
  // The lookup reads the list for 30 s in what people run: 3 s here.
  await useTimings(page, { lookupPatienceMs: 3_000 });
  await openCreateForm(page);
  await org.clearRequests();
  // A 500 before anything was applied: the console cannot tell it from one after the commit.
  await org.injectFault({ method: 'POST', path: `${org.path}/keys`, count: 1, status: 500, body: { status: 500, error: 'INTERNAL: try again' } });
  await page.getByLabel('Name').fill('Unlucky');
  await page.getByRole('checkbox', { name: /Developer/ }).check();
  const submit = page.getByRole('button', { name: 'Create key' });
  await submit.click();

  const maybe = page.getByRole('dialog', { name: 'The API key may have been created' });
  await expect(maybe).toBeVisible();
  await expect(maybe).toContainText('The reply to Create key was lost');
  const lostId = (await maybe.getByTestId('secret-value-KEY_ID').innerText()).trim();
  await maybe.getByRole('checkbox', { name: 'I have saved the secret' }).check();
  await maybe.getByRole('button', { name: 'Done' }).click();
  // Still on the form (the key may not exist), with the values kept.
  await expect(page).toHaveURL(/\/keys\/new$/);
  await expect(page.getByLabel('Name')).toHaveValue('Unlucky');
  await expect(page.getByRole('alert').filter({ hasText: 'may have been applied' })).toBeVisible();

  const notice = page.getByTestId('lost-reply');
  await expect(notice.getByRole('link', { name: 'Open the list of API keys' })).toHaveAttribute('href', '/keys');
  await expect(notice).toContainText(/No API key named “Unlucky” is in the list after \d+ reads over 3 seconds, so it was not created/);
  // Read more than once before saying so.
  expect((await org.requests()).filter((r) => r.method === 'GET' && r.path === `${org.path}/keys`).length).toBeGreaterThan(1);
  expect((await org.api<{ keySuffix: string }[]>('GET', `${org.path}/keys`)).result.map((k) => k.keySuffix)).not.toContain(lostId.slice(-4));

  // Sending again makes one key, with a new ID and secret, and reveals it.
  await submit.click();
  await expect(dialog(page)).toBeVisible();
  const { keyId, keySecret } = await readCredentials(page);
  expect(keyId).not.toBe(lostId);
  expect((await api(request, 'GET', '/v1/organizations', { keyId, keySecret })).status).toBe(200);
  expect((await org.requests()).filter((r) => r.method === 'POST' && r.path.endsWith('/keys'))).toHaveLength(2);
});
