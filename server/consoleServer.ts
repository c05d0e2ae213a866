import { relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { consoleRouter, type Middleware } from './consoleRouter.js';
import { startEmbeddedEmulator } from './embeddedEmulator.js';
import { classifyRequest } from './requestPath.js';
import type { UpstreamConfig } from './env.js';
import { readHostList } from '../emulator/control-access.js';

export { readUpstreams, type UpstreamConfig } from './env.js';

/**
 * The console server inside Vite: `npm run dev` and `npm run preview` mount the same API routing
 * as the production server (consoleRouter.ts): `/v1/**` and `/api/v2/**` go to their fixed
 * upstream or to the in-process emulator, `/__emulator/**` exists only while an API is emulated,
 * `/__console/apis` always (each API's dialect, for the sign-in page).
 */

/**
 * The dev server serves files from the project folder: not its dotfiles (`.npmrc`, `.ci/`, `.git/`
 * …) nor the emulator's state file (EMULATOR_DATA, its temp and corrupt copies). Vite's own
 * dependency cache (a dot folder under node_modules) stays reachable.
 */
export function devFileGuard(root: string, cacheDir: string, dataPath: string | undefined): Middleware {
  const cacheSegments = relative(root, cacheDir).split(sep).filter(Boolean);
  const data = dataPath ? resolve(root, dataPath) : undefined;
  return (req, res, next) => {
    const target = classifyRequest(req.url ?? '/');
    if (!target.ok || target.kind !== 'other') return next();
    const { segments } = target;
    const inCache = cacheSegments.length > 0 && cacheSegments.every((s, i) => segments[i] === s);
    const onDisk = [resolve(root, ...segments), ...(segments[0] === '@fs' ? [resolve('/', ...segments.slice(1))] : [])];
    const dotfile = !inCache && segments.some((s) => s.startsWith('.'));
    const stateFile = data !== undefined && onDisk.some((p) => p === data || p.startsWith(`${data}.`));
    if (!dotfile && !stateFile) return next();
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Not found');
  };
}

export function consoleServer(upstreams: UpstreamConfig): Plugin {
  let embedded: Awaited<ReturnType<typeof startEmbeddedEmulator>>;

  async function mount(server: { middlewares: { use(mw: Middleware): void }; config: { logger: { info(msg: string): void } } }) {
    const logger = server.config.logger;
    embedded = await startEmbeddedEmulator(upstreams, (msg) => logger.info(msg));
    server.middlewares.use(
      consoleRouter({ upstreams, emulator: embedded?.emulator, info: embedded?.offer, hosts: readHostList(process.env), log: (line) => logger.info(line) }),
    );
  }

  return {
    name: 'console-server',
    async configureServer(server) {
      await mount(server);
      server.middlewares.use(devFileGuard(server.config.root, server.config.cacheDir, embedded?.dataPath));
      server.httpServer?.once('close', () => void embedded?.emulator.close());
    },
    async configurePreviewServer(server) {
      await mount(server);
      server.httpServer?.once('close', () => void embedded?.emulator.close());
    },
  };
}
