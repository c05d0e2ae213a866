import { describe, expect, it } from 'vitest';
import { HYPERDX_ALERT_REQUEST_FIELDS, alertSchema, hyperdxAlertBodySchema, hyperdxReplaceBodyOf, type HyperdxAlertBody } from '../../../contract';
import { REAL_ALERT } from '../../../contract/alert-fixtures';
import { hyperdxAlertFormSchema, hyperdxEditBody, toHyperdxBody } from './hyperdxBody';
import { toRequestBody } from './toRequestBody';

const read = alertSchema.parse(REAL_ALERT);
/** What the edit form submits when nothing is changed: its values from the alert as read, judged by the schema. */
const formValuesOf = (alert = read) => {
  const { channel: _first, ...values } = hyperdxReplaceBodyOf(alert);
  return hyperdxAlertBodySchema.parse(values);
};
const READ_ONLY = ['id', 'state', 'teamId', 'silenced', 'executionErrors', 'createdAt', 'updatedAt'];

describe('hyperdxReplaceBodyOf: the alert as read, mapped back to the request', () => {
  it('carries every request field, under the request names, and nothing read-only', () => {
    const body = hyperdxReplaceBodyOf(read);
    expect(body).toEqual({
      savedSearchId: 'ss1',
      groupBy: 'ServiceName',
      threshold: 100,
      thresholdMax: 500,
      interval: '15m',
      scheduleOffsetMinutes: 2,
      scheduleStartAt: '2026-02-08T10:00:00.000Z',
      source: 'saved_search',
      thresholdType: 'between',
      channel: { type: 'webhook', webhookId: 'w1' },
      channels: [
        { type: 'webhook', webhookId: 'w1' },
        { type: 'webhook', webhookId: 'w2' },
      ],
      name: 'Checkout errors',
      message: 'Errors {{value}}',
      note: 'See the runbook.',
      numConsecutiveWindows: 3,
    });
    for (const key of READ_ONLY) expect(body).not.toHaveProperty(key);
    expect(hyperdxAlertBodySchema.safeParse(body).success).toBe(true);
  });

  it("reads the contract's names too (dashboard, a single channel)", () => {
    const contract = alertSchema.parse({
      id: 'a',
      threshold: 1,
      interval: '5m',
      thresholdType: 'above',
      source: 'tile',
      dashboard: 'd1',
      tileId: 't1',
      channel: { type: 'webhook', webhookId: 'w' },
      silenced: false,
    });
    expect(hyperdxReplaceBodyOf(contract)).toEqual({
      dashboardId: 'd1',
      tileId: 't1',
      threshold: 1,
      interval: '5m',
      source: 'tile',
      thresholdType: 'above',
      channel: { type: 'webhook', webhookId: 'w' },
      channels: [{ type: 'webhook', webhookId: 'w' }],
    });
  });
});

describe('toHyperdxBody: form values -> HyperDX request', () => {
  const tile: HyperdxAlertBody = {
    threshold: 5,
    interval: '5m',
    thresholdType: 'above',
    source: 'tile',
    dashboardId: 'd',
    tileId: 't',
    channels: [{ type: 'webhook', webhookId: 'w1' }],
  };

  it('repeats the first channel as channel, and passes the schema', () => {
    const body = toHyperdxBody({
      ...tile,
      channels: [
        { type: 'webhook', webhookId: 'w1' },
        { type: 'webhook', webhookId: 'w2' },
      ],
    });
    expect(body.channel).toEqual({ type: 'webhook', webhookId: 'w1' });
    expect(body.channels).toHaveLength(2);
    expect(hyperdxAlertBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends nothing of the other source: no saved search for a tile alert, no dashboard or tile for a saved-search alert', () => {
    expect(toHyperdxBody({ ...tile, savedSearchId: 's', groupBy: 'g' })).not.toHaveProperty('savedSearchId');
    expect(toHyperdxBody({ ...tile, savedSearchId: 's', groupBy: 'g' })).not.toHaveProperty('groupBy');
    const search = toHyperdxBody({ ...tile, source: 'saved_search', savedSearchId: 's', groupBy: 'g' });
    expect(search).toMatchObject({ source: 'saved_search', savedSearchId: 's', groupBy: 'g' });
    expect(search).not.toHaveProperty('dashboardId');
    expect(search).not.toHaveProperty('tileId');
  });

  it('sends the upper bound only for a range', () => {
    expect(toHyperdxBody({ ...tile, thresholdMax: 9 })).not.toHaveProperty('thresholdMax');
    expect(toHyperdxBody({ ...tile, thresholdType: 'not_between', thresholdMax: 9 })).toMatchObject({ thresholdMax: 9 });
  });

  it('sends no empty, blank or null value', () => {
    const body = toHyperdxBody({ ...tile, name: '  ', message: null, numConsecutiveWindows: undefined, scheduleOffsetMinutes: 0, scheduleStartAt: '' });
    expect(Object.keys(body).sort()).toEqual([
      'channel',
      'channels',
      'dashboardId',
      'interval',
      'scheduleOffsetMinutes',
      'source',
      'threshold',
      'thresholdType',
      'tileId',
    ]);
  });

  it('does not change the values it was given', () => {
    const values = { ...tile, name: '' };
    toHyperdxBody(values);
    expect(values).toHaveProperty('name', '');
    expect(values).not.toHaveProperty('channel');
  });
});

describe('hyperdxAlertFormSchema: the rules of the fields the form shows', () => {
  const tile = {
    threshold: 5,
    interval: '5m',
    thresholdType: 'above',
    source: 'tile',
    dashboardId: 'd',
    tileId: 't',
    channels: [{ type: 'webhook', webhookId: 'w1' }],
  };
  it('does not judge what the form hides for the current choices', () => {
    expect(hyperdxAlertFormSchema.safeParse({ ...tile, savedSearchId: '   ', thresholdMax: 'x' }).success).toBe(true);
    expect(hyperdxAlertFormSchema.safeParse({ ...tile, source: 'saved_search', savedSearchId: 's', dashboardId: '  ' }).success).toBe(true);
  });
  it('judges what it shows', () => {
    const result = hyperdxAlertFormSchema.safeParse({ ...tile, source: 'saved_search', savedSearchId: '   ', thresholdType: 'between' });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['savedSearchId', 'thresholdMax']);
  });
});

describe('hyperdxEditBody: a full replace never drops a field the form does not show', () => {
  it('an edit of the name only keeps every other request field as read', () => {
    const body = hyperdxEditBody(read, { ...formValuesOf(), name: 'Renamed' });
    expect(body).toEqual({ ...hyperdxReplaceBodyOf(read), name: 'Renamed' });
    expect(Object.keys(body).sort()).toEqual([...HYPERDX_ALERT_REQUEST_FIELDS].filter((f) => !['dashboardId', 'tileId'].includes(f)).sort());
    expect(hyperdxAlertBodySchema.safeParse(body).success).toBe(true);
  });

  it('keeps what the form does not show (the note) even when its values lack it', () => {
    const { note: _note, ...values } = formValuesOf();
    expect(hyperdxEditBody(read, { ...values, name: 'Renamed' })).toMatchObject({ note: 'See the runbook.', name: 'Renamed' });
  });

  it('removes what the person emptied in the form (a full replace: left out = gone)', () => {
    const body = hyperdxEditBody(read, { ...formValuesOf(), groupBy: undefined, message: undefined, numConsecutiveWindows: undefined });
    expect(body).not.toHaveProperty('groupBy');
    expect(body).not.toHaveProperty('message');
    expect(body).not.toHaveProperty('numConsecutiveWindows');
    expect(body).toMatchObject({ savedSearchId: 'ss1', scheduleOffsetMinutes: 2, note: 'See the runbook.' });
  });

  it('sends the channels as edited, the first repeated as channel', () => {
    const body = hyperdxEditBody(read, { ...formValuesOf(), channels: [{ type: 'webhook', webhookId: 'w2' }] });
    expect(body.channels).toEqual([{ type: 'webhook', webhookId: 'w2' }]);
    expect(body.channel).toEqual({ type: 'webhook', webhookId: 'w2' });
  });
});

describe('the contract dialect is unchanged', () => {
  it("builds the contract's body with toRequestBody, without any HyperDX field", () => {
    const body = toRequestBody({
      threshold: 1,
      interval: '5m',
      source: 'search',
      thresholdType: 'above',
      channel: { type: 'webhook', webhookId: 'w' },
      dashboardId: 'd',
    });
    expect(body).toEqual({ threshold: 1, interval: '5m', source: 'search', thresholdType: 'above', channel: { type: 'webhook', webhookId: 'w' } });
  });
});
