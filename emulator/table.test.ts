import { describe, expect, it } from 'vitest';
import { Table } from './table.js';

interface Row {
  id: string;
  group: string;
  code: string;
  n?: number;
}

const table = (rows: Row[] = []) => new Table<Row>({ groupOf: (r) => r.group, uniqueOf: (r) => r.code }, rows);

describe('Table', () => {
  it('finds rows by id, by unique field and by group, in insertion order', () => {
    const t = table([
      { id: 'a', group: 'g1', code: 'ca' },
      { id: 'b', group: 'g2', code: 'cb' },
      { id: 'c', group: 'g1', code: 'cc' },
    ]);
    expect(t.size).toBe(3);
    expect(t.get('b')?.code).toBe('cb');
    expect(t.getUnique('cc')?.id).toBe('c');
    expect(t.inGroup('g1').map((r) => r.id)).toEqual(['a', 'c']);
    expect([...t.eachInGroup('g2')].map((r) => r.id)).toEqual(['b']);
    expect(t.countInGroup('g1')).toBe(2);
    expect(t.inGroup('none')).toEqual([]);
    expect(t.values().map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });

  it('delete removes a row from every index', () => {
    const t = table([
      { id: 'a', group: 'g1', code: 'ca' },
      { id: 'b', group: 'g1', code: 'cb' },
    ]);
    expect(t.delete(t.get('a')!)).toBe(true);
    expect(t.get('a')).toBeUndefined();
    expect(t.getUnique('ca')).toBeUndefined();
    expect(t.inGroup('g1').map((r) => r.id)).toEqual(['b']);
    expect(t.delete({ id: 'a', group: 'g1', code: 'ca' })).toBe(false);
    t.delete(t.get('b')!);
    expect(t.countInGroup('g1')).toBe(0);
    expect(t.size).toBe(0);
  });

  it('put with a stored id replaces the row in place and moves its other indexes', () => {
    const t = table([
      { id: 'a', group: 'g1', code: 'ca' },
      { id: 'b', group: 'g1', code: 'cb' },
    ]);
    t.put({ id: 'a', group: 'g2', code: 'ca2', n: 1 });
    expect(t.values().map((r) => r.id)).toEqual(['a', 'b']);
    expect(t.get('a')?.n).toBe(1);
    expect(t.getUnique('ca')).toBeUndefined();
    expect(t.getUnique('ca2')?.id).toBe('a');
    expect(t.inGroup('g1').map((r) => r.id)).toEqual(['b']);
    expect(t.inGroup('g2').map((r) => r.id)).toEqual(['a']);
  });

  it('put with a stored id in the same group keeps its place in the group', () => {
    const t = table([
      { id: 'a', group: 'g1', code: 'ca' },
      { id: 'b', group: 'g1', code: 'cb' },
      { id: 'c', group: 'g1', code: 'cc' },
    ]);
    t.put({ id: 'a', group: 'g1', code: 'ca', n: 2 });
    expect(t.inGroup('g1').map((r) => [r.id, r.n])).toEqual([
      ['a', 2],
      ['b', undefined],
      ['c', undefined],
    ]);
    expect(t.getUnique('ca')?.n).toBe(2);
  });

  it('a group snapshot is the same frozen array until the group changes', () => {
    const t = table([
      { id: 'a', group: 'g1', code: 'ca' },
      { id: 'b', group: 'g2', code: 'cb' },
    ]);
    const first = t.snapshotOfGroup('g1');
    expect(Object.isFrozen(first)).toBe(true);
    expect(t.snapshotOfGroup('g1')).toBe(first);
    t.put({ id: 'b', group: 'g2', code: 'cb', n: 1 }); // another group
    expect(t.snapshotOfGroup('g1')).toBe(first);
    t.put({ id: 'a', group: 'g1', code: 'ca', n: 1 });
    const second = t.snapshotOfGroup('g1');
    expect(second).not.toBe(first);
    expect(second[0].n).toBe(1);
    t.delete(t.get('a')!);
    expect(t.snapshotOfGroup('g1')).toEqual([]);
  });
});
