import { expect, type Page } from '@playwright/test';
import { test } from '../support/fixtures';
import { expectFocusVisible, signInByKeyboard, tabTo } from '../support/keyboard';

/**
 * Issue 45 item 5: the console by keyboard alone. The skip link is the first Tab stop of the
 * sign-in page and of every signed-in page; after a navigation, focus is on the new page's main
 * heading (never left on the page's body), so the next Tab goes on from the page's content. One
 * journey per area by keyboard alone is in that area's folder (e2e/<area>/*-keyboard.spec.ts),
 * with the helpers of support/keyboard.ts.
 */
test.use({ signInAs: 'none' });

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

  await signInByKeyboard(page, org);

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
  await tabTo(page, page.getByRole('link', { name: 'API keys' }), { max: 20, back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/keys$/);
  await expectFocusVisible(page.getByRole('heading', { level: 1, name: 'API keys' }));
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
