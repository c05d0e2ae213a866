import type { ApiKey } from '../../contract';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A readable local date and time, or `fallback` when absent or unreadable. */
export function formatDateTime(value: string | null | undefined, fallback = '—'): string {
  if (!value) return fallback;
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : dateTime.format(time);
}

export function isExpired(key: Pick<ApiKey, 'expireAt'>, now = Date.now()): boolean {
  if (!key.expireAt) return false;
  const time = Date.parse(key.expireAt);
  return !Number.isNaN(time) && time <= now;
}

/** The browser's time zone name and offset now, e.g. "Europe/Berlin, UTC+01:00". */
export function localTimeZoneLabel(now = new Date()): string {
  const minutes = -now.getTimezoneOffset();
  const abs = Math.abs(minutes);
  const offset = `UTC${minutes >= 0 ? '+' : '-'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone ? `${zone}, ${offset}` : offset;
}

export const ROLE_LABELS: Record<string, string> = {
  admin: 'Admin',
  developer: 'Developer',
  query_endpoints: 'Query endpoints',
};
