import { z } from 'zod';
import { paginated, paginationQuerySchema } from './pagination.ts';

/**
 * One analysis per uploaded file (a "report" in the web app). Money on the wire is a decimal
 * string ("-12.34") with its ISO 4217 currency; the database keeps integer minor units.
 */
export const ANALYSIS_STATUSES = [
  'queued',
  'processing',
  'done',
  'needs_password',
  'failed',
  'rejected',
] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

export const FILE_TYPES = ['pdf', 'png', 'jpeg', 'tiff', 'webp', 'heic'] as const;

export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'A decimal amount like -12.34');
export const isoDateString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD');

export const analysisErrorSchema = z.object({ code: z.string(), message: z.string() });

export const analysisProgressSchema = z.object({
  stage: z.string(),
  percent: z.number().min(0).max(100),
});

/** What the upload answers per file (202). Rejected files carry an error and no stored data. */
export const uploadedAnalysisSchema = z.object({
  id: z.string().nullable(),
  filename: z.string(),
  status: z.enum(ANALYSIS_STATUSES),
  error: analysisErrorSchema.nullable(),
  /** Set when the same file (content hash) was uploaded before: the earlier analysis. */
  duplicate_of: z.string().nullable(),
});
export const uploadResponseSchema = z.object({ analyses: z.array(uploadedAnalysisSchema) });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const checkIssueSchema = z.object({
  code: z.string(),
  message: z.string(),
  /** 0-based row index in the statement, null for a statement-level total. */
  row: z.number().int().nullable(),
  /** Every row the issue is about when it is about several ("Low confidence on 27 rows"). */
  rows: z.array(z.number().int()).optional(),
  transaction_id: z.string().nullable(),
});

export const statementChecksSchema = z.object({
  reconciled: z.boolean(),
  /** Rows whose printed running balance was checked, and how many rows there are. */
  balance_rows_checked: z.number().int(),
  rows: z.number().int(),
  issues: z.array(checkIssueSchema),
});

export const analysisSummarySchema = z.object({
  id: z.string(),
  filename: z.string(),
  status: z.enum(ANALYSIS_STATUSES),
  error: analysisErrorSchema.nullable(),
  progress: analysisProgressSchema.nullable(),
  file_type: z.enum(FILE_TYPES).nullable(),
  file_size: z.number().int(),
  pages: z.number().int().nullable(),
  method: z.enum(['text', 'ocr', 'mixed']).nullable(),
  bank_name: z.string().nullable(),
  account_number: z.string().nullable(),
  currency: z.string().nullable(),
  period_start: isoDateString.nullable(),
  period_end: isoDateString.nullable(),
  statement_count: z.number().int(),
  transaction_count: z.number().int(),
  /** null until parsed; true when every statement reconciles. */
  reconciled: z.boolean().nullable(),
  issue_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AnalysisSummary = z.infer<typeof analysisSummarySchema>;

export const statementSchema = z.object({
  id: z.string(),
  account_id: z.string().nullable(),
  bank_name: z.string().nullable(),
  account_holder: z.string().nullable(),
  account_number: z.string().nullable(),
  account_type: z.string().nullable(),
  currency: z.string(),
  period_start: isoDateString.nullable(),
  period_end: isoDateString.nullable(),
  opening_balance: decimalString.nullable(),
  closing_balance: decimalString.nullable(),
  /** Sums of the stored transactions (money_out as a positive number). */
  money_in: decimalString,
  money_out: decimalString,
  /** Totals printed on the statement, when it prints them. */
  printed_money_in: decimalString.nullable(),
  printed_money_out: decimalString.nullable(),
  transaction_count: z.number().int(),
  confidence: z.number(),
  checks: statementChecksSchema,
});
export type Statement = z.infer<typeof statementSchema>;

/** The profile a statement was read with, as the report names it. */
export const readingProfileSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  /** YYYY-MM-DD */
  created_at: z.string(),
});

/** How an analysis was read (shown on the report). */
export const analysisReadingSchema = z.object({
  profile: readingProfileSchema.nullable(),
  /** "Your layout for … no longer reconciles; the generic reading was used." */
  note: z.string().nullable(),
});
export type AnalysisReading = z.infer<typeof analysisReadingSchema>;

export const analysisDetailSchema = analysisSummarySchema.extend({
  statements: z.array(statementSchema),
  warnings: z.array(z.string()),
  /** Read by the generic engine (profile null) or with one of the user's layout profiles. */
  reading: analysisReadingSchema,
});
export type AnalysisDetail = z.infer<typeof analysisDetailSchema>;

export const analysisListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(ANALYSIS_STATUSES).optional(),
  q: z.string().max(200).optional(),
  sort: z
    .enum(['created_at', '-created_at', 'filename', '-filename', 'period_end', '-period_end'])
    .default('-created_at'),
});
export const analysisListResponseSchema = paginated(analysisSummarySchema);

export const passwordRetrySchema = z.object({ password: z.string().min(1).max(1024) });

/** Server-sent event payload on GET /api/analysis/:id/events/ (event name `status`). */
export const analysisEventSchema = z.object({
  id: z.string(),
  status: z.enum(ANALYSIS_STATUSES),
  progress: analysisProgressSchema.nullable(),
  error: analysisErrorSchema.nullable(),
});
