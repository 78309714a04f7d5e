/**
 * A Philippine e-wallet transaction history (GCash / Maya-like PDF sent on request): the
 * wallet's name, "Transaction History", the holder's name and mobile number (the account
 * number), "March 01, 2024 - March 31, 2024", STARTING BALANCE and ENDING BALANCE lines, then
 * Date and Time | Description | Reference No. | Debit | Credit | Balance with "2024-03-05 10:15
 * AM" in one cell (ISO date and a 12-hour clock), a 13-digit reference number in its own
 * column between the text and the money, plain "1,234.00" amounts without a currency sign, and
 * descriptions in the wallet's words ("Buy Load Transaction for 09171234567", "Transfer from
 * 09171234567 to 09181234567", "Payment to MERALCO", "Cash-in from BPI", "Send Money to BDO
 * account ending in 1234" followed by a "Transfer Fee" row). Total Debit / Total Credit lines
 * close the table; PHP only in the header.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { digits, statementOf, tx, txRow, word } from '../blind-3/common.ts';
import { calendarPeriod } from '../blind-4/kit.ts';
import { dayTimes, rowCount, sumOf } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { clock12, flexColumns, nameOf, slot } from './kit.ts';

const FIRST = ['JUAN', 'MARIA', 'JOSE', 'ANGELICA', 'MARK', 'KRISTINE', 'JOHN PAUL', 'MARICEL'];
const LAST = ['DELA CRUZ', 'SANTOS', 'REYES', 'GARCIA', 'MENDOZA', 'BAUTISTA', 'VILLANUEVA'];
const MERCHANTS = [
  'MERALCO',
  'PLDT',
  'GLOBE TELECOM',
  'MAYNILAD',
  'SM SUPERMARKET',
  'JOLLIBEE',
  'GRAB PH',
  'SHOPEE PH',
  'LAZADA PH',
  '7-ELEVEN PH',
];
const BANKS = ['BPI', 'BDO', 'UNIONBANK', 'METROBANK', 'RCBC', 'LANDBANK'];

const mobile = (rng: Rng) =>
  `09${rng.pick(['17', '18', '27', '45', '56', '66', '77', '95'])}${digits(rng, 7)}`;

export const phEwalletHistory: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'any');
  const count = rowCount(rng, g, o.pages, 1.35, 95);
  const { start, end } = calendarPeriod(rng, count > 60 ? 2 : 1);
  const holder = nameOf(rng, FIRST, LAST);
  const me = mobile(rng);
  const txs: SynthTx[] = scatter(rng, start, end, count, (date) => {
    const r = rng.next();
    if (r < 0.18)
      return tx(
        date,
        `Buy Load Transaction for ${rng.chance(0.6) ? me : mobile(rng)}`,
        -rng.pick([5_000, 10_000, 30_000, 50_000, 9_900]),
      );
    if (r < 0.38)
      return tx(
        date,
        `Transfer from ${me} to ${mobile(rng)}`,
        -logAmount(rng, 5_000, 1_000_000, 100),
      );
    if (r < 0.52)
      return tx(
        date,
        `Transfer from ${mobile(rng)} to ${me}`,
        logAmount(rng, 5_000, 1_500_000, 100),
      );
    if (r < 0.72) {
      const who = rng.pick(MERCHANTS);
      return tx(
        date,
        `${['MERALCO', 'PLDT', 'MAYNILAD', 'GLOBE TELECOM'].includes(who) ? 'Bills Payment' : 'Payment'} to ${who}`,
        -logAmount(rng, 5_000, 600_000, 1),
      );
    }
    if (r < 0.86)
      return rng.chance(0.7)
        ? tx(date, `Cash-in from ${rng.pick(BANKS)}`, rng.int(5, 100) * 10_000)
        : tx(date, 'Cash In via 7-Eleven', rng.int(1, 50) * 10_000);
    return [
      tx(
        date,
        `Send Money to ${rng.pick(BANKS)} account ending in ${digits(rng, 4)}`,
        -logAmount(rng, 50_000, 2_000_000, 100),
      ),
      tx(date, 'Transfer Fee', -1_500),
    ];
  });
  const opening = liftOpening(txs, logAmount(rng, 100, 800_000, 1), 0);
  const brand = rng.pick([`${word(rng)}Cash`, `${word(rng)} Wallet`, `${word(rng)}Pay`]);
  const st = statementOf({
    bank: brand,
    holder,
    account: me,
    type: 'E-wallet',
    currency: 'PHP',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const closing = txs.at(-1)!.balance;
  const f = (v: number) => formatMinor(v, EN);
  const times = dayTimes(
    rng,
    txs.map((t) => t.date),
  ).map(clock12);
  const refs = txs.map(() => `${rng.int(1, 9)}${digits(rng, 12)}`);
  const money = slot(g, [f(9_999_999)], ['Balance'], 12);
  const cols = flexColumns(g, [
    {
      key: 'date',
      header: ['Date and Time'],
      align: 'left',
      width: slot(g, ['2024-12-28 10:15 PM'], [], 10),
    },
    { key: 'desc', header: ['Description'], align: 'left' },
    {
      key: 'ref',
      header: ['Reference No.'],
      align: 'left',
      width: slot(g, ['0000000000000'], ['Reference No.'], 8),
    },
    { key: 'out', header: ['Debit'], align: 'right', width: money },
    { key: 'in', header: ['Credit'], align: 'right', width: money },
    { key: 'balance', header: ['Balance'], align: 'right', width: money },
  ]);
  const rows: Row[] = txs.map((t, i) =>
    txRow(
      st,
      t,
      {
        date: `${t.date} ${times[i]}`,
        ref: refs[i]!,
        [t.amount < 0 ? 'out' : 'in']: f(t.amount),
        balance: f(t.balance),
      },
      t.balance,
    ),
  );
  rows.push(
    {
      cells: { desc: 'Total Debit', out: f(-sumOf(txs, (t) => t.amount < 0)) },
      bold: true,
      gapBefore: g.lineHeight * 0.4,
    },
    { cells: { desc: 'Total Credit', in: f(sumOf(txs, (t) => t.amount > 0)) }, bold: true },
  );
  const long = (iso: string) => formatDate(iso, 'MMMM DD, YYYY');
  const vx = g.left + slot(g, ['STARTING BALANCE'], [], 30) + 60;
  const header: Block = {
    kind: 'lines',
    lines: [
      { cells: [{ text: brand, x: g.left, bold: true, size: g.size + 8 }] },
      {
        cells: [{ text: 'Transaction History', x: g.left, bold: true, size: g.size + 2 }],
        gapAfter: g.lineHeight * 0.6,
      },
      { cells: [{ text: holder, x: g.left, bold: true }] },
      { cells: [{ text: me, x: g.left }] },
      {
        cells: [{ text: `${long(start)} - ${long(end)}`, x: g.left }],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: 'STARTING BALANCE', x: g.left, bold: true },
          { text: `PHP ${f(opening)}`, x: vx, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'ENDING BALANCE', x: g.left, bold: true },
          { text: `PHP ${f(closing)}`, x: vx, align: 'right' },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
    ],
  };
  const spec = docSpec(
    g,
    [header, { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true }],
    {
      footer: (p, n) => [
        [
          {
            text: 'This is a system-generated document. For concerns, chat with us through the Help Center in the app.',
            x: g.left,
            size: g.size - 1.5,
          },
        ],
        [
          {
            text: `Page ${p} of ${n}`,
            x: (g.left + g.right) / 2,
            align: 'center',
            size: g.size - 1,
          },
        ],
      ],
    },
  );
  return { family: 'ph-ewallet-history', spec, statements: [st] };
};
