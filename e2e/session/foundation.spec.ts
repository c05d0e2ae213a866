import { emulatorInfo } from '../support/emulator';
import { expect, signInProgrammatically, signInWithForm, test } from '../support/fixtures';

/**
 * The sign-in spec: these tests sign in through the real form (each with its own organization's
 * key); the shell tests at the end sign in programmatically like every other spec.
 */
test.use({ signInAs: 'none' });

async function storageOf(page: import('@playwright/test').Page) {
  return page.evaluate(() => ({ session: sessionStorage.length, local: localStorage.length, sessionText: JSON.stringify({ ...sessionStorage }) }));
}

test('signs in with good credentials and lands in the shell with the organization name', async ({ page, org }) => {
  await signInWithForm(page, org.admin);
  await expect(page.getByTestId('organization-name')).toHaveText(org.name);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  const stored = await storageOf(page);
  expect(stored.session).toBe(1);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect(page.url()).not.toContain(org.admin.keySecret);
});

test('offers the emulator credentials in one click', async ({ page, request }) => {
  // The bootstrap organization's key, which the dev server offers; only read here.
  const info = await emulatorInfo(request);
  await page.goto('/sign-in');
  await page.getByRole('button', { name: "Fill in the emulator's credentials" }).click();
  await expect(page.getByLabel('Key ID')).toHaveValue(info.keyId);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test('refuses bad credentials with a clear message and stores nothing', async ({ page, org }) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter the key ID.')).toBeVisible();
  await expect(page.getByText('Enter the key secret.')).toBeVisible();

  await page.getByLabel('Key ID').fill(org.admin.keyId);
  await page.getByRole('textbox', { name: 'Key secret', exact: true }).fill('not-the-secret');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Key not accepted' });
  await expect(alert).toBeVisible();
  await expect(alert.getByTestId('request-id')).not.toBeEmpty();
  expect((await storageOf(page)).session).toBe(0);
  await expect(page).toHaveURL(/\/sign-in$/);
  // The form keeps what was typed.
  await expect(page.getByLabel('Key ID')).toHaveValue(org.admin.keyId);
});

test('lets the person pick among several organizations', async ({ page, org }) => {
  const second = {
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    name: 'Second organization',
    createdAt: '2025-02-01T00:00:00Z',
    privateEndpoints: [],
    byocConfig: [],
  };
  const first = { id: org.id, name: org.name, createdAt: '2025-01-01T00:00:00Z', privateEndpoints: [], byocConfig: [] };
  await org.injectFault({
    method: 'GET',
    path: '/v1/organizations',
    count: 1,
    status: 200,
    body: { status: 200, requestId: '9b2f3c1e-1d2a-4b5c-8d7e-0f1a2b3c4d5e', result: [first, second] },
  });
  await page.goto('/sign-in');
  await page.getByLabel('Key ID').fill(org.admin.keyId);
  await page.getByRole('textbox', { name: 'Key secret', exact: true }).fill(org.admin.keySecret);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Choose an organization' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByRole('radio', { name: org.name }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByTestId('organization-name')).toHaveText(org.name);
});

test('asks for the organization ID when the API does not list organizations', async ({ page, org }) => {
  await org.injectFault({
    method: 'GET',
    path: '/v1/organizations',
    count: 1,
    status: 404,
    body: { status: 404, error: 'NOT_FOUND', requestId: '9b2f3c1e-1d2a-4b5c-8d7e-0f1a2b3c4d5e' },
  });
  await page.goto('/sign-in');
  await page.getByLabel('Key ID').fill(org.admin.keyId);
  await page.getByRole('textbox', { name: 'Key secret', exact: true }).fill(org.admin.keySecret);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const orgId = page.getByLabel('Organization ID');
  await orgId.fill('not-a-uuid');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/Enter the organization ID: a UUID/)).toBeVisible();
  await orgId.fill(org.id);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByTestId('organization-name')).toHaveText(org.name);
});

test('where neither organizations nor the organization can be read, checks the typed ID inside it before storing', async ({ page, org }) => {
  const rid = '9b2f3c1e-1d2a-4b5c-8d7e-0f1a2b3c4d5e';
  await org.injectFault({ method: 'GET', path: '/v1/organizations', count: 1, status: 404, body: { status: 404, error: 'NOT_FOUND', requestId: rid } });
  for (const id of ['0f8fad5b-d9cb-469f-a165-70867728950e', org.id]) {
    await org.injectFault({
      method: 'GET',
      path: `/v1/organizations/${id}`,
      count: 1,
      status: 405,
      body: { status: 405, error: 'METHOD_NOT_ALLOWED', requestId: rid },
    });
  }
  await page.goto('/sign-in');
  await page.getByLabel('Key ID').fill(org.admin.keyId);
  await page.getByRole('textbox', { name: 'Key secret', exact: true }).fill(org.admin.keySecret);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // An ID the key cannot see: refused at the field, nothing stored.
  await page.getByLabel('Organization ID').fill('0f8fad5b-d9cb-469f-a165-70867728950e');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('No organization with this ID is visible to this key. Check the ID.')).toBeVisible();
  expect((await storageOf(page)).session).toBe(0);
  await page.getByLabel('Organization ID').fill(org.id);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test('sign-out leaves nothing in sessionStorage or localStorage', async ({ page, org }) => {
  await signInWithForm(page, org.admin);
  // The theme choice is the one thing the console writes to localStorage; it goes too.
  await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).click();
  expect(await page.evaluate(() => localStorage.length)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByText(/You signed out/)).toBeVisible();
  const stored = await storageOf(page);
  expect(stored).toMatchObject({ session: 0, local: 0 });
  // The app is closed behind sign-in again.
  await page.goto('/keys');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('a 401 mid-session sends the person to sign-in and back to where they were', async ({ page, org }) => {
  await signInWithForm(page, org.admin);
  await page.getByRole('link', { name: 'Organization' }).click();
  await expect(page).toHaveURL(/\/organization$/);
  // The page's own read must be over before the fault goes in: a read still on its way would be
  // answered 401, and a reload in the middle of the sign-out that follows lands on sign-in
  // without the message (it lives in memory until the sign-in page shows it). That race was the
  // flake ("Your session ended" not shown) on a busy machine.
  await expect(page.getByRole('region', { name: 'Details' })).toContainText(org.id);
  // count 5: the dev server's React StrictMode may abort the first request and send it again.
  await org.injectFault({
    method: 'GET',
    path: '/v1/organizations/*',
    count: 5,
    status: 401,
    body: { status: 401, error: 'UNAUTHORIZED: key expired', requestId: '9b2f3c1e-1d2a-4b5c-8d7e-0f1a2b3c4d5e' },
  });
  await page.reload();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByText(/Your session ended/)).toBeVisible();
  expect((await storageOf(page)).session).toBe(0);
  await org.clearFaults();
  await page.getByLabel('Key ID').fill(org.admin.keyId);
  await page.getByRole('textbox', { name: 'Key secret', exact: true }).fill(org.admin.keySecret);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/organization$/);
});

test('navigates to every area, and unknown addresses show the not-found page', async ({ page, org }) => {
  await signInProgrammatically(page, org.session());
  await page.goto('/services');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const [label, path] of [
    ['Organization', '/organization'],
    ['Services', '/services'],
    ['Pipes', '/pipes'],
    ['API keys', '/keys'],
    ['Alerts', '/alerts'],
  ] as const) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);
  }
  await page.goto('/no-such-area');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('warns after 30 minutes idle, then signs out', async ({ page, org }) => {
  await page.clock.install();
  await signInProgrammatically(page, org.session());
  await page.goto('/services');
  await expect(page.getByTestId('organization-name')).toBeVisible();
  // Let the shell's effects (the idle timer) start before moving the fake clock.
  await page.waitForTimeout(500);
  const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
  await page.clock.fastForward('29:00');
  await expect(dialog).toBeHidden();
  await page.clock.fastForward('01:05');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/services$/);

  await page.clock.fastForward('30:05');
  await expect(dialog).toBeVisible();
  await page.clock.runFor('01:05');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByText(/signed out after 30 minutes/)).toBeVisible();
  expect((await storageOf(page)).session).toBe(0);
});

test('switches between light and dark', async ({ page, org }) => {
  await signInProgrammatically(page, org.session());
  await page.goto('/services');
  const scheme = () => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
  const before = await scheme();
  await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).click();
  await expect.poll(scheme).not.toBe(before);
});
