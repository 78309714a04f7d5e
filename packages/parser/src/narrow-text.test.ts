/**
 * A narrow narration column (invented fixture): a row's second line, set where its description
 * starts and tight below it, runs under the Debit column's left edge — it is more of the row, not
 * the end of the table.
 */
import { expect, it } from 'vitest';
import { buildLines } from './layout/lines.ts';
import { buildStatements } from './statement.ts';
import { type FixtureLine, pageWords, right } from './testing/page-words.ts';

it('a long second narration line under the first money column continues its row', () => {
  const row = (y: number, d: string, what: string, out: string, inn: string, bal: string) =>
    ({
      y,
      cells: [
        [40, d],
        [190, what],
        ...(out ? [right(420, out)] : []),
        ...(inn ? [right(490, inn)] : []),
        right(560, bal),
      ],
    }) as FixtureLine;
  const lines: FixtureLine[] = [
    { y: 30, cells: [[40, 'Example Bank Ghana   Statement period 01-NOV-2024 to 30-NOV-2024']] },
    {
      y: 60,
      cells: [
        [40, 'Trans Date'],
        [190, 'Narration'],
        [390, 'Debit'],
        [460, 'Credit'],
        [525, 'Balance'],
      ],
    },
    row(72, '01-NOV-2024', 'BALANCE B/FWD', '', '', '2,277.96'),
    row(84, '08-NOV-2024', 'GHIPSS INSTANT PAY CR', '', '6,723.24', '9,001.20'),
    { y: 94, cells: [[190, 'FROM A LONG NAMED SENDER LTD REF 1182375732 XX']] },
    row(106, '11-NOV-2024', 'BANK TO MOMO TRANSFER', '137.28', '', '8,863.92'),
    { y: 116, cells: [[190, 'TELECEL CASH 0544872210 NORO SAIX AND TWO MORE WORDS']] },
    row(128, '12-NOV-2024', 'ATM WITHDRAWAL', '134.88', '', '8,729.04'),
  ];
  const { statements } = buildStatements([buildLines(pageWords(1, lines))]);
  const [s] = statements;
  expect(s!.transactions.map((t) => t.amount)).toEqual(['6723.24', '-137.28', '-134.88']);
  expect(s!.transactions[0]!.description).toContain('REF 1182375732');
  expect(s!.checks.reconciled).toBe(true);
});
