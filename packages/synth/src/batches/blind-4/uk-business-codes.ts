/**
 * UK business current account (HSBC / NatWest business-like): a limited company holder, "Your
 * Business Current Account" with sort code, account number and sheet number, the period as
 * "1 to 31 January 2024" (year printed once), an Account Summary (Opening Balance, Payments In,
 * Payments Out, Closing Balance), then Date | Payment type and details | Paid out | Paid in |
 * Balance: the payment type (CHQ, DD, BP, CR, VIS, ))), TFR, SO, DR) in its own column, details
 * over up to three lines with the money on the LAST line, the date "07 Mar 24" once per day, the
 * balance at the end of each day with "D" when overdrawn, and BALANCE BROUGHT / CARRIED FORWARD
 * rows at the start, at every page break and at the end.
 */
import { docSpec, type FamilyFn, geometry, rowsFor, totals } from '../../families.ts';
import { EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { generateTransactions } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  pairLines,
  statementOf,
  word,
} from '../blind-3/common.ts';
import { calendarPeriod, firstOfDay, lastOfDay, linesRow, monthsFor } from './kit.ts';

const SUPPLIERS = [
  'WICKES',
  'SCREWFIX DIRECT',
  'TRAVIS PERKINS',
  'VIKING DIRECT',
  'BOOKER WHOLESALE',
];

/** [type code, details lines] as a business account prints them. */
function bizDescribe(rng: Rng, credit: boolean): [string, string[]] {
  const r = rng.next();
  const co = `${word(rng).toUpperCase()} ${rng.pick(['LTD', 'LIMITED', 'PLC', '& SONS'])}`;
  if (credit) {
    if (r < 0.45) return ['CR', [co, `INV ${rng.int(1000, 9999)}`]];
    if (r < 0.7)
      return [
        'CR',
        [
          `${rng.pick(['STRIPE PAYMENTS UK', 'SUMUP PAYMENTS', 'WORLDPAY'])}`,
          `${word(rng).toUpperCase()}${digits(rng, 6)}`,
        ],
      ];
    if (r < 0.85) return ['TFR', [`${digits(rng, 6)} ${digits(rng, 8)}`, 'INTERNET TRANSFER']];
    return ['CR', ['HMRC VAT', `${digits(rng, 9)} VAT REPAYMENT`]];
  }
  if (r < 0.15) return ['CHQ', [String(rng.int(100100, 100999))]];
  if (r < 0.35)
    return [
      'DD',
      [
        rng.pick([
          'HMRC PAYE',
          'BT GROUP PLC',
          'ZURICH INSURANCE',
          'LOMBARD NORTH',
          'XERO (UK) LTD',
          'EON NEXT',
        ]),
      ],
    ];
  if (r < 0.55)
    return [
      'BP',
      [co, `INV ${rng.int(1000, 9999)}`, `${digits(rng, 6)} ${digits(rng, 8)}`].slice(
        0,
        rng.int(2, 3),
      ),
    ];
  if (r < 0.72)
    return ['VIS', [rng.pick(SUPPLIERS), rng.pick(['LEEDS', 'NOTTINGHAM', 'BRISTOL', 'CROYDON'])]];
  if (r < 0.8) return [')))', [rng.pick(['COSTA COFFEE', 'TESCO EXPRESS', 'GREGGS', 'SHELL'])]];
  if (r < 0.88) return ['SO', [`${word(rng).toUpperCase()} PROPERTIES`, 'UNIT RENT']];
  if (r < 0.95)
    return ['TFR', [`${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`, 'DIRECTORS LOAN']];
  return [
    'DR',
    ['CHARGES', `${rng.int(1, 28)}${rng.pick(['JAN', 'FEB', 'MAR'])} A/C ${digits(rng, 8)}`],
  ];
}

export const ukBusinessCodes: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowsFor(rng, g, o.pages, 1.95);
  const { start, end } = calendarPeriod(rng, monthsFor(count, 70));
  const opening = rng.int(-400_000, 3_000_000);
  const txs = generateTransactions(rng, {
    locale: 'en',
    start,
    end,
    count,
    opening,
    floor: -800_000,
    creditShare: 0.35,
    maxDebit: 600_000,
  });
  const printed = txs.map((t) => {
    const [code, lines] = bizDescribe(rng, t.amount > 0);
    t.type = code;
    t.description = lines.join(' ');
    return lines;
  });
  const bank = rng.pick([
    `${word(rng).toUpperCase()} UK`,
    `${word(rng)}West Bank`,
    `${word(rng)} Bank plc`,
  ]);
  const holder = `${word(rng).toUpperCase()} ${rng.pick(['JOINERY', 'CATERING', 'CONSULTING', 'LOGISTICS', 'BUILDERS'])} LTD`;
  const sort = `${rng.pick(['40', '60', '30', '20'])}-${digits(rng, 2)}-${digits(rng, 2)}`;
  const acct = digits(rng, 8);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Business Current Account',
    currency: 'GBP',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, EN);
  const bal = (v: number) => (v < 0 ? `${m(v)} D` : m(v));
  const fd = (iso: string) => formatDate(iso, 'DD MMM YY');
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['Date'], 50],
      ['type', ['Pay', 'type'], 30],
    ],
    desc: ['', 'Details'],
    money: [
      ['out', ['Paid out']],
      ['in', ['Paid in']],
      ['balance', ['Balance']],
    ],
    moneyWidth: 70,
  });
  const first = firstOfDay(txs);
  const last = lastOfDay(txs);
  const rows: Row[] = [
    {
      cells: { date: fd(start), desc: 'BALANCE BROUGHT FORWARD', balance: bal(opening) },
      bold: true,
    },
  ];
  txs.forEach((t, i) => {
    rows.push(
      linesRow(
        st,
        t,
        printed[i]!,
        { type: t.type!, ...(first[i] ? { date: fd(t.date) } : {}) },
        {
          [t.amount < 0 ? 'out' : 'in']: m(Math.abs(t.amount)),
          ...(last[i] ? { balance: bal(t.balance) } : {}),
        },
        last[i] ? t.balance : null,
        { moneyOnLast: true, lead: t.type! },
      ),
    );
  });
  const closing = txs.length ? txs[txs.length - 1]!.balance : opening;
  rows.push({
    cells: { date: fd(end), desc: 'BALANCE CARRIED FORWARD', balance: bal(closing) },
    bold: true,
  });
  const { moneyIn, moneyOut } = totals(txs);
  // the year printed once, the month too when the period is one month ("1 to 31 January 2024")
  const startFmt =
    start.slice(0, 7) === end.slice(0, 7)
      ? 'D'
      : start.slice(0, 4) === end.slice(0, 4)
        ? 'D MMMM'
        : 'D MMMM YYYY';
  const periodText = `${formatDate(start, startFmt)} to ${formatDate(end, 'D MMMM YYYY')}`;
  const lx = g.left + (g.right - g.left) * 0.56;
  const header: Block[] = [
    {
      kind: 'lines',
      lines: [
        {
          cells: [{ text: bank, x: g.left, bold: true, size: g.size + 8 }],
          gapAfter: g.lineHeight * 0.8,
        },
        { cells: [{ text: 'Your Business Current Account', x: lx, bold: true, size: g.size + 1 }] },
        ...pairLines(
          [
            ['', periodText],
            ['Account Name', holder],
            ['Sortcode', sort],
            ['Account Number', acct],
            ['Sheet Number', String(rng.int(12, 240))],
          ],
          lx,
          g.right,
          {
            left: [
              { text: holder, x: g.left },
              {
                text: `UNIT ${rng.int(1, 30)} ${word(rng).toUpperCase()} INDUSTRIAL ESTATE`,
                x: g.left,
              },
              { text: rng.pick(['WAKEFIELD', 'DERBY', 'SWINDON', 'IPSWICH']), x: g.left },
              {
                text: `${rng.pick(['WF', 'DE', 'SN', 'IP'])}${rng.int(1, 19)} ${rng.int(1, 9)}${word(rng, 1, 1).slice(0, 2).toUpperCase()}`,
                x: g.left,
              },
            ],
          },
        ),
      ],
    },
    { kind: 'space', height: g.lineHeight },
    { kind: 'lines', lines: [{ cells: [{ text: 'Account Summary', x: g.left, bold: true }] }] },
    { kind: 'rule', x0: g.left, x1: g.left + 250 },
    {
      kind: 'lines',
      lines: pairLines(
        [
          ['Opening Balance', bal(opening)],
          ['Payments In', m(moneyIn)],
          ['Payments Out', m(moneyOut)],
          ['Closing Balance', bal(closing)],
        ],
        g.left,
        g.left + 250,
      ),
    },
    { kind: 'rule', x0: g.left, x1: g.left + 250 },
    { kind: 'space', height: g.lineHeight * 0.8 },
  ];
  const body: Block[] = [
    ...header,
    {
      kind: 'table',
      title: 'Your Business Current Account details',
      continuedSuffix: ' continued',
      columns: cols,
      rows,
      wrapKey: 'desc',
      headerRule: true,
      carry: {
        end: (b) => ({ cells: { desc: 'BALANCE CARRIED FORWARD', balance: bal(b) } }),
        start: (b) => ({ cells: { desc: 'BALANCE BROUGHT FORWARD', balance: bal(b) } }),
      },
    },
  ];
  const spec = docSpec(g, body, {
    pageHeader: (p) => [
      [
        { text: `${holder}   Sortcode ${sort}   Account ${acct}`, x: g.left },
        { text: `Sheet page ${p}`, x: g.right, align: 'right' },
      ],
    ],
    footer: legalFooter(
      g,
      `${bank} is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the PRA.`,
      (p, n) => `Page ${p} of ${n}`,
    ),
  });
  return { family: 'uk-business-codes', spec, statements: [st] };
};
