/** How dates, months, periods, shares and cadences read in the report. */
import type { IsoDate } from '@bsp/shared';
import { humanDate } from '../analytics/common.ts';
import type { Cadence } from '../analytics/types.ts';
import type { ReportPeriod } from './model.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function dateText(date: IsoDate | null): string {
  return date ? humanDate(date) : '—';
}

/** "2024-03" → "Mar 2024". */
export function monthText(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return MONTHS[m - 1] ? `${MONTHS[m - 1]} ${year}` : month;
}

export function periodText(period: ReportPeriod): string {
  if (!period.start && !period.end) return 'Period not printed';
  return `${dateText(period.start)} – ${dateText(period.end)}`;
}

/** 0.2534 → "25.3 %". */
export function shareText(share: number): string {
  return `${(share * 100).toFixed(1)} %`;
}

export function cadenceText(cadence: Cadence | null): string {
  return cadence ? cadence.charAt(0).toUpperCase() + cadence.slice(1) : 'Irregular';
}

/**
 * Only the last 4 characters of an account number are ever printed, whatever the server passes:
 * "12345678" → "•••• 5678"; a number of 4 or fewer characters shows as "••••".
 */
export function maskAccountNumber(accountNumber: string | null): string | null {
  if (!accountNumber) return null;
  const compact = accountNumber.replace(/[\s-]+/g, '');
  return compact.length > 4 ? `•••• ${compact.slice(-4)}` : '••••';
}
