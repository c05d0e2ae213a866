import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FormControl } from './formControl';

/** The props of a Controlled* input: the Mantine input's own, less what the binding supplies. */
export type ControlledProps<T extends FieldValues, P, Bound extends string = 'value' | 'onChange'> = Omit<P, Bound | 'error' | 'name'> & {
  control: FormControl<T>;
  name: FieldPath<T>;
};

/**
 * What every Controlled* input shares: react-hook-form's field for `name`, and the props that
 * tie a Mantine input to it (ref for focus on the first error, name, blur, and the field's error
 * message, which Mantine links to the input for screen readers). Each input adds its own value
 * and onChange conversions.
 */
export function useBoundField<T extends FieldValues>(control: FormControl<T>, name: FieldPath<T>) {
  const { field, fieldState } = useController({ control, name });
  return {
    field,
    bound: { ref: field.ref, name: field.name, onBlur: field.onBlur, error: fieldState.error?.message },
  };
}
