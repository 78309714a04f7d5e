/**
 * Income: sources (INCOME rows grouped by payer), how regular each is, the average monthly income
 * over the months the data covers, and the months a regular source did not pay.
 */
import { addDays, type IsoDate, isoDate } from '@bsp/shared';
import { addMonths, detectCadence } from './cadence.ts';
import { datedRows, groupBy, median, monthOf, payeeLabel, seriesKey, sum } from './common.ts';
import type { Cadence, InsightRow } from './types.ts';

export interface IncomeSource {
  id: string;
  label: string;
  currency: string;
  /** null: irregular, or fewer than 3 payments. */
  cadence: Cadence | null;
  totalMinor: number;
  count: number;
  typicalMinor: number;
  /** Median day of the month it arrives on. */
  typicalDay: number;
  firstDate: IsoDate;
  lastDate: IsoDate;
  rowIds: string[];
}

export interface CurrencyIncome {
  currency: string;
  totalMinor: number;
  /** YYYY-MM months the period touches, the divisor of the average. */
  months: string[];
  averageMonthlyMinor: number;
  rowIds: string[];
}

export interface MissingIncome {
  sourceId: string;
  label: string;
  month: string;
  expected: IsoDate;
  reason: string;
  /** The source's payments, so a screen can show what usually arrives. */
  rowIds: string[];
}

export interface IncomeInsights {
  sources: IncomeSource[];
  byCurrency: CurrencyIncome[];
  missing: MissingIncome[];
}

export interface IncomeOptions {
  /** The period judged; default: first to last dated row. */
  period?: { start: IsoDate; end: IsoDate };
  /** Days after the expected day before a payment counts as missing (default 3). */
  graceDays?: number;
}

/** A source paid at least monthly is expected in every month. */
const MONTHLY_OR_MORE: ReadonlySet<Cadence> = new Set(['weekly', 'fortnightly', 'monthly']);

export function monthsBetween(start: IsoDate, end: IsoDate): string[] {
  const months: string[] = [];
  for (let day = `${monthOf(start)}-01`; monthOf(day) <= monthOf(end); day = addMonths(day, 1)) {
    months.push(monthOf(day));
  }
  return months;
}

function toSource(id: string, rows: (InsightRow & { date: IsoDate })[]): IncomeSource {
  const amounts = rows.map((row) => row.amountMinor);
  return {
    id,
    label: payeeLabel(rows.at(-1)!),
    currency: rows[0]!.currency,
    cadence: detectCadence(rows.map((row) => row.date)),
    totalMinor: sum(amounts),
    count: rows.length,
    typicalMinor: median(amounts),
    typicalDay: median(rows.map((row) => Number(row.date.slice(8, 10)))),
    firstDate: rows[0]!.date,
    lastDate: rows.at(-1)!.date,
    rowIds: rows.map((row) => row.id),
  };
}

/** The day a source is due in a month: its usual day (clamped to the month), the 28th if paid more often. */
function expectedIn(month: string, source: IncomeSource): IsoDate {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const wanted = source.cadence === 'monthly' ? source.typicalDay : 28;
  for (let day = wanted; day > 0; day--) {
    const date = isoDate(y, m, day);
    if (date) return date;
  }
  return `${month}-01`;
}

function missingMonths(
  source: IncomeSource,
  paidMonths: ReadonlySet<string>,
  period: { start: IsoDate; end: IsoDate },
  graceDays: number,
): MissingIncome[] {
  if (!source.cadence || !MONTHLY_OR_MORE.has(source.cadence)) return [];
  return monthsBetween(source.firstDate, period.end)
    .filter((month) => !paidMonths.has(month))
    .map((month) => ({ month, expected: expectedIn(month, source) }))
    .filter(({ expected }) => addDays(expected, graceDays) <= period.end)
    .map(({ month, expected }) => ({
      sourceId: source.id,
      label: source.label,
      month,
      expected,
      reason: `No payment from ${source.label} in ${month}; it usually pays ${source.cadence} (around day ${source.typicalDay})`,
      rowIds: source.rowIds,
    }));
}

export function incomeInsights(
  rows: readonly InsightRow[],
  options: IncomeOptions = {},
): IncomeInsights {
  const dated = datedRows(rows);
  const period = options.period ?? {
    start: dated[0]?.date ?? '1970-01-01',
    end: dated.at(-1)?.date ?? '1970-01-01',
  };
  const income = dated.filter(
    (row) =>
      row.category === 'INCOME' &&
      row.amountMinor > 0 &&
      row.date >= period.start &&
      row.date <= period.end,
  );
  const groups = groupBy(income, (row) => `${row.currency}|${seriesKey(row)}`);
  const sources = [...groups].map(([id, members]) => toSource(id, members));
  sources.sort((a, b) => b.totalMinor - a.totalMinor || a.id.localeCompare(b.id));

  const months = monthsBetween(period.start, period.end);
  const byCurrency = [...groupBy(income, (row) => row.currency)]
    .sort()
    .map(([currency, members]) => {
      const totalMinor = sum(members.map((row) => row.amountMinor));
      return {
        currency,
        totalMinor,
        months,
        averageMonthlyMinor: Math.round(totalMinor / months.length),
        rowIds: members.map((row) => row.id),
      };
    });

  const graceDays = options.graceDays ?? 3;
  const missing = sources.flatMap((source) => {
    const paid = new Set(groups.get(source.id)!.map((row) => monthOf(row.date)));
    return missingMonths(source, paid, period, graceDays);
  });
  return { sources, byCurrency, missing };
}
