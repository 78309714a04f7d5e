/**
 * Arithmetic proof of a parsed statement. Every failure names the 0-based row (or the total)
 * where it breaks. `reconciled` is true only when every applicable check passes and at least one
 * check (running balance or opening + Σ = closing) could be made.
 */
import { formatMinor } from './amounts.ts';
import { groupedIssue } from './issue-rows.ts';
import type { CheckIssue } from './types.ts';

export interface CheckInput {
  /** Signed amounts in minor units, chronological order. */
  amounts: number[];
  /** Printed running balance per row (holder's perspective), null where none is printed. */
  balances: Array<number | null>;
  opening: number | null;
  closing: number | null;
  moneyIn: number | null;
  moneyOut: number | null;
  /** Per-row confidence; rows below `lowConfidence` are reported. */
  confidences?: number[];
  lowConfidence?: number;
}

export interface CheckOutput {
  reconciled: boolean;
  issues: CheckIssue[];
  /** Rows whose printed balance was confirmed by the arithmetic. */
  verifiedRows: Set<number>;
}

export function runChecks(input: CheckInput): CheckOutput {
  const issues: CheckIssue[] = [];
  const verifiedRows = new Set<number>();
  const { amounts, balances } = input;
  let applicable = 0;

  // running balance, row by row, where balances are printed (end-of-day only is fine)
  let running: number | null = input.opening;
  let firstBalanceSeen = false;
  let runningFailures = 0;
  let alt: number | null = null;
  for (let i = 0; i < amounts.length; i++) {
    const amount = amounts[i] ?? 0;
    const printed = balances[i] ?? null;
    if (running === null) {
      if (printed !== null) {
        // no opening balance: start the chain from the first printed balance
        running = printed;
        firstBalanceSeen = true;
        verifiedRows.add(i);
      }
      continue;
    }
    running += amount;
    if (alt !== null) alt += amount;
    if (printed !== null) {
      firstBalanceSeen = true;
      applicable++;
      if (printed !== running && alt !== null && printed === alt) {
        // the chain continues from the earlier printed balance: the break was in the rows
        running = alt;
        alt = null;
        verifiedRows.add(i);
        continue;
      }
      alt = null;
      if (printed !== running) {
        runningFailures++;
        if (runningFailures <= 20) {
          issues.push({
            code: 'running_balance_mismatch',
            message: `Row ${i + 1}: the printed balance is ${formatMinor(printed)} but the rows add up to ${formatMinor(running)} (difference ${formatMinor(printed - running)}).`,
            row: i,
          });
        }
        // one misprinted balance must not fail every later row: follow both chains until the
        // next printed balance says which one holds
        alt = printed;
      } else {
        verifiedRows.add(i);
      }
    }
  }
  void firstBalanceSeen;

  const sum = amounts.reduce((s, a) => s + a, 0);
  if (input.opening === null) {
    issues.push({
      code: 'missing_opening_balance',
      message: 'No opening balance was found.',
      row: null,
    });
  }
  if (input.closing === null) {
    issues.push({
      code: 'missing_closing_balance',
      message: 'No closing balance was found.',
      row: null,
    });
  }
  if (input.opening !== null && input.closing !== null) {
    applicable++;
    const expected = input.opening + sum;
    if (expected !== input.closing) {
      issues.push({
        code: 'closing_balance_mismatch',
        message: `Opening ${formatMinor(input.opening)} + transactions ${formatMinor(sum)} = ${formatMinor(expected)}, but the closing balance is ${formatMinor(input.closing)} (difference ${formatMinor(input.closing - expected)}).`,
        row: null,
      });
    }
  }
  if (input.moneyIn !== null) {
    const got = amounts.filter((a) => a > 0).reduce((s, a) => s + a, 0);
    if (got !== input.moneyIn) {
      issues.push({
        code: 'money_in_total_mismatch',
        message: `Money in adds up to ${formatMinor(got)} but the printed total is ${formatMinor(input.moneyIn)}.`,
        row: null,
      });
    }
  }
  if (input.moneyOut !== null) {
    const got = -amounts.filter((a) => a < 0).reduce((s, a) => s + a, 0);
    if (got !== input.moneyOut) {
      issues.push({
        code: 'money_out_total_mismatch',
        message: `Money out adds up to ${formatMinor(got)} but the printed total is ${formatMinor(input.moneyOut)}.`,
        row: null,
      });
    }
  }
  const hard = issues.filter(
    (i) => i.code !== 'missing_opening_balance' && i.code !== 'missing_closing_balance',
  );
  // without both ends, the running balance alone proves the rows when it covers the last row
  const lastBalanced = balances.length > 0 && balances[balances.length - 1] !== null;
  const provable =
    (input.opening !== null && input.closing !== null) ||
    (applicable > 0 && lastBalanced && input.opening !== null);
  if (input.confidences) {
    const th = input.lowConfidence ?? 0.5;
    const low = input.confidences.flatMap((c, i) => (c < th ? [i] : []));
    if (low.length === 1) {
      const i = low[0]!;
      issues.push({
        code: 'low_confidence',
        message: `Row ${i + 1} was read with low confidence (${input.confidences[i]!.toFixed(2)}).`,
        row: i,
      });
    } else if (low.length > 1) {
      // one issue for all of them: 27 identical lines would bury the other issues
      issues.push(groupedIssue('low_confidence', low, 'Low confidence'));
    }
  }
  const something = amounts.length > 0 || (input.opening !== null && input.closing !== null);
  return { reconciled: hard.length === 0 && provable && something, issues, verifiedRows };
}
