import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A contract rule about the whole body (e.g. "change at least one setting") has an empty path;
 * react-hook-form shows such an error as `errors.root` instead of dropping it.
 */
export function withRootError<V extends FieldValues, C, O>(resolver: Resolver<V, C, O>): Resolver<V, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = result.errors as Record<string, unknown>;
    if (errors[''] !== undefined) {
      const { ['']: whole, ...rest } = errors;
      return { values: {}, errors: { ...rest, root: whole } } as Awaited<ReturnType<Resolver<V, C, O>>>;
    }
    return result;
  };
}
