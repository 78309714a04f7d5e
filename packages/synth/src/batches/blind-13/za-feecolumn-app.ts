/**
 * A South African retail bank's transaction account statement (Capitec Global One-like, under
 * an invented brand): "From 01/03/2024 To 31/03/2024", a 10-digit account number, a summary
 * (Opening Balance, Money In, Money Out, Fees, Closing Balance) and a fee summary by kind (not
 * rows), then Date | Description | Category | Money In | Money Out | Fees | Balance with
 * DD/MM/YYYY dates, money out and fees printed with a leading minus ("-150.00", "-6.00"), and a
 * FEE IN A COLUMN OF ITS OWN on the same row as the payment, cash withdrawal or debit order
 * that caused it; some rows carry only a fee (Monthly Account Admin Fee, SMS Notification Fees).
 * The balance after each row includes its fee. Rows: POS purchases, Banking App payments,
 * debit orders, ATM withdrawals, prepaid airtime, card subscriptions, salary, transfers from
 * savings, round-ups to savings, interest received. Truth: one row per printed row, amount =
 * money in + money out + fee (what the balance moved by), description = Description and
 * Category joined; the printed Money Out total excludes fees, so the truth leaves it unset.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { digits, moneyColumns, statementOf, tx, word } from '../blind-3/common.ts';
import { calendarPeriod } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { slot } from '../blind-10/kit.ts';
import { byDate } from '../blind-11/kit.ts';
import { columnsRow } from '../blind-12/kit.ts';

interface Parts {
  category: string;
  money: number;
  fee: number;
}
const SHOPS = [
  'Checkers',
  'Pick n Pay',
  'Shoprite',
  'Woolworths',
  'Spar',
  'Clicks',
  'Dis-Chem',
  'Engen',
  'Sasol',
  'KFC',
  'Nandos',
];
const TOWNS = [
  'Sandton',
  'Soweto',
  'Durbanville',
  'Umhlanga',
  'Centurion',
  'Bellville',
  'Polokwane',
  'Rosebank',
];

export const zaFeecolumnApp: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.25, 100);
  const { start, end } = calendarPeriod(rng, 1);
  const parts = new Map<SynthTx, Parts>();
  const row = (d: string, text: string, category: string, money: number, fee = 0) => {
    const t = tx(d, text, money + fee);
    parts.set(t, { category, money, fee });
    return t;
  };
  const txs = scatter(rng, start, end, count, (d): SynthTx => {
    const r = rng.next();
    if (r < 0.38) {
      const shop = rng.pick(SHOPS);
      return row(
        d,
        `POS Purchase: ${shop} ${rng.pick(TOWNS)}`,
        /Engen|Sasol/.test(shop) ? 'Fuel' : /KFC|Nandos/.test(shop) ? 'Takeaways' : 'Groceries',
        -logAmount(rng, 1_500, 150_000),
      );
    }
    if (r < 0.5)
      return row(
        d,
        `Banking App Payment: ${word(rng)} ${rng.pick(['Rent', 'Stokvel', 'School Fees', 'Loan'])}`,
        'Transfer',
        -logAmount(rng, 10_000, 500_000, 100),
        -rng.pick([100, 200, 650]),
      );
    if (r < 0.6)
      return row(
        d,
        `Debit Order: ${rng.pick(['DSTV', 'Vodacom', 'Old Mutual', 'Sanlam', 'Virgin Active', 'Hollard'])}`,
        rng.pick(['Insurance', 'Cellphone', 'Entertainment']),
        -logAmount(rng, 9_900, 120_000),
        -300,
      );
    if (r < 0.7) {
      const other = rng.chance(0.4);
      return row(
        d,
        `Cash Withdrawal: ${other ? 'Other Bank ATM' : `ATM ${rng.pick(TOWNS)}`}`,
        'Cash Withdrawal',
        -rng.int(1, 30) * 5_000,
        -(other ? 1_000 : rng.pick([1_000, 900])),
      );
    }
    if (r < 0.78)
      return row(
        d,
        `Prepaid Airtime: ${rng.pick(['Vodacom', 'MTN', 'Cell C', 'Telkom'])}`,
        'Cellphone',
        -rng.pick([2_900, 5_000, 9_900, 10_000]),
      );
    if (r < 0.84)
      return row(
        d,
        `Card Subscription: ${rng.pick(['Netflix', 'Spotify', 'Showmax', 'Apple.com/bill'])}`,
        'Subscriptions',
        -logAmount(rng, 4_900, 19_900),
      );
    if (r < 0.9)
      return row(d, 'Live Better Round-up: Transfer to Savings', 'Savings', -rng.int(10, 900));
    if (r < 0.96)
      return row(
        d,
        `Transfer In: ${rng.pick(['Savings', 'Flexible Savings'])}`,
        'Transfer',
        logAmount(rng, 5_000, 200_000, 100),
      );
    return row(
      d,
      `Payment Received: ${word(rng)} ${word(rng)}`,
      'Other Income',
      logAmount(rng, 5_000, 150_000, 100),
    );
  });
  txs.push(
    row(
      `${start.slice(0, 8)}${String(rng.int(20, 28))}`,
      `Salary: ${word(rng)} (Pty) Ltd`,
      'Salary',
      logAmount(rng, 800_000, 3_500_000),
    ),
  );
  txs.push(row(end, 'Monthly Account Admin Fee', 'Fees', 0, -rng.pick([750, 750, 600])));
  txs.push(row(end, 'SMS Notification Fees', 'Fees', 0, -35 * rng.int(5, 40)));
  txs.push(row(end, 'Interest Received', 'Interest', rng.int(5, 3_000)));
  byDate(txs);
  const opening = liftOpening(txs, logAmount(rng, 10_000, 500_000), 0);
  const closing = txs.at(-1)!.balance;
  const bank = `${word(rng)} Bank`;
  const holder = `${rng.pick(['MR', 'MRS', 'MS'])} ${String.fromCharCode(65 + rng.int(0, 25))} ${word(rng).toUpperCase()}`;
  const acct = `1${digits(rng, 9)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Transaction account',
    currency: 'ZAR',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  st.totals.moneyOut = null; // printed split into Money Out and Fees
  const m = (v: number) => formatMinor(v, EN);
  const s = (v: number) => (v < 0 ? `-${m(v)}` : m(v));
  const catW = slot(g, ['Subscriptions'], ['Category'], 6);
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], 56]],
    desc: ['Description'],
    money: [
      ['in', ['Money In']],
      ['out', ['Money Out']],
      ['fee', ['Fees']],
      ['balance', ['Balance']],
    ],
    moneyWidth: 52,
  });
  const desc = cols.find((c) => c.key === 'desc')!;
  desc.width! -= catW;
  const catX = desc.x + desc.width! + 8;
  cols.splice(cols.indexOf(desc) + 1, 0, {
    key: 'cat',
    header: ['Category'],
    x: catX,
    align: 'left',
  });
  const rows: Row[] = txs.map((t) => {
    const p = parts.get(t)!;
    return columnsRow(
      st,
      t,
      { desc: t.description, cat: p.category },
      ['desc', 'cat'],
      {
        date: formatDate(t.date, 'DD/MM/YYYY'),
        ...(p.money > 0 ? { in: m(p.money) } : p.money < 0 ? { out: s(p.money) } : {}),
        ...(p.fee ? { fee: s(p.fee) } : {}),
        balance: s(t.balance),
      },
      t.balance,
    );
  });
  const fees = [...parts.values()].reduce((a, p) => a + p.fee, 0);
  const feeBy = (re: RegExp) =>
    txs.filter((t) => re.test(t.description)).reduce((a, t) => a + parts.get(t)!.fee, 0);
  const lx = g.left + (g.right - g.left) * 0.55;
  const R = (v: number) => `R${s(v)}`;
  const kv = (l: string, v: string, l2 = '', v2 = '', bold = false) => ({
    cells: [
      { text: l, x: g.left, bold },
      { text: v, x: lx - 30, align: 'right' as const, bold },
      { text: l2, x: lx },
      { text: v2, x: g.right, align: 'right' as const },
    ],
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 8 },
          {
            text: 'Main Account Statement',
            x: g.right,
            align: 'right',
            bold: true,
            size: g.size + 2,
          },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
      {
        cells: [
          { text: holder, x: g.left },
          {
            text: `From ${formatDate(start, 'DD/MM/YYYY')} To ${formatDate(end, 'DD/MM/YYYY')}`,
            x: g.right,
            align: 'right',
          },
        ],
      },
      {
        cells: [
          { text: `${rng.int(1, 300)} ${word(rng)} Street`, x: g.left },
          { text: `Account ${acct}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `${rng.pick(TOWNS)}, ${rng.int(1000, 9999)}`, x: g.left },
          {
            text: `Interest rate ${rng.pick(['5.25', '4.50', '6.00'])}% p.a.`,
            x: g.right,
            align: 'right',
          },
        ],
        gapAfter: g.lineHeight * 0.7,
      },
      kv('Summary', '', 'Fee Summary', '', true),
      kv('Opening Balance', R(opening), 'Payments', R(-feeBy(/Payment:/))),
      kv('Money In', R(sumOf(txs, (t) => t.amount > 0)), 'Debit Orders', R(-feeBy(/Debit Order/))),
      kv(
        'Money Out',
        R(-txs.reduce((a, t) => a + Math.min(0, parts.get(t)!.money), 0)),
        'Cash Withdrawals',
        R(-feeBy(/Cash Withdrawal/)),
      ),
      kv('Fees', R(-fees), 'Monthly Admin Fee', R(-feeBy(/Admin Fee/))),
      kv('Closing Balance', R(closing), 'Notifications', R(-feeBy(/SMS/)), true),
      { cells: [], gapAfter: g.lineHeight * 0.5 },
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
        wrapKey: 'desc',
        title: 'Transaction History',
      },
    ],
    {
      pageHeader: () => [[{ text: `${bank}  ${holder}  Account ${acct}`, x: g.left, bold: true }]],
      footer: (p, n) => [
        [
          {
            text: `${bank} Limited is an authorised financial services provider and registered credit provider. VAT incl. where applicable.`,
            x: g.left,
            size: g.size - 2,
          },
        ],
        [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'za-feecolumn-app', spec, statements: [st] };
};
