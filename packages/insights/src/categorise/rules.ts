/**
 * Stage 1: the user's own rules, in their order. Regex rules use a safe subset: bounded length,
 * no backreferences, no nested quantifiers, so a rule can never hang categorisation.
 */
import { cleanMerchant } from './merchant.ts';
import type { CategoriseRow, CategoryRule } from './types.ts';

export const MAX_RULE_PATTERN = 200;

export class RuleError extends Error {
  readonly ruleId: string;
  constructor(ruleId: string, message: string) {
    super(message);
    this.ruleId = ruleId;
    this.name = 'RuleError';
  }
}

/** Quantified groups inside quantified groups ((a+)+, (a|aa)*) backtrack exponentially. */
const NESTED_QUANTIFIER = /\((?:[^()\\]|\\.)*[+*}](?:[^()\\]|\\.)*\)\s*[+*{?]/;

/** Throws a RuleError that says what is wrong, or returns the compiled case-insensitive regex. */
export function compileRulePattern(rule: Pick<CategoryRule, 'id' | 'value'>): RegExp {
  const { value } = rule;
  if (value.length === 0) throw new RuleError(rule.id, 'The pattern is empty.');
  if (value.length > MAX_RULE_PATTERN) {
    throw new RuleError(rule.id, `The pattern is longer than ${MAX_RULE_PATTERN} characters.`);
  }
  if (/\\[1-9]|\\k</.test(value))
    throw new RuleError(rule.id, 'Backreferences are not allowed in rule patterns.');
  if (/\(\?<?[=!]/.test(value))
    throw new RuleError(rule.id, 'Lookarounds are not allowed in rule patterns.');
  if (NESTED_QUANTIFIER.test(value)) {
    throw new RuleError(
      rule.id,
      'Nested repetition like (a+)+ is not allowed: it can take forever to match.',
    );
  }
  try {
    return new RegExp(value, 'iu');
  } catch (error) {
    throw new RuleError(rule.id, `Invalid regular expression: ${(error as Error).message}`);
  }
}

/** Throws a RuleError when the rule cannot be used (call it before saving a rule). */
export function validateRule(rule: CategoryRule): void {
  if (rule.op === 'regex') compileRulePattern(rule);
  else if (rule.value.trim().length === 0)
    throw new RuleError(rule.id, 'The text to match is empty.');
  if (
    rule.minAmountMinor != null &&
    rule.maxAmountMinor != null &&
    rule.minAmountMinor > rule.maxAmountMinor
  ) {
    throw new RuleError(rule.id, 'The minimum amount is above the maximum amount.');
  }
}

/** The row's cleaned merchant: a merchant rule matches its name or its key. */
export interface RuleMerchant {
  name: string | null;
  key: string;
}

export type RuleMatcher = (row: CategoriseRow, merchant: RuleMerchant) => boolean;

/** Amount bounds compare the absolute amount: "between 10 and 50" means either direction. */
export function compileRule(rule: CategoryRule): RuleMatcher {
  validateRule(rule);
  const needle = rule.value.toLocaleLowerCase();
  const regex = rule.op === 'regex' ? compileRulePattern(rule) : null;
  const matchText = (text: string): boolean => {
    if (regex) return regex.test(text);
    const hay = text.toLocaleLowerCase();
    if (rule.op === 'equals') return hay.trim() === needle.trim();
    if (rule.op === 'startsWith') return hay.startsWith(needle);
    return hay.includes(needle);
  };
  return (row, merchant) => {
    if (rule.sign === 'in' && row.amountMinor < 0) return false;
    if (rule.sign === 'out' && row.amountMinor >= 0) return false;
    const size = Math.abs(row.amountMinor);
    if (rule.minAmountMinor != null && size < rule.minAmountMinor) return false;
    if (rule.maxAmountMinor != null && size > rule.maxAmountMinor) return false;
    if (rule.field === 'merchant') return matchText(merchant.name ?? '') || matchText(merchant.key);
    return matchText(row.description.slice(0, 1000));
  };
}

/** Rules sorted by position, compiled once; the first matching rule wins. */
export function ruleMatcher(
  rules: CategoryRule[],
): (row: CategoriseRow, merchant: RuleMerchant) => CategoryRule | null {
  const compiled = [...rules]
    .sort((a, b) => a.position - b.position)
    .map((rule) => [rule, compileRule(rule)] as const);
  return (row, merchant) => {
    for (const [rule, matches] of compiled) if (matches(row, merchant)) return rule;
    return null;
  };
}

/** Preview of a rule: the rows it would categorise (for the rules screen's "test"). */
export function testRule(
  rule: CategoryRule,
  rows: CategoriseRow[],
): { matches: number[]; count: number } {
  const matches = compileRule(rule);
  const hits: number[] = [];
  rows.forEach((row, index) => {
    if (matches(row, cleanMerchant(row.description))) hits.push(index);
  });
  return { matches: hits, count: hits.length };
}
