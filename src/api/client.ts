/**
 * The transport for the two APIs the console talks to: one attempt per call, no retries (retries
 * belong to TanStack Query, see src/app/queryClient.ts).
 *
 * - management: `Authorization: Basic base64(keyId:keySecret)`, success `{status, requestId, result}`,
 *   errors `{status, error: "CODE: field: text", requestId}`.
 * - alerts: `Authorization: Bearer <token>`, success `{data}`, errors `{message}`; a 401 is the
 *   plain text `Unauthorized`.
 *
 * Every failure becomes one ApiError (errorParsing.ts). Credentials never go into a URL, an error
 * message or a log line.
 */
import { basicAuthHeader } from './basicAuth';
import { abortedError, httpError, invalidResponse, isRecord, networkError, parseBody, secretStrings, timeoutError, type ErrorContext } from './errorParsing';
import type { ApiError } from './errors';
import { timings } from './timeouts';

export type Credentials = { scheme: 'basic'; keyId: string; keySecret: string } | { scheme: 'bearer'; token: string };

export interface ApiClientOptions {
  /** '' or '/' means same origin; a trailing slash is tolerated. */
  baseUrl: string | (() => string);
  /** Read at call time; null sends the request without Authorization. */
  credentials: () => Credentials | null;
  /** management unwraps `.result`, alerts unwraps `.data` (unless a request says otherwise). */
  envelope: 'management' | 'alerts';
  /**
   * Per request; default REQUEST_TIMEOUT_MS (30 s, timeouts.ts), longer than the console server's
   * proxy gives the upstream, so behind the proxy a slow API is answered 504 rather than cut here.
   */
  timeoutMs?: number;
  /** Default globalThis.fetch. */
  fetchImpl?: typeof fetch;
  /** Called on any 401 before the error is thrown. */
  onUnauthorized?: (error: ApiError) => void;
}

export interface RequestOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** `body` returns the whole success body instead of its `result` / `data`. */
  unwrap?: 'envelope' | 'body';
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A successful answer: the unwrapped value and the request id (body `requestId` or header). */
export interface Answer {
  value: unknown;
  requestId?: string;
}

export interface ApiClient {
  send(method: Method, path: string, body: { value: unknown } | undefined, opts?: RequestOptions): Promise<Answer>;
  get<T>(path: string, opts?: RequestOptions): Promise<T>;
  post<T>(path: string, body: unknown, opts?: RequestOptions): Promise<T>;
  patch<T>(path: string, body: unknown, opts?: RequestOptions): Promise<T>;
  put<T>(path: string, body: unknown, opts?: RequestOptions): Promise<T>;
  delete<T>(path: string, opts?: RequestOptions): Promise<T>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl: typeof fetch = options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  const envelopeKey = options.envelope === 'management' ? 'result' : 'data';

  async function send(method: Method, path: string, body: { value: unknown } | undefined, opts: RequestOptions = {}): Promise<Answer> {
    const base = resolveBase(options.baseUrl);
    const credentials = options.credentials();
    const authorization = credentials ? authorizationValue(credentials) : undefined;
    const ctx: ErrorContext = {
      method,
      path,
      base,
      credentials,
      envelope: options.envelope,
      secrets: secretStrings(credentials, authorization?.replace(/^Basic /, '')),
      timeoutMs: opts.timeoutMs ?? options.timeoutMs ?? timings().requestTimeoutMs,
    };
    const headers = new Headers({ Accept: 'application/json' });
    const init: RequestInit = { method, headers };
    if (body !== undefined && body.value !== undefined) {
      init.body = JSON.stringify(body.value);
      headers.set('Content-Type', 'application/json');
    }
    for (const [k, v] of Object.entries(opts.headers ?? {})) headers.set(k, v);
    if (authorization) headers.set('Authorization', authorization);
    if (opts.signal?.aborted) throw abortedError(ctx);

    const timeout = AbortSignal.timeout(ctx.timeoutMs);
    init.signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
    const classify = (cause: unknown): ApiError => {
      if (opts.signal?.aborted) return abortedError(ctx);
      if (timeout.aborted) return timeoutError(ctx);
      return networkError(ctx, cause);
    };
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(joinUrl(base, path), init);
      text = await response.text();
    } catch (e) {
      throw classify(e);
    }
    if (response.status >= 200 && response.status < 300) {
      return unwrapSuccess(response, text, opts.unwrap === 'body' ? undefined : envelopeKey, ctx);
    }
    const error = httpError(response, text, ctx);
    if (error.status === 401 && options.onUnauthorized) {
      try {
        options.onUnauthorized(error);
      } catch {
        // The handler's own failure must not replace the API error.
      }
    }
    throw error;
  }

  const value = async <T>(p: Promise<Answer>) => (await p).value as T;
  return {
    send,
    get: (path, opts) => value(send('GET', path, undefined, opts)),
    post: (path, body, opts) => value(send('POST', path, { value: body }, opts)),
    patch: (path, body, opts) => value(send('PATCH', path, { value: body }, opts)),
    put: (path, body, opts) => value(send('PUT', path, { value: body }, opts)),
    delete: (path, opts) => value(send('DELETE', path, undefined, opts)),
  };
}

function resolveBase(baseUrl: ApiClientOptions['baseUrl']): string {
  const raw = (typeof baseUrl === 'function' ? baseUrl() : baseUrl).trim();
  return raw.replace(/\/+$/, '');
}

/** The path is appended as-is (the caller encodes segments). */
function joinUrl(base: string, path: string): string {
  if (path === '') return base === '' ? '/' : base;
  return base + (path.startsWith('/') || path.startsWith('?') ? path : `/${path}`);
}

function authorizationValue(c: Credentials): string {
  return c.scheme === 'basic' ? basicAuthHeader(c.keyId, c.keySecret) : `Bearer ${c.token}`;
}

function unwrapSuccess(response: Response, text: string, key: 'result' | 'data' | undefined, ctx: ErrorContext): Answer {
  const headerRequestId = response.headers.get('x-request-id') ?? undefined;
  const answer = (value: unknown, requestId?: string): Answer => (requestId === undefined ? { value } : { value, requestId });
  if (response.status === 204 || response.status === 205) return answer(undefined, headerRequestId);
  const parsed = parseBody(text);
  if (parsed.kind === 'empty') throw invalidResponse(response.status, 'empty body', headerRequestId, ctx);
  if (parsed.kind === 'text') throw invalidResponse(response.status, 'not JSON', headerRequestId, ctx);
  const body = parsed.value;
  const requestId = isRecord(body) && typeof body.requestId === 'string' ? body.requestId : headerRequestId;
  if (key === undefined) return answer(body, requestId);
  if (!isRecord(body) || !(key in body)) throw invalidResponse(response.status, `JSON without "${key}"`, requestId, ctx);
  return answer(body[key], requestId);
}
