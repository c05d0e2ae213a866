import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from './scripts/chromium';
import { baseURL, DEVELOPMENT_BUILD_PORT, developmentURL, E2E_PORT, ONE_DEV_SERVER, STRICT_MODE_SPECS } from './e2e/support/servers';

/**
 * End-to-end tests: the real console (a production build, as people run it) with the real
 * in-process emulator, over real HTTP, in Debian's Chromium (its headless shell when installed:
 * scripts/chromium.ts), or CHROMIUM_PATH; Playwright's own browser only as a fallback.
 */
// Every test has its own organization (e2e/support/fixtures.ts), so tests run in parallel on the
// same server. E2E_WORKERS overrides the count.
const WORKERS = Number(process.env.E2E_WORKERS ?? 3);

/**
 * The servers the tests open (e2e/support/servers.ts says which spec uses which): `vite preview`
 * of a production build, and of a development build for the spec that fails on React's warnings and
 * the specs run a second time under StrictMode (the "development build" project below);
 * each mounts the same console server and emulator as `npm run dev`, so a page loads in a few
 * requests, where the dev server transforms some hundred modules per fresh browser context, which
 * on a busy machine took longer than the tests' waits. Production React skips StrictMode's double
 * renders and the dev checks: on the production build the whole e2e run took 12–15 min in the test
 * loop, against 17.7–24.5 on the development build. `E2E_DEV=1` runs one dev server for both
 * instead (no build step: quicker to start while working on one spec).
 */
function previewOf(port: number, build: string): string {
  const dir = `node_modules/.e2e-build-${port}`;
  return `${build} --outDir ${dir} --emptyOutDir --sourcemap false --logLevel warn && npx vite preview --outDir ${dir} --port ${port} --strictPort --host 127.0.0.1`;
}
const SERVERS = ONE_DEV_SERVER
  ? [{ port: E2E_PORT, command: `npx vite --port ${E2E_PORT} --strictPort --host 127.0.0.1` }]
  : [
      { port: E2E_PORT, command: previewOf(E2E_PORT, 'VITE_EXPOSE_QUERY_CLIENT=true VITE_TEST_TIMINGS=true npx vite build') },
      { port: DEVELOPMENT_BUILD_PORT, command: previewOf(DEVELOPMENT_BUILD_PORT, 'NODE_ENV=development npx vite build --mode development') },
    ];
const browser = findChromium({ headlessShell: true });
if (!browser) throw new Error(`${NO_CHROMIUM_MESSAGE} (needed by the e2e tests)`);
if (browser.bundled && !process.env.TEST_WORKER_INDEX) {
  console.warn(
    `No system Chromium (Debian's chromium-headless-shell or chromium, or CHROMIUM_PATH): using Playwright's own browser at ${browser.executablePath}.`,
  );
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // Screenshot tours (*-screenshots.spec.ts) are review aids, not tests: `npm run screenshots`.
  // The real-services suite (e2e/real-services/) has its own servers: playwright.real-services.config.ts.
  testIgnore: ['**/real-services/**', ...(process.env.SCREENSHOTS === '1' ? [] : ['**/*-screenshots.spec.ts'])],
  fullyParallel: true,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  // A failing test says so within a minute, an expectation within 30 s (issue 42 item 9). A test
  // that needs longer is made faster (split, set up through the API, the page's clock moved:
  // support/pageClock.ts), never given a timeout of its own; a passing test never waits longer
  // than its condition takes. docs/testing.md (Times) has the longest tests of the last full run.
  timeout: 60_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // The browser asks for reduced motion, which the console honours (theme.ts): a dialog or a
    // notice is there at once, with no transition to wait out or paint; E2E_MOTION=1 runs with them.
    reducedMotion: process.env.E2E_MOTION === '1' ? 'no-preference' : 'reduce',
    // Recording a trace costs about a third of a test's CPU on this 2-core machine (keys.spec: 52 s
    // of CPU with, 33 s without): CI records one only when a failed test runs again, where the
    // retry shows the failure; locally every failed test keeps one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browser.executablePath,
      args: CHROMIUM_ARGS,
    },
  },
  // Every spec on the production build; the spec of a promise StrictMode's double effects could
  // break and no component test holds (the one-time secret's guard) once more on the development
  // build (STRICT_MODE_SPECS). One dev server (E2E_DEV=1) runs StrictMode anyway.
  projects: [
    { name: ONE_DEV_SERVER ? 'dev server' : 'production build' },
    ...(ONE_DEV_SERVER ? [] : [{ name: 'development build', testMatch: STRICT_MODE_SPECS, use: { baseURL: developmentURL } }]),
  ],
  webServer: SERVERS.map(({ port, command }) => ({
    command,
    url: `http://127.0.0.1:${port}/__emulator/info`,
    // Reusing a server left running by someone else would share (and reset) its emulator state.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    // A build first (about half a minute on a quiet machine, a few minutes on a busy one).
    timeout: 600_000,
    env: {
      // Lifecycles move only when a test advances its organization's clock (POST /__emulator/clock).
      EMULATOR_CLOCK: 'manual',
      EMULATOR_TRANSITION_MS: '1000',
      VITE_CACHE_DIR: `node_modules/.vite-e2e-${port}`,
      MANAGEMENT_API_URL: '',
      ALERTS_API_URL: '',
    },
  })),
});
