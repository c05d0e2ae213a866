import { Table } from '@mantine/core';
import { useWindowVirtualizer, windowScroll, type VirtualItem, type Virtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';

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
   * Rows rendered beyond each edge of the viewport (8 by default). A list takes 4 (ListTable):
   * its rows come in the background, and after a fast scroll a whole new window of rows lands in
   * one frame, laid out at once (about 0.6 ms per pipe row at 1x; bench: pipes while scrolling).
   * A table of inputs takes fewer: every rendered row is painted and re-read by the browser on each
   * keystroke, while a row reached with Tab is rendered as focus moves (ColumnRowsTable).
   */
  overscan?: number;
  scroller?: Ref<RowScroller>;
  /**
   * Rows coming into view are rendered in the background (useDeferredValue: React renders them in
   * slices of a few ms, between which the page answers input), a frame or two after the scroll or
   * the data that brought them. For lists; a table of inputs renders its rows at once, because
   * focus moves into them (useRowErrorFocus).
   */
  deferRows?: boolean;
}

interface Range<T> {
  rows: readonly T[];
  items: VirtualItem[];
  offset: number;
  total: number;
}

/** What a list with deferred rows shows until its first rows are rendered: its header. */
const NOTHING_SHOWN: Range<never> = { rows: [], items: [], offset: 0, total: 0 };

/**
 * A row's height from its ResizeObserver entry, delivered after the browser's own layout. When a
 * row mounts (no entry yet) it keeps the size already known, measured or estimated: the default
 * read offsetHeight there, which laid out the whole page inside React's commit, once per batch of
 * rows coming into view.
 */
function measureRowOnResize(element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, Element>): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
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
export function VirtualTbody<T>({ rows, rowKey, renderRow, columns, estimate, overscan = 8, scroller, deferRows = false }: Props<T>) {
  const body = useRef<HTMLTableSectionElement>(null);
  const [offset, setOffset] = useState(0);
  // Where the table starts in the page, read after every render on purpose (rows above the table
  // can change height at any time); it sets state only when the table moved by more than a pixel,
  // so it settles after one pass. No dependency lists.
  const readOffset = () => {
    const top = body.current ? body.current.getBoundingClientRect().top + window.scrollY : 0;
    setOffset((current) => (Math.abs(top - current) > 1 ? top : current));
  };
  // A list reads it in the next animation frame, where the browser lays the page out anyway: read
  // in a layout or passive effect, it forced that layout inside the task that committed the rows
  // (half the longest task when a list of thousands opened).
  useEffect(() => {
    if (!deferRows) return;
    const frame = requestAnimationFrame(readOffset);
    return () => cancelAnimationFrame(frame);
  });
  // A table of inputs reads it at once: measured by the typing bench, reading it a frame later
  // made keystrokes in the wizard's 200-row tables slower.
  useLayoutEffect(() => {
    if (!deferRows) readOffset();
  });
  const [initialScroll] = useState(() => window.scrollY);
  const wroteScroll = useRef(false);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimate,
    overscan,
    scrollMargin: offset,
    getItemKey: (i) => rowKey(rows[i]),
    // The window's size from the first render: without it the virtualizer knows the viewport only
    // after its layout effect, so the first render had the overscan rows alone and the visible
    // ones came in a second, synchronous render inside the same task (a long task at 5,000 keys).
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    initialOffset: initialScroll,
    // A list's rows are measured from their ResizeObserver entries (measureRowOnResize); a table
    // of inputs keeps the default, which reads each row's height as it mounts.
    ...(deferRows ? { measureElement: measureRowOnResize } : {}),
    // When it mounts, the virtualizer writes the scroll position it started from back to the
    // window: a write to where the page already is, which laid the new page out inside React's
    // commit. A list skips that first write when it would not move the page; every other goes through.
    scrollToFn: (offset, options, instance) => {
      const first = !wroteScroll.current;
      wroteScroll.current = true;
      if (deferRows && first && !options.behavior && !options.adjustments && offset === initialScroll) return;
      windowScroll(offset, options, instance);
    },
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

  const items = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  const range = useMemo(() => ({ rows, items, offset, total }), [rows, items, offset, total]);
  // A table that does not defer its rows gives useDeferredValue a constant: each new range would
  // otherwise start a background render of the rows for nothing (twice the work per keystroke in
  // the wizard's row tables).
  const deferred = useDeferredValue(deferRows ? range : NOTHING_SHOWN, NOTHING_SHOWN);
  if (rows.length <= VIRTUALIZE_ABOVE) {
    return <Table.Tbody ref={body}>{rows.map((row, i) => renderRow(row, i))}</Table.Tbody>;
  }
  const shown = deferRows ? deferred : range;
  const first = shown.items[0];
  const last = shown.items[shown.items.length - 1];
  const before = first ? first.start - shown.offset : 0;
  const after = last ? shown.total - (last.end - shown.offset) : shown.total;
  return (
    <Table.Tbody ref={body}>
      <Spacer height={before} columns={columns} />
      {shown.items.map((item) => renderRow(shown.rows[item.index], item.index, virtualizer.measureElement))}
      <Spacer height={after} columns={columns} />
    </Table.Tbody>
  );
}
