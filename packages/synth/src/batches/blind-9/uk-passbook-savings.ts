/**
 * A UK building society's passbook-style savings printout (the "statement of account" a branch
 * prints for a passbook saver): society name, account name and number, a year's period, then
 * Date | Description | Withdrawals | Deposits | Balance in a fixed-width face with "05 APR 24"
 * dates, a "BALANCE BROUGHT FORWARD" line first (not a transaction), few rows over the year
 * (cash and cheque deposits, standing orders in, transfers out, a branch cash withdrawal), the
 * annual INTEREST credit on the society's interest date, and "BALANCE CARRIED FORWARD" last.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { person } from '../blind-1/kit.ts';
import { ukPostcode } from '../blind-1/words.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  statementOf,
  tx,
  txRow,
  word,
} from '../blind-3/common.ts';
import { liftOpening, logAmount, scatter } from './kit.ts';

const IN = ['CASH', 'CHEQUE', 'STANDING ORDER', 'TFR FROM CURRENT A/C', 'FASTER PAYMENT RECEIVED'];
const OUT = ['CASH WITHDRAWAL', 'TFR TO CURRENT A/C', 'FASTER PAYMENT', 'CHEQUE ISSUED'];

function describe(rng: Rng, credit: boolean, holder: string): string {
  const base = rng.pick(credit ? IN : OUT);
  if (base.startsWith('STANDING')) return `${base} ${holder.split(' ').at(-1)}`;
  if (base === 'FASTER PAYMENT') return `${base} ${digits(rng, 6)} ${holder.split(' ').at(-1)}`;
  if (base === 'CHEQUE ISSUED') return `${base} ${digits(rng, 6)}`;
  return base;
}

export const ukPassbookSavings: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  g.font = rng.chance(0.6) ? 'courier' : g.font;
  if (g.font === 'courier') g.size = 8;
  const count = Math.max(6, Math.min(36, Math.round(8 + o.pages * 6 + rng.int(-3, 6))));
  const y = rng.int(2019, 2024);
  const start = `${y}-${rng.pick(['01', '04'])}-01`;
  const end = addDays(`${y + 1}${start.slice(4)}`, -1);
  const holder = person(rng);
  const txs: SynthTx[] = scatter(rng, start, end, count, (date) => {
    const credit = rng.chance(0.65);
    const amount = credit
      ? logAmount(rng, 2_000, 300_000, 500)
      : logAmount(rng, 2_000, 150_000, 1_000);
    return tx(date, describe(rng, credit, holder), credit ? amount : -amount);
  });
  let opening = liftOpening(txs, rng.int(10, 4_000) * 500, 100);
  // annual interest on the last day of the society's year, from the average balance
  const avg = txs.reduce((s, t) => s + t.balance, opening) / (txs.length + 1);
  const rate = rng.pick([1.5, 2.1, 2.75, 3.4, 4.05]);
  txs.push(tx(end, 'INTEREST', Math.max(1, Math.round((avg * rate) / 100))));
  opening = liftOpening(txs, opening, 100);
  const society = `${word(rng)}${rng.pick([' Building Society', 'shire Building Society'])}`;
  const acct = `${digits(rng, 2)}-${digits(rng, 6)}`.replace(/^0/, '1');
  const product = rng.pick([
    'Instant Access Saver',
    'Passbook Saver',
    'Branch Saver Issue 4',
    'Regular Saver',
  ]);
  const st = statementOf({
    bank: society,
    holder,
    account: acct,
    type: product,
    currency: 'GBP',
    start,
    end,
    opening,
    txs,
    printsTotals: false,
  });
  const f = (v: number) => formatMinor(v, EN);
  const d = (iso: string) => formatDate(iso, 'DD MMM YY').toUpperCase();
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], 62]],
    desc: ['Description'],
    money: [
      ['out', ['Withdrawals']],
      ['in', ['Deposits']],
      ['balance', ['Balance']],
    ],
    moneyWidth: 74,
  });
  const closing = txs.at(-1)!.balance;
  const rows: Row[] = [
    { cells: { date: d(start), desc: 'BALANCE BROUGHT FORWARD', balance: f(opening) } },
    ...txs.map((t) =>
      txRow(
        st,
        t,
        {
          date: d(t.date),
          out: t.amount < 0 ? f(-t.amount) : '',
          in: t.amount > 0 ? f(t.amount) : '',
          balance: f(t.balance),
        },
        t.balance,
      ),
    ),
    { cells: { date: d(end), desc: 'BALANCE CARRIED FORWARD', balance: f(closing) } },
  ];
  const header: Block = {
    kind: 'lines',
    lines: [
      { cells: [{ text: society.toUpperCase(), x: g.left, bold: true, size: g.size + 4 }] },
      {
        cells: [
          { text: `Head Office, ${word(rng)} House, ${word(rng)}`, x: g.left, size: g.size - 1 },
        ],
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          { text: holder, x: g.left },
          { text: 'STATEMENT OF ACCOUNT', x: g.right, align: 'right', bold: true },
        ],
      },
      {
        cells: [
          {
            text: `${rng.int(1, 120)} ${word(rng)} ${rng.pick(['Road', 'Lane', 'Close'])}`,
            x: g.left,
          },
          { text: `Account: ${product}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `${word(rng).toUpperCase()}`, x: g.left },
          { text: `Account number: ${acct}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: ukPostcode(rng), x: g.left },
          {
            text: `Period: ${formatDate(start, 'D MMMM YYYY')} to ${formatDate(end, 'D MMMM YYYY')}`,
            x: g.right,
            align: 'right',
          },
        ],
      },
      {
        cells: [
          {
            text: `Interest rate: ${rate.toFixed(2)}% gross p.a. (variable), paid annually`,
            x: g.right,
            align: 'right',
          },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
    ],
  };
  const spec = docSpec(g, [header, { kind: 'table', columns: cols, rows, headerRule: true }], {
    pageHeader: (p) => [
      [
        { text: `${society.toUpperCase()}  ${acct}`, x: g.left },
        { text: `Sheet ${p}`, x: g.right, align: 'right' },
      ],
    ],
    footer: legalFooter(
      g,
      `${society} is authorised by the Prudential Regulation Authority. Please bring your passbook to any branch to have it updated.`,
      (p, n) => `Sheet ${p} of ${n}`,
    ),
  });
  return { family: 'uk-passbook-savings', spec, statements: [st] };
};
