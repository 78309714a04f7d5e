import type { Transaction } from '@bsp/shared';
import { describe, expect, it } from 'vitest';
import { matchesFilter } from './row-filter';

const row = {
  description: 'TESCO STORES 2231',
  category: 'Groceries',
  reference: null,
  amount: '-12.34',
  date: '2024-03-05',
} as Transaction;

describe('grid filter', () => {
  it('matches description, category, amount and date, ignoring case', () => {
    for (const q of ['tesco', 'groc', '12.34', '-12.3', '2024-03', '5 mar 2024', '']) {
      expect(matchesFilter(row, q), q).toBe(true);
    }
    expect(matchesFilter(row, 'shell')).toBe(false);
  });
});

describe('grid filter with categorisation', () => {
  it('matches the merchant and the category label', () => {
    const coded = {
      ...row,
      description: 'SQ *BLUE BOTTLE 0042',
      merchant: 'Blue Bottle Coffee',
      category: 'FOOD_AND_DRINK',
    } as Transaction;
    expect(matchesFilter(coded, 'bottle coffee')).toBe(true);
    expect(matchesFilter(coded, 'food and', 'Food and drink')).toBe(true);
    expect(matchesFilter(coded, 'food and')).toBe(false);
  });
});
