/**
 * Australian everyday account (CommBank-like): brand top right, "Statement 14 (Page 1 of 3)",
 * BSB-style account number, "Statement Period 1 Jul 2023 - 31 Dec 2023" (monthly or six-monthly,
 * sometimes across the new year), Date | Transaction | Debit | Credit | Balance with day-month
 * dates and no year, OPENING / CLOSING BALANCE rows, "$1,234.56 CR" balances, card purchases
 * with a "Card xx1234 Value Date: dd/mm/yyyy" tail, EFTPOS, BPAY, Osko and direct credits, and
 * an "Opening balance - Total debits + Total credits = Closing balance" line at the end.
 */
import { docSpec, type FamilyFn, geometry, periodFor, rowsFor, totals } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import { type Block, type Row, textWidth } from '../../layout.ts';
import { generateTransactions } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  redescribe,
  statementOf,
  txRow,
  word,
} from './common.ts';

const SHOPS = [
  'WOOLWORTHS',
  'COLES',
  'ALDI STORES',
  'BUNNINGS',
  'KMART',
  'JB HI FI',
  'OFFICEWORKS',
  'CHEMIST WAREHOUSE',
  'DAN MURPHYS',
  'BP',
  'AMPOL',
  'MCDONALDS',
];
const TOWNS = [
  ['SYDNEY', 'NS'],
  ['PARRAMATTA', 'NS'],
  ['MELBOURNE', 'VI'],
  ['GEELONG', 'VI'],
  ['BRISBANE', 'QL'],
  ['PERTH', 'WA'],
  ['ADELAIDE', 'SA'],
  ['HOBART', 'TA'],
] as const;
const BILLERS = [
  'AGL ENERGY',
  'ORIGIN ENERGY',
  'TELSTRA',
  'SYDNEY WATER',
  'COUNCIL RATES',
  'OPTUS',
];

function auDescribe(rng: Rng, credit: boolean, date: string, card: string): string {
  const r = rng.next();
  const [town, state] = rng.pick(TOWNS);
  if (credit) {
    if (r < 0.35)
      return `Direct Credit ${digits(rng, 6)} ${word(rng).toUpperCase()} PTY LTD ${rng.pick(['SALARY', 'PAY', 'WAGES'])}`;
    if (r < 0.6)
      return `Fast Transfer From ${word(rng).toUpperCase()} ${word(rng).toUpperCase()} ${rng.pick(['rent', 'dinner', 'bills', ''])}`.trim();
    if (r < 0.75)
      return `Transfer from xx${digits(rng, 4)} NetBank ${rng.pick(['savings', 'holiday', ''])}`.trim();
    if (r < 0.85) return 'Credit Interest';
    return `Refund ${rng.pick(SHOPS)} ${town} ${state} AUS Card ${card}`;
  }
  if (r < 0.45)
    return `${rng.pick(SHOPS)} ${digits(rng, 4)} ${town} ${state} AUS Card ${card} Value Date: ${formatDate(addDays(date, -rng.int(0, 3)), 'DD/MM/YYYY')}`;
  if (r < 0.58) return `EFTPOS ${rng.pick(SHOPS)} ${town} ${state}`;
  if (r < 0.7) return `BPAY ${rng.pick(BILLERS)} ${digits(rng, 9)}`;
  if (r < 0.8)
    return `Transfer to ${rng.pick(['xx', 'other Bank '])}${digits(rng, 4)} NetBank ${rng.pick(['rent', 'car', 'Osko', ''])}`.trim();
  if (r < 0.88)
    return `Direct Debit ${digits(rng, 6)} ${word(rng).toUpperCase()} ${rng.pick(['INSURANCE', 'GYM', 'SUPER'])} ${digits(rng, 8)}`;
  if (r < 0.94) return `ATM Withdrawal ${town} ${state} Card ${card}`;
  return rng.pick(['Account Fee', 'International Transaction Fee', 'Overdrawn Fee']);
}

export const auEverydayCr: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowsFor(rng, g, o.pages, 1.7);
  const halfYear = rng.chance(0.5) && count > 25;
  let { start, end } = periodFor(rng, count, rng.chance(0.3));
  if (halfYear) {
    const y = rng.int(2019, 2024);
    [start, end] = rng.chance(0.5) ? [`${y}-07-01`, `${y}-12-31`] : [`${y}-01-01`, `${y}-06-30`];
  }
  const opening = rng.int(0, 800_000);
  const txs = generateTransactions(rng, {
    locale: 'en',
    start,
    end,
    count,
    opening,
    floor: -20_000,
  });
  const card = `xx${digits(rng, 4)}`;
  redescribe(txs, (credit, tx) => auDescribe(rng, credit, tx.date, card));
  const bank = rng.pick([`${word(rng)} Bank`, `Bank of ${word(rng)}`, `${word(rng)}Bank`]);
  const holder = `${rng.pick(['MR', 'MRS', 'MS', 'MISS'])} ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  const acct = `${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 8)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: rng.pick(['Smart Access', 'Everyday Account', 'Complete Access']),
    currency: 'AUD',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const dollar = rng.chance(0.7) ? '$' : '';
  const bal = (v: number) =>
    v === 0 ? `${dollar}0.00` : `${dollar}${formatMinor(v, EN)} ${v < 0 ? 'DR' : 'CR'}`;
  const fd = (iso: string) => formatDate(iso, 'DD MMM');
  const fy = (iso: string) => formatDate(iso, 'DD MMM YYYY');
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], textWidth(g.font, '30 Sep 2024', g.size, true) + 10]],
    desc: ['Transaction'],
    money: [
      ['out', ['Debit']],
      ['in', ['Credit']],
      ['balance', ['Balance']],
    ],
    moneyWidth: 72,
  });
  const everyRow = rng.chance(0.6);
  const rows: Row[] = [
    {
      cells: { date: fy(start), desc: 'OPENING BALANCE', balance: bal(opening) },
      bold: rng.chance(0.5),
    },
  ];
  txs.forEach((tx, i) => {
    const lastOfDay = i === txs.length - 1 || txs[i + 1]!.date !== tx.date;
    const show = everyRow || lastOfDay;
    rows.push(
      txRow(
        st,
        tx,
        {
          date: fd(tx.date),
          [tx.amount < 0 ? 'out' : 'in']: formatMinor(Math.abs(tx.amount), EN),
          ...(show ? { balance: bal(tx.balance) } : {}),
        },
        show ? tx.balance : null,
      ),
    );
  });
  const closing = txs.length ? txs[txs.length - 1]!.balance : opening;
  rows.push({
    cells: { date: fy(end), desc: 'CLOSING BALANCE', balance: bal(closing) },
    bold: true,
  });
  const stmtNo = rng.int(2, 60);
  const right = g.right;
  const period = rng.pick([
    `${formatDate(start, 'D MMM YYYY')} - ${formatDate(end, 'D MMM YYYY')}`,
    `${formatDate(start, 'D MMMM YYYY')} to ${formatDate(end, 'D MMMM YYYY')}`,
  ]);
  const lx = g.left + (g.right - g.left) * 0.55;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [{ text: bank, x: right, align: 'right', bold: true, size: g.size + 6 }],
        gapAfter: 4,
      },
      {
        cells: [
          {
            text: `ABN ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`,
            x: right,
            align: 'right',
            size: g.size - 1,
          },
        ],
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          { text: holder, x: g.left },
          { text: 'Your Statement', x: lx, bold: true, size: g.size + 2 },
        ],
      },
      {
        cells: [
          { text: `${rng.int(1, 99)} ${word(rng).toUpperCase()} ST`, x: g.left },
          { text: 'Statement', x: lx },
          { text: `${stmtNo} (Page 1)`, x: right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `${word(rng).toUpperCase()} ${rng.pick(['NSW', 'VIC', 'QLD'])} ${rng.int(2000, 4999)}`,
            x: g.left,
          },
          { text: 'Account Number', x: lx },
          { text: acct, x: right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Statement Period', x: lx },
          { text: period, x: right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Closing Balance', x: lx },
          { text: bal(closing), x: right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Enquiries', x: lx },
          { text: `13 ${digits(rng, 4)}`, x: right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: '(24 hours a day, 7 days a week)', x: right, align: 'right', size: g.size - 1 },
        ],
      },
    ],
  };
  const t = totals(txs);
  const sumLine: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: 'Opening balance', x: g.left, bold: true },
          { text: '- Total debits', x: g.left + (g.right - g.left) * 0.27, bold: true },
          { text: '+ Total credits', x: g.left + (g.right - g.left) * 0.5, bold: true },
          { text: '= Closing balance', x: g.left + (g.right - g.left) * 0.74, bold: true },
        ],
      },
      {
        cells: [
          { text: bal(opening), x: g.left },
          {
            text: `${dollar}${formatMinor(t.moneyOut, EN)}`,
            x: g.left + (g.right - g.left) * 0.27,
          },
          { text: `${dollar}${formatMinor(t.moneyIn, EN)}`, x: g.left + (g.right - g.left) * 0.5 },
          { text: bal(closing), x: g.left + (g.right - g.left) * 0.74 },
        ],
      },
    ],
  };
  const body: Block[] = [
    header,
    { kind: 'space', height: g.lineHeight * 1.5 },
    {
      kind: 'lines',
      lines: [
        { cells: [{ text: `Name: ${holder}`, x: g.left }] },
        { cells: [{ text: `Account type: ${st.accountType}`, x: g.left }] },
        {
          cells: [
            {
              text: 'Note: Have you checked your statement today? It is easy to find out more information about each of your transactions by logging on.',
              x: g.left,
              size: g.size - 1,
            },
          ],
        },
      ],
    },
    { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true },
    { kind: 'space', height: g.lineHeight * 1.5 },
    sumLine,
  ];
  const legal = `${bank} Limited ABN ${digits(rng, 11)} AFSL and Australian credit licence ${digits(rng, 6)}`;
  const spec = docSpec(g, body, {
    pageHeader: (p) => [
      [
        { text: bank, x: g.left, bold: true },
        { text: `Statement ${stmtNo} (Page ${p})`, x: right, align: 'right' },
      ],
      [{ text: `Account Number ${acct}`, x: right, align: 'right' }],
    ],
    footer: legalFooter(g, legal, (p, n) => `Page ${p} of ${n}`),
  });
  return { family: 'au-everyday-cr', spec, statements: [st] };
};
