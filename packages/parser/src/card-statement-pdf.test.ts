/**
 * The failure classes of card statements end to end through a text PDF (invented data): a
 * summary box with labels over values, a period as two labelled dates, activity in headed
 * sections with transaction and posting dates, a holder over an address.
 */
import { describe, expect, it } from 'vitest';
import { buildStatementPdf, type PdfLine } from './__fixtures__/statement-pdf.ts';
import { parseStatementWith } from './parse-statement.ts';

const row = (y: number, t: string, p: string, text: string, amount: string): PdfLine => ({
  y,
  cells: [
    [50, t],
    [90, p],
    [140, text],
    [540, amount, 'right'],
  ],
});

const lines: PdfLine[] = [
  { y: 40, cells: [[50, 'Sample Card Services']] },
  {
    y: 70,
    cells: [
      [50, 'Jane Q Example'],
      [330, 'Opening Date'],
      [430, 'Closing Date'],
    ],
  },
  {
    y: 81,
    cells: [
      [50, '42 Example Avenue'],
      [330, '11/20/23'],
      [430, '12/19/23'],
    ],
  },
  { y: 92, cells: [[50, 'Sampletown, EX 01234']] },
  {
    y: 130,
    cells: [
      [50, 'Previous Balance'],
      [160, 'Payments, Credits'],
      [270, 'Purchases'],
      [380, 'Interest Charged'],
      [490, 'New Balance'],
    ],
  },
  {
    y: 142,
    cells: [
      [50, '$1,000.00'],
      [160, '-$500.00'],
      [270, '+$300.00'],
      [380, '+$10.00'],
      [490, '$810.00'],
    ],
  },
  {
    y: 200,
    cells: [
      [50, 'Trans'],
      [90, 'Post'],
    ],
  },
  {
    y: 210,
    cells: [
      [50, 'Date'],
      [90, 'Date'],
      [140, 'Description'],
      [540, 'Amount', 'right'],
    ],
  },
  { y: 226, cells: [[50, 'Payments and Other Credits']] },
  row(238, '12/01', '12/01', 'PAYMENT THANK YOU', '-500.00'),
  { y: 254, cells: [[50, 'Purchases']] },
  row(266, '11/25', '11/27', 'GROCERY STORE SAMPLETOWN', '100.00'),
  row(278, '12/05', '12/06', 'FUEL STATION SAMPLETOWN', '200.00'),
  { y: 294, cells: [[50, 'Interest Charged']] },
  row(306, '12/19', '12/19', 'INTEREST CHARGE ON PURCHASES', '10.00'),
];

describe('a card statement PDF', () => {
  it('reads every section, the period, the summary box and the holder', async () => {
    const r = await parseStatementWith(await buildStatementPdf(lines), {}, { ocr: null });
    const s = r.statements[0]!;
    expect(r.statements).toHaveLength(1);
    expect(s.transactions.map((t) => [t.date, t.postDate, t.amount])).toEqual([
      ['2023-12-01', '2023-12-01', '500.00'],
      ['2023-11-25', '2023-11-27', '-100.00'],
      ['2023-12-05', '2023-12-06', '-200.00'],
      ['2023-12-19', '2023-12-19', '-10.00'],
    ]);
    expect([s.periodStart, s.periodEnd]).toEqual(['2023-11-20', '2023-12-19']);
    expect([s.openingBalance, s.closingBalance]).toEqual(['-1000.00', '-810.00']);
    expect(s.totals).toEqual({ moneyIn: '500.00', moneyOut: '310.00' });
    expect(s.checks.reconciled).toBe(true);
    expect([s.bankName, s.accountHolder]).toEqual(['Sample Card Services', 'Jane Q Example']);
  });
});
