/**
 * Indian public-sector bank account statement (SBI-like): "Account Name : …" key/value block,
 * "Balance as on <date>", "Account Statement from 1 Jul 2023 to 31 Jul 2023", Txn Date |
 * Value Date | Description | Ref No./Cheque No. | Debit | Credit | Balance with full
 * "1 Jul 2023" dates, TO/BY TRANSFER-UPI/… descriptions, lakh grouping, and on overdraft /
 * cash-credit accounts balances printed with Cr / Dr suffixes. No totals are printed.
 */
import {
  accountNumber,
  docSpec,
  type FamilyFn,
  geometry,
  periodFor,
  rowsFor,
} from '../../families.ts';
import { formatDate, formatMinor, IN } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { generateTransactions } from '../../model.ts';
import {
  digits,
  hardWrap,
  legalFooter,
  moneyColumns,
  pairLines,
  scaleAmounts,
  statementOf,
  txRow,
  word,
} from './common.ts';
import { city, ifsc, person, slashNarration } from './in-words.ts';

export const inPassbookDrcr: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const overdraft = rng.chance(0.4);
  const count = rowsFor(rng, g, o.pages, 2.9);
  const { start, end } = periodFor(rng, count);
  const drawn = overdraft ? -rng.int(0, 3_000_000) : rng.int(10_000, 3_000_000);
  const txs = generateTransactions(rng, {
    locale: 'in',
    start,
    end,
    count,
    opening: drawn,
    floor: overdraft ? -5_000_000 : 0,
  });
  const factor = rng.pick([2, 10]);
  const opening = scaleAmounts(txs, drawn, factor);
  const bank = rng.pick([
    `BANK OF ${word(rng).toUpperCase()}`,
    `${word(rng).toUpperCase()} BANK OF INDIA`,
  ]);
  const holder = `${rng.pick(['Mr.', 'Mrs.', 'Ms.'])} ${person(rng)}`;
  const acct = `000000${accountNumber(rng, 11)}`;
  const fd = (iso: string) => formatDate(iso, 'D MMM YYYY');
  const suffix = overdraft || rng.chance(0.3);
  const bal = (v: number) =>
    suffix
      ? `${formatMinor(v, IN)}${v < 0 ? 'Dr' : 'Cr'}`
      : `${v < 0 ? '-' : ''}${formatMinor(v, IN)}`;
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['Txn Date'], 58],
      ['vdate', ['Value', 'Date'], 58],
    ],
    desc: ['Description'],
    money: [
      ['ref', ['Ref No./Cheque', 'No.']],
      ['out', ['Debit']],
      ['in', ['Credit']],
      ['balance', ['Balance']],
    ],
    moneyWidth: 64,
  });
  const refCol = cols.find((c) => c.key === 'ref')!;
  refCol.align = 'left';
  refCol.x -= 62;
  const desc = cols.find((c) => c.key === 'desc')!;
  desc.width = refCol.x - desc.x - 6;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: overdraft ? 'Cash Credit' : 'Savings',
    currency: 'INR',
    start,
    end,
    opening,
    txs,
    printsTotals: false,
  });
  const rows: Row[] = txs.map((tx) => {
    const [text, ref] = slashNarration(rng, tx.amount > 0);
    tx.description = hardWrap(g.font, text, g.size, desc.width as number);
    tx.postDate = tx.date; // the Value Date column
    return txRow(
      st,
      tx,
      {
        date: fd(tx.date),
        vdate: fd(tx.date),
        ref: ref.length > 14 ? ref.slice(-13) : ref,
        [tx.amount < 0 ? 'out' : 'in']: formatMinor(Math.abs(tx.amount), IN),
        balance: bal(tx.balance),
      },
      tx.balance,
    );
  });
  const labelX = g.left;
  const valueX = g.left + 130;
  const pairs: [string, string][] = [
    ['Account Name', `: ${holder}`],
    ['Address', `: ${rng.int(1, 300)} ${word(rng).toUpperCase()} NAGAR, ${city(rng)}`],
    ['Date', `: ${fd(end)}`],
    ['Account Number', `: ${acct}`],
    [
      'Account Description',
      `: ${overdraft ? 'CASH CREDIT-GENERAL' : 'REGULAR SB CHQ-INDIVIDUALS'}`,
    ],
    ['Branch', `: ${word(rng).toUpperCase()} BRANCH`],
    ['Drawing Power', `: ${overdraft ? formatMinor(5_000_000 * factor, IN) : '0.00'}`],
    [
      'Interest Rate(% p.a.)',
      `: ${overdraft ? rng.pick(['9.85', '10.4']) : rng.pick(['2.7', '3.0'])}`,
    ],
    ['CIF No.', `: ${accountNumber(rng, 11)}`],
    ['IFS Code', `: ${ifsc(rng)}`],
    ['MICR Code', `: ${digits(rng, 9)}`],
    ['Nomination Registered', `: ${rng.pick(['Yes', 'No'])}`],
    [`Balance as on ${fd(start)}`, `: ${bal(opening)}`],
  ];
  const body: Block[] = [
    {
      kind: 'lines',
      lines: [
        {
          cells: [{ text: bank, x: g.left, bold: true, size: g.size + 6 }],
          gapAfter: g.lineHeight,
        },
        ...pairLines(pairs, labelX, valueX, { valueAlign: 'left' }),
      ],
    },
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: `Account Statement from ${fd(start)} to ${fd(end)}`, x: g.left, bold: true },
          ],
        },
      ],
    },
    { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: rng.chance(0.6) },
    { kind: 'space', height: g.lineHeight * 2 },
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            {
              text: '**This is a computer generated statement and does not require a signature.',
              x: g.left,
              size: g.size - 1,
            },
          ],
        },
      ],
    },
  ];
  const spec = docSpec(g, body, {
    footer: legalFooter(
      g,
      'Please do not share your ATM, Debit/Credit card number, PIN (Personal Identification Number) and OTP with anyone.',
      (p, n) => `Page ${p} of ${n}`,
      'center',
    ),
  });
  return { family: 'in-passbook-drcr', spec, statements: [st] };
};
