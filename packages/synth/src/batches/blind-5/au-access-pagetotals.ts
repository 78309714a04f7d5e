/**
 * An Australian big-four transaction account (ANZ Access-like): branch and BSB, "Statement
 * starts 1 March 2024" / "Statement ends 31 March 2024" on separate lines, an Account Summary
 * strip "Opening Balance + Total Deposits - Total Withdrawals = Closing Balance", then Date |
 * Transaction Details | Withdrawals ($) | Deposits ($) | Balance ($) with upper-case "02 MAR"
 * dates (no year), an OPENING BALANCE row, "blank" in the balance column when the account sits
 * at nil, card purchases with an "EFFECTIVE DATE 28 FEB 2024" line under them, "TOTALS AT END OF
 * PAGE" (the page's own withdrawals and deposits) at the foot of every page but the last,
 * "TOTALS AT END OF PERIOD" and a CLOSING BALANCE row at the end, and a monthly fee plus a fee
 * rebate.
 */
import { docSpec, type FamilyFn, geometry, rowsFor, totals } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { generateTransactions, type SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { digits, moneyColumns, runBalances, statementOf, tx, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow, monthsFor } from '../blind-4/kit.ts';
import { pageTotalsCarry } from './kit.ts';

const SHOPS = [
  'WOOLWORTHS',
  'COLES',
  'ALDI STORES',
  'BUNNINGS',
  'KMART',
  'OFFICEWORKS',
  'AMPOL',
  '7-ELEVEN',
  'DAN MURPHYS',
];
const TOWNS = [
  'SYDNEY',
  'PARRAMATTA',
  'MELBOURNE',
  'GEELONG',
  'BRISBANE',
  'CAIRNS',
  'PERTH',
  'HOBART',
];

function auLines(rng: Rng, t: SynthTx): string[] {
  const r = rng.next();
  const who = `${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  if (t.amount > 0) {
    if (r < 0.35) return [`PAY/SALARY FROM ${word(rng).toUpperCase()} PTY LTD`];
    if (r < 0.65) return [`TRANSFER FROM ${who}`, rng.pick(['RENT', 'DINNER', 'BILLS', 'THANKS'])];
    if (r < 0.8)
      return [
        'ANZ INTERNET BANKING FUNDS TFER',
        `TRANSFER ${digits(rng, 6)} FROM ${digits(rng, 9)}`,
      ];
    return [`OSKO DEPOSIT FROM ${who}`];
  }
  if (r < 0.45)
    return [
      `VISA DEBIT PURCHASE CARD ${digits(rng, 4)} ${rng.pick(SHOPS)} ${digits(rng, 4)} ${rng.pick(TOWNS)}`,
      `EFFECTIVE DATE ${formatDate(addDays(t.date, -rng.int(1, 3)), 'DD MMM YYYY').toUpperCase()}`,
    ];
  if (r < 0.6) return [`EFTPOS ${rng.pick(SHOPS)} ${rng.pick(TOWNS)}`];
  if (r < 0.72)
    return [
      `PAYMENT TO ${rng.pick(['TELSTRA', 'AGL ENERGY', 'ORIGIN ENERGY', 'OPTUS', 'MEDIBANK', 'NRMA INSURANCE'])}`,
      `BPAY ${digits(rng, 6)}`,
    ];
  if (r < 0.85) return [`ANZ M-BANKING PAYMENT TRANSFER ${digits(rng, 6)} TO ${who}`];
  return [`ATM WITHDRAWAL ${rng.pick(['ANZ ATM', 'ATM'])} ${rng.pick(TOWNS)}`];
}

export const auAccessPagetotals: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowsFor(rng, g, o.pages, 1.6);
  const { start, end } = calendarPeriod(rng, monthsFor(count, 70));
  const opening = rng.chance(0.15) ? 0 : rng.int(1_000, 600_000);
  const txs = generateTransactions(rng, {
    locale: 'en',
    start,
    end: addDays(end, -1),
    count,
    opening,
    floor: 0,
  });
  const lines = new Map<SynthTx, string[]>();
  for (const t of txs) {
    const l = auLines(rng, t);
    lines.set(t, l);
    t.description = l.join(' ');
  }
  const fee = rng.pick([500, 500, 1_000]);
  for (const t of [
    tx(end, 'MONTHLY ACCOUNT SERVICE FEE', -fee),
    ...(rng.chance(0.6) ? [tx(end, 'ACCOUNT SERVICE FEE REBATE', fee)] : []),
  ]) {
    lines.set(t, [t.description]);
    txs.push(t);
  }
  runBalances(txs, opening);
  const bank = rng.pick([
    `${word(rng).toUpperCase()} BANK`,
    `${word(rng)} Banking Group`,
    `${word(rng)} Bank Ltd`,
  ]);
  const holder = `${rng.pick(['MR', 'MS', 'MRS'])} ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  const bsb = `0${rng.int(10, 19)}-${digits(rng, 3)}`;
  const acct = `${digits(rng, 4)}-${digits(rng, 5)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'ACCESS ADVANTAGE',
    currency: 'AUD',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, EN);
  const bal = (v: number) => (v === 0 ? 'blank' : m(v));
  const fd = (iso: string) => formatDate(iso, 'DD MMM').toUpperCase();
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], 48]],
    desc: ['Transaction Details'],
    money: [
      ['out', ['Withdrawals ($)']],
      ['in', ['Deposits ($)']],
      ['balance', ['Balance ($)']],
    ],
    moneyWidth: 72,
  });
  const rows: Row[] = [
    { cells: { date: fd(start), desc: 'OPENING BALANCE', balance: bal(opening) } },
  ];
  txs.forEach((t, i) => {
    const row = linesRow(
      st,
      t,
      lines.get(t)!,
      { date: fd(t.date) },
      { [t.amount < 0 ? 'out' : 'in']: m(Math.abs(t.amount)), balance: bal(t.balance) },
      t.balance,
    );
    rows.push({ ...row, balanceAfter: i }); // the carry prints page totals, found by row index
  });
  const closing = txs[txs.length - 1]!.balance;
  const { moneyIn, moneyOut } = totals(txs);
  rows.push({
    cells: { desc: 'TOTALS AT END OF PERIOD', out: `$${m(moneyOut)}`, in: `$${m(moneyIn)}` },
    bold: true,
    gapBefore: 2,
  });
  rows.push({
    cells: { date: fd(end), desc: 'CLOSING BALANCE', balance: bal(closing) },
    bold: true,
  });
  const carry = pageTotalsCarry(txs, (out, inn) => ({
    cells: { desc: 'TOTALS AT END OF PAGE', out: `$${m(out)}`, in: `$${m(inn)}` },
  }));
  const lx = g.left + (g.right - g.left) * 0.55;
  const kv = (l: string, v: string) => [
    { text: l, x: lx },
    { text: v, x: g.right, align: 'right' as const },
  ];
  const q = (g.right - g.left) / 4;
  const long = (iso: string) => formatDate(iso, 'D MMMM YYYY');
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: 'ACCESS ADVANTAGE STATEMENT', x: g.left, bold: true, size: g.size + 2 },
          { text: bank, x: g.right, align: 'right', bold: true, size: g.size + 8 },
        ],
        gapAfter: g.lineHeight,
      },
      { cells: [{ text: holder, x: g.left }, ...kv('Statement starts', long(start))] },
      {
        cells: [
          {
            text: `UNIT ${rng.int(1, 40)} ${rng.int(1, 200)} ${word(rng).toUpperCase()} ST`,
            x: g.left,
          },
          ...kv('Statement ends', long(end)),
        ],
      },
      {
        cells: [
          {
            text: `${rng.pick(TOWNS)} ${rng.pick(['NSW', 'VIC', 'QLD', 'WA', 'TAS'])} ${rng.int(2000, 7999)}`,
            x: g.left,
          },
          ...kv('Branch', `${rng.pick(TOWNS)}`),
        ],
      },
      { cells: kv('BSB Number', bsb) },
      { cells: kv('Account Number', acct), gapAfter: g.lineHeight },
      { cells: [{ text: 'Account Summary', x: g.left, bold: true }] },
      {
        cells: [
          'Opening Balance',
          '+ Total Deposits',
          '- Total Withdrawals',
          '= Closing Balance',
        ].map((text, i) => ({ text, x: g.left + i * q })),
      },
      {
        cells: [opening, moneyIn, moneyOut, closing].map((v, i) => ({
          text: `$${m(v)}`,
          x: g.left + i * q,
          bold: true,
        })),
        gapAfter: g.lineHeight * 0.5,
      },
      { cells: [{ text: 'Transaction Details', x: g.left, bold: true, size: g.size + 1 }] },
    ],
  };
  const legal = `${bank} Australia Limited ABN ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)} AFSL ${digits(rng, 6)}`;
  const spec = docSpec(
    g,
    [header, { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true, carry }],
    {
      pageHeader: (p) => [
        [
          { text: `ACCESS ADVANTAGE STATEMENT  BSB ${bsb}  Account ${acct}`, x: g.left },
          { text: `Page ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [{ text: legal, x: g.left, size: g.size - 2 }],
        [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 0.5 }],
      ],
    },
  );
  return { family: 'au-access-pagetotals', spec, statements: [st] };
};
