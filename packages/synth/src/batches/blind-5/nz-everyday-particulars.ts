/**
 * A New Zealand everyday transaction account (BNZ / Kiwibank-like): account number
 * 02-0248-0123456-000, "Statement from 1 Mar 2024 to 31 Mar 2024", an opening-balance /
 * total-in / total-out / closing-balance strip, then Date | Transaction details | Amount |
 * Balance with "02 Mar 24" dates, one signed amount column, a balance on every row,
 * "Opening balance" and "Closing balance" rows. Every payment prints its NZ payment fields under
 * the type and other party: particulars, code and reference (12 characters each, e.g.
 * "Rent  Flat2  Mar24"); overseas Visa purchases carry a line "AUD 45.00 converted at 0.9312"
 * and an "Offshore service margin" row follows; a monthly account fee closes the statement.
 */
import { docSpec, type FamilyFn, geometry, rowsFor, totals } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { generateTransactions, type SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { digits, moneyColumns, runBalances, statementOf, tx, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow, monthsFor } from '../blind-4/kit.ts';

const SHOPS = [
  'COUNTDOWN',
  'PAK N SAVE',
  'NEW WORLD',
  'THE WAREHOUSE',
  'Z ENERGY',
  'BUNNINGS',
  'MITRE 10',
  'FOUR SQUARE',
];
const TOWNS = [
  'AUCKLAND',
  'WELLINGTON',
  'CHRISTCHURCH',
  'HAMILTON',
  'TAURANGA',
  'DUNEDIN',
  'NELSON',
];
const field = (rng: Rng): string =>
  rng.pick(['Rent', 'Groceries', 'Power', 'Board', 'Wages', 'Invoice', 'Flat', 'Loan', 'Gift']);

/** Lines of one row: type and other party, then particulars / code / reference when present. */
function nzLines(rng: Rng, t: SynthTx): string[] {
  const r = rng.next();
  const pcr = () =>
    [
      field(rng),
      rng.pick(['', `${word(rng, 1, 2)}${rng.int(1, 99)}`]),
      rng.pick([formatDate(t.date, 'MMMYY'), digits(rng, 6), '']),
    ]
      .filter(Boolean)
      .join('  ');
  if (t.amount > 0) {
    if (r < 0.4)
      return [
        `Direct Credit  ${word(rng).toUpperCase()} ${rng.pick(['LIMITED', 'LTD', 'NZ LTD'])}`,
        `Salary  ${rng.pick(['Wages', 'Pay'])}  ${digits(rng, 6)}`,
      ];
    if (r < 0.7)
      return [`Automatic Payment  ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`, pcr()];
    if (r < 0.85)
      return [
        `Transfer From  ${digits(rng, 2)}-${digits(rng, 4)}-${digits(rng, 7)}-0${rng.int(0, 5)}`,
      ];
    return [`Bill Payment  ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`, pcr()];
  }
  if (r < 0.35)
    return [
      `Eftpos  ${rng.pick(SHOPS)} ${rng.pick(TOWNS)}`,
      `${formatDate(t.date, 'DD/MM')} ${String(rng.int(6, 22)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
    ];
  if (r < 0.55)
    return [`Visa Purchase  ${rng.pick(SHOPS)} ${rng.pick(TOWNS)}`, `Card ${digits(rng, 4)}`];
  if (r < 0.72)
    return [`Automatic Payment  ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`, pcr()];
  if (r < 0.88)
    return [
      `Direct Debit  ${rng.pick(['MERCURY NZ', 'SPARK NZ', 'ONE NZ', 'AA INSURANCE', 'WATERCARE', 'GENESIS ENERGY'])}`,
      `${digits(rng, 8)}  ${rng.pick(['DD', 'Power', 'Phone'])}`,
    ];
  return [`ATM Withdrawal  ${rng.pick(['BNZ', 'ANZ', 'KIWIBANK', 'ASB'])} ${rng.pick(TOWNS)}`];
}

export const nzEverydayParticulars: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowsFor(rng, g, o.pages, 2.1);
  const { start, end } = calendarPeriod(rng, monthsFor(count, 65));
  const opening = rng.int(-20_000, 400_000);
  const base = generateTransactions(rng, {
    locale: 'en',
    start,
    end: addDays(end, -1),
    count,
    opening,
    floor: -50_000,
  });
  const lines = new Map<SynthTx, string[]>();
  const txs: SynthTx[] = [];
  for (const t of base) {
    txs.push(t);
    if (t.amount < 0 && rng.chance(0.08)) {
      const [cur, rate] = rng.pick([
        ['AUD', 0.92],
        ['USD', 0.6],
        ['GBP', 0.48],
      ] as const);
      const l = [
        `Visa Purchase  ${rng.pick(['AMAZON', 'QANTAS', 'STEAM', 'AIRBNB'])} ${cur === 'AUD' ? 'SYDNEY' : cur === 'USD' ? 'SEATTLE' : 'LONDON'}`,
        `${cur} ${formatMinor(Math.round(-t.amount * rate))} converted at ${rate.toFixed(4)}`,
      ];
      lines.set(t, l);
      t.description = l.join(' ');
      const fee = tx(
        t.date,
        'Offshore service margin',
        -Math.max(1, Math.round(-t.amount * 0.025)),
      );
      lines.set(fee, [fee.description]);
      txs.push(fee);
      continue;
    }
    const l = nzLines(rng, t);
    lines.set(t, l);
    t.description = l.join(' ');
  }
  const fee = tx(end, 'Monthly A/C Fee', -rng.pick([500, 800, 1_000]));
  lines.set(fee, [fee.description]);
  txs.push(fee);
  runBalances(txs, opening);
  const bank = rng.pick([
    `${word(rng)}bank`,
    `Bank of ${word(rng)} Zealand`,
    `${word(rng).toUpperCase()} NZ`,
  ]);
  const holder = `${rng.pick(['MR', 'MS', 'MRS', 'MISS'])} ${word(rng).charAt(0)} ${word(rng).toUpperCase()}`;
  const acct = `${rng.pick(['02', '38', '12', '06'])}-${digits(rng, 4)}-${digits(rng, 7)}-${rng.pick(['000', '00', '001'])}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: rng.pick(['Everyday', 'Free Up', 'Streamline']),
    currency: 'NZD',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => `${v < 0 ? '-' : ''}${formatMinor(v, EN)}`;
  const fd = (iso: string) => formatDate(iso, 'DD MMM YY');
  const closing = txs[txs.length - 1]!.balance;
  const { moneyIn, moneyOut } = totals(txs);
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], 58]],
    desc: ['Transaction details'],
    money: [
      ['amount', ['Amount']],
      ['balance', ['Balance']],
    ],
    moneyWidth: 76,
  });
  const rows: Row[] = [
    { cells: { date: fd(start), desc: 'Opening balance', balance: m(opening) } },
  ];
  for (const t of txs)
    rows.push(
      linesRow(
        st,
        t,
        lines.get(t)!,
        { date: fd(t.date) },
        { amount: m(t.amount), balance: m(t.balance) },
        t.balance,
      ),
    );
  rows.push({ cells: { date: fd(end), desc: 'Closing balance', balance: m(closing) }, bold: true });
  const w = (g.right - g.left) / 4;
  const strip = (cells: string[], bold = false) => ({
    cells: cells.map((text, i) => ({ text, x: g.left + i * w, bold })),
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 8 },
          { text: 'Statement', x: g.right, align: 'right', bold: true, size: g.size + 3 },
        ],
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          { text: holder, x: g.left },
          { text: `Account number ${acct}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `${rng.int(1, 300)} ${word(rng)} ${rng.pick(['Street', 'Road', 'Terrace', 'Crescent'])}`,
            x: g.left,
          },
          {
            text: `Statement from ${formatDate(start, 'D MMM YYYY')} to ${formatDate(end, 'D MMM YYYY')}`,
            x: g.right,
            align: 'right',
          },
        ],
      },
      { cells: [{ text: `${word(rng)}`, x: g.left }] },
      {
        cells: [{ text: `${rng.pick(TOWNS)} ${rng.int(1010, 9893)}`, x: g.left }],
        gapAfter: g.lineHeight,
      },
      strip(['Opening balance', 'Total deposits', 'Total withdrawals', 'Closing balance'], true),
      strip([
        `$${m(opening)}`,
        `$${formatMinor(moneyIn)}`,
        `$${formatMinor(moneyOut)}`,
        `$${m(closing)}`,
      ]),
      { cells: [], gapAfter: g.lineHeight * 0.5 },
    ],
  };
  const legal = `${bank} Limited. Registered bank under the Banking (Prudential Supervision) Act 1989. GST No. ${digits(rng, 2)}-${digits(rng, 3)}-${digits(rng, 3)}`;
  const spec = docSpec(
    g,
    [header, { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true }],
    {
      pageHeader: (p) => [
        [
          { text: `${bank}  ${acct}`, x: g.left, bold: true },
          { text: `Page ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [{ text: legal, x: g.left, size: g.size - 2 }],
        [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 0.5 }],
      ],
    },
  );
  return { family: 'nz-everyday-particulars', spec, statements: [st] };
};
