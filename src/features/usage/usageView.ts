/**
 * Usage and cost as the page shows it: the view of the URL (`from`, `to`: UTC days `YYYY-MM-DD`,
 * as the API bills them; `type`: service, storage or pipe; `name`: part of an entity's name), the
 * presets of the range, and the records gathered per entity and per day for the chart and table.
 */
import { usageRangeSchema, utcDayOf, parseUtcDay, daysOfRange, type UsageRecord } from '../../contract';

export interface UsageFilters {
  from: string;
  to: string;
  type?: UsageKind;
  name?: string;
}

/** What the page calls each entity type of the API (`datawarehouse` holds the storage and backups). */
export const USAGE_KINDS = ['service', 'storage', 'pipe'] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];
export const KIND_WORDS: Record<UsageKind, string> = { service: 'Service', storage: 'Storage', pipe: 'Pipe' };

/** The page's kind of a record (`clickpipe` → pipe, `datawarehouse` → storage; another type is shown as a service's). */
export function kindOf(entityType: string): UsageKind {
  if (entityType === 'clickpipe') return 'pipe';
  if (entityType === 'datawarehouse') return 'storage';
  return 'service';
}

const DAY_MS = 86_400_000;

export interface UsagePreset {
  value: string;
  label: string;
  range: (today: string) => { from: string; to: string };
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const plusDays = (day: string, n: number) => utcDayOf(parseUtcDay(day) + n * DAY_MS);

/** The ranges offered in one choice (each at most 31 days), relative to today (UTC). */
export const USAGE_PRESETS: UsagePreset[] = [
  { value: 'this-month', label: 'This month', range: (today) => ({ from: monthStart(today), to: today }) },
  {
    value: 'last-month',
    label: 'Last month',
    range: (today) => {
      const end = plusDays(monthStart(today), -1);
      return { from: monthStart(end), to: end };
    },
  },
  { value: 'last-7', label: 'Last 7 days', range: (today) => ({ from: plusDays(today, -6), to: today }) },
  { value: 'last-30', label: 'Last 30 days', range: (today) => ({ from: plusDays(today, -29), to: today }) },
];

/** The preset whose range is exactly `from`..`to` today, if any. */
export function presetOf(f: Pick<UsageFilters, 'from' | 'to'>, today: string): string | null {
  return (
    USAGE_PRESETS.find((p) => {
      const r = p.range(today);
      return r.from === f.from && r.to === f.to;
    })?.value ?? null
  );
}

/** The view of the URL; the range defaults to this month (UTC), today included. */
export function filtersOf(params: URLSearchParams, today: string): UsageFilters {
  const type = params.get('type');
  const name = params.get('name') || undefined;
  const { from, to } = USAGE_PRESETS[0].range(today);
  return {
    from: params.get('from') ?? from,
    to: params.get('to') ?? to,
    type: (USAGE_KINDS as readonly string[]).includes(type ?? '') ? (type as UsageKind) : undefined,
    name,
  };
}

export type UsageRangeCheck = { ok: true; from_date: string; to_date: string } | { ok: false; field: 'from' | 'to'; message: string };

/** The request's range, or the contract's message for the field that breaks it (nothing is sent then). */
export function rangeOf(f: Pick<UsageFilters, 'from' | 'to'>): UsageRangeCheck {
  const r = usageRangeSchema.safeParse({ from_date: f.from, to_date: f.to });
  if (r.success) return { ok: true, ...r.data };
  const issue = r.error.issues[0];
  return { ok: false, field: issue.path[0] === 'from_date' ? 'from' : 'to', message: issue.message };
}

/** One entity of the range: a service, a warehouse's storage or a pipe, with its total and daily costs. */
export interface UsageEntityRow {
  /** `{entityType}:{entityId}`. */
  key: string;
  kind: UsageKind;
  entityId: string;
  name: string;
  total: number;
  byDay: Map<string, number>;
}

/** The records gathered per entity, largest total first (then by name), filtered by kind and part of the name. */
export function entitiesOf(records: readonly UsageRecord[], f: Pick<UsageFilters, 'type' | 'name'>): UsageEntityRow[] {
  const byKey = new Map<string, UsageEntityRow>();
  const needle = f.name?.trim().toLocaleLowerCase();
  for (const r of records) {
    const kind = kindOf(r.entityType);
    const name = r.entityName ?? r.entityId;
    if (f.type !== undefined && kind !== f.type) continue;
    if (needle && !name.toLocaleLowerCase().includes(needle)) continue;
    const key = `${r.entityType}:${r.entityId}`;
    let row = byKey.get(key);
    if (!row) {
      row = { key, kind, entityId: r.entityId, name, total: 0, byDay: new Map() };
      byKey.set(key, row);
    }
    row.total += r.totalCHC;
    row.byDay.set(r.date, (row.byDay.get(r.date) ?? 0) + r.totalCHC);
  }
  return [...byKey.values()].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
}

/** How many entities the chart draws apart; the others are one "Others" band. */
export const CHART_SERIES_MAX = 8;
export const OTHERS_KEY = 'others';

export interface ChartSeries {
  /** The data key: `s0`, `s1`… (names are not keys: a dot in a name would be read as a path). */
  key: string;
  label: string;
  rows: UsageEntityRow[];
}

/** The chart's bands: the largest entities, then "Others" for the rest. */
export function chartSeries(rows: readonly UsageEntityRow[], label: (row: UsageEntityRow) => string): ChartSeries[] {
  const shown = rows.length > CHART_SERIES_MAX ? rows.slice(0, CHART_SERIES_MAX - 1) : rows;
  const series = shown.map((row, i) => ({ key: `s${i}`, label: label(row), rows: [row] }));
  const rest = rows.slice(shown.length);
  if (rest.length > 0) series.push({ key: OTHERS_KEY, label: `Others (${rest.length})`, rows: rest });
  return series;
}

/** One bar per day of the range, every series' cost that day (0 when it had none). */
export function chartData(series: readonly ChartSeries[], from: string, to: string): Record<string, string | number>[] {
  return daysOfRange(from, to).map((date) => {
    const point: Record<string, string | number> = { date };
    for (const s of series) point[s.key] = round2(s.rows.reduce((t, row) => t + (row.byDay.get(date) ?? 0), 0));
    return point;
  });
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** The sum of the rows' totals. */
export const totalOf = (rows: readonly UsageEntityRow[]) => rows.reduce((t, r) => t + r.total, 0);

/** The UTC day of now. */
export const todayUtc = (now = Date.now()) => utcDayOf(now);

const CHC = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** An amount of ClickHouse Credits as the page shows it: two decimals, the person's locale. */
export const chcText = (n: number) => `${CHC.format(round2(n))} CHC`;

/** The chart's text alternative: the range, its total and the largest entity. */
export function chartSummary(rows: readonly UsageEntityRow[], from: string, to: string, label: (row: UsageEntityRow) => string): string {
  const top = rows[0];
  const largest = top ? ` The largest: ${label(top)}, ${chcText(top.total)}.` : '';
  return `Daily cost from ${from} to ${to}, stacked by entity: ${chcText(totalOf(rows))} in all.${largest} The table below lists every entity.`;
}
