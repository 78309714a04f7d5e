import { describe, expect, it } from 'vitest';
import { createRng } from '../../prng.ts';
import { tx } from '../blind-3/common.ts';
import {
  clampCount,
  dayTimes,
  mxDate,
  roundAmounts,
  sumOf,
  weekday,
  withFollowers,
} from './kit.ts';

describe('blind-7 kit', () => {
  it('formats Mexican dates and finds weekdays', () => {
    expect(mxDate('2025-10-15')).toBe('15-oct-2025');
    expect(mxDate('2025-01-03')).toBe('03-ene-2025');
    expect(weekday('2025-11-03')).toBe(1); // a Monday
  });
  it('keeps row counts in 15–120 unless shrunk for one image', () => {
    expect(clampCount(3, 1)).toBe(15);
    expect(clampCount(400, 5)).toBe(120);
    expect(clampCount(3, 0.8)).toBe(5);
  });
  it('inserts followers after their row and recomputes balances', () => {
    const a = tx('2025-11-03', 'TRANSFER', -10_000);
    const b = tx('2025-11-04', 'SALARY', 50_000);
    const out = withFollowers([a, b], 100_000, (t) =>
      t.amount < 0 ? [tx(t.date, 'TAX', -60)] : [],
    );
    expect(out.map((t) => t.description)).toEqual(['TRANSFER', 'TAX', 'SALARY']);
    expect(out.map((t) => t.balance)).toEqual([90_000, 89_940, 139_940]);
    expect(sumOf(out, (t) => t.amount < 0)).toBe(-10_060);
  });
  it('rounds amounts to a unit, never to zero', () => {
    const t = [tx('2025-11-03', 'X', -12_345), tx('2025-11-03', 'Y', 10)];
    roundAmounts(t, 0, 1_000);
    expect(t.map((r) => r.amount)).toEqual([-12_000, 1_000]);
    expect(t[1]!.balance).toBe(-11_000);
  });
  it('gives rising times within a day', () => {
    const times = dayTimes(createRng(1), ['2025-11-03', '2025-11-03', '2025-11-03', '2025-11-04']);
    expect(times).toHaveLength(4);
    expect([...times.slice(0, 3)].sort()).toEqual(times.slice(0, 3));
  });
});
