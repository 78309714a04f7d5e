/**
 * Nordic statement shapes (invented fixtures): Norwegian labels ("Ut av konto", "Inn på
 * konto", "Rentedato"), the opening as "Saldo fra kontoutskrift …", a "Sum" line of both
 * columns, and the closing as "Saldo i Deres favør"; letters NFKD leaves alone (ø, æ).
 */
import { describe, expect, it } from 'vitest';
import { buildLines } from './layout/lines.ts';
import { buildStatements } from './statement.ts';
import { type FixtureLine, pageWords, right } from './testing/page-words.ts';

describe('Nordic tables', () => {
  it('Norwegian: out/in columns, opening and closing labels, a Sum line', () => {
    const row = (y: number, d: string, text: string, out: string, inn: string): FixtureLine => ({
      y,
      cells: [
        [40, d],
        [100, text],
        [400, d],
        ...(out ? [right(500, out)] : []),
        ...(inn ? [right(570, inn)] : []),
      ],
    });
    const { statements } = buildStatements([
      buildLines(
        pageWords(1, [
          { y: 30, cells: [[40, 'Eksempel Sparebank']] },
          { y: 45, cells: [[300, 'Kontoutskrift for perioden 01.04.2024 - 30.04.2024']] },
          {
            y: 80,
            cells: [
              [40, 'Dato'],
              [100, 'Forklaring'],
              [400, 'Rentedato'],
              [450, 'Ut av konto'],
              [515, 'Inn på konto'],
            ],
          },
          { y: 92, cells: [[100, 'Saldo fra kontoutskrift 01.04.2024'], right(570, '44 229,52')] },
          row(104, '02.04', 'Varekjøp REMA 1000 OSLO', '18,08', ''),
          row(116, '05.04', 'Lønn EKSEMPEL AS', '', '1 060,40'),
          { y: 128, cells: [[100, 'Sum'], right(500, '18,08'), right(570, '1 060,40')] },
          { y: 140, cells: [[100, 'Saldo i Deres favør 30.04.2024'], right(570, '45 271,84')] },
        ]),
      ),
    ]);
    const s = statements[0]!;
    expect(s.transactions.map((t) => [t.date, t.postDate, t.amount])).toEqual([
      ['2024-04-02', '2024-04-02', '-18.08'],
      ['2024-04-05', '2024-04-05', '1060.40'],
    ]);
    expect([s.openingBalance, s.closingBalance]).toEqual(['44229.52', '45271.84']);
    expect(s.checks.reconciled).toBe(true);
  });
});
