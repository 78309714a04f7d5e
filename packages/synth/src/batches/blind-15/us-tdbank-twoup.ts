/**
 * A US checking statement (TD Bank US-like, under an invented bank): "STATEMENT OF ACCOUNT",
 * "Statement Period: Mar 01 2024-Mar 31 2024", "Cust Ref #: …-039-T-###" and "Primary Account
 * #: 123-4567890", an ACCOUNT SUMMARY in two columns (Beginning Balance, Deposits, Electronic
 * Deposits, Checks Paid, Electronic Payments, Other Withdrawals, Service Charges, Ending Balance
 * beside Average Collected Balance, Interest Earned, APY Earned and Days in Period: not rows),
 * then DAILY ACCOUNT ACTIVITY: one sub-section per kind, each POSTING DATE | DESCRIPTION |
 * AMOUNT with "03/05" dates and every amount UNSIGNED (the section says the side), closed by a
 * "Subtotal:" line; CHECKS PAID printed TWO CHECKS TO A LINE (DATE SERIAL NO. AMOUNT twice, "*"
 * at sequence breaks, read left then right); a DAILY BALANCE SUMMARY two pairs to a line and a
 * "How to Balance your Account" worksheet with numbered steps (not rows). Truth in print order,
 * no running balance.
 */
import type { ParsedStatement } from '@bsp/shared/parse-result';
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Column, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { digits, statementOf, word } from '../blind-3/common.ts';
import { lastOfDay } from '../blind-4/kit.ts';
import { rowCount } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { flexColumns } from '../blind-10/kit.ts';
import { byDate, rowMaker } from '../blind-11/kit.ts';
import { nUpLines } from '../blind-13/kit.ts';
import { mirrorTruth, printedRow } from '../blind-14/kit.ts';
import { smallPrint, total } from './kit.ts';

type Kind = 'dep' | 'edep' | 'chk' | 'epay' | 'owd' | 'svc';
const TITLES: [Kind, string][] = [
  ['dep', 'Deposits'],
  ['edep', 'Electronic Deposits'],
  ['chk', 'Checks Paid'],
  ['epay', 'Electronic Payments'],
  ['owd', 'Other Withdrawals'],
  ['svc', 'Service Charges'],
];
const MERCH = [
  'SHOPRITE',
  'WAWA 8123',
  'DUNKIN #3341',
  'CVS/PHARMACY #0212',
  'HOME DEPOT 0931',
  'STOP & SHOP 0612',
  'EXXONMOBIL 9932',
  'AMAZON.COM*2K4',
  'PANERA BREAD #60',
];
const TOWNS = [
  'CHERRY HILL * NJ',
  'PHILADELPHIA * PA',
  'BOSTON * MA',
  'HARTFORD * CT',
  'PORTLAND * ME',
  'NEWARK * NJ',
];

const mmdd = (iso: string) => formatDate(iso, 'MM/DD');
const amt = (m: number) => formatMinor(m, EN);

export const usTdbankTwoup: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowCount(rng, g, o.pages, 1.5, 100);
  const startDay = rng.pick([1, 1, rng.int(2, 27)]);
  const y = rng.int(2019, 2025);
  const m = rng.int(1, 12);
  const start = `${y}-${String(m).padStart(2, '0')}-${String(startDay).padStart(2, '0')}`;
  const end = addDays(start, startDay === 1 ? new Date(Date.UTC(y, m, 0)).getUTCDate() - 1 : 30);
  const { mk } = rowMaker();
  const kind = new Map<SynthTx, Kind>();
  let serial = rng.int(101, 3400);
  const put = (t: SynthTx, k: Kind): SynthTx => {
    kind.set(t, k);
    return t;
  };
  const card = digits(rng, 4);
  const txs = scatter(rng, start, end, count, (d) => {
    const r = rng.next();
    if (r < 0.38)
      return put(
        mk(
          d,
          [
            `DBCRD PUR AP ${rng.pick(['*****', 'AUT'])}${digits(rng, 8)}${card} ${formatDate(d, 'MMDD')} ${rng.pick(MERCH)} ${rng.pick(TOWNS)}`,
          ],
          -logAmount(rng, 300, 20_000),
        ),
        'epay',
      );
    if (r < 0.55)
      return put(
        mk(
          d,
          [
            `ACH DEBIT, ${rng.pick(['PSEG', 'COMCAST', 'VERIZON', 'GEICO', 'DISCOVER', 'PECO'])} ${rng.pick(['PAYMENT', 'E-PAYMENT', 'BILL PAY'])} ${digits(rng, 10)}`,
          ],
          -logAmount(rng, 2_000, 45_000),
        ),
        'epay',
      );
    if (r < 0.64)
      return put(
        mk(
          d,
          [
            `${rng.pick(['DBCRD WD ATM', 'ATM CASH WITHDRAWAL'])} ${digits(rng, 6)} ${rng.pick(TOWNS)}`,
          ],
          -rng.int(2, 30) * 1_000,
        ),
        'owd',
      );
    if (r < 0.76) {
      serial += rng.chance(0.18) ? rng.int(2, 4) : 1;
      return put(mk(d, [`CHECK ${serial}`], -logAmount(rng, 2_500, 180_000)), 'chk');
    }
    if (r < 0.84)
      return put(
        mk(
          d,
          [rng.pick(['DEPOSIT', 'MOBILE DEPOSIT', 'DEPOSIT ATM'])],
          logAmount(rng, 2_000, 250_000),
        ),
        'dep',
      );
    return put(
      mk(
        d,
        [
          `${rng.pick(['ELECTRONIC DEPOSIT', 'CCD DEPOSIT', 'ZELLE CR'])}, ${rng.pick(['VENMO CASHOUT', 'IRS TREAS 310 TAX REF', 'SSA TREAS 310 XXSOC SEC'])} ${digits(rng, 9)}`,
        ],
        logAmount(rng, 2_000, 200_000),
      ),
      'edep',
    );
  });
  const emp = `${word(rng).toUpperCase()} ${rng.pick(['INC', 'LLC', 'HOSPITAL', 'SCHOOL DIST'])}`;
  for (let d = addDays(start, rng.int(0, 6)); d <= end; d = addDays(d, 14))
    txs.push(
      put(
        mk(d, [`ACH DEPOSIT, ${emp} PAYROLL ${digits(rng, 9)}`], logAmount(rng, 90_000, 300_000)),
        'edep',
      ),
    );
  if (rng.chance(0.55))
    txs.push(put(mk(end, ['MAINTENANCE FEE'], -rng.pick([500, 1_500, 2_500])), 'svc'));
  if (rng.chance(0.25))
    txs.push(put(mk(addDays(start, rng.int(3, 20)), ['OVERDRAFT PD'], -3_500), 'svc'));
  byDate(txs);
  const opening = liftOpening(txs, logAmount(rng, 30_000, 900_000), logAmount(rng, 500, 60_000));
  const closing = txs.at(-1)!.balance;
  const bank = `${word(rng)} Bank, America's Most Convenient Bank`;
  const holder = `${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  const acct = `${digits(rng, 3)}-${digits(rng, 7)}`;
  const st: ParsedStatement = statementOf({
    bank: bank.split(',')[0]!,
    holder,
    account: acct,
    type: rng.pick(['Convenience Checking', 'Beyond Checking', 'Simple Checking']),
    currency: 'USD',
    start,
    end,
    opening,
    txs,
    printsTotals: false,
  });
  const cols = flexColumns(g, [
    { key: 'date', header: ['POSTING DATE'], align: 'left', width: 78 },
    { key: 'desc', header: ['DESCRIPTION'], align: 'left' },
    { key: 'amount', header: ['AMOUNT'], align: 'right', width: 80 },
  ]);
  const half = (g.right - g.left) / 2;
  const chkCols: Column[] = [0, 1].flatMap((k) => [
    { key: `d${k}`, header: ['DATE'], x: g.left + k * half, align: 'left' as const },
    { key: `s${k}`, header: ['SERIAL NO.'], x: g.left + k * half + 60, align: 'left' as const },
    { key: `a${k}`, header: ['AMOUNT'], x: g.left + k * half + half - 30, align: 'right' as const },
  ]);
  const body: Block[] = [
    {
      kind: 'lines',
      lines: [
        { cells: [{ text: 'DAILY ACCOUNT ACTIVITY', x: g.left, bold: true, size: g.size + 1 }] },
      ],
    },
  ];
  const sums = new Map<Kind, number>();
  for (const [k, title] of TITLES) {
    const mine = txs.filter((t) => kind.get(t) === k);
    sums.set(k, total(mine));
    if (!mine.length) continue;
    const rows: Row[] = [];
    if (k === 'chk') {
      const nums = mine.map((t) => Number(t.description.slice(6)));
      const star = (i: number) => (i > 0 && nums[i - 1] !== nums[i]! - 1 ? '*' : '');
      for (let i = 0; i < mine.length; i += 2) {
        const a = mine[i]!;
        const b = mine[i + 1];
        const row = printedRow(
          st,
          a,
          a.description,
          { d0: mmdd(a.date), s0: `${nums[i]}${star(i)}`, a0: amt(a.amount) },
          null,
        );
        if (b) {
          Object.assign(row.cells, {
            d1: mmdd(b.date),
            s1: `${nums[i + 1]}${star(i + 1)}`,
            a1: amt(b.amount),
          });
          mirrorTruth(st, row.tx!, b, b.description, null);
        }
        rows.push(row);
      }
      rows.push({ cells: { s0: 'Subtotal:', a1: amt(sums.get(k)!) }, bold: true });
      body.push({
        kind: 'lines',
        lines: [
          {
            cells: [
              {
                text: `Checks Paid   No. Checks: ${mine.length}   *Indicates break in serial sequence or check processed electronically and listed under Electronic Payments`,
                x: g.left,
                size: g.size - 1,
              },
            ],
          },
        ],
      });
      body.push({ kind: 'table', columns: chkCols, rows });
      continue;
    }
    for (const t of mine)
      rows.push(
        printedRow(
          st,
          t,
          t.description,
          { date: mmdd(t.date), desc: t.description, amount: amt(t.amount) },
          null,
        ),
      );
    rows.push({ cells: { desc: 'Subtotal:', amount: amt(sums.get(k)!) }, bold: true });
    body.push({
      kind: 'table',
      title,
      continuedSuffix: ' (continued)',
      columns: cols,
      rows,
      wrapKey: 'desc',
    });
  }
  const last = lastOfDay(txs);
  const daily = [
    [mmdd(addDays(start, -1)), amt(opening)],
    ...txs
      .filter((_, i) => last[i])
      .map((t) => [mmdd(t.date), `${t.balance < 0 ? '-' : ''}${amt(t.balance)}`]),
  ];
  const days = (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
  const lx = g.left;
  const rx = g.left + (g.right - g.left) * 0.52;
  const sumLine = (l: string, v: string, l2 = '', v2 = '') => ({
    cells: [
      { text: l, x: lx },
      { text: v, x: rx - 20, align: 'right' as const },
      ...(l2
        ? [
            { text: l2, x: rx + 10 },
            { text: v2, x: g.right, align: 'right' as const },
          ]
        : []),
    ],
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 4 },
          { text: 'STATEMENT OF ACCOUNT', x: g.right, align: 'right', bold: true },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      { cells: [{ text: holder, x: g.left, bold: true }] },
      {
        cells: [
          { text: `${rng.int(10, 999)} ${word(rng).toUpperCase()} ST`, x: g.left },
          { text: 'Statement Period:', x: rx + 10 },
          {
            text: `${formatDate(start, 'MMM DD YYYY')}-${formatDate(end, 'MMM DD YYYY')}`,
            x: g.right,
            align: 'right',
          },
        ],
      },
      {
        cells: [
          { text: `${word(rng).toUpperCase()} NJ 08${digits(rng, 3)}`, x: g.left },
          { text: 'Cust Ref #:', x: rx + 10 },
          { text: `${digits(rng, 10)}-039-T-###`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Primary Account #:', x: rx + 10 },
          { text: acct, x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight,
      },
      { cells: [{ text: `${st.accountType}`.toUpperCase(), x: g.left, bold: true }] },
      {
        cells: [
          { text: `${holder}`, x: g.left },
          { text: `Account # ${acct}`, x: g.right, align: 'right' },
        ],
      },
      { cells: [{ text: 'ACCOUNT SUMMARY', x: g.left, bold: true }] },
      sumLine(
        'Beginning Balance',
        amt(opening),
        'Average Collected Balance',
        amt(Math.round((opening + closing) / 2)),
      ),
      sumLine('Deposits', amt(sums.get('dep')!), 'Interest Earned This Period', '0.00'),
      sumLine('Electronic Deposits', amt(sums.get('edep')!), 'Interest Paid Year-to-Date', '0.00'),
      sumLine('Checks Paid', amt(-sums.get('chk')!), 'Annual Percentage Yield Earned', '0.00%'),
      sumLine('Electronic Payments', amt(-sums.get('epay')!), 'Days in Period', String(days)),
      sumLine('Other Withdrawals', amt(-sums.get('owd')!)),
      sumLine('Service Charges', amt(-sums.get('svc')!)),
      {
        ...sumLine('Ending Balance', `${closing < 0 ? '-' : ''}${amt(closing)}`),
        gapAfter: g.lineHeight,
      },
    ],
  };
  const tail: Block[] = [
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'lines',
      lines: [
        { cells: [{ text: 'DAILY BALANCE SUMMARY', x: g.left, bold: true }] },
        ...nUpLines(
          g.left,
          g.right,
          2,
          [
            [0, 'left'],
            [half - 40, 'right'],
          ],
          daily,
          ['DATE', 'BALANCE'],
        ),
      ],
    },
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'lines',
      lines: [
        { cells: [{ text: 'How to Balance your Account', x: g.left, bold: true }] },
        smallPrint(g, '1. Your ending balance shown on this statement is: ____________'),
        smallPrint(
          g,
          '2. List below the amount of deposits or credit transfers which do not appear on this statement. Total the deposits and enter on Line 2.',
        ),
        smallPrint(
          g,
          '3. Subtotal by adding lines 1 and 2. 4. List below the total amount of withdrawals that do not appear on this statement.',
        ),
        smallPrint(
          g,
          '5. Subtract Line 4 from 3. This adjusted balance should equal your account balance. In case of errors call 1-888-751-9000 within 60 days.',
        ),
      ],
    },
  ];
  const spec = docSpec(g, [header, ...body, ...tail], {
    pageHeader: () => [
      [
        { text: holder, x: g.left },
        { text: `Primary Account #: ${acct}`, x: g.right, align: 'right' },
      ],
    ],
    footer: (p, n) => [
      [
        {
          text: `Call 1-888-751-9000 for 24-hour Direct Bank Customer Service. Bank Deposits FDIC Insured | ${st.bankName}, N.A. | Equal Housing Lender`,
          x: g.left,
          size: g.size - 2,
        },
      ],
      [{ text: `Page: ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
    ],
  });
  return { family: 'us-tdbank-twoup', spec, statements: [st] };
};
