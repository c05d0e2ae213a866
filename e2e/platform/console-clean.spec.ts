import type { ConsoleMessage, Page } from '@playwright/test';
import { minimalPipes } from '../../src/contract/pipe-fixtures';
import { expect, test, type TestOrg } from '../support/fixtures';
import { developmentURL } from '../support/servers';

// React warns only in a development build: this spec runs on one (e2e/support/servers.ts).
test.use({ baseURL: developmentURL });

/**
 * Issue 10 item 6: no React (or other) warning or error in the browser console on any page.
 * Chromium's own "Failed to load resource" lines for an HTTP error the page shows are not the
 * page's fault and are left out; everything else logged at warning or error level fails the test.
 */

function collect(page: Page): string[] {
  const logged: string[] = [];
  const keep = (m: ConsoleMessage) => {
    if (m.type() !== 'error' && m.type() !== 'warning') return;
    if (m.text().startsWith('Failed to load resource')) return;
    logged.push(`${m.type()}: ${m.text()} (${page.url()})`);
  };
  page.on('console', keep);
  page.on('pageerror', (e) => logged.push(`pageerror: ${e.message} (${page.url()})`));
  return logged;
}

async function fixtures(org: TestOrg) {
  const svc = await org.api<{ service: { id: string } }>('POST', `${org.path}/services`, {
    name: 'Warehouse',
    provider: 'aws',
    region: 'us-east-1',
    numReplicas: 2,
  });
  expect(svc.status).toBe(200);
  const serviceId = svc.result.service.id;
  await org.settle();
  // A pipe of each kind: each page shows other sections (scaling and settings for all but postgres).
  const pipes: Visit[] = [];
  for (const body of Object.values(minimalPipes)) {
    const pipe = await org.api<{ id: string }>('POST', `${org.path}/services/${serviceId}/pipes`, body);
    expect(pipe.status, JSON.stringify(pipe.body)).toBe(200);
    pipes.push([`/pipes/${serviceId}/${pipe.result.id}`, body.name]);
  }
  await org.settle();
  return { serviceId, pipes };
}

type Visit = [path: string, heading: RegExp | string];

/** Visits each page, waits for its heading and for its reads to answer, then checks nothing was logged. */
async function visitAll(page: Page, pages: Visit[]) {
  const logged = collect(page);
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    // Let the page's reads answer, so warnings logged while rendering the data are seen too.
    await expect(page.locator('[aria-busy="true"], .mantine-Loader-root')).toHaveCount(0);
  }
  expect(logged).toEqual([]);
}

// One test per area, so a slow machine never runs one test past its time limit.
test('services and pipes pages render without a console warning or error', async ({ page, org }) => {
  const { serviceId, pipes } = await fixtures(org);
  await visitAll(page, [
    ['/services', 'Services'],
    ['/services/new', 'Create service'],
    [`/services/${serviceId}`, 'Warehouse'],
    ['/pipes', 'Pipes'],
    [`/pipes/${serviceId}/new`, 'Create pipe'],
    ...pipes,
  ]);
});

test('keys and organization pages render without a console warning or error', async ({ page, org }) => {
  const keys = await org.api<{ id: string; name: string }[]>('GET', `${org.path}/keys`);
  const key = keys.result[0];
  await visitAll(page, [
    ['/keys', 'API keys'],
    ['/keys/new', /API key/],
    [`/keys/${key.id}`, key.name],
    ['/organization', 'Organization'],
  ]);
});

test('alerts and not-found pages render without a console warning or error', async ({ page }) => {
  await visitAll(page, [
    ['/alerts', 'Alerts'],
    ['/alerts/new', /alert/i],
    ['/no-such-page', /not found/i],
  ]);
});

test('the sign-in page logs nothing either', async ({ browser }) => {
  const page = await browser.newPage();
  const logged = collect(page);
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The API addresses, with each API's dialect choice (loaded when opened), and a choice made.
  await page.getByRole('button', { name: 'API addresses' }).click();
  await page.getByRole('combobox', { name: 'Management API speaks' }).selectOption('cloud');
  await expect(page.getByRole('combobox', { name: 'Management API speaks' })).toHaveValue('cloud');
  expect(logged).toEqual([]);
  await page.close();
});
