/**
 * A UK building society's current account statement (Nationwide FlexAccount-like, under an
 * invented society): numbered statements on a mid-month cycle, "Statement no: 43" and
 * "Statement date: 14 March 2024" the only dates in the header, the period's start printed only
 * inside the first row "Balance from statement 42 dated 14/02/2024" (no date in the date
 * column), Date | Description | £Out | £In | £Balance with MONEY OUT BEFORE MONEY IN, "05 Mar"
 * dates without a year once per day (the cycle may cross the new year), the balance only on the
 * last row of a day, two-line descriptions (kind, then payee/merchant: "Contactless Payment" /
 * "TESCO STORES 3421 READING GB", "Payment to", "Transfer from", "Bank credit", "Direct debit",
 * "Standing order", "Visa purchase", "Cash withdrawal"), "Balance carried forward" at the foot of
 * a page and "Balance brought forward" at the top of the next, monthly interest on a FlexDirect,
 * and a summary box (start and end balance, money out/in, average balances, arranged overdraft)
 * that is not rows.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { UK_DD, UK_TOWNS, ukMerchant, ukPostcode } from '../blind-1/words.ts';
import { cap, digits, moneyColumns, statementOf, word } from '../blind-3/common.ts';
import { firstOfDay, lastOfDay, linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { byDate, rowMaker } from '../blind-11/kit.ts';

export const ukBsFlexStatementno: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 2.2, 90);
  const y = rng.int(2019, 2025);
  const cycle = rng.int(2, 27);
  const end = `${y}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(cycle).padStart(2, '0')}`;
  const prev = addDays(end, -rng.pick([28, 29, 30, 31]));
  const start = addDays(prev, 1);
  const { mk, lines } = rowMaker();
  const employer = `${word(rng).toUpperCase()} ${rng.pick(['LTD', 'PLC', 'NHS TRUST', 'COUNCIL'])}`;
  const txs = scatter(rng, start, end, count, (d): SynthTx => {
    const r = rng.next();
    if (r < 0.35)
      return mk(
        d,
        ['Contactless Payment', `${ukMerchant(rng).toUpperCase()} GB`],
        -logAmount(rng, 120, 6_000),
      );
    if (r < 0.5)
      return mk(
        d,
        ['Visa purchase', `${ukMerchant(rng).toUpperCase()}`],
        -logAmount(rng, 300, 15_000),
      );
    if (r < 0.62) return mk(d, ['Direct debit', rng.pick(UK_DD)], -logAmount(rng, 800, 20_000));
    if (r < 0.7)
      return mk(
        d,
        [
          'Payment to',
          `${String.fromCharCode(65 + rng.int(0, 25))} ${word(rng).toUpperCase()} ${rng.pick(['RENT', 'THANKS', 'GIFT', 'BILLS'])}`,
        ],
        -logAmount(rng, 1_000, 60_000, 100),
      );
    if (r < 0.76)
      return mk(
        d,
        [
          'Standing order',
          `${word(rng).toUpperCase()} ${rng.pick(['SAVINGS', 'POCKET MONEY', 'ALLOTMENT'])}`,
        ],
        -logAmount(rng, 1_000, 30_000, 500),
      );
    if (r < 0.82)
      return mk(
        d,
        [
          'Cash withdrawal',
          `${rng.pick(['LINK', 'NOTEMACHINE', 'SOCIETY ATM'])} ${rng.pick(UK_TOWNS)} ${formatDate(d, 'DDMMM').toUpperCase()}`,
        ],
        -rng.int(1, 20) * 1_000,
      );
    if (r < 0.92)
      return mk(
        d,
        [
          'Transfer from',
          `${digits(rng, 4)}/${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`,
        ],
        logAmount(rng, 1_000, 50_000, 100),
      );
    return mk(
      d,
      ['Bank credit', `${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`],
      logAmount(rng, 500, 30_000),
    );
  });
  const payday = addDays(start, rng.int(8, 20));
  txs.push(mk(payday, ['Bank credit', `${employer} SALARY`], logAmount(rng, 140_000, 450_000)));
  const flexDirect = rng.chance(0.4);
  if (flexDirect)
    txs.push(
      mk(
        end,
        ['Interest', rng.pick(['FlexDirect 5.00% AER', 'Credit interest'])],
        rng.int(50, 5_000),
      ),
    );
  byDate(txs);
  const opening = liftOpening(txs, logAmount(rng, 5_000, 200_000), rng.chance(0.25) ? -50_000 : 0);
  const closing = txs.at(-1)!.balance;
  const society = `${word(rng)} ${rng.pick(['Building Society', 'Building Society', 'Mutual'])}`;
  const holder = `${rng.pick(['Mr', 'Mrs', 'Ms', 'Miss', 'Dr'])} ${cap(word(rng))} ${cap(word(rng))}`;
  const acct = digits(rng, 8);
  const sort = `07-${digits(rng, 2)}-${digits(rng, 2)}`;
  const no = rng.int(3, 240);
  const st = statementOf({
    bank: society,
    holder,
    account: acct,
    type: 'Current account',
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
    lead: [['date', ['Date'], 50]],
    desc: ['Description'],
    money: [
      ['out', ['£Out']],
      ['in', ['£In']],
      ['balance', ['£Balance']],
    ],
    moneyWidth: 70,
  });
  const first = firstOfDay(txs);
  const last = lastOfDay(txs);
  const rows: Row[] = [
    {
      cells: {
        desc: `Balance from statement ${no - 1} dated ${formatDate(prev, 'DD/MM/YYYY')}`,
        balance: bal(opening),
      },
      balanceAfter: opening,
    },
    ...txs.map((t, i) =>
      linesRow(
        st,
        t,
        lines.get(t)!,
        { date: first[i] ? formatDate(t.date, 'DD MMM') : '' },
        {
          [t.amount < 0 ? 'out' : 'in']: m(t.amount),
          ...(last[i] ? { balance: bal(t.balance) } : {}),
        },
        last[i] ? t.balance : null,
      ),
    ),
  ];
  const lx = g.left + (g.right - g.left) * 0.55;
  const kv = (l: string, v: string, bold = false) => [
    { text: l, x: lx, bold },
    { text: v, x: g.right, align: 'right' as const, bold },
  ];
  const pound = (v: number) => `${v < 0 ? '-' : ''}£${m(v)}`;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: society, x: g.left, bold: true, size: g.size + 7 },
          {
            text: rng.pick(['FlexAccount', 'FlexDirect', 'FlexPlus']),
            x: g.right,
            align: 'right',
            bold: true,
            size: g.size + 3,
          },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
      { cells: [{ text: holder, x: g.left }, ...kv('Statement no:', String(no))] },
      {
        cells: [
          {
            text: `${rng.int(1, 150)} ${cap(word(rng))} ${rng.pick(['Road', 'Street', 'Close', 'Way'])}`,
            x: g.left,
          },
          ...kv('Statement date:', formatDate(end, 'D MMMM YYYY')),
        ],
      },
      {
        cells: [
          { text: cap(rng.pick(UK_TOWNS).toLowerCase()), x: g.left },
          ...kv('Sort code', sort),
        ],
      },
      {
        cells: [{ text: ukPostcode(rng), x: g.left }, ...kv('Account no', acct)],
        gapAfter: g.lineHeight,
      },
      { cells: [{ text: 'Summary', x: g.left, bold: true }] },
      {
        cells: [
          { text: 'Start balance', x: g.left },
          { text: pound(opening), x: g.left + 200, align: 'right' },
          ...kv('Average credit balance', pound(Math.max(0, Math.round((opening + closing) / 2)))),
        ],
      },
      {
        cells: [
          { text: 'Money out', x: g.left },
          { text: pound(-sumOf(txs, (t) => t.amount < 0)), x: g.left + 200, align: 'right' },
          ...kv(
            'Average debit balance',
            pound(Math.min(opening, ...txs.map((t) => t.balance)) < 0 ? rng.int(100, 20_000) : 0),
          ),
        ],
      },
      {
        cells: [
          { text: 'Money in', x: g.left },
          { text: pound(sumOf(txs, (t) => t.amount > 0)), x: g.left + 200, align: 'right' },
          ...kv('Arranged overdraft limit', pound(rng.pick([0, 25_000, 50_000, 100_000]))),
        ],
      },
      {
        cells: [
          { text: 'End balance', x: g.left, bold: true },
          { text: pound(closing), x: g.left + 200, align: 'right', bold: true },
        ],
        gapAfter: g.lineHeight,
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
        headerRule: true,
        title: 'Your transactions',
        carry: {
          end: (b) => ({ cells: { desc: 'Balance carried forward', balance: bal(b) } }),
          start: (b) => ({ cells: { desc: 'Balance brought forward', balance: bal(b) } }),
        },
      },
    ],
    {
      pageHeader: () => [
        [
          { text: `${society}  ${holder}`, x: g.left, bold: true },
          { text: `Statement no: ${no}  Account no ${acct}`, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: `${society} is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority.`,
            x: g.left,
            size: g.size - 2,
          },
        ],
        [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'uk-bs-flex-statementno', spec, statements: [st] };
};
