import { useEffect, useRef, useState } from 'react';
import type { FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import type { FormMethods } from './formControl';
import { createSettleTimer } from '../settleTimer';
import { subscribeValueChanges } from './valueChanges';

/**
 * Calls `listener` once changes to `name` (or anything under it) pause for `delayMs`: one call
 * after a burst of keystrokes, none per keystroke; any change counts, a reset() included
 * (subscribeValueChanges). Returns the unsubscribe.
 */
export function subscribeSettled<T extends FieldValues>(
  form: Pick<FormMethods<T>, 'subscribe'>,
  name: FieldPath<T>,
  delayMs: number,
  listener: () => void,
): () => void {
  const settle = createSettleTimer(delayMs, listener);
  const unsubscribe = subscribeValueChanges(form, name, settle.poke);
  return () => {
    settle.cancel();
    unsubscribe();
  };
}

/**
 * What `compute` makes of one path of a form, recomputed once changes under that path pause for
 * `delayMs` (subscribeSettled), not per keystroke: for a part of the page that follows values typed
 * elsewhere and costs more to render than a keystroke can afford (choices built from 200 rows).
 * `compute` should return a value Object.is can compare (a string, a number), so an unchanged
 * result renders nothing.
 */
export function useSettledWatch<T extends FieldValues, N extends FieldPath<T>, R>(
  form: Pick<FormMethods<T>, 'subscribe' | 'getValues'>,
  name: N,
  compute: (value: FieldPathValue<T, N>) => R,
  delayMs: number,
): R {
  const computeRef = useRef(compute);
  computeRef.current = compute;
  const [value, setValue] = useState(() => computeRef.current(form.getValues(name)));
  useEffect(() => {
    const read = () => setValue(computeRef.current(form.getValues(name)));
    read(); // a change between the first render and the subscription
    return subscribeSettled(form, name, delayMs, read);
  }, [form, name, delayMs]);
  return value;
}
