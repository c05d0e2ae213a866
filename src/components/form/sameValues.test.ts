import { describe, expect, it } from 'vitest';
import { sameValues } from './sameValues';

describe('sameValues', () => {
  it('compares plain values', () => {
    expect(sameValues('a', 'a')).toBe(true);
    expect(sameValues('a', 'b')).toBe(false);
    expect(sameValues(1, '1')).toBe(false);
    expect(sameValues(NaN, NaN)).toBe(true);
    expect(sameValues(null, undefined)).toBe(false);
    expect(sameValues(null, {})).toBe(false);
  });

  it('compares objects by content, whatever the key order', () => {
    expect(sameValues({ name: 'x', replicas: { min: 2, max: 3 } }, { replicas: { max: 3, min: 2 }, name: 'x' })).toBe(true);
    expect(sameValues({ replicas: { min: 2, max: 3 } }, { replicas: { min: 2, max: 4 } })).toBe(false);
  });

  it('takes a missing key and an undefined one alike', () => {
    expect(sameValues({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValues({ a: 1, b: '' }, { a: 1 })).toBe(false);
  });

  it('compares arrays by position and length, and never as an object', () => {
    expect(sameValues([1, [2, 3]], [1, [2, 3]])).toBe(true);
    expect(sameValues([1, 2], [2, 1])).toBe(false);
    expect(sameValues([1, 2], [1, 2, 3])).toBe(false);
    expect(sameValues([], {})).toBe(false);
  });
});
