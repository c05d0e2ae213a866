import type { Page } from '@playwright/test';
import type { ApiKey, Member } from '../../src/contract';
import { RANGE_MESSAGES } from '../../src/features/activity/activityView';
import { expect, test } from '../support/fixtures';

/**
 * The activity log (issue 44 item 2): what the person just did is there, in words, with the key
 * that did it and the service; the filters are in the URL (a shared view opens the same); a range
 * that ends before it starts is refused before any request.
 */

const logRows = (page: Page) => page.getByRole('table', { name: 'Activity log' }).getByRole('row');

test('the log shows what was just done; filters by type, actor and service live in the URL', async ({ page, org }) => {
  const created = await org.api<{ service: { id: string } }>('POST', `${org.path}/services`, { name: 'Audit me', provider: 'aws', region: 'us-east-1' });
  const serviceId = created.result.service.id;
  await org.api('PATCH', `${org.path}/services/${serviceId}`, { name: 'Audited' });
  const developerKey = (await org.api<ApiKey[]>('GET', `${org.path}/keys`)).result.find((k) => k.name === 'Test developer key')!;
  await org.api('PATCH', `${org.path}/keys/${developerKey.id}`, { name: 'Renamed developer key' });

  // A change made in the console itself is in the log too.
  await page.goto('/members');
  const invite = page.getByRole('form', { name: 'Invite a member' });
  await invite.getByRole('textbox', { name: 'Email address' }).fill('audit@example.com');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await expect(logRows(page)).toHaveCount(6);
  await expect(logRows(page).nth(1)).toContainText('Invitation sent');
  await expect(logRows(page).nth(1)).toContainText('API key “Test admin key”');
  await expect(logRows(page).filter({ hasText: 'API key changed: name' })).toHaveCount(1);
  await expect(logRows(page).filter({ hasText: 'Service renamed' })).toContainText('Audited');
  await expect(logRows(page).filter({ hasText: 'Organization created' })).toContainText('System');

  // Type filter: in the URL; opening that URL again shows the same view.
  await page.getByRole('combobox', { name: 'Activity' }).click();
  await page.getByRole('option', { name: 'Service renamed', exact: true }).click();
  await expect(page).toHaveURL(/type=service_update_name/);
  await expect(logRows(page)).toHaveCount(2);
  const shared = page.url();
  await page.goto('/services');
  await page.goto(shared);
  await expect(logRows(page)).toHaveCount(2);
  await expect(logRows(page).nth(1)).toContainText('Service renamed');

  // Service filter alone; then actor: the system.
  await page.goto(`/activity?service=${serviceId}`);
  await expect(logRows(page)).toHaveCount(3);
  await page.goto('/activity?actor=system');
  await expect(logRows(page)).toHaveCount(2);
  await expect(logRows(page).nth(1)).toContainText('Organization created');
});

test('a range that ends before it starts is refused on the field, and nothing is read', async ({ page, org }) => {
  const reads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `${org.path}/activities`) reads.push(r.url());
  });
  await page.goto('/activity?from=2026-03-10&to=2026-03-01');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await expect(page.getByText(RANGE_MESSAGES.order)).toBeVisible();
  await expect(page.getByText('Correct the range to read the log.')).toBeVisible();
  expect(reads).toEqual([]);

  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-03-10');
  await expect(page.getByText('No activity in this range matches the filters.')).toBeVisible();
  expect(reads).toHaveLength(1);
  const url = new URL(reads[0]);
  expect(Date.parse(url.searchParams.get('from_date') ?? '')).toBe(new Date(2026, 2, 10).getTime());
  expect(Date.parse(url.searchParams.get('to_date') ?? '')).toBe(new Date(2026, 2, 11).getTime() - 1);
  expect((await org.api<Member[]>('GET', `${org.path}/members`)).status).toBe(200);
});
