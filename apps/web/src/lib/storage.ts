import type { z } from 'zod';

/**
 * localStorage with the spec's failure rule: read or write failures (private mode, quota,
 * corrupt JSON, shape mismatch) are logged and the caller's default is used.
 */
export function readJson<T>(key: string, schema: z.ZodType<T>, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return fallback;
    const parsed = schema.safeParse(JSON.parse(raw));
    if (!parsed.success) {
      console.error(`storage: ignoring malformed value for "${key}"`, parsed.error.issues);
      return fallback;
    }
    return parsed.data;
  } catch (error) {
    console.error(`storage: could not read "${key}"`, error);
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.error(`storage: could not write "${key}"`, error);
  }
}

export function removeKey(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    console.error(`storage: could not remove "${key}"`, error);
  }
}
