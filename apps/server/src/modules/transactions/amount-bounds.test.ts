import { describe, expect, it } from 'vitest';
import { escapeLike, minorBound } from './amount-bounds.ts';

describe('minorBound', () => {
  it('converts exact values for each exponent', () => {
    expect(minorBound('12.34', 2, 'min')).toBe(1234);
    expect(minorBound('-12.34', 2, 'max')).toBe(-1234);
    expect(minorBound('5', 2, 'min')).toBe(500);
    expect(minorBound('1500', 0, 'min')).toBe(1500);
    expect(minorBound('1.25', 3, 'max')).toBe(1250);
    expect(minorBound('-0', 2, 'min')).toBe(0);
  });

  it('rounds towards the inside of the range when the bound has more digits', () => {
    expect(minorBound('10.005', 2, 'min')).toBe(1001);
    expect(minorBound('10.005', 2, 'max')).toBe(1000);
    expect(minorBound('-10.005', 2, 'min')).toBe(-1000);
    expect(minorBound('-10.005', 2, 'max')).toBe(-1001);
    expect(minorBound('0.5', 0, 'min')).toBe(1);
    expect(minorBound('0.5', 0, 'max')).toBe(0);
    expect(minorBound('10.000', 2, 'min')).toBe(1000);
  });

  it('clamps huge values', () => {
    expect(minorBound('99999999999999999999', 2, 'max')).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('escapeLike', () => {
  it('escapes the wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\x')).toBe('50\\%\\_off\\\\x');
  });
});
