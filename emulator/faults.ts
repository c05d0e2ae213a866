// Fault injection and the request log behind /__emulator/faults and /__emulator/requests.
//
// What a fault can do to a request (docs/faults.md has the console's promise they test):
// - answer `status` instead of handling it (nothing applied: a refusal, or a failure before commit);
// - `afterCommit`: handle it (the change is kept), then answer `status` instead of the real reply
//   (a 500 of a server whose reply failed after the commit, a gateway's 502 or 504);
// - `dropReply`: handle it, then close the connection mid-reply (a reset after the commit);
// - `delayMs`: wait first. A request that is then handled is applied even if its caller gave up
//   meanwhile (its body is read before the wait): a commit after the caller's timeout.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBodyBytes, sendJson, sendText } from './http.js';

export interface Fault {
  method: string;
  /** Exact path, or a prefix when it ends with '*'. */
  path: string;
  remaining: number;
  status?: number;
  body?: unknown;
  text?: string;
  headers: Record<string, string>;
  delayMs: number;
  /**
   * Applies the request, then closes the connection in the middle of the reply (its headers and
   * part of its body sent): the caller cannot know whether it was applied (a lost reply).
   */
  dropReply: boolean;
  /**
   * With `status`: applies the request as usual, then answers `status` (with `body`, `text`,
   * `headers`) in place of its real reply: the change is kept, the caller is told it failed.
   */
  afterCommit: boolean;
  /** Only requests whose credentials belong to this organization (see callers.ts); any when absent. */
  organizationId?: string;
}

export interface FaultInput {
  method?: unknown;
  path?: unknown;
  count?: unknown;
  status?: unknown;
  body?: unknown;
  text?: unknown;
  headers?: unknown;
  delayMs?: unknown;
  dropReply?: unknown;
  afterCommit?: unknown;
  organizationId?: unknown;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', '*']);
const MAX_DELAY_MS = 120_000;
/** Bounds of what a fault may answer with, and of how many faults may wait at once. */
export const MAX_FAULT_BODY_BYTES = 64 * 1024;
export const MAX_FAULT_BODY_DEPTH = 32;
export const MAX_FAULTS = 100;
export const MAX_FAULT_PATH_LENGTH = 2048;

/** Nesting depth of a JSON value (a scalar is 0), counted without recursion. */
function jsonDepth(value: unknown): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    max = Math.max(max, depth + 1);
    if (max > MAX_FAULT_BODY_DEPTH) return max;
    for (const child of Object.values(v as Record<string, unknown>)) stack.push([child, depth + 1]);
  }
  return max;
}

/** Validates a fault description; returns the fault or an error message. */
export function parseFault(input: unknown): Fault | string {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return 'body must be a JSON object';
  const f = input as FaultInput;
  const allowed = new Set(['method', 'path', 'count', 'status', 'body', 'text', 'headers', 'delayMs', 'dropReply', 'afterCommit', 'organizationId']);
  const unknown = Object.keys(f).filter((k) => !allowed.has(k));
  if (unknown.length > 0) return `unknown field "${unknown[0]}"`;
  const method = typeof f.method === 'string' ? f.method.toUpperCase() : undefined;
  if (!method || !METHODS.has(method)) return 'method must be an HTTP method (or "*")';
  if (typeof f.path !== 'string' || !f.path.startsWith('/')) return 'path must be a string starting with "/"';
  if (f.path.length > MAX_FAULT_PATH_LENGTH) return `path must be at most ${MAX_FAULT_PATH_LENGTH} characters`;
  const count = f.count === undefined ? 1 : f.count;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 1_000_000) {
    return 'count must be a whole number >= 1';
  }
  if (f.status !== undefined && (typeof f.status !== 'number' || !Number.isInteger(f.status) || f.status < 200 || f.status > 599)) {
    return 'status must be a whole number between 200 and 599';
  }
  if (f.text !== undefined && typeof f.text !== 'string') return 'text must be a string';
  if (f.body !== undefined && jsonDepth(f.body) > MAX_FAULT_BODY_DEPTH) return `body must be nested at most ${MAX_FAULT_BODY_DEPTH} levels deep`;
  const size = Buffer.byteLength(f.text !== undefined ? String(f.text) : f.body !== undefined ? JSON.stringify(f.body) : '');
  if (size > MAX_FAULT_BODY_BYTES) return `body or text must be at most ${MAX_FAULT_BODY_BYTES / 1024} KiB`;
  if (f.text !== undefined && f.body !== undefined) return 'give either body or text, not both';
  const headers: Record<string, string> = {};
  if (f.headers !== undefined) {
    if (f.headers === null || typeof f.headers !== 'object' || Array.isArray(f.headers)) return 'headers must be an object';
    if (Object.keys(f.headers).length > 50) return 'headers: at most 50';
    for (const [k, v] of Object.entries(f.headers as Record<string, unknown>)) {
      if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(k)) return `header name "${k}" is invalid`;
      const value = typeof v === 'number' ? String(v) : v;
      if (typeof value !== 'string' || /[\r\n\0]/.test(value)) return `header "${k}" must be a string`;
      if (value.length > 8192) return `header "${k}" must be at most 8192 characters`;
      headers[k] = value;
    }
  }
  const delayMs = f.delayMs === undefined ? 0 : f.delayMs;
  if (typeof delayMs !== 'number' || !Number.isFinite(delayMs) || delayMs < 0 || delayMs > MAX_DELAY_MS) {
    return `delayMs must be a number between 0 and ${MAX_DELAY_MS}`;
  }
  if (f.organizationId !== undefined && (typeof f.organizationId !== 'string' || !UUID_RE.test(f.organizationId))) {
    return 'organizationId must be a uuid';
  }
  if (f.dropReply !== undefined && typeof f.dropReply !== 'boolean') return 'dropReply must be true or false';
  const dropReply = f.dropReply === true;
  if (dropReply && (f.status !== undefined || f.body !== undefined || f.text !== undefined || f.headers !== undefined)) {
    return 'dropReply loses the real reply: give no status, body, text or headers with it';
  }
  if (f.afterCommit !== undefined && typeof f.afterCommit !== 'boolean') return 'afterCommit must be true or false';
  const afterCommit = f.afterCommit === true;
  if (afterCommit && f.status === undefined) return 'afterCommit needs a status: the answer given in place of the real reply';
  if (afterCommit && dropReply) return 'give either afterCommit (a status after the commit) or dropReply (no reply after the commit), not both';
  if (f.status === undefined && delayMs === 0 && !dropReply) return 'give a status (to answer), a delayMs (to slow down) or dropReply, or a combination';
  if (f.status === undefined && (f.body !== undefined || f.text !== undefined || f.headers !== undefined)) {
    return 'body, text and headers need a status';
  }
  return {
    method,
    path: f.path,
    remaining: count,
    status: f.status as number | undefined,
    body: f.body,
    text: f.text as string | undefined,
    headers,
    delayMs,
    dropReply,
    afterCommit,
    ...(f.organizationId !== undefined ? { organizationId: (f.organizationId as string).toLowerCase() } : {}),
  };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The fault's own answer (status, headers, and `text`, `body` or nothing). */
function answerFault(res: ServerResponse, f: Fault): void {
  const status = f.status ?? 500;
  if (f.text !== undefined) return sendText(res, status, f.text, f.headers);
  if (f.body === undefined) {
    res.statusCode = status;
    for (const [k, v] of Object.entries(f.headers)) res.setHeader(k, v);
    res.end();
    return;
  }
  sendJson(res, status, f.body, f.headers);
}

/**
 * A lost reply: the request is handled (and applied) as usual, but once the answer is ready only
 * its status line, headers and the first half of its body are written before the connection is
 * closed. Sending part of the answer (not nothing) matters: a browser may silently send a request
 * again on a reused connection that closed before any byte of the reply arrived.
 */
function dropReplyOf(res: ServerResponse): void {
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const text = typeof chunk === 'string' || Buffer.isBuffer(chunk) ? Buffer.from(chunk) : Buffer.alloc(0);
    const done = rest.find((r): r is () => void => typeof r === 'function');
    res.setHeader('Content-Length', String(Math.max(text.length, 2)));
    res.setHeader('Connection', 'close');
    const part = text.subarray(0, Math.floor(text.length / 2));
    res.write(part.length > 0 ? part : ' ', () => {
      res.socket?.destroy();
      done?.();
    });
    return res;
  }) as ServerResponse['end'];
}

/**
 * A failure after the commit: the request is handled (and applied) as usual, and when its real
 * reply is about to be sent (every answer of the emulator is headers, then one `end`), the fault's
 * answer goes out instead. The real reply's headers are dropped with it.
 */
function replaceReplyOf(res: ServerResponse, f: Fault): void {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...rest: unknown[]) => {
    res.end = end as ServerResponse['end'];
    if (res.headersSent) return end(...rest);
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    answerFault(res, f);
    const done = rest.find((r): r is () => void => typeof r === 'function');
    if (done) res.once('finish', done);
    return res;
  }) as ServerResponse['end'];
}

/**
 * Reads the request's body now and keeps it on the request, where the handlers' reader finds it
 * (readBodyBytes): a caller that gives up while the request waits (its timeout) closes the
 * connection, and the request is still applied after the wait, as a server applies a request it
 * received (from the address it came from). False (answered 413) when the body is too large to keep.
 */
async function keepBody(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  // Node keeps the peer's address once read; read now, it outlives the connection, so the key's IP
  // access list is checked against the caller's address after the wait, not against none.
  void req.socket.remoteAddress;
  const body = await readBodyBytes(req);
  if (body.kind === 'tooLarge') {
    sendJson(res, 413, { status: 413, error: 'PAYLOAD_TOO_LARGE: request body is larger than 1 MiB' });
    return false;
  }
  if (body.kind === 'ok') (req as IncomingMessage & { body?: Buffer }).body = body.bytes;
  return true;
}

/**
 * Applies a fault the request took (server.ts): 'answered' when the fault answered it, 'handle'
 * when it goes on to its handler (slowed down, or with its reply replaced or dropped).
 */
export async function applyFault(fault: Fault, req: IncomingMessage, res: ServerResponse): Promise<'answered' | 'handle'> {
  const handled = fault.status === undefined || fault.afterCommit;
  if (fault.delayMs > 0) {
    if (handled && !(await keepBody(req, res))) return 'answered';
    await sleep(fault.delayMs);
  }
  if (!handled) {
    req.resume();
    answerFault(res, fault);
    return 'answered';
  }
  if (fault.dropReply) dropReplyOf(res);
  if (fault.afterCommit) replaceReplyOf(res, fault);
  return 'handle';
}

export class FaultList {
  private faults: Fault[] = [];

  /** Room for `n` more faults under MAX_FAULTS. */
  hasRoomFor(n: number): boolean {
    return this.faults.length + n <= MAX_FAULTS;
  }

  add(f: Fault): void {
    this.faults.push(f);
  }

  /** Clears every fault, or only those scoped to `organizationId`. */
  clear(organizationId?: string): void {
    this.faults = organizationId === undefined ? [] : this.faults.filter((f) => f.organizationId !== organizationId);
  }

  /** Every fault, or only those scoped to `organizationId`. */
  list(organizationId?: string): Fault[] {
    return this.faults.filter((f) => organizationId === undefined || f.organizationId === organizationId).map((f) => ({ ...f }));
  }

  /** Takes one use of the first fault matching the request (and its caller's organization), if any. */
  take(method: string, path: string, organizationId?: string): Fault | undefined {
    const m = method.toUpperCase();
    const f = this.faults.find(
      (x) =>
        (x.method === '*' || x.method === m) &&
        (x.organizationId === undefined || x.organizationId === organizationId) &&
        (x.path.endsWith('*') ? path.startsWith(x.path.slice(0, -1)) : x.path === path),
    );
    if (!f) return undefined;
    f.remaining -= 1;
    if (f.remaining <= 0) this.faults = this.faults.filter((x) => x !== f);
    return f;
  }
}

export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
  at: string;
  /** The organization of the caller's credentials, when they name one. */
  organizationId?: string;
}

/**
 * The last `max` requests, and the last `max` of each organization apart, so a test reading its
 * own organization's requests never loses them to traffic of tests running beside it.
 */
export class RequestLog {
  private entries: LoggedRequest[] = [];
  private byOrg = new Map<string, LoggedRequest[]>();

  constructor(private readonly max = 500) {}

  private push(list: LoggedRequest[], e: LoggedRequest): void {
    list.push(e);
    if (list.length > this.max) list.splice(0, list.length - this.max);
  }

  add(e: LoggedRequest): void {
    this.push(this.entries, e);
    if (e.organizationId === undefined) return;
    let list = this.byOrg.get(e.organizationId);
    if (!list) this.byOrg.set(e.organizationId, (list = []));
    this.push(list, e);
  }

  list(organizationId?: string): LoggedRequest[] {
    return [...(organizationId === undefined ? this.entries : (this.byOrg.get(organizationId) ?? []))];
  }

  /** Clears everything, or only the requests of `organizationId`. */
  clear(organizationId?: string): void {
    if (organizationId === undefined) {
      this.entries = [];
      this.byOrg.clear();
      return;
    }
    this.byOrg.delete(organizationId);
    this.entries = this.entries.filter((e) => e.organizationId !== organizationId);
  }
}
