import { useMergedRef } from '@mantine/hooks';
import { useCallback, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FormControl } from './formControl';

/** The props of a Controlled* input: the Mantine input's own, less what the binding supplies. */
export type ControlledProps<T extends FieldValues, P, Bound extends string = 'value' | 'onChange'> = Omit<P, Bound | 'error' | 'name'> & {
  control: FormControl<T>;
  name: FieldPath<T>;
};

/**
 * What every Controlled* input shares: react-hook-form's field for `name`, and the props that
 * tie a Mantine input to it (ref for focus on the first error, name, blur, and the field's error
 * message, which Mantine links to the input for screen readers). Each input adds its own value
 * and onChange conversions.
 */
export function useBoundField<T extends FieldValues>(control: FormControl<T>, name: FieldPath<T>) {
  const { field, fieldState } = useController({ control, name });
  return {
    field,
    bound: { ref: field.ref, name: field.name, onBlur: field.onBlur, error: fieldState.error?.message },
  };
}

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * The binding of a text input (TextInput, Textarea, PasswordInput) that a keystroke does not
 * re-render: the element keeps what is typed (`defaultValue`, uncontrolled), each change goes to
 * react-hook-form, and a value set from outside (reset, setValue, a draft given back) is written
 * into the element. Every prop it returns keeps its identity while typing, so the Mantine input,
 * wrapped in `memo`, is not rendered again for a keystroke: typing costs what it costs in a plain
 * form (bench: keystroke to next paint).
 */
export function useTextBinding<T extends FieldValues>(control: FormControl<T>, name: FieldPath<T>, emptyAsUndefined = false) {
  const { field, fieldState } = useController({ control, name });
  const text = (field.value as string | null | undefined) ?? '';
  const [initial] = useState(text);
  const element = useRef<TextElement>(null);
  useLayoutEffect(() => {
    if (element.current && element.current.value !== text) element.current.value = text;
  }, [text]);
  const send = useRef(field.onChange);
  send.current = field.onChange;
  const onChange = useCallback(
    (event: ChangeEvent<TextElement>) => {
      const value = event.currentTarget.value;
      send.current(emptyAsUndefined && value === '' ? undefined : value);
    },
    [emptyAsUndefined],
  );
  const ref = useMergedRef(field.ref, element);
  return { defaultValue: initial, onChange, ref, name: field.name, onBlur: field.onBlur, error: fieldState.error?.message };
}
