// Alert API: POST /api/v2/alerts, GET /api/v2/alerts/{id}. Bearer auth; errors are {message}.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { alertCreateSchema } from '../../src/contract/index.js';
import { alertCaller } from '../callers.js';
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

  if (isItem) {
    if (method !== 'GET') return message(res, 405, 'Method not allowed', { Allow: 'GET' });
    // A token sees its own team's alerts only.
    const alert = env.store.state.alerts.find((a) => a.id === path[3] && a.team === caller.team);
    if (!alert) return message(res, 404, 'Alert not found');
    return sendJson(res, 200, { data: alertView(alert) });
  }

  if (method !== 'POST') return message(res, 405, 'Method not allowed', { Allow: 'POST' });
  let input: unknown;
  try {
    input = JSON.parse(body.text);
  } catch {
    return message(res, 400, 'body: Malformed JSON.');
  }
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return message(res, 400, 'body: Must be a JSON object.');
  }
  const parsed = firstIssueMessage(alertCreateSchema, input);
  if (!parsed.ok) return message(res, 400, parsed.message);
  const v = parsed.data;
  const now = nowIso(env.clock.now(caller.organizationId));
  const alert: StoredAlert = {
    id: newAlertId(),
    ...(v.name !== undefined ? { name: v.name } : {}),
    ...(v.message !== undefined ? { message: v.message } : {}),
    threshold: v.threshold,
    interval: v.interval,
    thresholdType: v.thresholdType,
    source: v.source,
    state: 'active',
    channel: { type: v.channel.type, webhookId: v.channel.webhookId },
    team: caller.team,
    ...(v.tileId !== undefined ? { tileId: v.tileId } : {}),
    ...(v.dashboardId !== undefined ? { dashboard: v.dashboardId } : {}),
    silenced: false,
    createdAt: now,
    updatedAt: now,
  };
  env.store.state.alerts.push(alert);
  env.store.save();
  return sendJson(res, 200, { data: alertView(alert) });
}
