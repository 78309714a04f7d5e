/**
 * Money amounts as printed on statements → integer minor units (cents). Floats never carry money.
 *
 * Accepted: 1,234.56 · 1.234,56 · 1 234,56 (space, no-break or narrow no-break space) ·
 * 1'234.56 · Indian 1,23,456.78 · (12.00) · -12.00 · 12.00- · 12.00 CR / DR / OD / S / H · .50 ·
 * currency symbols and ISO codes before or after. The decimal separator is decided per document
 * by evidence (see `detectDecimalSeparator`); a lone ambiguous "1,234" is read with that choice.
 */

export type DecimalSeparator = '.' | ',';

export interface ParsedAmount {
  /** Absolute value in minor units (1/100). */
  minor: number;
  /** Sign printed with the number itself: -1 (minus, parentheses, DR/S/Soll), +1 (CR/H/+), 0 none. */
  sign: -1 | 0 | 1;
  /** Marker text found (CR, DR, S, H, -, +, ()) or null. */
  marker: string | null;
  /** ISO currency guessed from a symbol or code printed with the amount, or null. */
  currency: string | null;
}

const CURRENCY_SYMBOLS: Record<string, string> = {
  '£': 'GBP',
  '€': 'EUR',
  $: 'USD',
  US$: 'USD',
  A$: 'AUD',
  AU$: 'AUD',
  C$: 'CAD',
  CA$: 'CAD',
  NZ$: 'NZD',
  HK$: 'HKD',
  S$: 'SGD',
  '¥': 'JPY',
  '₹': 'INR',
  Rs: 'INR',
  'Rs.': 'INR',
  CHF: 'CHF',
  Fr: 'CHF',
  kr: 'SEK',
  zł: 'PLN',
  R$: 'BRL',
  R: 'ZAR',
  RM: 'MYR',
  Rp: 'IDR',
  'S/': 'PEN',
  '₺': 'TRY',
  TL: 'TRY',
  '₱': 'PHP',
  '₦': 'NGN',
  '฿': 'THB',
  '₩': 'KRW',
  '₫': 'VND',
  '₪': 'ILS',
  Kč: 'CZK',
  Ft: 'HUF',
  'GH¢': 'GHS',
  'GH₵': 'GHS',
  KSh: 'KES',
  Ksh: 'KES',
  lei: 'RON',
};

export const ISO_CURRENCIES = new Set([
  'GBP',
  'EUR',
  'USD',
  'AUD',
  'CAD',
  'NZD',
  'CHF',
  'JPY',
  'INR',
  'HKD',
  'SGD',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'MXN',
  'BRL',
  'ZAR',
  'CNY',
  'AED',
  'SAR',
  'TRY',
  'ILS',
  'RUB',
  'ARS',
  'CLP',
  'COP',
  'PEN',
  'MYR',
  'IDR',
  'PHP',
  'NGN',
  'THB',
  'KRW',
  'VND',
  'GHS',
  'KES',
  'RON',
  'PKR',
  'LKR',
  'NPR',
  'BDT',
  'EGP',
  'QAR',
  'KWD',
  'BHD',
  'OMR',
  'UYU',
  'TWD',
  // (further active codes; words that are also English — ALL, TOP, CUP, BOB, SOS, AMD — left out)
  'BGN',
  'UAH',
  'ISK',
  'MAD',
  'JOD',
  'TND',
  'DZD',
  'UGX',
  'TZS',
  'RWF',
  'ZMW',
  'MUR',
  'FJD',
  'JMD',
  'TTD',
  'BBD',
  'BSD',
  'XCD',
  'XAF',
  'XOF',
  'GEL',
  'AZN',
  'KZT',
  'UZS',
  'BYN',
  'RSD',
  'MKD',
  'BAM',
  'MDL',
  'HRK',
  'LBP',
  'IQD',
  'LYD',
  'MMK',
  'KHR',
  'LAK',
  'MNT',
  'BND',
  'PGK',
  'PYG',
  'CRC',
  'GTQ',
  'HNL',
  'NIO',
  'ETB',
  'BWP',
  'NAD',
  'MWK',
  'MZN',
  'AOA',
  'SCR',
  'MVR',
  'BTN',
  'KGS',
  'TJS',
  'XPF',
  'ZWL',
]);

// prefix: currency, sign or '(' ; body: digits with group separators; suffix: sign, ')', marker
const AMOUNT_RE =
  /^(?<pre>[(+\-−–]?\s*(?:[A-Z]{3}|[A-Z]{0,2}\$|[£€¥₹₺₱₦฿₩₫₪]|Rs\.?|RM|Rp|S\/|GH[¢₵]|K[Ss]h|TL|R(?=\s?\d)|zł|kr|Fr)?\s*[(+\-−–]?)\s*(?<body>\d{1,3}(?:[,.'’\u00a0\u202f\u2009 ]\d{2,3})*(?:[.,]\d{1,3})?|\d+(?:[.,]\d{1,3})?|[.,]\d{2})\s*(?<post>(?:[A-Z]{3}|[£€$¥₹₺₱₦฿₩₫₪]|zł|kr|Kč|Ft|TL|lei)?\s*[)\-−–+]?\s*(?:OD|CR|DR|DB|Cr|Dr|Db|cr|dr|db|Bij|Af|S|H|C|D)?\.?\s*[)\-−–+]?)$/u;

/**
 * Parses one amount. `decimal` is the document's decimal separator. Returns null when the text is
 * not an amount with the expected decimals (`requireDecimals`, default true: two decimals needed,
 * which keeps dates, reference numbers and counts out).
 */
export function parseAmount(
  text: string,
  decimal: DecimalSeparator = '.',
  requireDecimals = true,
): ParsedAmount | null {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > 40) return null;
  const m = AMOUNT_RE.exec(trimmed);
  if (!m?.groups) return null;
  const pre = m.groups.pre ?? '';
  const post = m.groups.post ?? '';
  const body = m.groups.body ?? '';
  const value = bodyToMinor(body, decimal, requireDecimals);
  if (value === null) return null;
  let sign: -1 | 0 | 1 = 0;
  let marker: string | null = null;
  const open = pre.includes('(');
  const close = post.includes(')');
  if (open !== close) return null;
  if (open) {
    sign = -1;
    marker = '()';
  }
  if (/[-−–]/.test(pre) || /[-−–]/.test(post)) {
    sign = -1;
    marker ??= '-';
  } else if (pre.includes('+') || post.includes('+')) {
    sign = 1;
    marker ??= '+';
  }
  // (OD: a UK overdrawn balance)
  const mk = /(OD|CR|DR|DB|BIJ|AF|S|H|C|D)\.?\s*[)\-−–+]?$/i.exec(post.trim());
  if (mk?.[1]) {
    const k = mk[1].toUpperCase();
    // single-letter markers only in their own (upper) case
    if (k.length === 1 && mk[1] !== k) return null;
    if (k === 'CR' || k === 'H' || k === 'C' || k === 'BIJ') sign = 1;
    else sign = -1;
    marker = k;
  }
  const cur =
    /([A-Z]{3}|[A-Z]{0,2}\$|[£€¥₹₺₱₦฿₩₫₪]|Rs\.?|RM|Rp|S\/|GH[¢₵]|K[Ss]h|TL|Kč|Ft|lei|\bR\b|zł|kr|Fr)/u.exec(
      `${pre} ${post}`.replace(/CR|DR|DB|Bij|Af/g, ''),
    );
  let currency: string | null = null;
  if (cur?.[1]) {
    const c = cur[1];
    currency = CURRENCY_SYMBOLS[c] ?? (ISO_CURRENCIES.has(c) ? c : null);
    if (!currency && /^[A-Z]{3}$/.test(c)) return null;
  }
  return { minor: value, sign, marker, currency };
}

function bodyToMinor(
  body: string,
  decimal: DecimalSeparator,
  requireDecimals: boolean,
): number | null {
  const group = decimal === '.' ? ',' : '.';
  // ".00", ",50": less than one unit, printed without its leading zero
  if (/^[.,]\d{2}$/.test(body)) return body[0] === decimal ? Number(body.slice(1)) : null;
  let intPart = body;
  let frac = '';
  const last = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','));
  if (last >= 0) {
    const sep = body[last];
    const tail = body.slice(last + 1);
    if (sep === decimal && tail.length <= 3 && (tail.length !== 3 || sep !== group)) {
      intPart = body.slice(0, last);
      frac = tail;
    }
  }
  if (requireDecimals && frac.length !== 2) return null;
  if (frac.length > 2) return null;
  // group separators in the integer part: the document's grouping char, apostrophes, spaces
  const groups = intPart.split(/[,.'’\u00a0\u202f\u2009 ]/);
  if (groups.length > 1) {
    const seps = intPart.replace(/\d/g, '');
    for (const s of seps) if ((s === '.' || s === ',') && s !== group) return null;
    // first group 1–3 digits; then groups of 3, or Indian style (2-digit groups, then a final 3)
    if (!/^\d{1,3}$/.test(groups[0] ?? '')) return null;
    const rest = groups.slice(1);
    const western = rest.every((g) => g.length === 3);
    const indian =
      rest.length >= 2 &&
      rest[rest.length - 1]?.length === 3 &&
      rest.slice(0, -1).every((g) => g.length === 2);
    if (!western && !indian) return null;
  }
  const digits = groups.join('');
  if (!/^\d+$/.test(digits) || digits.length > 13) return null;
  const minor = Number(digits) * 100 + Number(frac.padEnd(2, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/**
 * Decides the decimal separator from all number-like tokens of a document: `1.234,56` and
 * `12,34` vote for ',', `1,234.56` and `12.34` vote for '.'. Ties go to '.'.
 */
export function detectDecimalSeparator(tokens: Iterable<string>): DecimalSeparator {
  let dot = 0;
  let comma = 0;
  // amounts printed in whole units ("3.423.000", "12,500"): their grouping says which separator
  // is not the decimal one; counted only when no amount prints decimals
  let dotGroups = 0;
  let commaGroups = 0;
  for (const t of tokens) {
    const g = WHOLE_GROUPED.exec(t);
    if (g && !(g[1]!.includes('.') && g[1]!.includes(','))) {
      const weight = g[1]!.length > 4 ? 3 : 1;
      if (g[1]![0] === '.') dotGroups += weight;
      else commaGroups += weight;
    }
    // (a trailing currency sign or code counts too: "186,62 €", "12.50 EUR")
    const m = /\d([.,])(\d{2})(?:\s*(?:CR|DR|[-)+SHCD]))?(?:\s*(?:[€$£¥]|[A-Z]{3}))?$/.exec(t);
    if (!m) continue;
    if (/\d{1,2}[./]\d{1,2}[./]\d{2,4}/.test(t)) continue; // a date
    if (m[1] === '.') {
      // 1.234.56 is impossible; "1,234.56" is strong evidence
      dot += /\d,\d{3}\./.test(t) ? 3 : 1;
    } else {
      comma += /\d[.\u00a0\u202f ]\d{3},/.test(t) ? 3 : 1;
    }
  }
  if (dot === 0 && comma === 0) return dotGroups > commaGroups ? ',' : '.';
  return comma > dot ? ',' : '.';
}

/** "3.423.000", "-1.771", "$12,500": a whole number grouped by one separator. */
const WHOLE_GROUPED = /^[-+(]?[$€£¥]?\d{1,3}((?:[.,]\d{3})+)\)?-?$/;

/** Minor units → decimal string ("-12.34"). */
export function formatMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100);
  const frac = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}.${frac}`;
}

/** "12.34" / "-12.34" → minor units, or null. */
export function decimalStringToMinor(value: string | null): number | null {
  if (value === null) return null;
  const m = /^(-)?(\d+)\.(\d{2})$/.exec(value);
  if (!m) return null;
  const v = Number(m[2]) * 100 + Number(m[3]);
  return m[1] ? -v : v;
}

export function currencyFromSymbol(symbol: string): string | null {
  return CURRENCY_SYMBOLS[symbol] ?? (ISO_CURRENCIES.has(symbol) ? symbol : null);
}
