import { type cashFlow, categoryTrends } from './cash-flow.ts';

export type CategoryTrendLine = {
  name: string;
  category: string | null;
  currency: string;
  /** Money out, summed over the scope (refunds in the category count against it). */
  totalMinor: number;
  /** Every month of the currency in order; 0 where the category spent nothing that month. */
  months: { month: string; minor: number; rowIds: string[] }[];
};

/** How many categories a trend shows per currency (the rest are in "Spending by category"). */
export const TREND_CATEGORIES = 8;

/**
 * Spending per category and month, for the categories that spent most in each currency: a
 * category's money out month by month (refunds net against it), so a rising bill shows.
 * Categories whose money came in over the scope (income, transfers in) are not spending.
 */
export function spendingTrends(
  months: ReturnType<typeof cashFlow>['months'],
  label: (category: string) => string,
): CategoryTrendLine[] {
  const lines = categoryTrends(months).flatMap((trend) => {
    const totalMinor = -trend.points.reduce((total, p) => total + p.netMinor, 0);
    if (totalMinor <= 0) return [];
    const uncategorised = trend.category === 'UNCATEGORISED';
    return [
      {
        name: uncategorised ? 'Uncategorised' : label(trend.category),
        category: uncategorised ? null : trend.category,
        currency: trend.currency,
        totalMinor,
        // (`|| 0`: never -0, which prints as "-£0.00")
        months: trend.points.map((p) => ({
          month: p.month,
          minor: -p.netMinor || 0,
          rowIds: p.rowIds,
        })),
      },
    ];
  });
  const byCurrency = new Map<string, CategoryTrendLine[]>();
  for (const line of lines)
    byCurrency.set(line.currency, [...(byCurrency.get(line.currency) ?? []), line]);
  return [...byCurrency.keys()].sort().flatMap((currency) =>
    byCurrency
      .get(currency)!
      .sort((a, b) => b.totalMinor - a.totalMinor || a.name.localeCompare(b.name))
      .slice(0, TREND_CATEGORIES),
  );
}
