/**
 * The shape of one API operation, declared once in the operations table (operations.ts) and read
 * by everything that needs it: the API functions (path, parsing), the query keys, the request
 * preview, the sign-in probes and the emulator's route table.
 */
import { z } from 'zod';
import { nonEmptyText, uuidSchema } from './common.js';

export type ApiName = 'management' | 'alerts';
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
/**
 * Where the answer sits in a successful body: management `{status, requestId, result}`, alerts
 * `{data}`; `body` parses the whole body (e.g. a list answered with `{data, meta}`).
 */
export type Envelope = 'result' | 'data' | 'body';
export type Auth = 'basic' | 'bearer';

/** Where each API lives: every path of the table starts with its API's prefix (tested). */
export const API_PREFIX: Record<ApiName, string> = { management: '/v1', alerts: '/api/v2' };

/** The API a request path belongs to, by prefix; undefined for any other path. */
export function apiOfPath(pathname: string): ApiName | undefined {
  return (Object.keys(API_PREFIX) as ApiName[]).find((api) => pathname === API_PREFIX[api] || pathname.startsWith(`${API_PREFIX[api]}/`));
}

/** Path and query parameters are strings on the wire; their schemas say which strings. */
export type ParamSchemas = Record<string, z.ZodType<string, string>>;

export interface Operation<
  Id extends string = string,
  P extends ParamSchemas = ParamSchemas,
  Req extends z.ZodType | undefined = z.ZodType | undefined,
  Res extends z.ZodType = z.ZodType,
  Q extends ParamSchemas = ParamSchemas,
  A extends ApiName = ApiName,
  E extends Envelope = Envelope,
> {
  readonly id: Id;
  readonly api: A;
  readonly auth: Auth;
  readonly envelope: E;
  readonly method: HttpMethod;
  /** Template with `{name}` placeholders, one per entry of `params`. */
  readonly path: string;
  readonly params: P;
  /** Optional query-string parameters (all optional on the wire). */
  readonly query: Q;
  /** Request body schema; undefined when the operation sends no body. */
  readonly request: Req;
  /** Response schema (lenient: unknown fields pass through). */
  readonly response: Res;
}

export type AnyOperation = Operation<string, ParamSchemas, z.ZodType | undefined, z.ZodType, ParamSchemas>;

/**
 * A request whose body differs by dialect in more than words (the alert API: the contract's body
 * or HyperDX's): the operation's `request` is the union of the dialects' schemas, and `byDialect`
 * says which one a server speaking each dialect judges a body with (the emulator).
 */
export interface DialectRequest<M extends Record<string, z.ZodType>> {
  readonly byDialect: M;
}

/** The union of per-dialect request schemas, with the schema of each dialect kept beside it. */
export function dialectRequest<const M extends Record<string, z.ZodType>>(
  byDialect: M,
): z.ZodType<z.output<M[keyof M]>, z.input<M[keyof M]>> & DialectRequest<M> {
  return Object.assign(z.union(Object.values(byDialect)), { byDialect }) as unknown as z.ZodType<z.output<M[keyof M]>, z.input<M[keyof M]>> & DialectRequest<M>;
}

/** The schema a server speaking `dialect` judges the operation's body with (the operation's own when it does not differ by dialect). */
export function requestSchemaOf(op: AnyOperation, dialect: string): z.ZodType | undefined {
  const request = op.request as (z.ZodType & Partial<DialectRequest<Record<string, z.ZodType>>>) | undefined;
  return request?.byDialect?.[dialect] ?? request;
}

/** Path and query parameter values of an operation, e.g. `{organizationId, serviceId}`. */
export type OpParams<O extends AnyOperation> = { [K in keyof O['params']]: string } & {
  [K in keyof O['query']]?: string;
};
/** The request body an operation sends (the contract's parsed request type). */
export type OpBody<O extends AnyOperation> = O['request'] extends z.ZodType ? z.output<O['request']> : undefined;
/** What an operation answers, after parsing. */
export type OpResult<O extends AnyOperation> = z.output<O['response']>;

interface Spec<
  Id extends string,
  P extends ParamSchemas,
  Req extends z.ZodType | undefined,
  Res extends z.ZodType,
  Q extends ParamSchemas,
  E extends Envelope,
> {
  id: Id;
  method: HttpMethod;
  path: string;
  params: P;
  query?: Q;
  request?: Req;
  response: Res;
  envelope?: E;
}

function define<A extends ApiName, D extends Envelope>(api: A, auth: Auth, envelope: D) {
  return <
    const Id extends string,
    const P extends ParamSchemas,
    Res extends z.ZodType,
    Req extends z.ZodType | undefined = undefined,
    const Q extends ParamSchemas = Record<never, never>,
    const E extends Envelope = D,
  >(
    spec: Spec<Id, P, Req, Res, Q, E>,
  ): Operation<Id, P, Req, Res, Q, A, E> => ({
    id: spec.id,
    api,
    auth,
    envelope: spec.envelope ?? (envelope as Envelope as E),
    method: spec.method,
    path: spec.path,
    params: spec.params,
    query: (spec.query ?? {}) as Q,
    request: spec.request as Req,
    response: spec.response,
  });
}

/** A management API operation: Basic auth, `{status, requestId, result}` envelope. */
export const managementOperation = define('management', 'basic', 'result');
/** An alert API operation: Bearer token, `{data}` envelope unless said otherwise. */
export const alertsOperation = define('alerts', 'bearer', 'data');

/** Every management id in a path is a uuid. */
export const uuidParam = uuidSchema;
/**
 * An alert id: any non-empty string (the real service uses 24-hex object ids), but a dot segment
 * (`.`, `..`), which a browser would resolve out of the path (`/api/v2/alerts/..` is `/api/v2/`).
 */
export const alertIdParam = nonEmptyText('Must be an alert ID.').refine((s) => s !== '.' && s !== '..', { error: 'Must be an alert ID, not a dot segment.' });

/** The `{name}` placeholders of a path template, in order. */
export function pathParamNames(template: string): string[] {
  return [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
}

/** Path template split into segments: literal strings, or `{name}` as `{param: name}`. */
export function pathSegments(template: string): ({ literal: string } | { param: string })[] {
  return template
    .split('/')
    .slice(1)
    .map((s) => (/^\{[^}]+\}$/.test(s) ? { param: s.slice(1, -1) } : { literal: s }));
}

export type ParamCheck = { ok: true } | { ok: false; name: string; value: string; message: string };

/** Checks each path parameter with its schema (before any request is built or handled). */
export function checkPathParams(op: AnyOperation, params: Record<string, string | undefined>): ParamCheck {
  for (const [name, schema] of Object.entries(op.params)) {
    const value = params[name] ?? '';
    const r = schema.safeParse(value);
    if (!r.success) return { ok: false, name, value, message: r.error.issues[0]?.message ?? 'Not valid.' };
  }
  return { ok: true };
}

/**
 * The request path of an operation: every placeholder replaced by its encoded value, then the
 * query parameters that are set. Does not validate (see checkPathParams).
 */
export function operationPath(op: AnyOperation, params: Record<string, string | undefined>): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
  const query = new URLSearchParams();
  for (const name of Object.keys(op.query)) {
    const v = params[name];
    if (v !== undefined && v !== '') query.set(name, v);
  }
  const qs = query.toString();
  return qs === '' ? path : `${path}?${qs}`;
}
