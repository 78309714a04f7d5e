import { z } from 'zod';

export const EXPORT_FORMATS = ['csv', 'xlsx', 'json', 'ofx', 'qfx', 'qbo', 'qif'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const CSV_DATE_FORMATS = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'DD.MM.YYYY'] as const;

/** Query of every export endpoint. CSV options are ignored by the other formats. */
export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS),
  date_format: z.enum(CSV_DATE_FORMATS).default('YYYY-MM-DD'),
  /** One signed Amount column, or separate Debit and Credit columns. */
  amounts: z.enum(['signed', 'split']).default('signed'),
  bom: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;
