/**
 * Australian / New Zealand home loan statement: a loan summary box (loan type, interest rate,
 * repayment amount and frequency, principal and interest split of the period), then Date |
 * Transaction details | Debits | Credits | Balance where monthly "Interest charged" and fees are
 * debits, repayments credits, and the balance is the debt printed "$412,345.67 DR" (or with a
 * minus), decreasing over a six- or twelve-month period.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
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

export const auHomeLoan: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const y = rng.int(2019, 2024);
  // short statements for one page; a financial year (1 July – 30 June) with weekly repayments
  // for longer ones
  const long = o.pages > 1.5;
  const [start, end] = long
    ? [`${y}-07-01`, `${y + 1}-06-30`]
    : rng.pick([
        [`${y}-01-01`, `${y}-06-30`],
        [`${y}-07-01`, `${y}-12-31`],
      ]);
  const freq = long ? rng.pick([7, 14]) : rng.pick([14, 30]);
  const principal = rng.int(150_000, 950_000) * 100;
  const rate = rng.int(389, 699) / 100; // % p.a.
  const monthly = Math.round(((principal * rate) / 1200) * rng.float(1.25, 1.6));
  const repay = freq === 30 ? monthly : Math.round((monthly * 12 * freq) / 365);
  const fee = rng.pick([0, 800, 1000, 1500]);
  // one wording per statement, as a bank's system prints it
  const repayLabel = rng.pick(['Repayment', 'Loan Repayment', 'Direct Debit Repayment']);
  const interestLabel = rng.pick(['Interest charged', 'Debit Interest', 'INTEREST']);
  const feeLabel = rng.pick(['Loan Service Fee', 'Monthly Account Fee']);
  const txs: SynthTx[] = [];
  const events: { date: string; kind: string }[] = [];
  if (freq === 30) {
    const day = String(rng.int(1, 28)).padStart(2, '0');
    for (let m = start; m <= end; m = addDays(monthEnd(m), 1))
      events.push({ date: `${m.slice(0, 8)}${day}`, kind: 'repay' });
  } else
    for (let d = addDays(start, rng.int(0, freq - 1)); d <= end; d = addDays(d, freq))
      events.push({ date: d, kind: 'repay' });
  for (let m = start; m <= end; m = addDays(monthEnd(m), 1)) {
    events.push({ date: monthEnd(m), kind: 'interest' });
    if (fee) events.push({ date: monthEnd(m), kind: 'fee' });
  }
  for (let i = 0; i < rng.int(0, long ? 4 : 2); i++)
    events.push({ date: addDays(start, rng.int(0, 170)), kind: rng.pick(['extra', 'redraw']) });
  const order = { repay: 0, extra: 1, redraw: 2, interest: 3, fee: 4 } as Record<string, number>;
  events.sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : order[a.kind]! - order[b.kind]!,
  );
  let bal = -principal;
  let accrued = 0;
  let last = start;
  const opening = bal;
  for (const e of events) {
    if (e.date > end) continue;
    let t: SynthTx;
    if (e.kind === 'repay') t = tx(e.date, repayLabel, repay);
    else if (e.kind === 'extra')
      t = tx(
        e.date,
        `Transfer from ${digits(rng, 3)}-${digits(rng, 3)} ${digits(rng, 8)} extra repayment`,
        rng.int(5, 200) * 10_000,
      );
    else if (e.kind === 'redraw')
      t = tx(
        e.date,
        `Redraw to ${digits(rng, 3)}-${digits(rng, 3)} ${digits(rng, 8)}`,
        -rng.int(5, 100) * 10_000,
      );
    else if (e.kind === 'interest') {
      const days = Math.max(1, Math.round((Date.parse(e.date) - Date.parse(last)) / 86_400_000));
      accrued = Math.max(1, Math.round((-bal * rate * days) / 36_500));
      last = e.date;
      t = tx(e.date, interestLabel, -accrued);
    } else t = tx(e.date, feeLabel, -fee);
    bal += t.amount;
    txs.push(t);
  }
  runBalances(txs, opening);
  const bank = rng.pick([
    `${word(rng)} Bank`,
    `${word(rng)} Building Society`,
    `${word(rng)} Mutual`,
  ]);
  const holder = `${word(rng).toUpperCase()} ${word(rng).toUpperCase()} & ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  const acct = rng.chance(0.5)
    ? `${digits(rng, 3)}-${digits(rng, 3)} ${digits(rng, 9)}`
    : `${digits(rng, 2)}-${digits(rng, 4)}-${digits(rng, 7)}-${digits(rng, 3)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Home Loan',
    currency: 'AUD',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const drStyle = rng.pick(['DR', 'minus'] as const);
  const bal$ = (v: number) =>
    drStyle === 'DR'
      ? `$${formatMinor(v, EN)}${v < 0 ? ' DR' : v > 0 ? ' CR' : ''}`
      : `${v < 0 ? '-' : ''}$${formatMinor(v, EN)}`;
  const dateFmt = rng.pick(['DD/MM/YYYY', 'DD MMM YY', 'D MMM YYYY']);
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], 70]],
    desc: ['Transaction details'],
    money: [
      ['out', ['Debits']],
      ['in', ['Credits']],
      ['balance', ['Balance']],
    ],
    moneyWidth: 80,
  });
  const rows: Row[] = [
    {
      cells: { date: formatDate(start, dateFmt), desc: 'Opening balance', balance: bal$(opening) },
    },
  ];
  for (const t of txs)
    rows.push(
      txRow(
        st,
        t,
        {
          date: formatDate(t.date, dateFmt),
          [t.amount < 0 ? 'out' : 'in']: formatMinor(Math.abs(t.amount), EN),
          balance: bal$(t.balance),
        },
        t.balance,
      ),
    );
  const closing = txs.length ? txs[txs.length - 1]!.balance : opening;
  rows.push({
    cells: { date: formatDate(end, dateFmt), desc: 'Closing balance', balance: bal$(closing) },
    bold: true,
  });
  const sum = (k: string) =>
    txs
      .filter((t) =>
        t.description.match(
          k === 'int' ? /nterest|INTEREST/ : k === 'fee' ? /Fee/ : /Repayment|extra/,
        ),
      )
      .reduce((s, t) => s + Math.abs(t.amount), 0);
  const interest = sum('int');
  const repaid = sum('rep');
  const fees = sum('fee');
  const redraws = txs
    .filter((t) => t.description.startsWith('Redraw'))
    .reduce((s, t) => s - t.amount, 0);
  const lx = g.left + (g.right - g.left) * 0.5;
  const pairs: [string, string][] = [
    ['Loan account', acct],
    ['Loan type', rng.pick(['Standard Variable Rate', 'Basic Home Loan', 'Owner Occupied P&I'])],
    ['Interest rate', `${rate.toFixed(2)}% p.a.`],
    [
      'Repayment',
      `$${formatMinor(repay, EN)} ${freq === 7 ? 'weekly' : freq === 14 ? 'fortnightly' : 'monthly'}`,
    ],
    [
      'Statement period',
      `${formatDate(start, 'D MMMM YYYY')} to ${formatDate(end, 'D MMMM YYYY')}`,
    ],
  ];
  const summary: [string, string][] = [
    ['Opening balance', bal$(opening)],
    ['Interest charged', `$${formatMinor(interest, EN)}`],
    ['Fees charged', `$${formatMinor(fees, EN)}`],
    ...(redraws ? ([['Redraws', `$${formatMinor(redraws, EN)}`]] as [string, string][]) : []),
    ['Repayments and credits', `$${formatMinor(repaid, EN)}`],
    ['Principal repaid', `$${formatMinor(Math.max(0, repaid - interest - fees - redraws), EN)}`],
    ['Closing balance', bal$(closing)],
  ];
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          { text: 'Home Loan Statement', x: g.right, align: 'right', bold: true, size: g.size + 2 },
        ],
        gapAfter: g.lineHeight,
      },
      ...Array.from({ length: Math.max(pairs.length, 4) }, (_, i) => {
        const left =
          [
            holder,
            `${rng.int(1, 140)} ${word(rng)} Street`,
            `${word(rng).toUpperCase()} ${rng.pick(['NSW', 'VIC', 'QLD', 'WA'])} ${rng.int(2000, 6999)}`,
            '',
          ][i] ?? '';
        const p = pairs[i];
        return {
          cells: [
            { text: left, x: g.left },
            ...(p
              ? [
                  { text: p[0], x: lx },
                  { text: p[1], x: g.right, align: 'right' as const },
                ]
              : []),
          ],
        };
      }),
    ],
  };
  const box: Block = {
    kind: 'lines',
    lines: [
      { cells: [{ text: 'Loan summary for this period', x: g.left, bold: true }] },
      ...summary.map(([l, v], i) => ({
        cells: [
          { text: l, x: g.left + 8, bold: i === summary.length - 1 },
          { text: v, x: g.left + 300, align: 'right' as const, bold: i === summary.length - 1 },
        ],
      })),
    ],
  };
  const body: Block[] = [
    header,
    { kind: 'space', height: g.lineHeight },
    box,
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'table',
      title: 'Transaction details',
      continuedSuffix: ' (continued)',
      columns: cols,
      rows,
      wrapKey: 'desc',
      headerRule: true,
    },
  ];
  const spec = docSpec(g, body, {
    footer: legalFooter(
      g,
      `${bank} Limited. Australian credit licence ${digits(rng.fork('lic'), 6)}. Interest rates are variable and subject to change.`,
      (p, n) => `Page ${p} of ${n}`,
    ),
  });
  return { family: 'au-home-loan', spec, statements: [st] };
};
