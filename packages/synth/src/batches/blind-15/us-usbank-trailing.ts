/**
 * A US consumer checking statement (U.S. Bank-like, under an invented bank): a "Statement
 * Period: / Mar 1, 2024 / through / Mar 31, 2024" box at the top right, an Account Summary with
 * "# Items" counts and withdrawals printed "1,234.56-", then sections Customer Deposits / Other
 * Deposits / Card Withdrawals / Other Withdrawals / Checks Presented Conventionally, each laid
 * out Date | Description of Transaction | Ref Number | Amount with "Mar 5" dates (no year, no
 * leading zero), a 10-digit Ref Number between the text and the money, withdrawals with a
 * TRAILING MINUS and "$ " on each section's first amount, two-line descriptors ("Debit Purchase
 * - VISA On 030324 SEATTLE WA" over the merchant, "Electronic Withdrawal To COMCAST" over
 * "REF=…"), "Total Card Withdrawals $ 1,234.56-" lines and a Balance Summary three pairs to a
 * line (not rows). Rows in section order, no running balance.
 */
import type { ParsedStatement } from '@bsp/shared/parse-result';
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { digits, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod, lastOfDay } from '../blind-4/kit.ts';
import { rowCount } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { flexColumns } from '../blind-10/kit.ts';
import { byDate, rowMaker } from '../blind-11/kit.ts';
import { nUpLines } from '../blind-13/kit.ts';
import { printedRow } from '../blind-14/kit.ts';
import { monD, smallPrint, total, trailUsd } from './kit.ts';

const SHOPS = [
  ['STARBUCKS STORE 12345', 'SEATTLE WA'],
  ['TARGET T-1284', 'MINNEAPOLIS MN'],
  ['CUB FOODS #1622', 'SAINT PAUL MN'],
  ['HOLIDAY STATIONSTORE', 'EDINA MN'],
  ['AMAZON MKTPL*RT4K22', 'AMZN.COM/BILL WA'],
  ['CHIPOTLE 1145', 'DENVER CO'],
  ['WALGREENS #4411', 'CINCINNATI OH'],
  ['KWIK TRIP 00784', 'EAU CLAIRE WI'],
  ['NETFLIX.COM', 'LOS GATOS CA'],
  ['HY-VEE 1420', 'OMAHA NE'],
];
const BILLS = [
  'COMCAST',
  'XCEL ENERGY',
  'VERIZON WIRELESS',
  'STATE FARM RO 27',
  'CAPITAL ONE',
  'SPECTRUM',
  'AMEX EPAYMENT',
];

type Section = 'cust' | 'other' | 'card' | 'wd' | 'chk';

export const usUsbankTrailing: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowCount(rng, g, o.pages, 1.9, 90);
  const { start, end } = calendarPeriod(rng, 1);
  const { mk, lines } = rowMaker();
  const section = new Map<SynthTx, Section>();
  const refs = new Map<SynthTx, string>();
  const card = digits(rng, 4);
  let check = rng.int(1001, 4800);
  const checks: number[] = [];
  const put = (t: SynthTx, s: Section) => {
    section.set(t, s);
    refs.set(t, s === 'card' && rng.chance(0.3) ? '' : digits(rng, 10));
    return t;
  };
  const txs = scatter(rng, start, end, count, (d) => {
    const r = rng.next();
    if (r < 0.5) {
      const [shop, town] = rng.pick(SHOPS);
      const back = addDays(d, -rng.int(0, 2));
      const on = formatDate(back < start ? d : back, 'MMDDYY');
      return put(
        mk(
          d,
          [`Debit Purchase - VISA On ${on} ${town}`, `Card ${card} ${shop}`],
          -logAmount(rng, 300, 25_000),
        ),
        'card',
      );
    }
    if (r < 0.58)
      return put(
        mk(
          d,
          [
            `ATM Withdrawal ${word(rng).toUpperCase()} BRANCH`,
            `Card ${card} ${rng.pick(['MINNEAPOLIS MN', 'PORTLAND OR', 'ST LOUIS MO'])}`,
          ],
          -rng.int(2, 30) * 1_000,
        ),
        'card',
      );
    if (r < 0.72)
      return put(
        mk(
          d,
          [
            `Electronic Withdrawal To ${rng.pick(BILLS)}`,
            `REF=${digits(rng, 15)}N00 ${digits(rng, 10)}${rng.pick(['WEB PMTS', 'BILL PAY', 'PPD'])}`,
          ],
          -logAmount(rng, 2_500, 60_000),
        ),
        'wd',
      );
    if (r < 0.78)
      return put(
        mk(
          d,
          [
            `Zelle Instant Pmt To ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`,
            `Conf# ${digits(rng, 9)}`,
          ],
          -logAmount(rng, 1_000, 80_000, 100),
        ),
        'wd',
      );
    if (r < 0.84) {
      check += rng.chance(0.2) ? 2 : 1;
      checks.push(check);
      return put(mk(d, [`Check ${check}`], -logAmount(rng, 2_000, 150_000)), 'chk');
    }
    if (r < 0.9)
      return put(
        mk(
          d,
          [rng.pick(['Mobile Banking Deposit', 'Branch Deposit', 'ATM Deposit'])],
          logAmount(rng, 2_000, 200_000),
        ),
        'cust',
      );
    return put(
      mk(
        d,
        [
          `Electronic Deposit From ${rng.pick(['IRS TREAS 310', 'VENMO', 'STATE OF MINN', 'PAYPAL'])}`,
          `REF=${digits(rng, 15)}N00 ${digits(rng, 10)}${rng.pick(['TAX REF', 'CASHOUT', 'TRANSFER'])}`,
        ],
        logAmount(rng, 1_000, 150_000),
      ),
      'other',
    );
  });
  const employer = `${word(rng).toUpperCase()} ${rng.pick(['INC', 'LLC', 'HEALTH', 'SCHOOLS'])}`;
  for (const day of [rng.int(1, 6), rng.int(15, 20)]) {
    const d = addDays(start, day);
    if (d <= end)
      txs.push(
        put(
          mk(
            d,
            [
              `Electronic Deposit From ${employer}`,
              `REF=${digits(rng, 15)}N00 ${digits(rng, 10)}PAYROLL`,
            ],
            logAmount(rng, 120_000, 420_000),
          ),
          'other',
        ),
      );
  }
  if (rng.chance(0.5))
    txs.push(put(mk(end, ['Monthly Maintenance Fee'], -rng.pick([400, 695, 1_500])), 'wd'));
  byDate(txs);
  const opening = liftOpening(txs, logAmount(rng, 20_000, 600_000), logAmount(rng, 500, 60_000));
  const closing = txs.at(-1)!.balance;
  const bank = `${word(rng)} Bank`;
  const holder = `${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  const acct = `1 ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 4)}`;
  const st: ParsedStatement = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Easy Checking',
    currency: 'USD',
    start,
    end,
    opening,
    txs,
    printsTotals: false,
  });
  const cols = flexColumns(g, [
    { key: 'date', header: ['Date'], align: 'left', width: 40 },
    { key: 'desc', header: ['Description of Transaction'], align: 'left' },
    { key: 'ref', header: ['Ref Number'], align: 'left', width: 70 },
    { key: 'amount', header: ['Amount'], align: 'right', width: 82 },
  ]);
  const chkCols = flexColumns(g, [
    { key: 'date', header: ['Date'], align: 'left', width: 40 },
    { key: 'desc', header: ['Check'], align: 'left' },
    { key: 'ref', header: ['Ref Number'], align: 'left', width: 70 },
    { key: 'amount', header: ['Amount'], align: 'right', width: 82 },
  ]);
  const titles: [Section, string][] = [
    ['cust', 'Customer Deposits'],
    ['other', 'Other Deposits'],
    ['card', 'Card Withdrawals'],
    ['wd', 'Other Withdrawals'],
    ['chk', 'Checks Presented Conventionally'],
  ];
  const body: Block[] = [];
  const summary: [string, string, string][] = [];
  for (const [s, title] of titles) {
    const mine = txs.filter((t) => section.get(t) === s);
    if (!mine.length) continue;
    const rows: Row[] = mine.map((t, i) => {
      const [first, ...rest] = lines.get(t)!;
      const isChk = s === 'chk';
      const num = isChk ? t.description.replace('Check ', '') : '';
      const gap =
        isChk &&
        checks.indexOf(Number(num)) > 0 &&
        checks[checks.indexOf(Number(num)) - 1] !== Number(num) - 1;
      return printedRow(
        st,
        t,
        t.description,
        {
          date: monD(t.date),
          desc: isChk ? `${num}${gap ? '*' : ''}` : first!,
          ref: refs.get(t) ?? '',
          amount: trailUsd(t.amount, i === 0),
        },
        null,
        rest.map((l) => ({ desc: l })),
      );
    });
    const sum = total(mine);
    rows.push({ cells: { desc: `Total ${title}`, amount: trailUsd(sum, true) }, bold: true });
    summary.push([title, String(mine.length), trailUsd(sum)]);
    body.push({
      kind: 'table',
      title,
      continuedSuffix: ' (continued)',
      columns: s === 'chk' ? chkCols : cols,
      rows,
      headerRule: true,
    });
    if (s === 'chk')
      body.push({ kind: 'lines', lines: [smallPrint(g, '* Gap in check sequence')] });
  }
  const last = lastOfDay(txs);
  const ends = txs.filter((_, i) => last[i]);
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 7 },
          { text: 'Statement Period:', x: g.right, align: 'right', bold: true },
        ],
      },
      {
        cells: [
          { text: `P.O. Box ${rng.int(1000, 9999)}`, x: g.left },
          { text: formatDate(start, 'MMM D, YYYY'), x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `${word(rng)}, MN 55${digits(rng, 3)}-${digits(rng, 4)}`, x: g.left },
          { text: 'through', x: g.right, align: 'right' },
        ],
      },
      {
        cells: [{ text: formatDate(end, 'MMM D, YYYY'), x: g.right, align: 'right' }],
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          { text: holder, x: g.left, bold: true },
          { text: 'To Contact Us', x: g.right - 150, bold: true },
        ],
      },
      {
        cells: [
          { text: `${rng.int(10, 9999)} ${word(rng).toUpperCase()} AVE`, x: g.left },
          { text: '24-Hour Banking 1-800-872-2657', x: g.right - 150 },
        ],
      },
      {
        cells: [
          { text: `${word(rng).toUpperCase()} MN 55${digits(rng, 3)}`, x: g.left },
          { text: `Internet ${bank.toLowerCase().replace(' ', '')}.com`, x: g.right - 150 },
        ],
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          { text: `${bank.toUpperCase()} ${st.accountType!.toUpperCase()}`, x: g.left, bold: true },
          { text: `Account Number ${acct}`, x: g.right, align: 'right', bold: true },
        ],
      },
      {
        cells: [
          { text: 'Account Summary', x: g.left, bold: true },
          { text: '# Items', x: g.left + 250, align: 'right', bold: true },
        ],
      },
      {
        cells: [
          { text: `Beginning Balance on ${monD(start)}`, x: g.left },
          { text: `$ ${formatMinor(opening, EN)}`, x: g.left + 340, align: 'right' },
        ],
      },
      ...summary.map(([l, n, v]) => ({
        cells: [
          { text: l, x: g.left },
          { text: n, x: g.left + 250, align: 'right' as const },
          { text: v, x: g.left + 340, align: 'right' as const },
        ],
      })),
      {
        cells: [
          { text: `Ending Balance on ${formatDate(end, 'MMM D, YYYY')}`, x: g.left, bold: true },
          { text: `$ ${trailUsd(closing)}`, x: g.left + 340, align: 'right', bold: true },
        ],
        gapAfter: g.lineHeight,
      },
    ],
  };
  const balance: Block = {
    kind: 'lines',
    lines: [
      { cells: [{ text: 'Balance Summary', x: g.left, bold: true }] },
      ...nUpLines(
        g.left,
        g.right,
        3,
        [
          [0, 'left'],
          [150, 'right'],
        ],
        ends.map((t) => [monD(t.date), trailUsd(t.balance)]),
        ['Date', 'Ending Balance'],
      ),
      smallPrint(g, 'Balances only appear for days reflecting change.'),
    ],
  };
  const spec = docSpec(g, [header, ...body, { kind: 'space', height: g.lineHeight }, balance], {
    pageHeader: () => [
      [
        { text: `${holder}`, x: g.left },
        { text: `Account Number ${acct}`, x: g.right, align: 'right' },
      ],
    ],
    footer: (p, n) => [
      [
        {
          text: `Member FDIC. Deposit products offered by ${bank}, National Association. Call 1-800-872-2657 (TDD 711), 24 hours a day.`,
          x: g.left,
          size: g.size - 2,
        },
      ],
      [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
    ],
  });
  return { family: 'us-usbank-trailing', spec, statements: [st] };
};
