import { describe, expect, it } from 'vitest';
import { USAGE_MESSAGES, type UsageRecord } from '../../contract';
import { CHART_SERIES_MAX, chartData, chartSeries, chartSummary, entitiesOf, filtersOf, presetOf, rangeOf, USAGE_PRESETS } from './usageView';

const rec = (date: string, entityType: string, entityId: string, entityName: string, totalCHC: number): UsageRecord => ({
  date,
  entityType,
  entityId,
  entityName,
  totalCHC,
});
const RECORDS = [
  rec('2026-06-01', 'service', 's1', 'analytics', 10),
  rec('2026-06-02', 'service', 's1', 'analytics', 5),
  rec('2026-06-01', 'datawarehouse', 'w1', 'analytics', 1),
  rec('2026-06-02', 'clickpipe', 'p1', 'events', 2),
  rec('2026-06-02', 'service', 's2', 'Staging', 20),
];
const label = (r: { name: string }) => r.name;

describe('the view of the URL', () => {
  it('defaults to this month (UTC), today included; reads the kind and name', () => {
    expect(filtersOf(new URLSearchParams(), '2026-06-14')).toEqual({ from: '2026-06-01', to: '2026-06-14', type: undefined, name: undefined });
    expect(filtersOf(new URLSearchParams('from=2026-05-01&to=2026-05-31&type=pipe&name=ev'), '2026-06-14')).toEqual({
      from: '2026-05-01',
      to: '2026-05-31',
      type: 'pipe',
      name: 'ev',
    });
    expect(filtersOf(new URLSearchParams('type=lakehouse'), '2026-06-14').type).toBeUndefined();
  });

  it('offers presets of at most 31 days, and names the one a range is', () => {
    const ranges = Object.fromEntries(USAGE_PRESETS.map((p) => [p.value, p.range('2026-03-31')]));
    expect(ranges).toEqual({
      'this-month': { from: '2026-03-01', to: '2026-03-31' },
      'last-month': { from: '2026-02-01', to: '2026-02-28' },
      'last-7': { from: '2026-03-25', to: '2026-03-31' },
      'last-30': { from: '2026-03-02', to: '2026-03-31' },
    });
    for (const r of Object.values(ranges)) expect(rangeOf(r).ok).toBe(true);
    expect(presetOf({ from: '2026-03-25', to: '2026-03-31' }, '2026-03-31')).toBe('last-7');
    expect(presetOf({ from: '2026-03-24', to: '2026-03-31' }, '2026-03-31')).toBeNull();
  });

  it("checks the range with the contract's rules, beside the field that breaks them", () => {
    expect(rangeOf({ from: '2026-06-01', to: '2026-07-01' })).toEqual({ ok: true, from_date: '2026-06-01', to_date: '2026-07-01' });
    expect(rangeOf({ from: '2026-06-01', to: '2026-07-02' })).toEqual({ ok: false, field: 'to', message: USAGE_MESSAGES.tooLong });
    expect(rangeOf({ from: '2026-06-02', to: '2026-06-01' })).toEqual({ ok: false, field: 'to', message: USAGE_MESSAGES.order });
    expect(rangeOf({ from: '', to: '2026-06-01' })).toEqual({ ok: false, field: 'from', message: USAGE_MESSAGES.date });
  });
});

describe('records gathered for the chart and table', () => {
  it('totals each entity over the range, largest first', () => {
    const rows = entitiesOf(RECORDS, {});
    expect(rows.map((r) => [r.kind, r.name, r.total])).toEqual([
      ['service', 'Staging', 20],
      ['service', 'analytics', 15],
      ['pipe', 'events', 2],
      ['storage', 'analytics', 1],
    ]);
  });

  it('filters by kind and by part of the name, in any case', () => {
    expect(entitiesOf(RECORDS, { type: 'service' }).map((r) => r.entityId)).toEqual(['s2', 's1']);
    expect(entitiesOf(RECORDS, { type: 'storage' }).map((r) => r.entityId)).toEqual(['w1']);
    expect(entitiesOf(RECORDS, { name: 'STAG' }).map((r) => r.entityId)).toEqual(['s2']);
    expect(entitiesOf(RECORDS, { type: 'pipe', name: 'analytics' })).toEqual([]);
  });

  it('gives one bar per day of the range, 0 for a day without cost', () => {
    const series = chartSeries(entitiesOf(RECORDS, { type: 'service' }), label);
    expect(chartData(series, '2026-05-31', '2026-06-02')).toEqual([
      { date: '2026-05-31', s0: 0, s1: 0 },
      { date: '2026-06-01', s0: 0, s1: 10 },
      { date: '2026-06-02', s0: 20, s1: 5 },
    ]);
  });

  it(`draws at most ${CHART_SERIES_MAX} bands: past that, the smallest are one "Others" band`, () => {
    const many = Array.from({ length: CHART_SERIES_MAX + 2 }, (_, i) => rec('2026-06-01', 'service', `s${i}`, `svc ${i}`, 100 - i));
    const series = chartSeries(entitiesOf(many, {}), label);
    expect(series).toHaveLength(CHART_SERIES_MAX);
    expect(series[CHART_SERIES_MAX - 1]).toMatchObject({ key: 'others', label: 'Others (3)' });
    expect(chartData(series, '2026-06-01', '2026-06-01')[0].others).toBe(100 - 7 + 100 - 8 + 100 - 9);
    expect(chartSeries(entitiesOf(many.slice(0, CHART_SERIES_MAX), {}), label).map((s) => s.key)).not.toContain('others');
  });

  it('summarises the chart: the total and the largest entity', () => {
    const text = chartSummary(entitiesOf(RECORDS, {}), '2026-06-01', '2026-06-02', label);
    expect(text).toContain('38.00 CHC in all');
    expect(text).toContain('The largest: Staging, 20.00 CHC');
  });
});
