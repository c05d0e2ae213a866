import { Switch, type SwitchProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type ControlledProps } from './useBoundField';

type Props<T extends FieldValues> = ControlledProps<T, SwitchProps, 'checked' | 'onChange'>;

/** Mantine Switch bound to a boolean field of react-hook-form. */
export function ControlledSwitch<T extends FieldValues>({ control, name, ...rest }: Props<T>) {
  const { field, bound } = useBoundField(control, name);
  return <Switch {...rest} {...bound} checked={Boolean(field.value)} onChange={(e) => field.onChange(e.currentTarget.checked)} />;
}
