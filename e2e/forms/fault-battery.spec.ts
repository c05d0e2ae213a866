import type { Locator, Page } from '@playwright/test';
import type { Fault } from '../support/emulator';
import { expect, test, type TestOrg } from '../support/fixtures';
import { field, kinesisRunToReview, next, runningService } from '../support/pipes';
import { useTimings } from '../support/timings';
import { SEEDED_ALERT_REFS } from '../../emulator/alert-catalogue-seed';

/**
 * The fault battery (issue 46 item 6, docs/faults.md): every create the console offers (service,
 * API key, pipe, alert), each time applied by the server and then answered with a failure: a 500
 * after the commit, a gateway's 502 after the commit, a connection reset after the commit, and a
 * commit that comes after the browser's timeout. Each time the console must not say it failed:
 * it says the request may have been applied, finds the resource in the list, sends nothing more,
 * so exactly one resource exists per intent, and loses no secret it could keep (a key's secret is
 * made in the browser; a service's initial password, made by the server, is said to be lost).
 */

interface Create {
  name: string;
  api: 'management' | 'alerts';
  /** The page of the form (after any setup) and the path its create POSTs to. */
  prepare: (org: TestOrg) => Promise<{ url: string; post: string }>;
  /** What the emulator holds with that name, read beside the console. */
  named: (org: TestOrg, post: string, name: string) => Promise<{ id: string }[]>;
  fill: (page: Page, name: string) => Promise<void>;
  submit: string;
  /** What the found notice says of a secret the lost reply held. */
  secretNote?: RegExp;
}

async function listed(org: TestOrg, path: string, name: string): Promise<{ id: string }[]> {
  const { status, result } = await org.api<{ id: string; name: string }[]>('GET', path);
  expect(status).toBe(200);
  return result.filter((x) => x.name === name);
}

const creates: Create[] = [
  {
    name: 'service',
    api: 'management',
    prepare: async (org) => ({ url: '/services/new', post: `${org.path}/services` }),
    named: listed,
    fill: async (page, name) => {
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    },
    submit: 'Create service',
    // Made by the server and sent once in the reply: the one secret the console cannot keep.
    secretNote: /initial password was in the lost reply/,
  },
  {
    name: 'API key',
    api: 'management',
    prepare: async (org) => ({ url: '/keys/new', post: `${org.path}/keys` }),
    named: listed,
    fill: async (page, name) => {
      await page.getByRole('checkbox', { name: /Developer/ }).check();
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    },
    submit: 'Create key',
    // Made in this browser (the default), so it is shown whatever the reply.
    secretNote: /made in this browser and shown to you/,
  },
  {
    name: 'pipe',
    api: 'management',
    prepare: async (org) => {
      const serviceId = await runningService(org);
      return { url: `/pipes/${serviceId}/new`, post: `${org.path}/services/${serviceId}/pipes` };
    },
    named: listed,
    fill: async (page, name) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Source' })).toBeVisible();
      await field(page, 'Pipe name').fill(name);
      await page.getByRole('radio', { name: 'Kinesis-type stream' }).check();
      await next(page);
      await kinesisRunToReview(page);
    },
    submit: 'Create pipe',
  },
  {
    name: 'alert',
    api: 'alerts',
    prepare: async () => ({ url: '/alerts/new', post: '/api/v2/alerts' }),
    named: async (org, _post, name) => {
      const { status, body } = await org.alerts<{ data: { id: string; name?: string }[] }>('GET', '/api/v2/alerts?limit=1000');
      expect(status).toBe(200);
      return body.data.filter((a) => a.name === name);
    },
    fill: async (page, name) => {
      await page.getByRole('textbox', { name: 'Threshold', exact: true }).fill('90');
      await page.getByRole('combobox', { name: 'Dashboard', exact: true }).fill(SEEDED_ALERT_REFS.dashboardId);
      await page.getByRole('combobox', { name: 'Tile', exact: true }).fill(SEEDED_ALERT_REFS.tileId);
      await page.getByRole('combobox', { name: 'Webhook', exact: true }).fill(SEEDED_ALERT_REFS.webhookId);
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    },
    submit: 'Create alert',
  },
];

/** The browser's request timeout in the late-commit case (30 s in what people run), and the emulator's delay past it. */
const TIMEOUT_MS = 5_000;
const LATE_MS = TIMEOUT_MS + 1_500;

interface Case {
  name: string;
  /** The fault, in the API's own error shape. */
  fault: (api: Create['api']) => Omit<Fault, 'method' | 'path' | 'count'>;
  late?: boolean;
}

const errorBody = (api: Create['api'], status: number, text: string) => (api === 'alerts' ? { message: text } : { status, error: text });

const cases: Case[] = [
  {
    name: 'a 500 after the commit',
    fault: (api) => ({ status: 500, afterCommit: true, body: errorBody(api, 500, 'INTERNAL_ERROR: the reply failed after the change was kept') }),
  },
  {
    // What the console server's proxy answers when the upstream resets the connection after the request.
    name: 'a 502 after the commit',
    fault: (api) => ({ status: 502, afterCommit: true, body: errorBody(api, 502, 'BAD_GATEWAY: the console server could not reach the API') }),
  },
  { name: 'a reset after the commit', fault: () => ({ dropReply: true }) },
  { name: 'a commit after the timeout', fault: () => ({ delayMs: LATE_MS }), late: true },
];

/** Reads the key ID and secret from the dialog of a key that may have been created. */
async function savedCredentials(dialog: Locator) {
  const keyId = (await dialog.getByTestId('secret-value-KEY_ID').innerText()).trim();
  await dialog.getByRole('button', { name: 'Show key secret' }).click();
  const secretBox = dialog.getByTestId('secret-value-KEY_SECRET');
  await expect(secretBox).not.toHaveAttribute('data-masked', 'true');
  const keySecret = (await secretBox.innerText()).trim();
  await dialog.getByRole('checkbox', { name: 'I have saved the secret' }).check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  return { keyId, keySecret };
}

for (const create of creates) {
  for (const c of cases) {
    test(`create ${create.name}, ${c.name}: one ${create.name}, found, nothing sent again, no secret lost`, async ({ page, org }) => {
      if (c.late) await useTimings(page, { requestTimeoutMs: TIMEOUT_MS });
      const name = `Battery ${c.name.split(' ')[1]}`;
      const { url, post } = await create.prepare(org);
      await page.goto(url);
      await create.fill(page, name);
      await org.clearRequests();
      await org.injectFault({ method: 'POST', path: post, count: 1, ...c.fault(create.api) });
      const submit = page.getByRole('button', { name: create.submit, exact: true });
      await submit.click();

      // A key's secret, made in this browser, is shown although the reply is lost: the key may exist.
      let credentials: { keyId: string; keySecret: string } | undefined;
      if (create.name === 'API key') {
        const dialog = page.getByRole('dialog', { name: 'The API key may have been created' });
        await expect(dialog).toBeVisible();
        credentials = await savedCredentials(dialog);
      }

      // Never "not created": it may have been applied, and the list is read to see.
      const alert = page.getByRole('alert').filter({ hasText: 'may have been applied' });
      await expect(alert).toBeVisible();
      await expect(page.getByText(/was not created/)).toHaveCount(0);
      const notice = page.getByTestId('lost-reply');
      await expect(notice.getByRole('link', { name: `Open the list of ${create.name}s` })).toBeVisible();
      await expect(notice).toContainText('Found in the list');
      const [made, ...others] = await create.named(org, post, name);
      expect(others).toEqual([]);
      await expect(notice.getByRole('link', { name, exact: true })).toHaveAttribute('href', new RegExp(`/${made.id}$`));
      if (create.secretNote) await expect(notice).toContainText(create.secretNote);

      // No secret lost: the key's secret the browser kept opens the API, as that very key.
      if (credentials) {
        expect((await org.api('GET', '/v1/organizations', undefined, credentials)).status).toBe(200);
        const { result: key } = await org.api<{ keySuffix: string }>('GET', `${org.path}/keys/${made.id}`);
        expect(key.keySuffix).toBe(credentials.keyId.slice(-4));
      }

      // One per intent: the submit sends nothing now, and one POST reached the server.
      await expect(submit).toBeDisabled();
      await submit.click({ force: true });
      await expect(notice).toContainText('Found in the list');
      expect(await create.named(org, post, name)).toHaveLength(1);
      expect((await org.requests()).filter((r) => r.method === 'POST' && r.path === post)).toHaveLength(1);
    });
  }
}
