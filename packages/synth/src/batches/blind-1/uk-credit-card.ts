/**
 * A UK credit card statement (Barclaycard / Amex UK-style): statement date and "Pay by" date, a
 * summary of Previous balance / Payments / New spending / Interest / Other fees and charges = New
 * balance, minimum payment, credit limit and available to spend; transactions with a transaction
 * date and a posting date as `12 Feb  13 Feb`, payments and refunds with a `CR` suffix, "Your
 * transactions" per card holder, non-sterling lines carrying the foreign amount and a
 * Non-Sterling Transaction Fee, and the interest-rate table after the activity.
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
import { type Block, textWidth } from '../../layout.ts';
import type { Rng } from '../../prng.ts';
import { type CardTx, cardActivity, sectionRows, sumOf } from './card.ts';
import { box, brand, digits, legalFooter, period, person, truthStatement } from './kit.ts';
import { ukMerchant, ukPostcode } from './words.ts';

function merchant(rng: Rng): string {
  if (rng.chance(0.1)) {
    const eur = rng.int(300, 30_000);
    const rate = (rng.int(11_200, 11_900) / 10_000).toFixed(4);
    return `${rng.pick(['CARREFOUR', 'RYANAIR', 'BOOKING.COM', 'SNCF', 'ALDI SUD'])} ${rng.pick(['PARIS', 'DUBLIN', 'AMSTERDAM', 'MADRID'])} ${formatMinor(eur)} EUR @ ${rate}`;
  }
  return ukMerchant(rng);
}

export function ukCreditCard(rng: Rng, o: FamilyOptions): BuiltStatement {
  const g = geometry(rng, 'a4');
  const members = rng.pick([1, 1, 2]);
  const { start, end } = period(rng, rng.int(29, 31), rng.chance(0.3));
  const owed = rng.int(0, 500_000);
  const { txs, opening, closing } = cardActivity(rng, {
    start,
    end,
    purchases: rowsFor(rng, g, o.pages, 1.15),
    owed,
    members,
    postLag: true,
    words: {
      merchant,
      payment: (r) =>
        r.pick([
          'PAYMENT BY DIRECT DEBIT - THANK YOU',
          'PAYMENT RECEIVED - THANK YOU',
          'FASTER PAYMENT RECEIVED',
        ]),
      refund: (r) => `REFUND ${ukMerchant(r)}`,
      fees: ['NON-STERLING TRANSACTION FEE', 'LATE PAYMENT FEE', 'OVERLIMIT FEE'],
      interest: ['INTEREST ON PURCHASES', 'INTEREST ON CASH'],
      cash: (r) =>
        `CASH ${r.pick(['LINK', 'HSBC', 'NATWEST'])} ATM ${r.pick(['LONDON', 'LEEDS'])} HANDLING FEE INCL`,
    },
  });
  const bank = rng.pick([`${brand(rng)}card`, `${brand(rng)} Card Services`]);
  const names = Array.from({ length: members }, () => person(rng));
  const holder = names[0] as string;
  const last4 = names.map(() => digits(rng, 4));
  const account = `${rng.pick(['4929', '5434', '4462'])} **** **** ${last4[0]}`;
  const st = truthStatement({
    bank,
    holder,
    account,
    type: 'credit card',
    currency: 'GBP',
    start,
    end,
    opening,
    txs,
    unprinted: ['moneyIn', 'moneyOut'],
  });
  const dfmt = rng.pick(['DD MMM', 'D MMM']);
  const fd = (iso: string) => formatDate(iso, dfmt);
  const amt = (holderSide: number) =>
    holderSide > 0 ? `${formatMinor(holderSide)} CR` : formatMinor(holderSide);
  const gbp = (m: number) => `£${formatMinor(m)}`;
  const of = (k: CardTx['kind'][], m?: number) =>
    txs.filter((t) => k.includes(t.kind) && (m === undefined || t.member === m));
  const fees = of(['fee']);
  const interest = of(['interest']);
  const rows = sectionRows(
    [
      { title: 'Payments and credits', txs: of(['payment', 'credit']) },
      ...names.map((n, i) => ({
        title: `Your transactions - ${n} card ending ${last4[i]}`,
        txs: of(['purchase', 'cash'], i),
      })),
      { title: 'Interest, fees and charges', txs: [...fees, ...interest] },
    ],
    'desc',
    (tx) => ({
      date: fd(tx.date),
      post: fd(tx.postDate as string),
      desc: tx.description,
      amount: amt(tx.amount),
    }),
    (tx) => truthTx(tx, tx.description, null),
    st.transactions,
    g.lineHeight * 0.5,
  );
  const limit = Math.ceil((owed + 300_000) / 50_000) * 50_000;
  const minimum =
    closing < 0
      ? Math.min(-closing, Math.max(2_500, Math.round(-closing * 0.01) - sumOf(interest)))
      : 0;
  const mid = g.left + (g.right - g.left) * 0.52;
  const long = (iso: string) => formatDate(iso, 'D MMMM YYYY');
  const amountX = g.right - rng.int(0, 20);
  const postX =
    g.left + Math.max(rng.int(46, 56), textWidth(g.font, 'Transaction', g.size, true) + 8);
  const descX = postX + rng.int(46, 56);
  const newBal = closing <= 0 ? gbp(-closing) : `${gbp(closing)} CR`;
  const body: Block[] = [
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: bank, x: g.left, bold: true, size: g.size + 7 },
            { text: `Statement date ${long(end)}`, x: g.right, align: 'right', bold: true },
          ],
        },
        {
          cells: [
            {
              text: `Your ${rng.pick(['Platinum', 'Rewards', 'Forward', 'Avios'])} Card statement`,
              x: g.left,
            },
            { text: `Account number ${account}`, x: g.right, align: 'right' },
          ],
          gapAfter: g.lineHeight,
        },
        { cells: [{ text: holder, x: g.left }] },
        { cells: [{ text: `${rng.int(1, 200)} ${brand(rng)} Road`, x: g.left }] },
        { cells: [{ text: brand(rng).toUpperCase(), x: g.left }] },
        {
          cells: [
            {
              text: ukPostcode(rng),
              x: g.left,
            },
          ],
          gapAfter: g.lineHeight,
        },
      ],
    },
    ...box(
      g,
      'Your account summary',
      [
        ['Previous balance', gbp(owed)],
        ['Payments', `-${gbp(sumOf(of(['payment'])))}`],
        ['Other credits', `-${gbp(sumOf(of(['credit'])))}`],
        ['New spending', gbp(-sumOf(of(['purchase', 'cash'])))],
        ['Interest', gbp(-sumOf(interest))],
        ['Other fees and charges', gbp(-sumOf(fees))],
        ['New balance', newBal],
      ],
      g.left,
      mid - 12,
    ),
    { kind: 'space', height: g.lineHeight * 0.5 },
    ...box(
      g,
      'Payment',
      [
        ['Minimum payment', gbp(minimum)],
        ['Pay by', long(addDays(end, 25))],
        ['Credit limit', gbp(limit)],
        ['Available to spend', gbp(Math.max(0, limit + closing))],
        [
          `Statement period ${formatDate(start, 'D MMM YYYY')} - ${formatDate(end, 'D MMM YYYY')}`,
          '',
        ],
      ],
      g.left,
      mid - 12,
      false,
    ),
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'table',
      title: 'Transactions',
      continuedSuffix: ' continued',
      columns: [
        { key: 'date', header: ['Transaction', 'date'], x: g.left, align: 'left' },
        { key: 'post', header: ['Posting', 'date'], x: postX, align: 'left' },
        {
          key: 'desc',
          header: ['', 'Description'],
          x: descX,
          align: 'left',
          width: amountX - 75 - descX,
        },
        { key: 'amount', header: ['', 'Amount £'], x: amountX, align: 'right' },
      ],
      rows,
      wrapKey: 'desc',
      headerRule: true,
    },
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'lines',
      lines: [
        { cells: [{ text: 'Interest rates', x: g.left, bold: true }] },
        {
          cells: [
            { text: 'Purchases', x: g.left },
            { text: `${(rng.int(1990, 3490) / 100).toFixed(2)}% p.a. (variable)`, x: g.left + 120 },
          ],
        },
        {
          cells: [
            { text: 'Cash', x: g.left },
            { text: `${(rng.int(2490, 3990) / 100).toFixed(2)}% p.a. (variable)`, x: g.left + 120 },
          ],
        },
        {
          cells: [
            { text: 'Balance transfers', x: g.left },
            { text: '0.00% until month end', x: g.left + 120 },
          ],
        },
      ],
    },
  ];
  const spec = docSpec(g, body, {
    pageHeader: () => [
      [
        { text: bank, x: g.left, bold: true },
        { text: `${holder}  ${account}  ${long(end)}`, x: g.right, align: 'right' },
      ],
    ],
    footer: legalFooter(
      g,
      [
        `${bank} is a trading name of a bank authorised by the PRA and regulated by the FCA and the PRA.`,
      ],
      (p, n) => `Page ${p} of ${n}`,
      'right',
    ),
  });
  return { family: 'uk-credit-card', spec, statements: [st] };
}
