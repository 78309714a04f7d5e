/**
 * An Indian private bank's savings account statement (ICICI-like, under an invented brand): the
 * period only inside a sentence "Statement of Transactions in Savings Account Number:
 * 012345678901 for the period March 1, 2024 - March 31, 2024" (dates in words), a customer
 * block with Customer ID, an account summary of every product with its balance (the savings
 * account, fixed deposits, a recurring deposit and a Total: not rows), then DATE | MODE** |
 * PARTICULARS | DEPOSITS | WITHDRAWALS | BALANCE with DEPOSITS BEFORE WITHDRAWALS, "05-03-2024"
 * dates, a MODE column naming the channel (MOBILE BANKING, NET BANKING, ATM, CASH, UPI or blank)
 * before slash-joined particulars broken mid-token (UPI/…/, NEFT-…, MMT/IMPS/…, ATM/CASH WDL/…,
 * BIL/ONL/…), lakh grouping, a B/F row first, quarterly interest "Int.Pd:…", SMS charges with
 * GST, and a TOTAL row with both sums under the table, then a legend explaining MODE. Truth
 * description = the mode (when printed) and the particulars joined.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, formatDate, formatMinor, IN } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { digits, moneyColumns, statementOf, word } from '../blind-3/common.ts';
import { city, ifsc, person } from '../blind-3/in-words.ts';
import { calendarPeriod, linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { liftOpening, logAmount, narrationLines, scatter } from '../blind-9/kit.ts';
import { slot } from '../blind-10/kit.ts';
import { byDate, rowMaker } from '../blind-11/kit.ts';

const PSP = ['okaxis', 'oksbi', 'okhdfcbank', 'ybl', 'paytm', 'ibl'];
const SHOPS = [
  'SWIGGY',
  'ZOMATO',
  'BLINKIT',
  'ZEPTO',
  'DMART',
  'BIGBASKET',
  'UBER INDIA',
  'IRCTC',
  'JIO PREPAID',
];
const BANKS = ['HDFC BANK LTD', 'STATE BANK OF INDIA', 'AXIS BANK', 'KOTAK MAHINDRA', 'YES BANK'];

export const inSavingsMode: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 3, 80);
  const { start, end } = calendarPeriod(rng, 1);
  const { mk, lines } = rowMaker();
  const modes = new Map<SynthTx, string>();
  const md = (x: SynthTx, mode: string) => {
    modes.set(x, mode);
    return x;
  };
  const employer = `${word(rng).toUpperCase()} ${rng.pick(['TECHNOLOGIES', 'SOLUTIONS', 'INFOSYSTEMS'])} PVT LTD`;
  const acct = `${digits(rng, 4)}0${digits(rng, 7)}`;
  const txs = scatter(rng, start, end, count, (d): SynthTx => {
    const r = rng.next();
    if (r < 0.45) {
      const to = rng.chance(0.6) ? rng.pick(SHOPS) : person(rng);
      return md(
        mk(
          d,
          [
            `UPI/${digits(rng, 12)}/${rng.pick(['Payment fr', 'Sent using', 'UPI', 'Pay to'])}/${to.toLowerCase().replace(/ /g, '')}@${rng.pick(PSP)}/${rng.pick(BANKS)}/${rng.pick(['ICI', 'AXI', 'YBL'])}${digits(rng, 20)}/`,
          ],
          -logAmount(rng, 2_000, 500_000, 100),
        ),
        rng.pick(['UPI', 'MOBILE BANKING', '']),
      );
    }
    if (r < 0.55)
      return md(
        mk(
          d,
          [
            `UPI/${digits(rng, 12)}/Payment fr/${person(rng).toLowerCase().replace(/ /g, '.')}@${rng.pick(PSP)}/${rng.pick(BANKS)}/`,
          ],
          logAmount(rng, 10_000, 1_500_000, 100),
        ),
        'UPI',
      );
    if (r < 0.63)
      return md(
        mk(
          d,
          [
            `MMT/IMPS/${digits(rng, 12)}/${rng.pick(['RENT', 'FAMILY', 'LOAN EMI'])}/${person(rng)}/${rng.pick(BANKS)}`,
          ],
          -logAmount(rng, 50_000, 4_000_000, 100),
        ),
        'MOBILE BANKING',
      );
    if (r < 0.7)
      return md(
        mk(
          d,
          [`ATM/CASH WDL/${formatDate(d, 'DD-MM-YY')}/S1AN${digits(rng, 4)}/${city(rng)}`],
          -rng.int(1, 20) * 50_000,
        ),
        'ATM',
      );
    if (r < 0.78)
      return md(
        mk(
          d,
          [
            `BIL/ONL/${digits(rng, 12)}/${rng.pick(['BESCOM', 'TATA POWER', 'AIRTEL', 'ACT FIBERNET', 'LIC OF INDIA'])}/${digits(rng, 10)}`,
          ],
          -logAmount(rng, 30_000, 1_500_000, 100),
        ),
        'NET BANKING',
      );
    if (r < 0.84)
      return md(
        mk(
          d,
          [
            `NEFT-${ifsc(rng).slice(0, 4)}N${digits(rng, 14)}-${person(rng)}-${rng.pick(['REFUND', 'FEES', 'REIMB'])}`,
          ],
          logAmount(rng, 50_000, 5_000_000, 100),
        ),
        '',
      );
    if (r < 0.9)
      return md(
        mk(d, [`CASH DEP/${city(rng)}/${digits(rng, 6)}`], rng.int(2, 60) * 50_000),
        'CASH',
      );
    return md(
      mk(
        d,
        [`ACH/${rng.pick(['BAJAJ FINANCE', 'HDB FINANCIAL', 'TATA CAPITAL'])}/${digits(rng, 10)}`],
        -logAmount(rng, 100_000, 2_500_000, 100),
      ),
      '',
    );
  });
  txs.push(
    md(
      mk(
        addDays(start, rng.int(0, 4)),
        [
          `NEFT-${ifsc(rng).slice(0, 4)}N${digits(rng, 14)}-${employer}-SALARY ${formatDate(start, 'MMM YYYY').toUpperCase()}`,
        ],
        logAmount(rng, 3_000_000, 20_000_000, 100),
      ),
      '',
    ),
  );
  const month = Number(end.slice(5, 7));
  if ([3, 6, 9, 12].includes(month)) {
    const q0 = addDays(start, -62);
    txs.push(
      md(
        mk(
          end,
          [`${acct}:Int.Pd:${formatDate(q0, 'DD-MM-YYYY')} to ${formatDate(end, 'DD-MM-YYYY')}`],
          rng.int(1_000, 400_000),
        ),
        '',
      ),
    );
    txs.push(
      md(
        mk(
          end,
          [
            `SMS Chgs ${formatDate(q0, 'MMMYY').toUpperCase()}-${formatDate(end, 'MMMYY').toUpperCase()}+GST`,
          ],
          -rng.pick([1_770, 2_065, 2_360]),
        ),
        '',
      ),
    );
  }
  byDate(txs);
  const opening = liftOpening(
    txs,
    logAmount(rng, 500_000, 40_000_000),
    rng.int(100_000, 1_000_000),
  );
  const closing = txs.at(-1)!.balance;
  const bank = `${word(rng)} Bank`;
  const holder = `${rng.pick(['MR.', 'MRS.', 'MS.'])} ${person(rng)}`;
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
  const m = (v: number) => formatMinor(v, IN);
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['DATE'], 58],
      ['mode', ['MODE**'], slot(g, ['MOBILE BANKING'], ['MODE**'], 8)],
    ],
    desc: ['PARTICULARS'],
    money: [
      ['in', ['DEPOSITS']],
      ['out', ['WITHDRAWALS']],
      ['balance', ['BALANCE']],
    ],
    moneyWidth: 76,
  });
  const descW = cols.find((c) => c.key === 'desc')!.width!;
  const rows: Row[] = [
    {
      cells: { date: formatDate(start, 'DD-MM-YYYY'), desc: 'B/F', balance: m(opening) },
      balanceAfter: opening,
    },
    ...txs.map((x) => {
      const text = narrationLines(g.font, lines.get(x)![0]!, g.size, descW);
      const mode = modes.get(x)!;
      // printed pieces broken mid-token; the truth joins them with spaces, as earlier batches do
      return linesRow(
        st,
        x,
        text,
        { date: formatDate(x.date, 'DD-MM-YYYY'), mode },
        { [x.amount < 0 ? 'out' : 'in']: m(x.amount), balance: m(x.balance) },
        x.balance,
        mode ? { lead: mode } : {},
      );
    }),
    {
      cells: {
        desc: 'TOTAL',
        in: m(sumOf(txs, (x) => x.amount > 0)),
        out: m(-sumOf(txs, (x) => x.amount < 0)),
      },
      bold: true,
    },
  ];
  const fd = rng.chance(0.6) ? logAmount(rng, 5_000_000, 100_000_000, 100_000) : 0;
  const rd = rng.chance(0.4) ? logAmount(rng, 1_000_000, 10_000_000, 10_000) : 0;
  const third = g.left + (g.right - g.left) * 0.8;
  const period = `${formatDate(start, 'MMMM D, YYYY')} - ${formatDate(end, 'MMMM D, YYYY')}`;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 8 },
          { text: `Customer ID: ${digits(rng, 9)}`, x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
      { cells: [{ text: holder, x: g.left, bold: true }] },
      {
        cells: [
          {
            text: `${rng.int(1, 400)}, ${word(rng).toUpperCase()} NAGAR, ${word(rng).toUpperCase()} ROAD`,
            x: g.left,
          },
        ],
      },
      { cells: [{ text: `${city(rng)} - ${rng.int(110001, 700099)}`, x: g.left }] },
      {
        cells: [{ text: `Your Base Branch: ${bank.toUpperCase()}, ${city(rng)}`, x: g.left }],
        gapAfter: g.lineHeight * 0.7,
      },
      { cells: [{ text: 'ACCOUNT SUMMARY', x: g.left, bold: true }] },
      {
        cells: [
          { text: 'ACCOUNT TYPE', x: g.left, bold: true },
          { text: 'ACCOUNT NUMBER', x: g.left + 160, bold: true },
          { text: 'BALANCE (INR)', x: third, align: 'right', bold: true },
        ],
      },
      {
        cells: [
          { text: 'Savings A/c', x: g.left },
          { text: acct, x: g.left + 160 },
          { text: m(closing), x: third, align: 'right' },
        ],
      },
      ...(fd
        ? [
            {
              cells: [
                { text: 'Fixed Deposits', x: g.left },
                { text: `${digits(rng, 12)}`, x: g.left + 160 },
                { text: m(fd), x: third, align: 'right' as const },
              ],
            },
          ]
        : []),
      ...(rd
        ? [
            {
              cells: [
                { text: 'Recurring Deposits', x: g.left },
                { text: `${digits(rng, 12)}`, x: g.left + 160 },
                { text: m(rd), x: third, align: 'right' as const },
              ],
            },
          ]
        : []),
      {
        cells: [
          { text: 'Total', x: g.left, bold: true },
          { text: m(closing + fd + rd), x: third, align: 'right', bold: true },
        ],
        gapAfter: g.lineHeight * 0.8,
      },
      {
        cells: [
          {
            text: `Statement of Transactions in Savings Account Number: ${acct} for the period ${period}`,
            x: g.left,
            bold: true,
          },
        ],
      },
    ],
  };
  const legend: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          {
            text: '** MODE shows the channel a transaction was done through (e.g. MOBILE BANKING, NET BANKING, ATM, CASH).',
            x: g.left,
            size: g.size - 1,
          },
        ],
      },
      {
        cells: [
          {
            text: 'Please check the entries and report any discrepancy within 30 days. This is a computer generated statement.',
            x: g.left,
            size: g.size - 1,
          },
        ],
      },
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, headerRule: true },
      { kind: 'space', height: g.lineHeight },
      legend,
    ],
    {
      pageHeader: () => [
        [{ text: `${bank}   Savings Account Number: ${acct}   ${period}`, x: g.left }],
      ],
      footer: (p, n) => [
        [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'in-savings-mode', spec, statements: [st] };
};
