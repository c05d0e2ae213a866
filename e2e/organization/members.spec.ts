import type { Locator, Page, Request } from '@playwright/test';
import { MEMBER_MESSAGES, type Invitation, type Member } from '../../src/contract';
import { expect, test, type TestOrg } from '../support/fixtures';

/**
 * Members and invitations (issue 44 item 4): the seeded people of a fresh organization, a role
 * changed, the last admin kept, a member removed behind the typed confirmation, an invitation
 * sent and revoked; the rules that need the other members answered on the field before any
 * request; the same in the cloud dialect; a developer key sees every write disabled.
 */

const writes = (page: Page, orgPath: string) => {
  const sent: { method: string; path: string; body: unknown }[] = [];
  page.on('request', (req: Request) => {
    const path = new URL(req.url()).pathname;
    if (req.method() !== 'GET' && path.startsWith(orgPath)) sent.push({ method: req.method(), path: path.slice(orgPath.length), body: req.postDataJSON() });
  });
  return sent;
};

const members = async (org: TestOrg) => (await org.api<Member[]>('GET', `${org.path}/members`)).result;
const invitations = async (org: TestOrg) => (await org.api<Invitation[]>('GET', `${org.path}/invitations`)).result;
const row = (page: Page, table: string, text: string): Locator => page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

async function changeRole(page: Page, who: string, role: 'Admin' | 'Developer') {
  await page.getByRole('button', { name: `Change role of ${who}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change the role of ${who}` });
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await dialog.getByRole('button', { name: 'Change role' }).click();
  return dialog;
}

test('members: change a role, keep the last admin, remove a member, invite and revoke', async ({ page, org }) => {
  const sent = writes(page, org.path);
  const seeded = await members(org);
  const ada = seeded.find((m) => m.name === 'Ada Lovelace')!;
  const grace = seeded.find((m) => m.name === 'Grace Hopper')!;

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Members' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Members' }).getByRole('row')).toHaveCount(4);
  await expect(row(page, 'Members', 'Ada Lovelace')).toContainText('ada.lovelace@example.com');
  await expect(row(page, 'Members', 'Ada Lovelace')).toContainText('Only admin');

  // The only admin: Remove disabled with the reason; demoting her refused on the field, nothing sent.
  const removeAda = page.getByRole('button', { name: 'Remove Ada Lovelace' });
  await expect(removeAda).toBeDisabled();
  await expect(removeAda).toHaveAccessibleDescription(MEMBER_MESSAGES.lastAdmin);
  const refused = await changeRole(page, 'Ada Lovelace', 'Developer');
  await expect(refused.getByText(MEMBER_MESSAGES.lastAdmin)).toBeVisible();
  expect(sent).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(refused).toBeHidden();

  // Grace becomes an admin: one PATCH {role}; then Ada may go.
  const promoted = await changeRole(page, 'Grace Hopper', 'Admin');
  await expect(page.getByText('Role changed')).toBeVisible();
  await expect(promoted).toBeHidden();
  expect(sent).toEqual([{ method: 'PATCH', path: `/members/${grace.userId}`, body: { role: 'admin' } }]);
  await expect(row(page, 'Members', 'Grace Hopper')).toContainText('Admin');
  await expect(row(page, 'Members', 'Ada Lovelace')).not.toContainText('Only admin');

  await page.getByRole('button', { name: 'Remove Ada Lovelace' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Ada Lovelace from the organization?' });
  const removeButton = confirm.getByRole('button', { name: 'Remove member' });
  await confirm.getByRole('textbox').fill('Ada Lovelace');
  await expect(removeButton).toBeDisabled();
  await confirm.getByRole('textbox').fill('ada.lovelace@example.com');
  await removeButton.click();
  await expect(page.getByText('Member removed')).toBeVisible();
  await expect(row(page, 'Members', 'Ada Lovelace')).toHaveCount(0);
  expect(sent.slice(1)).toEqual([{ method: 'DELETE', path: `/members/${ada.userId}`, body: null }]);
  expect((await members(org)).map((m) => m.name)).toEqual(['Grace Hopper', 'Alan Turing']);

  // Invitations: a member's address is refused on the field; a new one is sent once and listed.
  const invite = page.getByRole('form', { name: 'Invite a member' });
  const email = invite.getByRole('textbox', { name: 'Email address' });
  await email.fill('not-an-address');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(email).toHaveAccessibleDescription(new RegExp(MEMBER_MESSAGES.email));
  await email.fill('GRACE.HOPPER@example.com');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(email).toHaveAccessibleDescription(new RegExp(MEMBER_MESSAGES.alreadyMember));
  expect(sent).toHaveLength(2);
  await expect(page.getByText('No invitations are waiting for an answer.')).toBeVisible();

  await email.fill('New.Colleague@example.com');
  await invite.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Admin', exact: true }).click();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  expect(sent.slice(2)).toEqual([{ method: 'POST', path: '/invitations', body: { email: 'New.Colleague@example.com', role: 'admin' } }]);
  await expect(row(page, 'Invitations', 'new.colleague@example.com')).toContainText('Admin');
  await expect(email).toHaveValue('');

  // The same address again: pending, refused on the field.
  await email.fill('new.colleague@example.com');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(email).toHaveAccessibleDescription(new RegExp(MEMBER_MESSAGES.alreadyInvited));
  expect(sent).toHaveLength(3);

  // Revoke: asked first (kept when declined), then one DELETE.
  const [invitation] = await invitations(org);
  await page.getByRole('button', { name: 'Revoke the invitation of new.colleague@example.com' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Keep it' }).click();
  expect(sent).toHaveLength(3);
  await page.getByRole('button', { name: 'Revoke the invitation of new.colleague@example.com' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke invitation' }).click();
  await expect(page.getByText('Invitation revoked')).toBeVisible();
  await expect(page.getByText('No invitations are waiting for an answer.')).toBeVisible();
  expect(sent.slice(3)).toEqual([{ method: 'DELETE', path: `/invitations/${invitation.id}`, body: null }]);
  expect(await invitations(org)).toEqual([]);
});

test.describe('in the cloud dialect', () => {
  test.use({ dialects: { management: 'cloud' } });

  test('the same operations at the same paths: a role changed and an invitation sent', async ({ page, org }) => {
    const sent = writes(page, org.path);
    const alan = (await members(org)).find((m) => m.name === 'Alan Turing')!;
    await page.goto('/members');
    await changeRole(page, 'Alan Turing', 'Admin');
    await expect(page.getByText('Role changed')).toBeVisible();
    const invite = page.getByRole('form', { name: 'Invite a member' });
    await invite.getByRole('textbox', { name: 'Email address' }).fill('cloud.person@example.com');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(row(page, 'Invitations', 'cloud.person@example.com')).toContainText('Developer');
    expect(sent).toEqual([
      { method: 'PATCH', path: `/members/${alan.userId}`, body: { role: 'admin' } },
      { method: 'POST', path: '/invitations', body: { email: 'cloud.person@example.com', role: 'developer' } },
    ]);
    expect((await members(org)).find((m) => m.userId === alan.userId)?.role).toBe('admin');
  });
});

test.describe('a developer key', () => {
  test.use({ signInAs: 'developer' });

  test('reads members and invitations; every write is disabled with the reason and nothing is sent', async ({ page, org }) => {
    const sent = writes(page, org.path);
    await page.goto('/members');
    await expect(page.getByTestId('read-only-notice')).toContainText("Your key's role (developer) is read-only");
    await expect(page.getByRole('table', { name: 'Members' }).getByRole('row')).toHaveCount(4);
    for (const name of ['Change role of Grace Hopper', 'Remove Grace Hopper', 'Send invitation']) {
      const button = page.getByRole('button', { name });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(/read-only/);
      await button.click({ force: true });
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(sent).toEqual([]);
  });
});
