import { describe, expect, it } from 'vitest';
import { moved, ruleText } from './rule-text';

describe('ruleText', () => {
  it('says a rule in words', () => {
    expect(
      ruleText({
        field: 'merchant',
        op: 'equals',
        value: 'tesco',
        sign: 'any',
        min_amount: null,
        max_amount: null,
      }),
    ).toBe('Merchant is “tesco”');
    expect(
      ruleText({
        field: 'description',
        op: 'startsWith',
        value: 'DD ',
        sign: 'out',
        min_amount: '10.00',
        max_amount: '50.00',
      }),
    ).toBe('Description starts with “DD ”, money out, 10.00–50.00');
  });
});

describe('moved', () => {
  it('moves one id up or down, and not past either end', () => {
    expect(moved(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
  });
});
