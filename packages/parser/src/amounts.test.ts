import { describe, expect, it } from 'vitest';
import { detectDecimalSeparator, formatMinor, parseAmount } from './amounts.ts';

describe('parseAmount', () => {
  it.each([
    ['1,234.56', '.', 123456, 0],
    ['1.234,56', ',', 123456, 0],
    ['1 234,56', ',', 123456, 0],
    ['1\u00a0234,56', ',', 123456, 0],
    ['1\u202f234,56', ',', 123456, 0],
    ["1'234.56", '.', 123456, 0],
    ['1,23,456.78', '.', 12345678, 0],
    ['(12.00)', '.', 1200, -1],
    ['-12.00', '.', 1200, -1],
    ['12.00-', '.', 1200, -1],
    ['12.00 CR', '.', 1200, 1],
    ['2,549.97CR', '.', 254997, 1],
    ['12.00 DR', '.', 1200, -1],
    ['12,00 S', ',', 1200, -1],
    ['12,00 H', ',', 1200, 1],
    ['£1,050.00', '.', 105000, 0],
    ['-$75.10', '.', 7510, -1],
    ['EUR 1.000,00', ',', 100000, 0],
    ['1.000,00 €', ',', 100000, 0],
  ] as const)('%s', (text, dec, minor, sign) => {
    const a = parseAmount(text, dec);
    expect(a?.minor).toBe(minor);
    expect(a?.sign).toBe(sign);
  });

  it('rejects dates, counts and malformed groups', () => {
    expect(parseAmount('16/05/2019')).toBeNull();
    expect(parseAmount('2019')).toBeNull();
    expect(parseAmount('12,34.56')).toBeNull();
    expect(parseAmount('1.234,56', '.')).toBeNull();
    expect(parseAmount('12.00 XYZ')).toBeNull();
  });

  it('reads currency symbols and codes', () => {
    expect(parseAmount('£5.00')?.currency).toBe('GBP');
    expect(parseAmount('5,00 EUR', ',')?.currency).toBe('EUR');
  });

  it('reads an amount under one printed without its leading zero (".00", "(.25)")', () => {
    expect(parseAmount('.00')).toMatchObject({ minor: 0, sign: 0 });
    expect(parseAmount('(.25)')).toMatchObject({ minor: 25, sign: -1 });
    expect(parseAmount(',50', ',')?.minor).toBe(50);
    expect(parseAmount(',50', '.')).toBeNull();
    expect(parseAmount('.5')).toBeNull();
  });

  it('accepts whole numbers only when asked', () => {
    expect(parseAmount('90,350 CR')).toBeNull();
    expect(parseAmount('90,350 CR', '.', false)?.minor).toBe(9035000);
  });
});

describe('detectDecimalSeparator', () => {
  it('votes by evidence', () => {
    expect(detectDecimalSeparator(['1.234,56', '12,00', '3,10'])).toBe(',');
    expect(detectDecimalSeparator(['1,234.56', '12.00'])).toBe('.');
    expect(detectDecimalSeparator(['12.05.2024', '1.234,56'])).toBe(',');
  });
});

describe('formatMinor', () => {
  it('formats', () => {
    expect(formatMinor(-5)).toBe('-0.05');
    expect(formatMinor(123456)).toBe('1234.56');
  });
});
