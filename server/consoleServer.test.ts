import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { loadEmulatorConfig } from '../emulator/config.js';
import { startEmulatorServer, type StartedEmulator } from '../emulator/server.js';
import { proxyTable, readUpstreams } from './consoleServer.js';

describe('readUpstreams', () => {
  it('is empty (emulated) when nothing is set', () => {
    expect(readUpstreams({})).toEqual({ managementUrl: undefined, alertsUrl: undefined });
    expect(readUpstreams({ MANAGEMENT_API_URL: '  ' })).toEqual({ managementUrl: undefined, alertsUrl: undefined });
  });
  it('keeps origin and path, without a trailing slash', () => {
    expect(readUpstreams({ MANAGEMENT_API_URL: 'https://api.example.com/', ALERTS_API_URL: 'http://127.0.0.1:9000/base/' })).toEqual({
      managementUrl: 'https://api.example.com',
      alertsUrl: 'http://127.0.0.1:9000/base',
    });
  });
  it('refuses anything that is not an absolute http(s) URL', () => {
    expect(() => readUpstreams({ MANAGEMENT_API_URL: 'api.example.com' })).toThrow(/MANAGEMENT_API_URL/);
    expect(() => readUpstreams({ ALERTS_API_URL: 'file:///etc/passwd' })).toThrow(/ALERTS_API_URL/);
  });
  it('maps each API prefix to its one fixed target', () => {
    const table = proxyTable({ managementUrl: 'https://api.example.com' });
    expect(Object.keys(table)).toEqual(['^/v1(/|$)']);
    expect(table['^/v1(/|$)'].target).toBe('https://api.example.com');
  });
});

/** Raw HTTP so the test controls the request line and Host header as an attacker would. */
function raw(port: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * A console server (Vite dev, real config) whose proxied APIs go to a standalone emulator on
 * loopback, for the tests of one describe block; the upstream's request log tells what reached it.
 */
function consoleServerWith(proxied: { management: boolean; alerts: boolean }) {
  const server = { port: 0, upstream: undefined as unknown as StartedEmulator, upstreamRequests: async () => 0 };
  let vite: ViteDevServer | undefined;
  const saved = { ...process.env };
  beforeAll(async () => {
    server.upstream = await startEmulatorServer({ ...loadEmulatorConfig({ EMULATOR_TRANSITION_MS: '0' }), port: 0 });
    server.upstreamRequests = async () => ((await fetch(`${server.upstream.url}/__emulator/requests`).then((r) => r.json())) as unknown[]).length;
    for (const [api, name] of [['management', 'MANAGEMENT_API_URL'], ['alerts', 'ALERTS_API_URL']] as const) {
      if (proxied[api]) process.env[name] = server.upstream.url;
      else delete process.env[name];
    }
    vite = await createServer({ configFile: 'vite.config.ts', logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } });
    await vite.listen();
    server.port = (vite.httpServer!.address() as AddressInfo).port;
  }, 60_000);
  afterAll(async () => {
    process.env = saved;
    await vite?.close();
    await server.upstream?.close();
  });
  return server;
}

describe('console server in proxy mode', () => {
  const server = consoleServerWith({ management: true, alerts: true });

  it('forwards /v1 and /api/v2 to the configured upstreams', async () => {
    const management = await raw(server.port, '/v1/organizations');
    expect(management.status).toBe(401);
    expect(JSON.parse(management.body).error).toMatch(/UNAUTHORIZED/);
    const alerts = await raw(server.port, '/api/v2/alerts/0123456789abcdef01234567');
    expect(alerts.status).toBe(401);
    expect(alerts.body).toBe('Unauthorized');
  });

  it('does not offer the emulator controls when both APIs are proxied', async () => {
    const info = await raw(server.port, '/__emulator/info');
    expect(info.body).not.toContain('keySecret');
  });

  it('ignores every browser attempt to choose another target', async () => {
    const count = server.upstreamRequests;
    const before = await count();
    // The Host header and forwarding headers name another address: the request still goes to the
    // configured upstream (which records it and answers 401 without a key).
    const attempts: Record<string, string>[] = [{ Host: '169.254.169.254' }, { 'X-Forwarded-Host': '169.254.169.254', Forwarded: 'host=169.254.169.254' }];
    for (const headers of attempts) {
      const result = await raw(server.port, '/v1/organizations', headers);
      expect(result.status).toBe(401);
      expect(JSON.parse(result.body).error).toMatch(/UNAUTHORIZED/);
    }
    expect((await count()) - before).toBe(2);
    // An absolute URL in the request line is not proxied at all: the console answers it itself.
    const absolute = await raw(server.port, 'http://169.254.169.254/v1/organizations');
    expect(absolute.body).not.toMatch(/UNAUTHORIZED|requestId/);
    expect((await count()) - before).toBe(2);
  });
});

describe('console server with only the alert API emulated', () => {
  const server = consoleServerWith({ management: true, alerts: false });

  it('offers only the alert API credentials: the real management API key is not the emulator', async () => {
    const info = JSON.parse((await raw(server.port, '/__emulator/info')).body) as Record<string, unknown>;
    expect(info).toMatchObject({ emulator: true, management: false, alerts: true, alertsToken: 'emulator-alerts-token' });
    expect(info).not.toHaveProperty('keySecret');
    expect(info).not.toHaveProperty('keyId');
  });

  it('proxies /v1 and answers /api/v2 itself', async () => {
    const before = await server.upstreamRequests();
    expect((await raw(server.port, '/v1/organizations')).status).toBe(401);
    expect((await raw(server.port, '/api/v2/alerts/0123456789abcdef01234567')).body).toBe('Unauthorized');
    const after = await server.upstreamRequests();
    expect(after - before).toBe(1);
  });
});
