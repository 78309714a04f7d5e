import { decimalToMinor, type InsightsResponse } from '@bsp/shared';
import { type MonthFlow, minorToNumber, type Slice } from '../../analyses/lib/insights';

function minorOf(amount: string, currency: string): number {
  try {
    return decimalToMinor(amount, currency);
  } catch {
    return 0;
  }
}

/** The API's cash flow in one currency as the monthly chart's bars (money in = income). */
export function cashFlowMonths(
  months: InsightsResponse['cash_flow'],
  currency: string,
): MonthFlow[] {
  return months
    .filter((m) => m.currency === currency)
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((m) => {
      const moneyInMinor = minorOf(m.income, currency);
      const moneyOutMinor = minorOf(m.spending, currency);
      return {
        month: m.month,
        moneyInMinor,
        moneyOutMinor,
        netMinor: minorOf(m.net, currency),
        moneyIn: minorToNumber(moneyInMinor, currency),
        moneyOut: minorToNumber(moneyOutMinor, currency),
      };
    });
}

/** The API's category or merchant slices in one currency, largest first, as chart bars. */
export function apiSlices(
  slices: InsightsResponse['categories'],
  currency: string,
  limit = Number.POSITIVE_INFINITY,
): (Slice & { rowIds: string[] })[] {
  return slices
    .filter((s) => s.currency === currency)
    .map((s) => {
      const minor = minorOf(s.amount, currency);
      return {
        name: s.name,
        minor,
        value: minorToNumber(minor, currency),
        count: s.count,
        rowIds: s.row_ids,
      };
    })
    .sort((a, b) => b.minor - a.minor || a.name.localeCompare(b.name))
    .slice(0, limit);
}

export type BalanceLine = { key: string; label: string };
/** One row per date; `minor_<key>` holds the exact amount, `<key>` the plotted number. */
export type BalanceDatum = { date: string } & Record<string, number | string | null>;

/**
 * The API's balance per account in one currency as chart data: one line per account, one datum
 * per date in date order (a date an account does not cover is null there, not zero). Each line
 * starts at its opening balance, as the API's points do.
 */
export function balanceLines(
  balance: InsightsResponse['balance'],
  currency: string,
): { lines: BalanceLine[]; data: BalanceDatum[] } {
  const accounts = balance.filter((b) => b.currency === currency && b.points.length > 0);
  const lines = accounts.map((b, i) => ({ key: `a${i}`, label: b.label }));
  const byDate = new Map<string, BalanceDatum>();
  accounts.forEach((account, i) => {
    const key = `a${i}`;
    for (const point of account.points) {
      const datum = byDate.get(point.date) ?? ({ date: point.date } as BalanceDatum);
      const minor = minorOf(point.balance, currency);
      datum[key] = minorToNumber(minor, currency);
      datum[`minor_${key}`] = minor;
      byDate.set(point.date, datum);
    }
  });
  const data = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  for (const datum of data) {
    for (const line of lines) {
      if (!(line.key in datum)) {
        datum[line.key] = null;
        datum[`minor_${line.key}`] = null;
      }
    }
  }
  return { lines, data };
}
