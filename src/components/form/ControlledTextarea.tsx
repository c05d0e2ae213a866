import { Textarea, type TextareaProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type ControlledProps } from './useBoundField';

type Props<T extends FieldValues> = ControlledProps<T, TextareaProps> & {
  /** Send undefined instead of '' when the field is left empty. */
  emptyAsUndefined?: boolean;
};

/** Mantine Textarea bound to a text field of react-hook-form (certificates, keys, samples). */
export function ControlledTextarea<T extends FieldValues>({ control, name, emptyAsUndefined, ...rest }: Props<T>) {
  const { field, bound } = useBoundField(control, name);
  return (
    <Textarea
      {...rest}
      {...bound}
      value={(field.value as string | undefined) ?? ''}
      onChange={(e) => field.onChange(emptyAsUndefined && e.currentTarget.value === '' ? undefined : e.currentTarget.value)}
    />
  );
}
