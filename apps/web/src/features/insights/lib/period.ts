/** The period picker's choices; every insight card on the dashboard uses the one picked. */
export type PeriodKey = 'month' | '3m' | '12m' | 'all' | 'custom';

export const PERIODS: { key: PeriodKey; label: string }[] = [
  { key: 'all', label: 'All time' },
  { key: 'month', label: 'This month' },
  { key: '3m', label: 'Last 3 months' },
  { key: '12m', label: 'Last 12 months' },
  { key: 'custom', label: 'Custom dates' },
];

export type DateRange = { date_from?: string; date_to?: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The first day of the month `back` calendar months before `today`'s ("2024-05-17", 2 → "2024-03-01"). */
export function monthStart(today: string, back: number): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1 - back;
  const date = new Date(Date.UTC(year, month, 1));
  return date.toISOString().slice(0, 10);
}

/**
 * The dates of a period, in whole calendar months so monthly figures are not cut: "last 3 months"
 * is this month and the two before. A custom range keeps only well-formed dates; one whose start
 * is after its end is read the other way round.
 */
export function periodRange(
  key: PeriodKey,
  today: string,
  custom: { from: string; to: string } = { from: '', to: '' },
): DateRange {
  switch (key) {
    case 'all':
      return {};
    case 'month':
      return { date_from: monthStart(today, 0), date_to: today };
    case '3m':
      return { date_from: monthStart(today, 2), date_to: today };
    case '12m':
      return { date_from: monthStart(today, 11), date_to: today };
    case 'custom': {
      const from = ISO_DATE.test(custom.from) ? custom.from : undefined;
      const to = ISO_DATE.test(custom.to) ? custom.to : undefined;
      if (from && to && from > to) return { date_from: to, date_to: from };
      return { ...(from ? { date_from: from } : {}), ...(to ? { date_to: to } : {}) };
    }
  }
}

/** Today as the calendar date where the user is (not UTC: late evening is still today). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
