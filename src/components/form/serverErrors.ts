import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../api/errors';

/**
 * Puts a server's 400 on the field it names ("BAD_REQUEST: numReplicas: ..."), when the form has
 * that field. `fieldPath` turns the body's path into the form's (a form whose values are not the
 * body: the pipe wizard's columns). Returns the form path it placed the message on, or null; then
 * the caller shows the error above the form. The form's values are never touched.
 */
export function applyServerFieldError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  hasField: (path: string) => boolean,
  fieldPath: (bodyPath: string, message: string) => string = (path) => path,
): string | null {
  if (!isApiError(error) || error.status !== 400 || !error.field) return null;
  const message = error.detail ?? error.message;
  const path = fieldPath(error.field.replace(/^request body\./, ''), message);
  if (!hasField(path)) return null;
  setError(path as Path<T>, { type: 'server', message }, { shouldFocus: true });
  return path;
}
