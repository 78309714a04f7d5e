/**
 * A Canadian big-bank Visa statement (RBC-like, under an invented brand): "STATEMENT FROM FEB 16
 * TO MAR 15, 2024" (upper-case months, the year once; both years across the new year), the card
 * number "4516 07** **** 1234", a "Calculating your balance" box (Previous Account Balance,
 * Payments & credits, Purchases & debits, Cash advances, Interest, Fees, = NEW BALANCE) beside
 * the payment box, credit limit and available credit, annual interest rates and a minimum-payment
 * warning with years and dollars (none of them rows), then TRANSACTION DATE | POSTING DATE |
 * ACTIVITY DESCRIPTION | AMOUNT ($) with "FEB 19" dates, a "PREVIOUS STATEMENT BALANCE" line
 * first and a "NEW BALANCE" line last (not rows), a 23-digit reference number on its own line
 * under every description, foreign purchases with "Foreign Currency-USD 45.00" and "Exchange
 * rate-1.368888" lines, bilingual payments "PAYMENT - THANK YOU / PAIEMENT - MERCI" printed
 * "-$500.00", cash advances with their fee, purchase interest. Truth: purchases negative,
 * payments and credits positive, description = the printed text lines without the reference
 * number, date = transaction date, postDate = posting date.
 */
import { docSpec, type FamilyFn, geometry, truthTx } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Column, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { person } from '../blind-1/kit.ts';
import { CA_CITIES, caMerchant, caPostcode } from '../blind-1/words.ts';
import { digits, statementOf, word } from '../blind-3/common.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { logAmount } from '../blind-9/kit.ts';
import { rowMaker } from '../blind-11/kit.ts';
import { absUsd, monDay } from './kit.ts';

export const caVisaRefline: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowCount(rng, g, o.pages, 2.3, 80);
  const end = `${rng.int(2019, 2025)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(5, 25)).padStart(2, '0')}`;
  const start = addDays(end, -rng.pick([28, 29, 30]));
  const span = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);
  const { mk, lines } = rowMaker();
  const post = (d: string) => {
    const p = addDays(d, rng.pick([0, 1, 1, 2, 3]));
    return p > end ? end : p;
  };
  const limit = rng.int(10, 200) * 10_000;
  const previous = rng.chance(0.1) ? 0 : logAmount(rng, 5_000, Math.round(limit * 0.5));
  const paidFull = previous > 0 && rng.chance(0.5);
  const kind = new Map<SynthTx, string>();
  const k = (t: SynthTx, x: string) => {
    kind.set(t, x);
    return t;
  };
  const txs: SynthTx[] = [];
  if (previous > 0) {
    const d = addDays(start, rng.int(3, 20));
    txs.push(
      k(
        mk(
          d,
          ['PAYMENT - THANK YOU / PAIEMENT - MERCI'],
          paidFull ? previous : Math.max(1_000, Math.round(previous * rng.float(0.05, 0.7))),
          post(d),
        ),
        'pay',
      ),
    );
  }
  for (let i = 0; i < count; i++) {
    const d = addDays(start, rng.int(0, span - 1));
    const r = rng.next();
    if (r < 0.72)
      txs.push(k(mk(d, [caMerchant(rng)], -logAmount(rng, 150, 25_000), post(d)), 'buy'));
    else if (r < 0.84) {
      const usd = logAmount(rng, 500, 30_000);
      const rate = rng.float(1.3, 1.42);
      txs.push(
        k(
          mk(
            d,
            [
              `${rng.pick(['AMAZON.COM', 'EXPEDIA', 'STEAM GAMES', 'UBER *TRIP', 'HOTEL'])} ${rng.pick(['SEATTLE WA', 'BELLEVUE WA', 'SAN FRANCISCO CA', 'ORLANDO FL'])}`,
              `Foreign Currency-USD ${formatMinor(usd, EN)}`,
              `Exchange rate-${rate.toFixed(6)}`,
            ],
            -Math.round(usd * rate),
            post(d),
          ),
          'buy',
        ),
      );
    } else if (r < 0.9)
      txs.push(
        k(
          mk(
            d,
            [`${caMerchant(rng).split(' ').slice(0, 3).join(' ')} RETURN`],
            logAmount(rng, 500, 10_000),
            post(d),
          ),
          'credit',
        ),
      );
    else if (r < 0.93) {
      const cash = rng.int(2, 20) * 1_000;
      const p = post(d);
      txs.push(
        k(
          mk(d, [`CASH ADVANCE ${word(rng).toUpperCase()} ATM ${rng.pick(CA_CITIES)}`], -cash, p),
          'cash',
        ),
        k(mk(p, ['CASH ADVANCE FEE'], -350, p), 'fee'),
      );
    } else
      txs.push(
        k(
          mk(
            d,
            [
              rng.pick([
                'NETFLIX.COM 866-579-7172 ON',
                'SPOTIFY P1 STOCKHOLM',
                'ROGERS ******1234 888-764-3771 ON',
                'BELL CANADA (OB) MONTREAL QC',
              ]),
            ],
            -logAmount(rng, 999, 12_000),
            post(d),
          ),
          'buy',
        ),
      );
  }
  if (previous > 0 && !paidFull && rng.chance(0.7))
    txs.push(
      k(
        mk(end, ['PURCHASE INTEREST'], -Math.max(50, Math.round((previous * 0.2099) / 12)), end),
        'int',
      ),
    );
  txs.sort((a, b) =>
    a.date < b.date
      ? -1
      : a.date > b.date
        ? 1
        : a.postDate! < b.postDate!
          ? -1
          : a.postDate! > b.postDate!
            ? 1
            : 0,
  );
  const opening = -previous;
  let bal = opening;
  for (const t of txs) t.balance = bal += t.amount;
  const closing = bal;
  const brand = `${word(rng)} Bank`;
  const product = rng.pick([
    'Visa Classic',
    'Cash Back Visa',
    'Avion Visa Infinite',
    'WestJet Visa',
  ]);
  const holder = person(rng);
  const card = `4516 ${digits(rng, 2)}** **** ${digits(rng, 4)}`;
  const st = statementOf({
    bank: brand,
    holder,
    account: card,
    type: 'Credit card',
    currency: 'CAD',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const money = (v: number) => (v < 0 ? `$${formatMinor(v, EN)}` : `-$${formatMinor(v, EN)}`); // issuer side
  const cols: Column[] = [
    { key: 'date', header: ['TRANSACTION', 'DATE'], x: g.left, align: 'left' },
    { key: 'post', header: ['POSTING', 'DATE'], x: g.left + 72, align: 'left' },
    {
      key: 'desc',
      header: ['', 'ACTIVITY DESCRIPTION'],
      x: g.left + 134,
      align: 'left',
      width: g.right - g.left - 220,
    },
    { key: 'amount', header: ['', 'AMOUNT ($)'], x: g.right, align: 'right' },
  ];
  const rows: Row[] = [
    { cells: { desc: 'PREVIOUS STATEMENT BALANCE', amount: absUsd(previous) }, bold: true },
  ];
  for (const t of txs) {
    const text = lines.get(t)!;
    const truth = truthTx(t, text.join(' '), null);
    st.transactions.push(truth);
    rows.push({
      cells: {
        date: monDay(t.date),
        post: monDay(t.postDate!),
        desc: text[0]!,
        amount: money(t.amount),
      },
      extra: [...text.slice(1), `${rng.pick(['7', '5', '2'])}${digits(rng, 22)}`].map((l) => ({
        desc: l,
      })),
      tx: truth,
    });
  }
  rows.push({
    cells: { desc: 'NEW BALANCE', amount: absUsd(-closing) },
    bold: true,
    gapBefore: g.lineHeight * 0.3,
  });
  const by = (x: string) => -sumOf(txs, (t) => kind.get(t) === x);
  const mid = g.left + (g.right - g.left) * 0.5;
  const L = (l: string, v: string, bold = false) => [
    { text: l, x: g.left, bold },
    { text: v, x: mid - 20, align: 'right' as const, bold },
  ];
  const R = (l: string, v: string, bold = false) => [
    { text: l, x: mid + 10, bold },
    { text: v, x: g.right, align: 'right' as const, bold },
  ];
  const crosses = start.slice(0, 4) !== end.slice(0, 4);
  const periodText = `STATEMENT FROM ${formatDate(start, crosses ? 'MMM DD, YYYY' : 'MMM DD').toUpperCase()} TO ${formatDate(end, 'MMM DD, YYYY').toUpperCase()}`;
  const minPay = closing < 0 ? Math.min(-closing, Math.max(1_000, Math.round(-closing * 0.03))) : 0;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: `${brand} ${product}`, x: g.left, bold: true, size: g.size + 5 },
          { text: periodText, x: g.right, align: 'right', bold: true },
        ],
        gapAfter: g.lineHeight * 0.3,
      },
      {
        cells: [
          { text: holder, x: g.left },
          { text: card, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `${rng.int(10, 9999)} ${word(rng).toUpperCase()} ${rng.pick(['ST', 'AVE', 'CRES', 'RD'])}`,
            x: g.left,
          },
        ],
      },
      {
        cells: [
          {
            text: `${rng.pick(CA_CITIES)} ${caPostcode(rng, rng.pick(['M', 'L', 'V', 'T', 'K']))}`,
            x: g.left,
          },
        ],
        gapAfter: g.lineHeight * 0.7,
      },
      {
        cells: [...L('Calculating your balance', '', true), ...R('Payment information', '', true)],
      },
      {
        cells: [
          ...L('Previous Account Balance', absUsd(previous)),
          ...R('New Balance', absUsd(-closing)),
        ],
      },
      {
        cells: [
          ...L('Payments & credits', `-${absUsd(sumOf(txs, (t) => t.amount > 0))}`),
          ...R('Minimum Payment', absUsd(minPay)),
        ],
      },
      {
        cells: [
          ...L('Purchases & debits', absUsd(by('buy'))),
          ...R('Payment Due Date', formatDate(addDays(end, 21), 'MMM DD, YYYY').toUpperCase()),
        ],
      },
      { cells: [...L('Cash advances', absUsd(by('cash'))), ...R('Credit Limit', absUsd(limit))] },
      {
        cells: [
          ...L('Interest', absUsd(by('int'))),
          ...R('Available Credit', absUsd(Math.max(0, limit + closing))),
        ],
      },
      { cells: [...L('Fees', absUsd(by('fee')))] },
      { cells: [...L('NEW BALANCE', absUsd(-closing), true)], gapAfter: g.lineHeight * 0.5 },
      { cells: [...L('Annual interest rates: Purchases 20.99%  Cash advances 22.99%', '')] },
      {
        cells: [
          {
            text: `If you make only the minimum payment every month, it will take approximately ${rng.int(2, 30)} year(s) and ${rng.int(0, 11)} month(s)`,
            x: g.left,
            size: g.size - 1,
          },
        ],
      },
      {
        cells: [
          {
            text: `to pay off the balance shown, and you will pay an estimated ${absUsd(Math.round(-closing * rng.float(0.2, 1.2)))} in interest.`,
            x: g.left,
            size: g.size - 1,
          },
        ],
        gapAfter: g.lineHeight * 0.7,
      },
    ],
  };
  const spec = docSpec(
    g,
    [header, { kind: 'table', columns: cols, rows, headerRule: true, wrapKey: 'desc' }],
    {
      pageHeader: () => [
        [
          { text: `${brand} ${product}  ${card}`, x: g.left, bold: true },
          { text: periodText, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [[{ text: `${p} OF ${n}`, x: g.right, align: 'right', size: g.size - 1 }]],
    },
  );
  return { family: 'ca-visa-refline', spec, statements: [st] };
};
