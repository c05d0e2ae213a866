// Body reading, JSON responses, error helpers shared by all routes.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const MAX_BODY_BYTES = 1024 * 1024;

/** An error that becomes a management-API error envelope `{status, error, requestId}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** Upper-case reason code, e.g. BAD_REQUEST. */
    readonly code: string,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(`${code}: ${detail}`);
  }
}

export const badRequest = (detail: string) => new ApiError(400, 'BAD_REQUEST', detail);
export const unauthorized = (detail: string) => new ApiError(401, 'UNAUTHORIZED', detail);
export const forbidden = (detail: string) => new ApiError(403, 'FORBIDDEN', detail);
export const notFound = (detail: string) => new ApiError(404, 'NOT_FOUND', detail);
/**
 * A well-formed id that names nothing: 400, as the management API answers it (real-apis.md,
 * "Errors": "400 (validation, and also a well-formed id that does not exist)"). 404 stays for paths
 * that are not routes at all.
 */
export const noSuchId = (detail: string) => new ApiError(400, 'BAD_REQUEST', detail);
export const methodNotAllowed = (allow: string[]) => new ApiError(405, 'METHOD_NOT_ALLOWED', `use ${allow.join(', ')}`, { Allow: allow.join(', ') });
export const failedDependency = (detail: string) => new ApiError(424, 'FAILED_DEPENDENCY', detail);

/** Result of reading a request body. */
export type BodyResult = { kind: 'ok'; text: string } | { kind: 'tooLarge' } | { kind: 'aborted' };
/** Result of reading a request body as the bytes that came (the console server's proxy passes them on unchanged). */
export type BodyBytesResult = { kind: 'ok'; bytes: Buffer } | { kind: 'tooLarge' } | { kind: 'aborted' };

/** Reads the request body as UTF-8 text (readBodyBytes). */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  const body = await readBodyBytes(req, limit);
  return body.kind === 'ok' ? { kind: 'ok', text: body.bytes.toString('utf8') } : body;
}

/**
 * Reads the raw request body (no body parser sits in front of the middleware), byte for byte.
 * Stops reading once more than `limit` bytes arrived or Content-Length announces more.
 */
export function readBodyBytes(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<BodyBytesResult> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      resolve({ kind: 'tooLarge' });
      return;
    }
    // A body parser may have run already (some dev servers): use what it left. (`complete` alone
    // is not enough: a body that arrived while the request waited, e.g. a delay fault, is complete
    // but still unread.)
    const pre = (req as IncomingMessage & { body?: unknown }).body;
    if (req.readableEnded) {
      if (typeof pre === 'string') return resolve({ kind: 'ok', bytes: Buffer.from(pre, 'utf8') });
      if (Buffer.isBuffer(pre)) return resolve({ kind: 'ok', bytes: pre });
      if (pre !== undefined && typeof pre === 'object') return resolve({ kind: 'ok', bytes: Buffer.from(JSON.stringify(pre), 'utf8') });
      return resolve({ kind: 'ok', bytes: Buffer.alloc(0) });
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (r: BodyBytesResult) => {
      if (done) return;
      done = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
      resolve(r);
    };
    const onData = (chunk: Buffer | string) => {
      const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buf.length;
      if (size > limit) {
        chunks.length = 0;
        req.pause();
        finish({ kind: 'tooLarge' });
        return;
      }
      chunks.push(buf);
    };
    const onEnd = () => finish({ kind: 'ok', bytes: Buffer.concat(chunks) });
    const onError = () => finish({ kind: 'aborted' });
    const onClose = () => {
      if (!req.complete) finish({ kind: 'aborted' });
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/**
 * After answering 413 the rest of the body is not parsed: discard what still arrives for a
 * short while (so the client can read the answer), then close the connection.
 */
export function discardRestAndClose(req: IncomingMessage, res: ServerResponse): void {
  const socket = req.socket;
  res.on('finish', () => {
    req.on('data', () => undefined);
    req.on('error', () => undefined);
    req.resume();
    const timer = setTimeout(() => socket.destroy(), 1000);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  sendJsonText(res, status, JSON.stringify(body), headers);
}

/** A JSON answer already serialized (answer-json.ts), as text or as the UTF-8 bytes of its parts in order. */
export function sendJsonText(res: ServerResponse, status: number, text: string | readonly Buffer[], headers: Record<string, string> = {}): void {
  if (res.headersSent || res.writableEnded) return;
  const parts = typeof text === 'string' ? [Buffer.from(text, 'utf8')] : text;
  res.statusCode = status;
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader(
    'Content-Length',
    parts.reduce((n, part) => n + part.length, 0),
  );
  res.setHeader('Cache-Control', 'no-store');
  // One end() with the whole body (a fault may stand in for end: server.ts).
  res.end(parts.length === 1 ? parts[0] : Buffer.concat(parts));
}

export function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.writableEnded) return;
  res.statusCode = status;
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

export const newRequestId = (): string => randomUUID();

/** Why a change is answered 500: its EMULATOR_DATA write failed, and the change was undone (persist.ts). */
export function notSavedDetail(err: unknown): string {
  const code = err instanceof Error && 'code' in err && typeof err.code === 'string' ? ` (${err.code})` : '';
  return `the change could not be written to EMULATOR_DATA${code}, so it was not made; the state is as the last successful write left it`;
}

/** The management-API error of a request whose write failed. */
export const notSaved = (err: unknown) => new ApiError(500, 'INTERNAL_ERROR', notSavedDetail(err));

/** A control answer sent once `saved` (the write holding the change) is durable; `{error}` 500 if it failed. */
export async function sendJsonWhenSaved(res: ServerResponse, saved: Promise<void>, body: unknown): Promise<void> {
  try {
    await saved;
  } catch (err) {
    return sendJson(res, 500, { error: notSavedDetail(err) });
  }
  sendJson(res, 200, body);
}

/**
 * The management API's success envelope `{status: 200, requestId, result}` around a result
 * already serialized (answer-json.ts), as the bytes of its parts; without a result (undefined:
 * the deletes) `{status, requestId}`. The same bytes as JSON.stringify of the envelope.
 */
export function okParts(result: Buffer | undefined, requestId: string): Buffer[] {
  const head = `{"status":200,"requestId":${JSON.stringify(requestId)}`;
  return result === undefined ? [Buffer.from(`${head}}`)] : [Buffer.from(`${head},"result":`), result, Buffer.from('}')];
}

export function errorBody(err: ApiError, requestId: string): { status: number; error: string; requestId: string } {
  return { status: err.status, error: `${err.code}: ${err.detail}`, requestId };
}

/**
 * Parses a JSON request body that must be an object. Throws ApiError(400) otherwise.
 * `text` is the raw body as read by readBody.
 */
export function parseJsonObject(text: string): Record<string, unknown> {
  if (text.trim() === '') throw badRequest('request body: must be a JSON object, got an empty body');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('request body: malformed JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(`request body: must be a JSON object, got ${value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value}`);
  }
  return value as Record<string, unknown>;
}

export const nowIso = (ms = Date.now()): string => new Date(ms).toISOString();

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string): boolean => UUID_RE.test(s);
