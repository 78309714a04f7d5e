export { categorise } from './categorise.ts';
export { APPLY_AT, bandOf, type ConfidenceBand, SUGGEST_AT } from './confidence.ts';
export {
  AGREEMENTS_FOR_RULE,
  forget,
  LLM_MAX_CONFIDENCE,
  learn,
  proposals,
  type RuleProposal,
  recall,
  setLearning,
  similarRows,
} from './memory.ts';
export { type CleanMerchant, cleanMerchant } from './merchant.ts';
export {
  compileRulePattern,
  MAX_RULE_PATTERN,
  RuleError,
  ruleMatcher,
  testRule,
  validateRule,
} from './rules.ts';
export {
  CATEGORY_CODES,
  CATEGORY_LABELS,
  type CategoryCode,
  categoryLabel,
  isCategoryCode,
  primaryOf,
  type UserCategory,
} from './taxonomy.ts';
export type {
  CategoriseContext,
  CategoriseRow,
  CategoryResult,
  CategoryRule,
  CategorySource,
  MerchantMemory,
} from './types.ts';
