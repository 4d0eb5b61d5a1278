import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../api/http';

/**
 * Puts the server's field issues ({ path, message }) next to their fields.
 * Returns true when at least one matched, so the caller can skip the toast.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let matched = false;
  for (const issue of error.issues) {
    // The API names where the value was ('body.name', 'querystring.page'): the field is what follows.
    const segments = issue.path.split('.');
    if (['body', 'querystring', 'params'].includes(segments[0] ?? '')) segments.shift();
    const field = segments[0] ?? '';
    if (fields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message: issue.message });
      matched = true;
    }
  }
  return matched;
}
