/**
 * A Canadian bank credit card (CIBC-style): statement period "Dec 17, 2024 to Jan 16, 2025",
 * a balance summary with Payments & credits / Purchases & debits / Interest / Fees = Total
 * balance, minimum payment and due date, credit limit and the annual rates; "Your payments" then
 * "Your new charges and credits" per card number, Trans date / Post date as `Dec 19  Dec 20`, a
 * Spend Categories column, Amount($) with credits negative, and foreign-currency purchases whose
 * description carries the original amount and rate on a second line.
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
import { box, brand, digits, legalFooter, money, period, person, truthStatement } from './kit.ts';
import { caMerchant, usMerchant } from './words.ts';

const CATEGORIES = [
  'Restaurants',
  'Retail and Grocery',
  'Transportation',
  'Home and Office',
  'Personal Expenses',
  'Entertainment',
  'Health and Education',
  'Professional Svcs',
];

/** A Canadian merchant, or a US one with the foreign-currency line the bank adds. */
function merchant(rng: Rng): string {
  if (rng.chance(0.12)) {
    const usd = rng.int(500, 40_000);
    const rate = (rng.int(12_900, 14_200) / 10_000).toFixed(6);
    return `${usMerchant(rng)} Foreign Currency - USD ${formatMinor(usd)} Exchange rate - ${rate}`;
  }
  return caMerchant(rng);
}

export function caCreditCard(rng: Rng, o: FamilyOptions): BuiltStatement {
  const g = geometry(rng, 'any');
  const cards = rng.pick([1, 1, 2]);
  const { start, end } = period(rng, rng.int(29, 31), rng.chance(0.3));
  const owed = rng.int(0, 700_000);
  const { txs, opening, closing } = cardActivity(rng, {
    start,
    end,
    purchases: rowsFor(rng, g, o.pages, 1.3),
    owed,
    members: cards,
    postLag: true,
    words: {
      merchant,
      payment: (r) =>
        r.pick([
          'PAYMENT THANK YOU/PAIEMENT MERCI',
          'PAYMENT - THANK YOU',
          'PREAUTHORIZED PAYMENT',
        ]),
      refund: (r) => `${caMerchant(r)}`,
      fees: ['ANNUAL FEE', 'OVERLIMIT FEE', 'FOREIGN TRANSACTION FEE'],
      interest: ['PURCHASE INTEREST', 'CASH INTEREST'],
    },
  });
  const bank = `${brand(rng)} ${rng.pick(['Imperial Bank', 'Bank of Montreal', 'Bank of Commerce'])}`;
  const product = `${bank.split(' ')[0]} ${rng.pick(['Dividend Visa Infinite', 'Aventura Visa Card', 'Mastercard Cash Back', 'Select Visa'])}`;
  const holder = person(rng);
  const numbers = Array.from(
    { length: cards },
    () => `${digits(rng, 4)} XXXX XXXX ${digits(rng, 4)}`,
  );
  const account = numbers[0] as string;
  const st = truthStatement({
    bank,
    holder,
    account,
    type: 'credit card',
    currency: 'CAD',
    start,
    end,
    opening,
    txs,
    unprinted: ['moneyOut'],
  });
  const dfmt = rng.pick(['MMM DD', 'MMM D']);
  const fd = (iso: string) => formatDate(iso, dfmt);
  const cat = new Map<CardTx, string>();
  for (const t of txs)
    cat.set(t, t.kind === 'purchase' || t.kind === 'credit' ? rng.pick(CATEGORIES) : '');
  const of = (k: CardTx['kind'][], m?: number) =>
    txs.filter((t) => k.includes(t.kind) && (m === undefined || t.member === m));
  const amt = (holderSide: number) =>
    holderSide > 0 ? `-${formatMinor(holderSide)}` : formatMinor(holderSide);
  const tot = (holderSide: number) =>
    holderSide > 0 ? `-$${formatMinor(holderSide)}` : `$${formatMinor(holderSide)}`;
  const payments = of(['payment']);
  const interest = of(['interest']);
  const fees = of(['fee']);
  const rows = sectionRows(
    [
      {
        title: 'Your payments',
        txs: payments,
        total: { desc: 'Total payments', amount: tot(sumOf(payments)) },
      },
      ...numbers.map((n, i) => {
        const list = of(['purchase', 'credit', 'cash'], i);
        return {
          title: `Card number ${n}`,
          txs: list,
          total: { desc: `Total for ${n.slice(-4)}`, amount: tot(sumOf(list)) },
        };
      }),
      {
        title: 'Your interest charges',
        txs: interest,
        total: { desc: 'Total interest this period', amount: tot(sumOf(interest)) },
      },
      { title: 'Your fees', txs: fees },
    ],
    'desc',
    (tx) => ({
      date: fd(tx.date),
      post: fd(tx.postDate as string),
      desc: tx.description,
      cat: cat.get(tx) ?? '',
      amount: amt(tx.amount),
    }),
    (tx) => truthTx(tx, tx.description, null),
    st.transactions,
    g.lineHeight * 0.5,
  );
  const limit = Math.ceil((owed + 400_000) / 100_000) * 100_000;
  const minimum =
    closing < 0 ? Math.min(-closing, Math.max(1_000, Math.round(-closing * 0.03))) : 0;
  const mid = g.left + (g.right - g.left) * 0.5;
  const long = (iso: string) => formatDate(iso, 'MMM D, YYYY');
  const amountX = g.right;
  const catX = amountX - 155;
  const postX = g.left + rng.int(44, 54);
  const descX = postX + rng.int(44, 54);
  const body: Block[] = [
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: bank, x: g.left, bold: true, size: g.size + 5 },
            { text: product, x: g.right, align: 'right', bold: true },
          ],
        },
        {
          cells: [
            { text: holder, x: g.left },
            { text: `Account number ${account}`, x: g.right, align: 'right' },
          ],
        },
        {
          cells: [
            { text: `Statement Date ${long(end)}`, x: g.left },
            { text: `Statement period ${long(start)} to ${long(end)}`, x: g.right, align: 'right' },
          ],
          gapAfter: g.lineHeight,
        },
      ],
    },
    ...box(
      g,
      'Your account at a glance',
      [
        ['Previous balance', money(owed, '$')],
        ['Payments & credits', `-${money(sumOf(of(['payment', 'credit'])), '$')}`],
        ['Purchases & debits', money(-sumOf(of(['purchase'])), '$')],
        ['Cash advances', money(-sumOf(of(['cash'])), '$')],
        ['Interest', money(-sumOf(interest), '$')],
        ['Fees', money(-sumOf(fees), '$')],
        ['Total balance', `= ${money(-closing, '$')}`],
      ],
      g.left,
      mid - 12,
    ),
    { kind: 'space', height: g.lineHeight * 0.5 },
    ...box(
      g,
      'Amount due',
      [
        ['Minimum payment', money(minimum, '$')],
        ['Payment due date', long(addDays(end, 21))],
        ['Credit limit', money(limit, '$')],
        ['Available credit', money(Math.max(0, limit + closing), '$')],
        ['Purchase interest rate', `${(rng.int(1999, 2199) / 100).toFixed(2)}%`],
        ['Cash interest rate', '22.99%'],
      ],
      g.left,
      mid - 12,
      false,
    ),
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'table',
      title: 'Your transactions',
      continuedSuffix: ' (continued)',
      columns: [
        { key: 'date', header: ['Trans', 'date'], x: g.left, align: 'left' },
        { key: 'post', header: ['Post', 'date'], x: postX, align: 'left' },
        {
          key: 'desc',
          header: ['', 'Description'],
          x: descX,
          align: 'left',
          width: catX - descX - 12,
        },
        { key: 'cat', header: ['Spend', 'Categories'], x: catX, align: 'left' },
        { key: 'amount', header: ['', 'Amount($)'], x: amountX, align: 'right' },
      ],
      rows,
      wrapKey: 'desc',
      headerRule: true,
    },
  ];
  const spec = docSpec(g, body, {
    pageHeader: () => [
      [
        { text: `${product}  ${account}`, x: g.left },
        { text: `Statement Date ${long(end)}`, x: g.right, align: 'right' },
      ],
    ],
    footer: legalFooter(
      g,
      ['® Registered trademark of the bank. Visa Int./Mastercard marks used under licence.'],
      (p, n) => `Page ${p} of ${n}`,
      'right',
    ),
  });
  return { family: 'ca-credit-card', spec, statements: [st] };
}
