import type { Control, FieldValues } from 'react-hook-form';

/**
 * The `control` of a form, whatever its context and submitted type: forms whose resolver turns
 * the values into a request body (values in, body out) pass their control without a cast.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormControl<T extends FieldValues> = Control<T, any, any>;
