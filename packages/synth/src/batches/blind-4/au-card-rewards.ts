/**
 * Australian credit card (Westpac / ANZ / CommBank-like): "Statement Period 03/03/2024 -
 * 02/04/2024" (numeric DD/MM/YYYY, across two months), an account summary (Opening Balance,
 * Payments & credits, Purchases & debits, Interest and fees, Closing Balance), the minimum
 * payment and due date, a Reward Points box (points, not money), then Date Processed | Date of
 * Transaction | Card Used | Transaction Details | Debits | Credits: "04 MAR" dates without the
 * year, the card's last four digits in their own column, overseas purchases with their
 * foreign amount in the details and a separate O/SEAS TXN FEE row, and an interest-rate table
 * after the transactions. No running balance; the truth lists rows as printed (by date).
 */
import { docSpec, type FamilyFn, geometry, rowsFor, truthTx } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { Rng } from '../../prng.ts';
import { type CardTx, cardActivity, sumOf } from '../blind-1/card.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  pairLines,
  statementOf,
  word,
} from '../blind-3/common.ts';
import { brandLine } from './kit.ts';

const SHOPS = [
  'WOOLWORTHS',
  'COLES',
  'BUNNINGS WAREHOUSE',
  'KMART',
  'CHEMIST WAREHOUSE',
  'JB HI-FI',
  'BP CONNECT',
  'UBER *EATS',
];
const TOWNS = ['SYDNEY NS', 'MELBOURNE VI', 'BRISBANE QL', 'PERTH WA', 'ADELAIDE SA', 'HOBART TA'];

function merchant(rng: Rng): string {
  if (rng.chance(0.1)) {
    const [place, cur] = rng.pick([
      ['SINGAPORE SG', 'SGD'],
      ['AUCKLAND NZ', 'NZD'],
      ['SAN FRANCISCO US', 'USD'],
      ['DENPASAR ID', 'IDR'],
    ] as const);
    // the foreign amount is on the next printed line; the fee row is added by the family
    return `${rng.pick(['AIRBNB * HM', 'BOOKING.COM ', 'GOOGLE *CLOUD ', 'HOTEL '])}${digits(rng, 4)} ${place} |${cur}`;
  }
  return `${rng.pick(SHOPS)} ${rng.int(1000, 9999)} ${rng.pick(TOWNS)}`;
}

export const auCardRewards: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const y = rng.int(2019, 2025);
  const start = `${y}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(2, 26)).padStart(2, '0')}`;
  const end = addDays(start, 30);
  const owed = rng.int(0, 800_000);
  const card = digits(rng, 4);
  const card2 = rng.chance(0.3) ? digits(rng, 4) : null;
  const { txs, opening } = cardActivity(rng, {
    start,
    end,
    purchases: rowsFor(rng, g, o.pages, 1.35),
    owed,
    members: card2 ? 2 : 1,
    postLag: true,
    words: {
      merchant,
      payment: (r) =>
        r.pick(['PAYMENT - THANK YOU', 'BPAY PAYMENT RECEIVED', 'DIRECT DEBIT PAYMENT']),
      refund: (r) => `REFUND ${r.pick(SHOPS)}`,
      fees: ['ANNUAL FEE', 'LATE PAYMENT FEE'],
      interest: ['INTEREST CHARGED ON PURCHASES', 'INTEREST CHARGED ON CASH ADVANCES'],
      cash: (r) => `CASH ADVANCE ATM ${r.pick(TOWNS)}`,
    },
  });
  // overseas purchases: the converted line below and a 3% fee row on the processing date
  const rows: Row[] = [];
  const list: CardTx[] = [];
  for (const t of txs) {
    list.push(t);
    const [desc, cur] = t.description.split(' |');
    if (!cur) continue;
    const fee = Math.max(1, Math.round(-t.amount * 0.03));
    const fx = Math.round(
      -t.amount * (cur === 'IDR' ? 10_500 : cur === 'USD' ? 0.65 : cur === 'NZD' ? 1.08 : 0.88),
    );
    t.description = `${desc} FOREIGN CURRENCY AMOUNT ${cur} ${formatMinor(fx, EN)}`;
    list.push({
      ...t,
      amount: -fee,
      description: 'O/SEAS TXN FEE',
      kind: 'fee' as const,
      date: t.postDate ?? t.date,
    });
  }
  let bal = opening;
  for (const t of list) t.balance = bal += t.amount;
  const closing = bal;
  const bank = rng.pick([
    `${word(rng)}pac`,
    `${word(rng).toUpperCase()} Bank`,
    `${word(rng)}wealth Bank`,
  ]);
  const holder = `${rng.pick(['MR', 'MS', 'MRS'])} ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  const acct = `${rng.pick(['4564', '5523', '4937'])} ${digits(rng, 2)}XX XXXX ${card}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: rng.pick(['Low Rate Card', 'Altitude Platinum', 'Awards Card']),
    currency: 'AUD',
    start,
    end,
    opening,
    txs: list,
    printsTotals: false,
  });
  const m = (v: number) => formatMinor(v, EN);
  const fd = (iso: string) => formatDate(iso, 'DD MMM').toUpperCase();
  const cols = moneyColumns(g, {
    lead: [
      ['post', ['Date', 'Processed'], 52],
      ['date', ['Date of', 'Transaction'], 58],
      ['card', ['Card', 'Used'], 34],
    ],
    desc: ['', 'Transaction Details'],
    money: [
      ['out', ['', 'Debits']],
      ['in', ['', 'Credits']],
    ],
    moneyWidth: 66,
  });
  for (const t of list) {
    const truth = truthTx(t, t.description, null);
    st.transactions.push(truth);
    rows.push({
      cells: {
        post: fd(t.postDate ?? t.date),
        date: fd(t.date),
        card: t.kind === 'payment' || t.kind === 'interest' ? '' : t.member === 1 ? card2! : card,
        desc: t.description,
        [t.amount < 0 ? 'out' : 'in']: m(Math.abs(t.amount)),
      },
      tx: truth,
    });
  }
  const credits = list.filter((t) => t.amount > 0);
  const interestFees = list.filter((t) => t.kind === 'interest' || t.kind === 'fee');
  const purchases = list.filter((t) => t.amount < 0 && t.kind !== 'interest' && t.kind !== 'fee');
  const limit = Math.ceil((owed + 500_000) / 100_000) * 100_000;
  const minimum =
    closing < 0 ? Math.min(-closing, Math.max(2_500, Math.round(-closing * 0.02))) : 0;
  const points = rng.int(0, 90_000);
  const earned = Math.round(-sumOf(purchases) / 100);
  const lx = g.left + (g.right - g.left) * 0.55;
  const owedText = (v: number) => (v > 0 ? `$${m(v)} CR` : `$${m(-v)}`);
  const header: Block[] = [
    {
      kind: 'lines',
      lines: [
        brandLine(g, bank, `${st.accountType} Statement`, { titleSize: 0 }),
        ...pairLines(
          [
            [
              'Statement Period',
              `${formatDate(start, 'DD/MM/YYYY')} - ${formatDate(end, 'DD/MM/YYYY')}`,
            ],
            ['Account Number', acct],
            ['Credit Limit', `$${m(limit)}`],
            ['Minimum Payment Due', `$${m(minimum)}`],
            ['Due Date', formatDate(addDays(end, 25), 'DD/MM/YYYY')],
          ],
          lx,
          g.right,
          {
            left: [
              { text: holder, x: g.left },
              { text: `${rng.int(1, 200)} ${word(rng).toUpperCase()} ST`, x: g.left },
              {
                text: `${word(rng).toUpperCase()} ${rng.pick(['NSW', 'VIC', 'QLD', 'WA'])} ${rng.int(2000, 6999)}`,
                x: g.left,
              },
            ],
          },
        ),
      ],
    },
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: 'Account Summary', x: g.left, bold: true },
            { text: 'Reward Points', x: lx, bold: true },
          ],
        },
        ...pairLines(
          [
            ['Opening Balance', owedText(opening)],
            ['Less payments & credits', `$${m(sumOf(credits))}`],
            ['Plus purchases & debits', `$${m(-sumOf(purchases))}`],
            ['Plus interest & fees', `$${m(-sumOf(interestFees))}`],
            ['Closing Balance', owedText(closing)],
          ],
          g.left,
          g.left + 230,
        ).map((l, i) => ({
          cells: [
            ...l.cells,
            ...(
              [
                ['Points brought forward', points],
                ['Points earned this statement', earned],
                ['Points redeemed', 0],
                ['Points balance', points + earned],
              ] as const
            )
              .slice(i, i + 1)
              .flatMap(([label, v]) => [
                { text: label, x: lx },
                { text: v.toLocaleString('en-AU'), x: g.right, align: 'right' as const },
              ]),
          ],
        })),
      ],
    },
    { kind: 'space', height: g.lineHeight },
  ];
  const rates: Block = {
    kind: 'lines',
    lines: [
      { cells: [{ text: 'Interest Rates', x: g.left, bold: true }] },
      ...pairLines(
        [
          ['Purchases', `${(rng.int(1199, 2099) / 100).toFixed(2)}% p.a.`],
          ['Cash advances', `${(rng.int(2099, 2199) / 100).toFixed(2)}% p.a.`],
          ['Balance transfers', `${(rng.int(0, 2199) / 100).toFixed(2)}% p.a.`],
        ],
        g.left,
        g.left + 230,
      ),
    ],
  };
  const spec = docSpec(
    g,
    [
      ...header,
      {
        kind: 'table',
        title: 'Transaction Details',
        continuedSuffix: ' (continued)',
        columns: cols,
        rows,
        wrapKey: 'desc',
        headerRule: true,
      },
      { kind: 'space', height: g.lineHeight },
      rates,
    ],
    {
      pageHeader: (p) => [
        [
          { text: `${bank}  ${acct}`, x: g.left, bold: true },
          { text: `Page ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `${bank} Banking Corporation ABN ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)} AFSL and Australian credit licence ${digits(rng, 6)}.`,
        (p, n) => `Page ${p} of ${n}`,
      ),
    },
  );
  return { family: 'au-card-rewards', spec, statements: [st] };
};
