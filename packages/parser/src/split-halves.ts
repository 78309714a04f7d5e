/**
 * One statement read as two: a line inside the table taken for a new period, or a page header
 * taken for another account, cuts a statement in half, and each half can balance on its own
 * (the cut falls where a running balance carries over). Two consecutive parts of one document
 * that print the same period, belong to the same account (or one names none), and where the
 * second opens with the balance the first closed with, are not certified. Pure.
 */
import type { ParsedStatement } from './types.ts';

export function flagSplitHalves(statements: ParsedStatement[]): void {
  for (let i = 0; i + 1 < statements.length; i++) {
    const a = statements[i]!;
    const b = statements[i + 1]!;
    if (!a.periodStart || a.periodStart !== b.periodStart || a.periodEnd !== b.periodEnd) continue;
    if (a.accountNumber && b.accountNumber && a.accountNumber !== b.accountNumber) continue;
    if (a.closingBalance === null || a.closingBalance !== b.openingBalance) continue;
    if (Number(a.closingBalance) === 0) continue; // accounts at nil open and close alike
    const message = `Statements ${i + 1} and ${i + 2} of this document may be one statement read as two: they print the same period (${a.periodStart} – ${a.periodEnd}) for the same account, and the second opens with the balance the first closes with (${a.closingBalance}). Check where the first ends.`;
    for (const s of [a, b]) {
      s.checks.issues.push({ code: 'statement_split', message, row: null });
      s.checks.reconciled = false;
    }
  }
}
