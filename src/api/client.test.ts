import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions, type Credentials } from './client';
import { ApiError, isApiError } from './errors';

// A real HTTP server on 127.0.0.1 that records requests and answers scripted replies (no fetch stubs).

// 'hang': never answer; 'drop': read the request, then close the connection without a reply.
type Reply = { status: number; headers?: Record<string, string>; body?: string | object } | 'hang' | 'drop';

interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

interface TestServer {
  url: string;
  requests: Recorded[];
  script: (...replies: Reply[]) => void;
  close: () => Promise<void>;
}

async function startServer(): Promise<TestServer> {
  const requests: Recorded[] = [];
  const replies: Reply[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const reply: Reply = replies.shift() ?? { status: 500, body: { status: 500, error: 'no scripted reply' } };
      if (reply === 'hang') return;
      if (reply === 'drop') return void res.socket?.destroy();
      const headers: Record<string, string> = { ...(reply.headers ?? {}) };
      let payload = '';
      if (typeof reply.body === 'string') payload = reply.body;
      else if (reply.body !== undefined) {
        payload = JSON.stringify(reply.body);
        headers['content-type'] ??= 'application/json';
      }
      res.writeHead(reply.status, headers);
      res.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...r) => replies.push(...r),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function closedPortUrl(): Promise<string> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

async function catchError(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    expect(isApiError(e)).toBe(true);
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected the call to fail');
}

const KEY: Credentials = { scheme: 'basic', keyId: 'key-id-1', keySecret: 'super-secret-value' };
const TOKEN: Credentials = { scheme: 'bearer', token: 'tok-abcdef-123456' };
const REQ_ID = '8f2c1f4e-3b0a-4d5e-9c1b-2a7e6f0d9b11';

let srv: TestServer;

function mgmt(extra: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: srv.url,
    credentials: () => KEY,
    envelope: 'management',
    ...extra,
  });
}

function alerts(extra: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: srv.url,
    credentials: () => TOKEN,
    envelope: 'alerts',
    ...extra,
  });
}

beforeEach(async () => {
  srv = await startServer();
});

afterEach(async () => {
  await srv.close();
});

describe('requests', () => {
  it('sends the exact Basic header, UTF-8 encoded', async () => {
    srv.script({ status: 200, body: { status: 200, requestId: REQ_ID, result: { ok: 1 } } });
    const client = mgmt({ credentials: () => ({ scheme: 'basic', keyId: 'clé', keySecret: 'ü' }) });
    await client.get('/v1/organizations');
    const auth = srv.requests[0].headers.authorization ?? '';
    expect(auth).toBe(`Basic ${Buffer.from('clé:ü', 'utf8').toString('base64')}`);
    expect(Buffer.from(auth.slice(6), 'base64').toString('utf8')).toBe('clé:ü');
  });

  it('sends the Bearer header for the alert API', async () => {
    srv.script({ status: 200, body: { data: { id: 'a1' } } });
    await alerts().get('/api/v2/alerts/a1');
    expect(srv.requests[0].headers.authorization).toBe('Bearer tok-abcdef-123456');
  });

  it('reads credentials at call time and sends no Authorization when there are none', async () => {
    let creds: Credentials | null = null;
    const client = mgmt({ credentials: () => creds });
    srv.script({ status: 200, body: { status: 200, result: 1 } }, { status: 200, body: { status: 200, result: 2 } });
    await client.get('/a');
    creds = KEY;
    await client.get('/b');
    expect(srv.requests[0].headers.authorization).toBeUndefined();
    expect(srv.requests[1].headers.authorization).toMatch(/^Basic /);
  });

  it('sends JSON bodies with content-type and accept, and unwraps the management result', async () => {
    srv.script({ status: 200, body: { status: 200, requestId: REQ_ID, result: { id: 's1', name: 'svc' } } });
    const body = { name: 'svc', ipAccessList: [{ source: '0.0.0.0/0', description: 'all' }] };
    const out = await mgmt().post<{ id: string }>('/v1/organizations/o1/services', body);
    expect(out).toEqual({ id: 's1', name: 'svc' });
    const r = srv.requests[0];
    expect(r.method).toBe('POST');
    expect(r.url).toBe('/v1/organizations/o1/services');
    expect(r.headers['content-type']).toBe('application/json');
    expect(r.headers.accept).toBe('application/json');
    expect(JSON.parse(r.body)).toEqual(body);
  });

  it('sends PATCH and DELETE, and a GET has no body or content-type', async () => {
    srv.script(
      { status: 200, body: { status: 200, result: { numReplicas: 3 } } },
      { status: 200, body: { status: 200, result: null } },
      { status: 200, body: { status: 200, result: [] } },
    );
    const client = mgmt();
    expect(await client.patch('/x/replicaScaling', { numReplicas: 3 })).toEqual({ numReplicas: 3 });
    expect(await client.delete('/x')).toBeNull();
    expect(await client.get('/x')).toEqual([]);
    expect(srv.requests.map((r) => r.method)).toEqual(['PATCH', 'DELETE', 'GET']);
    expect(srv.requests[0].body).toBe('{"numReplicas":3}');
    expect(srv.requests[2].headers['content-type']).toBeUndefined();
    expect(srv.requests[2].body).toBe('');
  });

  it('unwraps the alerts data envelope', async () => {
    srv.script({ status: 200, body: { data: { id: 'a1', state: 'OK' } } });
    expect(await alerts().post('/api/v2/alerts', { threshold: 1 })).toEqual({ id: 'a1', state: 'OK' });
  });

  it('appends the path as-is, tolerating a trailing slash and a base URL function', async () => {
    srv.script({ status: 200, body: { status: 200, result: 1 } }, { status: 200, body: { status: 200, result: 2 } });
    await mgmt({ baseUrl: `${srv.url}/` }).get('/v1/organizations/a%2Fb?x=1');
    await mgmt({ baseUrl: () => `${srv.url}/prefix//` }).get('/v1/y');
    expect(srv.requests[0].url).toBe('/v1/organizations/a%2Fb?x=1');
    expect(srv.requests[1].url).toBe('/prefix/v1/y');
  });

  it('lets caller headers through but never overrides Authorization from credentials', async () => {
    srv.script({ status: 200, body: { status: 200, result: 1 } });
    await mgmt().get('/x', { headers: { 'X-Trace': 't1', Authorization: 'Basic bogus' } });
    expect(srv.requests[0].headers['x-trace']).toBe('t1');
    expect(srv.requests[0].headers.authorization).toBe(`Basic ${Buffer.from('key-id-1:super-secret-value').toString('base64')}`);
  });

  it('returns undefined for 204 No Content', async () => {
    srv.script({ status: 204 });
    expect(await mgmt().delete('/x')).toBeUndefined();
  });
});

describe('HTTP errors', () => {
  it('parses a 400 into code, field, detail and request id', async () => {
    srv.script({
      status: 400,
      body: { status: 400, error: 'BAD_REQUEST: numReplicas: must be between 1 and 20', requestId: REQ_ID },
    });
    const e = await catchError(mgmt().patch('/x/replicaScaling', { numReplicas: 99 }));
    expect(e.kind).toBe('http');
    expect(e.status).toBe(400);
    expect(e.code).toBe('BAD_REQUEST');
    expect(e.field).toBe('numReplicas');
    expect(e.detail).toBe('must be between 1 and 20');
    expect(e.requestId).toBe(REQ_ID);
    expect(e.serverMessage).toBe('BAD_REQUEST: numReplicas: must be between 1 and 20');
    expect(e.method).toBe('PATCH');
    expect(e.path).toBe('/x/replicaScaling');
    expect(e.message).toBe('numReplicas: must be between 1 and 20.');
  });

  it('parses nested field paths and the "request body." prefix', async () => {
    srv.script(
      { status: 400, body: { status: 400, error: 'BAD_REQUEST: request body.ipAccessList.0.source: invalid CIDR' } },
      { status: 400, body: { status: 400, error: 'BAD_REQUEST: ipAccessList[1].description: too long' } },
      { status: 400, body: { status: 400, error: 'BAD_REQUEST: Service is already running' } },
    );
    const a = await catchError(mgmt().post('/x', {}));
    expect(a.field).toBe('ipAccessList.0.source');
    expect(a.detail).toBe('invalid CIDR');
    const b = await catchError(mgmt().post('/x', {}));
    expect(b.field).toBe('ipAccessList.1.description');
    const c = await catchError(mgmt().post('/x', {}));
    expect(c.field).toBeUndefined();
    expect(c.detail).toBe('Service is already running');
    expect(c.message).toBe('Service is already running.');
  });

  it('takes the request id from the x-request-id header when the body has none', async () => {
    srv.script({ status: 404, headers: { 'x-request-id': 'hdr-id-1' }, body: { message: 'Alert not found' } });
    const e = await catchError(alerts().get('/api/v2/alerts/zz'));
    expect(e.requestId).toBe('hdr-id-1');
    expect(e.serverMessage).toBe('Alert not found');
    expect(e.message).toBe('Not found: it may have been deleted, or the ID is wrong.');
  });

  it('401 calls onUnauthorized with the error (management)', async () => {
    const onUnauthorized = vi.fn();
    srv.script({ status: 401, body: { status: 401, error: 'UNAUTHORIZED', requestId: REQ_ID } });
    const e = await catchError(mgmt({ onUnauthorized }).get('/v1/organizations'));
    expect(e.status).toBe(401);
    expect(e.code).toBe('UNAUTHORIZED');
    expect(e.message).toBe('The key was not accepted (wrong key ID or secret, disabled or expired). Sign in again with a valid key.');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(e);
    expect(srv.requests).toHaveLength(1); // not retried
  });

  it("401 with the server's reason: the reason, not the list of possible causes", async () => {
    srv.script(
      { status: 401, body: { status: 401, error: 'UNAUTHORIZED: API key is disabled', requestId: REQ_ID } },
      { status: 401, body: { message: 'Token revoked' } },
    );
    const e = await catchError(mgmt({ onUnauthorized: vi.fn() }).get('/v1/organizations'));
    expect(e.message).toBe('The key was not accepted: API key is disabled. Sign in again with a valid key.');
    const a = await catchError(alerts({ onUnauthorized: vi.fn() }).get('/api/v2/alerts/a1'));
    expect(a.message).toBe('The access token was not accepted: Token revoked. Sign in again with a valid token.');
  });

  it("401 with the alert API's plain-text Unauthorized body", async () => {
    const onUnauthorized = vi.fn();
    srv.script({ status: 401, headers: { 'content-type': 'text/plain' }, body: 'Unauthorized' });
    const e = await catchError(alerts({ onUnauthorized }).get('/api/v2/alerts/a1'));
    expect(e.kind).toBe('http');
    expect(e.status).toBe(401);
    expect(e.serverMessage).toBe('Unauthorized');
    expect(e.message).toBe('The access token was not accepted (wrong, revoked or expired). Sign in again with a valid token.');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a throwing onUnauthorized does not replace the ApiError', async () => {
    srv.script({ status: 401, body: 'Unauthorized' });
    const e = await catchError(
      alerts({
        onUnauthorized: () => {
          throw new Error('boom');
        },
      }).get('/x'),
    );
    expect(e.status).toBe(401);
  });

  it('403, 404, 409, 413, 424 and 429 messages', async () => {
    srv.script(
      { status: 403, body: { status: 403, error: 'FORBIDDEN: insufficient permissions', requestId: REQ_ID } },
      { status: 404, body: { status: 404, error: 'NOT_FOUND', requestId: REQ_ID } },
      { status: 409, body: { status: 409, error: 'CONFLICT: a key with this name already exists' } },
      { status: 413, body: '' },
      { status: 424, body: { status: 424, error: 'FAILED_DEPENDENCY: Current state: idle', requestId: REQ_ID } },
      { status: 429, headers: { 'x-ratelimit-reset': '3' }, body: { status: 429, error: 'TOO_MANY_REQUESTS' } },
    );
    const client = mgmt();
    const e403 = await catchError(client.post('/x', {}));
    expect(e403.message).toBe("This key's role does not allow this action. Use a key with the admin role.");
    expect(e403.code).toBe('FORBIDDEN');
    const e404 = await catchError(client.post('/x', {}));
    expect(e404.message).toBe('Not found: it may have been deleted, or the ID is wrong.');
    expect(e404.code).toBe('NOT_FOUND');
    expect(e404.detail).toBeUndefined();
    const e409 = await catchError(client.post('/x', {}));
    expect(e409.status).toBe(409);
    expect(e409.message).toContain('a key with this name already exists');
    const e413 = await catchError(client.post('/x', {}));
    expect(e413.status).toBe(413);
    expect(e413.message).toMatch(/too large/);
    const e424 = await catchError(client.post('/x', {}));
    expect(e424.code).toBe('FAILED_DEPENDENCY');
    expect(e424.field).toBeUndefined(); // field parsing is only for 400s
    expect(e424.detail).toBe('Current state: idle');
    expect(e424.message).toBe('The service is not running (Current state: idle). Start the service or wait until it is running, then try again.');
    const e429 = await catchError(client.post('/x', {}));
    expect(e429.message).toBe('Too many requests: the API allows 10 requests per 10 seconds. Wait a moment and try again.');
  });

  it('5xx message names the status and asks for the request id, which the error carries (alerts show it beside the sentence)', async () => {
    srv.script({ status: 500, body: { status: 500, error: 'INTERNAL_SERVER_ERROR', requestId: REQ_ID } });
    const e = await catchError(mgmt().get('/x'));
    expect(e.message).toBe('The server failed (500). Try again in a moment; if it keeps failing, contact support and quote the request id.');
    expect(e.requestId).toBe(REQ_ID);
    // A reason code alone: parsed as a code with no detail, which the alert does not quote (apiErrorText).
    expect(e.code).toBe('INTERNAL_SERVER_ERROR');
    expect(e.detail).toBeUndefined();
  });

  it('a write answered 5xx may have been applied: it says so, and asks to check before sending again', async () => {
    srv.script({ status: 500, body: { status: 500, error: 'INTERNAL_SERVER_ERROR', requestId: REQ_ID } });
    const e = await catchError(mgmt().post('/x', {}));
    expect(e.mayHaveBeenApplied).toBe(true);
    expect(e.message).toBe(
      'The request was sent and the answer was an error (500), which does not say whether it was applied: it may have been. Check whether it took effect before sending it again. If it was not, and it keeps failing, contact support and quote the request id.',
    );
    expect(e.requestId).toBe(REQ_ID);
  });

  it('a proxy HTML error page becomes an http error with its status, not the HTML', async () => {
    const html = '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>';
    srv.script({ status: 502, headers: { 'content-type': 'text/html' }, body: html }, { status: 400, headers: { 'content-type': 'text/html' }, body: html });
    const e = await catchError(mgmt().post('/x', {}));
    expect(e.kind).toBe('http');
    expect(e.status).toBe(502);
    expect(e.message).not.toContain('<');
    expect(e.serverMessage).toBeUndefined();
    const e400 = await catchError(mgmt().post('/x', {}));
    expect(e400.status).toBe(400);
    expect(e400.message).toMatch(/\(400\)/);
  });

  it('an empty error body keeps the status', async () => {
    srv.script({ status: 400, body: '' }, { status: 418, body: '' });
    const e = await catchError(mgmt().post('/x', {}));
    expect(e.kind).toBe('http');
    expect(e.status).toBe(400);
    expect(e.message).toMatch(/rejected \(400\)/);
    const e418 = await catchError(mgmt().post('/x', {}));
    expect(e418.status).toBe(418);
    expect(e418.message).toMatch(/could not read/);
  });

  it('never puts the secret or token in an error, even when the server echoes it', async () => {
    const encoded = Buffer.from('key-id-1:super-secret-value').toString('base64');
    srv.script(
      { status: 400, body: { status: 400, error: `BAD_REQUEST: keySecret: super-secret-value is invalid (${encoded})` } },
      { status: 403, body: { message: 'token tok-abcdef-123456 is not allowed' } },
    );
    const e = await catchError(mgmt().post('/x', {}));
    const e2 = await catchError(alerts().post('/x', {}));
    for (const err of [e, e2]) {
      const all = JSON.stringify({ ...err, message: err.message });
      expect(all).not.toContain('super-secret-value');
      expect(all).not.toContain(encoded);
      expect(all).not.toContain('tok-abcdef-123456');
    }
    expect(e.detail).toBe('[redacted] is invalid ([redacted])');
  });
});

describe('unexpected success bodies', () => {
  it('200 with a non-JSON body is invalid-response', async () => {
    srv.script({ status: 200, headers: { 'content-type': 'text/html' }, body: '<html>login</html>' });
    const e = await catchError(mgmt().get('/x'));
    expect(e.kind).toBe('invalid-response');
    expect(e.status).toBe(200);
    expect(e.message).toBe('The server sent a response the console could not read (status 200, not JSON). A proxy may be in the way.');
  });

  it('200 without result (management) or data (alerts), or empty, is invalid-response', async () => {
    srv.script(
      { status: 200, body: { status: 200, requestId: REQ_ID } },
      { status: 200, body: { status: 200, result: {} } },
      { status: 200, body: '' },
      { status: 200, body: '[1,2]' },
    );
    const a = await catchError(mgmt().get('/x'));
    expect(a.kind).toBe('invalid-response');
    expect(a.requestId).toBe(REQ_ID);
    const b = await catchError(alerts().get('/x'));
    expect(b.kind).toBe('invalid-response');
    expect((await catchError(mgmt().get('/x'))).kind).toBe('invalid-response');
    expect((await catchError(mgmt().get('/x'))).kind).toBe('invalid-response');
  });
});

describe('network, timeout and abort', () => {
  it('a read from a closed port is a network error naming the origin; nothing was changed', async () => {
    const url = await closedPortUrl();
    const e = await catchError(mgmt({ baseUrl: url }).get('/x'));
    expect(e.kind).toBe('network');
    expect(e.status).toBe(0);
    expect(e.message).toBe(`Could not reach ${url}. Check the URL and your connection.`);
    expect(e.mayHaveBeenApplied).toBe(false);
  });

  it.each(['POST', 'PATCH', 'PUT', 'DELETE'] as const)('a %s whose connection drops after sending may have been applied (sent once)', async (method) => {
    srv.script('drop');
    const client = mgmt();
    const e = await catchError(client.send(method, '/x', method === 'DELETE' ? undefined : { value: { a: 1 } }));
    expect(e.kind).toBe('network');
    expect(e.mayHaveBeenApplied).toBe(true);
    expect(e.message).toBe(
      `The connection to ${srv.url} failed before the reply arrived, so this request may have been applied. Check whether it took effect before sending it again.`,
    );
    expect(e.message).not.toContain('Could not reach');
    expect(srv.requests.map((r) => r.method)).toEqual([method]);
  });

  it('a GET whose connection drops is not said to have been applied', async () => {
    srv.script('drop');
    const e = await catchError(mgmt().get('/x'));
    expect(e.kind).toBe('network');
    expect(e.mayHaveBeenApplied).toBe(false);
    expect(e.message).toBe(`Could not reach ${srv.url}. Check the URL and your connection.`);
  });

  it('a server that never answers is a timeout (not retried)', async () => {
    srv.script('hang');
    const e = await catchError(mgmt({ timeoutMs: 200 }).get('/x'));
    expect(e.kind).toBe('timeout');
    expect(e.status).toBe(0);
    expect(e.message).toBe('The server did not answer within 0.2 seconds. Try again.');
    expect(srv.requests).toHaveLength(1);
  });

  it('the per-request timeout overrides the client one; a POST that timed out may have been applied', async () => {
    srv.script('hang');
    const e = await catchError(mgmt({ timeoutMs: 30_000 }).post('/x', {}, { timeoutMs: 150 }));
    expect(e.kind).toBe('timeout');
    expect(e.mayHaveBeenApplied).toBe(true);
    expect(e.message).toBe(
      'The server did not answer within 0.2 seconds, so this request may have been applied: it was sent, only the reply is missing. Check whether it took effect before sending it again.',
    );
    expect(srv.requests).toHaveLength(1);
  });

  it('a caller abort while waiting for the server is kind aborted', async () => {
    srv.script('hang');
    const ctl = new AbortController();
    const p = mgmt().get('/x', { signal: ctl.signal });
    // Abort once the server holds the request (not after a fixed delay: a busy machine may be slower).
    await vi.waitFor(() => expect(srv.requests).toHaveLength(1), { timeout: 10_000 });
    ctl.abort();
    const e = await catchError(p);
    expect(e.kind).toBe('aborted');
    expect(e.status).toBe(0);
    expect(srv.requests).toHaveLength(1);
  });

  it('an already aborted signal sends nothing', async () => {
    const ctl = new AbortController();
    ctl.abort();
    const e = await catchError(mgmt().get('/x', { signal: ctl.signal }));
    expect(e.kind).toBe('aborted');
    expect(srv.requests).toHaveLength(0);
  });
});

describe('one attempt per call (retries belong to the query client)', () => {
  it('a 429 is thrown at once, carrying X-RateLimit-Reset + 1 s as the wait', async () => {
    srv.script(
      { status: 429, headers: { 'x-ratelimit-reset': '2.5', 'x-ratelimit-remaining': '0' }, body: { status: 429, error: 'TOO_MANY_REQUESTS' } },
      { status: 200, body: { status: 200, result: ['o1'] } },
    );
    const e = await catchError(mgmt().get('/v1/organizations'));
    expect(e.status).toBe(429);
    expect(e.retryAfterMs).toBe(3500);
    expect(srv.requests).toHaveLength(1);
  });

  it("a 503's Retry-After is kept; a 500 asks for no particular wait", async () => {
    srv.script(
      { status: 503, headers: { 'retry-after': '4' }, body: { status: 503, error: 'SERVICE_UNAVAILABLE', requestId: REQ_ID } },
      { status: 500, headers: { 'retry-after': '4' }, body: '' },
    );
    const a = await catchError(mgmt().get('/x'));
    expect([a.status, a.requestId, a.retryAfterMs]).toEqual([503, REQ_ID, 4000]);
    const b = await catchError(mgmt().get('/x'));
    expect([b.status, b.retryAfterMs]).toEqual([500, undefined]);
    expect(srv.requests).toHaveLength(2);
  });

  it.each([
    ['post', 503],
    ['post', 429],
    ['patch', 503],
    ['patch', 429],
    ['delete', 503],
  ] as const)('%s on %i is sent exactly once', async (method, status) => {
    srv.script({ status, headers: { 'x-ratelimit-reset': '1' }, body: { status, error: 'X' } }, { status: 200, body: { status: 200, result: 1 } });
    const client = mgmt();
    const call = method === 'delete' ? client.delete('/x') : client[method]('/x', { a: 1 });
    const e = await catchError(call);
    expect(e.status).toBe(status);
    expect(srv.requests).toHaveLength(1);
  });
});
