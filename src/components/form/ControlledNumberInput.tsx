import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type ControlledProps } from './useBoundField';

type Props<T extends FieldValues> = ControlledProps<T, NumberInputProps>;

/**
 * Mantine NumberInput bound to react-hook-form. An empty field is `undefined` (not sent); any
 * typed value is kept as a number, so the contract schema judges it (no silent clamping).
 */
export function ControlledNumberInput<T extends FieldValues>({ control, name, ...rest }: Props<T>) {
  const { field, bound } = useBoundField(control, name);
  return (
    <NumberInput
      clampBehavior="none"
      allowLeadingZeros={false}
      {...rest}
      {...bound}
      value={(field.value as number | undefined) ?? ''}
      onChange={(value) => field.onChange(value === '' || value === undefined ? undefined : typeof value === 'number' ? value : Number(value))}
    />
  );
}
