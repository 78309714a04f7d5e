/**
 * Classes found by blind batch 15 (invented fixtures, not its documents): a checking account's
 * summary by kind that splits deposits in two, sections whose headings carry a count or say
 * "Electronic Payments", a subtotal under checks printed two to a line, a card account's balances
 * "Available as of" a date, and an app bank's days each totalling their money in and out.
 */
import { describe, expect, it } from 'vitest';
import { type FixtureLine, right } from './testing/page-words.ts';
import { statementsOf } from './testing/read-statements.ts';

describe('blind-15 classes', () => {
  it('a summary by kind, sections by heading, checks two to a line with their subtotal', () => {
    const row = (y: number, d: string, text: string, a: string): FixtureLine => ({
      y,
      cells: [[40, d], [120, text], right(560, a)],
    });
    const [s] = statementsOf([
      {
        y: 20,
        cells: [
          [40, 'Example Bank, N.A.'],
          [420, 'STATEMENT OF ACCOUNT'],
        ],
      },
      {
        y: 32,
        cells: [
          [380, 'Statement Period:'],
          [470, 'Aug 01 2023-Aug 31 2023'],
        ],
      },
      { y: 50, cells: [[40, 'Beginning Balance'], right(300, '700.00')] },
      { y: 62, cells: [[40, 'Deposits'], right(300, '50.00')] },
      { y: 74, cells: [[40, 'Electronic Deposits'], right(300, '1,000.00')] },
      { y: 86, cells: [[40, 'Checks Paid'], right(300, '100.00')] },
      { y: 98, cells: [[40, 'Electronic Payments'], right(300, '30.00')] },
      { y: 110, cells: [[40, 'Ending Balance'], right(300, '1,620.00')] },
      { y: 140, cells: [[40, 'Deposits']] },
      {
        y: 152,
        cells: [
          [40, 'POSTING DATE'],
          [120, 'DESCRIPTION'],
          [530, 'AMOUNT'],
        ],
      },
      row(164, '08/05', 'MOBILE DEPOSIT', '50.00'),
      { y: 186, cells: [[40, 'Electronic Deposits']] },
      {
        y: 198,
        cells: [
          [40, 'POSTING DATE'],
          [120, 'DESCRIPTION'],
          [530, 'AMOUNT'],
        ],
      },
      row(210, '08/15', 'ACH DEPOSIT, EXAMPLE LLC PAYROLL', '1,000.00'),
      {
        y: 232,
        cells: [
          [
            40,
            'Checks Paid No. Checks: 3 *Indicates break in serial sequence or check processed electronically',
          ],
        ],
      },
      {
        y: 244,
        cells: [
          [40, 'DATE'],
          [110, 'SERIAL NO.'],
          [230, 'AMOUNT'],
          [320, 'DATE'],
          [390, 'SERIAL NO.'],
          [530, 'AMOUNT'],
        ],
      },
      {
        y: 256,
        cells: [
          [40, '08/02'],
          [110, '1340'],
          right(270, '62.20'),
          [320, '08/03'],
          [390, '1341'],
          right(560, '27.80'),
        ],
      },
      { y: 268, cells: [[40, '08/04'], [110, '1342'], right(270, '10.00')] },
      { y: 280, cells: [[110, 'Subtotal:'], right(560, '100.00')] },
      { y: 302, cells: [[40, 'Electronic Payments']] },
      {
        y: 314,
        cells: [
          [40, 'POSTING DATE'],
          [120, 'DESCRIPTION'],
          [530, 'AMOUNT'],
        ],
      },
      row(326, '08/09', 'ACH DEBIT, EXAMPLE PHONE PAYMENT', '30.00'),
    ]);
    expect(s?.transactions.map((t) => t.amount).sort()).toEqual(
      ['-10.00', '-27.80', '-30.00', '-62.20', '1000.00', '50.00'].sort(),
    );
    expect(s?.checks.reconciled).toBe(true);
  });

  it('a card account “Available as of” its first and last day, spent by kind, signs as printed', () => {
    const row = (y: number, d: string, a: string, kind: string, text: string): FixtureLine => ({
      y,
      cells: [[46, d], right(200, a), [210, kind], [310, text]],
    });
    const [s] = statementsOf([
      {
        y: 20,
        cells: [
          [40, 'Example Bank'],
          [250, 'Card statement for the period from 01.02.20 to 29.02.20'],
        ],
      },
      { y: 40, cells: [[40, 'Card number: *6387']] },
      { y: 60, cells: [[40, 'Available as of 01.02.20'], right(300, '+ 1 000,00 KZT')] },
      { y: 72, cells: [[40, 'Replenishments'], right(300, '+ 500,00 KZT')] },
      { y: 84, cells: [[40, 'Transfers'], right(300, '- 200,00 KZT')] },
      { y: 96, cells: [[40, 'Purchases'], right(300, '- 100,00 KZT')] },
      { y: 108, cells: [[40, 'Available as of 29.02.20'], right(300, '+ 1 200,00 KZT')] },
      {
        y: 130,
        cells: [
          [46, 'Date'],
          [171, 'Amount'],
          [210, 'Transaction'],
          [310, 'Details'],
        ],
      },
      row(142, '28.02.20', '- 100,00', 'Purchases', 'GLOVO'),
      row(154, '27.02.20', '+ 500,00', 'Replenishment', 'Example N.'),
      row(166, '26.02.20', '- 200,00', 'Transfers', 'Sample M.'),
    ]);
    expect(s?.transactions.map((t) => t.amount)).toEqual(['-200.00', '500.00', '-100.00']);
    expect(s?.checks.reconciled).toBe(true);
  });

  it('an app bank’s days: each day’s in and out totals date and sign the entries under them', () => {
    const entry = (y: number, text: string, a: string): FixtureLine => ({
      y,
      cells: [[40, text], right(560, a)],
    });
    const [s] = statementsOf([
      {
        y: 20,
        cells: [
          [40, 'exemplo'],
          [400, 'Ana Exemplo'],
        ],
      },
      {
        y: 40,
        cells: [
          [40, 'Extrato'],
          [300, 'Agência 0001   Conta 97812708-5'],
        ],
      },
      {
        y: 52,
        cells: [
          [40, '01 DE OUTUBRO DE 2020 a 31 DE OUTUBRO DE 2020'],
          [460, 'VALORES EM R$'],
        ],
      },
      { y: 72, cells: [[40, 'Saldo inicial'], right(260, '1.000,00')] },
      { y: 84, cells: [[40, 'Saldo final do período'], right(260, '1.720,00')] },
      { y: 110, cells: [[40, 'Movimentações']] },
      { y: 130, cells: [[40, '02 OUT 2020'], [120, 'Total de saídas'], right(560, '- 80,00')] },
      entry(142, 'Transferência enviada pelo Pix', '80,00'),
      { y: 170, cells: [[40, '05 OUT 2020'], [120, 'Total de entradas'], right(560, '+ 900,00')] },
      entry(182, 'Transferência recebida pelo Pix', '900,00'),
      { y: 194, cells: [[40, 'Total de saídas'], right(560, '- 100,00')] },
      entry(206, 'Compra no débito', '100,00'),
      { y: 234, cells: [[40, '07 OUT 2020'], [120, 'Total de saídas'], right(560, '- 30,00')] },
      entry(246, 'Compra no débito', '30,00'),
      { y: 274, cells: [[40, '09 OUT 2020'], [120, 'Total de entradas'], right(560, '+ 50,00')] },
      entry(286, 'Transferência recebida pelo Pix', '50,00'),
      { y: 314, cells: [[40, '12 OUT 2020'], [120, 'Total de saídas'], right(560, '- 20,00')] },
      entry(326, 'Pagamento de fatura', '20,00'),
    ]);
    expect(s?.transactions.map((t) => [t.date, t.amount])).toEqual([
      ['2020-10-02', '-80.00'],
      ['2020-10-05', '900.00'],
      ['2020-10-05', '-100.00'],
      ['2020-10-07', '-30.00'],
      ['2020-10-09', '50.00'],
      ['2020-10-12', '-20.00'],
    ]);
    expect(s?.checks.reconciled).toBe(true);
  });
});
