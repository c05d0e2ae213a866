import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEmulatorConfig } from './config.js';
import { createEmulator } from './server.js';
import { startTestEmulator, type TestEmulator } from './test-helpers.js';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.close());
beforeEach(async () => {
  await fetch(`${emu.url}/__emulator/reset`, { method: 'POST' });
});

const control = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${emu.url}/__emulator${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, json: await res.json() };
};

describe('/__emulator/info', () => {
  it('answers the bootstrap credentials without auth', async () => {
    const r = await control('GET', '/info');
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      emulator: true,
      organizationId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      keyId: 'emulatorAdminKeyId0001',
      keySecret: 'emulator-admin-secret-0000000000000000000',
      alertsToken: 'emulator-alerts-token',
      orgTier: 'ENTERPRISE',
      paid: true,
    });
  });
});

describe('faults', () => {
  it('answers the next N matching requests with the given status, body and headers', async () => {
    const path = `${emu.orgPath}/services`;
    const add = await control('POST', '/faults', { method: 'GET', path, count: 2, status: 503, body: { oops: true }, headers: { 'Retry-After': '1' } });
    expect(add.status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const r = await emu.call('GET', path);
      expect(r.status).toBe(503);
      expect(r.json).toEqual({ oops: true });
      expect(r.headers.get('retry-after')).toBe('1');
    }
    expect((await emu.call('GET', path)).status).toBe(200);
    expect((await emu.call('POST', path, { name: 'x' })).status).not.toBe(503); // other method untouched
  });

  it('text bodies, prefix paths with *, no auth needed for the fault to apply', async () => {
    await control('POST', '/faults', { method: 'GET', path: '/v1/organizations/*', count: 1, status: 502, text: '<html>Bad gateway</html>' });
    const r = await emu.call('GET', `${emu.orgPath}/keys`, undefined, { auth: false });
    expect(r.status).toBe(502);
    expect(r.text).toBe('<html>Bad gateway</html>');
    await control('POST', '/faults', { method: 'POST', path: '/api/v2/alerts', status: 429, body: { message: 'slow down' } });
    expect((await emu.alerts('POST', '/api/v2/alerts', {})).status).toBe(429);
  });

  it('delayMs without status slows the request, then it proceeds normally', async () => {
    await control('POST', '/faults', { method: 'GET', path: '/v1/organizations', delayMs: 150 });
    const t0 = Date.now();
    const r = await emu.call('GET', '/v1/organizations');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(140);
    expect(r.status).toBe(200);
  });

  it('DELETE clears them; invalid faults are 400', async () => {
    await control('POST', '/faults', { method: 'GET', path: '/v1/organizations', count: 5, status: 500 });
    expect((await control('DELETE', '/faults')).status).toBe(200);
    expect((await emu.call('GET', '/v1/organizations')).status).toBe(200);
    for (const bad of [{ path: '/v1' }, { method: 'GET', path: 'v1', status: 500 }, { method: 'GET', path: '/v1', status: 99 }, { method: 'GET', path: '/v1' }, { method: 'GET', path: '/v1', status: 500, nope: 1 }]) {
      expect((await control('POST', '/faults', bad)).status, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('reset and the request log', () => {
  it('reset restores the bootstrap state', async () => {
    await emu.createService();
    await control('POST', '/reset');
    const r = await emu.call('GET', `${emu.orgPath}/services`);
    expect(r.status).toBe(200);
    expect(r.json.result).toEqual([]);
  });

  it('logs the last requests as {method, path, status, at} without headers or bodies; DELETE clears', async () => {
    await emu.call('GET', '/v1/organizations');
    await emu.call('POST', `${emu.orgPath}/keys`, { name: 'secret-name', roles: ['admin'] });
    await emu.alerts('GET', '/api/v2/alerts/abc');
    await fetch(`${emu.url}/__emulator/info`);
    const log = await control('GET', '/requests');
    expect(log.json.map((e: { method: string; path: string; status: number }) => [e.method, e.path, e.status])).toEqual([
      ['GET', '/v1/organizations', 200],
      ['POST', `${emu.orgPath}/keys`, 200],
      ['GET', '/api/v2/alerts/abc', 404],
    ]);
    expect(Object.keys(log.json[0]).sort()).toEqual(['at', 'method', 'path', 'status']);
    expect(JSON.stringify(log.json)).not.toMatch(/secret-name|authorization/i);
    await control('DELETE', '/requests');
    expect((await control('GET', '/requests')).json).toEqual([]);
  });

  it('keeps at most 500 entries', async () => {
    await Promise.all(Array.from({ length: 520 }, () => emu.call('GET', '/v1/organizations')));
    expect((await control('GET', '/requests')).json).toHaveLength(500);
  });

  it('unknown controls are 404, wrong methods 405', async () => {
    expect((await control('GET', '/nothing')).status).toBe(404);
    expect((await control('POST', '/info')).status).toBe(405);
  });
});

describe('middleware', () => {
  it('calls next() for other paths, answers 404 JSON without next', async () => {
    const emulator = createEmulator({ ...loadEmulatorConfig({}), transitionMs: 0 });
    const server = createServer((req, res) => {
      if (req.url === '/no-next') return emulator.middleware(req, res);
      emulator.middleware(req, res, () => {
        res.statusCode = 299;
        res.end('from next');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const other = await fetch(`${base}/index.html`);
      expect(other.status).toBe(299);
      expect(await other.text()).toBe('from next');
      const none = await fetch(`${base}/no-next`);
      expect(none.status).toBe(404);
      expect(await none.json()).toMatchObject({ status: 404 });
      expect((await fetch(`${base}/__emulator/info`)).status).toBe(200);
      expect((await fetch(`${base}/v1/organizations`)).status).toBe(401);
    } finally {
      await emulator.close();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
