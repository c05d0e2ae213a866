import { useCallback, useState, useSyncExternalStore } from 'react';
import { get, type FieldError, type FieldValues } from 'react-hook-form';
import type { FormControl } from './formControl';

/**
 * The values and error messages of a field array's rows (`columns.5.name`), read by the rows of a
 * long table through one subscription to the form. With a `useWatch` and a `useFormState` per
 * cell, react-hook-form matched every keystroke's field name against each of the 70 to 80
 * subscriptions of the rows in view (about a third of its work per keystroke on the pipe wizard's
 * 200-column steps); here a value typed into one row wakes that row's readers alone, and any other
 * update of the form (errors, a value set from code, a row added or removed, a reset) has every
 * row read its values again, which renders only the rows whose values or messages changed.
 */
export interface RowValues {
  /** Calls `listener` when row `index` may have changed; returns the unsubscribe. */
  subscribe(index: number, listener: () => void): () => void;
  /** The value of `field` in row `index` ('' when the row has none). */
  value(index: number, field: string): string;
  /** The error message of `field` in row `index`, if any. */
  error(index: number, field: string): string | undefined;
}

export function createRowValues<T extends FieldValues>(control: FormControl<T>, array: string): RowValues {
  const listeners = new Map<number, Set<() => void>>();
  const prefix = `${array}.`;
  let unsubscribeForm: (() => void) | undefined;

  const notify = (row: Set<() => void> | undefined) => row?.forEach((listener) => listener());
  const listen = () =>
    control._subjects.state.subscribe({
      next: (update) => {
        const { name } = update;
        // Errors, values set from code, a reset, a row added or removed: any row may have changed.
        if ('errors' in update || 'values' in update || typeof name !== 'string' || name === array) listeners.forEach(notify);
        // A value typed (or its dirty or touched state) in one row: that row alone.
        else if (name.startsWith(prefix)) notify(listeners.get(Number.parseInt(name.slice(prefix.length), 10)));
        // Anything else is about a field outside the rows.
      },
    }).unsubscribe;

  return {
    subscribe(index, listener) {
      let row = listeners.get(index);
      if (!row) listeners.set(index, (row = new Set()));
      row.add(listener);
      unsubscribeForm ??= listen();
      return () => {
        row.delete(listener);
        if (row.size === 0 && listeners.get(index) === row) listeners.delete(index);
        if (listeners.size === 0) {
          unsubscribeForm?.();
          unsubscribeForm = undefined;
        }
      };
    },
    value(index, field) {
      const value: unknown = control._getWatch(`${prefix}${index}.${field}`);
      return typeof value === 'string' ? value : value == null ? '' : String(value);
    },
    error(index, field) {
      return (get(control._formState.errors, `${prefix}${index}.${field}`) as FieldError | undefined)?.message;
    },
  };
}

/** The row values of `array` in `control`, created once for the component that holds the table. */
export function useRowValues<T extends FieldValues>(control: FormControl<T>, array: string): RowValues {
  const [rows] = useState(() => createRowValues(control, array));
  return rows;
}

function useRowSubscription(rows: RowValues, index: number) {
  return useCallback((listener: () => void) => rows.subscribe(index, listener), [rows, index]);
}

/** The value of `field` in row `index`, rendered again when it changes. */
export function useRowValue(rows: RowValues, index: number, field: string): string {
  return useSyncExternalStore(useRowSubscription(rows, index), () => rows.value(index, field));
}

/** The error message of `field` in row `index`, rendered again when it changes. */
export function useRowError(rows: RowValues, index: number, field: string): string | undefined {
  return useSyncExternalStore(useRowSubscription(rows, index), () => rows.error(index, field));
}
