/**
 * An Indian bank-group credit card statement (SBI Card-like, under an invented brand): "Statement
 * Date 15 Mar 2024" and "for Statement Period: 16 Feb 24 to 15 Mar 24", the card number masked
 * "XXXX XXXX XXXX 1234", a payment box (Total Amount Due, Minimum Amount Due, Payment Due Date),
 * limits (Credit Limit, Available Credit Limit, Available Cash Limit), an Account Summary printed
 * across the page with the operators between the figures (Previous Balance - Payments, Reversals
 * & other Credits + Purchases & Other Debits + Fee, Taxes & Interest Charges = Total Outstanding),
 * a reward points summary (numbers, not money), then TRANSACTIONS FOR <NAME> (and for an add-on
 * cardholder) Date | Transaction Details | Amount (Rs.) with "05 Mar 24" dates and a letter after
 * every amount: "D" for debits and "C" for credits, lakh grouping, fuel surcharge followed by its
 * waiver credit, a late payment fee or finance charges each followed by "IGST DB @ 18.00%", and
 * EMI rows "MERCHANT EMI 3/6". No balance on rows; truth rows in printed order (primary card,
 * then add-on), purchases negative.
 */

import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, formatDate, formatMinor, IN } from '../../format.ts';
import type { Block, Column, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { digits, statementOf, tx, word } from '../blind-3/common.ts';
import { city, person } from '../blind-3/in-words.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { logAmount } from '../blind-9/kit.ts';
import { byDate } from '../blind-11/kit.ts';
import { columnsRow, plainRow } from '../blind-12/kit.ts';
import { lettered } from './kit.ts';

const MERCHANTS = [
  'AMAZON PAY INDIA PRIVATE',
  'FLIPKART INTERNET PVT LT',
  'SWIGGY',
  'ZOMATO LTD',
  'RELIANCE RETAIL LTD',
  'BIG BAZAAR',
  'MAKEMYTRIP INDIA PVT LTD',
  'BOOKMYSHOW',
  'APOLLO PHARMACY',
  'TATA CLIQ',
  'MYNTRA DESIGNS PVT LTD',
  'UBER INDIA SYSTEMS PVT',
];
const FUEL = ['INDIAN OIL', 'HP PETROL PUMP', 'BHARAT PETROLEUM', 'SHELL INDIA'];

export const inCardDcLetters: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.3, 90);
  const end = `${rng.int(2019, 2025)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const start = addDays(end, -rng.pick([27, 28, 29, 30]));
  const span = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);
  const day = () => addDays(start, rng.int(0, span));
  const limit = rng.int(5, 60) * 5_000_000;
  const previous = rng.chance(0.1) ? 0 : logAmount(rng, 200_000, Math.round(limit * 0.5));
  const paidFull = previous > 0 && rng.chance(0.6);
  const primary: SynthTx[] = [];
  const addon: SynthTx[] = [];
  const hasAddon = rng.chance(0.35);
  if (previous > 0) {
    const d = addDays(start, rng.int(2, 18));
    primary.push(
      tx(
        d,
        rng.pick([
          'PAYMENT RECEIVED 000PP0123456789',
          'NEFT PAYMENT RECEIVED',
          'BILLDESK PAYMENT RECEIVED',
        ]),
        paidFull ? previous : Math.round(previous * rng.float(0.1, 0.7)),
      ),
    );
  }
  for (let i = 0; i < count; i++) {
    const list = hasAddon && rng.chance(0.3) ? addon : primary;
    const d = day();
    const r = rng.next();
    if (r < 0.7)
      list.push(
        tx(d, `${rng.pick(MERCHANTS)} ${city(rng)} IND`, -logAmount(rng, 9_900, 2_500_000, 100)),
      );
    else if (r < 0.82) {
      const fuel = logAmount(rng, 50_000, 500_000, 100);
      const sur = Math.round(fuel / 100);
      list.push(
        tx(d, `${rng.pick(FUEL)} ${city(rng)} IND`, -fuel),
        tx(d, 'FUEL SURCHARGE', -sur),
        tx(d, 'FUEL SURCHARGE WAIVER', sur),
      );
    } else if (r < 0.88)
      list.push(tx(d, `${rng.pick(MERCHANTS)} REFUND`, logAmount(rng, 20_000, 400_000, 100)));
    else
      list.push(
        tx(
          d,
          `${rng.pick(['NETFLIX', 'SPOTIFY INDIA', 'GOOGLE PLAY', 'AIRTEL PAYMENTS'])} ${rng.pick(['MUMBAI', 'GURGAON', 'BANGALORE'])} IND`,
          -logAmount(rng, 11_900, 150_000, 100),
        ),
      );
  }
  if (rng.chance(0.3)) {
    const n = rng.pick([6, 9, 12]);
    primary.push(
      tx(
        addDays(start, 1),
        `MERCHANT EMI ${rng.int(2, n)}/${n} ${rng.pick(['CROMA', 'RELIANCE DIGITAL', 'VIJAY SALES'])}`,
        -logAmount(rng, 150_000, 1_200_000, 100),
      ),
    );
  }
  const fees: SynthTx[] = [];
  if (previous > 0 && !paidFull) {
    const fin = Math.max(100, Math.round(previous * 0.0375));
    fees.push(
      tx(end, 'FINANCE CHARGES', -fin),
      tx(end, 'IGST DB @ 18.00%', -Math.round(fin * 0.18)),
    );
    if (rng.chance(0.4)) {
      const late = rng.pick([40_000, 75_000, 95_000]);
      fees.push(
        tx(addDays(start, 5), 'LATE PAYMENT FEE', -late),
        tx(addDays(start, 5), 'IGST DB @ 18.00%', -Math.round(late * 0.18)),
      );
    }
  }
  byDate(primary);
  byDate(addon);
  const printed = [...primary, ...fees, ...addon];
  const opening = -previous;
  let bal = opening;
  for (const t of printed) t.balance = bal += t.amount;
  const closing = bal;
  const brand = `${word(rng).toUpperCase().slice(0, 5)} Card`;
  const holder = person(rng);
  const addonName = person(rng);
  const card = `XXXX XXXX XXXX ${digits(rng, 4)}`;
  const st = statementOf({
    bank: brand,
    holder,
    account: card,
    type: 'Credit card',
    currency: 'INR',
    start,
    end,
    opening,
    txs: printed,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, IN);
  const amt = (v: number) => lettered(v, ['D', 'C'], IN);
  const cols: Column[] = [
    { key: 'date', header: ['Date'], x: g.left, align: 'left' },
    {
      key: 'desc',
      header: ['Transaction Details'],
      x: g.left + 70,
      align: 'left',
      width: g.right - g.left - 170,
    },
    { key: 'amount', header: ['Amount ( Rs.)'], x: g.right, align: 'right' },
  ];
  const D = (iso: string) => formatDate(iso, 'DD MMM YY');
  const rows: Row[] = [];
  const block = (name: string, list: SynthTx[]) => {
    rows.push(
      plainRow({ date: `TRANSACTIONS FOR ${name}` }, true, rows.length ? g.lineHeight * 0.6 : 0),
    );
    for (const t of list)
      rows.push(
        columnsRow(
          st,
          t,
          { desc: t.description },
          ['desc'],
          { date: D(t.date), amount: amt(t.amount) },
          null,
        ),
      );
  };
  block(holder, [...primary, ...fees]);
  if (addon.length) block(addonName, addon);
  const credits = sumOf(printed, (t) => t.amount > 0);
  const feeSum = -sumOf(
    printed,
    (t) => /CHARGES|FEE|IGST|SURCHARGE$/.test(t.description) && t.amount < 0,
  );
  const debits = -sumOf(printed, (t) => t.amount < 0) - feeSum;
  const q = (g.right - g.left) / 5;
  const sumLine = (cells: string[], bold = false) => ({
    cells: cells.map((text, i) => ({
      text,
      x: g.left + q * (i + 1) - 6,
      align: 'right' as const,
      bold,
    })),
  });
  const minDue =
    closing < 0 ? Math.min(-closing, Math.max(20_000, Math.round(-closing * 0.05))) : 0;
  const lx = g.left + (g.right - g.left) * 0.55;
  const kv = (l: string, v: string, bold = false) => [
    { text: l, x: lx, bold },
    { text: v, x: g.right, align: 'right' as const, bold },
  ];
  const earned = Math.floor(-sumOf(printed, (t) => t.amount < 0) / 10_000);
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: brand, x: g.left, bold: true, size: g.size + 8 },
          {
            text: `Statement Date ${formatDate(end, 'DD MMM YYYY')}`,
            x: g.right,
            align: 'right',
            bold: true,
          },
        ],
        gapAfter: g.lineHeight * 0.4,
      },
      { cells: [{ text: holder, x: g.left, bold: true }, ...kv('Credit Card Number', card)] },
      {
        cells: [
          { text: `${rng.int(1, 400)}, ${word(rng).toUpperCase()} APARTMENTS`, x: g.left },
          ...kv('Total Amount Due ( Rs.)', m(Math.max(0, -closing)), true),
        ],
      },
      {
        cells: [
          { text: `${word(rng).toUpperCase()} ROAD, ${city(rng)}`, x: g.left },
          ...kv('Minimum Amount Due ( Rs.)', m(minDue)),
        ],
      },
      {
        cells: [
          { text: `PIN ${rng.int(110001, 700099)}`, x: g.left },
          ...kv('Payment Due Date', formatDate(addDays(end, 20), 'DD MMM YYYY')),
        ],
        gapAfter: g.lineHeight * 0.4,
      },
      { cells: [...kv('Credit Limit ( Rs.)', m(limit))] },
      { cells: [...kv('Available Credit Limit ( Rs.)', m(Math.max(0, limit + closing)))] },
      {
        cells: [
          ...kv('Available Cash Limit ( Rs.)', m(Math.max(0, Math.round((limit + closing) * 0.4)))),
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          {
            text: `Account Summary for Statement Period: ${formatDate(start, 'DD MMM YY')} to ${formatDate(end, 'DD MMM YY')}`,
            x: g.left,
            bold: true,
          },
        ],
      },
      sumLine(['Previous', 'Payments, Reversals', 'Purchases &', 'Fee, Taxes &', 'Total'], true),
      sumLine(
        ['Balance', '& other Credits', 'Other Debits', 'Interest Charges', 'Outstanding'],
        true,
      ),
      {
        cells: [
          ...sumLine([m(previous), m(credits), m(debits), m(feeSum), m(-closing)]).cells,
          ...['-', '+', '+', '='].map((op, i) => ({ text: op, x: g.left + q * (i + 1) + 4 })),
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      { cells: [{ text: 'Reward Points Summary', x: g.left, bold: true }] },
      {
        cells: [
          { text: `Previous Balance ${rng.int(0, 9000)}`, x: g.left },
          { text: `Earned ${earned}`, x: g.left + q * 1.3 },
          { text: `Redeemed ${rng.pick([0, 0, 500, 1000])}`, x: g.left + q * 2.3 },
          { text: `Expired 0`, x: g.left + q * 3.3 },
        ],
        gapAfter: g.lineHeight * 0.8,
      },
    ],
  };
  const spec = docSpec(
    g,
    [header, { kind: 'table', columns: cols, rows, headerRule: true, wrapKey: 'desc' }],
    {
      pageHeader: () => [
        [
          {
            text: `${brand}  ${holder}  ${card}  Statement Date ${formatDate(end, 'DD MMM YYYY')}`,
            x: g.left,
          },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: 'Amounts marked D are debits and C are credits to your card account. GSTIN of the issuer: 06AAACG0000A1Z5',
            x: g.left,
            size: g.size - 2,
          },
        ],
        [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'in-card-dc-letters', spec, statements: [st] };
};
