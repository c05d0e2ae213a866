/**
 * The production console server (`npm start`), on Express 5: security headers (helmet), the
 * shared API routing (consoleRouter.ts: fixed-upstream proxy or embedded emulator), and the
 * built SPA from dist/:
 * - hashed bundles under /assets/ (the favicon too): cached for a year, immutable;
 * - index.html (and every client-side route, the SPA fallback): `no-store`, so a new release
 *   is picked up at the next load;
 * - other files (public/'s, copied as they are: robots.txt): revalidated (`no-cache`);
 * - no source map, dotfile or directory listing is served.
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { consoleRouter, type EmbeddedEmulator } from './consoleRouter.js';
import { decodeFully } from './requestPath.js';
import { securityHeaders } from './securityHeaders.js';
import type { UpstreamConfig } from './env.js';
import { LOOPBACK_HOSTS, hostName } from '../emulator/control-access.js';

export interface ProductionOptions {
  distDir: string;
  upstreams: UpstreamConfig;
  emulator?: EmbeddedEmulator;
  /** `/__emulator/info` for the sign-in page (only with an emulator). */
  info?: object;
  connectOrigins?: readonly string[];
  /** The host names this server answers for (CONSOLE_HOSTS; loopback names by default): any other Host is refused. */
  allowedHosts?: readonly string[];
  log: (line: string) => void;
}

/** Loopback names: what `npm start` answers for unless CONSOLE_HOSTS says more. */
export const DEFAULT_HOSTS: readonly string[] = LOOPBACK_HOSTS;
export { hostName };

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function notFound(res: Response): void {
  res.status(404).type('text/plain').set('Cache-Control', 'no-store').send('Not found');
}

export function createProductionApp(opts: ProductionOptions): express.Express {
  let indexHtml: Buffer;
  try {
    indexHtml = readFileSync(join(opts.distDir, 'index.html'));
  } catch {
    throw new Error(`No built console at ${opts.distDir} (index.html is missing): run \`npm run build\` first.`);
  }

  const app = express();
  app.disable('x-powered-by');
  // A page on another name that resolves to this server (DNS rebinding) reaches nothing here.
  const hosts = new Set((opts.allowedHosts ?? DEFAULT_HOSTS).map((h) => h.toLowerCase()));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (hosts.has(hostName(req.headers.host))) return next();
    req.resume();
    res.status(421).type('text/plain').set('Cache-Control', 'no-store').send('This console server does not answer for that host name.');
  });
  app.use(...securityHeaders(opts.connectOrigins));
  app.use(consoleRouter({ upstreams: opts.upstreams, emulator: opts.emulator, info: opts.info, hosts: [...hosts], log: opts.log }));

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method not allowed');
      return;
    }
    // Decoded as the router decodes (`.ma%2570` is `.map` too).
    const decoded = decodeFully(req.path);
    if (typeof decoded !== 'string' || /\.map$/i.test(decoded.replace(/\/+$/, ''))) return notFound(res);
    next();
  });
  app.use(
    '/assets',
    express.static(join(opts.distDir, 'assets'), { index: false, dotfiles: 'ignore', immutable: true, maxAge: YEAR_SECONDS * 1000, fallthrough: true }),
    (_req: Request, res: Response) => notFound(res), // a missing bundle is a 404, never the SPA page
  );
  app.use(
    express.static(opts.distDir, {
      index: false,
      dotfiles: 'ignore',
      setHeaders: (res, path) => res.setHeader('Cache-Control', /(^|[/\\])index\.html$/.test(path) ? 'no-store' : 'no-cache'),
    }),
  );
  // SPA fallback: a client-side route (no file extension) gets the app's page.
  app.use((req: Request, res: Response) => {
    const last = req.path.split('/').pop() ?? '';
    if (last.includes('.')) return notFound(res);
    res.status(200).type('html').set('Cache-Control', 'no-store').send(indexHtml);
  });
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    opts.log(`[console-server] ${req.method} ${req.path} failed: ${err instanceof Error ? err.message : String(err)}`);
    if (res.headersSent) return void res.destroy();
    res.status(500).type('text/plain').set('Cache-Control', 'no-store').send('The console server failed to answer this request.');
  });
  return app;
}
