/**
 * The bank's name and the account holder from a first page's layout (invented letterheads).
 */
import { describe, expect, it } from 'vitest';
import { buildLines } from './layout/lines.ts';
import { findBankName, findHolder } from './names.ts';
import { type FixtureLine, pageWords } from './testing/page-words.ts';

function page(lines: FixtureLine[]) {
  return buildLines(pageWords(1, lines));
}
/** An address block at the top left: its lines 11 points apart. */
const block = (texts: string[], y = 120, x = 50): FixtureLine[] =>
  texts.map((t, i) => ({ y: y + i * 11, cells: [[x, t]] }));

describe('the account holder heads the address block', () => {
  it.each([
    [['Jane Example', '12 Sample Road', 'Exampletown', 'EX1 2AB'], 'Jane Example'],
    [['ACME TRADING LTD', 'Unit 4 Example Park', 'Sampleton, ST 12345'], 'ACME TRADING LTD'],
    [['MR JOHN A SMITH', 'FLAT 2', '7 HIGH STREET', 'SAMPLETON SA1 1AA'], 'MR JOHN A SMITH'],
    [['Erika Beispiel', 'Beispielstraße 12', '12345 Musterstadt'], 'Erika Beispiel'],
    [['Lucía Ejemplo Ruiz', 'Apartado 45', '28013 Ejemplo'], 'Lucía Ejemplo Ruiz'],
  ])('%j', (texts, name) => {
    const lines = page([
      { y: 40, cells: [[50, 'Example Bank plc']] },
      ...block(texts),
      { y: 120, cells: [[380, 'Statement date 31 July 2023']] },
    ]);
    expect(findHolder(lines)).toBe(name);
  });

  it('a service address or a bank address is no holder', () => {
    const lines = page([
      ...block(['Customer Service Centre', 'PO Box 123', 'Sampleton SA9 9ZZ'], 60),
      ...block(['Example Bank plc', '1 Money Street', 'Sampleton SA1 1AA'], 140),
    ]);
    expect(findHolder(lines)).toBeNull();
  });

  it('a name without an address below it is not taken', () => {
    expect(findHolder(page(block(['Everyday Saver', 'Your account at a glance'])))).toBeNull();
  });
});

describe('the bank name', () => {
  it.each([
    ['Beispielstädter Kantonalbank', 'Beispielstädter Kantonalbank'],
    ['Crédit Exemplaire', 'Crédit Exemplaire'],
    ['Example Bank plc, 1 Money Street, Sampleton', 'Example Bank plc'],
  ])('letterhead %s', (text, name) => {
    expect(findBankName(page([{ y: 40, cells: [[50, text]] }]))).toBe(name);
  });

  it("is read from the footer's small print when the letterhead is a logo", () => {
    const lines = page([
      { y: 200, cells: [[50, '12/07/2023 Transfer to Other Bank Ltd 25.00']] },
      {
        y: 800,
        cells: [
          [
            50,
            'Sample Savings Bank, N.A. is a member of the deposit insurance scheme. Equal Housing Lender',
          ],
        ],
      },
    ]);
    expect(findBankName(lines)).toBe('Sample Savings Bank, N.A.');
  });

  it('a bank named in a transaction row is not the issuer', () => {
    const lines = page([{ y: 300, cells: [[50, '12/07/2023 Transfer to Other Bank plc 25.00']] }]);
    expect(findBankName(lines)).toBeNull();
  });
});
