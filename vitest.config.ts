import { defineConfig } from 'vitest/config';

// Unit tests: contract schemas, the fetch client and the emulator, all in Node.
// Browser behaviour is covered by the Playwright suite in e2e/.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'emulator/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
