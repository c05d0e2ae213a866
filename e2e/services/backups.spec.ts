import type { Page, Request } from '@playwright/test';
import { BACKUP_MESSAGES, type Backup, type BackupConfiguration, type Service } from '../../src/contract';
import { expect, test, type TestOrg } from '../support/fixtures';
import { openServiceTab, runningService } from '../support/services';

/**
 * Backups (issue 44 item 1): a service's backups on its page, its backup configuration changed
 * within the real rules (refused next to the field before sending), and a backup restored into a
 * new service (the same region and tier as the original, checked before sending).
 */

const HOUR = 3_600_000;
const backupsOf = (org: TestOrg, serviceId: string) => `${org.path}/services/${serviceId}/backups`;
const configurationOf = (org: TestOrg, serviceId: string) => `${org.path}/services/${serviceId}/backupConfiguration`;

/** The JSON bodies the browser sends with `method` to `path`. */
function captureBodies(page: Page, method: string, path: string) {
  const bodies: unknown[] = [];
  page.on('request', (req: Request) => {
    if (req.method() === method && new URL(req.url()).pathname === path) bodies.push(req.postDataJSON());
  });
  return bodies;
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a service lists its backups, newest first, and its backup configuration is changed within the rules', async ({ page, org }) => {
  const service = await runningService(org, 'Nightly', { region: 'eu-west-1' });
  // Ten seconds past a day after its creation (settled a minute after it): the first backup, taken
  // at creation, is done; the second started 10 s ago (a backup takes a minute at least). The clock
  // moves at most a day per request.
  await org.advanceClock({ ms: 12 * HOUR });
  await org.advanceClock({ ms: 12 * HOUR - 50_000 });
  const listed = (await org.api<Backup[]>('GET', backupsOf(org, service.id))).result;
  expect(listed.map((b) => b.status)).toEqual(['in_progress', 'done']);

  await openServiceTab(page, service.id, 'backups');
  const section = page.getByRole('region', { name: 'Backups', exact: true });
  const table = page.getByRole('table', { name: 'Backups', exact: true });
  const rows = page.locator('tr[data-backup-id]');
  await expect(table).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-backup-id', listed[0].id);
  await expect(rows.nth(0)).toContainText('In progress');
  await expect(rows.nth(1)).toContainText('Done');
  await expect(rows.nth(1)).toContainText('full');
  await expect(rows.nth(1)).toContainText('GiB');
  // Only a finished backup can be restored.
  await expect(rows.nth(0).getByRole('button', { name: /Restore the backup/ })).toHaveAttribute('aria-disabled', 'true');
  await expect(rows.nth(1).getByRole('link', { name: /Restore the backup/ })).toBeVisible();
  // The list filters like the others.
  await section.getByRole('searchbox', { name: 'Filter backups' }).fill('progress');
  await expect(rows).toHaveCount(1);
  await section.getByRole('searchbox', { name: 'Filter backups' }).fill('');

  // The configuration: the real defaults, then a retention that is not whole days, refused before sending.
  const patches = captureBodies(page, 'PATCH', configurationOf(org, service.id));
  const retention = section.getByRole('textbox', { name: 'Retention (hours)', exact: true });
  await expect(retention).toHaveValue('24');
  await expect(section.getByRole('combobox', { name: 'Backup period', exact: true })).toHaveValue('Every 24 hours');
  await retention.fill('30');
  await section.getByRole('button', { name: 'Save backup configuration' }).click();
  await expect(section.getByText(BACKUP_MESSAGES.retention)).toBeVisible();
  await expect(retention).toHaveAttribute('aria-invalid', 'true');
  expect(patches).toEqual([]);

  // Whole days, every 12 hours: the preview shows the request, and it is sent and saved.
  await retention.fill('168');
  await pick(page, 'Backup period', 'Every 12 hours');
  const expected = { backupPeriodInHours: 12, backupRetentionPeriodInHours: 168 };
  await section.getByRole('button', { name: 'Preview request' }).click();
  const preview = page.getByRole('dialog', { name: 'Request preview' });
  expect(JSON.parse(await preview.getByTestId('preview-json').innerText())).toEqual(expected);
  await page.keyboard.press('Escape');
  await section.getByRole('button', { name: 'Save backup configuration' }).click();
  await expect(page.getByText('Backup configuration saved')).toBeVisible();
  expect(patches).toEqual([expected]);
  const saved = await org.api<BackupConfiguration>('GET', configurationOf(org, service.id));
  expect(saved.result).toEqual(expected);
  await expect(retention).toHaveValue('168');
});

test('a finished backup is restored into a new service: the region and tier of the original, checked before sending', async ({ page, org }) => {
  const original = await runningService(org, 'Orders', { region: 'eu-west-1' });
  await org.advanceClock({ ms: 2 * HOUR });
  const [backup] = (await org.api<Backup[]>('GET', backupsOf(org, original.id))).result;
  expect(backup.status).toBe('done');
  const creates = captureBodies(page, 'POST', `${org.path}/services`);

  await openServiceTab(page, original.id, 'backups');
  await page
    .getByRole('region', { name: 'Backups', exact: true })
    .getByRole('link', { name: /Restore the backup/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/services/new\\?backup=${backup.id}&service=${original.id}$`));
  await expect(page.getByText('Restore a backup into a new service')).toBeVisible();
  const region = page.getByRole('combobox', { name: 'Region', exact: true });
  await expect(region).toHaveValue('eu-west-1 (Ireland)');
  await expect(page.getByRole('combobox', { name: 'Cloud provider', exact: true })).toHaveValue('AWS');
  await expect(page.getByRole('combobox', { name: 'Tier (deprecated)', exact: true })).toHaveValue('production');
  await expect(page.getByRole('combobox', { name: 'Backup', exact: true })).toHaveValue(/^Orders · /);

  // Another region is refused next to it, before anything is sent.
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Orders restored');
  await pick(page, 'Region', 'us-east-1 (N. Virginia)');
  await page.getByRole('button', { name: 'Create service' }).click();
  await expect(page.getByText(BACKUP_MESSAGES.region('eu-west-1'))).toBeVisible();
  await expect(region).toHaveAttribute('aria-invalid', 'true');
  expect(creates).toEqual([]);

  // The original's region again: sent with the backup, and the new service appears.
  await pick(page, 'Region', 'eu-west-1 (Ireland)');
  await page.getByRole('button', { name: 'Create service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Service “Orders restored” created' });
  await expect(dialog).toBeVisible();
  expect(creates).toEqual([
    expect.objectContaining({ name: 'Orders restored', backupId: backup.id, region: 'eu-west-1', provider: 'aws', tier: 'production' }),
  ]);
  await dialog.getByRole('checkbox', { name: 'I have saved the password' }).check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'Orders restored' })).toBeVisible();
  const services = (await org.api<Service[]>('GET', `${org.path}/services`)).result;
  expect(services.find((s) => s.name === 'Orders restored')).toMatchObject({ region: 'eu-west-1', provider: 'aws', tier: 'production' });
});
