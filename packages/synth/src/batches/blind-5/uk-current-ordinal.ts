/**
 * A UK high-street current account (Santander UK-like): "Your account summary for 1st Feb 2024
 * to 29th Feb 2024" with ordinal day numbers, sort code and account number side by side, a
 * summary (Balance brought forward from 31st Jan Statement, Total money in, Total money out,
 * Your balance at close of business), then "Your transactions": Date | Description | Money in
 * | Money out | Balance, money in BEFORE money out, dates "3rd Feb" without the year, a
 * "Balance brought forward" first row, long upper-case descriptors that wrap ("CARD PAYMENT TO
 * TESCO STORES 3345 ON 02-02-2024", "DIRECT DEBIT PAYMENT TO … REF …, MANDATE NO 12"), a
 * monthly fee, cashback and interest-after-tax rows, overdrawn balances with a minus, a
 * statement number and "Page 2 of 3".
 */
import { docSpec, type FamilyFn, geometry, rowsFor, totals } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { generateTransactions, type SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { person } from '../blind-1/kit.ts';
import { company, UK_DD, UK_TOWNS, ukMerchant, ukPostcode } from '../blind-1/words.ts';
import {
  digits,
  moneyColumns,
  runBalances,
  statementOf,
  tx,
  txRow,
  word,
} from '../blind-3/common.ts';
import { calendarPeriod, monthsFor } from '../blind-4/kit.ts';
import { ordinalDate } from './kit.ts';

function describeUk(rng: Rng, t: SynthTx): string {
  const on = formatDate(addDays(t.date, -rng.pick([0, 1, 2])), 'DD-MM-YYYY');
  const r = rng.next();
  if (t.amount > 0) {
    if (r < 0.35) return `BANK GIRO CREDIT REF ${company(rng, ['LTD', 'PLC', 'LLP'])} SALARY`;
    if (r < 0.7)
      return `FASTER PAYMENTS RECEIPT REF.${word(rng).toUpperCase()} FROM ${person(rng)}`;
    if (r < 0.85) return `TRANSFER FROM ${person(rng)} REF ${word(rng).toUpperCase()}`;
    return `REFUND FROM ${ukMerchant(rng)} ON ${on}`;
  }
  if (r < 0.45) return `CARD PAYMENT TO ${ukMerchant(rng)} ON ${on}`;
  if (r < 0.65)
    return `DIRECT DEBIT PAYMENT TO ${rng.pick(UK_DD)} REF ${digits(rng, 9)}, MANDATE NO ${rng.int(1, 60)}`;
  if (r < 0.77)
    return `STANDING ORDER VIA FASTER PAYMENT TO ${person(rng)} REFERENCE ${word(rng).toUpperCase()} , MANDATE NO ${rng.int(1, 30)}`;
  if (r < 0.88)
    return `BILL PAYMENT VIA FASTER PAYMENT TO ${person(rng)} REFERENCE ${rng.pick(['RENT', 'DINNER', 'CAR', 'LOAN'])} , MANDATE NO ${rng.int(1, 30)}`;
  return `CASH WITHDRAWAL AT ${rng.pick(['SANTANDER', 'LLOYDS BANK', 'CARDTRONICS', 'NOTEMACHINE'])} ATM ${rng.pick(UK_TOWNS)}, ${rng.pick(UK_TOWNS)} ON ${on}`;
}

export const ukCurrentOrdinal: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowsFor(rng, g, o.pages, 1.9);
  const { start, end } = calendarPeriod(rng, monthsFor(count, 70));
  const overdrawn = rng.chance(0.25);
  const opening = overdrawn ? rng.int(-60_000, 80_000) : rng.int(2_000, 500_000);
  const txs = generateTransactions(rng, {
    locale: 'en',
    start,
    end: addDays(end, -1),
    count,
    opening,
    floor: overdrawn ? -120_000 : 0,
  });
  for (const t of txs) t.description = describeUk(rng, t);
  txs.push(tx(end, 'MONTHLY ACCOUNT FEE', -rng.pick([200, 300, 500])));
  if (rng.chance(0.6))
    txs.push(
      tx(
        end,
        `CASHBACK ON ${rng.pick(['DIRECT DEBITS', 'BILLS'])} ${formatDate(start, 'MMM YYYY').toUpperCase()}`,
        rng.int(50, 1_500),
      ),
    );
  if (rng.chance(0.5)) txs.push(tx(end, 'INTEREST PAID AFTER TAX 0.00 DEDUCTED', rng.int(1, 900)));
  runBalances(txs, opening);
  const bank = rng.pick([`${word(rng)} UK plc`, `${word(rng).toUpperCase()}`, `${word(rng)} Bank`]);
  const holder = person(rng);
  const acct = digits(rng, 8);
  const sortCode = `09-${digits(rng, 2)}-${digits(rng, 2)}`;
  const product = rng.pick([
    'Everyday Current Account',
    '1|2|3 Current Account',
    'Edge Current Account',
  ]);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: product,
    currency: 'GBP',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => `${v < 0 ? '-' : ''}${formatMinor(v, EN)}`;
  const pound = (v: number) => `${v < 0 ? '-' : ''}£${formatMinor(v, EN)}`;
  const closing = txs[txs.length - 1]!.balance;
  const { moneyIn, moneyOut } = totals(txs);
  const prev = ordinalDate(addDays(start, -1));
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], 50]],
    desc: ['Description'],
    money: [
      ['in', ['Money in']],
      ['out', ['Money out']],
      ['balance', ['Balance']],
    ],
    moneyWidth: 70,
  });
  const rows: Row[] = [
    {
      cells: {
        date: ordinalDate(start),
        desc: `Balance brought forward from ${prev} Statement`,
        balance: m(opening),
      },
    },
  ];
  for (const t of txs)
    rows.push(
      txRow(
        st,
        t,
        {
          date: ordinalDate(t.date),
          [t.amount < 0 ? 'out' : 'in']: formatMinor(t.amount, EN),
          balance: m(t.balance),
        },
        t.balance,
      ),
    );
  const lx = g.left + (g.right - g.left) * 0.5;
  const stmtNo = rng.int(1, 240);
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [{ text: bank, x: g.right, align: 'right', bold: true, size: g.size + 8 }],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: holder, x: g.left },
          { text: product, x: lx, bold: true, size: g.size + 2 },
        ],
      },
      {
        cells: [
          {
            text: `${rng.int(1, 200)} ${word(rng)} ${rng.pick(['Road', 'Close', 'Gardens', 'Lane'])}`,
            x: g.left,
          },
          {
            text: `Your account summary for ${ordinalDate(start, 'MMM YYYY')} to ${ordinalDate(end, 'MMM YYYY')}`,
            x: lx,
          },
        ],
      },
      {
        cells: [
          { text: rng.pick(UK_TOWNS), x: g.left },
          { text: `Statement number: ${String(stmtNo).padStart(2, '0')}`, x: lx },
        ],
      },
      {
        cells: [
          { text: ukPostcode(rng), x: g.left },
          { text: `Sort code: ${sortCode}   Account number: ${acct}`, x: lx },
        ],
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          { text: `Balance brought forward from ${prev} Statement`, x: lx },
          { text: pound(opening), x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Total money in:', x: lx },
          { text: pound(moneyIn), x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Total money out:', x: lx },
          { text: pound(moneyOut), x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `Your balance at close of business ${ordinalDate(end, 'MMM YYYY')}`,
            x: lx,
            bold: true,
          },
          { text: pound(closing), x: g.right, align: 'right', bold: true },
        ],
        gapAfter: g.lineHeight,
      },
      { cells: [{ text: 'Your transactions', x: g.left, bold: true, size: g.size + 2 }] },
    ],
  };
  const legal = `${bank} is authorised by the Prudential Regulation Authority. Registered Office: ${rng.int(2, 99)} ${word(rng)} Road, London NW1 3AN. FRN ${digits(rng, 6)}.`;
  const spec = docSpec(
    g,
    [header, { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: rng.chance(0.5) }],
    {
      pageHeader: () => [
        [
          {
            text: `Account name: ${holder}   Account number: ${acct}   Statement number: ${String(stmtNo).padStart(2, '0')}`,
            x: g.left,
            size: g.size - 0.5,
          },
        ],
      ],
      footer: (p, n) => [
        [{ text: legal, x: g.left, size: g.size - 2.5 }],
        [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 0.5 }],
      ],
    },
  );
  return { family: 'uk-current-ordinal', spec, statements: [st] };
};
