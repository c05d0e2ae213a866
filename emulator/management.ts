// The management API pipeline: rate limit, body, route, auth, path checks, roles, the body parsed
// by the operation's request schema, handler, answer (once its changes are durable).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { authenticateBasic, authorize, checkOrganization, presentedKeyId } from './auth.js';
import type { Clock } from './clock.js';
import type { EmulatorConfig } from './config.js';
import {
  ApiError,
  badRequest,
  discardRestAndClose,
  errorBody,
  methodNotAllowed,
  newRequestId,
  notFound,
  notSaved,
  okParts,
  parseJsonObject,
  readBody,
  sendJson,
  sendJsonText,
} from './http.js';
import type { RateLimiter } from './ratelimit.js';
import { invalidPathParam, lowerCaseIds, matchOperation, type Ctx, type ManagementHandlers, type ManagementOperationId } from './router.js';
import type { Store } from './store.js';
import { fromWire, pathFromWire, textToWire, toWire } from '../src/contract/dialect.js';
import { answerBytes } from './answer-json.js';
import { orgDialects } from './dialects.js';
import { parseWith } from './validate.js';

export interface ManagementEnv {
  store: Store;
  config: EmulatorConfig;
  limiter?: RateLimiter;
  clock: Clock;
  handlers: ManagementHandlers;
}

export async function handleManagement(env: ManagementEnv, req: IncomingMessage, res: ServerResponse, segments: string[] | undefined): Promise<void> {
  const requestId = newRequestId();
  let headers: Record<string, string> = {};
  // The organization's words (contract or cloud): paths and fields are read in them and answered in them.
  const dialects = orgDialects(env.store, env.config, segments?.[1] === 'organizations' ? segments[2] : undefined);
  const fail = (err: ApiError) => {
    const body = errorBody(err, requestId);
    sendJson(res, err.status, { ...body, error: textToWire('management', body.error, dialects) }, { ...err.headers, ...headers });
  };
  try {
    if (env.limiter) {
      // Real time: the console waits real seconds for X-RateLimit-Reset, whatever the emulator's clock.
      const auth = req.headers.authorization;
      const decision = env.limiter.take(presentedKeyId(Array.isArray(auth) ? auth[0] : auth) ?? '(anonymous)', Date.now());
      headers = decision.headers;
      if (!decision.allowed) {
        fail(
          new ApiError(
            429,
            'TOO_MANY_REQUESTS',
            `rate limit of ${env.config.rateLimit?.limit} requests exceeded; retry after ${headers['X-RateLimit-Reset']} s`,
          ),
        );
        return;
      }
    }
    const body = await readBody(req);
    if (body.kind === 'aborted') return;
    if (body.kind === 'tooLarge') {
      res.setHeader('Connection', 'close');
      discardRestAndClose(req, res);
      fail(new ApiError(413, 'PAYLOAD_TOO_LARGE', 'request body is larger than 1 MiB'));
      return;
    }
    const method = (req.method ?? 'GET').toUpperCase();
    const routeSegments = segments && pathFromWire('management', segments, dialects);
    const match = routeSegments ? matchOperation('management', method, routeSegments) : { kind: 'none' as const };
    if (match.kind === 'none') throw notFound(`no route for ${req.method} ${req.url?.split('?')[0] ?? ''}`);
    if (match.kind === 'method-not-allowed') throw methodNotAllowed(match.allow);
    const op = env.handlers[match.op.id as ManagementOperationId];
    // The organization's own time (a manual clock may have been advanced for it alone).
    const now = env.clock.now(match.params.organizationId?.toLowerCase());
    const key = authenticateBasic(req, env.store, now);
    // The handler's changes are answered only once durable (EMULATOR_DATA). Nothing awaits between
    // the mark and a synchronous handler's end, so a request waits only for its own changes, never
    // for another request's write. A key's usedAt (set above, once a minute) rides the same group
    // commit without holding up a read.
    const mark = env.store.changeMark();
    const invalid = invalidPathParam(match.op, match.params);
    if (invalid) throw badRequest(invalid);
    lowerCaseIds(match.params);
    if (match.params.organizationId !== undefined) checkOrganization(key, match.params.organizationId, env.store);
    authorize(key, op.access, op.description);
    // The one place a body is judged: in the organization's words back to the console's, then by
    // the operation's request schema (400 naming the field otherwise).
    const parsed = match.op.request ? parseWith(match.op.request, fromWire('management', parseJsonObject(body.text), dialects)) : undefined;
    const ctx: Ctx = {
      req,
      params: match.params,
      body: parsed,
      key,
      store: env.store,
      config: env.config,
      requestId,
      now,
    };
    // The one place the types of the table's operations meet the handlers, paired by id
    // (ManagementHandlers has one per operation; each handler's body and answer are typed where it is written).
    const result = (op.handler as (ctx: Ctx) => unknown)(ctx);
    const saved = env.store.durableSince(mark);
    if (saved) await saved.catch((err: unknown) => Promise.reject(notSaved(err)));
    const resultJson = answerBytes(result, dialects.management, (value) => toWire('management', value, dialects));
    sendJsonText(res, 200, okParts(resultJson, requestId), headers);
  } catch (err) {
    if (err instanceof ApiError) {
      fail(err);
      return;
    }
    console.error('[emulator] internal error', err);
    fail(new ApiError(500, 'INTERNAL_ERROR', 'the emulator failed to handle this request (see its log)'));
  }
}
