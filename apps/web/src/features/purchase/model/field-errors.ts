import type { FieldErrors as FormErrors } from 'react-hook-form';

/** Messages keyed by the booking's field paths ('device.value', 'items.0.brand', 'holder.email'). */
export type FieldErrors = Record<string, string>;

/** react-hook-form's nested errors as one flat map, keyed like the server's issue paths. */
export function flattenFieldErrors(errors: FormErrors, prefix = ''): FieldErrors {
  const flat: FieldErrors = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value.message === 'string' && value.message) flat[path] = value.message;
    else Object.assign(flat, flattenFieldErrors(value as FormErrors, path));
  }
  return flat;
}
