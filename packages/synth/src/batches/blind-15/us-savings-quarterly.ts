/**
 * A US community-bank statement savings account on a QUARTERLY statement (savings with little
 * activity are mailed quarterly): "Statement Period 01/01/2024 through 03/31/2024", often only
 * two to ten rows: month-end "Interest Deposit" rows of a few cents to a few dollars (or one
 * quarter-end interest row), transfers from checking, a teller withdrawal, sometimes a
 * "Low Balance Fee"; Date | Description | Withdrawals | Deposits | Balance with MM/DD dates
 * and a Beginning Balance row, a balance on every row; a summary of previous balance, counts of
 * credits and debits, interest paid, ending balance, interest paid year-to-date, APY earned,
 * average daily balance and days in period, an interest-rate history box and legal text full
 * of numbers (Regulation E, 60 days, phone numbers) that are not rows.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { digits, monthEnd, runBalances, statementOf, word } from '../blind-3/common.ts';
import { logAmount } from '../blind-9/kit.ts';
import { flexColumns } from '../blind-10/kit.ts';
import { byDate, rowMaker } from '../blind-11/kit.ts';
import { printedRow } from '../blind-14/kit.ts';
import { letterhead, smallPrint } from './kit.ts';

export const usSavingsQuarterly: FamilyFn = (rng) => {
  const g = geometry(rng, 'letter');
  const y = rng.int(2019, 2025);
  const q = rng.int(0, 3);
  const start = `${y}-${String(q * 3 + 1).padStart(2, '0')}-01`;
  const end = monthEnd(`${y}-${String(q * 3 + 3).padStart(2, '0')}-01`);
  const { mk } = rowMaker();
  const opening = logAmount(rng, 5_000, 2_500_000);
  const rate = rng.pick([0.01, 0.02, 0.05, 0.1, 0.15, 0.25, 0.5]);
  const txs = [];
  const checking = digits(rng, 4);
  const n = rng.int(0, 6);
  for (let i = 0; i < n; i++) {
    const d = addDays(start, rng.int(0, 89));
    if (d > end) continue;
    const r = rng.next();
    if (r < 0.5)
      txs.push(
        mk(
          d,
          [`Transfer From Checking XXXXXX${checking}`, rng.chance(0.5) ? 'Online Banking' : ''],
          logAmount(rng, 2_500, 100_000, 500),
        ),
      );
    else if (r < 0.7) txs.push(mk(d, ['Deposit'], logAmount(rng, 2_000, 80_000)));
    else if (r < 0.85)
      txs.push(
        mk(
          d,
          [`Transfer To Checking XXXXXX${checking}`],
          -logAmount(rng, 2_000, Math.max(2_100, opening / 3), 100),
        ),
      );
    else
      txs.push(
        mk(d, ['Withdrawal - Teller'], -logAmount(rng, 2_000, Math.max(2_100, opening / 3), 100)),
      );
  }
  byDate(txs);
  runBalances(txs, opening);
  for (const t of [...txs]) if (t.balance < 0) txs.splice(txs.indexOf(t), 1);
  runBalances(txs, opening);
  const monthly = rng.chance(0.6);
  const ends = monthly
    ? [0, 1, 2].map((k) => monthEnd(`${y}-${String(q * 3 + 1 + k).padStart(2, '0')}-01`))
    : [end];
  let ytd = q > 0 ? rng.int(1, 400) : 0;
  let interestPaid = 0;
  for (const e of ends) {
    runBalances(txs, opening);
    const bal = txs.filter((t) => t.date <= e).at(-1)?.balance ?? opening;
    const cents = Math.max(1, Math.round((bal * rate) / 100 / (monthly ? 12 : 4)));
    const it = mk(e, [monthly ? 'Interest Deposit' : 'Interest Credit'], cents);
    const after = txs.findIndex((t) => t.date > e);
    txs.splice(after < 0 ? txs.length : after, 0, it);
    interestPaid += cents;
  }
  ytd += interestPaid;
  runBalances(txs, opening);
  if (rng.chance(0.15) && opening < 30_000) {
    txs.push(mk(end, ['Low Balance Fee'], -300));
    runBalances(txs, opening);
  }
  const closing = txs.at(-1)!.balance;
  const bank = `${word(rng)} ${rng.pick(['Savings Bank', 'Bank & Trust', 'State Bank', 'Community Bank'])}`;
  const holder = `${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  const acct = digits(rng, 10);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Statement Savings',
    currency: 'USD',
    start,
    end,
    opening,
    txs,
    printsTotals: false,
  });
  const cols = flexColumns(g, [
    { key: 'date', header: ['Date'], align: 'left', width: 44 },
    { key: 'desc', header: ['Description'], align: 'left' },
    { key: 'out', header: ['Withdrawals'], align: 'right', width: 78 },
    { key: 'in', header: ['Deposits'], align: 'right', width: 78 },
    { key: 'bal', header: ['Balance'], align: 'right', width: 84 },
  ]);
  const a = (m: number) => formatMinor(m, EN);
  const rows: Row[] = [
    {
      cells: { date: formatDate(start, 'MM/DD'), desc: 'Beginning Balance', bal: a(opening) },
      balanceAfter: opening,
    },
  ];
  for (const t of txs)
    rows.push(
      printedRow(
        st,
        t,
        t.description,
        {
          date: formatDate(t.date, 'MM/DD'),
          desc: t.description,
          [t.amount < 0 ? 'out' : 'in']: a(t.amount),
          bal: a(t.balance),
        },
        t.balance,
      ),
    );
  rows.push({
    cells: { date: formatDate(end, 'MM/DD'), desc: 'Ending Balance', bal: a(closing) },
    bold: true,
  });
  const credits = txs.filter((t) => t.amount > 0);
  const debits = txs.filter((t) => t.amount < 0);
  const days = (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
  const apy = rate.toFixed(2);
  const lx = g.left + (g.right - g.left) * 0.5;
  const summary: Block = {
    kind: 'lines',
    lines: [
      { cells: [{ text: `STATEMENT SAVINGS   Account Number: ${acct}`, x: g.left, bold: true }] },
      ...[
        ['Previous Balance', a(opening), 'Interest Paid This Period', a(interestPaid)],
        [
          `${credits.length} Deposits/Credits`,
          a(credits.reduce((s, t) => s + t.amount, 0)),
          'Interest Paid Year-to-Date',
          a(ytd),
        ],
        [
          `${debits.length} Withdrawals/Debits`,
          a(-debits.reduce((s, t) => s + t.amount, 0)),
          'Annual Percentage Yield Earned',
          `${apy}%`,
        ],
        [
          'Ending Balance',
          a(closing),
          'Average Daily Balance',
          a(Math.round((opening + closing) / 2)),
        ],
        ['', '', 'Days in Statement Period', String(days)],
      ].map(([l1, v1, l2, v2]) => ({
        cells: [
          { text: l1!, x: g.left },
          { text: v1!, x: lx - 30, align: 'right' as const },
          { text: l2!, x: lx },
          { text: v2!, x: g.right, align: 'right' as const },
        ],
      })),
    ],
  };
  summary.lines.at(-1)!.gapAfter = g.lineHeight;
  const head = letterhead(
    g,
    bank,
    'Member FDIC',
    [
      holder,
      `${rng.int(10, 9999)} ${word(rng)} Rd`,
      `${word(rng)}, ${rng.pick(['IA', 'OH', 'PA', 'KY', 'WI'])} ${digits(rng, 5)}`,
    ],
    [
      [
        'Statement Period',
        `${formatDate(start, 'MM/DD/YYYY')} through ${formatDate(end, 'MM/DD/YYYY')}`,
      ],
      ['Account Number', acct],
      ['Page', '1'],
    ],
  );
  const rates: Block = {
    kind: 'lines',
    lines: [
      { cells: [{ text: 'INTEREST RATE SUMMARY', x: g.left, bold: true }] },
      {
        cells: [
          { text: 'Date', x: g.left },
          { text: 'Interest Rate', x: g.left + 120, align: 'right' },
        ],
      },
      {
        cells: [
          { text: formatDate(addDays(start, -1), 'MM/DD'), x: g.left },
          { text: `${(rate * 0.999).toFixed(4)}%`, x: g.left + 120, align: 'right' },
        ],
        gapAfter: g.lineHeight,
      },
      smallPrint(
        g,
        'In case of errors or questions about your electronic transfers, call 1-800-555-0142 or write to us at P.O. Box 2270 as soon as you can.',
      ),
      smallPrint(
        g,
        'We must hear from you no later than 60 days after we sent the FIRST statement on which the problem or error appeared (Regulation E, 12 CFR 1005).',
      ),
      smallPrint(
        g,
        `Savings accounts are limited to 6 transfers per month. A $3.00 fee applies when the balance falls below $300.00 on any day.`,
      ),
    ],
  };
  const spec = docSpec(
    g,
    [
      head,
      summary,
      { kind: 'table', columns: cols, rows, headerRule: true, wrapKey: 'desc' },
      { kind: 'space', height: g.lineHeight },
      rates,
    ],
    {
      footer: (p, nn) => [
        [
          {
            text: `${bank}  Equal Housing Lender  Page ${p} of ${nn}`,
            x: g.left,
            size: g.size - 1.5,
          },
        ],
      ],
    },
  );
  return { family: 'us-savings-quarterly', spec, statements: [st] };
};
