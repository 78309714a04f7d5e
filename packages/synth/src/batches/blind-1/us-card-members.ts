/**
 * A US card with transactions grouped by card holder (Capital One-style): a trans date and a
 * post date as `Dec 19  Dec 20`, "Payments, Credits and Adjustments" first, then one
 * "#4821: Transactions" block per card with its own total, Fees and Interest Charged blocks,
 * credits printed `- $500.00`, a payment-due panel and a summary on the first page.
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
import type { Block, Row } from '../../layout.ts';
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

export function usCardMembers(rng: Rng, o: FamilyOptions): BuiltStatement {
  const g = geometry(rng, 'letter');
  const members = rng.pick([1, 2, 2, 3]);
  const { start, end } = period(rng, rng.int(29, 30), rng.chance(0.35));
  const owed = rng.int(0, 600_000);
  const { txs, opening, closing } = cardActivity(rng, {
    start,
    end,
    purchases: rowsFor(rng, g, o.pages, 1.1),
    owed,
    members,
    postLag: true,
    words: {
      merchant: usMerchant,
      payment: (r) =>
        r.pick(['CAPITAL PMT AUTOPAY', 'ONLINE PYMT-THANK YOU', 'MOBILE PYMT-THANK YOU']),
      refund: (r) => usMerchant(r),
      fees: ['PAST DUE FEE', 'FOREIGN TRANSACTION FEE', 'ANNUAL FEE'],
      interest: ['INTEREST CHARGE:PURCHASES', 'INTEREST CHARGE:CASH ADVANCES'],
    },
  });
  const name = brand(rng);
  const bank = `${name} One`;
  const names = Array.from({ length: members }, () => person(rng));
  const cards = names.map(() => digits(rng, 4));
  const holder = names[0] as string;
  const account = cards[0] as string;
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
    unprinted: ['moneyIn', 'moneyOut'],
  });
  const of = (k: CardTx['kind'][], m?: number) =>
    txs.filter((t) => k.includes(t.kind) && (m === undefined || t.member === m));
  const dateFmt = rng.pick(['MMM D', 'MMM DD']);
  const fd = (iso: string) => formatDate(iso, dateFmt);
  const amt = (holderSide: number) =>
    holderSide > 0 ? `- $${formatMinor(holderSide)}` : `$${formatMinor(holderSide)}`;
  const fees = of(['fee']);
  const interest = of(['interest']);
  const sections = [
    { title: 'Payments, Credits and Adjustments', txs: of(['payment', 'credit']) },
    ...names.map((n, i) => {
      const list = of(['purchase', 'cash'], i);
      return {
        title: `${n} #${cards[i]}: Transactions`,
        txs: list,
        total: {
          desc: `Total Transactions for This Period`,
          amount: `$${formatMinor(-sumOf(list))}`,
        },
      };
    }),
    {
      title: 'Fees',
      txs: fees,
      total: { desc: 'Total Fees for This Period', amount: `$${formatMinor(-sumOf(fees))}` },
    },
    {
      title: 'Interest Charged',
      txs: interest,
      total: {
        desc: 'Total Interest for This Period',
        amount: `$${formatMinor(-sumOf(interest))}`,
      },
    },
  ];
  const rows: Row[] = sectionRows(
    sections,
    'date',
    (tx) => ({
      date: fd(tx.date),
      post: fd(tx.postDate as string),
      desc: tx.description,
      amount: amt(tx.amount),
    }),
    (tx) => truthTx(tx, tx.description, null),
    st.transactions,
    g.lineHeight * 0.6,
  );
  const limit = Math.ceil((owed + 300_000) / 50_000) * 50_000;
  const minimum =
    closing < 0 ? Math.min(-closing, Math.max(2_500, Math.round(-closing * 0.02))) : 0;
  const periodText = `${formatDate(start, 'MMM D, YYYY')} - ${formatDate(end, 'MMM D, YYYY')}`;
  const mid = g.left + (g.right - g.left) * 0.52;
  const amountX = g.right - rng.int(0, 30);
  const postX = g.left + rng.int(52, 62);
  const descX = postX + rng.int(52, 62);
  const body: Block[] = [
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: bank, x: g.left, bold: true, size: g.size + 7 },
            {
              text: `${rng.pick(['Quicksilver', 'Venture', 'Platinum', 'SavorOne'])} Card | World Elite Mastercard ending in ${account}`,
              x: g.right,
              align: 'right',
            },
          ],
        },
        {
          cells: [
            { text: periodText, x: g.left, bold: true },
            {
              text: `${formatDate(end, 'MM/DD/YYYY')} | Page 1`,
              x: g.right,
              align: 'right',
              size: g.size - 1,
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
            { text: 'Payment Information', x: g.left, bold: true, size: g.size + 1 },
            { text: 'Account Summary', x: mid, bold: true, size: g.size + 1 },
          ],
        },
      ],
    },
    { kind: 'rule', x0: g.left, x1: g.right, width: 0.8 },
    {
      kind: 'lines',
      lines: sideBySide(
        [
          ['New Balance', money(-closing, '$')],
          ['Minimum Payment Due', money(minimum, '$')],
          ['Due Date', formatDate(addDays(end, 25), 'MMM D, YYYY')],
        ],
        [
          ['Previous Balance', money(owed, '$')],
          ['Payments', `- ${money(sumOf(of(['payment'])), '$')}`],
          ['Other Credits', `- ${money(sumOf(of(['credit'])), '$')}`],
          ['Transactions', `+ ${money(-sumOf(of(['purchase', 'cash'])), '$')}`],
          ['Cash Advances', '+ $0.00'],
          ['Fees Charged', `+ ${money(-sumOf(fees), '$')}`],
          ['Interest Charged', `+ ${money(-sumOf(interest), '$')}`],
          ['New Balance', `= ${money(-closing, '$')}`],
          ['Credit Limit', money(limit, '$')],
          [
            `Available Credit (as of ${formatDate(end, 'MMM D')})`,
            money(Math.max(0, limit + closing), '$'),
          ],
        ],
        [g.left, mid - 15, mid, g.right],
      ),
    },
    { kind: 'rule', x0: g.left, x1: g.right, width: 0.8 },
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'lines',
      lines: [
        { cells: [{ text: holder, x: g.left }] },
        {
          cells: [
            {
              text: `${digits(rng, 4)} ${brand(rng).toUpperCase()} ${rng.pick(['RD', 'LN', 'CT'])}`,
              x: g.left,
            },
          ],
        },
        {
          cells: [
            {
              text: `${brand(rng).toUpperCase()} ${rng.pick(['VA', 'MD', 'TX', 'GA'])} ${digits(rng, 5)}`,
              x: g.left,
            },
          ],
        },
      ],
    },
    { kind: 'pageBreak' },
    {
      kind: 'table',
      title: 'Transactions',
      continuedSuffix: ' (Continued)',
      columns: [
        { key: 'date', header: ['Trans Date'], x: g.left, align: 'left' },
        { key: 'post', header: ['Post Date'], x: postX, align: 'left' },
        {
          key: 'desc',
          header: ['Description'],
          x: descX,
          align: 'left',
          width: amountX - 80 - descX,
        },
        { key: 'amount', header: ['Amount'], x: amountX, align: 'right' },
      ],
      rows,
      wrapKey: 'desc',
      headerRule: rng.chance(0.6),
    },
  ];
  // one-page kinds: the activity follows the summary on the same page
  if (o.pages < 1)
    body.splice(
      body.findIndex((b) => b.kind === 'pageBreak'),
      1,
      { kind: 'space', height: g.lineHeight },
    );
  const spec = docSpec(g, body, {
    pageHeader: (p) => [
      [
        { text: `${holder} | Page ${p}`, x: g.left, size: g.size - 1 },
        { text: `${formatDate(end, 'MM/DD/YYYY')}`, x: g.right, align: 'right', size: g.size - 1 },
      ],
    ],
    footer: legalFooter(
      g,
      [`${bank} is a federally registered service mark. All rights reserved. Member FDIC.`],
      (p, n) => `Page ${p} of ${n}`,
      'center',
    ),
  });
  return { family: 'us-card-members', spec, statements: [st] };
}
