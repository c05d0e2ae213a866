/**
 * Turns a failed exchange (HTTP error, unreadable body, network failure, timeout, abort) into one
 * ApiError. Server text is scrubbed of every credential before it is kept.
 */
import type { Credentials } from './client';
import { ApiError, parseServerError } from './errors';
import { formatSeconds, messageFor } from './messages';
import { retryAfterMs } from './retry';

/** Longest plain-text error body kept as server text (longer ones are pages, not messages). */
const MAX_PLAIN_TEXT = 500;

export interface ErrorContext {
  method: string;
  path: string;
  base: string;
  credentials: Credentials | null;
  envelope: 'management' | 'alerts';
  secrets: string[];
  timeoutMs: number;
}

export type ParsedBody = { kind: 'json'; value: unknown } | { kind: 'empty' } | { kind: 'text'; text: string };

export function parseBody(text: string): ParsedBody {
  const t = text.trim();
  if (t === '') return { kind: 'empty' };
  try {
    return { kind: 'json', value: JSON.parse(t) as unknown };
  } catch {
    return { kind: 'text', text: t };
  }
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Strings that must never appear in an error: secret, token, and the encoded header value. */
export function secretStrings(c: Credentials | null, encodedHeader: string | undefined): string[] {
  if (!c) return [];
  const out = c.scheme === 'basic' ? [c.keySecret, encodedHeader ?? ''] : [c.token];
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

export function abortedError(ctx: ErrorContext): ApiError {
  return new ApiError({ kind: 'aborted', message: 'The request was cancelled.', method: ctx.method, path: ctx.path });
}

/** Methods that change something: when their reply is lost, the change may still have been made. */
const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
const CHECK_FIRST = 'Check whether it took effect before sending it again.';

/**
 * A clear refusal: a 4xx says the server did not do it (a rule broken, not allowed, not found, a
 * conflict, too many requests). Every other answer to a write leaves it open: a 5xx (the API's own,
 * or a proxy's 502 or 504 once the request has left for the API) may come after the change was
 * kept, as may a reset connection or a timeout (docs/faults.md).
 */
export function isClearRefusal(status: number): boolean {
  return status >= 400 && status <= 499;
}

/** Whether a write that failed with this status (0: no answer) may still have been applied. */
export function writeMayHaveBeenApplied(method: string, status: number): boolean {
  return WRITES.has(method.toUpperCase()) && !isClearRefusal(status);
}

export function timeoutError(ctx: ErrorContext): ApiError {
  const within = formatSeconds(ctx.timeoutMs);
  const write = writeMayHaveBeenApplied(ctx.method, 0);
  return new ApiError({
    kind: 'timeout',
    message: write
      ? `The server did not answer within ${within}, so this request may have been applied: it was sent, only the reply is missing. ${CHECK_FIRST}`
      : `The server did not answer within ${within}. Try again.`,
    method: ctx.method,
    path: ctx.path,
    mayHaveBeenApplied: write,
  });
}

export function networkError(ctx: ErrorContext, cause: unknown): ApiError {
  const write = writeMayHaveBeenApplied(ctx.method, 0);
  return new ApiError({
    kind: 'network',
    message: write
      ? `The connection to ${originFor(ctx.base)} failed before the reply arrived, so this request may have been applied. ${CHECK_FIRST}`
      : `Could not reach ${originFor(ctx.base)}. Check the URL and your connection.`,
    method: ctx.method,
    path: ctx.path,
    mayHaveBeenApplied: write,
    cause,
  });
}

export function invalidResponse(status: number, what: string, requestId: string | undefined, ctx: ErrorContext): ApiError {
  return new ApiError({
    kind: 'invalid-response',
    status,
    message: `The server sent a response the console could not read (status ${status}, ${what}). A proxy may be in the way.`,
    method: ctx.method,
    path: ctx.path,
    ...(requestId !== undefined ? { requestId } : {}),
  });
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

/**
 * A write answered with an error that is not a refusal (a 5xx): the answer does not say whether
 * the change was made before the failure, so it is not offered as "try again".
 */
function appliedMessage(status: number, requestId: string | undefined): string {
  const gateway = status === 502 || status === 504 ? ' (a gateway between the console and the API)' : '';
  return `The request was sent and the answer was an error (${status}${gateway}), which does not say whether it was applied: it may have been. ${CHECK_FIRST}${
    requestId ? ' If it was not, and it keeps failing, contact support and quote the request id.' : ''
  }`;
}

/**
 * A non-2xx answer; keeps the wait the server asked for (429, 503) on the error. A write answered
 * anything but a clear refusal (isClearRefusal) may have been applied.
 */
export function httpError(response: Response, text: string, ctx: ErrorContext): ApiError {
  const status = response.status;
  const parsed = parseBody(text);
  const bodyRequestId = parsed.kind === 'json' && isRecord(parsed.value) && typeof parsed.value.requestId === 'string' ? parsed.value.requestId : undefined;
  const requestId = bodyRequestId ?? response.headers.get('x-request-id') ?? undefined;
  const rawText = serverTextOf(parsed);
  const serverMessage = rawText === undefined ? undefined : scrub(rawText, ctx.secrets);
  const { code, field, detail } = serverMessage ? parseServerError(serverMessage, status === 400) : {};
  const unreadable = parsed.kind !== 'json' && serverMessage === undefined;
  const wait = status === 429 || status === 503 ? retryAfterMs(response.headers) : undefined;
  const applied = writeMayHaveBeenApplied(ctx.method, status);
  return new ApiError({
    kind: 'http',
    status,
    message: applied ? appliedMessage(status, requestId) : messageFor(status, { field, detail, requestId, unreadable, ctx }),
    method: ctx.method,
    path: ctx.path,
    mayHaveBeenApplied: applied,
    ...(requestId !== undefined ? { requestId } : {}),
    ...(code !== undefined ? { code } : {}),
    ...(field !== undefined ? { field } : {}),
    ...(detail !== undefined ? { detail } : {}),
    ...(serverMessage !== undefined ? { serverMessage } : {}),
    ...(wait !== undefined ? { retryAfterMs: wait } : {}),
  });
}
