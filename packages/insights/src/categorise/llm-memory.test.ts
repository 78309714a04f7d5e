/**
 * Answers of the optional local language model kept in a user's memory (decision 029): they fill
 * in only where the cascade is unsure, always as "suggested", and yield to the user's corrections.
 */
import { describe, expect, it } from 'vitest';
import { categorise } from './categorise.ts';
import { LLM_MAX_CONFIDENCE, learn, proposals, recall } from './memory.ts';
import type { MerchantMemory } from './types.ts';

const row = (description: string, amountMinor = -1234) => ({
  description,
  amountMinor,
  currency: 'GBP',
  date: '2024-03-02',
});

describe('local model answers in memory', () => {
  it('recalls them as source llm, capped below applied', () => {
    const memory: MerchantMemory = {
      zorblaxventure: {
        category: 'GENERAL_SERVICES',
        learn: true,
        agreements: 0,
        source: 'llm',
        confidence: 0.95,
      },
    };
    expect(recall(memory, 'zorblaxventure')).toEqual({
      category: 'GENERAL_SERVICES',
      confidence: LLM_MAX_CONFIDENCE,
      source: 'llm',
    });
    const [result] = categorise([row('ZORBLAX VENTURES 4471')], { memory });
    expect(result).toMatchObject({
      category: 'GENERAL_SERVICES',
      source: 'llm',
      confidence: LLM_MAX_CONFIDENCE,
      suggested: true,
    });
  });

  it('yields to a sure answer of the cascade for the same key', () => {
    const memory: MerchantMemory = {
      starbucks: { category: 'TRAVEL', learn: true, agreements: 0, source: 'llm', confidence: 0.6 },
    };
    const [result] = categorise([row('STARBUCKS STORE 1234')], { memory });
    expect(result).toMatchObject({ category: 'FOOD_AND_DRINK', source: 'dictionary' });
  });

  it('is replaced by the user’s first correction, which counts once and proposes no rule', () => {
    const memory: MerchantMemory = {
      acme: { category: 'SHOPPING', learn: true, agreements: 0, source: 'llm', confidence: 0.6 },
    };
    expect(proposals({ ...memory, acme: { ...memory.acme!, agreements: 5 } })).toEqual([]);
    const corrected = learn(memory, 'acme', 'SHOPPING');
    expect(corrected.acme).toEqual({ category: 'SHOPPING', learn: true, agreements: 1 });
    expect(recall(corrected, 'acme')).toMatchObject({ source: 'memory', confidence: 0.9 });
  });

  it('stays silent when the user switched learning off', () => {
    const memory: MerchantMemory = {
      acme: { category: 'SHOPPING', learn: false, agreements: 0, source: 'llm', confidence: 0.6 },
    };
    expect(recall(memory, 'acme')).toBeNull();
  });
});
