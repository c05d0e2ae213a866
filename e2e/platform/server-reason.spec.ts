import { expect, test, TestOrg } from '../support/fixtures';

/**
 * Issue 10 item 3: a refusal shows the server's own reason under a heading chosen by what it says
 * (the key's IP access list, another organization, the key's role), with the request id, instead
 * of always blaming the role.
 */

test.use({ signInAs: 'none' });

test("a key whose IP access list leaves this address out: the heading says so and the server's text is shown", async ({ page, org }) => {
  const created = await org.api<{ keyId: string; keySecret: string }>('POST', `${org.path}/keys`, {
    name: 'Office only',
    roles: ['admin'],
    ipAccessList: [{ source: '203.0.113.7', description: 'office' }],
  });
  expect(created.status).toBe(200);
  const { keyId, keySecret } = created.result;
  await page.addInitScript(
    ([value]) => {
      if (window.name === 'seeded-office') return;
      window.name = 'seeded-office';
      sessionStorage.setItem('console.session', value);
    },
    [JSON.stringify({ ...org.session('admin'), keyId, keySecret })] as const,
  );
  await page.goto('/services');
  const alert = page.getByRole('alert').filter({ hasText: 'IP access list' });
  await expect(alert).toContainText('This address is not on the key’s IP access list');
  await expect(alert.getByTestId('server-said')).toContainText('does not allow requests from');
  await expect(alert.getByTestId('request-id')).not.toBeEmpty();
  await expect(alert).not.toContainText('role does not allow');
});

test('a key of another organization: the heading names the organization, not the role', async ({ page, org, request }) => {
  const other = await TestOrg.create(request);
  await page.addInitScript(
    ([value]) => {
      if (window.name === 'seeded-other') return;
      window.name = 'seeded-other';
      sessionStorage.setItem('console.session', value);
    },
    [JSON.stringify({ ...org.session('admin'), organizationId: other.id, organizationName: other.name })] as const,
  );
  await page.goto('/services');
  const alert = page.getByRole('alert').filter({ hasText: 'organization' });
  await expect(alert).toContainText('This key belongs to another organization');
  await expect(alert.getByTestId('server-said')).toContainText(`does not belong to organization ${other.id}`);
  await expect(alert.getByTestId('request-id')).not.toBeEmpty();
});
