import { MultiSelect, TagsInput, type MultiSelectProps, type TagsInputProps } from '@mantine/core';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FormControl } from './formControl';

type Props<T extends FieldValues, P> = Omit<P, 'value' | 'onChange' | 'error' | 'name'> & {
  control: FormControl<T>;
  name: FieldPath<T>;
};

/** Mantine TagsInput (a list of free texts, Enter or comma adds one) bound to a string[] field. */
export function ControlledTagsInput<T extends FieldValues>({ control, name, ...rest }: Props<T, TagsInputProps>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TagsInput
      {...rest}
      ref={field.ref}
      name={field.name}
      value={(field.value as string[] | undefined) ?? []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** Mantine MultiSelect (choices from a list, in the order picked) bound to a string[] field. */
export function ControlledMultiSelect<T extends FieldValues>({ control, name, ...rest }: Props<T, MultiSelectProps>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <MultiSelect
      {...rest}
      ref={field.ref}
      name={field.name}
      value={(field.value as string[] | undefined) ?? []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
