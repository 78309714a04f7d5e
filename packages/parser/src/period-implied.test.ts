/**
 * Periods that follow from what a statement prints without printing two dates (invented lines):
 * a statement named by its month, dated opening and closing balances, the billing period's days.
 */
import { describe, expect, it } from 'vitest';
import { buildLines, type Line } from './layout/lines.ts';
import { labelledDates } from './period.ts';
import {
  balanceDatesPeriod,
  billingDays,
  billingStart,
  monthNamedPeriod,
  sameMonthRange,
} from './period-implied.ts';

function lines(...texts: string[]): Line[] {
  return buildLines({
    page: 1,
    width: 595,
    height: 842,
    source: 'text',
    words: texts.flatMap((t, i) => {
      let x = 40;
      return t.split(' ').map((w) => {
        const word = {
          text: w,
          x0: x,
          x1: x + w.length * 4,
          y0: 40 + i * 12,
          y1: 48 + i * 12,
          confidence: 1,
        };
        x += (w.length + 1) * 4;
        return word;
      });
    }),
  });
}

const ends = (p: ReturnType<typeof monthNamedPeriod>) =>
  p && [p.start.a, p.start.b, p.start.year, p.end.a, p.end.b, p.end.year];

describe('a statement named by its month', () => {
  it.each([
    ['Kontoauszug Mai 2021', [1, 5, 2021, 31, 5, 2021]],
    ['Statement for February 2024', [1, 2, 2024, 29, 2, 2024]],
    ['Relevé de compte janvier 2023', [1, 1, 2023, 31, 1, 2023]],
    ['Estratto conto settembre 2022', [1, 9, 2022, 30, 9, 2022]],
    ['Extracto de diciembre de 2020', [1, 12, 2020, 31, 12, 2020]],
  ])('%s', (text, expected) => {
    expect(ends(monthNamedPeriod(lines('Example Bank', text)))).toEqual(expected);
  });

  it.each([
    'Kontoauszug 1 / 2021', // the statement's number in its year, not a month
    'Member since May 2019',
    'Statement May 2021 page 2 of 3 extra',
  ])('not: %s', (text) => {
    expect(monthNamedPeriod(lines(text))).toBeNull();
  });
});

describe('dated opening and closing balances', () => {
  it('a balance at a month end opens the next month', () => {
    const p = balanceDatesPeriod(
      labelledDates(
        lines(
          'alter Kontostand vom 31.12.2020 32.371,35 H',
          '05.01. Lohn/Gehalt 1.226,68 S',
          'neuer Kontostand vom 31.01.2021 29.322,52 H',
        ),
      ),
    );
    expect(ends(p)).toEqual([1, 1, 2021, 31, 1, 2021]);
  });

  it('"Balance as on" twice: the first opens on its own day, the last closes', () => {
    const p = balanceDatesPeriod(
      labelledDates(
        lines('Balance as on 1 Apr 2025 : 1,000.00', 'Balance as on 30 Apr 2025 : 1,200.00'),
      ),
    );
    expect(ends(p)).toEqual([1, 4, 2025, 30, 4, 2025]);
  });

  it('one dated balance is no period', () => {
    expect(
      balanceDatesPeriod(labelledDates(lines('Closing balance on 30/04/2025 1,200.00'))),
    ).toBeNull();
  });
});

describe('days in the billing period', () => {
  it('counts back from the closing date', () => {
    expect(billingDays(lines('Days in Billing Period: 29'))).toBe(29);
    expect(billingStart({ a: 10, b: 1, year: 2019, named: false, ymd: false }, 29, 'MDY')).toBe(
      '2019-09-03',
    );
  });
  it('ignores implausible lengths', () => {
    expect(billingDays(lines('Days in Billing Period: 3'))).toBeNull();
  });
});

describe('a range of days in one named month', () => {
  it.each([
    ['Statement Period May 1-31, 2021', [1, 5, 2021, 31, 5, 2021]],
    ['September 1 - 30, 2025', [1, 9, 2025, 30, 9, 2025]],
    ['Période 1–31 mars 2024', [1, 3, 2024, 31, 3, 2024]],
    ['1 to 31 May 2024', [1, 5, 2024, 31, 5, 2024]],
  ])('%s', (text, expected) => {
    expect(ends(sameMonthRange(lines(text)))).toEqual(expected);
  });
  it('not a phone number or a reversed range', () => {
    expect(sameMonthRange(lines('Call 1-800 May 2021'))).toBeNull();
    expect(sameMonthRange(lines('May 31-1, 2021'))).toBeNull();
  });
});
