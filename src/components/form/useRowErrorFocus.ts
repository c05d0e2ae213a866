import { useEffect, useRef, type RefObject } from 'react';
import { useFormState, type FieldPath, type FieldValues } from 'react-hook-form';
import type { RowScroller } from '../list/VirtualTbody';
import type { FormControl } from './formControl';

/** How many frames a row scrolled to may take to render before its focus is given up. */
const MAX_FRAMES = 60;

interface Options<T extends FieldValues> {
  control: FormControl<T>;
  /** The field array the table shows (`columns`). */
  name: FieldPath<T>;
  /** The fields of a row this table has inputs for (`['name', 'type']`). */
  fields: readonly string[];
  table: RefObject<HTMLTableElement | null>;
  scroller: RefObject<RowScroller | null>;
  /** Makes the row the one being edited, its input for `field` focused (useActiveRow). */
  edit: (row: number, field: string) => void;
}

/**
 * After a refused submit (Next, Save), the focus belongs on the first field in error in page
 * order. react-hook-form focuses the first one it has mounted, which a table that renders only the
 * rows in view gets wrong: the row in error may not be in the page at all, and a row scrolled into
 * view mounts after the fields below the table. When the first error of the form is in one of
 * this table's rows, that row is scrolled into view, made the row being edited (the others have no
 * inputs) and its first invalid input focused. Runs a frame after the submit, once
 * react-hook-form has placed its own focus.
 */
export function useRowErrorFocus<T extends FieldValues>({ control, name, fields, table, scroller, edit }: Options<T>): void {
  const { submitCount } = useFormState({ control });
  const handled = useRef(submitCount);
  const latest = useRef({ name, fields, edit });
  latest.current = { name, fields, edit };
  useEffect(() => {
    if (submitCount === handled.current) return;
    handled.current = submitCount;
    let frame = 0;
    const attempt = (tries: number) => {
      const element = table.current;
      const errors = control.getFieldState(latest.current.name).error;
      const row = firstRowInError(errors, latest.current.fields);
      if (!element || row === undefined || focusIsOnEarlierError(element, row)) return;
      if (tries === 0) {
        scroller.current?.scrollToIndex(row);
        latest.current.edit(row, firstFieldInError(errors, row, latest.current.fields));
      }
      const input = element.querySelector<HTMLElement>(`tr[data-index="${row}"] [aria-invalid="true"]`);
      if (input) input.focus();
      else if (tries < MAX_FRAMES) frame = requestAnimationFrame(() => attempt(tries + 1));
    };
    frame = requestAnimationFrame(() => attempt(0));
    return () => cancelAnimationFrame(frame);
  }, [submitCount, control, table, scroller]);
}

/** The lowest row index with an error on one of `fields` (react-hook-form keeps row errors by index). */
export function firstRowInError(errors: unknown, fields: readonly string[]): number | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  let first: number | undefined;
  for (const [key, value] of Object.entries(errors)) {
    const index = Number(key);
    if (!Number.isInteger(index) || !value || typeof value !== 'object') continue;
    if (fields.some((f) => (value as Record<string, unknown>)[f]) && (first === undefined || index < first)) first = index;
  }
  return first;
}

/** The first of `fields` (in their order) with an error in row `row`. */
export function firstFieldInError(errors: unknown, row: number, fields: readonly string[]): string {
  const rowErrors = (errors as Record<number, Record<string, unknown> | undefined> | undefined)?.[row];
  return fields.find((f) => rowErrors?.[f]) ?? fields[0];
}

/** Whether the focus is already on a field in error before this table, or in one of its rows up to `row`. */
function focusIsOnEarlierError(table: HTMLTableElement, row: number): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active.getAttribute('aria-invalid') !== 'true') return false;
  if (table.contains(active)) return Number(active.closest('tr')?.dataset.index ?? Infinity) <= row;
  return (active.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}
