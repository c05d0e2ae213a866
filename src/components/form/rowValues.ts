import { useCallback, useState, useSyncExternalStore } from 'react';
import type { FieldError, FieldPath, FieldValues } from 'react-hook-form';
import type { FormMethods } from './formControl';

/**
 * The values and error messages of a field array's rows (`columns.5.name`), read by the rows of a
 * long table through one subscription to the form (react-hook-form's public `subscribe`). With a
 * `useWatch` and a `useFormState` per cell, react-hook-form matched every keystroke's field name
 * against each of the 70 to 80 subscriptions of the rows in view (about a third of its work per
 * keystroke on the pipe wizard's 200-column steps); here a change named inside one row (a value
 * typed or set from code, an error set or cleared) wakes that row's readers alone, a change to the
 * whole list or the whole form (a row added or removed, a submit's errors, a reset) has every row
 * read its values again, which renders only the rows whose values or messages changed, and a
 * change to a field outside the rows wakes none.
 */
export interface RowValues {
  /** Calls `listener` when row `index` may have changed; returns the unsubscribe. */
  subscribe(index: number, listener: () => void): () => void;
  /** The value of `field` in row `index` ('' when the row has none). */
  value(index: number, field: string): string;
  /** The error message of `field` in row `index`, if any. */
  error(index: number, field: string): string | undefined;
}

type RowForm<T extends FieldValues> = Pick<FormMethods<T>, 'subscribe' | 'getValues' | 'getFieldState'>;

export function createRowValues<T extends FieldValues>(form: RowForm<T>, array: string): RowValues {
  const listeners = new Map<number, Set<() => void>>();
  const prefix = `${array}.`;
  const path = (index: number, field: string) => `${prefix}${index}.${field}` as FieldPath<T>;
  let unsubscribeForm: (() => void) | undefined;

  const notify = (row: Set<() => void> | undefined) => row?.forEach((listener) => listener());
  const listen = () =>
    form.subscribe({
      name: array as FieldPath<T>,
      formState: { values: true, errors: true },
      callback: ({ name }) => {
        // The whole form, the list or a path above it: any row may have changed.
        if (name === undefined || name === array || array.startsWith(`${name}.`)) listeners.forEach(notify);
        // Inside one row: that row alone.
        else if (name.startsWith(prefix)) notify(listeners.get(Number.parseInt(name.slice(prefix.length), 10)));
        // Anything else is about a field outside the rows.
      },
    });

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
      const value: unknown = form.getValues(path(index, field));
      return typeof value === 'string' ? value : value == null ? '' : String(value);
    },
    error(index, field) {
      return (form.getFieldState(path(index, field)).error as FieldError | undefined)?.message;
    },
  };
}

/** The row values of `array` in `form`, created once for the component that holds the table. */
export function useRowValues<T extends FieldValues>(form: RowForm<T>, array: string): RowValues {
  const [rows] = useState(() => createRowValues(form, array));
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
