import { describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES as M, activityRangeSchema, activitySchema } from './activity.js';
import { checkRow, issue, type Row } from './test-helpers.js';

describe('activityRangeSchema', () => {
  it.each<Row>([
    ['no range', {}, null],
    ['from only', { from_date: '2026-03-01T00:00:00Z' }, null],
    ['with an offset', { from_date: '2026-03-01T00:00:00+01:00', to_date: '2026-03-01T00:00:00Z' }, null],
    ['a one-instant range', { from_date: '2026-03-01T00:00:00Z', to_date: '2026-03-01T00:00:00Z' }, null],
    ['ends one millisecond before it starts', { from_date: '2026-03-01T00:00:00.001Z', to_date: '2026-03-01T00:00:00Z' }, issue('to_date', M.range)],
    ['a day without a time', { from_date: '2026-03-01' }, issue('from_date', M.dateTime)],
    ['no time zone', { to_date: '2026-03-01T00:00:00' }, issue('to_date', M.dateTime)],
    ['31 February', { from_date: '2026-02-31T00:00:00Z' }, issue('from_date', M.dateTime)],
  ])('%s', (...row) => checkRow(activityRangeSchema, row));
});

describe('activitySchema (response)', () => {
  it('reads a type and a key update type it does not know', () => {
    expect(activitySchema.safeParse({ id: 'a', createdAt: '2026-03-01T00:00:00Z', type: 'brand_new', keyUpdateType: 'other' }).success).toBe(true);
    expect(activitySchema.safeParse({ id: 'a', type: 'service_create' }).success).toBe(false);
  });
});
