/**
 * Statement facts as continental European statements print them (invented fixtures): account
 * numbers after "n°" / "n." or a Dutch/French account-kind label, euros known from a euro-area
 * IBAN, a Spanish period with "de" inside its dates.
 */
import { describe, expect, it } from 'vitest';
import { buildLines } from './layout/lines.ts';
import { accountNumbersOnLine } from './metadata.ts';
import { buildStatements } from './statement.ts';
import { pageWords, right } from './testing/page-words.ts';
import { readSimpleStatement, simpleStatementLines } from './testing/simple-statement.ts';

const rows = [
  { date: '02/03/2021', description: 'Compra', amount: '-20.00', balance: '980.00' },
  { date: '05/03/2021', description: 'Nomina', amount: '500.00', balance: '1,480.00' },
];

describe('European statement facts', () => {
  it.each([
    ['Conto corrente n. 000347904101', '000347904101'],
    ['Compte Courant Professionnel n° 00042044857', '00042044857'],
    ['Compte Chèques n° 00084332159', '00084332159'],
    ['Compte à vue BE73 8501 6231 6082', 'BE73 8501 6231 6082'],
    ['Zichtrekening BE22 6072 9071 4979', 'BE22 6072 9071 4979'],
    ['Rekeningnummer NL11 INGB 1980 2219 00', 'NL11 INGB 1980 2219 00'],
    ['IBAN CH92 8388 0843 8385 8802 6 CHF', 'CH92 8388 0843 8385 8802 6'],
    ['Conta corrente n.º 32.236-X', '32.236-X'],
  ])('account number: %s', (label, want) => {
    const s = readSimpleStatement([label], rows);
    expect(s.accountNumber).toBe(want);
  });

  it('a value cell that starts with the number: "Conta corrente | 15.967-2 FULANO"', () => {
    const page = simpleStatementLines([], rows, [
      {
        y: 60,
        cells: [
          [40, 'Agência'],
          [120, '5230-7'],
          [240, 'Conta corrente'],
          [330, '15.967-2 FULANO'],
        ],
      },
    ]);
    const s = buildStatements([buildLines(pageWords(1, page))]).statements[0]!;
    expect(s.accountNumber).toBe('15.967-2');
  });

  it('an amount is no dotted account number ("CITIBANK CARD   287.27" holds the letters "iban")', () => {
    const [line] = buildLines(
      pageWords(1, [{ y: 100, cells: [[40, 'BILL PAYMENT CITIBANK CARD'], right(420, '287.27')] }]),
    );
    expect(accountNumbersOnLine(line!, undefined)).toEqual({ plain: null, iban: null });
  });

  it('"R$" is the Brazilian real', () => {
    expect(readSimpleStatement(['Valores em R$'], rows).currency).toBe('BRL');
  });

  it('a euro-area IBAN and no currency printed: EUR; none without it', () => {
    expect(readSimpleStatement(['IBAN: ES84 4134 9160 1311 9309 0851'], rows).currency).toBe('EUR');
    expect(readSimpleStatement(['Account 12345678'], rows).currency).toBeNull();
  });

  it('a Spanish period whose dates hold "de": "Del 1 de febrero al 31 de marzo de 2021"', () => {
    const s = readSimpleStatement(['Del 1 de febrero al 31 de marzo de 2021'], rows);
    expect([s.periodStart, s.periodEnd]).toEqual(['2021-02-01', '2021-03-31']);
  });
});
