import { describe, expect, it } from 'vitest';
import { intBetween, anyNumber } from './common';
import { decimalSeparator, numberText, numberTextMessage, parseNumberText } from './number-text';
import { pipeSettingsSchema } from './pipe-fields';

describe('numbers typed in a locale', () => {
  it('knows the decimal separator of a locale', () => {
    expect(decimalSeparator('en-US')).toBe('.');
    expect(decimalSeparator('de-DE')).toBe(',');
    expect(decimalSeparator('fr-FR')).toBe(',');
  });

  it.each([
    ['30', '.', 30],
    [' 30 ', '.', 30],
    ['-2', '.', -2],
    ['1.5', '.', 1.5],
    ['.5', '.', 0.5],
    ['1,5', ',', 1.5],
    ['', '.', undefined],
  ] as const)('reads %j with %j as %j', (text, decimal, value) => expect(parseNumberText(text, decimal)).toEqual({ ok: true, value }));

  it.each([
    ['1,5', '.'],
    ['1.5', ','],
    ['1,000', '.'],
    ['30s', '.'],
    ['5 min', '.'],
    ['1e3', '.'],
    ['0x10', '.'],
    ['--1', '.'],
    ['1.2.3', '.'],
  ] as const)('refuses %j with %j (never another number)', (text, decimal) => expect(parseNumberText(text, decimal)).toEqual({ ok: false }));

  it('says what to type instead', () => {
    expect(numberTextMessage('30s', { unit: 'second', decimal: '.' })).toBe('Enter a number of seconds, like 30.');
    expect(numberTextMessage('30s', { unit: 'ms', example: 100, decimal: '.' })).toBe('Enter a number of milliseconds, like 100.');
    expect(numberTextMessage('abc', { decimal: '.' })).toBe('Enter a number only, like 30.');
    expect(numberTextMessage('1,5', { decimal: '.' })).toBe('"1,5" is not a number here: write decimals with a dot, like 1.5, and no thousands separator.');
    expect(numberTextMessage('1.5', { decimal: ',' })).toBe('"1.5" is not a number here: write decimals with a comma, like 1,5, and no thousands separator.');
  });

  it('shows a number with the locale separator', () => {
    expect(numberText(1.5, ',')).toBe('1,5');
    expect(numberText(1.5, '.')).toBe('1.5');
    expect(numberText(undefined, '.')).toBe('');
  });

  it('makes every number rule refuse a text with what to type, and judge a number by its bounds', () => {
    const seconds = intBetween(1, 60, 'second');
    expect(seconds.safeParse('30s').error?.issues[0].message).toBe('Enter a number of seconds, like 1.');
    expect(seconds.safeParse(1).success).toBe(true);
    expect(seconds.safeParse(60).success).toBe(true);
    expect(seconds.safeParse(61).error?.issues[0].message).toBe('Must be a whole number between 1 and 60 second.');
    const polling = pipeSettingsSchema.safeParse({ object_storage_polling_interval_ms: '30s' });
    expect(polling.error?.issues[0].message).toBe('Enter a number of milliseconds, like 100.');
    expect(anyNumber('Enter the threshold as a number.').safeParse('1,5').error?.issues[0].message).toMatch(/^"1,5" is not a number here/);
    expect(anyNumber('Enter the threshold as a number.').safeParse(1.5).success).toBe(true);
    expect(anyNumber('Enter the threshold as a number.').safeParse(Infinity).error?.issues[0].message).toBe('Enter the threshold as a number.');
  });
});
