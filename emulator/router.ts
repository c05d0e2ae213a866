// The emulator's route table, derived from the operations table (src/contract/operations.ts):
// handlers are registered by operation id; paths, methods and path-parameter rules come from the
// table, never from a second list here.
import type { IncomingMessage } from 'node:http';
import type { z } from 'zod';
import { checkPathParams, operationList, pathSegments, type AnyOperation, type ApiName, type OperationId, type Operations } from '../src/contract/index.js';
import type { Access } from './auth.js';
import type { AlertsDialect } from '../src/contract/dialectNames.js';
import type { AlertCaller } from './callers.js';
import type { EmulatorConfig } from './config.js';
import type { Store, StoredKey } from './store.js';

type IdsOf<A extends ApiName> = { [K in OperationId]: Operations[K]['api'] extends A ? K : never }[OperationId];
export type ManagementOperationId = IdsOf<'management'>;
export type AlertOperationId = IdsOf<'alerts'>;

/** An operation's request body as its handler gets it: parsed by the operation's request schema (undefined when it sends none). */
export type RequestOf<K extends OperationId> = Operations[K]['request'] extends z.ZodType ? z.output<Operations[K]['request']> : undefined;

/**
 * What a handler answers: a value the operation's response schema reads (its input type), checked
 * at compile time. A management operation answered by the envelope alone (envelope `body`: the
 * deletes, `{status, requestId}`) answers `undefined`; the router writes the envelope.
 */
export type AnswerOf<K extends OperationId> = Operations[K] extends { api: 'management'; envelope: 'body' } ? undefined : z.input<Operations[K]['response']>;

/** What every handler gets. */
interface BaseCtx {
  req: IncomingMessage;
  params: Record<string, string>;
  store: Store;
  config: EmulatorConfig;
  requestId: string;
  now: number;
}

/** What a management handler gets: the body already parsed (the router answers 400 when it does not parse), and the caller's key. */
export interface Ctx<B = unknown> extends BaseCtx {
  readonly body: B;
  key: StoredKey;
}
/** The context of one management operation. */
export type OpCtx<K extends ManagementOperationId> = Ctx<RequestOf<K>>;

/** What an alert API handler gets (Bearer auth: no stored key; the token's team and organization). */
export interface AlertCtxBase extends BaseCtx {
  caller: AlertCaller;
  /** The words the caller's organization speaks (emulator/dialects.ts): the contract's or HyperDX's. */
  alertsDialect: AlertsDialect;
  /** Headers to send with the answer (e.g. X-Total-Count of a list). */
  responseHeaders: Record<string, string>;
}

/**
 * The dialect and the body together: an operation whose body differs by dialect (`byDialect`)
 * gets the body its organization's dialect's schema parsed, so a check of `alertsDialect` tells
 * the body's type.
 */
type DialectBody<K extends AlertOperationId> = Operations[K]['request'] extends { byDialect: infer M extends Record<AlertsDialect, z.ZodType> }
  ? { [D in AlertsDialect]: { readonly alertsDialect: D; readonly body: z.output<M[D]> } }[AlertsDialect]
  : { readonly alertsDialect: AlertsDialect; readonly body: RequestOf<K> };
export type AlertCtx<K extends AlertOperationId> = AlertCtxBase & DialectBody<K>;

/**
 * Handlers run synchronously: a request's changes and its `store.save()` happen in one tick, so
 * the write that holds them (and a failed write's rollback, store.ts) concerns whole requests.
 */
export interface ManagementHandler<K extends ManagementOperationId> {
  access: Access;
  /** Used in 403 messages: "... does not allow <description>". */
  description: string;
  handler: (ctx: OpCtx<K>) => AnswerOf<K>;
}

export interface AlertHandler<K extends AlertOperationId> {
  handler: (ctx: AlertCtx<K>) => AnswerOf<K>;
}

/** One handler per management operation of the table (a missing one is a type error in server.ts). */
export type ManagementHandlers = { [K in ManagementOperationId]: ManagementHandler<K> };
export type AlertHandlers = { [K in AlertOperationId]: AlertHandler<K> };

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
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The operation of `api` at this method and path; or the methods the path allows; or none. HEAD
 * is the GET operation (its answer goes without a body: Node leaves it out for a HEAD request),
 * and a path with a GET allows HEAD too.
 */
export function matchOperation(api: ApiName, method: string, actual: readonly string[]): RouteMatch {
  const allow: string[] = [];
  const wanted = method === 'HEAD' ? 'GET' : method;
  for (const { op, segments } of TEMPLATES) {
    if (op.api !== api) continue;
    const params = bind(segments, actual);
    if (!params) continue;
    if (op.method === wanted) return { kind: 'operation', op, params };
    allow.push(op.method);
    if (op.method === 'GET') allow.push('HEAD');
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
