import { mkdir } from 'node:fs/promises';
import type { Service } from '../../src/contract';
import { expect, test } from '../support/fixtures';

/**
 * Screenshots of a service's lifecycle actions for review (written to $SHOTS_DIR, default
 * /tmp/shots), light and dark: the service page (state commands, edit form, password, delete)
 * and the services list with a row's actions menu open. Not a visual-diff test.
 */
const dir = process.env.SHOTS_DIR ?? '/tmp/shots';

for (const scheme of ['light', 'dark'] as const) {
  test.describe(scheme, () => {
    test.use({ colorScheme: scheme, viewport: { width: 1280, height: 900 } });

    test(`service lifecycle actions (${scheme}), for review`, async ({ page, org }) => {
      await mkdir(dir, { recursive: true });
      const make = async (name: string) =>
        (
          await org.api<{ service: Service }>('POST', `${org.path}/services`, {
            name,
            provider: 'aws',
            region: 'eu-west-1',
            ipAccessList: [{ source: '203.0.113.0/24', description: 'Office' }],
          })
        ).result.service;
      const running = await make('Analytics prod');
      const stopped = await make('Nightly reports');
      await make('Sandbox');
      await org.settle();
      await org.api('PATCH', `${org.path}/services/${stopped.id}/state`, { command: 'stop' });
      await org.settle();

      await page.goto('/services');
      await expect(page.getByRole('link', { name: 'Sandbox' })).toBeVisible();
      await page.getByRole('button', { name: 'Actions for Analytics prod' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await page.screenshot({ path: `${dir}/service-lifecycle-menu-running-${scheme}.png` });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Actions for Nightly reports' }).click();
      await expect(page.getByRole('menuitem', { name: 'Start' })).toBeVisible();
      await page.screenshot({ path: `${dir}/service-lifecycle-menu-stopped-${scheme}.png` });
      await page.keyboard.press('Escape');

      await page.goto(`/services/${running.id}`);
      await expect(page.getByTestId('service-state')).toHaveText('Running');
      await page.screenshot({ path: `${dir}/service-lifecycle-page-top-${scheme}.png` });
      await page.getByRole('heading', { name: 'Name and IP access list' }).scrollIntoViewIfNeeded();
      await page.getByRole('heading', { name: 'Name and IP access list' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: `${dir}/service-lifecycle-page-edit-${scheme}.png` });
      await page.getByRole('region', { name: 'Delete service' }).evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await page.screenshot({ path: `${dir}/service-lifecycle-page-bottom-${scheme}.png` });
    });
  });
}
