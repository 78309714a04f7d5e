import { decimalToMinor, type InsightsResponse } from '@bsp/shared';

type Trend = InsightsResponse['category_trends'][number];

/** How many months the trend table shows (the latest ones). */
export const TREND_MONTHS = 6;

export type TrendTable = {
  currency: string;
  months: string[];
  /** Months of the scope left out of the table (the earliest). */
  hiddenMonths: number;
  lines: {
    name: string;
    total: string;
    cells: { month: string; amount: string; rowIds: string[] }[];
    /** Latest month against the average of the months before it, in % (null: nothing to compare). */
    change: number | null;
  }[];
};

const minor = (amount: string, currency: string) => {
  try {
    return decimalToMinor(amount, currency);
  } catch {
    return 0;
  }
};

/** The trend lines of an answer as one table per currency, latest months only. */
export function trendTables(trends: readonly Trend[]): TrendTable[] {
  const byCurrency = new Map<string, Trend[]>();
  for (const t of trends) byCurrency.set(t.currency, [...(byCurrency.get(t.currency) ?? []), t]);
  return [...byCurrency].map(([currency, lines]) => {
    const all = lines[0]?.months.map((m) => m.month) ?? [];
    const months = all.slice(-TREND_MONTHS);
    return {
      currency,
      months,
      hiddenMonths: all.length - months.length,
      lines: lines.map((t) => {
        const cells = t.months.slice(-TREND_MONTHS).map((m) => ({
          month: m.month,
          amount: m.amount,
          rowIds: m.row_ids,
        }));
        return { name: t.name, total: t.amount, cells, change: changeOf(t, currency) };
      }),
    };
  });
}

function changeOf(trend: Trend, currency: string): number | null {
  const values = trend.months.map((m) => minor(m.amount, currency));
  if (values.length < 2) return null;
  const latest = values.at(-1)!;
  const earlier = values.slice(0, -1);
  const average = earlier.reduce((a, b) => a + b, 0) / earlier.length;
  if (average <= 0) return null;
  return Math.round(((latest - average) / average) * 100);
}

/** "+32 %", "−8 %", "±0 %" (a real minus sign, as money is shown). */
export function changeLabel(change: number): string {
  if (change === 0) return '±0 %';
  return change > 0 ? `+${change} %` : `−${Math.abs(change)} %`;
}
