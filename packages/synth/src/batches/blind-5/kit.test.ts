import { describe, expect, it } from 'vitest';
import { tx } from '../blind-3/common.ts';
import { gmfOf, monthYear, ordinal, ordinalDate, pageTotalsCarry, plain } from './kit.ts';

describe('blind-5 kit', () => {
  it('writes ordinal days the English way', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '31st',
    ]);
    expect(ordinalDate('2024-02-03')).toBe('3rd Feb');
    expect(ordinalDate('2024-02-29', 'MMM YYYY')).toBe('29th Feb 2024');
  });

  it('prints amounts without grouping and months in words', () => {
    expect(plain(123_456_789)).toBe('1234567.89');
    expect(plain(-5)).toBe('0.05');
    expect(monthYear('2024-03-15', 'es')).toBe('Marzo 2024');
  });

  it('charges the 4-per-1,000 levy on a day of debits, in whole pesos', () => {
    expect(gmfOf(-95_556_000)).toBe(382_200);
    expect(gmfOf(-10_000)).toBe(0);
  });

  it('totals each page from the rows since the last break, and restarts with the layout', () => {
    const txs = [
      tx('2024-01-02', 'a', -1_000),
      tx('2024-01-03', 'b', 500),
      tx('2024-01-04', 'c', -250),
    ];
    txs.forEach((t, i) => {
      t.balance = 10_000 + i;
    });
    const carry = pageTotalsCarry(
      txs,
      (out, inn) => ({ cells: { out: String(out), in: String(inn) } }),
      (b) => ({ cells: { balance: String(b) } }),
    );
    expect(carry.end(1).cells).toEqual({ out: '1000', in: '500' });
    expect(carry.start(1).cells).toEqual({ balance: '10001' });
    expect(carry.end(2).cells).toEqual({ out: '250', in: '0' });
    // a second layout of the same spec starts again from the first row
    expect(carry.end(0).cells).toEqual({ out: '1000', in: '0' });
  });
});
