/**
 * Money is an integer count of minor units plus an ISO 4217 currency code.
 * Decimal strings ("-12.34") are the wire format; floats never carry money.
 */
export interface Money {
  minor: number;
  currency: string;
}

const MINOR_DIGITS: Record<string, number> = {
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  JPY: 0,
  KRW: 0,
  VND: 0,
  CLP: 0,
  ISK: 0,
  HUF: 2,
  UGX: 0,
  XAF: 0,
  XOF: 0,
  PYG: 0,
  RWF: 0,
};

/** Number of digits after the decimal point for a currency (2 unless known otherwise). */
export function minorDigits(currency: string): number {
  return MINOR_DIGITS[currency.toUpperCase()] ?? 2;
}

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

/** "-12.34" → -1234 (for a 2-digit currency). Throws on anything that is not a plain decimal. */
export function decimalToMinor(value: string, currency = 'XXX'): number {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new Error(`Not a decimal amount: "${value}"`);
  const [, sign, whole, fraction = ''] = match;
  const digits = minorDigits(currency);
  if (fraction.length > digits && /[1-9]/.test(fraction.slice(digits))) {
    throw new Error(`"${value}" has more than ${digits} decimal places for ${currency}`);
  }
  const minor =
    Number(whole) * 10 ** digits + Number(fraction.slice(0, digits).padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(minor)) throw new Error(`Amount out of range: "${value}"`);
  return sign === '-' ? -minor : minor;
}

/** -1234 → "-12.34" (for a 2-digit currency). */
export function minorToDecimal(minor: number, currency = 'XXX'): string {
  if (!Number.isSafeInteger(minor))
    throw new Error(`Minor units must be a safe integer, got ${minor}`);
  const digits = minorDigits(currency);
  const abs = Math.abs(minor);
  const sign = minor < 0 ? '-' : '';
  if (digits === 0) return `${sign}${abs}`;
  const text = String(abs).padStart(digits + 1, '0');
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

const displayFormats = new Map<string, Intl.NumberFormat>();

/**
 * Human display, e.g. "£1,234.56" — for screens, never for data. Formatters are cached per
 * locale and currency: building one per call dominated scrolling through thousands of rows.
 * "XXX" (ISO 4217 for "no currency": the statement did not say) shows the plain amount.
 */
export function formatMoney(minor: number, currency: string, locale = 'en-GB'): string {
  if (currency === 'XXX')
    return minorToDecimal(minor, currency).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const key = `${locale}|${currency}`;
  let format = displayFormats.get(key);
  if (!format) {
    const digits = minorDigits(currency);
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    displayFormats.set(key, format);
  }
  return format.format(minor / 10 ** minorDigits(currency));
}
