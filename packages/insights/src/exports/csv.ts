/**
 * Transactions → CSV (RFC 4180). One row per transaction; header
 * Date, Description, Amount, Debit, Credit, Balance, Reference, Account, Page (plus Category and
 * Merchant when categorised).
 * Text cells that a spreadsheet would run as a formula (starting with = + - @, tab or CR) get a
 * leading apostrophe; numeric cells stay numbers.
 *
 * `statementsToCsv` is the `bsp parse --format csv` contract (raw parser strings, fixed columns);
 * `exportCsv` is the configurable export of the server and web app.
 */
import {
  absDecimal,
  accountLabel,
  currencyOf,
  DEFAULT_DATE_FORMAT,
  type ExportOptions,
  type ExportStatement,
  formatDate,
  isNegative,
  keptTransactions,
  normaliseDecimal,
} from './common.ts';

export interface CsvTransaction {
  date: string | null;
  description: string;
  amount: string;
  balance: string | null;
  reference: string | null;
  page: number;
  /** Written only with `categories` (bsp parse --categorize). */
  category?: string | null;
  merchant?: string | null;
}

export interface CsvStatement {
  accountNumber: string | null;
  transactions: CsvTransaction[];
}

export const CSV_HEADER = [
  'Date',
  'Description',
  'Amount',
  'Debit',
  'Credit',
  'Balance',
  'Reference',
  'Account',
  'Page',
] as const;

const NUMBER = /^-?\d+(\.\d+)?$/;

/** Quotes one cell per RFC 4180 and neutralises formula-like text. */
export function csvCell(value: string | number | null, numeric = false): string {
  if (value === null) return '';
  let text = String(value);
  if (!(numeric && NUMBER.test(text)) && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  if (/[",\r\n]/.test(text)) return `"${text.replace(/"/g, '""')}"`;
  return text;
}

/**
 * `categories` appends Category and Merchant columns (`bsp parse --categorize`); without it the
 * columns are exactly CSV_HEADER.
 */
export function statementsToCsv(
  statements: CsvStatement[],
  options: { categories?: boolean } = {},
): string {
  const header: string[] = [...CSV_HEADER, ...(options.categories ? ['Category', 'Merchant'] : [])];
  const lines = [header.join(',')];
  for (const s of statements) {
    for (const t of s.transactions) {
      const negative = t.amount.startsWith('-');
      const abs = negative ? t.amount.slice(1) : t.amount;
      lines.push(
        [
          csvCell(t.date),
          csvCell(t.description),
          csvCell(t.amount, true),
          csvCell(negative ? abs : null, true),
          csvCell(negative ? null : abs, true),
          csvCell(t.balance, true),
          csvCell(t.reference),
          csvCell(s.accountNumber),
          csvCell(t.page, true),
          ...(options.categories ? [csvCell(t.category ?? null), csvCell(t.merchant ?? null)] : []),
        ].join(','),
      );
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Header of `exportCsv` for `amounts: 'signed'`. */
export const CSV_EXPORT_HEADER_SIGNED = [
  'Date',
  'Description',
  'Amount',
  'Balance',
  'Category',
  'Merchant',
  'Reference',
  'Account',
  'Page',
] as const;

/** Header of `exportCsv` for `amounts: 'split'` (Debit is money out, as a positive number). */
export const CSV_EXPORT_HEADER_SPLIT = [
  'Date',
  'Description',
  'Debit',
  'Credit',
  'Balance',
  'Category',
  'Merchant',
  'Reference',
  'Account',
  'Page',
] as const;

/**
 * The export endpoint's CSV: the user's date format, one signed Amount column or Debit/Credit
 * columns, amounts written with the currency's digits, optional UTF-8 BOM. Excluded rows are left
 * out unless `includeExcluded`. Statements of several accounts share one table (Account column).
 */
export function exportCsv(statements: ExportStatement[], options: ExportOptions = {}): string {
  const split = options.amounts === 'split';
  const dateFormat = options.dateFormat ?? DEFAULT_DATE_FORMAT;
  const lines: string[] = [
    (split ? CSV_EXPORT_HEADER_SPLIT : CSV_EXPORT_HEADER_SIGNED).map((h) => csvCell(h)).join(','),
  ];
  for (const s of statements) {
    const currency = currencyOf(s, options);
    for (const { tx } of keptTransactions(s, options)) {
      const amount = normaliseDecimal(tx.amount, currency);
      const negative = isNegative(amount);
      const amountCells = split
        ? [
            csvCell(negative ? absDecimal(amount) : null, true),
            csvCell(negative ? null : absDecimal(amount), true),
          ]
        : [csvCell(amount, true)];
      lines.push(
        [
          csvCell(formatDate(tx.date, dateFormat)),
          csvCell(tx.description),
          ...amountCells,
          csvCell(tx.balance === null ? null : normaliseDecimal(tx.balance, currency), true),
          csvCell(tx.category ?? null),
          csvCell(tx.merchant ?? null),
          csvCell(tx.reference ?? null),
          csvCell(accountLabel(s)),
          csvCell(tx.page, true),
        ].join(','),
      );
    }
  }
  return `${options.bom ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`;
}

/**
 * Reads RFC 4180 CSV into rows of cells (quotes, doubled quotes, CR LF / LF, a leading BOM).
 * Cells are returned as written: a neutralising apostrophe is not removed.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.startsWith('\uFEFF') ? 1 : 0;
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
