/**
 * A UK high-street bank's credit card statement (HSBC UK-like, under an invented brand): the
 * statement date only ("Statement date 15 March 2024"; the period starts the day after the
 * previous one, which is not printed), the card number masked "4543 12** **** 1234", an Account
 * summary (Previous balance, Payments & credits, New purchases & debits, Interest & charges, New
 * balance) beside Credit limit / Available credit / Minimum payment / Payment due by (not rows),
 * then Your transactions: Received By Us | Transaction Date | Details | Amount £ with the POSTING
 * date FIRST and the transaction date second ("15 Mar 24" or "15MAR24"), debits plain and
 * credits "250.00CR", contactless purchases starting ")))", non-sterling purchases with a second
 * line "EUR 45.99 @ 1.1712" followed by a NON-STERLING TRANSACTION FEE row, cash at an ATM with a
 * CASH FEE row, interest when the previous balance was not paid in full; after the table a
 * "Summary of interest on this statement" box with rates and an estimated interest figure for
 * next month (not rows). Truth: purchases negative, payments positive, date = transaction date,
 * postDate = the received-by date.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Column, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { UK_TOWNS, ukMerchant, ukPostcode } from '../blind-1/words.ts';
import { digits, statementOf, word } from '../blind-3/common.ts';
import { linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { logAmount } from '../blind-9/kit.ts';
import { rowMaker } from '../blind-11/kit.ts';
import { lettered } from './kit.ts';

/** Rows the summary counts as interest and charges rather than purchases. */
const CHARGES = new Set(['NON-STERLING TRANSACTION FEE', 'CASH FEE', 'INTEREST']);

export const ukCardReceived: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.25, 100);
  const end = `${rng.int(2019, 2025)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const prevStatement = addDays(end, -rng.pick([28, 30, 31]));
  const start = addDays(prevStatement, 1);
  const span = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);
  const { mk, lines } = rowMaker();
  const post = (d: string) => {
    const p = addDays(d, rng.pick([0, 1, 1, 2, 3]));
    return p > end ? end : p;
  };
  const limit = rng.int(5, 150) * 10_000;
  const previous = rng.chance(0.1) ? 0 : logAmount(rng, 5_000, Math.round(limit * 0.6));
  const paidFull = previous > 0 && rng.chance(0.5);
  const txs: SynthTx[] = [];
  if (previous > 0) {
    const d = addDays(start, rng.int(2, 20));
    txs.push(
      mk(
        d,
        [rng.pick(['PAYMENT RECEIVED - THANK YOU', 'DIRECT DEBIT PAYMENT - THANK YOU'])],
        paidFull ? previous : Math.max(2_500, Math.round(previous * rng.float(0.05, 0.6))),
        d,
      ),
    );
  }
  for (let i = 0; i < count; i++) {
    const d = addDays(start, rng.int(0, span - 1));
    const r = rng.next();
    if (r < 0.55)
      txs.push(
        mk(
          d,
          [`${rng.chance(0.5) ? '))) ' : ''}${ukMerchant(rng).toUpperCase()}`],
          -logAmount(rng, 150, 15_000),
          post(d),
        ),
      );
    else if (r < 0.75)
      txs.push(
        mk(
          d,
          [
            `${rng.pick(['AMAZON.CO.UK*', 'PAYPAL *', 'SUMUP *', 'ZETTLE_*'])}${word(rng).toUpperCase()} ${rng.pick(['AMAZON.CO.UK', '35314369001', 'LONDON'])}`,
          ],
          -logAmount(rng, 300, 20_000),
          post(d),
        ),
      );
    else if (r < 0.83) {
      const gbp = logAmount(rng, 500, 30_000);
      const rate = rng.float(1.12, 1.19);
      const p = post(d);
      txs.push(
        mk(
          d,
          [
            `${rng.pick(['BOOKING.COM', 'RYANAIR', 'LIDL', 'CARREFOUR', 'UBER'])} ${rng.pick(['AMSTERDAM', 'DUBLIN', 'PARIS', 'MADRID', 'BARCELONA'])}`,
            `EUR ${formatMinor(Math.round(gbp * rate), EN)} @ ${rate.toFixed(4)}`,
          ],
          -gbp,
          p,
        ),
        mk(p, ['NON-STERLING TRANSACTION FEE'], -Math.max(1, Math.round(gbp * 0.0299)), p),
      );
    } else if (r < 0.86) {
      const cash = rng.int(2, 25) * 1_000;
      const p = post(d);
      txs.push(
        mk(
          d,
          [`CASH ${rng.pick(['LINK', 'NOTEMACHINE', 'POST OFFICE'])} ${rng.pick(UK_TOWNS)}`],
          -cash,
          p,
        ),
        mk(p, ['CASH FEE'], -Math.max(300, Math.round(cash * 0.0299)), p),
      );
    } else if (r < 0.9)
      txs.push(
        mk(d, [`${ukMerchant(rng).toUpperCase()} REFUND`], logAmount(rng, 500, 8_000), post(d)),
      );
    else
      txs.push(
        mk(
          d,
          [
            `${rng.pick(['NETFLIX.COM', 'SPOTIFY UK', 'APPLE.COM/BILL', 'AUDIBLE UK', 'PURE GYM'])} ${rng.pick(['LONDON', '0800 123 4567', 'CORK'])}`,
          ],
          -logAmount(rng, 499, 3_999),
          post(d),
        ),
      );
  }
  if (previous > 0 && !paidFull && rng.chance(0.7))
    txs.push(
      mk(
        end,
        ['INTEREST'],
        -Math.max(50, Math.round(((previous * 0.249) / 12) * rng.float(0.5, 1))),
        end,
      ),
    );
  // listed by the day the bank received them
  txs.sort((a, b) => (a.postDate! < b.postDate! ? -1 : a.postDate! > b.postDate! ? 1 : 0));
  const opening = -previous;
  let bal = opening;
  for (const t of txs) t.balance = bal += t.amount;
  const closing = bal;
  const bank = `${word(rng).toUpperCase().slice(0, 4)} UK`;
  const holder = `${rng.pick(['MR', 'MRS', 'MS', 'MISS', 'DR'])} ${String.fromCharCode(65 + rng.int(0, 25))} ${word(rng).toUpperCase()}`;
  const card = `${rng.pick(['4543', '5434', '4547'])} ${digits(rng, 2)}** **** ${digits(rng, 4)}`;
  const st = statementOf({
    bank,
    holder,
    account: card,
    type: 'Credit card',
    currency: 'GBP',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const datePat = rng.pick(['DD MMM YY', 'DDMMMYY']);
  const D = (iso: string) =>
    datePat === 'DDMMMYY' ? formatDate(iso, datePat).toUpperCase() : formatDate(iso, datePat);
  const m = (v: number) => formatMinor(v, EN);
  const amount = (v: number) => (v > 0 ? lettered(v, ['', 'CR'], EN, '') : m(v));
  const cols: Column[] = [
    { key: 'post', header: ['Received', 'By Us'], x: g.left, align: 'left' },
    { key: 'date', header: ['Transaction', 'Date'], x: g.left + 62, align: 'left' },
    {
      key: 'desc',
      header: ['', 'Details'],
      x: g.left + 132,
      align: 'left',
      width: g.right - g.left - 220,
    },
    { key: 'amount', header: ['', 'Amount £'], x: g.right, align: 'right' },
  ];
  const rows: Row[] = txs.map((t) =>
    linesRow(
      st,
      t,
      lines.get(t)!,
      { post: D(t.postDate!), date: D(t.date) },
      { amount: amount(t.amount) },
      null,
    ),
  );
  const lx = g.left + (g.right - g.left) * 0.52;
  const kvL = (l: string, v: string, bold = false) => [
    { text: l, x: g.left, bold },
    { text: v, x: lx - 25, align: 'right' as const, bold },
  ];
  const kvR = (l: string, v: string, bold = false) => [
    { text: l, x: lx, bold },
    { text: v, x: g.right, align: 'right' as const, bold },
  ];
  const minPay =
    closing < 0
      ? Math.min(
          -closing,
          Math.max(
            2_500,
            Math.round(-closing * 0.01) - sumOf(txs, (t) => t.description === 'INTEREST'),
          ),
        )
      : 0;
  const money = (v: number) => `£${m(v)}`;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 8 },
          {
            text: 'Your Credit Card statement',
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
          ...kvR('Statement date', formatDate(end, 'D MMMM YYYY')),
        ],
      },
      {
        cells: [
          {
            text: `${rng.int(1, 99)} ${word(rng).toUpperCase()} ${rng.pick(['ROAD', 'CLOSE', 'AVENUE', 'LANE'])}`,
            x: g.left,
          },
          ...kvR(
            rng.pick(['Visa Credit Card', 'Rewards Credit Card', 'Purchase Plus Credit Card']),
            card,
          ),
        ],
      },
      { cells: [{ text: rng.pick(UK_TOWNS), x: g.left }] },
      { cells: [{ text: ukPostcode(rng), x: g.left }], gapAfter: g.lineHeight * 0.8 },
      { cells: [...kvL('Account summary', '', true), ...kvR('Your payment', '', true)] },
      {
        cells: [
          ...kvL('Previous balance', money(previous)),
          ...kvR('Minimum payment', money(minPay)),
        ],
      },
      {
        cells: [
          ...kvL('Payments & credits', money(sumOf(txs, (t) => t.amount > 0))),
          ...kvR('Payment due by', formatDate(addDays(end, 25), 'D MMMM YYYY')),
        ],
      },
      {
        cells: [
          ...kvL(
            'New purchases & debits',
            money(-sumOf(txs, (t) => t.amount < 0 && !CHARGES.has(t.description))),
          ),
        ],
      },
      {
        cells: [
          ...kvL('Interest & charges', money(-sumOf(txs, (t) => CHARGES.has(t.description)))),
          ...kvR('Credit limit', money(limit)),
        ],
      },
      {
        cells: [
          ...kvL('New balance', money(-closing), true),
          ...kvR('Available credit', money(Math.max(0, limit + closing))),
        ],
        gapAfter: g.lineHeight,
      },
      { cells: [{ text: 'Your transactions', x: g.left, bold: true, size: g.size + 1 }] },
    ],
  };
  const est = closing < 0 && !paidFull ? Math.round((-closing * 0.249) / 12) : 0;
  const interestBox: Block = {
    kind: 'lines',
    lines: [
      { cells: [{ text: 'Summary of interest on this statement', x: g.left, bold: true }] },
      {
        cells: [
          { text: 'Rate type', x: g.left, bold: true },
          { text: 'Monthly rate', x: g.left + 150, bold: true },
          { text: 'Annual rate', x: g.left + 240, bold: true },
          { text: 'Interest charged', x: g.right, align: 'right', bold: true },
        ],
      },
      {
        cells: [
          { text: 'Purchases', x: g.left },
          { text: '1.869%', x: g.left + 150 },
          { text: '24.9%', x: g.left + 240 },
          {
            text: money(-sumOf(txs, (t) => t.description === 'INTEREST')),
            x: g.right,
            align: 'right',
          },
        ],
      },
      {
        cells: [
          { text: 'Cash', x: g.left },
          { text: '2.275%', x: g.left + 150 },
          { text: '29.9%', x: g.left + 240 },
          { text: '£0.00', x: g.right, align: 'right' },
        ],
      },
      { cells: [{ text: `Estimated interest next month £${m(est)}`, x: g.left }] },
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, headerRule: true, wrapKey: 'desc' },
      { kind: 'space', height: g.lineHeight },
      interestBox,
    ],
    {
      pageHeader: () => [
        [
          { text: `${bank}  Your Credit Card statement`, x: g.left, bold: true },
          {
            text: `${holder}  ${card}  ${formatDate(end, 'D MMMM YYYY')}`,
            x: g.right,
            align: 'right',
          },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: `${bank} Bank plc. Registered in England and Wales. Authorised by the Prudential Regulation Authority.`,
            x: g.left,
            size: g.size - 2,
          },
        ],
        [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'uk-card-received', spec, statements: [st] };
};
