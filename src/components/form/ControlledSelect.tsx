import { Select, type SelectProps } from '@mantine/core';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FormControl } from './formControl';

type Props<T extends FieldValues> = Omit<SelectProps, 'value' | 'onChange' | 'error' | 'name'> & {
  control: FormControl<T>;
  name: FieldPath<T>;
};

/** Mantine Select bound to react-hook-form; clearing it makes the value undefined (not sent). */
export function ControlledSelect<T extends FieldValues>({ control, name, ...rest }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      {...rest}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) ?? null}
      onChange={(value) => field.onChange(value ?? undefined)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
