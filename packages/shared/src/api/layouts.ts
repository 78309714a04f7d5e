/**
 * The fix screen and layout profiles (issue 13): what the reader found on each page, a re-read
 * with a person's instructions, applying it, and the profiles it saves.
 */
import { z } from 'zod';
import {
  layoutFingerprintSchema,
  layoutInstructionsSchema,
  layoutProfileSchema,
} from '../layout-profile.ts';
import {
  analysisReadingSchema,
  checkIssueSchema,
  decimalString,
  isoDateString,
} from './analysis.ts';

const bboxSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]);

/** GET /api/analysis/:id/layout/ — everything the fix screen draws. */
export const analysisLayoutSchema = z.object({
  analysis_id: z.string(),
  /** Page sizes in PDF points (images: pixels scaled as the parser saw them). */
  pages: z.array(z.object({ page: z.number().int(), width: z.number(), height: z.number() })),
  /** Every text line the reader saw, in points from the page's top-left (to mark lines to ignore). */
  lines: z.array(z.object({ page: z.number().int(), text: z.string(), bbox: bboxSchema })),
  /** The current reading as instructions: where the fix screen starts. */
  instructions: layoutInstructionsSchema,
  fingerprint: layoutFingerprintSchema,
  reading: analysisReadingSchema,
});
export type AnalysisLayout = z.infer<typeof analysisLayoutSchema>;

export const previewTransactionSchema = z.object({
  row_index: z.number().int(),
  date: isoDateString.nullable(),
  post_date: isoDateString.nullable(),
  description: z.string(),
  amount: decimalString,
  balance: decimalString.nullable(),
  page: z.number().int().nullable(),
  bbox: bboxSchema.nullable(),
  source: z.enum(['parser', 'manual']),
});

/** One statement as a reading gives it (for the side-by-side comparison). */
export const statementPreviewSchema = z.object({
  position: z.number().int(),
  bank_name: z.string().nullable(),
  account_number: z.string().nullable(),
  currency: z.string(),
  period_start: isoDateString.nullable(),
  period_end: isoDateString.nullable(),
  opening_balance: decimalString.nullable(),
  closing_balance: decimalString.nullable(),
  reconciled: z.boolean(),
  issues: z.array(checkIssueSchema.omit({ transaction_id: true })),
  transactions: z.array(previewTransactionSchema),
});
export type StatementPreview = z.infer<typeof statementPreviewSchema>;

export const rereadRequestSchema = z.object({ instructions: layoutInstructionsSchema });

/** POST /api/analysis/:id/reread/ — nothing is stored. */
export const rereadResponseSchema = z.object({
  /** The statements as stored now (with the user's own edits). */
  before: z.array(statementPreviewSchema),
  /** The statements these instructions read. */
  after: z.array(statementPreviewSchema),
  warnings: z.array(z.string()),
});
export type RereadResponse = z.infer<typeof rereadResponseSchema>;

export const applyLayoutRequestSchema = z.object({
  instructions: layoutInstructionsSchema,
  /** Save these instructions as a layout profile for later statements (default true). */
  save_profile: z.boolean().default(true),
  /** Default: "<bank name> layout". */
  profile_name: z.string().trim().min(1).max(120).optional(),
});

export const layoutProfileSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  bank_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Statements read with it since it was made (the one it was made on included). */
  used_count: z.number().int(),
  last_used_at: z.string().nullable(),
});
export type LayoutProfileSummary = z.infer<typeof layoutProfileSummarySchema>;

/** POST /api/analysis/:id/apply-layout/ */
export const applyLayoutResponseSchema = z.object({
  profile: layoutProfileSummarySchema.nullable(),
  /** Rows a person added by hand, kept as they were. */
  manual_rows_kept: z.number().int(),
  /** Rows a person edited whose edits were carried to the new row of the same date and amount. */
  edits_carried: z.number().int(),
  /** Edited rows the new reading has no match for: their edits are in the audit trail. */
  edits_unmatched: z.number().int(),
});
export type ApplyLayoutResponse = z.infer<typeof applyLayoutResponseSchema>;

export const layoutProfileListSchema = z.object({ items: z.array(layoutProfileSummarySchema) });

/** GET /api/layout-profiles/:id/ — the summary and the profile file itself (export). */
export const layoutProfileDetailSchema = layoutProfileSummarySchema.extend({
  profile: layoutProfileSchema,
});
export type LayoutProfileDetail = z.infer<typeof layoutProfileDetailSchema>;

export const layoutProfileRenameSchema = z.object({ name: z.string().trim().min(1).max(120) });

/** POST /api/layout-profiles/ — import a profile file. */
export const layoutProfileImportSchema = z.object({ profile: layoutProfileSchema });
