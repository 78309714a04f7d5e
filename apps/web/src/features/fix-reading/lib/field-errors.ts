/**
 * Validation messages placed next to the controls they are about. The same paths come from the
 * contract's schema run in the browser (zod issue paths) and from the server's 400 answer
 * (`fields`: "instructions.columns.2", "profile_name", …).
 */
import { type LayoutInstructions, layoutInstructionsSchema } from '@bsp/shared';
import { isApiError } from '../../../lib/api-client';

export type FixErrors = {
  /** Messages about one column, by its index. */
  column: Record<number, string>;
  /** About the columns as a whole (roles missing or repeated, order). */
  columns: string[];
  firstPage: string | null;
  laterPages: string | null;
  dateOrder: string | null;
  signs: string | null;
  ignore: string | null;
  profileName: string | null;
  /** Anything not tied to a control. */
  general: string[];
};

export const NO_ERRORS: FixErrors = {
  column: {},
  columns: [],
  firstPage: null,
  laterPages: null,
  dateOrder: null,
  signs: null,
  ignore: null,
  profileName: null,
  general: [],
};

export function hasErrors(e: FixErrors): boolean {
  return (
    Object.keys(e.column).length > 0 ||
    e.columns.length > 0 ||
    !!(e.firstPage || e.laterPages || e.dateOrder || e.signs || e.ignore || e.profileName) ||
    e.general.length > 0
  );
}

const addOnce = (list: string[], message: string) => {
  if (!list.includes(message)) list.push(message);
};

/** Places `message` by its dotted path (with or without the leading "instructions."). */
export function placeErrors(issues: ReadonlyArray<{ path: string; message: string }>): FixErrors {
  const out: FixErrors = { ...NO_ERRORS, column: {}, columns: [], general: [] };
  for (const { path, message } of issues) {
    const parts = path
      .replace(/^instructions\.?/, '')
      .split('.')
      .filter(Boolean);
    const [head, second] = parts;
    if (head === 'columns') {
      const index = second != null ? Number(second) : Number.NaN;
      if (Number.isInteger(index)) out.column[index] ??= message;
      else addOnce(out.columns, message);
    } else if (head === 'firstPage') out.firstPage ??= message;
    else if (head === 'laterPages') out.laterPages ??= message;
    else if (head === 'dateOrder') out.dateOrder ??= message;
    else if (head === 'signs') out.signs ??= message;
    else if (head === 'ignore') out.ignore ??= message;
    else if (head === 'profile_name') out.profileName ??= message;
    else addOnce(out.general, message);
  }
  return out;
}

/** The contract's own checks on the draft, before anything is sent. */
export function validateDraft(ins: LayoutInstructions): FixErrors {
  const result = layoutInstructionsSchema.safeParse(ins);
  if (result.success) return NO_ERRORS;
  return placeErrors(
    result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
  );
}

/** A failed call: a 400's field messages next to their controls, anything else in general. */
export function errorsFromApi(error: unknown, fallback: string): FixErrors {
  if (isApiError(error)) {
    const fields = Object.entries(error.fields ?? {}).map(([path, message]) => ({
      path,
      message,
    }));
    const placed = placeErrors(fields);
    if (fields.length === 0 || placed.general.length === fields.length) {
      addOnce(placed.general, error.message);
    }
    return placed;
  }
  return { ...NO_ERRORS, general: [fallback] };
}
