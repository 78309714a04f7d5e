/**
 * The EUR statement of a multi-currency fintech account (Revolut / Wise-like), in English: "EUR
 * Statement", "Generated on the 2 Dec 2025", holder, address, IBAN LT.. and BIC, a balance
 * summary per product (Account, Total: opening, money out, money in, closing), then "Account
 * transactions from 1 November 2025 to 30 November 2025": Date ("3 Nov 2025") | Description |
 * Money out | Money in | Balance with "€" amounts; each description has a second line ("To:
 * …", "From: …", "Card: 432112** ****1234") and card payments abroad a third with the foreign
 * amount and rate ("USD 12.00, 1 EUR = 1.0712 USD"), which is part of the description and not a
 * money row; plan fee rows. A "Reverted transactions" section at the end lists payments that
 * were reverted: they moved no money and are not in the truth.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { person } from '../blind-1/kit.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  runBalances,
  statementOf,
  tx,
  word,
} from '../blind-3/common.ts';
import { calendarPeriod, linesRow, localActivity } from '../blind-4/kit.ts';
import { rowCount, sumOf } from './kit.ts';

const SHOPS = [
  'Lidl',
  'Carrefour',
  'Bolt',
  'Uber',
  'Wolt',
  'Zara',
  'IKEA',
  'Albert Heijn',
  'Amazon',
  'Apple.com/bill',
];
const FX: [string, number][] = [
  ['USD', 1.0712],
  ['GBP', 0.8431],
  ['PLN', 4.2765],
  ['CZK', 25.284],
  ['CHF', 0.9387],
];

export const euFintechMulticurrency: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 2.8, 119);
  const { start, end } = calendarPeriod(rng, 1);
  const { txs, opening } = localActivity(rng, {
    start,
    end,
    count,
    floor: 0,
    creditShare: 0.25,
    openingRange: [5_000, 300_000],
    factor: 1,
  });
  const cardNo = `${digits(rng, 6)}** ****${digits(rng, 4)}`;
  const lines = new Map<SynthTx, string[]>();
  const describe = (rng2: Rng, t: SynthTx): string[] => {
    const who = person(rng2, false);
    if (t.amount > 0)
      return rng2.chance(0.4)
        ? [
            `Payment from ${who}`,
            `From: ${who}, ${rng2.pick(['LT', 'DE', 'FR', 'NL'])}${digits(rng2, 2)} ${digits(rng2, 4)}`,
          ]
        : [`Top-up by *${digits(rng2, 4)}`, `Card: ${digits(rng2, 6)}** ****${digits(rng2, 4)}`];
    const r = rng2.next();
    if (r < 0.2)
      return [
        `To ${who}`,
        `To: ${who}, ${rng2.pick(['ES', 'IT', 'PT'])}${digits(rng2, 2)} ${digits(rng2, 4)}`,
      ];
    const shop = rng2.pick(SHOPS);
    if (r < 0.4) {
      const [cur, rate] = rng2.pick(FX);
      const foreign = Math.round(-t.amount * rate);
      return [
        shop,
        `Card: ${cardNo}`,
        `${cur} ${formatMinor(foreign, EN)}, 1 EUR = ${rate.toFixed(4)} ${cur}`,
      ];
    }
    return [shop, `Card: ${cardNo}`];
  };
  for (const t of txs) lines.set(t, describe(rng, t));
  if (rng.chance(0.6)) {
    const fee = tx(addDays(start, rng.int(0, 5)), '', -rng.pick([399, 799, 1399]));
    lines.set(fee, [`${rng.pick(['Premium', 'Metal', 'Plus'])} plan fee`]);
    txs.push(fee);
    txs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  }
  for (const t of txs) t.description = lines.get(t)!.join(' ');
  const closing = runBalances(txs, opening);
  const bank = `${word(rng)} Bank UAB`;
  const holder = person(rng, false);
  const iban = `LT${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)}`;
  const st = statementOf({
    bank,
    holder,
    account: iban,
    type: 'Current Account',
    currency: 'EUR',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const e = (v: number) => `€${formatMinor(v, EN)}`;
  const d = (iso: string) => formatDate(iso, 'D MMM YYYY');
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], 66]],
    desc: ['Description'],
    money: [
      ['out', ['Money out']],
      ['in', ['Money in']],
      ['balance', ['Balance']],
    ],
    moneyWidth: 74,
  });
  const rows: Row[] = txs.map((t) =>
    linesRow(
      st,
      t,
      lines.get(t)!,
      { date: d(t.date) },
      { [t.amount < 0 ? 'out' : 'in']: e(Math.abs(t.amount)), balance: e(t.balance) },
      t.balance,
      { gapBefore: g.lineHeight * 0.2 },
    ),
  );
  const mOut = -sumOf(txs, (t) => t.amount < 0);
  const mIn = sumOf(txs, (t) => t.amount > 0);
  const c = cols.map((k) => k.x);
  const sumCols = [g.left, c[2]! - 95, c[2]!, c[3]!, c[4]!];
  const sumLine = (cells: string[], bold = false) => ({
    cells: cells.map((text, i) => ({
      text,
      x: sumCols[i] ?? g.right,
      align: (i === 0 ? 'left' : 'right') as 'left' | 'right',
      bold,
    })),
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: 'EUR Statement', x: g.left, bold: true, size: g.size + 8 },
          { text: bank, x: g.right, align: 'right', bold: true, size: g.size + 2 },
        ],
      },
      {
        cells: [{ text: `Generated on the ${d(addDays(end, rng.int(1, 5)))}`, x: g.left }],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: holder, x: g.left, bold: true },
          { text: `IBAN ${iban}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `${rng.int(1, 200)} ${word(rng)} ${rng.pick(['Street', 'Avenue', 'Road'])}`,
            x: g.left,
          },
          { text: `BIC ${word(rng).toUpperCase().slice(0, 4)}LT2X`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `${digits(rng, 5)} ${rng.pick(['Madrid', 'Dublin', 'Lisbon', 'Vilnius', 'Milan'])}`,
            x: g.left,
          },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      { cells: [{ text: 'Balance summary', x: g.left, bold: true, size: g.size + 1 }] },
      sumLine(['Product', 'Opening balance', 'Money out', 'Money in', 'Closing balance'], true),
      sumLine(['Account (Current Account)', e(opening), e(mOut), e(mIn), e(closing)]),
      sumLine(['Total', e(opening), e(mOut), e(mIn), e(closing)], true),
      {
        cells: [
          {
            text: 'The balance on your statement might differ from the balance shown in your app.',
            x: g.left,
            size: g.size - 1,
          },
        ],
        gapAfter: g.lineHeight * 0.4,
      },
    ],
  };
  const long = (iso: string) => formatDate(iso, 'D MMMM YYYY');
  const reverted = Array.from({ length: rng.int(0, 3) }, () => ({
    date: addDays(start, rng.int(0, 28)),
    shop: rng.pick(SHOPS),
    v: rng.int(300, 20_000),
  })).sort((a, b) => (a.date < b.date ? -1 : 1));
  const revertedBlock: Block[] = reverted.length
    ? [
        { kind: 'space', height: g.lineHeight },
        {
          kind: 'lines',
          lines: [
            {
              cells: [
                {
                  text: `Reverted transactions from ${long(start)} to ${long(end)}`,
                  x: g.left,
                  bold: true,
                  size: g.size + 1,
                },
              ],
            },
          ],
        },
        {
          kind: 'lines',
          lines: [
            {
              cells: [
                { text: 'Start date', x: g.left, bold: true },
                { text: 'Description', x: c[1]!, bold: true },
                { text: 'Money out', x: c[2]!, align: 'right', bold: true },
                { text: 'Money in', x: c[3]!, align: 'right', bold: true },
              ],
            },
            ...reverted.flatMap((r) => [
              {
                cells: [
                  { text: d(r.date), x: g.left },
                  { text: r.shop, x: c[1]! },
                  { text: e(r.v), x: c[2]!, align: 'right' as const },
                ],
              },
              { cells: [{ text: `Card: ${cardNo}`, x: c[1]!, size: g.size - 0.5 }] },
            ]),
          ],
        },
      ]
    : [];
  const spec = docSpec(
    g,
    [
      header,
      {
        kind: 'table',
        columns: cols,
        rows,
        wrapKey: 'desc',
        title: `Account transactions from ${long(start)} to ${long(end)}`,
        headerRule: true,
      },
      ...revertedBlock,
    ],
    {
      pageHeader: () => [
        [
          { text: 'EUR Statement', x: g.left, bold: true },
          { text: holder, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `Report lost or stolen cards by using the app. ${bank} is licensed by the Bank of Lithuania; deposits are protected up to €100,000.`,
        (p, n) => `Page ${p} of ${n}`,
      ),
    },
  );
  return { family: 'eu-fintech-multicurrency', spec, statements: [st] };
};
