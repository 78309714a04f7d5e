import { describe, expect, it } from 'vitest';
import { averageDailyBalances, statementDays } from './daily-balance.ts';
import { makeRow, makeStatement } from './test-rows.ts';

describe('averageDailyBalances', () => {
  /*
   * A 30-day account, 1–30 April 2024, opening £1,000.00:
   *   1–9 Apr    9 days × 1,000.00 =  9,000.00
   *   10 Apr  −600.00 → 400.00:   10–19 Apr 10 days × 400.00 = 4,000.00
   *   20 Apr  +200.00 → 600.00 (printed):  20–24 Apr 5 days × 600.00 = 3,000.00
   *   25 Apr  −800.00 → −200.00:  25–30 Apr 6 days × −200.00 = −1,200.00
   * Sum 14,800.00 over 30 days = 493.333… → 493.33; 6 days negative; lowest −200.00.
   */
  const statement = makeStatement({
    id: 'st-apr',
    periodStart: '2024-04-01',
    periodEnd: '2024-04-30',
    openingMinor: 100_000,
  });
  const rows = [
    makeRow({ statementId: 'st-apr', rowIndex: 0, date: '2024-04-10', amountMinor: -60_000 }),
    makeRow({
      statementId: 'st-apr',
      rowIndex: 1,
      date: '2024-04-20',
      amountMinor: 20_000,
      balanceMinor: 60_000,
    }),
    makeRow({ statementId: 'st-apr', rowIndex: 2, date: '2024-04-25', amountMinor: -80_000 }),
  ];

  it('computes a known average daily balance for a 30-day account', () => {
    const [april, ...rest] = averageDailyBalances(rows, [statement]);
    expect(rest).toEqual([]);
    expect(april).toEqual({
      accountId: 'acc-a',
      currency: 'GBP',
      month: '2024-04',
      days: 30,
      averageDailyMinor: 49_333,
      lowestMinor: -20_000,
      daysNegative: 6,
      negativeDates: [
        '2024-04-25',
        '2024-04-26',
        '2024-04-27',
        '2024-04-28',
        '2024-04-29',
        '2024-04-30',
      ],
      rowIds: rows.map((row) => row.id),
    });
  });

  it('reads newest-first statements in date order and works the opening back from a printed balance', () => {
    const reversed = [
      makeRow({
        statementId: 's2',
        rowIndex: 0,
        date: '2024-04-03',
        amountMinor: -1_000,
        balanceMinor: 4_000,
      }),
      makeRow({
        statementId: 's2',
        rowIndex: 1,
        date: '2024-04-02',
        amountMinor: 2_000,
        balanceMinor: 5_000,
      }),
    ];
    const s2 = makeStatement({ id: 's2', periodStart: '2024-04-01', periodEnd: '2024-04-04' });
    // Opening = 5,000 − 2,000 = 3,000; days: 3,000, 5,000, 4,000, 4,000.
    expect(statementDays(s2, reversed)?.map((d) => d.balanceMinor)).toEqual([
      3_000, 5_000, 4_000, 4_000,
    ]);
  });

  it('splits a statement across months and skips one with no balance at all', () => {
    const s3 = makeStatement({
      id: 's3',
      periodStart: '2024-01-30',
      periodEnd: '2024-02-02',
      openingMinor: 0,
    });
    const s4 = makeStatement({
      id: 's4',
      accountId: 'acc-b',
      periodStart: '2024-01-01',
      periodEnd: '2024-01-31',
    });
    const row = makeRow({ statementId: 's3', date: '2024-02-01', amountMinor: 400 });
    const result = averageDailyBalances([row], [s3, s4]);
    // January: 30–31 at 0 → 0; February: 1–2 at 400 → 400.
    expect(result.map((m) => [m.month, m.days, m.averageDailyMinor])).toEqual([
      ['2024-01', 2, 0],
      ['2024-02', 2, 400],
    ]);
  });
});
