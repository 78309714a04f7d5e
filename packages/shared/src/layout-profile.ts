/**
 * Layout profiles (issue 13): how to read one bank's statement layout, written by a person on the
 * fix screen (or by hand) and applied by the parser to later statements of the same layout.
 *
 * The file format is versioned (`format` + `version`) and documented in docs/layout-profiles.md.
 * Geometry is relative to the page (0 = left/top edge, 1 = right/bottom edge), so a profile made
 * on an A4 page reads the same layout printed on Letter, or scanned at any resolution.
 */
import { z } from 'zod';

export const LAYOUT_PROFILE_FORMAT = 'bsp-layout-profile';
export const LAYOUT_PROFILE_VERSION = 1;

/**
 * What a column holds. `moneyOut` / `moneyIn`: amounts that leave / reach the account holder
 * (debit / credit on a bank account); `amount`: one column of signed amounts; `ignore`: read
 * nothing from it.
 */
export const LAYOUT_COLUMN_ROLES = [
  'date',
  'postDate',
  'description',
  'moneyOut',
  'moneyIn',
  'amount',
  'balance',
  'reference',
  'ignore',
] as const;
export type LayoutColumnRole = (typeof LAYOUT_COLUMN_ROLES)[number];

/** Words people see on the fix screen for each role. */
export const LAYOUT_ROLE_LABELS: Record<LayoutColumnRole, string> = {
  date: 'Date',
  postDate: 'Posting date',
  description: 'Description',
  moneyOut: 'Money out',
  moneyIn: 'Money in',
  amount: 'Signed amount',
  balance: 'Balance',
  reference: 'Reference',
  ignore: 'Ignore',
};

const fraction = z.number().min(0).max(1);

export const layoutRegionSchema = z
  .object({ top: fraction, bottom: fraction })
  .refine((r) => r.bottom - r.top >= 0.01, {
    message: 'The table must end below where it starts.',
  });
export type LayoutRegion = z.infer<typeof layoutRegionSchema>;

export const layoutColumnSchema = z
  .object({ x0: fraction, x1: fraction, role: z.enum(LAYOUT_COLUMN_ROLES) })
  .refine((c) => c.x1 > c.x0, { message: 'A column must end right of where it starts.' });
export type LayoutColumn = z.infer<typeof layoutColumnSchema>;

const MONEY_ROLES: ReadonlySet<LayoutColumnRole> = new Set(['moneyOut', 'moneyIn', 'amount']);

export const layoutInstructionsSchema = z
  .object({
    /** Left to right, not overlapping; words are read into the column their centre falls in. */
    columns: z.array(layoutColumnSchema).min(2).max(16),
    /** Where the transaction table starts and ends on page 1. */
    firstPage: layoutRegionSchema,
    /** The same on every later page; null: as on page 1. */
    laterPages: layoutRegionSchema.nullable(),
    /** Day-month order of dates like 03/04; null: decided from the dates themselves. */
    dateOrder: z.enum(['DMY', 'MDY', 'YMD']).nullable(),
    /**
     * `account`: amounts as a bank account prints them; `card`: a card statement (unmarked
     * amounts are purchases, i.e. money out; balances are money owed); null: decided by the reader.
     */
    signs: z.enum(['account', 'card']).nullable(),
    /** Lines containing one of these texts (case and spacing ignored) are not read. */
    ignore: z.array(z.string().trim().min(1).max(200)).max(50),
  })
  .superRefine((v, ctx) => {
    for (let i = 1; i < v.columns.length; i++) {
      if (v.columns[i]!.x0 < v.columns[i - 1]!.x1 - 1e-6) {
        ctx.addIssue({
          code: 'custom',
          path: ['columns', i],
          message: 'Columns must be listed left to right and must not overlap.',
        });
      }
    }
    const roles = v.columns.map((c) => c.role);
    if (!roles.some((r) => MONEY_ROLES.has(r))) {
      ctx.addIssue({
        code: 'custom',
        path: ['columns'],
        message: 'Mark at least one column as Money out, Money in or Signed amount.',
      });
    }
    if (!roles.includes('date') && !roles.includes('postDate')) {
      ctx.addIssue({
        code: 'custom',
        path: ['columns'],
        message: 'Mark the column that holds the dates.',
      });
    }
    for (const once of ['date', 'postDate', 'amount', 'balance', 'moneyIn', 'moneyOut'] as const) {
      if (roles.filter((r) => r === once).length > 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['columns'],
          message: `Only one column can be ${LAYOUT_ROLE_LABELS[once]}.`,
        });
      }
    }
    if (roles.includes('amount') && (roles.includes('moneyIn') || roles.includes('moneyOut'))) {
      ctx.addIssue({
        code: 'custom',
        path: ['columns'],
        message: 'Use either a Signed amount column or Money in / Money out columns, not both.',
      });
    }
  });
export type LayoutInstructions = z.infer<typeof layoutInstructionsSchema>;

/** What a layout looks like, to recognise it on a later statement. */
export const layoutFingerprintSchema = z.object({
  bankName: z.string().max(200).nullable(),
  /** Letterhead identifiers: web domains, BIC/SWIFT codes, sort codes, routing numbers. */
  identifiers: z.array(z.string().max(100)).max(20),
  /** Normalised words of the table's header row (lower case, no accents). */
  headerLabels: z.array(z.string().max(100)).max(40),
  /** Column boundaries relative to the page width, left to right. */
  columnEdges: z.array(fraction).max(40),
  /** "DD/MM/YYYY", "D MMM", …; null when no date was read. */
  dateStyle: z.string().max(40).nullable(),
  /** "1,234.56", "1.234,56", "1 234,56", "1'234.56"; null when no amount was read. */
  amountStyle: z.string().max(40).nullable(),
});
export type LayoutFingerprint = z.infer<typeof layoutFingerprintSchema>;

export const layoutProfileSchema = z.object({
  format: z.literal(LAYOUT_PROFILE_FORMAT),
  version: z.literal(LAYOUT_PROFILE_VERSION),
  /** Set by the server for a stored profile; ignored on import. */
  id: z.string().max(100).optional(),
  name: z.string().trim().min(1).max(120),
  /** YYYY-MM-DD */
  createdAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  fingerprint: layoutFingerprintSchema,
  instructions: layoutInstructionsSchema,
});
export type LayoutProfile = z.infer<typeof layoutProfileSchema>;

/** How a document was read: the generic engine, or one of the user's layout profiles. */
export interface ReadingInfo {
  /** The reading as instructions (the fix screen starts from these); null when none was found. */
  instructions: LayoutInstructions | null;
  /** The document's layout fingerprint (saved with a profile made from it). */
  fingerprint: LayoutFingerprint;
  /** The profile the statement was read with; null: the generic reading. */
  profile: { id: string | null; name: string; createdAt: string } | null;
  /**
   * Set when a profile matched: e.g. it stopped reconciling and the generic reading won (the
   * user should look), or it was used.
   */
  note: string | null;
}
