/**
 * An Indian urban co-operative bank statement (Saraswat / Cosmos co-operative-like), printed
 * from a core-banking system in a fixed-width font: "STATEMENT OF ACCOUNT FOR THE PERIOD
 * 01-04-2024 TO 30-06-2024" (DD-MM-YYYY), branch name and IFSC, "A/C NO : 0011 0100 012345",
 * then Date (DD-MM-YYYY) | Particulars | Chq.No. | Withdrawals | Deposits | Balance with
 * balances "12,34,567.89 Cr", lakh grouping, a long narration whose second line runs under the
 * money columns (the system prints the overflow at the left margin across the full width),
 * quarterly interest and SMS / ledger-folio charges, and totals at the end.
 */
import { docSpec, type FamilyFn, geometry, rowsFor, totals } from '../../families.ts';
import { formatDate, formatMinor, IN } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { generateTransactions } from '../../model.ts';
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
import { calendarPeriod, linesRow } from '../blind-4/kit.ts';
import { spill } from './kit.ts';

export const inCoopSpill: FamilyFn = (rng, o) => {
  const g = { ...geometry(rng, 'a4'), font: 'courier' as const, size: 7.5, lineHeight: 10.5 };
  const count = rowsFor(rng, g, o.pages, 1.5);
  const { start, end } = calendarPeriod(rng, count > 90 ? 3 : 1);
  const opening = rng.int(5_000, 5_000_000);
  const txs = generateTransactions(rng, {
    locale: 'in',
    start,
    end,
    count,
    opening,
    floor: 0,
    creditShare: 0.35,
  });
  for (const t of txs)
    if (rng.chance(0.45))
      t.description = `${t.amount > 0 ? 'BY' : 'TO'} ${rng.pick(['NEFT', 'RTGS', 'IMPS', 'UPI'])}/${digits(rng, 12)}/${person(rng)}/${rng.pick(['HDFC0001234', 'SBIN0004567', 'ICIC0000987'])}/${word(rng).toUpperCase()}`;
  txs.push(
    tx(
      end,
      rng.pick(['SMS CHARGES INCL GST', 'LEDGER FOLIO CHARGES']),
      -rng.pick([1770, 2950, 5900]),
    ),
  );
  if (txs.some((t) => t.amount > 0)) txs.push(tx(end, 'BY INT ON SB A/C', rng.int(100, 90_000)));
  const closing = runBalances(txs, opening);
  const bank = `THE ${word(rng).toUpperCase()} CO-OPERATIVE BANK LTD.`;
  const holder = person(rng);
  const acct = `${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 6)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'SAVINGS BANK',
    currency: 'INR',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, IN);
  const cols = moneyColumns(g, {
    lead: [['date', ['DATE'], 62]],
    desc: ['PARTICULARS'],
    money: [
      ['chq', ['CHQ.NO.']],
      ['out', ['WITHDRAWALS']],
      ['in', ['DEPOSITS']],
      ['balance', ['BALANCE']],
    ],
    moneyWidth: 76,
  });
  const descCol = cols.find((c) => c.key === 'desc')!;
  const perLine = Math.floor((descCol.width ?? 100) / 4.5);
  const rows: Row[] = [
    {
      cells: {
        date: formatDate(start, 'DD-MM-YYYY'),
        desc: 'OPENING BALANCE',
        balance: `${m(opening)} Cr`,
      },
    },
  ];
  for (const t of txs) {
    const [first, rest] = spill(t.description, perLine);
    const chq = t.amount < 0 && rng.chance(0.08) ? digits(rng, 6) : '';
    const row = linesRow(
      st,
      t,
      [first],
      { date: formatDate(t.date, 'DD-MM-YYYY'), chq },
      { [t.amount < 0 ? 'out' : 'in']: m(Math.abs(t.amount)), balance: `${m(t.balance)} Cr` },
      t.balance,
    );
    // the overflow starts under the date and runs across the money columns
    if (rest) {
      row.extra = [{ date: rest }];
      row.tx!.description = `${first} ${rest}`;
    }
    rows.push(row);
  }
  const { moneyIn, moneyOut } = totals(txs);
  rows.push({ cells: { desc: 'TOTAL', out: m(moneyOut), in: m(moneyIn) }, bold: true });
  rows.push({
    cells: {
      date: formatDate(end, 'DD-MM-YYYY'),
      desc: 'CLOSING BALANCE',
      balance: `${m(closing)} Cr`,
    },
    bold: true,
  });
  const branch = word(rng).toUpperCase();
  const header: Block = {
    kind: 'lines',
    lines: [
      { cells: [{ text: bank, x: (g.left + g.right) / 2, align: 'center', bold: true, size: 10 }] },
      {
        cells: [
          {
            text: `(SCHEDULED BANK)  BRANCH : ${branch}  IFSC : ${word(rng, 2, 2).toUpperCase().slice(0, 4)}0${digits(rng, 6)}`,
            x: (g.left + g.right) / 2,
            align: 'center',
          },
        ],
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          {
            text: `STATEMENT OF ACCOUNT FOR THE PERIOD ${formatDate(start, 'DD-MM-YYYY')} TO ${formatDate(end, 'DD-MM-YYYY')}`,
            x: g.left,
            bold: true,
          },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
      {
        cells: [
          { text: `NAME     : ${holder}`, x: g.left },
          { text: `A/C NO : ${acct}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `ADDRESS  : ${rng.int(1, 400)}, ${word(rng).toUpperCase()} NAGAR, ${rng.pick(['PUNE', 'MUMBAI', 'NASHIK', 'THANE'])}`,
            x: g.left,
          },
          { text: 'A/C TYPE : SAVINGS BANK', x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `CUST ID  : ${digits(rng, 9)}`, x: g.left },
          { text: 'CURRENCY : INR', x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
    ],
  };
  const spec = docSpec(g, [header, { kind: 'table', columns: cols, rows, headerRule: true }], {
    footer: legalFooter(
      g,
      '** THIS IS A COMPUTER GENERATED STATEMENT AND DOES NOT REQUIRE SIGNATURE **',
      (p, n) => `PAGE ${p} OF ${n}`,
      'center',
      0.5,
    ),
  });
  return { family: 'in-coop-spill', spec, statements: [st] };
};
