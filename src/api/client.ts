/**
 * Small fetch client for the two APIs the console talks to.
 *
 * - management: `Authorization: Basic base64(keyId:keySecret)`, success `{status, requestId, result}`,
 *   errors `{status, error: "CODE: field: text", requestId}`.
 * - alerts: `Authorization: Bearer <token>`, success `{data}`, errors `{message}`; a 401 is the
 *   plain text `Unauthorized`.
 *
 * Every failure becomes one ApiError (see errors.ts). Only GET is retried: on 429 (after the
 * rate-limit reset + 1 s), on 5xx and on network failures, with exponential backoff, at most
 * `maxRetries` times. POST, PATCH and DELETE are sent exactly once. A caller abort stops at once.
 * Credentials never go into a URL, an error message or a log line.
 */
import { basicAuthHeader } from './basicAuth';
import { ApiError, parseServerError, type ApiErrorKind } from './errors';
import { backoffDelay, defaultSleep, rateLimitDelay } from './retry';

export type Credentials =
  | { scheme: 'basic'; keyId: string; keySecret: string }
  | { scheme: 'bearer'; token: string };

export interface ApiClientOptions {
  /** '' or '/' means same origin; a trailing slash is tolerated. */
  baseUrl: string | (() => string);
  /** Read at call time; null sends the request without Authorization. */
  credentials: () => Credentials | null;
  /** management unwraps `.result`, alerts unwraps `.data`. */
  envelope: 'management' | 'alerts';
  /** Per attempt; default 30 000. */
  timeoutMs?: number;
  /** Default 3; applies to reads (GET) only. */
  maxRetries?: number;
  /** Default globalThis.fetch. */
  fetchImpl?: typeof fetch;
  /** Injectable for tests; should reject when `signal` aborts (the client re-checks anyway). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Called on any 401 before the error is thrown. */
  onUnauthorized?: (error: ApiError) => void;
}

export interface RequestOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

export interface ApiClient {
  get<T>(path: string, opts?: RequestOptions): Promise<T>;
  post<T>(path: string, body: unknown, opts?: RequestOptions): Promise<T>;
  patch<T>(path: string, body: unknown, opts?: RequestOptions): Promise<T>;
  delete<T>(path: string, opts?: RequestOptions): Promise<T>;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_RETRIES = 3;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Longest plain-text error body kept as server text (longer ones are pages, not messages). */
const MAX_PLAIN_TEXT = 500;

type AttemptResult =
  | { ok: true; response: Response; text: string }
  | { ok: false; error: ApiError };

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl: typeof fetch =
    options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = options.sleep ?? defaultSleep;
  const envelopeKey = options.envelope === 'management' ? 'result' : 'data';

  async function request<T>(
    method: Method,
    path: string,
    body: { value: unknown } | undefined,
    opts: RequestOptions = {},
  ): Promise<T> {
    const base = resolveBase(options.baseUrl);
    const url = joinUrl(base, path);
    const credentials = options.credentials();
    const secrets = secretStrings(credentials);
    const timeoutMs = opts.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const maxRetries = method === 'GET' ? Math.max(0, Math.floor(options.maxRetries ?? DEFAULT_MAX_RETRIES)) : 0;
    const callerSignal = opts.signal;
    const ctx: ErrorContext = { method, path, base, credentials, envelope: options.envelope, secrets, timeoutMs };

    const headers = new Headers({ Accept: 'application/json' });
    let payload: string | undefined;
    if (body !== undefined && body.value !== undefined) {
      payload = JSON.stringify(body.value);
      headers.set('Content-Type', 'application/json');
    }
    for (const [k, v] of Object.entries(opts.headers ?? {})) headers.set(k, v);
    if (credentials) headers.set('Authorization', authorizationValue(credentials));

    const wait = async (ms: number): Promise<void> => {
      try {
        await sleep(ms, callerSignal);
      } catch {
        // An injected sleep may reject for its own reasons; only an abort ends the call.
      }
      if (callerSignal?.aborted) throw abortedError(ctx);
    };

    for (let attempt = 0; ; attempt++) {
      if (callerSignal?.aborted) throw abortedError(ctx);
      const r = await attemptOnce(fetchImpl, url, method, headers, payload, callerSignal, timeoutMs, ctx);
      if (!r.ok) {
        if (r.error.kind === 'network' && attempt < maxRetries) {
          await wait(backoffDelay(attempt));
          continue;
        }
        throw r.error;
      }
      const { response, text } = r;
      if (response.status >= 200 && response.status < 300) {
        return unwrapSuccess<T>(response, text, envelopeKey, ctx);
      }
      if (attempt < maxRetries) {
        if (response.status === 429) {
          await wait(rateLimitDelay(response.headers, attempt));
          continue;
        }
        if (isRetryable5xx(response.status)) {
          await wait(backoffDelay(attempt));
          continue;
        }
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
  }

  return {
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, undefined, opts),
    post: <T>(path: string, body: unknown, opts?: RequestOptions) => request<T>('POST', path, { value: body }, opts),
    patch: <T>(path: string, body: unknown, opts?: RequestOptions) => request<T>('PATCH', path, { value: body }, opts),
    delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, undefined, opts),
  };
}

// ---------------------------------------------------------------------------------------------
// One attempt: fetch + read the body under a per-attempt timeout combined with the caller signal.

async function attemptOnce(
  fetchImpl: typeof fetch,
  url: string,
  method: Method,
  headers: Headers,
  payload: string | undefined,
  callerSignal: AbortSignal | undefined,
  timeoutMs: number,
  ctx: ErrorContext,
): Promise<AttemptResult> {
  const timeoutCtl = new AbortController();
  let timedOut = false;
  const timer =
    Number.isFinite(timeoutMs) && timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          timeoutCtl.abort(makeAbortReason('TimeoutError', 'The request timed out.'));
        }, timeoutMs)
      : undefined;
  const combined = callerSignal ? combineSignals(callerSignal, timeoutCtl.signal) : { signal: timeoutCtl.signal, dispose() {} };

  const classify = (cause: unknown): ApiError => {
    if (callerSignal?.aborted) return abortedError(ctx);
    if (timedOut) return timeoutError(ctx);
    return networkError(ctx, cause);
  };

  try {
    let response: Response;
    try {
      const init: RequestInit = { method, headers, signal: combined.signal };
      if (payload !== undefined) init.body = payload;
      response = await fetchImpl(url, init);
    } catch (e) {
      return { ok: false, error: classify(e) };
    }
    let text: string;
    try {
      text = await response.text();
    } catch (e) {
      return { ok: false, error: classify(e) };
    }
    return { ok: true, response, text };
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    combined.dispose();
  }
}

function combineSignals(a: AbortSignal, b: AbortSignal): { signal: AbortSignal; dispose(): void } {
  const any = (AbortSignal as unknown as { any?: (signals: AbortSignal[]) => AbortSignal }).any;
  if (typeof any === 'function') return { signal: any.call(AbortSignal, [a, b]), dispose() {} };
  const ctl = new AbortController();
  const onA = () => ctl.abort(a.reason);
  const onB = () => ctl.abort(b.reason);
  if (a.aborted) onA();
  else if (b.aborted) onB();
  else {
    a.addEventListener('abort', onA, { once: true });
    b.addEventListener('abort', onB, { once: true });
  }
  return {
    signal: ctl.signal,
    dispose() {
      a.removeEventListener('abort', onA);
      b.removeEventListener('abort', onB);
    },
  };
}

function makeAbortReason(name: string, message: string): Error {
  if (typeof DOMException === 'function') return new DOMException(message, name);
  const e = new Error(message);
  e.name = name;
  return e;
}

function isRetryable5xx(status: number): boolean {
  return status >= 500 && status <= 599 && status !== 501 && status !== 505;
}

// ---------------------------------------------------------------------------------------------
// URLs and credentials

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

/** Strings that must never appear in an error: secret, token, and the encoded header value. */
function secretStrings(c: Credentials | null): string[] {
  if (!c) return [];
  const out: string[] = [];
  if (c.scheme === 'basic') {
    out.push(c.keySecret, basicAuthHeader(c.keyId, c.keySecret).slice('Basic '.length));
  } else {
    out.push(c.token);
  }
  // Longest first so a secret inside the encoded value does not leave a partial match.
  return out.filter((s) => s.length >= 3).sort((x, y) => y.length - x.length);
}

function scrub(text: string, secrets: string[]): string {
  let out = text;
  for (const s of secrets) out = out.split(s).join('[redacted]');
  return out;
}

function originFor(base: string): string {
  if (base !== '') {
    try {
      // URL.origin never includes user:password.
      const origin = new URL(base).origin;
      if (origin && origin !== 'null') return origin;
    } catch {
      // relative base (same-origin proxy path): fall through
    }
  }
  const loc = (globalThis as { location?: { origin?: string } }).location;
  return loc?.origin && loc.origin !== 'null' ? loc.origin : 'the server';
}

// ---------------------------------------------------------------------------------------------
// Errors

interface ErrorContext {
  method: Method;
  path: string;
  base: string;
  credentials: Credentials | null;
  envelope: ApiClientOptions['envelope'];
  secrets: string[];
  timeoutMs: number;
}

function abortedError(ctx: ErrorContext): ApiError {
  return new ApiError({ kind: 'aborted', message: 'The request was cancelled.', method: ctx.method, path: ctx.path });
}

function timeoutError(ctx: ErrorContext): ApiError {
  return new ApiError({
    kind: 'timeout',
    message: `The server did not answer within ${formatSeconds(ctx.timeoutMs)}. Try again.`,
    method: ctx.method,
    path: ctx.path,
  });
}

function networkError(ctx: ErrorContext, cause: unknown): ApiError {
  return new ApiError({
    kind: 'network',
    message: `Could not reach ${originFor(ctx.base)}. Check the URL and your connection.`,
    method: ctx.method,
    path: ctx.path,
    cause,
  });
}

function formatSeconds(ms: number): string {
  const s = Math.round(ms / 100) / 10;
  return s === 1 ? '1 second' : `${s} seconds`;
}

type ParsedBody = { kind: 'json'; value: unknown } | { kind: 'empty' } | { kind: 'text'; text: string };

function parseBody(text: string): ParsedBody {
  const t = text.trim();
  if (t === '') return { kind: 'empty' };
  try {
    return { kind: 'json', value: JSON.parse(t) as unknown };
  } catch {
    return { kind: 'text', text: t };
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function invalidResponse(status: number, what: string, requestId: string | undefined, ctx: ErrorContext): ApiError {
  return new ApiError({
    kind: 'invalid-response',
    status,
    message: `The server sent a response the console could not read (status ${status}, ${what}). A proxy may be in the way.`,
    method: ctx.method,
    path: ctx.path,
    ...(requestId !== undefined ? { requestId } : {}),
  });
}

function unwrapSuccess<T>(response: Response, text: string, key: 'result' | 'data', ctx: ErrorContext): T {
  const headerRequestId = response.headers.get('x-request-id') ?? undefined;
  if (response.status === 204 || response.status === 205) return undefined as T;
  const parsed = parseBody(text);
  if (parsed.kind === 'empty') throw invalidResponse(response.status, 'empty body', headerRequestId, ctx);
  if (parsed.kind === 'text') throw invalidResponse(response.status, 'not JSON', headerRequestId, ctx);
  const body = parsed.value;
  const requestId = isRecord(body) && typeof body.requestId === 'string' ? body.requestId : headerRequestId;
  if (!isRecord(body) || !(key in body)) {
    throw invalidResponse(response.status, `JSON without "${key}"`, requestId, ctx);
  }
  return body[key] as T;
}

/** Ends the text with a full stop; capitalises it unless it starts with a field path. */
function sentence(s: string, capitalise = true): string {
  const t = s.trim();
  if (t === '') return t;
  const first = capitalise ? t[0].toUpperCase() + t.slice(1) : t;
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

function stripEndPunctuation(s: string): string {
  return s.trim().replace(/[.!?]+$/, '');
}

function serverTextOf(parsed: ParsedBody): string | undefined {
  if (parsed.kind === 'json') {
    const b = parsed.value;
    if (!isRecord(b)) return typeof b === 'string' && b.trim() !== '' ? b.trim() : undefined;
    if (typeof b.error === 'string' && b.error.trim() !== '') return b.error.trim();
    if (isRecord(b.error) && typeof b.error.message === 'string') return b.error.message.trim();
    if (typeof b.message === 'string' && b.message.trim() !== '') return b.message.trim();
    return undefined;
  }
  if (parsed.kind === 'text') {
    // A short plain-text answer (the alert API's 401 `Unauthorized`) is a message; an HTML page
    // from a proxy is not.
    const t = parsed.text;
    if (t.length <= MAX_PLAIN_TEXT && !t.startsWith('<')) return t;
  }
  return undefined;
}

function httpError(response: Response, text: string, ctx: ErrorContext): ApiError {
  const status = response.status;
  const parsed = parseBody(text);
  const bodyRequestId =
    parsed.kind === 'json' && isRecord(parsed.value) && typeof parsed.value.requestId === 'string'
      ? parsed.value.requestId
      : undefined;
  const requestId = bodyRequestId ?? response.headers.get('x-request-id') ?? undefined;
  const rawText = serverTextOf(parsed);
  const serverMessage = rawText === undefined ? undefined : scrub(rawText, ctx.secrets);
  const { code, field, detail } = serverMessage ? parseServerError(serverMessage, status === 400) : {};
  const unreadable = parsed.kind !== 'json' && serverMessage === undefined;

  const message = messageFor(status, { field, detail, requestId, unreadable, ctx });
  const kind: ApiErrorKind = 'http';
  return new ApiError({
    kind,
    status,
    message,
    method: ctx.method,
    path: ctx.path,
    ...(requestId !== undefined ? { requestId } : {}),
    ...(code !== undefined ? { code } : {}),
    ...(field !== undefined ? { field } : {}),
    ...(detail !== undefined ? { detail } : {}),
    ...(serverMessage !== undefined ? { serverMessage } : {}),
  });
}

function messageFor(
  status: number,
  m: { field?: string; detail?: string; requestId?: string; unreadable: boolean; ctx: ErrorContext },
): string {
  const { detail, field, requestId, unreadable, ctx } = m;
  const inParens = detail ? ` (${stripEndPunctuation(detail)})` : '';
  const bearer = ctx.credentials?.scheme === 'bearer' || (ctx.credentials === null && ctx.envelope === 'alerts');
  switch (status) {
    case 400:
      if (detail) return field ? sentence(`${field}: ${detail}`, false) : sentence(detail);
      return unreadable
        ? 'The request was rejected (400) and the server gave no readable reason. Check the values and try again.'
        : 'The request was rejected (400). Check the values and try again.';
    case 401:
      if (ctx.credentials === null) return 'The request was sent without credentials. Sign in first.';
      return bearer
        ? 'The access token was not accepted (wrong, revoked or expired). Sign in again with a valid token.'
        : 'The key was not accepted (wrong key ID or secret, disabled or expired). Sign in again with a valid key.';
    case 403:
      return bearer
        ? `This access token is not allowed to do this${inParens}. Use a token with access to this resource.`
        : "This key's role does not allow this action. Use a key with the admin role.";
    case 404:
      return 'Not found: it may have been deleted, or the ID is wrong.';
    case 409:
      return `The change conflicts with the current state${inParens}. Reload to see the current state, then try again.`;
    case 413:
      return 'The request is too large for the server. Send less data and try again.';
    case 424:
      return `The service is not running${inParens}. Start the service or wait until it is running, then try again.`;
    case 429:
      return ctx.envelope === 'alerts'
        ? 'Too many requests: the API allows 100 requests per minute. Wait a moment and try again.'
        : 'Too many requests: the API allows 10 requests per 10 seconds. Wait a moment and try again.';
  }
  if (status >= 500) {
    const id = requestId ? ` ${requestId}` : '';
    return `The server failed (${status}). Try again in a moment; if it persists, contact support with the request id${id}.`;
  }
  if (unreadable) {
    return `The request failed (${status}) and the server sent a response the console could not read (not JSON). A proxy may be in the way.`;
  }
  return `The request failed (${status})${detail ? `: ${stripEndPunctuation(detail)}` : ''}. Check the request and try again.`;
}
