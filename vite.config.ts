import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { consoleServer, readUpstreams } from './server/consoleServer.js';
import { tablerIconsPerFile } from './server/tablerIcons.js';

// `npm run dev` and `npm run preview` are the console server: the SPA plus the API paths,
// answered by the in-process emulator unless MANAGEMENT_API_URL / ALERTS_API_URL are set, and
// GET /__console/apis (each API's dialect: MANAGEMENT_API_DIALECT / ALERTS_API_DIALECT).
const upstreams = readUpstreams(process.env);

export default defineConfig({
  plugins: [tablerIconsPerFile(), react(), consoleServer(upstreams)],
  // The API paths are routed by the console server plugin (server/consoleRouter.ts), not Vite's proxy.
  // No CORS: no other page (not even another local app) may read the console server's answers.
  server: { host: '127.0.0.1', cors: false },
  preview: { host: '127.0.0.1', cors: false },
  // Source maps are written for debugging but not referenced from the bundles, and no console
  // server serves them (npm start answers 404 for *.map).
  build: {
    sourcemap: 'hidden',
    // Everything the first page needs in one entry chunk. By default the modules the entry shares
    // with lazy pages (React, Mantine's core, …) went into chunks of their own: a first visit fetched,
    // compiled and linked five modules before anything ran, which delayed the sign-in page's first
    // paint with the CPU slowed (`npm run bench`). Lazy pages import them from the entry instead.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
  },
  // Pre-bundle every dependency the app can reach at start, so opening a lazy area never makes
  // the dev server re-optimize and reload mid-session (or mid-test).
  // The icon package is served per icon file (server/tablerIcons.ts), not pre-bundled whole.
  optimizeDeps: { entries: ['index.html', 'src/**/*.tsx'], exclude: ['@tabler/icons-react'] },
  // A separate dependency cache per e2e server, so concurrent dev servers do not clobber it.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
});
