import { describe, expect, it } from 'vitest';
import { FR } from '../../format.ts';
import { createRng } from '../../prng.ts';
import { tx } from '../blind-3/common.ts';
import { byDay, clock12, flexColumns, minus, outIn, ref731, slot, whole, with731 } from './kit.ts';

const g = {
  width: 595.28,
  height: 841.89,
  font: 'helvetica' as const,
  size: 9,
  lineHeight: 12,
  left: 40,
  right: 555,
  top: 40,
  bottom: 40,
};

describe('blind-10 kit', () => {
  it('lays columns out left to right around one flexible column', () => {
    const cols = flexColumns(g, [
      { key: 'date', header: ['Date'], align: 'left', width: 60 },
      { key: 'out', header: ['Debit'], align: 'right', width: 70 },
      { key: 'desc', header: ['Details'], align: 'left' },
      { key: 'balance', header: ['Balance'], align: 'right', width: 80 },
    ]);
    expect(cols.map((c) => [c.key, c.x])).toEqual([
      ['date', 40],
      ['out', 170],
      ['desc', 180],
      ['balance', 555],
    ]);
    // the description wraps before the balance column's slot starts
    const desc = cols.find((c) => c.key === 'desc')!;
    expect(desc.x + desc.width!).toBeLessThanOrEqual(555 - 80);
    expect(() =>
      flexColumns(g, [
        { key: 'a', header: [], align: 'left' },
        { key: 'b', header: [], align: 'left' },
      ]),
    ).toThrow(/exactly one/);
  });
  it('measures a slot from its widest sample or bold header', () => {
    expect(slot(g, ['1'], ['A much longer header'], 0)).toBeGreaterThan(slot(g, ['1'], [], 0));
    expect(slot(g, ['12,345.67'], [], 10) - slot(g, ['12,345.67'], [], 0)).toBe(10);
  });
  it('prints 12-hour clock times, whole units and leading minus amounts', () => {
    expect(clock12('00:05')).toBe('12:05 AM');
    expect(clock12('12:30')).toBe('12:30 PM');
    expect(clock12('23:59')).toBe('11:59 PM');
    expect(whole(125_000_000, ',')).toBe('1,250,000');
    expect(whole(-1_234_500, ' ')).toBe('12 345');
    expect(() => whole(12_345, '.')).toThrow(/not a whole/);
    expect(minus(-123_456, FR)).toBe('-1 234,56');
    expect(minus(5, FR)).toBe('0,05');
  });
  it('groups rows by day and sums money out and in', () => {
    const rows = [
      tx('2025-03-01', 'a', -500),
      tx('2025-03-01', 'b', 2_000),
      tx('2025-03-04', 'c', -150),
    ];
    expect(byDay(rows).map((d) => d.length)).toEqual([2, 1]);
    expect(outIn(rows)).toEqual({ out: 650, inn: 2_000 });
  });
  it('appends the 7-3-1 check digit of Finnish and Estonian references', () => {
    expect(with731('123456')).toBe('1234561');
    expect(with731('123')).toBe('1232');
    expect(with731('1000')).toBe('10003');
    const rng = createRng('ref');
    for (let i = 0; i < 20; i++) {
      const ref = ref731(rng, 2, 6);
      expect(ref).toMatch(/^[1-9]\d{3,7}$/);
      expect(with731(ref.slice(0, -1))).toBe(ref);
    }
  });
});
