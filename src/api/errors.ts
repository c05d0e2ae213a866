/**
 * The one error type the API client throws.
 *
 * Every failure of a call (a non-2xx answer, an unreadable or unexpected body, a network failure,
 * a timeout, a caller abort) becomes an ApiError whose `message` is a sentence a person can act on.
 * The kind of failure is taken from the HTTP status; the server's own text is kept in
 * `serverMessage` (raw) and `code` / `field` / `detail` (parsed), but treated as display text only.
 *
 * No credentials ever appear in a message: the client scrubs the secret, token and header value
 * from any server text before it reaches this class.
 */

/**
 * `invalid-params`: a path parameter (an id from the URL) broke its schema, so nothing was sent;
 * `invalid-response`: the answer could not be read or did not have the operation's shape.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response' | 'invalid-params' | 'aborted';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  status?: number;
  method: string;
  path: string;
  requestId?: string;
  code?: string;
  field?: string;
  detail?: string;
  serverMessage?: string;
  retryAfterMs?: number;
  mayHaveBeenApplied?: boolean;
  cause?: unknown;
}

export class ApiError extends Error {
  /** HTTP status; 0 for network, timeout and aborted. */
  readonly status: number;
  /** From the body's `requestId`, else the `x-request-id` response header. */
  readonly requestId?: string;
  readonly kind: ApiErrorKind;
  /** Leading upper-case reason code of the server's `error` text, e.g. 'BAD_REQUEST'. */
  readonly code?: string;
  /** For 400s shaped "CODE: <field path>: <text>", the field path, e.g. 'numReplicas'. */
  readonly field?: string;
  /** Server text without code and field. */
  readonly detail?: string;
  readonly method: string;
  readonly path: string;
  /** Raw server text (the `error` / `message` of a JSON body, or a short plain-text body). */
  readonly serverMessage?: string;
  /** What the server asked to wait before another try (`X-RateLimit-Reset` + 1 s, or `Retry-After`). */
  readonly retryAfterMs?: number;
  /**
   * A write (POST, PATCH, PUT, DELETE) failed in a way that does not say whether it was applied:
   * anything but a clear refusal (a 4xx), so a 5xx (a proxy's 502 or 504 too), a reset
   * connection or a timeout (errorParsing.ts, isClearRefusal). Never sent again blindly: a create
   * is looked up first (components/form/lostReply.ts), an update's page reads the server again.
   */
  readonly mayHaveBeenApplied: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.method = init.method;
    this.path = init.path;
    if (init.requestId !== undefined) this.requestId = init.requestId;
    if (init.code !== undefined) this.code = init.code;
    if (init.field !== undefined) this.field = init.field;
    if (init.detail !== undefined) this.detail = init.detail;
    if (init.serverMessage !== undefined) this.serverMessage = init.serverMessage;
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
    this.mayHaveBeenApplied = init.mayHaveBeenApplied === true;
  }
}

/** The failure of a write that may have been applied all the same (see ApiError.mayHaveBeenApplied). */
export function mayHaveBeenApplied(e: unknown): boolean {
  return isApiError(e) && (e as { mayHaveBeenApplied?: unknown }).mayHaveBeenApplied === true;
}

export function isApiError(e: unknown): e is ApiError {
  if (e instanceof ApiError) return true;
  // Tolerate a second copy of this module (e.g. two bundles): recognise the shape.
  if (typeof e !== 'object' || e === null) return false;
  const o = e as Record<string, unknown>;
  return (
    o.name === 'ApiError' &&
    typeof o.message === 'string' &&
    typeof o.status === 'number' &&
    typeof o.kind === 'string' &&
    typeof o.method === 'string' &&
    typeof o.path === 'string'
  );
}

/** Parsed form of the management API's `error` text. */
export interface ParsedServerError {
  code?: string;
  field?: string;
  detail?: string;
}

const CODE_RE = /^([A-Z][A-Z0-9_]*[A-Z0-9])(?:\s*:\s*|\s*$)/;
// A field path: optional "request body." prefix, then a camelCase identifier with dotted or
// bracketed segments (ipAccessList.0.source, ipAccessList[0].source). No spaces, so prose such
// as "Current state: idle" is never mistaken for a field.
const FIELD_RE = /^(?:request\s+body\s*\.\s*)?([a-z_$][\w$]*(?:\.[\w$]+|\[\d+\])*)\s*:\s*([\s\S]*)$/;

/**
 * Splits "BAD_REQUEST: numReplicas: must be at most 20" into code, field and detail.
 * `withField` is true only for 400s; other statuses keep the whole rest as detail.
 */
export function parseServerError(text: string, withField: boolean): ParsedServerError {
  let rest = text.trim();
  const out: ParsedServerError = {};
  const m = CODE_RE.exec(rest);
  if (m) {
    out.code = m[1];
    rest = rest.slice(m[0].length).trim();
  }
  if (withField) {
    const f = FIELD_RE.exec(rest);
    if (f && f[2].trim() !== '') {
      out.field = f[1].replace(/\[(\d+)\]/g, '.$1');
      rest = f[2].trim();
    }
  }
  if (rest !== '') out.detail = rest;
  return out;
}

/**
 * A read of one item by its id that found no such item: 404, or a 400 answering a GET, which the
 * management API gives for a well-formed id that does not exist (real-apis.md, "Errors"). A GET
 * carries no body and the console checks an id's form before sending, so its 400 is about the id.
 */
export function isNoSuchItem(e: unknown): boolean {
  return isApiError(e) && e.kind === 'http' && (e.status === 404 || (e.status === 400 && e.method.toUpperCase() === 'GET'));
}
