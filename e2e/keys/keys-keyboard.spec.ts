import { expect, test } from '../support/fixtures';
import { expectFocusVisible, pressTo, tabTo } from '../support/keyboard';

/**
 * API keys by keyboard alone (issue 45 item 5): create a key with its roles ticked by Space, the
 * secret dialog acknowledged and closed by keyboard, focus on the list's heading; then the key
 * opened from the list and disabled, its confirmation answered by keyboard (Escape first, which
 * gives focus back to Disable), and a Delete cancelled by Enter. At every step focus is where the person expects it, and visible.
 */
test('create a key with its roles, close the secret dialog and disable the key, by keyboard only', async ({ page }) => {
  await page.goto('/keys');
  await tabTo(page, page.getByRole('link', { name: 'Create API key' }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/keys\/new$/);
  await expectFocusVisible(page.getByRole('heading', { level: 1, name: 'Create API key' }));

  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await tabTo(page, name);
  await page.keyboard.type('Keyboard deploy');
  const roles = page.getByRole('group', { name: 'Roles' });
  for (const role of ['Developer', 'Query endpoints']) {
    const box = roles.getByRole('checkbox', { name: new RegExp(`^${role}`) });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  const submit = page.getByRole('button', { name: 'Create key' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: /created/ });
  await expect(dialog).toBeVisible();
  // Escape asks first; Escape again keeps the dialog open, with focus back in it.
  await page.keyboard.press('Escape');
  const keepOpen = page.getByRole('button', { name: 'Keep open' });
  await expect(keepOpen).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(keepOpen).toHaveCount(0);
  const saved = dialog.getByRole('checkbox', { name: 'I have saved the secret' });
  await expectFocusVisible(saved);
  await page.keyboard.press('Space');
  await expect(saved).toBeChecked();
  await pressTo(page, 'Tab', dialog.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/keys\?created=/);
  await expectFocusVisible(page.getByRole('heading', { level: 1, name: 'API keys' }));

  const link = page.getByRole('link', { name: 'Keyboard deploy' });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expectFocusVisible(page.getByRole('heading', { level: 1, name: 'Keyboard deploy' }));
  await expect(page.getByText('Developer').first()).toBeVisible();

  const disable = page.getByRole('button', { name: 'Disable', exact: true });
  await tabTo(page, disable);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Disable “Keyboard deploy”?' });
  await expect(confirm).toBeVisible();
  // Escape closes the dialog, focus back on the button that opened it.
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expectFocusVisible(disable);
  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Disable key' }));
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enable', exact: true })).toBeVisible();
  // Disable gave way to Enable: focus is on the key's heading (its state beside it), never left on the page's body.
  await expectFocusVisible(page.getByRole('heading', { level: 1, name: 'Keyboard deploy' }));

  // Delete, then Cancel by Enter: focus back on Delete.
  const remove = page.getByRole('button', { name: 'Delete', exact: true });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const deleteDialog = page.getByRole('dialog', { name: 'Delete “Keyboard deploy”?' });
  await expect(deleteDialog).toBeVisible();
  await tabTo(page, deleteDialog.getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Enter');
  await expect(deleteDialog).toHaveCount(0);
  await expectFocusVisible(remove);
});
