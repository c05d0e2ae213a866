import type { Download, Page, Request } from '@playwright/test';
import { CONTEXT_MESSAGES, SERVICE_MESSAGES, type Backup, type Service } from '../../src/contract';
import { consoleTraces, expect, test, type TestOrg } from '../support/fixtures';
import { unfold } from '../support/folds';
import { openServiceTab, serviceTab } from '../support/services';

/**
 * Services (operations 1, 2 and 8): create with every section filled and read it back, the
 * one-time password dialog, server errors on their field, replica scaling and private endpoints.
 * Rules broken in the UI are covered by services-rules.spec.ts.
 */

const servicesPath = (org: TestOrg) => `${org.path}/services`;

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

/** A text or number input by its label (exact; descriptions are not part of it). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function pick(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Captures the JSON bodies the browser sends to a path (method + exact path). */
function captureBodies(page: Page, method: string, path: string | (() => string)) {
  const bodies: unknown[] = [];
  page.on('request', (req: Request) => {
    const p = typeof path === 'string' ? path : path();
    if (req.method() === method && new URL(req.url()).pathname === p) bodies.push(req.postDataJSON());
  });
  return bodies;
}

test('create form: "Add address" and "Add endpoint" clicked three times, each right after typing in the new row, give three rows and no message before submit', async ({
  page,
}) => {
  await page.goto('/services/new');
  // An address is typed; an endpoint's protocol is chosen from a list (a combobox).
  const protocol = (name: string) => page.getByRole('combobox', { name, exact: true });
  for (const [button, rowLabel, row] of [
    ['Add address', 'Address', (name: string) => field(page, name)],
    ['Add endpoint', 'Protocol', protocol],
  ] as const) {
    for (let i = 1; i <= 3; i++) {
      await page.getByRole('button', { name: button }).click();
      // The new row has focus and an empty or duplicate value when the next click comes.
      if (rowLabel === 'Address') await row(`${rowLabel} ${i}`).fill('');
      else await row(`${rowLabel} ${i}`).focus();
    }
    for (let i = 1; i <= 3; i++) await expect(row(`${rowLabel} ${i}`)).toBeVisible();
    await expect(row(`${rowLabel} 4`)).toHaveCount(0);
    for (let i = 1; i <= 3; i++) await expect(row(`${rowLabel} ${i}`)).not.toHaveAttribute('aria-invalid', 'true');
  }
});

test('create a service with every section filled; the emulator holds every field as sent; the password is shown once', async ({ page, org }) => {
  // An existing warehouse to join (a read-only service needs one).
  const base = await org.api<{ service: Service }>('POST', servicesPath(org), {
    name: 'Base',
    provider: 'aws',
    region: 'eu-west-1',
    ipAccessList: [],
  });
  expect(base.status).toBe(200);
  const warehouseId = base.result.service.dataWarehouseId!;
  // Its first backup, finished two hours later (the emulator's clock is manual): the one restored.
  await org.advanceClock({ ms: 2 * 3_600_000 });
  const backups = await org.api<Backup[]>('GET', `${servicesPath(org)}/${base.result.service.id}/backups`);
  const backupId = backups.result.find((b) => b.status === 'done')!.id;
  const sent = captureBodies(page, 'POST', servicesPath(org));

  await page.goto('/services/new');
  // Basics
  await field(page, 'Name').fill('Analytics replica');
  await pick(page, 'Cloud provider', 'AWS');
  await pick(page, 'Region', 'eu-west-1 (Ireland)');
  await pick(page, 'Release channel', 'fast');
  await page.getByRole('switch', { name: /^I accept the private preview terms/ }).check();
  // Size: a preset fills the scaling fields; editing one of them makes the choice Custom.
  await unfold(page, 'Scaling');
  await page.getByRole('radio', { name: 'Development' }).click();
  await expect(field(page, 'Number of replicas')).toHaveValue('2');
  await expect(field(page, 'Idle timeout (minutes)')).toHaveValue('5');
  await page.getByRole('radio', { name: 'Production' }).click();
  await expect(field(page, 'Minimum memory per replica (GB)')).toHaveValue('16');
  await expect(field(page, 'Maximum memory per replica (GB)')).toHaveValue('64');
  await expect(field(page, 'Number of replicas')).toHaveValue('3');
  await expect(field(page, 'Idle timeout (minutes)')).toHaveValue('');
  await expect(page.getByRole('switch', { name: /^Idle scaling/ })).not.toBeChecked();
  // Scaling (BYOC sizes)
  await field(page, 'Minimum memory per replica (GB)').fill('48');
  await expect(page.getByRole('radio', { name: 'Custom' })).toHaveAttribute('aria-checked', 'true');
  await field(page, 'Maximum memory per replica (GB)').fill('116');
  await field(page, 'Number of replicas').fill('1');
  await field(page, 'Idle timeout (minutes)').fill('10');
  // Network
  await page.getByRole('button', { name: 'Add address' }).click();
  await field(page, 'Address 1').fill('203.0.113.0/24');
  await field(page, 'Description 1').fill('Office');
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(page.getByRole('combobox', { name: 'Protocol 1', exact: true })).toHaveValue('mysql');
  // Warehouse and backup
  await unfold(page, 'Warehouse and backup');
  await page.getByRole('combobox', { name: 'Warehouse ID' }).fill(warehouseId);
  await page.getByRole('combobox', { name: 'Backup', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(backupId) }).click();
  await page.getByRole('switch', { name: /^Read-only/ }).check();
  // Security and compliance
  await unfold(page, 'Security and compliance');
  await field(page, 'Encryption key').fill('kms-key-1');
  await field(page, 'Encryption role').fill('arn:aws:iam::123456789012:role/disk');
  await pick(page, 'Compliance type', 'HIPAA');
  await pick(page, /^Profile/, 'v1-highmem-s');
  await page.getByRole('switch', { name: /Transparent data encryption/ }).check();
  // BYOC
  await unfold(page, 'Bring your own cloud');
  await field(page, 'BYOC ID').fill('byoc-eu-1');
  // Legacy and deprecated
  await unfold(page, 'Legacy and deprecated fields');
  // Set by the backup chosen: the tier of the service it was taken from (as are the provider and region).
  await expect(page.getByRole('combobox', { name: 'Tier (deprecated)' })).toHaveValue('production');
  await field(page, 'Minimum total memory (GB, deprecated)').fill('48');
  await field(page, 'Maximum total memory (GB, deprecated)').fill('120');
  await page.getByRole('combobox', { name: 'Private endpoint IDs (deprecated)' }).fill('vpce-legacy-1');
  await page.keyboard.press('Enter');

  const expected = {
    name: 'Analytics replica',
    provider: 'aws',
    region: 'eu-west-1',
    releaseChannel: 'fast',
    privatePreviewTermsChecked: true,
    minReplicaMemoryGb: 48,
    maxReplicaMemoryGb: 116,
    numReplicas: 1,
    idleScaling: false,
    idleTimeoutMinutes: 10,
    ipAccessList: [{ source: '203.0.113.0/24', description: 'Office' }],
    endpoints: [{ protocol: 'mysql', enabled: true }],
    dataWarehouseId: warehouseId,
    isReadonly: true,
    backupId,
    encryptionKey: 'kms-key-1',
    encryptionAssumedRoleIdentifier: 'arn:aws:iam::123456789012:role/disk',
    hasTransparentDataEncryption: true,
    complianceType: 'hipaa',
    profile: 'v1-highmem-s',
    byocId: 'byoc-eu-1',
    tier: 'production',
    minTotalMemoryGb: 48,
    maxTotalMemoryGb: 120,
    privateEndpointIds: ['vpce-legacy-1'],
  };

  // Request preview: the exact body and a curl command without credentials.
  await page.getByRole('button', { name: 'Preview request' }).click();
  const preview = page.getByRole('dialog', { name: 'Request preview' });
  expect(JSON.parse(await preview.getByTestId('preview-json').innerText())).toEqual(expected);
  await preview.getByRole('tab', { name: 'curl' }).click();
  const curl = await preview.getByTestId('preview-curl').innerText();
  expect(curl).toContain('$KEY_ID:$KEY_SECRET');
  expect(curl).not.toContain(org.admin.keySecret);
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);

  await page.getByRole('button', { name: 'Create service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Service “Analytics replica” created' });
  await expect(dialog).toBeVisible();
  expect(sent).toEqual([expected]);

  // Read back: every field as sent (the response carries all but backupId and the preview terms),
  // except the deprecated totals: the service reports them as the memory of three workers
  // (3 x replica memory, OpenAPI), whatever total was sent beside the replica memory.
  const listed = await org.api<Service[]>('GET', servicesPath(org));
  const created = listed.result?.find((s) => s.name === 'Analytics replica');
  expect(created, JSON.stringify(listed.body).slice(0, 3000)).toBeDefined();
  if (!created) return;
  const { backupId: _b, privatePreviewTermsChecked: _p, endpoints: _e, minTotalMemoryGb: _min, maxTotalMemoryGb: _max, ...echoed } = expected;
  expect(created).toMatchObject({ ...echoed, minTotalMemoryGb: 3 * expected.minReplicaMemoryGb, maxTotalMemoryGb: 3 * expected.maxReplicaMemoryGb });

  // The password: masked, shown on demand, copied ("Copied"), and the dialog refuses to close.
  const box = dialog.getByTestId('secret-value-DB_PASSWORD');
  await expect(box).toHaveAttribute('data-masked', 'true');
  await dialog.getByRole('button', { name: 'Show password' }).click();
  const password = (await box.innerText()).trim();
  expect(password.length).toBeGreaterThan(8);
  await dialog.getByRole('button', { name: 'Copy password' }).click();
  await expect(dialog.getByTestId('copy-announcement')).toContainText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
  // Username and password first, the endpoints after (issue 10 item 6).
  const order = await dialog.locator('[data-testid^="secret-value-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));
  expect(order.slice(0, 2)).toEqual(['secret-value-DB_USER', 'secret-value-DB_PASSWORD']);
  expect(order.length).toBeGreaterThan(2);
  await expect(dialog.getByRole('button', { name: 'Download .env file' })).toBeVisible();
  // Every endpoint (not only the first) has copyable host and port, and goes into the .env file.
  const endpoints = created.endpoints ?? [];
  expect(endpoints.length).toBeGreaterThan(1);
  for (const e of endpoints) {
    await expect(dialog.getByRole('button', { name: `Copy ${e.protocol} host`, exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: `Copy ${e.protocol} port`, exact: true })).toBeVisible();
  }
  const last = endpoints[endpoints.length - 1];
  await dialog.getByRole('button', { name: `Copy ${last.protocol} port`, exact: true }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(String(last.port));
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download .env file' }).click()]);
  const envText = await readDownload(download);
  for (const e of endpoints) {
    const env = `DB_${e.protocol.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
    expect(envText).toContain(`${env}_HOST=${e.host}\n`);
    expect(envText).toContain(`${env}_PORT=${e.port}\n`);
  }
  expect(envText).toContain(`DB_PASSWORD=`);
  await expect(dialog.getByText('cannot be shown again')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(page.getByText('Close without saving?')).toBeVisible();
  await page.getByRole('button', { name: 'Keep open' }).click();
  await page.mouse.click(5, 5);
  await expect(page.getByText('Close without saving?')).toBeVisible();
  await page.getByRole('button', { name: 'Keep open' }).click();
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'I have saved the password' }).check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(page).toHaveURL(new RegExp(`/services/${created.id}$`));
  await expect(page.getByRole('heading', { name: 'Analytics replica' })).toBeVisible();
  const traces = await consoleTraces(page);
  expect(traces).not.toContain('no query client exposed');
  expect(traces).not.toContain(password);
});

async function readDownload(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** A service made through the API (not the UI), settled to "running". */
async function apiService(org: TestOrg, body: Record<string, unknown>): Promise<Service> {
  const res = await org.api<{ service: Service }>('POST', servicesPath(org), { ipAccessList: [], ...body });
  expect(res.status).toBe(200);
  return res.result.service;
}

test('a warehouse is chosen from the organization’s, by a service’s name; an ID that is none of them is said so before sending', async ({ page, org }) => {
  const primary = await apiService(org, { name: 'Primary analytics', provider: 'aws', region: 'us-east-1', numReplicas: 2 });
  await page.goto('/services/new');
  await unfold(page, 'Warehouse and backup');
  const warehouse = page.getByRole('combobox', { name: 'Warehouse ID' });
  await warehouse.click();
  await warehouse.pressSequentially('primary');
  // A search being typed is not judged.
  await expect(warehouse).not.toHaveAccessibleDescription(/Not one of this organization's warehouses/);
  await page.getByRole('option', { name: new RegExp(`Primary analytics.*${primary.dataWarehouseId ?? ''}`) }).click();
  await expect(warehouse).toHaveValue(primary.dataWarehouseId ?? '');
  await expect(warehouse).toHaveAccessibleDescription('Joins the warehouse of Primary analytics.');
  await warehouse.fill('0f0f0f0f-0000-4000-8000-000000000000');
  // An ID that is none of them is said so once the field is left.
  await warehouse.press('Tab');
  await expect(warehouse).toHaveAccessibleDescription(/Not one of this organization's warehouses/);
});

test('a 400 from the server lands on the field it names, and the form keeps every value', async ({ page }) => {
  await page.goto('/services/new');
  await field(page, 'Name').fill('Joins nothing');
  await unfold(page, 'Scaling');
  await field(page, 'Number of replicas').fill('2');
  // A well-formed warehouse ID that does not exist: only the server can tell.
  await unfold(page, 'Warehouse and backup');
  await page.getByRole('combobox', { name: 'Warehouse ID' }).fill('0f0f0f0f-0000-4000-8000-000000000000');
  await page.getByRole('button', { name: 'Create service' }).click();
  await expect(page.getByText(CONTEXT_MESSAGES.unknownWarehouse)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Warehouse ID' })).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Name')).toHaveValue('Joins nothing');
  await expect(field(page, 'Number of replicas')).toHaveValue('2');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('replica scaling: prefilled, sends only what changed, refuses an empty change', async ({ page, org }) => {
  const svc = await apiService(org, { name: 'Scaler', provider: 'aws', region: 'us-east-1', numReplicas: 3 });
  const path = `${servicesPath(org)}/${svc.id}/replicaScaling`;
  const sent = captureBodies(page, 'PATCH', path);
  await openServiceTab(page, svc.id, 'scaling');
  await expect(page.getByRole('heading', { name: 'Scaler' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Replica scaling' });
  await expect(form.getByRole('textbox', { name: 'Number of replicas', exact: true })).toHaveValue('3');
  await expect(form.getByRole('textbox', { name: 'Maximum memory per replica (GB)', exact: true })).toHaveValue(String(svc.maxReplicaMemoryGb));

  // Nothing changed: the contract's "change at least one setting" shows, nothing is sent.
  await org.clearRequests();
  await form.getByRole('button', { name: 'Update scaling' }).click();
  await expect(form.getByText('Change at least one setting')).toBeVisible();
  // A rule broken: same message as on create, nothing sent.
  await form.getByRole('textbox', { name: 'Number of replicas', exact: true }).fill('21');
  await form.getByRole('button', { name: 'Update scaling' }).click();
  await expect(form.getByText('Must be a whole number between 1 and 20.')).toBeVisible();
  expect((await org.requests()).filter((r) => r.method === 'PATCH')).toHaveLength(0);

  await form.getByRole('textbox', { name: 'Number of replicas', exact: true }).fill('5');
  await form.getByRole('textbox', { name: 'Idle timeout (minutes)', exact: true }).fill('30');
  await form.getByRole('button', { name: 'Preview request' }).click();
  const preview = page.getByRole('dialog', { name: 'Request preview' });
  expect(JSON.parse(await preview.getByTestId('preview-json').innerText())).toEqual({ numReplicas: 5, idleTimeoutMinutes: 30 });
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Update scaling' }).click();
  await expect(page.getByText('Scaling updated')).toBeVisible();
  expect(sent).toEqual([{ numReplicas: 5, idleTimeoutMinutes: 30 }]);
  const after = await org.api<Service>('GET', `${servicesPath(org)}/${svc.id}`);
  expect(after.result).toMatchObject({ numReplicas: 5, idleTimeoutMinutes: 30, maxReplicaMemoryGb: svc.maxReplicaMemoryGb });
  await serviceTab(page, 'overview').click();
  await expect(page.getByRole('region', { name: 'Overview' }).getByText('30 minutes')).toBeVisible();
});

test('replica scaling: judges the effective min/max pair and the first-service rule before sending; Reset and edits clear a server error; the baseline follows each update', async ({
  page,
  org,
}) => {
  const svc = await apiService(org, { name: 'Pair', provider: 'aws', region: 'us-east-1', numReplicas: 3 });
  expect(svc.isPrimary).toBe(true);
  const path = `${servicesPath(org)}/${svc.id}/replicaScaling`;
  expect((await org.api<Service>('PATCH', path, { minReplicaMemoryGb: 16, maxReplicaMemoryGb: 32 })).status).toBe(200);
  const sent = captureBodies(page, 'PATCH', path);
  await openServiceTab(page, svc.id, 'scaling');
  const form = page.getByRole('form', { name: 'Replica scaling' });
  const input = (name: string) => form.getByRole('textbox', { name, exact: true });
  const submit = form.getByRole('button', { name: 'Update scaling' });
  await expect(input('Minimum memory per replica (GB)')).toHaveValue('16');

  // (a) Only max changes, below the current min: the contract's message at max, nothing sent.
  await input('Maximum memory per replica (GB)').fill('12');
  await submit.click();
  await expect(form.getByText(SERVICE_MESSAGES.maxBelowMinReplica)).toBeVisible();
  await expect(input('Maximum memory per replica (GB)')).toHaveAttribute('aria-invalid', 'true');
  // Only min changes, above the current max: the message at min.
  await input('Maximum memory per replica (GB)').fill('32');
  await input('Minimum memory per replica (GB)').fill('48');
  await submit.click();
  await expect(input('Minimum memory per replica (GB)')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(SERVICE_MESSAGES.maxBelowMinReplica)).toBeVisible();
  await input('Minimum memory per replica (GB)').fill('16');

  // (b) First service of its warehouse, running on 3 replicas (so not on a BASIC organization): 1
  // replica is refused beside the field, and no request is sent.
  await expect(form.getByText('needs at least 2 replicas')).toBeVisible();
  await input('Number of replicas').fill('1');
  await submit.click();
  await expect(form.getByText(SERVICE_MESSAGES.numReplicasNewWarehouseFirst)).toBeVisible();
  await expect(input('Number of replicas')).toHaveAttribute('aria-invalid', 'true');
  await expect(input('Number of replicas')).toBeFocused();
  expect(sent).toEqual([]);
  await input('Number of replicas').fill('3');

  // (c) A server error not about a field shows above the form (a 500 to a change: it may have been
  // applied, so it says so and the page reads the service again); Reset clears it ...
  const serverError = { status: 500, error: 'INTERNAL_ERROR: scaling is temporarily unavailable', requestId: '9b2f3c1e-1d2a-4b5c-8d7e-0f1a2b3c4d5e' };
  await org.injectFault({ method: 'PATCH', path, count: 2, status: 500, body: serverError });
  await input('Idle timeout (minutes)').fill('30');
  await submit.click();
  const alert = form.getByRole('alert').filter({ hasText: 'may have been applied' });
  await expect(alert).toBeVisible();
  await form.getByRole('button', { name: 'Reset' }).click();
  await expect(alert).toHaveCount(0);
  // ... and so does editing again.
  await input('Idle timeout (minutes)').fill('30');
  await submit.click();
  await expect(alert).toBeVisible();
  await input('Idle timeout (minutes)').fill('45');
  await expect(alert).toHaveCount(0);
  sent.length = 0;

  // (d) After a successful update, the next one sends only what was edited since.
  await input('Minimum memory per replica (GB)').fill('20');
  await submit.click();
  await expect(page.getByText('Scaling updated').first()).toBeVisible();
  await expect(form.getByRole('button', { name: 'Reset' })).toBeDisabled();
  await input('Maximum memory per replica (GB)').fill('40');
  // Read the service back only once the server has answered this update: a request seen leaving
  // the page may not have been applied yet (the test loop's run 51 read the old maximum).
  const answered = page.waitForResponse((r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === path);
  await submit.click();
  expect((await answered).status()).toBe(200);
  expect(sent).toEqual([{ minReplicaMemoryGb: 20, idleTimeoutMinutes: 45 }, { maxReplicaMemoryGb: 40 }]);
  const after = await org.api<Service>('GET', `${servicesPath(org)}/${svc.id}`);
  expect(after.result).toMatchObject({ minReplicaMemoryGb: 20, maxReplicaMemoryGb: 40, numReplicas: 3, idleTimeoutMinutes: 45 });
});

test("register a private endpoint: it then shows in the service's private endpoints", async ({ page, org }) => {
  const svc = await apiService(org, { name: 'Private', provider: 'gcp', region: 'us-central1' });
  const sent = captureBodies(page, 'POST', `${servicesPath(org)}/${svc.id}/privateEndpoint`);
  await openServiceTab(page, svc.id, 'networking');
  const form = page.getByRole('form', { name: 'Register a private endpoint' });
  await expect(form.locator('label').filter({ hasText: 'Endpoint ID' })).toContainText('*');
  await form.getByRole('button', { name: 'Register endpoint' }).click();
  await expect(form.getByText('Enter the private endpoint ID.')).toBeVisible();
  expect(sent).toHaveLength(0);
  await form.getByRole('combobox', { name: 'Endpoint ID', exact: true }).fill('psc-endpoint-7');
  await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Analytics VPC');
  await form.getByRole('button', { name: 'Register endpoint' }).click();
  await expect(page.getByRole('list', { name: 'Private endpoints of the service' }).getByText('psc-endpoint-7')).toBeVisible();
  expect(sent).toEqual([{ id: 'psc-endpoint-7', description: 'Analytics VPC' }]);
  await expect(form.getByRole('combobox', { name: 'Endpoint ID', exact: true })).toHaveValue('');
  const after = await org.api<Service>('GET', `${servicesPath(org)}/${svc.id}`);
  expect(after.result.privateEndpointIds).toContain('psc-endpoint-7');
});

test('register one of the organization’s private endpoints by picking it; registering it again says it already is', async ({ page, org }) => {
  const added = await org.api('PATCH', org.path, { privateEndpoints: { add: [{ id: 'vpce-org-shared', description: 'Shared VPC' }] } });
  expect(added.status).toBe(200);
  const svc = await apiService(org, { name: 'Picker', provider: 'aws', region: 'us-east-1' });
  const sent = captureBodies(page, 'POST', `${servicesPath(org)}/${svc.id}/privateEndpoint`);
  await openServiceTab(page, svc.id, 'networking');
  const form = page.getByRole('form', { name: 'Register a private endpoint' });
  const id = form.getByRole('combobox', { name: 'Endpoint ID', exact: true });
  await id.click();
  await page.getByRole('option', { name: 'vpce-org-shared' }).click();
  await expect(id).toHaveValue('vpce-org-shared');
  await form.getByRole('button', { name: 'Register endpoint' }).click();
  await expect(page.getByRole('list', { name: 'Private endpoints of the service' }).getByText('vpce-org-shared')).toBeVisible();
  await expect(page.getByText('Private endpoint registered').first()).toBeVisible();

  await id.fill('vpce-org-shared');
  await expect(form.getByText('Already registered on this service')).toBeVisible();
  await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Renamed');
  await form.getByRole('button', { name: 'Register endpoint' }).click();
  await expect(page.getByText('Already registered', { exact: true }).first()).toBeVisible();
  expect(sent).toEqual([
    { id: 'vpce-org-shared', description: '' },
    { id: 'vpce-org-shared', description: 'Renamed' },
  ]);
});
