import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two projects:
// - unit: contract schemas, the fetch client, the emulator, the console server and the bench's
//   budget and load rules, all in Node (`*.test.ts`).
// - components: React components rendered in jsdom with Testing Library (`*.test.tsx`): the form
//   shell, the wizard's steps, the row tables. test/components/setup.ts fills what jsdom lacks
//   for Mantine; test/components/render.tsx renders inside the app's providers.
// Whole pages against the real emulator over HTTP are the Playwright suite in e2e/.
export default defineConfig({
  test: {
    testTimeout: 20_000,
    projects: [
      {
        // Each project takes the settings above (testTimeout): a project does not inherit them otherwise.
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'emulator/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx', 'test/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['test/components/setup.ts'],
          css: false,
        },
      },
    ],
  },
});
