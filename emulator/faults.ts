// Fault injection and the request log behind /__emulator/faults and /__emulator/requests.

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
   * Applies the request, then answers the fault's status (and body, text, headers) instead of the
   * real reply: a gateway or proxy failing after the server committed (a 500 or 502 "after
   * commit"). Only a test asks for it; the emulator itself never answers an error for a change it
   * kept.
   */
  afterApply: boolean;
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
  afterApply?: unknown;
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
  const allowed = new Set(['method', 'path', 'count', 'status', 'body', 'text', 'headers', 'delayMs', 'dropReply', 'afterApply', 'organizationId']);
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
  if (f.afterApply !== undefined && typeof f.afterApply !== 'boolean') return 'afterApply must be true or false';
  const afterApply = f.afterApply === true;
  if (afterApply && (f.status === undefined || dropReply))
    return "afterApply answers the fault's status once the request is applied: give a status, and no dropReply";
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
    afterApply,
    ...(f.organizationId !== undefined ? { organizationId: (f.organizationId as string).toLowerCase() } : {}),
  };
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
