/**
 * The fixed-upstream proxy of the console server (dev, preview and `npm start` share it).
 *
 * - The target is fixed at start (MANAGEMENT_API_URL / ALERTS_API_URL); the request only
 *   supplies its already normalized path and query (see requestPath.ts).
 * - Request headers: an allow-list (REQUEST_HEADERS); `Host` becomes the upstream's.
 * - The body is read first, up to 1 MiB (413 past that), then sent byte for byte with its length.
 * - Redirects are not followed, nor passed on (the browser would follow them): a 3xx becomes 502.
 * - Response headers: an allow-list (RESPONSE_HEADERS), so no upstream header changes what the
 *   console's origin allows; an answer that is not JSON or text (an HTML page) becomes an error.
 * - The whole exchange has PROXY_TIMEOUT_MS (25 s), less than the browser gives a request (30 s,
 *   src/api/timeouts.ts): a slow API is answered 504 here, which the console reads as "may have
 *   been applied", before the browser's own deadline cuts the request (docs/faults.md).
 * - The log line says method, path, status and time: never a header, so never `Authorization`.
 */
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { MAX_BODY_BYTES, discardRestAndClose, readBodyBytes } from '../emulator/http.js';
import { PROXY_TIMEOUT_MS } from '../src/api/timeouts.js';

export type ProxyApi = 'management' | 'alerts';
export type ProxyLog = (line: string) => void;

/**
 * The request headers passed to the upstream: what an API call needs, nothing else (no
 * `X-Original-URL`, `X-HTTP-Method-Override`, `True-Client-IP`, forwarding or cookie header can
 * reach it). `Host` becomes the upstream's.
 */
const REQUEST_HEADERS = new Set(['accept', 'accept-language', 'authorization', 'content-type', 'user-agent', 'x-request-id']);

/**
 * The response headers passed back: the body's type and length, the request id, the rate-limit
 * and retry headers, the alert list's total. Never a CSP, frame, HSTS, refresh, clear-site-data,
 * cookie or caching header: the console's own server owns those for its origin.
 */
const RESPONSE_HEADERS = new Set([
  'content-type',
  'content-length',
  'x-request-id',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'retry-after',
  'x-total-count',
]);

function allowed(headers: IncomingHttpHeaders, names: ReadonlySet<string>): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value !== undefined && names.has(lower)) out[lower] = value;
  }
  return out;
}

export function upstreamRequestHeaders(incoming: IncomingHttpHeaders): OutgoingHttpHeaders {
  // The body is passed on as it came: no compressed answer the console would have to decode.
  return { ...allowed(incoming, REQUEST_HEADERS), 'accept-encoding': 'identity' };
}

export function downstreamResponseHeaders(upstream: IncomingHttpHeaders): OutgoingHttpHeaders {
  return { ...allowed(upstream, RESPONSE_HEADERS), 'cache-control': 'no-store' };
}

/** An answer the console may show as an API's: JSON or short text, never a page (HTML, a script, an image). */
function readableAnswer(headers: IncomingHttpHeaders): boolean {
  const type = (headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  return type === '' || type === 'application/json' || type.endsWith('+json') || type === 'text/plain';
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

/** The upstream's time for the whole exchange (headers and body); see src/api/timeouts.ts. */
export const UPSTREAM_TIMEOUT_MS = PROXY_TIMEOUT_MS;

/**
 * Forwards one request to `base` (an upstream origin with an optional path prefix) at
 * `forwardUrl` (the normalized path and query).
 */
export async function forward(
  req: IncomingMessage,
  res: ServerResponse,
  opts: { api: ProxyApi; base: string; forwardUrl: string; log: ProxyLog; timeoutMs?: number },
): Promise<void> {
  const timeoutMs = opts.timeoutMs ?? UPSTREAM_TIMEOUT_MS;
  const started = Date.now();
  const method = (req.method ?? 'GET').toUpperCase();
  const pathOnly = opts.forwardUrl.split('?')[0];
  const done = (status: number | string) => opts.log(`[proxy] ${method} ${pathOnly} -> ${status} (${Date.now() - started} ms)`);

  const body = await readBodyBytes(req, MAX_BODY_BYTES);
  if (body.kind === 'aborted') return done('client gone');
  if (body.kind === 'tooLarge') {
    res.setHeader('Connection', 'close');
    discardRestAndClose(req, res);
    sendApiError(res, opts.api, 413, 'PAYLOAD_TOO_LARGE', 'request body is larger than 1 MiB');
    return done(413);
  }
  const payload = body.bytes;
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
      },
      (answer) => {
        const status = answer.statusCode ?? 502;
        if (status >= 300 && status < 400 && status !== 304) {
          answer.resume();
          sendApiError(res, opts.api, 502, 'BAD_GATEWAY', `the API answered a redirect (${status}), which this console server does not follow`);
          done(`${status} redirect, answered 502`);
          return resolve();
        }
        if (!readableAnswer(answer.headers)) {
          answer.resume();
          const type = String(answer.headers['content-type'] ?? '').split(';')[0];
          sendApiError(
            res,
            opts.api,
            status >= 400 ? status : 502,
            'BAD_GATEWAY',
            `the API answered ${status} with a ${type} page instead of JSON; a proxy may be in the way`,
          );
          done(`${status} ${type}, answered as an error`);
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
    // A deadline for the whole exchange, not an idle timer: an upstream that trickles bytes is cut
    // too. Before the answer's headers it becomes a 504; after them the connection is closed (a
    // reset, which the console also reads as "may have been applied").
    let timedOut = false;
    const deadline = setTimeout(() => {
      timedOut = true;
      if (res.headersSent) res.destroy();
      upstream.destroy(new Error('timeout'));
    }, timeoutMs);
    deadline.unref();
    upstream.on('error', (err) => {
      clearTimeout(deadline);
      sendApiError(
        res,
        opts.api,
        timedOut ? 504 : 502,
        timedOut ? 'GATEWAY_TIMEOUT' : 'BAD_GATEWAY',
        timedOut ? `the API did not answer within ${timeoutMs / 1000} s` : 'the console server could not reach the API',
      );
      done(timedOut ? 504 : `502 (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
      resolve();
    });
    res.on('close', () => {
      clearTimeout(deadline);
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.end(payload);
  });
}
