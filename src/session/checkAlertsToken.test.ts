import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '../api/errors';
import { checkAlertsToken } from './verifyKey';

// A real HTTP server on 127.0.0.1 answering the alert API's list with a scripted status.
let reply: { status: number; body: string; type: string } = { status: 200, body: '{}', type: 'application/json' };
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
const server = createServer((req, res) => {
  seen.push({ url: req.url ?? '', headers: req.headers });
  res.writeHead(reply.status, { 'Content-Type': reply.type });
  res.end(reply.body);
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body), type: 'application/json' });

describe('checkAlertsToken: one read of the alert API before a token is kept', () => {
  it('reads one alert of the list with the token as Bearer, and accepts the token when it answers', async () => {
    reply = json(200, { data: [], meta: { total: 0, limit: 1, offset: 0 } });
    await expect(checkAlertsToken('tok-1', baseUrl)).resolves.toBeUndefined();
    expect(seen.at(-1)?.url).toBe('/api/v2/alerts?limit=1');
    expect(seen.at(-1)?.headers.authorization).toBe('Bearer tok-1');
  });

  it('rejects a token the service refuses (401, plain text)', async () => {
    reply = { status: 401, body: 'Unauthorized', type: 'text/plain' };
    const failure = await checkAlertsToken('bad', baseUrl).catch((e: unknown) => e);
    expect(isApiError(failure) && failure.status).toBe(401);
  });

  it('accepts a token where the list is not offered (404/405): the token was checked before the route', async () => {
    reply = json(404, { message: 'Not found' });
    await expect(checkAlertsToken('tok-2', baseUrl)).resolves.toBeUndefined();
    reply = json(405, { message: 'Method not allowed' });
    await expect(checkAlertsToken('tok-2', baseUrl)).resolves.toBeUndefined();
  });

  it('does not accept a token it could not check (a 5xx)', async () => {
    reply = json(503, { message: 'down' });
    const failure = await checkAlertsToken('tok-3', baseUrl).catch((e: unknown) => e);
    expect(isApiError(failure) && failure.status).toBe(503);
  });
});
