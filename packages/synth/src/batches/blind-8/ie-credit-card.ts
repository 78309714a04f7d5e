/**
 * An Irish credit card statement (AIB / Bank of Ireland / PTSB-like): EUR, statement date,
 * masked card number, a box of Previous balance, Payments/credits, Purchases/debits, New
 * balance, Minimum payment, Payment due date and Credit limit, then Transaction date | Posting
 * date | Details | Amount € with "03 MAR" dates (no year, the cycle may cross the new year),
 * credits suffixed "CR", non-euro purchases with a second line (foreign amount and rate) and a
 * currency conversion fee row, an interest row when a balance was carried, and, in the
 * statement covering 1 April, the €30.00 "GOVERNMENT STAMP DUTY" row. The balance owed is
 * negative in the truth.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { person } from '../blind-1/kit.ts';
import { digits, legalFooter, moneyColumns, statementOf, tx, word } from '../blind-3/common.ts';
import { linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { upperDayMonth } from './kit.ts';

const SHOPS = [
  'TESCO STORES',
  'DUNNES STORES',
  'SUPERVALU',
  'LIDL',
  'CIRCLE K',
  'BOOTS',
  'PENNEYS',
  'EASONS',
  'JUST EAT.IE',
  'IRISH RAIL',
  'EFLOW TOLL',
  'BORD GAIS ENERGY',
  'ELECTRIC IRELAND',
  'EIR',
];
const TOWNS = ['DUBLIN', 'CORK', 'GALWAY', 'LIMERICK', 'KILKENNY', 'WATERFORD', 'SWORDS'];
const ABROAD: [string, string, number][] = [
  ['AMAZON.CO.UK', 'GBP', 0.85],
  ['RYANAIR LTD', 'GBP', 0.85],
  ['AIRBNB', 'USD', 1.09],
  ['APPLE.COM/BILL', 'USD', 1.09],
];

export const ieCreditCard: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.2, 100);
  const y = rng.int(2019, 2025);
  const stamp = rng.chance(0.35);
  const start = stamp
    ? `${y}-03-${String(rng.int(5, 28)).padStart(2, '0')}`
    : `${y}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const end = addDays(start, 30);
  const day = () => addDays(start, rng.int(0, 28));
  const limit = rng.int(15, 150) * 10_000;
  const previous = rng.int(Math.round(limit * 0.02), Math.round(limit * 0.5));
  const lines = new Map<SynthTx, string[]>();
  const mk = (date: string, text: string[], amount: number) => {
    const t = tx(date, text.join(' '), amount);
    t.postDate = addDays(date, rng.pick([0, 1, 1, 2, 3]));
    if (t.postDate > end) t.postDate = end;
    lines.set(t, text);
    return t;
  };
  const full = rng.chance(0.55);
  const paid = full ? previous : rng.int(Math.round(previous * 0.05), previous);
  const txs: SynthTx[] = [
    mk(
      addDays(start, rng.int(1, 15)),
      [rng.pick(['PAYMENT THANK YOU', 'DIRECT DEBIT PAYMENT', 'PAYMENT RECEIVED - THANK YOU'])],
      paid,
    ),
  ];
  for (let i = 0; i < count; i++) {
    if (rng.chance(0.08)) {
      const [shop, cur, fx] = rng.pick(ABROAD);
      const eur = Math.round(Math.exp(rng.float(Math.log(800), Math.log(40_000))));
      const t = mk(
        day(),
        [shop, `${cur} ${formatMinor(Math.round(eur * fx), EN)} RATE ${fx.toFixed(4)}`],
        -eur,
      );
      txs.push(t, mk(t.date, ['CURRENCY CONVERSION FEE'], -Math.max(1, Math.round(eur * 0.0275))));
      txs.at(-1)!.postDate = t.postDate;
    } else if (rng.chance(0.04))
      txs.push(
        mk(
          day(),
          [`${rng.pick(SHOPS)} REFUND`],
          Math.round(Math.exp(rng.float(Math.log(500), Math.log(10_000)))),
        ),
      );
    else
      txs.push(
        mk(
          day(),
          [`${rng.pick(SHOPS)} ${rng.pick(TOWNS)}`],
          -Math.round(Math.exp(rng.float(Math.log(250), Math.log(25_000)))),
        ),
      );
  }
  txs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  if (stamp) {
    const s = mk(`${y}-04-01`, ['GOVERNMENT STAMP DUTY'], -3_000);
    s.postDate = s.date;
    txs.push(s);
  }
  if (!full) {
    const i = mk(end, ['INTEREST'], -Math.max(1, Math.round(((previous - paid) * 0.1985) / 12)));
    i.postDate = end;
    txs.push(i);
  }
  txs.sort((a, b) => (a.postDate! < b.postDate! ? -1 : a.postDate! > b.postDate! ? 1 : 0));
  const opening = -previous;
  let bal = opening;
  for (const t of txs) t.balance = bal += t.amount;
  const closing = bal;
  const bank = rng.pick([
    `${word(rng)} Irish Bank`,
    `Bank of ${word(rng)}`,
    `${word(rng)} Bank Ireland`,
  ]);
  const holder = person(rng);
  const card = `${digits(rng, 4).replace(/^./, '4')} XXXX XXXX ${digits(rng, 4)}`;
  const st = statementOf({
    bank,
    holder,
    account: card,
    type: 'Credit Card',
    currency: 'EUR',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const amt = (v: number) => (v > 0 ? `${formatMinor(v, EN)}CR` : formatMinor(v, EN));
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['Transaction', 'Date'], 62],
      ['post', ['Posting', 'Date'], 58],
    ],
    desc: ['Details'],
    money: [['amount', ['Amount €']]],
    moneyWidth: 84,
  });
  const rows: Row[] = [
    { cells: { desc: 'PREVIOUS BALANCE', amount: formatMinor(previous, EN) } },
    ...txs.map((t) =>
      linesRow(
        st,
        t,
        lines.get(t)!,
        { date: upperDayMonth(t.date), post: upperDayMonth(t.postDate!) },
        { amount: amt(t.amount) },
        null,
      ),
    ),
  ];
  const minPay = Math.min(-closing, Math.max(2_500, Math.round(-closing * 0.03)));
  const bx = [g.left, g.left + 150, g.left + 260, g.right];
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          {
            text: 'Credit Card Statement',
            x: g.right,
            align: 'right',
            bold: true,
            size: g.size + 1,
          },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: holder, x: g.left, bold: true },
          { text: `Statement Date ${formatDate(end, 'DD MMM YYYY')}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `${rng.int(1, 120)} ${word(rng)} Park`, x: g.left },
          { text: `Card Number ${card}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `${rng.pick(TOWNS)}  ${rng.pick(['D04', 'T12', 'H91', 'V94', 'A96'])} ${word(rng).slice(0, 4).toUpperCase()}`,
            x: g.left,
          },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: 'Previous balance', x: bx[0]! },
          { text: `€${formatMinor(previous, EN)}`, x: bx[1]!, align: 'right' },
          { text: 'Minimum payment', x: bx[2]! },
          { text: `€${formatMinor(minPay, EN)}`, x: bx[3]!, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Payments/credits', x: bx[0]! },
          {
            text: `€${formatMinor(
              sumOf(txs, (t) => t.amount > 0),
              EN,
            )}CR`,
            x: bx[1]!,
            align: 'right',
          },
          { text: 'Payment due date', x: bx[2]! },
          { text: formatDate(addDays(end, 25), 'DD MMM YYYY'), x: bx[3]!, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Purchases/debits', x: bx[0]! },
          {
            text: `€${formatMinor(-sumOf(txs, (t) => t.amount < 0), EN)}`,
            x: bx[1]!,
            align: 'right',
          },
          { text: 'Credit limit', x: bx[2]! },
          { text: `€${formatMinor(limit, EN)}`, x: bx[3]!, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'New balance', x: bx[0]!, bold: true },
          { text: `€${formatMinor(-closing, EN)}`, x: bx[1]!, align: 'right', bold: true },
          { text: 'Available credit', x: bx[2]! },
          { text: `€${formatMinor(Math.max(0, limit + closing), EN)}`, x: bx[3]!, align: 'right' },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'rule', x0: g.left, x1: g.right },
      { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true },
      {
        kind: 'lines',
        lines: [
          {
            cells: [
              { text: 'NEW BALANCE', x: cols[2]!.x, bold: true },
              { text: formatMinor(-closing, EN), x: g.right, align: 'right', bold: true },
            ],
          },
        ],
      },
    ],
    {
      pageHeader: (p) => [
        [
          { text: `${holder}   ${card}`, x: g.left },
          { text: `Page ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `${bank} is regulated by the Central Bank of Ireland. Government stamp duty of €30 is charged on each credit card account annually.`,
        (p, n) => `Page ${p} of ${n}`,
      ),
    },
  );
  return { family: 'ie-credit-card', spec, statements: [st] };
};
