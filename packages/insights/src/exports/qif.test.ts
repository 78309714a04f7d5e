import { describe, expect, it } from 'vitest';
import { gbp, jpy, kwd, statements } from './__fixtures__/statements.ts';
import { exportQif, parseQif } from './qif.ts';

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ');

describe('exportQif', () => {
  it('round-trips several statements as !Account blocks', () => {
    const text = exportQif(statements);
    expect(text.split('\r\n')[0]).toBe('!Account');
    const accounts = parseQif(text);
    expect(accounts.map((a) => [a.name, a.type])).toEqual([
      ['Northbank & Co 12-34-56 12345678', 'Bank'],
      ['Gulf Bank KW-998877', 'Bank'],
      ['Tokyo Card 4111 **** 1111', 'CCard'],
    ]);
    accounts.forEach((account, i) => {
      const s = statements[i]!;
      const want = s.transactions
        .filter((t) => !t.excluded)
        .map((t) => ({
          date: t.date ?? t.postDate,
          amount: t.amount,
          payee: oneLine(t.description),
          memo: t.notes ? oneLine(t.notes) : null,
          category: t.category ? t.category.replace('/', '-') : null,
          number: t.reference,
        }));
      expect(account.transactions).toEqual(want);
    });
  });

  it('writes a single statement without an account block, amounts in currency digits', () => {
    const text = exportQif([kwd]);
    expect(text.startsWith('!Type:Bank\r\nD01/05/2024\r\nT-1.250\r\nPRent\r\n^\r\n')).toBe(true);
    expect(exportQif([jpy]).startsWith('!Type:CCard\r\nD02/03/2024\r\nT-1500\r\n')).toBe(true);
  });

  it('uses the configured date format and keeps excluded rows only on request', () => {
    const text = exportQif([gbp], { qifDateFormat: 'DD/MM/YYYY' });
    expect(text).toContain('D02/03/2024\r\nT-12.34\r\nP=SUM(A1)\r\n');
    expect(parseQif(text, 'DD/MM/YYYY')[0]!.transactions[0]!.date).toBe('2024-03-02');
    expect(text).not.toContain('Hidden transfer');
    expect(exportQif([gbp], { includeExcluded: true })).toContain('PHidden transfer');
  });

  it('never lets a value break a record', () => {
    const text = exportQif([
      {
        ...kwd,
        transactions: [
          { ...kwd.transactions[0]!, description: 'a\n^\nD01/01/1999', notes: 'x\r\n!Type:Invst' },
        ],
      },
    ]);
    const accounts = parseQif(text);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]!.transactions).toHaveLength(1);
    expect(accounts[0]!.transactions[0]!.payee).toBe('a ^ D01/01/1999');
    expect(accounts[0]!.transactions[0]!.memo).toBe('x !Type:Invst');
  });
});
