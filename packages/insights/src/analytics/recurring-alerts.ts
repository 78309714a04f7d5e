/**
 * Alerts on recurring series, each with a human reason: a price rise, a series that stopped, a new
 * one, and a duplicate service. Pure: `asOf` is passed in.
 */
import { daysBetween, type IsoDate } from '@bsp/shared';
import { cadenceDays } from './cadence.ts';
import { humanDate, median, money } from './common.ts';
import type { RecurringSeries } from './recurring.ts';

export type RecurringAlertKind = 'price-rise' | 'stopped' | 'new' | 'duplicate';

export interface RecurringAlert {
  kind: RecurringAlertKind;
  seriesIds: string[];
  reason: string;
  rowIds: string[];
}

interface AlertContext {
  asOf: IsoDate;
  graceDays: number;
  /** The earliest dated row of the data: a series starting at it is not "new". */
  dataStart: IsoDate;
}

/** A series is new when it began within this many cycles of `asOf`, after a quiet cycle of data. */
const NEW_WINDOW_CYCLES = 3;

/**
 * The first charge from which every later charge sits more than 2 % above the typical charge
 * before it (so the rise is the latest charge or it persisted); null when there is none.
 */
function priceRise(series: RecurringSeries): RecurringAlert | null {
  const amounts = series.amountsMinor;
  for (let i = 1; i < amounts.length; i++) {
    const before = median(amounts.slice(0, i));
    if (amounts.slice(i).every((amount) => amount * 100 > before * 102)) {
      const last = amounts.at(-1)!;
      const percent = (((last - before) * 100) / before).toFixed(1);
      return {
        kind: 'price-rise',
        seriesIds: [series.id],
        reason: `${series.label} went up from ${money(before, series.currency)} to ${money(last, series.currency)} (+${percent} %), ${amounts.length - i} charge(s) at the new price`,
        rowIds: series.rowIds.slice(i),
      };
    }
  }
  return null;
}

function stopped(series: RecurringSeries, context: AlertContext): RecurringAlert | null {
  const late = daysBetween(series.nextExpected, context.asOf);
  if (late * 2 <= cadenceDays(series.cadence) + context.graceDays * 2) return null;
  return {
    kind: 'stopped',
    seriesIds: [series.id],
    reason: `${series.label} (${series.cadence}) was last charged on ${humanDate(series.lastDate)}; the next charge was expected about ${humanDate(series.nextExpected)} and none came by ${humanDate(context.asOf)}`,
    rowIds: series.rowIds.slice(-1),
  };
}

function isNew(series: RecurringSeries, context: AlertContext): RecurringAlert | null {
  const cycle = cadenceDays(series.cadence);
  const age = daysBetween(series.firstDate, context.asOf);
  const quietBefore = daysBetween(context.dataStart, series.firstDate);
  if (age > cycle * NEW_WINDOW_CYCLES || quietBefore < cycle) return null;
  return {
    kind: 'new',
    seriesIds: [series.id],
    reason: `${series.label} is new: first charged on ${humanDate(series.firstDate)}, with no charge in the ${quietBefore} days of data before`,
    rowIds: series.rowIds.slice(0, 1),
  };
}

function overlap(a: RecurringSeries, b: RecurringSeries): boolean {
  return a.firstDate <= b.lastDate && b.firstDate <= a.lastDate;
}

/** Within 10 % of each other. */
function nearSame(a: number, b: number): boolean {
  return Math.abs(a - b) * 10 <= Math.max(a, b);
}

function duplicates(series: readonly RecurringSeries[]): RecurringAlert[] {
  const alerts: RecurringAlert[] = [];
  for (let i = 0; i < series.length; i++) {
    for (let j = i + 1; j < series.length; j++) {
      const a = series[i]!;
      const b = series[j]!;
      if (a.currency !== b.currency || a.cadence !== b.cadence || !overlap(a, b)) continue;
      const sameMerchant = a.key === b.key;
      const twoEntertainment =
        a.category === 'ENTERTAINMENT' &&
        b.category === 'ENTERTAINMENT' &&
        nearSame(a.typicalMinor, b.typicalMinor);
      if (!sameMerchant && !twoEntertainment) continue;
      const what = sameMerchant
        ? `two ${a.cadence} ${a.label} payments`
        : `two ${a.cadence} entertainment subscriptions (${a.label} and ${b.label})`;
      alerts.push({
        kind: 'duplicate',
        seriesIds: [a.id, b.id],
        reason: `Possibly a duplicate service: ${what} at ${money(a.typicalMinor, a.currency)} and ${money(b.typicalMinor, b.currency)}, both active ${humanDate(a.firstDate > b.firstDate ? a.firstDate : b.firstDate)}–${humanDate(a.lastDate < b.lastDate ? a.lastDate : b.lastDate)}`,
        rowIds: [...a.rowIds, ...b.rowIds],
      });
    }
  }
  return alerts;
}

export function recurringAlerts(
  series: readonly RecurringSeries[],
  context: AlertContext,
): RecurringAlert[] {
  const single = series.flatMap((one) =>
    [priceRise(one), stopped(one, context), isNew(one, context)].filter(
      (alert): alert is RecurringAlert => alert !== null,
    ),
  );
  return [...single, ...duplicates(series)];
}
