/**
 * Statement currency from evidence (decision 011). ISO codes and unambiguous symbols name a
 * currency; a bare "$" only says "some dollar", so it needs a country clue (a US state + ZIP
 * address or "Member FDIC"; a Canadian postal code or CDIC; an Australian BSB/ABN or state +
 * postcode) to become USD, CAD or AUD. Country clues alone also decide when nothing else is
 * printed. No evidence, or clues that disagree, → null (the API shows unknown, never a guess).
 */
import { ISO_CURRENCIES } from './amounts.ts';

export interface CurrencyEvidence {
  currency: string | null;
  /** A bare "$" was printed (kept so callers can still lean towards US conventions). */
  dollarSign: boolean;
}

const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR';
const US_ADDRESS = new RegExp(`\\b(${US_STATES}),? \\d{5}(-\\d{4})?\\b`);
const US_CLUE = /\bmember fdic\b|\bfdic\b|\brouting (number|no)\b|\bequal housing lender\b/i;
const CA_ADDRESS = /\b(AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT),? [A-Z]\d[A-Z] ?\d[A-Z]\d\b/;
const CA_CLUE = /\bCDIC\b|\btransit (number|no)\b/;
const AU_ADDRESS = /\b(NSW|VIC|QLD|WA|SA|TAS|ACT|NT) \d{4}\b/;
const AU_CLUE = /\b(BSB|ABN|AFSL)\b/;

const DOLLAR_OF: Record<string, string> = { US: 'USD', CA: 'CAD', AU: 'AUD' };

/**
 * `texts` are the document's lines; `isRow(i)` marks transaction rows, whose place names
 * ("SAN DIEGO CA 92101" on a card used abroad) say where money was spent, not the account's
 * country: they give no country clue, though their symbols and codes still count.
 */
export function detectCurrency(
  texts: readonly string[],
  isRow: (index: number) => boolean = () => false,
): CurrencyEvidence {
  const counts = new Map<string, number>();
  const add = (c: string, n = 1) => counts.set(c, (counts.get(c) ?? 0) + n);
  const countries = new Set<string>();
  let dollar = 0;
  for (const [i, t] of texts.entries()) {
    for (const ch of t) {
      if (ch === '£') add('GBP');
      else if (ch === '€') add('EUR');
      else if (ch === '₹') add('INR');
      else if (ch === '¥') add('JPY');
      else if (ch === '$') dollar++;
    }
    for (const m of t.matchAll(/\b([A-Z]{3})\b/g)) if (ISO_CURRENCIES.has(m[1]!)) add(m[1]!, 2);
    for (const m of t.matchAll(/\b(US|A|AU|C|CA|NZ|S|HK)\$/g)) {
      const code = {
        US: 'USD',
        A: 'AUD',
        AU: 'AUD',
        C: 'CAD',
        CA: 'CAD',
        NZ: 'NZD',
        S: 'SGD',
        HK: 'HKD',
      }[m[1]!]!;
      add(code, 3);
      dollar--;
    }
    if (/\bsterling\b/i.test(t)) add('GBP', 2);
    if (/\bIBAN\b.*\bGB\d\d/.test(t) || /^GB\d\d[A-Z]{4}\d{14}$/.test(t.trim())) add('GBP', 2);
    if (isRow(i)) continue;
    if (US_ADDRESS.test(t) || US_CLUE.test(t)) countries.add('US');
    if (CA_ADDRESS.test(t) || CA_CLUE.test(t)) countries.add('CA');
    if (AU_ADDRESS.test(t) || AU_CLUE.test(t)) countries.add('AU');
  }
  const country = countries.size === 1 ? [...countries][0]! : null;
  const dollarOfCountry = country ? DOLLAR_OF[country]! : null;
  let best: string | null = null;
  let bestN = 0;
  for (const [c, n] of counts) {
    if (n > bestN) {
      best = c;
      bestN = n;
    }
  }
  // a named currency wins; the bare "$" and country clues only decide when none is named
  if (best === null && dollarOfCountry) best = dollarOfCountry;
  return { currency: best, dollarSign: dollar > 0 };
}
