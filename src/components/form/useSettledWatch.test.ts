import { createFormControl } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeSettled } from './useSettledWatch';

interface Values {
  columns: { name: string }[];
  table: string;
}

describe('subscribeSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const form = () => createFormControl<Values>({ defaultValues: { columns: [{ name: 'a' }, { name: 'b' }], table: 't' } });

  it('calls once when changes under the path pause, not per change', () => {
    const f = form();
    const listener = vi.fn();
    subscribeSettled(f, 'columns', 300, listener);
    for (const name of ['u', 'ur', 'url']) {
      f.setValue('columns.1.name', name);
      vi.advanceTimersByTime(299);
    }
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(f.getValues('columns.1.name')).toBe('url');
  });

  it('ignores changes elsewhere in the form', () => {
    const f = form();
    const listener = vi.fn();
    subscribeSettled(f, 'columns', 300, listener);
    f.setValue('table', 'events');
    vi.advanceTimersByTime(1000);
    expect(listener).not.toHaveBeenCalled();
  });

  it('calls nothing after unsubscribing, even for a change already waiting', () => {
    const f = form();
    const listener = vi.fn();
    const unsubscribe = subscribeSettled(f, 'columns', 300, listener);
    f.setValue('columns.0.name', 'id');
    unsubscribe();
    vi.advanceTimersByTime(1000);
    expect(listener).not.toHaveBeenCalled();
  });
});
