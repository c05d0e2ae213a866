import { useDeferredValue, useMemo, useState } from 'react';
import { filterItems, nextSort, searchIndex, sortItems, type ListColumn, type SortState } from './listView';

export interface ListView<T> {
  query: string;
  setQuery: (query: string) => void;
  sort: SortState | null;
  toggleSort: (column: string) => void;
  /** The filtered and sorted items to show. */
  rows: T[];
  total: number;
  /** True while the shown rows still reflect an earlier query (typing ahead of filtering). */
  stale: boolean;
}

/**
 * Text filter and column sort of a list. The search index is built once per list; filtering runs
 * on a deferred copy of the query, so typing in the filter never waits for thousands of rows.
 */
export function useListView<T>(
  items: readonly T[],
  text: (item: T) => string,
  columns: readonly ListColumn<T>[],
  initialSort: SortState | null = null,
): ListView<T> {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortState | null>(initialSort);
  const deferred = useDeferredValue(query);
  // Pass `text` and `columns` as module-level constants: then only the list and the sort re-run these.
  const index = useMemo(() => searchIndex(items, text), [items, text]);
  const sorted = useMemo(() => sortItems(items, columns, sort), [items, columns, sort]);
  const rows = useMemo(() => filterItems(sorted, index, deferred), [sorted, index, deferred]);
  return {
    query,
    setQuery,
    sort,
    toggleSort: (column) => setSort((current) => nextSort(current, column)),
    rows,
    total: items.length,
    stale: deferred !== query,
  };
}
