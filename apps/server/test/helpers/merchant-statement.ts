/**
 * A one-page statement PDF (invented data) whose rows name merchants the categoriser knows,
 * printed in bank style: two Starbucks rows, three Tesco rows, a salary and an Amazon order.
 */
import {
  buildStatementPdf,
  type PdfLine,
  SAMPLE_LINES,
} from '../../../../packages/parser/src/__fixtures__/statement-pdf.ts';

export type MerchantRow = [
  date: string,
  description: string,
  out: string | null,
  inn: string | null,
  balance: string,
];

export const MERCHANT_ROWS: MerchantRow[] = [
  ['02 Mar 24', 'STARBUCKS STORE 1234', '4.50', null, '995.50'],
  ['03 Mar 24', 'STARBUCKS STORE 5678', '5.20', null, '990.30'],
  ['04 Mar 24', 'TESCO STORES 3012', '29.45', null, '960.85'],
  ['05 Mar 24', 'TESCO STORES 3012', '12.00', null, '948.85'],
  ['06 Mar 24', 'TESCO STORES 3012', '8.10', null, '940.75'],
  ['15 Mar 24', 'SALARY EXAMPLE LTD', null, '2,500.00', '3,440.75'],
  ['16 Mar 24', 'AMAZON MKTP US', '19.99', null, '3,420.76'],
];

export function merchantStatementPdf(): Promise<Uint8Array> {
  return rowsStatementPdf(MERCHANT_ROWS);
}

/** The sample's bank, holder, account and period lines over these rows (balances from 1,000.00). */
export function rowsStatementPdf(rows: readonly MerchantRow[]): Promise<Uint8Array> {
  const closing = rows[rows.length - 1]![4];
  const lines: PdfLine[] = [
    ...SAMPLE_LINES.slice(0, 4),
    {
      y: 150,
      cells: [
        [50, 'Opening balance'],
        [300, '1,000.00', 'right'],
      ],
    },
    {
      y: 165,
      cells: [
        [50, 'Closing balance'],
        [300, closing, 'right'],
      ],
    },
    SAMPLE_LINES[6]!,
  ];
  rows.forEach(([date, description, out, inn, balance], i) => {
    const cells: PdfLine['cells'] = [
      [50, date],
      [110, description],
    ];
    if (out) cells.push([365, out, 'right']);
    if (inn) cells.push([440, inn, 'right']);
    cells.push([530, balance, 'right']);
    lines.push({ y: 215 + i * 15, cells });
  });
  return buildStatementPdf(lines);
}
