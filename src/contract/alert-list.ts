/**
 * Alert operations beyond the contract documents (real-apis.md, "Operations beyond the contract
 * documents"): `GET /api/v2/alerts?limit&offset`, `PUT /api/v2/alerts/{id}`,
 * `DELETE /api/v2/alerts/{id}`.
 */
import { z } from 'zod';
import { fmt, numberRule } from './common.js';
import { alertCreateSchema, alertRefs, alertSchema, type Alert, type AlertCreateInput } from './alert.js';

/** "limit 1..1000, default 1000" (real-apis.md). */
export const ALERT_LIST_LIMITS = { limitMin: 1, limitMax: 1000, limitDefault: 1000, offsetMin: 0 } as const;

export const ALERT_LIST_MESSAGES = {
  limit: `Must be a whole number between ${ALERT_LIST_LIMITS.limitMin} and ${fmt(ALERT_LIST_LIMITS.limitMax)}.`,
  offset: 'Must be a whole number of at least 0.',
  notFound: 'Alert not found',
} as const;

/** A query parameter given as decimal digits becomes a number; anything else stays as is and fails. */
const queryInt = (message: string, ok: (n: number) => boolean) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v),
    numberRule(message, (n) => Number.isInteger(n) && ok(n)),
  );

/** The list's query (strings from a URL or numbers from code); absent values take the defaults. */
export const alertListQuerySchema = z.object({
  limit: queryInt(ALERT_LIST_MESSAGES.limit, (n) => n >= ALERT_LIST_LIMITS.limitMin && n <= ALERT_LIST_LIMITS.limitMax)
    .optional()
    .transform((n) => n ?? ALERT_LIST_LIMITS.limitDefault),
  offset: queryInt(ALERT_LIST_MESSAGES.offset, (n) => n >= ALERT_LIST_LIMITS.offsetMin)
    .optional()
    .transform((n) => n ?? 0),
});
export type AlertListQuery = z.output<typeof alertListQuerySchema>;
export type AlertListQueryInput = z.input<typeof alertListQuerySchema>;

/** `{data: Alert[], meta: {total, limit, offset}}`, sorted by id (lenient). */
export const alertListSchema = z.object({
  data: z.array(alertSchema),
  meta: z.object({ total: z.number(), limit: z.number(), offset: z.number() }),
});
export type AlertList = z.infer<typeof alertListSchema>;

/** PUT is a full replace with the create body (not a merge; `state` and `silenced` are kept). */
export const alertUpdateSchema = alertCreateSchema;
export type AlertUpdate = z.infer<typeof alertUpdateSchema>;

/**
 * The PUT body that leaves an alert as it is: every field of the create body, taken from the
 * alert as read (whichever names the server used: `dashboard` or `dashboardId`). The edit form
 * starts from it, so a full replace sends the whole alert. Values the contract does not know (an
 * interval the service added later) are kept as read: the schema then says what to choose.
 * The saved search an alert watches has no field in the create body, so it cannot be sent.
 */
export function replaceBodyOf(alert: Alert): AlertCreateInput {
  const { dashboardId } = alertRefs(alert);
  const text = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? undefined : value);
  return {
    threshold: alert.threshold,
    interval: alert.interval as AlertCreateInput['interval'],
    source: alert.source as AlertCreateInput['source'],
    thresholdType: alert.thresholdType as AlertCreateInput['thresholdType'],
    channel: { type: (alert.channel?.type ?? 'webhook') as AlertCreateInput['channel']['type'], webhookId: alert.channel?.webhookId ?? '' },
    dashboardId: text(dashboardId),
    tileId: text(alert.tileId),
    name: text(alert.name),
    message: text(alert.message),
  };
}

/** DELETE answers `{}`. */
export const alertDeleteResultSchema = z.object({});
