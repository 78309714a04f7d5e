import { describe, expect, it } from 'vitest';
import { cashFlow, categoryTrends } from './cash-flow.ts';
import { makeRow } from './test-rows.ts';

describe('cashFlow', () => {
  const rows = [
    makeRow({ id: 'salary', date: '2024-05-01', amountMinor: 250_000, category: 'INCOME' }),
    makeRow({
      id: 'tesco1',
      date: '2024-05-03',
      amountMinor: -8_550,
      merchant: 'Tesco',
      category: 'FOOD_AND_DRINK',
    }),
    makeRow({
      id: 'tesco2',
      date: '2024-05-10',
      amountMinor: -4_450,
      merchant: 'Tesco',
      category: 'FOOD_AND_DRINK',
    }),
    makeRow({
      id: 'rent',
      date: '2024-05-02',
      amountMinor: -120_000,
      merchant: 'Landlord',
      category: 'RENT_AND_UTILITIES',
    }),
    makeRow({ id: 'save', date: '2024-05-04', amountMinor: -50_000, category: 'TRANSFER_OUT' }),
    makeRow({ id: 'gone', date: '2024-05-05', amountMinor: -99_999, excluded: true }),
    makeRow({ id: 'june', date: '2024-06-01', amountMinor: 250_000, category: 'INCOME' }),
    makeRow({
      id: 'euro',
      date: '2024-05-06',
      amountMinor: -1_000,
      currency: 'EUR',
      merchant: 'Lidl',
    }),
  ];

  it('sums income, spending and net per month and currency, skipping own transfers and excluded rows', () => {
    const { months } = cashFlow(rows, { ownTransferIds: new Set(['save']) });
    expect(months.map((m) => `${m.month} ${m.currency}`)).toEqual([
      '2024-05 EUR',
      '2024-05 GBP',
      '2024-06 GBP',
    ]);
    const may = months[1]!;
    // Income 2,500.00; spending 85.50 + 44.50 + 1,200.00 = 1,330.00; net 1,170.00.
    expect(may.income).toEqual({ minor: 250_000, currency: 'GBP', rowIds: ['salary'] });
    expect(may.spending.minor).toBe(133_000);
    expect(may.spending.rowIds.sort()).toEqual(['rent', 'tesco1', 'tesco2']);
    expect(may.net.minor).toBe(117_000);
    expect(may.categories.map((c) => [c.category, c.netMinor, c.count])).toEqual([
      ['INCOME', 250_000, 1],
      ['RENT_AND_UTILITIES', -120_000, 1],
      ['FOOD_AND_DRINK', -13_000, 2],
    ]);
    expect(months[0]!.spending.minor).toBe(1_000);
  });

  it('counts a transfer out as spending when it is not paired to an own account', () => {
    const may = cashFlow(rows).months[1]!;
    expect(may.spending.minor).toBe(183_000);
  });

  it('ranks top merchants per currency with totals and counts', () => {
    const { topMerchants } = cashFlow(rows, { topMerchants: 2 });
    expect(topMerchants).toEqual([
      { merchant: 'Lidl', currency: 'EUR', spentMinor: 1_000, count: 1, rowIds: ['euro'] },
      { merchant: 'Landlord', currency: 'GBP', spentMinor: 120_000, count: 1, rowIds: ['rent'] },
      {
        merchant: 'Tesco',
        currency: 'GBP',
        spentMinor: 13_000,
        count: 2,
        rowIds: ['tesco1', 'tesco2'],
      },
    ]);
  });

  it('gives each category a point per month, zero where it had no rows', () => {
    const trends = categoryTrends(cashFlow(rows).months);
    const income = trends.find((t) => t.currency === 'GBP' && t.category === 'INCOME')!;
    expect(income.points.map((p) => [p.month, p.netMinor])).toEqual([
      ['2024-05', 250_000],
      ['2024-06', 250_000],
    ]);
    const food = trends.find((t) => t.currency === 'GBP' && t.category === 'FOOD_AND_DRINK')!;
    expect(food.points.map((p) => p.netMinor)).toEqual([-13_000, 0]);
  });
});
