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
const US_CLUE =
  /\bmember fdic\b|\bfdic\b|\brouting (number|no)\b|\bequal housing lender\b|\bBank USA\b/i;
const CA_ADDRESS = /\(?\b(AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)\)?,?\s+[A-Z]\d[A-Z] ?\d[A-Z]\d\b/;
const CA_CLUE = /\bCDIC\b|\btransit (number|no)\b/;
const AU_ADDRESS = /\b(NSW|VIC|QLD|WA|SA|TAS|ACT|NT) \d{4}\b/;
const AU_CLUE = /\b(BSB|ABN|AFSL)\b/;

const NZ_CLUE = /\bNew Zealand\b/;
/** Colombia's peso is printed with a bare "$" too. */
const CO_CLUE = /\bColombia\b/;
/** "Rs. 1,234.00", "Amount (in Rs.)": a rupee, India's unless the letterhead names another. */
const RUPEES = /\bRs\.?\s*(?:\d|\))/;
const RUPEE_COUNTRIES: Array<[RegExp, string]> = [
  [/\bPakistan\b/i, 'PK'],
  [/\bSri Lanka\b/i, 'LK'],
  [/\bNepal\b/i, 'NP'],
];
const RUPEE_OF: Record<string, string> = { PK: 'PKR', LK: 'LKR', NP: 'NPR' };

const DOLLAR_OF: Record<string, string> = {
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  CO: 'COP',
};

const PREFIXED_DOLLAR: Record<string, string> = {
  US: 'USD',
  A: 'AUD',
  AU: 'AUD',
  C: 'CAD',
  CA: 'CAD',
  NZ: 'NZD',
  S: 'SGD',
  HK: 'HKD',
  R: 'BRL',
};

// Hot (every line of every page, for each page and again for each statement): the regexes run
// only on lines that hold the characters they need; the order in which currencies are first
// counted (which breaks ties) is the same as a plain pass.
const SYMBOL = /[£€₹¥$]/;
const ISO_CODE = /\b([A-Z]{3})\b/g;
const PREFIXED = /\b(US|A|AU|C|CA|NZ|S|HK|R)\$/g;
const STERLING = /\bsterling\b/i;
const RAND = /(?<![\p{L}\d$])R\s?\d{1,3}(?:[, ]\d{3})*\.\d{2}\b/u;
const IBAN_GB = /\bIBAN\b.*\bGB\d\d/;
const GB_IBAN = /^GB\d\d[A-Z]{4}\d{14}$/;
const UPPER_RUN = /[A-Z]{2}/;
/** A foreign amount and its rate, printed under a card row ("USD 25.00 @ 3.6725"). */
const FX_DETAIL =
  /\b[A-Z]{3}\s*[\d.,]+\s*(?:@|at|converted at)\s*\d|\d[\d.,]*\s*[A-Z]{3}\s*(?:@|at|converted at)\s*\d|\b(?:amount|amt|currency)\s+[A-Z]{3}\s+[\d.,]*\d|\bforeign\s+(?:currency|amount)\b|\b(?:exchange rate|fx rate|conversion rate|taux de change|tipo de cambio|wechselkurs)\b/i;
/** A table header's money labels (two of them on a line without digits). */
const MONEY_LABELS =
  /\b(?:debit|credit|balance|amount|withdrawals?|deposits?|betrag|saldo|soll|haben|montant|solde|importe|cargo|abono)s?\b.*\b(?:debit|credit|balance|amount|withdrawals?|deposits?|betrag|saldo|soll|haben|montant|solde|importe|cargo|abono)s?\b/i;
const DIGIT = /\d/;
/** An IBAN of a euro-area country ("ES84 4134 …", "NL20ABNA…"). */
const EURO_IBAN =
  /\b(?:AT|BE|CY|DE|EE|ES|FI|FR|GR|HR|IE|IT|LT|LU|LV|MT|NL|PT|SI|SK)\d{2} ?[A-Z0-9]{4} ?\d{4}/;

/**
 * `texts` are the document's lines; `isRow(i)` marks transaction rows, whose place names
 * ("SAN DIEGO CA 92101" on a card used abroad) say where money was spent, not the account's
 * country: they give no country clue, though their symbols and codes still count.
 */
export function detectCurrency(
  texts: readonly string[],
  isRow: (index: number) => boolean = () => false,
): CurrencyEvidence {
  // what rows print (a foreign amount, a ticker, a place) counts only when nothing else names one
  const outside = new Map<string, number>();
  const inRows = new Map<string, number>();
  // a currency printed as a label's value names the account's own ("CURRENCY: HONG KONG DOLLAR")
  for (const [row, t] of texts.entries()) {
    const labelled = isRow(row) ? null : labelledCurrency(t);
    if (labelled) return { currency: labelled, dollarSign: t.includes('$') };
  }
  const countries = new Set<string>();
  let dollar = 0;
  let rupee = false;
  for (const [row, t] of texts.entries()) {
    const counts = isRow(row) ? inRows : outside;
    const add = (c: string, n = 1) => counts.set(c, (counts.get(c) ?? 0) + n);
    // a money column's label names the account's currency ("Debit €", "Betrag EUR"): it counts
    // more than any mention; a foreign amount under a row ("GBP 112.82@0.8494") not at all
    const weight = FX_DETAIL.test(t) ? 0 : MONEY_LABELS.test(t) && !DIGIT.test(t) ? 4 : 1;
    if (SYMBOL.test(t)) {
      for (let i = 0; i < t.length; i++) {
        const ch = t.charCodeAt(i);
        if (ch === 0xa3) add('GBP', weight);
        else if (ch === 0x20ac) add('EUR', weight);
        else if (ch === 0x20b9) add('INR', weight);
        else if (ch === 0xa5) add('JPY', weight);
        else if (ch === 0x24) dollar++;
      }
    }
    // ISO codes, IBANs, addresses and the upper-case clues need two capitals in a row (the
    // addresses and IBANs a digit too); "sterling", US_CLUE and "transit number" are always tried
    const upper = UPPER_RUN.test(t);
    if (upper) {
      for (const m of t.matchAll(ISO_CODE))
        if (ISO_CURRENCIES.has(m[1]!) && namesMoney(t, m.index)) add(m[1]!, 2 * weight);
    }
    if (t.includes('$')) {
      for (const m of t.matchAll(PREFIXED)) {
        add(PREFIXED_DOLLAR[m[1]!]!, 3);
        dollar--;
      }
    }
    if (t.includes('Rs') && RUPEES.test(t) && weight > 0) {
      rupee = true;
      add('INR', weight);
    }
    if (weight > 0 && STERLING.test(t)) add('GBP', 2);
    // "R1,300.71": the rand's sign glued to the figure (R$ is the real's, counted above)
    if (t.includes('R') && RAND.test(t)) add('ZAR', weight);
    const digit = upper && DIGIT.test(t);
    if (digit && (IBAN_GB.test(t) || GB_IBAN.test(t.trim()))) add('GBP', 2);
    if (isRow(row)) continue;
    if ((digit && US_ADDRESS.test(t)) || US_CLUE.test(t)) countries.add('US');
    if ((digit && CA_ADDRESS.test(t)) || CA_CLUE.test(t)) countries.add('CA');
    if ((digit && AU_ADDRESS.test(t)) || (upper && AU_CLUE.test(t))) countries.add('AU');
    if (NZ_CLUE.test(t)) countries.add('NZ');
    if (CO_CLUE.test(t)) countries.add('CO');
    for (const [re, country] of RUPEE_COUNTRIES) if (re.test(t)) countries.add(country);
  }
  const country = countries.size === 1 ? [...countries][0]! : null;
  const dollarOfCountry = country ? (DOLLAR_OF[country] ?? null) : null;
  let best = mostCounted(outside) ?? mostCounted(inRows);
  // "Rs." is the rupee of India, and of Pakistan, Sri Lanka or Nepal where the letterhead says so
  if (best === 'INR' && rupee && country && RUPEE_OF[country]) best = RUPEE_OF[country]!;
  // a named currency wins; the bare "$" and country clues only decide when none is named
  if (best === null && dollarOfCountry) best = dollarOfCountry;
  // nothing named, no "$": an account in a euro-area country (its IBAN) keeps euros
  if (best === null && dollar === 0 && texts.some((t) => EURO_IBAN.test(t))) best = 'EUR';
  return { currency: best, dollarSign: dollar > 0 };
}

function mostCounted(counts: Map<string, number>): string | null {
  let best: string | null = null;
  let bestN = 0;
  for (const [c, n] of counts) {
    if (n > bestN) {
      best = c;
      bestN = n;
    }
  }
  return best;
}

/**
 * A currency code names money when it stands by an amount ("9.000,00 EUR", "USD 12.00"), in a
 * line without figures (a column label "Betrag EUR"), after a colon, in brackets or after "in"
 * ("Amounts in EUR"); between words on a line of figures it is a ticker or a name ("SAR SAROSA INDEX FD").
 */
function namesMoney(text: string, at: number): boolean {
  if (!DIGIT.test(text)) return true;
  const before = text.slice(Math.max(0, at - 6), at);
  const after = text.slice(at + 3, at + 9);
  if (/\d[\d.,]*\s*$/.test(before) || /^\s*[-+(]?\d/.test(after)) return true;
  if (/[(:]\s*$/.test(before) || /^\s*\)/.test(after)) return true;
  return /\b(?:in|en)\s+$/i.test(before);
}

const CURRENCY_LABEL =
  /^\s*(?:account\s+)?(?:currency|w(?:ä|ae)hrung|devise|moneda|divisa)\s*:\s*(.+?)\s*$/i;
const CURRENCY_NAMES: Array<[RegExp, string]> = [
  [/^(?:united states|us|u\.s\.) dollars?$/, 'USD'],
  [/^hong kong dollars?$/, 'HKD'],
  [/^singapore dollars?$/, 'SGD'],
  [/^australian dollars?$/, 'AUD'],
  [/^canadian dollars?$/, 'CAD'],
  [/^new zealand dollars?$/, 'NZD'],
  [/^(?:chinese )?(?:renminbi|yuan)(?: yuan)?$/, 'CNY'],
  [/^(?:japanese )?yen$/, 'JPY'],
  [/^euros?$/, 'EUR'],
  [/^(?:pounds? sterling|british pounds?)$/, 'GBP'],
  [/^swiss francs?$/, 'CHF'],
  [/^indian rupees?$/, 'INR'],
  [/^kenyan? shillings?$/, 'KES'],
  [/^(?:south african )?rand$/, 'ZAR'],
];

/**
 * A currency label beside its code anywhere on a line, as a summary box prints it ("… Currency
 * SAR", "Currency: NIS"); the code in capitals. Local names some banks print for the ISO code.
 */
const CURRENCY_LABEL_CODE =
  /(?:^|\s)(?:[Cc]urrency|CURRENCY|W(?:ä|ae)hrung|WÄHRUNG|[Dd]evise|DEVISE|[Mm]oneda|MONEDA|[Dd]ivisa|DIVISA)\s*:?\s+([A-Z]{3})(?![\p{L}\d])/u;
const LOCAL_CODES: Record<string, string> = { NIS: 'ILS', RMB: 'CNY' };

/** "Currency: USD", "CURRENCY: HONG KONG DOLLAR", "… Currency SAR" → the ISO code; else null. */
function labelledCurrency(text: string): string | null {
  // (never a row's foreign amount: "Currency USD 25.00 @ 0.79")
  const c = FX_DETAIL.test(text) ? undefined : CURRENCY_LABEL_CODE.exec(text)?.[1];
  if (c) {
    const code = LOCAL_CODES[c] ?? c;
    if (ISO_CURRENCIES.has(code)) return code;
  }
  if (!/:/.test(text)) return null;
  const m = CURRENCY_LABEL.exec(text);
  if (!m?.[1]) return null;
  const value = m[1].toLowerCase().replace(/\s+/g, ' ');
  const code = value.toUpperCase();
  if (ISO_CURRENCIES.has(code)) return code;
  for (const [re, iso] of CURRENCY_NAMES) if (re.test(value)) return iso;
  return null;
}
