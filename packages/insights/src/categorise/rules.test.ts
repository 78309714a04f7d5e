import { describe, expect, it } from 'vitest';
import {
  compileRulePattern,
  MAX_RULE_PATTERN,
  RuleError,
  ruleMatcher,
  testRule,
  validateRule,
} from './rules.ts';
import type { CategoriseRow, CategoryRule } from './types.ts';

const row = (description: string, amountMinor: number): CategoriseRow => ({
  description,
  amountMinor,
  currency: 'EUR',
  date: '2024-03-01',
});
const rule = (over: Partial<CategoryRule>): CategoryRule => ({
  id: 'r1',
  position: 0,
  field: 'description',
  op: 'contains',
  value: 'x',
  sign: 'any',
  category: 'FOOD_AND_DRINK',
  ...over,
});

describe('rules', () => {
  const rows = [
    row('SQ *BLUE HERON COFFEE PORTLAND', -450),
    row('BLUE HERON COFFEE REFUND', 450),
    row('NETFLIX.COM', -1599),
  ];

  it('matches contains / equals / startsWith / regex case-insensitively', () => {
    expect(testRule(rule({ value: 'heron' }), rows).matches).toEqual([0, 1]);
    expect(testRule(rule({ op: 'equals', value: 'netflix.com' }), rows).matches).toEqual([2]);
    expect(testRule(rule({ op: 'startsWith', value: 'blue' }), rows).matches).toEqual([1]);
    expect(testRule(rule({ op: 'regex', value: '^(sq \\*)?blue' }), rows).matches).toEqual([0, 1]);
  });

  it('matches the cleaned merchant name or key on the merchant field', () => {
    expect(
      testRule(rule({ field: 'merchant', op: 'equals', value: 'Blue Heron Coffee' }), rows).count,
    ).toBe(1);
    expect(
      testRule(rule({ field: 'merchant', op: 'equals', value: 'netflix' }), rows).matches,
    ).toEqual([2]);
  });

  it('filters by sign and by absolute amount', () => {
    expect(testRule(rule({ value: 'heron', sign: 'out' }), rows).matches).toEqual([0]);
    expect(testRule(rule({ value: 'heron', sign: 'in' }), rows).matches).toEqual([1]);
    expect(testRule(rule({ value: '.', op: 'regex', minAmountMinor: 1000 }), rows).matches).toEqual(
      [2],
    );
    expect(testRule(rule({ value: '.', op: 'regex', maxAmountMinor: 500 }), rows).matches).toEqual([
      0, 1,
    ]);
  });

  it('applies rules in position order, first match wins', () => {
    const match = ruleMatcher([
      rule({ id: 'late', position: 2, value: 'coffee', category: 'ENTERTAINMENT' }),
      rule({ id: 'early', position: 1, value: 'heron' }),
    ]);
    expect(match(rows[0]!, { name: null, key: '' })?.id).toBe('early');
    expect(match(rows[2]!, { name: null, key: '' })).toBeNull();
  });

  it('rejects unsafe or invalid patterns with a clear error', () => {
    expect(() => compileRulePattern({ id: 'a', value: '(a+)+$' })).toThrow(/Nested repetition/);
    expect(() => compileRulePattern({ id: 'a', value: '(\\w*)*' })).toThrow(RuleError);
    expect(() => compileRulePattern({ id: 'a', value: '(a)\\1' })).toThrow(/Backreferences/);
    expect(() => compileRulePattern({ id: 'a', value: '[unclosed' })).toThrow(
      /Invalid regular expression/,
    );
    expect(() => compileRulePattern({ id: 'a', value: 'a'.repeat(MAX_RULE_PATTERN + 1) })).toThrow(
      /longer than/,
    );
    expect(() => validateRule(rule({ minAmountMinor: 500, maxAmountMinor: 100 }))).toThrow(
      /minimum amount/,
    );
    expect(() => validateRule(rule({ value: '  ' }))).toThrow(/empty/);
  });

  it('runs a permitted regex over a long descriptor quickly', () => {
    const started = performance.now();
    testRule(rule({ op: 'regex', value: '(ab|cd)+x' }), [row('ab'.repeat(5000), -1)]);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
