import { describe, expect, it } from 'vitest';
import { assignYearsBySequence, detectDateOrder, parseDateText, resolveDate } from './dates.ts';

const noPeriod = { start: null, end: null };

function iso(text: string, order: 'DMY' | 'MDY' | 'YMD' = 'DMY', year: number | null = 2024) {
  const p = parseDateText(text);
  return p ? resolveDate(p, order, noPeriod, year) : null;
}

describe('parseDateText / resolveDate', () => {
  it.each([
    ['16 May 19', '2019-05-16'],
    ['16 May 2019', '2019-05-16'],
    ['16-May-19', '2019-05-16'],
    ['16. Mai 2019', '2019-05-16'],
    ['3 janv. 2020', '2020-01-03'],
    ['16 de mayo de 2019', '2019-05-16'],
    ['May 16, 2019', '2019-05-16'],
    ['2019-05-16', '2019-05-16'],
    ['16/05/2019', '2019-05-16'],
    ['16.05.2019', '2019-05-16'],
    ['3 déc. 2021', '2021-12-03'],
    ['Okt 5 2022', '2022-10-05'],
  ])('%s', (text, expected) => {
    expect(iso(text)).toBe(expected);
  });

  it('uses the document order for ambiguous numeric dates', () => {
    expect(iso('05/06/2024', 'DMY')).toBe('2024-06-05');
    expect(iso('05/06/2024', 'MDY')).toBe('2024-05-06');
  });

  it('does not take amounts for dates', () => {
    expect(parseDateText('12.50')).toBeNull();
    expect(parseDateText('13/13/2020')).toBeNull();
  });
});

describe('detectDateOrder', () => {
  it('finds DMY and MDY by evidence', () => {
    const d = ['01/02/2024', '25/02/2024'].map((t) => parseDateText(t)!);
    expect(detectDateOrder(d)).toBe('DMY');
    const m = ['01/02/2024', '02/25/2024'].map((t) => parseDateText(t)!);
    expect(detectDateOrder(m)).toBe('MDY');
    expect(detectDateOrder([parseDateText('01/02/2024')!], 'MDY')).toBe('MDY');
  });
});

describe('year inference', () => {
  it('resolves year-less dates inside a Dec → Jan period', () => {
    const period = { start: '2023-12-15', end: '2024-01-14' };
    expect(resolveDate(parseDateText('20 Dec')!, 'DMY', period, null)).toBe('2023-12-20');
    expect(resolveDate(parseDateText('03 Jan')!, 'DMY', period, null)).toBe('2024-01-03');
    expect(resolveDate(parseDateText('12/28')!, 'MDY', period, null)).toBe('2023-12-28');
  });

  it('steps the year by sequence when no period is printed', () => {
    expect(assignYearsBySequence([11, 12, 1, 2], 2024, false)).toEqual([2023, 2023, 2024, 2024]);
    expect(assignYearsBySequence([2, 1, 12, 11], 2024, true)).toEqual([2024, 2024, 2023, 2023]);
  });
});
