/**
 * A US home-equity line of credit statement (big-bank HELOC-like): "Statement Date 01/15/25"
 * and "Billing Period 12/16/24 - 01/15/25" (numeric MM/DD/YY, often across the new year),
 * loan number, a payment coupon box (Payment Due Date, Minimum Payment Due, Principal /
 * Interest split), a line summary (Previous Principal Balance, Advances, Payments, Interest
 * Charged, Fees, New Principal Balance, Credit Limit, Available Credit), then Transaction
 * Activity: Post Date (MM/DD, no year) | Description | Advances & Debits | Payments & Credits |
 * Principal Balance. The balance owed prints as a positive figure; in the truth it is negative
 * (the holder owes it). Interest charge and annual fee rows; APR box at the end.
 */
import { docSpec, type FamilyFn, geometry, periodFor } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { person } from '../blind-1/kit.ts';
import { US_CITIES } from '../blind-1/words.ts';
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

export const usHelocStatement: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const { start, end } = periodFor(rng, 20, rng.chance(0.6));
  const limit = rng.int(5, 30) * 1_000_000;
  const opening = -rng.int(Math.round(limit * 0.1), Math.round(limit * 0.8));
  const txs: SynthTx[] = [];
  const advances = Math.min(40, rng.int(1, 4) + (o.pages - 1) * 12);
  for (let i = 0; i < advances; i++) {
    const d = addDays(start, rng.int(0, 29));
    txs.push(
      rng.chance(0.6)
        ? tx(d, `ADVANCE - ONLINE TRANSFER TO CHK ${digits(rng, 4)}`, -rng.int(5, 400) * 10_000)
        : tx(d, `HELOC CHECK ${digits(rng, 4)} PAID`, -rng.int(20_000, 900_000)),
    );
  }
  const pay = rng.int(20_000, 250_000);
  txs.push(
    tx(
      addDays(start, rng.int(3, 20)),
      rng.pick(['PAYMENT - THANK YOU', 'AUTO PAY FROM CHECKING', 'ONLINE PAYMENT RECEIVED']),
      pay,
    ),
  );
  if (rng.chance(0.25))
    txs.push(
      tx(
        addDays(start, rng.int(10, 25)),
        'ADDITIONAL PRINCIPAL PAYMENT',
        rng.int(10, 200) * 10_000,
      ),
    );
  txs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const rate = rng.int(650, 1099) / 100;
  const interest = Math.max(100, Math.round((-opening * rate * 30) / 36_500));
  txs.push(tx(end, `INTEREST CHARGE ${rate.toFixed(2)}% APR`, -interest));
  const annualFee = rng.chance(0.2) ? 5_000 : 0;
  if (annualFee) txs.push(tx(end, 'ANNUAL FEE', -annualFee));
  runBalances(txs, opening);
  const bank = rng.pick([
    `${word(rng)} Bank`,
    `${word(rng)} Bank, N.A.`,
    `${word(rng)} National Bank`,
  ]);
  const holder = rng.chance(0.5) ? `${person(rng)}` : `${person(rng)} AND ${person(rng)}`;
  const loan = `${digits(rng, 3)}-${digits(rng, 7)}-${digits(rng, 4)}`;
  const st = statementOf({
    bank,
    holder,
    account: loan,
    type: 'Home Equity Line of Credit',
    currency: 'USD',
    start,
    end,
    opening,
    txs,
    printsTotals: false,
  });
  const m = (v: number) => formatMinor(v, EN);
  const closing = txs[txs.length - 1]!.balance;
  const cols = moneyColumns(g, {
    lead: [['date', ['Post', 'Date'], 50]],
    desc: ['Description'],
    money: [
      ['out', ['Advances &', 'Debits']],
      ['in', ['Payments &', 'Credits']],
      ['balance', ['Principal', 'Balance']],
    ],
    moneyWidth: 82,
  });
  const rows: Row[] = [
    {
      cells: {
        date: formatDate(start, 'MM/DD'),
        desc: 'Previous Principal Balance',
        balance: m(-opening),
      },
    },
  ];
  for (const t of txs) {
    rows.push(
      txRow(
        st,
        t,
        {
          date: formatDate(t.date, 'MM/DD'),
          [t.amount < 0 ? 'out' : 'in']: m(Math.abs(t.amount)),
          balance: m(-t.balance),
        },
        t.balance,
      ),
    );
  }
  const adv = txs
    .filter(
      (t) =>
        t.amount < 0 && !t.description.startsWith('INTEREST') && t.description !== 'ANNUAL FEE',
    )
    .reduce((s, t) => s - t.amount, 0);
  const pays = txs.filter((t) => t.amount > 0).reduce((s, t) => s + t.amount, 0);
  const minDue = Math.max(10_000, interest + Math.round(-closing / 240));
  const due = addDays(end, 25);
  const mid = g.left + (g.right - g.left) * 0.52;
  const pair = (l: string, v: string, bold = false) => [
    { text: l, x: mid, bold },
    { text: v, x: g.right, align: 'right' as const, bold },
  ];
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank.toUpperCase(), x: g.left, bold: true, size: g.size + 6 },
          { text: 'Home Equity Line of Credit Statement', x: g.right, align: 'right', bold: true },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: holder, x: g.left },
          ...pair('Statement Date', formatDate(end, 'MM/DD/YY')),
        ],
      },
      {
        cells: [
          {
            text: `${rng.int(10, 9999)} ${word(rng).toUpperCase()} ${rng.pick(['LN', 'RD', 'AVE'])}`,
            x: g.left,
          },
          ...pair(
            'Billing Period',
            `${formatDate(start, 'MM/DD/YY')} - ${formatDate(end, 'MM/DD/YY')}`,
          ),
        ],
      },
      {
        cells: [
          { text: `${rng.pick(US_CITIES)} ${digits(rng, 5)}`, x: g.left },
          ...pair('Loan Number', loan),
        ],
      },
      { cells: pair('Payment Due Date', formatDate(due, 'MM/DD/YY'), true) },
      { cells: pair('Minimum Payment Due', `$${m(minDue)}`, true), gapAfter: g.lineHeight * 0.6 },
      { cells: [{ text: 'Line Summary', x: g.left, bold: true, size: g.size + 1 }] },
      {
        cells: [
          { text: 'Previous Principal Balance', x: g.left },
          { text: `$${m(-opening)}`, x: mid - 20, align: 'right' },
          ...pair('Credit Limit', `$${m(limit)}`),
        ],
      },
      {
        cells: [
          { text: 'Advances', x: g.left },
          { text: `+$${m(adv)}`, x: mid - 20, align: 'right' },
          ...pair('Available Credit', `$${m(Math.max(0, limit + closing))}`),
        ],
      },
      {
        cells: [
          { text: 'Payments', x: g.left },
          { text: `-$${m(pays)}`, x: mid - 20, align: 'right' },
          ...pair('Annual Percentage Rate', `${rate.toFixed(2)}%`),
        ],
      },
      {
        cells: [
          { text: 'Interest Charged', x: g.left },
          { text: `+$${m(interest)}`, x: mid - 20, align: 'right' },
          ...pair('Draw Period Ends', formatDate(addDays(end, rng.int(300, 3000)), 'MM/DD/YYYY')),
        ],
      },
      {
        cells: [
          { text: 'Fees Charged', x: g.left },
          { text: `+$${m(annualFee)}`, x: mid - 20, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'New Principal Balance', x: g.left, bold: true },
          { text: `$${m(-closing)}`, x: mid - 20, align: 'right', bold: true },
        ],
        gapAfter: g.lineHeight * 0.4,
      },
    ],
  };
  const body: Block[] = [
    header,
    {
      kind: 'table',
      columns: cols,
      rows,
      wrapKey: 'desc',
      title: 'Transaction Activity',
      continuedSuffix: ' - Continued',
      headerRule: true,
    },
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            {
              text: `Interest charged this period is calculated on your average daily balance at ${rate.toFixed(2)}% APR (variable).`,
              x: g.left,
              size: g.size - 1,
            },
          ],
        },
        {
          cells: [
            {
              text: `Total interest charged in ${end.slice(0, 4)}: $${m(interest + rng.int(0, 200_000))}`,
              x: g.left,
              size: g.size - 1,
            },
          ],
        },
      ],
    },
  ];
  const spec = docSpec(g, body, {
    pageHeader: (p) => [
      [
        { text: `Loan Number ${loan}`, x: g.left },
        {
          text: `Statement Date ${formatDate(end, 'MM/DD/YY')}  Page ${p}`,
          x: g.right,
          align: 'right',
        },
      ],
    ],
    footer: legalFooter(
      g,
      `${bank}. Member FDIC. Equal Housing Lender. NMLS ID ${digits(rng, 6)}`,
      (p, n) => `Page ${p} of ${n}`,
    ),
  });
  return { family: 'us-heloc-statement', spec, statements: [st] };
};
