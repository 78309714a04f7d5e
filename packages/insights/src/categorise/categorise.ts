/**
 * The cascade of issue #11: user rules → learned memory → bank wording → merchant dictionary →
 * classifier. The first confident answer wins; every result keeps its source and confidence.
 */
import { APPLY_AT, SUGGEST_AT } from './confidence.ts';
import { findBrand, findKeyword } from './dictionary.ts';
import { type CleanMerchant, cleanMerchant, merchantText } from './merchant.ts';
import { recall } from './memory.ts';
import { predictCategory } from './model.ts';
import { organisationName } from './organisation.ts';
import { ruleMatcher } from './rules.ts';
import { words } from './text.ts';
import type { CategoriseContext, CategoriseRow, CategoryResult, CategorySource } from './types.ts';
import { wordingCategory } from './wording.ts';

interface Answer {
  category: string;
  confidence: number;
  source: CategorySource;
  merchant: string | null;
  ruleId?: string;
}

/** Stage 4: a brand (Tesco, Ziggo) or a trade word (bakery, Zahnarzt) in the merchant text. */
function dictionaryAnswer(tokens: string[], merchant: CleanMerchant): Answer | null {
  const brand = findBrand(tokens);
  if (brand) return { category: brand.category, confidence: brand.confidence, source: 'dictionary', merchant: merchant.name };
  const keyword = findKeyword(tokens);
  if (keyword) return { category: keyword.category, confidence: keyword.confidence, source: 'dictionary', merchant: merchant.name };
  return null;
}

function categoriseOne(row: CategoriseRow, merchant: CleanMerchant, ctx: Required<CategoriseContext>, matchRule: ReturnType<typeof ruleMatcher>): Answer | null {
  const rule = matchRule(row, merchant);
  if (rule) return { category: rule.category, confidence: 1, source: 'rule', merchant: merchant.name, ruleId: rule.id };

  const remembered = recall(ctx.memory, merchant.key);
  if (remembered) return { ...remembered, source: 'memory', merchant: merchant.name };

  const tokens = words(merchantText(row.description));
  const dictionaryHit = dictionaryAnswer(tokens, merchant);
  const wording = wordingCategory(row.description, row.amountMinor);
  // rail words alone (UPI, BIZUM, SO) say "transfer" unless the counterparty is a known business
  if (wording && !(wording.rule === 'person transfer' && dictionaryHit && dictionaryHit.confidence >= APPLY_AT)) {
    const name = wording.merchant === 'none' ? null : typeof wording.merchant === 'object' ? wording.merchant.name : organisationName(merchant.name);
    return { category: wording.category, confidence: wording.confidence, source: 'wording', merchant: name };
  }

  const model = predictCategory(row.description, row.amountMinor);
  if (dictionaryHit && dictionaryHit.confidence >= APPLY_AT) return dictionaryHit;
  if (dictionaryHit && model && model.category === dictionaryHit.category) {
    return { ...dictionaryHit, confidence: Math.max(APPLY_AT, dictionaryHit.confidence, model.confidence) };
  }
  if (model && (!dictionaryHit || model.confidence > dictionaryHit.confidence)) {
    return { category: model.category, confidence: model.confidence, source: 'model', merchant: merchant.name };
  }
  return dictionaryHit;
}

export function categorise(rows: CategoriseRow[], ctx: CategoriseContext = {}): CategoryResult[] {
  const full: Required<CategoriseContext> = { rules: ctx.rules ?? [], memory: ctx.memory ?? {}, userCategories: ctx.userCategories ?? [] };
  const matchRule = ruleMatcher(full.rules);
  const merchants = new Map<string, CleanMerchant>();
  return rows.map((row) => {
    let merchant = merchants.get(row.description);
    if (!merchant) {
      merchant = cleanMerchant(row.description);
      merchants.set(row.description, merchant);
    }
    const answer = categoriseOne(row, merchant, full, matchRule);
    const base = { merchant: answer?.merchant ?? merchant.name, merchantKey: merchant.key };
    if (!answer || answer.confidence < SUGGEST_AT) {
      return { ...base, category: null, confidence: answer?.confidence ?? 0, source: null, suggested: false };
    }
    const result: CategoryResult = {
      ...base,
      merchant: answer.merchant,
      category: answer.category,
      confidence: Math.round(answer.confidence * 1000) / 1000,
      source: answer.source,
      suggested: answer.confidence < APPLY_AT,
    };
    if (answer.ruleId) result.ruleId = answer.ruleId;
    return result;
  });
}
