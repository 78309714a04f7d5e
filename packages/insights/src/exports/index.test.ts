import { EXPORT_FORMATS } from '@bsp/shared';
import { describe, expect, it } from 'vitest';
import { statements } from './__fixtures__/statements.ts';
import { EXPORT_CONTENT_TYPES, exportStatements, suggestedFileName } from './index.ts';

describe('exportStatements', () => {
  it('dispatches every format with its MIME type and extension', async () => {
    const now = new Date('2024-04-01T00:00:00Z');
    for (const format of EXPORT_FORMATS) {
      const result = await exportStatements(format, statements, { now });
      expect(result.contentType).toBe(EXPORT_CONTENT_TYPES[format]);
      expect(result.extension).toBe(format);
      const size = typeof result.body === 'string' ? result.body.length : result.body.byteLength;
      expect(size).toBeGreaterThan(100);
    }
    expect(EXPORT_CONTENT_TYPES).toEqual({
      csv: 'text/csv; charset=utf-8',
      xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      json: 'application/json',
      ofx: 'application/x-ofx',
      qfx: 'application/vnd.intu.qfx',
      qbo: 'application/vnd.intu.qbo',
      qif: 'application/qif',
    });
    expect((await exportStatements('xlsx', statements)).body).toBeInstanceOf(Uint8Array);
    expect((await exportStatements('qbo', statements)).body).toBeInstanceOf(Uint8Array);
    expect(typeof (await exportStatements('csv', statements, { bom: true })).body).toBe('string');
  });
});

describe('suggestedFileName', () => {
  it('makes a safe name with the format extension', () => {
    expect(suggestedFileName('März 2024.pdf', 'xlsx')).toBe('März-2024.xlsx');
    expect(suggestedFileName('../../etc/passwd', 'csv')).toBe('etc-passwd.csv');
    expect(suggestedFileName('a"b\r\nc;d', 'ofx')).toBe('a-b-c-d.ofx');
    expect(suggestedFileName('', 'qif')).toBe('bsp-export.qif');
    expect(suggestedFileName('...', 'json')).toBe('bsp-export.json');
    expect(suggestedFileName('x'.repeat(300), 'qbo')).toBe(`${'x'.repeat(100)}.qbo`);
  });
});
