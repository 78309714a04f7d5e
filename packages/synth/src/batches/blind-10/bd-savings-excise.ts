/**
 * A Bangladeshi savings-account statement (Dutch-Bangla / BRAC / City Bank-like "STATEMENT OF
 * ACCOUNT") for a half year (January–June or July–December): colon-aligned header (account name
 * and number, type SAVINGS ACCOUNT, currency BDT, branch, print date), then Date | Particulars |
 * Instr. No. | Withdrawal (Dr) | Deposit (Cr) | Balance with DD/MM/YYYY or "05-Mar-24" dates,
 * lakh grouping ("1,23,456.00"), an Opening Balance row and Total / Closing Balance rows.
 * Particulars run over two lines (BEFTN salary, NPSB and bKash transfers, ATM and POS, cash
 * deposits, cheques with their number in the Instr. No. column). Other banks' ATMs cost a fee
 * plus 15 % VAT (two rows); the half year closes with Interest Credit, Source Tax on Interest
 * (10 % or 15 %), the account maintenance fee and its VAT, and, in December, the Excise Duty by
 * the highest balance of the year (150 / 500 / 3,000 Taka over 1, 5 and 10 lakh).
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, formatDate, formatMinor, IN } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { digits, runBalances, statementOf, tx, word } from '../blind-3/common.ts';
import { linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { monthEnds } from '../blind-8/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { fitLines, flexColumns, nameOf, slot } from './kit.ts';

const FIRST = [
  'KAMRUL',
  'SHAHIDUL',
  'TANVIR',
  'NASRIN',
  'FARHANA',
  'RUMANA',
  'SABRINA',
  'MAHMUDUL',
];
const LAST = ['HASAN', 'ISLAM', 'AHMED', 'AKTER', 'KHATUN', 'CHOWDHURY', 'HOSSAIN', 'RAHMAN'];
const BANKS = ['SONALI', 'BRAC', 'CITY', 'EBL', 'ISLAMI', 'PRIME', 'UCB', 'MTB'];
const SHOPS = ['SHWAPNO', 'AGORA', 'UNIMART', 'DARAZ', 'FOODPANDA', 'AARONG', 'PATHAO', 'BATA'];
const AREAS = ['GULSHAN', 'DHANMONDI', 'MIRPUR', 'UTTARA', 'MOTIJHEEL', 'BANANI', 'MOHAMMADPUR'];

/** Excise duty on the year's highest balance (Taka, in minor units). */
const exciseFor = (high: number): number =>
  high <= 10_000_000 ? 0 : high <= 50_000_000 ? 15_000 : high <= 100_000_000 ? 50_000 : 300_000;

export const bdSavingsExcise: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 2.1, 80);
  const y = rng.int(2019, 2025);
  const secondHalf = rng.chance(0.5);
  const start = `${y}-${secondHalf ? '07' : '01'}-01`;
  const end = `${y}-${secondHalf ? '12-31' : '06-30'}`;
  const holder = `${rng.pick(['MD. ', 'MST. ', ''])}${nameOf(rng, FIRST, LAST)}`;
  const lines = new Map<SynthTx, string[]>();
  const chq = new Map<SynthTx, string>();
  const mk = (date: string, text: string[], amount: number): SynthTx => {
    const t = tx(date, text.join(' '), amount);
    lines.set(t, text);
    return t;
  };
  const vatOn = (fee: number) => Math.round((fee * 15) / 100);
  const txs: SynthTx[] = scatter(rng, start, end, count, (date) => {
    const r = rng.next();
    if (r < 0.18)
      return mk(
        date,
        ['NPSB Fund Transfer', `To ${rng.pick(BANKS)} BANK A/C ***${digits(rng, 4)}`],
        -logAmount(rng, 100_000, 5_000_000, 100),
      );
    if (r < 0.34)
      return mk(
        date,
        ['bKash Transfer', `To 01${rng.int(3, 9)}${digits(rng, 8)}`],
        -rng.int(5, 250) * 10_000,
      );
    if (r < 0.5) {
      const own = rng.chance(0.6);
      const atm = mk(
        date,
        ['ATM Cash Withdrawal', `${own ? 'OWN' : rng.pick(BANKS)} ATM ${rng.pick(AREAS)} DHAKA`],
        -rng.int(1, 40) * 50_000,
      );
      return own
        ? atm
        : [
            atm,
            mk(date, ['ATM Withdrawal Fee'], -1_500),
            mk(date, ['VAT on ATM Fee'], -vatOn(1_500)),
          ];
    }
    if (r < 0.68)
      return mk(
        date,
        ['POS Purchase', `${rng.pick(SHOPS)} DHAKA`],
        -logAmount(rng, 20_000, 1_500_000, 1),
      );
    if (r < 0.8) return mk(date, ['Cash Deposit', 'By Self'], rng.int(5, 100) * 100_000);
    const t = rng.chance(0.5)
      ? mk(date, ['Cheque Withdrawal', 'Cash Cheque'], -logAmount(rng, 500_000, 20_000_000, 10_000))
      : mk(
          date,
          ['Inward Clearing Credit', `${rng.pick(BANKS)} BANK LTD`],
          logAmount(rng, 500_000, 30_000_000, 100),
        );
    chq.set(t, digits(rng, 7));
    return t;
  });
  const employer = `${word(rng).toUpperCase()} ${rng.pick(['LTD', 'LIMITED', 'GROUP'])}`;
  for (const me of monthEnds(start, end)) {
    if (rng.chance(0.85))
      txs.push(
        mk(
          me,
          ['BEFTN Inward Credit', `${employer} SALARY ${formatDate(me, 'MMM YY').toUpperCase()}`],
          logAmount(rng, 2_500_000, 15_000_000, 100),
        ),
      );
  }
  txs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const interest = logAmount(rng, 5_000, 800_000, 1);
  const fee = rng.pick([25_000, 30_000, 50_000]);
  const taxRate = rng.pick([10, 15]);
  txs.push(
    mk(end, ['Interest Credit'], interest),
    mk(
      end,
      [`Source Tax on Interest @${taxRate}%`],
      -Math.max(1, Math.round((interest * taxRate) / 100)),
    ),
    mk(end, ['A/C Maintenance Fee'], -fee),
    mk(end, ['VAT on A/C Maintenance Fee'], -vatOn(fee)),
  );
  const opening = liftOpening(txs, logAmount(rng, 500_000, 20_000_000, 1), 1_000_000);
  if (secondHalf) {
    const high = Math.max(opening, ...txs.map((t) => t.balance));
    const duty = exciseFor(high);
    if (duty) {
      txs.push(mk(end, ['Excise Duty'], -duty));
      runBalances(txs, opening);
    }
  }
  const bank = `${word(rng)} Bank ${rng.pick(['Limited', 'PLC', 'Ltd.'])}`;
  const acct = digits(rng, 13).replace(/^./, String(rng.int(1, 9)));
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Savings account',
    currency: 'BDT',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const closing = txs.at(-1)!.balance;
  const f = (v: number) => formatMinor(v, IN);
  const dateFmt = rng.pick(['DD/MM/YYYY', 'DD-MMM-YY']);
  const d = (iso: string) => formatDate(iso, dateFmt);
  const money = slot(g, [f(99_999_999_99)], ['Withdrawal (Dr)'], 12);
  const cols = flexColumns(g, [
    { key: 'date', header: ['Date'], align: 'left', width: slot(g, [d('2024-12-28')], [], 10) },
    { key: 'desc', header: ['Particulars'], align: 'left' },
    {
      key: 'chq',
      header: ['Instr. No.'],
      align: 'left',
      width: slot(g, ['0000000'], ['Instr. No.'], 6),
    },
    { key: 'out', header: ['Withdrawal (Dr)'], align: 'right', width: money },
    { key: 'in', header: ['Deposit (Cr)'], align: 'right', width: money },
    { key: 'balance', header: ['Balance'], align: 'right', width: money },
  ]);
  const descW = cols.find((c) => c.key === 'desc')!.width!;
  const rows: Row[] = [
    { cells: { date: d(start), desc: 'Opening Balance', balance: f(opening) }, bold: true },
    ...txs.map((t) =>
      linesRow(
        st,
        t,
        fitLines(g, lines.get(t)!, descW),
        { date: d(t.date), ...(chq.has(t) ? { chq: chq.get(t)! } : {}) },
        { [t.amount < 0 ? 'out' : 'in']: f(t.amount), balance: f(t.balance) },
        t.balance,
      ),
    ),
    {
      cells: {
        desc: 'Total',
        out: f(-sumOf(txs, (t) => t.amount < 0)),
        in: f(sumOf(txs, (t) => t.amount > 0)),
      },
      bold: true,
      gapBefore: g.lineHeight * 0.3,
    },
    { cells: { date: d(end), desc: 'Closing Balance', balance: f(closing) }, bold: true },
  ];
  const rx = g.left + (g.right - g.left) * 0.52;
  const colonL = g.left + slot(g, ['Account Name'], [], 4);
  const colonR = rx + slot(g, ['Statement Period'], [], 4);
  const kv = (x: number, c: number, l: string, v: string) => [
    { text: l, x },
    { text: `: ${v}`, x: c },
  ];
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          {
            text: 'STATEMENT OF ACCOUNT',
            x: g.right,
            align: 'right',
            bold: true,
            size: g.size + 2,
          },
        ],
        gapAfter: g.lineHeight * 0.8,
      },
      {
        cells: [
          ...kv(g.left, colonL, 'Account Name', holder),
          ...kv(rx, colonR, 'Statement Period', `${d(start)} To ${d(end)}`),
        ],
      },
      {
        cells: [...kv(g.left, colonL, 'Account No.', acct), ...kv(rx, colonR, 'Currency', 'BDT')],
      },
      {
        cells: [
          ...kv(g.left, colonL, 'Account Type', 'SAVINGS ACCOUNT'),
          ...kv(rx, colonR, 'Branch', `${rng.pick(AREAS)} BRANCH`),
        ],
      },
      {
        cells: [
          ...kv(
            g.left,
            colonL,
            'Address',
            `House ${rng.int(1, 90)}, Road ${rng.int(1, 30)}, DHAKA`,
          ),
          ...kv(rx, colonR, 'Print Date', d(addDays(end, rng.int(1, 6)))),
        ],
        gapAfter: g.lineHeight * 0.8,
      },
    ],
  };
  const spec = docSpec(g, [header, { kind: 'table', columns: cols, rows, headerRule: true }], {
    pageHeader: () => [
      [
        { text: `${bank} - Statement of Account`, x: g.left, bold: true },
        { text: `A/C No. ${acct}`, x: g.right, align: 'right' },
      ],
    ],
    footer: (p, n) => [
      [
        {
          text: 'This is a computer generated statement and does not require any signature. Please report any discrepancy within 15 days.',
          x: g.left,
          size: g.size - 1.5,
        },
      ],
      [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
    ],
  });
  return { family: 'bd-savings-excise', spec, statements: [st] };
};
