/**
 * A Canadian big-bank savings account statement (BMO / Scotiabank-like): "For the period
 * ending March 31, 2024" as the only period line (one month or a quarter, sometimes across the
 * new year), the start date printed only in the summary's "Opening balance on January 1, 2024"
 * and on the first table row "Opening balance" (dated "Jan 01", no year), transit and account
 * number "1234 5678-901", the summary going on "- $… Total amounts debited / + $… Total amounts
 * credited / = $… Closing balance on …", then Date |
 * Description | Amounts debited from your account ($) | Amounts credited to your account ($) |
 * Balance ($) with "Mar 05" dates, two-line descriptions (INTERAC e-Transfer sent / the
 * recipient; Transfer from chequing / the account), month-end interest and, on some months,
 * bonus interest, and a last row "Closing totals" carrying both column sums and the closing
 * balance. An interest-rate box (posted rates, interest earned this year: not rows) and a
 * "Please report any errors within 45 days" footer close the page.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { digits, moneyColumns, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { monthEnds } from '../blind-8/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { fitLines } from '../blind-10/kit.ts';
import { byDate, rowMaker } from '../blind-11/kit.ts';

export const caSavingsClosingtotals: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowCount(rng, g, o.pages, 2, 70);
  const months = count > 30 ? 3 : rng.pick([1, 3]);
  const { start, end } = calendarPeriod(rng, months);
  const { mk, lines } = rowMaker();
  const chq = `${digits(rng, 4)}-${digits(rng, 3)}`;
  const txs = scatter(rng, start, end, count, (d) => {
    const r = rng.next();
    if (r < 0.35)
      return mk(d, ['Transfer from', `Chequing ${chq}`], logAmount(rng, 2_000, 200_000, 100));
    if (r < 0.55)
      return mk(d, ['Transfer to', `Chequing ${chq}`], -logAmount(rng, 2_000, 150_000, 100));
    if (r < 0.7)
      return mk(
        d,
        ['INTERAC e-Transfer sent', `${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`],
        -logAmount(rng, 1_000, 80_000, 100),
      );
    if (r < 0.8)
      return mk(
        d,
        ['INTERAC e-Transfer received', `${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`],
        logAmount(rng, 1_000, 80_000, 100),
      );
    if (r < 0.9)
      return mk(
        d,
        [
          'Pre-authorized payment',
          `${rng.pick(['TFSA CONTRIB', 'RRSP CONTRIB', 'WEALTHSIMPLE', 'QUESTRADE'])}`,
        ],
        -logAmount(rng, 5_000, 100_000, 100),
      );
    return mk(
      d,
      ['Deposit', `${rng.pick(['ABM', 'Branch', 'Mobile cheque'])} ${digits(rng, 4)}`],
      logAmount(rng, 2_000, 90_000, 100),
    );
  });
  const rate = rng.pick([0.45, 0.75, 1.1, 1.6]);
  const bonus = rng.chance(0.5) ? rng.pick([1.5, 2.5, 3.0]) : 0;
  for (const me of monthEnds(start, end)) {
    txs.push(mk(me, ['Interest'], rng.int(3, 1_500)));
    if (bonus && rng.chance(0.6)) txs.push(mk(me, ['Bonus interest'], rng.int(20, 3_000)));
  }
  byDate(txs);
  const opening = liftOpening(txs, logAmount(rng, 50_000, 4_000_000, 1), rng.int(0, 20_000));
  const closing = txs.at(-1)!.balance;
  const bankWord = word(rng);
  const bank = rng.pick([`Bank of ${bankWord}`, `${bankWord} Bank`, `Bank of ${bankWord} Scotia`]);
  const holder = `${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  const transit = digits(rng, 5);
  const acct = `${digits(rng, 4)} ${digits(rng, 4)}-${digits(rng, 3)}`;
  const product = rng.pick([
    'Savings Builder Account',
    'MomentumPLUS Savings Account',
    'Smart Saver Account',
    'eSavings Account',
  ]);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Savings',
    currency: 'CAD',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, EN);
  const scotia = rng.chance(0.4);
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], 46]],
    desc: ['Description'],
    money: scotia
      ? [
          ['out', ['Withdrawals ($)']],
          ['in', ['Deposits ($)']],
          ['balance', ['Balance ($)']],
        ]
      : [
          ['out', ['Amounts debited', 'from your account ($)']],
          ['in', ['Amounts credited', 'to your account ($)']],
          ['balance', ['Balance ($)']],
        ],
    moneyWidth: 86,
  });
  const descW = cols.find((c) => c.key === 'desc')!.width!;
  const md = (iso: string) => formatDate(iso, 'MMM DD');
  const outs = -sumOf(txs, (t) => t.amount < 0);
  const ins = sumOf(txs, (t) => t.amount > 0);
  const rows: Row[] = [
    {
      cells: {
        date: md(start),
        desc: scotia ? 'Opening Balance' : 'Opening balance',
        balance: m(opening),
      },
    },
    ...txs.map((t) =>
      linesRow(
        st,
        t,
        fitLines(g, lines.get(t)!, descW),
        { date: md(t.date) },
        { [t.amount < 0 ? 'out' : 'in']: m(t.amount), balance: m(t.balance) },
        t.balance,
      ),
    ),
    {
      cells: {
        desc: scotia ? 'Closing Balance' : 'Closing totals',
        out: m(outs),
        in: m(ins),
        balance: m(closing),
      },
      bold: true,
    },
  ];
  const words = (iso: string) => formatDate(iso, 'MMMM D, YYYY');
  const lx = g.left + (g.right - g.left) * 0.5;
  const kv = (l: string, v: string, bold = false) => ({
    cells: [
      { text: l, x: lx, bold },
      { text: v, x: g.right, align: 'right' as const, bold },
    ],
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [{ text: bank, x: g.left, bold: true, size: g.size + 7 }],
        gapAfter: g.lineHeight * 0.3,
      },
      {
        cells: [{ text: `For the period ending ${words(end)}`, x: g.left, bold: true }],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: holder, x: g.left },
          { text: 'Summary of your account', x: lx, bold: true },
        ],
      },
      {
        cells: [
          {
            text: `${rng.int(1, 999)} ${word(rng)} ${rng.pick(['St', 'Ave', 'Cres', 'Dr'])}`,
            x: g.left,
          },
          ...kv(`Opening balance on ${words(start)}`, `$${m(opening)}`).cells,
        ],
      },
      {
        cells: [
          {
            text: `${word(rng).toUpperCase()} ${rng.pick(['ON', 'BC', 'AB', 'NS'])}  ${rng.pick(['M', 'V', 'T', 'B'])}${rng.int(1, 9)}${String.fromCharCode(65 + rng.int(0, 25))} ${rng.int(1, 9)}${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(1, 9)}`,
            x: g.left,
          },
          ...kv('Total amounts debited', `- $${m(outs)}`).cells,
        ],
      },
      { cells: [...kv('Total amounts credited', `+ $${m(ins)}`).cells] },
      {
        cells: [
          { text: product, x: g.left, bold: true },
          ...kv(`Closing balance on ${words(end)}`, `= $${m(closing)}`, true).cells,
        ],
      },
      {
        cells: [{ text: `Transit number ${transit}   Account number ${acct}`, x: g.left }],
        gapAfter: g.lineHeight * 0.6,
      },
    ],
  };
  const ytd =
    sumOf(txs, (t) => /interest/i.test(t.description)) +
    (end.slice(5, 7) > '03' ? rng.int(0, 40_000) : 0);
  const info: Block = {
    kind: 'lines',
    lines: [
      { cells: [{ text: 'Interest rate information', x: g.left, bold: true }] },
      {
        cells: [
          {
            text: `Posted rate ${rate.toFixed(2)}%${bonus ? `   Bonus rate ${bonus.toFixed(2)}% (months with no withdrawals)` : ''}`,
            x: g.left,
          },
        ],
      },
      { cells: [{ text: `Interest earned this year: $${m(ytd)}`, x: g.left }] },
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      {
        kind: 'table',
        columns: cols,
        rows,
        headerRule: true,
        title: 'Here’s what happened in your account',
        continuedSuffix: ' (continued)',
      },
      { kind: 'space', height: g.lineHeight },
      info,
    ],
    {
      pageHeader: () => [
        [
          { text: `${product} ${acct}`, x: g.left },
          { text: `For the period ending ${words(end)}`, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: 'Please report any errors or omissions within 45 days of the statement period ending date.',
            x: g.left,
            size: g.size - 1.5,
          },
        ],
        [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'ca-savings-closingtotals', spec, statements: [st] };
};
