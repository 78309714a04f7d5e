/**
 * A one-page statement PDF (invented data) of merchants no list names — the rows the categoriser
 * leaves for review — beside two it knows (Starbucks, a salary). For the local-model tests.
 */
import {
  buildStatementPdf,
  type PdfLine,
  SAMPLE_LINES,
} from '../../../../packages/parser/src/__fixtures__/statement-pdf.ts';

type Row = [
  date: string,
  description: string,
  out: string | null,
  inn: string | null,
  balance: string,
];

export const UNKNOWN_MERCHANT_ROWS: Row[] = [
  ['02 Mar 24', 'ZORBLAX VENTURES 4471', '12.34', null, '987.66'],
  ['03 Mar 24', 'STARBUCKS STORE 1234', '4.50', null, '983.16'],
  ['04 Mar 24', 'QUIMBY HOLLOW 2231', '20.00', null, '963.16'],
  ['05 Mar 24', 'ZORBLAX VENTURES 4471', '56.78', null, '906.38'],
  ['06 Mar 24', 'KESTRELMOOR 88123', '7.77', null, '898.61'],
  ['07 Mar 24', 'ORVEX QUANTA', '15.00', null, '883.61'],
  ['15 Mar 24', 'SALARY EXAMPLE LTD', null, '2,500.00', '3,383.61'],
];

export function unknownMerchantStatementPdf(): Promise<Uint8Array> {
  // the sample's bank, holder, account and period lines; this statement's balances and rows
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
        [300, '3,383.61', 'right'],
      ],
    },
    SAMPLE_LINES[6]!,
  ];
  UNKNOWN_MERCHANT_ROWS.forEach(([date, description, out, inn, balance], i) => {
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
