/**
 * The fixed-upstream proxy of the console server (dev, preview and `npm start` share it).
 *
 * - The target is fixed at start (MANAGEMENT_API_URL / ALERTS_API_URL); the request only
 *   supplies its already normalized path and query (see requestPath.ts).
 * - Request headers: hop-by-hop headers (and those `Connection` names), `Proxy-Authorization`,
 *   every `X-Forwarded-*` / `Forwarded` / `X-Real-IP` from the client, `Cookie` and `Host` are
 *   dropped; `Host` becomes the upstream's.
 * - The body is read first, up to 1 MiB (413 past that), then sent with its length.
 * - Redirects are not followed, nor passed on (the browser would follow them): a 3xx becomes 502.
 * - Response headers: hop-by-hop headers and `Set-Cookie` are dropped.
 * - The log line says method, path, status and time: never a header, so never `Authorization`.
 */
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { MAX_BODY_BYTES, discardRestAndClose, readBody } from '../emulator/http.js';

export type ProxyApi = 'management' | 'alerts';
export type ProxyLog = (line: string) => void;

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
const CLIENT_ONLY = new Set(['host', 'cookie', 'content-length', 'forwarded', 'x-real-ip', 'expect']);

/** Headers named in a `Connection` header are hop-by-hop for this message too. */
function connectionListed(headers: IncomingHttpHeaders): Set<string> {
  const value = headers.connection;
  const list = Array.isArray(value) ? value.join(',') : (value ?? '');
  return new Set(
    list
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
}

export function upstreamRequestHeaders(incoming: IncomingHttpHeaders): OutgoingHttpHeaders {
  const listed = connectionListed(incoming);
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(incoming)) {
    const lower = name.toLowerCase();
    if (value === undefined || HOP_BY_HOP.has(lower) || CLIENT_ONLY.has(lower) || listed.has(lower) || lower.startsWith('x-forwarded-')) continue;
    out[lower] = value;
  }
  return out;
}

export function downstreamResponseHeaders(upstream: IncomingHttpHeaders): OutgoingHttpHeaders {
  const listed = connectionListed(upstream);
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(upstream)) {
    const lower = name.toLowerCase();
    if (value === undefined || HOP_BY_HOP.has(lower) || listed.has(lower) || lower === 'set-cookie') continue;
    out[lower] = value;
  }
  return out;
}

/** An error answer in the API's own shape, so the console shows it like any other. */
export function sendApiError(res: ServerResponse, api: ProxyApi | 'other', status: number, code: string, detail: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = api === 'alerts' ? { message: `${code}: ${detail}` } : { status, error: `${code}: ${detail}` };
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' });
  res.end(text);
}

const UPSTREAM_TIMEOUT_MS = 60_000;

/**
 * Forwards one request to `base` (an upstream origin with an optional path prefix) at
 * `forwardUrl` (the normalized path and query).
 */
export async function forward(
  req: IncomingMessage,
  res: ServerResponse,
  opts: { api: ProxyApi; base: string; forwardUrl: string; log: ProxyLog },
): Promise<void> {
  const started = Date.now();
  const method = (req.method ?? 'GET').toUpperCase();
  const pathOnly = opts.forwardUrl.split('?')[0];
  const done = (status: number | string) => opts.log(`[proxy] ${method} ${pathOnly} -> ${status} (${Date.now() - started} ms)`);

  const body = await readBody(req, MAX_BODY_BYTES);
  if (body.kind === 'aborted') return done('client gone');
  if (body.kind === 'tooLarge') {
    res.setHeader('Connection', 'close');
    discardRestAndClose(req, res);
    sendApiError(res, opts.api, 413, 'PAYLOAD_TOO_LARGE', 'request body is larger than 1 MiB');
    return done(413);
  }
  const payload = Buffer.from(body.text, 'utf8');
  const target = new URL(opts.base);
  const headers = upstreamRequestHeaders(req.headers);
  headers.host = target.host;
  if (payload.length > 0 || !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(method)) headers['content-length'] = String(payload.length);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;

  await new Promise<void>((resolve) => {
    const upstream = send(
      {
        protocol: target.protocol,
        hostname: target.hostname.replace(/^\[|\]$/g, ''),
        port: target.port || undefined,
        method,
        path: `${target.pathname.replace(/\/+$/, '')}${opts.forwardUrl}`,
        headers,
        timeout: UPSTREAM_TIMEOUT_MS,
      },
      (answer) => {
        const status = answer.statusCode ?? 502;
        if (status >= 300 && status < 400 && status !== 304) {
          answer.resume();
          sendApiError(res, opts.api, 502, 'BAD_GATEWAY', `the API answered a redirect (${status}), which this console server does not follow`);
          done(`${status} redirect, answered 502`);
          return resolve();
        }
        res.writeHead(status, downstreamResponseHeaders(answer.headers));
        answer.pipe(res);
        answer.on('end', () => {
          done(status);
          resolve();
        });
        answer.on('error', () => {
          res.destroy();
          done(`${status}, upstream broke off`);
          resolve();
        });
      },
    );
    upstream.on('timeout', () => upstream.destroy(new Error('timeout')));
    upstream.on('error', (err) => {
      const timedOut = err.message === 'timeout';
      sendApiError(
        res,
        opts.api,
        timedOut ? 504 : 502,
        timedOut ? 'GATEWAY_TIMEOUT' : 'BAD_GATEWAY',
        timedOut ? `the API did not answer within ${UPSTREAM_TIMEOUT_MS / 1000} s` : 'the console server could not reach the API',
      );
      done(timedOut ? 504 : `502 (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
      resolve();
    });
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.end(payload);
  });
}
