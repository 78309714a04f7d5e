/**
 * `bsp parse --categorize`: every transaction gains its category (code), clean merchant, the
 * categoriser's confidence and the stage that answered. Offline: no user rules or memory here.
 */
import type { ParsedTransaction, ParseResult } from '@bsp/parser';
import { decimalToMinor, minorDigits } from '@bsp/shared/money';

export type CategorisedTransaction = ParsedTransaction & {
  category: string | null;
  merchant: string | null;
  categoryConfidence: number | null;
  categorySource: string | null;
};

function minorOf(amount: string, currency: string): number {
  try {
    return decimalToMinor(amount, currency);
  } catch {
    return Math.round(Number(amount) * 10 ** minorDigits(currency)) || 0;
  }
}

/** The results with each statement's transactions categorised (new objects; input untouched). */
export async function categoriseResults(results: ParseResult[]): Promise<ParseResult[]> {
  const { categorise } = await import('@bsp/insights');
  return results.map((result) => ({
    ...result,
    statements: result.statements.map((statement) => {
      const currency = (statement.currency ?? 'XXX').toUpperCase();
      const answers = categorise(
        statement.transactions.map((t) => ({
          description: t.description,
          amountMinor: minorOf(t.amount, currency),
          currency,
          date: t.date ?? '',
        })),
      );
      return {
        ...statement,
        transactions: statement.transactions.map(
          (t, i): CategorisedTransaction => ({
            ...t,
            category: answers[i]!.category,
            merchant: answers[i]!.merchant,
            categoryConfidence: answers[i]!.category === null ? null : answers[i]!.confidence,
            categorySource: answers[i]!.category === null ? null : answers[i]!.source,
          }),
        ),
      };
    }),
  }));
}
