import { describe, expect, it } from 'vitest';
import { type ContinuityStatement, continuityIssues } from './continuity.ts';

const st = (
  id: string,
  period_start: string | null,
  period_end: string | null,
  opening_balance: number | null,
  closing_balance: number | null,
): ContinuityStatement => ({ id, period_start, period_end, opening_balance, closing_balance });

describe('continuityIssues', () => {
  it('accepts back-to-back statements whose balances carry over', () => {
    expect(
      continuityIssues(
        [
          st('b', '2024-02-01', '2024-02-29', 200, 300),
          st('a', '2024-01-01', '2024-01-31', 100, 200),
        ],
        'GBP',
      ),
    ).toEqual([]);
  });

  it('reports a gap with the missing dates (across a leap day)', () => {
    const issues = continuityIssues(
      [st('a', '2024-01-01', '2024-02-27', 100, 200), st('b', '2024-03-02', '2024-03-31', 200, 1)],
      'GBP',
    );
    expect(issues).toEqual([
      {
        kind: 'gap',
        from_statement_id: 'a',
        to_statement_id: 'b',
        message: 'No statement covers 2024-02-28 to 2024-03-01.',
      },
    ]);
  });

  it('reports a one-day gap with one date', () => {
    const [issue] = continuityIssues(
      [
        st('a', '2024-01-01', '2024-01-30', null, null),
        st('b', '2024-02-01', '2024-02-29', null, null),
      ],
      'GBP',
    );
    expect(issue?.message).toBe('No statement covers 2024-01-31.');
  });

  it('reports overlaps, including a statement uploaded twice', () => {
    const issues = continuityIssues(
      [
        st('a', '2024-01-01', '2024-01-31', 100, 200),
        st('b', '2024-01-25', '2024-02-29', 200, 300),
        st('c', '2024-01-25', '2024-02-29', 200, 300),
      ],
      'GBP',
    );
    expect(issues.map((i) => [i.kind, i.from_statement_id, i.to_statement_id])).toEqual([
      ['overlap', 'a', 'b'],
      ['overlap', 'b', 'c'],
      ['balance_mismatch', 'b', 'c'],
    ]);
    expect(issues[0]!.message).toBe('The statements overlap from 2024-01-25 to 2024-01-31.');
  });

  it('reports a balance mismatch with both amounts in the currency', () => {
    const issues = continuityIssues(
      [
        st('a', '2024-01-01', '2024-01-31', 0, 10_000),
        st('b', '2024-02-01', '2024-02-29', 10_050, 0),
      ],
      'EUR',
    );
    expect(issues).toHaveLength(1);
    expect(issues[0]!.kind).toBe('balance_mismatch');
    expect(issues[0]!.message).toContain('100.50 EUR');
    expect(issues[0]!.message).toContain('100.00 EUR');
  });

  it('compares balances of undated statements but not their periods', () => {
    const issues = continuityIssues(
      [st('a', '2024-01-01', '2024-01-31', 0, 5), st('b', null, null, 6, 7)],
      'JPY',
    );
    expect(issues.map((i) => i.kind)).toEqual(['balance_mismatch']);
    expect(issues[0]!.message).toContain('6 JPY');
  });
});
