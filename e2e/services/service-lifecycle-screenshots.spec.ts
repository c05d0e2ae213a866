import { mkdir } from 'node:fs/promises';
import type { Service } from '../../src/contract';
import { expect, test } from '../support/fixtures';
import { openServiceTab, serviceTab } from '../support/services';

/**
 * Screenshots of a service's lifecycle actions for review (written to $SHOTS_DIR, default
 * /tmp/shots), light and dark: the service page's tabs (state commands above them; networking,
 * settings, the danger zone; at 1280 px and on a phone) and the services list with a row's
 * actions menu open. Not a visual-diff test.
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

      await openServiceTab(page, running.id);
      await expect(page.getByTestId('service-state')).toHaveText('Running');
      await page.screenshot({ path: `${dir}/service-lifecycle-page-top-${scheme}.png` });
      await serviceTab(page, 'networking').click();
      await expect(page.getByRole('form', { name: 'IP access list' })).toBeVisible();
      await page.screenshot({ path: `${dir}/service-lifecycle-page-networking-${scheme}.png` });
      await serviceTab(page, 'settings').click();
      await expect(serviceTab(page, 'settings')).toHaveAttribute('aria-selected', 'true');
      await page.screenshot({ path: `${dir}/service-lifecycle-page-settings-${scheme}.png` });
      await serviceTab(page, 'danger').click();
      await expect(serviceTab(page, 'danger')).toHaveAttribute('aria-selected', 'true');
      await page.screenshot({ path: `${dir}/service-lifecycle-page-danger-${scheme}.png` });
      // On a phone: the tabs wrap, every label whole.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${dir}/service-lifecycle-page-danger-phone-${scheme}.png` });
      await serviceTab(page, 'overview').click();
      await expect(serviceTab(page, 'overview')).toHaveAttribute('aria-selected', 'true');
      await page.screenshot({ path: `${dir}/service-lifecycle-page-overview-phone-${scheme}.png` });
    });
  });
}
