/** Alert API (served at {alerts_url}): Create Alert `POST /api/v2/alerts`, Get Alert. */
import { z } from 'zod';
import { nonEmptyText, oneOf, strictObject, text } from './common.js';

export const ALERT_INTERVALS = ['1m', '5m', '15m', '30m', '1h', '6h', '12h', '1d'] as const;
export type AlertInterval = (typeof ALERT_INTERVALS)[number];

export const ALERT_SOURCES = ['tile', 'search'] as const;
export type AlertSource = (typeof ALERT_SOURCES)[number];

export const ALERT_THRESHOLD_TYPES = ['above', 'below'] as const;
export type AlertThresholdType = (typeof ALERT_THRESHOLD_TYPES)[number];

export const ALERT_CHANNEL_TYPES = ['webhook'] as const;

/** States answered by the open-source implementation (the contract shows `active`/`inactive` as samples). */
export const ALERT_STATES = ['ALERT', 'OK', 'INSUFFICIENT_DATA', 'DISABLED', 'PENDING'] as const;

export const ALERT_MESSAGES = {
  threshold: 'Enter the threshold as a number.',
  interval: `Choose an interval: ${ALERT_INTERVALS.join(', ')}.`,
  source: 'Choose what the alert watches: tile or search.',
  thresholdType: 'Choose above or below.',
  channelType: 'The only channel type is webhook.',
  webhookId: 'Choose the webhook to notify.',
  dashboardId: 'A tile alert needs the ID of the dashboard that holds the tile.',
  tileId: 'A tile alert needs the ID of the tile.',
  name: 'Use 1 to 512 characters, or leave the name out.',
  message: 'Use 1 to 4096 characters, or leave the message out.',
} as const;

export const alertCreateSchema = strictObject({
  threshold: z.number({ error: ALERT_MESSAGES.threshold }),
  interval: oneOf(ALERT_INTERVALS, ALERT_MESSAGES.interval),
  source: oneOf(ALERT_SOURCES, ALERT_MESSAGES.source),
  thresholdType: oneOf(ALERT_THRESHOLD_TYPES, ALERT_MESSAGES.thresholdType),
  channel: strictObject({
    type: oneOf(ALERT_CHANNEL_TYPES, ALERT_MESSAGES.channelType),
    webhookId: nonEmptyText(ALERT_MESSAGES.webhookId),
  }),
  dashboardId: nonEmptyText(ALERT_MESSAGES.dashboardId).optional(),
  tileId: nonEmptyText(ALERT_MESSAGES.tileId).optional(),
  name: text().min(1, { error: ALERT_MESSAGES.name }).max(512, { error: ALERT_MESSAGES.name }).optional(),
  message: text().min(1, { error: ALERT_MESSAGES.message }).max(4096, { error: ALERT_MESSAGES.message }).optional(),
}).superRefine(
  (v, ctx) => {
    if (v.source === 'tile') {
      if (v.dashboardId === undefined) ctx.addIssue({ code: 'custom', path: ['dashboardId'], message: ALERT_MESSAGES.dashboardId });
      if (v.tileId === undefined) ctx.addIssue({ code: 'custom', path: ['tileId'], message: ALERT_MESSAGES.tileId });
    }
  },
  // Also when other fields are wrong, so a form shows every message at once (the rule reads only
  // source, dashboardId and tileId, which it tolerates in any shape).
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);
export type AlertCreate = z.infer<typeof alertCreateSchema>;
export type AlertCreateInput = z.input<typeof alertCreateSchema>;

/** Alert as read: accepts the contract names (team, dashboard, savedSearch) and the real ones (…Id). */
export const alertSchema = z.looseObject({
  id: z.string(),
  name: z.string().nullish(),
  message: z.string().nullish(),
  threshold: z.number(),
  interval: z.string(),
  thresholdType: z.string(),
  source: z.string(),
  state: z.string().optional(),
  channel: z.looseObject({ type: z.string(), webhookId: z.string().nullish() }).optional(),
  team: z.string().nullish(),
  teamId: z.string().nullish(),
  tileId: z.string().nullish(),
  dashboard: z.string().nullish(),
  dashboardId: z.string().nullish(),
  savedSearch: z.string().nullish(),
  savedSearchId: z.string().nullish(),
  groupBy: z.string().nullish(),
  silenced: z.boolean().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type Alert = z.infer<typeof alertSchema>;

/** The owning team, dashboard and saved search of an alert, whichever name the server used. */
export function alertRefs(alert: Alert): { team?: string; dashboardId?: string; savedSearchId?: string } {
  return {
    team: alert.team ?? alert.teamId ?? undefined,
    dashboardId: alert.dashboard ?? alert.dashboardId ?? undefined,
    savedSearchId: alert.savedSearch ?? alert.savedSearchId ?? undefined,
  };
}
