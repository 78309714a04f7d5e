/**
 * A UK building society savings statement in the letter style of a regional society
 * (Coventry / Skipton / Leeds-like annual statement): a letter head with the society's name
 * and "Statement date 5 April 2024" only, the holder's address block, a greeting and the
 * opening balance only in a sentence ("Your balance on 6 April 2023 was £1,234.56"), then
 * Date (DD/MM/YY) | Transaction | Paid out | Paid in | Balance with no opening row, monthly or
 * annual interest rows ("Interest gross", "Bonus interest"), branch cash and cheque deposits,
 * transfers to a nominated account, the closing balance in a sentence again, and a society
 * registration footer (FCA/PRA number, "Member of the Building Societies Association").
 */
import { docSpec, type FamilyFn, geometry, rowsFor } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { generateTransactions } from '../../model.ts';
import { person } from '../blind-1/kit.ts';
import { UK_TOWNS, ukPostcode } from '../blind-1/words.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  monthEnd,
  runBalances,
  statementOf,
  tx,
  txRow,
  word,
} from '../blind-3/common.ts';

export const ukBsSentence: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = Math.max(4, Math.round(rowsFor(rng, g, o.pages, 1) * 0.8));
  const y = rng.int(2019, 2024);
  const start = rng.chance(0.6) ? `${y}-04-06` : `${y}-01-01`;
  const end = addDays(start.endsWith('04-06') ? `${y + 1}-04-06` : `${y + 1}-01-01`, -1);
  const opening = rng.int(50_000, 4_000_000);
  const txs = generateTransactions(rng, {
    locale: 'en',
    start,
    end,
    count,
    opening,
    floor: 100,
    creditShare: 0.55,
    maxDebit: 200_000,
  });
  for (const t of txs)
    t.description =
      t.amount > 0
        ? rng.pick([
            'Cash deposit',
            'Cheque deposit',
            'Transfer in',
            `Faster Payment ${word(rng).toUpperCase()}`,
            'Standing order received',
          ])
        : rng.pick([
            'Transfer to nominated account',
            'Cash withdrawal',
            `Faster Payment to ${word(rng).toUpperCase()}`,
            'Online transfer out',
          ]);
  // interest monthly or once at the end; interest rows are kept within the period
  const monthly = rng.chance(0.5);
  const rate = rng.int(75, 520) / 100;
  let m = monthEnd(start);
  while (m <= end) {
    if (monthly || m === monthEnd(end))
      txs.push(
        tx(
          m,
          monthly ? 'Interest gross' : `Interest gross ${rate.toFixed(2)}%`,
          rng.int(50, monthly ? 9_000 : 90_000),
        ),
      );
    m = monthEnd(addDays(m, 1));
  }
  if (rng.chance(0.3)) txs.push(tx(end, 'Bonus interest', rng.int(100, 5_000)));
  txs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const closing = runBalances(txs, opening);
  const bank = `${word(rng)} Building Society`;
  const holder = rng.chance(0.7)
    ? person(rng, false)
    : `${person(rng, false)} & ${person(rng, false)}`;
  const roll = `${digits(rng, 4)}/${digits(rng, 4)}/${digits(rng, 2)}`;
  const product = rng.pick([
    'Easy Access Saver',
    'Loyalty Saver Issue 3',
    '60 Day Notice Account',
    'Regular Saver',
  ]);
  const st = statementOf({
    bank,
    holder,
    account: roll,
    type: product,
    currency: 'GBP',
    start,
    end,
    opening,
    txs,
    printsTotals: false,
  });
  const gbp = (v: number) => `£${formatMinor(v, EN)}`;
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], 56]],
    desc: ['Transaction'],
    money: [
      ['out', ['Paid out']],
      ['in', ['Paid in']],
      ['balance', ['Balance']],
    ],
    moneyWidth: 70,
  });
  const rows: Row[] = txs.map((t) =>
    txRow(
      st,
      t,
      {
        date: formatDate(t.date, 'DD/MM/YY'),
        [t.amount < 0 ? 'out' : 'in']: formatMinor(Math.abs(t.amount), EN),
        balance: formatMinor(t.balance, EN),
      },
      t.balance,
    ),
  );
  const long = (iso: string) => formatDate(iso, 'D MMMM YYYY');
  const town = rng.pick(UK_TOWNS);
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [{ text: bank, x: g.right, align: 'right', bold: true, size: g.size + 8 }],
        gapAfter: g.lineHeight * 0.3,
      },
      {
        cells: [
          {
            text: `Principal Office: ${word(rng)} House, ${town}`,
            x: g.right,
            align: 'right',
            size: g.size - 1,
          },
        ],
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          { text: holder, x: g.left },
          { text: `Statement date ${long(addDays(end, 1))}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `${rng.int(1, 180)} ${word(rng)} ${rng.pick(['Close', 'Lane', 'Road', 'Gardens'])}`,
            x: g.left,
          },
          { text: `Account ${roll}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: rng.pick(UK_TOWNS), x: g.left },
          { text: product, x: g.right, align: 'right' },
        ],
      },
      { cells: [{ text: ukPostcode(rng), x: g.left }], gapAfter: g.lineHeight * 1.5 },
      {
        cells: [{ text: `Dear ${holder.split(' & ')[0]}`, x: g.left }],
        gapAfter: g.lineHeight * 0.5,
      },
      {
        cells: [
          {
            text: `Here is your annual statement for your ${product}. Your balance on ${long(start)} was ${gbp(opening)}.`,
            x: g.left,
          },
        ],
      },
      {
        cells: [
          {
            text: `The interest rate on this account is ${rate.toFixed(2)}% gross a year${monthly ? ', paid monthly' : ', paid annually'}.`,
            x: g.left,
          },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
    ],
  };
  const body: Block[] = [
    header,
    { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true },
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: `Your balance on ${long(end)} was ${gbp(closing)}.`, x: g.left, bold: true },
          ],
        },
        {
          cells: [
            {
              text: 'Please check this statement and tell us straight away if anything looks wrong.',
              x: g.left,
            },
          ],
        },
      ],
    },
  ];
  const spec = docSpec(g, body, {
    pageHeader: () => [[{ text: `${bank}  Account ${roll}`, x: g.left }]],
    footer: legalFooter(
      g,
      `${bank} is authorised by the PRA and regulated by the FCA and PRA (FRN ${digits(rng, 6)}). Member of the Building Societies Association.`,
      (p, n) => `${p}/${n}`,
      'center',
      2,
    ),
  });
  return { family: 'uk-bs-sentence', spec, statements: [st] };
};
