/**
 * A big US bank's credit card statement (Bank of America-like): the period in words with the
 * year once ("February 13 - March 12, 2024", or both years across the new year) under the card
 * name, an Account Summary (Previous Balance, Payments and Other Credits, Purchases and
 * Adjustments, Fees Charged, Interest Charged, New Balance Total, credit line, Statement Closing
 * Date, Days in Billing Cycle) beside Payment Information, then one Transactions table:
 * Transaction Date | Posting Date | Description | Reference Number | Account Number | Amount |
 * Total with MM/DD dates, a four-digit reference and the card's last four digits between the
 * text and the money, amounts from the issuer's side (charges plain, credits "-500.00"), bold
 * section headings Payments and Other Credits / Purchases and Adjustments / Fees Charged /
 * Interest Charged each closed by "TOTAL … FOR THIS PERIOD" with the sum in the Total column.
 * After the table a year-to-date box and an Interest Charge Calculation table (Type of Balance,
 * APR, Balance Subject to Interest Rate, Interest Charges) whose dollars are not rows. Truth:
 * charges negative, payments and refunds positive, opening = minus the previous balance,
 * rows in printed (section) order.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { usMerchant } from '../blind-1/words.ts';
import { digits, statementOf, tx, word } from '../blind-3/common.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { logAmount } from '../blind-9/kit.ts';
import { flexColumns, slot } from '../blind-10/kit.ts';
import { byDate } from '../blind-11/kit.ts';
import { columnsRow, plainRow, usd } from './kit.ts';

export const usCardRefnum: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowCount(rng, g, o.pages, 1.25, 110);
  const y = rng.int(2019, 2025);
  const closeDay = rng.int(8, 28);
  const end = `${y}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(closeDay).padStart(2, '0')}`;
  const start = addDays(end, -rng.pick([28, 29, 30]));
  const day = () => addDays(start, rng.int(0, 27));
  const post = (d: string) => {
    const p = addDays(d, rng.pick([0, 1, 1, 2, 3]));
    return p > end ? end : p;
  };
  const limit = rng.int(20, 250) * 10_000;
  const previous = rng.chance(0.15) ? 0 : logAmount(rng, 5_000, Math.round(limit * 0.6));
  const paidFull = previous > 0 && rng.chance(0.55);
  const last4 = digits(rng, 4);
  const payments: SynthTx[] = [];
  if (previous > 0) {
    const d = addDays(start, rng.int(3, 20));
    const paid = paidFull ? previous : Math.max(3_500, Math.round(previous * rng.float(0.05, 0.8)));
    const p = tx(
      d,
      rng.pick(['PAYMENT - THANK YOU', 'Online payment from CHK 1234', 'BA ELECTRONIC PAYMENT']),
      paid,
    );
    p.postDate = d;
    payments.push(p);
  }
  const purchases: SynthTx[] = [];
  for (let i = 0; i < count; i++) {
    const d = day();
    const t = tx(d, usMerchant(rng), -logAmount(rng, 300, 45_000));
    t.postDate = post(d);
    if (rng.chance(0.05)) {
      t.amount = -t.amount;
      t.description = `${t.description.split(' ').slice(0, 3).join(' ')} RETURN`;
      payments.push(t);
    } else purchases.push(t);
  }
  const fees: SynthTx[] = [];
  if (rng.chance(0.25)) {
    const d = day();
    const f = tx(d, 'FOREIGN TRANSACTION FEE', -rng.int(30, 400));
    f.postDate = post(d);
    fees.push(f);
  }
  if (previous > 0 && !paidFull && rng.chance(0.3)) {
    const d = addDays(start, rng.int(20, 26));
    const f = tx(d, 'LATE FEE FOR PAYMENT DUE', -rng.pick([2_900, 4_000, 4_100]));
    f.postDate = d;
    fees.push(f);
  }
  const interest: SynthTx[] = [];
  const apr = rng.pick([19.24, 21.24, 22.99, 24.49, 27.99]);
  const subject = paidFull || previous === 0 ? 0 : Math.round(previous * rng.float(0.4, 1.1));
  if (subject > 0) {
    const i = tx(
      end,
      'INTEREST CHARGED ON PURCHASES',
      -Math.max(50, Math.round((subject * apr) / 100 / 12)),
    );
    i.postDate = end;
    interest.push(i);
  }
  for (const list of [payments, purchases, fees]) byDate(list);
  const printed = [...payments, ...purchases, ...fees, ...interest];
  const opening = -previous;
  let bal = opening;
  for (const t of printed) t.balance = bal += t.amount;
  const bankWord = word(rng);
  const bank = rng.pick([`Bank of ${bankWord}`, `${bankWord} Bank, N.A.`]);
  const holder = `${word(rng).toUpperCase()} ${String.fromCharCode(65 + rng.int(0, 25))} ${word(rng).toUpperCase()}`;
  const account = `${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${last4}`;
  const st = statementOf({
    bank,
    holder,
    account,
    type: 'Credit card',
    currency: 'USD',
    start,
    end,
    opening,
    txs: printed,
    printsTotals: true,
  });
  const closing = bal;
  const m = (v: number) => formatMinor(v, EN);
  const issuer = (v: number) => `${v > 0 ? '-' : ''}${m(v)}`; // issuer's side: credits negative
  const mmdd = (iso: string) => formatDate(iso, 'MM/DD');
  const dateW = slot(g, ['00/00'], ['Transaction', 'Date'], 6);
  const cols = flexColumns(g, [
    { key: 'date', header: ['Transaction', 'Date'], align: 'left', width: dateW },
    { key: 'post', header: ['Posting', 'Date'], align: 'left', width: dateW },
    { key: 'desc', header: ['', 'Description'], align: 'left' },
    {
      key: 'ref',
      header: ['Reference', 'Number'],
      align: 'right',
      width: slot(g, ['0000'], ['Reference'], 10),
    },
    {
      key: 'acct',
      header: ['Account', 'Number'],
      align: 'right',
      width: slot(g, ['0000'], ['Account'], 12),
    },
    {
      key: 'amount',
      header: ['', 'Amount'],
      align: 'right',
      width: slot(g, ['-12,345.67'], ['Amount'], 14),
    },
    {
      key: 'total',
      header: ['', 'Total'],
      align: 'right',
      width: slot(g, ['-$12,345.67'], ['Total'], 14),
    },
  ]);
  const rows: Row[] = [];
  const section = (title: string, totalLabel: string, list: SynthTx[]) => {
    rows.push(plainRow({ desc: title }, true, rows.length ? g.lineHeight * 0.5 : 0));
    for (const t of list)
      rows.push(
        columnsRow(
          st,
          t,
          { desc: t.description },
          ['desc'],
          {
            date: mmdd(t.date),
            post: mmdd(t.postDate!),
            ref: digits(rng, 4),
            acct: last4,
            amount: issuer(t.amount),
          },
          null,
        ),
      );
    rows.push(plainRow({ desc: totalLabel, total: usd(-sumOf(list)) }));
  };
  section(
    'Payments and Other Credits',
    'TOTAL PAYMENTS AND OTHER CREDITS FOR THIS PERIOD',
    payments,
  );
  section(
    'Purchases and Adjustments',
    'TOTAL PURCHASES AND ADJUSTMENTS FOR THIS PERIOD',
    purchases,
  );
  section('Fees Charged', 'TOTAL FEES CHARGED FOR THIS PERIOD', fees);
  section('Interest Charged', 'TOTAL INTEREST CHARGED FOR THIS PERIOD', interest);
  const yearWords = (iso: string, withYear: boolean) =>
    formatDate(iso, withYear ? 'MMMM D, YYYY' : 'MMMM D');
  const crosses = start.slice(0, 4) !== end.slice(0, 4);
  const periodText = `${yearWords(start, crosses)} - ${yearWords(end, true)}`;
  const mid = g.left + (g.right - g.left) * 0.52;
  const kvL = (l: string, v: string, bold = false) => [
    { text: l, x: g.left, bold },
    { text: v, x: mid - 16, align: 'right' as const, bold },
  ];
  const kvR = (l: string, v: string, bold = false) => [
    { text: l, x: mid, bold },
    { text: v, x: g.right, align: 'right' as const, bold },
  ];
  const product = rng.pick([
    'Customized Cash Rewards Visa Signature',
    'Travel Rewards Visa',
    'Unlimited Cash Rewards Mastercard',
    'Platinum Plus Mastercard',
  ]);
  const minPay =
    closing < 0
      ? Math.min(
          -closing,
          Math.max(3_500, Math.round(-closing * 0.01) + (interest[0] ? -interest[0].amount : 0)),
        )
      : 0;
  const due = addDays(end, 25);
  const paidIn = sumOf(payments);
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          { text: `Account# ${account}`, x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight * 0.3,
      },
      {
        cells: [
          { text: product, x: g.left, bold: true, size: g.size + 1 },
          { text: periodText, x: g.right, align: 'right' },
        ],
      },
      { cells: [{ text: holder, x: g.left }] },
      { cells: [{ text: `${rng.int(10, 9999)} ${word(rng).toUpperCase()} ST`, x: g.left }] },
      {
        cells: [
          {
            text: `${word(rng).toUpperCase()} ${rng.pick(['TX', 'CA', 'NC', 'FL', 'NY'])} ${digits(rng, 5)}-${digits(rng, 4)}`,
            x: g.left,
          },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      { cells: [...kvL('Account Summary', '', true), ...kvR('Payment Information', '', true)] },
      {
        cells: [
          ...kvL('Previous Balance', usd(previous)),
          ...kvR('New Balance Total', usd(-closing)),
        ],
      },
      {
        cells: [
          ...kvL('Payments and Other Credits', usd(-paidIn)),
          ...kvR('Total Minimum Payment Due', usd(minPay)),
        ],
      },
      {
        cells: [
          ...kvL('Purchases and Adjustments', usd(-sumOf(purchases))),
          ...kvR('Payment Due Date', formatDate(due, 'MM/DD/YYYY')),
        ],
      },
      { cells: [...kvL('Fees Charged', usd(-sumOf(fees)))] },
      { cells: [...kvL('Interest Charged', usd(-sumOf(interest)))] },
      { cells: [...kvL('New Balance Total', usd(-closing), true)] },
      {
        cells: [
          ...kvL('Total Credit Line', usd(limit)),
          ...kvR('Late Payment Warning: If we do not receive your', ''),
        ],
      },
      {
        cells: [
          ...kvL('Total Credit Available', usd(Math.max(0, limit + closing))),
          ...kvR('minimum payment by the date listed above, you may', ''),
        ],
      },
      {
        cells: [
          ...kvL('Statement Closing Date', formatDate(end, 'MM/DD/YYYY')),
          ...kvR('have to pay a late fee of up to $41.00.', ''),
        ],
      },
      {
        cells: [
          ...kvL(
            'Days in Billing Cycle',
            String(Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1),
          ),
        ],
      },
    ],
  };
  const ytdFees = -sumOf(fees) + rng.int(0, 8) * 500;
  const ytdInt = -sumOf(interest) + (subject > 0 ? rng.int(0, 30_000) : 0);
  const rateTable: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [{ text: `${end.slice(0, 4)} Totals Year-to-Date`, x: g.left, bold: true }],
        gapAfter: 2,
      },
      {
        cells: [
          { text: `Total fees charged in ${end.slice(0, 4)}`, x: g.left },
          { text: usd(ytdFees), x: mid - 16, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `Total interest charged in ${end.slice(0, 4)}`, x: g.left },
          { text: usd(ytdInt), x: mid - 16, align: 'right' },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      { cells: [{ text: 'Interest Charge Calculation', x: g.left, bold: true }] },
      {
        cells: [
          { text: 'Type of Balance', x: g.left, bold: true },
          { text: 'Annual Percentage Rate (APR)', x: g.left + 120, bold: true },
          { text: 'Balance Subject to Interest Rate', x: g.right - 90, align: 'right', bold: true },
          { text: 'Interest Charges', x: g.right, align: 'right', bold: true },
        ],
      },
      ...(
        [
          ['Purchases', `${apr.toFixed(2)}% V`, subject, -sumOf(interest)],
          ['Balance Transfers', `${apr.toFixed(2)}% V`, 0, 0],
          ['Cash Advances', `${(apr + 5).toFixed(2)}% V`, 0, 0],
          ['Bank Cash Advances', `${(apr + 5).toFixed(2)}% V`, 0, 0],
        ] as [string, string, number, number][]
      ).map(([l, r, b, i]) => ({
        cells: [
          { text: l, x: g.left },
          { text: r, x: g.left + 120 },
          { text: usd(b), x: g.right - 90, align: 'right' as const },
          { text: usd(i), x: g.right, align: 'right' as const },
        ],
      })),
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'space', height: g.lineHeight * 0.8 },
      {
        kind: 'lines',
        lines: [{ cells: [{ text: 'Transactions', x: g.left, bold: true, size: g.size + 2 }] }],
      },
      { kind: 'table', columns: cols, rows, headerRule: true, wrapKey: 'desc' },
      { kind: 'space', height: g.lineHeight },
      rateTable,
    ],
    {
      pageHeader: () => [[{ text: `${holder} | Account # ${account} | ${periodText}`, x: g.left }]],
      footer: (p, n) => [
        [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'us-card-refnum', spec, statements: [st] };
};
