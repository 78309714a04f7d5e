import { describe, expect, it } from 'vitest';
import {
  AGREEMENTS_FOR_RULE,
  learn,
  proposals,
  recall,
  setLearning,
  similarRows,
} from './memory.ts';
import { cleanMerchant } from './merchant.ts';

describe('merchant memory', () => {
  it('learns without changing the memory it was given, and counts agreeing corrections', () => {
    const empty = {};
    const once = learn(empty, 'starbucks', 'FOOD_AND_DRINK');
    expect(empty).toEqual({});
    expect(recall(once, 'starbucks')?.category).toBe('FOOD_AND_DRINK');
    const twice = learn(once, 'starbucks', 'FOOD_AND_DRINK');
    expect(twice.starbucks?.agreements).toBe(2);
    const changed = learn(twice, 'starbucks', 'ENTERTAINMENT');
    expect(changed.starbucks).toEqual({ category: 'ENTERTAINMENT', learn: true, agreements: 1 });
  });

  it('proposes a rule once corrections agreed three times', () => {
    let memory = {};
    for (let i = 0; i < AGREEMENTS_FOR_RULE - 1; i++)
      memory = learn(memory, 'starbucks', 'FOOD_AND_DRINK');
    expect(proposals(memory)).toEqual([]);
    memory = learn(memory, 'starbucks', 'FOOD_AND_DRINK');
    const [proposal] = proposals(memory);
    expect(proposal?.merchantKey).toBe('starbucks');
    expect(proposal?.rule).toMatchObject({
      field: 'merchant',
      op: 'equals',
      value: 'starbucks',
      category: 'FOOD_AND_DRINK',
    });
  });

  it('proposes a rule that matches the rows it learned from, on their side', async () => {
    const { categorise } = await import('./categorise.ts');
    const { ruleMatcher } = await import('./rules.ts');
    const row = {
      description: 'ACME LTD SALARY',
      amountMinor: 250000,
      currency: 'GBP',
      date: '2025-01-31',
    };
    const [result] = categorise([row]);
    let memory = {};
    for (let i = 0; i < AGREEMENTS_FOR_RULE; i++)
      memory = learn(memory, result!.merchantKey, 'INCOME');
    const [proposal] = proposals(memory);
    expect(proposal?.rule.sign).toBe('in');
    const rule = { ...proposal!.rule, id: 'r1', position: 0 };
    const match = ruleMatcher([rule]);
    expect(match(row, cleanMerchant(row.description))).toBe(rule);
    expect(match({ ...row, amountMinor: -250000 }, cleanMerchant(row.description))).toBeNull();
  });

  it('does not learn or answer for a merchant switched to "don\'t learn"', () => {
    const off = setLearning(learn({}, 'amazon', 'GENERAL_MERCHANDISE'), 'amazon', false);
    expect(recall(off, 'amazon')).toBeNull();
    expect(learn(off, 'amazon', 'ENTERTAINMENT')).toBe(off);
    expect(proposals(off)).toEqual([]);
  });

  it('finds the other rows of the same merchant', () => {
    const rows = ['STARBUCKS STORE 123 SEATTLE WA', 'NETFLIX.COM', 'SQ *STARBUCKS PORTLAND'].map(
      (description) => ({
        description,
        amountMinor: -500,
        currency: 'USD',
        date: '2024-03-01',
      }),
    );
    expect(similarRows(rows, cleanMerchant('STARBUCKS #9').key)).toEqual([0, 2]);
  });
});
