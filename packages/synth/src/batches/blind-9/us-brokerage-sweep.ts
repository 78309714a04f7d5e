/**
 * A US brokerage account's cash activity (Schwab / Fidelity-like monthly statement, the core
 * cash held in a money-market sweep fund): "Beginning cash balance" and "Ending cash balance",
 * a cash summary by kind, then Date | Activity | Description | Amount with MM/DD/YY dates and
 * signed amounts ("-2,450.10"), no running balance. Buys and sells move cash (quantity and price
 * inside the description), dividends that are reinvested print twice (Dividend +, Reinvest -,
 * netting to zero), the sweep fund's month-end dividend, ACH deposits and withdrawals, and an
 * advisory fee. A money-market yield line and a holdings total that are not rows.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { person } from '../blind-1/kit.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  statementOf,
  tx,
  txRow,
  word,
} from '../blind-3/common.ts';
import { calendarPeriod } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { dollars, liftOpening, logAmount, scatter } from './kit.ts';

const FUNDS: [string, string, number][] = [
  ['VANGUARD TOTAL STOCK MARKET ETF', 'VTI', 24_510],
  ['ISHARES CORE S&P 500 ETF', 'IVV', 51_220],
  ['APPLE INC', 'AAPL', 18_730],
  ['MICROSOFT CORP', 'MSFT', 41_005],
  ['JOHNSON & JOHNSON', 'JNJ', 15_840],
  ['SCHWAB US DIVIDEND EQUITY ETF', 'SCHD', 7_812],
  ['VANGUARD TOTAL BOND MARKET ETF', 'BND', 7_255],
  ['COCA-COLA CO', 'KO', 6_120],
];

type Kind =
  | 'Bought'
  | 'Sold'
  | 'Dividend'
  | 'Reinvest'
  | 'Deposit'
  | 'Withdrawal'
  | 'Interest'
  | 'Fee';

export const usBrokerageSweep: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowCount(rng, g, o.pages, 1.3, 80);
  const { start, end } = calendarPeriod(rng, 1);
  const kinds = new Map<SynthTx, Kind>();
  const mk = (date: string, kind: Kind, d: string, amount: number) => {
    const t = tx(date, d, amount);
    kinds.set(t, kind);
    return t;
  };
  const sweep = rng.pick([
    ['SCHWAB VALUE ADVANTAGE MONEY FUND', 'SWVXX'],
    ['FIDELITY GOVERNMENT MONEY MARKET', 'SPAXX'],
    ['VANGUARD FEDERAL MONEY MARKET', 'VMFXX'],
  ]);
  const qty = (rng: Rng) => (rng.chance(0.7) ? rng.int(1, 120) * 1000 : rng.int(1000, 90_000));
  const shares = (q: number) => (q / 1000).toFixed(3);
  const txs = scatter(rng, start, end, count, (date) => {
    const [name, sym, price0] = rng.pick(FUNDS);
    const price = Math.round(price0 * rng.float(0.93, 1.07));
    const r = rng.next();
    if (r < 0.3) {
      const q = qty(rng);
      const cost = Math.round((q * price) / 1000);
      const buy = rng.chance(0.6);
      return mk(
        date,
        buy ? 'Bought' : 'Sold',
        `${name} (${sym}) ${shares(q)} SHS @ ${formatMinor(price, EN)}`,
        buy ? -cost : cost,
      );
    }
    if (r < 0.55) {
      const div = logAmount(rng, 300, 120_000);
      const d = mk(date, 'Dividend', `${name} (${sym}) QUALIFIED DIVIDEND`, div);
      if (!rng.chance(0.6)) return d;
      const q = Math.max(1, Math.round((div * 1000) / price));
      return [
        d,
        mk(
          date,
          'Reinvest',
          `${name} (${sym}) REINVEST ${shares(q)} SHS @ ${formatMinor(price, EN)}`,
          -div,
        ),
      ];
    }
    if (r < 0.75)
      return mk(
        date,
        'Deposit',
        `ACH DEPOSIT FROM ${word(rng).toUpperCase()} BANK XXXX${digits(rng, 4)}`,
        rng.int(1, 100) * 10_000,
      );
    if (r < 0.92)
      return mk(
        date,
        'Withdrawal',
        rng.pick([
          `ACH WITHDRAWAL TO ${word(rng).toUpperCase()} BANK XXXX${digits(rng, 4)}`,
          'WIRE TRANSFER OUT',
          `CHECK #${digits(rng, 4)}`,
        ]),
        -logAmount(rng, 5_000, 800_000, 100),
      );
    return mk(
      date,
      'Fee',
      rng.pick(['ADVISORY FEE QUARTERLY', 'FOREIGN TAX WITHHELD', 'ADR MANAGEMENT FEE']),
      -logAmount(rng, 100, 40_000),
    );
  });
  txs.push(mk(end, 'Interest', `${sweep[0]} (${sweep[1]}) DIVIDEND`, rng.int(5, 9_000)));
  const opening = liftOpening(txs, rng.int(50_000, 5_000_000), 0, 100);
  const bank = rng.pick([
    `${word(rng)} & Co.`,
    `${word(rng)} Investments`,
    `${word(rng)} Brokerage Services LLC`,
  ]);
  const holder = person(rng);
  const acct = `${digits(rng, 4)}-${digits(rng, 4)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Brokerage Account',
    currency: 'USD',
    start,
    end,
    opening,
    txs,
    printsTotals: false,
  });
  const closing = txs.at(-1)!.balance;
  const signed = (v: number) => `${v < 0 ? '-' : ''}${formatMinor(v, EN)}`;
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['Date'], 52],
      ['kind', ['Activity'], 62],
    ],
    desc: ['Description'],
    money: [['amount', ['Amount']]],
    moneyWidth: 80,
  });
  const rows: Row[] = txs.map((t) =>
    txRow(
      st,
      t,
      { date: formatDate(t.date, 'MM/DD/YY'), kind: kinds.get(t)!, amount: signed(t.amount) },
      null,
    ),
  );
  const by = (k: Kind) => sumOf(txs, (t) => kinds.get(t) === k);
  const sumX = g.left + (g.right - g.left) * 0.5;
  const pair = (l: string, v: string, bold = false) => ({
    cells: [
      { text: l, x: sumX, bold },
      { text: v, x: g.right, align: 'right' as const, bold },
    ],
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          {
            text: `Statement Period: ${formatDate(start, 'MMMM D')}-${formatDate(end, 'D, YYYY')}`,
            x: g.right,
            align: 'right',
          },
        ],
        gapAfter: g.lineHeight * 0.8,
      },
      {
        cells: [
          { text: holder, x: g.left },
          { text: 'Cash Activity Summary', x: sumX, bold: true },
        ],
      },
      {
        cells: [
          { text: `Account Number ${acct}`, x: g.left },
          ...pair('Beginning Cash Balance', dollars(opening)).cells,
        ],
      },
      {
        cells: [
          { text: `Core position: ${sweep[0]}`, x: g.left, size: g.size - 1 },
          ...pair('Deposits', dollars(by('Deposit'))).cells,
        ],
      },
      {
        cells: [
          { text: `7-day yield ${rng.float(3.8, 5.2).toFixed(2)}%`, x: g.left, size: g.size - 1 },
          ...pair('Withdrawals', dollars(by('Withdrawal'))).cells,
        ],
      },
      pair('Securities Purchased', dollars(by('Bought') + by('Reinvest'))),
      pair('Securities Sold', dollars(by('Sold'))),
      pair('Dividends and Interest', dollars(by('Dividend') + by('Interest'))),
      pair('Fees and Charges', dollars(by('Fee'))),
      { ...pair('Ending Cash Balance', dollars(closing), true), gapAfter: g.lineHeight * 0.3 },
      {
        cells: [
          {
            text: `Total Account Value (incl. securities) ${dollars(closing + rng.int(1_000_000, 90_000_000))}`,
            x: sumX,
            size: g.size - 1,
          },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      {
        kind: 'table',
        columns: cols,
        rows,
        wrapKey: 'desc',
        title: 'Transaction Detail',
        continuedSuffix: ' (continued)',
        headerRule: true,
      },
      { kind: 'lines', lines: [pair('Ending Cash Balance', signed(closing), true)] },
    ],
    {
      pageHeader: (p) => [
        [
          { text: `${holder}  Account ${acct}`, x: g.left },
          { text: `Page ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `Securities offered through ${bank}, Member SIPC. Money market funds are not FDIC insured.`,
        (p, n) => `Page ${p} of ${n}`,
      ),
    },
  );
  return { family: 'us-brokerage-sweep', spec, statements: [st] };
};
