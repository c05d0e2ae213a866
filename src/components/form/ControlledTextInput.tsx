import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type ControlledProps } from './useBoundField';

type Props<T extends FieldValues> = ControlledProps<T, TextInputProps> & {
  /** Send undefined instead of '' when the field is left empty. */
  emptyAsUndefined?: boolean;
};

/** Mantine TextInput bound to react-hook-form: labelled, described, error linked for screen readers. */
export function ControlledTextInput<T extends FieldValues>({ control, name, emptyAsUndefined, ...rest }: Props<T>) {
  const { field, bound } = useBoundField(control, name);
  return (
    <TextInput
      {...rest}
      {...bound}
      value={(field.value as string | undefined) ?? ''}
      onChange={(e) => field.onChange(emptyAsUndefined && e.currentTarget.value === '' ? undefined : e.currentTarget.value)}
    />
  );
}
