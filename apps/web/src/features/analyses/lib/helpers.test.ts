import { MAX_FILE_SIZE } from '@bsp/shared';
import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from '../../../lib/download';
import {
  A4_POINTS,
  boxToPercent,
  LETTER_POINTS,
  pageSizeFromHeaders,
  pageSizeInPoints,
  scaleBbox,
} from './bbox';
import { buildExportQuery, exportPath } from './export-query';
import { checkFiles } from './file-checks';
import { type Row, totals } from './insights';

const row = (over: Partial<Row>): Row => ({
  date: '2024-03-01',
  description: 'x',
  amount: '0.00',
  balance: null,
  currency: 'GBP',
  category: null,
  excluded: false,
  ...over,
});

describe('totals', () => {
  it('sums minor units exactly (no float drift) and skips excluded rows', () => {
    const rows = Array.from({ length: 10 }, () => row({ amount: '0.10' }));
    rows.push(row({ amount: '-0.30' }), row({ amount: '-100.00', excluded: true }));
    expect(totals(rows)).toEqual({ moneyIn: 100, moneyOut: 30, net: 70, count: 11 });
  });
});

describe('bbox scaling', () => {
  it('scales points to pixels with image width / page width', () => {
    // 150 dpi render of an A4 page: 1240 × 1754 px.
    const page = pageSizeInPoints({ width: 1240, height: 1754 }, { width: 595.28, height: 841.89 });
    const box = scaleBbox([72, 144, 144, 158.4], { width: 1240, height: 1754 }, page);
    expect(box.left).toBeCloseTo(150, 0);
    expect(box.top).toBeCloseTo(300, 0);
    expect(box.width).toBeCloseTo(150, 0);
    expect(box.height).toBeCloseTo(30, 0);
    const pct = boxToPercent(box, { width: 1240, height: 1754 });
    expect(pct.left).toBeCloseTo((72 / 595.28) * 100, 3);
  });
  it('uses the page size the server states, whatever the paper (a photo sized at 72 dpi)', () => {
    // A 2550 × 3300 px photo without a usable DPI is 2550 × 3300 pt; the PNG is 1600 px wide.
    const headers = new Headers({
      'X-Page-Width-Points': '2550.00',
      'X-Page-Height-Points': '3300.00',
    });
    const image = { width: 1600, height: 2071 };
    const page = pageSizeInPoints(image, pageSizeFromHeaders(headers));
    expect(page).toEqual({ width: 2550, height: 3300 });
    const box = scaleBbox([184.37, 582.85, 2321.66, 618.31], image, page);
    expect(box.left).toBeCloseTo(115.7, 1);
    expect(box.top).toBeCloseTo(365.8, 1);
    expect(box.width).toBeCloseTo(1341.0, 1);
    expect(box.height).toBeCloseTo(22.3, 1);
    // The A4 guess would put the same row a quarter of the page too low.
    const guessed = scaleBbox([184.37, 582.85, 2321.66, 618.31], image, pageSizeInPoints(image));
    expect(guessed.top).toBeGreaterThan(box.top * 4);
  });
  it('ignores missing or unusable page-size headers', () => {
    expect(pageSizeFromHeaders(new Headers())).toEqual({ width: null, height: null });
    expect(
      pageSizeFromHeaders(
        new Headers({ 'X-Page-Width-Points': 'abc', 'X-Page-Height-Points': '-1' }),
      ),
    ).toEqual({ width: null, height: null });
  });
  it('without headers guesses A4 or Letter from the proportions', () => {
    expect(pageSizeInPoints({ width: 1240, height: 1754 }).width).toBe(A4_POINTS.width);
    expect(pageSizeInPoints({ width: 1275, height: 1650 }).width).toBe(LETTER_POINTS.width);
    expect(pageSizeInPoints({ width: 1275, height: 1650 }).height).toBeCloseTo(792, 0);
  });
});

describe('exports', () => {
  it('sends CSV options only for CSV', () => {
    expect(
      buildExportQuery({
        format: 'csv',
        dateFormat: 'DD/MM/YYYY',
        amounts: 'split',
        bom: true,
      }).toString(),
    ).toBe('format=csv&date_format=DD%2FMM%2FYYYY&amounts=split&bom=true');
    expect(buildExportQuery({ format: 'xlsx', dateFormat: 'DD/MM/YYYY' }).toString()).toBe(
      'format=xlsx',
    );
  });
  it('single and multiple export paths', () => {
    expect(exportPath(['a1'], { format: 'ofx' })).toBe('/api/analysis/a1/export/?format=ofx');
    expect(exportPath(['a', 'b'], { format: 'csv' })).toBe(
      '/api/analysis/export/?ids=a,b&format=csv&date_format=YYYY-MM-DD&amounts=signed&bom=false',
    );
  });
  it('reads the file name from Content-Disposition', () => {
    expect(filenameFromDisposition('attachment; filename="jan 2024.csv"', 'x')).toBe(
      'jan 2024.csv',
    );
    expect(
      filenameFromDisposition(
        "attachment; filename=a.csv; filename*=UTF-8''%C2%A3%20march.xlsx",
        'x',
      ),
    ).toBe('£ march.xlsx');
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"', 'x')).toBe('passwd');
    expect(filenameFromDisposition(null, 'fallback.qif')).toBe('fallback.qif');
  });
});

describe('file checks', () => {
  const f = (name: string, size = 1000, type = '') => ({ name, size, type });
  it('mirrors the server limits with one reason per file', () => {
    const checks = checkFiles([
      f('a.pdf'),
      f('photo.HEIC'),
      f('scan', 10, 'image/png'),
      f('notes.docx', 10, 'application/msword'),
      f('big.pdf', MAX_FILE_SIZE + 1),
      f('empty.pdf', 0),
    ]);
    expect(checks.map((c) => c.ok)).toEqual([true, true, true, false, false, false]);
    expect(checks[4]?.ok === false && checks[4].reason).toMatch(/at most 10 MB/);
  });
  it('stops at MAX_FILES counting files already queued', () => {
    const checks = checkFiles([f('1.pdf'), f('2.pdf'), f('3.pdf')], 8);
    expect(checks.map((c) => c.ok)).toEqual([true, true, false]);
  });
});

describe('money (cached formatter)', () => {
  it('formats exactly like formatMoney from @bsp/shared', async () => {
    const { formatMoney } = await import('@bsp/shared');
    const { money } = await import('./insights');
    for (const [minor, currency] of [
      [123456, 'GBP'],
      [-5, 'EUR'],
      [1000, 'JPY'],
      [1234567, 'KWD'],
      [0, 'USD'],
    ] as const) {
      expect(money(minor, currency)).toBe(formatMoney(minor, currency));
    }
  });
});

describe('money without a currency', () => {
  it('shows XXX amounts as plain grouped decimals', async () => {
    const { money } = await import('./insights');
    expect(money(-123456789, 'XXX')).toBe('-1,234,567.89');
    expect(money(5, 'XXX')).toBe('0.05');
  });
});
