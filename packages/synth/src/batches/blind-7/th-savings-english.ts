/**
 * A Thai savings account statement in English (Kasikorn / Bangkok Bank-like): the bank's name,
 * "Statement of Account", account name, "Account Number 123-4-56789-0", branch, "Period
 * 01/11/25 - 30/11/25", then Date (DD/MM/YY) | Time | Description | Withdrawal | Deposit |
 * Balance | Channel, THB with comma thousands, a "Balance Brought Forward" first row, transfer
 * rows with a second "To / From" line (PromptPay, account x1234), debit card and bill payment
 * rows, interest and 15 % withholding tax rows at the end, channel codes (K PLUS, ATM, EDC,
 * ENET, COUNTER) after the balance; totals of withdrawals and deposits with their item counts.
 * Time and channel are their own columns, not part of the description.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Column, Row } from '../../layout.ts';
import { textWidth } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { person } from '../blind-1/kit.ts';
import { digits, legalFooter, runBalances, statementOf, tx, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow, localActivity } from '../blind-4/kit.ts';
import { dayTimes, rowCount, sumOf } from './kit.ts';

const SHOPS = ['7-ELEVEN', 'LOTUS S', 'BIG C SUPERCENTER', 'TOPS MARKET', 'MAKRO', 'CENTRAL WORLD'];
const BILLS = ['MEA ELECTRICITY', 'TRUE MOVE H', 'AIS POSTPAID', 'MWA WATER', 'SHOPEE PAY'];

function describe(rng: Rng, credit: boolean): [string[], string] {
  const acct = `X${digits(rng, 4)}`;
  const r = rng.next();
  if (credit) {
    if (r < 0.55)
      return [
        [
          'Transfer Deposit',
          `From ${rng.pick(['KBANK', 'SCB', 'BBL', 'KTB'])} ${acct} ${person(rng, false)}++`,
        ],
        rng.pick(['K PLUS', 'ENET']),
      ];
    if (r < 0.8) return [['Payroll', `${word(rng).toUpperCase()} CO., LTD.`], 'ENET'];
    return [['Cash Deposit'], rng.pick(['ATM', 'COUNTER'])];
  }
  if (r < 0.35)
    return [['Transfer Withdrawal', `To PromptPay ${acct} ${person(rng, false)}++`], 'K PLUS'];
  if (r < 0.6) return [['Debit Card Spending', `${rng.pick(SHOPS)} BANGKOK`], 'EDC'];
  if (r < 0.75) return [['Cash Withdrawal'], 'ATM'];
  if (r < 0.9) return [['Payment', rng.pick(BILLS)], rng.pick(['K PLUS', 'ENET'])];
  return [
    ['Transfer Withdrawal', `To ${rng.pick(['SCB', 'BBL'])} ${acct} ${person(rng, false)}++`],
    'K PLUS',
  ];
}

export const thSavingsEnglish: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.8, 118);
  const { start, end } = calendarPeriod(rng, 1);
  const { txs, opening } = localActivity(rng, {
    start,
    end,
    count,
    floor: 0,
    creditShare: 0.3,
    openingRange: [10_000, 500_000],
    factor: 8,
  });
  const lines = new Map<SynthTx, string[]>();
  const channel = new Map<SynthTx, string>();
  for (const t of txs) {
    const [l, c] = describe(rng, t.amount > 0);
    lines.set(t, l);
    channel.set(t, c);
  }
  if (rng.chance(0.7)) {
    const interest = rng.int(100, 20_000);
    const it = tx(end, '', interest);
    const wht = tx(end, '', -Math.round(interest * 0.15));
    lines.set(it, ['Interest Deposit']);
    lines.set(wht, ['Withholding Tax']);
    channel.set(it, '');
    channel.set(wht, '');
    txs.push(it, wht);
  }
  for (const t of txs) t.description = lines.get(t)!.join(' ');
  runBalances(txs, opening);
  const bank = rng.pick([
    `${word(rng)} Bank Public Company Limited`,
    `${word(rng)}korn Bank PCL`,
    `Bank of ${word(rng)} PCL`,
  ]);
  const holder = `${rng.pick(['MR.', 'MRS.', 'MS.'])} ${person(rng)}`;
  const acct = `${digits(rng, 3)}-${digits(rng, 1)}-${digits(rng, 5)}-${digits(rng, 1)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Savings Account',
    currency: 'THB',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, EN);
  const d = (iso: string) => formatDate(iso, 'DD/MM/YY');
  const w = (s: string, b = false) => textWidth(g.font, s, g.size, b);
  const moneyW = Math.max(w('999,999.99'), w('Withdrawal', true)) + 12;
  const chanW = w('COUNTER') + 14;
  const x = {
    time: g.left + w('00/00/00') + 10,
    desc: g.left + w('00/00/00') + w('00:00') + 22,
    chan: g.right - chanW + 4,
  };
  const bal = g.right - chanW - 10;
  const cols: Column[] = [
    { key: 'date', header: ['Date'], x: g.left, align: 'left' },
    { key: 'time', header: ['Time'], x: x.time, align: 'left' },
    {
      key: 'desc',
      header: ['Description'],
      x: x.desc,
      align: 'left',
      width: bal - 3 * moneyW - x.desc - 6,
    },
    { key: 'out', header: ['Withdrawal'], x: bal - 2 * moneyW, align: 'right' },
    { key: 'in', header: ['Deposit'], x: bal - moneyW, align: 'right' },
    { key: 'balance', header: ['Balance'], x: bal, align: 'right' },
    { key: 'chan', header: ['Channel'], x: x.chan, align: 'left' },
  ];
  const rows: Row[] = [
    { cells: { date: d(start), desc: 'Balance Brought Forward', balance: m(opening) } },
  ];
  const times = dayTimes(
    rng,
    txs.map((t) => t.date),
  );
  txs.forEach((t, i) => {
    rows.push(
      linesRow(
        st,
        t,
        lines.get(t)!,
        {
          date: d(t.date),
          time: channel.get(t) ? times[i]! : '',
          chan: channel.get(t)!,
        },
        { [t.amount < 0 ? 'out' : 'in']: m(Math.abs(t.amount)), balance: m(t.balance) },
        t.balance,
      ),
    );
  });
  const outs = txs.filter((t) => t.amount < 0);
  const ins = txs.filter((t) => t.amount > 0);
  const lx = g.left + (g.right - g.left) * 0.55;
  const kv = (l: string, v: string) => [
    { text: l, x: lx },
    { text: v, x: lx + 80 },
  ];
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 5 },
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
      { cells: [{ text: holder, x: g.left, bold: true }, ...kv('Account Number', acct)] },
      {
        cells: [
          { text: `${rng.int(1, 999)}/${rng.int(1, 99)} Soi ${word(rng)}`, x: g.left },
          ...kv('Branch', `${word(rng)} Branch`),
        ],
      },
      {
        cells: [
          { text: `${word(rng)} District, Bangkok ${rng.int(10100, 10900)}`, x: g.left },
          ...kv('Period', `${d(start)} - ${d(end)}`),
        ],
      },
      { cells: kv('Account Type', 'Savings Account'), gapAfter: g.lineHeight * 0.6 },
    ],
  };
  const tl = (l: string, n: number, v: number) => ({
    cells: [
      { text: l, x: x.desc, bold: true },
      { text: `${n} Items`, x: bal - 2 * moneyW - w('999,999.99') - 20, align: 'right' as const },
      { text: m(v), x: bal - 2 * moneyW, align: 'right' as const, bold: true },
    ],
  });
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true },
      { kind: 'rule', x0: g.left, x1: g.right },
      {
        kind: 'lines',
        lines: [
          tl('Total Withdrawal', outs.length, -sumOf(outs)),
          tl('Total Deposit', ins.length, sumOf(ins)),
        ],
      },
    ],
    {
      pageHeader: (p) => [
        [
          { text: `${holder}   Account Number ${acct}`, x: g.left },
          { text: `Page ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `${bank}. This statement is issued by electronic means. Please check and notify the bank within 30 days.`,
        (p, n) => `${p}/${n}`,
      ),
    },
  );
  return { family: 'th-savings-english', spec, statements: [st] };
};
