/**
 * An Israeli joint current account ("osh") statement in English from a bank whose layout is
 * built right to left (Leumi / Hapoalim / Discount-like): the columns read, from the left,
 * Balance (NIS) | Credit | Debit | Reference | Description | Value Date | Date, so the date is
 * at the right edge and the balance at the left, and the descriptions are right-aligned against
 * the value date. The holders are printed "COHEN DAVID AND/OR COHEN SARAH", the account as
 * bank-branch-account "12-345-678901", dates DD/MM/YY, the period "01/03/24 - 31/03/24". The
 * account often runs into overdraft: negative balances print with a trailing minus
 * ("1,234.56-"). Card company debits (Isracard / Max / Cal) on the card's billing day, salary,
 * National Insurance child allowance, Arnona municipal tax, mortgage repayment, Bit / PayBox
 * transfers, cheque deposits, ATM withdrawals, account-management fees and debit interest.
 * Often printed newest first. A balance box (opening, credits, debits, closing, credit line)
 * above the table, whose figures are not rows.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Cell, Row } from '../../layout.ts';
import { textWidth } from '../../layout.ts';
import { digits, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { monthEnds } from '../blind-8/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { fitLines, flexColumns, slot } from '../blind-10/kit.ts';
import { byDate, rowMaker, trailing } from './kit.ts';

const SURNAMES = ['COHEN', 'LEVI', 'MIZRAHI', 'PERETZ', 'BITON', 'FRIEDMAN', 'AZULAI', 'KATZ'];
const MEN = ['DAVID', 'YOSEF', 'MOSHE', 'AVI', 'DANIEL', 'ITAI', 'OMER'];
const WOMEN = ['SARAH', 'MICHAL', 'NOA', 'YAEL', 'TAMAR', 'RONIT', 'SHIRA'];
const SHOPS = [
  'SHUFERSAL',
  'RAMI LEVY',
  'SUPER-PHARM',
  'YOCHANANOF',
  'PAZ',
  'DELEK',
  'IKEA NETANYA',
];
const CITIES = ['TEL AVIV', 'JERUSALEM', 'HAIFA', 'RAMAT GAN', 'PETAH TIKVA', 'BEER SHEVA'];

export const ilJointRtl: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.4, 100);
  const { start, end } = calendarPeriod(rng, count > 55 ? 2 : 1);
  const { mk, lines } = rowMaker();
  const surname = rng.pick(SURNAMES);
  const holder = `${surname} ${rng.pick(MEN)} AND/OR ${surname} ${rng.pick(WOMEN)}`;
  const txs = scatter(rng, start, end, count, (date) => {
    const r = rng.next();
    if (r < 0.3)
      return mk(
        date,
        [`DEBIT CARD ${rng.pick(SHOPS)} ${rng.pick(CITIES)}`],
        -logAmount(rng, 1_500, 90_000),
        date,
      );
    if (r < 0.45)
      return mk(
        date,
        [
          rng.chance(0.5) ? 'BIT TRANSFER' : 'PAYBOX TRANSFER',
          `${rng.pick(MEN)} ${rng.pick(SURNAMES)}`,
        ],
        (rng.chance(0.5) ? -1 : 1) * logAmount(rng, 2_000, 150_000, 100),
        date,
      );
    if (r < 0.57)
      return mk(
        date,
        ['ATM WITHDRAWAL', `${rng.pick(CITIES)} BRANCH ${rng.int(100, 999)}`],
        -rng.int(1, 20) * 10_000,
        date,
      );
    if (r < 0.67)
      return mk(
        date,
        ['CHEQUE DEPOSIT', `CHQ ${digits(rng, 6)}`],
        logAmount(rng, 20_000, 800_000, 100),
        date,
      );
    if (r < 0.8)
      return mk(
        date,
        [
          rng.pick([
            'BEZEQ',
            'HOT MOBILE',
            'PARTNER',
            'ISRAEL ELECTRIC CORP',
            'MEKOROT WATER',
            'CLALIT HEALTH',
          ]),
        ],
        -logAmount(rng, 5_000, 60_000),
        date,
      );
    if (r < 0.9)
      return mk(
        date,
        [
          'TRANSFER TO',
          `${rng.pick(MEN)} ${rng.pick(SURNAMES)} ${digits(rng, 2)}-${digits(rng, 3)}`,
        ],
        -logAmount(rng, 10_000, 500_000, 100),
        date,
      );
    return mk(
      date,
      ['STANDING ORDER', `${word(rng).toUpperCase()} INSURANCE LTD`],
      -logAmount(rng, 8_000, 40_000),
      date,
    );
  });
  const cardCo = rng.pick(['ISRACARD', 'MAX IT FINANCE', 'CAL VISA']);
  const cardDay = rng.pick(['02', '10', '15']);
  const employer = `${word(rng).toUpperCase()} ${rng.pick(['LTD', 'TECHNOLOGIES LTD', 'SYSTEMS LTD'])}`;
  const city = rng.pick(CITIES);
  for (const me of monthEnds(start, end)) {
    const ym = me.slice(0, 8);
    txs.push(
      mk(
        `${ym}${cardDay}`,
        [`${cardCo} CARD CHARGES`],
        -logAmount(rng, 300_000, 1_400_000),
        `${ym}${cardDay}`,
      ),
      mk(
        `${ym}01`,
        ['MORTGAGE REPAYMENT', `LOAN ${digits(rng, 9)}`],
        -logAmount(rng, 250_000, 700_000, 100),
        `${ym}01`,
      ),
      mk(
        `${ym}20`,
        ['NATIONAL INSURANCE', 'CHILD ALLOWANCE'],
        rng.pick([17_300, 21_900, 43_800]),
        `${ym}20`,
      ),
      mk(`${ym}10`, [`SALARY ${employer}`], logAmount(rng, 1_200_000, 3_200_000, 100), `${ym}10`),
      mk(me, ['ACCOUNT MANAGEMENT FEE'], -rng.pick([1_090, 1_290, 1_490]), me),
    );
    if (rng.chance(0.7))
      txs.push(
        mk(
          `${ym}${rng.pick(['05', '15'])}`,
          [`ARNONA ${city} MUNICIPALITY`],
          -logAmount(rng, 30_000, 90_000),
          null,
        ),
      );
  }
  for (const t of txs) t.postDate ??= t.date;
  byDate(txs);
  const opening = liftOpening(
    txs,
    (rng.chance(0.5) ? -1 : 1) * logAmount(rng, 1_000, 800_000),
    -1_500_000,
  );
  // debit interest at the end, when the account spent time in overdraft
  if (txs.some((t) => t.balance < 0)) {
    txs.push(mk(end, ['DEBIT INTEREST'], -logAmount(rng, 500, 9_000), end));
    liftOpening(txs, opening, -1_500_000);
  }
  const finalOpening = txs[0]!.balance - txs[0]!.amount;
  const bankWord = word(rng);
  const bank = rng.pick([`Bank ${bankWord}`, `${bankWord} Bank Ltd`, `Israel ${bankWord} Bank`]);
  const acct = `${rng.int(10, 54)}-${digits(rng, 3)}-${digits(rng, 6)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Joint current account',
    currency: 'ILS',
    start,
    end,
    opening: finalOpening,
    txs,
    printsTotals: true,
  });
  const closing = txs.at(-1)!.balance;
  const bal = (v: number) => trailing(v, EN);
  const m = (v: number) => formatMinor(v, EN);
  const d = (iso: string) => formatDate(iso, 'DD/MM/YY');
  const moneyW = slot(g, ['99,999,999.99-'], ['Balance (NIS)'], 10);
  const dateW = slot(g, ['28/12/24'], ['Value Date'], 10);
  const cols = flexColumns(g, [
    { key: 'balance', header: ['Balance (NIS)'], align: 'right', width: moneyW },
    { key: 'in', header: ['Credit'], align: 'right', width: moneyW },
    { key: 'out', header: ['Debit'], align: 'right', width: moneyW },
    {
      key: 'ref',
      header: ['Reference'],
      align: 'right',
      width: slot(g, ['999999999'], ['Reference'], 14),
    },
    { key: 'desc', header: ['Description'], align: 'right' },
    { key: 'vdate', header: ['Value Date'], align: 'right', width: dateW },
    { key: 'date', header: ['Date'], align: 'right', width: dateW },
  ]);
  const descCol = cols.find((c) => c.key === 'desc')!;
  const refCol = cols.find((c) => c.key === 'ref')!;
  const descW = descCol.x - refCol.x - 16;
  const newestFirst = rng.chance(0.5);
  const order = newestFirst ? [...txs].reverse() : txs;
  const rows: Row[] = order.map((t) =>
    linesRow(
      st,
      t,
      fitLines(g, lines.get(t)!, descW),
      { date: d(t.date), vdate: d(t.postDate!), ref: digits(rng, rng.int(4, 9)) },
      { [t.amount < 0 ? 'out' : 'in']: m(t.amount), balance: bal(t.balance) },
      t.balance,
    ),
  );
  const R = g.right;
  const rightLines = (texts: [string, boolean?][]) =>
    texts.map(([text, bold]) => ({
      cells: [{ text, x: R, align: 'right' as const, bold: bold ?? false }] as Cell[],
    }));
  const boxW = (g.right - g.left) / 5;
  const boxLabels = [
    'Closing Balance',
    'Total Debits',
    'Total Credits',
    'Opening Balance',
    'Credit Line',
  ];
  const boxValues = [
    bal(closing),
    m(-sumOf(txs, (t) => t.amount < 0)),
    m(sumOf(txs, (t) => t.amount > 0)),
    bal(finalOpening),
    m(1_500_000),
  ];
  const header: Block[] = [
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: 'CURRENT ACCOUNT STATEMENT', x: g.left, bold: true, size: g.size + 2 },
            { text: bank, x: R, align: 'right', bold: true, size: g.size + 7 },
          ],
          gapAfter: g.lineHeight * 0.6,
        },
        ...rightLines([
          [`Account holders: ${holder}`],
          [`Account number: ${acct}`],
          [`Branch: ${city} ${acct.split('-')[1]}`],
          [`Period: ${d(start)} - ${d(end)}`],
          [`Currency: NIS`],
        ]),
      ],
    },
    { kind: 'space', height: g.lineHeight * 0.5 },
    { kind: 'rule', x0: g.left, x1: g.right },
    {
      kind: 'lines',
      lines: [
        {
          cells: boxLabels.map((t, i) => ({
            text: t,
            x: g.left + boxW * (i + 1) - 6,
            align: 'right' as const,
            bold: true,
          })),
        },
        {
          cells: boxValues.map((t, i) => ({
            text: t,
            x: g.left + boxW * (i + 1) - 6,
            align: 'right' as const,
          })),
        },
      ],
    },
    { kind: 'rule', x0: g.left, x1: g.right },
    { kind: 'space', height: g.lineHeight * 0.5 },
  ];
  if (textWidth(g.font, `Account holders: ${holder}`, g.size) > g.right - g.left)
    throw new Error('holder too long');
  const spec = docSpec(
    g,
    [
      ...header,
      {
        kind: 'table',
        title: newestFirst ? 'Account activity (latest first)' : 'Account activity',
        continuedSuffix: ' - continued',
        columns: cols,
        rows,
        headerRule: true,
      },
    ],
    {
      pageHeader: () => [
        [
          { text: `Account ${acct}`, x: g.left },
          { text: bank, x: R, align: 'right', bold: true },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: 'Negative balances are shown with a minus sign after the amount. Interest on debit balances is charged at the end of the period.',
            x: R,
            align: 'right',
            size: g.size - 1.5,
          },
        ],
        [{ text: `Page ${p} of ${n}`, x: g.left, size: g.size - 1 }],
      ],
    },
  );
  return { family: 'il-joint-rtl', spec, statements: [st] };
};
