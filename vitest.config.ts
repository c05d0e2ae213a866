import { defineConfig } from 'vitest/config';

// Unit tests: contract schemas, the fetch client, the emulator, the console server and the bench's
// budget and load rules, all in Node.
// Browser behaviour is covered by the Playwright suite in e2e/.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'emulator/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
