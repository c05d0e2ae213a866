import type { Service } from '../../src/contract';
import { expect, test } from '../support/fixtures';

/** The service page's Connect panel, its link to the password's tab and to the service's pipes, and a console free of React warnings. */

test('Connect gives ready commands for each endpoint with $DB_PASSWORD, copyable; the page links to its pipes; no React warnings', async ({
  page,
  org,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') warnings.push(msg.text());
  });
  const created = await org.api<{ service: Service }>('POST', `${org.path}/services`, { name: 'Connect me', provider: 'aws', region: 'us-east-1' });
  expect(created.status).toBe(200);
  await org.settle();
  const service = (await org.api<Service>('GET', `${org.path}/services/${created.result.service.id}`)).result;
  const native = service.endpoints?.find((e) => e.protocol === 'nativesecure');
  const https = service.endpoints?.find((e) => e.protocol === 'https');
  expect(native && https).toBeTruthy();

  await page.goto(`/services/${service.id}`);
  // The service page is a lazy chunk: on a busy machine its first load takes a while.
  await expect(page.getByRole('heading', { name: 'Connect me' })).toBeVisible();
  const panel = page.getByTestId('connect-panel');
  const nativeCommand = panel.getByLabel('Native client (clickhouse client)', { exact: true });
  await expect(nativeCommand).toContainText(`--host '${native?.host}' --port ${native?.port} --secure`);
  await expect(nativeCommand).toContainText('--password "$DB_PASSWORD"');
  await expect(panel.getByLabel('HTTPS (curl)', { exact: true })).toContainText(`https://${https?.host}:${https?.port}/`);
  // MySQL only where the service has that endpoint.
  const hasMysql = service.endpoints?.some((e) => e.protocol === 'mysql') ?? false;
  await expect(panel.getByLabel('MySQL protocol (mysql)', { exact: true })).toHaveCount(hasMysql ? 1 : 0);
  await panel.getByRole('button', { name: 'Copy Native client (clickhouse client) command' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe((await nativeCommand.innerText()).trim());

  // The endpoints' note points at the tab where the password is reset.
  await page.getByRole('region', { name: 'Endpoints' }).getByRole('link', { name: 'Networking and security tab' }).click();
  await expect(page).toHaveURL(new RegExp(`/services/${service.id}/networking$`));
  await expect(page.getByRole('form', { name: 'Reset password' })).toBeVisible();

  await page.getByRole('link', { name: 'Pipes of this service' }).click();
  await expect(page).toHaveURL(new RegExp(`/pipes\\?service=${service.id}$`));
  expect(warnings.filter((w) => /cannot be a descendant|cannot contain a nested|Warning:/i.test(w))).toEqual([]);
});
