import { Switch, type SwitchProps } from '@mantine/core';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FormControl } from './formControl';

type Props<T extends FieldValues> = Omit<SwitchProps, 'checked' | 'onChange' | 'error' | 'name'> & {
  control: FormControl<T>;
  name: FieldPath<T>;
};

/** Mantine Switch bound to a boolean field of react-hook-form. */
export function ControlledSwitch<T extends FieldValues>({ control, name, ...rest }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Switch
      {...rest}
      ref={field.ref}
      name={field.name}
      checked={Boolean(field.value)}
      onChange={(e) => field.onChange(e.currentTarget.checked)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
