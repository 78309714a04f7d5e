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

/** Totals per currency (a user may hold accounts in several). Most rows first. */
export function totalsByCurrency(rows: readonly Row[]): { currency: string; totals: Totals }[] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const list = groups.get(row.currency) ?? [];
    list.push(row);
    groups.set(row.currency, list);
  }
  return [...groups.entries()]
    .map(([currency, list]) => ({ currency, totals: totals(list) }))
    .sort((a, b) => b.totals.count - a.totals.count);
}

export type BalancePoint = { date: string; balance: number; balanceMinor: number };

/**
 * Balance at the end of each day, in row order: the printed balance when the row has one,
 * otherwise the running balance from the previous point (or the opening balance).
 */
export function balanceSeries(
  rows: readonly Row[],
  opening: { amount: string | null; currency: string } | null = null,
): BalancePoint[] {
  const points: BalancePoint[] = [];
  let running: number | null =
    opening?.amount != null ? decimalToMinor(opening.amount, opening.currency) : null;
  let currency = opening?.currency ?? rows[0]?.currency ?? 'XXX';
  for (const row of rows) {
    currency = row.currency;
    if (!row.excluded) {
      if (row.balance != null) running = decimalToMinor(row.balance, row.currency);
      else if (running != null) running += minorOf(row);
    } else if (row.balance != null) {
      running = decimalToMinor(row.balance, row.currency);
    }
    if (running == null || !row.date) continue;
    const last = points[points.length - 1];
    const point = {
      date: row.date,
      balanceMinor: running,
      balance: minorToNumber(running, currency),
    };
    if (last && last.date === row.date) points[points.length - 1] = point;
    else points.push(point);
  }
  return points;
}

export type MonthFlow = {
  month: string;
  moneyInMinor: number;
  moneyOutMinor: number;
  netMinor: number;
  moneyIn: number;
  moneyOut: number;
};

/** Money in and out per calendar month (YYYY-MM), oldest first. */
export function monthlyFlows(rows: readonly Row[], currency: string): MonthFlow[] {
  const months = new Map<string, { in: number; out: number }>();
  for (const row of rows) {
    if (row.excluded || !row.date || row.currency !== currency) continue;
    const month = row.date.slice(0, 7);
    const entry = months.get(month) ?? { in: 0, out: 0 };
    const minor = minorOf(row);
    if (minor >= 0) entry.in += minor;
    else entry.out -= minor;
    months.set(month, entry);
  }
  return [...months.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, v]) => ({
      month,
      moneyInMinor: v.in,
      moneyOutMinor: v.out,
      netMinor: v.in - v.out,
      moneyIn: minorToNumber(v.in, currency),
      moneyOut: minorToNumber(v.out, currency),
    }));
}

export type Slice = { name: string; minor: number; value: number; count: number };

export const UNCATEGORISED = 'Uncategorised';

/** Spending (money out) per category (by label: `label` turns codes into names), largest first. */
export function spendingByCategory(
  rows: readonly Row[],
  currency: string,
  label: (category: string) => string = (c) => c,
): Slice[] {
  const groups = new Map<string, { minor: number; count: number }>();
  for (const row of rows) {
    if (row.excluded || row.currency !== currency) continue;
    const minor = minorOf(row);
    if (minor >= 0) continue;
    const name = (row.category?.trim() && label(row.category.trim())) || UNCATEGORISED;
    const entry = groups.get(name) ?? { minor: 0, count: 0 };
    entry.minor -= minor;
    entry.count += 1;
    groups.set(name, entry);
  }
  return toSlices(groups, currency);
}

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

const NOISE_PREFIXES =
  /^(card payment to|card payment|payment to|direct debit to|direct debit|standing order to|pos purchase|pos|dd|so|bgc|fpo|fpi|tfr|vis|visa|debit card|contactless|purchase|cd \d+)\b[\s:*-]*/;

/**
 * Groups the many spellings of one merchant: "CARD PAYMENT TO TESCO STORES 2231 ON 03/04"
 * and "Tesco Stores 5512" both become "tesco stores".
 */
export function normaliseDescription(description: string): string {
  let text = description.toLowerCase();
  text = text.replace(/\b(on|ref|reference)\b.*?\d{1,2}[/.-]\d{1,2}([/.-]\d{2,4})?/g, ' ');
  text = text.replace(/\d{1,2}[/.-]\d{1,2}([/.-]\d{2,4})?/g, ' ');
  text = text.replace(/[x*]{2,}\d*/g, ' ');
  text = text.replace(/\*\S*/g, ' ');
  text = text.replace(/\b[a-z]*\d[a-z\d]*\b/g, ' ');
  text = text.replace(/[^a-z&' ]+/g, ' ');
  text = text.replace(/\s+/g, ' ').trim();
  for (let i = 0; i < 3; i++) {
    const next = text.replace(NOISE_PREFIXES, '').trim();
    if (next === text) break;
    text = next;
  }
  text = text.replace(/\b(ltd|limited|plc|inc|llc|gmbh|co|uk|gb|com|www)\b/g, ' ');
  text = text.replace(/\s+/g, ' ').trim();
  return text || description.trim().toLowerCase();
}

function titleCase(text: string): string {
  return text.replace(/\b([a-z])/g, (c) => c.toUpperCase());
}

/**
 * Top merchants by money out: grouped by the clean merchant name the server found, else by the
 * normalised description.
 */
export function topMerchants(rows: readonly Row[], currency: string, limit = 10): Slice[] {
  const groups = new Map<string, { minor: number; count: number }>();
  for (const row of rows) {
    if (row.excluded || row.currency !== currency) continue;
    const minor = minorOf(row);
    if (minor >= 0) continue;
    const name = row.merchant?.trim() || titleCase(normaliseDescription(row.description));
    const entry = groups.get(name) ?? { minor: 0, count: 0 };
    entry.minor -= minor;
    entry.count += 1;
    groups.set(name, entry);
  }
  return toSlices(groups, currency).slice(0, limit);
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
