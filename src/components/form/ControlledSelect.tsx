import { Select, type SelectProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type ControlledProps } from './useBoundField';

type Props<T extends FieldValues> = ControlledProps<T, SelectProps>;

/** Mantine Select bound to react-hook-form; clearing it makes the value undefined (not sent). */
export function ControlledSelect<T extends FieldValues>({ control, name, ...rest }: Props<T>) {
  const { field, bound } = useBoundField(control, name);
  return <Select {...rest} {...bound} value={(field.value as string | undefined) ?? null} onChange={(value) => field.onChange(value ?? undefined)} />;
}
