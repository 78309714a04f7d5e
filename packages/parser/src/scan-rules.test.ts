/**
 * Rules met on scanned and photographed statements (and the real-world quirks behind them),
 * each on an invented fixture: no real statement, no bank names.
 */
import { describe, expect, it } from 'vitest';
import { detectHeader } from './layout/header.ts';
import { buildLines } from './layout/lines.ts';
import { buildStatements } from './statement.ts';
import { type FixtureLine, pageWords, right } from './testing/page-words.ts';
import type { PageWords } from './words.ts';

function build(pages: PageWords[]) {
  return buildStatements(pages.map((p) => buildLines(p)));
}

function only(pages: PageWords[]) {
  const r = build(pages);
  expect(r.statements).toHaveLength(1);
  return r.statements[0]!;
}

const amounts = (s: { transactions: Array<{ amount: string }> }) =>
  s.transactions.map((t) => t.amount);

describe('whole-number amounts', () => {
  // a signed column printed in whole dollars, its label broken over two lines at the "/"
  const page = (cells: Array<[string, string, string]>) =>
    pageWords(1, [
      {
        y: 80,
        cells: [
          [40, 'Date'],
          [130, 'Description'],
          [420, 'Withdrawals /'],
        ],
      },
      { y: 92, cells: [[433, 'Deposits']] },
      ...cells.map(([date, desc, amount], i) => ({
        y: 110 + i * 14,
        cells: [[40, date], [100, desc], right(480, amount)] as FixtureLine['cells'],
      })),
    ]);

  it('a column of whole numbers under an amount label is read as amounts', () => {
    const s = only([
      page([
        ['2/6/2020', 'Food Purchase - Corner Diner - 1194089245', '-171'],
        ['8/22/2020', 'Online Retail - Web Shop - 1232495036', '-44'],
        ['11/1/2020', 'Service Charge - Bank - 2270088418', '-2'],
        ['11/3/2020', 'Refund - Web Shop - 2270088419', '+25'],
      ]),
    ]);
    expect(amounts(s)).toEqual(['-171.00', '-44.00', '-2.00', '25.00']);
    // the reference numbers stay in the descriptions
    expect(s.transactions[0]!.description).toBe('Food Purchase - Corner Diner - 1194089245');
  });

  it('the broken label names one signed column', () => {
    const lines = buildLines(page([]));
    expect(detectHeader(lines, 0)!.columns.map((c) => c.role)).toEqual([
      'date',
      'description',
      'amount',
    ]);
  });

  it('a lone whole number in a column of decimals is not an amount', () => {
    const s = only([
      pageWords(1, [
        {
          y: 80,
          cells: [
            [40, 'Date'],
            [130, 'Description'],
            [440, 'Amount'],
          ],
        },
        { y: 100, cells: [[40, '01/02/2024'], [100, 'GROCER'], right(480, '-12.50')] },
        { y: 114, cells: [[40, '01/03/2024'], [100, 'CHECK'], right(480, '1401')] },
        { y: 128, cells: [[40, '01/04/2024'], [100, 'FUEL'], right(480, '-40.00')] },
        { y: 142, cells: [[40, '01/05/2024'], [100, 'SALARY'], right(480, '900.00')] },
      ]),
    ]);
    expect(amounts(s)).toEqual(['-12.50', '-40.00', '900.00']);
  });

  it('check numbers and years beside a whole-number column stay out of it', () => {
    const s = only([
      pageWords(1, [
        {
          y: 80,
          cells: [
            [40, 'Date'],
            [110, 'Check No'],
            [200, 'Description'],
            [440, 'Amount'],
          ],
        },
        {
          y: 100,
          cells: [[40, '01/02/2024'], [110, '1401'], [200, 'RENT 2024'], right(480, '-700')],
        },
        { y: 114, cells: [[40, '01/03/2024'], [110, '1402'], [200, 'GAS'], right(480, '-45')] },
        { y: 128, cells: [[40, '01/04/2024'], [110, '1403'], [200, 'PAY'], right(480, '+1200')] },
      ]),
    ]);
    expect(amounts(s)).toEqual(['-700.00', '-45.00', '1200.00']);
    expect(s.transactions.map((t) => t.reference)).toEqual(['1401', '1402', '1403']);
  });
});

describe('a card statement page without its summary', () => {
  const lines: FixtureLine[] = [
    { y: 40, cells: [[40, 'Customer Service: 1-800-555-2028']] },
    { y: 60, cells: [[40, 'You are over your credit access line by $35.00.']] },
    { y: 72, cells: [[40, 'Mail may take longer from October 1, 2021.']] },
    // "Date of" / "Transaction" stacked; the description label centred over its column
    { y: 100, cells: [[42, 'Date of']] },
    {
      y: 112,
      cells: [
        [36, 'Transaction'],
        [200, 'Merchant Name or Transaction Description'],
        [460, '$ Amount'],
      ],
    },
    { y: 130, cells: [[40, '11/11'], [130, 'Payment Thank You'], right(500, '-200.00')] },
    { y: 144, cells: [[40, '11/07'], [130, 'BOOK SHOP'], right(500, '60.47')] },
    { y: 158, cells: [[40, '11/08'], [130, 'HARDWARE'], right(500, '128.00')] },
    { y: 172, cells: [[40, '12/02'], [130, 'AIRPORT CAFE'], right(500, '16.17')] },
    { y: 200, cells: [[140, 'TRANSACTIONS THIS CYCLE (CARD 1111) $4.64']] },
    { y: 212, cells: [[140, 'INCLUDING PAYMENTS RECEIVED']] },
  ];

  it('reads the stacked date label, the rows left of the centred label, year and card signs', () => {
    const s = only([pageWords(1, lines)]);
    expect(s.accountType).toBe('credit_card');
    expect(s.transactions.map((t) => [t.date, t.amount, t.description])).toEqual([
      ['2021-11-11', '200.00', 'Payment Thank You'],
      ['2021-11-07', '-60.47', 'BOOK SHOP'],
      ['2021-11-08', '-128.00', 'HARDWARE'],
      ['2021-12-02', '-16.17', 'AIRPORT CAFE'],
    ]);
  });
});

describe('OCR geometry', () => {
  const head: FixtureLine = {
    y: 80,
    cells: [
      [40, 'Date'],
      [130, 'Description'],
      [400, 'Amount'],
      [480, 'Balance'],
    ],
  };

  it('a date read as separate cells ("Apr 4," | "2023", "22" | "Jul 24") is one date', () => {
    const s = only([
      pageWords(
        1,
        [
          head,
          { y: 100, cells: [[40, 'Apr 4,'], [72, '2023'], [130, 'GROCER'], right(430, '(3.46)')] },
          {
            y: 114,
            cells: [[40, 'Mar'], [58, '30,'], [72, '2023'], [130, 'CABLE'], right(430, '(3.59)')],
          },
          { y: 128, cells: [[40, 'Mar 28, 2023'], [130, 'PHARMACY'], right(430, '(1.00)')] },
        ],
        { source: 'ocr' },
      ),
    ]);
    expect(s.transactions.map((t) => [t.date, t.description])).toEqual([
      ['2023-03-28', 'PHARMACY'],
      ['2023-03-30', 'CABLE'],
      ['2023-04-04', 'GROCER'],
    ]);
  });

  it('an amount OCR read a few points off its row joins the row that has room for it', () => {
    const s = only([
      pageWords(
        1,
        [
          head,
          {
            y: 100,
            cells: [[40, '01/02/24'], [130, 'GROCER'], right(430, '12.00'), right(520, '88.00')],
          },
          { y: 114, cells: [[40, '01/02/24'], [130, 'REFUND'], right(520, '101.00')] },
          { y: 119, cells: [right(430, '13.00')] },
          {
            y: 124,
            cells: [[40, '01/03/24'], [130, 'FUEL'], right(430, '1.00'), right(520, '100.00')],
          },
        ],
        { source: 'ocr' },
      ),
    ]);
    expect(s.transactions.map((t) => [t.description, t.amount])).toEqual([
      ['GROCER', '-12.00'],
      ['REFUND', '13.00'],
      ['FUEL', '-1.00'],
    ]);
  });

  it('a speck read far left of a continuation line does not end the table', () => {
    const s = only([
      pageWords(
        1,
        [
          head,
          { y: 100, cells: [[40, '01/02/24'], [130, 'GROCER'], right(430, '-12.00')] },
          {
            y: 110,
            cells: [
              [20, '¥'],
              [130, 'NORTH TOWN'],
            ],
          },
          { y: 124, cells: [[40, '01/03/24'], [130, 'FUEL'], right(430, '-1.00')] },
        ],
        { source: 'ocr' },
      ),
    ]);
    expect(s.transactions.map((t) => t.description)).toEqual(['GROCER ¥ NORTH TOWN', 'FUEL']);
  });
});

describe('a header OCR could not read', () => {
  it('the columns are inferred from the rows (dates left, amounts right)', () => {
    const r = build([
      pageWords(
        1,
        [
          { y: 20, cells: [[300, 'Auszugsdatum 30.06.2023']] },
          { y: 40, cells: [[300, 'Kontostand alt'], right(520, '100,00 H')] },
          {
            y: 80,
            cells: [
              [40, 'Bckngtag Vlta Bochngatert'],
              [300, '00-0. 0000'],
              [470, 'BergEUR'],
            ],
          },
          {
            y: 100,
            cells: [[40, '11.06.'], [100, '11.06.'], [160, 'MARKT'], right(520, '21,57 S')],
          },
          {
            y: 114,
            cells: [[40, '12.06.'], [100, '12.06.'], [160, 'STROM'], right(520, '12,58 S')],
          },
          {
            y: 128,
            cells: [[40, '14.06.'], [100, '14.06.'], [160, 'ERSTATTUNG'], right(520, '60,32 H')],
          },
          { y: 150, cells: [[300, 'Kontostand neu'], right(520, '126,17 H')] },
        ],
        { source: 'ocr' },
      ),
    ]);
    expect(r.statements).toHaveLength(1);
    const s = r.statements[0]!;
    expect(s.transactions.map((t) => [t.date?.slice(5), t.description, t.amount])).toEqual([
      ['06-11', 'MARKT', '-21.57'],
      ['06-12', 'STROM', '-12.58'],
      ['06-14', 'ERSTATTUNG', '60.32'],
    ]);
    expect(s.checks.reconciled).toBe(true);
    expect(r.warnings.some((w) => /No column header could be read/.test(w))).toBe(true);
  });

  it('a marker read as a cell of its own stays with its amount, the balance column after it', () => {
    const row = (
      y: number,
      date: string,
      text: string,
      amount: string,
      marker: string,
      bal: string,
    ) => ({
      y,
      cells: [
        [40, date],
        [100, text],
        right(400, amount),
        [410, marker],
        right(520, bal),
      ] as FixtureLine['cells'],
    });
    const s = only([
      pageWords(
        1,
        [
          {
            y: 80,
            cells: [
              [40, 'Dte irPantcul'],
              [380, 'AmOUNt Ak aE Balnce'],
            ],
          },
          { y: 100, cells: [[40, '01/06/22'], [100, 'OPENING BALANCE'], right(520, '100.00 CR')] },
          row(114, '02/06/22', 'SHOP 952958', '15.10', 'DR', '84.90 CR'),
          row(128, '04/06/22', 'INTEREST', '39.94', 'CR', '124.84 CR'),
          row(142, '04/06/22', 'PHONE 529273', '2.07', 'DR', '122.77 CR'),
          row(156, '05/06/22', 'REFUND 491649', '7.23', 'CR', '130.00 CR'),
          row(170, '06/06/22', 'SHOP', '30.00', 'DR', '100.00 CR'),
        ],
        { source: 'ocr' },
      ),
    ]);
    expect(s.transactions.map((t) => [t.description, t.amount, t.balance])).toEqual([
      ['SHOP 952958', '-15.10', '84.90'],
      ['INTEREST', '39.94', '124.84'],
      ['PHONE 529273', '-2.07', '122.77'],
      ['REFUND 491649', '7.23', '130.00'],
      ['SHOP', '-30.00', '100.00'],
    ]);
    expect(s.checks.reconciled).toBe(true);
  });

  it('lines of text without dated amount rows still find nothing', () => {
    const r = build([
      pageWords(1, [
        { y: 40, cells: [[40, 'Dear customer,']] },
        {
          y: 60,
          cells: [
            [40, '12.06.'],
            [100, 'your new card arrives soon'],
          ],
        },
      ]),
    ]);
    expect(r.statements).toHaveLength(0);
  });
});

describe('signs and misreadings the arithmetic settles', () => {
  const head: FixtureLine = {
    y: 80,
    cells: [
      [40, 'Date'],
      [130, 'Description'],
      [400, 'Amount'],
      [480, 'Balance'],
    ],
  };
  const statement = (source: 'ocr' | 'text', misread: string) =>
    pageWords(
      1,
      [
        { y: 40, cells: [[300, 'Opening balance'], right(520, '1,000.00')] },
        { y: 52, cells: [[300, 'Closing balance'], right(520, '862.01')] },
        head,
        {
          y: 100,
          cells: [[40, '01/02/24'], [130, 'GROCER'], right(430, '-57.99'), right(520, '942.01')],
        },
        {
          y: 114,
          cells: [[40, '01/03/24'], [130, 'RENT'], right(430, misread), right(520, '842.01')],
        },
        {
          y: 128,
          cells: [[40, '01/04/24'], [130, 'REFUND'], right(430, '20.00'), right(520, '862.01')],
        },
      ],
      { source },
    );

  it('an OCR digit misread between two confirmed balances is read as they give it, and flagged', () => {
    const r = build([statement('ocr', '-200.00')]);
    const s = r.statements[0]!;
    expect(amounts(s)).toEqual(['-57.99', '-100.00', '20.00']);
    expect(s.checks.reconciled).toBe(true);
    expect(s.transactions[1]!.confidence).toBeLessThan(0.5);
    expect(s.checks.issues.map((i) => [i.code, i.row])).toContainEqual(['low_confidence', 1]);
    expect(r.warnings.join(' ')).toMatch(/row 2 \(page 1\): its amount "-200.00" as -100.00/);
  });

  it('the same figure in a text layer is reported, not changed', () => {
    const s = build([statement('text', '-200.00')]).statements[0]!;
    expect(amounts(s)).toEqual(['-57.99', '-200.00', '20.00']);
    expect(s.checks.reconciled).toBe(false);
    expect(s.checks.issues.map((i) => i.code)).toContain('running_balance_mismatch');
  });

  it('figures OCR doubted but the running balance proves do not make a row low-confidence', () => {
    const page = statement('ocr', '-100.00');
    const doubt = (text: string, repaired = false) => {
      const w = page.words.find((x) => x.text === text)!;
      w.confidence = 0.2;
      if (repaired) w.repaired = true;
    };
    doubt('-100.00'); // proven by 942.01 → 842.01
    doubt('20.00', true); // proven too, but OCR changed its reading: stays for review
    doubt('GROCER'); // a description word: the arithmetic says nothing about it
    const s = only([page]);
    expect(s.checks.reconciled).toBe(true);
    expect(s.transactions.map((t) => t.confidence < 0.5)).toEqual([true, false, true]);
  });

  it('one guessed sign that keeps opening + Σ from the closing balance is turned', () => {
    const s = only([
      pageWords(1, [
        { y: 40, cells: [[300, 'Previous balance'], right(520, '500.00')] },
        { y: 52, cells: [[300, 'New balance'], right(520, '460.00')] },
        {
          y: 80,
          cells: [
            [40, 'Date'],
            [130, 'Description'],
            [440, 'Amount'],
          ],
        },
        { y: 100, cells: [[40, '01/02/24'], [130, 'GROCER'], right(480, '50.00')] },
        { y: 114, cells: [[40, '01/03/24'], [130, 'INTEREST'], right(480, '30.00')] },
        { y: 128, cells: [[40, '01/04/24'], [130, 'FUEL'], right(480, '20.00')] },
      ]),
    ]);
    expect(amounts(s)).toEqual(['-50.00', '30.00', '-20.00']);
    expect(s.checks.reconciled).toBe(true);
  });
});
