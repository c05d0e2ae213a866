// The alert API pipeline: body, Bearer token, route (from the operations table), handler.
// Errors are `{message}`; a 401 is the plain text `Unauthorized`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { alertCaller } from './callers.js';
import type { Clock } from './clock.js';
import { orgDialects } from './dialects.js';
import type { EmulatorConfig } from './config.js';
import { ApiError, discardRestAndClose, newRequestId, notSaved, parseJsonObject, readBody, sendJson, sendText } from './http.js';
import { invalidPathParam, matchOperation, type AlertCtx, type AlertHandlers } from './router.js';
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
  const body = await readBody(req);
  if (body.kind === 'aborted') return;
  const caller = alertCaller(req, env.store, env.config);
  if (!caller) return sendText(res, 401, 'Unauthorized');
  if (env.limiter) {
    // Per token (its team), on real time as in management.ts. The answer's shape is not documented:
    // the alert API's error body, with the management API's rate-limit headers.
    const decision = env.limiter.take(caller.team, Date.now());
    if (!decision.allowed) return message(res, 429, 'Too many requests', decision.headers);
  }
  if (body.kind === 'tooLarge') {
    res.setHeader('Connection', 'close');
    discardRestAndClose(req, res);
    return message(res, 413, 'Request body is larger than 1 MiB');
  }
  const match = segments ? matchOperation('alerts', method, segments) : { kind: 'none' as const };
  if (match.kind === 'none') return message(res, 404, 'Not found');
  if (match.kind === 'method-not-allowed') return message(res, 405, 'Method not allowed', { Allow: match.allow.join(', ') });
  const invalid = invalidPathParam(match.op, match.params);
  if (invalid) return message(res, 400, invalid);
  let parsed: Record<string, unknown> | undefined;
  const ctx: AlertCtx = {
    req,
    caller,
    // The organization's words: the contract's alert API, or HyperDX's as it is today.
    alertsDialect: orgDialects(env.store, env.config, caller.organizationId).alerts,
    responseHeaders: {},
    params: match.params,
    json: () => (parsed ??= parseJsonObject(body.text)),
    store: env.store,
    config: env.config,
    requestId: newRequestId(),
    now: env.clock.now(caller.organizationId),
  };
  // As in management.ts: changes are answered only once durable, and only a request's own are waited for.
  const mark = env.store.changeMark();
  try {
    const out = env.handlers[match.op.id as keyof AlertHandlers].handler(ctx);
    const result = out instanceof Promise ? await out : out;
    const saved = env.store.durableSince(mark);
    if (saved) await saved.catch((err: unknown) => Promise.reject(notSaved(err)));
    sendJson(res, 200, match.op.envelope === 'data' ? { data: result } : result, ctx.responseHeaders);
  } catch (err) {
    if (err instanceof ApiError) return message(res, err.status, err.detail, err.headers);
    console.error('[emulator] internal error', err);
    message(res, 500, 'The emulator failed to handle this request (see its log)');
  }
}
