/**
 * Signs the document does not prove. With one amount column, no debit/credit columns and no
 * running balance, the sums hold just as well with every sign turned: only the kind of account
 * says which side the amounts speak from. When that kind is unknown and most rows came out as
 * money in — the shape of a card bill read as a bank account (OCR garbled "cartão de crédito") —
 * the certificate must not vouch for the signs. Pure.
 */
import type { CheckIssue } from './types.ts';

export function unprovenSigns(input: {
  accountType: string | null;
  amounts: readonly number[];
  balances: readonly (number | null)[];
  /** Rows whose amount sat in a debit or credit column. */
  sided: readonly boolean[];
}): CheckIssue[] {
  const { amounts } = input;
  if (input.accountType !== null || amounts.length < 5) return [];
  if (input.balances.some((b) => b !== null) || input.sided.some(Boolean)) return [];
  const moneyIn = amounts.filter((a) => a > 0).length;
  if (moneyIn < amounts.length * 0.7) return [];
  return [
    {
      code: 'signs_unproven',
      message: `${moneyIn} of ${amounts.length} rows read as money in, and no balance column or debit/credit columns confirm it: if this is a card bill, every sign is reversed. Check the signs.`,
      row: null,
    },
  ];
}
