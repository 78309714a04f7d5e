/**
 * Indian private-bank savings statement (HDFC-like): a dense customer block, "Statement of
 * account From : … To : …", Date | Narration | Chq./Ref.No. | Value Dt | Withdrawal Amt. |
 * Deposit Amt. | Closing Balance with DD/MM/YY dates, long hyphenated UPI/NEFT narrations that
 * wrap, lakh grouping, and a STATEMENT SUMMARY row of counts and totals at the end.
 */
import {
  accountNumber,
  docSpec,
  type FamilyFn,
  geometry,
  periodFor,
  rowsFor,
} from '../../families.ts';
import { addDays, formatDate, formatMinor, IN } from '../../format.ts';
import type { Block, Cell, Row } from '../../layout.ts';
import { generateTransactions } from '../../model.ts';
import {
  digits,
  hardWrap,
  moneyColumns,
  redescribe,
  scaleAmounts,
  statementOf,
  txRow,
  word,
} from './common.ts';
import { city, hyphenNarration, ifsc, person } from './in-words.ts';

export const inSavingsNarration: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  g.size = Math.min(g.size, 8);
  g.lineHeight = Math.round(g.size * rng.float(1.2, 1.4) * 10) / 10;
  const count = rowsFor(rng, g, o.pages, 3.3);
  const { start, end } = periodFor(rng, count);
  const drawn = rng.int(50_000, 4_000_000);
  const txs = generateTransactions(rng, {
    locale: 'in',
    start,
    end,
    count,
    opening: drawn,
    floor: 0,
  });
  const opening = scaleAmounts(txs, drawn, rng.pick([1, 5, 10]));
  for (const tx of txs) tx.postDate = rng.chance(0.85) ? tx.date : addDays(tx.date, 1);
  // value dates never run past the period end
  for (const tx of txs) if ((tx.postDate as string) > end) tx.postDate = end;
  const bank = `${word(rng).toUpperCase()} BANK`;
  const holder = `${rng.pick(['MR', 'MRS', 'MS'])} ${person(rng)}`;
  const acct = `50100${accountNumber(rng, 9)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Savings',
    currency: 'INR',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const fd = (iso: string) => formatDate(iso, 'DD/MM/YY');
  const m = (v: number) => formatMinor(v, IN);
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], 44]],
    desc: ['Narration'],
    money: [
      ['ref', ['Chq./Ref.No.']],
      ['vdate', ['Value Dt']],
      ['out', ['Withdrawal Amt.']],
      ['in', ['Deposit Amt.']],
      ['balance', ['Closing Balance']],
    ],
    moneyWidth: 62,
  });
  // reference and value date are left-aligned text columns among the money ones
  for (const c of cols) {
    if (c.key === 'ref') {
      c.align = 'left';
      c.x -= 70;
    }
    if (c.key === 'vdate') {
      c.align = 'left';
      c.x -= 44;
    }
  }
  const desc = cols.find((c) => c.key === 'desc')!;
  desc.width = (cols.find((c) => c.key === 'ref')!.x as number) - desc.x - 8;
  redescribe(txs, (credit) =>
    hardWrap(g.font, hyphenNarration(rng, credit), g.size, desc.width as number),
  );
  const rows: Row[] = txs.map((tx) =>
    txRow(
      st,
      tx,
      {
        date: fd(tx.date),
        ref: rng.chance(0.8) ? `0000${digits(rng, 12)}` : `${digits(rng, 6)}`,
        vdate: fd(tx.postDate as string),
        [tx.amount < 0 ? 'out' : 'in']: m(Math.abs(tx.amount)),
        balance: m(tx.balance),
      },
      tx.balance,
    ),
  );
  const closing = txs.length ? txs[txs.length - 1]!.balance : opening;
  const mid = g.left + (g.right - g.left) * 0.52;
  const branch = city(rng);
  const left = [
    holder,
    `${rng.int(1, 999)}, ${word(rng).toUpperCase()} ${rng.pick(['NAGAR', 'SOCIETY', 'APARTMENTS'])}`,
    `${word(rng).toUpperCase()} ROAD`,
    `${branch} ${rng.int(400001, 600099)}`,
    `${rng.pick(['MAHARASHTRA', 'KARNATAKA', 'TAMIL NADU', 'DELHI'])} INDIA`,
    'JOINT HOLDERS :',
    '',
    `Nomination : ${rng.pick(['Registered', 'Not Registered'])}`,
  ];
  const right: string[] = [
    `Account Branch : ${word(rng).toUpperCase()} ${rng.pick(['EAST', 'WEST', 'MAIN'])}`,
    `City : ${branch}`,
    `Phone no. : 1800${digits(rng, 6)}`,
    `OD Limit : 0.00   Currency : INR`,
    `Cust ID : ${accountNumber(rng, 8)}`,
    `Account No : ${acct}   ${rng.pick(['PRIME', 'REGULAR', 'SAVINGS MAX'])}`,
    `A/C Open Date : ${formatDate(addDays(start, -rng.int(400, 4000)), 'DD/MM/YYYY')}`,
    'Account Status : Regular',
    `RTGS/NEFT IFSC : ${ifsc(rng)}   MICR : ${digits(rng, 9)}`,
  ];
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [{ text: bank, x: g.left, bold: true, size: g.size + 7 }],
        gapAfter: g.lineHeight * 0.8,
      },
      ...Array.from({ length: Math.max(left.length, right.length) }, (_, i) => ({
        cells: [
          { text: left[i] ?? '', x: g.left, bold: i === 0 },
          { text: right[i] ?? '', x: mid },
        ] as Cell[],
      })),
    ],
  };
  const period: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: 'Statement of account', x: g.left, bold: true },
          {
            text: `From : ${formatDate(start, 'DD/MM/YYYY')}   To : ${formatDate(end, 'DD/MM/YYYY')}`,
            x: mid,
          },
        ],
      },
    ],
  };
  const out = txs.filter((t) => t.amount < 0);
  const inn = txs.filter((t) => t.amount > 0);
  const sum = (list: typeof txs) => list.reduce((s, t) => s + Math.abs(t.amount), 0);
  const w = (g.right - g.left) / 6;
  const summaryCols = [0, 1, 2, 3, 4, 5].map((i) => g.left + w * (i + 1) - 6);
  const summary: Block = {
    kind: 'lines',
    lines: [
      { cells: [{ text: 'STATEMENT SUMMARY :-', x: g.left, bold: true }] },
      {
        cells: ['Opening Balance', 'Dr Count', 'Cr Count', 'Debits', 'Credits', 'Closing Bal'].map(
          (text, i) => ({ text, x: summaryCols[i]!, align: 'right', bold: true }),
        ),
      },
      {
        cells: [
          m(opening),
          String(out.length),
          String(inn.length),
          m(sum(out)),
          m(sum(inn)),
          m(closing),
        ].map((text, i) => ({ text, x: summaryCols[i]!, align: 'right' })),
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          {
            text: `Generated On: ${formatDate(addDays(end, rng.int(1, 9)), 'DD-MMM-YYYY')} ${rng.int(10, 23)}:${rng.int(10, 59)}:${rng.int(10, 59)}`,
            x: g.left,
          },
        ],
      },
      {
        cells: [
          {
            text: 'This is a computer generated statement and does not require signature.',
            x: g.left,
          },
        ],
      },
    ],
  };
  const body: Block[] = [
    header,
    { kind: 'space', height: g.lineHeight },
    period,
    {
      kind: 'table',
      columns: cols,
      rows,
      wrapKey: 'desc',
      headerRule: true,
    },
    { kind: 'space', height: g.lineHeight * 1.5 },
    summary,
  ];
  const legal = `${bank} LIMITED  *Closing balance includes funds earmarked for hold and uncleared funds`;
  const spec = docSpec(g, body, {
    pageHeader: (p) => [
      [
        { text: bank, x: g.left, bold: true },
        { text: `Page No .: ${p}`, x: g.right, align: 'right' },
      ],
      [
        { text: `Account No : ${acct}`, x: g.left },
        {
          text: `Statement From : ${formatDate(start, 'DD/MM/YYYY')} To : ${formatDate(end, 'DD/MM/YYYY')}`,
          x: mid,
        },
      ],
    ],
    footer: (p) => [
      [{ text: legal, x: g.left, size: g.size - 1.5 }],
      [
        {
          text: 'Contents of this statement will be considered correct if no error is reported within 30 days of receipt of statement.',
          x: g.left,
          size: g.size - 1.5,
        },
      ],
      [{ text: `Page No .: ${p}`, x: g.right, align: 'right', size: g.size - 1 }],
    ],
  });
  return { family: 'in-savings-narration', spec, statements: [st] };
};
