import { decimalToMinor, formatMoney, minorDigits, minorToDecimal } from '@bsp/shared';

/** Display money; `formatMoney` caches its formatters, so grids can call it per cell. */
export function money(minor: number, currency: string): string {
  try {
    return formatMoney(minor, currency);
  } catch {
    // An unknown currency code (a parser guess): show the plain amount with the code.
    return `${minorToDecimal(minor, currency)} ${currency}`;
  }
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const MONTH_FORMAT = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The fields of a transaction the sums and charts need (a subset of `Transaction`). */
export type Row = {
  date: string | null;
  description: string;
  amount: string;
  balance: string | null;
  currency: string;
  category: string | null;
  /** Clean merchant name from the server's categoriser, when it found one. */
  merchant?: string | null;
  excluded: boolean;
};

export type Totals = { moneyIn: number; moneyOut: number; net: number; count: number };

/** Minor units → a plain number for plotting only (never for sums). */
export function minorToNumber(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

function minorOf(row: Row): number {
  return decimalToMinor(row.amount, row.currency);
}

/** Sums in integer minor units; excluded rows do not count. moneyOut is positive. */
export function totals(rows: readonly Row[]): Totals {
  let moneyIn = 0;
  let moneyOut = 0;
  let count = 0;
  for (const row of rows) {
    if (row.excluded) continue;
    const minor = minorOf(row);
    if (minor >= 0) moneyIn += minor;
    else moneyOut -= minor;
    count += 1;
  }
  return { moneyIn, moneyOut, net: moneyIn - moneyOut, count };
}

export type MonthFlow = {
  month: string;
  moneyInMinor: number;
  moneyOutMinor: number;
  netMinor: number;
  moneyIn: number;
  moneyOut: number;
};

export type Slice = { name: string; minor: number; value: number; count: number };

export const UNCATEGORISED = 'Uncategorised';

export function toSlices(
  groups: Map<string, { minor: number; count: number }>,
  currency: string,
): Slice[] {
  return [...groups.entries()]
    .map(([name, v]) => ({
      name,
      minor: v.minor,
      value: minorToNumber(v.minor, currency),
      count: v.count,
    }))
    .sort((a, b) => b.minor - a.minor || a.name.localeCompare(b.name));
}

/** The currency most rows use (charts show one currency at a time). */
export function mainCurrency(rows: readonly { currency: string }[], fallback = 'GBP'): string {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.currency, (counts.get(row.currency) ?? 0) + 1);
  let best = fallback;
  let most = 0;
  for (const [currency, count] of counts) {
    if (count > most) {
      best = currency;
      most = count;
    }
  }
  return best;
}

/** "2024-03" → "Mar 2024". */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number);
  if (!y || !m) return month;
  return MONTH_FORMAT.format(new Date(Date.UTC(y, m - 1, 1)));
}

/** "2024-03-05" → "5 Mar 2024" (calendar days: formatted in UTC so no zone shifts them). */
export function formatDate(date: string | null | undefined): string {
  if (!date) return '—';
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return DAY_FORMAT.format(new Date(Date.UTC(y, m - 1, d)));
}

export function formatPeriod(start: string | null, end: string | null): string {
  if (!start && !end) return '—';
  return `${formatDate(start)} – ${formatDate(end)}`;
}
