import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectFocusVisible, pressTo, tabTo } from '../support/keyboard';
import { field, runningService } from '../support/pipes';

/**
 * The pipe wizard by keyboard alone (issue 45 items 3 and 5): a Kafka pipe through every step,
 * Next by Enter, a step back with the browser's Back and one with the wizard's Back, then Create.
 * Each step starts at its heading; at every step focus is where the person expects it, and visible.
 */
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const input = (page: Page, label: string) => page.locator('input, textarea').and(field(page, label));

/** Tab to Next, press Enter: the next step shows, focus on its heading. */
async function nextStep(page: Page, name: string) {
  await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }));
  await page.keyboard.press('Enter');
  await expectFocusVisible(stepHeading(page, name));
}

test('a Kafka pipe through every step of the wizard, Back by the browser and by the button, by keyboard only', async ({ page, org }) => {
  const serviceId = await runningService(org);
  await page.goto(`/pipes?service=${serviceId}`);
  await tabTo(
    page,
    page
      .getByRole('link', { name: 'Create pipe' })
      .or(page.getByRole('button', { name: 'Create pipe' }))
      .first(),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/pipes/${serviceId}/new`));
  await expectFocusVisible(page.getByRole('heading', { level: 1, name: 'Create pipe' }));

  // Source: the name, then the kind (a radio group: the arrows move the choice), Enter sends Next.
  await tabTo(page, input(page, 'Pipe name'));
  await page.keyboard.type('orders-by-keys');
  const stream = page.getByRole('radio', { name: 'Message stream' });
  // One Tab from the name enters the group (at its chosen card, or the first).
  await page.keyboard.press('Tab');
  await expectFocusVisible(page.getByRole('radiogroup').getByRole('radio').and(page.locator(':focus')));
  for (let i = 0; i < 4 && !(await stream.isChecked()); i++) await page.keyboard.press('ArrowRight');
  await expectFocusVisible(stream);
  await expect(stream).toBeChecked();
  await tabTo(page, input(page, 'Pipe name'), { back: true });
  await page.keyboard.press('Enter');
  await expectFocusVisible(stepHeading(page, 'Connection'));
  await expect(page).toHaveURL(/step=2/);

  // Connection: typed field by field, Enter in the last one sends Next.
  await tabTo(page, input(page, 'Brokers'));
  await page.keyboard.type('broker-1.example.com:9092');
  await pressTo(page, 'Tab', input(page, 'Topics'));
  await page.keyboard.type('orders');
  await tabTo(page, input(page, 'User name'));
  await page.keyboard.type('ingest');
  await tabTo(page, input(page, 'Password'));
  await page.keyboard.type('kafka-password-xyz');
  await page.keyboard.press('Enter');
  await expectFocusVisible(stepHeading(page, 'Destination'));

  // Destination: the table, and its columns proposed from a sample record.
  await tabTo(page, input(page, 'Table'));
  await page.keyboard.type('orders');
  await tabTo(page, input(page, 'Sample record (optional)'));
  await page.keyboard.type('{"id": 1, "amount": 9.5}');
  await tabTo(page, page.getByRole('button', { name: 'Propose columns from the sample' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('2 columns proposed from the JSON sample')).toBeVisible();
  await nextStep(page, 'Field mappings');
  await nextStep(page, 'Settings');

  // The browser's Back goes back a step, not out of the wizard.
  await page.goBack();
  await expect(page).toHaveURL(/step=4/);
  await expectFocusVisible(stepHeading(page, 'Field mappings'));
  await nextStep(page, 'Settings');
  await nextStep(page, 'Review');

  // The wizard's Back, then Next again, then Create by Enter.
  await tabTo(page, page.getByRole('button', { name: 'Back', exact: true }));
  await page.keyboard.press('Enter');
  await expectFocusVisible(stepHeading(page, 'Settings'));
  await nextStep(page, 'Review');
  await tabTo(page, page.getByRole('button', { name: 'Create pipe' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/pipes/${serviceId}/[0-9a-f-]{36}$`));
  await expectFocusVisible(page.getByRole('heading', { level: 1, name: 'orders-by-keys' }));
});
