import { describe, expect, it } from 'vitest';
import { parseAmountInput, parseDateInput } from './parse-amount';

describe('parseAmountInput', () => {
  it.each([
    ['12.5', '12.50'],
    ['-12.34', '-12.34'],
    ['1,234.56', '1234.56'],
    ['(12.50)', '-12.50'],
    ['£ 7', '7.00'],
    ['12.50-', '-12.50'],
    ['\u22123.10', '-3.10'],
    ['.5', '0.50'],
  ])('%s → %s', (input, expected) => {
    expect(parseAmountInput(input, 'GBP')).toEqual({ ok: true, value: expected });
  });
  it('rejects text and too many decimals', () => {
    expect(parseAmountInput('abc', 'GBP').ok).toBe(false);
    expect(parseAmountInput('1.234', 'GBP').ok).toBe(false);
    expect(parseAmountInput('1.5', 'JPY').ok).toBe(false);
  });
});

describe('parseDateInput', () => {
  it('accepts ISO and day-first dates, rejects impossible ones', () => {
    expect(parseDateInput('2024-02-29')).toEqual({ ok: true, value: '2024-02-29' });
    expect(parseDateInput('5/3/2024')).toEqual({ ok: true, value: '2024-03-05' });
    expect(parseDateInput('2023-02-29').ok).toBe(false);
  });
});
