/**
 * The e2e fixture: every test gets its own organization in the shared emulator and a page that
 * is already signed in to it. Tests share no data, so the suite runs in parallel on one dev server.
 *
 *   import { expect, test } from './support/fixtures';
 *
 *   test('…', async ({ page, org }) => {
 *     await page.goto('/services');                 // signed in as org.admin, with org.alertsToken
 *     const svc = await org.api<{ service: Service }>('POST', `${org.path}/services`, { … });
 *     await org.settle();                           // this org's lifecycles all reach their end
 *     await org.advanceClock({ steps: 1 });         // …or move one step (EMULATOR_TRANSITION_MS)
 *     await org.injectFault({ method: 'GET', path: `${org.path}/services`, count: 1, status: 500 });
 *     expect(await org.requests()).toEqual([]);     // only this org's requests; org.clearRequests()
 *   });
 *
 * - The emulator's clock is manual in e2e (EMULATOR_CLOCK=manual): a service stays
 *   `provisioning`, a pipe `Provisioning`, until the test moves its organization's clock. Never
 *   sleep for a lifecycle; advance the clock, then wait for the page (it polls every 5 s).
 * - Faults and the request log are scoped to the organization (its keys and alerts token), so
 *   use `org.injectFault` / `org.requests`, never the unscoped controls.
 * - Options (`test.use({ … })`, per file or describe): `signInAs: 'admin' | 'developer' | 'none'`
 *   (default 'admin'; 'none' for pages before sign-in), `withAlertsToken: boolean` (default true),
 *   `dialects: {management?: 'cloud', alerts?: 'hyperdx'}` (the real services' words; default the contract's).
 * - To change who is signed in mid-test: `await signInProgrammatically(page, org.session('developer'))`,
 *   then navigate. Only the sign-in specs (foundation.spec.ts) use the sign-in form (`signInWithForm`).
 * - `org.id`, `org.name`, `org.admin`/`org.developer` ({keyId, keySecret}), `org.alertsToken`,
 *   `org.path` (`/v1/organizations/{id}`), `org.forceState('services' | 'pipes', id, state)`.
 */
import { test as base } from '@playwright/test';
import { TestOrg, type Role } from './org';
import { signInProgrammatically } from './session';
import type { Dialects } from '../../src/contract/dialectNames';

export { expect } from '@playwright/test';
export { TestOrg } from './org';
export { consoleTraces, signInProgrammatically, signInWithForm } from './session';

interface Options {
  signInAs: Role | 'none';
  withAlertsToken: boolean;
  /** The words the test organization's APIs speak, and the session's dialects (default: the contract's). */
  dialects: Partial<Dialects> | undefined;
}

export const test = base.extend<Options & { org: TestOrg }>({
  signInAs: ['admin', { option: true }],
  withAlertsToken: [true, { option: true }],
  dialects: [undefined, { option: true }],
  // The test's own HTTP calls (controls, API) open a connection each: a kept-alive connection the
  // server closes as idle, picked again at that moment, fails with ECONNRESET on a loaded machine
  // (Node's client does not retry it; a browser does). Seen once in the test loop, on a clock step.
  request: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Connection: 'close' } });
    await use(request);
    await request.dispose();
  },
  org: async ({ request, dialects }, use) => {
    const org = await TestOrg.create(request, undefined, dialects);
    await use(org);
    // Faults left unused would count against the emulator's cap on waiting faults.
    await org.clearFaults();
  },
  page: async ({ page, org, signInAs, withAlertsToken }, use) => {
    if (signInAs !== 'none') await signInProgrammatically(page, org.session(signInAs, { alertsToken: withAlertsToken }));
    await use(page);
  },
});
