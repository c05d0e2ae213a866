import { Table } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useImperativeHandle, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';

/** Lists up to this many rows render every row (find-in-page works); longer ones only what is visible. */
export const VIRTUALIZE_ABOVE = 60;

/** Measures a rendered row (stable for the life of the table). */
export type MeasureRow = (element: HTMLTableRowElement | null) => void;

/** Brings a row into view (a form's row in error that is not rendered: see useRowErrorFocus). */
export interface RowScroller {
  scrollToIndex: (index: number) => void;
}

/** What a row's Table.Tr needs: its place in the list (aria-rowindex, the header row is 1) and measuring. */
export function rowAttributes(index: number, measure?: MeasureRow) {
  return { 'data-index': index, 'aria-rowindex': index + 2, ref: measure };
}

interface Props<T> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  /**
   * Renders one row: a memoized component whose Table.Tr spreads `rowAttributes(index, measure)`.
   * Scrolling re-renders only the rows that come into view.
   */
  renderRow: (row: T, index: number, measure?: MeasureRow) => ReactNode;
  columns: number;
  /** Expected height of a row in px, before it is measured (ListTable's rowHeight). */
  estimate: number;
  /**
   * Rows rendered beyond each edge of the viewport (8: a fast scroll rarely shows a blank). A
   * table of inputs takes fewer: every rendered row is painted and re-read by the browser on each
   * keystroke, while a row reached with Tab is rendered as focus moves (ColumnRowsTable).
   */
  overscan?: number;
  scroller?: Ref<RowScroller>;
}

function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={columns} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}

/**
 * A table body that renders only the rows in and near the viewport (TanStack Virtual, with the
 * window as the scroller, as in the app shell), keeping real table markup: the rows out of view
 * are replaced by two spacer rows of the same height. Row numbers (aria-rowindex) tell assistive
 * technology where each rendered row is in the whole list; the header row is 1.
 */
export function VirtualTbody<T>({ rows, rowKey, renderRow, columns, estimate, overscan = 8, scroller }: Props<T>) {
  const body = useRef<HTMLTableSectionElement>(null);
  const [offset, setOffset] = useState(0);
  // Measured after every render on purpose (rows above the table can change height at any time);
  // it only sets state when the table moved by more than a pixel, so it settles after one pass.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- no dependency list: runs after each render
  useLayoutEffect(() => {
    const top = body.current ? body.current.getBoundingClientRect().top + window.scrollY : 0;
    if (Math.abs(top - offset) > 1) setOffset(top);
  });
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimate,
    overscan,
    scrollMargin: offset,
    getItemKey: (i) => rowKey(rows[i]),
    // Scroll updates as ordinary (batched) renders, not flushSync inside the scroll event.
    useFlushSync: false,
  });
  useImperativeHandle(
    scroller,
    () => ({
      // Every row is rendered up to VIRTUALIZE_ABOVE: focusing it scrolls it into view.
      scrollToIndex: (index) => rows.length > VIRTUALIZE_ABOVE && virtualizer.scrollToIndex(index, { align: 'center' }),
    }),
    [rows.length, virtualizer],
  );

  if (rows.length <= VIRTUALIZE_ABOVE) {
    return <Table.Tbody ref={body}>{rows.map((row, i) => renderRow(row, i))}</Table.Tbody>;
  }
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const before = first ? first.start - offset : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - offset) : 0;
  return (
    <Table.Tbody ref={body}>
      <Spacer height={before} columns={columns} />
      {items.map((item) => renderRow(rows[item.index], item.index, virtualizer.measureElement))}
      <Spacer height={after} columns={columns} />
    </Table.Tbody>
  );
}
