import { createHash } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import type { Service } from '../../src/contract';
import { expect, test, type TestOrg } from '../support/fixtures';
import { followPolls, nextPoll } from '../support/pageClock';
import { openServiceTab, runningService, serviceTab, ServicesPage, stopService } from '../support/services';

/**
 * A service's lifecycle from the console (issue 13 item 1): start, stop and wake from the
 * service page (its header, above every tab), the list's row actions and the pipes page, each
 * transition followed live (the test moves the organization's clock, then the page's to its next
 * poll); delete only a stopped service, from the Danger zone tab, after typing its name
 * (terminating, then gone); every refusal explained before anything is sent.
 */

const writes = async (org: TestOrg) => (await org.requests()).filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path} ${r.status}`);

let services: ServicesPage;
test.beforeEach(async ({ page }) => {
  services = new ServicesPage(page);
  await followPolls(page);
});

test('stop from the service page: confirmed, then stopping, then stopped; the page offers Start and Delete then', async ({ page, org }) => {
  const svc = await runningService(org, 'Orders');
  await org.clearRequests();
  // The state commands are in the page's header, above every tab.
  await services.openService(svc.id, 'danger');
  const state = page.getByTestId('service-state');
  await expect(state).toHaveText('Running');
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Wake', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Stop “Orders”?' });
  await expect(confirm).toContainText('stops accepting connections');
  await confirm.getByRole('button', { name: 'Stop service' }).dblclick();
  await expect(state).toHaveText('Stopping');
  await expect(page.getByText('refreshing every 5 seconds until the service settles')).toBeVisible();

  await org.settle();
  await nextPoll(page);
  await expect(state).toHaveText('Stopped');
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Stop', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete service' })).toBeEnabled();
  expect(await writes(org)).toEqual([`PATCH ${org.path}/services/${svc.id}/state 200`]);
});

test('start from the list row actions: only Start is offered for a stopped service, and the row follows it to running', async ({ page, org }) => {
  const svc = await runningService(org, 'Nightly');
  await stopService(org, svc.id);
  const bodies: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PATCH') bodies.push(r.postDataJSON());
  });
  await services.open();
  await expect(services.stateIn(svc.id)).toHaveText('Stopped');
  const menu = await services.rowMenu('Nightly');
  await expect(menu.getByRole('menuitem')).toHaveText(['Start', 'Delete']);
  await menu.getByRole('menuitem', { name: 'Start' }).click();
  await expect(services.stateIn(svc.id)).toHaveText('Starting');
  await org.settle();
  await nextPoll(page);
  await expect(services.stateIn(svc.id)).toHaveText('Running');
  expect(bodies).toEqual([{ command: 'start' }]);
  // Followed by the service's own read, not by re-reading the whole list.
  const reads = (await org.requests()).filter((r) => r.method === 'GET' && r.path.startsWith(`${org.path}/services`));
  expect(reads.some((r) => r.path === `${org.path}/services/${svc.id}`)).toBe(true);
  // One list read when the page opened (two when development's StrictMode repeats it), none while following.
  expect(reads.filter((r) => r.path === `${org.path}/services`).length).toBeLessThanOrEqual(2);
});

test('an idle service offers Wake and Stop in its row; Wake on the pipes page wakes it and the notice goes', async ({ page, org }) => {
  const svc = await runningService(org, 'Sleepy');
  await org.forceState('services', svc.id, 'idle');

  await services.open();
  await expect(services.stateIn(svc.id)).toHaveText('Idle');
  const menu = await services.rowMenu('Sleepy');
  await expect(menu.getByRole('menuitem')).toHaveText(['Stop', 'Wake', /^Delete/]);
  await expect(menu.getByRole('menuitem', { name: /Delete/ })).toBeDisabled();
  await expect(menu.getByRole('menuitem', { name: /Delete/ })).toContainText('Only a stopped service can be deleted; this service is idle.');
  await page.keyboard.press('Escape');

  await page.goto(`/pipes?service=${svc.id}`);
  const notice = page.getByRole('alert').filter({ hasText: 'This service is not running' });
  await expect(notice).toContainText('Sleepy is idle');
  await notice.getByRole('button', { name: 'Wake Sleepy' }).click();
  await expect(page.getByRole('combobox', { name: /Service/ })).toBeVisible();
  await expect(notice).toContainText('Sleepy is waking up');
  // The emulator's clock is settled once it has answered the wake: settled before, the service
  // would start waking after it and stay waking (the notice with it).
  await expect
    .poll(async () => (await org.requests()).some((r) => r.method === 'PATCH' && r.path.endsWith(`/services/${svc.id}/state`) && r.status === 200))
    .toBe(true);
  await org.settle();
  await nextPoll(page);
  await expect(notice).toHaveCount(0);
  const state = await org.api<Service>('GET', `${org.path}/services/${svc.id}`);
  expect(state.result.state).toBe('running');
});

test('delete is refused before sending while the service runs: the button says why, the row menu too', async ({ page, org }) => {
  const svc = await runningService(org, 'Busy');
  await org.clearRequests();
  await services.openService(svc.id, 'danger');
  const reason = 'Only a stopped service can be deleted; this service is running. Stop it first, then delete it.';
  await expect(page.getByTestId('delete-service-reason')).toHaveText(reason);
  const remove = page.getByRole('button', { name: 'Delete service' });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAccessibleDescription(reason);
  await remove.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await services.open();
  const menu = await services.rowMenu('Busy');
  await expect(menu.getByRole('menuitem', { name: /Delete/ })).toBeDisabled();
  await expect(menu.getByRole('menuitem', { name: /Delete/ })).toContainText(reason);
  expect(await writes(org)).toEqual([]);
});

test('delete a stopped service from its page after typing its name: terminating in the list, then gone', async ({ page, org }) => {
  const keep = await runningService(org, 'Keep me');
  const svc = await runningService(org, 'Old reports');
  await stopService(org, svc.id);
  await org.clearRequests();
  await services.openService(svc.id);
  await expect(page.getByTestId('service-state')).toHaveText('Stopped');
  // Delete is on its own tab, chosen by a click: the address names it.
  await expect(page.getByRole('button', { name: 'Delete service' })).toHaveCount(0);
  await serviceTab(page, 'danger').click();
  await expect(page).toHaveURL(new RegExp(`/services/${svc.id}/danger$`));
  await page.getByRole('button', { name: 'Delete service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete service “Old reports”?' });
  const confirm = dialog.getByRole('button', { name: 'Delete service' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill('Old report');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill('Old reports');
  await confirm.dblclick();

  await expect(page).toHaveURL(/\/services$/);
  await expect(services.stateIn(svc.id)).toHaveText('Terminating');
  await expect(services.stateIn(keep.id)).toHaveText('Running');
  await org.settle();
  await nextPoll(page);
  await expect(services.row(svc.id)).toHaveCount(0);
  await expect(services.stateIn(keep.id)).toHaveText('Running');
  expect(await writes(org)).toEqual([`DELETE ${org.path}/services/${svc.id} 200`]);
});

test('delete from the list row actions; a refused deletion keeps the dialog open with the reason and the typed name', async ({ page, org }) => {
  const svc = await runningService(org, 'Scratch');
  await stopService(org, svc.id);
  await services.open();
  await expect(services.stateIn(svc.id)).toHaveText('Stopped');
  await org.injectFault({
    method: 'DELETE',
    path: `${org.path}/services/${svc.id}`,
    count: 1,
    status: 409,
    body: { status: 409, error: 'CONFLICT: a backup is running', requestId: 'req-delete-1' },
  });
  await (await services.rowMenu('Scratch')).getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete service “Scratch”?' });
  await dialog.getByRole('textbox').fill('Scratch');
  await dialog.getByRole('button', { name: 'Delete service' }).click();
  await expect(dialog.getByRole('alert', { name: 'Could not delete “Scratch”' })).toContainText('req-delete-1');
  await expect(dialog.getByRole('textbox')).toHaveValue('Scratch');
  await dialog.getByRole('button', { name: 'Delete service' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(services.stateIn(svc.id)).toHaveText('Terminating');
  await org.settle();
  await nextPoll(page);
  await expect(services.row(svc.id)).toHaveCount(0);
});

test.describe('a developer key', () => {
  test.use({ signInAs: 'developer' });
  test('sees Stop, Start, Wake and Delete disabled with its role as the reason, and nothing is sent', async ({ page, org }) => {
    const REASON = "Your key's role (developer) is read-only: sign in with an admin key to make changes.";
    const svc = await runningService(org, 'Watched');
    await org.clearRequests();
    await services.openService(svc.id);
    await expect(page.getByTestId('read-only-notice')).toHaveText(REASON);
    // The reason is part of the button's content (for assistive technology), so its name starts with the label.
    for (const [tab, name] of [
      ['overview', /^Stop\b/],
      ['networking', /^Reset password\b/],
      ['danger', /^Delete service\b/],
    ] as const) {
      await serviceTab(page, tab).click();
      const button = page.getByRole('button', { name });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(REASON);
      await button.click({ force: true });
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await services.open();
    const menu = await services.rowMenu('Watched');
    await expect(menu).toContainText(REASON);
    for (const item of await menu.getByRole('menuitem').all()) await expect(item).toBeDisabled();
    expect(await writes(org)).toEqual([]);
  });
});

test.describe('rename (Settings) and IP access list (Networking and security)', () => {
  const renameForm = (page: Page) => page.getByRole('form', { name: 'Rename service' });
  const listForm = (page: Page) => page.getByRole('form', { name: 'IP access list' });
  const input = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true });

  test('each form sends only its own change; the address names the tab (an unknown one corrected, Back returns to the tab before, a reload keeps it), and what was typed on one tab waits there', async ({
    page,
    org,
  }) => {
    const svc = await runningService(org, 'Orders', { ipAccessList: [{ source: '203.0.113.0/24', description: 'office' }, { source: '198.51.100.7' }] });
    const bodies: unknown[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH') bodies.push(r.postDataJSON());
    });
    // A segment that names no tab opens the overview, the address corrected.
    await page.goto(`/services/${svc.id}/no-such-tab`);
    await expect(serviceTab(page, 'overview')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(new RegExp(`/services/${svc.id}$`));
    await serviceTab(page, 'settings').click();
    await expect(renameForm(page).getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await input(renameForm(page), 'Name').fill('Orders v2');

    // Another tab, chosen by a click: the name typed on Settings is not sent with the list.
    await serviceTab(page, 'networking').click();
    await expect(page).toHaveURL(new RegExp(`/services/${svc.id}/networking$`));
    const list = listForm(page);
    await expect(input(list, 'Address 2')).toHaveValue('198.51.100.7');
    await list.getByRole('button', { name: 'Remove address 2' }).click();
    await list.getByRole('button', { name: 'Add address' }).click();
    await input(list, 'Address 2').fill('10.0.0.0/8');
    await input(list, 'Description 2').fill('VPN');
    const listChange = { ipAccessList: { add: [{ source: '10.0.0.0/8', description: 'VPN' }], remove: [{ source: '198.51.100.7' }] } };
    await list.getByRole('button', { name: 'Preview request' }).click();
    const preview = page.getByRole('dialog', { name: 'Request preview' });
    await expect(preview).toContainText(`PATCH ${org.path}/services/${svc.id}`);
    expect(JSON.parse((await preview.getByTestId('preview-json').textContent()) ?? '')).toEqual(listChange);
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    await list.getByRole('button', { name: 'Save changes' }).dblclick();
    await expect(page.getByText('Saved: ipAccessList.')).toBeVisible();
    await expect(list.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(bodies).toEqual([listChange]);

    // Back: the Settings tab again, the name still as typed, then saved alone.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/services/${svc.id}/settings$`));
    await expect(serviceTab(page, 'settings')).toHaveAttribute('aria-selected', 'true');
    await expect(input(renameForm(page), 'Name')).toHaveValue('Orders v2');
    await renameForm(page).getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { name: 'Orders v2', level: 1 })).toBeVisible();
    expect(bodies).toEqual([listChange, { name: 'Orders v2' }]);

    // A reload opens the same tab.
    await page.reload();
    await expect(serviceTab(page, 'settings')).toHaveAttribute('aria-selected', 'true');
    await expect(input(renameForm(page), 'Name')).toHaveValue('Orders v2');
    const read = await org.api<Service>('GET', `${org.path}/services/${svc.id}`);
    expect(read.result.name).toBe('Orders v2');
    expect(read.result.ipAccessList).toEqual([
      { source: '203.0.113.0/24', description: 'office' },
      { source: '10.0.0.0/8', description: 'VPN' },
    ]);
  });

  test('bad input is refused next to its field before sending; a server refusal lands on its field and keeps the value', async ({ page, org }) => {
    const svc = await runningService(org, 'Orders');
    await org.clearRequests();
    await openServiceTab(page, svc.id, 'networking');
    const list = listForm(page);
    for (const [i, address] of ['10.0.0.0/33', '10.0.0.0/8', '10.0.0.0/8'].entries()) {
      await list.getByRole('button', { name: 'Add address' }).click();
      await input(list, `Address ${i + 1}`).fill(address);
    }
    await list.getByRole('button', { name: 'Save changes' }).click();
    await expect(list).toContainText('Enter an IPv4 or IPv6 address, or a CIDR range');
    await expect(list).toContainText('This address is already in the list; list each address once.');

    await serviceTab(page, 'settings').click();
    const rename = renameForm(page);
    await input(rename, 'Name').fill('Orders-2');
    await rename.getByRole('button', { name: 'Save changes' }).click();
    await expect(rename).toContainText('Letters, digits and spaces');
    await expect(input(rename, 'Name')).toHaveAttribute('aria-invalid', 'true');
    expect(await writes(org)).toEqual([]);

    await input(rename, 'Name').fill('Orders two');
    await org.injectFault({
      method: 'PATCH',
      path: `${org.path}/services/${svc.id}`,
      count: 1,
      status: 400,
      body: { status: 400, error: 'BAD_REQUEST: name: a service with this name already exists', requestId: 'req-rename-1' },
    });
    await rename.getByRole('button', { name: 'Save changes' }).click();
    await expect(rename).toContainText('a service with this name already exists');
    await expect(input(rename, 'Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(input(rename, 'Name')).toHaveValue('Orders two');
  });
});

test.describe('reset password', () => {
  const form = (page: Page) => page.getByRole('form', { name: 'Reset password' });

  test('generated by the server: asked first, sent with no body field, shown once in the one-time dialog', async ({ page, org }) => {
    const svc = await runningService(org, 'Vault');
    const bodies: unknown[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH' && r.url().endsWith('/password')) bodies.push(r.postDataJSON());
    });
    await services.openService(svc.id, 'networking');
    await expect(form(page).getByRole('radio', { name: 'The server' })).toBeChecked();
    await form(page).getByRole('button', { name: 'Reset password' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset the password of “Vault”?' });
    await expect(confirm).toContainText('stops working at once');
    await confirm.getByRole('button', { name: 'Reset password' }).click();

    const dialog = page.getByRole('dialog', { name: 'New password of “Vault”' });
    await expect(dialog).toContainText('This is the only time the new password of the service is shown.');
    await dialog.getByRole('button', { name: 'Show password' }).click();
    const password = (await dialog.getByTestId('secret-value-DB_PASSWORD').textContent())?.trim() ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(bodies).toEqual([{}]);
    await dialog.getByRole('checkbox', { name: 'I have saved the password' }).check();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(password)).toHaveCount(0);
  });

  test('made in this browser: only its hashes are sent, and they are the hashes of the password shown', async ({ page, org }) => {
    const svc = await runningService(org, 'Vault');
    const bodies: { newPasswordHash?: string; newDoubleSha1Hash?: string }[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH' && r.url().endsWith('/password')) bodies.push(r.postDataJSON());
    });
    await services.openService(svc.id, 'networking');
    await form(page).getByRole('radio', { name: 'This browser' }).check();
    await form(page).getByRole('button', { name: 'Preview request' }).click();
    const preview = page.getByRole('dialog', { name: 'Request preview' });
    await expect(preview).toContainText(`PATCH ${org.path}/services/${svc.id}/password`);
    await expect(preview.getByTestId('preview-json')).toContainText('$NEW_PASSWORD_HASH');
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden(); // as a person would: the next click once the preview has gone
    await form(page).getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('dialog', { name: 'Reset the password of “Vault”?' }).getByRole('button', { name: 'Reset password' }).click();

    const dialog = page.getByRole('dialog', { name: 'New password of “Vault”' });
    await expect(dialog).toContainText('made in this browser');
    await dialog.getByRole('button', { name: 'Show password' }).click();
    const password = (await dialog.getByTestId('secret-value-DB_PASSWORD').textContent())?.trim() ?? '';
    expect(password).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(bodies).toHaveLength(1);
    expect(JSON.stringify(bodies[0])).not.toContain(password);
    expect(bodies[0]).toEqual({
      newPasswordHash: createHash('sha256').update(password).digest('base64'),
      newDoubleSha1Hash: createHash('sha1').update(createHash('sha1').update(password).digest()).digest('hex'),
    });
    await dialog.getByRole('checkbox', { name: 'I have saved the password' }).check();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('a reset answered 500 may have been applied: it says so with the request id; a password the server made is not known, so none is shown', async ({
    page,
    org,
  }) => {
    const svc = await runningService(org, 'Vault');
    await org.injectFault({
      method: 'PATCH',
      path: `${org.path}/services/${svc.id}/password`,
      count: 1,
      status: 500,
      body: { status: 500, error: 'INTERNAL: try again', requestId: 'req-reset-1' },
    });
    await services.openService(svc.id, 'networking');
    await form(page).getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('dialog', { name: 'Reset the password of “Vault”?' }).getByRole('button', { name: 'Reset password' }).click();
    const alert = form(page).getByRole('alert');
    await expect(alert).toContainText('req-reset-1');
    await expect(alert).toContainText('may have been applied');
    await expect(alert).not.toContainText('was not reset');
    await expect(page.getByRole('dialog', { name: /password/ })).toHaveCount(0);
  });

  test('a reset with a password made in this browser, answered 500 after the change was kept: the password is shown all the same', async ({ page, org }) => {
    const svc = await runningService(org, 'Vault');
    const bodies: { newPasswordHash?: string }[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH' && r.url().endsWith('/password')) bodies.push(r.postDataJSON());
    });
    await org.injectFault({
      method: 'PATCH',
      path: `${org.path}/services/${svc.id}/password`,
      count: 1,
      status: 500,
      afterCommit: true,
      body: { status: 500, error: 'INTERNAL: the reply failed', requestId: 'req-reset-2' },
    });
    await services.openService(svc.id, 'networking');
    await form(page).getByRole('radio', { name: 'This browser' }).check();
    await form(page).getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('dialog', { name: 'Reset the password of “Vault”?' }).getByRole('button', { name: 'Reset password' }).click();

    const dialog = page.getByRole('dialog', { name: 'The password of “Vault” may have been changed' });
    await expect(dialog).toContainText('the only copy');
    await dialog.getByRole('button', { name: 'Show password' }).click();
    const password = (await dialog.getByTestId('secret-value-DB_PASSWORD').textContent())?.trim() ?? '';
    expect(password).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(bodies).toHaveLength(1);
    expect(bodies[0].newPasswordHash).toBe(createHash('sha256').update(password).digest('base64'));
    await dialog.getByRole('checkbox', { name: 'I have saved the password' }).check();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(form(page).getByRole('alert')).toContainText('may have been applied');
  });
});
