/**
 * A UK residential mortgage annual statement (building society / high-street lender-like, under
 * an invented lender): "Your annual mortgage statement", "Statement period 1 January 2023 to 31
 * December 2023" (half a year when the statement must fit one page), the mortgage account number,
 * the property address, a summary (balance at start and end, interest charged, payments
 * received, other charges, monthly payment, term remaining, early repayment charge: not rows) and
 * a repossession warning, then ONE TABLE PER PART of the mortgage ("Part 01 - 2 year fixed 4.29%
 * until 31/05/2025", "Part 02 - Tracker BBR + 1.24%") each Date | Description | Debit (£) |
 * Credit (£) | Balance (£) with "Balance brought forward" first and "Balance carried forward"
 * last, monthly interest debits at each month end, the monthly Direct Debit payment credited,
 * overpayments, a product or valuation fee. The balance printed positive is OWED: negative in
 * the truth. One truth statement per part.
 */
import type { ParsedStatement } from '@bsp/shared/parse-result';
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Column, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { UK_TOWNS, ukPostcode } from '../blind-1/words.ts';
import { cap, digits, monthEnd, statementOf, tx, word } from '../blind-3/common.ts';
import { logAmount } from '../blind-9/kit.ts';
import { printedRow } from './kit.ts';

export const ukMortgageAnnual: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const months = o.pages < 1 ? 6 : 12;
  const y = rng.int(2019, 2024);
  const m0 = months === 6 ? rng.pick([1, 7]) : rng.pick([1, 1, 4]);
  const start = `${y}-${String(m0).padStart(2, '0')}-01`;
  let end = monthEnd(start);
  for (let i = 1; i < months; i++) end = monthEnd(addDays(end, 1));
  const nParts = o.pages >= 2 && rng.chance(0.6) ? 2 : 1;
  const payDay = rng.int(1, 28);
  const lender = `${word(rng)} ${rng.pick(['Building Society', 'Bank plc', 'Mortgages Ltd'])}`;
  const holder = `${rng.pick(['Mr', 'Mrs', 'Ms', 'Dr'])} ${cap(word(rng))} ${cap(word(rng))}${rng.chance(0.4) ? ` & ${rng.pick(['Mr', 'Mrs', 'Ms'])} ${cap(word(rng))} ${cap(word(rng))}` : ''}`;
  const base = digits(rng, 8);
  const fmtDate = rng.pick(['DD MMM YYYY', 'DD/MM/YYYY']);
  const dd = (iso: string) => formatDate(iso, fmtDate);
  const m = (v: number) => formatMinor(v, EN);
  const parts: {
    title: string;
    st: ParsedStatement;
    rows: Row[];
    open: number;
    close: number;
    interest: number;
    paid: number;
  }[] = [];
  let monthly = 0;
  for (let p = 1; p <= nParts; p++) {
    const fixed = p === 1 ? rng.chance(0.7) : false;
    const rate = fixed ? rng.pick([1.59, 2.39, 3.89, 4.29, 5.19]) : rng.pick([4.49, 5.24, 6.49]);
    const title = fixed
      ? `Part 0${p} - ${rng.pick(['2', '5'])} year fixed ${rate.toFixed(2)}% until ${formatDate(addDays(end, rng.int(100, 1400)), 'DD/MM/YYYY')}`
      : `Part 0${p} - ${rng.pick(['Tracker BBR + 1.24%', 'Standard Variable Rate', 'Tracker BBR + 0.99%'])} (${rate.toFixed(2)}%)`;
    const open = logAmount(
      rng,
      p === 1 ? 6_000_000 : 1_000_000,
      p === 1 ? 40_000_000 : 8_000_000,
      1,
    );
    let owed = open;
    const pay = Math.round(open / rng.int(120, 300) + (open * rate) / 1200);
    monthly += pay;
    const txs: SynthTx[] = [];
    const lines: [SynthTx, string][] = [];
    const push = (d: string, text: string, amount: number) => {
      owed -= amount;
      const t = tx(d, text, amount);
      t.balance = -owed;
      txs.push(t);
      lines.push([t, text]);
    };
    let interest = 0;
    let paid = 0;
    for (let me = monthEnd(start); me <= end; me = monthEnd(addDays(me, 1))) {
      const pd = `${me.slice(0, 8)}${String(Math.min(payDay, Number(me.slice(8)))).padStart(2, '0')}`;
      const i = Math.round((owed * rate) / 1200);
      push(
        pd,
        rng.pick([
          'Direct Debit payment received',
          'Payment received - Direct Debit',
          'Monthly payment',
        ]),
        pay,
      );
      paid += pay;
      if (rng.chance(0.08)) {
        const over = rng.pick([10_000, 25_000, 50_000, 100_000]);
        push(pd, 'Overpayment received', over);
        paid += over;
      }
      push(me, 'Interest charged', -i);
      interest += i;
    }
    if (p === 1 && rng.chance(0.3))
      push(
        `${start.slice(0, 8)}${String(rng.int(2, 27)).padStart(2, '0')}`,
        rng.pick(['Product fee', 'Product transfer fee', 'Valuation fee']),
        -rng.pick([9_900, 99_900, 149_900]),
      );
    txs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    let b = -open;
    for (const t of txs) t.balance = b += t.amount;
    const st = statementOf({
      bank: lender,
      holder,
      account: `${base}/0${p}`,
      type: 'Mortgage',
      currency: 'GBP',
      start,
      end,
      opening: -open,
      txs,
      printsTotals: false,
    });
    const rows: Row[] = [
      { cells: { date: dd(start), desc: 'Balance brought forward', bal: m(open) } },
    ];
    for (const t of txs)
      rows.push(
        printedRow(
          st,
          t,
          t.description,
          {
            date: dd(t.date),
            desc: t.description,
            [t.amount < 0 ? 'dr' : 'cr']: m(t.amount),
            bal: m(-t.balance),
          },
          t.balance,
        ),
      );
    rows.push({
      cells: { date: dd(end), desc: 'Balance carried forward', bal: m(-b) },
      bold: true,
    });
    parts.push({
      title: `Account ${base}/0${p}  ${title}`,
      st,
      rows,
      open,
      close: -b,
      interest,
      paid,
    });
  }
  const cols: Column[] = [
    { key: 'date', header: ['Date'], x: g.left, align: 'left' },
    {
      key: 'desc',
      header: ['Description'],
      x: g.left + 78,
      align: 'left',
      width: g.right - g.left - 78 - 240,
    },
    { key: 'dr', header: ['Debit (£)'], x: g.right - 160, align: 'right' },
    { key: 'cr', header: ['Credit (£)'], x: g.right - 80, align: 'right' },
    { key: 'bal', header: ['Balance (£)'], x: g.right, align: 'right' },
  ];
  const sum = (k: 'open' | 'close' | 'interest' | 'paid') => parts.reduce((s, p) => s + p[k], 0);
  const lx = g.left + (g.right - g.left) * 0.5;
  const kv = (l: string, v: string, bold = false) => ({
    cells: [
      { text: l, x: g.left, bold },
      { text: v, x: lx, align: 'right' as const, bold },
    ],
  });
  const long = (iso: string) => formatDate(iso, 'D MMMM YYYY');
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: lender, x: g.left, bold: true, size: g.size + 7 },
          {
            text: 'Your annual mortgage statement',
            x: g.right,
            align: 'right',
            bold: true,
            size: g.size + 2,
          },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: holder, x: g.left },
          { text: `Mortgage account number ${base}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `${rng.int(1, 200)} ${cap(word(rng))} ${rng.pick(['Road', 'Lane', 'Gardens', 'Drive'])}`,
            x: g.left,
          },
          { text: `Statement period ${long(start)} to ${long(end)}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: cap(rng.pick(UK_TOWNS).toLowerCase()), x: g.left },
          {
            text: `Date of statement ${long(addDays(end, rng.int(5, 30)))}`,
            x: g.right,
            align: 'right',
          },
        ],
      },
      { cells: [{ text: ukPostcode(rng), x: g.left }], gapAfter: g.lineHeight },
      { cells: [{ text: 'Your mortgage summary', x: g.left, bold: true }] },
      kv(`Balance at ${long(start)}`, `£${m(sum('open'))}`),
      kv('Interest charged', `£${m(sum('interest'))}`),
      kv('Payments received', `£${m(sum('paid'))}`),
      kv(`Balance at ${long(end)}`, `£${m(sum('close'))}`, true),
      kv('Your current monthly payment', `£${m(monthly)}`),
      kv('Remaining term', `${rng.int(5, 32)} years ${rng.int(0, 11)} months`),
      {
        ...kv(
          'Early repayment charge if repaid today',
          `£${m(Math.round(sum('close') * rng.pick([0, 0.01, 0.02, 0.03])))}`,
        ),
        gapAfter: g.lineHeight * 0.5,
      },
      {
        cells: [
          {
            text: 'YOUR HOME MAY BE REPOSSESSED IF YOU DO NOT KEEP UP REPAYMENTS ON YOUR MORTGAGE.',
            x: g.left,
            bold: true,
            size: g.size - 1,
          },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
    ],
  };
  const body: Block[] = [header];
  for (const p of parts)
    body.push({
      kind: 'table',
      title: p.title,
      continuedSuffix: ' (continued)',
      columns: cols,
      rows: p.rows,
      headerRule: true,
      wrapKey: 'desc',
    });
  const frn = digits(rng, 6);
  const spec = docSpec(g, body, {
    pageHeader: () => [
      [
        { text: `${lender}  ${holder}`, x: g.left, bold: true },
        { text: `Mortgage account number ${base}`, x: g.right, align: 'right' },
      ],
    ],
    footer: (p, n) => [
      [
        {
          text: `${lender} is authorised by the Prudential Regulation Authority and regulated by the FCA and the PRA (FRN ${frn}).`,
          x: g.left,
          size: g.size - 2,
        },
      ],
      [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
    ],
  });
  return { family: 'uk-mortgage-annual', spec, statements: parts.map((p) => p.st) };
};
