/**
 * Shared input types and helpers of the exporters. Everything here is pure: data in, data out.
 */
import type {
  CSV_DATE_FORMATS,
  ExportFormat,
  ParsedStatement,
  ParsedTransaction,
  ParseError,
  ParseMethod,
} from '@bsp/shared';
// the money helpers alone: the package's index also loads the API contract (zod, ~0.1 s)
import { decimalToMinor, minorDigits, minorToDecimal } from '@bsp/shared/money';

export type { ExportFormat };

export type ExportDateFormat = (typeof CSV_DATE_FORMATS)[number];

/** A parsed transaction, optionally enriched by the server (user edits, categorisation). */
export interface ExportTransaction extends ParsedTransaction {
  /** Stable id (database id); used for OFX FITIDs when present. */
  id?: string;
  /** The category as people read it (a friendly label; the exporters write it as given). */
  category?: string | null;
  /** Clean merchant name ("Trader Joe's"). */
  merchant?: string | null;
  notes?: string | null;
  /** Excluded by the user: left out of every export unless `includeExcluded`. */
  excluded?: boolean;
}

/** A parsed statement whose transactions may carry the enrichments above. */
export interface ExportStatement extends Omit<ParsedStatement, 'transactions'> {
  transactions: ExportTransaction[];
}

export interface ExportOptions {
  /** Date format of CSV (and the display format of XLSX date cells). Default YYYY-MM-DD. */
  dateFormat?: ExportDateFormat;
  /** One signed Amount column, or Debit and Credit columns (CSV, XLSX). Default signed. */
  amounts?: 'signed' | 'split';
  /** UTF-8 byte order mark at the start of CSV (helps old Excel). Default false. */
  bom?: boolean;
  /** Keep transactions marked `excluded`. Default false. */
  includeExcluded?: boolean;
  /** QIF `D` field format. Default MM/DD/YYYY (what Quicken expects in the US). */
  qifDateFormat?: ExportDateFormat;
  /** Intuit bank id written as `<INTU.BID>` in QFX and QBO. Default '3000'. */
  intuBid?: string;
  /** OFX `<BANKID>` (routing/sort code); statements do not carry one. Default '000000000'. */
  bankId?: string;
  /** Currency when a statement has none. Default 'USD' (OFX requires CURDEF). */
  defaultCurrency?: string;
  /** Server time written in OFX `DTSERVER`. Default now. */
  now?: Date;
  /** Top-level values of the JSON document (ParseResult shape). */
  json?: {
    file?: string;
    pages?: number;
    method?: ParseMethod;
    warnings?: string[];
    errors?: ParseError[];
  };
}

export const DEFAULT_DATE_FORMAT: ExportDateFormat = 'YYYY-MM-DD';

/** Transactions of a statement that the export keeps, with their index in the statement. */
export function keptTransactions(
  statement: ExportStatement,
  options: ExportOptions = {},
): Array<{ tx: ExportTransaction; index: number }> {
  const rows: Array<{ tx: ExportTransaction; index: number }> = [];
  statement.transactions.forEach((tx, index) => {
    if (tx.excluded && !options.includeExcluded) return;
    rows.push({ tx, index });
  });
  return rows;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' → the requested format; anything that is not an ISO date is returned as is. */
export function formatDate(
  date: string | null | undefined,
  format: ExportDateFormat = DEFAULT_DATE_FORMAT,
): string {
  if (!date) return '';
  const m = ISO.exec(date);
  if (!m) return date;
  const [, y, mo, d] = m as unknown as [string, string, string, string];
  switch (format) {
    case 'DD/MM/YYYY':
      return `${d}/${mo}/${y}`;
    case 'MM/DD/YYYY':
      return `${mo}/${d}/${y}`;
    case 'DD.MM.YYYY':
      return `${d}.${mo}.${y}`;
    default:
      return `${y}-${mo}-${d}`;
  }
}

/** Parses a date written by `formatDate` back to YYYY-MM-DD (null when it does not match). */
export function parseFormattedDate(
  text: string,
  format: ExportDateFormat = DEFAULT_DATE_FORMAT,
): string | null {
  const parts = text.trim().split(/[-/.]/);
  if (parts.length !== 3) return null;
  const [a, b, c] = parts as [string, string, string];
  let y: string;
  let mo: string;
  let d: string;
  if (format === 'YYYY-MM-DD') [y, mo, d] = [a, b, c];
  else if (format === 'MM/DD/YYYY') [mo, d, y] = [a, b, c];
  else [d, mo, y] = [a, b, c];
  const iso = `${y.padStart(4, '0')}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return ISO.test(iso) ? iso : null;
}

/** Excel number format for a date format. */
export function excelDateFormat(format: ExportDateFormat = DEFAULT_DATE_FORMAT): string {
  return format.toLowerCase();
}

export function currencyOf(statement: ExportStatement, options: ExportOptions = {}): string {
  return (statement.currency ?? options.defaultCurrency ?? 'USD').toUpperCase();
}

/** Digits after the decimal point used for a statement's amounts. */
export function digitsOf(statement: ExportStatement, options: ExportOptions = {}): number {
  return minorDigits(currencyOf(statement, options));
}

/**
 * A decimal string written with the currency's digits ("-5" → "-5.00", JPY "-1500").
 * A value that does not fit the currency (e.g. 3 decimals for GBP) is returned unchanged,
 * so no export ever rounds money.
 */
export function normaliseDecimal(value: string, currency: string): string {
  try {
    return minorToDecimal(decimalToMinor(value, currency), currency);
  } catch {
    return value.trim();
  }
}

/** Minor units of a decimal in a currency, or null when it is not a plain decimal. */
export function toMinor(value: string | null | undefined, currency: string): number | null {
  if (value === null || value === undefined) return null;
  try {
    return decimalToMinor(value, currency);
  } catch {
    return null;
  }
}

/** Absolute value of a decimal string. */
export function absDecimal(value: string): string {
  return value.startsWith('-') || value.startsWith('+') ? value.slice(1) : value;
}

export function isNegative(value: string): boolean {
  return value.trim().startsWith('-') && /[1-9]/.test(value);
}

/** Text a spreadsheet would run as a formula (starts with = + - @, tab or CR). */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes formula-like text with an apostrophe (OWASP CSV injection advice). */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * The day a transaction is booked on in formats that require one (OFX, QIF): its date, else its
 * posting date, else the statement's period end or start. Null only when none is known.
 */
export function bookingDate(tx: ExportTransaction, statement: ExportStatement): string | null {
  return tx.date ?? tx.postDate ?? statement.periodEnd ?? statement.periodStart ?? null;
}

/**
 * 64-bit FNV-1a hash as 16 hex digits. Pure JavaScript (no node:crypto) so the package stays
 * usable in a browser; not for security, only for stable identifiers.
 */
export function fnv1a64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  const bytes = new TextEncoder().encode(text);
  for (const byte of bytes) {
    hash ^= BigInt(byte);
    hash = (hash * prime) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/** Label of a statement's account for Account columns and QIF account names. */
export function accountLabel(statement: ExportStatement): string {
  return statement.accountNumber ?? '';
}

export function isCreditCard(statement: ExportStatement): boolean {
  return /credit.?card|^card$/i.test(statement.accountType ?? '');
}

/** One line of text: line breaks and tabs folded into spaces, other control characters removed. */
export function singleLine(value: string): string {
  let out = '';
  for (const ch of value.replace(/[\r\n\t]+/g, ' ')) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x20 || cp === 0x7f || cp === 0xfffe || cp === 0xffff) continue;
    out += ch;
  }
  return out.trim();
}
