// The proxy's deadline (docs/faults.md): it gives the upstream less time than the browser gives a
// request, for the whole exchange, so a slow API is answered 504 (a reply the console reads as
// "may have been applied") before the browser's own timeout cuts the request.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PROXY_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../src/api/timeouts.js';
import { forward, UPSTREAM_TIMEOUT_MS } from './apiProxy.js';

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise<void>((r) => s.close(() => r()));
  }
});

async function listen(handler: (res: ServerResponse) => void): Promise<string> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => handler(res));
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A console server whose proxy gives `upstream` `timeoutMs`. */
async function proxyTo(upstream: string, timeoutMs: number): Promise<string> {
  const server = createServer((req, res) => {
    void forward(req, res, { api: 'management', base: upstream, forwardUrl: req.url ?? '/', log: () => undefined, timeoutMs });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the proxy and the browser agree on time', () => {
  it('the proxy gives up before the browser does', () => {
    expect(UPSTREAM_TIMEOUT_MS).toBe(PROXY_TIMEOUT_MS);
    expect(PROXY_TIMEOUT_MS).toBeLessThan(REQUEST_TIMEOUT_MS);
    // Room for the 504 to travel back before the browser's own deadline.
    expect(REQUEST_TIMEOUT_MS - PROXY_TIMEOUT_MS).toBeGreaterThanOrEqual(5_000);
  });

  it('an upstream that never answers is answered 504 at the deadline', async () => {
    const upstream = await listen(() => undefined);
    const proxy = await proxyTo(upstream, 300);
    const started = Date.now();
    const res = await fetch(`${proxy}/v1/organizations/o/keys`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ status: 504, error: 'GATEWAY_TIMEOUT: the API did not answer within 0.3 s' });
    // At 0.3 s, not at the default 25 s (slack for a loaded machine).
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('the deadline is for the whole exchange: an upstream that sends its headers and then trickles is cut (a reset)', async () => {
    const upstream = await listen((res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      const tick = setInterval(() => res.write(' '), 50);
      res.on('close', () => clearInterval(tick));
    });
    const proxy = await proxyTo(upstream, 400);
    const res = await fetch(`${proxy}/v1/organizations/o/keys`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
  });

  it('an upstream that answers in time is passed on', async () => {
    const upstream = await listen((res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"status":200,"result":[]}');
    });
    const proxy = await proxyTo(upstream, 2_000);
    const res = await fetch(`${proxy}/v1/organizations`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 200, result: [] });
  });
});
