/**
 * Pieces shared by the blind-8 families (Hong Kong, Saudi Arabia, Egypt, Ghana, Brazil, Peru,
 * UK app bank, US charge card, Irish card, Korea, Canadian TFSA, US credit union) that earlier
 * kits lack: Hijri dates beside Gregorian ones, English day headings, month ends inside a
 * period, Peru's ITF tax and upper-case "03 MAR" dates.
 */
import { addDays, formatDate } from '../../format.ts';
import { monthEnd } from '../blind-3/common.ts';

const UMM_AL_QURA = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'UTC',
});

/** "1446-09-04": the Umm al-Qura (Saudi civil) date of an ISO Gregorian date. */
export function hijri(iso: string): string {
  const parts = UMM_AL_QURA.formatToParts(new Date(`${iso}T00:00:00Z`));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month').padStart(2, '0')}-${get('day').padStart(2, '0')}`;
}

const WEEKDAYS = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');

/** "Wednesday 4 June": an app bank's day heading, no year. */
export function dayHeading(iso: string): string {
  const wd = WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()] as string;
  return `${wd} ${formatDate(iso, 'D MMMM')}`;
}

/** "03 MAR": Irish card dates (upper-case month, no year). */
export const upperDayMonth = (iso: string): string => formatDate(iso, 'DD MMM').toUpperCase();

/** Every month end from `start` to `end` inclusive (interest is paid on them). */
export function monthEnds(start: string, end: string): string[] {
  const out: string[] = [];
  for (let m = monthEnd(start); m <= end; m = monthEnd(addDays(m, 1))) out.push(m);
  return out;
}

/**
 * Peru's ITF (0.005 % of each movement), truncated to multiples of 5 céntimos: nothing under
 * S/ 1,000.00, S/ 0.05 per whole S/ 1,000.
 */
export const itf = (minor: number): number => Math.floor(Math.abs(minor) / 100_000) * 5;
