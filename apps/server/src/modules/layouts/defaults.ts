/**
 * Where the fix screen starts when the reader left no instructions (analyses read before layout
 * profiles, or a reading that found no table): the most common statement layout — date |
 * description | money out | money in | balance across the page, the table between 25 % and 90 %
 * of the page height. The person moves it onto the real table.
 */
import type { LayoutFingerprint, LayoutInstructions } from '@bsp/shared';

export const DEFAULT_INSTRUCTIONS: LayoutInstructions = {
  columns: [
    { x0: 0.05, x1: 0.17, role: 'date' },
    { x0: 0.17, x1: 0.55, role: 'description' },
    { x0: 0.55, x1: 0.68, role: 'moneyOut' },
    { x0: 0.68, x1: 0.81, role: 'moneyIn' },
    { x0: 0.81, x1: 0.95, role: 'balance' },
  ],
  firstPage: { top: 0.25, bottom: 0.9 },
  laterPages: null,
  dateOrder: null,
  signs: null,
  ignore: [],
};

/** A fingerprint that knows only the bank's name (no reading was stored to take one from). */
export function bareFingerprint(bankName: string | null): LayoutFingerprint {
  return {
    bankName,
    identifiers: [],
    headerLabels: [],
    columnEdges: [],
    dateStyle: null,
    amountStyle: null,
  };
}
