import { CATEGORY_CODES } from '@bsp/shared/categories';
import { describe, expect, it } from 'vitest';
import { cashFlow } from './cash-flow.ts';
import { spendingTrends, TREND_CATEGORIES } from './spending-trends.ts';
import { makeRow } from './test-rows.ts';

const label = (code: string) => `label:${code}`;

describe('spendingTrends', () => {
  it("a category's money out month by month, refunds against it, 0 where it spent nothing; income is no spending", () => {
    const rows = [
      makeRow({ id: 'pay', date: '2024-01-28', amountMinor: 200_000, category: 'INCOME' }),
      makeRow({ id: 'jan', date: '2024-01-05', amountMinor: -4_000, category: 'FOOD_AND_DRINK' }),
      makeRow({ id: 'feb', date: '2024-02-05', amountMinor: -6_000, category: 'FOOD_AND_DRINK' }),
      makeRow({ id: 'ref', date: '2024-02-09', amountMinor: 1_000, category: 'FOOD_AND_DRINK' }),
      makeRow({ id: 'bus', date: '2024-03-01', amountMinor: -250, category: 'TRANSPORTATION' }),
      makeRow({ id: 'mar', date: '2024-03-02', amountMinor: -500 }),
    ];
    const trends = spendingTrends(cashFlow(rows).months, label);
    expect(trends.map((t) => [t.name, t.totalMinor])).toEqual([
      ['label:FOOD_AND_DRINK', 9_000],
      ['Uncategorised', 500],
      ['label:TRANSPORTATION', 250],
    ]);
    expect(trends[0]!.months).toEqual([
      { month: '2024-01', minor: 4_000, rowIds: ['jan'] },
      { month: '2024-02', minor: 5_000, rowIds: ['feb', 'ref'] },
      { month: '2024-03', minor: 0, rowIds: [] },
    ]);
    expect(trends[1]!.category).toBeNull();
  });

  it('keeps the categories that spent most, per currency', () => {
    const codes = CATEGORY_CODES.slice(0, TREND_CATEGORIES + 2);
    const rows = codes.flatMap((category, i) => [
      makeRow({ date: '2024-01-10', amountMinor: -(i + 1) * 100, category }),
      makeRow({ date: '2024-01-10', amountMinor: -100, category, currency: 'EUR' }),
    ]);
    const trends = spendingTrends(cashFlow(rows).months, label);
    const gbp = trends.filter((t) => t.currency === 'GBP');
    expect(gbp).toHaveLength(TREND_CATEGORIES);
    expect(gbp[0]!.category).toBe(codes.at(-1));
    expect(trends.filter((t) => t.currency === 'EUR')).toHaveLength(TREND_CATEGORIES);
  });
});
