import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Which Chromium the e2e suite and the benchmark drive, and with which flags: Debian's
 * (/usr/bin/chromium) or CHROMIUM_PATH; Playwright's own browser only as a fallback when installed.
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

export function findChromium(env: NodeJS.ProcessEnv = process.env): ChromiumChoice | undefined {
  const system = [env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path): path is string => Boolean(path && existsSync(path)));
  if (system) return { executablePath: system, bundled: false };
  try {
    const path = chromium.executablePath();
    if (existsSync(path)) return { executablePath: path, bundled: true };
  } catch {
    /* Playwright's browser is not installed */
  }
  return undefined;
}

export const NO_CHROMIUM_MESSAGE = "No Chromium found. Install Debian's package (apt-get install -y chromium), or set CHROMIUM_PATH to a Chromium binary.";
