import { z } from 'zod';
import { decimalString, isoDateString, statementChecksSchema } from './analysis.ts';
import { categorySourceSchema, similarRowsOfferSchema } from './categories.ts';
import { paginated, paginationQuerySchema } from './pagination.ts';

export const transactionSchema = z.object({
  id: z.string(),
  analysis_id: z.string(),
  statement_id: z.string(),
  account_id: z.string().nullable(),
  /** Position in the statement (0-based), the order the checks use. */
  row_index: z.number().int(),
  date: isoDateString.nullable(),
  post_date: isoDateString.nullable(),
  description: z.string(),
  /** Negative when money leaves the account holder. */
  amount: decimalString,
  balance: decimalString.nullable(),
  currency: z.string(),
  reference: z.string().nullable(),
  /** A primary code (FOOD_AND_DRINK) or the id of one of the user's categories. */
  category: z.string().nullable(),
  /** Clean merchant name from the descriptor ("Trader Joe's"), null when none. */
  merchant: z.string().nullable(),
  /** Normalised merchant key: rows of one merchant share it (memory, apply-to-similar). */
  merchant_key: z.string().nullable(),
  /** Where the category came from (null: none, or a value set before categorisation). */
  category_source: categorySourceSchema.nullable(),
  category_confidence: z.number().nullable(),
  /** Applied but unsure (confidence 0.5–0.7): the grid marks it "suggested". */
  category_suggested: z.boolean(),
  notes: z.string().nullable(),
  excluded: z.boolean(),
  confidence: z.number(),
  page: z.number().int().nullable(),
  /** [x0, y0, x1, y1] in PDF points from the page's top-left. */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
  /** 'parser' for extracted rows, 'manual' for rows a user added. */
  source: z.enum(['parser', 'manual']),
  edited: z.boolean(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const TRANSACTION_SORTS = [
  'date',
  '-date',
  'amount',
  '-amount',
  'description',
  '-description',
  'row',
] as const;

export const transactionListQuerySchema = paginationQuerySchema.extend({
  analysis: z.string().optional(),
  account: z.string().optional(),
  statement: z.string().optional(),
  date_from: isoDateString.optional(),
  date_to: isoDateString.optional(),
  amount_min: decimalString.optional(),
  amount_max: decimalString.optional(),
  q: z.string().max(200).optional(),
  /** Exact category; `none` for rows without one. */
  category: z.string().max(100).optional(),
  merchant_key: z.string().max(200).optional(),
  /** Only these rows (comma-separated ids, at most 500): the rows behind an insight's figure. */
  ids: z
    .string()
    .max(500 * 37)
    .optional(),
  sort: z.enum(TRANSACTION_SORTS).default('row'),
});
export const transactionListResponseSchema = paginated(transactionSchema);

/** The list's filters without paging or order (the summary is over every matching row). */
export const transactionSummaryQuerySchema = transactionListQuerySchema.omit({
  page: true,
  page_size: true,
  sort: true,
});

/**
 * Sums of the matching rows, computed by the server so an overview need not download them.
 * Excluded rows are left out; money_out is positive; one entry per currency (never mixed).
 */
export const transactionSummarySchema = z.object({
  /** Most rows first. `count` is the rows that count (not excluded). */
  currencies: z.array(
    z.object({
      currency: z.string(),
      money_in: decimalString,
      money_out: decimalString,
      net: decimalString,
      count: z.number().int(),
    }),
  ),
  /** Rows with a date, by calendar month ("2024-03"), in month order. */
  months: z.array(
    z.object({
      currency: z.string(),
      month: z.string().regex(/^\d{4}-\d{2}$/),
      money_in: decimalString,
      money_out: decimalString,
    }),
  ),
  /** Money out by merchant (the clean name; the description when none), largest first. */
  merchants: z.array(
    z.object({
      currency: z.string(),
      merchant: z.string(),
      money_out: decimalString,
      count: z.number().int(),
    }),
  ),
  /** Money out by category (null: none), largest first. */
  categories: z.array(
    z.object({
      currency: z.string(),
      category: z.string().nullable(),
      money_out: decimalString,
      count: z.number().int(),
    }),
  ),
});
export type TransactionSummary = z.infer<typeof transactionSummarySchema>;

export const transactionPatchSchema = z
  .object({
    date: isoDateString.nullable(),
    description: z.string().trim().min(1).max(500),
    amount: decimalString,
    category: z.string().trim().max(100).nullable(),
    notes: z.string().max(2000).nullable(),
    excluded: z.boolean(),
  })
  .partial();

/** A changed row answers with the statement's re-run checks, so the app can update at once. */
export const transactionChangeResponseSchema = z.object({
  transaction: transactionSchema,
  checks: statementChecksSchema,
  /** Set when the category changed and other rows of the merchant have another category. */
  similar: similarRowsOfferSchema.nullable().optional(),
});

export const transactionBulkUpdateSchema = z.object({
  ids: z.array(z.string()).min(1).max(1000),
  changes: transactionPatchSchema.pick({ category: true, excluded: true }),
});

/** `updated` counts rows that actually changed; each touched statement answers its re-run checks. */
export const transactionBulkResponseSchema = z.object({
  updated: z.number().int(),
  /** Per merchant of the changed rows: other rows of it with a different category. */
  similar: z.array(similarRowsOfferSchema).optional(),
  statements: z.array(z.object({ id: z.string(), checks: statementChecksSchema })),
});

export const transactionCreateSchema = z.object({
  statement_id: z.string(),
  /** Insert after this row (null: first). */
  after_id: z.string().nullable().default(null),
  date: isoDateString,
  description: z.string().trim().min(1).max(500),
  amount: decimalString,
  balance: decimalString.nullable().default(null),
  category: z.string().trim().max(100).nullable().default(null),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  transaction_id: z.string(),
  action: z.enum(['create', 'update', 'delete']),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  user_id: z.string(),
  created_at: z.string(),
});
