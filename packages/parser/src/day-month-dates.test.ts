/**
 * Day-month dates without a year as European statements print them ("25.11", "25.11.", "25/11")
 * in the date columns (invented fixture).
 */
import { describe, expect, it } from 'vitest';
import { detectHeader } from './layout/header.ts';
import { buildLines } from './layout/lines.ts';
import { buildStatements } from './statement.ts';
import { type FixtureLine, pageWords, right } from './testing/page-words.ts';

function statement(dm: (d: string, m: string) => string, header = ['Datum', 'Valuta']) {
  const row = (y: number, d: string, v: string, text: string, amount: string, bal: string) => ({
    y,
    cells: [
      [40, dm(d, '11')],
      [80, dm(v, '11')],
      [130, text],
      right(450, amount),
      right(540, bal),
    ] as FixtureLine['cells'],
  });
  const lines: FixtureLine[] = [
    { y: 30, cells: [[40, 'Beispielbank AG']] },
    { y: 50, cells: [[40, 'Kontoauszug vom 01.11.2023 bis 30.11.2023']] },
    {
      y: 100,
      cells: [
        [40, header[0]!],
        [80, header[1]!],
        [130, 'Buchungstext'],
        right(450, 'Betrag EUR'),
        right(540, 'Saldo EUR'),
      ],
    },
    { y: 112, cells: [[130, 'Alter Kontostand'], right(540, '1.000,00')] },
    row(124, '03', '03', 'Lastschrift Rechnung 12.10', '-20,00', '980,00'),
    row(136, '15', '16', 'Gehalt Beispiel GmbH', '1.500,00', '2.480,00'),
    row(148, '25', '25', 'Miete', '-700,00', '1.780,00'),
    { y: 160, cells: [[130, 'Neuer Kontostand'], right(540, '1.780,00')] },
  ];
  const { statements } = buildStatements([buildLines(pageWords(1, lines))]);
  expect(statements).toHaveLength(1);
  return statements[0]!;
}

describe('day-month dates without a year in the date columns', () => {
  it.each([
    ['25.11', (d: string, m: string) => `${d}.${m}`],
    ['25.11.', (d: string, m: string) => `${d}.${m}.`],
    ['25/11', (d: string, m: string) => `${d}/${m}`],
  ])('%s', (_, dm) => {
    const s = statement(dm);
    expect(s.transactions.map((t) => [t.date, t.postDate, t.description])).toEqual([
      ['2023-11-03', '2023-11-03', 'Lastschrift Rechnung 12.10'],
      ['2023-11-15', '2023-11-16', 'Gehalt Beispiel GmbH'],
      ['2023-11-25', '2023-11-25', 'Miete'],
    ]);
    expect(s.checks.reconciled).toBe(true);
  });

  it('under a "Buchung" / "Wert" header', () => {
    const s = statement((d, m) => `${d}.${m}`, ['Buchung', 'Wert']);
    expect(s.transactions.map((t) => t.date)).toEqual(['2023-11-03', '2023-11-15', '2023-11-25']);
  });
});

/** The roles of the columns a one-line header names. */
function roles(cells: FixtureLine['cells']) {
  return detectHeader(buildLines(pageWords(1, [{ y: 100, cells }])), 0)!.columns.map((c) => c.role);
}

describe('"Buchung" in German headers', () => {
  it('alone names the booking date; starting a longer label, the text column', () => {
    expect(
      roles([
        [40, 'Buchung'],
        [100, 'Buchung / Verwendungszweck'],
        [400, 'Valuta'],
        [480, 'Betrag'],
      ]),
    ).toEqual(['date', 'description', 'postDate', 'amount']);
  });

  it('printed tight beside "Buchungstext", it is still the date column', () => {
    expect(
      roles([
        [40, 'Buchung Buchungstext'],
        [400, 'Valuta'],
        [480, 'Betrag'],
      ]),
    ).toEqual(['date', 'description', 'postDate', 'amount']);
  });
});
