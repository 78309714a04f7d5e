/**
 * Continuity between the statements of one account (pure). Statements are compared in period
 * order, each with the next one:
 * - `gap`: the next period starts more than one day after the previous one ends;
 * - `overlap`: the next period starts on or before the day the previous one ends;
 * - `balance_mismatch`: the next opening balance differs from the previous closing balance
 *   (reported even beside a gap: the missing statement is the likely reason, and the message
 *   says both amounts).
 * Statements without a period are still compared on balances, after the dated ones.
 */
import { minorToDecimal } from '@bsp/shared';

export type ContinuityStatement = {
  id: string;
  period_start: string | null;
  period_end: string | null;
  /** Minor units. */
  opening_balance: number | null;
  closing_balance: number | null;
};

export type ContinuityIssue = {
  kind: 'gap' | 'overlap' | 'balance_mismatch';
  from_statement_id: string;
  to_statement_id: string;
  message: string;
};

const DAY_MS = 86_400_000;

function dayNumber(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
}

function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Period order: start, then end, nulls last; ties keep the input order. */
export function sortByPeriod<T extends ContinuityStatement>(statements: T[]): T[] {
  const key = (s: ContinuityStatement) => s.period_start ?? s.period_end ?? '\uffff';
  return statements
    .map((s, i) => ({ s, i }))
    .sort(
      (a, b) =>
        key(a.s).localeCompare(key(b.s)) ||
        (a.s.period_end ?? '\uffff').localeCompare(b.s.period_end ?? '\uffff') ||
        a.i - b.i,
    )
    .map(({ s }) => s);
}

export function continuityIssues(
  statements: ContinuityStatement[],
  currency: string,
): ContinuityIssue[] {
  const issues: ContinuityIssue[] = [];
  const ordered = sortByPeriod(statements);
  const money = (minor: number) => `${minorToDecimal(minor, currency)} ${currency}`;
  for (let i = 1; i < ordered.length; i++) {
    const prev = ordered[i - 1]!;
    const next = ordered[i]!;
    const pair = { from_statement_id: prev.id, to_statement_id: next.id };
    if (prev.period_end && next.period_start) {
      const end = dayNumber(prev.period_end);
      const start = dayNumber(next.period_start);
      if (start > end + 1) {
        const from = isoDay(end + 1);
        const to = isoDay(start - 1);
        issues.push({
          kind: 'gap',
          ...pair,
          message:
            from === to ? `No statement covers ${from}.` : `No statement covers ${from} to ${to}.`,
        });
      } else if (start <= end) {
        const until =
          next.period_end && dayNumber(next.period_end) < end ? next.period_end : prev.period_end;
        issues.push({
          kind: 'overlap',
          ...pair,
          message: `The statements overlap from ${next.period_start} to ${until}.`,
        });
      }
    }
    if (
      prev.closing_balance !== null &&
      next.opening_balance !== null &&
      prev.closing_balance !== next.opening_balance
    ) {
      const when = next.period_start ? ` on ${next.period_start}` : '';
      const before = prev.period_end ? ` on ${prev.period_end}` : '';
      issues.push({
        kind: 'balance_mismatch',
        ...pair,
        message: `The opening balance${when} is ${money(next.opening_balance)}, but the previous statement closed${before} at ${money(prev.closing_balance)} (difference ${money(next.opening_balance - prev.closing_balance)}).`,
      });
    }
  }
  return issues;
}
