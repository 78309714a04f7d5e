/**
 * An Egyptian current account statement (CIB / NBE / Banque Misr-like) in English: "Account
 * Statement", account number, currency EGP, "From 01/03/2025 To 31/03/2025", then Date | Value
 * Date | Description | Debit | Credit | Balance with DD/MM/YYYY dates, an "Opening Balance" row
 * first and a "Closing Balance" row last; POS purchases, InstaPay transfers in and out, Fawry
 * payments, ATM withdrawals, salary, a monthly stamp-duty row and account maintenance fees;
 * value dates a day or two after some booking dates; totals of debits and credits at the end.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { Rng } from '../../prng.ts';
import { person } from '../blind-1/kit.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  runBalances,
  statementOf,
  tx,
  txRow,
  word,
} from '../blind-3/common.ts';
import { calendarPeriod, localActivity } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';

const SHOPS = [
  'CARREFOUR CITY STARS',
  'SPINNEYS ZAYED',
  'SEOUDI MARKET',
  'METRO MARKET',
  'TALABAT EGYPT',
  'UBER EGYPT',
  'B.TECH',
  'KHEIR ZAMAN',
];

function description(rng: Rng, credit: boolean): string {
  const who = person(rng).replace(/ [A-Z] /, ' ');
  if (credit)
    return rng.pick([
      `Salary Transfer ${word(rng).toUpperCase()} FOR TRADING SAE`,
      `Instapay Transfer from ${who} IPN ${digits(rng, 12)}`,
      `Incoming Transfer ACH ${who}`,
      'Cash Deposit',
    ]);
  return rng.pick([
    `POS Purchase ${rng.pick(SHOPS)} CAIRO Card ${digits(rng, 4)}`,
    `POS Purchase ${rng.pick(SHOPS)} GIZA`,
    `Instapay Transfer to ${who}@instapay IPN ${digits(rng, 12)}`,
    `Fawry Payment ${rng.pick(['VODAFONE CASH', 'WE INTERNET', 'ORANGE BILL', 'NORTH CAIRO ELECTRICITY', 'PETROTRADE GAS'])} Ref ${digits(rng, 9)}`,
    `ATM Withdrawal ${rng.pick(['NASR CITY', 'MAADI', 'HELIOPOLIS', 'ZAMALEK', 'SMOUHA'])} ATM ${digits(rng, 4)}`,
  ]);
}

export const egCurrentAccount: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.7, 110);
  const { start, end } = calendarPeriod(rng, 1);
  const gen = localActivity(rng, {
    start,
    end,
    count,
    floor: 0,
    creditShare: 0.25,
    openingRange: [20_000, 600_000],
    factor: 30,
  });
  for (const t of gen.txs) {
    t.description = description(rng, t.amount > 0);
    t.postDate =
      t.description.startsWith('Instapay') || t.description.startsWith('Cash')
        ? t.date
        : addDays(t.date, rng.pick([0, 0, 0, 1, 2]));
    if (t.postDate > end) t.postDate = end;
  }
  const fees = [
    { ...tx(end, 'Stamp Duty', -rng.pick([50, 125, 260, 410])), postDate: end },
    ...(rng.chance(0.6)
      ? [
          {
            ...tx(end, 'Account Maintenance Fees', -rng.pick([2_000, 3_000, 5_000])),
            postDate: end,
          },
        ]
      : []),
  ];
  const txs = [...gen.txs, ...fees];
  runBalances(txs, gen.opening);
  const low = Math.min(0, ...txs.map((t) => t.balance));
  const opening = gen.opening - low;
  runBalances(txs, opening);
  const bank = rng.pick([
    `${word(rng)} International Bank (Egypt)`,
    `Bank ${word(rng)}`,
    `National Bank of ${word(rng)}`,
  ]);
  const holder = person(rng);
  const acct = digits(rng, 16).replace(/^0/, '1');
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Current Account',
    currency: 'EGP',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, EN);
  const d = (iso: string) => formatDate(iso, 'DD/MM/YYYY');
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['Date'], 60],
      ['vdate', ['Value Date'], 60],
    ],
    desc: ['Description'],
    money: [
      ['out', ['Debit']],
      ['in', ['Credit']],
      ['balance', ['Balance']],
    ],
    moneyWidth: 74,
  });
  const closing = txs[txs.length - 1]!.balance;
  const rows: Row[] = [
    { cells: { date: d(start), desc: 'Opening Balance', balance: m(opening) }, bold: true },
    ...txs.map((t) =>
      txRow(
        st,
        t,
        {
          date: d(t.date),
          vdate: d(t.postDate!),
          [t.amount < 0 ? 'out' : 'in']: m(Math.abs(t.amount)),
          balance: m(t.balance),
        },
        t.balance,
      ),
    ),
    { cells: { date: d(end), desc: 'Closing Balance', balance: m(closing) }, bold: true },
  ];
  const outX = cols.find((c) => c.key === 'out')!.x;
  const inX = cols.find((c) => c.key === 'in')!.x;
  const lx = g.left + (g.right - g.left) * 0.55;
  const kv = (l: string, v: string) => [
    { text: l, x: lx },
    { text: v, x: g.right, align: 'right' as const },
  ];
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 5 },
          { text: 'Account Statement', x: g.right, align: 'right', bold: true, size: g.size + 2 },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      { cells: [{ text: holder, x: g.left, bold: true }, ...kv('Account Number', acct)] },
      {
        cells: [
          {
            text: `${rng.int(1, 90)} ${word(rng)} St., ${rng.pick(['Dokki', 'Maadi', 'Nasr City', 'Heliopolis'])}`,
            x: g.left,
          },
          ...kv('Account Type', 'Current Account'),
        ],
      },
      {
        cells: [
          { text: rng.pick(['Cairo', 'Giza', 'Alexandria']), x: g.left },
          ...kv('Currency', 'EGP'),
        ],
      },
      { cells: kv('Branch', `${word(rng)} Branch`) },
      { cells: kv('Period', `From ${d(start)} To ${d(end)}`), gapAfter: g.lineHeight * 0.5 },
    ],
  };
  const totals: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: 'Total Debits', x: g.left + 130, bold: true },
          { text: m(-sumOf(txs, (t) => t.amount < 0)), x: outX, align: 'right', bold: true },
        ],
      },
      {
        cells: [
          { text: 'Total Credits', x: g.left + 130, bold: true },
          { text: m(sumOf(txs, (t) => t.amount > 0)), x: inX, align: 'right', bold: true },
        ],
      },
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true },
      { kind: 'rule', x0: g.left, x1: g.right },
      totals,
    ],
    {
      pageHeader: (p) => [
        [
          { text: `${bank}   Account ${acct}`, x: g.left },
          { text: `Page ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        'Please review this statement; if no objection is received within 15 days it will be deemed correct. Regulated by the Central Bank of Egypt.',
        (p, n) => `Page ${p} of ${n}`,
      ),
    },
  );
  return { family: 'eg-current-account', spec, statements: [st] };
};
