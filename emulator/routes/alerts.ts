// Alert API: list and create at /api/v2/alerts; read, replace (PUT) and delete at /api/v2/alerts/{id}.
// Bearer auth (a token sees its own team's alerts only); errors are {message}.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ALERT_LIST_MESSAGES, alertCreateSchema, alertListQuerySchema, type AlertCreate } from '../../src/contract/index.js';
import { alertCaller, type AlertCaller } from '../callers.js';
import type { Clock } from '../clock.js';
import type { EmulatorConfig } from '../config.js';
import { discardRestAndClose, nowIso, readBody, sendJson, sendText } from '../http.js';
import { newAlertId } from '../secrets.js';
import type { StoredAlert, Store } from '../store.js';
import { firstIssueMessage } from '../validate.js';
import { alertView } from '../views.js';

export interface AlertsEnv {
  store: Store;
  config: EmulatorConfig;
  clock: Clock;
}

const message = (res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) =>
  sendJson(res, status, { message: text }, headers);

export async function handleAlerts(env: AlertsEnv, req: IncomingMessage, res: ServerResponse, segments: string[] | undefined): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  const body = await readBody(req);
  if (body.kind === 'aborted') return;
  const caller = alertCaller(req, env.store, env.config);
  if (!caller) return sendText(res, 401, 'Unauthorized');
  if (body.kind === 'tooLarge') {
    res.setHeader('Connection', 'close');
    discardRestAndClose(req, res);
    return message(res, 413, 'Request body is larger than 1 MiB');
  }
  const path = segments ?? [];
  const isCollection = path.length === 3 && path[2] === 'alerts';
  const isItem = path.length === 4 && path[2] === 'alerts' && path[3] !== '';
  if (!isCollection && !isItem) return message(res, 404, 'Not found');
  const { team } = caller;
  const now = () => nowIso(env.clock.now(caller.organizationId));

  if (isCollection) {
    if (method === 'GET') return listAlerts(env, req, res, caller);
    if (method !== 'POST') return message(res, 405, 'Method not allowed', { Allow: 'GET, POST' });
    const v = parseBody(res, body.text);
    if (!v) return;
    const at = now();
    const alert: StoredAlert = { id: newAlertId(), ...alertFields(v), state: 'active', team, silenced: false, createdAt: at, updatedAt: at };
    env.store.state.alerts.push(alert);
    env.store.save();
    return sendJson(res, 200, { data: alertView(alert) });
  }

  if (method !== 'GET' && method !== 'PUT' && method !== 'DELETE') {
    return message(res, 405, 'Method not allowed', { Allow: 'GET, PUT, DELETE' });
  }
  const v = method === 'PUT' ? parseBody(res, body.text) : undefined;
  if (method === 'PUT' && !v) return;
  const index = env.store.state.alerts.findIndex((a) => a.id === path[3] && a.team === team);
  if (index < 0) return message(res, 404, ALERT_LIST_MESSAGES.notFound);
  const found = env.store.state.alerts[index];
  if (method === 'GET') return sendJson(res, 200, { data: alertView(found) });
  if (method === 'DELETE') {
    env.store.state.alerts.splice(index, 1);
    env.store.save();
    return sendJson(res, 200, {});
  }
  // PUT is a full replace with the create body: fields left out are gone; state and silenced stay.
  const { id, state, silenced, createdAt } = found;
  const replaced: StoredAlert = { id, ...alertFields(v!), state, team, silenced, createdAt, updatedAt: now() };
  env.store.state.alerts[index] = replaced;
  env.store.save();
  return sendJson(res, 200, { data: alertView(replaced) });
}

/** The stored fields a create or replace body sets (the contract names dashboardId `dashboard` in responses). */
function alertFields(v: AlertCreate) {
  return {
    ...(v.name !== undefined ? { name: v.name } : {}),
    ...(v.message !== undefined ? { message: v.message } : {}),
    threshold: v.threshold,
    interval: v.interval,
    thresholdType: v.thresholdType,
    source: v.source,
    channel: { type: v.channel.type, webhookId: v.channel.webhookId },
    ...(v.tileId !== undefined ? { tileId: v.tileId } : {}),
    ...(v.dashboardId !== undefined ? { dashboard: v.dashboardId } : {}),
  };
}

/** Parses a create/replace body; answers the 400 itself and returns undefined when it is not valid. */
function parseBody(res: ServerResponse, text: string): AlertCreate | undefined {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    message(res, 400, 'body: Malformed JSON.');
    return undefined;
  }
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    message(res, 400, 'body: Must be a JSON object.');
    return undefined;
  }
  const parsed = firstIssueMessage(alertCreateSchema, input);
  if (!parsed.ok) {
    message(res, 400, parsed.message);
    return undefined;
  }
  return parsed.data;
}

/** `GET /api/v2/alerts?limit&offset`: the team's alerts sorted by id, `{data, meta}` and X-Total-Count. */
function listAlerts(env: AlertsEnv, req: IncomingMessage, res: ServerResponse, { team }: AlertCaller): void {
  const params = new URL(req.url ?? '/', 'http://emulator.local').searchParams;
  const query = firstIssueMessage(alertListQuerySchema, {
    ...(params.has('limit') ? { limit: params.get('limit') } : {}),
    ...(params.has('offset') ? { offset: params.get('offset') } : {}),
  });
  if (!query.ok) return message(res, 400, query.message);
  const { limit, offset } = query.data;
  const all = env.store.state.alerts.filter((a) => a.team === team).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const data = all.slice(offset, offset + limit).map(alertView);
  sendJson(res, 200, { data, meta: { total: all.length, limit, offset } }, { 'X-Total-Count': String(all.length) });
}
