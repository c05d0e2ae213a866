import type { Control, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * The `control` of a form, whatever its context and submitted type: forms whose resolver turns
 * the values into a request body (values in, body out) pass their control without a cast.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormControl<T extends FieldValues> = Control<T, any, any>;

/**
 * The public methods of a form that the helpers following it outside a render read it through
 * (useForm()'s return, or createFormControl()'s in a test), whatever its context and submitted
 * type: `control` alone offers no public subscribe or getValues.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormMethods<T extends FieldValues> = Pick<UseFormReturn<T, any, any>, 'control' | 'subscribe' | 'getValues' | 'getFieldState'>;

/**
 * The control of a form `T` for a shared editor that reads only `Part` of the values (the same
 * paths with the same types, which `T extends Part` checks): react-hook-form's Control is
 * invariant in its values, so the narrowing is a cast, written once here.
 */
export function narrowControl<Part extends FieldValues, T extends Part>(control: FormControl<T>): FormControl<Part> {
  return control as unknown as FormControl<Part>;
}

/** The methods of a form `T` for a shared editor that reads only `Part` of the values (see narrowControl). */
export function narrowForm<Part extends FieldValues, T extends Part>(form: FormMethods<T>): FormMethods<Part> {
  return form as unknown as FormMethods<Part>;
}
