/**
 * Statements continued over pages (invented fixtures): a page's carried-forward balance is no
 * statement's closing when rows carry on from it, an OCR "C/F" read as "CIF" still carries
 * forward, and a page whose rows were read into no row is named — never certified.
 */
import { describe, expect, it } from 'vitest';
import { buildLines } from './layout/lines.ts';
import { buildStatements } from './statement.ts';
import { type FixtureLine, pageWords, right } from './testing/page-words.ts';

const header = (y: number, label = 'Description'): FixtureLine => ({
  y,
  cells: [
    [40, 'Date'],
    [140, label],
    [380, 'Withdrawal'],
    [460, 'Deposit'],
    [530, 'Balance'],
  ],
});
const row = (y: number, d: string, text: string, out: string, inn: string, bal: string) =>
  ({
    y,
    cells: [
      [40, d],
      [140, text],
      ...(out ? [right(420, out)] : []),
      ...(inn ? [right(490, inn)] : []),
      right(560, bal),
    ],
  }) as FixtureLine;
const balanceLine = (y: number, label: string, bal: string): FixtureLine => ({
  y,
  cells: [[140, label], right(560, bal)],
});

function read(page2Header: FixtureLine, closingLabel: string) {
  const pages: FixtureLine[][] = [
    [
      { y: 30, cells: [[40, 'EXAMPLE BANK  SAVINGS ACCOUNT  839-772564-455']] },
      { y: 42, cells: [[40, 'Statement period 01 Jun 2021 to 30 Jun 2021']] },
      header(80),
      balanceLine(92, 'BALANCE B/F', '1,000.00'),
      row(104, '03 JUN', 'GIRO IRAS TAX', '16.08', '', '983.92'),
      row(116, '05 JUN', 'PAYNOW TRANSFER', '', '124.00', '1,107.92'),
      balanceLine(128, 'BALANCE C/F', '1,107.92'),
    ],
    [
      page2Header,
      balanceLine(92, 'BALANCE B/F', '1,107.92'),
      row(104, '24 JUN', 'NETS QR FOOD', '8.59', '', '1,099.33'),
      row(116, '30 JUN', 'INTEREST CREDIT', '', '1.48', '1,100.81'),
      balanceLine(128, closingLabel, '1,100.81'),
    ],
  ];
  return buildStatements(pages.map((p, i) => buildLines(pageWords(i + 1, p)))).statements;
}

describe('a statement continued over pages', () => {
  it('reads on past a page\'s carried-forward balance; "BALANCE CIF" (OCR) closes', () => {
    const [s] = read(header(80), 'BALANCE CIF');
    expect(s!.transactions).toHaveLength(4);
    expect(s!.closingBalance).toBe('1100.81');
    expect(s!.checks.reconciled).toBe(true);
  });

  it('a page whose header went unread is named, never certified', () => {
    // the second page's column labels unreadable: no table opens there
    const garbled: FixtureLine = {
      y: 80,
      cells: [
        [40, 'Dqte'],
        [140, 'Descr1pt'],
      ],
    };
    const [s] = read(garbled, 'BALANCE C/F');
    expect(s!.transactions).toHaveLength(2);
    expect(s!.checks.reconciled).toBe(false);
    expect(s!.checks.issues.map((i) => i.message).join(' ')).toMatch(/page 2/);
  });

  it('a French caisse statement: header on page 1 only, small print at its foot, rows go on', () => {
    const frRow = (y: number, d: string, text: string, out: string, inn: string, bal: string) =>
      ({
        y,
        cells: [
          [37, d],
          [119, text],
          ...(out ? [right(421, out)] : []),
          ...(inn ? [right(491, inn)] : []),
          right(561, bal),
        ],
      }) as FixtureLine;
    const pages: FixtureLine[][] = [
      [
        {
          y: 30,
          cells: [
            [37, 'Caisse populaire Exemple'],
            [400, 'RELEVÉ DE COMPTE'],
          ],
        },
        { y: 42, cells: [[300, 'Relevé de compte du 1er février au 3 mars 2021']] },
        {
          y: 80,
          cells: [
            [37, 'Date'],
            [119, 'Description'],
            [390, 'Retrait'],
            [469, 'Dépôt'],
            [539, 'Solde'],
          ],
        },
        frRow(92, '01 FÉV', 'Solde reporté', '', '', '5 630,41'),
        frRow(104, '01 FÉV', 'Virement Interac reçu', '', '685,66', '6 316,07'),
        {
          y: 760,
          cells: [[37, 'Caisse populaire Exemple — membre du Mouvement, relevé à conserver.']],
        },
      ],
      [
        frRow(60, '03 FÉV', 'Paiement préautorisé VIDEOTRON', '136,77', '', '6 179,30'),
        frRow(72, '04 MARS', 'Dépôt direct EXEMPLE INC PAIE', '', '24,75', '6 204,05'),
      ],
    ];
    const [s] = buildStatements(pages.map((p, i) => buildLines(pageWords(i + 1, p)))).statements;
    expect(s!.transactions.map((t) => [t.date, t.amount])).toEqual([
      ['2021-02-01', '685.66'],
      ['2021-02-03', '-136.77'],
      ['2021-03-04', '24.75'],
    ]);
  });
});
