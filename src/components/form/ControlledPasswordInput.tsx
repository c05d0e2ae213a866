import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FormControl } from './formControl';

type Props<T extends FieldValues> = Omit<PasswordInputProps, 'value' | 'onChange' | 'error' | 'name'> & {
  control: FormControl<T>;
  name: FieldPath<T>;
};

/** Masked input with a show toggle, bound to react-hook-form. Paste is allowed. */
export function ControlledPasswordInput<T extends FieldValues>({ control, name, ...rest }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <PasswordInput
      autoComplete="off"
      {...rest}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(e) => field.onChange(e.currentTarget.value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      // PasswordInput marks its inner input data-invalid only; screen readers need aria-invalid.
      aria-invalid={fieldState.error ? true : undefined}
    />
  );
}
