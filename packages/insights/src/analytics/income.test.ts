import { describe, expect, it } from 'vitest';
import { incomeInsights, monthsBetween } from './income.ts';
import { makeRow } from './test-rows.ts';

const salary = (date: string, minor = 300_000) =>
  makeRow({
    date,
    amountMinor: minor,
    merchant: 'Acme Ltd',
    merchantKey: 'acme',
    category: 'INCOME',
  });

describe('incomeInsights', () => {
  it('finds a monthly salary, its average over the covered months and the month it was missing', () => {
    const rows = [
      salary('2024-01-25'),
      salary('2024-02-26'),
      // March: nothing.
      salary('2024-04-25'),
      salary('2024-05-24', 310_000),
      makeRow({ date: '2024-02-10', amountMinor: 12_000, merchantKey: 'ebay', category: 'INCOME' }),
      makeRow({ date: '2024-02-11', amountMinor: -5_000, category: 'FOOD_AND_DRINK' }),
      makeRow({ date: '2024-03-03', amountMinor: 50_000, category: 'TRANSFER_IN' }),
    ];
    const result = incomeInsights(rows, { period: { start: '2024-01-01', end: '2024-05-31' } });
    const [acme, ebay] = result.sources;
    // Gaps 32, 59, 29 days: median 32 is monthly, two of three gaps inside 26–35.
    expect(acme).toMatchObject({
      label: 'Acme Ltd',
      cadence: 'monthly',
      count: 4,
      totalMinor: 1_210_000,
      typicalDay: 25,
    });
    expect(ebay).toMatchObject({ cadence: null, count: 1, totalMinor: 12_000 });
    // (1,210,000 + 12,000) / 5 months = 244,400.
    expect(result.byCurrency).toEqual([
      {
        currency: 'GBP',
        totalMinor: 1_222_000,
        months: ['2024-01', '2024-02', '2024-03', '2024-04', '2024-05'],
        averageMonthlyMinor: 244_400,
        rowIds: [rows[0]!.id, rows[4]!.id, rows[1]!.id, rows[2]!.id, rows[3]!.id],
      },
    ]);
    expect(result.missing).toEqual([
      {
        sourceId: acme!.id,
        label: 'Acme Ltd',
        month: '2024-03',
        expected: '2024-03-25',
        reason: 'No payment from Acme Ltd in 2024-03; it usually pays monthly (around day 25)',
        rowIds: acme!.rowIds,
      },
    ]);
  });

  it('does not call the current month missing before its usual day (plus grace) has passed', () => {
    const rows = ['2024-01-25', '2024-02-25', '2024-03-25'].map((date) => salary(date));
    expect(
      incomeInsights(rows, { period: { start: '2024-01-01', end: '2024-04-27' } }).missing,
    ).toEqual([]);
    const late = incomeInsights(rows, {
      period: { start: '2024-01-01', end: '2024-04-29' },
    }).missing;
    expect(late.map((m) => m.month)).toEqual(['2024-04']);
  });

  it('lists months across a year end', () => {
    expect(monthsBetween('2023-11-15', '2024-02-01')).toEqual([
      '2023-11',
      '2023-12',
      '2024-01',
      '2024-02',
    ]);
  });
});
