/**
 * A UK supermarket-bank credit card (Tesco Bank Clubcard-like): only the statement date printed
 * in full ("Statement date 14 March 2024"), the activity range in words with the year once
 * ("Transactions from 15 February to 14 March 2024"), an account summary (Balance from last
 * statement, Payments and refunds, Purchases, Cash withdrawals, Interest, Fees = New balance),
 * credit limit, minimum payment "to reach us by", a points box, then Date | Description |
 * Points | Amount with "14 Feb" dates (no year), the loyalty points a purchase earned in their
 * own column (whole numbers, not money), and payments and refunds printed "-£120.00".
 * No running balance; rows by date as printed.
 */
import { docSpec, type FamilyFn, geometry, rowsFor, truthTx } from '../../families.ts';
import { addDays, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { cardActivity } from '../blind-1/card.ts';
import { person } from '../blind-1/kit.ts';
import { UK_TOWNS, ukMerchant, ukPostcode } from '../blind-1/words.ts';
import { digits, moneyColumns, statementOf, word } from '../blind-3/common.ts';

export const ukCardPoints: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const y = rng.int(2019, 2025);
  const start = `${y}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(2, 27)).padStart(2, '0')}`;
  const end = addDays(start, 27 + rng.int(0, 3));
  const owed = rng.chance(0.25) ? 0 : rng.int(2_000, 450_000);
  const store = `${word(rng).toUpperCase()} STORES`;
  const { txs, opening, closing } = cardActivity(rng, {
    start,
    end,
    purchases: rowsFor(rng, g, o.pages, 1.15),
    owed,
    words: {
      merchant: (r) =>
        r.chance(0.3) ? `${store} ${digits(r, 4)} ${r.pick(UK_TOWNS)}` : ukMerchant(r),
      payment: (r) =>
        r.pick(['PAYMENT RECEIVED - THANK YOU', 'DIRECT DEBIT PAYMENT', 'FASTER PAYMENT RECEIVED']),
      refund: (r) => `REFUND ${ukMerchant(r)}`,
      fees: ['LATE PAYMENT FEE', 'OVERLIMIT FEE', 'CASH ADVANCE FEE'],
      interest: ['INTEREST ON PURCHASES', 'INTEREST ON CASH'],
      cash: (r) => `CASH WITHDRAWAL ${r.pick(UK_TOWNS)}`,
    },
  });
  const bank = rng.pick([`${word(rng)} Bank`, `${word(rng)} Bank plc`]);
  const holder = person(rng);
  const card = `${rng.pick(['4567', '5412', '4921'])} XXXX XXXX ${digits(rng, 4)}`;
  const st = statementOf({
    bank,
    holder,
    account: card,
    type: 'Clubcard Credit Card',
    currency: 'GBP',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  st.totals.moneyOut = null; // printed only by kind
  const points = (minor: number) => Math.floor(-minor / 800) * (rng.chance(0.3) ? 2 : 1);
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], 50]],
    desc: ['Description'],
    money: [
      ['points', ['Points']],
      ['amount', ['Amount']],
    ],
    moneyWidth: 64,
  });
  let pointsTotal = 0;
  const rows: Row[] = txs.map((t) => {
    const truth = truthTx(t, t.description, null);
    st.transactions.push(truth);
    const pts = t.kind === 'purchase' ? points(t.amount) : 0;
    pointsTotal += pts;
    return {
      cells: {
        date: formatDate(t.date, 'D MMM'),
        desc: t.description,
        points: pts ? String(pts) : '',
        amount: `${t.amount > 0 ? '-' : ''}£${formatMinor(t.amount)}`,
      },
      tx: truth,
    };
  });
  const sum = (...k: string[]) =>
    -txs.filter((t) => k.includes(t.kind)).reduce((s, t) => s + t.amount, 0);
  const limit = Math.ceil((Math.max(owed, -closing) + 150_000) / 50_000) * 50_000;
  const minPay = closing < 0 ? Math.min(-closing, Math.max(2_500, Math.round(-closing * 0.03))) : 0;
  const long = (iso: string) => formatDate(iso, 'D MMMM YYYY');
  const range =
    start.slice(0, 4) === end.slice(0, 4)
      ? `${formatDate(start, 'D MMMM')} to ${long(end)}`
      : `${long(start)} to ${long(end)}`;
  const lx = g.left + (g.right - g.left) * 0.55;
  const pair = (l: string, v: string, bold = false) => ({
    cells: [
      { text: l, x: lx, bold },
      { text: v, x: g.right, align: 'right' as const, bold },
    ],
  });
  const gbp = (v: number) => `£${formatMinor(v)}`;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 8 },
          {
            text: 'Clubcard Credit Card',
            x: g.right,
            align: 'right',
            bold: true,
            size: g.size + 1,
          },
        ],
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          { text: holder, x: g.left },
          { text: `Statement date ${long(end)}`, x: lx, bold: true },
        ],
      },
      {
        cells: [
          {
            text: `${rng.int(1, 120)} ${word(rng)} ${rng.pick(['Street', 'Avenue', 'Road'])}`,
            x: g.left,
          },
          { text: `Card number ${card}`, x: lx },
        ],
      },
      {
        cells: [
          { text: rng.pick(UK_TOWNS), x: g.left },
          { text: `Credit limit ${gbp(limit)}`, x: lx },
        ],
      },
      {
        cells: [
          { text: ukPostcode(rng), x: g.left },
          { text: `Available credit ${gbp(Math.max(0, limit + closing))}`, x: lx },
        ],
        gapAfter: g.lineHeight,
      },
      { cells: [{ text: 'Your account summary', x: lx, bold: true, size: g.size + 1 }] },
      pair('Balance from last statement', gbp(-opening)),
      pair('Payments and refunds', `-${gbp(-sum('payment', 'credit'))}`),
      pair('Purchases', gbp(sum('purchase'))),
      pair('Cash withdrawals', gbp(sum('cash'))),
      pair('Interest', gbp(sum('interest'))),
      pair('Fees', gbp(sum('fee'))),
      pair('New balance', gbp(-closing), true),
      { cells: [], gapAfter: g.lineHeight * 0.3 },
      pair('Minimum payment', gbp(minPay), true),
      {
        cells: [{ text: `to reach us by ${long(addDays(end, 25))}`, x: lx }],
        gapAfter: g.lineHeight * 0.5,
      },
      {
        cells: [{ text: `Clubcard points this statement: ${pointsTotal}`, x: g.left, bold: true }],
        gapAfter: g.lineHeight,
      },
      { cells: [{ text: `Transactions from ${range}`, x: g.left, bold: true, size: g.size + 1 }] },
    ],
  };
  const rates: Block = {
    kind: 'lines',
    lines: [
      { cells: [{ text: 'Your interest rates', x: g.left, bold: true }] },
      {
        cells: [
          { text: 'Purchases', x: g.left },
          { text: `${(rng.int(1890, 3490) / 100).toFixed(2)}% p.a.`, x: lx },
        ],
      },
      {
        cells: [
          { text: 'Cash', x: g.left },
          { text: `${(rng.int(2490, 3990) / 100).toFixed(2)}% p.a.`, x: lx },
        ],
      },
    ],
  };
  const legal = `${bank} is a trading name of ${word(rng)} Personal Finance plc. Registered in Scotland No. SC${digits(rng, 6)}. Authorised by the PRA.`;
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true },
      { kind: 'space', height: g.lineHeight },
      rates,
    ],
    {
      pageHeader: () => [
        [
          { text: `${bank}  Clubcard Credit Card  ${card}`, x: g.left, bold: true },
          { text: `Statement date ${long(end)}`, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [{ text: legal, x: g.left, size: g.size - 2.5 }],
        [
          {
            text: `Page ${p} of ${n}`,
            x: (g.left + g.right) / 2,
            align: 'center',
            size: g.size - 0.5,
          },
        ],
      ],
    },
  );
  return { family: 'uk-card-points', spec, statements: [st] };
};
