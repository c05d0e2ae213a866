import { createFormControl } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { createRowValues } from './rowValues';

interface Values {
  columns: { name: string; type: string }[];
  table: string;
}

/** A form as a mounted page has it, with the name of row 1 registered as a row's text input binds it. */
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
  f.control._state.mount = true;
  const typeInto = (name: 'columns.1.name' | 'table') => {
    const field = f.register(name);
    return (value: string) => field.onChange({ target: { name, value }, type: 'change' });
  };
  return { ...f, typeInto };
}

describe('createRowValues', () => {
  it("reads a row's values and error messages", () => {
    const f = form();
    const rows = createRowValues(f.control, 'columns');
    expect(rows.value(1, 'name')).toBe('b');
    expect(rows.value(2, 'type')).toBe('Bool');
    expect(rows.value(7, 'name')).toBe('');
    expect(rows.error(1, 'name')).toBeUndefined();
    f.setError('columns.1.name', { type: 'custom', message: 'Name the column' });
    expect(rows.error(1, 'name')).toBe('Name the column');
  });

  it('wakes only the row typed into', async () => {
    const f = form();
    const rows = createRowValues(f.control, 'columns');
    const [row0, row1, row2] = [vi.fn(), vi.fn(), vi.fn()];
    rows.subscribe(0, row0);
    rows.subscribe(1, row1);
    rows.subscribe(2, row2);
    await f.typeInto('columns.1.name')('id');
    expect(row1).toHaveBeenCalled();
    expect(row0).not.toHaveBeenCalled();
    expect(row2).not.toHaveBeenCalled();
    expect(rows.value(1, 'name')).toBe('id');
  });

  it('wakes no row for a value typed outside the rows', async () => {
    const f = form();
    const rows = createRowValues(f.control, 'columns');
    const row = vi.fn();
    rows.subscribe(1, row);
    await f.typeInto('table')('events');
    expect(row).not.toHaveBeenCalled();
  });

  it('wakes every row for a value set from code, an error and a reset', () => {
    const f = form();
    const rows = createRowValues(f.control, 'columns');
    const [row0, row2] = [vi.fn(), vi.fn()];
    rows.subscribe(0, row0);
    rows.subscribe(2, row2);
    f.setValue('columns.0.name', 'x');
    expect(row0).toHaveBeenCalledTimes(1);
    expect(row2).toHaveBeenCalledTimes(1);
    f.setError('columns.2.type', { type: 'custom', message: 'Pick a type' });
    expect(row2).toHaveBeenCalledTimes(2);
    f.reset();
    expect(row0.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(rows.value(0, 'name')).toBe('a');
  });

  it('holds one subscription to the form while any row listens, and lets it go after the last', async () => {
    const f = form();
    const subscribe = vi.spyOn(f.control._subjects.state, 'subscribe');
    const rows = createRowValues(f.control, 'columns');
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
