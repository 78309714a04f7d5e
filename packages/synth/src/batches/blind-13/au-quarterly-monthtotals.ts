/**
 * An Australian regional bank's quarterly transaction account statement (Bendigo Bank-like,
 * under an invented brand): "Statement number 12", "Statement period 01 Jan 2024 to 31 Mar
 * 2024" (three calendar months, sometimes across the new year), BSB and account number, a
 * summary (opening balance, total withdrawals, total deposits, closing balance) and an interest
 * box (interest earned this period and this financial year: not rows), then Date | Transaction
 * | Withdrawals | Deposits | Balance with "02 Jan 24" dates, "Opening balance" first and
 * "Closing balance" last, a balance on every row, two-line transactions (kind, then detail:
 * "EFTPOS PURCHASE" / "WOOLWORTHS 1234 BENDIGO AU", "VISA DEBIT PURCHASE CARD 1234" / merchant,
 * "DIRECT CREDIT" / payer and reference, "BPAY TO" / biller and reference, "OSKO PAYMENT TO" /
 * payee, "TRANSFER FROM"), a bold "Totals for January 2024" line with that month's withdrawals
 * and deposits after each month (not a row, no balance), month-end interest and account fee
 * rows, and "Continued on next page" / "Continued from previous page" at page breaks.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { cap, digits, moneyColumns, monthEnd, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { monthEnds } from '../blind-8/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { byDate, rowMaker } from '../blind-11/kit.ts';

const SHOPS = [
  'WOOLWORTHS',
  'COLES',
  'ALDI',
  'IGA',
  'BUNNINGS',
  'KMART',
  'CHEMIST WAREHOUSE',
  'BWS',
  'AMPOL',
  'BP',
];
const TOWNS = ['BENDIGO', 'BALLARAT', 'GEELONG', 'ECHUCA', 'SHEPPARTON', 'CASTLEMAINE', 'KYNETON'];

export const auQuarterlyMonthtotals: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 2.4, 100);
  const { start, end } = calendarPeriod(rng, 3);
  const { mk, lines } = rowMaker();
  const card = digits(rng, 4);
  const employer = `${word(rng).toUpperCase()} PTY LTD`;
  const txs = scatter(rng, start, end, count, (d): SynthTx => {
    const r = rng.next();
    if (r < 0.35)
      return mk(
        d,
        ['EFTPOS PURCHASE', `${rng.pick(SHOPS)} ${digits(rng, 4)} ${rng.pick(TOWNS)} AU`],
        -logAmount(rng, 300, 25_000),
      );
    if (r < 0.55)
      return mk(
        d,
        [
          `VISA DEBIT PURCHASE CARD ${card}`,
          `${rng.pick(['UBER *EATS', 'NETFLIX.COM', 'AMAZON AU', 'KMART ONLINE', 'JB HI FI'])} ${rng.pick(['SYDNEY', 'MELBOURNE', 'BENDIGO'])}`,
        ],
        -logAmount(rng, 500, 30_000),
      );
    if (r < 0.65)
      return mk(
        d,
        [
          'BPAY TO',
          `${rng.pick(['AGL ENERGY', 'TELSTRA', 'COUNCIL RATES', 'RACV INSURANCE', 'COLIBAN WATER'])} REF ${digits(rng, 10)}`,
        ],
        -logAmount(rng, 5_000, 60_000),
      );
    if (r < 0.75)
      return mk(
        d,
        [
          'OSKO PAYMENT TO',
          `${word(rng).toUpperCase()} ${word(rng).toUpperCase()} ${rng.pick(['RENT', 'FOOTY', 'BILLS', 'THANKS'])}`,
        ],
        -logAmount(rng, 1_000, 80_000, 100),
      );
    if (r < 0.82)
      return mk(
        d,
        ['ATM WITHDRAWAL', `${rng.pick(TOWNS)} ${digits(rng, 6)}`],
        -rng.int(2, 40) * 1_000,
      );
    if (r < 0.9)
      return mk(
        d,
        [
          'DIRECT CREDIT',
          `${word(rng).toUpperCase()} ${rng.pick(['REFUND', 'MEDICARE', 'CENTRELINK', 'PAYPAL'])} ${digits(rng, 6)}`,
        ],
        logAmount(rng, 1_000, 60_000),
      );
    return mk(
      d,
      ['TRANSFER FROM', `${rng.pick(['SAVINGS ACCOUNT', 'BONUS SAVER'])} ${digits(rng, 9)}`],
      logAmount(rng, 2_000, 100_000, 100),
    );
  });
  for (const me of monthEnds(start, end)) {
    for (const day of [1, 15]) {
      const d = `${me.slice(0, 8)}${String(day).padStart(2, '0')}`;
      txs.push(
        mk(
          d,
          ['DIRECT CREDIT', `${employer} WAGES ${digits(rng, 6)}`],
          logAmount(rng, 120_000, 300_000),
        ),
      );
    }
    txs.push(mk(me, ['INTEREST'], rng.int(1, 900)));
    if (rng.chance(0.6)) txs.push(mk(me, ['ACCOUNT FEE'], -rng.pick([400, 500, 600])));
  }
  byDate(txs);
  const opening = liftOpening(txs, logAmount(rng, 10_000, 500_000), rng.int(0, 50_000));
  const closing = txs.at(-1)!.balance;
  const bank = `${word(rng)} Bank`;
  const holder = rng.chance(0.3)
    ? `${word(rng).toUpperCase()} ${word(rng).toUpperCase()} & ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`
    : `${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  const acct = digits(rng, 9);
  const bsb = `${rng.pick(['633', '634', '637'])}-${digits(rng, 3)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Transaction account',
    currency: 'AUD',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, EN);
  const bal = (v: number) => (v < 0 ? `-${m(v)}` : m(v));
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], 56]],
    desc: ['Transaction'],
    money: [
      ['out', ['Withdrawals']],
      ['in', ['Deposits']],
      ['balance', ['Balance']],
    ],
    moneyWidth: 72,
  });
  const D = (iso: string) => formatDate(iso, 'DD MMM YY');
  const rows: Row[] = [
    {
      cells: { date: D(start), desc: 'Opening balance', balance: bal(opening) },
      balanceAfter: opening,
    },
  ];
  txs.forEach((t, i) => {
    rows.push(
      linesRow(
        st,
        t,
        lines.get(t)!,
        { date: D(t.date) },
        { [t.amount < 0 ? 'out' : 'in']: m(t.amount), balance: bal(t.balance) },
        t.balance,
      ),
    );
    const next = txs[i + 1];
    if (!next || next.date.slice(0, 7) !== t.date.slice(0, 7)) {
      const month = txs.filter((x) => x.date.slice(0, 7) === t.date.slice(0, 7));
      rows.push({
        cells: {
          desc: `Totals for ${formatDate(t.date, 'MMMM YYYY')}`,
          out: m(-sumOf(month, (x) => x.amount < 0)),
          in: m(sumOf(month, (x) => x.amount > 0)),
        },
        bold: true,
        balanceAfter: t.balance,
      });
    }
  });
  rows.push({
    cells: { date: D(end), desc: 'Closing balance', balance: bal(closing) },
    bold: true,
  });
  const lx = g.left + (g.right - g.left) * 0.55;
  const kv = (l: string, v: string, bold = false) => [
    { text: l, x: lx, bold },
    { text: v, x: g.right, align: 'right' as const, bold },
  ];
  const dollars = (v: number) => `${v < 0 ? '-' : ''}$${m(v)}`;
  const interest = sumOf(txs, (t) => t.description === 'INTEREST');
  const fyStart =
    Number(end.slice(5, 7)) >= 7
      ? `${end.slice(0, 4)}-07-01`
      : `${Number(end.slice(0, 4)) - 1}-07-01`;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 8 },
          {
            text: rng.pick(['Everyday Account', 'Easy Money Account', 'Classic Account']),
            x: g.right,
            align: 'right',
            bold: true,
            size: g.size + 2,
          },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
      { cells: [{ text: holder, x: g.left }, ...kv('Statement number', String(rng.int(2, 90)))] },
      {
        cells: [
          {
            text: `${rng.int(1, 200)} ${cap(word(rng))} ${rng.pick(['Street', 'Road', 'Court'])}`,
            x: g.left,
          },
          ...kv(
            'Statement period',
            `${formatDate(start, 'DD MMM YYYY')} to ${formatDate(end, 'DD MMM YYYY')}`,
          ),
        ],
      },
      {
        cells: [
          { text: `${rng.pick(TOWNS)} VIC ${rng.int(3000, 3999)}`, x: g.left },
          ...kv('BSB number', bsb),
        ],
      },
      { cells: [...kv('Account number', acct)], gapAfter: g.lineHeight * 0.7 },
      {
        cells: [
          { text: 'Account summary', x: g.left, bold: true },
          ...kv('Interest summary', '', true),
        ],
      },
      {
        cells: [
          { text: 'Opening balance', x: g.left },
          { text: dollars(opening), x: g.left + 190, align: 'right' },
          ...kv('Interest earned this period', dollars(interest)),
        ],
      },
      {
        cells: [
          { text: 'Total withdrawals', x: g.left },
          { text: dollars(-sumOf(txs, (t) => t.amount < 0)), x: g.left + 190, align: 'right' },
          ...kv(
            `Interest earned since ${formatDate(fyStart, 'D MMM YYYY')}`,
            dollars(interest + (fyStart < start ? rng.int(0, 2_000) : 0)),
          ),
        ],
      },
      {
        cells: [
          { text: 'Total deposits', x: g.left },
          { text: dollars(sumOf(txs, (t) => t.amount > 0)), x: g.left + 190, align: 'right' },
          ...kv('Interest rate', `${rng.pick(['0.01', '0.05', '0.10'])}% p.a.`),
        ],
      },
      {
        cells: [
          { text: 'Closing balance', x: g.left, bold: true },
          { text: dollars(closing), x: g.left + 190, align: 'right', bold: true },
        ],
        gapAfter: g.lineHeight * 0.7,
      },
    ],
  };
  const abn = `${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)} AFSL ${digits(rng, 6)}`;
  const spec = docSpec(
    g,
    [
      header,
      {
        kind: 'table',
        columns: cols,
        rows,
        headerRule: true,
        title: 'Transaction details',
        continuedSuffix: ' (continued)',
        carry: {
          end: () => ({ cells: { desc: 'Continued on next page' } }),
          start: () => ({ cells: { desc: 'Continued from previous page' } }),
        },
      },
    ],
    {
      pageHeader: () => [
        [
          { text: `${bank}  ${holder}`, x: g.left, bold: true },
          {
            text: `BSB ${bsb}  Account ${acct}  ${formatDate(monthEnd(end), 'MMM YYYY')}`,
            x: g.right,
            align: 'right',
          },
        ],
      ],
      footer: (p, n) => [
        [{ text: `${bank} Limited ABN ${abn}`, x: g.left, size: g.size - 2 }],
        [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'au-quarterly-monthtotals', spec, statements: [st] };
};
