/**
 * A large US credit union's statement (Navy Federal-like): "Statement Period 02/16/24 - 03/15/24"
 * (numeric, two-digit years), an Access No. instead of a customer number, a "Summary of your
 * deposit accounts" grid (Previous Balance | Deposits/Credits | Withdrawals/Debits | Ending
 * Balance | YTD Dividends), then the checking account's table: Date (MM-DD) | Transaction
 * Detail | Amount($) | Balance($) with "Beginning Balance" and "Ending Balance" rows, debits
 * followed by a minus ("25.00-"), the balance only on each day's last row, two-line descriptors
 * ("POS Debit- Debit Card 1234 02-15-24" above the merchant), ATM fee rebates and a month-end
 * dividend; "Page 1 of 3" and an NCUA line at the foot.
 */
import { docSpec, type FamilyFn, geometry, periodFor, rowsFor, totals } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { generateTransactions, type SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { person } from '../blind-1/kit.ts';
import { US_CITIES } from '../blind-1/words.ts';
import { digits, moneyColumns, runBalances, statementOf, tx, word } from '../blind-3/common.ts';
import { lastOfDay, linesRow, marked } from '../blind-4/kit.ts';

const STORES = [
  'Walmart Supercenter',
  'Giant Food',
  'Safeway',
  'Wawa',
  'Target',
  'Exxonmobil',
  'Chick-Fil-A',
  'Harris Teeter',
  'Commissary',
  'Navy Exchange',
];

function cuLines(rng: Rng, t: SynthTx, card: string): string[] {
  const d = formatDate(addDays(t.date, -rng.pick([0, 1, 2])), 'MM-DD-YY');
  const r = rng.next();
  if (t.amount > 0) {
    if (r < 0.4)
      return [
        'Deposit - ACH Paid From',
        `${rng.pick(['DFAS-Cleveland', 'US Treasury 303', `${word(rng)} Inc`])} ${rng.pick(['Mil Pay', 'Payroll', 'SSA Treas', 'Direct Dep'])}`,
      ];
    if (r < 0.65) return ['Transfer From Shares'];
    if (r < 0.85) return [`Zelle Cr ${person(rng, false)}`, `Conf ${digits(rng, 9)}`];
    return ['Mobile Deposit', `Check ${digits(rng, 4)}`];
  }
  if (r < 0.5)
    return [`POS Debit- Debit Card ${card} ${d}`, `${rng.pick(STORES)} ${rng.pick(US_CITIES)}`];
  if (r < 0.62)
    return [`ATM Withdrawal - ${d}`, `${word(rng).toUpperCase()} ${rng.pick(US_CITIES)}`];
  if (r < 0.8)
    return [
      `Paid To - ${rng.pick(['Apple.Com/Bill', 'Dominion Energy', 'Verizon Wireless', 'Geico', 'T-Mobile', 'Netflix.Com'])}`,
      `${rng.pick(['Bill Pmt', 'Ach Debit', 'Recurring'])} ${digits(rng, 6)}`,
    ];
  if (r < 0.9) return ['Transfer To Shares'];
  return [`Zelle Dr ${person(rng, false)}`, `Conf ${digits(rng, 9)}`];
}

export const usCuTrailing: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowsFor(rng, g, o.pages, 2.2);
  const { start, end } = periodFor(rng, count);
  const opening = rng.int(5_000, 800_000);
  const txs = generateTransactions(rng, {
    locale: 'us',
    start,
    end: addDays(end, -1),
    count,
    opening,
    floor: 0,
    creditShare: 0.28,
  });
  const card = digits(rng, 4);
  const lines = new Map<SynthTx, string[]>();
  for (const t of txs) {
    const l = cuLines(rng, t, card);
    lines.set(t, l);
    t.description = l.join(' ');
  }
  // ATM fee rebates and the month's dividend close the period
  const extra: SynthTx[] = [];
  if (rng.chance(0.4)) extra.push(tx(end, 'ATM Fee Rebate', rng.pick([300, 600, 1000])));
  extra.push(tx(end, 'Dividend', rng.int(1, 250)));
  for (const t of extra) {
    lines.set(t, [t.description]);
    txs.push(t);
  }
  runBalances(txs, opening);
  const bank = rng.pick([
    `${word(rng)} Federal Credit Union`,
    `${word(rng)} Federal`,
    `${word(rng)} FCU`,
  ]);
  const holder = person(rng);
  const acct = digits(rng, 10);
  const access = digits(rng, 9);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'EveryDay Checking',
    currency: 'USD',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, EN);
  const fd = (iso: string) => formatDate(iso, 'MM-DD');
  const closing = txs[txs.length - 1]!.balance;
  const { moneyIn, moneyOut } = totals(txs);
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], 48]],
    desc: ['Transaction Detail'],
    money: [
      ['amount', ['Amount($)']],
      ['balance', ['Balance($)']],
    ],
    moneyWidth: 80,
  });
  const last = lastOfDay(txs);
  const rows: Row[] = [
    { cells: { date: fd(start), desc: 'Beginning Balance', balance: m(opening) } },
  ];
  txs.forEach((t, i) => {
    rows.push(
      linesRow(
        st,
        t,
        lines.get(t)!,
        { date: fd(t.date) },
        { amount: marked(t.amount, EN, ['-', '']), ...(last[i] ? { balance: m(t.balance) } : {}) },
        last[i] ? t.balance : null,
      ),
    );
  });
  rows.push({ cells: { date: fd(end), desc: 'Ending Balance', balance: m(closing) }, bold: true });
  const gridX = [
    g.left,
    g.left + (g.right - g.left) * 0.34,
    g.left + (g.right - g.left) * 0.5,
    g.left + (g.right - g.left) * 0.66,
    g.left + (g.right - g.left) * 0.83,
    g.right,
  ];
  const grid = (cells: string[], bold = false) => ({
    cells: cells.map((text, i) => ({
      text,
      x: gridX[i]!,
      align: (i === 0 ? 'left' : 'right') as 'left' | 'right',
      bold,
      size: g.size - 0.5,
    })),
  });
  const ytd = rng.int(100, 9000) + extra[extra.length - 1]!.amount;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          {
            text: 'Statement of Account',
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
          {
            text: `Statement Period ${formatDate(start, 'MM/DD/YY')} - ${formatDate(end, 'MM/DD/YY')}`,
            x: g.right,
            align: 'right',
          },
        ],
      },
      {
        cells: [
          {
            text: `${rng.int(100, 9999)} ${word(rng).toUpperCase()} ${rng.pick(['CT', 'RD', 'BLVD'])}`,
            x: g.left,
          },
          { text: `Access No. ${access}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [{ text: `${rng.pick(US_CITIES)} ${digits(rng, 5)}`, x: g.left }],
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          { text: 'Summary of your deposit accounts', x: g.left, bold: true, size: g.size + 1 },
        ],
      },
      grid(
        [
          '',
          'Previous Balance',
          'Deposits/Credits',
          'Withdrawals/Debits',
          'Ending Balance',
          'YTD Dividends',
        ],
        true,
      ),
      grid([
        `EveryDay Checking ${acct}`,
        `$${m(opening)}`,
        `$${m(moneyIn)}`,
        `$${m(moneyOut)}`,
        `$${m(closing)}`,
        `$${m(ytd)}`,
      ]),
      { cells: [], gapAfter: g.lineHeight * 0.5 },
      { cells: [{ text: 'Checking', x: g.left, bold: true, size: g.size + 1 }] },
      {
        cells: [
          { text: `EveryDay Checking - ${acct}`, x: g.left, bold: true },
          {
            text: `Joint Owner(s): ${rng.chance(0.4) ? person(rng) : 'NONE'}`,
            x: g.right,
            align: 'right',
          },
        ],
      },
    ],
  };
  const legal = `Federally insured by NCUA. ${bank}, PO Box ${digits(rng, 4)}, Merrifield VA 22119-${digits(rng, 4)}`;
  const spec = docSpec(
    g,
    [header, { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true }],
    {
      pageHeader: (p) => [
        [
          { text: `${holder}   Access No. ${access}`, x: g.left },
          {
            text: `Statement Period ${formatDate(start, 'MM/DD/YY')} - ${formatDate(end, 'MM/DD/YY')}   Page ${p}`,
            x: g.right,
            align: 'right',
          },
        ],
      ],
      footer: (p, n) => [
        [{ text: legal, x: g.left, size: g.size - 2 }],
        [
          {
            text: `Page ${p} of ${n}`,
            x: (g.left + g.right) / 2,
            align: 'center',
            size: g.size - 0.5,
          },
        ],
      ],
    },
  );
  return { family: 'us-cu-trailing', spec, statements: [st] };
};
