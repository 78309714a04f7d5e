/**
 * A big US card issuer's monthly statement (Chase-style): ACCOUNT SUMMARY beside PAYMENT
 * INFORMATION, one ACCOUNT ACTIVITY table with PAYMENTS AND OTHER CREDITS / PURCHASE / FEES
 * CHARGED / INTEREST CHARGED headings, a single MM/DD date per row, payments printed negative,
 * year-to-date totals and an interest-charges table after the activity.
 */
import {
  type BuiltStatement,
  docSpec,
  type FamilyOptions,
  geometry,
  rowsFor,
  truthTx,
} from '../../families.ts';
import { addDays, formatDate, formatMinor } from '../../format.ts';
import type { Block } from '../../layout.ts';
import type { Rng } from '../../prng.ts';
import { type CardTx, cardActivity, sectionRows, sumOf } from './card.ts';
import {
  brand,
  digits,
  legalFooter,
  money,
  period,
  person,
  sideBySide,
  truthStatement,
} from './kit.ts';
import { usMerchant } from './words.ts';

export function usCardSections(rng: Rng, o: FamilyOptions): BuiltStatement {
  const g = geometry(rng, 'letter');
  const purchases = rowsFor(rng, g, o.pages, 1.05);
  const { start, end } = period(rng, rng.int(28, 30), rng.chance(0.3));
  const owed = rng.chance(0.15) ? 0 : rng.int(5_000, 900_000);
  const last4 = digits(rng, 4);
  const { txs, opening, closing } = cardActivity(rng, {
    start,
    end,
    purchases,
    owed,
    words: {
      merchant: usMerchant,
      payment: (r) =>
        r.pick([
          'Payment Thank You-Mobile',
          'Payment Thank You - Web',
          'AUTOMATIC PAYMENT - THANK YOU',
        ]),
      refund: (r) => `${usMerchant(r)}`,
      fees: ['LATE FEE', 'FOREIGN TRANSACTION FEE', 'ANNUAL MEMBERSHIP FEE'],
      interest: ['PURCHASE INTEREST CHARGE', 'CASH ADVANCE INTEREST CHARGE'],
      cash: (r) =>
        `CASH ADVANCE ${r.pick(['ATM', 'BANK'])} ${digits(r, 6)} ${r.pick(['CHICAGO IL', 'DENVER CO'])}`,
    },
  });
  const name = brand(rng);
  const bank = `${name.toUpperCase()}`;
  const holder = person(rng);
  const account = `XXXX XXXX XXXX ${last4}`;
  const st = truthStatement({
    bank,
    holder,
    account,
    type: 'credit card',
    currency: 'USD',
    start,
    end,
    opening,
    txs,
    unprinted: ['moneyOut'],
  });
  const of = (k: CardTx['kind'][]) => txs.filter((t) => k.includes(t.kind));
  const fd = (iso: string) => formatDate(iso, 'MM/DD');
  const card = (cardSide: number) =>
    cardSide < 0 ? `-${formatMinor(cardSide)}` : formatMinor(cardSide);
  const limit = Math.ceil((owed + 500_000) / 100_000) * 100_000;
  const minimum =
    closing < 0 ? Math.min(-closing, Math.max(4_000, Math.round(-closing * 0.01) + 3_500)) : 0;
  const due = formatDate(addDays(end, 25), 'MM/DD/YY');
  const x = [g.left, g.left + 230, g.left + 260, g.right] as [number, number, number, number];
  const fees = of(['fee']);
  const interest = of(['interest']);
  const summary: [string, string][] = [
    ['Previous Balance', money(owed, '$')],
    ['Payment, Credits', `-${money(sumOf(of(['payment', 'credit'])), '$')}`],
    ['Purchases', `+${money(-sumOf(of(['purchase'])), '$')}`],
    ['Cash Advances', `+${money(-sumOf(of(['cash'])), '$')}`],
    ['Balance Transfers', '$0.00'],
    ['Fees Charged', `+${money(-sumOf(fees), '$')}`],
    ['Interest Charged', `+${money(-sumOf(interest), '$')}`],
    ['New Balance', money(-closing, '$')],
    ['Opening/Closing Date', `${formatDate(start, 'MM/DD/YY')} - ${formatDate(end, 'MM/DD/YY')}`],
    ['Credit Access Line', money(limit, '$')],
    ['Available Credit', money(Math.max(0, limit + closing), '$')],
    ['Cash Access Line', money(Math.round(limit / 500_000) * 100_000, '$')],
  ];
  const payment: [string, string][] = [
    ['New Balance', money(-closing, '$')],
    ['Minimum Payment Due', money(minimum, '$')],
    ['Payment Due Date', due],
  ];
  const activity = sectionRows(
    [
      { title: 'PAYMENTS AND OTHER CREDITS', txs: of(['payment', 'credit']) },
      { title: 'PURCHASE', txs: of(['purchase']) },
      { title: 'CASH ADVANCE', txs: of(['cash']) },
      {
        title: 'FEES CHARGED',
        txs: fees,
        total: { desc: 'TOTAL FEES FOR THIS PERIOD', amount: money(-sumOf(fees), '$') },
      },
      {
        title: 'INTEREST CHARGED',
        txs: interest,
        total: { desc: 'TOTAL INTEREST FOR THIS PERIOD', amount: money(-sumOf(interest), '$') },
      },
    ],
    'desc',
    (tx) => ({ date: fd(tx.date), desc: tx.description, amount: card(-tx.amount) }),
    (tx) => truthTx(tx, tx.description, null),
    st.transactions,
    g.lineHeight * 0.5,
  );
  const amountX = g.right - rng.int(0, 40);
  const descX = g.left + rng.int(70, 95);
  const year = end.slice(0, 4);
  const apr = (rng.int(1799, 2999) / 100).toFixed(2);
  const body: Block[] = [
    {
      kind: 'lines',
      lines: [
        { cells: [{ text: bank, x: g.left, bold: true, size: g.size + 8 }] },
        {
          cells: [
            {
              text: `Manage your account online at: www.${name.toLowerCase()}.com/cardhelp`,
              x: g.left,
              size: g.size - 1,
            },
            {
              text: `Customer Service: 1-800-${digits(rng, 3)}-${digits(rng, 4)}`,
              x: g.right,
              align: 'right',
              size: g.size - 1,
            },
          ],
          gapAfter: g.lineHeight,
        },
        {
          cells: [
            { text: holder, x: g.left },
            { text: `Account Number: ${account}`, x: g.right, align: 'right' },
          ],
        },
        {
          cells: [
            {
              text: `${digits(rng, 4)} ${brand(rng).toUpperCase()} ${rng.pick(['AVE', 'ST', 'DR', 'BLVD'])}`,
              x: g.left,
            },
          ],
        },
        {
          cells: [
            {
              text: `${brand(rng).toUpperCase()} ${rng.pick(['OH', 'TX', 'IL', 'NJ', 'AZ'])} ${digits(rng, 5)}-${digits(rng, 4)}`,
              x: g.left,
            },
          ],
          gapAfter: g.lineHeight,
        },
      ],
    },
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: 'ACCOUNT SUMMARY', x: x[0], bold: true },
            { text: 'PAYMENT INFORMATION', x: x[2], bold: true },
          ],
        },
      ],
    },
    { kind: 'rule', x0: g.left, x1: g.right, width: 0.8 },
    { kind: 'lines', lines: sideBySide(summary, payment, x) },
    { kind: 'rule', x0: g.left, x1: g.right, width: 0.8 },
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'table',
      title: 'ACCOUNT ACTIVITY',
      continuedSuffix: ' (CONTINUED)',
      columns: [
        { key: 'date', header: ['Date of', 'Transaction'], x: g.left, align: 'left' },
        {
          key: 'desc',
          header: ['Merchant Name or Transaction Description'],
          x: descX,
          align: 'left',
          width: amountX - 80 - descX,
        },
        { key: 'amount', header: ['$ Amount'], x: amountX, align: 'right' },
      ],
      rows: activity,
      wrapKey: 'desc',
      headerRule: true,
    },
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'lines',
      lines: [
        { cells: [{ text: `${year} Totals Year-to-Date`, x: g.left, bold: true }] },
        {
          cells: [
            { text: `Total fees charged in ${year}`, x: g.left },
            {
              text: money(-sumOf(fees) + rng.int(0, 20_000), '$'),
              x: g.left + 280,
              align: 'right',
            },
          ],
        },
        {
          cells: [
            { text: `Total interest charged in ${year}`, x: g.left },
            {
              text: money(-sumOf(interest) + rng.int(0, 90_000), '$'),
              x: g.left + 280,
              align: 'right',
            },
          ],
        },
        {
          cells: [
            {
              text: 'Year-to-date totals do not reflect any fee or interest refunds you may have received.',
              x: g.left,
              size: g.size - 1.5,
            },
          ],
          gapAfter: g.lineHeight,
        },
        { cells: [{ text: 'INTEREST CHARGES', x: g.left, bold: true }] },
        {
          cells: [
            {
              text: 'Your Annual Percentage Rate (APR) is the annual interest rate on your account.',
              x: g.left,
              size: g.size - 1,
            },
          ],
        },
        {
          cells: [
            { text: 'Balance Type', x: g.left, bold: true },
            { text: 'Annual Percentage Rate (APR)', x: g.left + 120, bold: true },
            {
              text: 'Balance Subject To Interest Rate',
              x: g.right - 90,
              align: 'right',
              bold: true,
            },
            { text: 'Interest Charges', x: g.right, align: 'right', bold: true },
          ],
        },
        {
          cells: [
            { text: 'Purchases', x: g.left },
            { text: `${apr}%(v)(d)`, x: g.left + 120 },
            {
              text: money(Math.max(0, owed - rng.int(0, owed)), '$'),
              x: g.right - 90,
              align: 'right',
            },
            { text: money(-sumOf(interest.slice(0, 1)), '$'), x: g.right, align: 'right' },
          ],
        },
        {
          cells: [
            { text: 'Cash Advances', x: g.left },
            { text: `${(Number(apr) + 5).toFixed(2)}%(v)(d)`, x: g.left + 120 },
            { text: '$0.00', x: g.right - 90, align: 'right' },
            { text: money(-sumOf(interest.slice(1)), '$'), x: g.right, align: 'right' },
          ],
        },
      ],
    },
  ];
  // the year-to-date and interest-charges trailer sits on the last page; one-page kinds print
  // the first page only
  if (o.pages < 1) body.splice(body.length - 2, 2);
  const spec = docSpec(g, body, {
    pageHeader: () => [
      [
        { text: holder, x: g.left },
        { text: `Account Number: ${account}`, x: g.right, align: 'right' },
      ],
    ],
    footer: legalFooter(
      g,
      ['(v) = Variable Rate  (d) = Daily Balance Method (including new transactions)'],
      (p, n) => `Page ${p} of ${n}     Statement Date: ${formatDate(end, 'MM/DD/YY')}`,
      'right',
    ),
  });
  return { family: 'us-card-sections', spec, statements: [st] };
}
