import { createFormControl } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { createRowValues } from './rowValues';

interface Values {
  columns: { name: string; type: string }[];
  table: string;
}

/** A form with the name of row 1 and `table` registered as text inputs bind them (react-hook-form's public API only). */
function form() {
  const f = createFormControl<Values>({
    defaultValues: {
      columns: [
        { name: 'a', type: 'String' },
        { name: 'b', type: 'UInt64' },
        { name: 'c', type: 'Bool' },
      ],
      table: 't',
    },
  });
  const typeInto = (name: 'columns.1.name' | 'table') => {
    const field = f.register(name);
    return (value: string) => field.onChange({ target: { name, value }, type: 'change' });
  };
  return { ...f, typeInto };
}

/** Rows 0, 1 and 2 of `f`'s columns, each with a listener. */
function listening(f: ReturnType<typeof form>) {
  const rows = createRowValues(f, 'columns');
  const listeners = [vi.fn(), vi.fn(), vi.fn()];
  listeners.forEach((listener, i) => rows.subscribe(i, listener));
  return { rows, listeners };
}

describe('createRowValues', () => {
  it("reads a row's values and error messages", () => {
    const f = form();
    const rows = createRowValues(f, 'columns');
    expect(rows.value(1, 'name')).toBe('b');
    expect(rows.value(2, 'type')).toBe('Bool');
    expect(rows.value(7, 'name')).toBe('');
    expect(rows.error(1, 'name')).toBeUndefined();
    f.setError('columns.1.name', { type: 'custom', message: 'Name the column' });
    expect(rows.error(1, 'name')).toBe('Name the column');
  });

  it('wakes only the row typed into', async () => {
    const f = form();
    const { rows, listeners } = listening(f);
    const [row0, row1, row2] = listeners;
    await f.typeInto('columns.1.name')('id');
    expect(row1).toHaveBeenCalled();
    expect(row0).not.toHaveBeenCalled();
    expect(row2).not.toHaveBeenCalled();
    expect(rows.value(1, 'name')).toBe('id');
  });

  it('wakes no row for a value typed, set or refused outside the rows', async () => {
    const f = form();
    const { listeners } = listening(f);
    await f.typeInto('table')('events');
    f.setValue('table', 'logs');
    f.setError('table', { type: 'custom', message: 'Name the table' });
    for (const row of listeners) expect(row).not.toHaveBeenCalled();
  });

  it('wakes only its row for a value set from code or an error set or cleared in that row', () => {
    const f = form();
    const { rows, listeners } = listening(f);
    const [row0, row1, row2] = listeners;
    f.setValue('columns.0.name', 'x');
    expect(row0).toHaveBeenCalledTimes(1);
    expect(rows.value(0, 'name')).toBe('x');
    f.setError('columns.2.type', { type: 'custom', message: 'Pick a type' });
    expect(row2).toHaveBeenCalledTimes(1);
    expect(rows.error(2, 'type')).toBe('Pick a type');
    f.clearErrors('columns.2.type');
    expect(row2).toHaveBeenCalledTimes(2);
    expect(rows.error(2, 'type')).toBeUndefined();
    expect(row0).toHaveBeenCalledTimes(1);
    expect(row1).not.toHaveBeenCalled();
  });

  it("wakes every row for a change to the whole list, the whole form's errors and a reset", () => {
    const f = form();
    const { rows, listeners } = listening(f);
    const calls = () => listeners.map((row) => row.mock.calls.length);
    f.setValue('columns', [{ name: 'z', type: 'String' }]);
    expect(calls()).toEqual([1, 1, 1]);
    expect(rows.value(0, 'name')).toBe('z');
    f.setError('columns.1.name', { type: 'custom', message: 'Name the column' });
    f.clearErrors();
    expect(calls()).toEqual([2, 3, 2]);
    f.reset();
    expect(calls().every((n, i) => n > [2, 3, 2][i])).toBe(true);
    expect(rows.value(0, 'name')).toBe('a');
  });

  it('holds one subscription to the form while any row listens, and lets it go after the last', async () => {
    const f = form();
    const subscribe = vi.fn(f.subscribe);
    const rows = createRowValues<Values>({ ...f, subscribe }, 'columns');
    const stop0 = rows.subscribe(0, vi.fn());
    const stop1 = rows.subscribe(1, vi.fn());
    const row1 = vi.fn();
    const stopRow1 = rows.subscribe(1, row1);
    expect(subscribe).toHaveBeenCalledTimes(1);
    stop0();
    stop1();
    await f.typeInto('columns.1.name')('id');
    expect(row1).toHaveBeenCalledTimes(1);
    stopRow1();
    await f.typeInto('columns.1.name')('idx');
    expect(row1).toHaveBeenCalledTimes(1);
    rows.subscribe(2, vi.fn());
    expect(subscribe).toHaveBeenCalledTimes(2);
  });
});
