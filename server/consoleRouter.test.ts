// GET /__console/apis through the shared routing (consoleRouter.ts), on a plain Node server: what
// the browser is told about each API's target, whatever answers the APIs.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleApis, consoleRouter, type EmbeddedEmulator } from './consoleRouter.js';
import { readUpstreams, type UpstreamConfig } from './env.js';
import { raw } from './test/support.js';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  }
});

/** The routing alone; what it passes on (next) answers 418, an emulated API 299. */
async function routing(upstreams: UpstreamConfig): Promise<{ port: number; forwarded: string[] }> {
  const forwarded: string[] = [];
  const emulator: EmbeddedEmulator = {
    middleware: (req, res) => {
      forwarded.push(req.url ?? '');
      res.writeHead(299).end();
    },
    close: async () => {},
  };
  const router = consoleRouter({ upstreams, emulator, log: () => {} });
  const server = createServer((req, res) =>
    router(req, res, () => {
      forwarded.push(`next ${req.url}`);
      res.writeHead(418).end();
    }),
  );
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { port: (server.address() as AddressInfo).port, forwarded };
}

const UPSTREAM = 'http://127.0.0.1:9';

describe('GET /__console/apis', () => {
  it.each([
    ['both emulated', {}, { management: { dialect: 'contract', emulated: true }, alerts: { dialect: 'contract', emulated: true } }],
    [
      'both real',
      { MANAGEMENT_API_URL: UPSTREAM, ALERTS_API_URL: UPSTREAM },
      { management: { dialect: 'cloud', emulated: false }, alerts: { dialect: 'hyperdx', emulated: false } },
    ],
    [
      'a real management API, the alert API emulated',
      { MANAGEMENT_API_URL: UPSTREAM },
      { management: { dialect: 'cloud', emulated: false }, alerts: { dialect: 'contract', emulated: true } },
    ],
    [
      'the alert API real, the management API emulated',
      { ALERTS_API_URL: UPSTREAM },
      { management: { dialect: 'contract', emulated: true }, alerts: { dialect: 'hyperdx', emulated: false } },
    ],
    [
      'the emulator set to speak the real dialects',
      { MANAGEMENT_API_DIALECT: 'cloud', ALERTS_API_DIALECT: 'hyperdx' },
      { management: { dialect: 'cloud', emulated: true }, alerts: { dialect: 'hyperdx', emulated: true } },
    ],
    [
      'real upstreams set to speak the contract',
      { MANAGEMENT_API_URL: UPSTREAM, ALERTS_API_URL: UPSTREAM, MANAGEMENT_API_DIALECT: 'contract', ALERTS_API_DIALECT: 'contract' },
      { management: { dialect: 'contract', emulated: false }, alerts: { dialect: 'contract', emulated: false } },
    ],
  ])('%s', async (_name, env, expected) => {
    const upstreams = readUpstreams(env);
    expect(consoleApis(upstreams)).toEqual(expected);
    const { port, forwarded } = await routing(upstreams);
    for (const path of ['/__console/apis', '/__console/apis/', '/__console/%61pis', '/%5F_console/apis?x=1']) {
      const r = await raw(port, path);
      expect(r.status, path).toBe(200);
      expect(r.headers['cache-control'], path).toBe('no-store');
      expect(r.headers['content-type'], path).toMatch(/^application\/json/);
      expect(JSON.parse(r.body), path).toEqual(expected);
    }
    const head = await raw(port, '/__console/apis', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(forwarded).toEqual([]);
  });

  it('answers nothing else under /__console: never the emulator, an upstream or the SPA', async () => {
    const { port, forwarded } = await routing({});
    const post = await raw(port, '/__console/apis', { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    for (const path of ['/__console', '/__console/info', '/__console/apis/x']) expect((await raw(port, path)).status, path).toBe(404);
    expect((await raw(port, '/__console/../v1/organizations')).status).toBe(400);
    expect(forwarded).toEqual([]);
  });
});
