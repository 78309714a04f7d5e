/**
 * A US card issuer that groups spending by merchant category (Discover-like): "Open to Close
 * Date: 02/13/2024 - 03/12/2024", an account summary (Previous Balance, Payments and Credits,
 * Purchases, Balance Transfers, Cash Advances, Fees Charged, Interest Charged = New Balance),
 * credit line and payment panel, a cashback rewards box (money that is not a transaction), then
 * TRANSACTIONS: Trans. Date | Post Date | Purchases / Merchant Category | Amount, with the
 * PAYMENTS AND CREDITS first (printed "-$50.00"), then purchases under one heading per merchant
 * category ("Supermarkets", "Restaurants", "Gasoline"…) each with its total, FEES and INTEREST
 * CHARGED, and the interest-rate table at the end. No running balance.
 */
import { docSpec, type FamilyFn, geometry, rowsFor, truthTx } from '../../families.ts';
import { addDays, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { Rng } from '../../prng.ts';
import { type CardTx, cardActivity } from '../blind-1/card.ts';
import { period, person } from '../blind-1/kit.ts';
import { US_CITIES } from '../blind-1/words.ts';
import { digits, moneyColumns, statementOf, word } from '../blind-3/common.ts';

const CATEGORIES: [string, string[]][] = [
  ['Supermarkets', ['KROGER #', 'SAFEWAY #', 'PUBLIX #', 'WHOLEFDS ', 'ALDI ', 'TRADER JOE S #']],
  ['Restaurants', ['CHIPOTLE ', "MCDONALD'S F", 'PANERA BREAD #', 'DOORDASH*', 'STARBUCKS STORE ']],
  ['Gasoline', ['SHELL OIL ', 'CHEVRON ', 'EXXONMOBIL ', 'SPEEDWAY ', 'WAWA ']],
  ['Merchandise', ['AMAZON.COM*', 'TARGET ', 'WALMART.COM ', 'BEST BUY ', 'HOME DEPOT #']],
  ['Services', ['VERIZON WRLS ', 'COMCAST XFINITY ', 'SPOTIFY USA ', 'PLANET FITNESS ']],
  ['Travel/ Entertainment', ['DELTA AIR ', 'UBER *TRIP ', 'AMC THEATRES ', 'MARRIOTT ']],
];

export const usCardCategory: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const { start, end } = period(rng, rng.int(28, 30), rng.chance(0.3));
  const owed = rng.chance(0.3) ? 0 : rng.int(5_000, 600_000);
  const category = new Map<string, string>();
  const merchant = (r: Rng) => {
    const [cat, names] = r.pick(CATEGORIES);
    const name = r.pick(names);
    const d = `${name}${/[#* ]$/.test(name) ? digits(r, r.int(3, 5)) : ''} ${r.pick(US_CITIES)}`;
    category.set(d, cat);
    return d;
  };
  const { txs, opening, closing } = cardActivity(rng, {
    start,
    end,
    purchases: rowsFor(rng, g, o.pages, 1.35),
    owed,
    postLag: true,
    words: {
      merchant,
      payment: (r) =>
        r.pick(['INTERNET PAYMENT - THANK YOU', 'DIRECTPAY FULL BALANCE', 'PAYMENT - THANK YOU']),
      refund: (r) => `${merchant(r)} CREDIT`,
      fees: ['LATE FEE', 'RETURNED PAYMENT FEE'],
      interest: ['INTEREST CHARGE ON PURCHASES', 'INTEREST CHARGE ON CASH ADVANCES'],
      cash: (r) => `CASH ADVANCE ATM ${r.pick(US_CITIES)}`,
    },
  });
  const bank = rng.pick([
    `${word(rng)} Card Services`,
    `${word(rng)} Bank`,
    `${word(rng).toUpperCase()} CARD`,
  ]);
  const holder = person(rng);
  const last4 = digits(rng, 4);
  const st = statementOf({
    bank,
    holder,
    account: last4,
    type: 'credit card',
    currency: 'USD',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  st.totals.moneyOut = null; // only by kind: purchases, cash, fees, interest
  const m = (v: number) => `${v > 0 ? '-' : ''}$${formatMinor(v)}`; // holder-side sign flipped: credits print negative
  const fd = (iso: string) => formatDate(iso, 'MM/DD');
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['Trans.', 'Date'], 44],
      ['post', ['Post', 'Date'], 44],
    ],
    desc: ['', 'Purchases / Merchant Category'],
    money: [['amount', ['', 'Amount']]],
    moneyWidth: 80,
  });
  const rows: Row[] = [];
  const emit = (title: string, list: CardTx[], total?: string) => {
    if (!list.length) return;
    rows.push({
      cells: { desc: title },
      bold: true,
      gapBefore: rows.length ? g.lineHeight * 0.6 : 0,
    });
    for (const t of list) {
      const truth = truthTx(t, t.description, null);
      st.transactions.push(truth);
      rows.push({
        cells: {
          date: fd(t.date),
          post: fd(t.postDate ?? t.date),
          desc: t.description,
          amount: m(t.amount),
        },
        tx: truth,
      });
    }
    if (total)
      rows.push({
        cells: { desc: total, amount: m(list.reduce((s, t) => s + t.amount, 0)) },
        bold: true,
      });
  };
  const of = (...k: CardTx['kind'][]) => txs.filter((t) => k.includes(t.kind));
  emit('PAYMENTS AND CREDITS', of('payment', 'credit'));
  const purchases = of('purchase');
  for (const [cat] of CATEGORIES)
    emit(
      cat,
      purchases.filter((t) => category.get(t.description) === cat),
      `Total ${cat}`,
    );
  emit('Cash Advances', of('cash'));
  emit('FEES', of('fee'), 'TOTAL FEES FOR THIS PERIOD');
  emit('INTEREST CHARGED', of('interest'), 'TOTAL INTEREST FOR THIS PERIOD');
  const sum = (k: CardTx['kind'][]) => -of(...k).reduce((s, t) => s + t.amount, 0);
  const limit = Math.ceil((Math.max(owed, -closing) + 300_000) / 100_000) * 100_000;
  const minDue = closing < 0 ? Math.min(-closing, Math.max(3_500, Math.round(-closing * 0.02))) : 0;
  const lx = g.left + (g.right - g.left) * 0.52;
  const pair = (l: string, v: string, x0: number, x1: number, bold = false) => [
    { text: l, x: x0, bold },
    { text: v, x: x1, align: 'right' as const, bold },
  ];
  const ax = g.left + (g.right - g.left) * 0.45;
  const cb = rng.int(0, 6_000);
  const earned = Math.round(purchases.reduce((s, t) => s - t.amount, 0) / 100);
  const left: [string, string][] = [
    ['Previous Balance', `$${formatMinor(-opening)}`],
    ['Payments and Credits', `-$${formatMinor(-sum(['payment', 'credit']))}`],
    ['Purchases', `+$${formatMinor(sum(['purchase']))}`],
    ['Balance Transfers', '+$0.00'],
    ['Cash Advances', `+$${formatMinor(sum(['cash']))}`],
    ['Fees Charged', `+$${formatMinor(sum(['fee']))}`],
    ['Interest Charged', `+$${formatMinor(sum(['interest']))}`],
    ['New Balance', `$${formatMinor(-closing)}`],
  ];
  const right: [string, string][] = [
    ['Credit Line', `$${formatMinor(limit)}`],
    ['Credit Line Available', `$${formatMinor(Math.max(0, limit + closing))}`],
    ['Cash Credit Line', `$${formatMinor(limit / 5)}`],
    ['Minimum Payment Due', `$${formatMinor(minDue)}`],
    ['Payment Due Date', formatDate(addDays(end, 25), 'MM/DD/YYYY')],
    ['', ''],
    ['Cashback Bonus Opening Balance', `$${formatMinor(cb)}`],
    ['Earned this period', `$${formatMinor(earned)}`],
    ['New Cashback Bonus Balance', `$${formatMinor(cb + earned)}`],
  ];
  const lines: { cells: { text: string; x: number; align?: 'right'; bold?: boolean }[] }[] = [];
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const l = left[i];
    const r = right[i];
    lines.push({
      cells: [
        ...(l ? pair(l[0], l[1], g.left, ax - 20, i === left.length - 1) : []),
        ...(r?.[0] ? pair(r[0], r[1], lx, g.right) : []),
      ],
    });
  }
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 7 },
          { text: `Account number ending in ${last4}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `Open to Close Date: ${formatDate(start, 'MM/DD/YYYY')} - ${formatDate(end, 'MM/DD/YYYY')}`,
            x: g.right,
            align: 'right',
          },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
      { cells: [{ text: holder, x: g.left }] },
      {
        cells: [
          {
            text: `${rng.int(10, 9999)} ${word(rng).toUpperCase()} ${rng.pick(['ST', 'AVE', 'WAY'])}`,
            x: g.left,
          },
        ],
      },
      {
        cells: [{ text: `${rng.pick(US_CITIES)} ${digits(rng, 5)}`, x: g.left }],
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          { text: 'ACCOUNT SUMMARY', x: g.left, bold: true, size: g.size + 1 },
          { text: 'PAYMENT INFORMATION', x: lx, bold: true, size: g.size + 1 },
        ],
      },
      ...lines,
    ],
  };
  const apr = (rng.int(1699, 2999) / 100).toFixed(2);
  const rates: Block = {
    kind: 'lines',
    lines: [
      { cells: [{ text: 'Interest Charge Calculation', x: g.left, bold: true }], gapAfter: 2 },
      {
        cells: [
          { text: 'Type of Balance', x: g.left, bold: true },
          { text: 'Annual Percentage Rate (APR)', x: lx, bold: true },
          { text: 'Interest Charge', x: g.right, align: 'right', bold: true },
        ],
      },
      {
        cells: [
          { text: 'Purchases', x: g.left },
          { text: `${apr}% (v)`, x: lx },
          { text: `$${formatMinor(sum(['interest']))}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Cash Advances', x: g.left },
          { text: `${(Number(apr) + 5).toFixed(2)}% (v)`, x: lx },
          { text: '$0.00', x: g.right, align: 'right' },
        ],
      },
    ],
  };
  const issuer = `${bank} is issued by ${word(rng)} Bank, Member FDIC.`;
  const spec = docSpec(
    g,
    [
      header,
      {
        kind: 'table',
        columns: cols,
        rows,
        wrapKey: 'desc',
        headerRule: true,
        title: 'TRANSACTIONS',
        continuedSuffix: ' (continued)',
      },
      { kind: 'space', height: g.lineHeight },
      rates,
    ],
    {
      pageHeader: () => [
        [
          { text: `${holder}   Account ending in ${last4}`, x: g.left },
          {
            text: `Open to Close Date: ${formatDate(start, 'MM/DD/YYYY')} - ${formatDate(end, 'MM/DD/YYYY')}`,
            x: g.right,
            align: 'right',
          },
        ],
      ],
      footer: (p, n) => [
        [{ text: issuer, x: g.left, size: g.size - 2 }],
        [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 0.5 }],
      ],
    },
  );
  return { family: 'us-card-category', spec, statements: [st] };
};
