import { expect, test, type Page } from '@playwright/test';
import { api, emulatorInfo, resetEmulator } from './support/emulator';

/**
 * Screenshots of the services and organization pages for a visual check (light mode).
 * A screenshot tour (npm run screenshots); writes to SHOTS_DIR (default /tmp/shots).
 */
test.use({ colorScheme: 'light', viewport: { width: 1366, height: 900 } });
const dir = process.env.SHOTS_DIR ?? '/tmp/shots';

test('services and organization pages, for review', async ({ page, request }) => {
  test.setTimeout(120_000);
  await resetEmulator(request);
  const info = await emulatorInfo(request);
  const path = `/v1/organizations/${info.organizationId}/services`;
  await api(request, 'POST', path, info, { name: 'Analytics prod', provider: 'aws', region: 'eu-west-1', ipAccessList: [{ source: '0.0.0.0/0', description: 'Anywhere' }] });
  await api(request, 'POST', path, info, { name: 'Reporting', provider: 'gcp', region: 'us-central1', numReplicas: 2, ipAccessList: [] });
  await api(request, 'PATCH', `/v1/organizations/${info.organizationId}`, info, { privateEndpoints: { add: [{ id: 'vpce-0a1b2c3d', description: 'Primary VPC' }] } });

  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Key ID', exact: true }).fill(info.keyId);
  await page.getByRole('textbox', { name: 'Key secret', exact: true }).fill(info.keySecret);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('link', { name: 'Reporting' })).toBeVisible();
  await shot(page, 'services-list');

  await page.getByRole('link', { name: 'Create service' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('New service');
  await shot(page, 'create-top');
  await page.getByRole('heading', { name: 'Security and compliance' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: /Legacy and deprecated fields/ }).click();
  await page.getByRole('textbox', { name: 'Number of replicas', exact: true }).fill('25');
  await page.getByRole('button', { name: 'Create service' }).click();
  await page.getByRole('heading', { name: 'Security and compliance' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.mouse.wheel(0, -80);
  await shot(page, 'create-lower');
  await page.getByRole('textbox', { name: 'Number of replicas', exact: true }).fill('3');
  await page.getByRole('button', { name: 'Create service' }).click();
  const dialog = page.getByRole('dialog', { name: /created/ });
  await expect(dialog).toBeVisible();
  await shot(page, 'password-dialog');
  await dialog.getByRole('checkbox', { name: 'I have saved the password' }).check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'Replica scaling' })).toBeVisible();
  await shot(page, 'service-page', true);

  await page.goto('/organization');
  await expect(page.getByRole('table', { name: 'Current private endpoints' })).toBeVisible();
  await shot(page, 'organization', true);
});

async function shot(page: Page, name: string, fullPage = false) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${dir}/services-${name}.png`, fullPage });
}
