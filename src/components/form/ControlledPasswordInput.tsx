import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type ControlledProps } from './useBoundField';

type Props<T extends FieldValues> = ControlledProps<T, PasswordInputProps>;

/** Masked input with a show toggle, bound to react-hook-form. Paste is allowed. */
export function ControlledPasswordInput<T extends FieldValues>({ control, name, ...rest }: Props<T>) {
  const { field, bound } = useBoundField(control, name);
  return (
    <PasswordInput
      autoComplete="off"
      {...rest}
      {...bound}
      value={(field.value as string | undefined) ?? ''}
      onChange={(e) => field.onChange(e.currentTarget.value)}
      // PasswordInput marks its inner input data-invalid only; screen readers need aria-invalid.
      aria-invalid={bound.error ? true : undefined}
    />
  );
}
