import { TextInput, type TextInputProps } from '@mantine/core';
import { memo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTextBinding, type ControlledProps } from './useBoundField';

type Props<T extends FieldValues> = ControlledProps<T, TextInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  /** Send undefined instead of '' when the field is left empty. */
  emptyAsUndefined?: boolean;
  /** False keeps the field's error to itself for now (a row just added, until it is touched or the form submitted). */
  errorShown?: boolean;
};

const Input = memo(TextInput);

/** Mantine TextInput bound to react-hook-form: labelled, described, error linked for screen readers. */
export function ControlledTextInput<T extends FieldValues>({ control, name, emptyAsUndefined, errorShown = true, ...rest }: Props<T>) {
  const binding = useTextBinding(control, name, emptyAsUndefined);
  return <Input {...rest} {...binding} error={errorShown ? binding.error : undefined} />;
}
