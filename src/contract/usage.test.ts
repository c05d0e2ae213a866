import { describe, expect, it } from 'vitest';
import { daysOfRange, parseUtcDay, USAGE_MESSAGES, usageCostSchema, usageRangeSchema } from './usage';

const issue = (from_date: unknown, to_date: unknown) => {
  const r = usageRangeSchema.safeParse({ from_date, to_date });
  return r.success ? undefined : { path: r.error.issues[0].path.join('.'), message: r.error.issues[0].message };
};

describe('usage range (from_date, to_date: UTC days, at most 31 days)', () => {
  it('accepts one day, and 31 days (to_date 30 days after from_date)', () => {
    expect(issue('2026-06-01', '2026-06-01')).toBeUndefined();
    expect(issue('2026-06-01', '2026-07-01')).toBeUndefined();
    expect(issue('2026-02-01', '2026-03-03')).toBeUndefined(); // 28 + 3 days
  });

  it('refuses 32 days (to_date 31 days after from_date), on to_date', () => {
    expect(issue('2026-06-01', '2026-07-02')).toEqual({ path: 'to_date', message: USAGE_MESSAGES.tooLong });
    expect(issue('2026-02-01', '2026-03-04')).toEqual({ path: 'to_date', message: USAGE_MESSAGES.tooLong });
  });

  it('refuses an end one day before the start', () => {
    expect(issue('2026-06-02', '2026-06-01')).toEqual({ path: 'to_date', message: USAGE_MESSAGES.order });
  });

  it('requires both days, as YYYY-MM-DD days of the calendar', () => {
    expect(issue(undefined, '2026-06-01')?.path).toBe('from_date');
    expect(issue('2026-06-01', undefined)?.path).toBe('to_date');
    expect(issue('2026-6-01', '2026-06-01')).toEqual({ path: 'from_date', message: USAGE_MESSAGES.date });
    expect(issue('2026-06-01', '2026-06-01T00:00:00Z')).toEqual({ path: 'to_date', message: USAGE_MESSAGES.date });
    expect(issue('2026-02-29', '2026-03-01')?.message).toBe(USAGE_MESSAGES.date); // 2026 is not a leap year
    expect(issue('2028-02-29', '2028-03-01')).toBeUndefined();
  });

  it('reads days in UTC and lists a range both ends included', () => {
    expect(parseUtcDay('2026-06-01')).toBe(Date.UTC(2026, 5, 1));
    expect(parseUtcDay('2026-13-01')).toBeNaN();
    expect(daysOfRange('2026-05-30', '2026-06-02')).toEqual(['2026-05-30', '2026-05-31', '2026-06-01', '2026-06-02']);
    expect(daysOfRange('2026-06-02', '2026-06-01')).toEqual([]);
  });
});

describe('usage cost answer', () => {
  it('reads the documented shape, with an entity type it does not know kept as sent', () => {
    const r = usageCostSchema.safeParse({
      grandTotalCHC: 1.5,
      costs: [
        { date: '2026-06-01', entityType: 'datawarehouse', entityId: 'w', serviceId: null, totalCHC: 1, metrics: { storageCHC: 1 }, locked: true },
        { date: '2026-06-01', entityType: 'clickpipe', entityId: 'p', totalCHC: 0.5 },
        { date: '2026-06-01', entityType: 'lakehouse', entityId: 'l', totalCHC: 0 },
      ],
    });
    expect(r.success).toBe(true);
    expect(usageCostSchema.safeParse({ grandTotalCHC: 1, costs: [{ date: '2026-06-01', entityType: 'service', entityId: 's' }] }).success).toBe(false);
  });
});
