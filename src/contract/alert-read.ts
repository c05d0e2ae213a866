/**
 * An alert as read, from the contract's alert API or from HyperDX's (real-apis.md, "Alert API";
 * `../shared/reference/hyperdx-openapi.json`, AlertResponse). The fields every alert has (id,
 * threshold, interval, thresholdType, source) are required; every other field is optional and
 * read leniently: a value in a shape the console does not expect is dropped (read as absent),
 * never a reason to refuse the whole answer (an alert, or a page of the list).
 */
import { z } from 'zod';

/** The real service's name for the `search` source (real-apis.md); read as `search`. */
export const REAL_SAVED_SEARCH_SOURCE = 'saved_search';

/** An optional field: absent, null, or in an unexpected shape, it is read as absent. */
const lenient = <T extends z.ZodType>(schema: T) => schema.nullish().catch(undefined);

/** A list whose items are kept when readable and skipped otherwise (the list itself optional). */
const lenientList = <T extends z.ZodType>(item: T) =>
  lenient(z.array(item.nullable().catch(null)).transform((items) => items.filter((v): v is NonNullable<typeof v> => v !== null)));

const channelRead = z.looseObject({ type: z.string(), webhookId: lenient(z.string()) });

/**
 * HyperDX answers silencing metadata `{by, at, until}` (or nothing); the contract a boolean.
 * Each part of the object is optional and lenient in turn.
 */
const silencedRead = z.union([z.boolean(), z.looseObject({ by: lenient(z.string()), at: lenient(z.string()), until: lenient(z.string()) })]);

/** An error of the alert's most recent execution (HyperDX: AlertExecutionError). */
const executionErrorRead = z.looseObject({ timestamp: lenient(z.string()), type: lenient(z.string()), message: lenient(z.string()) });

/**
 * Alert as read: accepts the contract names (team, dashboard, savedSearch) and the real ones
 * (…Id), and the real `saved_search` source, which it reads as the contract's `search`. Any
 * `thresholdType`, `interval` or `state` is read as text (a server may add values).
 */
export const alertSchema = z.looseObject({
  id: z.string(),
  name: lenient(z.string()),
  message: lenient(z.string()),
  note: lenient(z.string()),
  threshold: z.number(),
  thresholdMax: lenient(z.number()),
  interval: z.string(),
  thresholdType: z.string(),
  source: z.string().transform((source) => (source === REAL_SAVED_SEARCH_SOURCE ? 'search' : source)),
  state: lenient(z.string()),
  channel: lenient(channelRead),
  channels: lenientList(channelRead),
  team: lenient(z.string()),
  teamId: lenient(z.string()),
  tileId: lenient(z.string()),
  dashboard: lenient(z.string()),
  dashboardId: lenient(z.string()),
  savedSearch: lenient(z.string()),
  savedSearchId: lenient(z.string()),
  groupBy: lenient(z.string()),
  numConsecutiveWindows: lenient(z.number()),
  scheduleOffsetMinutes: lenient(z.number()),
  scheduleStartAt: lenient(z.string()),
  silenced: lenient(silencedRead),
  executionErrors: lenientList(executionErrorRead),
  createdAt: lenient(z.string()),
  updatedAt: lenient(z.string()),
});
export type Alert = z.infer<typeof alertSchema>;
export type AlertChannelRead = z.infer<typeof channelRead>;

/** The owning team, dashboard and saved search of an alert, whichever name the server used. */
export function alertRefs(alert: Alert): { team?: string; dashboardId?: string; savedSearchId?: string } {
  return {
    team: alert.team ?? alert.teamId ?? undefined,
    dashboardId: alert.dashboard ?? alert.dashboardId ?? undefined,
    savedSearchId: alert.savedSearch ?? alert.savedSearchId ?? undefined,
  };
}

/** Whether an alert is silenced, and (HyperDX) by whom, since and until when. */
export interface AlertSilence {
  silenced: boolean;
  by?: string;
  at?: string;
  until?: string;
}

/**
 * The silencing of an alert, whatever its shape: the contract's boolean, or HyperDX's object (an
 * object means silenced; HyperDX leaves the field out, or sends null, when the alert is not).
 */
export function alertSilence(alert: Pick<Alert, 'silenced'>): AlertSilence {
  const s = alert.silenced;
  if (typeof s === 'boolean') return { silenced: s };
  if (s && typeof s === 'object') {
    return { silenced: true, ...(s.by ? { by: s.by } : {}), ...(s.at ? { at: s.at } : {}), ...(s.until ? { until: s.until } : {}) };
  }
  return { silenced: false };
}

/** Every channel of an alert: HyperDX's `channels`, else the single `channel` (contract, older servers). */
export function alertChannels(alert: Pick<Alert, 'channel' | 'channels'>): AlertChannelRead[] {
  if (alert.channels && alert.channels.length > 0) return alert.channels;
  return alert.channel ? [alert.channel] : [];
}
