import { describe, expect, it } from 'vitest';
import { firstFieldInError, firstRowInError } from './useRowErrorFocus';

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

describe('firstFieldInError', () => {
  it('is the first of the fields, in their order, with an error in the row', () => {
    const errors = { 4: { type: { message: 'x' }, name: { message: 'y' } }, 5: { type: { message: 'x' } } };
    expect(firstFieldInError(errors, 4, ['name', 'type'])).toBe('name');
    expect(firstFieldInError(errors, 5, ['name', 'type'])).toBe('type');
  });

  it('is the first field when the row has no error on any of them', () => {
    expect(firstFieldInError({ 4: { sourceField: { message: 'x' } } }, 4, ['name', 'type'])).toBe('name');
    expect(firstFieldInError(undefined, 0, ['sourceField'])).toBe('sourceField');
  });
});
