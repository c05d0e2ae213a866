import { describe, expect, it } from 'vitest';
import { dateTimeTitle, formatDateTime, formatRelative, localTimeZoneLabel, toTime, utcOffset } from './dateTime';

const ISO = '2026-03-04T05:06:07Z';
const T = Date.parse(ISO);

describe('date and time display', () => {
  it('formats an ISO value with the time zone shown', () => {
    const text = formatDateTime(ISO);
    expect(text).toContain('2026');
    // the zone name comes from Intl (UTC, GMT+1, CET, ...): whatever the machine's zone, it is there
    const zone = new Intl.DateTimeFormat(undefined, { timeZoneName: 'short' }).formatToParts(T).find((p) => p.type === 'timeZoneName')?.value;
    expect(zone).toBeTruthy();
    expect(text).toContain(zone);
  });

  it('reads a Date and epoch milliseconds like the ISO text', () => {
    expect(formatDateTime(new Date(T))).toBe(formatDateTime(ISO));
    expect(formatDateTime(T)).toBe(formatDateTime(ISO));
  });

  it('shows the fallback when absent, and unreadable text as it came', () => {
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTime(null, 'Never')).toBe('Never');
    expect(formatDateTime('')).toBe('—');
    expect(formatDateTime('soon')).toBe('soon');
    expect(toTime('soon')).toBeUndefined();
  });

  it('gives the absolute time and the ISO value as the hover title', () => {
    expect(dateTimeTitle(ISO)).toBe(`${formatDateTime(ISO)} · ${ISO}`);
    expect(dateTimeTitle(undefined)).toBeUndefined();
  });

  // The formatters follow the browser's language; these expectations are English (skipped, not passed, otherwise).
  it.runIf(new Intl.RelativeTimeFormat().resolvedOptions().locale.startsWith('en')).each([
    [0, 'now'],
    [-9_000, 'now'],
    [-45_000, '45 seconds ago'],
    [-3 * 60_000, '3 minutes ago'],
    [-60 * 60_000, '1 hour ago'],
    [-26 * 3600_000, 'yesterday'],
    [-3 * 86400_000, '3 days ago'],
    [-15 * 86400_000, '2 weeks ago'],
    [2 * 86400_000, 'in 2 days'],
    [-400 * 86400_000, 'last year'],
  ])('relative: %i ms -> %s (en)', (offset, text) => {
    expect(formatRelative(new Date(T + offset).toISOString(), T)).toBe(text);
  });

  it('relative form of nothing is the fallback', () => {
    expect(formatRelative(undefined, T, 'Never')).toBe('Never');
  });

  it('writes the UTC offset as ISO 8601 wants it', () => {
    expect(utcOffset(new Date(T))).toMatch(/^[+-]\d{2}:\d{2}$/);
    expect(localTimeZoneLabel(new Date(T))).toMatch(/UTC[+-]\d{2}:\d{2}$/);
  });
});
