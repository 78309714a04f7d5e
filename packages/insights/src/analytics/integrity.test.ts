import { describe, expect, it } from 'vitest';
import { integritySignals } from './integrity.ts';
import { parsePdfDate } from './integrity-metadata.ts';

describe('integritySignals', () => {
  it('says nothing about a clean bank file', () => {
    const result = integritySignals({
      certificate: { balancesHold: true },
      metadata: {
        producer: 'Bank PDF Engine 4.2',
        creationDate: "D:20240501090000+01'00'",
        modDate: "D:20240501090500+01'00'",
      },
      claimedBank: 'Barclays',
      amountFonts: [1, 2, 3, 4].map((n) => ({ rowId: `r${n}`, fontName: 'ABCDEF+Arial' })),
      pages: [1, 2].map((page) => ({
        page,
        width: 595.28,
        height: 841.89,
        producer: 'Bank PDF Engine 4.2',
      })),
    });
    expect(result.signals).toEqual([]);
    expect(result.note).toMatch(/^These are signals, not accusations/);
  });

  it('reports an arithmetic break with the row that breaks', () => {
    const [signal] = integritySignals({
      certificate: {
        balancesHold: false,
        breaks: [{ rowId: 'r7', message: 'Row 7: balance 1,020.00, expected 920.00' }],
      },
    }).signals;
    expect(signal).toMatchObject({
      kind: 'arithmetic',
      rowIds: ['r7'],
      evidence: ['Row 7: balance 1,020.00, expected 920.00'],
    });
  });

  it('reports a late modification and editing software in a file that claims a bank', () => {
    const kinds = integritySignals({
      metadata: {
        producer: 'Sejda PDF Desktop',
        creator: 'Microsoft® Word for Microsoft 365',
        creationDate: '2024-05-01T09:00:00Z',
        modDate: '2024-05-03T09:00:00Z',
      },
      claimedBank: 'HSBC',
    }).signals;
    expect(kinds.map((s) => s.kind)).toEqual(['modified-after-creation', 'editing-software']);
    expect(kinds[0]!.evidence[0]).toContain('(2 days later)');
    expect(kinds[1]!.evidence).toHaveLength(2);
    // Same software with no bank claimed: a user's own document, nothing to signal.
    expect(integritySignals({ metadata: { producer: 'Sejda PDF Desktop' } }).signals).toEqual([]);
  });

  it('reports amounts in a minority font and pages from different documents', () => {
    const fonts = ['r1', 'r2', 'r3', 'r4'].map((rowId) => ({
      rowId,
      fontName: 'XYZABC+Helvetica',
    }));
    const signals = integritySignals({
      amountFonts: [...fonts, { rowId: 'r5', fontName: 'TimesNewRomanPSMT' }],
      pages: [
        { page: 1, width: 595, height: 842, producer: 'Bank Engine' },
        { page: 2, width: 612, height: 792, producer: 'iLovePDF' },
        { page: 3, width: 595, height: 842, producer: 'Bank Engine' },
      ],
    }).signals;
    expect(signals.map((s) => [s.kind, s.rowIds, s.pages])).toEqual([
      ['amount-font', ['r5'], []],
      ['mixed-pages', [], [2]],
      ['mixed-pages', [], [2]],
    ]);
    expect(signals[0]!.evidence).toEqual([
      '1 amount(s) in "TimesNewRomanPSMT"; 4 of 5 in "Helvetica".',
    ]);
  });

  it('reads PDF dates with a time zone', () => {
    expect(parsePdfDate("D:20240501100000+01'00'")).toBe(Date.parse('2024-05-01T09:00:00Z'));
    expect(parsePdfDate('D:20240501')).toBe(Date.parse('2024-05-01T00:00:00Z'));
    expect(parsePdfDate('garbage')).toBeNull();
  });
});
