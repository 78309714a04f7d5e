import { decimalToMinor, type Statement, type Transaction } from '@bsp/shared';
import { isApiError } from '../../../lib/api-client';
import { type Totals, totals } from '../../analyses/lib/insights';

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

/**
 * Money in/out of one statement: from the rows once they have all loaded (so edits show at once),
 * before that from the server's stored sums (a partial list would add up to the wrong totals).
 */
export function statementTotals(
  statement: Statement,
  rows: readonly Transaction[] | undefined,
  complete: boolean,
): Totals {
  if (complete && rows) return totals(rows);
  const moneyIn = minor(statement.money_in, statement.currency) ?? 0;
  const moneyOut = minor(statement.money_out, statement.currency) ?? 0;
  return { moneyIn, moneyOut, net: moneyIn - moneyOut, count: statement.transaction_count };
}
