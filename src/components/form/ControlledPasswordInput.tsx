import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { memo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTextBinding, type ControlledProps } from './useBoundField';

type Props<T extends FieldValues> = ControlledProps<T, PasswordInputProps, 'value' | 'onChange' | 'defaultValue'>;

const Input = memo(PasswordInput);

/** Masked input with a show toggle, bound to react-hook-form. Paste is allowed. */
export function ControlledPasswordInput<T extends FieldValues>({ control, name, ...rest }: Props<T>) {
  const bound = useTextBinding(control, name);
  return (
    <Input
      autoComplete="off"
      {...rest}
      {...bound}
      // PasswordInput marks its inner input data-invalid only; screen readers need aria-invalid.
      aria-invalid={bound.error ? true : undefined}
    />
  );
}
