import { expect, test } from '../support/fixtures';
import { chooseByKeyboard, expectFocusVisible, tabTo } from '../support/keyboard';

/**
 * The organization by keyboard alone (issue 45 item 5): rename it (Enter sends), go to Members by
 * the navigation, open a member's Change role dialog, close it with Escape (focus back on the
 * button that opened it), then change the role in it by keyboard. At every step focus is where
 * the person expects it, and visible.
 */
test('rename the organization and change a member’s role, by keyboard only', async ({ page, org }) => {
  await page.goto('/organization');
  const form = page.getByRole('form', { name: 'Rename organization' });
  const name = form.getByRole('textbox', { name: 'Organization name' });
  await tabTo(page, name);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Acme by keys');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Organization renamed')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Details' }).getByText('Acme by keys')).toBeVisible();
  // The form stays where it was: focus on the field typed into.
  await expectFocusVisible(name);
  expect((await org.api<{ name: string }>('GET', org.path)).result.name).toBe('Acme by keys');

  // To Members by the navigation (back from the page's content).
  const members = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Members' });
  await tabTo(page, members, { back: true });
  await page.keyboard.press('Enter');
  await expectFocusVisible(page.getByRole('heading', { level: 1, name: 'Members' }));

  const opener = page.getByRole('button', { name: 'Change role of Grace Hopper' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Change the role of Grace Hopper' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expectFocusVisible(opener);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const role = dialog.getByRole('combobox', { name: 'Role' });
  await tabTo(page, role);
  await chooseByKeyboard(page, role, 'Admin');
  await tabTo(page, dialog.getByRole('button', { name: 'Change role' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Role changed')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Members' }).getByRole('row').filter({ hasText: 'Grace Hopper' })).toContainText('Admin');
  await expectFocusVisible(opener);
});
