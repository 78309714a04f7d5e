/**
 * A Canadian Tax-Free Savings Account quarterly statement (Tangerine / EQ Bank / big-bank
 * high-interest TFSA-like): the holder, the account number, "July 1, 2025 to September 30, 2025",
 * "Opening balance on July 1, 2025" and "Closing balance on September 30, 2025" lines around a
 * Date | Description | Withdrawals | Deposits | Balance table with "Jul 15" dates (the year only
 * in the period), contributions (transfers and pre-authorized deposits), withdrawals to
 * chequing, interest paid at each month end, and a contribution-room box (room at January 1,
 * contributions and withdrawals this year, room remaining: amounts that are not transactions);
 * the posted interest rate.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { person } from '../blind-1/kit.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  monthEnd,
  statementOf,
  tx,
  txRow,
  word,
} from '../blind-3/common.ts';
import { sumOf } from '../blind-7/kit.ts';
import { monthEnds } from './kit.ts';

export const caTfsaQuarterly: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const y = rng.int(2019, 2025);
  const q = rng.int(0, 3);
  const start = `${y}-${String(q * 3 + 1).padStart(2, '0')}-01`;
  const end = monthEnd(addDays(monthEnd(addDays(monthEnd(start), 1)), 1));
  const count = Math.max(3, Math.min(45, Math.round(o.pages * rng.int(6, 22))));
  const rate = rng.int(50, 450) / 100;
  let balance = rng.int(500, 60_000) * 100;
  const opening = balance;
  const dates = Array.from({ length: count }, () => addDays(start, rng.int(0, 90)))
    .filter((d) => d <= end)
    .sort();
  const ends = monthEnds(start, end);
  const txs: SynthTx[] = [];
  const push = (t: SynthTx) => {
    balance += t.amount;
    t.balance = balance;
    txs.push(t);
  };
  let di = 0;
  for (const me of ends) {
    for (; di < dates.length && dates[di]! <= me; di++) {
      const date = dates[di]!;
      if (balance > 50_000 && rng.chance(0.15))
        push(
          tx(
            date,
            rng.pick([
              'Withdrawal - Transfer to Chequing',
              'Withdrawal to linked account',
              'Internet Withdrawal',
            ]),
            -rng.int(100, Math.min(300_000, Math.round(balance / 2))),
          ),
        );
      else
        push(
          tx(
            date,
            rng.pick([
              'Contribution - Transfer from Chequing',
              'Pre-authorized Contribution',
              'Contribution - Internet Transfer',
              'Contribution - EFT from linked account',
            ]),
            rng.int(5, 100) * 1_000 * rng.pick([1, 1, 1, 0.1]),
          ),
        );
    }
    push(tx(me, 'Interest Paid', Math.max(1, Math.round((balance * rate) / 1_200))));
  }
  for (const t of txs) t.amount = Math.round(t.amount);
  let b = opening;
  for (const t of txs) t.balance = b += t.amount;
  const bank = rng.pick([`${word(rng)} Bank`, `${word(rng)}rine`, `${word(rng)} Trust`]);
  const holder = person(rng, false);
  const acct = digits(rng, 10).replace(/^0/, '3');
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Tax-Free Savings Account',
    currency: 'CAD',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, EN);
  const words = (iso: string) => formatDate(iso, 'MMMM D, YYYY');
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], 52]],
    desc: ['Description'],
    money: [
      ['out', ['Withdrawals ($)']],
      ['in', ['Deposits ($)']],
      ['balance', ['Balance ($)']],
    ],
    moneyWidth: 80,
  });
  const closing = txs.at(-1)!.balance;
  const rows: Row[] = [
    { cells: { desc: `Opening balance on ${words(start)}`, balance: m(opening) }, bold: true },
    ...txs.map((t) =>
      txRow(
        st,
        t,
        {
          date: formatDate(t.date, 'MMM D'),
          [t.amount < 0 ? 'out' : 'in']: m(Math.abs(t.amount)),
          balance: m(t.balance),
        },
        t.balance,
      ),
    ),
    { cells: { desc: `Closing balance on ${words(end)}`, balance: m(closing) }, bold: true },
  ];
  const ytdIn =
    sumOf(txs, (t) => t.amount > 0 && t.description !== 'Interest Paid') +
    rng.int(0, 40) * 10_000 * (q > 0 ? 1 : 0);
  const ytdOut = -sumOf(txs, (t) => t.amount < 0) + (q > 0 ? rng.int(0, 10) * 10_000 : 0);
  const room =
    (
      {
        2019: 600_000,
        2020: 600_000,
        2021: 600_000,
        2022: 600_000,
        2023: 650_000,
        2024: 700_000,
        2025: 700_000,
      } as Record<number, number>
    )[y]! +
    rng.int(0, 40) * 100_000;
  const roomJan1 = Math.max(room, ytdIn + rng.int(0, 2_000) * 100);
  const bx = [g.left + 10, g.left + 300];
  const boxLine = (l: string, v: number, bold = false) => ({
    cells: [
      { text: l, x: bx[0]!, bold },
      { text: `$${m(v)}`, x: bx[1]!, align: 'right' as const, bold },
    ],
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 7 },
          {
            text: 'Tax-Free Savings Account Statement',
            x: g.right,
            align: 'right',
            bold: true,
            size: g.size + 1,
          },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: holder, x: g.left, bold: true },
          { text: `${words(start)} to ${words(end)}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `${rng.int(1, 9999)} ${word(rng)} Street`, x: g.left },
          { text: `Account number ${acct}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `${rng.pick(['Toronto ON', 'Ottawa ON', 'Calgary AB', 'Halifax NS', 'Vancouver BC'])}  ${rng.pick('KMTLV'.split(''))}${digits(rng, 1)}${rng.pick('ABCEGH'.split(''))} ${digits(rng, 1)}${rng.pick('JKLMNP'.split(''))}${digits(rng, 1)}`,
            x: g.left,
          },
          { text: `Interest rate ${rate.toFixed(2)}%`, x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight,
      },
    ],
  };
  const box: Block[] = [
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: `Your ${y} TFSA contribution room`, x: g.left, bold: true, size: g.size + 1 },
          ],
        },
      ],
    },
    { kind: 'rule', x0: g.left, x1: bx[1]! + 10 },
    {
      kind: 'lines',
      lines: [
        boxLine('Contribution room at January 1', roomJan1),
        boxLine(`Contributions in ${y} (to date)`, ytdIn),
        boxLine(`Withdrawals in ${y} (added back next year)`, ytdOut),
        boxLine('Remaining contribution room', roomJan1 - ytdIn, true),
      ],
    },
    { kind: 'rule', x0: g.left, x1: bx[1]! + 10 },
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            {
              text: 'Contribution room is based on our records only; the CRA may show a different amount.',
              x: g.left,
              size: g.size - 1,
            },
          ],
        },
      ],
    },
  ];
  const spec = docSpec(
    g,
    [header, { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true }, ...box],
    {
      pageHeader: (p) => [
        [
          { text: `${holder}  TFSA ${acct}`, x: g.left },
          { text: `Page ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `${bank} is a member of the Canada Deposit Insurance Corporation. Eligible TFSA deposits are insured separately up to $100,000.`,
        (p, n) => `Page ${p} of ${n}`,
      ),
    },
  );
  return { family: 'ca-tfsa-quarterly', spec, statements: [st] };
};
