import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { unfold } from '../support/folds';
import { useTimings } from '../support/timings';

/**
 * Screenshots of the services and organization pages for a visual check (light mode).
 * A screenshot tour (npm run screenshots); writes to SHOTS_DIR (default /tmp/shots).
 */
test.use({ colorScheme: 'light', viewport: { width: 1366, height: 900 } });
const dir = process.env.SHOTS_DIR ?? '/tmp/shots';

test('services and organization pages, for review', async ({ page, org }) => {
  const path = `${org.path}/services`;
  await org.api('POST', path, {
    name: 'Analytics prod',
    provider: 'aws',
    region: 'eu-west-1',
    ipAccessList: [{ source: '0.0.0.0/0', description: 'Anywhere' }],
  });
  await org.api('POST', path, { name: 'Reporting', provider: 'gcp', region: 'us-central1', numReplicas: 2, ipAccessList: [] });
  await org.api('PATCH', org.path, { privateEndpoints: { add: [{ id: 'vpce-0a1b2c3d', description: 'Primary VPC' }] } });
  await org.settle();

  // The lost-reply lookup after the 500 below reads for 3 s, not 30.
  await useTimings(page, { lookupPatienceMs: 3_000 });
  await page.goto('/services');
  await expect(page.getByRole('link', { name: 'Reporting' })).toBeVisible();
  await shot(page, 'services-list');

  await page.getByRole('link', { name: 'Create service' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('New service');
  await shot(page, 'create-top');
  await unfold(page, 'Scaling');
  await unfold(page, 'Legacy and deprecated fields');
  await page.getByRole('textbox', { name: 'Number of replicas', exact: true }).fill('25');
  await page.getByRole('button', { name: 'Create service' }).click();
  await page.getByRole('button', { name: /^Scaling/ }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.mouse.wheel(0, -80);
  await shot(page, 'create-lower');
  await page.getByRole('textbox', { name: 'Number of replicas', exact: true }).fill('3');
  // A server failure: the alert above the form, the values kept, the list looked through.
  await org.injectFault({
    method: 'POST',
    path,
    count: 1,
    status: 500,
    body: { status: 500, error: 'INTERNAL_ERROR', requestId: '9b2f3c1e-1d2a-4b5c-8d7e-0f1a2b3c4d5e' },
  });
  await page.getByRole('button', { name: 'Create service' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'HTTP 500' });
  await expect(failure).toBeVisible();
  await failure.scrollIntoViewIfNeeded();
  await shot(page, 'create-server-error');
  await expect(page.getByTestId('lost-reply')).toContainText('so it was not created');
  await shot(page, 'create-not-created');
  await page.getByRole('button', { name: 'Create service' }).click();
  const dialog = page.getByRole('dialog', { name: /created/ });
  await expect(dialog).toBeVisible();
  await shot(page, 'password-dialog');
  await dialog.getByRole('checkbox', { name: 'I have saved the password' }).check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'Endpoints' })).toBeVisible();
  await shot(page, 'service-page', true);

  await page.goto('/organization');
  await expect(page.getByRole('table', { name: 'Current private endpoints' })).toBeVisible();
  await shot(page, 'organization', true);
});

async function shot(page: Page, name: string, fullPage = false) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${dir}/services-${name}.png`, fullPage });
}
