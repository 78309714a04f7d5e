import { describe, expect, it } from 'vitest';
import { runChecks } from './checks.ts';

describe('runChecks', () => {
  it('reconciles a consistent statement with end-of-day balances', () => {
    const r = runChecks({
      amounts: [-1000, 500, -200],
      balances: [null, 9500, 9300],
      opening: 10000,
      closing: 9300,
      moneyIn: 500,
      moneyOut: 1200,
    });
    expect(r.issues).toEqual([]);
    expect(r.reconciled).toBe(true);
  });

  it('names the row where the running balance breaks, once', () => {
    const r = runChecks({
      amounts: [-1000, 500, -200, -100],
      balances: [9000, 9600, 9400, 9300],
      opening: 10000,
      closing: 9300,
      moneyIn: null,
      moneyOut: null,
    });
    expect(r.reconciled).toBe(false);
    const running = r.issues.filter((i) => i.code === 'running_balance_mismatch');
    expect(running.map((i) => i.row)).toEqual([1]);
  });

  it('keeps the computed chain when one printed balance is wrong', () => {
    const r = runChecks({
      amounts: [-100, -100, -100],
      balances: [900, 100, 700],
      opening: 1000,
      closing: 700,
      moneyIn: null,
      moneyOut: null,
    });
    expect(r.issues.map((i) => [i.code, i.row])).toEqual([['running_balance_mismatch', 1]]);
  });

  it('names the total that does not match', () => {
    const r = runChecks({
      amounts: [-1000, 500],
      balances: [null, null],
      opening: 10000,
      closing: 9400,
      moneyIn: 600,
      moneyOut: 1000,
    });
    expect(r.issues.map((i) => i.code).sort()).toEqual([
      'closing_balance_mismatch',
      'money_in_total_mismatch',
    ]);
    expect(r.reconciled).toBe(false);
  });

  it('is not reconciled without balances to prove anything', () => {
    const r = runChecks({
      amounts: [-1],
      balances: [null],
      opening: null,
      closing: null,
      moneyIn: null,
      moneyOut: null,
    });
    expect(r.reconciled).toBe(false);
    expect(r.issues.map((i) => i.code)).toContain('missing_opening_balance');
  });
});
