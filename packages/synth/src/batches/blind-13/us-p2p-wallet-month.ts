/**
 * A US payments app's monthly account statement (Cash App-like, under an invented brand): the
 * period printed only as the month in words ("March 2024"), the holder with a $cashtag and an
 * account number masked "XXXXX1234", banking services by a partner bank named in small print, a
 * summary (starting and ending balance, money in and out) and an activity-by-kind box (Card
 * spending, Payments sent, Payments received, Deposits, Transfers out, Fees: not rows), then one
 * Transactions list NEWEST FIRST: Date | Description | Amount with "Mar 31" dates (no year),
 * amounts "+$20.00" / "-$5.00", no balance, payment descriptions over two lines ("To Jane Doe" /
 * "For rent"), card purchases "Cash Card · WALMART", and fee rows of their own right after what
 * caused them (instant transfer 1.75 %, ATM fee, paper-money deposit fee).
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Column, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { US_CITIES, usMerchant } from '../blind-1/words.ts';
import { digits, runBalances, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { rowMaker } from '../blind-11/kit.ts';
import { absUsd } from './kit.ts';

export const usP2pWalletMonth: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowCount(rng, g, o.pages, 1.7, 90);
  const { start, end } = calendarPeriod(rng, 1);
  const { mk, lines } = rowMaker();
  const brand = `${word(rng)} ${rng.pick(['Cash', 'Pay', 'Wallet'])}`;
  const last4 = digits(rng, 4);
  const kinds = new Map<SynthTx, string>();
  const k = (t: SynthTx, kind: string) => {
    kinds.set(t, kind);
    return t;
  };
  const name = () => `${word(rng)} ${word(rng)}`;
  const employer = `${word(rng).toUpperCase()} ${rng.pick(['INC', 'LLC', 'STAFFING'])}`;
  const txs = scatter(rng, start, end, count, (d): SynthTx | SynthTx[] => {
    const r = rng.next();
    if (r < 0.4)
      return k(mk(d, [`Cash Card · ${usMerchant(rng)}`], -logAmount(rng, 200, 12_000)), 'card');
    if (r < 0.58)
      return k(
        mk(
          d,
          [
            `To ${name()}`,
            `For ${rng.pick(['rent', 'food', 'gas', 'bills', 'thanks', 'tickets', 'lunch'])}`,
          ],
          -logAmount(rng, 500, 40_000, 100),
        ),
        'sent',
      );
    if (r < 0.74)
      return k(
        mk(
          d,
          [
            `From ${name()}`,
            `For ${rng.pick(['dinner', 'gas money', 'birthday', 'utilities', 'loan back'])}`,
          ],
          logAmount(rng, 500, 30_000, 100),
        ),
        'received',
      );
    if (r < 0.8) {
      const amt = logAmount(rng, 2_000, 60_000, 100);
      return [
        k(mk(d, ['Instant Transfer', `To Visa Debit ${digits(rng, 4)}`], -amt), 'out'),
        k(mk(d, ['Instant Transfer Fee'], -Math.max(25, Math.round(amt * 0.0175))), 'fee'),
      ];
    }
    if (r < 0.86)
      return [
        k(
          mk(
            d,
            ['Cash Card ATM Withdrawal', `${word(rng).toUpperCase()} ${rng.pick(US_CITIES)}`],
            -rng.int(2, 20) * 1_000,
          ),
          'card',
        ),
        k(mk(d, ['ATM Fee'], -250), 'fee'),
      ];
    if (r < 0.91)
      return [
        k(
          mk(
            d,
            ['Paper Money Deposit', rng.pick(['Walgreens', 'CVS', '7-Eleven', 'Dollar General'])],
            logAmount(rng, 2_000, 50_000, 100),
          ),
          'deposit',
        ),
        k(mk(d, ['Paper Money Deposit Fee'], -100), 'fee'),
      ];
    if (r < 0.95)
      return k(
        mk(
          d,
          [
            'Standard Transfer',
            `To ${rng.pick(['Chase', 'Wells Fargo', 'Bank of America'])} ${digits(rng, 4)}`,
          ],
          -logAmount(rng, 2_000, 80_000, 100),
        ),
        'out',
      );
    return k(mk(d, ['Bitcoin Purchase'], -logAmount(rng, 500, 10_000, 100)), 'card');
  });
  for (const day of [rng.int(1, 14), rng.int(15, 28)])
    txs.push(
      k(
        mk(
          `${start.slice(0, 8)}${String(day).padStart(2, '0')}`,
          [`Direct Deposit from ${employer}`, 'Payroll'],
          logAmount(rng, 60_000, 180_000),
        ),
        'deposit',
      ),
    );
  txs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const opening = liftOpening(txs, logAmount(rng, 0 + 100, 50_000), 0);
  runBalances(txs, opening);
  const closing = txs.at(-1)!.balance;
  const holder = `${word(rng)} ${word(rng)}`;
  const tag = `$${holder.split(' ')[0]!.toLowerCase()}${digits(rng, 2)}`;
  const acct = `XXXXX${last4}`;
  const st = statementOf({
    bank: brand,
    holder,
    account: acct,
    type: 'Checking',
    currency: 'USD',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const signedUsd = (v: number) => `${v < 0 ? '-' : '+'}$${formatMinor(v, EN)}`;
  const cols: Column[] = [
    { key: 'date', header: ['Date'], x: g.left, align: 'left' },
    {
      key: 'desc',
      header: ['Description'],
      x: g.left + 70,
      align: 'left',
      width: g.right - g.left - 170,
    },
    { key: 'amount', header: ['Amount'], x: g.right, align: 'right' },
  ];
  const rows: Row[] = [...txs]
    .reverse()
    .map((t) =>
      linesRow(
        st,
        t,
        lines.get(t)!,
        { date: formatDate(t.date, 'MMM D') },
        { amount: signedUsd(t.amount) },
        null,
      ),
    );
  const by = (kind: string) => absUsd(Math.abs(sumOf(txs, (t) => kinds.get(t) === kind)));
  const half = g.left + (g.right - g.left) * 0.5;
  const kv = (l: string, v: string, x: number, w: number, bold = false) => [
    { text: l, x, bold },
    { text: v, x: x + w, align: 'right' as const, bold },
  ];
  const w = (g.right - g.left) * 0.42;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: brand, x: g.left, bold: true, size: g.size + 8 },
          { text: 'Monthly Statement', x: g.right, align: 'right', bold: true, size: g.size + 2 },
        ],
        gapAfter: g.lineHeight * 0.3,
      },
      {
        cells: [
          { text: formatDate(start, 'MMMM YYYY'), x: g.right, align: 'right', size: g.size + 1 },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      { cells: [{ text: holder, x: g.left, bold: true }] },
      { cells: [{ text: tag, x: g.left }] },
      { cells: [{ text: `Account number ${acct}`, x: g.left }] },
      {
        cells: [
          {
            text: `Routing number ${rng.pick(['041215663', '073923033', '084106768'])}`,
            x: g.left,
          },
        ],
        gapAfter: g.lineHeight * 0.8,
      },
      { cells: [...kv('Summary', '', g.left, w, true), ...kv('Activity', '', half, w, true)] },
      {
        cells: [
          ...kv('Starting balance', absUsd(opening), g.left, w),
          ...kv('Card spending', by('card'), half, w),
        ],
      },
      {
        cells: [
          ...kv('Money in', absUsd(sumOf(txs, (t) => t.amount > 0)), g.left, w),
          ...kv('Payments sent', by('sent'), half, w),
        ],
      },
      {
        cells: [
          ...kv('Money out', absUsd(-sumOf(txs, (t) => t.amount < 0)), g.left, w),
          ...kv('Payments received', by('received'), half, w),
        ],
      },
      {
        cells: [
          ...kv('Ending balance', absUsd(closing), g.left, w, true),
          ...kv('Deposits', by('deposit'), half, w),
        ],
      },
      { cells: [...kv('Transfers out', by('out'), half, w)] },
      { cells: [...kv('Fees', by('fee'), half, w)], gapAfter: g.lineHeight },
      { cells: [{ text: 'Transactions', x: g.left, bold: true, size: g.size + 2 }] },
    ],
  };
  const partner = `${word(rng)} Bank`;
  const spec = docSpec(g, [header, { kind: 'table', columns: cols, rows, headerRule: true }], {
    pageHeader: () => [
      [{ text: `${brand}  ·  ${holder}  ·  ${formatDate(start, 'MMMM YYYY')}`, x: g.left }],
    ],
    footer: (p, n) => [
      [
        {
          text: `${brand} is a financial platform, not a bank. Banking services provided by ${partner}, Member FDIC.`,
          x: g.left,
          size: g.size - 2,
        },
      ],
      [{ text: `${p} of ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
    ],
  });
  return { family: 'us-p2p-wallet-month', spec, statements: [st] };
};
