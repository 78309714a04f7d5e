import { describe, expect, it } from 'vitest';
import { decimalToMinor, formatMoney, minorToDecimal } from './money.ts';

describe('money', () => {
  it('round-trips decimal strings through minor units', () => {
    for (const value of ['0.00', '12.34', '-12.34', '1234567.89', '-0.05']) {
      expect(minorToDecimal(decimalToMinor(value, 'GBP'), 'GBP')).toBe(value);
    }
  });
  it('pads and respects currency digits', () => {
    expect(decimalToMinor('12.3', 'EUR')).toBe(1230);
    expect(decimalToMinor('1500', 'JPY')).toBe(1500);
    expect(minorToDecimal(5, 'USD')).toBe('0.05');
    expect(decimalToMinor('1.234', 'KWD')).toBe(1234);
  });
  it('rejects what is not a plain decimal or has too many places', () => {
    expect(() => decimalToMinor('1,234.56', 'GBP')).toThrow(/Not a decimal/);
    expect(() => decimalToMinor('1.234', 'GBP')).toThrow(/decimal places/);
  });
});

describe('formatMoney', () => {
  it('formats with the currency and its digits, and plain amounts for XXX', () => {
    expect(formatMoney(-123456, 'GBP')).toBe('-£1,234.56');
    expect(formatMoney(1500, 'JPY')).toBe('JP¥1,500');
    expect(formatMoney(-1234567, 'XXX')).toBe('-12,345.67');
  });
});
