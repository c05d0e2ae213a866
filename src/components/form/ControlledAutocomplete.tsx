import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type ControlledProps } from './useBoundField';

type Props<T extends FieldValues> = ControlledProps<T, AutocompleteProps>;

/**
 * Mantine Autocomplete bound to react-hook-form: free text, with suggestions to pick from (an ID
 * the API already knows, so nobody retypes it). `onOptionSubmit` and `onBlur` still reach the caller.
 */
export function ControlledAutocomplete<T extends FieldValues>({ control, name, onBlur, ...rest }: Props<T>) {
  const { field, bound } = useBoundField(control, name);
  return (
    <Autocomplete
      {...rest}
      {...bound}
      onBlur={(event) => {
        bound.onBlur();
        onBlur?.(event);
      }}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
    />
  );
}
