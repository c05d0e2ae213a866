import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FormControl } from './formControl';

type Props<T extends FieldValues> = Omit<AutocompleteProps, 'value' | 'onChange' | 'error' | 'name'> & {
  control: FormControl<T>;
  name: FieldPath<T>;
};

/**
 * Mantine Autocomplete bound to react-hook-form: free text, with suggestions to pick from (an ID
 * the API already knows, so nobody retypes it). `onOptionSubmit` still reaches the caller.
 */
export function ControlledAutocomplete<T extends FieldValues>({ control, name, ...rest }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Autocomplete
      {...rest}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
