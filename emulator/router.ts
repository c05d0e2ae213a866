// The emulator's route table, derived from the operations table (src/contract/operations.ts):
// handlers are registered by operation id; paths, methods and path-parameter rules come from the
// table, never from a second list here.
import type { IncomingMessage } from 'node:http';
import { checkPathParams, operationList, pathSegments, type AnyOperation, type ApiName, type OperationId, type Operations } from '../src/contract/index.js';
import type { Access } from './auth.js';
import type { AlertsDialect } from '../src/contract/dialectNames.js';
import type { AlertCaller } from './callers.js';
import type { EmulatorConfig } from './config.js';
import type { Store, StoredKey } from './store.js';

/** What a management handler gets. */
export interface Ctx {
  req: IncomingMessage;
  params: Record<string, string>;
  /** The request body parsed as a JSON object (throws 400 otherwise). */
  json(): Record<string, unknown>;
  key: StoredKey;
  store: Store;
  config: EmulatorConfig;
  requestId: string;
  now: number;
}

/** What an alert API handler gets (Bearer auth: no stored key; the token's team and organization). */
export type AlertCtx = Omit<Ctx, 'key'> & {
  caller: AlertCaller;
  /** The words the caller's organization speaks (emulator/dialects.ts): the contract's or HyperDX's. */
  alertsDialect: AlertsDialect;
  /** Headers to send with the answer (e.g. X-Total-Count of a list). */
  responseHeaders: Record<string, string>;
};

export interface ManagementHandler {
  access: Access;
  /** Used in 403 messages: "... does not allow <description>". */
  description: string;
  handler: (ctx: Ctx) => unknown;
}

export interface AlertHandler {
  handler: (ctx: AlertCtx) => unknown;
}

type IdsOf<A extends ApiName> = { [K in OperationId]: Operations[K]['api'] extends A ? K : never }[OperationId];
/** One handler per management operation of the table (a missing one is a type error in server.ts). */
export type ManagementHandlers = { [K in IdsOf<'management'>]: ManagementHandler };
export type AlertHandlers = { [K in IdsOf<'alerts'>]: AlertHandler };

export type RouteMatch =
  { kind: 'operation'; op: AnyOperation; params: Record<string, string> } | { kind: 'method-not-allowed'; allow: string[] } | { kind: 'none' };

/** Splits a URL pathname into decoded segments; undefined if a segment is not valid percent-encoding. */
export function splitPath(pathname: string): string[] | undefined {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const parts = trimmed.split('/').slice(1);
  try {
    return parts.map((p) => decodeURIComponent(p));
  } catch {
    return undefined;
  }
}

const TEMPLATES = operationList.map((op) => ({ op, segments: pathSegments(op.path) }));

function bind(segments: ReturnType<typeof pathSegments>, actual: readonly string[]): Record<string, string> | undefined {
  if (segments.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i];
    if ('param' in s) params[s.param] = actual[i];
    else if (s.literal !== actual[i]) return undefined;
  }
  return params;
}

/** The order of methods in an `Allow` header. */
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The operation of `api` at this method and path; or the methods the path allows; or none. */
export function matchOperation(api: ApiName, method: string, actual: readonly string[]): RouteMatch {
  const allow: string[] = [];
  for (const { op, segments } of TEMPLATES) {
    if (op.api !== api) continue;
    const params = bind(segments, actual);
    if (!params) continue;
    if (op.method === method) return { kind: 'operation', op, params };
    allow.push(op.method);
  }
  allow.sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b));
  return allow.length > 0 ? { kind: 'method-not-allowed', allow } : { kind: 'none' };
}

/** The first path parameter that breaks its schema (e.g. a management id that is not a uuid). */
export function invalidPathParam(op: AnyOperation, params: Record<string, string>): string | undefined {
  const r = checkPathParams(op, params);
  if (r.ok) return undefined;
  const shown = r.value.length > 80 ? `${r.value.slice(0, 80)}…` : r.value;
  return `${r.name}: ${r.message} Got "${shown}".`;
}

/** Management ids are compared lower-case (uuids are case-insensitive). */
export function lowerCaseIds(params: Record<string, string>): void {
  for (const name of Object.keys(params)) params[name] = params[name].toLowerCase();
}
