import { describe, expect, it } from 'vitest';
import { decimalToMinor, minorToDecimal } from './money.ts';

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
