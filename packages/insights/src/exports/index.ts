/**
 * Export dispatcher used by the server (`GET /api/analysis/:id/export/?format=…`, transaction
 * lists, several analyses at once) and by `bsp parse --format …`.
 */
import type { ExportFormat, ExportOptions, ExportStatement } from './common.ts';
import { exportCsv } from './csv.ts';
import { exportJson } from './json.ts';
import { encodeWindows1252, exportOfx } from './ofx.ts';
import { exportQif } from './qif.ts';
import { exportXlsx } from './xlsx.ts';

export interface ExportResult {
  /** Text formats as a string (send as UTF-8); XLSX and QBO (Windows-1252) as bytes. */
  body: Uint8Array | string;
  contentType: string;
  extension: string;
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json',
  ofx: 'application/x-ofx',
  qfx: 'application/vnd.intu.qfx',
  qbo: 'application/vnd.intu.qbo',
  qif: 'application/qif',
};

/** Formats whose body is bytes that must not be printed to a terminal. */
export const BINARY_EXPORT_FORMATS: ReadonlySet<ExportFormat> = new Set(['xlsx']);

export async function exportStatements(
  format: ExportFormat,
  statements: ExportStatement[],
  options: ExportOptions = {},
): Promise<ExportResult> {
  const contentType = EXPORT_CONTENT_TYPES[format];
  switch (format) {
    case 'csv':
      return { body: exportCsv(statements, options), contentType, extension: 'csv' };
    case 'xlsx':
      return { body: await exportXlsx(statements, options), contentType, extension: 'xlsx' };
    case 'json':
      return { body: exportJson(statements, options), contentType, extension: 'json' };
    case 'ofx':
    case 'qfx':
      return { body: exportOfx(statements, options, format), contentType, extension: format };
    case 'qbo':
      return {
        body: encodeWindows1252(exportOfx(statements, options, 'qbo')),
        contentType,
        extension: 'qbo',
      };
    case 'qif':
      return { body: exportQif(statements, options), contentType, extension: 'qif' };
    default:
      throw new Error(`Unknown export format: ${String(format)}`);
  }
}

/**
 * A safe download name: `base` without a known statement/export extension, reduced to letters,
 * digits, `-`, `_` and `.`, at most 100 characters, plus the format's extension.
 * suggestedFileName('März 2024.pdf', 'xlsx') → 'März-2024.xlsx'.
 */
export function suggestedFileName(base: string, format: ExportFormat): string {
  const stem = base
    .normalize('NFC')
    .replace(/\.(pdf|png|jpe?g|tiff?|webp|heic|csv|xlsx|json|ofx|qfx|qbo|qif)$/i, '')
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 100)
    .replace(/[-.]+$/g, '');
  return `${stem || 'bsp-export'}.${format}`;
}
