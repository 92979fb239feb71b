import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/** A server field name, or a pair [server field, form field] where the form names it differently. */
export type FieldMapping<T extends FieldValues> = Path<T> | readonly [string, Path<T>];

/** Puts the server's field errors under their form fields; false when none of them belongs to this form. */
export function placeFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldMapping<T>[],
): boolean {
  if (!isApiError(error) || !error.errors) return false;
  let placed = false;
  for (const mapping of fields) {
    const [serverField, formField] = typeof mapping === 'string' ? [mapping, mapping] : mapping;
    const message = error.errors[serverField]?.[0];
    if (message) {
      setError(formField, { message });
      placed = true;
    }
  }
  return placed;
}
