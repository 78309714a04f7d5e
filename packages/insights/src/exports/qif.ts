/**
 * Statements → QIF (Quicken Interchange Format).
 * `!Type:Bank` (or `!Type:CCard` for credit cards) and one record per transaction:
 * D date (default MM/DD/YYYY), T signed amount, N reference, P payee (description),
 * M memo (notes), L category, `^` end of record. With several statements each one gets an
 * `!Account` block (N name, T type) before its transactions.
 */
import {
  bookingDate,
  currencyOf,
  type ExportDateFormat,
  type ExportOptions,
  type ExportStatement,
  formatDate,
  isCreditCard,
  keptTransactions,
  normaliseDecimal,
  parseFormattedDate,
  singleLine,
} from './common.ts';

/** One line of QIF: no line breaks, no control characters. */
function line(value: string): string {
  return singleLine(value);
}

/** Categories: `/` starts a class and `[…]` names a transfer account in QIF, so neither is kept. */
function category(value: string): string {
  return line(value)
    .replace(/\//g, '-')
    .replace(/^\[+|\]+$/g, '');
}

function accountName(s: ExportStatement, index: number): string {
  const name = [s.bankName, s.accountNumber].filter(Boolean).join(' ');
  return line(name) || `Account ${index + 1}`;
}

export function exportQif(statements: ExportStatement[], options: ExportOptions = {}): string {
  const dateFormat: ExportDateFormat = options.qifDateFormat ?? 'MM/DD/YYYY';
  const several = statements.length > 1;
  const out: string[] = [];
  statements.forEach((s, i) => {
    const type = isCreditCard(s) ? 'CCard' : 'Bank';
    const currency = currencyOf(s, options);
    if (several) {
      out.push('!Account', `N${accountName(s, i)}`, `T${type}`);
      const description = line([s.accountHolder, s.currency].filter(Boolean).join(' '));
      if (description) out.push(`D${description}`);
      out.push('^');
    }
    out.push(`!Type:${type}`);
    for (const { tx } of keptTransactions(s, options)) {
      const day = bookingDate(tx, s);
      if (day) out.push(`D${formatDate(day, dateFormat)}`);
      out.push(`T${normaliseDecimal(tx.amount, currency)}`);
      if (tx.reference) out.push(`N${line(tx.reference)}`);
      out.push(`P${line(tx.description ?? '')}`);
      if (tx.notes) out.push(`M${line(tx.notes)}`);
      if (tx.category) out.push(`L${category(tx.category)}`);
      out.push('^');
    }
  });
  return `${out.join('\r\n')}\r\n`;
}

export interface QifTransaction {
  date: string | null;
  amount: string;
  payee: string | null;
  memo: string | null;
  category: string | null;
  number: string | null;
}

export interface QifAccount {
  name: string | null;
  type: string;
  transactions: QifTransaction[];
}

/**
 * A small QIF reader for the fields `exportQif` writes (D T U N P M L and `!Account` blocks);
 * dates are read back with `dateFormat` to YYYY-MM-DD. Used by tests and handy for imports.
 */
export function parseQif(text: string, dateFormat: ExportDateFormat = 'MM/DD/YYYY'): QifAccount[] {
  const accounts: QifAccount[] = [];
  let pendingName: string | null = null;
  let inAccount = false;
  let current: QifAccount | null = null;
  let record: Partial<QifTransaction> = {};
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    if (raw === '') continue;
    if (raw.startsWith('!')) {
      const header = raw.trim();
      if (header === '!Account') inAccount = true;
      else if (header.startsWith('!Type:')) {
        current = { name: pendingName, type: header.slice(6), transactions: [] };
        accounts.push(current);
        pendingName = null;
        inAccount = false;
      }
      continue;
    }
    const code = raw[0]!;
    const value = raw.slice(1);
    if (inAccount) {
      if (code === 'N') pendingName = value;
      continue;
    }
    if (code === '^') {
      if (current && record.amount !== undefined) {
        current.transactions.push({
          date: record.date ?? null,
          amount: record.amount,
          payee: record.payee ?? null,
          memo: record.memo ?? null,
          category: record.category ?? null,
          number: record.number ?? null,
        });
      }
      record = {};
      continue;
    }
    if (code === 'D') record.date = parseFormattedDate(value, dateFormat);
    else if (code === 'T' || code === 'U') record.amount = value.replace(/,/g, '');
    else if (code === 'P') record.payee = value;
    else if (code === 'M') record.memo = value;
    else if (code === 'L') record.category = value;
    else if (code === 'N') record.number = value;
  }
  return accounts;
}
