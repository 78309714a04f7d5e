/**
 * A South African credit card statement (Absa / Standard Bank / FNB-like): the card account
 * number, "Statement date 15 Nov 2025" and "Payment due 05 Dec 2025", credit limit, available
 * credit, minimum payment, a summary box (Opening balance, Purchases, Payments and credits,
 * Interest, Fees, Closing balance) with R amounts, then Tran date | Post date | Description |
 * Amount ("15 Oct", no year) where credits carry a "Cr" suffix; budget-plan instalment rows,
 * monthly service fee, credit life premium and interest rows; a "Budget facility" section
 * listing plans (terms and outstanding balances, not transactions). The balance owed is
 * negative in the truth; payments and credits are the only money-in total printed.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, formatDate, formatMinor, type NumberStyle } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { person } from '../blind-1/kit.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  runBalances,
  statementOf,
  tx,
  txRow,
  word,
} from '../blind-3/common.ts';
import { rowCount, sumOf } from './kit.ts';

const SHOPS = [
  'WOOLWORTHS',
  'CHECKERS',
  'PICK N PAY',
  'SPAR',
  'ENGEN',
  'SASOL',
  'DIS-CHEM',
  'CLICKS',
  'TAKEALOT.COM',
  'UBER EATS',
  'MR PRICE',
  'NANDOS',
];
const TOWNS = ['SANDTON', 'CAPE TOWN', 'DURBAN', 'PRETORIA', 'ROSEBANK', 'STELLENBOSCH'];

export const zaCreditCard: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.2, 110);
  const y = rng.int(2019, 2025);
  const mo = rng.int(1, 12);
  const start = `${y}-${String(mo).padStart(2, '0')}-${rng.pick(['16', '21', '26'])}`;
  const end = addDays(start, 29);
  const limit = rng.int(10, 120) * 1_000_00;
  const opening = -rng.int(Math.round(limit * 0.05), Math.round(limit * 0.6));
  const txs: SynthTx[] = [];
  for (let i = 0; i < count; i++)
    txs.push(
      tx(
        addDays(start, rng.int(0, 28)),
        `${rng.pick(SHOPS)} ${rng.pick(TOWNS)}`,
        -Math.round(Math.exp(rng.float(Math.log(2_500), Math.log(350_000)))),
      ),
    );
  txs.push(
    tx(
      addDays(start, rng.int(3, 12)),
      rng.pick(['PAYMENT RECEIVED - THANK YOU', 'DEBIT ORDER PAYMENT', 'INTERNET BANKING PAYMENT']),
      -opening - rng.int(0, Math.round(-opening * 0.5)),
    ),
  );
  if (rng.chance(0.3))
    txs.push(
      tx(addDays(start, rng.int(1, 27)), `REFUND ${rng.pick(SHOPS)}`, rng.int(5_000, 90_000)),
    );
  const plans = Array.from({ length: rng.int(0, 2) }, () => ({
    shop: rng.pick([
      'INCREDIBLE CONNECTION',
      'HIFI CORP',
      'GAME STORES',
      'WEYLANDTS',
      'TAKEALOT.COM',
    ]),
    term: rng.pick([6, 12, 24, 36]),
    instalment: rng.int(25_000, 180_000),
  }));
  const planRows = plans.map((p) => {
    const n = rng.int(1, p.term);
    return {
      ...p,
      n,
      row: tx(
        addDays(start, rng.int(0, 5)),
        `BUDGET INSTALMENT ${String(n).padStart(2, '0')}/${p.term} ${p.shop}`,
        -p.instalment,
      ),
    };
  });
  txs.push(...planRows.map((p) => p.row));
  for (const t of txs) t.postDate = addDays(t.date, rng.pick([0, 0, 1, 2]));
  for (const t of txs) if (t.postDate! > end) t.postDate = end;
  txs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const interest = Math.round((-opening * rng.int(1750, 2075)) / 120_000);
  const fees = [tx(end, 'MONTHLY SERVICE FEE', -rng.pick([4_200, 5_500, 6_900]))];
  if (rng.chance(0.6)) fees.push(tx(end, 'CREDIT LIFE PREMIUM', -rng.int(2_000, 40_000)));
  const charges = [tx(end, 'INTEREST ON PURCHASES', -interest), ...fees];
  for (const t of charges) t.postDate = end;
  txs.push(...charges);
  const closing = runBalances(txs, opening);
  const bank = rng.pick([
    `${word(rng)} Bank`,
    `${word(rng)} Bank of South Africa`,
    `${word(rng)}Bank`,
  ]);
  const holder = `${rng.pick(['MR', 'MRS', 'MS', 'DR'])} ${person(rng)}`;
  const acct = `${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Credit Card',
    currency: 'ZAR',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  st.totals.moneyOut = null; // printed only split into purchases, interest and fees
  const ns: NumberStyle = { group: rng.pick([' ', ',']), decimal: '.' };
  const amt = (v: number) => `${formatMinor(v, ns)}${v > 0 ? ' Cr' : ''}`;
  const r = (v: number) => `R${formatMinor(v, ns)}`;
  const owed = (v: number) => (v <= 0 ? r(v) : `${r(v)} Cr`);
  const d = (iso: string) => formatDate(iso, 'DD MMM');
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['Tran date'], 58],
      ['post', ['Post date'], 58],
    ],
    desc: ['Description'],
    money: [['amount', ['Amount (R)']]],
    moneyWidth: 90,
  });
  const rows: Row[] = txs.map((t) =>
    txRow(st, t, { date: d(t.date), post: d(t.postDate!), amount: amt(t.amount) }, null),
  );
  const purchases = -sumOf(txs, (t) => t.amount < 0 && !charges.includes(t));
  const due = addDays(end, 20);
  const minDue = Math.max(10_000, Math.round(-closing * 0.03) + interest);
  const mid = g.left + (g.right - g.left) * 0.55;
  const pair = (l: string, v: string, x0: number, x1: number, bold = false) => [
    { text: l, x: x0, bold },
    { text: v, x: x1, align: 'right' as const, bold },
  ];
  const left = (l: string, v: string, bold = false) => pair(l, v, g.left, mid - 30, bold);
  const right = (l: string, v: string, bold = false) => pair(l, v, mid, g.right, bold);
  const long = (iso: string) => formatDate(iso, 'DD MMM YYYY');
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          {
            text: 'Credit Card Statement',
            x: g.right,
            align: 'right',
            bold: true,
            size: g.size + 2,
          },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      { cells: [{ text: holder, x: g.left, bold: true }, ...right('Statement date', long(end))] },
      {
        cells: [
          { text: `${rng.int(1, 300)} ${word(rng)} Street`, x: g.left },
          ...right('Account number', acct),
        ],
      },
      {
        cells: [
          { text: `${rng.pick(TOWNS)}`, x: g.left },
          ...right('Payment due', long(due), true),
        ],
      },
      {
        cells: [
          { text: `${digits(rng, 4)}`, x: g.left },
          ...right('Minimum payment due', r(minDue), true),
        ],
      },
      { cells: right('Credit limit', r(limit)) },
      {
        cells: right('Available credit', r(Math.max(0, limit + closing))),
        gapAfter: g.lineHeight * 0.6,
      },
      { cells: [{ text: 'Account summary', x: g.left, bold: true, size: g.size + 1 }] },
      { cells: left('Opening balance', owed(opening)) },
      { cells: left('Purchases and debits', r(purchases)) },
      { cells: left('Payments and credits', `${r(sumOf(txs, (t) => t.amount > 0))} Cr`) },
      { cells: left('Interest', r(interest)) },
      { cells: left('Fees', r(-sumOf(fees))) },
      { cells: left('Closing balance', owed(closing), true), gapAfter: g.lineHeight * 0.6 },
    ],
  };
  const budget: Block[] = plans.length
    ? [
        { kind: 'space', height: g.lineHeight },
        {
          kind: 'lines',
          lines: [
            { cells: [{ text: 'Budget facility', x: g.left, bold: true, size: g.size + 1 }] },
            {
              cells: [
                { text: 'Plan', x: g.left, bold: true },
                { text: 'Term', x: mid - 80, align: 'right', bold: true },
                { text: 'Instalment', x: mid + 20, align: 'right', bold: true },
                { text: 'Outstanding', x: g.right, align: 'right', bold: true },
              ],
            },
            ...planRows.map((p) => ({
              cells: [
                { text: `Budget plan - ${p.shop}`, x: g.left },
                { text: `${p.term} months`, x: mid - 80, align: 'right' as const },
                { text: r(p.instalment), x: mid + 20, align: 'right' as const },
                { text: r(p.instalment * (p.term - p.n)), x: g.right, align: 'right' as const },
              ],
            })),
          ],
        },
      ]
    : [];
  const spec = docSpec(
    g,
    [
      header,
      {
        kind: 'table',
        columns: cols,
        rows,
        wrapKey: 'desc',
        title: 'Transactions',
        continuedSuffix: ' (continued)',
        headerRule: true,
      },
      ...budget,
    ],
    {
      pageHeader: (p) => [
        [
          { text: `${bank} Credit Card  ${acct}`, x: g.left },
          { text: `Page ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `${bank} Limited. Authorised financial services and registered credit provider (NCRCP${digits(rng, 3)}).`,
        (p, n) => `Page ${p} of ${n}`,
      ),
    },
  );
  return { family: 'za-credit-card', spec, statements: [st] };
};
