/** Alert API (served at {alerts_url}): Create Alert `POST /api/v2/alerts`, Get Alert. */
import { z } from 'zod';
import { anyNumber, fmt, idText, oneOf, strictObject, text } from './common.js';

export const ALERT_INTERVALS = ['1m', '5m', '15m', '30m', '1h', '6h', '12h', '1d'] as const;
export type AlertInterval = (typeof ALERT_INTERVALS)[number];

export const ALERT_SOURCES = ['tile', 'search'] as const;
export type AlertSource = (typeof ALERT_SOURCES)[number];

export const ALERT_THRESHOLD_TYPES = ['above', 'below'] as const;
export type AlertThresholdType = (typeof ALERT_THRESHOLD_TYPES)[number];

export const ALERT_CHANNEL_TYPES = ['webhook'] as const;

/** States answered by the open-source implementation (the contract shows `active`/`inactive` as samples). */
export const ALERT_STATES = ['ALERT', 'OK', 'INSUFFICIENT_DATA', 'DISABLED', 'PENDING'] as const;

/** Text lengths of the real service (real-apis.md): name 1..512, message 1..4096 characters. */
export const ALERT_NAME_LENGTH = { min: 1, max: 512 } as const;
export const ALERT_MESSAGE_LENGTH = { min: 1, max: 4096 } as const;

const lengthRule = (limits: { min: number; max: number }) => `${fmt(limits.min)} to ${fmt(limits.max)} characters`;
/** "1 to 512 characters": how a form states the length rule (its description and its error). */
export const ALERT_NAME_RULE = lengthRule(ALERT_NAME_LENGTH);
export const ALERT_MESSAGE_RULE = lengthRule(ALERT_MESSAGE_LENGTH);

export const ALERT_MESSAGES = {
  threshold: 'Enter the threshold as a number.',
  interval: `Choose an interval: ${ALERT_INTERVALS.join(', ')}.`,
  source: 'Choose what the alert watches: tile or search.',
  thresholdType: 'Choose above or below.',
  channelType: 'The only channel type is webhook.',
  webhookId: 'Choose the webhook to notify.',
  dashboardId: 'A tile alert needs the ID of the dashboard that holds the tile.',
  tileId: 'A tile alert needs the ID of the tile.',
  name: `Use ${ALERT_NAME_RULE}, or leave the name out.`,
  message: `Use ${ALERT_MESSAGE_RULE}, or leave the message out.`,
} as const;

export const alertCreateSchema = strictObject({
  threshold: anyNumber(ALERT_MESSAGES.threshold),
  interval: oneOf(ALERT_INTERVALS, ALERT_MESSAGES.interval),
  source: oneOf(ALERT_SOURCES, ALERT_MESSAGES.source),
  thresholdType: oneOf(ALERT_THRESHOLD_TYPES, ALERT_MESSAGES.thresholdType),
  channel: strictObject({
    type: oneOf(ALERT_CHANNEL_TYPES, ALERT_MESSAGES.channelType),
    webhookId: idText(ALERT_MESSAGES.webhookId),
  }),
  dashboardId: idText(ALERT_MESSAGES.dashboardId).optional(),
  tileId: idText(ALERT_MESSAGES.tileId).optional(),
  name: text().min(ALERT_NAME_LENGTH.min, { error: ALERT_MESSAGES.name }).max(ALERT_NAME_LENGTH.max, { error: ALERT_MESSAGES.name }).optional(),
  message: text().min(ALERT_MESSAGE_LENGTH.min, { error: ALERT_MESSAGES.message }).max(ALERT_MESSAGE_LENGTH.max, { error: ALERT_MESSAGES.message }).optional(),
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

// The alert as read (both dialects, leniently) lives in alert-read.ts.
export * from './alert-read.js';
