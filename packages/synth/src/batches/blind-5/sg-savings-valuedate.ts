/**
 * A Singapore bank savings account (OCBC 360-like): "STATEMENT OF ACCOUNT", the period as
 * "1 MAR 2024 TO 31 MAR 2024", account name and number "601-234567-001", then Transaction Date
 * | Value Date | Description | Withdrawal | Deposit | Balance with upper-case "01 MAR" dates
 * (no year) in both date columns, descriptions over two or three lines (FAST PAYMENT / PAYNOW
 * TRANSFER / NETS QR / DEBIT PURCHASE / GIRO, then the counterparty, then a reference) with
 * the money on the first, "BALANCE B/F" as the first row, "BALANCE C/F" at the foot of every
 * page and at the end, a "Total Withdrawals/Deposits" line, and month-end bonus interest rows
 * ("BONUS INTEREST SALARY", "BONUS INTEREST SAVE") beside the base interest credit.
 */
import { docSpec, type FamilyFn, geometry, rowsFor, totals } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { generateTransactions, type SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { digits, moneyColumns, runBalances, statementOf, tx, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow, monthsFor } from '../blind-4/kit.ts';

const name = (rng: Rng) => `${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;

function sgLines(rng: Rng, credit: boolean): string[] {
  const r = rng.next();
  const ref = () =>
    rng.pick(['OTHR', 'SALA', 'IVPT', 'COMC']) +
    ` ${rng.pick(['Other', 'Salary', 'Transfer', 'Dinner', 'Rent'])}`;
  if (credit) {
    if (r < 0.3)
      return ['GIRO - SALARY', `${word(rng).toUpperCase()} PTE. LTD.`, `SAL ${digits(rng, 6)}`];
    if (r < 0.6) return ['PAYNOW TRANSFER', `from ${name(rng)}`, ref()];
    if (r < 0.85) return ['FAST PAYMENT', `from ${name(rng)}`, ref()];
    return ['CASH DEPOSIT', `CDM ${rng.pick(['TAMPINES', 'JURONG EAST', 'BEDOK', 'ORCHARD'])}`];
  }
  if (r < 0.25)
    return [
      'DEBIT PURCHASE',
      `xx-${digits(rng, 4)} ${rng.pick(['GRAB*', 'SHOPEE SG', 'NTUC FP-', 'COLD STORAGE', 'GUARDIAN'])}${digits(rng, 4)}`,
      'SI SG',
    ];
  if (r < 0.45)
    return [
      'NETS QR',
      `${rng.pick(['KOPITIAM', 'FOOD REPUBLIC', 'HAWKER STALL', 'CHEERS'])} ${digits(rng, 5)}`,
    ];
  if (r < 0.6) return ['PAYNOW TRANSFER', `to ${name(rng)}`, ref()];
  if (r < 0.75)
    return [
      'GIRO',
      rng.pick(['SP SERVICES LTD', 'SINGTEL', 'STARHUB', 'IRAS TAX', 'TOWN COUNCIL']),
      `${digits(rng, 10)}`,
    ];
  if (r < 0.88) return ['FAST PAYMENT', `to ${name(rng)}`, ref()];
  return [
    'ATM WITHDRAWAL',
    `${rng.pick(['OCBC', 'UOB', 'DBS'])} ATM ${rng.pick(['RAFFLES PL', 'AMK HUB', 'VIVOCITY'])}`,
  ];
}

export const sgSavingsValuedate: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowsFor(rng, g, o.pages, 2.6);
  const { start, end } = calendarPeriod(rng, monthsFor(count, 50));
  const opening = rng.int(50_000, 3_000_000);
  const txs = generateTransactions(rng, {
    locale: 'en',
    start,
    end: addDays(end, -1),
    count,
    opening,
    floor: 0,
  });
  const lines = new Map<SynthTx, string[]>();
  for (const t of txs) {
    const l = sgLines(rng, t.amount > 0);
    lines.set(t, l);
    t.description = l.join(' ');
  }
  // month-end interest: base rate and the bonus tiers the holder met
  for (const d of [
    'INTEREST CREDIT',
    'BONUS INTEREST SALARY',
    'BONUS INTEREST SAVE',
    'BONUS INTEREST SPEND',
  ]) {
    if (d !== 'INTEREST CREDIT' && rng.chance(0.5)) continue;
    const t = tx(end, d, rng.int(5, d === 'INTEREST CREDIT' ? 300 : 12_000));
    lines.set(t, [d]);
    txs.push(t);
  }
  runBalances(txs, opening);
  const bank = rng.pick([
    `${word(rng).toUpperCase()} BANK`,
    `${word(rng)} Bank (Singapore) Limited`,
  ]);
  const holder = name(rng);
  const acct = `${digits(rng, 3)}-${digits(rng, 6)}-${digits(rng, 3)}`;
  const type = rng.pick(['360 ACCOUNT', 'STATEMENT SAVINGS', 'BONUS+ SAVINGS ACCOUNT']);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type,
    currency: 'SGD',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, EN);
  const fd = (iso: string) => formatDate(iso, 'DD MMM').toUpperCase();
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['Transaction', 'Date'], 54],
      ['vdate', ['Value', 'Date'], 46],
    ],
    desc: ['', 'Description'],
    money: [
      ['out', ['', 'Withdrawal']],
      ['in', ['', 'Deposit']],
      ['balance', ['', 'Balance']],
    ],
    moneyWidth: 70,
  });
  const rows: Row[] = [{ cells: { desc: 'BALANCE B/F', balance: m(opening) } }];
  for (const t of txs) {
    const vdate = t.description.startsWith('DEBIT PURCHASE')
      ? addDays(t.date, -rng.int(0, 2))
      : t.date;
    const v = vdate < start ? t.date : vdate;
    rows.push(
      linesRow(
        st,
        t,
        lines.get(t)!,
        { date: fd(t.date), vdate: fd(v) },
        { [t.amount < 0 ? 'out' : 'in']: m(Math.abs(t.amount)), balance: m(t.balance) },
        t.balance,
      ),
    );
  }
  const closing = txs[txs.length - 1]!.balance;
  const { moneyIn, moneyOut } = totals(txs);
  rows.push({ cells: { desc: 'BALANCE C/F', balance: m(closing) }, bold: true });
  rows.push({
    cells: { desc: 'Total Withdrawals/Deposits', out: m(moneyOut), in: m(moneyIn) },
    bold: true,
    gapBefore: 3,
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 7 },
          {
            text: 'STATEMENT OF ACCOUNT',
            x: g.right,
            align: 'right',
            bold: true,
            size: g.size + 1,
          },
        ],
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          { text: holder, x: g.left },
          {
            text: `${formatDate(start, 'D MMM YYYY')} TO ${formatDate(end, 'D MMM YYYY')}`.toUpperCase(),
            x: g.right,
            align: 'right',
          },
        ],
      },
      {
        cells: [
          {
            text: `BLK ${rng.int(1, 999)} ${word(rng).toUpperCase()} AVENUE ${rng.int(1, 9)}`,
            x: g.left,
          },
        ],
      },
      { cells: [{ text: `#${digits(rng, 2)}-${digits(rng, 3)}`, x: g.left }] },
      { cells: [{ text: `SINGAPORE ${digits(rng, 6)}`, x: g.left }], gapAfter: g.lineHeight },
      {
        cells: [
          { text: type, x: g.left, bold: true },
          { text: `Account No. ${acct}`, x: g.right, align: 'right', bold: true },
        ],
      },
    ],
  };
  const legal = [
    'Deposit Insurance Scheme: Singapore dollar deposits of non-bank depositors are insured by the',
    'Singapore Deposit Insurance Corporation, for up to S$100,000 in aggregate per depositor per Scheme member by law.',
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
        headerRule: true,
        carry: {
          end: (b) => ({ cells: { desc: 'BALANCE C/F', balance: m(b) } }),
          start: (b) => ({ cells: { desc: 'BALANCE B/F', balance: m(b) } }),
        },
      },
    ],
    {
      pageHeader: (p) => [
        [
          { text: `${bank}   ${type}   ${acct}`, x: g.left, bold: true },
          { text: `Page ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        ...legal.map((text) => [{ text, x: g.left, size: g.size - 2.5 }]),
        [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 0.5 }],
      ],
    },
  );
  return { family: 'sg-savings-valuedate', spec, statements: [st] };
};
