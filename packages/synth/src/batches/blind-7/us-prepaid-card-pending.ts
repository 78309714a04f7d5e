/**
 * A US prepaid / payroll card statement (Netspend / ADP-card-like): program name and the
 * issuing bank ("Issued by … Bank, Member FDIC"), card ending, "Statement Period 10/01/2025 -
 * 10/31/2025", an account summary (Beginning balance, Deposits and credits, Purchases and
 * withdrawals, Fees, Ending balance), then "Posted transactions": Date (MM/DD/YYYY) |
 * Description | Amount (signed, "-$12.34") | Balance, with payroll loads, POS purchases, ATM
 * withdrawals followed by an ATM fee, a monthly fee; after the ending balance a "Pending
 * transactions" list and a "Declined transactions" list (dated, with amounts) that moved no
 * money and are not in the truth.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, formatDate } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { money, person } from '../blind-1/kit.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  statementOf,
  tx,
  txRow,
  word,
} from '../blind-3/common.ts';
import { calendarPeriod, localActivity } from '../blind-4/kit.ts';
import { rowCount, sumOf, withFollowers } from './kit.ts';

const SHOPS = [
  'WAL-MART #',
  'DOLLAR GENERAL #',
  'KROGER #',
  'SHELL OIL ',
  'MCDONALDS F',
  'FAMILY DOLLAR #',
  'CIRCLE K ',
  'WALGREENS #',
];
const STATES = ['TX', 'OH', 'GA', 'FL', 'AZ', 'TN', 'NC'];

export const usPrepaidCardPending: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowCount(rng, g, o.pages, 1.2, 110);
  const { start, end } = calendarPeriod(rng, 1);
  const gen = localActivity(rng, {
    start,
    end: addDays(end, -1),
    count: Math.max(o.pages >= 1 ? 14 : 4, Math.round(count * 0.85) - 4),
    floor: 0,
    creditShare: 0.15,
    openingRange: [0, 60_000],
    factor: 1,
    maxDebit: 30_000,
  });
  const employer = `${word(rng).toUpperCase()} ${rng.pick(['LOGISTICS', 'STAFFING', 'FOODS', 'HEALTH'])}`;
  for (const t of gen.txs) {
    if (t.amount > 0)
      t.description = rng.chance(0.7)
        ? `PAYROLL DEPOSIT ${employer}`
        : rng.pick([
            'CASH RELOAD GREEN DOT',
            'DIRECT DEPOSIT TREAS 310',
            'TRANSFER FROM CARDHOLDER',
          ]);
    else {
      const r = rng.next();
      t.description =
        r < 0.2
          ? `ATM WITHDRAWAL ${word(rng).toUpperCase()} ${rng.pick(STATES)}`
          : r < 0.3
            ? `BILL PAY ${rng.pick(['TMOBILE', 'AT&T', 'DUKE ENERGY', 'SPECTRUM'])}`
            : `POS PURCHASE ${rng.pick(SHOPS)}${digits(rng, 4)} ${word(rng).toUpperCase()} ${rng.pick(STATES)}`;
    }
  }
  const txs = withFollowers(gen.txs, gen.opening, (t) =>
    t.description.startsWith('ATM WITHDRAWAL')
      ? [tx(t.date, 'ATM WITHDRAWAL FEE', -rng.pick([250, 295, 350]))]
      : [],
  );
  const fee = tx(end, 'MONTHLY PLAN FEE', -rng.pick([500, 595, 995]));
  txs.push(fee);
  fee.balance = txs[txs.length - 2]?.balance ?? gen.opening;
  fee.balance += fee.amount;
  const bank = `${word(rng)} Bank, N.A.`;
  const program = `${word(rng)} ${rng.pick(['Prepaid Mastercard', 'Payroll Card', 'Visa Prepaid Card'])}`;
  const holder = person(rng);
  const card = digits(rng, 4);
  const st = statementOf({
    bank,
    holder,
    account: `XXXX XXXX XXXX ${card}`,
    type: program,
    currency: 'USD',
    start,
    end,
    opening: gen.opening,
    txs,
    printsTotals: false,
  });
  st.accountNumber = card;
  const closing = fee.balance;
  const d = (iso: string) => formatDate(iso, 'MM/DD/YYYY');
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], 66]],
    desc: ['Description'],
    money: [
      ['amount', ['Amount']],
      ['balance', ['Balance']],
    ],
    moneyWidth: 80,
  });
  const rows: Row[] = txs.map((t) =>
    txRow(
      st,
      t,
      { date: d(t.date), amount: money(t.amount, '$'), balance: money(t.balance, '$') },
      t.balance,
    ),
  );
  const fees = -sumOf(txs, (t) => /FEE$/.test(t.description));
  const mid = g.left + (g.right - g.left) * 0.5;
  const pair = (l: string, v: string, bold = false) => ({
    cells: [
      { text: l, x: g.left, bold },
      { text: v, x: mid, align: 'right' as const, bold },
    ],
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: program, x: g.left, bold: true, size: g.size + 5 },
          { text: 'Account Statement', x: g.right, align: 'right', bold: true, size: g.size + 2 },
        ],
        gapAfter: g.lineHeight * 0.4,
      },
      {
        cells: [
          { text: holder, x: g.left },
          { text: `Card ending in ${card}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `${rng.int(100, 9999)} ${word(rng).toUpperCase()} ST APT ${rng.int(1, 40)}`,
            x: g.left,
          },
          { text: `Statement Period ${d(start)} - ${d(end)}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `${word(rng).toUpperCase()} ${rng.pick(STATES)} ${digits(rng, 5)}`, x: g.left },
          {
            text: `Customer Service 1-8${digits(rng, 2)}-${digits(rng, 3)}-${digits(rng, 4)}`,
            x: g.right,
            align: 'right',
          },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      { cells: [{ text: 'Account Summary', x: g.left, bold: true }] },
      pair('Beginning balance', money(gen.opening, '$')),
      pair(
        'Deposits and credits',
        `+${money(
          sumOf(txs, (t) => t.amount > 0),
          '$',
        )}`,
      ),
      pair('Purchases and withdrawals', money(sumOf(txs, (t) => t.amount < 0) + fees, '$')),
      pair('Fees', money(-fees, '$')),
      { ...pair('Ending balance', money(closing, '$'), true), gapAfter: g.lineHeight * 0.4 },
    ],
  };
  const listing = (title: string, note: string, items: [string, string, number][]): Block[] =>
    items.length
      ? [
          { kind: 'space', height: g.lineHeight },
          {
            kind: 'lines',
            lines: [
              { cells: [{ text: title, x: g.left, bold: true }] },
              { cells: [{ text: note, x: g.left, size: g.size - 1 }] },
              ...items.map(([date, desc, v]) => ({
                cells: [
                  { text: d(date), x: g.left },
                  { text: desc, x: g.left + 66 },
                  {
                    text: money(v, '$'),
                    x: cols.find((c) => c.key === 'amount')!.x,
                    align: 'right' as const,
                  },
                ],
              })),
            ],
          },
        ]
      : [];
  const pending: [string, string, number][] = Array.from({ length: rng.int(0, 4) }, () => [
    addDays(end, rng.int(-1, 0)),
    `AUTH ${rng.pick(SHOPS)}${digits(rng, 4)} ${rng.pick(STATES)}`,
    -rng.int(300, 9_000),
  ]);
  const declined: [string, string, number][] = Array.from(
    { length: rng.int(0, 3) },
    () =>
      [
        addDays(start, rng.int(0, 29)),
        `DECLINED - INSUFFICIENT FUNDS ${rng.pick(SHOPS)}${digits(rng, 4)}`,
        -rng.int(1_000, 20_000),
      ] as [string, string, number],
  ).sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const spec = docSpec(
    g,
    [
      header,
      {
        kind: 'table',
        columns: cols,
        rows,
        wrapKey: 'desc',
        title: 'Posted Transactions',
        continuedSuffix: ' (continued)',
        headerRule: true,
      },
      {
        kind: 'lines',
        lines: [
          {
            cells: [
              { text: 'Ending balance', x: g.left + 66, bold: true },
              { text: money(closing, '$'), x: g.right, align: 'right', bold: true },
            ],
          },
        ],
      },
      ...listing(
        'Pending Transactions',
        'Pending transactions are not yet posted and are not included in your balance.',
        pending,
      ),
      ...listing(
        'Declined Transactions',
        'These transactions were declined; no money was taken from your account.',
        declined,
      ),
    ],
    {
      pageHeader: (p) => [
        [
          { text: `${program}  Card ending in ${card}`, x: g.left },
          { text: `Page ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `The ${program} is issued by ${bank}, Member FDIC, pursuant to a license from Mastercard International.`,
        (p, n) => `Page ${p} of ${n}`,
      ),
    },
  );
  return { family: 'us-prepaid-card-pending', spec, statements: [st] };
};
