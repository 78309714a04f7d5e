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
      fontOutliers: [],
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

  it('reports amounts in another font, with the row, page and both fonts', () => {
    const [signal, ...rest] = integritySignals({
      fontOutliers: [
        {
          rowId: 'r7',
          row: 7,
          page: 2,
          cell: 'amount',
          font: 'Times-Roman 9',
          usual: 'Helvetica 9',
          usualCount: 41,
        },
        {
          rowId: null,
          row: 12,
          page: 3,
          cell: 'balance',
          font: 'Helvetica 9 + Courier 9',
          usual: 'Helvetica 9',
          usualCount: 48,
        },
      ],
    }).signals;
    expect(rest).toEqual([]);
    expect(signal).toEqual({
      kind: 'amount-font',
      title: 'Amounts printed in another font than the rest of the table',
      evidence: [
        'Row 7 (page 2): the amount is printed in Times-Roman 9 pt; the other 41 amounts in Helvetica 9 pt.',
        'Row 12 (page 3): the balance is printed in Helvetica 9 pt + Courier 9 pt; the other 48 balances in Helvetica 9 pt.',
      ],
      // (a row outside the scope read keeps its evidence, without a link)
      rowIds: ['r7'],
      pages: [2, 3],
    });
  });

  it('names the statement when the file holds several', () => {
    const outlier = {
      rowId: 'a',
      row: 3,
      page: 1,
      cell: 'amount' as const,
      font: 'font 2 (serif) 9',
      usual: 'font 1 (sans-serif) 9',
      usualCount: 9,
    };
    const [signal] = integritySignals({
      fontOutliers: [
        { ...outlier, statement: 1 },
        { ...outlier, rowId: 'b', statement: 2, page: 4 },
      ],
    }).signals;
    expect(signal!.evidence).toEqual([
      'Statement 1, row 3 (page 1): the amount is printed in font 2 (serif) 9 pt; the other 9 amounts in font 1 (sans-serif) 9 pt.',
      'Statement 2, row 3 (page 4): the amount is printed in font 2 (serif) 9 pt; the other 9 amounts in font 1 (sans-serif) 9 pt.',
    ]);
    expect(signal!.rowIds).toEqual(['a', 'b']);
  });

  it('reports pages from different documents', () => {
    const signals = integritySignals({
      pages: [
        { page: 1, width: 595, height: 842, producer: 'Bank Engine' },
        { page: 2, width: 612, height: 792, producer: 'iLovePDF' },
        { page: 3, width: 595, height: 842, producer: 'Bank Engine' },
      ],
    }).signals;
    expect(signals.map((s) => [s.kind, s.rowIds, s.pages])).toEqual([
      ['mixed-pages', [], [2]],
      ['mixed-pages', [], [2]],
    ]);
  });

  it('reads PDF dates with a time zone', () => {
    expect(parsePdfDate("D:20240501100000+01'00'")).toBe(Date.parse('2024-05-01T09:00:00Z'));
    expect(parsePdfDate('D:20240501')).toBe(Date.parse('2024-05-01T00:00:00Z'));
    expect(parsePdfDate('garbage')).toBeNull();
  });
});
