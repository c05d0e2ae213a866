import { describe, expect, it } from 'vitest';
import {
  ALERT_CHANNELS_COUNT,
  ALERT_NOTE_LENGTH,
  HYPERDX_ALERT_MESSAGES as M,
  HYPERDX_ALERT_REQUEST_FIELDS,
  HYPERDX_THRESHOLD_TYPES,
  hyperdxAlertBodySchema,
} from './alert-hyperdx.js';
import { ALERT_MESSAGES } from './alert.js';
import { checkRow, issue, type Row } from './test-helpers.js';

const webhook = (webhookId: string) => ({ type: 'webhook', webhookId });
const search = { threshold: 10, interval: '5m', source: 'saved_search', savedSearchId: 's1', thresholdType: 'above', channels: [webhook('w1')] };
const tile = { ...search, source: 'tile', savedSearchId: undefined, dashboardId: 'd1', tileId: 't1' };
const between = { ...search, thresholdType: 'between', threshold: 100, thresholdMax: 500 };
const channels = (n: number) => Array.from({ length: n }, (_, i) => webhook(`w${i}`));

describe('hyperdxAlertBodySchema (CreateAlertRequest = UpdateAlertRequest)', () => {
  it.each<Row>([
    ['saved-search alert with its saved search', search, null],
    ['saved-search alert with a group-by key', { ...search, groupBy: 'ServiceName' }, null],
    ['saved-search alert without its saved search', { ...search, savedSearchId: undefined }, issue('savedSearchId', M.savedSearchId)],
    ['saved-search alert with an empty saved search', { ...search, savedSearchId: '' }, issue('savedSearchId', M.savedSearchId)],
    ['tile alert', tile, null],
    ['tile alert without dashboard', { ...tile, dashboardId: null }, issue('dashboardId', M.dashboardId)],
    ['tile alert without tile', { ...tile, tileId: undefined }, issue('tileId', M.tileId)],
    ["the contract's search source", { ...search, source: 'search' }, issue('source', M.source)],
    ['no source', { ...search, source: undefined }, issue('source', 'This field is required.')],
    ...HYPERDX_THRESHOLD_TYPES.map((t): Row => [`threshold type ${t}`, { ...search, thresholdType: t, thresholdMax: 20 }, null]),
    ['an unknown threshold type', { ...search, thresholdType: 'above_or_equal' }, issue('thresholdType', M.thresholdType)],
    // thresholdMax: required for the range types, at least the threshold.
    ['between with an upper bound above the threshold', between, null],
    ['between with the upper bound equal to the threshold', { ...between, thresholdMax: 100 }, null],
    ['between with the upper bound just below the threshold', { ...between, thresholdMax: 99.999 }, issue('thresholdMax', M.thresholdMaxOrder)],
    ['between without an upper bound', { ...between, thresholdMax: undefined }, issue('thresholdMax', M.thresholdMax)],
    ['between with a null upper bound', { ...between, thresholdMax: null }, issue('thresholdMax', M.thresholdMax)],
    ['not_between with the upper bound equal to the threshold', { ...between, thresholdType: 'not_between', thresholdMax: 100 }, null],
    ['not_between with the upper bound below', { ...between, thresholdType: 'not_between', thresholdMax: -1 }, issue('thresholdMax', M.thresholdMaxOrder)],
    ['not_between without an upper bound', { ...between, thresholdType: 'not_between', thresholdMax: undefined }, issue('thresholdMax', M.thresholdMax)],
    ['above with an upper bound below the threshold (not a range: no order)', { ...search, thresholdMax: 1 }, null],
    ['upper bound as text', { ...between, thresholdMax: '500' }, issue('thresholdMax', M.thresholdMax)],
    // numConsecutiveWindows: integer, minimum 1.
    ['1 consecutive window', { ...search, numConsecutiveWindows: 1 }, null],
    ['0 consecutive windows', { ...search, numConsecutiveWindows: 0 }, issue('numConsecutiveWindows', M.numConsecutiveWindows)],
    ['1.5 consecutive windows', { ...search, numConsecutiveWindows: 1.5 }, issue('numConsecutiveWindows', M.numConsecutiveWindows)],
    ['null consecutive windows', { ...search, numConsecutiveWindows: null }, null],
    // scheduleOffsetMinutes: integer, minimum 0.
    ['schedule offset 0', { ...search, scheduleOffsetMinutes: 0 }, null],
    ['schedule offset 2', { ...search, scheduleOffsetMinutes: 2 }, null],
    ['schedule offset -1', { ...search, scheduleOffsetMinutes: -1 }, issue('scheduleOffsetMinutes', M.scheduleOffsetMinutes)],
    ['schedule offset 0.5', { ...search, scheduleOffsetMinutes: 0.5 }, issue('scheduleOffsetMinutes', M.scheduleOffsetMinutes)],
    // scheduleStartAt: date-time.
    ['schedule start in UTC', { ...search, scheduleStartAt: '2026-02-08T10:00:00.000Z' }, null],
    ['schedule start with an offset', { ...search, scheduleStartAt: '2026-02-08T10:00:00+02:00' }, null],
    ['schedule start as a date only', { ...search, scheduleStartAt: '2026-02-08' }, issue('scheduleStartAt', M.scheduleStartAt)],
    ['schedule start as words', { ...search, scheduleStartAt: 'tomorrow' }, issue('scheduleStartAt', M.scheduleStartAt)],
    // channels: 1..10, no duplicates; channel alone (older clients); both only when they agree.
    ['one channel', { ...search, channels: channels(1) }, null],
    [`${ALERT_CHANNELS_COUNT.max} channels`, { ...search, channels: channels(10) }, null],
    ['11 channels', { ...search, channels: channels(11) }, issue('channels', M.channels)],
    ['no channel in the list', { ...search, channels: [] }, issue('channels', M.channelRequired)],
    ['no channel at all', { ...search, channels: undefined }, issue('channels', M.channelRequired)],
    ['the legacy channel alone', { ...search, channels: undefined, channel: webhook('w1') }, null],
    ['channel matching the first of channels', { ...search, channel: webhook('w1'), channels: [webhook('w1'), webhook('w2')] }, null],
    [
      'channel not matching the first of channels',
      { ...search, channel: webhook('w2'), channels: [webhook('w1'), webhook('w2')] },
      issue('channel', M.channelMismatch),
    ],
    ['a webhook twice', { ...search, channels: [webhook('w1'), webhook('w2'), webhook('w1')] }, issue('channels.2.webhookId', M.channelDuplicate)],
    ['an empty webhook ID', { ...search, channels: [webhook('')] }, issue('channels.0.webhookId', M.webhookId)],
    ['an email channel', { ...search, channels: [{ type: 'email', webhookId: 'w' }] }, issue('channels.0.type', M.channelType)],
    // Text lengths: name 1..512, message 1..4096 (real-apis.md), note 1..4096 (the document).
    ['name of 512 characters', { ...search, name: 'n'.repeat(512) }, null],
    ['name of 513 characters', { ...search, name: 'n'.repeat(513) }, issue('name', M.name)],
    ['empty name', { ...search, name: '' }, issue('name', M.name)],
    ['null name', { ...search, name: null }, null],
    ['message of 4096 characters', { ...search, message: 'm'.repeat(4096) }, null],
    ['message of 4097 characters', { ...search, message: 'm'.repeat(4097) }, issue('message', M.message)],
    ['empty message', { ...search, message: '' }, issue('message', M.message)],
    [`note of ${ALERT_NOTE_LENGTH.max} characters`, { ...search, note: 'x'.repeat(4096) }, null],
    ['note of 4097 characters', { ...search, note: 'x'.repeat(4097) }, issue('note', M.note)],
    ['empty note', { ...search, note: '' }, issue('note', M.note)],
    ['interval 2m', { ...search, interval: '2m' }, issue('interval', ALERT_MESSAGES.interval)],
    ['missing threshold', { ...search, threshold: undefined }, issue('threshold', M.threshold)],
  ])('%s', (...row) => checkRow(hyperdxAlertBodySchema, row));

  it('reports the rules between fields together with other broken fields, so a form shows them all at once', () => {
    const result = hyperdxAlertBodySchema.safeParse({ ...between, interval: '2m', thresholdMax: undefined, savedSearchId: undefined, channels: [] });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['interval', 'thresholdMax', 'savedSearchId', 'channels']));
  });

  it('drops unknown fields, as the real service does (a response echoed back is a valid request)', () => {
    const parsed = hyperdxAlertBodySchema.parse({ ...search, id: 'a1', state: 'OK', silenced: { by: 'u' }, teamId: 't' });
    expect(parsed).not.toHaveProperty('id');
    expect(parsed).not.toHaveProperty('silenced');
  });

  it('survives a body of any shape', () => {
    for (const body of [null, 'tile', 42, [], { source: 'tile', dashboardId: 7, channels: 'w', channel: 3 }, { ...between, threshold: 'x' }]) {
      expect(hyperdxAlertBodySchema.safeParse(body).success).toBe(false);
    }
  });

  it('lists every request field of the schema', () => {
    expect([...HYPERDX_ALERT_REQUEST_FIELDS].sort()).toEqual(Object.keys(hyperdxAlertBodySchema.shape).sort());
  });
});
