import { describe, expect, it } from 'vitest';
import { blankStatement } from '../../families.ts';
import { EN } from '../../format.ts';
import { createRng } from '../../prng.ts';
import { monthEnd, tx } from '../blind-3/common.ts';
import {
  calendarPeriod,
  firstOfDay,
  labelValue,
  lastOfDay,
  linesRow,
  localActivity,
  marked,
  monthsFor,
  wholeAmounts,
  wholeUnits,
} from './kit.ts';

describe('blind-4 kit', () => {
  it('prints currencies without minor units and refuses fractions', () => {
    expect(wholeUnits(123_456_700, ',')).toBe('1,234,567');
    expect(wholeUnits(123_456_700, '.')).toBe('1.234.567');
    expect(wholeUnits(500, ',')).toBe('5');
    expect(() => wholeUnits(12_345, ',')).toThrow();
  });

  it('rounds amounts to whole units, keeping the sign', () => {
    const txs = [tx('2024-01-02', 'a', -1_234), tx('2024-01-03', 'b', 99)];
    wholeAmounts(txs, 1.5);
    expect(txs.map((t) => t.amount)).toEqual([-185_100, 14_900]);
  });

  it('finds the first and last row of each day', () => {
    const txs = ['2024-01-02', '2024-01-02', '2024-01-05'].map((d) => tx(d, 'x', -100));
    expect(firstOfDay(txs)).toEqual([true, false, true]);
    expect(lastOfDay(txs)).toEqual([false, true, true]);
  });

  it('marks amounts with the sign after them', () => {
    expect(marked(-123_456, EN, ['-', '+'])).toBe('1,234.56-');
    expect(marked(50_000, EN, ['-', '+'])).toBe('500.00+');
  });

  it('spans whole calendar months', () => {
    const rng = createRng('kit');
    for (const months of [1, 2, 3]) {
      const { start, end } = calendarPeriod(rng, months);
      expect(start.endsWith('-01')).toBe(true);
      expect(end).toBe(monthEnd(end));
      const [y0, m0] = start.split('-').map(Number) as [number, number];
      const [y1, m1] = end.split('-').map(Number) as [number, number];
      expect((y1 - y0) * 12 + m1 - m0 + 1).toBe(months);
    }
    expect([monthsFor(10), monthsFor(100), monthsFor(1000)]).toEqual([1, 2, 3]);
  });

  it('puts the money on the last description line when asked, the lines in the truth', () => {
    const st = blankStatement();
    const t = tx('2024-01-02', 'ACME LTD INV 1', -2_500);
    t.balance = 7_500;
    const row = linesRow(st, t, ['ACME LTD', 'INV 1'], { type: 'BP' }, { out: '25.00' }, 7_500, {
      moneyOnLast: true,
      lead: 'BP',
    });
    expect(row.cells).toEqual({ type: 'BP', desc: 'ACME LTD' });
    expect(row.extra).toEqual([{ desc: 'INV 1', out: '25.00' }]);
    expect(st.transactions[0]!.description).toBe('BP ACME LTD INV 1');
    expect(st.transactions[0]!.balance).toBe('75.00');
    const single = linesRow(st, t, ['ONE LINE'], {}, { out: '25.00' }, null, { moneyOnLast: true });
    expect(single.cells).toEqual({ out: '25.00', desc: 'ONE LINE' });
  });

  it('scales activity and its opening balance to a local currency, balances kept', () => {
    const { txs, opening } = localActivity(createRng('local'), {
      start: '2024-03-01',
      end: '2024-03-31',
      count: 40,
      floor: 0,
      openingRange: [10_000, 20_000],
      factor: 8,
    });
    expect(opening % 8).toBe(0);
    expect(opening).toBeGreaterThanOrEqual(80_000);
    let bal = opening;
    for (const t of txs) {
      expect(Math.abs(t.amount) % 8).toBe(0);
      bal += t.amount;
      expect(t.balance).toBe(bal);
      expect(t.balance).toBeGreaterThanOrEqual(0);
    }
  });

  it('places a label and its right-aligned value', () => {
    expect(labelValue(300, 550)('IBAN', 'IE12 3456')).toEqual([
      { text: 'IBAN', x: 300 },
      { text: 'IE12 3456', x: 550, align: 'right' },
    ]);
  });
});
