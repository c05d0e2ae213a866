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
  await emu.control('POST', '/reset');
});

const control = (method: string, path: string, body?: unknown) => emu.control(method, path, body);

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
    for (const bad of [
      { path: '/v1' },
      { method: 'GET', path: 'v1', status: 500 },
      { method: 'GET', path: '/v1', status: 99 },
      { method: 'GET', path: '/v1' },
      { method: 'GET', path: '/v1', status: 500, nope: 1 },
    ]) {
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
    // The caller's organization (from the key id or token) is named, never the credentials.
    expect(Object.keys(log.json[0]).sort()).toEqual(['at', 'method', 'organizationId', 'path', 'status']);
    expect(log.json[0].organizationId).toBe(emu.config.organizationId);
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

describe('the control plane is closed to other web pages', () => {
  const post = (path: string, init: RequestInit = {}) => fetch(`${emu.url}/__emulator${path}`, { method: 'POST', ...init });
  const json = { 'content-type': 'application/json', 'x-emulator-control': '1' };

  it('a write without the control header or without a JSON content type changes nothing', async () => {
    await emu.createService();
    const refused = [
      await post('/reset'), // what a no-cors fetch or a form can send
      await post('/reset', { headers: { 'content-type': 'text/plain' }, body: '{}' }),
      await post('/reset', { headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-emulator-control': '1' }, body: 'a=b' }),
      await post('/reset', { headers: { 'content-type': 'application/json' }, body: '{}' }),
      await post('/reset', { headers: { 'content-type': 'application/json', 'x-emulator-control': 'yes' }, body: '{}' }),
      await post('/faults', { headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ method: 'GET', path: '/v1/organizations', status: 500 }) }),
    ];
    expect(refused.map((r) => r.status)).toEqual([415, 415, 415, 403, 403, 415]);
    expect((await refused[3].json()).error).toMatch(/X-Emulator-Control: 1/);
    expect((await emu.call('GET', `${emu.orgPath}/services`)).json.result).toHaveLength(1);
    expect((await control('GET', '/faults')).json).toEqual([]);
    expect((await post('/reset', { headers: json, body: '{}' })).status).toBe(200);
    expect((await emu.call('GET', `${emu.orgPath}/services`)).json.result).toHaveLength(0);
  });

  it('refuses a foreign Origin or a cross-site fetch, even with the header; answers no preflight', async () => {
    const port = new URL(emu.url).port;
    for (const headers of [
      { ...json, origin: 'https://evil.example' },
      { ...json, origin: `http://localhost:${port}` },
      { ...json, origin: 'null' },
      { ...json, 'sec-fetch-site': 'cross-site' },
      { ...json, 'sec-fetch-site': 'same-site' },
    ]) {
      const r = await post('/reset', { headers, body: '{}' });
      expect(r.status, JSON.stringify(headers)).toBe(403);
    }
    const info = await fetch(`${emu.url}/__emulator/info`, { headers: { origin: 'https://evil.example' } });
    expect(info.status).toBe(403);
    expect(await info.text()).not.toContain('keySecret');
    const preflight = await fetch(`${emu.url}/__emulator/reset`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-emulator-control' },
    });
    expect(preflight.status).toBe(403);
    expect([...preflight.headers.keys()].filter((k) => k.startsWith('access-control-'))).toEqual([]);
    // The console's own page (same origin) may.
    const same = await post('/reset', { headers: { ...json, origin: emu.url, 'sec-fetch-site': 'same-origin' }, body: '{}' });
    expect(same.status).toBe(200);
  });

  it('reads need no header; HEAD answers like GET; a trailing slash or an encoded name is the same control', async () => {
    const head = await fetch(`${emu.url}/__emulator/info`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/application\/json/);
    expect(await head.text()).toBe('');
    for (const path of ['/__emulator/info/', '/__emulator/%69nfo', '/__emulator/info?x=1']) {
      const r = await fetch(`${emu.url}${path}`);
      expect(r.status, path).toBe(200);
      expect(await r.json(), path).toMatchObject({ emulator: true });
    }
  });
});

describe('fault bounds', () => {
  it('statuses 200..599 only; bodies bounded in size and depth; at most 100 waiting', async () => {
    const base = { method: 'GET', path: '/v1/organizations' };
    let deep: unknown = 1;
    for (let i = 0; i < 33; i++) deep = [deep];
    let fine: unknown = 1;
    for (let i = 0; i < 31; i++) fine = [fine];
    const cases: [unknown, number][] = [
      [{ ...base, status: 199 }, 400],
      [{ ...base, status: 101 }, 400],
      [{ ...base, status: 200 }, 200],
      [{ ...base, status: 599 }, 200],
      [{ ...base, status: 600 }, 400],
      [{ ...base, status: 500, body: deep }, 400],
      [{ ...base, status: 500, body: fine }, 200],
      [{ ...base, status: 500, text: 'x'.repeat(64 * 1024 + 1) }, 400],
      [{ ...base, status: 500, text: 'x'.repeat(64 * 1024) }, 200],
      [{ ...base, status: 500, body: { a: 'x'.repeat(70 * 1024) } }, 400],
    ];
    for (const [fault, status] of cases) {
      const r = await control('POST', '/faults', fault);
      expect(r.status, JSON.stringify(fault).slice(0, 80)).toBe(status);
    }
    await control('DELETE', '/faults');
    const many = Array.from({ length: 100 }, () => ({ ...base, status: 500 }));
    expect((await control('POST', '/faults', many)).status).toBe(200);
    const over = await control('POST', '/faults', { ...base, status: 500 });
    expect(over.status).toBe(400);
    expect(over.json.error).toMatch(/at most 100/);
  });

  it('a delayMs-only fault delays a POST and the request keeps its body', async () => {
    await control('POST', '/faults', { method: 'POST', path: `${emu.orgPath}/keys`, delayMs: 200 });
    const t0 = Date.now();
    const r = await emu.call('POST', `${emu.orgPath}/keys`, { name: 'delayed key', roles: ['developer'] });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(190);
    expect(r.status, r.text).toBe(200);
    expect(r.json.result.key.name).toBe('delayed key');
  });
});

describe('faults after the commit (docs/faults.md)', () => {
  const keysPath = () => `${emu.orgPath}/keys`;
  const keyNames = async () => ((await emu.call('GET', keysPath())).json.result as { name: string }[]).map((k) => k.name);
  const posts = async () =>
    ((await control('GET', '/requests')).json as { method: string; path: string; status: number }[]).filter(
      (r) => r.method === 'POST' && r.path === keysPath(),
    );

  it('afterCommit: the key is created, and the caller is answered the fault instead (a 500, a gateway 502)', async () => {
    await control('DELETE', '/requests');
    await control('POST', '/faults', [
      { method: 'POST', path: keysPath(), status: 500, body: { status: 500, error: 'INTERNAL_ERROR: after the commit' }, afterCommit: true },
      { method: 'POST', path: keysPath(), status: 502, text: 'Bad gateway', headers: { 'X-Gateway': 'yes' }, afterCommit: true },
    ]);
    const first = await emu.call('POST', keysPath(), { name: 'kept 1', roles: ['developer'] });
    expect(first.status).toBe(500);
    expect(first.json).toEqual({ status: 500, error: 'INTERNAL_ERROR: after the commit' });
    const second = await emu.call('POST', keysPath(), { name: 'kept 2', roles: ['developer'] });
    expect(second.status).toBe(502);
    expect(second.text).toBe('Bad gateway');
    expect(second.headers.get('x-gateway')).toBe('yes');
    // The real reply's headers went with it.
    expect(second.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await keyNames()).toEqual(expect.arrayContaining(['kept 1', 'kept 2']));
    expect((await posts()).map((r) => r.status)).toEqual([500, 502]);
  });

  it('afterCommit needs a status, and does not go with dropReply', async () => {
    const base = { method: 'POST', path: keysPath() };
    expect((await control('POST', '/faults', { ...base, afterCommit: true })).status).toBe(400);
    expect((await control('POST', '/faults', { ...base, afterCommit: true, dropReply: true, status: 500 })).status).toBe(400);
    expect((await control('POST', '/faults', { ...base, afterCommit: 'yes', status: 500 })).status).toBe(400);
  });

  it('a status without afterCommit still answers before anything is applied', async () => {
    await control('POST', '/faults', { method: 'POST', path: keysPath(), status: 500, body: { status: 500, error: 'INTERNAL_ERROR: before' } });
    expect((await emu.call('POST', keysPath(), { name: 'never made', roles: ['developer'] })).status).toBe(500);
    expect(await keyNames()).not.toContain('never made');
  });

  it('dropReply: the key is created, and the connection closes mid-reply', async () => {
    await control('POST', '/faults', { method: 'POST', path: keysPath(), dropReply: true });
    await expect(emu.call('POST', keysPath(), { name: 'reset after commit', roles: ['developer'] })).rejects.toThrow();
    expect(await keyNames()).toContain('reset after commit');
  });

  it('delayMs: a request whose caller gave up during the wait is applied after it (a commit after the timeout)', async () => {
    await control('DELETE', '/requests');
    await control('POST', '/faults', { method: 'POST', path: keysPath(), delayMs: 400 });
    const gaveUp = AbortSignal.timeout(100);
    await expect(
      fetch(`${emu.url}${keysPath()}`, {
        method: 'POST',
        headers: { authorization: emu.adminAuth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'late commit', roles: ['developer'] }),
        signal: gaveUp,
      }),
    ).rejects.toThrow();
    expect(await keyNames()).not.toContain('late commit');
    await new Promise((r) => setTimeout(r, 700));
    expect(await keyNames()).toContain('late commit');
    expect((await posts()).map((r) => r.status)).toEqual([200]);
  });
});
