// Alert API: POST /api/v2/alerts, GET /api/v2/alerts/{id}. Bearer auth; errors are {message}.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bearerOk } from '../auth.js';
import type { EmulatorConfig } from '../config.js';
import { sendJson, sendText } from '../http.js';
import type { Store } from '../store.js';

export interface AlertsEnv {
  store: Store;
  config: EmulatorConfig;
}

export async function handleAlerts(env: AlertsEnv, req: IncomingMessage, res: ServerResponse, segments: string[] | undefined): Promise<void> {
  if (!bearerOk(req, env.config.alertsToken)) return sendText(res, 401, 'Unauthorized');
  void segments;
  sendJson(res, 404, { message: 'Not found' });
}
