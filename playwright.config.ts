import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * End-to-end tests: the real console (Vite dev server) with the real in-process emulator,
 * over real HTTP, in Debian's Chromium (or CHROMIUM_PATH); Playwright's own browser only as
 * a fallback when it is installed.
 */
const PORT = Number(process.env.E2E_PORT ?? 5174);
const systemChromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path): path is string => Boolean(path && existsSync(path)),
);
let bundledChromium: string | undefined;
try {
  const path = chromium.executablePath();
  if (existsSync(path)) bundledChromium = path;
} catch {
  bundledChromium = undefined;
}
if (!systemChromium && bundledChromium && !process.env.TEST_WORKER_INDEX) {
  console.warn(`No system Chromium (/usr/bin/chromium or CHROMIUM_PATH): using Playwright's own browser at ${bundledChromium}.`);
}
if (!systemChromium && !bundledChromium) {
  throw new Error(
    'No Chromium found for the e2e tests. Install Debian\'s package (apt-get install -y chromium), ' +
      'or set CHROMIUM_PATH to a Chromium binary.',
  );
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // Screenshot tours (*-screenshots.spec.ts) are review aids, not tests: `npm run screenshots`.
  testIgnore: process.env.SCREENSHOTS === '1' ? [] : ['**/*-screenshots.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: systemChromium ?? bundledChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `npx vite --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/__emulator/info`,
    // Reusing a server left running by someone else would share (and reset) its emulator state.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 120_000,
    env: {
      EMULATOR_TRANSITION_MS: '300',
      VITE_CACHE_DIR: `node_modules/.vite-e2e-${PORT}`,
      MANAGEMENT_API_URL: '',
      ALERTS_API_URL: '',
    },
  },
});
