/**
 * Recurring payments and subscriptions: money-out rows grouped by payee (merchant key, else the
 * description without digits), split by account and by amount band, kept when the dates have a
 * cadence (at least 3 charges for every cadence). Alerts live in `recurring-alerts.ts`.
 */
import type { IsoDate } from '@bsp/shared';
import type { CategoryCode } from '@bsp/shared/categories';
import { detectCadence, nextExpected } from './cadence.ts';
import { datedRows, groupBy, median, payeeLabel, seriesKey } from './common.ts';
import { type RecurringAlert, recurringAlerts } from './recurring-alerts.ts';
import type { Cadence, InsightRow } from './types.ts';

export interface RecurringSeries {
  /** Stable within one call: currency|account|payee key|band. */
  id: string;
  key: string;
  label: string;
  currency: string;
  accountId: string | null;
  category: CategoryCode | null;
  cadence: Cadence;
  occurrences: number;
  /** Charge sizes are positive: the median charge and the latest one. */
  typicalMinor: number;
  lastMinor: number;
  /** Charge sizes in date order, for trends. */
  amountsMinor: number[];
  firstDate: IsoDate;
  lastDate: IsoDate;
  nextExpected: IsoDate;
  rowIds: string[];
}

export interface RecurringOptions {
  /** The day the data is judged on (for "stopped" and "new"); no clock is read. */
  asOf: IsoDate;
  /** Days of slack before a late charge counts as stopped (default 3). */
  graceDays?: number;
  /** Transfers to other people or own accounts are left out unless asked for. */
  includeTransfers?: boolean;
}

export interface Recurring {
  series: RecurringSeries[];
  alerts: RecurringAlert[];
}

/** Charges within 35 % of their neighbour share a band: a price rise stays, a second plan splits. */
const BAND_RATIO = 1.35;

function amountBands(rows: readonly (InsightRow & { date: IsoDate })[]) {
  const sorted = [...rows].sort((a, b) => b.amountMinor - a.amountMinor);
  const bands: (InsightRow & { date: IsoDate })[][] = [];
  let previous = 0;
  for (const row of sorted) {
    const size = -row.amountMinor;
    const band = bands.at(-1);
    if (band && size <= previous * BAND_RATIO) band.push(row);
    else bands.push([row]);
    previous = size;
  }
  return bands.map((band) =>
    band.sort((a, b) => a.date.localeCompare(b.date) || a.rowIndex - b.rowIndex),
  );
}

function toSeries(rows: (InsightRow & { date: IsoDate })[], id: string): RecurringSeries | null {
  const cadence = detectCadence(rows.map((row) => row.date));
  if (!cadence) return null;
  const first = rows[0]!;
  const last = rows.at(-1)!;
  const amounts = rows.map((row) => -row.amountMinor);
  return {
    id,
    key: seriesKey(first),
    label: payeeLabel(last),
    currency: first.currency,
    accountId: first.accountId,
    category: last.category,
    cadence,
    occurrences: rows.length,
    typicalMinor: median(amounts),
    lastMinor: amounts.at(-1)!,
    amountsMinor: amounts,
    firstDate: first.date,
    lastDate: last.date,
    nextExpected: nextExpected(last.date, cadence),
    rowIds: rows.map((row) => row.id),
  };
}

export function findRecurring(rows: readonly InsightRow[], options: RecurringOptions): Recurring {
  const dated = datedRows(rows);
  const outgoing = dated.filter(
    (row) =>
      row.amountMinor < 0 &&
      (options.includeTransfers ||
        (row.category !== 'TRANSFER_OUT' && row.category !== 'TRANSFER_IN')),
  );
  const groups = groupBy(outgoing, (row) =>
    [row.currency, row.accountId ?? '-', seriesKey(row)].join('|'),
  );
  const series: RecurringSeries[] = [];
  for (const [groupId, members] of groups) {
    if (!seriesKey(members[0]!)) continue;
    amountBands(members).forEach((band, i) => {
      const found = toSeries(band, `${groupId}|${i}`);
      if (found) series.push(found);
    });
  }
  series.sort((a, b) => a.label.localeCompare(b.label) || a.id.localeCompare(b.id));
  const dataStart = dated[0]?.date ?? options.asOf;
  return {
    series,
    alerts: recurringAlerts(series, {
      asOf: options.asOf,
      graceDays: options.graceDays ?? 3,
      dataStart,
    }),
  };
}
