import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test, type TestOrg } from './support/fixtures';

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
  const pipe = await org.api<{ id: string }>('POST', `${org.path}/services/${serviceId}/pipes`, {
    name: 'customers-cdc',
    source: {
      postgres: {
        host: 'db.example.com',
        port: 5432,
        database: 'shop',
        credentials: { username: 'replicator', password: 'pg-secret' },
        tableMappings: [{ sourceSchemaName: 'public', sourceTable: 'customers', targetTable: 'customers' }],
      },
    },
    destination: { database: 'default', table: 'customers' },
  });
  expect(pipe.status, JSON.stringify(pipe.body)).toBe(200);
  await org.settle();
  return { serviceId, pipeId: pipe.result.id };
}

test('every page renders without a console warning or error', async ({ page, org }) => {
  const { serviceId, pipeId } = await fixtures(org);
  const keys = await org.api<{ id: string; name: string }[]>('GET', `${org.path}/keys`);
  const key = keys.result[0];
  const logged = collect(page);
  const pages: [string, RegExp | string][] = [
    ['/services', 'Services'],
    ['/services/new', 'Create service'],
    [`/services/${serviceId}`, 'Warehouse'],
    ['/pipes', 'Pipes'],
    [`/pipes/${serviceId}/new`, 'Create pipe'],
    [`/pipes/${serviceId}/${pipeId}`, 'customers-cdc'],
    ['/keys', 'API keys'],
    ['/keys/new', /API key/],
    [`/keys/${key.id}`, key.name],
    ['/organization', 'Organization'],
    ['/alerts', 'Alerts'],
    ['/alerts/new', /alert/i],
    ['/no-such-page', /not found/i],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    // Let the page's reads answer, so warnings logged while rendering the data are seen too.
    await expect(page.locator('[aria-busy="true"], .mantine-Loader-root')).toHaveCount(0);
  }
  expect(logged).toEqual([]);
});

test('the sign-in page logs nothing either', async ({ browser }) => {
  const page = await browser.newPage();
  const logged = collect(page);
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(logged).toEqual([]);
  await page.close();
});
