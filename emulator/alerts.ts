// The alert API pipeline: body, Bearer token, route (from the operations table), the body parsed
// by the operation's request schema in the organization's dialect, handler, answer (once its
// changes are durable). Errors are `{message}`; a 401 is the plain text `Unauthorized`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { alertCaller } from './callers.js';
import type { Clock } from './clock.js';
import { orgDialects } from './dialects.js';
import type { EmulatorConfig } from './config.js';
import { ApiError, discardRestAndClose, newRequestId, notSaved, parseJsonObject, readBody, sendJson, sendJsonText, sendText } from './http.js';
import { invalidPathParam, matchOperation, type AlertCtxBase, type AlertHandlers, type AlertOperationId } from './router.js';
import { requestSchemaOf } from '../src/contract/index.js';
import { answerBytes } from './answer-json.js';
import { parseWith } from './validate.js';
import type { RateLimiter } from './ratelimit.js';
import type { Store } from './store.js';

export interface AlertsEnv {
  store: Store;
  config: EmulatorConfig;
  clock: Clock;
  handlers: AlertHandlers;
  /** EMULATOR_ALERTS_RATE_LIMIT: requests per token (real-apis.md: 100 per minute). */
  limiter?: RateLimiter;
}

const message = (res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) => sendJson(res, status, { message: text }, headers);

export async function handleAlerts(env: AlertsEnv, req: IncomingMessage, res: ServerResponse, segments: string[] | undefined): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  const raw = await readBody(req);
  if (raw.kind === 'aborted') return;
  const caller = alertCaller(req, env.store, env.config);
  if (!caller) return sendText(res, 401, 'Unauthorized');
  if (env.limiter) {
    // Per token (its team), on real time as in management.ts. The answer's shape is not documented:
    // the alert API's error body, with the management API's rate-limit headers.
    const decision = env.limiter.take(caller.team, Date.now());
    if (!decision.allowed) return message(res, 429, 'Too many requests', decision.headers);
  }
  if (raw.kind === 'tooLarge') {
    res.setHeader('Connection', 'close');
    discardRestAndClose(req, res);
    return message(res, 413, 'Request body is larger than 1 MiB');
  }
  const match = segments ? matchOperation('alerts', method, segments) : { kind: 'none' as const };
  if (match.kind === 'none') return message(res, 404, 'Not found');
  if (match.kind === 'method-not-allowed') return message(res, 405, 'Method not allowed', { Allow: match.allow.join(', ') });
  const invalid = invalidPathParam(match.op, match.params);
  if (invalid) return message(res, 400, invalid);
  // The organization's words: the contract's alert API, or HyperDX's as it is today.
  const alertsDialect = orgDialects(env.store, env.config, caller.organizationId).alerts;
  // As in management.ts: changes are answered only once durable, and only a request's own are waited for.
  const mark = env.store.changeMark();
  try {
    // The one place a body is judged: by the operation's request schema, the dialect's own where
    // the bodies differ by dialect (a contract body sent to a HyperDX organization is a 400).
    const schema = requestSchemaOf(match.op, alertsDialect);
    const body: unknown = schema ? parseWith(schema, parseJsonObject(raw.text)) : undefined;
    const ctx: AlertCtxBase & { body: unknown } = {
      req,
      caller,
      alertsDialect,
      body,
      responseHeaders: {},
      params: match.params,
      store: env.store,
      config: env.config,
      requestId: newRequestId(),
      now: env.clock.now(caller.organizationId),
    };
    // The one place the types of the table's operations meet the handlers, paired by id
    // (AlertHandlers has one per operation; each handler's body and answer are typed where it is written).
    const handle = env.handlers[match.op.id as AlertOperationId].handler as (ctx: AlertCtxBase & { body: unknown }) => unknown;
    const result = handle(ctx);
    const saved = env.store.durableSince(mark);
    if (saved) await saved.catch((err: unknown) => Promise.reject(notSaved(err)));
    const json = answerBytes(result, 'alerts', (value) => value) ?? Buffer.from('null');
    sendJsonText(res, 200, match.op.envelope === 'data' ? [Buffer.from('{"data":'), json, Buffer.from('}')] : [json], ctx.responseHeaders);
  } catch (err) {
    if (err instanceof ApiError) return message(res, err.status, err.detail, err.headers);
    console.error('[emulator] internal error', err);
    message(res, 500, 'The emulator failed to handle this request (see its log)');
  }
}
