import { describe, expect, it } from 'vitest';
import { blankStatement } from '../../families.ts';
import { EN } from '../../format.ts';
import { toHrk } from './hr-izvod-eur-hrk.ts';
import {
  byDate,
  compactDate,
  dayMonth,
  parens,
  rocDate,
  rowMaker,
  split,
  trailing,
  twoColumnRow,
  winAnsi,
  yearOnce,
} from './kit.ts';

describe('blind-11 kit', () => {
  it('prints Minguo (ROC) dates', () => {
    expect(rocDate('2024-03-05')).toBe('113/03/05');
    expect(rocDate('2019-12-31', '.')).toBe('108.12.31');
  });
  it('prints periods with the year once and days without a year', () => {
    expect(yearOnce('2024-01-01', '2024-03-31')).toBe('1.1. - 31.3.2024');
    expect(yearOnce('2023-12-01', '2024-02-29')).toBe('1.12.2023 - 29.2.2024');
    expect(dayMonth('2024-01-15')).toBe('15.1.');
    expect(compactDate('2024-03-05')).toBe('05MAR24');
    expect(compactDate('2024-12-28', false)).toBe('28DEC');
  });
  it('prints trailing-minus and parenthesised amounts', () => {
    expect(trailing(-123_456, EN)).toBe('1,234.56-');
    expect(trailing(5, EN)).toBe('0.05');
    expect(parens(-123_456, EN)).toBe('(1,234.56)');
    expect(parens(100, EN)).toBe('1.00');
  });
  it('knows what the standard PDF fonts can draw', () => {
    expect(winAnsi('Tímabil: Staða í lok tímabils, Færslugjöld')).toBe(true);
    expect(winAnsi('Š ž € “x”')).toBe(true);
    expect(winAnsi('Выписка')).toBe(false);
    expect(winAnsi('Κινήσεις')).toBe(false);
    expect(winAnsi('ąčę')).toBe(false);
  });
  it('splits an amount exactly and converts euros to kuna at the fixed rate', () => {
    expect(split(1000, 3)).toEqual([334, 333, 333]);
    expect(split(1000, 3).reduce((a, b) => a + b, 0)).toBe(1000);
    expect(toHrk(100)).toBe(753);
    expect(toHrk(100_000)).toBe(753_450);
  });
  it('builds rows that keep their lines and two-column rows', () => {
    const { mk, lines } = rowMaker();
    const b = mk('2024-03-02', ['  B  ', 'second  line'], -100);
    const a = mk('2024-03-01', ['A'], 200, '2024-03-03');
    expect(lines.get(b)).toEqual(['B', 'second line']);
    expect(b.description).toBe('B second line');
    expect(a.postDate).toBe('2024-03-03');
    expect(byDate([b, a])).toEqual([a, b]);
    const st = blankStatement();
    const row = twoColumnRow(
      st,
      b,
      ['cp', ['NAME', 'IBAN']],
      ['desc', ['Purpose']],
      { amount: '1.00' },
      null,
      'Type',
    );
    expect(st.transactions[0]!.description).toBe('Type NAME IBAN Purpose');
    expect(row.cells).toMatchObject({ cp: 'NAME', desc: 'Purpose', amount: '1.00' });
    expect(row.extra).toEqual([{ cp: 'IBAN', desc: '' }]);
  });
});
