/**
 * US brokerage account statement, cash activity (Schwab / Fidelity-like): "Statement Period
 * January 1-31, 2024" (the range in words, the year once), an account value summary where
 * securities sit beside cash (only cash is the statement's money), a Holdings excerpt, then
 * "Cash Activity": Date (MM/DD) | Activity | Description | Quantity | Price | Amount | Cash
 * Balance, where buys and sells carry a quantity and a per-share price that are NOT money
 * amounts, debits print in parentheses "(1,234.56)", dividends, bank interest, ACH deposits and
 * withdrawals, ADR and wire fees; Beginning and Ending Cash Balance rows and a Total Cash
 * Activity line.
 */
import { docSpec, type FamilyFn, geometry, rowsFor } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor, isoToDay } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  pairLines,
  runBalances,
  statementOf,
  tx,
  txRow,
  word,
} from '../blind-3/common.ts';
import { calendarPeriod, monthsFor } from './kit.ts';

interface Security {
  symbol: string;
  name: string;
  /** Price in cents. */
  price: number;
}

function securities(rng: Rng): Security[] {
  return Array.from({ length: 8 }, () => {
    const w = word(rng).toUpperCase();
    return {
      symbol: w.slice(0, rng.int(3, 4)),
      name: `${w} ${rng.pick(['INC', 'CORP', 'HLDGS INC', 'ETF TR', 'INDEX FD', 'CO'])}`,
      price: rng.int(800, 60_000),
    };
  });
}

interface Trade {
  activity: string;
  qty: string;
  price: string;
}

export const usBrokerageCash: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowsFor(rng, g, o.pages, 1.3);
  const { start, end } = calendarPeriod(rng, monthsFor(count, 70));
  const span = isoToDay(end) - isoToDay(start);
  const secs = securities(rng);
  const opening = rng.int(50_000, 5_000_000);
  const txs: SynthTx[] = [];
  const trades = new Map<SynthTx, Trade>();
  const days = Array.from({ length: count }, () => rng.int(0, span)).sort((a, b) => a - b);
  let bal = opening;
  for (const d of days) {
    const date = addDays(start, d);
    const s = rng.pick(secs);
    const r = rng.next();
    let t: SynthTx;
    let trade: Trade = { activity: '', qty: '', price: '' };
    if (r < 0.3) {
      // buy what the cash allows, else deposit first
      const qty = rng.int(1, 60);
      const cost = qty * s.price;
      if (cost <= bal) {
        t = tx(date, `${s.symbol} ${s.name}`, -cost);
        trade = { activity: 'Bought', qty: String(qty), price: formatMinor(s.price, EN) };
      } else {
        t = tx(
          date,
          `ACH DEPOSIT ${word(rng).toUpperCase()} BANK ${digits(rng, 4)}`,
          rng.int(50, 500) * 10_000,
        );
        trade.activity = 'Deposit';
      }
    } else if (r < 0.5) {
      const qty = rng.int(1, 40);
      t = tx(date, `${s.symbol} ${s.name}`, qty * s.price);
      trade = { activity: 'Sold', qty: `-${qty}`, price: formatMinor(s.price, EN) };
    } else if (r < 0.72) {
      t = tx(date, `${s.symbol} ${s.name}`, rng.int(150, 90_000));
      trade.activity = rng.pick(['Qualified Dividend', 'Cash Dividend', 'Non-Qualified Div']);
    } else if (r < 0.8) {
      t = tx(date, `${s.symbol} ${s.name} ADR FEE`, -rng.int(10, 900));
      trade.activity = 'ADR Mgmt Fee';
    } else if (r < 0.9) {
      t = tx(
        date,
        `ACH DEPOSIT ${word(rng).toUpperCase()} BANK ${digits(rng, 4)}`,
        rng.int(10, 500) * 10_000,
      );
      trade.activity = 'Deposit';
    } else {
      const amt = Math.min(bal, rng.int(10, 300) * 10_000);
      if (amt <= 0) continue;
      t = tx(date, `ACH WITHDRAWAL TO ${word(rng).toUpperCase()} BANK ${digits(rng, 4)}`, -amt);
      trade.activity = 'Withdrawal';
    }
    bal += t.amount;
    trades.set(t, trade);
    txs.push(t);
  }
  // bank sweep interest on the last business day of each month
  const interest = tx(end, 'BANK SWEEP INTEREST', Math.max(1, Math.round(bal * 0.0004)));
  trades.set(interest, { activity: 'Bank Interest', qty: '', price: '' });
  txs.push(interest);
  runBalances(txs, opening);
  const closing = txs[txs.length - 1]!.balance;
  const bank = rng.pick([
    `${word(rng)} Securities LLC`,
    `${word(rng)} & Co. Brokerage`,
    `${word(rng)} Investments`,
  ]);
  const holder = `${word(rng).toUpperCase()} ${String.fromCharCode(65 + rng.int(0, 25))} ${word(rng).toUpperCase()}`;
  const acct = `${digits(rng, 4)}-${digits(rng, 4)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: rng.pick(['Individual Brokerage', 'Joint Brokerage', 'Roth IRA']),
    currency: 'USD',
    start,
    end,
    opening,
    txs,
    printsTotals: false,
  });
  const money = (v: number) => (v < 0 ? `(${formatMinor(v, EN)})` : formatMinor(v, EN));
  const fd = (iso: string) => formatDate(iso, 'MM/DD');
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['Date'], 36],
      ['act', ['Activity'], 84],
    ],
    desc: ['Description'],
    money: [
      ['qty', ['Quantity']],
      ['price', ['Price']],
      ['amount', ['Amount']],
      ['balance', ['Cash Balance']],
    ],
    moneyWidth: 58,
  });
  const rows: Row[] = [
    {
      cells: { date: fd(start), desc: 'Beginning Cash Balance', balance: money(opening) },
      bold: true,
    },
  ];
  for (const t of txs) {
    const tr = trades.get(t)!;
    // the activity word is printed in its own column before the description: part of it
    const truthDesc = `${tr.activity} ${t.description}`;
    const shown = t.description;
    t.description = truthDesc;
    const row = txRow(
      st,
      t,
      {
        date: fd(t.date),
        act: tr.activity,
        qty: tr.qty,
        price: tr.price,
        amount: money(t.amount),
        balance: money(t.balance),
      },
      t.balance,
    );
    row.cells.desc = shown;
    rows.push(row);
  }
  const net = closing - opening;
  rows.push({
    cells: { desc: 'Total Cash Activity', amount: money(net) },
    bold: true,
    gapBefore: 3,
  });
  rows.push({
    cells: { date: fd(end), desc: 'Ending Cash Balance', balance: money(closing) },
    bold: true,
  });
  const held = secs.slice(0, rng.int(3, 6)).map((s) => ({ s, qty: rng.int(5, 400) }));
  const secValue = held.reduce((sum, h) => sum + h.qty * h.s.price, 0);
  const sameMonth = start.slice(0, 7) === end.slice(0, 7);
  const periodText = sameMonth
    ? `${formatDate(start, 'MMMM D')}-${formatDate(end, 'D, YYYY')}`
    : `${formatDate(start, start.slice(0, 4) === end.slice(0, 4) ? 'MMMM D' : 'MMMM D, YYYY')} - ${formatDate(end, 'MMMM D, YYYY')}`;
  const mid = g.left + (g.right - g.left) * 0.55;
  const header: Block[] = [
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: bank, x: g.left, bold: true, size: g.size + 7 },
            { text: 'Account Statement', x: g.right, align: 'right', bold: true, size: g.size + 2 },
          ],
        },
        {
          cells: [{ text: `Statement Period ${periodText}`, x: g.right, align: 'right' }],
          gapAfter: g.lineHeight,
        },
        ...pairLines(
          [
            ['Account Number', acct],
            ['Account Type', st.accountType!],
            [
              'Beginning Account Value',
              `$${formatMinor(opening + secValue + rng.int(-200_000, 200_000), EN)}`,
            ],
            ['Ending Account Value', `$${formatMinor(closing + secValue, EN)}`],
          ],
          mid,
          g.right,
          {
            left: [
              { text: holder, x: g.left, bold: true },
              {
                text: `${rng.int(10, 9999)} ${word(rng).toUpperCase()} ${rng.pick(['AVE', 'ST', 'BLVD'])}`,
                x: g.left,
              },
              {
                text: `${word(rng).toUpperCase()} ${rng.pick(['NJ', 'CA', 'TX', 'IL', 'MA'])} ${digits(rng, 5)}`,
                x: g.left,
              },
            ],
          },
        ),
      ],
    },
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'lines',
      lines: [
        { cells: [{ text: 'Holdings (excerpt)', x: g.left, bold: true }] },
        ...held.map((h) => ({
          cells: [
            { text: h.s.symbol, x: g.left },
            { text: h.s.name, x: g.left + 50 },
            { text: `${h.qty} sh`, x: mid, align: 'right' as const },
            { text: formatMinor(h.s.price, EN), x: mid + 70, align: 'right' as const },
            { text: `$${formatMinor(h.qty * h.s.price, EN)}`, x: g.right, align: 'right' as const },
          ],
        })),
      ],
    },
  ];
  const spec = docSpec(
    g,
    [
      ...header,
      { kind: 'space', height: g.lineHeight * 0.5 },
      {
        kind: 'table',
        title: 'Cash Activity',
        continuedSuffix: ' (continued)',
        columns: cols,
        rows,
        wrapKey: 'desc',
        headerRule: true,
      },
    ],
    {
      pageHeader: (p) => [
        [
          { text: `${holder}   Account ${acct}`, x: g.left },
          { text: `Statement Period ${periodText}   Page ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `Brokerage products are offered by ${bank}, member SIPC. Not FDIC insured. No bank guarantee. May lose value.`,
        (p, n) => `Page ${p} of ${n}`,
      ),
    },
  );
  return { family: 'us-brokerage-cash', spec, statements: [st] };
};
