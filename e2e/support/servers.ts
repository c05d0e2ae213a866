/**
 * Where the e2e tests find the console (playwright.config.ts starts both servers).
 *
 * - `baseURL`: a production build of the console, as people run it, with one addition for the
 *   tests: the query client is reachable from the page (`VITE_EXPOSE_QUERY_CLIENT`), so a test
 *   can prove no secret is in the query or mutation cache. Every spec uses it.
 * - `developmentURL`: a development build (React's warnings, StrictMode's double renders and
 *   effects), for the spec that fails on any warning in the browser console
 *   (console-clean.spec.ts): production React does not warn. The other specs do not use it: the
 *   whole run took 17.7–24.5 min on the development build, 12–15 on the production build.
 *
 * `E2E_DEV=1` runs one Vite dev server for both (no build: a quick run of one spec while working).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5174);
export const ONE_DEV_SERVER = process.env.E2E_DEV === '1';
export const DEVELOPMENT_BUILD_PORT = ONE_DEV_SERVER ? E2E_PORT : E2E_PORT + 1;

export const baseURL = `http://127.0.0.1:${E2E_PORT}`;
export const developmentURL = `http://127.0.0.1:${DEVELOPMENT_BUILD_PORT}`;
