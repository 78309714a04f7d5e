/**
 * South African cheque account (FNB-like): "Gold Cheque Account : 62…", "Statement Period :
 * 17 June 2023 to 17 July 2023", an account summary (opening / closing balance with Cr / Dr,
 * credit and debit transaction counts and totals), then Date | Description | Amount | Balance |
 * Accrued Bank Charges: dates "03 Jul" without the year, credits marked "Cr" and debits plain,
 * balances "12,345.67Cr" / "1,234.56Dr", and a small accrued-charges figure beside some rows
 * that is not a transaction (fees are debited on their own "#Monthly Account Fee" lines).
 */
import {
  accountNumber,
  docSpec,
  type FamilyFn,
  geometry,
  periodFor,
  rowsFor,
  totals,
} from '../../families.ts';
import { EN, formatDate, formatMinor, type NumberStyle } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { generateTransactions, type SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  redescribe,
  runBalances,
  statementOf,
  tx,
  txRow,
  word,
} from './common.ts';

const SHOPS = [
  'Checkers',
  'Pick n Pay',
  'Woolworths',
  'Spar',
  'Clicks',
  'Dis-Chem',
  'Engen',
  'Shoprite',
  'Mr Price',
  'Nandos',
];
const TOWNS = [
  'Rondebosch',
  'Sandton',
  'Rosebank',
  'Umhlanga',
  'Menlyn',
  'Claremont',
  'Bellville',
  'Durbanville',
];

function zaDescribe(rng: Rng, credit: boolean, date: string, card: string): string {
  const r = rng.next();
  if (credit) {
    if (r < 0.35)
      return `Magtape Credit ${word(rng)} ${rng.pick(['(Pty) Ltd', 'Holdings'])} Salary`;
    if (r < 0.6)
      return `Banking App Transfer From ${rng.pick(['Savings', 'Share Investor', word(rng)])}`;
    if (r < 0.75) return `Inward Swift R${digits(rng, 6)}`;
    if (r < 0.85) return `Interest On Credit Balance`;
    return `Payment From ${word(rng)} ${word(rng)} ${rng.pick(['Rent', 'Loan', 'Thanks'])}`;
  }
  if (r < 0.45)
    return `POS Purchase ${rng.pick(SHOPS)} ${rng.pick(TOWNS)} ${card} ${formatDate(date, 'DD MMM')}`;
  if (r < 0.58)
    return `Debit Order ${rng.pick(['Discovery Health', 'Vodacom', 'DSTV', 'Old Mutual', 'Virgin Active', 'Santam'])} ${digits(rng, 8)}`;
  if (r < 0.7)
    return `Banking App Payment To ${rng.pick(['Landlord', 'Municipality', word(rng)])} ${rng.pick(['Rent', 'Rates', 'School Fees', ''])}`.trim();
  if (r < 0.8) return `ATM Cash ${card} ${rng.pick(TOWNS)}`;
  if (r < 0.88) return `Send Money App Dr ${digits(rng, 10)} ${word(rng)}`;
  if (r < 0.94)
    return `Prepaid Airtime ${digits(rng, 10)} ${rng.pick(['MTN', 'Vodacom', 'Cell C'])}`;
  return `Internet Pmt To ${word(rng)} ${digits(rng, 6)}`;
}

export const zaChequeFees: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowsFor(rng, g, o.pages, 1.2);
  const { start, end } = periodFor(rng, count, rng.chance(0.25));
  const overdraft = rng.chance(0.3);
  const opening = overdraft ? -rng.int(0, 1_500_000) : rng.int(0, 3_000_000);
  const txs: SynthTx[] = generateTransactions(rng, {
    locale: 'en',
    start,
    end,
    count: Math.max(2, count - 2),
    opening,
    floor: overdraft ? -3_000_000 : 0,
  });
  const card = `${digits(rng, 6)}*${digits(rng, 4)}`;
  redescribe(txs, (credit, t) => zaDescribe(rng, credit, t.date, card));
  // the month's fees, debited at the end of the period
  txs.push(tx(end, '#Monthly Account Fee', -rng.pick([9_900, 17_500, 24_900, 36_000])));
  if (rng.chance(0.7)) txs.push(tx(end, '#Service Fees', -rng.int(500, 9_000)));
  runBalances(txs, opening);
  const bank = rng.pick([
    `${word(rng)} National Bank`,
    `${word(rng)} Bank`,
    `${word(rng).toUpperCase()}`,
  ]);
  const holder = `${rng.pick(['MR', 'MRS', 'MS', 'DR'])} ${word(rng).charAt(0).toUpperCase()} ${word(rng).toUpperCase()}`;
  const acct = `62${accountNumber(rng, 9)}`;
  const type = rng.pick([
    'Gold Cheque Account',
    'Aspire Current Account',
    'Premier Cheque Account',
    'Easy Account',
  ]);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type,
    currency: 'ZAR',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const ns: NumberStyle = rng.chance(0.5) ? EN : { group: ' ', decimal: '.' };
  const m = (v: number) => formatMinor(v, ns);
  const bal = (v: number) => `${m(v)}${v < 0 ? 'Dr' : 'Cr'}`;
  const fd = (iso: string) => formatDate(iso, 'DD MMM');
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], 44]],
    desc: ['Description'],
    money: [
      ['amount', ['Amount']],
      ['balance', ['Balance']],
      ['fees', ['Accrued', 'Bank', 'Charges']],
    ],
    moneyWidth: 72,
  });
  const rows: Row[] = [];
  for (const t of txs) {
    const fee =
      t.amount < 0 && !t.description.startsWith('#') && rng.chance(0.4)
        ? m(rng.pick([250, 400, 650, 1_000, 1_150]))
        : '';
    rows.push(
      txRow(
        st,
        t,
        {
          date: fd(t.date),
          amount: t.amount > 0 ? `${m(t.amount)}Cr` : m(-t.amount),
          balance: bal(t.balance),
          fees: fee,
        },
        t.balance,
      ),
    );
  }
  const closing = txs[txs.length - 1]!.balance;
  const tt = totals(txs);
  const nIn = txs.filter((t) => t.amount > 0).length;
  const lx = g.left + (g.right - g.left) * 0.5;
  const periodText = `${formatDate(start, 'DD MMMM YYYY')} to ${formatDate(end, 'DD MMMM YYYY')}`;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 7 },
          { text: 'Tax Invoice / Statement', x: g.right, align: 'right', bold: true },
        ],
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          { text: holder, x: g.left },
          { text: `${type} : ${acct}`, x: lx, bold: true },
        ],
      },
      {
        cells: [
          { text: `PO BOX ${rng.int(100, 9999)}`, x: g.left },
          { text: `Statement Period : ${periodText}`, x: lx },
        ],
      },
      {
        cells: [
          { text: `${word(rng).toUpperCase()}`, x: g.left },
          { text: `Statement Date : ${formatDate(end, 'DD MMMM YYYY')}`, x: lx },
        ],
      },
      {
        cells: [
          { text: `${rng.int(1000, 9999)}`, x: g.left },
          { text: `Branch Code : 2${digits(rng, 5)}`, x: lx },
        ],
      },
      {
        cells: [{ text: `VAT Registration Number : 4${digits(rng, 9)}`, x: lx }],
        gapAfter: g.lineHeight,
      },
      { cells: [{ text: 'Account Summary', x: g.left, bold: true }] },
      {
        cells: [
          { text: 'Opening Balance', x: g.left },
          { text: bal(opening), x: g.left + 240, align: 'right' },
          { text: 'Credit Transactions', x: lx },
          { text: `${nIn}   ${m(tt.moneyIn)}Cr`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Closing Balance', x: g.left },
          { text: bal(closing), x: g.left + 240, align: 'right' },
          { text: 'Debit Transactions', x: lx },
          { text: `${txs.length - nIn}   ${m(tt.moneyOut)}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Overdraft Limit', x: g.left },
          { text: m(overdraft ? 3_000_000 : 0), x: g.left + 240, align: 'right' },
        ],
      },
    ],
  };
  const body: Block[] = [
    header,
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'table',
      title: 'Transactions in RAND (ZAR)',
      continuedSuffix: '',
      columns: cols,
      rows,
      wrapKey: 'desc',
      headerRule: rng.chance(0.6),
    },
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            {
              text: '# = Bank charges included in the monthly fee. Accrued bank charges are debited on the next statement.',
              x: g.left,
              size: g.size - 1,
            },
          ],
        },
      ],
    },
  ];
  const spec = docSpec(g, body, {
    pageHeader: (p) => [
      [
        { text: bank, x: g.left, bold: true },
        { text: `${type} : ${acct}    Page ${p}`, x: g.right, align: 'right' },
      ],
    ],
    footer: legalFooter(
      g,
      `${bank} - a division of ${word(rng.fork('grp'))} Group Limited. Registered Bank 19${digits(rng.fork('reg'), 2)}/00${digits(rng.fork('reg'), 4)}/06. Authorised FSP and Registered Credit Provider.`,
      (p, n) => `Page ${p} of ${n}`,
      'center',
    ),
  });
  return { family: 'za-cheque-fees', spec, statements: [st] };
};
