/**
 * A US payment-account monthly statement (PayPal-like "Monthly account statement"): account
 * holder, e-mail, an Account ID instead of a number, "Statement period: Mar 1, 2024 - Mar 31,
 * 2024", a balance summary by kind (Beginning balance, Payments received, Payments sent,
 * Withdrawals and debits, Deposits and credits, Fees, Ending balance: figures, not rows), then
 * DATE | DESCRIPTION | CURRENCY | AMOUNT | FEES | TOTAL with MM/DD/YYYY dates, each description
 * over two lines (the kind and counterparty, then "ID: 8XK12345AB6789012"). AMOUNT is the gross,
 * FEES the fee (3.49 % + $0.49 on payments for goods, 0.00 otherwise) and TOTAL the net that
 * moves the balance: the truth amount is TOTAL. A purchase the balance cannot cover is preceded
 * by a "Bank Deposit to PP Account" row of the same amount; withdrawals to the bank, refunds and
 * an authorization hold with its reversal (netting to zero) are rows. No running balance; the
 * money-in / money-out totals are printed only by kind.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { person } from '../blind-1/kit.ts';
import { digits, runBalances, statementOf, tx, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow } from '../blind-4/kit.ts';
import { rowCount } from '../blind-7/kit.ts';
import { logAmount, scatter } from '../blind-9/kit.ts';
import { fitLines, flexColumns, slot } from './kit.ts';

const MERCHANTS = [
  'eBay Inc.',
  'Etsy, Inc.',
  'Walmart.com',
  'Best Buy',
  'StubHub',
  'Uber Eats',
  'DoorDash',
  'Steam Games',
  'Nike.com',
  'Target.com',
];
const SUBSCRIPTIONS = ['Spotify USA Inc', 'Netflix.com', 'Hulu LLC', 'Microsoft', 'Dropbox, Inc'];

type Kind = 'received' | 'sent' | 'withdrawal' | 'deposit' | 'fee';

function transactionId(rng: Rng): string {
  const A = 'ABCDEFGHJKLMNPRSTUVWXY';
  let s = String(rng.int(1, 9));
  for (let i = 0; i < 16; i++)
    s += rng.chance(0.3) ? A[rng.int(0, A.length - 1)] : String(rng.int(0, 9));
  return s;
}

export const usPaypalActivity: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowCount(rng, g, o.pages, 2.4, 55);
  const { start, end } = calendarPeriod(rng, 1);
  const holder = person(rng, false);
  const bankLast4 = digits(rng, 4);
  const opening = rng.chance(0.3) ? 0 : logAmount(rng, 100, 60_000, 1);
  let bal = opening;
  const lines = new Map<SynthTx, string[]>();
  const gross = new Map<SynthTx, number>();
  const fees = new Map<SynthTx, number>();
  const kinds = new Map<SynthTx, Kind>();
  const mk = (date: string, first: string, g0: number, fee: number, kind: Kind): SynthTx => {
    const text = [first, `ID: ${transactionId(rng)}`];
    const t = tx(date, text.join(' '), g0 - fee);
    lines.set(t, text);
    gross.set(t, g0);
    fees.set(t, fee);
    kinds.set(t, kind);
    bal += t.amount;
    return t;
  };
  /** A payment out, funded from the bank first when the balance does not cover it. */
  const pay = (date: string, text: string, amount: number): SynthTx[] => {
    const out: SynthTx[] = [];
    if (bal < amount) out.push(mk(date, 'Bank Deposit to PP Account', amount, 0, 'deposit'));
    out.push(mk(date, text, -amount, 0, 'sent'));
    return out;
  };
  const txs: SynthTx[] = scatter(rng, start, end, count, (date) => {
    const r = rng.next();
    if (r < 0.28) {
      const g0 = logAmount(rng, 500, 80_000, 1);
      return mk(
        date,
        `Payment from ${person(rng, false)}`,
        g0,
        Math.round(g0 * 0.0349) + 49,
        'received',
      );
    }
    if (r < 0.4)
      return mk(date, `Payment from ${person(rng, false)}`, rng.int(1, 40) * 500, 0, 'received');
    if (r < 0.65)
      return pay(
        date,
        `Express Checkout Payment to ${rng.pick(MERCHANTS)}`,
        logAmount(rng, 300, 40_000, 1),
      );
    if (r < 0.75)
      return pay(
        date,
        `PreApproved Payment Bill User Payment: ${rng.pick(SUBSCRIPTIONS)}`,
        rng.pick([999, 1_099, 1_549, 1_799, 699]),
      );
    if (r < 0.83) return pay(date, `Payment to ${person(rng, false)}`, rng.int(1, 30) * 500);
    if (r < 0.9 && bal > 2_000)
      return mk(
        date,
        `General Withdrawal - Bank Account ****${bankLast4}`,
        -Math.round(bal * rng.float(0.3, 1)),
        0,
        'withdrawal',
      );
    if (r < 0.96 || bal < 1_000)
      return mk(
        date,
        `Payment Refund from ${rng.pick(MERCHANTS)}`,
        logAmount(rng, 300, 15_000, 1),
        0,
        'deposit',
      );
    const hold = Math.max(100, Math.round(bal * rng.float(0.1, 0.5)));
    return [
      mk(date, 'Account Hold for Open Authorization', -hold, 0, 'withdrawal'),
      mk(date, 'Reversal of General Account Hold', hold, 0, 'deposit'),
    ];
  });
  runBalances(txs, opening);
  const brand = rng.pick([`${word(rng)}Pal`, `${word(rng)} Pay`, `${word(rng)}pay`]);
  const accountId = `${String(rng.int(1, 9))}${transactionId(rng).slice(0, 12)}`;
  const st = statementOf({
    bank: brand,
    holder,
    account: accountId,
    type: 'Payment account',
    currency: 'USD',
    start,
    end,
    opening,
    txs,
    printsTotals: false,
  });
  const closing = txs.at(-1)!.balance;
  const m = (v: number) => `${v < 0 ? '-' : ''}${formatMinor(v, EN)}`;
  const usd = (v: number) => `${v < 0 ? '-' : ''}$${formatMinor(v, EN)}`;
  const d = (iso: string) => formatDate(iso, 'MM/DD/YYYY');
  const money = slot(g, ['-99,999.99'], ['AMOUNT'], 14);
  const cols = flexColumns(g, [
    { key: 'date', header: ['DATE'], align: 'left', width: slot(g, ['12/28/2024'], [], 12) },
    { key: 'desc', header: ['DESCRIPTION'], align: 'left' },
    { key: 'cur', header: ['CURRENCY'], align: 'left', width: slot(g, [], ['CURRENCY'], 8) },
    { key: 'gross', header: ['AMOUNT'], align: 'right', width: money },
    { key: 'fee', header: ['FEES'], align: 'right', width: money },
    { key: 'amount', header: ['TOTAL'], align: 'right', width: money },
  ]);
  const descW = cols.find((c) => c.key === 'desc')!.width!;
  const rows: Row[] = txs.map((t) =>
    linesRow(
      st,
      t,
      fitLines(g, lines.get(t)!, descW),
      { date: d(t.date), cur: 'USD' },
      { gross: m(gross.get(t)!), fee: m(-fees.get(t)!), amount: m(t.amount) },
      null,
      { gapBefore: g.lineHeight * 0.3 },
    ),
  );
  const by = (k: Kind, pick: (t: SynthTx) => number) =>
    txs.filter((t) => kinds.get(t) === k).reduce((s, t) => s + pick(t), 0);
  const feeTotal = txs.reduce((s, t) => s + fees.get(t)!, 0);
  const summary: [string, string][] = [
    ['Beginning balance', usd(opening)],
    ['Payments received', usd(by('received', (t) => gross.get(t)!))],
    ['Payments sent', usd(by('sent', (t) => t.amount))],
    ['Withdrawals and debits', usd(by('withdrawal', (t) => t.amount))],
    ['Deposits and credits', usd(by('deposit', (t) => t.amount))],
    ['Fees', usd(-feeTotal)],
    ['Ending balance', usd(closing)],
  ];
  const sx = g.left + 10;
  const vx = g.left + (g.right - g.left) * 0.45;
  const header: Block[] = [
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: brand, x: g.left, bold: true, size: g.size + 8 },
            {
              text: 'Monthly account statement',
              x: g.right,
              align: 'right',
              bold: true,
              size: g.size + 2,
            },
          ],
        },
        {
          cells: [
            {
              text: `Statement period: ${formatDate(start, 'MMM D, YYYY')} - ${formatDate(end, 'MMM D, YYYY')}`,
              x: g.right,
              align: 'right',
            },
          ],
          gapAfter: g.lineHeight * 0.6,
        },
        {
          cells: [
            { text: holder, x: g.left, bold: true },
            { text: `Account ID: ${accountId}`, x: g.right, align: 'right' },
          ],
        },
        {
          cells: [
            {
              text: `${holder.split(' ')[0]!.toLowerCase()}.${holder.split(' ').at(-1)!.toLowerCase()}@example.com`,
              x: g.left,
            },
            { text: 'Currency: USD', x: g.right, align: 'right' },
          ],
          gapAfter: g.lineHeight * 0.8,
        },
        { cells: [{ text: 'Balance summary', x: g.left, bold: true, size: g.size + 1 }] },
      ],
    },
    { kind: 'rule', x0: g.left, x1: vx + 8 },
    {
      kind: 'lines',
      lines: summary.map(([l, v], i) => ({
        cells: [
          { text: l, x: sx, bold: i === summary.length - 1 },
          { text: v, x: vx, align: 'right' as const, bold: i === summary.length - 1 },
        ],
      })),
    },
    { kind: 'rule', x0: g.left, x1: vx + 8 },
    { kind: 'space', height: g.lineHeight * 0.4 },
  ];
  const spec = docSpec(
    g,
    [
      ...header,
      {
        kind: 'table',
        columns: cols,
        rows,
        headerRule: true,
        title: 'Activity',
        continuedSuffix: ' (continued)',
      },
    ],
    {
      pageHeader: () => [
        [
          { text: `${brand}  Monthly account statement`, x: g.left, bold: true },
          {
            text: `${formatDate(start, 'MMM D, YYYY')} - ${formatDate(end, 'MMM D, YYYY')}`,
            x: g.right,
            align: 'right',
          },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: `Questions? Visit the Help Center at www.${brand.replace(/ /g, '').toLowerCase()}.com/help. ${brand}, Inc. is licensed as a money transmitter.`,
            x: g.left,
            size: g.size - 1.5,
          },
        ],
        [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'us-paypal-activity', spec, statements: [st] };
};
