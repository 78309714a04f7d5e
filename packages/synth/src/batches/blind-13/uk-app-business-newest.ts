/**
 * A UK app-based business current account statement (Tide / Starling Business-like, under an
 * invented brand): the company as holder, sort code and account number, "Statement period:
 * 01/03/2024 - 31/03/2024", a summary (opening and closing balance, money in, money out, fees
 * this period: not rows), then Date | Transaction type | Details | Paid in (£) | Paid out (£) |
 * Balance (£) NEWEST FIRST with "31 Mar 2024" dates, a balance on every row, the kind in a column
 * of its own (Card Transaction, Domestic Transfer, Faster Payment, Direct Debit, Card Refund,
 * Cash Deposit, Fee), details over one or two lines (counterparty, then "Ref: INV-1023"), a 20p
 * "Transfer fee" row after every outgoing transfer, a Post Office cash deposit followed by its
 * 0.5 % fee, and the monthly plan fee. Truth description = the type and the details joined.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { company, UK_DD, UK_TOWNS, ukMerchant, ukPostcode } from '../blind-1/words.ts';
import { cap, digits, moneyColumns, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { byDate, rowMaker } from '../blind-11/kit.ts';

export const ukAppBusinessNewest: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.6, 90);
  const { start, end } = calendarPeriod(rng, 1);
  const { mk, lines } = rowMaker();
  const types = new Map<SynthTx, string>();
  const t = (x: SynthTx, type: string) => {
    types.set(x, type);
    return x;
  };
  const ref = () => `Ref: ${rng.pick(['INV-', 'INV', 'PO ', ''])}${rng.int(100, 9999)}`;
  const txs = scatter(rng, start, end, count, (d): SynthTx | SynthTx[] => {
    const r = rng.next();
    if (r < 0.35)
      return t(
        mk(d, [ukMerchant(rng).toUpperCase()], -logAmount(rng, 200, 25_000)),
        'Card Transaction',
      );
    if (r < 0.55)
      return [
        t(
          mk(
            d,
            [company(rng, ['LTD', 'LIMITED', 'SUPPLIES LTD']), ref()],
            -logAmount(rng, 2_000, 300_000),
          ),
          'Domestic Transfer',
        ),
        t(mk(d, ['Transfer fee'], -20), 'Fee'),
      ];
    if (r < 0.78)
      return t(
        mk(
          d,
          [company(rng, ['LTD', 'LLP', 'GROUP LTD', 'PLC']), ref()],
          logAmount(rng, 5_000, 600_000),
        ),
        'Faster Payment',
      );
    if (r < 0.88)
      return t(
        mk(
          d,
          [rng.pick([...UK_DD, 'HMRC VAT', 'XERO UK', 'WORLDPAY', 'NEST PENSIONS'])],
          -logAmount(rng, 1_000, 80_000),
        ),
        'Direct Debit',
      );
    if (r < 0.93) {
      const amt = logAmount(rng, 5_000, 150_000, 100);
      return [
        t(mk(d, [`Post Office ${rng.pick(UK_TOWNS)}`], amt), 'Cash Deposit'),
        t(mk(d, ['Cash deposit fee'], -Math.max(100, Math.round(amt * 0.005))), 'Fee'),
      ];
    }
    return t(
      mk(d, [`${ukMerchant(rng).toUpperCase()}`], logAmount(rng, 300, 10_000)),
      'Card Refund',
    );
  });
  txs.push(
    t(
      mk(
        end,
        [`${rng.pick(['Plus', 'Smart', 'Business'])} plan fee`],
        -rng.pick([999, 1_199, 4_999]),
      ),
      'Fee',
    ),
  );
  byDate(txs);
  const opening = liftOpening(txs, logAmount(rng, 50_000, 2_000_000), rng.int(0, 100_000));
  const closing = txs.at(-1)!.balance;
  const brand = `${word(rng)}`;
  const holder = `${word(rng).toUpperCase()} ${rng.pick(['CONSULTING', 'DESIGN', 'BUILDERS', 'TRADING', 'CATERING', 'DIGITAL'])} ${rng.pick(['LTD', 'LIMITED'])}`;
  const acct = digits(rng, 8);
  const sort = `${rng.pick(['04-06-05', '60-83-71', '04-00-75', '23-69-72'])}`;
  const st = statementOf({
    bank: brand,
    holder,
    account: acct,
    type: 'Business current account',
    currency: 'GBP',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, EN);
  const bal = (v: number) => (v < 0 ? `-${m(v)}` : m(v));
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['Date'], 62],
      ['type', ['Transaction type'], 92],
    ],
    desc: ['Details'],
    money: [
      ['in', ['Paid in (£)']],
      ['out', ['Paid out (£)']],
      ['balance', ['Balance (£)']],
    ],
    moneyWidth: 66,
  });
  const rows: Row[] = [...txs].reverse().map((x) =>
    linesRow(
      st,
      x,
      lines.get(x)!,
      { date: formatDate(x.date, 'DD MMM YYYY'), type: types.get(x)! },
      { [x.amount < 0 ? 'out' : 'in']: m(x.amount), balance: bal(x.balance) },
      x.balance,
      {
        lead: types.get(x)!,
      },
    ),
  );
  const pound = (v: number) => `${v < 0 ? '-' : ''}£${m(v)}`;
  const lx = g.left + (g.right - g.left) * 0.55;
  const kv = (l: string, v: string, bold = false) => [
    { text: l, x: lx, bold },
    { text: v, x: g.right, align: 'right' as const, bold },
  ];
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: brand, x: g.left, bold: true, size: g.size + 9 },
          {
            text: 'Business Account Statement',
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
          { text: holder, x: g.left, bold: true },
          ...kv(
            'Statement period:',
            `${formatDate(start, 'DD/MM/YYYY')} - ${formatDate(end, 'DD/MM/YYYY')}`,
          ),
        ],
      },
      {
        cells: [
          { text: `Unit ${rng.int(1, 40)}, ${cap(word(rng))} Business Park`, x: g.left },
          ...kv('Sort code', sort),
        ],
      },
      {
        cells: [
          { text: cap(rng.pick(UK_TOWNS).toLowerCase()), x: g.left },
          ...kv('Account number', acct),
        ],
      },
      {
        cells: [{ text: ukPostcode(rng), x: g.left }, ...kv('Company number', digits(rng, 8))],
        gapAfter: g.lineHeight,
      },
      { cells: [...kv('Opening balance', pound(opening))] },
      { cells: [...kv('Money in', pound(sumOf(txs, (x) => x.amount > 0)))] },
      { cells: [...kv('Money out', pound(-sumOf(txs, (x) => x.amount < 0)))] },
      { cells: [...kv('of which fees', pound(-sumOf(txs, (x) => types.get(x) === 'Fee')))] },
      { cells: [...kv('Closing balance', pound(closing), true)], gapAfter: g.lineHeight * 0.6 },
    ],
  };
  const partner = word(rng);
  const spec = docSpec(
    g,
    [header, { kind: 'table', columns: cols, rows, headerRule: true, wrapKey: 'desc' }],
    {
      pageHeader: () => [
        [
          { text: `${brand}  ${holder}`, x: g.left, bold: true },
          { text: `${sort}  ${acct}`, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: `${brand} is not a bank. Banking services provided by ${partner} Bank plc, protected by the FSCS.`,
            x: g.left,
            size: g.size - 2,
          },
        ],
        [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'uk-app-business-newest', spec, statements: [st] };
};
