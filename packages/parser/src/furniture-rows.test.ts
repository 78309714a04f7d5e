/**
 * Lines repeated at the same height on most pages are letterhead — but not a dated row with an
 * amount that happens to repeat there (a monthly fee printed at the top of every page's rows).
 */
import { describe, expect, it } from 'vitest';
import { buildLines } from './layout/lines.ts';
import { buildStatements } from './statement.ts';
import { type Cell, type FixtureLine, pageWords, right } from './testing/page-words.ts';

function page(month: string, fee: string, other: string, first: boolean): FixtureLine[] {
  return [
    { y: 30, cells: [[40, 'Example Bank']] },
    ...(first ? [{ y: 45, cells: [[40, 'Statement 01/01/2024 to 30/04/2024']] as Cell[] }] : []),
    {
      y: 100,
      cells: [
        [40, 'Date'],
        [120, 'Description'],
        [400, 'Amount'],
      ],
    },
    { y: 126, cells: [[40, `02/${month}/2024`], [120, 'MONTHLY FEE'], right(430, fee)] },
    { y: 140, cells: [[40, `15/${month}/2024`], [120, 'SALARY'], right(430, other)] },
    { y: 150, cells: [[120, `Card 1${month}4 ${month}/${month}/2024 1${month}:3${month}`]] },
    { y: 800, cells: [[40, 'Example Bank plc, registered office 1 Any Street']] },
  ];
}

describe('repeated lines', () => {
  it("a dated row with an amount, or a continuation line whose numbers all change, at the same height on every page is still the table's", () => {
    const pages = ['01', '02', '03', '04'].map((m, i) =>
      buildLines(pageWords(i + 1, page(m, `-${i + 2}.50`, `${i + 1}00.00`, i === 0))),
    );
    const s = buildStatements(pages).statements[0]!;
    expect(s.transactions[1]!.description).toBe('SALARY Card 1014 01/01/2024 101:301');
    expect(s.transactions.map((t) => [t.date, t.amount])).toEqual([
      ['2024-01-02', '-2.50'],
      ['2024-01-15', '100.00'],
      ['2024-02-02', '-3.50'],
      ['2024-02-15', '200.00'],
      ['2024-03-02', '-4.50'],
      ['2024-03-15', '300.00'],
      ['2024-04-02', '-5.50'],
      ['2024-04-15', '400.00'],
    ]);
  });
});
