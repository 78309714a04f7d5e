/**
 * Signs the document does not prove (invented fixtures): a card bill whose card words OCR garbled
 * ("cartio de credito") reads like a bank account where purchases are money in; the sums hold
 * either way, so it is not certified. A bank list that mostly spends is not flagged.
 */
import { describe, expect, it } from 'vitest';
import { buildLines } from './layout/lines.ts';
import { unprovenSigns } from './sign-evidence.ts';
import { buildStatements } from './statement.ts';
import { type FixtureLine, pageWords, right } from './testing/page-words.ts';

const row = (y: number, d: string, what: string, amount: string): FixtureLine => ({
  y,
  cells: [[40, d], [110, what], right(540, amount)],
});

describe('signs no column or balance proves', () => {
  it('a bill of purchases with no card word left is not certified', () => {
    const lines: FixtureLine[] = [
      { y: 30, cells: [[40, 'Banco Example   Fatura do cartio de credito']] },
      { y: 42, cells: [[40, 'Periodo 27/08/2019 a 25/09/2019']] },
      { y: 60, cells: [[40, 'Saldo anterior'], right(300, '100,00')] },
      { y: 72, cells: [[40, 'Saldo final'], right(300, '300,00')] },
      {
        y: 100,
        cells: [
          [40, 'Data'],
          [110, 'Descricao'],
          [500, 'Valor R$'],
        ],
      },
      row(112, '27/08/2019', 'PADARIA REAL', '39,83'),
      row(124, '30/08/2019', 'CASAS BAHIA', '61,72'),
      row(136, '31/08/2019', 'POSTO IPIRANGA', '25,97'),
      row(148, '02/09/2019', 'DROGASIL', '57,11'),
      row(160, '03/09/2019', 'IFOOD', '24,73'),
      row(172, '04/09/2019', 'PAGAMENTO EFETUADO', '-9,36'),
    ];
    const [s] = buildStatements([buildLines(pageWords(1, lines))]).statements;
    expect(s!.checks.issues.map((i) => i.code)).toContain('signs_unproven');
    expect(s!.checks.reconciled).toBe(false);
  });

  it('is quiet for a known kind of account, a balance column, or a list that mostly spends', () => {
    const base = { amounts: [5, 6, 7, 8, -1], balances: [null, null, null, null, null], sided: [] };
    expect(unprovenSigns({ ...base, accountType: null })).toHaveLength(1);
    expect(unprovenSigns({ ...base, accountType: 'credit_card' })).toEqual([]);
    expect(
      unprovenSigns({ ...base, accountType: null, balances: [1, null, null, null, null] }),
    ).toEqual([]);
    expect(unprovenSigns({ ...base, accountType: null, amounts: [-5, -6, -7, 8, -1] })).toEqual([]);
  });
});
