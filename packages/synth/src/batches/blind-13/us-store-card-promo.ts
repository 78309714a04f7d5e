/**
 * A US store credit card issued by a consumer-finance bank for a retailer (Synchrony-like):
 * only "Statement Closing Date 03/15/2024" and "Days in Billing Cycle 29" (the start is not
 * printed), "Account Number ending in 1234", a Summary of Account Activity with the sign in each
 * label (Previous Balance, - Payments, - Other Credits, + Purchases/Debits, + Fees Charged,
 * + Interest Charged, = New Balance) beside a payment box, a Promotional Purchase Summary table
 * (promotion, expiration date, promo balance, ACCRUED deferred interest: none of it rows), then
 * Transaction Detail: Tran Date | Reference # | Description | Amount with MM/DD dates, a
 * 17-character reference between the date and the text, Payments / Other Credits / Purchases
 * and Other Debits / Fees / Interest Charged sections, promotional purchases with a second line
 * naming the promotion, credits '-$50.00' or '($50.00)' from the issuer's side, "Total Fees /
 * Interest Charged This Period" lines, a year-to-date box and an Interest Charge Calculation
 * table. Truth: purchases negative, payments and credits positive, opening = minus the previous
 * balance, rows in printed (section) order.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, formatDate } from '../../format.ts';
import type { Block, Column, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { person } from '../blind-1/kit.ts';
import { US_CITIES } from '../blind-1/words.ts';
import { digits, statementOf, tx, word } from '../blind-3/common.ts';
import { linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { logAmount } from '../blind-9/kit.ts';
import { byDate } from '../blind-11/kit.ts';
import { plainRow } from '../blind-12/kit.ts';
import { absUsd } from './kit.ts';

const PROMOS = [
  'NO INTEREST IF PAID IN FULL WITHIN 6 MONTHS',
  'NO INTEREST IF PAID IN FULL WITHIN 12 MONTHS',
  '24 MONTHS EQUAL PAYMENT 9.99% APR',
  '6 MONTHS DEFERRED INTEREST PROMO',
];

export const usStoreCardPromo: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = Math.min(28, rowCount(rng, g, o.pages, 1.6, 60));
  const days = rng.pick([29, 30, 31]);
  const end = `${rng.int(2019, 2025)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const start = addDays(end, -(days - 1));
  const day = () => addDays(start, rng.int(0, days - 1));
  const store = word(rng).toUpperCase();
  const storeName = `${store} ${rng.pick(['HOME', 'FURNITURE', 'OUTDOORS', 'ELECTRONICS', 'MUSIC'])}`;
  const limit0 = rng.int(10, 120) * 10_000;
  const previous = rng.chance(0.1) ? 0 : logAmount(rng, 10_000, Math.round(limit0 * 0.7));
  const lines = new Map<SynthTx, string[]>();
  const mk = (d: string, text: string[], amount: number) => {
    const t = tx(d, text.join(' '), amount);
    lines.set(t, text);
    return t;
  };
  const payments: SynthTx[] = [];
  if (previous > 0)
    for (let i = rng.int(1, 2); i > 0; i--)
      payments.push(
        mk(
          day(),
          [rng.pick(['PAYMENT - THANK YOU', 'ONLINE PAYMENT THANK YOU', 'AUTOPAY PAYMENT'])],
          Math.max(2_900, Math.round(previous * rng.float(0.03, 0.4))),
        ),
      );
  const credits: SynthTx[] = [];
  const purchases: SynthTx[] = [];
  for (let i = 0; i < count; i++) {
    const d = day();
    const promo = rng.chance(0.25);
    const where = rng.chance(0.6)
      ? `${storeName} #${rng.int(10, 999)} ${rng.pick(US_CITIES)}`
      : `${storeName} ONLINE ${rng.pick(['800-', '866-', '877-'])}${digits(rng, 3)}-${digits(rng, 4)}`;
    if (rng.chance(0.07)) credits.push(mk(d, [`RETURN ${where}`], logAmount(rng, 1_000, 30_000)));
    else
      purchases.push(
        mk(
          d,
          promo ? [where, rng.pick(PROMOS)] : [where],
          -(promo ? logAmount(rng, 30_000, 250_000) : logAmount(rng, 500, 40_000)),
        ),
      );
  }
  const fees: SynthTx[] = [];
  if (previous > 0 && rng.chance(0.25))
    fees.push(mk(addDays(start, rng.int(15, 25)), ['LATE FEE'], -rng.pick([3_000, 4_100])));
  const interest: SynthTx[] = [];
  const apr = rng.pick([26.99, 29.99, 31.99, 34.99]);
  const subject = previous > 0 && rng.chance(0.6) ? Math.round(previous * rng.float(0.3, 0.9)) : 0;
  if (subject > 0)
    interest.push(
      mk(
        end,
        ['INTEREST CHARGE ON PURCHASES'],
        -Math.max(200, Math.round((subject * apr) / 100 / 12)),
      ),
    );
  for (const l of [payments, credits, purchases, fees]) byDate(l);
  const printed = [...payments, ...credits, ...purchases, ...fees, ...interest];
  const opening = -previous;
  let bal = opening;
  for (const t of printed) t.balance = bal += t.amount;
  const closing = bal;
  const limit = Math.max(limit0, Math.ceil((-closing * 1.15) / 50_000) * 50_000);
  const bankWord = word(rng);
  const bank = rng.pick([`${bankWord} Bank`, `${bankWord} Consumer Bank`]);
  const holder = person(rng);
  const last4 = digits(rng, 4);
  const st = statementOf({
    bank,
    holder,
    account: last4,
    type: 'Credit card',
    currency: 'USD',
    start,
    end,
    opening,
    txs: printed,
    printsTotals: true,
  });
  const parens = rng.chance(0.5);
  const issuer = (v: number) => (v > 0 ? (parens ? `(${absUsd(v)})` : `-${absUsd(v)}`) : absUsd(v));
  const cols: Column[] = [
    { key: 'date', header: ['Tran Date'], x: g.left, align: 'left' },
    { key: 'ref', header: ['Reference #'], x: g.left + 55, align: 'left' },
    {
      key: 'desc',
      header: ['Description'],
      x: g.left + 160,
      align: 'left',
      width: g.right - g.left - 240,
    },
    { key: 'amount', header: ['Amount'], x: g.right, align: 'right' },
  ];
  const rows: Row[] = [];
  const section = (title: string, list: SynthTx[], total?: string) => {
    if (!list.length && !total) return;
    rows.push(plainRow({ date: title }, true, rows.length ? g.lineHeight * 0.5 : 0));
    for (const t of list)
      rows.push(
        linesRow(
          st,
          t,
          lines.get(t)!,
          {
            date: formatDate(t.date, 'MM/DD'),
            ref: `${rng.pick(['P', 'F', 'S'])}${digits(rng, 4)}00${rng.pick(['CHGDDA', 'PEHKMW', 'R0XQ4B'])}${digits(rng, 4)}`,
          },
          { amount: issuer(t.amount) },
          null,
        ),
      );
    if (total) rows.push(plainRow({ desc: total, amount: absUsd(-sumOf(list)) }));
  };
  section('Payments', payments);
  section('Other Credits', credits);
  section('Purchases and Other Debits', purchases);
  section('Fees', fees, 'TOTAL FEES CHARGED THIS PERIOD');
  section('Interest Charged', interest, 'TOTAL INTEREST CHARGED THIS PERIOD');
  const mid = g.left + (g.right - g.left) * 0.5;
  const L = (l: string, v: string, bold = false) => [
    { text: l, x: g.left, bold },
    { text: v, x: mid - 20, align: 'right' as const, bold },
  ];
  const R = (l: string, v: string, bold = false) => [
    { text: l, x: mid + 10, bold },
    { text: v, x: g.right, align: 'right' as const, bold },
  ];
  const minPay =
    closing < 0 ? Math.min(-closing, Math.max(2_900, Math.round(-closing * 0.035))) : 0;
  const promoBal =
    sumOf(purchases, (t) => lines.get(t)!.length > 1) -
    (previous > 0 ? Math.round(previous * 0.3) : 0);
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: `${store} Credit Card`, x: g.left, bold: true, size: g.size + 6 },
          { text: `Account Number ending in ${last4}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `Issued by ${bank}`, x: g.left, size: g.size - 0.5 },
          {
            text: `Statement Closing Date ${formatDate(end, 'MM/DD/YYYY')}`,
            x: g.right,
            align: 'right',
          },
        ],
      },
      {
        cells: [{ text: `Days in Billing Cycle ${days}`, x: g.right, align: 'right' }],
        gapAfter: g.lineHeight * 0.5,
      },
      { cells: [{ text: holder, x: g.left }] },
      {
        cells: [
          {
            text: `${rng.int(10, 9999)} ${word(rng).toUpperCase()} ${rng.pick(['ST', 'AVE', 'BLVD'])}`,
            x: g.left,
          },
        ],
      },
      {
        cells: [{ text: `${rng.pick(US_CITIES)} ${digits(rng, 5)}`, x: g.left }],
        gapAfter: g.lineHeight * 0.7,
      },
      {
        cells: [
          ...L('Summary of Account Activity', '', true),
          ...R('Payment Information', '', true),
        ],
      },
      {
        cells: [...L('Previous Balance', absUsd(previous)), ...R('New Balance', absUsd(-closing))],
      },
      {
        cells: [
          ...L('- Payments', absUsd(sumOf(payments))),
          ...R('Minimum Payment Due', absUsd(minPay)),
        ],
      },
      {
        cells: [
          ...L('- Other Credits', absUsd(sumOf(credits))),
          ...R('Payment Due Date', formatDate(addDays(end, 25), 'MM/DD/YYYY')),
        ],
      },
      { cells: [...L('+ Purchases/Debits', absUsd(-sumOf(purchases)))] },
      {
        cells: [...L('+ Fees Charged', absUsd(-sumOf(fees))), ...R('Credit Limit', absUsd(limit))],
      },
      {
        cells: [
          ...L('+ Interest Charged', absUsd(-sumOf(interest))),
          ...R('Available Credit', absUsd(Math.max(0, limit + closing))),
        ],
      },
      { cells: [...L('= New Balance', absUsd(-closing), true)], gapAfter: g.lineHeight * 0.7 },
    ],
  };
  const promoTable: Block = {
    kind: 'lines',
    lines: [
      { cells: [{ text: 'Promotional Purchase Summary', x: g.left, bold: true }] },
      {
        cells: [
          { text: 'Promotion Description', x: g.left, bold: true },
          { text: 'Expiration Date', x: g.left + (g.right - g.left) * 0.45, bold: true },
          {
            text: 'Promo Balance',
            x: g.left + (g.right - g.left) * 0.78,
            align: 'right',
            bold: true,
          },
          { text: 'Accrued Deferred Interest', x: g.right, align: 'right', bold: true },
        ],
      },
      ...[0, 1].map((i) => ({
        cells: [
          { text: PROMOS[i]!, x: g.left },
          {
            text: formatDate(addDays(end, rng.int(40, 360)), 'MM/DD/YYYY'),
            x: g.left + (g.right - g.left) * 0.45,
          },
          {
            text: absUsd(i === 0 ? Math.max(0, -promoBal) : logAmount(rng, 10_000, 90_000)),
            x: g.left + (g.right - g.left) * 0.78,
            align: 'right' as const,
          },
          { text: absUsd(logAmount(rng, 500, 15_000)), x: g.right, align: 'right' as const },
        ],
      })),
    ],
  };
  const calc: Block = {
    kind: 'lines',
    lines: [
      { cells: [{ text: `${end.slice(0, 4)} Totals Year-to-Date`, x: g.left, bold: true }] },
      { cells: [...L('Total Fees Charged', absUsd(-sumOf(fees) + rng.int(0, 3) * 4_100))] },
      {
        cells: [...L('Total Interest Charged', absUsd(-sumOf(interest) + rng.int(0, 20_000)))],
        gapAfter: g.lineHeight * 0.5,
      },
      { cells: [{ text: 'Interest Charge Calculation', x: g.left, bold: true }] },
      {
        cells: [
          { text: 'Type of Balance', x: g.left, bold: true },
          { text: 'Annual Percentage Rate (APR)', x: g.left + 120, bold: true },
          { text: 'Balance Subject to Interest Rate', x: g.right - 90, align: 'right', bold: true },
          { text: 'Interest Charge', x: g.right, align: 'right', bold: true },
        ],
      },
      {
        cells: [
          { text: 'Regular Purchases', x: g.left },
          { text: `${apr.toFixed(2)}% (v)`, x: g.left + 120 },
          { text: absUsd(subject), x: g.right - 90, align: 'right' },
          { text: absUsd(-sumOf(interest)), x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Promotional Purchases', x: g.left },
          { text: `${apr.toFixed(2)}% (v)`, x: g.left + 120 },
          { text: absUsd(Math.max(0, -promoBal)), x: g.right - 90, align: 'right' },
          { text: '$0.00', x: g.right, align: 'right' },
        ],
      },
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      promoTable,
      { kind: 'space', height: g.lineHeight },
      {
        kind: 'lines',
        lines: [
          { cells: [{ text: 'Transaction Detail', x: g.left, bold: true, size: g.size + 2 }] },
        ],
      },
      { kind: 'table', columns: cols, rows, headerRule: true, wrapKey: 'desc' },
      { kind: 'space', height: g.lineHeight },
      calc,
    ],
    {
      pageHeader: (p) => [
        [
          { text: `${holder}   Account ending in ${last4}`, x: g.left },
          { text: `Page ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: `Page ${p} of ${n}`,
            x: (g.left + g.right) / 2,
            align: 'center',
            size: g.size - 1,
          },
        ],
      ],
    },
  );
  return { family: 'us-store-card-promo', spec, statements: [st] };
};
