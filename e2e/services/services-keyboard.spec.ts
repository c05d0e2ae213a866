import { expect, test } from '../support/fixtures';
import { chooseByKeyboard, expectFocusVisible, pressTo, tabTo } from '../support/keyboard';
import { followPolls, nextPoll } from '../support/pageClock';

/**
 * Services by keyboard alone (issue 45 item 5): create a service (Selects chosen with the arrows,
 * sent with Enter), the one-time password dialog acknowledged and closed by keyboard, focus on the
 * new service's heading; then Stop, confirmed in its dialog by keyboard. At every step focus is
 * where the person expects it, and visible. (The empty list's "Create service" opening the form,
 * once a test of its own in services.spec.ts, is this journey's first step.)
 */
test('create a service, close its password dialog and stop it, by keyboard only', async ({ page, org }) => {
  await followPolls(page);
  await page.goto('/services');
  // An organization without services says so and offers Create service.
  await expect(page.getByRole('heading', { name: 'No services yet' })).toBeVisible();
  const create = page.getByRole('link', { name: 'Create service' });
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/services\/new$/);
  await expectFocusVisible(page.getByRole('heading', { level: 1, name: 'Create service' }));

  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await tabTo(page, name);
  await page.keyboard.type('Keyboard orders');
  const provider = page.getByRole('combobox', { name: 'Cloud provider' });
  await tabTo(page, provider);
  await chooseByKeyboard(page, provider, 'AWS');
  const region = page.getByRole('combobox', { name: 'Region' });
  await tabTo(page, region);
  await chooseByKeyboard(page, region, /eu-west-1/, { type: 'eu-west-1' });
  await expect(region).toHaveValue(/eu-west-1/);

  // Enter in a text field sends the form.
  await tabTo(page, name, { back: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /Service “Keyboard orders” created/ });
  await expect(dialog).toBeVisible();
  // The dialog takes focus; Tab stays inside it, to the acknowledgement, then Done.
  const saved = dialog.getByRole('checkbox', { name: 'I have saved the password' });
  await tabTo(page, saved);
  await page.keyboard.press('Space');
  await expect(saved).toBeChecked();
  const done = dialog.getByRole('button', { name: 'Done' });
  await pressTo(page, 'Tab', done);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/services\/[0-9a-f-]{36}$/);
  await expectFocusVisible(page.getByRole('heading', { level: 1, name: 'Keyboard orders' }));

  // Running (the test's clock), then Stop: confirmed by keyboard in its dialog.
  await org.settle();
  await nextPoll(page);
  const state = page.getByTestId('service-state');
  await expect(state).toHaveText('Running');
  const stop = page.getByRole('button', { name: 'Stop', exact: true });
  await tabTo(page, stop);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Stop “Keyboard orders”?' });
  await expect(confirm).toBeVisible();
  const confirmStop = confirm.getByRole('button', { name: 'Stop service' });
  await tabTo(page, confirmStop);
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(state).toHaveText('Stopping');
  // The Stop button went with the state it was offered in: focus is on the service's heading (its
  // state beside it), never left on the page's body.
  await expectFocusVisible(page.getByRole('heading', { level: 1, name: 'Keyboard orders' }));
});
