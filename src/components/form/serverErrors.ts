import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../api/errors';

/**
 * Puts a server's 400 on the field it names ("BAD_REQUEST: numReplicas: ..."), when the form has
 * that field. Returns true when it did; otherwise the caller shows the error above the form.
 * The form's values are never touched.
 */
export function applyServerFieldError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, hasField: (path: string) => boolean): boolean {
  if (!isApiError(error) || error.status !== 400 || !error.field) return false;
  const path = error.field.replace(/^request body\./, '');
  if (!hasField(path)) return false;
  setError(path as Path<T>, { type: 'server', message: error.detail ?? error.message }, { shouldFocus: true });
  return true;
}
