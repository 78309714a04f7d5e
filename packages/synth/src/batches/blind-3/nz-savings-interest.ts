/**
 * New Zealand online savings account (ASB/ANZ NZ-like): account number 12-3456-0123456-00,
 * "Statement period" with the year printed once in the header, Date | Transaction details |
 * Withdrawals | Deposits | Balance with "02 Jul" dates, a "Balance brought forward" row,
 * automatic payments and transfers in, month-end "Interest Credit" lines each followed by a
 * "Resident Withholding Tax" deduction, and an interest summary (gross interest, RWT rate and
 * amount) that is information, not a transaction.
 */
import { docSpec, type FamilyFn, geometry, rowsFor } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor, isoToDay } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  monthEnd,
  runBalances,
  statementOf,
  tx,
  txRow,
  word,
} from './common.ts';

export const nzSavingsInterest: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowsFor(rng, g, o.pages, 1.3);
  const months = count > 90 ? 12 : count > 45 ? 6 : count > 20 ? 3 : 1;
  const y = rng.int(2019, 2024);
  const m0 = rng.int(1, 12);
  const start = `${y}-${String(m0).padStart(2, '0')}-01`;
  let end = start;
  for (let i = 0; i < months; i++) end = monthEnd(i === 0 ? start : addDays(end, 1));
  const rate = rng.int(150, 550) / 100;
  const rwt = rng.pick([10.5, 17.5, 30, 33, 39]);
  const opening = rng.int(1_000, 4_000_000);
  const span = isoToDay(end) - isoToDay(start);
  const other = Math.max(1, count - months * 2);
  const ap = `${digits(rng, 2)}-${digits(rng, 4)}-${digits(rng, 7)}-${digits(rng, 2)}`;
  const days = Array.from({ length: other }, () => rng.int(0, span)).sort((a, b) => a - b);
  // interest is paid on the month-end balance, so the other rows are drawn first, by date
  const plain: SynthTx[] = days.map((d) => {
    const date = addDays(start, d);
    const r = rng.next();
    if (r < 0.45)
      return tx(
        date,
        `Automatic Payment ${rng.pick(['SAVINGS', 'Savings', 'house deposit', 'rainy day'])} ${ap}`,
        rng.int(20, 800) * 500,
      );
    if (r < 0.65)
      return tx(
        date,
        `Transfer from ${ap} ${rng.pick(['FASTNET', 'online banking', 'mobile banking'])}`,
        rng.int(1_000, 400_000),
      );
    if (r < 0.75)
      return tx(
        date,
        `Direct Credit ${word(rng).toUpperCase()} ${rng.pick(['LTD', 'LIMITED', 'TRUST'])} ${rng.pick(['BONUS', 'REFUND', 'DIVIDEND'])}`,
        rng.int(1_000, 300_000),
      );
    return tx(
      date,
      `Transfer to ${ap} ${rng.pick(['FASTNET', 'online banking', 'mobile banking'])}`,
      -rng.int(1_000, 250_000),
    );
  });
  const txs: SynthTx[] = [];
  let bal = opening;
  let i = 0;
  for (let m = start; m <= end; m = addDays(monthEnd(m), 1)) {
    const me = monthEnd(m);
    while (i < plain.length && plain[i]!.date <= me) {
      const t = plain[i++]!;
      if (bal + t.amount < 0) t.amount = -t.amount; // never overdrawn: the transfer went the other way
      if (t.amount > 0) t.description = t.description.replace(/^Transfer to/, 'Transfer from');
      bal += t.amount;
      txs.push(t);
    }
    const interest = Math.round((bal * rate) / 1200);
    if (interest <= 0) continue;
    txs.push(tx(me, rng.pick(['Interest Credit', 'CREDIT INTEREST PAID', 'Interest']), interest));
    const tax = Math.round((interest * rwt) / 100);
    bal += interest;
    if (tax > 0) {
      txs.push(
        tx(me, rng.pick(['Resident Withholding Tax', 'WITHHOLDING TAX', 'RWT deducted']), -tax),
      );
      bal -= tax;
    }
  }
  runBalances(txs, opening);
  const bank = rng.pick([`${word(rng).toUpperCase()}`, `${word(rng)} Bank`, `${word(rng)}Bank NZ`]);
  const holder = `${rng.pick(['MR', 'MS', 'MRS', 'MX'])} ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  const acct = `${digits(rng, 2)}-${digits(rng, 4)}-${digits(rng, 7)}-${digits(rng, 2)}`;
  const printsTotals = rng.chance(0.5);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: rng.pick(['Online Savings', 'Savings Plus', 'Serious Saver']),
    currency: 'NZD',
    start,
    end,
    opening,
    txs,
    printsTotals,
  });
  const fd = (iso: string) => formatDate(iso, 'DD MMM');
  const m = (v: number) => formatMinor(v, EN);
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], 48]],
    desc: ['Transaction details'],
    money: [
      ['out', ['Withdrawals ($)']],
      ['in', ['Deposits ($)']],
      ['balance', ['Balance ($)']],
    ],
    moneyWidth: 70,
  });
  const rows: Row[] = [
    { cells: { date: fd(start), desc: 'Balance brought forward', balance: m(opening) } },
  ];
  for (const t of txs)
    rows.push(
      txRow(
        st,
        t,
        {
          date: fd(t.date),
          [t.amount < 0 ? 'out' : 'in']: m(Math.abs(t.amount)),
          balance: m(t.balance),
        },
        t.balance,
      ),
    );
  const closing = txs.length ? txs[txs.length - 1]!.balance : opening;
  const totIn = txs.filter((t) => t.amount > 0).reduce((s, t) => s + t.amount, 0);
  const totOut = txs.filter((t) => t.amount < 0).reduce((s, t) => s - t.amount, 0);
  if (printsTotals)
    rows.push({
      cells: { desc: 'Totals', out: m(totOut), in: m(totIn) },
      bold: true,
      gapBefore: 3,
    });
  rows.push({ cells: { date: fd(end), desc: 'Closing balance', balance: m(closing) }, bold: true });
  const gross = txs
    .filter((t) => /nterest|INTEREST/.test(t.description))
    .reduce((s, t) => s + t.amount, 0);
  const taxed = txs
    .filter((t) => /ithholding|WITHHOLDING|RWT/.test(t.description))
    .reduce((s, t) => s - t.amount, 0);
  const year = `${formatDate(start, start.slice(0, 4) === end.slice(0, 4) ? 'D MMMM' : 'D MMMM YYYY')} to ${formatDate(end, 'D MMMM YYYY')}`;
  const lx = g.left + (g.right - g.left) * 0.56;
  const header: Block = {
    kind: 'lines',
    lines: [
      { cells: [{ text: bank, x: g.left, bold: true, size: g.size + 7 }], gapAfter: g.lineHeight },
      {
        cells: [
          { text: holder, x: g.left },
          { text: 'Statement period', x: lx, bold: true },
        ],
      },
      {
        cells: [
          {
            text: `${rng.int(1, 200)} ${word(rng)} ${rng.pick(['Road', 'Street', 'Terrace'])}`,
            x: g.left,
          },
          { text: year, x: lx },
        ],
      },
      {
        cells: [
          { text: `${word(rng)}`, x: g.left },
          { text: 'Account number', x: lx, bold: true },
        ],
      },
      {
        cells: [
          { text: `${word(rng).toUpperCase()} ${rng.int(1000, 9999)}`, x: g.left },
          { text: `${acct}  ${st.accountType}`, x: lx },
        ],
      },
      { cells: [{ text: 'Interest rate', x: lx, bold: true }] },
      { cells: [{ text: `${rate.toFixed(2)}% p.a. on the whole balance`, x: lx }] },
    ],
  };
  const after: Block = {
    kind: 'lines',
    lines: [
      { cells: [{ text: 'Interest summary for this statement', x: g.left, bold: true }] },
      {
        cells: [
          { text: 'Gross interest', x: g.left + 8 },
          { text: m(gross), x: g.left + 260, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `Resident withholding tax deducted at ${rwt}%`, x: g.left + 8 },
          { text: m(taxed), x: g.left + 260, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Net interest', x: g.left + 8 },
          { text: m(gross - taxed), x: g.left + 260, align: 'right' },
        ],
      },
    ],
  };
  const body: Block[] = [
    header,
    { kind: 'space', height: g.lineHeight * 1.5 },
    {
      kind: 'table',
      columns: cols,
      rows,
      wrapKey: 'desc',
      headerRule: rng.chance(0.7),
      carry: {
        end: (b) => ({ cells: { desc: 'Balance carried forward', balance: m(b) } }),
        start: (b) => ({ cells: { desc: 'Balance brought forward', balance: m(b) } }),
      },
    },
    { kind: 'space', height: g.lineHeight * 1.5 },
    after,
  ];
  const spec = docSpec(g, body, {
    pageHeader: (p) => [
      [
        { text: `${bank}  ${acct}`, x: g.left, bold: true },
        { text: `Page ${p}`, x: g.right, align: 'right' },
      ],
    ],
    footer: legalFooter(
      g,
      'Please check this statement and tell us about any errors straight away. Call 0800 ' +
        acct.slice(3, 9) +
        ' anytime.',
      (p, n) => `${p}/${n}`,
    ),
  });
  return { family: 'nz-savings-interest', spec, statements: [st] };
};
