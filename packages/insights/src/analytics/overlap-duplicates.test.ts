import { describe, expect, it } from 'vitest';
import { findOverlapDuplicates } from './overlap-duplicates.ts';
import { makeRow, makeStatement } from './test-rows.ts';

describe('findOverlapDuplicates', () => {
  const april = makeStatement({ id: 'apr', periodStart: '2024-04-01', periodEnd: '2024-04-30' });
  const midMay = makeStatement({ id: 'mid', periodStart: '2024-04-15', periodEnd: '2024-05-14' });
  const coffee = (statementId: string, rowIndex: number) =>
    makeRow({
      statementId,
      rowIndex,
      date: '2024-04-20',
      amountMinor: -350,
      description: 'PRET A MANGER',
    });

  it('flags a row repeated by an overlapping statement of the same account, once per copy', () => {
    // Two genuine coffees on 20 Apr in April's statement, one of them again in the overlapping one.
    const a1 = coffee('apr', 1);
    const a2 = coffee('apr', 2);
    const m1 = coffee('mid', 1);
    const mayOnly = makeRow({
      statementId: 'mid',
      rowIndex: 2,
      date: '2024-05-02',
      amountMinor: -350,
      description: 'PRET A MANGER',
    });
    const result = findOverlapDuplicates([a1, a2, m1, mayOnly], [midMay, april]);
    expect(result).toEqual([
      {
        duplicateRowId: m1.id,
        keepRowId: a1.id,
        duplicateStatementId: 'mid',
        keepStatementId: 'apr',
        explanation:
          '"PRET A MANGER" on 2024-04-20 for the same amount is in both statement apr and statement mid, whose periods overlap: probably one payment printed twice',
        rowIds: [a1.id, m1.id],
      },
    ]);
  });

  it('never flags two identical same-day rows within one statement', () => {
    expect(findOverlapDuplicates([coffee('apr', 1), coffee('apr', 2)], [april])).toEqual([]);
  });

  it('does not match statements of different accounts or that do not overlap', () => {
    const other = makeStatement({
      id: 'other',
      accountId: 'acc-b',
      periodStart: '2024-04-01',
      periodEnd: '2024-04-30',
    });
    const march = makeStatement({ id: 'mar', periodStart: '2024-03-01', periodEnd: '2024-03-31' });
    const rows = [
      coffee('apr', 1),
      coffee('other', 1),
      { ...coffee('mar', 1), date: '2024-04-20' },
    ];
    expect(findOverlapDuplicates(rows, [april, other, march])).toEqual([]);
  });

  it('keeps the first original when three statements overlap', () => {
    const third = makeStatement({
      id: 'third',
      periodStart: '2024-04-18',
      periodEnd: '2024-05-17',
    });
    const rows = [coffee('apr', 1), coffee('mid', 1), coffee('third', 1)];
    const result = findOverlapDuplicates(rows, [april, midMay, third]);
    expect(result.map((s) => [s.duplicateStatementId, s.keepStatementId, s.keepRowId])).toEqual([
      ['mid', 'apr', rows[0]!.id],
      ['third', 'apr', rows[0]!.id],
    ]);
  });
});
