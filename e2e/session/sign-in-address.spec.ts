import { expect, test } from '../support/fixtures';
import { field, kinesisRunToReview, next, runningService } from '../support/pipes';
import { DIALECT_LABELS } from '../../src/contract/dialectNames';

/**
 * Sign-in against an API address other than the console's own (issue 11): under `npm start` the
 * console's Content-Security-Policy (`connect-src 'self'` plus CONSOLE_CONNECT_ORIGINS) blocks the
 * browser's request, and the form says so and how to allow it, not only that it could not reach it.
 */

test.use({ signInAs: 'none' });

// Another origin than the console's (127.0.0.1:<port>): a loopback address nothing listens on.
const OTHER = 'http://127.0.0.2:9';

async function signInAt(page: import('@playwright/test').Page, keyId: string, keySecret: string) {
  await page.getByRole('button', { name: 'API addresses' }).click();
  await page.getByRole('textbox', { name: 'Management API URL' }).fill(OTHER);
  await page.getByLabel('Key ID').fill(keyId);
  await page.getByRole('textbox', { name: 'Key secret', exact: true }).fill(keySecret);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test("a request the console's security policy blocks: it says so and how to allow the address", async ({ page, org }) => {
  // The production server's policy on the page itself (the dev server sends none): the API
  // requests are real, only the document carries the header `npm start` would send.
  await page.route('**/sign-in', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': "connect-src 'self'" } });
  });
  await page.goto('/sign-in');
  await signInAt(page, org.admin.keyId, org.admin.keySecret);
  const hint = page.getByTestId('blocked-address');
  await expect(hint).toContainText("The request to http://127.0.0.2:9 was blocked by the console's security policy");
  await expect(hint).toContainText('MANAGEMENT_API_URL');
  await expect(hint).toContainText('add http://127.0.0.2:9 to CONSOLE_CONNECT_ORIGINS');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('an unreachable address of another origin without a policy violation: the policy is named as a possible cause', async ({ page, org }) => {
  await page.goto('/sign-in');
  await signInAt(page, org.admin.keyId, org.admin.keySecret);
  await expect(page.getByRole('alert')).toContainText('Could not reach http://127.0.0.2:9');
  const hint = page.getByTestId('blocked-address');
  await expect(hint).toContainText("The console's security policy may block this address");
  await expect(hint).toContainText('so the request may have been blocked');
  await expect(hint).not.toContainText("was blocked by the console's security policy");
});

/**
 * The dialect each API is spoken in (issue 41): by default what this console's server says at
 * GET /__console/apis for its own address (here the embedded emulator: the contract's words), the
 * real service's for another address, or what the person chooses under "API addresses". The
 * sign-in stores it with the credentials, and every request after it speaks it.
 */
test.describe('the dialects chosen at sign-in', () => {
  const stored = (page: import('@playwright/test').Page) =>
    page.evaluate(() => JSON.parse(sessionStorage.getItem('console.session') ?? '{}') as { managementDialect?: string; alertsDialect?: string });
  const managementDialect = (page: import('@playwright/test').Page) => page.getByRole('combobox', { name: 'Management API speaks' });
  const alertsDialect = (page: import('@playwright/test').Page) => page.getByRole('combobox', { name: 'Alerts API speaks' });

  test("a person who never opens API addresses gets the server's dialects", async ({ page, request, org }) => {
    expect(await (await request.get('/__console/apis')).json()).toEqual({
      management: { dialect: 'contract', emulated: true },
      alerts: { dialect: 'contract', emulated: true },
    });
    await page.goto('/sign-in');
    await page.getByLabel('Key ID').fill(org.admin.keyId);
    await page.getByRole('textbox', { name: 'Key secret', exact: true }).fill(org.admin.keySecret);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/services$/);
    expect(await stored(page)).toMatchObject({ managementDialect: 'contract', alertsDialect: 'contract' });
    await expect(page.getByTestId('api-target')).toHaveText('Local emulator');
  });

  test("API addresses: the server's dialects for this address, the real services' for another; the cloud dialect chosen is stored and spoken", async ({
    page,
    org,
  }) => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'API addresses' }).click();
    await expect(managementDialect(page)).toHaveValue('contract');
    await expect(alertsDialect(page)).toHaveValue('contract');
    // Another address: the real service's words, by default.
    const managementUrl = page.getByRole('textbox', { name: 'Management API URL' });
    await managementUrl.fill(OTHER);
    await expect(managementDialect(page)).toHaveValue('cloud');
    await expect(alertsDialect(page)).toHaveValue('contract');
    await managementUrl.fill(new URL(page.url()).origin);
    await expect(managementDialect(page)).toHaveValue('contract');

    await managementDialect(page).selectOption({ label: DIALECT_LABELS.management.cloud });
    await page.getByLabel('Key ID').fill(org.admin.keyId);
    await page.getByRole('textbox', { name: 'Key secret', exact: true }).fill(org.admin.keySecret);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/services$/);
    expect(await stored(page)).toMatchObject({ managementDialect: 'cloud', alertsDialect: 'contract' });
    await expect(page.getByTestId('api-target')).toHaveText('ClickHouse Cloud · alerts: local emulator');

    // A management request after it speaks ClickHouse Cloud's words: the pipe wizard's Review shows the path really sent.
    const serviceId = await runningService(org);
    await page.goto(`/pipes/${serviceId}/new`);
    await field(page, 'Pipe name').fill('clicks');
    await page.getByRole('radio', { name: 'Kinesis-type stream' }).check();
    await next(page);
    await kinesisRunToReview(page);
    await expect(page.getByText(`${org.path}/services/${serviceId}/clickpipes`, { exact: true })).toBeVisible();
  });
});
