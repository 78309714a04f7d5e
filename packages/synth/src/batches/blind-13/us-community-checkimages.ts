/**
 * A US community bank's personal checking statement (a regional bank / bank & trust company):
 * "Statement Period 03/01/24 thru 03/31/24" (MM/DD/YY, or a mid-month cycle), the account
 * number in full, an Account Summary box (Beginning Balance, n Deposits/Credits, n Checks/Debits,
 * Service Charges, Interest Paid, Ending Balance, Average Ledger Balance: not rows), then one
 * ACCOUNT ACTIVITY table Date | Description | Debits | Credits | Balance with MM/DD dates, a
 * balance on every row, "Beginning Balance" / "Ending Balance" rows, checks as "CHECK 1043"
 * rows, long ACH descriptors that wrap, POS purchases carrying their own MM/DD. After the table
 * the same checks again in a three-to-a-line "Checks Cleared" listing (a '*' marks a gap in the
 * sequence), a "Daily Balance Summary" three to a line, an overdraft/returned-item fee box for
 * the period and the year to date, and finally "Check Images" pages: the images are blank
 * space (pictures, no text) under captions "Check 1043  03/05/24  $125.00" two to a line. None
 * of the listings are rows.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { person } from '../blind-1/kit.ts';
import { US_CITIES, usMerchant } from '../blind-1/words.ts';
import { digits, moneyColumns, statementOf, tx, txRow, word } from '../blind-3/common.ts';
import { lastOfDay } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { byDate } from '../blind-11/kit.ts';
import { absUsd, nUpLines } from './kit.ts';

export const usCommunityCheckimages: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowCount(rng, g, o.pages, 1.4, 85);
  const y = rng.int(2019, 2025);
  const m = rng.int(1, 12);
  const cycleDay = rng.chance(0.5) ? 1 : rng.int(5, 25);
  const start = `${y}-${String(m).padStart(2, '0')}-${String(cycleDay).padStart(2, '0')}`;
  const end =
    cycleDay === 1
      ? addDays(`${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, '0')}-01`, -1)
      : addDays(start, rng.pick([29, 30]));
  let checkNo = rng.int(1001, 3900);
  const employer = `${word(rng).toUpperCase()} ${rng.pick(['INC', 'LLC', 'HEALTH SYS', 'SCHOOL DIST'])}`;
  const savings = digits(rng, 4);
  const txs = scatter(rng, start, end, count, (d): SynthTx => {
    const r = rng.next();
    if (r < 0.38)
      return tx(
        d,
        `POS PURCHASE ${formatDate(addDays(d, -rng.int(0, 2)), 'MM/DD')} ${usMerchant(rng)}`,
        -logAmount(rng, 200, 18_000),
      );
    if (r < 0.55) {
      checkNo += rng.chance(0.15) ? 2 : 1;
      return tx(d, `CHECK ${checkNo}`, -logAmount(rng, 1_500, 180_000));
    }
    if (r < 0.7) {
      const co = rng.pick([
        ['ATT', 'PAYMENT'],
        ['DUKE ENERGY', 'UTIL PYMT'],
        ['STATE FARM', 'INS PREM'],
        ['CAPITAL ONE', 'CRCARDPMT'],
        ['ALLY', 'AUTO PAY'],
        ['NAVIENT', 'STDNT LOAN'],
      ] as const);
      return tx(
        d,
        `ACH DEBIT ${co[0]} ${co[1]} ${digits(rng, 10)} ${rng.pick(['PPD', 'WEB', 'TEL'])} ID: ${digits(rng, 10)}`,
        -logAmount(rng, 2_500, 60_000),
      );
    }
    if (r < 0.78)
      return tx(
        d,
        `ATM WITHDRAWAL ${digits(rng, 4)} ${word(rng).toUpperCase()} ST ${rng.pick(US_CITIES)}`,
        -rng.int(2, 30) * 1_000,
      );
    if (r < 0.86)
      return tx(
        d,
        rng.pick(['DEPOSIT', 'MOBILE DEPOSIT', 'BRANCH DEPOSIT']),
        logAmount(rng, 2_000, 150_000),
      );
    if (r < 0.9)
      return tx(
        d,
        `ACH CREDIT ${employer} PAYROLL ${digits(rng, 6)} PPD ID: ${digits(rng, 10)}`,
        logAmount(rng, 90_000, 320_000),
      );
    const fromSav = rng.chance(0.5);
    return tx(
      d,
      `ONLINE TRANSFER ${fromSav ? 'FROM' : 'TO'} SAVINGS XXXXXX${savings}`,
      (fromSav ? 1 : -1) * logAmount(rng, 2_000, 80_000, 100),
    );
  });
  if (!txs.some((t) => t.description.startsWith('CHECK'))) {
    for (let i = 0; i < 2; i++) {
      checkNo += 1;
      txs.push(
        tx(addDays(start, rng.int(2, 25)), `CHECK ${checkNo}`, -logAmount(rng, 1_500, 90_000)),
      );
    }
  }
  const interest = rng.chance(0.5);
  if (rng.chance(0.5)) txs.push(tx(end, 'SERVICE CHARGE', -rng.pick([500, 800, 1_000, 1_200])));
  if (interest) txs.push(tx(end, 'INTEREST PAYMENT', rng.int(1, 250)));
  byDate(txs);
  const opening = liftOpening(txs, logAmount(rng, 20_000, 400_000), rng.int(2_000, 60_000));
  const closing = txs.at(-1)!.balance;
  const bank = rng.pick([
    `First ${word(rng)} Bank & Trust`,
    `${word(rng)} Valley Bank`,
    `${word(rng)} County Bank`,
    `Citizens National Bank of ${word(rng)}`,
  ]);
  const holder = rng.chance(0.3) ? `${person(rng)} OR ${person(rng)}` : person(rng);
  const acct = `${rng.int(1, 9)}${digits(rng, rng.pick([7, 9]))}`;
  const product = rng.pick([
    'PERSONAL CHECKING',
    'FREE CHECKING',
    'INTEREST CHECKING',
    'VALUE CHECKING',
  ]);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Checking',
    currency: 'USD',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const mm = (v: number) => formatMinor(v, EN);
  const md = (iso: string) => formatDate(iso, 'MM/DD');
  const mdy = (iso: string) => formatDate(iso, 'MM/DD/YY');
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], 44]],
    desc: ['Description'],
    money: [
      ['out', ['Debits']],
      ['in', ['Credits']],
      ['balance', ['Balance']],
    ],
    moneyWidth: 72,
  });
  const frame = rng.chance(0.6);
  const rows: Row[] = [];
  if (frame)
    rows.push({
      cells: { desc: 'Beginning Balance', balance: mm(opening) },
      balanceAfter: opening,
    });
  for (const t of txs)
    rows.push(
      txRow(
        st,
        t,
        { date: md(t.date), [t.amount < 0 ? 'out' : 'in']: mm(t.amount), balance: mm(t.balance) },
        t.balance,
      ),
    );
  if (frame) rows.push({ cells: { date: md(end), desc: 'Ending Balance', balance: mm(closing) } });
  const credits = txs.filter((t) => t.amount > 0);
  const debits = txs.filter((t) => t.amount < 0);
  const fees = sumOf(txs, (t) => t.description === 'SERVICE CHARGE');
  const intPaid = sumOf(txs, (t) => t.description === 'INTEREST PAYMENT');
  const avg = Math.round((opening + closing) / 2 + rng.int(-5_000, 5_000));
  const lx = g.left + 10;
  const vx = g.left + (g.right - g.left) * 0.45;
  const rx = g.left + (g.right - g.left) * 0.55;
  const kv = (l: string, v: string, l2 = '', v2 = '', bold = false) => ({
    cells: [
      { text: l, x: lx, bold },
      { text: v, x: vx, align: 'right' as const, bold },
      { text: l2, x: rx },
      { text: v2, x: g.right - 10, align: 'right' as const },
    ],
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          { text: `Statement Period ${mdy(start)} thru ${mdy(end)}`, x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight * 0.3,
      },
      {
        cells: [
          {
            text: `P.O. Box ${rng.int(100, 9999)}, ${rng.pick(US_CITIES)} ${digits(rng, 5)}`,
            x: g.left,
          },
          { text: `Account Number ${acct}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `Member FDIC  |  ${rng.int(200, 999)}-${rng.int(200, 999)}-${digits(rng, 4)}`,
            x: g.left,
          },
          { text: `Page 1`, x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight,
      },
      { cells: [{ text: holder, x: g.left + 20 }] },
      {
        cells: [
          {
            text: `${rng.int(10, 9999)} ${word(rng).toUpperCase()} ${rng.pick(['AVE', 'ST', 'DR', 'LN'])}`,
            x: g.left + 20,
          },
        ],
      },
      {
        cells: [
          { text: `${rng.pick(US_CITIES)} ${digits(rng, 5)}-${digits(rng, 4)}`, x: g.left + 20 },
        ],
        gapAfter: g.lineHeight,
      },
      { cells: [{ text: `${product}   ${acct}`, x: g.left, bold: true }], gapAfter: 2 },
    ],
  };
  const summary: Block[] = [
    { kind: 'rule', x0: g.left, x1: g.right },
    {
      kind: 'lines',
      lines: [
        kv(
          `Beginning Balance ${mdy(start)}`,
          absUsd(opening),
          'Minimum Balance',
          absUsd(Math.min(opening, ...txs.map((t) => t.balance))),
        ),
        kv(
          `${credits.length} Deposits/Credits`,
          absUsd(sumOf(credits)),
          'Average Ledger Balance',
          absUsd(Math.max(0, avg)),
        ),
        kv(
          `${debits.length} Checks/Debits`,
          absUsd(-sumOf(debits)),
          interest ? 'Interest Paid Year-to-Date' : '',
          interest ? absUsd(intPaid + rng.int(0, 900)) : '',
        ),
        kv(
          'Service Charges',
          absUsd(-fees),
          interest ? 'Annual Percentage Yield Earned' : '',
          interest ? `${rng.pick(['0.01', '0.05', '0.10', '0.25'])}%` : '',
        ),
        kv('Interest Paid', absUsd(intPaid)),
        kv(`Ending Balance ${mdy(end)}`, absUsd(closing), '', '', true),
      ],
    },
    { kind: 'rule', x0: g.left, x1: g.right },
    { kind: 'space', height: g.lineHeight * 0.6 },
  ];
  // listings after the table: none of their amounts are rows
  const checks = txs.filter((t) => t.description.startsWith('CHECK '));
  const sorted = [...checks].sort(
    (a, b) => Number(a.description.slice(6)) - Number(b.description.slice(6)),
  );
  const checkEntries = sorted.map((t, i) => {
    const n = Number(t.description.slice(6));
    const gap = i > 0 && n !== Number(sorted[i - 1]!.description.slice(6)) + 1;
    return [`${n}${gap ? '*' : ''}`, md(t.date), mm(-t.amount)];
  });
  const third = (g.right - g.left) / 3;
  const offs: [number, 'left' | 'right'][] = [
    [4, 'left'],
    [third * 0.4, 'left'],
    [third - 14, 'right'],
  ];
  const days = txs.filter((_, i) => lastOfDay(txs)[i]);
  const after: Block[] = [
    { kind: 'space', height: g.lineHeight },
    { kind: 'lines', lines: [{ cells: [{ text: 'Checks Cleared', x: g.left, bold: true }] }] },
    {
      kind: 'lines',
      lines: [
        ...nUpLines(g.left, g.right, 3, offs, checkEntries, ['Check Nbr', 'Date', 'Amount']),
        {
          cells: [
            {
              text: `${checks.length} Checks Cleared totaling ${absUsd(-sumOf(checks))}   * Indicates a skip in check number sequence`,
              x: g.left,
            },
          ],
        },
      ],
    },
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'lines',
      lines: [{ cells: [{ text: 'Daily Balance Summary', x: g.left, bold: true }] }],
    },
    {
      kind: 'lines',
      lines: nUpLines(
        g.left,
        g.right,
        3,
        [
          [4, 'left'],
          [third - 14, 'right'],
        ],
        days.map((t) => [md(t.date), mm(t.balance)]),
        ['Date', 'Balance'],
      ),
    },
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: 'Overdraft and Returned Item Fees', x: g.left, bold: true },
            { text: 'Total for this period', x: g.left + third * 1.9, align: 'right', bold: true },
            { text: 'Total year-to-date', x: g.right, align: 'right', bold: true },
          ],
        },
        {
          cells: [
            { text: 'Total Overdraft Fees', x: g.left },
            { text: '$0.00', x: g.left + third * 1.9, align: 'right' },
            { text: absUsd(rng.pick([0, 0, 3_500, 7_000])), x: g.right, align: 'right' },
          ],
        },
        {
          cells: [
            { text: 'Total Returned Item Fees', x: g.left },
            { text: '$0.00', x: g.left + third * 1.9, align: 'right' },
            { text: absUsd(rng.pick([0, 0, 3_000])), x: g.right, align: 'right' },
          ],
        },
      ],
    },
  ];
  // check images on pages of their own (a picture, blank here, over each caption, two to a
  // line); left out when the statement must fit one page (a standalone image or photo)
  const half = (g.right - g.left) / 2;
  if (o.pages >= 1)
    after.push(
      { kind: 'pageBreak' },
      {
        kind: 'lines',
        lines: [
          {
            cells: [
              { text: `Check Images  -  Account ${acct}`, x: g.left, bold: true, size: g.size + 2 },
            ],
          },
        ],
      },
    );
  for (let i = 0; o.pages >= 1 && i < sorted.length; i += 2) {
    after.push({ kind: 'space', height: g.lineHeight * 6 });
    after.push({
      kind: 'lines',
      lines: nUpLines(
        g.left,
        g.right,
        2,
        [
          [6, 'left'],
          [half * 0.42, 'left'],
          [half - 20, 'right'],
        ],
        sorted
          .slice(i, i + 2)
          .map((t) => [`Check ${t.description.slice(6)}`, mdy(t.date), absUsd(-t.amount)]),
      ),
    });
  }
  const phone = `${rng.int(800, 888)}-${rng.int(200, 999)}-${digits(rng, 4)}`;
  const spec = docSpec(
    g,
    [
      header,
      ...summary,
      { kind: 'lines', lines: [{ cells: [{ text: 'ACCOUNT ACTIVITY', x: g.left, bold: true }] }] },
      { kind: 'table', columns: cols, rows, headerRule: true, wrapKey: 'desc' },
      ...after,
    ],
    {
      pageHeader: (p) => [
        [
          { text: `${holder}   Account Number ${acct}`, x: g.left },
          {
            text: `Statement Period ${mdy(start)} thru ${mdy(end)}   Page ${p}`,
            x: g.right,
            align: 'right',
          },
        ],
      ],
      footer: () => [
        [
          {
            text: `Questions? Call ${phone} or visit any branch. Equal Housing Lender.`,
            x: g.left,
            size: g.size - 1.5,
          },
        ],
      ],
    },
  );
  return { family: 'us-community-checkimages', spec, statements: [st] };
};
