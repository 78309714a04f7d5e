import { describe, expect, it } from 'vitest';
import { type CheckedRow, computeStatementChecks } from './statement-checks.ts';

const row = (i: number, amount: number, balance: number | null, extra: Partial<CheckedRow> = {}) =>
  ({
    id: `t${i}`,
    row_index: i,
    amount,
    balance,
    excluded: false,
    confidence: 0.99,
    edited: false,
    source: 'parser',
    ...extra,
  }) satisfies CheckedRow;

const statement = {
  opening_balance: 10_000,
  closing_balance: 9_000,
  printed_money_in: null,
  printed_money_out: null,
};

describe('computeStatementChecks', () => {
  it('reconciles a consistent statement', () => {
    const checks = computeStatementChecks(statement, [row(0, -500, 9_500), row(1, -500, 9_000)]);
    expect(checks).toEqual({ reconciled: true, balance_rows_checked: 2, rows: 2, issues: [] });
  });

  it('names the breaking row by row_index and transaction id, skipping excluded rows', () => {
    const checks = computeStatementChecks(statement, [
      row(0, 123, null, { excluded: true }),
      row(1, -500, 9_500),
      row(2, -400, 9_000),
    ]);
    expect(checks.reconciled).toBe(false);
    expect(checks.rows).toBe(3);
    const running = checks.issues.find((i) => i.code === 'running_balance_mismatch')!;
    expect(running).toMatchObject({ row: 2, transaction_id: 't2' });
    expect(running.message).toMatch(/^Row 3:/);
  });

  it('does not report low confidence for edited or manual rows', () => {
    const low = { confidence: 0.1 };
    const checks = computeStatementChecks(statement, [
      row(0, -500, 9_500, { ...low, edited: true }),
      row(1, -500, 9_000, low),
    ]);
    expect(checks.issues.map((i) => [i.code, i.row])).toEqual([['low_confidence', 1]]);
  });
});

describe('computeStatementChecks — what only the document shows', () => {
  it("keeps the parser's evidence issues (a guessed year) and withholds the certificate", () => {
    const guessed = {
      code: 'year_guessed',
      message: 'Year not printed in the statement on 2 rows: 1, 2.',
      row: 0,
      rows: [0, 1],
      transaction_id: 't0',
    };
    const checks = computeStatementChecks(
      { ...statement, checks: { reconciled: false, issues: [guessed] } },
      [row(0, -500, 9_500), row(1, -500, 9_000)],
    );
    expect(checks.reconciled).toBe(false);
    expect(checks.issues).toEqual([guessed]);
  });

  it('lists grouped low-confidence rows by their stored row_index', () => {
    const low = { confidence: 0.1 };
    const checks = computeStatementChecks(statement, [
      row(0, 0, null, { excluded: true }),
      row(1, -500, 9_500, low),
      row(2, -500, 9_000, low),
    ]);
    expect(checks.issues).toEqual([
      {
        code: 'low_confidence',
        message: 'Low confidence on 2 rows: 2, 3.',
        row: 1,
        rows: [1, 2],
        transaction_id: 't1',
      },
    ]);
  });
});
