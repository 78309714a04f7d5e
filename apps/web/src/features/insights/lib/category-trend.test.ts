import { describe, expect, it } from 'vitest';
import { changeLabel, TREND_MONTHS, trendTables } from './category-trend';

const months = (amounts: string[]) =>
  amounts.map((amount, i) => ({
    month: `2024-${String(i + 1).padStart(2, '0')}`,
    amount,
    row_ids: amount === '0.00' ? [] : [`r${i}`],
  }));

describe('trendTables', () => {
  it('shows the latest months and compares the latest with the average of all months before it', () => {
    const [table] = trendTables([
      {
        name: 'Food and drink',
        category: 'FOOD_AND_DRINK',
        amount: '880.00',
        currency: 'GBP',
        months: months([
          '100.00',
          '100.00',
          '100.00',
          '100.00',
          '100.00',
          '100.00',
          '80.00',
          '200.00',
        ]),
      },
    ]);
    expect(table!.months).toHaveLength(TREND_MONTHS);
    expect(table!.months.at(-1)).toBe('2024-08');
    expect(table!.hiddenMonths).toBe(2);
    // 200 against the average of 7 months (680 / 7 = 97.14): +106 %
    expect(table!.lines[0]!.change).toBe(106);
    expect(table!.lines[0]!.cells.at(-1)).toEqual({
      month: '2024-08',
      amount: '200.00',
      rowIds: ['r7'],
    });
  });

  it('one table per currency; no change with one month or nothing spent before', () => {
    const tables = trendTables([
      {
        name: 'Travel',
        category: 'TRAVEL',
        amount: '50.00',
        currency: 'EUR',
        months: months(['50.00']),
      },
      {
        name: 'Fees',
        category: 'BANK_FEES',
        amount: '5.00',
        currency: 'GBP',
        months: months(['0.00', '5.00']),
      },
    ]);
    expect(tables.map((t) => t.currency)).toEqual(['EUR', 'GBP']);
    expect(tables.map((t) => t.lines[0]!.change)).toEqual([null, null]);
  });

  it('labels a change with a real minus sign', () => {
    expect([changeLabel(32), changeLabel(-8), changeLabel(0)]).toEqual(['+32 %', '−8 %', '±0 %']);
  });
});
