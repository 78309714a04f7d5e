/**
 * A South African current account in the Standard Bank shape: "Statement from 15 February 2024
 * to 15 March 2024" (a cycle that starts mid-month), account number printed in groups
 * "10 12 345 678 9", a summary (Balance brought forward, Total credits, Total debits, Balance
 * at date of statement) and a VAT box (total VAT on fees, 15/115 of them: not a row), then
 * Details | Service Fee | Debits | Credits | Date | Balance: the DATE AFTER THE MONEY, printed
 * month-day "02 15" without a year; debits printed with a trailing minus "150.00-", credits
 * plain; balances "1,234.56" or "1,234.56-" when overdrawn; "##" in the Service Fee column on
 * rows that are bank fees. Rows: IB payments and transfers, POS purchases with the card number
 * and date, prepaid airtime and electricity, debit orders, MAGTAPE / salary credits, cash
 * deposits with their fee, ATM withdrawals with their fee, and the monthly management fee.
 * BALANCE BROUGHT FORWARD opens the table; "## These fees include VAT" closes it.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { digits, statementOf, word } from '../blind-3/common.ts';
import { linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { fitLines, flexColumns, slot } from '../blind-10/kit.ts';
import { byDate, rowMaker } from '../blind-11/kit.ts';
import { monthDay, trailingMinus } from './kit.ts';

const SHOPS = [
  'WOOLWORTHS',
  'PICK N PAY',
  'CHECKERS',
  'SPAR',
  'CLICKS',
  'DIS-CHEM',
  'ENGEN',
  'SHELL',
  'MR PRICE',
  'NANDOS',
  'UBER EATS',
  'TAKEALOT',
];
const TOWNS = ['SANDTON', 'ROSEBANK', 'CENTURION', 'CAPE TOWN', 'DURBAN', 'MENLYN', 'STELLENBOSCH'];

export const zaStandardDatelast: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.3, 100);
  const y = rng.int(2019, 2025);
  const mo = rng.int(1, 12);
  const cycle = rng.pick([1, 15, 25]);
  const start = `${y}-${String(mo).padStart(2, '0')}-${String(cycle).padStart(2, '0')}`;
  const end = addDays(start, cycle === 1 ? 29 : 29 + rng.int(0, 1));
  const { mk, lines } = rowMaker();
  const fees = new Set<SynthTx>();
  const fee = (d: string, text: string, amount: number) => {
    const t = mk(d, [text], -amount);
    fees.add(t);
    return t;
  };
  const card = `${digits(rng, 6)}*${digits(rng, 4)}`;
  const txs = scatter(rng, start, end, count, (d): SynthTx | SynthTx[] => {
    const r = rng.next();
    if (r < 0.35)
      return mk(
        d,
        [
          `POS PURCHASE ${rng.pick(SHOPS)} ${rng.pick(TOWNS)}`,
          `${card} ${formatDate(d, 'DD MMM').toUpperCase()}`,
        ],
        -logAmount(rng, 1_500, 150_000),
      );
    if (r < 0.5)
      return [
        mk(
          d,
          [
            `IB PAYMENT TO ${word(rng).toUpperCase()} ${rng.pick(['RENT', 'SCHOOL FEES', 'PLUMBING', 'LOAN'])}`,
          ],
          -logAmount(rng, 10_000, 900_000, 100),
        ),
        fee(d, 'FEE: INTERNET PAYMENT', rng.pick([450, 750])),
      ];
    if (r < 0.6)
      return mk(
        d,
        [
          `PREPAID ${rng.pick(['ELECTRICITY', 'AIRTIME VODACOM', 'AIRTIME MTN', 'DATA CELL C'])} ${digits(rng, 11)}`,
        ],
        -logAmount(rng, 2_900, 120_000, 100),
      );
    if (r < 0.72)
      return mk(
        d,
        [
          `DEBIT ORDER ${rng.pick(['DISCOVERY HEALTH', 'OLD MUTUAL', 'SANLAM', 'VIRGIN ACTIVE', 'DSTV', 'MULTICHOICE'])} ${digits(rng, 8)}`,
        ],
        -logAmount(rng, 15_000, 600_000),
      );
    if (r < 0.8)
      return [
        mk(
          d,
          [`AUTOBANK CASH WITHDRAWAL AT ${rng.pick(TOWNS)} ${digits(rng, 5)}`],
          -rng.int(1, 30) * 10_000,
        ),
        fee(d, 'FEE: CASH WITHDRAWAL', rng.pick([1_000, 1_200, 1_450])),
      ];
    if (r < 0.88)
      return [
        mk(d, [`CASH DEPOSIT ${rng.pick(TOWNS)}`], rng.int(2, 80) * 10_000),
        fee(d, 'FEE: CASH DEPOSIT', rng.pick([1_500, 2_350])),
      ];
    return mk(
      d,
      [
        `IB TRANSFER FROM ${word(rng).toUpperCase()} ${rng.pick(['SAVINGS', 'MONEYMARKET', 'POCKET'])}`,
      ],
      logAmount(rng, 10_000, 500_000, 100),
    );
  });
  txs.push(
    mk(
      `${end.slice(0, 8)}${end.slice(8) > '25' ? '25' : end.slice(8)}`,
      [
        `MAGTAPE CREDIT ${word(rng).toUpperCase()} ${rng.pick(['PTY LTD', 'HOLDINGS', 'MUNICIPALITY'])} SALARY`,
      ],
      logAmount(rng, 1_200_000, 6_500_000),
    ),
  );
  txs.push(fee(end, 'MONTHLY MANAGEMENT FEE', rng.pick([6_500, 11_500, 19_900, 36_000])));
  byDate(txs);
  const opening = liftOpening(
    txs,
    logAmount(rng, 50_000, 3_000_000),
    rng.chance(0.3) ? -rng.int(100_000, 500_000) : 0,
  );
  const closing = txs.at(-1)!.balance;
  const bank = `${word(rng)} Bank`;
  const holder = `${rng.pick(['MR', 'MRS', 'MS'])} ${String.fromCharCode(65 + rng.int(0, 25))} ${word(rng).toUpperCase()}`;
  const acct = `${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 1)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: rng.pick(['Current account', 'Cheque account']),
    currency: 'ZAR',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, EN);
  const cols = flexColumns(g, [
    { key: 'desc', header: ['Details'], align: 'left' },
    {
      key: 'fee',
      header: ['Service', 'Fee'],
      align: 'left',
      width: slot(g, ['##'], ['Service'], 8),
    },
    {
      key: 'out',
      header: ['', 'Debits'],
      align: 'right',
      width: slot(g, ['123,456.78-'], ['Debits'], 10),
    },
    {
      key: 'in',
      header: ['', 'Credits'],
      align: 'right',
      width: slot(g, ['123,456.78'], ['Credits'], 10),
    },
    { key: 'date', header: ['', 'Date'], align: 'right', width: slot(g, ['00 00'], ['Date'], 14) },
    {
      key: 'balance',
      header: ['', 'Balance'],
      align: 'right',
      width: slot(g, ['1,234,567.89-'], ['Balance'], 12),
    },
  ]);
  const descW = cols.find((c) => c.key === 'desc')!.width!;
  const rows: Row[] = [
    {
      cells: {
        desc: 'BALANCE BROUGHT FORWARD',
        date: monthDay(start),
        balance: trailingMinus(opening),
      },
    },
    ...txs.map((t) =>
      linesRow(
        st,
        t,
        fitLines(g, lines.get(t)!, descW),
        { fee: fees.has(t) ? '##' : '' },
        {
          [t.amount < 0 ? 'out' : 'in']: trailingMinus(t.amount),
          date: monthDay(t.date),
          balance: trailingMinus(t.balance),
        },
        t.balance,
      ),
    ),
  ];
  const feeTotal = -sumOf([...fees]);
  const words = (iso: string) => formatDate(iso, 'D MMMM YYYY');
  const lx = g.left + (g.right - g.left) * 0.55;
  const kv = (l: string, v: string, bold = false) => [
    { text: l, x: lx, bold },
    { text: v, x: g.right, align: 'right' as const, bold },
  ];
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 7 },
          { text: `Statement No ${rng.int(10, 250)}`, x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
      { cells: [{ text: holder, x: g.left }, ...kv('Account number', acct)] },
      {
        cells: [
          { text: `PO BOX ${rng.int(10, 9999)}`, x: g.left },
          ...kv(
            'Product',
            rng.pick([
              'MyMo Plus',
              'PureSave linked cheque',
              'Prestige Banking',
              'Elite Current Account',
            ]),
          ),
        ],
      },
      { cells: [{ text: `${rng.pick(TOWNS)} ${digits(rng, 4)}`, x: g.left }] },
      {
        cells: [{ text: `Statement from ${words(start)} to ${words(end)}`, x: g.left, bold: true }],
        gapAfter: g.lineHeight * 0.5,
      },
      {
        cells: [
          { text: 'Account summary', x: g.left, bold: true },
          { text: 'VAT summary', x: lx, bold: true },
        ],
      },
      {
        cells: [
          { text: 'Balance brought forward', x: g.left },
          { text: trailingMinus(opening), x: lx - 30, align: 'right' },
          ...kv('Total VAT on service fees', m(Math.round((feeTotal * 15) / 115))),
        ],
      },
      {
        cells: [
          { text: 'Total credits', x: g.left },
          { text: m(sumOf(txs, (t) => t.amount > 0)), x: lx - 30, align: 'right' },
          ...kv('Service fees (incl. VAT)', m(feeTotal)),
        ],
      },
      {
        cells: [
          { text: 'Total debits', x: g.left },
          { text: `${m(-sumOf(txs, (t) => t.amount < 0))}-`, x: lx - 30, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Balance at date of statement', x: g.left, bold: true },
          { text: trailingMinus(closing), x: lx - 30, align: 'right', bold: true },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, headerRule: true },
      {
        kind: 'lines',
        lines: [
          {
            cells: [
              {
                text: '## These fees include VAT. Debits are shown with a minus after the amount.',
                x: g.left,
                size: g.size - 1,
              },
            ],
          },
        ],
      },
    ],
    {
      pageHeader: () => [
        [
          { text: `${holder}   Account number ${acct}`, x: g.left },
          { text: `${words(start)} - ${words(end)}`, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: `${bank} is an authorised financial services provider and registered credit provider.`,
            x: g.left,
            size: g.size - 2,
          },
        ],
        [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'za-standard-datelast', spec, statements: [st] };
};
