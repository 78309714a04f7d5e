import { decimalToMinor } from '@bsp/shared';
import { money } from '../../analyses/lib/insights';

/** A decimal string from the API as money ("1234.50", "GBP" → "£1,234.50"); "—" when missing. */
export function decimalMoney(value: string | null | undefined, currency: string): string {
  if (value == null) return '—';
  try {
    return money(decimalToMinor(value, currency), currency);
  } catch {
    return `${value} ${currency}`;
  }
}

const CADENCE_LABELS: Record<string, string> = {
  weekly: 'Weekly',
  fortnightly: 'Every two weeks',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

export function cadenceLabel(cadence: string | null): string {
  return cadence ? (CADENCE_LABELS[cadence] ?? cadence) : 'Irregular';
}

/** Debt-service ratio (loan payments ÷ true revenue) as a percentage; "—" without revenue. */
export function ratioLabel(ratio: number | null): string {
  return ratio == null ? '—' : `${(ratio * 100).toFixed(1)} %`;
}

const ALERT_LABELS: Record<string, string> = {
  'price-rise': 'Price rise',
  stopped: 'Stopped',
  new: 'New',
  duplicate: 'Possible duplicate',
};

export function alertLabel(kind: string): string {
  return ALERT_LABELS[kind] ?? kind;
}
