import { z } from 'zod';
import { decimalString, isoDateString } from './analysis.ts';

export const continuityIssueSchema = z.object({
  kind: z.enum(['gap', 'overlap', 'balance_mismatch']),
  /** The earlier and later statement ids. */
  from_statement_id: z.string(),
  to_statement_id: z.string(),
  message: z.string(),
});

export const accountSchema = z.object({
  id: z.string(),
  bank_name: z.string().nullable(),
  account_number: z.string().nullable(),
  account_type: z.string().nullable(),
  account_holder: z.string().nullable(),
  currency: z.string(),
  period_start: isoDateString.nullable(),
  period_end: isoDateString.nullable(),
  latest_balance: decimalString.nullable(),
  statements: z.array(
    z.object({
      id: z.string(),
      analysis_id: z.string(),
      period_start: isoDateString.nullable(),
      period_end: isoDateString.nullable(),
      opening_balance: decimalString.nullable(),
      closing_balance: decimalString.nullable(),
    }),
  ),
  continuity: z.array(continuityIssueSchema),
});

export const banksResponseSchema = z.object({
  banks: z.array(z.object({ bank_name: z.string().nullable(), accounts: z.array(accountSchema) })),
});
export type BanksResponse = z.infer<typeof banksResponseSchema>;
