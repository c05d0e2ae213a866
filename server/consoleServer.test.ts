// The console server as dev (Vite), preview (Vite) and `npm start` (Express) run it, over real
// HTTP: the same API routing in all three, proxied to a recording upstream or answered by the
// embedded emulator.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, createServer, preview, type Logger } from 'vite';
import { CONTROL_WRITE_HEADERS } from '../emulator/control-access.js';
import { startEmbeddedEmulator } from './embeddedEmulator.js';
import { readUpstreams } from './env.js';
import { createProductionApp } from './productionApp.js';
import { builtConsoleFixture, raw, startRecordingUpstream, TRAVERSALS, type Seen } from './test/support.js';

type Kind = 'dev' | 'preview' | 'start';
const KINDS: Kind[] = ['dev', 'preview', 'start'];

function capturingLogger(lines: string[]): Logger {
  const logger = createLogger('silent');
  logger.info = (msg) => void lines.push(msg);
  return logger;
}

/**
 * One console server of `kind` for the tests of a describe block: the APIs in `proxied` go to a
 * recording upstream (its `seen` list), the others to the embedded emulator. `logs` holds what
 * the server printed.
 */
function consoleServerWith(kind: Kind, proxied: { management: boolean; alerts: boolean }, env: Record<string, string> = {}) {
  const server = { port: 0, seen: [] as Seen[], logs: [] as string[] };
  let close: (() => Promise<void>) | undefined;
  let closeUpstream: (() => Promise<void>) | undefined;
  const fixture = builtConsoleFixture();
  const saved = { ...process.env };
  beforeAll(async () => {
    const upstream = await startRecordingUpstream();
    closeUpstream = upstream.close;
    server.seen = upstream.seen;
    for (const [api, name] of [
      ['management', 'MANAGEMENT_API_URL'],
      ['alerts', 'ALERTS_API_URL'],
    ] as const) {
      if (proxied[api]) process.env[name] = upstream.url;
      else delete process.env[name];
    }
    process.env.EMULATOR_TRANSITION_MS = '0';
    Object.assign(process.env, env);
    const customLogger = capturingLogger(server.logs);
    if (kind === 'dev') {
      const vite = await createServer({ configFile: 'vite.config.ts', customLogger, server: { port: 0, host: '127.0.0.1' } });
      await vite.listen();
      server.port = (vite.httpServer!.address() as AddressInfo).port;
      close = () => vite.close();
    } else if (kind === 'preview') {
      const vite = await preview({ configFile: 'vite.config.ts', customLogger, build: { outDir: fixture.dir }, preview: { port: 0, host: '127.0.0.1' } });
      server.port = (vite.httpServer.address() as AddressInfo).port;
      close = () => vite.close();
    } else {
      const upstreams = readUpstreams(process.env);
      const embedded = await startEmbeddedEmulator(upstreams, (m) => server.logs.push(m));
      const app = createProductionApp({
        distDir: fixture.dir,
        upstreams,
        emulator: embedded?.emulator,
        info: embedded?.offer,
        log: (l) => server.logs.push(l),
      });
      const http: Server = app.listen(0, '127.0.0.1');
      await new Promise<void>((r) => http.once('listening', r));
      server.port = (http.address() as AddressInfo).port;
      close = async () => {
        http.closeAllConnections();
        await new Promise<void>((r) => http.close(() => r()));
        await embedded?.emulator.close();
      };
    }
  }, 60_000);
  afterAll(async () => {
    process.env = saved;
    await close?.();
    await closeUpstream?.();
    fixture.remove();
  });
  return server;
}

describe.each(KINDS)('%s: the proxy stays inside its two prefixes', (kind) => {
  const server = consoleServerWith(kind, { management: true, alerts: true });

  it('refuses every traversal form with 400 and forwards nothing', async () => {
    for (const target of TRAVERSALS) {
      for (const method of ['GET', 'POST']) {
        const r = await raw(server.port, target, { method, headers: { ...CONTROL_WRITE_HEADERS, authorization: 'Basic a2V5OnNlY3JldA==' }, body: '{}' });
        expect(r.status, `${method} ${target}`).toBe(400);
        expect(r.body, target).toMatch(/refused/);
      }
    }
    expect(server.seen.map((s) => s.url)).toEqual([]);
  });

  it('forwards /v1 and /api/v2 requests, normalized, to their one fixed upstream', async () => {
    const before = server.seen.length;
    expect((await raw(server.port, '/v1/organizations')).status).toBe(200);
    expect((await raw(server.port, '/api/v2/alerts/0123456789abcdef01234567?x=1')).status).toBe(200);
    expect((await raw(server.port, '/v1//organizations/')).status).toBe(200);
    expect(server.seen.slice(before).map((s) => s.url)).toEqual(['/v1/organizations', '/api/v2/alerts/0123456789abcdef01234567?x=1', '/v1/organizations']);
  });

  it('ignores every browser attempt to choose another target', async () => {
    const before = server.seen.length;
    const attempts: Record<string, string>[] = [{ Host: '169.254.169.254' }, { 'X-Forwarded-Host': '169.254.169.254', Forwarded: 'host=169.254.169.254' }];
    const statuses = [];
    for (const headers of attempts) statuses.push((await raw(server.port, '/v1/organizations', { headers })).status);
    // `npm start` answers only its own host names (421 for any other); dev and preview forward to the one upstream.
    expect(statuses).toEqual(kind === 'start' ? [421, 200] : [200, 200]);
    const upstreamHost = new URL(process.env.MANAGEMENT_API_URL!).host;
    expect(server.seen.slice(before).map((s) => s.headers.host)).toEqual(kind === 'start' ? [upstreamHost] : [upstreamHost, upstreamHost]);
    // An absolute URL in the request line is not proxied.
    await raw(server.port, 'http://169.254.169.254/v1/organizations');
    expect(server.seen.length - before).toBe(statuses.filter((s) => s === 200).length);
  });

  it('drops hop-by-hop, proxy and forwarding headers and cookies both ways; never logs Authorization', async () => {
    const before = server.seen.length;
    const r = await raw(server.port, '/v1/organizations', {
      method: 'POST',
      headers: {
        Authorization: 'Basic c2VjcmV0LWtleTpzZWNyZXQtdmFsdWU=',
        'Content-Type': 'application/json',
        'X-Forwarded-For': '10.0.0.1',
        'X-Forwarded-Proto': 'https',
        'X-Real-IP': '10.0.0.2',
        Forwarded: 'for=10.0.0.3',
        'Proxy-Authorization': 'Basic cHJveHk6cHJveHk=',
        Cookie: 'console=1',
        Connection: 'keep-alive, X-Client-Hop',
        'X-Client-Hop': 'hop',
        'Keep-Alive': 'timeout=5',
        TE: 'trailers',
        'X-Original-URL': '/v1/organizations/other',
        'X-Rewrite-URL': '/admin',
        'X-HTTP-Method-Override': 'DELETE',
        'True-Client-IP': '10.0.0.4',
      },
      body: '{"name":"x"}',
    });
    expect(r.status).toBe(200);
    const sent = server.seen[before];
    expect(sent.body).toBe('{"name":"x"}');
    expect(sent.headers.authorization).toBe('Basic c2VjcmV0LWtleTpzZWNyZXQtdmFsdWU=');
    for (const h of [
      'x-forwarded-for',
      'x-forwarded-proto',
      'x-real-ip',
      'forwarded',
      'proxy-authorization',
      'cookie',
      'x-client-hop',
      'keep-alive',
      'te',
      'x-original-url',
      'x-rewrite-url',
      'x-http-method-override',
      'true-client-ip',
    ]) {
      expect(sent.headers, h).not.toHaveProperty(h);
    }
    expect(r.headers).not.toHaveProperty('set-cookie');
    expect(r.headers).not.toHaveProperty('x-upstream-hop');
    expect(r.headers).not.toHaveProperty('x-upstream');
    const logged = server.logs.join('\n');
    expect(logged).not.toMatch(/c2VjcmV0|secret-key|Basic/);
  });

  it('passes only the allowed response headers: never one that changes what the console origin allows', async () => {
    const r = await raw(server.port, '/v1/hostile-headers');
    expect(r.status).toBe(200);
    for (const h of ['refresh', 'clear-site-data', 'set-cookie']) expect(r.headers, h).not.toHaveProperty(h);
    // The console server's own (npm start) or none (dev, preview): never the upstream's values.
    expect(r.headers['content-security-policy'] ?? '').not.toMatch(/script-src 'unsafe-inline'/);
    expect(r.headers['x-frame-options'] ?? 'DENY').toBe('DENY');
    expect(r.headers['strict-transport-security'] ?? '').not.toBe('max-age=0');
    expect(r.headers['x-ratelimit-remaining']).toBe('7');
    expect(r.headers['x-request-id']).toBe('upstream-request-1');
  });

  it('answers an upstream HTML page as an API error, never as a page', async () => {
    const r = await raw(server.port, '/v1/html-page');
    expect(r.status).toBe(500);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(r.body).not.toContain('<script>');
    expect(JSON.parse(r.body).error).toMatch(/text\/html/);
  });

  it('passes a request body byte for byte, even bytes that are not UTF-8', async () => {
    const before = server.seen.length;
    const bytes = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]);
    const r = await raw(server.port, '/v1/organizations', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: bytes });
    expect(r.status).toBe(200);
    expect(server.seen[before].bytes?.equals(bytes)).toBe(true);
  });

  it('does not follow or pass on a redirect; refuses a body over 1 MiB before sending it', async () => {
    const redirect = await raw(server.port, '/v1/redirect');
    expect(redirect.status).toBe(502);
    expect(redirect.headers).not.toHaveProperty('location');
    expect(JSON.parse(redirect.body).error).toMatch(/redirect/);
    const before = server.seen.length;
    const big = await raw(server.port, '/v1/organizations', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: Buffer.alloc(1024 * 1024 + 1, 0x20),
    });
    expect(big.status).toBe(413);
    expect(server.seen.length).toBe(before);
    const fits = await raw(server.port, '/v1/organizations', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: Buffer.alloc(1024 * 1024, 0x20),
    });
    expect(fits.status).toBe(200);
  });

  it("says at /__console/apis that both APIs are real, in the real services' dialects, without asking an upstream", async () => {
    const before = server.seen.length;
    const r = await raw(server.port, '/__console/apis', { headers: { Accept: 'application/json' } });
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(r.body)).toEqual({ management: { dialect: 'cloud', emulated: false }, alerts: { dialect: 'hyperdx', emulated: false } });
    expect(server.seen.length).toBe(before);
  });

  it('offers no emulator controls when both APIs are proxied', async () => {
    // (Accept JSON: Vite's SPA fallback would otherwise answer the app's page, slowly.)
    const info = await raw(server.port, '/__emulator/info', { headers: { Accept: 'application/json' } });
    expect(info.body).not.toContain('keySecret');
    expect(server.seen.some((s) => s.url.includes('__emulator'))).toBe(false);
  });
});

describe.each(KINDS)('%s: the embedded emulator behind the same routing', (kind) => {
  const server = consoleServerWith(kind, { management: false, alerts: false });

  it('refuses every traversal form with 400 (the controls are not reachable through /v1)', async () => {
    for (const target of TRAVERSALS) {
      const r = await raw(server.port, target, { method: 'POST', headers: { ...CONTROL_WRITE_HEADERS }, body: '{}' });
      expect(r.status, target).toBe(400);
    }
  });

  it('answers /__emulator/info and its variants alike; HEAD like GET; the control rules hold', async () => {
    for (const path of ['/__emulator/info', '/__emulator/info/', '/__emulator/%69nfo', '/__emulator/%2569nfo']) {
      const r = await raw(server.port, path);
      expect(r.status, path).toBe(200);
      expect(JSON.parse(r.body), path).toMatchObject({ emulator: true, management: true, alerts: true, keyId: 'emulatorAdminKeyId0001' });
    }
    const head = await raw(server.port, '/__emulator/info', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect((await raw(server.port, '/__emulator/reset', { method: 'POST' })).status).toBe(415);
    expect(
      (await raw(server.port, '/__emulator/reset', { method: 'POST', headers: { ...CONTROL_WRITE_HEADERS, Origin: 'https://evil.example' }, body: '{}' }))
        .status,
    ).toBe(403);
    expect((await raw(server.port, '/__emulator/info', { headers: { Origin: 'https://evil.example' } })).status).toBe(403);
    expect(
      (await raw(server.port, '/__emulator/reset', { method: 'OPTIONS', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' } }))
        .status,
    ).toBe(403);
    expect((await raw(server.port, '/__emulator/reset', { method: 'POST', headers: { ...CONTROL_WRITE_HEADERS }, body: '{}' })).status).toBe(200);
  });

  it('says at /__console/apis that both APIs are emulated, in the contract dialects', async () => {
    const r = await raw(server.port, '/__console/apis');
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(r.body)).toEqual({ management: { dialect: 'contract', emulated: true }, alerts: { dialect: 'contract', emulated: true } });
  });

  it('answers the APIs', async () => {
    expect((await raw(server.port, '/v1/organizations')).status).toBe(401);
    expect((await raw(server.port, '/api/v2/alerts/0123456789abcdef01234567')).body).toBe('Unauthorized');
  });
});

describe('dev: only the alert API emulated', () => {
  const server = consoleServerWith('dev', { management: true, alerts: false });

  it('offers only the alert API credentials, on every spelling of /__emulator/info', async () => {
    for (const path of ['/__emulator/info', '/__emulator/info/', '/__emulator/%69nfo']) {
      const info = JSON.parse((await raw(server.port, path)).body) as Record<string, unknown>;
      expect(info, path).toMatchObject({ emulator: true, management: false, alerts: true, alertsToken: 'emulator-alerts-token' });
      expect(info, path).not.toHaveProperty('keySecret');
    }
  });

  it('proxies /v1 and answers /api/v2 itself', async () => {
    const before = server.seen.length;
    expect((await raw(server.port, '/v1/organizations')).status).toBe(200);
    expect((await raw(server.port, '/api/v2/alerts/0123456789abcdef01234567')).body).toBe('Unauthorized');
    expect(server.seen.length - before).toBe(1);
  });

  it('says at start which API is emulated, in which dialect', () => {
    expect(server.logs.join('\n')).toMatch(/Local emulator for the alert API \(contract dialect\) \(no ALERTS_API_URL set\)/);
  });

  it('says at /__console/apis which API is real and which emulated, each in its dialect', async () => {
    const before = server.seen.length;
    expect(JSON.parse((await raw(server.port, '/__console/apis')).body)).toEqual({
      management: { dialect: 'cloud', emulated: false },
      alerts: { dialect: 'contract', emulated: true },
    });
    expect(server.seen.length).toBe(before);
  });
});

describe('dev: the project folder is served, not its dotfiles or the emulator state', () => {
  const dataFile = `test-results/emulator-state-${process.pid}.json`;
  // A fresh clone has no test-results/ folder yet; the emulator writes its state file there.
  mkdirSync('test-results', { recursive: true });
  const server = consoleServerWith('dev', { management: false, alerts: false }, { EMULATOR_DATA: dataFile });
  afterAll(() => rmSync(dataFile, { force: true }));

  it('answers 404 for dotfiles, dot folders and EMULATOR_DATA (and its temp copies), by any spelling', async () => {
    await raw(server.port, '/v1/organizations'); // the emulator has written its state by now
    expect(existsSync(dataFile)).toBe(true);
    const root = process.cwd();
    for (const path of [
      '/.npmrc',
      '/.gitignore',
      '/.ci/run',
      '/%2enpmrc',
      `/@fs${root}/.npmrc`,
      `/${dataFile}`,
      `/${dataFile.replace('state', '%73tate')}`,
      `/@fs${root}/${dataFile}`,
      `/${dataFile}.tmp-1`,
    ]) {
      const r = await raw(server.port, path);
      expect(r.status, path).toBe(404);
      expect(r.body, path).not.toMatch(/fund|keyIdHash|organizations/);
    }
    expect((await raw(server.port, '/package.json')).status).toBe(200); // the guard is narrow
  });
});
