/**
 * A US charge card (American Express-style): "Closing Date" and "Days in Billing Period" instead
 * of a printed start date, an account ending `1-41007`, a summary of Previous Balance /
 * Payments/Credits / New Charges / Fees / Interest = New Balance, then Payments, Credits and
 * "New Charges" detailed per card member ("JANE DOE  Card Ending 1-41007"), full MM/DD/YY dates,
 * `$` amounts with payments `-$500.00`, and merchants printed on two lines (name, then phone or
 * web address and a category).
 */
import {
  type BuiltStatement,
  docSpec,
  type FamilyOptions,
  geometry,
  rowsFor,
  truthTx,
} from '../../families.ts';
import { addDays, formatDate, formatMinor, isoToDay } from '../../format.ts';
import type { Block } from '../../layout.ts';
import { fakeWord } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { type CardTx, cardActivity, sectionRows, sumOf } from './card.ts';
import {
  brand,
  digits,
  legalFooter,
  money,
  pairLines,
  period,
  person,
  truthStatement,
} from './kit.ts';
import { US_CITIES } from './words.ts';

const CATEGORIES = [
  'RESTAURANT',
  'GROCERY STORE',
  'AIRLINE',
  'LODGING',
  'GAS STATION',
  'DEPARTMENT STORE',
  'TAXICAB & LIMOUSINE',
  'COMPUTER SOFTWARE',
  'FAST FOOD RESTAURANT',
  'DRUG STORE',
];

/** Two printed lines: `BLUE HERON CAFE  AUSTIN  TX` / `512-555-0182  RESTAURANT`. */
function amexMerchant(rng: Rng): string {
  const city = rng.pick(US_CITIES).split(' ');
  const state = city.pop();
  const name = rng.pick([
    `${fakeWord(rng).toUpperCase()} ${rng.pick(['CAFE', 'GRILL', 'MARKET', 'HOTEL', 'BISTRO', 'SUPPLY'])}`,
    `DELTA AIR LINES ${rng.pick(['ATLANTA', 'SALT LAKE'])}`,
    `UBER ${rng.pick(['EATS', 'TRIP'])} help.uber.com`,
    `AMAZON MARKETPLACE NA PA AMZN.COM/BILL`,
    `WHOLE FOODS MARKET #${digits(rng, 5)}`,
  ]);
  const second = rng.chance(0.6)
    ? `${digits(rng, 3)}-${digits(rng, 3)}-${digits(rng, 4)} ${rng.pick(CATEGORIES)}`
    : `${digits(rng, 9)}${rng.chance(0.5) ? ` ${rng.pick(CATEGORIES)}` : ''}`;
  return `${name} ${city.join(' ')} ${state} ${second}`;
}

export function usChargeCard(rng: Rng, o: FamilyOptions): BuiltStatement {
  const g = geometry(rng, 'letter');
  const members = rng.pick([1, 1, 2]);
  const days = rng.int(29, 31);
  const { start, end } = period(rng, days - 1, rng.chance(0.3));
  const owed = rng.int(10_000, 1_200_000);
  const { txs, opening, closing } = cardActivity(rng, {
    start,
    end,
    purchases: rowsFor(rng, g, o.pages, 2.1),
    owed,
    members,
    interest: rng.chance(0.4),
    words: {
      merchant: amexMerchant,
      payment: (r) =>
        r.pick([
          'AUTOPAY PAYMENT RECEIVED - THANK YOU',
          'ONLINE PAYMENT - THANK YOU',
          'MOBILE PAYMENT - THANK YOU',
        ]),
      refund: (r) => amexMerchant(r),
      fees: ['LATE PAYMENT FEE', 'RETURNED PAYMENT FEE'],
      interest: ['Interest Charge on Pay Over Time Purchases'],
    },
  });
  const name = brand(rng);
  const bank = `${name} Express`;
  const names = Array.from({ length: members }, () => person(rng));
  const ends = names.map(() => `${rng.int(1, 9)}-${digits(rng, 5)}`);
  const holder = names[0] as string;
  const account = ends[0] as string;
  const st = truthStatement({
    bank,
    holder,
    account,
    type: 'charge card',
    currency: 'USD',
    start,
    end,
    opening,
    txs,
    unprinted: ['moneyOut'],
  });
  const of = (k: CardTx['kind'][], m?: number) =>
    txs.filter((t) => k.includes(t.kind) && (m === undefined || t.member === m));
  const fd = (iso: string) => formatDate(iso, 'MM/DD/YY');
  const amt = (holderSide: number) =>
    holderSide > 0 ? `-$${formatMinor(holderSide)}` : `$${formatMinor(holderSide)}`;
  const charges = of(['purchase', 'cash']);
  const fees = of(['fee']);
  const interest = of(['interest']);
  const total = (label: string, list: CardTx[]) => ({ desc: label, amount: amt(sumOf(list)) });
  const rows = sectionRows(
    [
      { title: 'Payments', txs: of(['payment']), total: total('Total Payments', of(['payment'])) },
      { title: 'Credits', txs: of(['credit']), total: total('Total Credits', of(['credit'])) },
      ...names.map((n, i) => ({
        title: `${n}    Card Ending ${ends[i]}`,
        txs: of(['purchase', 'cash'], i),
        total: total(`Total New Charges for ${n}`, of(['purchase', 'cash'], i)),
      })),
      { title: 'Fees', txs: fees, total: total('Total Fees for this Period', fees) },
      {
        title: 'Interest Charged',
        txs: interest,
        total: total('Total Interest Charged for this Period', interest),
      },
    ],
    'desc',
    (tx) => ({ date: fd(tx.date), desc: tx.description, amount: amt(tx.amount) }),
    (tx) => truthTx(tx, tx.description, null),
    st.transactions,
    g.lineHeight * 0.7,
  );
  const minimum = Math.max(4_000, Math.round(-closing * 0.02));
  const x0 = g.left + (g.right - g.left) * 0.5;
  const amountX = g.right - rng.int(0, 20);
  const descX = g.left + rng.int(62, 80);
  const body: Block[] = [
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: bank.toUpperCase(), x: g.left, bold: true, size: g.size + 7 },
            {
              text: `${rng.pick(['Platinum Card', 'Gold Card', 'Green Card', 'Business Platinum Card'])}®`,
              x: g.right,
              align: 'right',
              bold: true,
            },
          ],
        },
        {
          cells: [
            { text: holder, x: g.left },
            { text: 'Closing Date', x: x0 },
            { text: fd(end), x: g.right, align: 'right' },
          ],
        },
        {
          cells: [
            {
              text: `${digits(rng, 3)} ${fakeWord(rng).toUpperCase()} ST APT ${rng.int(1, 30)}${rng.pick(['A', 'B', 'C'])}`,
              x: g.left,
            },
            { text: 'Next Closing Date', x: x0 },
            { text: fd(addDays(end, 30)), x: g.right, align: 'right' },
          ],
        },
        {
          cells: [
            {
              text: `${fakeWord(rng).toUpperCase()} NY ${digits(rng, 5)}-${digits(rng, 4)}`,
              x: g.left,
            },
            { text: 'Account Ending', x: x0 },
            { text: account, x: g.right, align: 'right' },
          ],
          gapAfter: g.lineHeight,
        },
        {
          cells: [
            { text: 'New Balance', x: g.left, bold: true },
            { text: money(-closing, '$'), x: g.left + 190, align: 'right', bold: true },
            { text: 'Account Summary', x: x0, bold: true },
          ],
        },
      ],
    },
    {
      kind: 'lines',
      lines: pairLines(
        [
          ['Minimum Payment Due', money(minimum, '$')],
          ['Payment Due Date', fd(addDays(end, 25))],
          [`Days in Billing Period: ${String(isoToDay(end) - isoToDay(start) + 1)}`, ''],
          [
            'Membership Rewards® Points',
            formatMinor(rng.int(100, 9_000_000)).replace(/\.\d\d$/, ''),
          ],
          ['', ''],
          ['', ''],
        ],
        g.left,
        g.left + 190,
      ).map((l, i) => {
        const pairs: [string, string][] = [
          ['Previous Balance', money(owed, '$')],
          ['Payments/Credits', `-${money(sumOf(of(['payment', 'credit'])), '$')}`],
          ['New Charges', `+${money(-sumOf(charges), '$')}`],
          ['Fees', `+${money(-sumOf(fees), '$')}`],
          ['Interest Charged', `+${money(-sumOf(interest), '$')}`],
          ['New Balance', `=${money(-closing, '$')}`],
        ];
        const p = pairs[i] as [string, string];
        return {
          cells: [
            ...l.cells.filter((c) => c.text),
            { text: p[0], x: x0 },
            { text: p[1], x: g.right, align: 'right' as const },
          ],
        };
      }),
    },
    { kind: 'rule', x0: g.left, x1: g.right, width: 1 },
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'table',
      title: 'Detail',
      continuedSuffix: ' Continued',
      columns: [
        { key: 'date', header: [''], x: g.left, align: 'left' },
        {
          key: 'desc',
          header: [''],
          x: descX,
          align: 'left',
          width: Math.min(230, amountX - 70 - descX),
        },
        { key: 'amount', header: ['Amount'], x: amountX, align: 'right' },
      ],
      rows,
      wrapKey: 'desc',
      headerRule: true,
    },
  ];
  const spec = docSpec(g, body, {
    pageHeader: (p) => [
      [
        { text: holder, x: g.left, size: g.size - 1 },
        {
          text: `Account Ending ${account}    p. ${p}`,
          x: g.right,
          align: 'right',
          size: g.size - 1,
        },
      ],
    ],
    footer: legalFooter(
      g,
      [
        'Pay Over Time and Cash Advance limits may apply. See the back of this page for important notices.',
      ],
      (p, n) => `p. ${p}/${n}`,
      'right',
    ),
  });
  return { family: 'us-charge-card', spec, statements: [st] };
}
