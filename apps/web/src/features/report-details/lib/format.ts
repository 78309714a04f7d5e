import { decimalToMinor } from '@bsp/shared';
import { isApiError } from '../../../lib/api-client';

/** The server's message for a failed call, or the fallback. */
export function errorText(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}

/** A decimal string in minor units, or null when missing or unreadable. */
export function minor(value: string | null, currency: string): number | null {
  if (value == null) return null;
  try {
    return decimalToMinor(value, currency);
  } catch {
    return null;
  }
}
