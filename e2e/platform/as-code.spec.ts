import { minimalPipes } from '../../src/contract/pipe-fixtures';
import { expect, test } from '../support/fixtures';
import { settledPipe } from '../support/pipes';
import { runningService, ServicesPage } from '../support/services';

/**
 * Issue 44 item 5: a service, a pipe and a key shown as the vendor's Terraform provider's block
 * and as the curl command that creates it again, copyable, secrets as variables only; a key (which
 * the provider has no resource for) as curl only, saying why.
 */

test('a service, a pipe and a key as Terraform and curl, no secret in any', async ({ page, org }) => {
  const svc = await runningService(org, 'Analytics EU', { ipAccessList: [{ source: '203.0.113.0/24', description: 'office' }] });
  const services = new ServicesPage(page);
  await services.openService(svc.id, 'settings');
  const card = page.getByRole('region', { name: 'As code' });
  await card.getByRole('button', { name: 'Show as code' }).click();
  const terraform = card.getByTestId('as-code-terraform');
  await expect(terraform).toContainText('resource "clickhouse_service" "analytics_eu"');
  await expect(terraform).toContainText('password_wo');
  await expect(terraform).toContainText('"203.0.113.0/24"');
  await expect(card.getByRole('button', { name: 'Copy Terraform' })).toBeVisible();
  await page.getByRole('region', { name: 'As code' }).screenshot({ path: test.info().outputPath('service-as-code.png') });
  await card.getByRole('tab', { name: 'curl' }).click();
  const curl = card.getByTestId('as-code-curl');
  await expect(curl).toContainText(`/v1/organizations/${org.id}/services`);
  await expect(curl).toContainText('"name": "Analytics EU"');

  const pipeId = await settledPipe(org, svc.id, minimalPipes.kafka);
  await page.goto(`/pipes/${svc.id}/${pipeId}`);
  await page.getByRole('region', { name: 'As code' }).getByRole('button', { name: 'Show as code' }).click();
  const pipeCode = page.getByTestId('as-code-terraform');
  await expect(pipeCode).toContainText('resource "clickhouse_clickpipe" "events"');
  await expect(pipeCode).toContainText('password_wo = var.events_password');
  await expect(pipeCode).not.toContainText('"p"');
  await page.getByRole('tab', { name: 'curl' }).click();
  await expect(page.getByTestId('as-code-curl')).toContainText('"password": "$PASSWORD"');

  const key = await org.api<{ key: { id: string } }>('POST', `${org.path}/keys`, { name: 'CI deploy', roles: ['developer'] });
  expect(key.status).toBe(200);
  await page.goto(`/keys/${key.result.key.id}`);
  await page.getByRole('region', { name: 'As code' }).getByRole('button', { name: 'Show as code' }).click();
  // clickhouse_api_key: its name and state; its roles said in a comment (the provider assigns them apart); no secret.
  const keyTerraform = page.getByTestId('as-code-terraform');
  await expect(keyTerraform).toContainText('resource "clickhouse_api_key" "ci_deploy" {');
  await expect(keyTerraform).toContainText('state = "enabled"');
  await expect(keyTerraform).toContainText('# Roles of this key: developer.');
  await expect(keyTerraform).not.toContainText('key_secret');
  await page.getByRole('tab', { name: 'curl' }).click();
  await expect(page.getByTestId('as-code-curl')).toContainText('"roles": [');
});
