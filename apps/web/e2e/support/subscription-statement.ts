/**
 * A one-page, four-month statement PDF (invented data) with a subscription whose price rises in
 * month 3 (Netflix 9.99 → 11.99), a monthly salary and monthly groceries — enough for the
 * insight cards to find a recurring series, a price-rise alert and an income source.
 */
import {
  buildStatementPdf,
  type PdfLine,
} from '../../../../packages/parser/src/__fixtures__/statement-pdf';

type Entry = [day: string, description: string, minor: number];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr'];
const NETFLIX = [999, 999, 1199, 1199];
const GROCERIES = [4000, 4200, 4100, 4300];

export const SUBSCRIPTION_ENTRIES: Entry[] = MONTHS.flatMap((month, i): Entry[] => [
  [`05 ${month} 24`, 'SALARY EXAMPLE LTD', 200_000],
  [`10 ${month} 24`, 'NETFLIX.COM', -(NETFLIX[i] ?? 0)],
  [`15 ${month} 24`, 'TESCO STORES 3012', -(GROCERIES[i] ?? 0)],
]);

const OPENING = 100_000;

function amount(minor: number): string {
  return (Math.abs(minor) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 });
}

export function subscriptionStatementPdf(): Promise<Uint8Array> {
  let balance = OPENING;
  const rows: PdfLine[] = SUBSCRIPTION_ENTRIES.map(([date, description, minor], i) => {
    balance += minor;
    const cells: PdfLine['cells'] = [
      [50, date],
      [110, description],
      minor < 0 ? [365, amount(minor), 'right'] : [440, amount(minor), 'right'],
      [530, amount(balance), 'right'],
    ];
    return { y: 215 + i * 15, cells };
  });
  return buildStatementPdf([
    { y: 60, cells: [[50, 'Example Community Bank']] },
    { y: 90, cells: [[50, 'Ms Jane Example']] },
    { y: 120, cells: [[50, 'Account number: 12-345-678']] },
    { y: 135, cells: [[50, 'Statement period 1 January 2024 to 30 April 2024']] },
    {
      y: 150,
      cells: [
        [50, 'Opening balance'],
        [300, amount(OPENING), 'right'],
      ],
    },
    {
      y: 165,
      cells: [
        [50, 'Closing balance'],
        [300, amount(balance), 'right'],
      ],
    },
    {
      y: 200,
      cells: [
        [50, 'Date'],
        [110, 'Description'],
        [330, 'Paid out'],
        [410, 'Paid in'],
        [490, 'Balance'],
      ],
    },
    ...rows,
  ]);
}
