import type { TransactionSummary } from '@bsp/shared';
import { describe, expect, it } from 'vitest';
import {
  monthlyFlows,
  type Row,
  spendingByCategory,
  topMerchants,
  totalsByCurrency,
} from './insights';
import { summaryMerchants, summaryMonths, summarySlices, summaryTotals } from './summary';

const rows: Row[] = [
  {
    date: '2024-01-02',
    description: 'Coffee',
    amount: '-3.50',
    balance: null,
    currency: 'GBP',
    category: 'Food',
    excluded: false,
  },
  {
    date: '2024-01-03',
    description: 'Salary',
    amount: '2500.00',
    balance: null,
    currency: 'GBP',
    category: null,
    excluded: false,
  },
  {
    date: '2024-02-06',
    description: 'Rent',
    amount: '-800.00',
    balance: null,
    currency: 'GBP',
    category: null,
    excluded: false,
  },
  {
    date: '2024-02-07',
    description: 'Left out',
    amount: '-99.00',
    balance: null,
    currency: 'GBP',
    category: 'Food',
    excluded: true,
  },
  {
    date: '2024-01-04',
    description: 'Ramen',
    amount: '-1500',
    balance: null,
    currency: 'JPY',
    category: 'Food',
    excluded: false,
  },
];

/** What GET /api/transaction/summary/ answers for `rows` (see the server's integration test). */
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
  it('gives the same figures as summing the rows on the client', () => {
    expect(summaryTotals(summary)).toEqual(totalsByCurrency(rows));
    expect(summaryMonths(summary, 'GBP')).toEqual(monthlyFlows(rows, 'GBP'));
    expect(summarySlices(summary, 'GBP')).toEqual(spendingByCategory(rows, 'GBP'));
    expect(summarySlices(summary, 'JPY')).toEqual(spendingByCategory(rows, 'JPY'));
    expect(summaryMerchants(summary, 'GBP')).toEqual(topMerchants(rows, 'GBP'));
  });

  it('shows category labels instead of codes', () => {
    const label = (c: string) => (c === 'Food' ? 'Food and drink' : c);
    expect(summarySlices(summary, 'GBP', label).map((s) => s.name)).toEqual([
      'Uncategorised',
      'Food and drink',
    ]);
    expect(spendingByCategory(rows, 'GBP', label)).toEqual(summarySlices(summary, 'GBP', label));
  });

  it('answers empty shapes for a currency it does not have', () => {
    expect(summaryMonths(summary, 'EUR')).toEqual([]);
    expect(summarySlices(summary, 'EUR')).toEqual([]);
  });
});
