/**
 * Statements → Excel workbook (exceljs), sheets Transactions, Summary and Categories.
 * Dates are real Excel dates (date cells with a number format), money real numbers with the
 * currency's digits. Text that starts like a formula is prefixed with an apostrophe, as in CSV,
 * so that a user re-saving the sheet as CSV stays safe. exceljs (~0.3 s to import) is loaded on the
 * first workbook, so the other formats and `bsp parse` never pay for it.
 */
import { minorDigits } from '@bsp/shared/money';
import type ExcelJS from 'exceljs';
import {
  currencyOf,
  DEFAULT_DATE_FORMAT,
  digitsOf,
  type ExportOptions,
  type ExportStatement,
  excelDateFormat,
  keptTransactions,
  neutralise,
  toMinor,
} from './common.ts';

/** Excel number format for money with `digits` decimals; negatives in red. */
export function moneyFormat(digits: number): string {
  const pattern = digits > 0 ? `#,##0.${'0'.repeat(digits)}` : '#,##0';
  return `${pattern};[Red]-${pattern}`;
}

/** 'YYYY-MM-DD' → a Date at UTC midnight (exceljs converts it to the Excel serial in UTC). */
function excelDate(iso: string | null | undefined): Date | null {
  if (!iso || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const time = Date.parse(`${iso}T00:00:00Z`);
  return Number.isNaN(time) ? null : new Date(time);
}

function text(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  return neutralise(value);
}

/** Minor units → number of major units (exact for every amount a statement can hold). */
function money(minor: number | null, digits: number): number | null {
  return minor === null ? null : minor / 10 ** digits;
}

interface Column {
  header: string;
  key: string;
  width: number;
}

function styleHeader(sheet: ExcelJS.Worksheet, columns: Column[]): void {
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle' };
  sheet.views = [{ state: 'frozen', xSplit: 0, ySplit: 1 }];
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
}

function sum(values: Array<number | null>): number {
  return values.reduce<number>((total, v) => total + (v ?? 0), 0);
}

/** Workbook bytes (.xlsx). */
export async function exportXlsx(
  statements: ExportStatement[],
  options: ExportOptions = {},
): Promise<Uint8Array> {
  const split = options.amounts === 'split';
  const dateFmt = excelDateFormat(options.dateFormat ?? DEFAULT_DATE_FORMAT);
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = 'BSP';
  const created = options.now ?? new Date();
  workbook.created = created;
  workbook.modified = created;

  // Transactions
  const tx = workbook.addWorksheet('Transactions');
  const txColumns: Column[] = [
    { header: 'Date', key: 'date', width: 12 },
    { header: 'Description', key: 'description', width: 48 },
    ...(split
      ? [
          { header: 'Debit', key: 'debit', width: 14 },
          { header: 'Credit', key: 'credit', width: 14 },
        ]
      : [{ header: 'Amount', key: 'amount', width: 14 }]),
    { header: 'Currency', key: 'currency', width: 9 },
    { header: 'Balance', key: 'balance', width: 14 },
    { header: 'Category', key: 'category', width: 20 },
    { header: 'Merchant', key: 'merchant', width: 24 },
    { header: 'Notes', key: 'notes', width: 28 },
    { header: 'Reference', key: 'reference', width: 18 },
    { header: 'Bank', key: 'bank', width: 20 },
    { header: 'Account', key: 'account', width: 18 },
    { header: 'Page', key: 'page', width: 6 },
  ];
  styleHeader(tx, txColumns);

  /** Per (currency, category): amounts in minor units, so the sums are exact. */
  const categories = new Map<
    string,
    { name: string; currency: string; count: number; moneyIn: number; moneyOut: number }
  >();

  for (const s of statements) {
    const currency = currencyOf(s, options);
    const digits = digitsOf(s, options);
    const fmt = moneyFormat(digits);
    for (const { tx: t } of keptTransactions(s, options)) {
      const minor = toMinor(t.amount, currency);
      const amount = minor === null ? Number(t.amount) : money(minor, digits)!;
      const row = tx.addRow({
        date: excelDate(t.date) ?? text(t.date),
        description: text(t.description),
        ...(split
          ? { debit: amount < 0 ? -amount : null, credit: amount >= 0 ? amount : null }
          : { amount }),
        currency,
        balance: t.balance === null ? null : (money(toMinor(t.balance, currency), digits) ?? null),
        category: text(t.category),
        merchant: text(t.merchant),
        notes: text(t.notes),
        reference: text(t.reference),
        bank: text(s.bankName),
        account: text(s.accountNumber),
        page: t.page,
      });
      row.getCell('date').numFmt = dateFmt;
      for (const key of split ? ['debit', 'credit', 'balance'] : ['amount', 'balance']) {
        row.getCell(key).numFmt = fmt;
      }

      const name = t.category ?? 'Uncategorised';
      const key = `${currency}\u0000${name}`;
      const entry = categories.get(key) ?? { name, currency, count: 0, moneyIn: 0, moneyOut: 0 };
      entry.count += 1;
      const m = minor ?? 0;
      if (m >= 0) entry.moneyIn += m;
      else entry.moneyOut -= m;
      categories.set(key, entry);
    }
  }

  // Summary
  const summary = workbook.addWorksheet('Summary');
  styleHeader(summary, [
    { header: 'Bank', key: 'bank', width: 20 },
    { header: 'Account', key: 'account', width: 18 },
    { header: 'Holder', key: 'holder', width: 24 },
    { header: 'Account type', key: 'type', width: 13 },
    { header: 'Currency', key: 'currency', width: 9 },
    { header: 'Period start', key: 'start', width: 12 },
    { header: 'Period end', key: 'end', width: 12 },
    { header: 'Opening balance', key: 'opening', width: 16 },
    { header: 'Money in', key: 'moneyIn', width: 14 },
    { header: 'Money out', key: 'moneyOut', width: 14 },
    { header: 'Closing balance', key: 'closing', width: 16 },
    { header: 'Transactions', key: 'count', width: 13 },
    { header: 'Reconciled', key: 'reconciled', width: 11 },
    { header: 'Issues', key: 'issues', width: 60 },
  ]);
  for (const s of statements) {
    const currency = currencyOf(s, options);
    const digits = digitsOf(s, options);
    const kept = keptTransactions(s, options);
    const minors = kept.map(({ tx: t }) => toMinor(t.amount, currency));
    // Printed totals when the statement has them (money out is printed as a positive number),
    // otherwise the sums of the exported transactions.
    const moneyIn =
      toMinor(s.totals?.moneyIn, currency) ?? sum(minors.filter((m) => m !== null && m > 0));
    const moneyOut =
      toMinor(s.totals?.moneyOut, currency) ?? -sum(minors.filter((m) => m !== null && m < 0));
    const row = summary.addRow({
      bank: text(s.bankName),
      account: text(s.accountNumber),
      holder: text(s.accountHolder),
      type: text(s.accountType),
      currency,
      start: excelDate(s.periodStart),
      end: excelDate(s.periodEnd),
      opening: money(toMinor(s.openingBalance, currency), digits),
      moneyIn: money(moneyIn, digits),
      moneyOut: money(moneyOut, digits),
      closing: money(toMinor(s.closingBalance, currency), digits),
      count: kept.length,
      reconciled: s.checks?.reconciled ? 'Yes' : 'No',
      issues: text((s.checks?.issues ?? []).map((i) => i.message).join('\n')),
    });
    row.getCell('start').numFmt = dateFmt;
    row.getCell('end').numFmt = dateFmt;
    for (const key of ['opening', 'moneyIn', 'moneyOut', 'closing']) {
      row.getCell(key).numFmt = moneyFormat(digits);
    }
    row.getCell('issues').alignment = { wrapText: true, vertical: 'top' };
  }

  // Categories
  const cats = workbook.addWorksheet('Categories');
  styleHeader(cats, [
    { header: 'Category', key: 'category', width: 24 },
    { header: 'Currency', key: 'currency', width: 9 },
    { header: 'Transactions', key: 'count', width: 13 },
    { header: 'Money in', key: 'moneyIn', width: 14 },
    { header: 'Money out', key: 'moneyOut', width: 14 },
    { header: 'Net', key: 'net', width: 14 },
  ]);
  const entries = [...categories.values()].sort(
    (a, b) => a.currency.localeCompare(b.currency) || a.name.localeCompare(b.name),
  );
  for (const e of entries) {
    const digits = minorDigits(e.currency);
    const row = cats.addRow({
      category: neutralise(e.name),
      currency: e.currency,
      count: e.count,
      moneyIn: money(e.moneyIn, digits),
      moneyOut: money(e.moneyOut, digits),
      net: money(e.moneyIn - e.moneyOut, digits),
    });
    for (const key of ['moneyIn', 'moneyOut', 'net']) row.getCell(key).numFmt = moneyFormat(digits);
  }

  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
