import { defineConfig } from 'vite';

// `npm run build` also compiles the production server (server/start.ts, with the emulator it can
// embed) for Node into dist-server/, so `npm start` runs plain JavaScript without tsx. Packages
// stay external (express, helmet, zod are dependencies).
export default defineConfig({
  build: {
    ssr: 'server/start.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    minify: false,
  },
  publicDir: false,
  logLevel: 'warn',
});
