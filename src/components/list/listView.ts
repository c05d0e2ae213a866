/**
 * Filtering and sorting of a list on screen, as pure functions (tested without a browser).
 * The collator is made once: sorting thousands of rows compares with it, never creating one per call.
 */

export interface ListColumn<T> {
  id: string;
  label: string;
  /** What the column sorts by; absent: the column is not sortable. */
  sortValue?: (item: T) => string | number | undefined | null;
}

export interface SortState {
  column: string;
  direction: 'asc' | 'desc';
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Lower-cased search text of each item, computed once per list (not per keystroke). */
export function searchIndex<T>(items: readonly T[], text: (item: T) => string): Map<T, string> {
  return new Map(items.map((item) => [item, text(item).toLowerCase()]));
}

/** Items whose text contains every word of the query (case-insensitive), in their order. */
export function filterItems<T>(items: readonly T[], index: ReadonlyMap<T, string>, query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const text = index.get(item) ?? '';
    return words.every((w) => text.includes(w));
  });
}

function compareValues(a: string | number | undefined | null, b: string | number | undefined | null): number {
  const aMissing = a === undefined || a === null || a === '';
  const bMissing = b === undefined || b === null || b === '';
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** A sorted copy; items without a value go last in either direction; ties keep their order. */
export function sortItems<T>(items: readonly T[], columns: readonly ListColumn<T>[], sort: SortState | null): T[] {
  const column = sort && columns.find((c) => c.id === sort.column);
  if (!sort || !column?.sortValue) return [...items];
  const value = column.sortValue;
  const keyed = items.map((item, i) => ({ item, i, v: value(item) }));
  const sign = sort.direction === 'asc' ? 1 : -1;
  keyed.sort((x, y) => {
    const xMissing = x.v === undefined || x.v === null || x.v === '';
    const yMissing = y.v === undefined || y.v === null || y.v === '';
    if (xMissing !== yMissing) return xMissing ? 1 : -1;
    return sign * compareValues(x.v, y.v) || x.i - y.i;
  });
  return keyed.map((k) => k.item);
}

/** Clicking a header: sort by it ascending, then descending, then back to the list's own order. */
export function nextSort(current: SortState | null, column: string): SortState | null {
  if (!current || current.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
}

/** A time as sortable number (ISO text from the APIs); unreadable or absent: undefined. */
export function timeValue(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const t = Date.parse(value);
  return Number.isNaN(t) ? undefined : t;
}
