import type { TransactionSummary } from '@bsp/shared';
import { describe, expect, it } from 'vitest';
import { summaryMerchants, summaryMonths, summarySlices, summaryTotals } from './summary';

/**
 * What GET /api/transaction/summary/ answers for: coffee −3.50 (Food) and a salary of 2500.00 in
 * January, rent −800.00 in February, an excluded −99.00, ramen ¥−1500 (Food).
 */
const summary: TransactionSummary = {
  currencies: [
    { currency: 'GBP', money_in: '2500.00', money_out: '803.50', net: '1696.50', count: 3 },
    { currency: 'JPY', money_in: '0', money_out: '1500', net: '-1500', count: 1 },
  ],
  months: [
    { currency: 'GBP', month: '2024-01', money_in: '2500.00', money_out: '3.50' },
    { currency: 'GBP', month: '2024-02', money_in: '0.00', money_out: '800.00' },
    { currency: 'JPY', month: '2024-01', money_in: '0', money_out: '1500' },
  ],
  merchants: [
    { currency: 'GBP', merchant: 'Rent', money_out: '800.00', count: 1 },
    { currency: 'GBP', merchant: 'Coffee', money_out: '3.50', count: 1 },
    { currency: 'JPY', merchant: 'Ramen', money_out: '1500', count: 1 },
  ],
  categories: [
    { currency: 'GBP', category: null, money_out: '800.00', count: 1 },
    { currency: 'GBP', category: 'Food', money_out: '3.50', count: 1 },
    { currency: 'JPY', category: 'Food', money_out: '1500', count: 1 },
  ],
};

describe('server summary → dashboard shapes', () => {
  it('turns the decimal strings into exact minor units', () => {
    expect(summaryTotals(summary)).toEqual([
      { currency: 'GBP', totals: { moneyIn: 250000, moneyOut: 80350, net: 169650, count: 3 } },
      { currency: 'JPY', totals: { moneyIn: 0, moneyOut: 1500, net: -1500, count: 1 } },
    ]);
    expect(
      summaryMonths(summary, 'GBP').map((m) => [
        m.month,
        m.moneyInMinor,
        m.moneyOutMinor,
        m.netMinor,
      ]),
    ).toEqual([
      ['2024-01', 250000, 350, 249650],
      ['2024-02', 0, 80000, -80000],
    ]);
    const named = (slices: { name: string; minor: number; count: number }[]) =>
      slices.map((s) => [s.name, s.minor, s.count]);
    expect(named(summarySlices(summary, 'GBP'))).toEqual([
      ['Uncategorised', 80000, 1],
      ['Food', 350, 1],
    ]);
    expect(named(summarySlices(summary, 'JPY'))).toEqual([['Food', 1500, 1]]);
    expect(named(summaryMerchants(summary, 'GBP'))).toEqual([
      ['Rent', 80000, 1],
      ['Coffee', 350, 1],
    ]);
  });

  it('shows category labels instead of codes', () => {
    const label = (c: string) => (c === 'Food' ? 'Food and drink' : c);
    expect(summarySlices(summary, 'GBP', label).map((s) => s.name)).toEqual([
      'Uncategorised',
      'Food and drink',
    ]);
  });

  it('answers empty shapes for a currency it does not have', () => {
    expect(summaryMonths(summary, 'EUR')).toEqual([]);
    expect(summarySlices(summary, 'EUR')).toEqual([]);
  });
});
