import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/fixtures';

/**
 * Issue 45 item 5: the console by keyboard alone. The skip link is the first Tab stop of the
 * sign-in page and of every signed-in page; after a navigation, focus is on the new page's main
 * heading (never left on the page's body), so the next Tab goes on from the page's content.
 */
test.use({ signInAs: 'none' });

/** Presses Tab (or Shift+Tab, back) until the target has focus (at most `max` presses), as a person looking for it would. */
async function tabTo(page: Page, target: Locator, max = 40, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

const focusedText = (page: Page) => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent ?? ''}`);

test('sign in, skip to the content, reach the services list and open a service, by keyboard only', async ({ page, org }) => {
  const created = await org.api<{ service: { id: string } }>('POST', `${org.path}/services`, {
    name: 'Keyboard Analytics',
    provider: 'aws',
    region: 'eu-west-1',
  });
  expect(created.status).toBe(200);

  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeFocused();

  await tabTo(page, page.getByRole('textbox', { name: 'Key ID', exact: true }));
  await page.keyboard.type(org.admin.keyId);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Key secret', exact: true })).toBeFocused();
  await page.keyboard.type(org.admin.keySecret);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();

  // A fresh page: the first Tab is the skip link, which passes the header and the navigation.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeFocused();
  const serviceLink = page.getByRole('link', { name: 'Keyboard Analytics' });
  await page.keyboard.press('Tab');
  // From the heading, the page's own controls come next, never the navigation again.
  expect(await page.getByRole('navigation', { name: 'Main navigation' }).evaluate((nav) => nav.contains(document.activeElement))).toBe(false);
  await tabTo(page, serviceLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/services/${created.result.service.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Keyboard Analytics' })).toBeFocused();

  // The service's tabs: one Tab stop (the tab shown), arrows move between them, Enter opens one;
  // the address names it, and focus stays on the tab chosen (the same page, not a new one).
  const tabs = page.getByRole('tablist', { name: 'Sections of the service' });
  await tabTo(page, tabs.getByRole('tab', { name: 'Overview' }));
  await page.keyboard.press('ArrowRight');
  const scaling = tabs.getByRole('tab', { name: 'Scaling' });
  await expect(scaling).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/services/${created.result.service.id}/scaling$`));
  await expect(scaling).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('form', { name: 'Replica scaling' })).toBeVisible();
  await expect(scaling).toBeFocused();
  await page.keyboard.press('Tab');
  // From the tab, the next Tab goes into its panel.
  expect(await page.getByRole('tabpanel', { name: 'Scaling' }).evaluate((panel) => panel.contains(document.activeElement))).toBe(true);

  // The navigation, by keyboard (back from the tab): focus lands on the new page's heading, not
  // on the body.
  await tabTo(page, page.getByRole('link', { name: 'API keys' }), 20, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/keys$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeFocused();
  expect(await focusedText(page)).toMatch(/^H1 API keys/);
});

test('a navigation by mouse also puts focus on the heading, without a focus ring', async ({ page, org }) => {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Key ID', exact: true }).fill(org.admin.keyId);
  await page.getByRole('textbox', { name: 'Key secret', exact: true }).fill(org.admin.keySecret);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Pipes' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'Pipes' });
  await expect(heading).toBeFocused();
  await expect(heading).toHaveCSS('outline-style', 'none');
});

test.describe('signed in', () => {
  test.use({ signInAs: 'admin' });

  test('a dialog closed by Escape or Cancel gives the focus back to the button that opened it', async ({ page, org }) => {
    const key = await org.api<{ key: { id: string } }>('POST', `${org.path}/keys`, { name: 'Focus check', roles: ['developer'] });
    expect(key.status).toBe(200);
    await page.goto(`/keys/${key.result.key.id}`);
    const disable = page.getByRole('button', { name: 'Disable' });
    await tabTo(page, disable);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /Disable/ });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(disable).toBeFocused();

    const remove = page.getByRole('button', { name: 'Delete' });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: /Delete/ });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).press('Enter');
    await expect(confirm).toHaveCount(0);
    await expect(remove).toBeFocused();
  });
});
