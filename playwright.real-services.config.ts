import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from './scripts/chromium';
import {
  ALERTS_DOCUMENT,
  ALERTS_MOCK_PORT,
  alertsMockURL,
  CONSOLE_PORT,
  consoleURL,
  MANAGEMENT_DOCUMENT,
  MANAGEMENT_MOCK_PORT,
  managementMockURL,
} from './e2e/real-services/servers';

/**
 * The real-services suite (e2e/real-services/, docs/testing-real-services.md): the console, as
 * people run it against ClickHouse Cloud and HyperDX, in Chromium, against mock servers generated
 * from the two vendors' OpenAPI documents, which refuse any request their document does not allow.
 * `npm run test:e2e` runs it after the main suite; alone: `npm run test:e2e:real-services`.
 */
const browser = findChromium({ headlessShell: true });
if (!browser) throw new Error(`${NO_CHROMIUM_MESSAGE} (needed by the e2e tests)`);

const BUILD_DIR = `node_modules/.e2e-build-${CONSOLE_PORT}`;
/**
 * Prism in static mode (no `--dynamic`): every answer is the document's first example, every run.
 * The management document is written first as served (e2e/real-services/vendorDocuments.ts: one
 * patch, where it is wrong); the alerts document is served as published.
 */
const prism = (port: number, document: string) => `npx prism mock --host 127.0.0.1 --port ${port} ${document}`;

export default defineConfig({
  testDir: 'e2e/real-services',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/real-services',
  // The mocks keep no state: tests cannot disturb one another, so they run in parallel.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // As the main suite's: a failing test says so within a minute.
  timeout: 60_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL: consoleURL,
    // As playwright.config.ts: CI records a trace only when a failed test runs again.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: browser.executablePath, args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      command: `npx tsx e2e/real-services/vendorDocuments.ts ${MANAGEMENT_DOCUMENT} && ${prism(MANAGEMENT_MOCK_PORT, MANAGEMENT_DOCUMENT)}`,
      url: `${managementMockURL}/v1/organizations`,
      timeout: 120_000,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    },
    {
      command: prism(ALERTS_MOCK_PORT, ALERTS_DOCUMENT),
      url: `${alertsMockURL}/api/v2/alerts`,
      timeout: 120_000,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    },
    {
      command: `npx vite build --outDir ${BUILD_DIR} --emptyOutDir --sourcemap false --logLevel warn && npx vite preview --outDir ${BUILD_DIR} --port ${CONSOLE_PORT} --strictPort --host 127.0.0.1`,
      url: `${consoleURL}/sign-in`,
      // A build first (about half a minute on a quiet machine, a few minutes on a busy one).
      timeout: 600_000,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
      env: {
        VITE_CACHE_DIR: `node_modules/.vite-e2e-${CONSOLE_PORT}`,
        MANAGEMENT_API_URL: managementMockURL,
        ALERTS_API_URL: alertsMockURL,
        // What the real services speak (the defaults with an upstream set; said, not assumed).
        MANAGEMENT_API_DIALECT: 'cloud',
        ALERTS_API_DIALECT: 'hyperdx',
      },
    },
  ],
});
