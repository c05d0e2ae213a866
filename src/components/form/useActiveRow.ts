import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';

/** Which row of a long editable table holds inputs, and how a row asks to be that row. */
export interface ActiveRow {
  /** The id (useFieldArray's) of the row being edited; null before any is. */
  id: string | null;
  /** Makes the row `id` the one being edited, its input for `field` focused once rendered. */
  activate: (id: string, field: string) => void;
  /** The field the row just made active should focus (once: the next call returns null). */
  takeFocus: () => string | null;
}

/**
 * A long table of editable rows (the pipe's columns, its field mappings) renders inputs in one
 * row only, the row being edited; the others show their values as text in cells that look like
 * the inputs, and turn into inputs when clicked or reached with Tab (EditableCell). As in a
 * spreadsheet: an input in every row made each keystroke cost the browser about 1.5 ms more at 4x
 * CPU per screenful of rows (every input is painted apart from what is around it, and the page's
 * paint is regrouped on each keystroke), measured with `npm run bench`.
 * The row is kept by id, so it stays the same row when rows before it are added or removed.
 */
export function useActiveRow(): ActiveRow {
  const [id, setId] = useState<string | null>(null);
  const pendingFocus = useRef<string | null>(null);
  const activate = useCallback((row: string, field: string) => {
    pendingFocus.current = field;
    setId(row);
  }, []);
  const takeFocus = useCallback(() => {
    const field = pendingFocus.current;
    pendingFocus.current = null;
    return field;
  }, []);
  return useMemo(() => ({ id, activate, takeFocus }), [id, activate, takeFocus]);
}

/**
 * In the row just made active: focuses its input for the field asked (`prefix.field`, the
 * react-hook-form name its input carries), with the caret after the value, as in a cell of a
 * spreadsheet opened for editing.
 */
export function useEditFocus(takeFocus: ActiveRow['takeFocus'], prefix: string): void {
  useLayoutEffect(() => {
    const field = takeFocus();
    if (!field) return;
    const input = document.getElementsByName(`${prefix}.${field}`)[0];
    if (!(input instanceof HTMLInputElement)) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [takeFocus, prefix]);
}
