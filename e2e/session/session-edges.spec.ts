import { expect, signInWithForm, test } from '../support/fixtures';

/** Session edges: sign-out reaches the tabs that share the session; nothing else is touched. */
test.use({ signInAs: 'none' });

test('signing out in one tab ends the session in the tab opened from it, not in a tab signed in on its own', async ({ page, org, context }) => {
  await signInWithForm(page, org.admin);
  // A tab opened from this one starts with a copy of its sessionStorage: the same session.
  const [child] = await Promise.all([context.waitForEvent('page'), page.evaluate(() => void window.open('/keys'))]);
  await expect(child.getByRole('heading', { name: 'API keys' })).toBeVisible();
  // A tab signed in separately (its own sessionStorage) is another session.
  const separate = await context.newPage();
  await signInWithForm(separate, org.admin);

  await child.getByRole('button', { name: 'Sign out' }).click();
  await expect(child).toHaveURL(/\/sign-in$/);
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByText('You signed out in another tab of this console.')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await separate.reload();
  await expect(separate).toHaveURL(/\/services$/);
});
