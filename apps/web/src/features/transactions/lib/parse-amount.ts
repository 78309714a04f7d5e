import { decimalToMinor, isIsoDate, minorToDecimal } from '@bsp/shared';

/**
 * What a person types into the amount cell → the contract's decimal string, or an error.
 * Accepts "1,234.56", "-12", "(12.50)" (accounting negative), "£12.50", "12.50-" and "−12".
 */
export function parseAmountInput(
  input: string,
  currency: string,
): { ok: true; value: string } | { ok: false; error: string } {
  let text = input
    .trim()
    .replace(/[\s,£$€¥]|[A-Z]{3}/g, '')
    .replace(/\u2212/g, '-');
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.endsWith('-')) {
    negative = true;
    text = text.slice(0, -1);
  }
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  } else if (text.startsWith('+')) {
    text = text.slice(1);
  }
  if (!/^\d+(\.\d+)?$/.test(text) && !/^\.\d+$/.test(text)) {
    return { ok: false, error: 'Enter an amount like -12.34 (negative for money out).' };
  }
  try {
    const minor = decimalToMinor(text.startsWith('.') ? `0${text}` : text, currency);
    return { ok: true, value: minorToDecimal(negative ? -minor : minor, currency) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : 'Not a valid amount.' };
  }
}

export function parseDateInput(
  input: string,
): { ok: true; value: string } | { ok: false; error: string } {
  const text = input.trim();
  if (isIsoDate(text)) return { ok: true, value: text };
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (dmy) {
    const value = `${dmy[3]}-${dmy[2]?.padStart(2, '0')}-${dmy[1]?.padStart(2, '0')}`;
    if (isIsoDate(value)) return { ok: true, value };
  }
  return { ok: false, error: 'Enter a date as YYYY-MM-DD (or DD/MM/YYYY).' };
}
