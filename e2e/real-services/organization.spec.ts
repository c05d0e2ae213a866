import { expect, MOCK_ID, signIn, test } from './support';

/**
 * The organization's admin desk against the ClickHouse Cloud mock: members and their pending
 * invitations listed, an invitation sent and one revoked, and the activity log read for a range,
 * each request accepted by the vendor's document. The mock keeps no state: its lists are the
 * document's generated examples.
 */

const ORG = `/v1/organizations/${MOCK_ID}`;
const re = (path: string) => new RegExp(`^${path}(\\?.*)?$`);

/** A colleague beside the mock's one member (its example's `userId` is "string", which no member path takes). */
const COLLEAGUE = { userId: MOCK_ID, name: 'Grace Hopper', email: 'grace.hopper@example.com', role: 'developer', joinedAt: '2024-05-01T10:00:00Z' };

test('members: listed with the pending invitations; a role changed, a member removed, an invitation sent, one revoked, each accepted', async ({
  page,
  api,
  notices,
}) => {
  // Playwright matches a route against the whole URL (origin included).
  await page.route(new RegExp(`${ORG}/members(\\?.*)?$`), async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { result: unknown[] };
    await route.fulfill({ response, json: { ...body, result: [...body.result, COLLEAGUE] } });
  });
  await signIn(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Members' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Members' }).getByRole('row')).not.toHaveCount(0);
  await api.expectAccepted('GET', re(`${ORG}/members`));
  await api.expectAccepted('GET', re(`${ORG}/invitations`));

  await page.getByRole('button', { name: 'Change role of Grace Hopper' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the role of Grace Hopper' });
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Admin', exact: true }).click();
  await dialog.getByRole('button', { name: 'Change role' }).click();
  await notices.expectShown('Role changed');
  const patches = await api.expectAccepted('PATCH', re(`${ORG}/members/${MOCK_ID}`));
  expect(JSON.parse(patches[0].requestBody ?? 'null')).toEqual({ role: 'admin' });

  await page.getByRole('button', { name: 'Remove Grace Hopper' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Grace Hopper from the organization?' });
  await confirm.getByRole('textbox').fill(COLLEAGUE.email);
  await confirm.getByRole('button', { name: 'Remove member' }).click();
  await notices.expectShown('Member removed');
  await api.expectAccepted('DELETE', re(`${ORG}/members/${MOCK_ID}`));

  const invite = page.getByRole('form', { name: 'Invite a member' });
  await invite.getByRole('textbox', { name: 'Email address' }).fill('new.colleague@example.com');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await notices.expectShown('Invitation sent');
  const sent = await api.expectAccepted('POST', re(`${ORG}/invitations`));
  expect(JSON.parse(sent[0].requestBody ?? 'null')).toMatchObject({ email: 'new.colleague@example.com' });

  await page
    .getByRole('button', { name: /^Revoke the invitation of / })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke invitation' }).click();
  await notices.expectShown('Invitation revoked');
  await api.expectAccepted('DELETE', re(`${ORG}/invitations/[^/?]+`));
});

test('activity: the log read for the range chosen, accepted, its entries shown', async ({ page, api }) => {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Activity log' }).getByRole('row')).not.toHaveCount(0);
  const reads = await api.expectAccepted('GET', re(`${ORG}/activities`));
  expect(reads.length).toBeGreaterThan(0);
});
