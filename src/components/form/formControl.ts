import type { Control, FieldValues } from 'react-hook-form';

/**
 * The `control` of a form, whatever its context and submitted type: forms whose resolver turns
 * the values into a request body (values in, body out) pass their control without a cast.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormControl<T extends FieldValues> = Control<T, any, any>;

/**
 * The control of a form `T` for a shared editor that reads only `Part` of the values (the same
 * paths with the same types, which `T extends Part` checks): react-hook-form's Control is
 * invariant in its values, so the narrowing is a cast, written once here.
 */
export function narrowControl<Part extends FieldValues, T extends Part>(control: FormControl<T>): FormControl<Part> {
  return control as unknown as FormControl<Part>;
}
