/** Cadence of a series of dates (weekly … yearly) from the median gap, with a tolerance. */
import { addDays, daysBetween, type IsoDate, isoDate } from '@bsp/shared';
import { median } from './common.ts';
import type { Cadence } from './types.ts';

interface CadenceRule {
  cadence: Cadence;
  /** Nominal length in days (for "half a cadence" and windows). */
  days: number;
  min: number;
  max: number;
}

/** Gap ranges wide enough for weekends, bank holidays and short/long months. */
export const CADENCE_RULES: readonly CadenceRule[] = [
  { cadence: 'weekly', days: 7, min: 6, max: 8 },
  { cadence: 'fortnightly', days: 14, min: 12, max: 16 },
  { cadence: 'monthly', days: 30, min: 26, max: 35 },
  { cadence: 'quarterly', days: 91, min: 83, max: 99 },
  { cadence: 'yearly', days: 365, min: 350, max: 380 },
];

export function cadenceDays(cadence: Cadence): number {
  return CADENCE_RULES.find((rule) => rule.cadence === cadence)!.days;
}

/**
 * The cadence of sorted dates, or null: needs at least `minOccurrences` dates (3 by default, for
 * every cadence), a median gap inside one rule's range and at least two thirds of the gaps inside
 * it too (one late payment does not break a series; random shopping trips do not make one).
 */
export function detectCadence(dates: readonly IsoDate[], minOccurrences = 3): Cadence | null {
  if (dates.length < minOccurrences) return null;
  const gaps = dates.slice(1).map((date, i) => daysBetween(dates[i]!, date));
  const typical = median(gaps);
  const rule = CADENCE_RULES.find((r) => typical >= r.min && typical <= r.max);
  if (!rule) return null;
  const inside = gaps.filter((gap) => gap >= rule.min && gap <= rule.max).length;
  return inside * 3 >= gaps.length * 2 ? rule.cadence : null;
}

/** Adds calendar months, keeping the day where the month has it (31 Jan + 1 → 29 Feb / 28 Feb). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  for (let day = d; day >= 28; day--) {
    const result = isoDate(year, month, day);
    if (result) return result;
  }
  return isoDate(year, month, Math.min(d, 28))!;
}

/** The next expected date after `last` for a cadence (calendar months for monthly and longer). */
export function nextExpected(last: IsoDate, cadence: Cadence): IsoDate {
  switch (cadence) {
    case 'weekly':
      return addDays(last, 7);
    case 'fortnightly':
      return addDays(last, 14);
    case 'monthly':
      return addMonths(last, 1);
    case 'quarterly':
      return addMonths(last, 3);
    case 'yearly':
      return addMonths(last, 12);
  }
}
