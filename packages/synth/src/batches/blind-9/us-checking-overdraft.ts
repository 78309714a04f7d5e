/**
 * A US checking statement for an account that runs negative (regional bank / credit-union
 * style): summary, then Date | Description | Additions | Subtractions | Balance with MM/DD
 * dates (the year in the period line) and balances printed "-$45.20" when overdrawn. Each item
 * paid into a negative balance brings a $35 "OVERDRAFT ITEM FEE" row (three a day at most); a
 * check returned unpaid brings only its "NSF RETURNED ITEM FEE" row; a deposited check that
 * bounced comes back as a "RETURNED DEPOSIT ITEM" debit with its own fee. After the table a
 * "Total Overdraft Fees / Total Returned Item Fees" box for this period and year-to-date: the
 * box's figures are not rows.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { formatDate } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { person } from '../blind-1/kit.ts';
import { US_CITIES, usMerchant } from '../blind-1/words.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  runBalances,
  statementOf,
  tx,
  txRow,
  word,
} from '../blind-3/common.ts';
import { calendarPeriod } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { dollars, logAmount, scatter } from './kit.ts';

const OD_FEE = 3_500;

export const usCheckingOverdraft: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowCount(rng, g, o.pages, 1.15, 90);
  const { start, end } = calendarPeriod(rng, 1);
  const base: SynthTx[] = scatter(rng, start, end, count, (date) => {
    const r = rng.next();
    if (r < 0.2)
      return tx(
        date,
        rng.pick(['PAYROLL DIRECT DEP', 'MOBILE DEPOSIT', 'DEPOSIT BRANCH']) +
          ` ${word(rng).toUpperCase()}`,
        logAmount(rng, 5_000, 180_000, 1),
      );
    if (r < 0.3) return tx(date, `CHECK ${rng.int(1001, 1300)}`, -logAmount(rng, 2_000, 90_000));
    if (r < 0.4) return tx(date, `ATM WITHDRAWAL ${rng.pick(US_CITIES)}`, -rng.int(2, 20) * 1_000);
    return tx(date, `POS DEBIT ${usMerchant(rng)}`, -logAmount(rng, 300, 25_000));
  });
  // walk the day's items in order, adding the fees the bank charges as it goes
  const opening = rng.int(-5_000, 40_000);
  const txs: SynthTx[] = [];
  let bal = opening;
  let feesToday = 0;
  let day = '';
  let nsfFees = 0;
  let odFees = 0;
  const push = (t: SynthTx) => {
    txs.push(t);
    bal += t.amount;
  };
  for (const t of base) {
    if (t.date !== day) {
      day = t.date;
      feesToday = 0;
    }
    if (t.description.startsWith('CHECK') && bal + t.amount < 0 && rng.chance(0.4)) {
      push(tx(t.date, `NSF RETURNED ITEM FEE FOR ${t.description}`, -OD_FEE));
      nsfFees += OD_FEE;
      continue;
    }
    push(t);
    if (t.amount < 0 && bal < 0 && feesToday < 3) {
      push(tx(t.date, `OVERDRAFT ITEM FEE FOR ITEM ${t.description.slice(0, 18).trim()}`, -OD_FEE));
      odFees += OD_FEE;
      feesToday++;
    }
    if (t.description.startsWith('MOBILE DEPOSIT') && rng.chance(0.25)) {
      push(tx(t.date, 'RETURNED DEPOSIT ITEM', -t.amount));
      push(tx(t.date, 'RETURNED DEPOSIT ITEM FEE', -1_200));
      nsfFees += 1_200;
    }
  }
  runBalances(txs, opening);
  const bank = rng.pick([
    `${word(rng)} Bank`,
    `First ${word(rng)} Bank`,
    `${word(rng)} Federal Credit Union`,
  ]);
  const holder = person(rng);
  const acct = digits(rng, 10).replace(/^0/, '4');
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
  const closing = txs.at(-1)!.balance;
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], 40]],
    desc: ['Description'],
    money: [
      ['in', ['Additions']],
      ['out', ['Subtractions']],
      ['balance', ['Balance']],
    ],
    moneyWidth: 72,
  });
  const rows: Row[] = txs.map((t) =>
    txRow(
      st,
      t,
      {
        date: formatDate(t.date, 'MM/DD'),
        in: t.amount > 0 ? dollars(t.amount) : '',
        out: t.amount < 0 ? dollars(-t.amount) : '',
        balance: dollars(t.balance),
      },
      t.balance,
    ),
  );
  const sumX = g.left + (g.right - g.left) * 0.5;
  const kv = (l: string, v: string, bold = false) => ({
    cells: [
      { text: l, x: sumX, bold },
      { text: v, x: g.right, align: 'right' as const, bold },
    ],
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          {
            text: `Statement Period ${formatDate(start, 'MM/DD/YYYY')} - ${formatDate(end, 'MM/DD/YYYY')}`,
            x: g.right,
            align: 'right',
          },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: holder, x: g.left },
          { text: 'Account Summary', x: sumX, bold: true },
        ],
      },
      {
        cells: [
          { text: `${rng.int(10, 9999)} ${word(rng)} ${rng.pick(['St', 'Ave', 'Rd'])}`, x: g.left },
          ...kv('Beginning Balance', dollars(opening)).cells,
        ],
      },
      {
        cells: [
          { text: `${rng.pick(US_CITIES)} ${digits(rng, 5)}`, x: g.left },
          ...kv('Deposits and Additions', dollars(sumOf(txs, (t) => t.amount > 0))).cells,
        ],
      },
      {
        cells: [
          { text: `Account Number ${acct}`, x: g.left },
          ...kv('Withdrawals and Subtractions', dollars(sumOf(txs, (t) => t.amount < 0))).cells,
        ],
      },
      { ...kv('Ending Balance', dollars(closing), true), gapAfter: g.lineHeight * 0.5 },
    ],
  };
  const ytdOd = odFees + rng.int(0, 8) * OD_FEE;
  const ytdNsf = nsfFees + rng.int(0, 3) * OD_FEE;
  const bx = [g.left + 10, g.left + (g.right - g.left) * 0.62, g.right - 10];
  const boxLine = (a: string, b: string, c: string, bold = false) => ({
    cells: [
      { text: a, x: bx[0]!, bold },
      { text: b, x: bx[1]!, align: 'right' as const, bold },
      { text: c, x: bx[2]!, align: 'right' as const, bold },
    ],
  });
  const feeBox: Block[] = [
    { kind: 'space', height: g.lineHeight },
    { kind: 'rule', x0: g.left, x1: g.right },
    {
      kind: 'lines',
      lines: [
        boxLine('', 'Total for this period', 'Total year-to-date', true),
        boxLine('Total Overdraft Fees', dollars(odFees), dollars(ytdOd)),
        boxLine('Total Returned Item Fees', dollars(nsfFees), dollars(ytdNsf)),
      ],
    },
    { kind: 'rule', x0: g.left, x1: g.right },
  ];
  const spec = docSpec(
    g,
    [
      header,
      {
        kind: 'table',
        columns: cols,
        rows,
        wrapKey: 'desc',
        title: 'Transaction Detail',
        continuedSuffix: ' - continued',
        headerRule: true,
      },
      ...feeBox,
    ],
    {
      pageHeader: (p) => [
        [
          { text: `${holder}  Account ${acct}`, x: g.left },
          { text: `Page ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `${bank}. Member FDIC. Equal Housing Lender.`,
        (p, n) => `Page ${p} of ${n}`,
      ),
    },
  );
  return { family: 'us-checking-overdraft', spec, statements: [st] };
};
