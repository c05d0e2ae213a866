import { expect, test } from '../support/fixtures';

/** Issue 10 item 6: the Pipes page's service picker tells services with the same name apart. */
test('two services named alike are told apart by region in the picker', async ({ page, org }) => {
  for (const region of ['us-east-1', 'eu-west-1']) {
    const res = await org.api('POST', `${org.path}/services`, { name: 'Twin', provider: 'aws', region });
    expect(res.status).toBe(200);
  }
  await page.goto('/pipes');
  await page.getByRole('combobox', { name: 'Service' }).click();
  await expect(page.getByRole('option', { name: 'Twin · AWS us-east-1 (N. Virginia)' })).toBeVisible();
  await page.getByRole('option', { name: 'Twin · AWS eu-west-1 (Ireland)' }).click();
  await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue('Twin · AWS eu-west-1 (Ireland)');
});
