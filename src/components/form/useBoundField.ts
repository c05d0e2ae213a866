import { useCallback, useLayoutEffect, useRef, type ChangeEvent, type FocusEvent } from 'react';
import { get, useController, useFormState, type FieldError, type FieldPath, type FieldValues } from 'react-hook-form';
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

const undefinedWhenEmpty = (value: unknown) => (value === '' ? undefined : value);

/**
 * The binding of a text input (TextInput, Textarea, PasswordInput) that a keystroke does not
 * render: react-hook-form's own `register` (uncontrolled: the element keeps what is typed, and
 * react-hook-form reads it on each change and writes it on setValue), as in a plain form. Only
 * this field's error and a reset render it (a reset forgets every registration: it is registered
 * again and the element linked, which writes the reset value into it). Every prop it returns keeps
 * its identity while typing, so the Mantine input, wrapped in `memo`, is not rendered either: a
 * keystroke costs what it costs in a plain form (bench: keystroke to next paint).
 */
export function useTextBinding<T extends FieldValues>(control: FormControl<T>, name: FieldPath<T>, emptyAsUndefined = false) {
  // Read here so that a reset (which always sends the default values) renders this field again.
  const { errors, defaultValues: _resetSignal } = useFormState({ control, name, exact: true });
  const registration = control.register(name, emptyAsUndefined ? { setValueAs: undefinedWhenEmpty } : undefined);
  const latest = useRef(registration);
  latest.current = registration;
  const element = useRef<TextElement | null>(null);
  // After a reset or a new name (a row of a field array moved), link the element to the new registration.
  useLayoutEffect(() => {
    if (element.current) registration.ref(element.current);
  });
  const ref = useCallback((el: TextElement | null) => {
    element.current = el;
    latest.current.ref(el);
  }, []);
  const onChange = useCallback((event: ChangeEvent<TextElement>) => latest.current.onChange(event), []);
  const onBlur = useCallback((event: FocusEvent<TextElement>) => latest.current.onBlur(event), []);
  const error = (get(errors, name) as FieldError | undefined)?.message;
  return { ref, onChange, onBlur, name: registration.name, error };
}
