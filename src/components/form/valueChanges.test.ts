import { createFormControl } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { subscribeValueChanges } from './valueChanges';

interface Values {
  columns: { name: string }[];
  table: string;
  tables: string;
}

/** A form with `table` registered as a text input binds it (react-hook-form's public API only). */
function form() {
  const f = createFormControl<Values>({ defaultValues: { columns: [{ name: 'a' }, { name: 'b' }], table: 't', tables: '' } });
  const table = f.register('table');
  const type = (value: string) => table.onChange({ target: { name: 'table', value }, type: 'change' });
  return { ...f, type };
}

describe('subscribeValueChanges', () => {
  it('reports a typed value once, as a change by the person', async () => {
    const f = form();
    const listener = vi.fn();
    subscribeValueChanges(f, undefined, listener);
    await f.type('events');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('change');
    expect(f.getValues('table')).toBe('events');
  });

  it('reports a value set from code as a change not made by the person', () => {
    const f = form();
    const listener = vi.fn();
    subscribeValueChanges(f, undefined, listener);
    f.setValue('columns.1.name', 'id');
    expect(listener).toHaveBeenCalledWith(undefined);
    expect(listener).not.toHaveBeenCalledWith('change');
  });

  it('reports a reset as a change not made by the person', () => {
    const f = form();
    const listener = vi.fn();
    subscribeValueChanges(f, 'columns', listener);
    f.reset({ columns: [], table: 't', tables: '' });
    expect(listener).toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalledWith('change');
  });

  it('reports changes at the path, under it and above it, and none elsewhere', async () => {
    const f = form();
    const listener = vi.fn();
    subscribeValueChanges(f, 'columns', listener);
    await f.type('events');
    expect(listener).not.toHaveBeenCalled();
    f.setValue('columns.0.name', 'id');
    expect(listener).toHaveBeenCalledTimes(1);
    f.setValue('columns', [{ name: 'x' }]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('tells a path from another that merely starts with the same letters', async () => {
    const f = form();
    const listener = vi.fn();
    subscribeValueChanges(f, 'table', listener);
    f.setValue('tables', 'x');
    expect(listener).not.toHaveBeenCalled();
    await f.type('events');
    expect(listener).toHaveBeenCalledWith('change');
  });

  it('reports no change of errors alone', () => {
    const f = form();
    const listener = vi.fn();
    subscribeValueChanges(f, undefined, listener);
    f.setError('table', { type: 'custom', message: 'Name the table' });
    f.clearErrors();
    expect(listener).not.toHaveBeenCalled();
  });

  it('reports nothing after unsubscribing', async () => {
    const f = form();
    const listener = vi.fn();
    const unsubscribe = subscribeValueChanges(f, undefined, listener);
    unsubscribe();
    await f.type('events');
    f.setValue('columns.0.name', 'id');
    expect(listener).not.toHaveBeenCalled();
  });
});
