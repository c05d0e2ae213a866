// Dev aid: screenshots of the console. Usage: node scripts/shoot.mjs <baseURL> <outDir> [dark]
import { chromium } from '@playwright/test';
const [base = 'http://127.0.0.1:5180', out = '/tmp/shots', scheme = 'light'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 820 }, colorScheme: scheme });
page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()));
await page.goto(base + '/sign-in');
await page.getByRole('button', { name: 'Sign in' }).waitFor();
await page.waitForTimeout(500);
await page.screenshot({ path: `${out}/signin-${scheme}.png` });
await page.getByRole('button', { name: "Fill in the emulator's credentials" }).click();
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL('**/services');
await page.waitForTimeout(1000);
await page.screenshot({ path: `${out}/shell-${scheme}.png` });
await browser.close();
