import { decimalToMinor, type TransactionSummary } from '@bsp/shared';
import {
  type MonthFlow,
  minorToNumber,
  type Slice,
  type Totals,
  toSlices,
  UNCATEGORISED,
} from './insights';

function minorOf(amount: string, currency: string): number {
  try {
    return decimalToMinor(amount, currency);
  } catch {
    return 0;
  }
}

/** Per-currency totals of a server summary, most rows first . */
export function summaryTotals(summary: TransactionSummary): { currency: string; totals: Totals }[] {
  return summary.currencies.map((c) => {
    const moneyIn = minorOf(c.money_in, c.currency);
    const moneyOut = minorOf(c.money_out, c.currency);
    return {
      currency: c.currency,
      totals: { moneyIn, moneyOut, net: moneyIn - moneyOut, count: c.count },
    };
  });
}

/** Money in and out by month in one currency. */
export function summaryMonths(summary: TransactionSummary, currency: string): MonthFlow[] {
  return summary.months
    .filter((m) => m.currency === currency)
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((m) => {
      const moneyInMinor = minorOf(m.money_in, currency);
      const moneyOutMinor = minorOf(m.money_out, currency);
      return {
        month: m.month,
        moneyInMinor,
        moneyOutMinor,
        netMinor: moneyInMinor - moneyOutMinor,
        moneyIn: minorToNumber(moneyInMinor, currency),
        moneyOut: minorToNumber(moneyOutMinor, currency),
      };
    });
}

/** Spending by category in one currency, largest first. */
export function summarySlices(
  summary: TransactionSummary,
  currency: string,
  label: (category: string) => string = (c) => c,
): Slice[] {
  const groups = new Map<string, { minor: number; count: number }>();
  for (const c of summary.categories) {
    if (c.currency !== currency) continue;
    // A category literally called "Uncategorised" joins the rows without one, as on the client.
    const name = (c.category?.trim() && label(c.category.trim())) || UNCATEGORISED;
    const entry = groups.get(name) ?? { minor: 0, count: 0 };
    entry.minor += minorOf(c.money_out, currency);
    entry.count += c.count;
    groups.set(name, entry);
  }
  return toSlices(groups, currency);
}

/** Top merchants in one currency by money out (the server groups rows by clean merchant). */
export function summaryMerchants(
  summary: TransactionSummary,
  currency: string,
  limit = 10,
): Slice[] {
  const groups = new Map<string, { minor: number; count: number }>();
  for (const m of summary.merchants) {
    if (m.currency !== currency) continue;
    const entry = groups.get(m.merchant) ?? { minor: 0, count: 0 };
    entry.minor += minorOf(m.money_out, currency);
    entry.count += m.count;
    groups.set(m.merchant, entry);
  }
  return toSlices(groups, currency).slice(0, limit);
}
