/**
 * A Singapore bank's monthly Consolidated Statement (DBS / POSB-like, under an invented brand) for two deposit accounts
 * of one customer: only "as at 31 Mar 2024" printed as the statement date (the start shows in
 * each account's first row), an Account Summary that lists every product with its balance in
 * SGD: the two detailed accounts AND a fixed deposit, an SRS account and unit trusts that have
 * no transactions here, with a "Total" (none of them rows). Then per account a heading
 * "<brand> Multiplier Account  Account No. 123-456789-0" and Date | Description | Withdrawal (-) |
 * Deposit (+) | Balance with "01 Mar" dates, "Balance Brought Forward" first (with the first
 * day's date), two- or three-line descriptions (FAST Payment / Receipt, the PayNow or account
 * reference, "OTHR - Other" or the counterparty; Debit Card Transaction with the merchant and
 * "SI SGP 03MAR"; GIRO; Salary; Interest Earned and the Multiplier bonus interest), "Balance
 * Carried Forward" at the foot of each page and at the end, and "Total Withdrawals/Deposits".
 * Transfers between the two accounts appear on both sides. One truth statement per account.
 */
import type { ParsedStatement } from '@bsp/shared/parse-result';
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { digits, moneyColumns, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { fitLines, nameOf } from '../blind-10/kit.ts';
import { byDate, rowMaker } from '../blind-11/kit.ts';

const SURNAME = ['TAN', 'LIM', 'LEE', 'NG', 'ONG', 'WONG', 'GOH', 'CHUA', 'KOH', 'TEO'];
const GIVEN = ['WEI MING', 'HUI LING', 'JUN JIE', 'MEI LING', 'KAI XIANG', 'SHU FEN', 'ZHI HAO'];
const SHOPS = [
  'NTUC FAIRPRICE',
  'COLD STORAGE',
  'SHENG SIONG',
  'GRAB',
  'SHOPEE',
  'BUS/MRT',
  'GUARDIAN',
  'WATSONS',
  'KOPITIAM',
  'POPULAR BOOK',
];

export const sgConsolidatedAccounts: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 3.2, 80);
  const { start, end } = calendarPeriod(rng, 1);
  const { mk, lines } = rowMaker();
  const holder = nameOf(rng, SURNAME, GIVEN);
  const curNo = `${digits(rng, 3)}-${digits(rng, 6)}-${digits(rng, 1)}`;
  const savNo = `${digits(rng, 3)}-${digits(rng, 5)}-${digits(rng, 1)}`;
  const bankWord = word(rng);
  const brand = bankWord.toUpperCase().slice(0, 4);
  const curName = rng.pick([
    `${brand} Multiplier Account`,
    `${brand} Current Account`,
    'My Account',
  ]);
  const savName = rng.pick([
    `${brand} Passbook Savings Account`,
    `${brand} eSavings Account`,
    `${brand} Savings Plus`,
  ]);
  const nSav = Math.max(1, Math.round(count * 0.25));
  const cur = scatter(rng, start, end, Math.max(2, count - nSav), (d) => {
    const r = rng.next();
    if (r < 0.4)
      return mk(
        d,
        [
          'Debit Card Transaction',
          `${rng.pick(SHOPS)} ${digits(rng, 4)}`,
          `SI SGP ${formatDate(d, 'DDMMM').toUpperCase()}`,
        ],
        -logAmount(rng, 200, 30_000),
      );
    if (r < 0.6)
      return mk(
        d,
        [
          'FAST Payment / Receipt',
          `PIB${digits(rng, 16)}`,
          `TO: ${nameOf(rng, SURNAME, GIVEN)}`,
          'OTHR - Other',
        ].slice(0, rng.pick([3, 4])),
        -logAmount(rng, 1_000, 100_000, 100),
      );
    if (r < 0.75)
      return mk(
        d,
        [
          'FAST Payment / Receipt',
          `PayNow Transfer ${digits(rng, 8)}`,
          `FROM: ${nameOf(rng, SURNAME, GIVEN)}`,
        ],
        logAmount(rng, 1_000, 80_000, 100),
      );
    if (r < 0.88)
      return mk(
        d,
        [
          'GIRO - Standing Instruction',
          rng.pick([
            'SP SERVICES LTD',
            'SINGTEL',
            'TOWN COUNCIL',
            'AIA SINGAPORE',
            'PRUDENTIAL ASSURANCE',
          ]),
        ],
        -logAmount(rng, 2_000, 50_000),
      );
    return mk(
      d,
      [
        'Cash Withdrawal',
        `ATM ${digits(rng, 4)} ${rng.pick(['TAMPINES', 'JURONG EAST', 'ANG MO KIO', 'BEDOK'])}`,
      ],
      -rng.int(2, 50) * 1_000,
    );
  });
  cur.push(
    mk(
      `${start.slice(0, 8)}${rng.pick(['25', '26', '27', '28'])}`,
      ['Inward Credit-FAST', `SALA ${word(rng).toUpperCase()} PTE LTD`, 'Salary'],
      logAmount(rng, 300_000, 900_000, 100),
    ),
  );
  const sav = [] as SynthTx[];
  for (let i = 0; i < nSav; i++) {
    const d = `${start.slice(0, 8)}${String(rng.int(1, Number(end.slice(8)))).padStart(2, '0')}`;
    const a = logAmount(rng, 5_000, 200_000, 100);
    const up = rng.chance(0.7);
    cur.push(mk(d, ['Funds Transfer', `${up ? 'TO' : 'FROM'} ${savNo}`], up ? -a : a));
    sav.push(mk(d, ['Funds Transfer', `${up ? 'FROM' : 'TO'} ${curNo}`], up ? a : -a));
  }
  byDate(cur);
  byDate(sav);
  let curOpen = liftOpening(cur, logAmount(rng, 100_000, 3_000_000), 0);
  let savOpen = liftOpening(sav, logAmount(rng, 100_000, 8_000_000), 0);
  cur.push(mk(end, ['Interest Earned'], rng.int(5, 2_000)));
  if (curName.includes('Multiplier'))
    cur.push(mk(end, ['Bonus Interest', curName], rng.int(100, 20_000)));
  sav.push(mk(end, ['Interest Earned'], rng.int(1, 800)));
  curOpen = liftOpening(cur, curOpen, 0);
  savOpen = liftOpening(sav, savOpen, 0);
  const bank = `${bankWord} Bank Ltd`;
  const m = (v: number) => formatMinor(v, EN);
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], 46]],
    desc: ['Description'],
    money: [
      ['out', ['Withdrawal (-)']],
      ['in', ['Deposit (+)']],
      ['balance', ['Balance']],
    ],
    moneyWidth: 78,
  });
  const descW = cols.find((c) => c.key === 'desc')!.width!;
  const D = (iso: string) => formatDate(iso, 'DD MMM');
  const statements: ParsedStatement[] = [];
  const blocks: Block[] = [];
  const summaryLines: [string, string, number][] = [];
  for (const [name, no, txs, opening] of [
    [curName, curNo, cur, curOpen],
    [savName, savNo, sav, savOpen],
  ] as [string, string, SynthTx[], number][]) {
    const st = statementOf({
      bank,
      holder,
      account: no,
      type: name.includes('Savings') ? 'Savings' : 'Current',
      currency: 'SGD',
      start,
      end,
      opening,
      txs,
      printsTotals: true,
    });
    statements.push(st);
    const closing = txs.at(-1)!.balance;
    summaryLines.push([name, no, closing]);
    const rows: Row[] = [
      {
        cells: { date: D(start), desc: 'Balance Brought Forward', balance: m(opening) },
        balanceAfter: opening,
      },
      ...txs.map((t) =>
        linesRow(
          st,
          t,
          fitLines(g, lines.get(t)!, descW),
          { date: D(t.date) },
          { [t.amount < 0 ? 'out' : 'in']: m(t.amount), balance: m(t.balance) },
          t.balance,
        ),
      ),
      { cells: { desc: 'Balance Carried Forward', balance: m(closing) }, bold: true },
      {
        cells: {
          desc: 'Total Withdrawals/Deposits',
          out: m(-sumOf(txs, (t) => t.amount < 0)),
          in: m(sumOf(txs, (t) => t.amount > 0)),
        },
        bold: true,
      },
    ];
    blocks.push(
      { kind: 'space', height: g.lineHeight },
      {
        kind: 'lines',
        lines: [
          {
            cells: [
              { text: name, x: g.left, bold: true, size: g.size + 1.5 },
              { text: `Account No. ${no}`, x: g.right, align: 'right', bold: true },
            ],
          },
        ],
      },
      {
        kind: 'table',
        columns: cols,
        rows,
        headerRule: true,
        carry: {
          end: (b: number) => ({ cells: { desc: 'Balance Carried Forward', balance: m(b) } }),
          start: (b: number) => ({ cells: { desc: 'Balance Brought Forward', balance: m(b) } }),
        },
      },
    );
  }
  const fd = rng.chance(0.6) ? rng.int(10, 200) * 100_000 : 0;
  const srs = rng.chance(0.4) ? logAmount(rng, 100_000, 1_530_000) : 0;
  const ut = rng.chance(0.4) ? logAmount(rng, 100_000, 5_000_000) : 0;
  const all: [string, string, number][] = [
    ...summaryLines,
    ...(fd
      ? ([
          [
            'SGD Fixed Deposit 12 months',
            `${digits(rng, 3)}-${digits(rng, 6)}-${digits(rng, 1)}`,
            fd,
          ],
        ] as [string, string, number][])
      : []),
    ...(srs
      ? ([
          [
            'Supplementary Retirement Scheme',
            `${digits(rng, 3)}-${digits(rng, 6)}-${digits(rng, 1)}`,
            srs,
          ],
        ] as [string, string, number][])
      : []),
    ...(ut
      ? ([['Unit Trusts (market value)', `UT-${digits(rng, 8)}`, ut]] as [string, string, number][])
      : []),
  ];
  const asAt = formatDate(end, 'DD MMM YYYY');
  const x1 = g.left + (g.right - g.left) * 0.45;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 7 },
          {
            text: 'Consolidated Statement',
            x: g.right,
            align: 'right',
            bold: true,
            size: g.size + 2,
          },
        ],
        gapAfter: 2,
      },
      {
        cells: [{ text: `as at ${asAt}`, x: g.right, align: 'right' }],
        gapAfter: g.lineHeight * 0.4,
      },
      { cells: [{ text: holder, x: g.left }] },
      {
        cells: [
          {
            text: `BLK ${rng.int(1, 999)} ${word(rng).toUpperCase()} AVENUE ${rng.int(1, 9)}`,
            x: g.left,
          },
        ],
      },
      {
        cells: [
          { text: `#${String(rng.int(1, 30)).padStart(2, '0')}-${rng.int(100, 999)}`, x: g.left },
        ],
      },
      { cells: [{ text: `SINGAPORE ${digits(rng, 6)}`, x: g.left }], gapAfter: g.lineHeight * 0.6 },
      { cells: [{ text: 'Account Summary', x: g.left, bold: true, size: g.size + 1 }] },
      {
        cells: [
          { text: 'Deposits & Investments', x: g.left, bold: true },
          { text: 'Account No.', x: x1, bold: true },
          { text: 'Balance (SGD)', x: g.right, align: 'right', bold: true },
        ],
      },
      ...all.map(([n, no, v]) => ({
        cells: [
          { text: n, x: g.left },
          { text: no, x: x1 },
          { text: m(v), x: g.right, align: 'right' as const },
        ],
      })),
      {
        cells: [
          { text: 'Total', x: g.left, bold: true },
          { text: m(all.reduce((s, r) => s + r[2], 0)), x: g.right, align: 'right', bold: true },
        ],
      },
      {
        cells: [{ text: 'Transaction Details', x: g.left, bold: true, size: g.size + 1 }],
        gapAfter: 0,
      },
    ],
  };
  const spec = docSpec(g, [header, ...blocks], {
    pageHeader: () => [
      [
        { text: `${bank} Consolidated Statement`, x: g.left, bold: true },
        { text: `as at ${asAt}`, x: g.right, align: 'right' },
      ],
    ],
    footer: (p, n) => [
      [
        {
          text: 'Deposit Insurance Scheme: Singapore dollar deposits of non-bank depositors are insured by the SDIC, for up to S$100,000.',
          x: g.left,
          size: g.size - 2,
        },
      ],
      [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
    ],
  });
  return { family: 'sg-consolidated-accounts', spec, statements };
};
