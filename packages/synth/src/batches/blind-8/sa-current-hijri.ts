/**
 * A Saudi current account statement in English (Al Rajhi / SNB / Riyad-like): "Account
 * Statement", customer name, account number, IBAN SA.., currency SAR, the period in Gregorian
 * and Hijri, a summary (Opening Balance, Total Debit, Total Credit, Closing Balance), then
 * Date | Hijri Date | Description | Debit | Credit | Balance with both dates on every row
 * ("2025-03-04" and "1446-09-04", Umm al-Qura), SAR with comma thousands; mada POS and Apple
 * Pay purchases, SADAD bill payments, SARIE local transfers followed by their fee and 15 % VAT
 * rows, salary and ATM rows; descriptions wrap onto a second line.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { EN, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { Rng } from '../../prng.ts';
import { person } from '../blind-1/kit.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  statementOf,
  tx,
  txRow,
  word,
} from '../blind-3/common.ts';
import { calendarPeriod, localActivity } from '../blind-4/kit.ts';
import { rowCount, sumOf, withFollowers } from '../blind-7/kit.ts';
import { hijri } from './kit.ts';

const SHOPS = [
  'PANDA RETAIL CO',
  'TAMIMI MARKETS',
  'JARIR BOOKSTORE',
  'OTHAIM MARKETS',
  'NAHDI MEDICAL',
  'ALDREES PETROL',
  'HUNGERSTATION',
  'EXTRA STORES',
  'DANUBE',
];
const CITIES = ['RIYADH', 'JEDDAH', 'DAMMAM', 'KHOBAR', 'MAKKAH', 'MADINAH'];

function description(rng: Rng, credit: boolean): string {
  const who = person(rng).replace(/ [A-Z] /, ' ');
  if (credit)
    return rng.pick([
      `Incoming Transfer - Salary ${word(rng).toUpperCase()} COMPANY LTD Ref ${digits(rng, 10)}`,
      `Incoming Local Transfer (SARIE) from ${who} ${rng.pick(['SNB', 'RIYAD BANK', 'SABB', 'ALINMA'])}`,
      `Internal Transfer from ${who}`,
      `Refund Mada POS ${rng.pick(SHOPS)}`,
      'Cash Deposit ATM',
    ]);
  return rng.pick([
    `Mada POS Purchase ${rng.pick(SHOPS)} ${rng.pick(CITIES)} Card ${digits(rng, 4)}`,
    `Apple Pay Purchase ${rng.pick(SHOPS)} ${rng.pick(CITIES)}`,
    `SADAD Payment ${rng.pick(['STC', 'SEC ELECTRICITY', 'MOBILY', 'ZAIN', 'NWC WATER'])} Bill No ${digits(rng, 10)}`,
    `Outgoing Local Transfer (SARIE) to ${who} Ref ${digits(rng, 12)}`,
    `ATM Cash Withdrawal ${rng.pick(CITIES)} ATM ${digits(rng, 5)}`,
    `Internal Transfer to ${who}`,
  ]);
}

export const saCurrentHijri: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.8, 100);
  const { start, end } = calendarPeriod(rng, 1);
  const gen = localActivity(rng, {
    start,
    end,
    count,
    floor: 0,
    creditShare: 0.25,
    openingRange: [20_000, 800_000],
    factor: 4,
  });
  for (const t of gen.txs) t.description = description(rng, t.amount > 0);
  const txs = withFollowers(gen.txs, gen.opening, (t) =>
    t.description.startsWith('Outgoing Local Transfer')
      ? [tx(t.date, 'Fees - Local Transfer SARIE', -50), tx(t.date, 'VAT 15% on Fees', -8)]
      : [],
  );
  const bank = rng.pick([`Al ${word(rng)} Bank`, `Saudi ${word(rng)} Bank`, `${word(rng)} Bank`]);
  const holder = person(rng);
  const acct = digits(rng, 15).replace(/^0/, '5');
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Current Account',
    currency: 'SAR',
    start,
    end,
    opening: gen.opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, EN);
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['Date'], 58],
      ['hijri', ['Hijri Date'], 58],
    ],
    desc: ['Description'],
    money: [
      ['out', ['Debit']],
      ['in', ['Credit']],
      ['balance', ['Balance']],
    ],
    moneyWidth: 70,
  });
  const rows: Row[] = txs.map((t) =>
    txRow(
      st,
      t,
      {
        date: t.date,
        hijri: hijri(t.date),
        [t.amount < 0 ? 'out' : 'in']: m(Math.abs(t.amount)),
        balance: m(t.balance),
      },
      t.balance,
    ),
  );
  const closing = txs[txs.length - 1]!.balance;
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
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          { text: 'Account Statement', x: g.right, align: 'right', bold: true, size: g.size + 2 },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      { cells: [{ text: 'Customer Name', x: g.left, bold: true }, ...kv('Account Number', acct)] },
      {
        cells: [
          { text: holder, x: g.left },
          ...kv('IBAN', `SA${digits(rng, 2)}${digits(rng, 2)}0000${acct.slice(0, 14)}`),
        ],
      },
      {
        cells: [
          { text: `P.O. Box ${rng.int(1000, 99999)}, ${rng.pick(CITIES)}`, x: g.left },
          ...kv('Currency', 'SAR'),
        ],
      },
      {
        cells: [
          { text: 'Kingdom of Saudi Arabia', x: g.left },
          ...kv('Period', `From ${start} To ${end}`),
        ],
      },
      {
        cells: kv('Hijri Period', `From ${hijri(start)} To ${hijri(end)}`),
        gapAfter: g.lineHeight * 0.6,
      },
      { cells: [{ text: 'Account Summary', x: g.left, bold: true }] },
      {
        cells: [
          { text: 'Opening Balance', x: g.left },
          { text: m(gen.opening), x: g.left + 220, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Total Debit', x: g.left },
          { text: m(-sumOf(txs, (t) => t.amount < 0)), x: g.left + 220, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Total Credit', x: g.left },
          { text: m(sumOf(txs, (t) => t.amount > 0)), x: g.left + 220, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Closing Balance', x: g.left, bold: true },
          { text: m(closing), x: g.left + 220, align: 'right', bold: true },
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
          { text: `${bank} - Account Statement - ${acct}`, x: g.left },
          { text: `Page ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `${bank} is licensed and supervised by the Saudi Central Bank (SAMA). This statement is electronically generated.`,
        (p, n) => `Page ${p} of ${n}`,
      ),
    },
  );
  return { family: 'sa-current-hijri', spec, statements: [st] };
};
