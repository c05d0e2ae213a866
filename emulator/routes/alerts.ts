// Alert API handlers (by operation id): create, read, list, replace and delete alerts. A token
// sees its own team's alerts only. Each organization speaks its alerts dialect: the contract's
// (its bodies and answers), or HyperDX's as it is today (alerts-hyperdx.ts).
import type { z } from 'zod';
import { ALERT_LIST_MESSAGES, alertListQuerySchema, type alertSchema, type AlertCreate } from '../../src/contract/index.js';
import { ApiError, nowIso } from '../http.js';
import type { AlertCtx, AlertCtxBase, AlertHandlers } from '../router.js';
import { newAlertId } from '../secrets.js';
import type { StoredAlert } from '../store.js';
import { parseWith } from '../validate.js';
import { alertView } from '../views.js';
import { alertCatalogueHandlers, checkAlertRefs } from './alert-catalogue.js';
import { HYPERDX_NEW_ALERT_STATE, hyperdxAlertFields, hyperdxAlertView } from './alerts-hyperdx.js';

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

/**
 * The stored fields of a create or replace body (the router parsed it with the schema of the
 * organization's dialect), once what it names exists in the team (checkAlertRefs).
 */
function bodyFields(ctx: AlertCtx<'createAlert'> | AlertCtx<'replaceAlert'>) {
  const fields = ctx.alertsDialect === 'hyperdx' ? hyperdxAlertFields(ctx.body) : alertFields(ctx.body);
  const sentChannels = ctx.alertsDialect === 'hyperdx' && ctx.body.channels !== undefined;
  checkAlertRefs(ctx.store, ctx.caller.team, fields, sentChannels);
  return fields;
}

/** An alert as the response schema reads it. */
type AlertRead = z.input<typeof alertSchema>;

/** An alert as the organization's dialect answers it. */
const viewOf = (ctx: AlertCtxBase): ((alert: StoredAlert) => AlertRead) => (ctx.alertsDialect === 'hyperdx' ? hyperdxAlertView : alertView);

function requireAlert(ctx: AlertCtxBase): StoredAlert {
  const alert = ctx.store.alert(ctx.caller.team, ctx.params.alertId);
  if (!alert) throw alertNotFound();
  return alert;
}

export const alertHandlers = {
  ...alertCatalogueHandlers,
  createAlert: {
    handler: (ctx) => {
      const fields = bodyFields(ctx);
      const at = nowIso(ctx.now);
      const state = ctx.alertsDialect === 'hyperdx' ? HYPERDX_NEW_ALERT_STATE : 'active';
      const alert: StoredAlert = { id: newAlertId(), ...fields, state, team: ctx.caller.team, silenced: false, createdAt: at, updatedAt: at };
      ctx.store.alerts.put(alert);
      ctx.store.save();
      return viewOf(ctx)(alert);
    },
  },
  getAlert: { handler: (ctx) => viewOf(ctx)(requireAlert(ctx)) },
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
      return { data: all.slice(offset, offset + limit).map((alert) => viewOf(ctx)(alert)), meta: { total: all.length, limit, offset } };
    },
  },
  /** PUT is a full replace with the create body: fields left out are gone; state and silenced stay. */
  replaceAlert: {
    handler: (ctx) => {
      const fields = bodyFields(ctx);
      const { id, state, silenced, silence, createdAt, team } = requireAlert(ctx);
      const replaced: StoredAlert = { id, ...fields, state, team, silenced, ...(silence ? { silence } : {}), createdAt, updatedAt: nowIso(ctx.now) };
      ctx.store.alerts.put(replaced);
      ctx.store.save();
      return viewOf(ctx)(replaced);
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
