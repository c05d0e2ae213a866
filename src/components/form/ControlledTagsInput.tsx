import { MultiSelect, TagsInput, type MultiSelectProps, type TagsInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type ControlledProps } from './useBoundField';

/** Mantine TagsInput (a list of free texts, Enter or comma adds one) bound to a string[] field. */
export function ControlledTagsInput<T extends FieldValues>({ control, name, ...rest }: ControlledProps<T, TagsInputProps>) {
  const { field, bound } = useBoundField(control, name);
  return <TagsInput {...rest} {...bound} value={(field.value as string[] | undefined) ?? []} onChange={field.onChange} />;
}

/** Mantine MultiSelect (choices from a list, in the order picked) bound to a string[] field. */
export function ControlledMultiSelect<T extends FieldValues>({ control, name, ...rest }: ControlledProps<T, MultiSelectProps>) {
  const { field, bound } = useBoundField(control, name);
  return <MultiSelect {...rest} {...bound} value={(field.value as string[] | undefined) ?? []} onChange={field.onChange} />;
}
