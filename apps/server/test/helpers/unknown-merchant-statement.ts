/**
 * A one-page statement PDF (invented data) of merchants no list names — the rows the categoriser
 * leaves for review — beside two it knows (Starbucks, a salary). For the local-model tests.
 */
import { type MerchantRow, rowsStatementPdf } from './merchant-statement.ts';

export const UNKNOWN_MERCHANT_ROWS: MerchantRow[] = [
  ['02 Mar 24', 'ZORBLAX VENTURES 4471', '12.34', null, '987.66'],
  ['03 Mar 24', 'STARBUCKS STORE 1234', '4.50', null, '983.16'],
  ['04 Mar 24', 'QUIMBY HOLLOW 2231', '20.00', null, '963.16'],
  ['05 Mar 24', 'ZORBLAX VENTURES 4471', '56.78', null, '906.38'],
  ['06 Mar 24', 'KESTRELMOOR 88123', '7.77', null, '898.61'],
  ['07 Mar 24', 'ORVEX QUANTA', '15.00', null, '883.61'],
  ['15 Mar 24', 'SALARY EXAMPLE LTD', null, '2,500.00', '3,383.61'],
];

export function unknownMerchantStatementPdf(): Promise<Uint8Array> {
  return rowsStatementPdf(UNKNOWN_MERCHANT_ROWS);
}
