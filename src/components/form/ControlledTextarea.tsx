import { Textarea, type TextareaProps } from '@mantine/core';
import { memo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTextBinding, type ControlledProps } from './useBoundField';

type Props<T extends FieldValues> = ControlledProps<T, TextareaProps, 'value' | 'onChange' | 'defaultValue'> & {
  /** Send undefined instead of '' when the field is left empty. */
  emptyAsUndefined?: boolean;
};

const Input = memo(Textarea);

/** Mantine Textarea bound to a text field of react-hook-form (certificates, keys, samples). */
export function ControlledTextarea<T extends FieldValues>({ control, name, emptyAsUndefined, ...rest }: Props<T>) {
  return <Input {...rest} {...useTextBinding(control, name, emptyAsUndefined)} />;
}
