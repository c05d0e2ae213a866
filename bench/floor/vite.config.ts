import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The floor app, built with the repository's own Vite and node_modules (no second install):
// `npx vite build --config bench/floor/vite.config.ts` writes bench/floor/dist.
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1024 },
  logLevel: 'warn',
});
