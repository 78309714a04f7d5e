/**
 * A South African cheque account statement (FNB-like, under an invented bank): "Tax Invoice"
 * with the bank's VAT registration number, "Statement Period : 01 March 2024 to 31 March 2024"
 * and "Statement Date : 01 April 2024", a branch code, a summary (Opening Balance, Funds
 * Received / Credits, Funds Used / Debits, Closing Balance with "Cr" / "Dr", bank charges
 * incl. VAT and the VAT in them: not rows), then Date | Description | Amount | Balance | Accrued
 * Bank Charges with "05 Mar" dates without a year, DEBITS PRINTED PLAIN and credits "500.00Cr",
 * balances "1,234.56Cr" / "234.56Dr", and a last column of charges accrued on the row (to be
 * debited next month: figures that are not rows and never move the balance); "#"-prefixed fee
 * rows for last month's service fees and the monthly account fee, POS purchases with the card
 * and the purchase date "412345*1234 03 Mar", FNB App payments, Magtape salary credits, debit
 * orders, ATM cash, Send Money, Payshap, interest.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { digits, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { flexColumns } from '../blind-10/kit.ts';
import { byDate, rowMaker } from '../blind-11/kit.ts';
import { crAmount, crDrBalance, printedRow } from './kit.ts';

const SHOPS = [
  'Checkers',
  'Pick n Pay',
  'Woolworths',
  'Spar',
  'Shoprite',
  'Engen',
  'Sasol',
  'Clicks',
  'Dis-Chem',
  'Mr Price',
  'Takealot',
  'Uber Eats',
  'Nandos',
];
const TOWNS = [
  'Sandton',
  'Rosebank',
  'Menlyn',
  'Durbanville',
  'Umhlanga',
  'Centurion',
  'Stellenbosch',
];

export const zaFnbAccrued: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.15, 110);
  const { start, end } = calendarPeriod(rng, 1);
  const { mk } = rowMaker();
  const accrued = new Map<SynthTx, number>();
  const bin = `${rng.pick(['4', '5'])}${digits(rng, 5)}*${digits(rng, 4)}`;
  const day = (iso: string) => formatDate(iso, 'DD MMM');
  const txs = scatter(rng, start, end, count, (d): SynthTx => {
    const r = rng.next();
    const back = addDays(d, -rng.int(0, 2));
    const when = back < start ? d : back;
    if (r < 0.42)
      return mk(
        d,
        [`POS Purchase ${rng.pick(SHOPS)} ${rng.pick(TOWNS)} ${bin} ${day(when)}`],
        -logAmount(rng, 2_000, 250_000),
      );
    if (r < 0.54) {
      const t = mk(
        d,
        [
          `FNB App Payment To ${word(rng)} ${rng.pick(['Rent', 'Plumbing', 'School Fees', 'Mom', 'Stokvel'])}`,
        ],
        -logAmount(rng, 20_000, 900_000, 100),
      );
      accrued.set(t, rng.pick([250, 300, 395]));
      return t;
    }
    if (r < 0.64)
      return mk(
        d,
        [
          `Debit Order ${rng.pick(['Discovery Health', 'Old Mutual', 'Vodacom', 'MTN SP', 'City Of Joburg', 'Virgin Active', 'Outsurance', 'Sanlam'])} ${digits(rng, 9)}`,
        ],
        -logAmount(rng, 10_000, 400_000),
      );
    if (r < 0.72) {
      const t = mk(d, [`ATM Cash ${rng.pick(TOWNS)} ${bin} ${day(d)}`], -rng.int(2, 30) * 10_000);
      accrued.set(t, rng.pick([1_090, 1_190, 1_290, 1_350]));
      return t;
    }
    if (r < 0.78) {
      const t = mk(
        d,
        [`Send Money App Dr 0${rng.pick(['82', '83', '72', '61'])}${digits(rng, 7)} ${word(rng)}`],
        -rng.int(5, 200) * 1_000,
      );
      accrued.set(t, rng.pick([1_000, 1_050]));
      return t;
    }
    if (r < 0.84)
      return mk(
        d,
        [`#Airtime ${rng.pick(['Vodacom', 'MTN', 'Cell C', 'Telkom'])} 0${digits(rng, 9)}`],
        -rng.pick([2_900, 5_000, 9_900, 15_000]),
      );
    if (r < 0.92)
      return mk(
        d,
        [
          `${rng.pick(['Payshap Credit', 'FNB OB Pmt', 'Rtc Credit', 'Inward Swift'])} ${word(rng)} ${word(rng)}`,
        ],
        logAmount(rng, 10_000, 800_000, 100),
      );
    const t = mk(
      d,
      [`ADT Cash Deposit ${rng.pick(TOWNS)} ${digits(rng, 6)}`],
      rng.int(3, 100) * 10_000,
    );
    accrued.set(t, Math.max(1_000, Math.round(t.amount * 0.0095)));
    return t;
  });
  const employer = `${word(rng)} ${rng.pick(['(Pty) Ltd', 'Holdings', 'Mining', 'Dept Of Education'])}`;
  txs.push(
    mk(
      addDays(start, rng.int(20, 26)),
      [`Magtape Credit ${employer} Salary`],
      logAmount(rng, 800_000, 4_500_000),
    ),
  );
  const lastMonth = rng.int(3_000, 12_000);
  txs.push(mk(start, [`#Service Fees`], -lastMonth));
  txs.push(mk(start, [`#Monthly Account Fee`], -rng.pick([6_900, 9_900, 22_500, 31_500])));
  if (rng.chance(0.4)) txs.push(mk(start, ['#Value-Added Services'], -rng.pick([2_500, 4_500])));
  byDate(txs);
  const opening = liftOpening(
    txs,
    logAmount(rng, 50_000, 3_000_000),
    rng.chance(0.2) ? -500_000 : 0,
  );
  if (rng.chance(0.5)) {
    txs.push(mk(end, ['Interest Credit'], rng.int(50, 3_000)));
    txs.at(-1)!.balance = txs.at(-2)!.balance + txs.at(-1)!.amount;
  }
  const closing = txs.at(-1)!.balance;
  const bankWord = word(rng);
  const bank = `${bankWord} National Bank`;
  const holder = `${rng.pick(['MR', 'MRS', 'MS', 'DR'])} ${String.fromCharCode(65 + rng.int(0, 25))} ${word(rng).toUpperCase()}`;
  const acct = `6${digits(rng, 10)}`;
  const product = rng.pick([
    'Gold Cheque Account',
    'Aspire Current Account',
    'Premier Current Account',
    'Easy Account',
  ]);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: product,
    currency: 'ZAR',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const cols = flexColumns(g, [
    { key: 'date', header: ['Date'], align: 'left', width: 46 },
    { key: 'desc', header: ['Description'], align: 'left' },
    { key: 'amount', header: ['Amount'], align: 'right', width: 74 },
    { key: 'balance', header: ['Balance'], align: 'right', width: 80 },
    { key: 'accrued', header: ['Accrued', 'Bank', 'Charges'], align: 'right', width: 56 },
  ]);
  const rows: Row[] = [];
  const openingRow = rng.chance(0.6);
  if (openingRow)
    rows.push({
      cells: { desc: 'Opening Balance', balance: crDrBalance(opening) },
      balanceAfter: opening,
    });
  for (const t of txs) {
    const acc = accrued.get(t);
    rows.push(
      printedRow(
        st,
        t,
        t.description,
        {
          date: day(t.date),
          desc: t.description,
          amount: crAmount(t.amount),
          balance: crDrBalance(t.balance),
          ...(acc ? { accrued: formatMinor(acc, EN) } : {}),
        },
        t.balance,
      ),
    );
  }
  if (openingRow)
    rows.push({ cells: { desc: 'Closing Balance', balance: crDrBalance(closing) }, bold: true });
  const lx = g.left + (g.right - g.left) * 0.46;
  const kv = (l: string, v: string, bold = false) => [
    { text: l, x: lx, bold },
    { text: v, x: g.right, align: 'right' as const, bold },
  ];
  const fees = -sumOf(txs, (t) => t.description.startsWith('#'));
  const accruedTotal = [...accrued.values()].reduce((s, v) => s + v, 0);
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 7 },
          { text: 'Tax Invoice', x: g.right, align: 'right', bold: true, size: g.size + 3 },
        ],
        gapAfter: g.lineHeight * 0.4,
      },
      {
        cells: [
          {
            text: `${bank} Limited Reg No ${digits(rng, 4)}/${digits(rng, 6)}/06  VAT Reg No 4${digits(rng, 9)}`,
            x: g.left,
            size: g.size - 1.5,
          },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: holder, x: g.left, bold: true },
          ...kv(
            'Statement Period :',
            `${formatDate(start, 'DD MMMM YYYY')} to ${formatDate(end, 'DD MMMM YYYY')}`,
          ),
        ],
      },
      {
        cells: [
          { text: `PO BOX ${rng.int(100, 99999)}`, x: g.left },
          ...kv('Statement Date :', formatDate(addDays(end, 1), 'DD MMMM YYYY')),
        ],
      },
      { cells: [{ text: rng.pick(TOWNS).toUpperCase(), x: g.left }, ...kv(`${product} :`, acct)] },
      {
        cells: [
          { text: digits(rng, 4), x: g.left },
          ...kv('Branch Code :', rng.pick(['250655', '255355', '250805', '210835'])),
        ],
        gapAfter: g.lineHeight,
      },
      { cells: [{ text: 'Bank Statement Summary', x: g.left, bold: true }] },
      {
        cells: [
          { text: 'Opening Balance', x: g.left },
          { text: crDrBalance(opening), x: g.left + 220, align: 'right' },
          ...kv('Bank Charges (incl VAT)', formatMinor(fees, EN)),
        ],
      },
      {
        cells: [
          { text: 'Funds Received / Credits', x: g.left },
          { text: crAmount(sumOf(txs, (t) => t.amount > 0)), x: g.left + 220, align: 'right' },
          ...kv('VAT @ 15% included', formatMinor(Math.round((fees * 15) / 115), EN)),
        ],
      },
      {
        cells: [
          { text: 'Funds Used / Debits', x: g.left },
          {
            text: formatMinor(-sumOf(txs, (t) => t.amount < 0), EN),
            x: g.left + 220,
            align: 'right',
          },
          ...kv('Accrued Bank Charges', formatMinor(accruedTotal, EN)),
        ],
      },
      {
        cells: [
          { text: 'Closing Balance', x: g.left, bold: true },
          { text: crDrBalance(closing), x: g.left + 220, align: 'right', bold: true },
        ],
        gapAfter: g.lineHeight,
      },
    ],
  };
  const ncr = `NCRCP${rng.int(10, 99)}`;
  const spec = docSpec(
    g,
    [
      header,
      {
        kind: 'table',
        title: 'Transactions in RAND (ZAR)',
        columns: cols,
        rows,
        headerRule: true,
        wrapKey: 'desc',
      },
    ],
    {
      pageHeader: () => [
        [
          { text: `${bank}  ${product} : ${acct}`, x: g.left, bold: true },
          {
            text: `${formatDate(start, 'DD MMM YYYY')} - ${formatDate(end, 'DD MMM YYYY')}`,
            x: g.right,
            align: 'right',
          },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: `${bank} - a division of ${bankWord} Rand Ltd. An Authorised Financial Services and Credit Provider (${ncr}). Customer Care 087 575 9404`,
            x: g.left,
            size: g.size - 2,
          },
        ],
        [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'za-fnb-accrued', spec, statements: [st] };
};
