/** Public types of the categoriser (the server and web app are built against these names). */
import type { UserCategory } from './taxonomy.ts';

/** 'llm': an optional local language model's answer, kept in the user's memory (decision 029). */
export type CategorySource = 'rule' | 'memory' | 'wording' | 'dictionary' | 'model' | 'llm';

export interface CategoriseRow {
  description: string;
  amountMinor: number;
  currency: string;
  date: string;
}

export interface CategoryRule {
  id: string;
  position: number;
  field: 'description' | 'merchant';
  op: 'contains' | 'equals' | 'startsWith' | 'regex';
  value: string;
  sign: 'in' | 'out' | 'any';
  minAmountMinor?: number | null;
  maxAmountMinor?: number | null;
  /** A primary code or a user category id. */
  category: string;
}

export interface MerchantMemory {
  [merchantKey: string]: {
    category: string;
    learn: boolean;
    agreements: number;
    /** Absent or 'user': the user's corrections; 'llm': a local model's answer (decision 029). */
    source?: 'user' | 'llm';
    /** A model answer's confidence (below APPLY_AT, so it shows as suggested). */
    confidence?: number;
  };
}

export interface CategoryResult {
  category: string | null;
  merchant: string | null;
  merchantKey: string;
  confidence: number;
  source: CategorySource | null;
  suggested: boolean;
  ruleId?: string;
}

export interface CategoriseContext {
  rules?: CategoryRule[];
  memory?: MerchantMemory;
  userCategories?: UserCategory[];
}
