import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Maps a server error's `fields` onto the form's fields; anything not tied to a known field
 * becomes the form-level (`root.server`) message.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly Path<T>[],
): void {
  if (isApiError(error)) {
    let mapped = false;
    for (const [field, message] of Object.entries(error.fields ?? {})) {
      if ((knownFields as readonly string[]).includes(field)) {
        setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !mapped });
        mapped = true;
      }
    }
    if (!mapped) setError('root.server' as Path<T>, { type: 'server', message: error.message });
    return;
  }
  console.error(error);
  setError('root.server' as Path<T>, {
    type: 'server',
    message: 'Something went wrong. Please try again.',
  });
}
