import type { Page } from '@playwright/test';
import { minimalPipes } from '../../src/contract/pipe-fixtures';
import { expect, test } from '../support/fixtures';

/**
 * Issue 10 item 6: long names wrap or are cut with the whole name on hover, never widening a
 * page; bidirectional overrides and zero-width characters in names are shown as visible markers;
 * on a phone, list rows are cards and state badges are not cut.
 */

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('a name of thousands of characters never widens a page, and the whole name is on hover', async ({ page, org }) => {
  const long = `Warehouse-${'x'.repeat(3000)}-end`;
  expect((await org.api('PATCH', org.path, { name: long })).status).toBe(200);
  const svc = await org.api<{ service: { id: string } }>('POST', `${org.path}/services`, { name: 'Short', provider: 'aws', region: 'us-east-1' });
  await page.goto('/organization');
  await expect(page.getByText('Warehouse-xxx').first()).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await expect(page.getByTitle(long).first()).toBeAttached();
  if (process.env.SCREENSHOTS) await page.screenshot({ path: '/tmp/shots/organization-long-name.png' });

  const pipeName = `pipe-${'y'.repeat(250)}`; // the longest a pipe name may be (255)
  await org.settle();
  const pipe = await org.api<{ id: string }>('POST', `${org.path}/services/${svc.result.service.id}/pipes`, { ...minimalPipes.postgres, name: pipeName });
  expect(pipe.status, JSON.stringify(pipe.body)).toBe(200);
  await page.goto(`/pipes?service=${svc.result.service.id}`);
  await expect(page.getByRole('link', { name: /^pipe-yyy/ })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.goto(`/pipes/${svc.result.service.id}/${pipe.result.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('pipe-yyy');
  if (process.env.SCREENSHOTS) await page.screenshot({ path: '/tmp/shots/pipe-long-name.png' });
  expect(await noSidewaysScroll(page)).toBe(true);
});

test('a right-to-left override or a zero-width space in a name is shown as a marker', async ({ page, org }) => {
  expect((await org.api('PATCH', org.path, { name: 'report\u202Egnp.exe' })).status).toBe(200);
  await page.goto('/organization');
  const marker = page.getByLabel('hidden character U+202E (right-to-left override)');
  await expect(marker).toBeVisible();
  await expect(page.getByTitle('report[U+202E]gnp.exe')).toContainText('reportU+202Egnp.exe');

  const key = await org.api<{ key: { id: string } }>('POST', `${org.path}/keys`, { name: 'ad\u200Bmin', roles: ['developer'] });
  expect(key.status, JSON.stringify(key.body)).toBe(200);
  await page.goto('/keys');
  await expect(page.getByLabel('hidden character U+200B (zero-width space)')).toBeVisible();
  await expect(page.getByTitle('ad[U+200B]min')).toBeVisible();

  // The key's own page: its heading and the breadcrumb (the current page, marked for assistive technology) show the marker too.
  await page.goto(`/keys/${key.result.key.id}`);
  await expect(page.getByRole('heading', { level: 1 }).getByLabel('hidden character U+200B (zero-width space)')).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link', { name: 'API keys' })).toBeVisible();
  await expect(trail.locator('[aria-current="page"]').getByLabel('hidden character U+200B (zero-width space)')).toBeVisible();

  // A name inside a sentence (the edit page's heading) keeps its marker and stays on the heading's line.
  const svc = await org.api<{ service: { id: string } }>('POST', `${org.path}/services`, { name: 'Marked', provider: 'aws', region: 'us-east-1' });
  await org.settle();
  const pipe = await org.api<{ id: string }>('POST', `${org.path}/services/${svc.result.service.id}/pipes`, { ...minimalPipes.postgres, name: 'or\u200Bders' });
  expect(pipe.status, JSON.stringify(pipe.body)).toBe(200);
  await page.goto(`/pipes/${svc.result.service.id}/${pipe.result.id}/edit`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading.getByLabel('hidden character U+200B (zero-width space)')).toBeVisible();
  const box = await heading.boundingBox();
  const lineHeight = await heading.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect(box!.height).toBeLessThan(lineHeight * 1.5);
});

test('on a phone, each service is a card with its name first, whole, and its state badge whole', async ({ page, org }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  expect((await org.api('POST', `${org.path}/services`, { name: 'Phone', provider: 'aws', region: 'us-east-1' })).status).toBe(200);
  await page.goto('/services');
  await expect(page.getByRole('link', { name: 'Phone' })).toBeVisible();
  await expect(page.getByTestId('table-scroll-hint')).toHaveCount(0);
  const badge = page.getByText('Provisioning', { exact: true }).first();
  await badge.scrollIntoViewIfNeeded();
  const cut = await badge.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(cut).toBe(false);
  expect(await noSidewaysScroll(page)).toBe(true);
  if (process.env.SCREENSHOTS) await page.screenshot({ path: '/tmp/shots/services-phone.png', fullPage: true });
});
