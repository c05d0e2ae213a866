import { expect, test } from './support/fixtures';

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
