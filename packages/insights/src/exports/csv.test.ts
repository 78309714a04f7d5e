import { describe, expect, it } from 'vitest';
import { csvCell, statementsToCsv } from './csv.ts';

describe('statementsToCsv', () => {
  it('writes one row per transaction with debit/credit split', () => {
    const csv = statementsToCsv([
      {
        accountNumber: '123',
        transactions: [
          {
            date: '2024-01-02',
            description: 'Shop, "big"',
            amount: '-5.00',
            balance: '95.00',
            reference: null,
            page: 1,
          },
          {
            date: null,
            description: '=HYPERLINK("x")',
            amount: '10.00',
            balance: null,
            reference: '+44',
            page: 2,
          },
        ],
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Date,Description,Amount,Debit,Credit,Balance,Reference,Account,Page',
      '2024-01-02,"Shop, ""big""",-5.00,5.00,,95.00,,123,1',
      `,"'=HYPERLINK(""x"")",10.00,,10.00,,'+44,123,2`,
      '',
    ]);
  });

  it('neutralises formula starts in text but keeps negative numbers', () => {
    expect(csvCell('-12.00', true)).toBe('-12.00');
    expect(csvCell('-rm', false)).toBe("'-rm");
    expect(csvCell('@x')).toBe("'@x");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('a\nb')).toBe('"a\nb"');
  });
});
