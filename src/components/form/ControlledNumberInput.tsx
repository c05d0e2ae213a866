import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FormControl } from './formControl';

type Props<T extends FieldValues> = Omit<NumberInputProps, 'value' | 'onChange' | 'error' | 'name'> & {
  control: FormControl<T>;
  name: FieldPath<T>;
};

/**
 * Mantine NumberInput bound to react-hook-form. An empty field is `undefined` (not sent); any
 * typed value is kept as a number, so the contract schema judges it (no silent clamping).
 */
export function ControlledNumberInput<T extends FieldValues>({ control, name, ...rest }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <NumberInput
      clampBehavior="none"
      allowLeadingZeros={false}
      {...rest}
      ref={field.ref}
      name={field.name}
      value={(field.value as number | undefined) ?? ''}
      onChange={(value) => field.onChange(value === '' || value === undefined ? undefined : typeof value === 'number' ? value : Number(value))}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
