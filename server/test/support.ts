// Helpers of the console server tests: a recording upstream, raw HTTP requests, a built-console fixture.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Seen {
  bytes?: Buffer;
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An upstream API that records every request and answers 200 JSON with a cookie (or a redirect for a path ending in /redirect). */
export async function startRecordingUpstream(): Promise<{ url: string; seen: Seen[]; close(): Promise<void> }> {
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const bytes = Buffer.concat(chunks);
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: bytes.toString('utf8'), bytes });
      if (req.url?.endsWith('/hostile-headers')) {
        // What an upstream (or something in front of it) could send to take over the console's origin.
        res.writeHead(200, {
          'Content-Type': 'application/json',
          'Content-Security-Policy': "script-src 'unsafe-inline'",
          Refresh: '0; url=https://evil.test/',
          'Clear-Site-Data': '"*"',
          'X-Frame-Options': 'ALLOWALL',
          'Strict-Transport-Security': 'max-age=0',
          'X-RateLimit-Remaining': '7',
          'X-Request-Id': 'upstream-request-1',
        });
        res.end(JSON.stringify({ status: 200, result: {} }));
        return;
      }
      if (req.url?.endsWith('/html-page')) {
        res.writeHead(500, { 'Content-Type': 'text/html', 'Content-Security-Policy': "script-src 'unsafe-inline'" });
        res.end('<script>sessionStorage.getItem("console.session")</script>');
        return;
      }
      if (req.url?.endsWith('/redirect')) {
        res.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data' });
        res.end();
        return;
      }
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Set-Cookie': 'upstream=1; Path=/',
        'X-Upstream': 'yes',
        Connection: 'keep-alive, X-Upstream-Hop',
        'X-Upstream-Hop': 'hop',
      });
      res.end(JSON.stringify({ status: 200, result: { path: req.url } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

export interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Raw HTTP so the test controls the request line and headers as an attacker would. */
export function raw(port: number, path: string, init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const headers = { ...init.headers, ...(init.body !== undefined ? { 'Content-Length': String(Buffer.byteLength(init.body)) } : {}) };
    const req = httpRequest({ host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** Request targets that try to leave /v1/ or /api/v2/ (each must be refused, never forwarded). */
export const TRAVERSALS = [
  '/v1/../x',
  '/v1/../__emulator/reset',
  '/v1/%2e%2e/x',
  '/v1/%2E%2E/__emulator/reset',
  '/v1/.%2e/x',
  '/v1/..\\x',
  '/v1/%5c..%5cx',
  '/v1/%252e%252e/x',
  '/v1/%25252e%25252e/__emulator/reset',
  '/v1/..;/x',
  '/v1/organizations/..%2f..%2f__emulator%2freset',
  '/v1/%2e%2e%2f__emulator%2freset',
  '/api/v2/../../__emulator/reset',
  '/api/v2/alerts/%2e%2e/%2e%2e/%2e%2e/x',
  '/v1/.',
  '/v1/x%00',
  '/v1/%zz',
];

/**
 * A dist/ as `vite build` makes it: index.html, hashed bundles with their (hidden) maps and the
 * hashed favicon, the files of public/ copied as they are (robots.txt, the repository's own), a dotfile.
 */
export function builtConsoleFixture(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'console-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'index-AbC123.js'), 'console.log("app")');
  writeFileSync(join(dir, 'assets', 'index-AbC123.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  writeFileSync(join(dir, 'assets', 'index-XyZ789.css'), 'body{}');
  writeFileSync(join(dir, 'assets', 'mark-DoP7SBDU.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  copyFileSync(new URL('../../public/robots.txt', import.meta.url), join(dir, 'robots.txt'));
  writeFileSync(join(dir, '.env'), 'SECRET=1');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
