import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { chooseByKeyboard, expectFocusVisible, tabTo } from '../support/keyboard';

/**
 * Alerts by keyboard alone (issue 45 item 5): create a tile alert (threshold typed, the threshold
 * type and interval chosen with the arrows, dashboard, tile and webhook searched and chosen with
 * the arrows, sent with Enter), then edit it. At every step focus is where the person expects it,
 * and visible.
 */
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const picker = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

test('create an alert, then edit it, by keyboard only', async ({ page }) => {
  await page.goto('/alerts');
  await expect(page.getByRole('heading', { name: 'Find an alert' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Create alert' }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/alerts\/new$/);
  await expectFocusVisible(page.getByRole('heading', { level: 1 }));

  // The threshold type is a radio group: the arrow moves the choice.
  const above = page.getByRole('radio', { name: 'Above' });
  await tabTo(page, above);
  await page.keyboard.press('ArrowRight');
  const below = page.getByRole('radio', { name: 'Below' });
  await expect(below).toBeChecked();
  await expectFocusVisible(below);
  await tabTo(page, textbox(page, 'Threshold'));
  await page.keyboard.type('250');
  await tabTo(page, picker(page, 'Interval'));
  await chooseByKeyboard(page, picker(page, 'Interval'), '15 minutes (15m)');
  await tabTo(page, picker(page, 'Dashboard'));
  await chooseByKeyboard(page, picker(page, 'Dashboard'), /Service overview/, { type: 'overview' });
  await tabTo(page, picker(page, 'Tile'));
  await chooseByKeyboard(page, picker(page, 'Tile'), /p95 latency/, { type: 'latency' });
  await tabTo(page, picker(page, 'Webhook'));
  await chooseByKeyboard(page, picker(page, 'Webhook'), /On-call Slack/, { type: 'slack' });
  await tabTo(page, textbox(page, 'Name'));
  await page.keyboard.type('Slow checkout by keys');
  // Enter in a text field sends the form.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/alerts\/[^/]+$/);
  await expect(page).not.toHaveURL(/\/alerts\/new$/);
  const card = page.getByTestId('alert-card');
  await expect(card).toContainText('Below 250, checked every 15 minutes');
  await expectFocusVisible(page.getByRole('heading', { level: 1 }));

  // Edit: the threshold retyped, the interval chosen again, saved with Enter.
  await tabTo(page, page.getByRole('link', { name: 'Edit' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/edit$/);
  await expectFocusVisible(page.getByRole('heading', { level: 1 }));
  await tabTo(page, textbox(page, 'Threshold'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('300');
  await tabTo(page, picker(page, 'Interval'));
  await chooseByKeyboard(page, picker(page, 'Interval'), '1 hour (1h)');
  await tabTo(page, textbox(page, 'Threshold'), { back: true });
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/edit$/);
  await expect(card).toContainText('Below 300, checked every 1 hour');
  await expectFocusVisible(page.getByRole('heading', { level: 1 }));
});
