import { describe, expect, it } from 'vitest';
import { makeRow } from './test-rows.ts';
import { findUnusual } from './unusual.ts';

const tesco = (date: string, minor: number) =>
  makeRow({ date, amountMinor: -minor, merchant: 'Tesco', merchantKey: 'tesco' });

describe('findUnusual', () => {
  it('flags an amount far from the merchant’s usual, with the reason', () => {
    const usual = [
      tesco('2024-03-02', 8_000),
      tesco('2024-03-09', 8_500),
      tesco('2024-03-16', 9_000),
      tesco('2024-03-23', 8_500),
    ];
    const big = tesco('2024-03-30', 41_200);
    const normal = tesco('2024-04-06', 9_500);
    // Usual = median(80, 85, 90, 85) = 85.00; MAD = median(5, 0, 5, 0) = 2.50;
    // threshold = max(4 × 1.4826 × 2.50 ≈ 14.83, 10.00, 42.50) = 42.50 < 412 − 85 = 327.
    // Then 95.00 against median(80, 85, 90, 85, 412) = 85.00: a gap of 10 is not unusual.
    const found = findUnusual([...usual, big, normal]);
    expect(found).toEqual([
      {
        rowId: big.id,
        merchant: 'Tesco',
        currency: 'GBP',
        amountMinor: 41_200,
        usualMinor: 8_500,
        direction: 'higher',
        reason: '£412.00 at Tesco, usually about £85.00',
        rowIds: [big.id, ...usual.map((row) => row.id)],
      },
    ]);
  });

  it('needs four earlier rows and compares refunds only with refunds', () => {
    const rows = [
      tesco('2024-03-02', 8_000),
      tesco('2024-03-09', 8_500),
      tesco('2024-03-16', 9_000),
      tesco('2024-03-23', 41_200),
      makeRow({ date: '2024-03-24', amountMinor: 500, merchantKey: 'tesco' }),
    ];
    expect(findUnusual(rows)).toEqual([]);
  });
});
