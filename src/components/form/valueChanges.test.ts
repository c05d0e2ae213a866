import { createFormControl } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { subscribeValueChanges } from './valueChanges';

interface Values {
  columns: { name: string }[];
  table: string;
}

/** A form as a mounted page has it, with `table` registered as a text input binds it. */
function form() {
  const f = createFormControl<Values>({ defaultValues: { columns: [{ name: 'a' }, { name: 'b' }], table: 't' } });
  f.control._state.mount = true;
  const table = f.register('table');
  const type = (value: string) => table.onChange({ target: { name: 'table', value }, type: 'change' });
  return { ...f, type };
}

describe('subscribeValueChanges', () => {
  it('reports a typed value as a change by the person', async () => {
    const f = form();
    const listener = vi.fn();
    subscribeValueChanges(f.control, undefined, listener);
    await f.type('events');
    expect(listener).toHaveBeenCalledWith('change');
    expect(f.getValues('table')).toBe('events');
  });

  it('reports a value set from code as a change not made by the person', () => {
    const f = form();
    const listener = vi.fn();
    subscribeValueChanges(f.control, undefined, listener);
    f.setValue('columns.1.name', 'id');
    expect(listener).toHaveBeenCalledWith(undefined);
    expect(listener).not.toHaveBeenCalledWith('change');
  });

  it('reports changes at the path, under it and above it, and none elsewhere', async () => {
    const f = form();
    const listener = vi.fn();
    subscribeValueChanges(f.control, 'columns', listener);
    await f.type('events');
    expect(listener).not.toHaveBeenCalled();
    f.setValue('columns.0.name', 'id');
    expect(listener).toHaveBeenCalledTimes(1);
    f.setValue('columns', [{ name: 'x' }]);
    expect(listener.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('leaves react-hook-form without a values subscriber: a keystroke copies no form values', async () => {
    const f = form();
    const seen: unknown[] = [];
    // What every observer of the update stream receives for a keystroke.
    f.control._subjects.state.subscribe({ next: (update) => seen.push(update) });
    subscribeValueChanges(f.control, undefined, () => undefined);
    await f.type('events');
    expect(seen).toContainEqual({ name: 'table', type: 'change' });
    expect(seen.some((u) => typeof u === 'object' && u !== null && 'values' in u)).toBe(false);
  });

  it('reports nothing after unsubscribing', async () => {
    const f = form();
    const listener = vi.fn();
    const unsubscribe = subscribeValueChanges(f.control, undefined, listener);
    unsubscribe();
    await f.type('events');
    f.setValue('columns.0.name', 'id');
    expect(listener).not.toHaveBeenCalled();
  });
});
