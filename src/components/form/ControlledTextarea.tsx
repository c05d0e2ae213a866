import { Textarea, type TextareaProps } from '@mantine/core';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FormControl } from './formControl';

type Props<T extends FieldValues> = Omit<TextareaProps, 'value' | 'onChange' | 'error' | 'name'> & {
  control: FormControl<T>;
  name: FieldPath<T>;
  /** Send undefined instead of '' when the field is left empty. */
  emptyAsUndefined?: boolean;
};

/** Mantine Textarea bound to a text field of react-hook-form (certificates, keys, samples). */
export function ControlledTextarea<T extends FieldValues>({ control, name, emptyAsUndefined, ...rest }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Textarea
      {...rest}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(e) => field.onChange(emptyAsUndefined && e.currentTarget.value === '' ? undefined : e.currentTarget.value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
