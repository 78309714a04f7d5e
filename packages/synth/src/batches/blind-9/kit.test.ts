import { describe, expect, it } from 'vitest';
import { createRng } from '../../prng.ts';
import { hardWrap, tx } from '../blind-3/common.ts';
import {
  crdr,
  dollars,
  instalments,
  liftOpening,
  logAmount,
  narrationLines,
  scatter,
} from './kit.ts';

describe('blind-9 kit', () => {
  it('prints CR/DR balances and US dollars with the minus first', () => {
    expect(crdr(1_234_567)).toBe('12,345.67 CR');
    expect(crdr(-4_520)).toBe('45.20 DR');
    expect(dollars(-4_520)).toBe('-$45.20');
    expect(dollars(100_000)).toBe('$1,000.00');
  });
  it('splits yen instalments with the remainder on the first', () => {
    expect(instalments(1_000_000, 3)).toEqual([333_400, 333_300, 333_300]);
    expect(instalments(1_200_000, 6).reduce((a, b) => a + b, 0)).toBe(1_200_000);
  });
  it('lifts the opening until the balance stays above the floor', () => {
    const txs = [tx('2025-01-02', 'a', -5_000), tx('2025-01-03', 'b', 1_000)];
    expect(liftOpening(txs, 1_000, 0)).toBe(5_000);
    expect(txs.map((t) => t.balance)).toEqual([0, 1_000]);
    expect(liftOpening(txs, 9_000, 0)).toBe(9_000);
  });
  it('scatters rows in date order with followers behind their row', () => {
    const rng = createRng('k');
    const rows = scatter(rng, '2025-03-01', '2025-03-31', 20, (d, i) =>
      i % 2 ? tx(d, `r${i}`, -100) : [tx(d, `r${i}`, -100), tx(d, `fee${i}`, -5)],
    );
    expect(rows).toHaveLength(30);
    expect(rows.map((r) => r.date)).toEqual([...rows.map((r) => r.date)].sort());
    expect(rows[1]!.description).toBe('fee0');
    const a = logAmount(rng, 100, 10_000, 100);
    expect(a % 100).toBe(0);
    expect(a).toBeGreaterThanOrEqual(100);
  });
  it('keeps the lines of a broken narration, joining back to hardWrap', () => {
    const text = 'TO TRANSFER-UPI/DR/412345678901/RAHUL KUMAR/SBIN/rahul12@oksbi/Paid via-';
    const lines = narrationLines('helvetica', text, 8, 90);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join(' ')).toBe(hardWrap('helvetica', text, 8, 90));
  });
});
