/**
 * HyperDX's PUT is a full replace: a field left out of the body is gone afterwards (its
 * UpdateAlertRequest: "Fetch the alert and resend the complete channels array to preserve
 * them"). The edit form therefore starts from the alert as read, mapped back to the request.
 */
import { alertChannels, alertRefs, type Alert } from './alert-read.js';
import { HYPERDX_ALERT_REQUEST_FIELDS, type HyperdxAlertBodyInput, type HyperdxAlertRequestField } from './alert-hyperdx.js';

/**
 * The HyperDX request that leaves an alert as it is: every request field of the alert as read
 * (the console reads `saved_search` as `search`: it goes back as `saved_search`; `channels` from
 * `channel` when an older server answered only that), nothing read-only (`id`, `state`, `teamId`,
 * `silenced`, `executionErrors`, `createdAt`, `updatedAt`), no null or empty value. Values the
 * document does not allow (an interval the service added later) are kept as read: the schema
 * then names the field to fix.
 */
export function hyperdxReplaceBodyOf(alert: Alert): HyperdxAlertBodyInput {
  const refs = alertRefs(alert);
  const channels = alertChannels(alert).map((c) => ({ type: c.type, webhookId: c.webhookId ?? '' })) as HyperdxAlertBodyInput['channels'];
  const values: Record<HyperdxAlertRequestField, unknown> = {
    dashboardId: refs.dashboardId,
    tileId: alert.tileId,
    savedSearchId: refs.savedSearchId,
    groupBy: alert.groupBy,
    threshold: alert.threshold,
    thresholdMax: alert.thresholdMax,
    interval: alert.interval,
    scheduleOffsetMinutes: alert.scheduleOffsetMinutes,
    scheduleStartAt: alert.scheduleStartAt,
    source: alert.source === 'search' ? 'saved_search' : alert.source,
    thresholdType: alert.thresholdType,
    channel: channels?.[0],
    channels: channels && channels.length > 0 ? channels : undefined,
    name: alert.name,
    message: alert.message,
    note: alert.note,
    numConsecutiveWindows: alert.numConsecutiveWindows,
  };
  const body: Record<string, unknown> = {};
  for (const field of HYPERDX_ALERT_REQUEST_FIELDS) {
    const value = values[field];
    if (value !== undefined && value !== null && value !== '') body[field] = value;
  }
  return body as HyperdxAlertBodyInput;
}
