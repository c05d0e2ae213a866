import { expect, test } from '../support/fixtures';
import { openServiceTab, runningService } from '../support/services';

/**
 * Screenshots of a service's Backups section and of the create form opened by "Restore into a new
 * service", for a visual check (light mode). A screenshot tour (npm run screenshots); writes to
 * SHOTS_DIR (default /tmp/shots).
 */
test.use({ colorScheme: 'light', viewport: { width: 1366, height: 900 } });
const dir = process.env.SHOTS_DIR ?? '/tmp/shots';
const HOUR = 3_600_000;

test('backups and restore, for review', async ({ page, org }) => {
  const service = await runningService(org, 'Orders', { region: 'eu-west-1', numReplicas: 3, maxReplicaMemoryGb: 64 });
  await org.api('PATCH', `${org.path}/services/${service.id}/backupConfiguration`, { backupPeriodInHours: 6, backupRetentionPeriodInHours: 72 });
  for (let day = 0; day < 3; day++) await org.advanceClock({ ms: 24 * HOUR - 60_000 });

  await openServiceTab(page, service.id, 'backups');
  const section = page.getByRole('region', { name: 'Backups', exact: true });
  await expect(section.getByRole('table', { name: 'Backups', exact: true })).toBeVisible();
  await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.mouse.wheel(0, -80);
  await page.screenshot({ path: `${dir}/backups-section.png` });

  await section
    .getByRole('link', { name: /Restore the backup/ })
    .first()
    .click();
  await expect(page.getByText('Restore a backup into a new service')).toBeVisible();
  await page.getByRole('combobox', { name: 'Region', exact: true }).click();
  await page.getByRole('option', { name: 'us-east-1 (N. Virginia)', exact: true }).click();
  await page.getByRole('button', { name: 'Create service' }).click();
  await page.keyboard.press('Escape');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${dir}/restore-form.png` });
  await page.getByRole('button', { name: /^Warehouse and backup/ }).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${dir}/restore-form-backup.png` });
});
