import { CSV_DATE_FORMATS, EXPORT_FORMATS, type ExportFormat } from '@bsp/shared';

export type CsvDateFormat = (typeof CSV_DATE_FORMATS)[number];
export type ExportOptions = {
  format: ExportFormat;
  dateFormat?: CsvDateFormat;
  amounts?: 'signed' | 'split';
  bom?: boolean;
};

export const FORMAT_LABELS: Record<ExportFormat, { label: string; hint: string }> = {
  csv: { label: 'CSV', hint: 'Spreadsheets and any tool' },
  xlsx: { label: 'Excel (XLSX)', hint: 'Microsoft Excel, Numbers, Sheets' },
  json: { label: 'JSON', hint: 'Developers and scripts' },
  ofx: { label: 'OFX', hint: 'Money, GnuCash, most finance apps' },
  qfx: { label: 'QFX', hint: 'Quicken' },
  qbo: { label: 'QBO', hint: 'QuickBooks' },
  qif: { label: 'QIF', hint: 'Older Quicken and others' },
};
export { CSV_DATE_FORMATS, EXPORT_FORMATS };

/** The export query string; the CSV options are sent only for CSV (other formats ignore them). */
export function buildExportQuery(options: ExportOptions): URLSearchParams {
  const query = new URLSearchParams({ format: options.format });
  if (options.format === 'csv') {
    query.set('date_format', options.dateFormat ?? 'YYYY-MM-DD');
    query.set('amounts', options.amounts ?? 'signed');
    query.set('bom', options.bom ? 'true' : 'false');
  }
  return query;
}

/** One report: /api/analysis/:id/export/; several: /api/analysis/export/?ids=a,b. */
export function exportPath(ids: readonly string[], options: ExportOptions): string {
  const query = buildExportQuery(options);
  if (ids.length === 1 && ids[0]) {
    return `/api/analysis/${encodeURIComponent(ids[0])}/export/?${query}`;
  }
  const all = new URLSearchParams({ ids: ids.join(',') });
  for (const [key, value] of query) all.set(key, value);
  return `/api/analysis/export/?${all.toString().replace(/%2C/g, ',')}`;
}

export function fallbackExportName(ids: readonly string[], format: ExportFormat): string {
  return ids.length === 1 ? `statement-${ids[0]}.${format}` : `statements.${format}`;
}
