/**
 * Test helper: a statement the generic reader gets wrong (invented): a Welsh table header it does
 * not know ("Dyddiad", "Disgrifiad", "I mewn", "Allan"), the money-in column printed LEFT of the
 * money-out column, no running balance, the opening and closing balances in English above the
 * table. `WELSH_INSTRUCTIONS` is what a person sets on the fix screen for it. The lines feed both
 * the word fixtures (parser tests) and generated PDFs (server tests).
 */
import type { LayoutInstructions } from '@bsp/shared/layout-profile';
import type { PdfLine } from '../__fixtures__/statement-pdf.ts';
import { type FixtureLine, right } from './page-words.ts';

export interface WelshRow {
  day: number;
  text: string;
  /** Signed minor units: negative is money out. */
  minor: number;
}

export const MARCH_ROWS: WelshRow[] = [
  { day: 2, text: 'Cyflog ACME Ltd', minor: 185_000 },
  { day: 3, text: 'Tesco Stores', minor: -4_512 },
  { day: 7, text: 'Rent June Properties', minor: -95_000 },
  { day: 11, text: 'Refund Amazon', minor: 1_999 },
  { day: 18, text: 'Council Tax', minor: -14_300 },
  { day: 25, text: 'Transfer from savings', minor: 20_000 },
  { day: 28, text: 'Costa Coffee', minor: -385 },
];

export const APRIL_ROWS: WelshRow[] = [
  { day: 1, text: 'Cyflog ACME Ltd', minor: 185_000 },
  { day: 4, text: 'Sainsburys', minor: -6_020 },
  { day: 8, text: 'Rent June Properties', minor: -95_000 },
  { day: 15, text: 'Octopus Energy', minor: -8_800 },
  { day: 27, text: 'Interest', minor: 112 },
];

export const WELSH_INSTRUCTIONS: LayoutInstructions = {
  columns: [
    { x0: 0.07, x1: 0.18, role: 'date' },
    { x0: 0.18, x1: 0.54, role: 'description' },
    { x0: 0.54, x1: 0.66, role: 'moneyIn' },
    { x0: 0.66, x1: 0.8, role: 'moneyOut' },
  ],
  firstPage: { top: 0.245, bottom: 0.9 },
  laterPages: null,
  dateOrder: 'DMY',
  signs: 'account',
  ignore: [],
};

export const EXAMPLE_BANK = {
  name: 'Example Savings Bank',
  web: 'www.examplesavings.co.uk',
  sort: '12-34-56',
};

const money = (minor: number) =>
  (Math.abs(minor) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 });

/** The printed lines of one month (right-aligned cells end at their x). */
export function welshStatementLines(
  month: number,
  rows: WelshRow[],
  openingMinor: number,
  bank = EXAMPLE_BANK,
): PdfLine[] {
  const closing = openingMinor + rows.reduce((s, r) => s + r.minor, 0);
  const mm = String(month).padStart(2, '0');
  const lines: PdfLine[] = [
    { y: 40, cells: [[50, bank.name]] },
    { y: 54, cells: [[50, `${bank.web}  Sort code ${bank.sort}`]] },
    { y: 90, cells: [[50, 'Account holder Ms Ceri Jones']] },
    { y: 104, cells: [[50, `Statement period 01/${mm}/2026 to 28/${mm}/2026`]] },
    {
      y: 118,
      cells: [
        [50, 'Opening balance'],
        [300, money(openingMinor), 'right'],
      ],
    },
    {
      y: 132,
      cells: [
        [50, 'Closing balance'],
        [300, money(closing), 'right'],
      ],
    },
    {
      y: 200,
      cells: [
        [50, 'Dyddiad'],
        [110, 'Disgrifiad'],
        [330, 'I mewn'],
        [420, 'Allan'],
      ],
    },
  ];
  rows.forEach((r, i) => {
    lines.push({
      y: 220 + i * 14,
      cells: [
        [50, `${String(r.day).padStart(2, '0')}/${mm}/2026`],
        [110, r.text],
        r.minor > 0 ? [370, money(r.minor), 'right'] : [460, money(r.minor), 'right'],
      ],
    });
  });
  lines.push({ y: 800, cells: [[50, 'Tudalen 1 o 1  Page 1 of 1']] });
  return lines;
}

/** The same lines as word fixtures (`pageWords`). */
export function asFixtureLines(lines: PdfLine[]): FixtureLine[] {
  return lines.map((l) => ({
    y: l.y,
    cells: l.cells.map((c) => (c[2] === 'right' ? right(c[0], c[1]) : [c[0], c[1]])),
  }));
}
