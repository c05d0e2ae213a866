/**
 * Where the e2e tests find the console (playwright.config.ts starts both servers).
 *
 * - `baseURL`: a production build of the console, as people run it, with two additions for the
 *   tests: the query client is reachable from the page (`VITE_EXPOSE_QUERY_CLIENT`), so a test
 *   can prove no secret is in the query or mutation cache, and a page may shorten the request
 *   timeout and the lost-reply lookup's patience (`VITE_TEST_TIMINGS`, support/timings.ts). Every
 *   spec uses it.
 * - `developmentURL`: a development build (React's warnings, StrictMode's double renders and
 *   effects), for the spec that fails on any warning in the browser console
 *   (console-clean.spec.ts): production React does not warn. The specs in STRICT_MODE_SPECS run
 *   on it too, as a second Playwright project, besides their run on the production build. The
 *   others do not: the whole run took 17.7–24.5 min on the development build, 12–15 on the
 *   production build.
 *
 * `E2E_DEV=1` runs one Vite dev server for both (no build: a quick run of one spec while working).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5174);
export const ONE_DEV_SERVER = process.env.E2E_DEV === '1';
export const DEVELOPMENT_BUILD_PORT = ONE_DEV_SERVER ? E2E_PORT : E2E_PORT + 1;

export const baseURL = `http://127.0.0.1:${E2E_PORT}`;
export const developmentURL = `http://127.0.0.1:${DEVELOPMENT_BUILD_PORT}`;

/**
 * The specs that run a second time on the development build: the promises StrictMode's double
 * effects could break if an effect sent a request or held a secret. The one-time secret dialog's
 * guard (history entries and a beforeunload listener set up by effects) is one. One request per
 * intent and the lost reply's lookup are the form shell's, tested under StrictMode by its
 * component tests (src/components/form/FormShell.test.tsx, the wizard's CreatePipePage.test.tsx;
 * test/components/render.tsx renders in StrictMode), so their specs run on the production build only.
 */
export const STRICT_MODE_SPECS = ['**/secret-guard.spec.ts'];
