import { describe, expect, it } from 'vitest';
import { filterItems, nextSort, searchIndex, sortItems, timeValue, type ListColumn } from './listView';

interface Row {
  name: string;
  size?: number;
}
const rows: Row[] = [{ name: 'beta 10', size: 3 }, { name: 'Alpha', size: 10 }, { name: 'beta 9' }, { name: 'gamma', size: 1 }];
const columns: ListColumn<Row>[] = [
  { id: 'name', label: 'Name', sortValue: (r) => r.name },
  { id: 'size', label: 'Size', sortValue: (r) => r.size },
  { id: 'plain', label: 'Plain' },
];
const index = searchIndex(rows, (r) => `${r.name} ${r.size ?? ''}`);

describe('filterItems', () => {
  it('keeps every item for an empty or blank query', () => {
    expect(filterItems(rows, index, '')).toEqual(rows);
    expect(filterItems(rows, index, '   ')).toEqual(rows);
  });
  it('matches every word, case-insensitive, anywhere in the text', () => {
    expect(filterItems(rows, index, 'BETA').map((r) => r.name)).toEqual(['beta 10', 'beta 9']);
    expect(filterItems(rows, index, 'beta 9').map((r) => r.name)).toEqual(['beta 9']);
    expect(filterItems(rows, index, 'alpha 3')).toEqual([]);
  });
});

describe('sortItems', () => {
  it('sorts text naturally (9 before 10) and numbers by value, absent values last both ways', () => {
    expect(sortItems(rows, columns, { column: 'name', direction: 'asc' }).map((r) => r.name)).toEqual(['Alpha', 'beta 9', 'beta 10', 'gamma']);
    expect(sortItems(rows, columns, { column: 'size', direction: 'asc' }).map((r) => r.size)).toEqual([1, 3, 10, undefined]);
    expect(sortItems(rows, columns, { column: 'size', direction: 'desc' }).map((r) => r.size)).toEqual([10, 3, 1, undefined]);
  });
  it('keeps the order for no sort or a column without a sort value, and never mutates the input', () => {
    const before = [...rows];
    expect(sortItems(rows, columns, null)).toEqual(rows);
    expect(sortItems(rows, columns, { column: 'plain', direction: 'desc' })).toEqual(rows);
    sortItems(rows, columns, { column: 'name', direction: 'desc' });
    expect(rows).toEqual(before);
  });
});

describe('nextSort and timeValue', () => {
  it('cycles ascending, descending, unsorted; another column starts ascending', () => {
    expect(nextSort(null, 'name')).toEqual({ column: 'name', direction: 'asc' });
    expect(nextSort({ column: 'name', direction: 'asc' }, 'name')).toEqual({ column: 'name', direction: 'desc' });
    expect(nextSort({ column: 'name', direction: 'desc' }, 'name')).toBeNull();
    expect(nextSort({ column: 'name', direction: 'desc' }, 'size')).toEqual({ column: 'size', direction: 'asc' });
  });
  it('reads ISO times and gives undefined for absent or unreadable ones', () => {
    expect(timeValue('2025-01-01T00:00:00Z')).toBe(Date.UTC(2025, 0, 1));
    expect(timeValue(undefined)).toBeUndefined();
    expect(timeValue('soon')).toBeUndefined();
  });
});
