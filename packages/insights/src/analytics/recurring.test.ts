import { describe, expect, it } from 'vitest';
import { findRecurring } from './recurring.ts';
import { makeRow } from './test-rows.ts';
import type { InsightRow } from './types.ts';

function charges(
  merchantKey: string,
  dated: [string, number][],
  extra: Partial<InsightRow> = {},
): InsightRow[] {
  return dated.map(([date, minor]) =>
    makeRow({ date, amountMinor: -minor, merchantKey, merchant: merchantKey, ...extra }),
  );
}

describe('findRecurring', () => {
  it('finds a monthly subscription whose price rises in month 3, with typical, last and next date', () => {
    const rows = charges('Netflix', [
      ['2024-01-05', 999],
      ['2024-02-05', 999],
      ['2024-03-05', 1199],
      ['2024-04-05', 1199],
    ]);
    const { series, alerts } = findRecurring(rows, { asOf: '2024-04-20' });
    expect(series).toHaveLength(1);
    const netflix = series[0]!;
    // Median of 9.99, 9.99, 11.99, 11.99 = (999 + 1199) / 2 = 1099.
    expect(netflix).toMatchObject({
      cadence: 'monthly',
      occurrences: 4,
      typicalMinor: 1099,
      lastMinor: 1199,
      nextExpected: '2024-05-05',
    });
    // Before the rise the typical charge was 9.99; 11.99 is +20.02 %.
    expect(alerts).toEqual([
      {
        kind: 'price-rise',
        seriesIds: [netflix.id],
        reason: 'Netflix went up from £9.99 to £11.99 (+20.0 %), 2 charge(s) at the new price',
        rowIds: [rows[2]!.id, rows[3]!.id],
      },
    ]);
  });

  it('does not call a rise that went back down a price rise', () => {
    const rows = charges('Gym', [
      ['2024-01-01', 3000],
      ['2024-02-01', 3000],
      ['2024-03-01', 3500],
      ['2024-04-01', 3000],
    ]);
    expect(findRecurring(rows, { asOf: '2024-04-10' }).alerts).toEqual([]);
  });

  it('flags a subscription that stopped: more than half a cycle plus grace past its expected date', () => {
    const rows = charges('Spotify', [
      ['2024-01-10', 1099],
      ['2024-02-10', 1099],
      ['2024-03-10', 1099],
    ]);
    // Next expected 10 Apr. Stopped once late > 30 / 2 + 3 = 18 days: 27 Apr is 17 days late, 30 Apr is 20.
    expect(findRecurring(rows, { asOf: '2024-04-27' }).alerts).toEqual([]);
    const [alert] = findRecurring(rows, { asOf: '2024-04-30' }).alerts;
    expect(alert?.kind).toBe('stopped');
    expect(alert?.reason).toBe(
      'Spotify (monthly) was last charged on 10 Mar 2024; the next charge was expected about 10 Apr 2024 and none came by 30 Apr 2024',
    );
    expect(alert?.rowIds).toEqual([rows[2]!.id]);
  });

  it('needs three charges, also for a yearly one', () => {
    const rows = charges('Amazon Prime', [
      ['2023-03-01', 9500],
      ['2024-03-01', 9500],
    ]);
    expect(findRecurring(rows, { asOf: '2024-03-10' }).series).toEqual([]);
  });

  it('does not make a series from irregular shopping trips', () => {
    const rows = charges('Tesco', [
      ['2024-01-03', 4000],
      ['2024-01-09', 5200],
      ['2024-01-20', 3100],
      ['2024-02-02', 4400],
      ['2024-02-05', 3900],
    ]);
    // Gaps 6, 11, 13, 3: median 8.5 days is no cadence.
    expect(findRecurring(rows, { asOf: '2024-02-10' }).series).toEqual([]);
  });

  it('groups by description without digits when there is no merchant key, and marks a new series', () => {
    const older = makeRow({ date: '2024-01-02', amountMinor: -500, description: 'COFFEE' });
    const rows = ['2024-03-01', '2024-04-01', '2024-05-01'].map((date, i) =>
      makeRow({ date, amountMinor: -2500, description: `PUREGYM 44${i}91 DD` }),
    );
    const { series, alerts } = findRecurring([older, ...rows], { asOf: '2024-05-10' });
    expect(series.map((s) => [s.key, s.cadence])).toEqual([['puregym dd', 'monthly']]);
    expect(alerts.map((a) => a.kind)).toEqual(['new']);
    expect(alerts[0]!.reason).toContain(
      'first charged on 1 Mar 2024, with no charge in the 59 days',
    );
  });

  it('flags two plans with the same merchant in the same cycle as a duplicate service', () => {
    const basic = charges('Netflix', [
      ['2024-01-03', 699],
      ['2024-02-03', 699],
      ['2024-03-03', 699],
    ]);
    const premium = charges('Netflix', [
      ['2024-01-20', 1799],
      ['2024-02-20', 1799],
      ['2024-03-20', 1799],
    ]);
    const { series, alerts } = findRecurring([...basic, ...premium], { asOf: '2024-03-25' });
    expect(series).toHaveLength(2);
    expect(alerts.map((a) => a.kind)).toEqual(['duplicate']);
    expect(alerts[0]!.rowIds).toHaveLength(6);
  });

  it('flags two entertainment subscriptions at the same cadence and near-same amount', () => {
    const extra = { category: 'ENTERTAINMENT' as const };
    const disney = charges(
      'Disney+',
      [
        ['2024-01-08', 799],
        ['2024-02-08', 799],
        ['2024-03-08', 799],
      ],
      extra,
    );
    const now = charges(
      'NOW TV',
      [
        ['2024-01-15', 849],
        ['2024-02-15', 849],
        ['2024-03-15', 849],
      ],
      extra,
    );
    // 7.99 and 8.49 are within 10 % of each other (0.50 ≤ 0.849).
    const [alert] = findRecurring([...disney, ...now], { asOf: '2024-03-20' }).alerts;
    expect(alert?.kind).toBe('duplicate');
    expect(alert?.reason).toContain('two monthly entertainment subscriptions (Disney+ and NOW TV)');
  });
});
