/**
 * A US bank credit card statement (Wells Fargo card-like, under an invented bank): "Statement
 * Period 02/15/2024 to 03/14/2024", "Account Number Ending in 1234", a summary whose labels carry
 * the operators (Previous Balance, - Payments, - Other Credits, + Cash Advances, + Purchases,
 * Balance Transfers & Other Charges, + Fees Charged, + Interest Charged, = New Balance) beside
 * the payment box, credit limit and cash-rewards earned (dollars that are not rows), then the
 * Transaction Summary Trans Date | Post Date | Reference Number | Description | Credits | Charges
 * with MM/DD dates and TWO MONEY COLUMNS (credits and charges apart, both unsigned), sections
 * Payments / Other Credits / Purchases, Balance Transfers & Other Charges / Fees Charged /
 * Interest Charged, each closed by a "TOTAL … FOR THIS PERIOD" line; fees and interest have NO
 * TRANSACTION DATE (only the post date), foreign purchases a second line with the amount and
 * rate, and an Interest Charge Calculation table after. Truth from the holder's side: charges
 * negative, opening = -previous balance, date = trans date (post date when none).
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { person } from '../blind-1/kit.ts';
import { US_CITIES, usMerchant } from '../blind-1/words.ts';
import { digits, statementOf, tx, word } from '../blind-3/common.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { logAmount } from '../blind-9/kit.ts';
import { flexColumns } from '../blind-10/kit.ts';
import { plainRow } from '../blind-12/kit.ts';
import { minIso, printedRow } from './kit.ts';

export const usCardCreditsCharges: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = Math.min(60, rowCount(rng, g, o.pages, 1.3, 70));
  const end = `${rng.int(2019, 2025)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const start = addDays(end, -rng.pick([27, 28, 29, 30]));
  const span = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);
  const lines = new Map<SynthTx, string[]>();
  const noTrans = new Set<SynthTx>();
  const mk = (d: string, text: string[], amount: number, lag = rng.int(0, 2)) => {
    const t = tx(d, text.join(' '), amount);
    t.postDate = minIso(end, addDays(d, lag));
    lines.set(t, text);
    return t;
  };
  const day = () => addDays(start, rng.int(0, span));
  const previous = rng.chance(0.1) ? 0 : logAmount(rng, 20_000, 800_000);
  const payments: SynthTx[] = [];
  if (previous > 0)
    for (let i = rng.int(1, 2); i > 0; i--)
      payments.push(
        mk(
          day(),
          [
            rng.pick([
              'ONLINE PAYMENT THANK YOU',
              'AUTOMATIC PAYMENT - THANK YOU',
              'PAYMENT THANK YOU',
            ]),
          ],
          Math.max(3_500, Math.round(previous * rng.float(0.05, 0.6))),
          rng.int(0, 1),
        ),
      );
  const credits: SynthTx[] = [];
  const purchases: SynthTx[] = [];
  for (let i = 0; i < count; i++) {
    const d = day();
    const r = rng.next();
    if (r < 0.06) credits.push(mk(d, [`${usMerchant(rng)} RETURN`], logAmount(rng, 500, 20_000)));
    else if (r < 0.12) {
      const foreign = logAmount(rng, 1_000, 40_000);
      const rate = rng.float(0.7, 1.4);
      purchases.push(
        mk(
          d,
          [
            `${word(rng).toUpperCase()} ${rng.pick(['LONDON', 'PARIS', 'TORONTO', 'CANCUN', 'ROMA'])}`,
            `${formatMinor(foreign, EN)} ${rng.pick(['GBP', 'EUR', 'CAD', 'MXN'])} X ${rate.toFixed(6)} (EXCHG RATE)`,
          ],
          -Math.round(foreign * rate),
        ),
      );
    } else purchases.push(mk(d, [usMerchant(rng)], -logAmount(rng, 300, 60_000)));
  }
  const fees: SynthTx[] = [];
  const foreignFees = purchases.filter((p) => lines.get(p)!.length > 1);
  for (const p of foreignFees) {
    const f = mk(
      p.date,
      ['FOREIGN CURRENCY CONVERSION FEE'],
      -Math.max(1, Math.round(-p.amount * 0.03)),
      0,
    );
    f.postDate = p.postDate;
    f.date = p.postDate!;
    noTrans.add(f);
    fees.push(f);
  }
  if (previous > 0 && rng.chance(0.2)) {
    const f = mk(addDays(start, rng.int(18, 24)), ['LATE FEE'], -rng.pick([3_000, 4_100]), 0);
    noTrans.add(f);
    fees.push(f);
  }
  const interest: SynthTx[] = [];
  const apr = rng.pick([20.24, 24.49, 27.99, 29.24]);
  const subject = previous > 0 && rng.chance(0.6) ? Math.round(previous * rng.float(0.3, 0.9)) : 0;
  if (subject > 0) {
    const it = mk(
      end,
      ['INTEREST CHARGE ON PURCHASES'],
      -Math.max(50, Math.round((subject * apr) / 100 / 12)),
      0,
    );
    noTrans.add(it);
    interest.push(it);
  }
  for (const l of [payments, credits, purchases, fees])
    l.sort((a, b) => (a.postDate! < b.postDate! ? -1 : a.postDate! > b.postDate! ? 1 : 0));
  const printed = [...payments, ...credits, ...purchases, ...fees, ...interest];
  const opening = -previous;
  let bal = opening;
  for (const t of printed) t.balance = bal += t.amount;
  const closing = bal;
  const bank = `${word(rng)} Bank`;
  const holder = person(rng);
  const last4 = digits(rng, 4);
  const st = statementOf({
    bank,
    holder,
    account: last4,
    type: 'Credit card',
    currency: 'USD',
    start,
    end,
    opening,
    txs: printed,
    printsTotals: false,
  });
  const m = (v: number) => formatMinor(v, EN);
  const usd = (v: number) => `$${m(v)}`;
  const cols = flexColumns(g, [
    { key: 'trans', header: ['Trans', 'Date'], align: 'left', width: 36 },
    { key: 'post', header: ['Post', 'Date'], align: 'left', width: 36 },
    { key: 'ref', header: ['', 'Reference Number'], align: 'left', width: 118 },
    { key: 'desc', header: ['', 'Description'], align: 'left' },
    { key: 'cr', header: ['', 'Credits'], align: 'right', width: 64 },
    { key: 'ch', header: ['', 'Charges'], align: 'right', width: 64 },
  ]);
  const md = (iso: string) => formatDate(iso, 'MM/DD');
  const rows: Row[] = [];
  const section = (title: string, list: SynthTx[], total: string) => {
    if (!list.length) return;
    rows.push(plainRow({ ref: title }, true, rows.length ? g.lineHeight * 0.6 : 0));
    for (const t of list) {
      const ls = lines.get(t)!;
      rows.push(
        printedRow(
          st,
          t,
          ls.join(' '),
          {
            trans: noTrans.has(t) ? '' : md(t.date),
            post: md(t.postDate!),
            ref: noTrans.has(t)
              ? ''
              : `${digits(rng, 4)}${rng.pick(['MAT', 'H8X', '0A7', 'XQ2'])}${digits(rng, 10)}`.slice(
                  0,
                  17,
                ),
            desc: ls[0]!,
            [t.amount > 0 ? 'cr' : 'ch']: m(t.amount),
          },
          null,
          ls.slice(1).map((l) => ({ desc: l })),
        ),
      );
    }
    const sum = sumOf(list);
    rows.push(plainRow({ desc: total, [sum > 0 ? 'cr' : 'ch']: usd(sum) }, true));
  };
  section('Payments', payments, 'TOTAL PAYMENTS FOR THIS PERIOD');
  section('Other Credits', credits, 'TOTAL OTHER CREDITS FOR THIS PERIOD');
  section(
    'Purchases, Balance Transfers & Other Charges',
    purchases,
    'TOTAL PURCHASES, BALANCE TRANSFERS & OTHER CHARGES FOR THIS PERIOD',
  );
  section('Fees Charged', fees, 'TOTAL FEES CHARGED FOR THIS PERIOD');
  section('Interest Charged', interest, 'TOTAL INTEREST CHARGED FOR THIS PERIOD');
  const limit = Math.max(rng.int(3, 25) * 100_000, Math.ceil((-closing * 1.2) / 50_000) * 50_000);
  const minPay = closing < 0 ? Math.min(-closing, Math.max(3_500, Math.round(-closing * 0.03))) : 0;
  const lx = g.left + (g.right - g.left) * 0.55;
  const L = (l: string, v: string, r: [string, string] | null, bold = false) => ({
    cells: [
      { text: l, x: g.left, bold },
      { text: v, x: lx - 30, align: 'right' as const, bold },
      ...(r
        ? [
            { text: r[0], x: lx },
            { text: r[1], x: g.right, align: 'right' as const },
          ]
        : []),
    ],
  });
  const dmy = (iso: string) => formatDate(iso, 'MM/DD/YYYY');
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 8 },
          {
            text: rng.pick(['Visa Signature Card', 'Cash Back Visa Card', 'Platinum Card']),
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
          { text: `Statement Period ${dmy(start)} to ${dmy(end)}`, x: g.left },
          { text: `Account Number Ending in ${last4}`, x: g.right, align: 'right' },
        ],
      },
      { cells: [{ text: holder, x: g.left, bold: true }], gapAfter: g.lineHeight * 0.6 },
      {
        cells: [
          { text: 'Summary of Account Activity', x: g.left, bold: true },
          { text: 'Payment Information', x: lx, bold: true },
        ],
      },
      L('Previous Balance', usd(previous), ['New Balance', usd(-closing)]),
      L('- Payments', usd(sumOf(payments)), ['Minimum Payment', usd(minPay)]),
      L('- Other Credits', usd(sumOf(credits)), ['Payment Due Date', dmy(addDays(end, 25))]),
      L('+ Cash Advances', usd(0), null),
      L('+ Purchases, Balance Transfers & Other Charges', usd(-sumOf(purchases)), [
        'Credit Limit',
        usd(limit),
      ]),
      L('+ Fees Charged', usd(-sumOf(fees)), [
        'Available Credit',
        usd(Math.max(0, limit + closing)),
      ]),
      L('+ Interest Charged', usd(-sumOf(interest)), ['Days in Billing Period', String(span + 1)]),
      {
        ...L(
          '= New Balance',
          usd(-closing),
          ['Cash Rewards Earned This Period', usd(Math.round(-sumOf(purchases) * 0.02))],
          true,
        ),
        gapAfter: g.lineHeight,
      },
    ],
  };
  const calc: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [{ text: 'Interest Charge Calculation', x: g.left, bold: true }],
        gapAfter: g.lineHeight * 0.2,
      },
      {
        cells: [
          { text: 'Type of Balance', x: g.left, bold: true },
          { text: 'Annual Percentage Rate (APR)', x: lx - 60, align: 'right', bold: true },
          { text: 'Balance Subject to Interest Rate', x: lx + 80, align: 'right', bold: true },
          { text: 'Interest Charge', x: g.right, align: 'right', bold: true },
        ],
      },
      {
        cells: [
          { text: 'PURCHASES', x: g.left },
          { text: `${apr.toFixed(2)}% (v)`, x: lx - 60, align: 'right' },
          { text: usd(subject), x: lx + 80, align: 'right' },
          { text: usd(-sumOf(interest)), x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'CASH ADVANCES', x: g.left },
          { text: `${(apr + 5).toFixed(2)}% (v)`, x: lx - 60, align: 'right' },
          { text: usd(0), x: lx + 80, align: 'right' },
          { text: usd(0), x: g.right, align: 'right' },
        ],
      },
    ],
  };
  const box = digits(rng, 5).replace(/./, '1');
  const spec = docSpec(
    g,
    [
      header,
      {
        kind: 'table',
        title: 'Transaction Summary',
        continuedSuffix: ' (continued)',
        columns: cols,
        rows,
        headerRule: true,
        wrapKey: 'desc',
      },
      { kind: 'space', height: g.lineHeight },
      calc,
    ],
    {
      pageHeader: () => [
        [
          { text: `${bank}  ${holder}`, x: g.left, bold: true },
          {
            text: `Account Number Ending in ${last4}  Statement Period ${dmy(start)} to ${dmy(end)}`,
            x: g.right,
            align: 'right',
          },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: `${bank}, N.A. Card Services, P.O. Box ${box}, ${US_CITIES[0]}`,
            x: g.left,
            size: g.size - 2,
          },
        ],
        [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'us-card-credits-charges', spec, statements: [st] };
};
