/**
 * HyperDX's alert request (external API v2, CreateAlertRequest = UpdateAlertRequest:
 * `../shared/reference/hyperdx-openapi.json`; real-apis.md, "Alert API"), in its own words:
 * `source: saved_search | tile`, eight threshold types, `thresholdMax`, up to ten `channels`,
 * consecutive windows and a schedule. Every rule of the document is here, once: the alert forms
 * (session alertsDialect `hyperdx`) judge their values with it before anything is sent, and the
 * emulator judges the bodies of its `hyperdx` organizations with it.
 */
import { z } from 'zod';
import { anyNumber, fmt, idText, intAtLeast, nonEmptyText, oneOf, text } from './common.js';
import { ALERT_CHANNEL_TYPES, ALERT_INTERVALS, ALERT_MESSAGE_LENGTH, ALERT_MESSAGES, ALERT_NAME_LENGTH, type AlertCreate } from './alert.js';

export const HYPERDX_ALERT_SOURCES = ['tile', 'saved_search'] as const;
export type HyperdxAlertSource = (typeof HYPERDX_ALERT_SOURCES)[number];

/** AlertThresholdType of the document. */
export const HYPERDX_THRESHOLD_TYPES = ['above', 'below', 'above_exclusive', 'below_or_equal', 'equal', 'not_equal', 'between', 'not_between'] as const;
export type HyperdxThresholdType = (typeof HYPERDX_THRESHOLD_TYPES)[number];

/** The threshold types that compare with a range: `threshold` is its lower bound, `thresholdMax` its upper. */
export const RANGE_THRESHOLD_TYPES = ['between', 'not_between'] as const;
export const isRangeThresholdType = (type: unknown): boolean => (RANGE_THRESHOLD_TYPES as readonly unknown[]).includes(type);

/** AlertChannels: 1 to 10 channels, no duplicates. */
export const ALERT_CHANNELS_COUNT = { min: 1, max: 10 } as const;
/** numConsecutiveWindows `minimum: 1`; scheduleOffsetMinutes `minimum: 0` (integers both). */
export const NUM_CONSECUTIVE_WINDOWS_MIN = 1;
export const SCHEDULE_OFFSET_MINUTES_MIN = 0;
/** note: `minLength: 1, maxLength: 4096`. */
export const ALERT_NOTE_LENGTH = { min: 1, max: 4096 } as const;

export const HYPERDX_ALERT_MESSAGES = {
  threshold: ALERT_MESSAGES.threshold,
  interval: ALERT_MESSAGES.interval,
  source: 'Choose what the alert watches: a dashboard tile or a saved search.',
  thresholdType: `Choose a threshold type: ${HYPERDX_THRESHOLD_TYPES.join(', ')}.`,
  thresholdMax: 'A between or not-between alert needs an upper bound: enter it as a number.',
  thresholdMaxOrder: 'The upper bound must be at least the threshold (the lower bound).',
  channelType: ALERT_MESSAGES.channelType,
  webhookId: ALERT_MESSAGES.webhookId,
  channels: `Add ${ALERT_CHANNELS_COUNT.min} to ${ALERT_CHANNELS_COUNT.max} webhooks.`,
  channelRequired: 'Add at least one webhook to notify.',
  channelDuplicate: 'This webhook is already in the list: each webhook once.',
  channelMismatch: 'channel must be the same as the first entry of channels (or leave channel out).',
  dashboardId: ALERT_MESSAGES.dashboardId,
  tileId: ALERT_MESSAGES.tileId,
  savedSearchId: 'A saved-search alert needs the ID of the saved search.',
  groupBy: 'Enter the group-by key (e.g. ServiceName), or leave it out.',
  numConsecutiveWindows: `Must be a whole number of at least ${NUM_CONSECUTIVE_WINDOWS_MIN}.`,
  scheduleOffsetMinutes: `Must be a whole number of at least ${SCHEDULE_OFFSET_MINUTES_MIN} minutes.`,
  scheduleStartAt: 'Enter a date and time in UTC, such as 2026-02-08T10:00:00Z.',
  name: ALERT_MESSAGES.name,
  message: ALERT_MESSAGES.message,
  note: `Use ${ALERT_NOTE_LENGTH.min} to ${fmt(ALERT_NOTE_LENGTH.max)} characters, or leave the note out.`,
} as const;
const M = HYPERDX_ALERT_MESSAGES;

const lengthBetween = (limits: { min: number; max: number }, message: string) => text().min(limits.min, { error: message }).max(limits.max, { error: message });

const channelSchema = z.object({
  type: oneOf(ALERT_CHANNEL_TYPES, M.channelType),
  webhookId: idText(M.webhookId),
});
export type HyperdxAlertChannel = z.infer<typeof channelSchema>;

/**
 * The body of `POST /api/v2/alerts` and `PUT /api/v2/alerts/{id}` (the same schema: PUT is a
 * full replace). Optional fields may be null, as in the document; unknown fields are dropped,
 * as the real service does. The rules between fields are checked even when another field is
 * wrong, so that a form shows every message at once.
 */
export const hyperdxAlertBodySchema = z
  .object({
    threshold: anyNumber(M.threshold),
    thresholdMax: anyNumber(M.thresholdMax).nullish(),
    interval: oneOf(ALERT_INTERVALS, M.interval),
    thresholdType: oneOf(HYPERDX_THRESHOLD_TYPES, M.thresholdType),
    source: oneOf(HYPERDX_ALERT_SOURCES, M.source),
    channel: channelSchema.optional(),
    channels: z
      .array(channelSchema, { error: M.channels })
      .min(ALERT_CHANNELS_COUNT.min, { error: M.channelRequired })
      .max(ALERT_CHANNELS_COUNT.max, { error: M.channels })
      .optional(),
    dashboardId: idText(M.dashboardId).nullish(),
    tileId: idText(M.tileId).nullish(),
    savedSearchId: idText(M.savedSearchId).nullish(),
    groupBy: nonEmptyText(M.groupBy).nullish(),
    numConsecutiveWindows: intAtLeast(NUM_CONSECUTIVE_WINDOWS_MIN).nullish(),
    scheduleOffsetMinutes: intAtLeast(SCHEDULE_OFFSET_MINUTES_MIN, 'minutes').nullish(),
    scheduleStartAt: z.iso.datetime({ offset: true, error: M.scheduleStartAt }).nullish(),
    name: lengthBetween(ALERT_NAME_LENGTH, M.name).nullish(),
    message: lengthBetween(ALERT_MESSAGE_LENGTH, M.message).nullish(),
    note: lengthBetween(ALERT_NOTE_LENGTH, M.note).nullish(),
  })
  .superRefine(
    (v, ctx) => {
      const add = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
      const given = (value: unknown) => value !== undefined && value !== null;
      if (v.source === 'tile') {
        if (!given(v.dashboardId)) add(['dashboardId'], M.dashboardId);
        if (!given(v.tileId)) add(['tileId'], M.tileId);
      }
      if (v.source === 'saved_search' && !given(v.savedSearchId)) add(['savedSearchId'], M.savedSearchId);
      if (isRangeThresholdType(v.thresholdType)) {
        if (!given(v.thresholdMax)) add(['thresholdMax'], M.thresholdMax);
        else if (typeof v.thresholdMax === 'number' && typeof v.threshold === 'number' && v.thresholdMax < v.threshold) {
          add(['thresholdMax'], M.thresholdMaxOrder);
        }
      }
      const channels = Array.isArray(v.channels) ? (v.channels as unknown[]) : undefined;
      if (!given(v.channel) && channels === undefined) add(['channels'], M.channelRequired);
      const idOf = (c: unknown) => (c && typeof c === 'object' ? (c as { webhookId?: unknown }).webhookId : undefined);
      const typeOf = (c: unknown) => (c && typeof c === 'object' ? (c as { type?: unknown }).type : undefined);
      channels?.forEach((c, i) => {
        const id = idOf(c);
        if (typeof id === 'string' && id !== '' && channels.slice(0, i).some((earlier) => idOf(earlier) === id && typeOf(earlier) === typeOf(c))) {
          add(['channels', i, 'webhookId'], M.channelDuplicate);
        }
      });
      if (given(v.channel) && channels && channels.length > 0 && (idOf(v.channel) !== idOf(channels[0]) || typeOf(v.channel) !== typeOf(channels[0]))) {
        add(['channel'], M.channelMismatch);
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type HyperdxAlertBody = z.output<typeof hyperdxAlertBodySchema>;
export type HyperdxAlertBodyInput = z.input<typeof hyperdxAlertBodySchema>;

/** What a create or replace sends: the contract's body, or HyperDX's. */
export type AlertRequestBody = AlertCreate | HyperdxAlertBody;

/** The request fields of HyperDX's alert (the document's Alert schema), in its order. */
export const HYPERDX_ALERT_REQUEST_FIELDS = [
  'dashboardId',
  'tileId',
  'savedSearchId',
  'groupBy',
  'threshold',
  'thresholdMax',
  'interval',
  'scheduleOffsetMinutes',
  'scheduleStartAt',
  'source',
  'thresholdType',
  'channel',
  'channels',
  'name',
  'message',
  'note',
  'numConsecutiveWindows',
] as const satisfies readonly (keyof HyperdxAlertBody)[];
export type HyperdxAlertRequestField = (typeof HYPERDX_ALERT_REQUEST_FIELDS)[number];
