import { z } from 'zod';
import { CATEGORY_CODES } from '../categories.ts';
import { decimalString } from './analysis.ts';

/**
 * Categorisation (issue #11): the 16 primary codes, the user's own categories mapped onto them,
 * ordered rules, learned merchant memory and proposed rules. The codes come from
 * `@bsp/shared/categories`, the one list the categoriser uses too.
 */
export const PRIMARY_CATEGORY_CODES = CATEGORY_CODES;
export const primaryCategorySchema = z.enum(PRIMARY_CATEGORY_CODES);
export type PrimaryCategory = z.infer<typeof primaryCategorySchema>;

/**
 * Where a row's category came from; 'user' is a person's own choice (never overwritten); 'llm' an
 * optional local language model's answer about an uncertain merchant (decision 029).
 */
export const CATEGORY_SOURCES = [
  'rule',
  'memory',
  'wording',
  'dictionary',
  'model',
  'llm',
  'user',
] as const;
export const categorySourceSchema = z.enum(CATEGORY_SOURCES);
export type CategorySourceName = z.infer<typeof categorySourceSchema>;

export const userCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  primary: primaryCategorySchema,
});
export type UserCategoryDto = z.infer<typeof userCategorySchema>;

export const categoryListSchema = z.object({
  /** The primary codes with their friendly labels, in taxonomy order. */
  taxonomy: z.array(z.object({ code: primaryCategorySchema, label: z.string() })),
  /** The user's own categories, by name. */
  user: z.array(userCategorySchema),
});
export type CategoryList = z.infer<typeof categoryListSchema>;

export const userCategoryCreateSchema = z.object({
  name: z.string().trim().min(1).max(100),
  primary: primaryCategorySchema,
});
export const userCategoryPatchSchema = userCategoryCreateSchema.partial();

const ruleFields = {
  field: z.enum(['description', 'merchant']),
  op: z.enum(['contains', 'equals', 'startsWith', 'regex']),
  value: z.string().min(1).max(200),
  sign: z.enum(['in', 'out', 'any']).default('any'),
  /** Bounds on the absolute amount, as decimals in the row's currency. */
  min_amount: decimalString.nullable().default(null),
  max_amount: decimalString.nullable().default(null),
  /** A primary code or the id of one of the user's categories. */
  category: z.string().min(1).max(100),
};

export const categoryRuleSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  ...ruleFields,
  sign: z.enum(['in', 'out', 'any']),
  min_amount: decimalString.nullable(),
  max_amount: decimalString.nullable(),
});
export type CategoryRuleDto = z.infer<typeof categoryRuleSchema>;

export const categoryRuleCreateSchema = z.object(ruleFields);
export const categoryRulePatchSchema = z
  .object({
    field: ruleFields.field,
    op: ruleFields.op,
    value: ruleFields.value,
    sign: z.enum(['in', 'out', 'any']),
    min_amount: decimalString.nullable(),
    max_amount: decimalString.nullable(),
    category: ruleFields.category,
  })
  .partial();
export const categoryRuleReorderSchema = z.object({
  /** Every rule id of the user, in the new order. */
  ids: z.array(z.string()).max(1000),
});
export const categoryRuleListSchema = z.object({ items: z.array(categoryRuleSchema) });

/** A rule tried on the user's past rows: how many it matches and the first few. */
export const categoryRuleTestResponseSchema = z.object({
  count: z.number().int(),
  sample: z.array(
    z.object({
      id: z.string(),
      date: z.string().nullable(),
      description: z.string(),
      amount: decimalString,
      currency: z.string(),
      category: z.string().nullable(),
    }),
  ),
});

export const merchantMemorySchema = z.object({
  merchant_key: z.string(),
  merchant: z.string().nullable(),
  category: z.string().nullable(),
  /** Off: the "don't learn" switch of a mixed merchant (Amazon, PayPal). */
  learn: z.boolean(),
  agreements: z.number().int(),
  /** Who taught it: the user's corrections, or the optional local language model (decision 029). */
  source: z.enum(['user', 'llm']),
  /** The model's confidence (capped below "applied"); null for the user's own corrections. */
  confidence: z.number().nullable(),
  updated_at: z.string(),
});
export const merchantMemoryListSchema = z.object({ items: z.array(merchantMemorySchema) });
export const merchantMemoryPatchSchema = z.object({ learn: z.boolean() });

export const ruleProposalSchema = z.object({
  merchant_key: z.string(),
  merchant: z.string().nullable(),
  category: z.string(),
  agreements: z.number().int(),
  rule: categoryRuleCreateSchema,
});
export const ruleProposalListSchema = z.object({ items: z.array(ruleProposalSchema) });
export const ruleProposalAcceptSchema = z.object({ merchant_key: z.string().min(1).max(200) });

/**
 * After a user changes a row's category: other rows of the same merchant (this user's) that
 * have a different category — the "Apply to 14 other Starbucks rows?" offer.
 */
export const similarRowsOfferSchema = z.object({
  merchant_key: z.string(),
  merchant: z.string().nullable(),
  category: z.string().nullable(),
  count: z.number().int(),
});
export type SimilarRowsOffer = z.infer<typeof similarRowsOfferSchema>;

export const applyMerchantSchema = z.object({
  merchant_key: z.string().min(1).max(200),
  category: z.string().trim().min(1).max(100),
});
export const applyMerchantResponseSchema = z.object({ updated: z.number().int() });
