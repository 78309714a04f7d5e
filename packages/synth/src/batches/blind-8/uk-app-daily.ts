/**
 * A UK app bank's monthly PDF statement (Monzo / Starling-like): the account holder, sort code
 * and account number, the period as "1 June 2025 - 30 June 2025" (the only place the year is
 * printed), a summary (opening balance, money in, money out, closing balance), a "Pots" table
 * (each pot's balance and what moved in and out: figures, not rows), then the transactions
 * grouped under day headings ("Wednesday 4 June", no year) with Description | Amount | Balance:
 * the merchant or payee on the first line and the kind ("Card payment", "Faster payment",
 * "Direct Debit", "Pot transfer") on the second, money in signed "+1,250.00", money out
 * "-4.50", a running balance on every row; transfers to and from pots are rows.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { person } from '../blind-1/kit.ts';
import { UK_DD, ukMerchant, ukPostcode } from '../blind-1/words.ts';
import { digits, legalFooter, moneyColumns, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod, firstOfDay, linesRow, localActivity } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { dayHeading } from './kit.ts';

const POTS = ['Holiday', 'Bills', 'Rainy day', 'Christmas', 'House deposit', 'Car'];

function lines(rng: Rng, credit: boolean, pots: string[]): string[] {
  const who = person(rng, false).replace(/ [A-Z] /, ' ');
  if (credit)
    return rng.pick([
      [`${word(rng).toUpperCase()} LTD`, 'Faster payment'],
      [who, 'Faster payment'],
      [`${rng.pick(pots)} pot`, 'Pot transfer'],
      [`${ukMerchant(rng)}`, 'Card refund'],
    ]);
  return rng.pick([
    [ukMerchant(rng), 'Card payment'],
    [ukMerchant(rng), 'Card payment'],
    [rng.pick(UK_DD), 'Direct Debit'],
    [who, 'Faster payment'],
    [`${rng.pick(pots)} pot`, 'Pot transfer'],
    [
      rng.pick(['Uber', 'Deliveroo', 'TfL Travel', 'Spotify', 'Amazon', 'Tesco', 'Pret A Manger']),
      'Card payment',
    ],
  ]);
}

export const ukAppDaily: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 2.6, 100);
  const { start, end } = calendarPeriod(rng, 1);
  const gen = localActivity(rng, {
    start,
    end,
    count,
    floor: 0,
    creditShare: 0.25,
    openingRange: [2_000, 300_000],
    factor: 1,
  });
  const k = rng.int(0, 3);
  const pots = POTS.slice(k, k + rng.int(1, 3));
  const text = new Map<SynthTx, string[]>();
  for (const t of gen.txs) text.set(t, lines(rng, t.amount > 0, pots));
  const txs = gen.txs;
  const bank = rng.pick([`${word(rng)}`, `${word(rng)} Bank`]);
  const holder = person(rng, false);
  const sort = `${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)}`;
  const acct = digits(rng, 8);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Personal Account',
    currency: 'GBP',
    start,
    end,
    opening: gen.opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => `${v < 0 ? '-' : '+'}${formatMinor(v, EN)}`;
  const b = (v: number) => `${v < 0 ? '-' : ''}£${formatMinor(v, EN)}`;
  const cols = moneyColumns(g, {
    lead: [],
    desc: ['Description'],
    money: [
      ['amount', ['Amount (GBP)']],
      ['balance', ['Balance (GBP)']],
    ],
    moneyWidth: 90,
  });
  const first = firstOfDay(txs);
  const rows: Row[] = [];
  txs.forEach((t, i) => {
    if (first[i])
      rows.push({ cells: { desc: dayHeading(t.date) }, bold: true, gapBefore: g.lineHeight * 0.4 });
    rows.push(
      linesRow(
        st,
        t,
        text.get(t)!,
        {},
        { amount: m(t.amount), balance: formatMinor(t.balance, EN) },
        t.balance,
      ),
    );
  });
  const closing = txs.at(-1)!.balance;
  const potTo = (name: string) =>
    -sumOf(txs, (t) => t.amount < 0 && text.get(t)![0] === `${name} pot`);
  const potFrom = (name: string) =>
    sumOf(txs, (t) => t.amount > 0 && text.get(t)![0] === `${name} pot`);
  const px = [g.left, g.left + 160, g.left + 250, g.left + 340];
  const potLines = pots.map((p) => {
    const balance = Math.max(0, potTo(p) - potFrom(p)) + rng.int(1_000, 300_000);
    return {
      cells: [p, b(balance), b(potTo(p)), b(potFrom(p))].map((text, i) => ({
        text,
        x: px[i]!,
        align: i ? ('right' as const) : ('left' as const),
      })),
    };
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 8 },
          { text: 'Personal Account statement', x: g.right, align: 'right', bold: true },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: holder, x: g.left, bold: true },
          {
            text: `${formatDate(start, 'D MMMM YYYY')} - ${formatDate(end, 'D MMMM YYYY')}`,
            x: g.right,
            align: 'right',
          },
        ],
      },
      {
        cells: [
          { text: `Flat ${rng.int(1, 30)}, ${rng.int(1, 200)} ${word(rng)} Road`, x: g.left },
          { text: `Sort code ${sort}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `${word(rng)} ${ukPostcode(rng)}`, x: g.left },
          { text: `Account number ${acct}`, x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: 'Opening balance', x: g.left },
          { text: b(gen.opening), x: g.left + 200, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Money in', x: g.left },
          {
            text: `+£${formatMinor(
              sumOf(txs, (t) => t.amount > 0),
              EN,
            )}`,
            x: g.left + 200,
            align: 'right',
          },
        ],
      },
      {
        cells: [
          { text: 'Money out', x: g.left },
          {
            text: `-£${formatMinor(-sumOf(txs, (t) => t.amount < 0), EN)}`,
            x: g.left + 200,
            align: 'right',
          },
        ],
      },
      {
        cells: [
          { text: 'Closing balance', x: g.left, bold: true },
          { text: b(closing), x: g.left + 200, align: 'right', bold: true },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      { cells: [{ text: 'Pots', x: g.left, bold: true, size: g.size + 1 }] },
      {
        cells: ['Pot', 'Balance', 'Moved in', 'Moved out'].map((text, i) => ({
          text,
          x: px[i]!,
          align: i ? ('right' as const) : ('left' as const),
          bold: true,
        })),
      },
      ...potLines,
      {
        cells: [
          {
            text: 'Pot balances are held separately and are not included in your account balance.',
            x: g.left,
            size: g.size - 1,
          },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
    ],
  };
  const spec = docSpec(
    g,
    [header, { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true }],
    {
      pageHeader: (p) => [
        [
          { text: `${holder}  ${sort}  ${acct}`, x: g.left },
          { text: `Page ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `${bank} is authorised by the Prudential Regulation Authority. Eligible deposits are protected by the FSCS up to £85,000.`,
        (p, n) => `Page ${p} of ${n}`,
      ),
    },
  );
  return { family: 'uk-app-daily', spec, statements: [st] };
};
