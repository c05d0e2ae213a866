// Serves a built app the same way for the console and the floor: static files from its dist
// directory with an SPA fallback to index.html, and the API paths answered by one emulator.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

const API_PREFIXES = ['/v1/', '/api/v2/', '/__emulator/'];

export interface Served {
  url: string;
  close(): Promise<void>;
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;

export async function serveDist(distDir: string, api: Middleware): Promise<Served> {
  const root = normalize(distDir) + sep;
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://bench.local').pathname);
    if (API_PREFIXES.some((p) => pathname.startsWith(p) || pathname === p.slice(0, -1))) return api(req, res);
    let file = normalize(join(root, pathname));
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
