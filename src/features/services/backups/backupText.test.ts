import { describe, expect, it } from 'vitest';
import { durationText, isRestorable, sizeText, statusView } from './backupText';

describe('sizeText', () => {
  it.each<[number | undefined, string]>([
    [undefined, '—'],
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1.0 KiB'],
    [1536 * 2 ** 20, '1.5 GiB'],
    [200 * 2 ** 30, '200 GiB'],
  ])('%s bytes → %s', (bytes, text) => expect(sizeText(bytes)).toBe(text));
});

describe('durationText', () => {
  it.each<[number | undefined, string]>([
    [undefined, '—'],
    [59, '59 s'],
    [60, '1 min'],
    [200, '3 min 20 s'],
    [3600, '1 h'],
    [7500, '2 h 5 min'],
  ])('%s s → %s', (seconds, text) => expect(durationText(seconds)).toBe(text));
});

describe('statuses', () => {
  it('names the three statuses and shows an unknown one as it is', () => {
    expect(statusView('error').label).toBe('Failed');
    expect(statusView('queued')).toEqual({ label: 'queued', color: 'gray' });
  });
  it('only a done backup can be restored', () => {
    expect(isRestorable({ id: 'b', status: 'done' })).toBe(true);
    expect(isRestorable({ id: 'b', status: 'in_progress' })).toBe(false);
    expect(isRestorable({ id: 'b', status: 'error' })).toBe(false);
  });
});
