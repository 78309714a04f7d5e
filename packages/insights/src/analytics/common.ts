/** Small helpers shared by the insights: counting rules, grouping, medians, labels. */
import { formatMoney, type IsoDate } from '@bsp/shared';
import { CATEGORY_CODES, type CategoryCode } from '@bsp/shared/categories';
import type { InsightRow } from './types.ts';

/** Rows that count: excluded rows never do. */
export function countedRows(rows: readonly InsightRow[]): InsightRow[] {
  return rows.filter((row) => !row.excluded);
}

/** Rows that count and carry a date, in date order (then statement order). */
export function datedRows(rows: readonly InsightRow[]): (InsightRow & { date: IsoDate })[] {
  return countedRows(rows)
    .filter((row): row is InsightRow & { date: IsoDate } => row.date !== null)
    .sort(byDateThenIndex);
}

export function byDateThenIndex(a: InsightRow, b: InsightRow): number {
  return (
    (a.date ?? '').localeCompare(b.date ?? '') ||
    a.statementId.localeCompare(b.statementId) ||
    a.rowIndex - b.rowIndex
  );
}

export function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** Median of integers, rounded to a whole number so money stays in minor units. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

export function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

export function monthOf(date: IsoDate): string {
  return date.slice(0, 7);
}

/** Grouping key for a payee: the categoriser's merchant key, else the description without digits. */
export function seriesKey(row: InsightRow): string {
  if (row.merchantKey) return row.merchantKey;
  return row.description
    .toLowerCase()
    .replace(/[\d]+/g, ' ')
    .replace(/[^\p{L}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a person calls the payee: the clean merchant name, else the key, else the description. */
export function payeeLabel(row: InsightRow): string {
  return row.merchant ?? row.merchantKey ?? row.description.trim();
}

export function money(minor: number, currency: string): string {
  return formatMoney(minor, currency);
}

/** Categories where money out is spending, so money in is a refund (all but income, transfers, loans). */
const NOT_SPENDING = new Set<CategoryCode>([
  'INCOME',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'LOAN_PAYMENTS',
]);
export const SPENDING_CATEGORIES: ReadonlySet<CategoryCode> = new Set(
  CATEGORY_CODES.filter((code) => !NOT_SPENDING.has(code)),
);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2024-05-03" → "3 May 2024", for reason texts. */
export function humanDate(date: IsoDate): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
}
