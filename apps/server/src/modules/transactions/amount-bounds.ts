/**
 * Amount filters arrive as decimal strings; rows hold minor units of their own currency. A bound
 * is turned into minor units per currency exponent, rounding towards the inside of the range
 * (min up, max down), so "amount_min=10.005" keeps 10.01 GBP and drops 10.00 GBP, and no
 * currency with more digits is ever rounded.
 */
const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

export function minorBound(value: string, digits: number, direction: 'min' | 'max'): number {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new Error(`Not a decimal amount: "${value}"`);
  const [, sign, whole = '0', fraction = ''] = match;
  const negative = sign === '-';
  const kept = fraction.slice(0, digits).padEnd(digits, '0');
  const rest = /[1-9]/.test(fraction.slice(digits));
  let magnitude = Number(`${whole}${kept}`);
  if (!Number.isSafeInteger(magnitude)) magnitude = Number.MAX_SAFE_INTEGER;
  let minor = negative ? -magnitude : magnitude;
  if (rest) {
    // truncation moved the value towards zero; step outwards where that is "inside" the range
    if (direction === 'min' && !negative) minor += 1;
    if (direction === 'max' && negative) minor -= 1;
  }
  return minor === 0 ? 0 : minor;
}

/** Escapes `\`, `%` and `_` for a LIKE/ILIKE pattern (PostgreSQL's default escape is `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
