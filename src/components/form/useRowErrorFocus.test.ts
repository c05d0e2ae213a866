import { describe, expect, it } from 'vitest';
import { firstRowInError } from './useRowErrorFocus';

describe('firstRowInError', () => {
  it('is the lowest row index with an error on one of the given fields', () => {
    const errors = { 150: { name: { message: 'Enter the column name.' } }, 12: { type: { message: 'x' } }, 3: { sourceField: { message: 'y' } } };
    expect(firstRowInError(errors, ['name', 'type'])).toBe(12);
    expect(firstRowInError(errors, ['name'])).toBe(150);
    expect(firstRowInError(errors, ['sourceField'])).toBe(3);
  });

  it('ignores the list-wide error (root) and rows without an error on those fields', () => {
    expect(firstRowInError({ root: { message: 'Add a column.' }, 4: { sourceField: { message: 'y' } } }, ['name'])).toBeUndefined();
  });

  it('is undefined when there is no error', () => {
    expect(firstRowInError(undefined, ['name'])).toBeUndefined();
    expect(firstRowInError([], ['name'])).toBeUndefined();
  });

  it('reads the sparse array react-hook-form keeps row errors in', () => {
    const errors: unknown[] = [];
    errors[7] = { name: { message: 'Enter the column name.' } };
    expect(firstRowInError(errors, ['name', 'type'])).toBe(7);
  });
});
