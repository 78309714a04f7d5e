/**
 * A UK credit union member statement (under an invented credit union): member number, a
 * six-month or yearly period "Statement period: 01/10/2023 to 31/03/2024", an accounts box
 * (share account and loan account with their numbers and start/end balances, the loan's APR:
 * not rows), then ONE table in which both accounts have column groups side by side: Date |
 * Details | Shares Paid In | Shares Withdrawn | Share Balance | Loan Advanced | Loan Interest |
 * Loan Repaid | Loan Balance, with "Balance brought forward" and "Balance carried forward" rows.
 * A payroll deduction (or standing order) is ONE printed line split between the share account
 * and the loan; monthly loan interest raises the loan balance; a new loan is paid out to the
 * member's bank; share withdrawals; the annual dividend. Dates DD/MM/YY. Two truth statements:
 * shares (balance positive) and the loan (owed: negative); a split line is a row of each.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Column, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { UK_TOWNS, ukPostcode } from '../blind-1/words.ts';
import { cap, digits, monthEnd, statementOf, tx, word } from '../blind-3/common.ts';
import { rowCount } from '../blind-7/kit.ts';
import { logAmount } from '../blind-9/kit.ts';
import { mirrorTruth, printedRow } from './kit.ts';

interface Line {
  date: string;
  text: string;
  share: number;
  loan: number;
  kind: 'pay' | 'interest' | 'advance' | 'withdraw' | 'dividend';
}

export const ukCuSharesLoan: FamilyFn = (rng, o) => {
  const g0 = geometry(rng, 'a4');
  const size = Math.min(g0.size, 8);
  const g = {
    ...g0,
    size,
    lineHeight: Math.round(size * 1.4 * 10) / 10,
    left: 28,
    right: g0.width - 28,
  };
  const count = rowCount(rng, g, o.pages, 1.05, 110);
  const months = count > 45 ? 12 : 6;
  const step = count > 30 ? 7 : count > 14 ? 14 : 30;
  const y = rng.int(2019, 2025);
  const m0 = months === 12 ? rng.pick([1, 4, 10]) : rng.pick([4, 10]);
  const start = `${y}-${String(m0).padStart(2, '0')}-01`;
  let end = monthEnd(start);
  for (let i = 1; i < months; i++) end = monthEnd(addDays(end, 1));
  const rate = rng.pick([1, 1, 1.5, 2, 3]);
  const shareOpen = logAmount(rng, 5_000, 300_000, 1);
  let loanBal = rng.chance(0.85) ? logAmount(rng, 30_000, 600_000, 1) : 0;
  const loanOpen = loanBal;
  const saving = rng.pick([500, 1_000, 1_500, 2_000, 2_500, 5_000]) * (step / 7);
  const repay = Math.round(rng.pick([2_500, 4_000, 5_000, 7_500, 10_000]) * (step / 7));
  const how =
    step === 30
      ? rng.pick(['Standing order', 'Direct debit', 'Payroll deduction'])
      : 'Payroll deduction';
  const lines: Line[] = [];
  const payDays: string[] = [];
  for (let d = addDays(start, rng.int(0, step - 1)); d <= end; d = addDays(d, step))
    payDays.push(d);
  const monthEnds: string[] = [];
  for (let d = monthEnd(start); d <= end; d = monthEnd(addDays(d, 1))) monthEnds.push(d);
  const advanceDay = rng.chance(0.5) ? addDays(start, rng.int(10, months * 30 - 20)) : null;
  const withdrawals = Array.from({ length: rng.int(0, months === 12 ? 3 : 2) }, () =>
    addDays(start, rng.int(3, months * 30 - 3)),
  ).sort();
  const dividendDay =
    months === 12 || end.slice(5, 7) === '09' || end.slice(5, 7) === '12' ? end : null;
  let share = shareOpen;
  const events = [
    ...payDays.map((d) => ({ d, k: 'pay' as const })),
    ...monthEnds.map((d) => ({ d, k: 'interest' as const })),
    ...(advanceDay ? [{ d: advanceDay, k: 'advance' as const }] : []),
    ...withdrawals.map((d) => ({ d, k: 'withdraw' as const })),
  ].sort((a, b) => (a.d < b.d ? -1 : a.d > b.d ? 1 : 0));
  for (const e of events) {
    if (e.k === 'pay') {
      const toLoan = Math.min(repay, loanBal);
      const toShares = saving + (repay - toLoan);
      loanBal -= toLoan;
      share += toShares;
      lines.push({ date: e.d, text: how, share: toShares, loan: toLoan, kind: 'pay' });
    } else if (e.k === 'interest') {
      const i = Math.round((loanBal * rate) / 100);
      if (i > 0) {
        loanBal += i;
        lines.push({ date: e.d, text: 'Loan interest', share: 0, loan: -i, kind: 'interest' });
      }
    } else if (e.k === 'advance') {
      const a = logAmount(rng, 30_000, 500_000, 5_000);
      loanBal += a;
      lines.push({
        date: e.d,
        text: `Loan advance paid to bank ${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)}`,
        share: 0,
        loan: -a,
        kind: 'advance',
      });
    } else {
      const w = Math.min(Math.round((share * rng.float(0.1, 0.5)) / 500) * 500, share - 500);
      if (w > 0) {
        share -= w;
        lines.push({
          date: e.d,
          text: rng.pick(['Withdrawal BACS', 'Withdrawal Faster Payment', 'Cash withdrawal']),
          share: -w,
          loan: 0,
          kind: 'withdraw',
        });
      }
    }
  }
  if (dividendDay) {
    const dv = Math.max(1, Math.round(share * rng.pick([0.005, 0.01, 0.015, 0.02])));
    share += dv;
    lines.push({
      date: dividendDay,
      text: `Dividend ${rng.pick(['0.50', '1.00', '1.50', '2.00'])}%`,
      share: dv,
      loan: 0,
      kind: 'dividend',
    });
  }
  const cu = `${word(rng)} ${rng.pick(['Credit Union Limited', 'Credit Union Ltd', 'Community Credit Union Ltd'])}`;
  const holder = `${rng.pick(['Mr', 'Mrs', 'Ms', 'Miss'])} ${cap(word(rng))} ${cap(word(rng))}`;
  const member = digits(rng, 6);
  const sAcct = `${member}/S1`;
  const lAcct = `${member}/L1`;
  const sharesTx: SynthTx[] = [];
  const loanTx: SynthTx[] = [];
  let sb = shareOpen;
  let lb = loanOpen;
  const pairs: { line: Line; s: SynthTx | null; l: SynthTx | null; sb: number; lb: number }[] = [];
  for (const line of lines) {
    let s: SynthTx | null = null;
    let l: SynthTx | null = null;
    if (line.share) {
      sb += line.share;
      s = tx(line.date, line.text, line.share);
      s.balance = sb;
      sharesTx.push(s);
    }
    if (line.loan) {
      lb -= line.loan;
      l = tx(line.date, line.text, line.loan);
      l.balance = -lb;
      loanTx.push(l);
    }
    pairs.push({ line, s, l, sb, lb });
  }
  const common = { bank: cu, holder, currency: 'GBP', start, end, printsTotals: false };
  const ss = statementOf({
    ...common,
    account: sAcct,
    type: 'Share account',
    opening: shareOpen,
    txs: sharesTx,
  });
  const ls = statementOf({
    ...common,
    account: lAcct,
    type: 'Loan account',
    opening: -loanOpen,
    txs: loanTx,
  });
  const statements = loanTx.length || loanOpen ? [ss, ls] : [ss];
  const m = (v: number) => formatMinor(v, EN);
  const moneyW = Math.max(44, Math.ceil(g.size * 6.2));
  const names: [string, string[]][] = [
    ['sin', ['Shares', 'Paid In']],
    ['sout', ['Shares', 'Withdrawn']],
    ['sbal', ['Share', 'Balance']],
    ['ladv', ['Loan', 'Advanced']],
    ['lint', ['Loan', 'Interest']],
    ['lrep', ['Loan', 'Repaid']],
    ['lbal', ['Loan', 'Balance']],
  ];
  const cols: Column[] = [
    { key: 'date', header: ['', 'Date'], x: g.left, align: 'left' },
    {
      key: 'desc',
      header: ['', 'Details'],
      x: g.left + size * 5.6,
      align: 'left',
      width: g.right - names.length * moneyW - g.left - size * 5.6 - 8,
    },
    ...names.map(
      ([key, header], i): Column => ({
        key,
        header,
        x: g.right - (names.length - 1 - i) * moneyW,
        align: 'right',
      }),
    ),
  ];
  const dmy = (iso: string) => formatDate(iso, 'DD/MM/YY');
  const rows: Row[] = [
    {
      cells: {
        date: dmy(start),
        desc: 'Balance brought forward',
        sbal: m(shareOpen),
        lbal: m(loanOpen),
      },
    },
  ];
  for (const p of pairs) {
    const { line } = p;
    const cells: Record<string, string> = {
      date: dmy(line.date),
      desc: line.text,
      sbal: m(p.sb),
      lbal: m(p.lb),
    };
    if (line.share > 0) cells.sin = m(line.share);
    if (line.share < 0) cells.sout = m(line.share);
    if (line.kind === 'advance') cells.ladv = m(line.loan);
    if (line.kind === 'interest') cells.lint = m(line.loan);
    if (line.loan > 0) cells.lrep = m(line.loan);
    const first = p.s ?? p.l!;
    const row = printedRow(p.s ? ss : ls, first, line.text, cells, first.balance);
    if (p.s && p.l) mirrorTruth(ls, row.tx!, p.l, line.text, p.l.balance);
    rows.push(row);
  }
  rows.push({
    cells: { date: dmy(end), desc: 'Balance carried forward', sbal: m(sb), lbal: m(lb) },
    bold: true,
  });
  const lx = g.left + (g.right - g.left) * 0.5;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: cu, x: g.left, bold: true, size: size + 7 },
          { text: 'Member Statement', x: g.right, align: 'right', bold: true, size: size + 3 },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: holder, x: g.left },
          { text: 'Member number:', x: lx },
          { text: member, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `${rng.int(1, 200)} ${cap(word(rng))} ${rng.pick(['Road', 'Street', 'Avenue', 'Close'])}`,
            x: g.left,
          },
          { text: 'Statement period:', x: lx },
          {
            text: `${formatDate(start, 'DD/MM/YYYY')} to ${formatDate(end, 'DD/MM/YYYY')}`,
            x: g.right,
            align: 'right',
          },
        ],
      },
      {
        cells: [
          { text: cap(rng.pick(UK_TOWNS).toLowerCase()), x: g.left },
          { text: 'Date printed:', x: lx },
          {
            text: formatDate(addDays(end, rng.int(1, 9)), 'DD/MM/YYYY'),
            x: g.right,
            align: 'right',
          },
        ],
      },
      { cells: [{ text: ukPostcode(rng), x: g.left }], gapAfter: g.lineHeight },
      {
        cells: [
          { text: 'Account', x: g.left, bold: true },
          { text: 'Account no.', x: g.left + 120, bold: true },
          { text: 'Balance at start', x: g.left + 300, align: 'right', bold: true },
          { text: 'Balance at end', x: g.left + 400, align: 'right', bold: true },
          { text: 'Rate', x: g.right, align: 'right', bold: true },
        ],
      },
      {
        cells: [
          { text: 'Share account', x: g.left },
          { text: sAcct, x: g.left + 120 },
          { text: `£${m(shareOpen)}`, x: g.left + 300, align: 'right' },
          { text: `£${m(sb)}`, x: g.left + 400, align: 'right' },
          { text: 'Dividend declared annually', x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Loan account', x: g.left },
          { text: lAcct, x: g.left + 120 },
          { text: `£${m(loanOpen)}`, x: g.left + 300, align: 'right' },
          { text: `£${m(lb)}`, x: g.left + 400, align: 'right' },
          {
            text: `${rate}% per month (${formatMinor(Math.round(((1 + rate / 100) ** 12 - 1) * 10_000), EN)}% APR)`,
            x: g.right,
            align: 'right',
          },
        ],
        gapAfter: g.lineHeight,
      },
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      {
        kind: 'table',
        title: 'Account activity',
        columns: cols,
        rows,
        headerRule: true,
        wrapKey: 'desc',
      },
    ],
    {
      pageHeader: () => [[{ text: `${cu}  Member ${member}  ${holder}`, x: g.left, bold: true }]],
      footer: (p, n) => [
        [
          {
            text: `${cu} is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the PRA. Firm Reference Number ${member.slice(0, 3)}${member.slice(-3)}.`,
            x: g.left,
            size: size - 1.5,
          },
        ],
        [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: size - 0.5 }],
      ],
    },
  );
  return { family: 'uk-cu-shares-loan', spec, statements };
};
