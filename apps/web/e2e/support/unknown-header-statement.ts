/**
 * A one-page statement the generic reader misreads (invented data; issue 13's e2e): the table's
 * header is in Welsh ("Dyddiad", "Disgrifiad", "I mewn", "Allan"), words the reader does not know,
 * the money-in column is printed LEFT of the money-out column (most banks print out, then in),
 * and there is no running balance to check the signs against. The opening and closing balances
 * are printed in English above the table, so a right reading reconciles. A function of the month:
 * every month has the same layout (letterhead, columns, header), so a layout saved on one month
 * reads the next.
 */
import {
  buildStatementPdf,
  type PdfLine,
} from '../../../../packages/parser/src/__fixtures__/statement-pdf';

/** Page size and where things are printed (points from the top-left), for tests that aim at them. */
export const UNKNOWN_HEADER_GEOMETRY = {
  page: { width: 595, height: 842 },
  /** x of each column's text: the date and description start there, amounts end there. */
  dateX: 50,
  descriptionX: 110,
  moneyInRight: 400,
  moneyOutRight: 490,
  headerY: 220,
  firstRowY: 236,
  rowStep: 16,
} as const;

const G = UNKNOWN_HEADER_GEOMETRY;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

type Entry = [day: number, description: string, minor: number];

/** Twelve rows; money in is positive. Different amounts each month, same shape. */
function entries(month: number): Entry[] {
  const m = month % 7;
  return [
    [2, 'TESCO STORES 2231', -(4_215 + m * 37)],
    [3, 'CYFLOG SALARY EXAMPLE CYF', 210_000 + m * 500],
    [5, 'DIRECT DEBIT DWR CYMRU', -3_850],
    [8, 'CARD PAYMENT CAFFI GWYN', -(675 + m)],
    [13, 'STANDING ORDER RENT', -75_000],
    [14, 'TRANSFER FROM SAVINGS', 20_000 + m * 100],
    [15, 'CARD PAYMENT ARRIVA TRAINS', -(1_930 + m * 11)],
    [18, 'DIRECT DEBIT BT GROUP', -2_999],
    [21, 'REFUND AMAZON EU', 1_499],
    [24, 'CARD PAYMENT SPAR LLANDUDNO', -(823 + m * 5)],
    [27, 'DIRECT DEBIT COUNCIL TAX', -16_400],
    [28, 'CASH WITHDRAWAL ATM', -10_000],
  ];
}

const OPENING = 154_321;

function money(minor: number): string {
  return (Math.abs(minor) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Month 1–12 of `year`: the PDF and what a right reading gives. */
export async function unknownHeaderStatement(
  month: number,
  year = 2026,
): Promise<{ bytes: Uint8Array; opening: number; closing: number; rows: Entry[] }> {
  const rows = entries(month);
  const closing = rows.reduce((sum, [, , minor]) => sum + minor, OPENING);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const name = MONTHS[month - 1] ?? 'January';
  const lines: PdfLine[] = [
    { y: 50, cells: [[50, 'Cambrian Example Bank plc']] },
    { y: 64, cells: [[50, 'Sort code 40-12-34   Account number 31926819']] },
    { y: 94, cells: [[50, 'Ms Eira Example']] },
    { y: 108, cells: [[50, '12 Ffordd y Mor, Aberystwyth']] },
    { y: 140, cells: [[50, `Statement period 1 ${name} ${year} to ${last} ${name} ${year}`]] },
    {
      y: 160,
      cells: [
        [50, 'Opening balance'],
        [300, money(OPENING), 'right'],
      ],
    },
    {
      y: 175,
      cells: [
        [50, 'Closing balance'],
        [300, money(closing), 'right'],
      ],
    },
    {
      y: G.headerY,
      cells: [
        [G.dateX, 'Dyddiad'],
        [G.descriptionX, 'Disgrifiad'],
        [G.moneyInRight, 'I mewn', 'right'],
        [G.moneyOutRight, 'Allan', 'right'],
      ],
    },
    ...rows.map(
      ([day, description, minor], i): PdfLine => ({
        y: G.firstRowY + i * G.rowStep,
        cells: [
          [G.dateX, `${pad(day)}/${pad(month)}/${year}`],
          [G.descriptionX, description],
          minor > 0
            ? [G.moneyInRight, money(minor), 'right']
            : [G.moneyOutRight, money(minor), 'right'],
        ],
      }),
    ),
    { y: 800, cells: [[50, 'Cambrian Example Bank plc is authorised by the Example Authority.']] },
  ];
  return { bytes: await buildStatementPdf(lines), opening: OPENING, closing, rows };
}
