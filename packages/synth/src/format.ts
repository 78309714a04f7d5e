/** Number and date formatting for synthetic statements. Money is always integer minor units. */

export interface NumberStyle {
  /** Thousands separator: ',', '.', ' ', "'", '\u00a0' or '' (none). */
  group: string;
  decimal: string;
  /** Indian grouping: 12,34,567.89 */
  indian?: boolean;
}

export const EN: NumberStyle = { group: ',', decimal: '.' };
export const DE: NumberStyle = { group: '.', decimal: ',' };
export const FR: NumberStyle = { group: ' ', decimal: ',' };
export const CH: NumberStyle = { group: "'", decimal: '.' };
export const IN: NumberStyle = { group: ',', decimal: '.', indian: true };

/** 123456 → "1,234.56" (absolute value; signs are the caller's business). */
export function formatMinor(minor: number, style: NumberStyle = EN): string {
  const abs = Math.abs(minor);
  const whole = String(Math.floor(abs / 100));
  const frac = String(abs % 100).padStart(2, '0');
  let grouped: string;
  if (!style.group) grouped = whole;
  else if (style.indian && whole.length > 3) {
    const last3 = whole.slice(-3);
    const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, style.group);
    grouped = `${rest}${style.group}${last3}`;
  } else grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  return `${grouped}${style.decimal}${frac}`;
}

/** Integer minor units → the contract's decimal string ("-12.34"). */
export function toDecimal(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new Error(`not a safe integer: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export type Lang = 'en' | 'de' | 'fr' | 'es';

const MONTHS: Record<Lang, string[]> = {
  en: 'January February March April May June July August September October November December'.split(
    ' ',
  ),
  de: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(
    ' ',
  ),
  fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(
    ' ',
  ),
  es: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(
    ' ',
  ),
};

/** Days since 1970-01-01 for an ISO date, and back. Pure integer calendar arithmetic (UTC). */
export function isoToDay(iso: string): number {
  return Math.round(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
}
export function dayToIso(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}
export function addDays(iso: string, days: number): string {
  return dayToIso(isoToDay(iso) + days);
}

/**
 * Format an ISO date with tokens YYYY YY MMMM MMM MM M DD D (English-only short months for MMM
 * unless `lang` says otherwise). Anything else is copied through.
 */
export function formatDate(iso: string, pattern: string, lang: Lang = 'en'): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = MONTHS[lang][m - 1] as string;
  return pattern.replace(/YYYY|YY|MMMM|MMM|MM|M|DD|D/g, (token) => {
    switch (token) {
      case 'YYYY':
        return String(y);
      case 'YY':
        return String(y % 100).padStart(2, '0');
      case 'MMMM':
        return month;
      case 'MMM':
        return month.slice(0, 3);
      case 'MM':
        return String(m).padStart(2, '0');
      case 'M':
        return String(m);
      case 'DD':
        return String(d).padStart(2, '0');
      default:
        return String(d);
    }
  });
}
