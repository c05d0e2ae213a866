/**
 * Date and time display, one way everywhere: the browser's locale and time zone, with the zone
 * shown ("Nov 22, 2026, 7:20 PM UTC"). The formatters are made once, not per call. Lists that
 * show recency use the relative form ("3 minutes ago") with the absolute time as a hover title.
 */

type DateInput = string | number | Date | null | undefined;

const absolute = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

/** Parses what the APIs send (ISO 8601 text); numbers are milliseconds since the epoch. */
export function toTime(value: DateInput): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * A readable local date and time with its time zone. Absent: `fallback`; unreadable text is shown
 * as it came, rather than hidden.
 */
export function formatDateTime(value: DateInput, fallback = '—'): string {
  const time = toTime(value);
  if (time !== undefined) return absolute.format(time);
  return typeof value === 'string' && value !== '' ? value : fallback;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 minutes ago", "in 2 days", "now" (under 10 seconds either way). */
export function formatRelative(value: DateInput, now: number = Date.now(), fallback = '—'): string {
  const time = toTime(value);
  if (time === undefined) return typeof value === 'string' && value !== '' ? value : fallback;
  const seconds = Math.round((time - now) / 1000);
  if (Math.abs(seconds) < 10) return relative.format(0, 'second');
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return relative.format(seconds, 'second');
}

/** The hover title of a displayed time: the absolute local time and the ISO value as the API sent it. */
export function dateTimeTitle(value: DateInput): string | undefined {
  const time = toTime(value);
  if (time === undefined) return undefined;
  const iso = typeof value === 'string' ? value : new Date(time).toISOString();
  return `${absolute.format(time)} · ${iso}`;
}

/** The browser's offset from UTC at that moment, as ±HH:MM (ISO 8601). */
export function utcOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const abs = Math.abs(minutes);
  return `${minutes >= 0 ? '+' : '-'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The browser's time zone name and its offset at `now`, e.g. "Europe/Berlin, UTC+01:00". */
export function localTimeZoneLabel(now = new Date()): string {
  const offset = `UTC${utcOffset(now)}`;
  const zone = absolute.resolvedOptions().timeZone;
  return zone ? `${zone}, ${offset}` : offset;
}
