import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Which Chromium the e2e suites and the benchmark drive, and with which flags: CHROMIUM_PATH, else
 * Debian's; Playwright's own browser only as a fallback when installed.
 *
 * The test suites prefer Debian's headless shell (`chromium-headless-shell`, /usr/bin/chromium-
 * headless-shell: "old" headless, the build Playwright's own headless tests run in) when it is
 * installed: without the full browser's UI processes it spent about a quarter less CPU on the
 * same spec (keys.spec.ts, 10 tests: 25 s of CPU against 35 s), and the suites are bound by
 * this 2-core machine's CPU. The benchmark measures what a person feels, so it drives the full
 * browser (/usr/bin/chromium) when it can.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface ChromiumChoice {
  executablePath?: string;
  /** True when only Playwright's own browser was found. */
  bundled: boolean;
}

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium(
  { headlessShell }: { headlessShell: boolean },
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): ChromiumChoice | undefined {
  const order = [env.CHROMIUM_PATH, ...(headlessShell ? [HEADLESS_SHELL, ...FULL] : [...FULL, HEADLESS_SHELL])];
  const system = order.find((path): path is string => Boolean(path && exists(path)));
  if (system) return { executablePath: system, bundled: false };
  try {
    const path = chromium.executablePath();
    if (exists(path)) return { executablePath: path, bundled: true };
  } catch {
    /* Playwright's browser is not installed */
  }
  return undefined;
}

export const NO_CHROMIUM_MESSAGE =
  "No Chromium found. Install Debian's packages (apt-get install -y chromium chromium-headless-shell), or set CHROMIUM_PATH to a Chromium binary.";
