// Alert API handlers (by operation id): create, read, list, replace and delete alerts. A token
// sees its own team's alerts only.
import { ALERT_LIST_MESSAGES, alertCreateSchema, alertListQuerySchema, type AlertCreate } from '../../src/contract/index.js';
import { ApiError, nowIso } from '../http.js';
import type { AlertCtx, AlertHandlers } from '../router.js';
import { newAlertId } from '../secrets.js';
import type { StoredAlert } from '../store.js';
import { parseWith } from '../validate.js';
import { alertView } from '../views.js';

const alertNotFound = () => new ApiError(404, 'NOT_FOUND', ALERT_LIST_MESSAGES.notFound);

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

function requireAlert(ctx: AlertCtx): StoredAlert {
  const alert = ctx.store.alert(ctx.caller.team, ctx.params.alertId);
  if (!alert) throw alertNotFound();
  return alert;
}

export const alertHandlers = {
  createAlert: {
    handler: (ctx) => {
      const v = parseWith(alertCreateSchema, ctx.json());
      const at = nowIso(ctx.now);
      const alert: StoredAlert = { id: newAlertId(), ...alertFields(v), state: 'active', team: ctx.caller.team, silenced: false, createdAt: at, updatedAt: at };
      ctx.store.alerts.put(alert);
      ctx.store.save();
      return alertView(alert);
    },
  },
  getAlert: { handler: (ctx) => alertView(requireAlert(ctx)) },
  /** `?limit&offset`: the team's alerts sorted by id, `{data, meta}` and X-Total-Count. */
  listAlerts: {
    handler: (ctx) => {
      const params = new URL(ctx.req.url ?? '/', 'http://emulator.local').searchParams;
      const { limit, offset } = parseWith(alertListQuerySchema, {
        ...(params.has('limit') ? { limit: params.get('limit') } : {}),
        ...(params.has('offset') ? { offset: params.get('offset') } : {}),
      });
      const all = ctx.store.alerts.inGroup(ctx.caller.team).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      ctx.responseHeaders['X-Total-Count'] = String(all.length);
      return { data: all.slice(offset, offset + limit).map(alertView), meta: { total: all.length, limit, offset } };
    },
  },
  /** PUT is a full replace with the create body: fields left out are gone; state and silenced stay. */
  replaceAlert: {
    handler: (ctx) => {
      const v = parseWith(alertCreateSchema, ctx.json());
      const { id, state, silenced, createdAt, team } = requireAlert(ctx);
      const replaced: StoredAlert = { id, ...alertFields(v), state, team, silenced, createdAt, updatedAt: nowIso(ctx.now) };
      ctx.store.alerts.put(replaced);
      ctx.store.save();
      return alertView(replaced);
    },
  },
  deleteAlert: {
    handler: (ctx) => {
      ctx.store.alerts.delete(requireAlert(ctx));
      ctx.store.save();
      return {};
    },
  },
} satisfies Partial<AlertHandlers>;
