/**
 * Stage 2: the user's learned merchant memory. Pure functions: every change returns new memory.
 */
import { cleanMerchant } from './merchant.ts';
import type { CategoriseRow, CategoryRule, MerchantMemory } from './types.ts';

/** Corrections that agree this many times turn into a proposed rule. */
export const AGREEMENTS_FOR_RULE = 3;

/**
 * Remembers `category` for the merchant; a repeated identical correction counts as agreement. A
 * local model's answer is no correction: the user's first one replaces it and counts once.
 */
export function learn(
  memory: MerchantMemory,
  merchantKey: string,
  category: string,
): MerchantMemory {
  const current = memory[merchantKey];
  if (current && !current.learn) return memory;
  const agreed = current && current.source !== 'llm' && current.category === category;
  const agreements = agreed ? current.agreements + 1 : 1;
  return { ...memory, [merchantKey]: { category, learn: true, agreements } };
}

/** The "don't learn" switch for mixed merchants (Amazon, PayPal): memory stops answering for them. */
export function setLearning(
  memory: MerchantMemory,
  merchantKey: string,
  on: boolean,
): MerchantMemory {
  const current = memory[merchantKey] ?? { category: '', learn: on, agreements: 0 };
  return { ...memory, [merchantKey]: { ...current, learn: on } };
}

export function forget(memory: MerchantMemory, merchantKey: string): MerchantMemory {
  const { [merchantKey]: _dropped, ...rest } = memory;
  return rest;
}

/** A local model's remembered answer never counts as applied: the user has not confirmed it. */
export const LLM_MAX_CONFIDENCE = 0.69;

/**
 * The category memory gives for a merchant, or null (unknown or "don't learn"); `source` says
 * whether the user taught it or a local model answered it.
 */
export function recall(
  memory: MerchantMemory,
  merchantKey: string,
): { category: string; confidence: number; source: 'memory' | 'llm' } | null {
  const entry = memory[merchantKey];
  if (!entry?.learn || !entry.category) return null;
  if (entry.source === 'llm')
    return {
      category: entry.category,
      confidence: Math.min(LLM_MAX_CONFIDENCE, entry.confidence ?? LLM_MAX_CONFIDENCE),
      source: 'llm',
    };
  // one correction is already the user's word; agreement makes it surer
  return {
    category: entry.category,
    confidence: Math.min(0.99, 0.9 + 0.03 * (entry.agreements - 1)),
    source: 'memory',
  };
}

export interface RuleProposal {
  merchantKey: string;
  category: string;
  agreements: number;
  rule: Omit<CategoryRule, 'id' | 'position'>;
}

/** Merchants whose corrections agreed AGREEMENTS_FOR_RULE times, as rules the user may accept. */
export function proposals(memory: MerchantMemory): RuleProposal[] {
  return Object.entries(memory)
    .filter(
      ([, e]) => e.learn && e.category && e.source !== 'llm' && e.agreements >= AGREEMENTS_FOR_RULE,
    )
    .map(([merchantKey, e]) => ({
      merchantKey,
      category: e.category,
      agreements: e.agreements,
      rule: { field: 'merchant', op: 'equals', ...ruleTarget(merchantKey), category: e.category },
    }));
}

/**
 * What a rule must match for a memory key: memory keeps money in apart ("in:…") and bank lines
 * by their wording ("atm-withdrawal:…"); a rule compares the merchant's own key, on that side.
 */
function ruleTarget(merchantKey: string): { value: string; sign: 'in' | 'out' } {
  const inbound = merchantKey.startsWith('in:');
  const rest = inbound ? merchantKey.slice(3) : merchantKey;
  return { value: rest.slice(rest.lastIndexOf(':') + 1), sign: inbound ? 'in' : 'out' };
}

/** Indexes of rows of the same merchant ("Apply to 14 other Starbucks rows?"). */
export function similarRows(rows: CategoriseRow[], merchantKey: string): number[] {
  const out: number[] = [];
  rows.forEach((row, index) => {
    if (cleanMerchant(row.description).key === merchantKey) out.push(index);
  });
  return out;
}
