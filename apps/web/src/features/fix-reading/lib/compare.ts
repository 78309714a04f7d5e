/**
 * The re-read's comparison in words: each reading's rows and whether it reconciles ("34 rows,
 * reconciled" / "34 rows, does not reconcile: closing balance differs by £12.34"), and which
 * rows the new reading changed.
 */
import type { StatementPreview } from '@bsp/shared';
import { money } from '../../analyses/lib/insights';
import { minor } from '../../report-details/lib/format';

type PreviewRow = StatementPreview['transactions'][number];

/** Opening + every amount − closing, in minor units; null when a balance is missing. */
export function closingDifference(s: StatementPreview): number | null {
  const opening = minor(s.opening_balance, s.currency);
  const closing = minor(s.closing_balance, s.currency);
  if (opening == null || closing == null) return null;
  let sum = opening;
  for (const t of s.transactions) sum += minor(t.amount, s.currency) ?? 0;
  return sum - closing;
}

const rowsText = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;

/** Why a statement does not reconcile, in a few words. */
function reason(s: StatementPreview): string {
  const diff = closingDifference(s);
  if (diff != null && diff !== 0) {
    return `closing balance differs by ${money(Math.abs(diff), s.currency)}`;
  }
  if (s.opening_balance == null || s.closing_balance == null) {
    return s.opening_balance == null && s.closing_balance == null
      ? 'no opening or closing balance was read'
      : `no ${s.opening_balance == null ? 'opening' : 'closing'} balance was read`;
  }
  const first = s.issues[0];
  if (!first) return 'the checks did not pass';
  return s.issues.length > 1
    ? `${lower(first.message)} (and ${s.issues.length - 1} more)`
    : lower(first.message);
}

const lower = (text: string) => text.replace(/\.$/, '').replace(/^./, (c) => c.toLowerCase());

/** "34 rows, reconciled" or "34 rows, does not reconcile: …". */
export function statementVerdict(s: StatementPreview): string {
  const rows = rowsText(s.transactions.length);
  return s.reconciled && s.issues.length === 0
    ? `${rows}, reconciled`
    : `${rows}, does not reconcile: ${reason(s)}`;
}

/** One line for a whole reading (several statements: each one's verdict). */
export function readingVerdict(statements: readonly StatementPreview[]): string {
  if (statements.length === 0) return 'no statement was read';
  if (statements.length === 1) return statementVerdict(statements[0]!);
  const ok = statements.filter((s) => s.reconciled && s.issues.length === 0).length;
  const rows = statements.reduce((n, s) => n + s.transactions.length, 0);
  return `${rowsText(rows)} in ${statements.length} statements, ${ok} of ${statements.length} reconciled`;
}

export function readingReconciles(statements: readonly StatementPreview[]): boolean {
  return statements.length > 0 && statements.every((s) => s.reconciled && s.issues.length === 0);
}

/** A row as the comparison matches it: date, amount and description (case and spacing ignored). */
export function rowKey(row: PreviewRow): string {
  return `${row.date ?? ''}|${row.amount}|${row.description.toLowerCase().replace(/\s+/g, ' ').trim()}`;
}

export type ReadingDiff = {
  /** Row keys of `after` not in `before` (read differently or new). */
  changedAfter: Set<string>;
  /** Row keys of `before` not in `after` (gone or read differently). */
  changedBefore: Set<string>;
  beforeRows: number;
  afterRows: number;
  /** "12 of 12 rows read differently", "No row changed", … */
  summary: string;
};

function keys(statements: readonly StatementPreview[]): string[] {
  return statements.flatMap((s) => s.transactions.map(rowKey));
}

/** Which rows the new reading changed (as multisets: two equal rows count twice). */
export function diffReadings(
  before: readonly StatementPreview[],
  after: readonly StatementPreview[],
): ReadingDiff {
  const b = keys(before);
  const a = keys(after);
  const count = (list: string[]) => {
    const m = new Map<string, number>();
    for (const k of list) m.set(k, (m.get(k) ?? 0) + 1);
    return m;
  };
  const bc = count(b);
  const ac = count(a);
  const changedAfter = new Set<string>();
  const changedBefore = new Set<string>();
  let unmatchedAfter = 0;
  let unmatchedBefore = 0;
  for (const [k, n] of ac) {
    const extra = n - (bc.get(k) ?? 0);
    if (extra > 0) {
      changedAfter.add(k);
      unmatchedAfter += extra;
    }
  }
  for (const [k, n] of bc) {
    const extra = n - (ac.get(k) ?? 0);
    if (extra > 0) {
      changedBefore.add(k);
      unmatchedBefore += extra;
    }
  }
  let summary: string;
  if (unmatchedAfter === 0 && unmatchedBefore === 0) summary = 'No row changed.';
  else {
    const parts = [`${unmatchedAfter} of ${a.length} rows read differently`];
    if (a.length !== b.length) parts.push(`${rowsText(b.length)} before`);
    summary = `${parts.join(' · ')}.`;
  }
  return {
    changedAfter,
    changedBefore,
    beforeRows: b.length,
    afterRows: a.length,
    summary,
  };
}
