/**
 * Average daily balance per month per account, computed day by day: the balance at the end of each
 * day (the printed running balance, else opening + the amounts so far), carried across days without
 * rows, from the statement's first day (opening balance) to its last.
 */
import { addDays, type IsoDate } from '@bsp/shared';
import { countedRows, groupBy, monthOf, sum } from './common.ts';
import type { InsightRow, InsightStatement } from './types.ts';

export interface MonthBalance {
  /** The account id, or `statement:<id>` when the statement has no account. */
  accountId: string;
  currency: string;
  month: string;
  /** Days of the month the statements cover. */
  days: number;
  averageDailyMinor: number;
  lowestMinor: number;
  daysNegative: number;
  negativeDates: IsoDate[];
  /** The rows of the account dated in the month. */
  rowIds: string[];
}

interface DayBalance {
  date: IsoDate;
  balanceMinor: number;
}

/** Statement rows in date order: some banks print the newest row first. */
function chronological(rows: readonly InsightRow[]): InsightRow[] {
  const ordered = [...rows].sort((a, b) => a.rowIndex - b.rowIndex);
  const dates = ordered.flatMap((row) => (row.date ? [row.date] : []));
  return dates.length > 1 && dates[0]! > dates.at(-1)! ? ordered.reverse() : ordered;
}

/** The balance before the first row: stated, else worked back from a printed or closing balance. */
function openingOf(statement: InsightStatement, rows: readonly InsightRow[]): number | null {
  if (statement.openingMinor !== null) return statement.openingMinor;
  const first = rows[0];
  if (first?.balanceMinor != null) return first.balanceMinor - first.amountMinor;
  if (statement.closingMinor !== null)
    return statement.closingMinor - sum(rows.map((r) => r.amountMinor));
  return null;
}

/** End-of-day balances for every day of one statement, or null when no balance is known. */
export function statementDays(
  statement: InsightStatement,
  rows: readonly InsightRow[],
): DayBalance[] | null {
  const ordered = chronological(
    countedRows(rows).filter((row) => row.statementId === statement.id),
  );
  const opening = openingOf(statement, ordered);
  if (opening === null) return null;
  const endOfDay = new Map<IsoDate, number>();
  let running = opening;
  for (const row of ordered) {
    running = row.balanceMinor ?? running + row.amountMinor;
    if (row.date) endOfDay.set(row.date, running);
  }
  const dated = [...endOfDay.keys()].sort();
  const start = [statement.periodStart, dated[0]].filter(Boolean).sort()[0];
  const end = [statement.periodEnd, dated.at(-1)].filter(Boolean).sort().at(-1);
  if (!start || !end) return null;
  const days: DayBalance[] = [];
  let balance = opening;
  for (let date = start; date <= end; date = addDays(date, 1)) {
    balance = endOfDay.get(date) ?? balance;
    days.push({ date, balanceMinor: balance });
  }
  return days;
}

export function averageDailyBalances(
  rows: readonly InsightRow[],
  statements: readonly InsightStatement[],
): MonthBalance[] {
  // One balance per account and day: where statements overlap, the earlier statement's day stands.
  const accounts = new Map<string, { currency: string; days: Map<IsoDate, number> }>();
  const ordered = [...statements].sort(
    (a, b) => (a.periodStart ?? '').localeCompare(b.periodStart ?? '') || a.id.localeCompare(b.id),
  );
  for (const statement of ordered) {
    const days = statementDays(statement, rows);
    if (!days) continue;
    const key = statement.accountId ?? `statement:${statement.id}`;
    const account = accounts.get(key) ?? { currency: statement.currency, days: new Map() };
    accounts.set(key, account);
    for (const day of days)
      if (!account.days.has(day.date)) account.days.set(day.date, day.balanceMinor);
  }
  const accountOf = new Map(statements.map((s) => [s.id, s.accountId ?? `statement:${s.id}`]));
  const rowsByMonth = groupBy(
    countedRows(rows).filter((row) => row.date),
    (row) => `${accountOf.get(row.statementId) ?? row.accountId}|${monthOf(row.date!)}`,
  );
  const result: MonthBalance[] = [];
  for (const [accountId, { currency, days }] of [...accounts].sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const byMonth = groupBy(
      [...days].sort(([a], [b]) => a.localeCompare(b)),
      ([date]) => monthOf(date),
    );
    for (const [month, monthDays] of byMonth) {
      const balances = monthDays.map(([, balance]) => balance);
      const negative = monthDays.filter(([, balance]) => balance < 0).map(([date]) => date);
      result.push({
        accountId,
        currency,
        month,
        days: monthDays.length,
        averageDailyMinor: Math.round(sum(balances) / monthDays.length),
        lowestMinor: Math.min(...balances),
        daysNegative: negative.length,
        negativeDates: negative,
        rowIds: (rowsByMonth.get(`${accountId}|${month}`) ?? []).map((row) => row.id),
      });
    }
  }
  return result;
}
