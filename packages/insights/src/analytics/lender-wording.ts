/**
 * Statement wording lenders look for, in English, German, French, Spanish and Dutch. Matched
 * case-insensitively against the row description; fee words only on BANK_FEES rows.
 */

/** Returned / unpaid / NSF items (a payment the bank refused for lack of funds). */
export const RETURNED_FEE_WORDS =
  /\bNSF\b|non[- ]?sufficient|insufficient funds|\breturned\b|return(?:ed)? item|\bunpaid\b|bounced|dishono(?:u)?red|r(?:ü|ue|u)cklastschrift|r(?:ü|ue|u)ckbuchung|r(?:ü|ue|u)ckgabe|nicht eingel(?:ö|oe|o)st|mangels deckung|impay(?:é|e)|\brejet\b|provision insuffisante|devoluci(?:ó|o)n|devuelt[oa]|impagad[oa]|fondos insuficientes|onbetaald|storno|gestorneerd|geweigerd|onvoldoende saldo/iu;

/** Overdraft fees and interest. */
export const OVERDRAFT_FEE_WORDS =
  /overdraft|\bO\/?D\b|(?:ü|ue|u)berziehung|\bdispo|sollzins|d(?:é|e)couvert|commission d.intervention|\bagios\b|descubierto|excedido|rood staan|roodstand|debetrente|overstand/iu;

export const CASH_DEPOSIT_WORDS =
  /cash deposit|cash credit|counter credit|bareinzahlung|einzahlung bar|versement (?:d.)?esp(?:è|e)ces|ingreso (?:en )?efectivo|storting contant|contante storting|kasstorting/iu;

export const LOAN_PROCEEDS_WORDS =
  /loan proceeds|loan disbursement|\bdisbursement\b|darlehensauszahlung|kreditauszahlung|d(?:é|e)blocage (?:de |du )?pr(?:ê|e)t|desembolso|uitbetaling (?:lening|krediet)/iu;

export type FeeKind = 'returned' | 'overdraft';

/** Which lender-relevant fee a BANK_FEES description is, if any (returned wins: it is the sharper signal). */
export function feeKind(description: string): FeeKind | null {
  if (RETURNED_FEE_WORDS.test(description)) return 'returned';
  if (OVERDRAFT_FEE_WORDS.test(description)) return 'overdraft';
  return null;
}
