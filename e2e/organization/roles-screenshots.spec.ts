import { expect, test } from '../support/fixtures';

/** Screenshots of what a developer key sees (npm run screenshots); writes to SHOTS_DIR (default /tmp/shots). */
test.use({ colorScheme: 'light', viewport: { width: 1366, height: 900 }, signInAs: 'developer' });
const dir = process.env.SHOTS_DIR ?? '/tmp/shots';

test('a developer key: read-only notice and disabled writes, and the Connect panel, for review', async ({ page, org }) => {
  const created = await org.api<{ service: { id: string } }>('POST', `${org.path}/services`, { name: 'Analytics prod', provider: 'aws', region: 'eu-west-1' });
  await org.settle();
  await page.goto('/services');
  await expect(page.getByRole('link', { name: 'Analytics prod' })).toBeVisible();
  await page.getByRole('button', { name: 'Create service' }).hover();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.screenshot({ path: `${dir}/roles-services-list.png` });
  await page.goto('/services/new');
  await expect(page.getByTestId('read-only-notice')).toBeVisible();
  await page.screenshot({ path: `${dir}/roles-create-service.png` });
  await page.goto(`/services/${created.result.service.id}`);
  await page.getByRole('heading', { name: 'Connect' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/roles-service-connect.png` });
});
