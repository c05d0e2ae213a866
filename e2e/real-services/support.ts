/**
 * The real-services suite's fixture: sign-in against the mocks (e2e/real-services/servers.ts), in
 * the real services' dialects (`signInWithForm`, or `signIn` with the session it leaves), and a
 * record of every API answer and notification the page received. A test fails on any 4xx or 5xx answer of `/v1/**` or `/api/v2/**` it
 * did not announce with `api.expect(...)`: the mocks refuse a request their OpenAPI document does
 * not allow (Prism's request validation), so such an answer means the real service would refuse it.
 */
import { test as base, expect, type Page, type Request, type Response } from '@playwright/test';
import { signInProgrammatically } from '../support/session';
import { alertsMockURL, consoleURL, managementMockURL } from './servers';

export { expect };

/** The ids the mocks answer (the documents' examples): every organization, service, key and pipe has this one. */
export const MOCK_ID = '497f6eca-6276-4993-bfeb-53cbbbba6f08';
/** The name of every organization, service and key in the management mock's answers. */
export const MOCK_NAME = 'string';
/** The id of the alert the alerts mock answers (hyperdx-openapi.json's example). */
export const MOCK_ALERT_ID = '65f5e4a3b9e77c001a123456';

/** One API answer the page received, with what was sent. */
export interface ApiExchange {
  method: string;
  path: string;
  status: number;
  requestBody: string | null;
  /** Prism's account of what is wrong with the request (its `sl-violations` header), when it says. */
  violations?: string;
  responseBody?: string;
}

/**
 * Prism's account of what is wrong with a request (its `sl-violations` header). The console
 * server passes only the response headers it knows, so the request is sent again, as it was, to
 * the mock itself, which judges it the same way (it keeps no state).
 */
async function violationsOf(request: Request, url: URL): Promise<string | undefined> {
  const mock = url.pathname.startsWith('/api/v2') ? alertsMockURL : managementMockURL;
  // The provisional headers (allHeaders may wait for an event Chromium does not always send).
  const headers = request.headers();
  try {
    const replay = await fetch(`${mock}${url.pathname}${url.search}`, {
      method: request.method(),
      headers: Object.fromEntries(Object.entries(headers).filter(([name]) => ['authorization', 'content-type', 'accept'].includes(name))),
      body: request.postData() ?? undefined,
    });
    // ClickHouse Cloud's document describes a 400: Prism answers it, naming the violations in a
    // header. HyperDX's does not: Prism answers 422, naming them in its body.
    return replay.headers.get('sl-violations') ?? (replay.status >= 400 ? await replay.text() : undefined);
  } catch {
    return undefined;
  }
}

/** `promise`'s value, or `fallback` after 10 s (a record must never hold a test's teardown). */
const within = <T>(promise: Promise<T>, fallback: T): Promise<T> =>
  Promise.race([promise.catch(() => fallback), new Promise<T>((resolve) => setTimeout(() => resolve(fallback), 10_000))]);

const isApiPath = (pathname: string) => pathname.startsWith('/v1/') || pathname === '/v1' || pathname.startsWith('/api/v2/') || pathname === '/api/v2';

export class ApiLog {
  readonly exchanges: ApiExchange[] = [];
  private readonly expected: { method: string; path: RegExp; status: number }[] = [];
  private readonly pending: Promise<void>[] = [];

  constructor(page: Page) {
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== consoleURL || !isApiPath(url.pathname)) return;
      this.pending.push(this.record(response, url));
    });
  }

  private async record(response: Response, url: URL) {
    const request = response.request();
    const exchange: ApiExchange = { method: request.method(), path: url.pathname + url.search, status: response.status(), requestBody: request.postData() };
    this.exchanges.push(exchange);
    if (response.status() >= 400) {
      exchange.responseBody = await within(response.text(), '(body not available)');
      exchange.violations = response.headers()['sl-violations'] ?? (await within(violationsOf(request, url), undefined));
    }
  }

  /** Announces an answer the test expects to be refused (any other 4xx/5xx fails the test). */
  expect(method: string, path: RegExp, status: number) {
    this.expected.push({ method, path, status });
  }

  /** The answers received so far to `method` on a path matching `path`. */
  async answers(method: string, path: RegExp): Promise<ApiExchange[]> {
    await Promise.all(this.pending);
    return this.exchanges.filter((e) => e.method === method && path.test(e.path.split('?')[0]));
  }

  /** Waits until the page has received an answer to `method` on `path`, and says it was accepted. */
  async expectAccepted(method: string, path: RegExp) {
    await expect.poll(async () => (await this.answers(method, path)).length, { message: `an answer to ${method} ${path}` }).toBeGreaterThan(0);
    const answers = await this.answers(method, path);
    expect(
      answers.map((a) => a.status).filter((s) => s >= 400),
      describe(answers),
    ).toEqual([]);
    return answers;
  }

  /** Every refused answer not announced with `expect`. */
  async refusals(): Promise<ApiExchange[]> {
    await Promise.all(this.pending);
    return this.exchanges.filter((e) => e.status >= 400 && !this.expected.some((x) => x.method === e.method && x.status === e.status && x.path.test(e.path)));
  }
}

export function describe(exchanges: ApiExchange[]): string {
  return exchanges
    .map((e) =>
      [
        `${e.method} ${e.path} -> ${e.status}`,
        e.requestBody ? `  sent: ${e.requestBody.slice(0, 2000)}` : undefined,
        e.violations ? `  violations: ${e.violations}` : undefined,
        e.responseBody ? `  answer: ${e.responseBody.slice(0, 2000)}` : undefined,
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n');
}

/** The session the sign-in page writes against the mocks: any key, the mock's organization, the real dialects. */
const MOCK_SESSION = {
  managementUrl: '',
  keyId: 'mock-key-id',
  keySecret: 'mock-key-secret',
  alertsUrl: '',
  alertsToken: 'mock-access-token',
  managementDialect: 'cloud' as const,
  alertsDialect: 'hyperdx' as const,
  organizationId: MOCK_ID,
  organizationName: MOCK_NAME,
};

/**
 * Signs in through the form with any key (the mock checks only that Basic credentials are
 * present) and an access token (checked with one read of the alerts mock); the mock lists one
 * organization, so the console goes straight in, in the dialects the console server says its
 * upstreams speak (MANAGEMENT_API_DIALECT, ALERTS_API_DIALECT: the real services'). One journey
 * signs in this way; the others with `signIn`.
 */
export async function signInWithForm(page: Page) {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Key ID', exact: true }).fill(MOCK_SESSION.keyId);
  await page.getByRole('textbox', { name: 'Key secret', exact: true }).fill(MOCK_SESSION.keySecret);
  await page.getByLabel('Access token').fill(MOCK_SESSION.alertsToken);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/services$/);
  const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('console.session') ?? '{}') as Record<string, unknown>);
  expect(session).toMatchObject({ organizationId: MOCK_ID, keyId: MOCK_SESSION.keyId, managementDialect: 'cloud', alertsDialect: 'hyperdx' });
}

/**
 * Signed in as the sign-in form would leave it (signInWithForm proves that), without the form:
 * the session entry is written before the first page loads, then the services page is opened.
 */
export async function signIn(page: Page) {
  await signInProgrammatically(page, MOCK_SESSION);
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
}

/**
 * What the console says when it cannot read an answer the mock gave (a write done but its answer
 * read in part, or a read in an unexpected shape): the documents' examples are answers the real
 * services may give, so a test fails on any of these too.
 */
const UNREAD_MESSAGES = /could not be read|could not read|answered in an unexpected shape/;

/** Every notification and alert the page showed, kept even once closed (notifications close by themselves). */
export class Notices {
  readonly seen: string[] = [];

  /** Waits until the page has shown a notification or alert containing `text`. */
  async expectShown(text: string) {
    await expect.poll(() => this.seen.some((t) => t.includes(text)), { message: `a notification saying "${text}"` }).toBe(true);
  }
}

export const test = base.extend<{ api: ApiLog; notices: Notices }>({
  notices: async ({ page }, use) => {
    const notices = new Notices();
    await page.exposeBinding('__realServicesNotice', (_source, text: string) => void notices.seen.push(text));
    await page.addInitScript(() => {
      const seen = new Set<string>();
      const report = (window as unknown as { __realServicesNotice: (text: string) => void }).__realServicesNotice;
      const scan = () => {
        for (const el of document.querySelectorAll('[role="alert"], .mantine-Notification-root')) {
          const text = el.textContent ?? '';
          if (text && !seen.has(text)) {
            seen.add(text);
            report(text);
          }
        }
      };
      new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await use(notices);
  },
  api: [
    async ({ page, notices }, use) => {
      const log = new ApiLog(page);
      await use(log);
      const refused = await log.refusals();
      expect(refused, `requests the mocks refused (their OpenAPI document does not allow them):\n${describe(refused)}`).toEqual([]);
      const unread = notices.seen.filter((text) => UNREAD_MESSAGES.test(text));
      expect(unread, 'answers of the mocks the console could not read').toEqual([]);
    },
    { auto: true },
  ],
});

/** What Playwright says of a request the page no longer waits for. */
const GONE = /disposed|has been closed|already handled/;

/**
 * The mocks keep no state, and answer their documents' examples: every service is `starting`
 * (where the console offers no state command and no deletion) and allows the address "string"
 * (not an address), every pipe is `Unknown`. To reach the states where the console offers a
 * command, or a list it can edit, the test rewrites fields of the services (or pipes) in the
 * mock's answers on their way to the page to `fields` (change them at any time): the reads, and
 * the writes that answer the resource. The requests themselves still go to the mock unchanged,
 * and are judged by it.
 */
async function serveWith(page: Page, url: RegExp, initial: Record<string, unknown>): Promise<Record<string, unknown>> {
  const fields = { ...initial };
  await page.route(url, async (route) => {
    try {
      const response = await route.fetch();
      if (!response.ok()) return await route.fulfill({ response });
      const body = (await response.json()) as { result?: unknown };
      const set = (s: unknown) => (s && typeof s === 'object' && 'id' in s ? { ...s, ...fields } : s);
      const result = Array.isArray(body.result) ? body.result.map(set) : set(body.result);
      await route.fulfill({ response, json: { ...body, result } });
    } catch (error) {
      // A reload or a navigation let go of the request while its answer was on its way (Playwright
      // then disposes the answer): there is no page left to answer. Anything else is a failure.
      if (!(error instanceof Error && GONE.test(error.message))) throw error;
    }
  });
  return fields;
}

/** Services (list, one, and the answers of the writes that return one) served with `fields`. */
export const serveServicesWith = (page: Page, fields: Record<string, unknown>) =>
  serveWith(page, /\/v1\/organizations\/[^/]+\/services(\/[^/]+(\/(replicaScaling|state))?)?$/, fields);

/** Pipes of the mock's service (list, one, and the answers of the writes that return one) served with `fields`. */
export const servePipesWith = (page: Page, fields: Record<string, unknown>) =>
  serveWith(page, /\/v1\/organizations\/[^/]+\/services\/[^/]+\/clickpipes(\/[^/]+(\/state)?)?$/, fields);
