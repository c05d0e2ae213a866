// HyperDX's alert API as it is today (an organization whose alerts dialect is `hyperdx`): its
// request (judged by the console's hyperdxAlertBodySchema: no rule is copied here) and its answer
// (`teamId`, `dashboardId`, `savedSearchId`, `source: saved_search`, `channel` + `channels`,
// `silenced` as an object while silenced, absent otherwise). The store keeps the contract's words.
import { REAL_SAVED_SEARCH_SOURCE, type HyperdxAlertBody } from '../../src/contract/index.js';
import type { StoredAlert } from '../store.js';

/** HyperDX's first state of a new alert (real-apis.md). */
export const HYPERDX_NEW_ALERT_STATE = 'OK';

const set = <K extends string, V>(key: K, value: V | null | undefined) => (value === undefined || value === null ? {} : ({ [key]: value } as Record<K, V>));

/** The stored fields a create or replace body sets, in the store's (contract) words. */
export function hyperdxAlertFields(v: HyperdxAlertBody) {
  const channels = (v.channels && v.channels.length > 0 ? v.channels : v.channel ? [v.channel] : []).map((c) => ({ type: c.type, webhookId: c.webhookId }));
  return {
    ...set('name', v.name),
    ...set('message', v.message),
    ...set('note', v.note),
    threshold: v.threshold,
    ...set('thresholdMax', v.thresholdMax),
    interval: v.interval,
    thresholdType: v.thresholdType,
    source: v.source === REAL_SAVED_SEARCH_SOURCE ? 'search' : v.source,
    channel: { ...channels[0] },
    channels,
    ...set('tileId', v.tileId),
    ...set('dashboard', v.dashboardId),
    ...set('savedSearch', v.savedSearchId),
    ...set('groupBy', v.groupBy),
    ...set('numConsecutiveWindows', v.numConsecutiveWindows),
    ...set('scheduleOffsetMinutes', v.scheduleOffsetMinutes),
    ...set('scheduleStartAt', v.scheduleStartAt),
  };
}

/** An alert as HyperDX answers it (AlertResponse). */
export function hyperdxAlertView(a: StoredAlert) {
  const channels = (a.channels && a.channels.length > 0 ? a.channels : [a.channel]).map((c) => ({ ...c }));
  return {
    id: a.id,
    ...set('name', a.name),
    ...set('message', a.message),
    ...set('note', a.note),
    threshold: a.threshold,
    ...set('thresholdMax', a.thresholdMax),
    interval: a.interval,
    thresholdType: a.thresholdType,
    source: a.source === 'search' ? REAL_SAVED_SEARCH_SOURCE : a.source,
    state: a.state,
    channel: { ...channels[0] },
    channels,
    teamId: a.team,
    ...set('tileId', a.tileId),
    ...set('dashboardId', a.dashboard),
    ...set('savedSearchId', a.savedSearch),
    ...set('groupBy', a.groupBy),
    ...set('numConsecutiveWindows', a.numConsecutiveWindows),
    ...set('scheduleOffsetMinutes', a.scheduleOffsetMinutes),
    ...set('scheduleStartAt', a.scheduleStartAt),
    ...(a.silenced ? { silenced: { ...(a.silence ?? {}) } } : {}),
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}
