// `npm start`'s static side and headers, on a dist/ fixture shaped like `vite build`'s output.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductionApp, DEFAULT_HOSTS, hostName } from './productionApp.js';
import { readAllowedHosts } from './env.js';
import { readConnectOrigins } from './securityHeaders.js';
import { builtConsoleFixture, raw } from './test/support.js';

const fixture = builtConsoleFixture();
let http: Server;
let port = 0;
beforeAll(async () => {
  const app = createProductionApp({
    distDir: fixture.dir,
    upstreams: { managementUrl: 'http://127.0.0.1:9', alertsUrl: 'http://127.0.0.1:9' },
    connectOrigins: ['https://api.example.com'],
    log: () => undefined,
  });
  http = app.listen(0, '127.0.0.1');
  await new Promise<void>((r) => http.once('listening', r));
  port = (http.address() as AddressInfo).port;
});
afterAll(async () => {
  http.closeAllConnections();
  await new Promise<void>((r) => http.close(() => r()));
  fixture.remove();
});

const csp = (header: string | string[] | undefined) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );

describe('npm start: headers', () => {
  it('sends the Content-Security-Policy and the other security headers on pages, files and API answers', async () => {
    for (const path of ['/', '/services/abc', '/assets/index-AbC123.js', '/v1/../x']) {
      const r = await raw(port, path);
      expect(csp(r.headers['content-security-policy']), path).toEqual({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self'",
        'font-src': "'self'",
        'connect-src': "'self' https://api.example.com",
        'object-src': "'none'",
        'base-uri': "'none'",
        'frame-ancestors': "'none'",
        'form-action': "'self'",
      });
      expect(r.headers['x-content-type-options'], path).toBe('nosniff');
      expect(r.headers['referrer-policy'], path).toBe('no-referrer');
      expect(r.headers['x-frame-options'], path).toBe('DENY');
      expect(r.headers['permissions-policy'], path).toMatch(/camera=\(\), .*microphone=\(\), .*usb=\(\)/);
      expect(r.headers, path).not.toHaveProperty('x-powered-by');
    }
  });

  it('caches hashed bundles and the hashed favicon for a year, immutable; never stores index.html', async () => {
    const bundle = await raw(port, '/assets/index-AbC123.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    for (const path of ['/', '/index.html', '/services', '/keys/new?x=1']) {
      const page = await raw(port, path);
      expect(page.status, path).toBe(200);
      expect(page.headers['cache-control'], path).toBe('no-store');
      expect(page.body, path).toContain('<div id="root">');
    }
    expect((await raw(port, '/assets/mark-DoP7SBDU.svg')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves public/robots.txt as it is: every crawler kept out, revalidated (not immutable: its name has no hash)', async () => {
    const robots = await raw(port, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
    expect(robots.headers['cache-control']).toBe('no-cache');
    expect(robots.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves no source map, dotfile or missing bundle (never the SPA page in their place)', async () => {
    for (const path of [
      '/assets/index-AbC123.js.map',
      '/assets/index-AbC123.js.MAP',
      '/assets/index-AbC123.js.ma%70',
      '/assets/index-AbC123.js%2emap',
      '/assets/index-AbC123.js%252emap',
      '/assets/index-AbC123.js.map/',
      '/.env',
      '/assets/missing-123.js',
      '/missing.css',
      '/assets/',
    ]) {
      const r = await raw(port, path);
      expect(r.status, path).toBe(404);
      expect(r.body, path).not.toContain('root');
      expect(r.body, path).not.toContain('SECRET');
    }
    expect((await raw(port, '/services', { method: 'POST', body: '{}' })).status).toBe(405);
  });
});

describe('the host names it answers for (DNS rebinding)', () => {
  it('answers loopback names with or without port, and refuses any other Host before routing', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, 'localhost', `[::1]:${port}`]) {
      expect((await raw(port, '/', { headers: { Host: host } })).status, host).toBe(200);
    }
    for (const path of ['/', '/__emulator/info', '/v1/organizations', '/api/v2/alerts']) {
      const r = await raw(port, path, { headers: { Host: `evil.test:${port}` } });
      expect(r.status, path).toBe(421);
      expect(r.body).not.toContain('keySecret');
    }
  });

  it('reads CONSOLE_HOSTS: names without scheme or port, added to loopback', () => {
    expect(readAllowedHosts({}, DEFAULT_HOSTS)).toEqual(DEFAULT_HOSTS);
    expect(readAllowedHosts({ CONSOLE_HOSTS: 'Console.Example.com, [::2]' }, DEFAULT_HOSTS)).toEqual([...DEFAULT_HOSTS, 'console.example.com', '::2']);
    expect(() => readAllowedHosts({ CONSOLE_HOSTS: 'https://console.example.com' }, DEFAULT_HOSTS)).toThrow(/without scheme or port/);
    expect(() => readAllowedHosts({ CONSOLE_HOSTS: 'console.example.com:443' }, DEFAULT_HOSTS)).toThrow(/without scheme or port/);
    expect(hostName('Console.Example.com:8080')).toBe('console.example.com');
    expect(hostName('[::1]:80')).toBe('::1');
  });
});

describe('CONSOLE_CONNECT_ORIGINS', () => {
  it('takes https origins only', () => {
    expect(readConnectOrigins(undefined)).toEqual([]);
    expect(readConnectOrigins('https://a.example.com, https://b.example.com:8443')).toEqual(['https://a.example.com', 'https://b.example.com:8443']);
    expect(() => readConnectOrigins('http://a.example.com')).toThrow(/https origin/);
    expect(() => readConnectOrigins('https://a.example.com/v1')).toThrow(/no path/);
    expect(() => readConnectOrigins("'unsafe-inline'")).toThrow(/absolute URL/);
  });
});
