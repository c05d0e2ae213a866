import { describe, expect, it } from 'vitest';
import { alertChannels, alertSchema, alertSilence } from './alert-read.js';
import { alertListSchema } from './alert-list.js';
import { REAL_ALERT } from './alert-fixtures.js';

describe('alertSchema: every shape the real service answers, and the contract', () => {
  it('reads a HyperDX alert with every field', () => {
    const a = alertSchema.parse(REAL_ALERT);
    expect(a).toMatchObject({ source: 'search', thresholdMax: 500, numConsecutiveWindows: 3, scheduleOffsetMinutes: 2, note: 'See the runbook.' });
    expect(alertChannels(a).map((c) => c.webhookId)).toEqual(['w1', 'w2']);
    expect(a.executionErrors).toEqual(REAL_ALERT.executionErrors);
    expect(alertSilence(a)).toEqual({ silenced: true, by: 'user1', at: '2026-03-19T08:00:00.000Z', until: '2026-03-20T08:00:00.000Z' });
  });

  it.each([
    ['the contract boolean true', true, { silenced: true }],
    ['the contract boolean false', false, { silenced: false }],
    ['HyperDX object', { by: 'u', until: '2026-03-20T08:00:00Z' }, { silenced: true, by: 'u', until: '2026-03-20T08:00:00Z' }],
    ['HyperDX object with a null by', { by: null, at: '2026-03-19T08:00:00Z' }, { silenced: true, at: '2026-03-19T08:00:00Z' }],
    ['an empty object', {}, { silenced: true }],
    ['absent (HyperDX, not silenced)', undefined, { silenced: false }],
    ['null', null, { silenced: false }],
    ['a shape nobody sends', 'yes', { silenced: false }],
  ])('reads silenced as %s', (_label, silenced, expected) => {
    const parsed = alertSchema.safeParse({ ...REAL_ALERT, silenced });
    expect(parsed.success).toBe(true);
    expect(alertSilence(parsed.data!)).toEqual(expected);
  });

  it('reads an optional field in an unexpected shape as absent, never failing the whole alert', () => {
    const odd = {
      ...REAL_ALERT,
      name: 42,
      thresholdMax: '500',
      channel: 'w1',
      channels: 'w1',
      executionErrors: { message: 'x' },
      numConsecutiveWindows: 'three',
      scheduleOffsetMinutes: {},
      scheduleStartAt: 7,
      groupBy: ['a'],
      teamId: 5,
      state: 3,
      createdAt: 12,
      silenced: { by: 5, until: false },
    };
    const parsed = alertSchema.safeParse(odd);
    expect(parsed.success).toBe(true);
    const a = parsed.data!;
    for (const key of [
      'name',
      'thresholdMax',
      'channel',
      'channels',
      'executionErrors',
      'numConsecutiveWindows',
      'scheduleOffsetMinutes',
      'scheduleStartAt',
      'groupBy',
      'teamId',
      'state',
      'createdAt',
    ] as const) {
      expect(a[key], key).toBeUndefined();
    }
    expect(alertSilence(a)).toEqual({ silenced: true });
  });

  it('keeps the readable items of a list field and skips the others', () => {
    const a = alertSchema.parse({
      ...REAL_ALERT,
      channels: [{ type: 'webhook', webhookId: 'w1' }, 'junk', { webhookId: 'no type' }],
      executionErrors: [null, { type: 'UNKNOWN' }],
    });
    expect(a.channels).toEqual([{ type: 'webhook', webhookId: 'w1' }]);
    expect(a.executionErrors).toEqual([{ type: 'UNKNOWN' }]);
  });

  it('reads channels from the single channel when only that is answered (the contract, older servers)', () => {
    const a = alertSchema.parse({ ...REAL_ALERT, channels: undefined });
    expect(alertChannels(a)).toEqual([{ type: 'webhook', webhookId: 'w1' }]);
    expect(alertChannels(alertSchema.parse({ ...REAL_ALERT, channels: [], channel: undefined }))).toEqual([]);
  });

  it('reads any threshold type, so an unknown one answered by a server does not break the list', () => {
    const page = alertListSchema.safeParse({
      data: [REAL_ALERT, { ...REAL_ALERT, id: 'a2', thresholdType: 'above_or_equal_soon' }, { ...REAL_ALERT, id: 'a3', silenced: true }],
      meta: { total: 3, limit: 1000, offset: 0 },
    });
    expect(page.success).toBe(true);
    expect(page.data!.data.map((a) => a.thresholdType)).toEqual(['between', 'above_or_equal_soon', 'between']);
  });

  it('still refuses an alert without the fields every alert has', () => {
    expect(alertSchema.safeParse({ ...REAL_ALERT, threshold: '100' }).success).toBe(false);
    expect(alertSchema.safeParse({ ...REAL_ALERT, id: undefined }).success).toBe(false);
  });
});
