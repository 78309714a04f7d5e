/**
 * An Australian big-four personal transaction account in the NAB Classic Banking shape: BSB and
 * account number "08-123-4567 8901", "Statement period 01/03/2024 to 31/03/2024" (numeric
 * DD/MM/YYYY), an Account Summary (Opening balance, Total credits, Total debits, Closing balance,
 * each "$1,234.56 Cr"), then "Transaction Details": Date | Particulars | Debits | Credits |
 * Balance with the date "1 Mar 2024" once per day, the balance only at the end of each day with
 * a "Cr"/"Dr" suffix, a "Brought forward" row first, "Carried forward" at the foot of every page
 * and "Brought forward" at the top of the next. Particulars: EFTPOS and Visa debit purchases
 * ("V1234 03/03 WOOLWORTHS 1234 SYDNEY 74564123456"), BPAY bills, Osko and internet transfers over
 * two lines (the kind, then the payee and reference), direct credits (salary, Centrelink), ATM
 * withdrawals with their operator fee, and a monthly account fee. A "Transaction fee summary"
 * box (counts, free transactions, fees: not rows) follows the table.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { digits, moneyColumns, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod, firstOfDay, lastOfDay, linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { crdr, liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { fitLines } from '../blind-10/kit.ts';
import { byDate, rowMaker } from '../blind-11/kit.ts';

const SHOPS = [
  'WOOLWORTHS',
  'COLES',
  'ALDI STORES',
  'BUNNINGS',
  'KMART',
  'CHEMIST WAREHOUSE',
  'BP EXPRESS',
  'AMPOL',
  'JB HI-FI',
  'OFFICEWORKS',
  'MYKI',
  'OPAL TRANSPORT',
];
const TOWNS = [
  'SYDNEY',
  'MELBOURNE',
  'BRISBANE',
  'PERTH',
  'ADELAIDE',
  'HOBART',
  'GEELONG',
  'PARRAMATTA',
];
const BILLERS = [
  'ORIGIN ENERGY',
  'AGL SALES',
  'TELSTRA',
  'OPTUS BILLING',
  'SYDNEY WATER',
  'NRMA INSURANCE',
  'COUNCIL RATES',
];

export const auNabForward: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 2.5, 110);
  const { start, end } = calendarPeriod(rng, 1);
  const { mk, lines } = rowMaker();
  const card = digits(rng, 4);
  let atm = 0;
  const txs = scatter(rng, start, end, count, (d): SynthTx | SynthTx[] => {
    const r = rng.next();
    if (r < 0.4) {
      const shop = rng.pick(SHOPS);
      return rng.chance(0.5)
        ? mk(
            d,
            [
              `V${card} ${formatDate(d, 'DD/MM')} ${shop} ${digits(rng, 4)} ${rng.pick(TOWNS)} ${digits(rng, 11)}`,
            ],
            -logAmount(rng, 200, 25_000),
          )
        : mk(d, ['EFTPOS PURCHASE', `${shop} ${rng.pick(TOWNS)}`], -logAmount(rng, 200, 25_000));
    }
    if (r < 0.52)
      return mk(
        d,
        ['BPAY', `${rng.pick(BILLERS)} ${digits(rng, 10)}`],
        -logAmount(rng, 3_000, 60_000),
      );
    if (r < 0.64)
      return mk(
        d,
        [
          rng.pick(['Osko payment', 'Internet Transfer']),
          `${word(rng)} ${word(rng)} ${rng.pick(['rent', 'dinner', 'thanks', 'bills', 'savings'])}`,
        ],
        -logAmount(rng, 1_000, 80_000, 100),
      );
    if (r < 0.74)
      return mk(
        d,
        ['Osko deposit', `${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`],
        logAmount(rng, 1_000, 50_000, 100),
      );
    if (r < 0.8 && atm < 4) {
      atm++;
      return [
        mk(
          d,
          [`ATM WITHDRAWAL ${rng.pick(['CARDTRONICS', 'ATMX', 'NAB ATM'])} ${rng.pick(TOWNS)}`],
          -rng.int(2, 30) * 1_000,
        ),
        mk(d, ['ATM OPERATOR FEE'], -rng.pick([250, 300, 350])),
      ];
    }
    if (r < 0.88)
      return mk(
        d,
        [
          'DIRECT CREDIT',
          `${rng.pick(['CENTRELINK', 'ATO REFUND', 'MEDICARE BENEFIT'])} ${digits(rng, 9)}`,
        ],
        logAmount(rng, 3_000, 120_000),
      );
    return mk(
      d,
      [
        'DIRECT DEBIT',
        `${rng.pick(['ANYTIME FITNESS', 'NETFLIX.COM', 'HCF HEALTH', 'AFTERPAY'])} ${digits(rng, 6)}`,
      ],
      -logAmount(rng, 1_000, 20_000),
    );
  });
  for (const day of ['07', '21'])
    txs.push(
      mk(
        `${start.slice(0, 8)}${day}`,
        ['DIRECT CREDIT', `${word(rng).toUpperCase()} PTY LTD SALARY ${digits(rng, 6)}`],
        logAmount(rng, 120_000, 380_000),
      ),
    );
  if (rng.chance(0.6)) txs.push(mk(end, ['ACCOUNT FEE'], -rng.pick([500, 600])));
  byDate(txs);
  const opening = liftOpening(txs, logAmount(rng, 5_000, 500_000), rng.chance(0.25) ? -50_000 : 0);
  const closing = txs.at(-1)!.balance;
  const bank = rng.pick([`${word(rng)} Australia Bank`, `${word(rng)} Australia Bank Limited`]);
  const holder = `${rng.pick(['MR', 'MS', 'MRS'])} ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  const bsb = `08${digits(rng, 1)}-${digits(rng, 3)}`;
  const acct = `${digits(rng, 4)} ${digits(rng, 4)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Classic Banking',
    currency: 'AUD',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, EN);
  const cr = (v: number) => crdr(v, EN).replace(/CR$/, 'Cr').replace(/DR$/, 'Dr');
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], 66]],
    desc: ['Particulars'],
    money: [
      ['out', ['Debits']],
      ['in', ['Credits']],
      ['balance', ['Balance']],
    ],
    moneyWidth: 74,
  });
  const descW = cols.find((c) => c.key === 'desc')!.width!;
  const first = firstOfDay(txs);
  const last = lastOfDay(txs);
  const D = (iso: string) => formatDate(iso, 'D MMM YYYY');
  const rows: Row[] = [
    {
      cells: { date: D(start), desc: 'Brought forward', balance: cr(opening) },
      balanceAfter: opening,
    },
    ...txs.map((t, i) =>
      linesRow(
        st,
        t,
        fitLines(g, lines.get(t)!, descW),
        { date: first[i] ? D(t.date) : '' },
        {
          [t.amount < 0 ? 'out' : 'in']: m(t.amount),
          ...(last[i] ? { balance: cr(t.balance) } : {}),
        },
        last[i] ? t.balance : null,
      ),
    ),
  ];
  // page breaks fall inside a day too: the carried balance is then the running one
  const carry = {
    end: (b: number) => ({ cells: { desc: 'Carried forward', balance: cr(b) }, bold: true }),
    start: (b: number) => ({ cells: { desc: 'Brought forward', balance: cr(b) } }),
  };
  const lx = g.left + (g.right - g.left) * 0.52;
  const kv = (l: string, v: string, bold = false) => [
    { text: l, x: lx, bold },
    { text: v, x: g.right, align: 'right' as const, bold },
  ];
  const nDebit = txs.filter((t) => t.amount < 0).length;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          { text: `Statement number ${rng.int(2, 140)}`, x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
      { cells: [{ text: holder, x: g.left }, ...kv('Account Summary', '', true)] },
      {
        cells: [
          { text: `${rng.int(1, 200)} ${word(rng).toUpperCase()} ST`, x: g.left },
          ...kv('Opening balance', `$${cr(opening)}`),
        ],
      },
      {
        cells: [
          {
            text: `${rng.pick(TOWNS)} ${rng.pick(['NSW', 'VIC', 'QLD', 'WA', 'SA'])} ${rng.int(2000, 6999)}`,
            x: g.left,
          },
          ...kv('Total credits', `$${m(sumOf(txs, (t) => t.amount > 0))}`),
        ],
      },
      { cells: [...kv('Total debits', `$${m(-sumOf(txs, (t) => t.amount < 0))}`)] },
      {
        cells: [
          {
            text: 'NAB Classic Banking'.replace('NAB', bank.split(' ')[0]!),
            x: g.left,
            bold: true,
          },
          ...kv('Closing balance', `$${cr(closing)}`, true),
        ],
      },
      { cells: [{ text: `BSB number ${bsb}   Account number ${acct}`, x: g.left }] },
      {
        cells: [
          {
            text: `Statement period ${formatDate(start, 'DD/MM/YYYY')} to ${formatDate(end, 'DD/MM/YYYY')}`,
            x: g.left,
          },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
    ],
  };
  const abn = `${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`;
  const licence = digits(rng, 6);
  const free = rng.pick([0, 8, 'unlimited'] as const);
  const fees: Block = {
    kind: 'lines',
    lines: [
      { cells: [{ text: 'Transaction fee summary', x: g.left, bold: true }] },
      {
        cells: [
          { text: 'Transaction type', x: g.left, bold: true },
          { text: 'Number', x: g.left + 200, align: 'right', bold: true },
          { text: 'Free', x: g.left + 260, align: 'right', bold: true },
          { text: 'Fee', x: g.left + 330, align: 'right', bold: true },
        ],
      },
      {
        cells: [
          { text: 'Electronic debits', x: g.left },
          { text: String(nDebit), x: g.left + 200, align: 'right' },
          { text: String(free), x: g.left + 260, align: 'right' },
          { text: '$0.00', x: g.left + 330, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Monthly account fee', x: g.left },
          { text: '1', x: g.left + 200, align: 'right' },
          { text: '-', x: g.left + 260, align: 'right' },
          {
            text: `$${m(-sumOf(txs, (t) => t.description === 'ACCOUNT FEE'))}`,
            x: g.left + 330,
            align: 'right',
          },
        ],
      },
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      {
        kind: 'table',
        columns: cols,
        rows,
        headerRule: true,
        carry,
        title: 'Transaction Details',
        continuedSuffix: ' (continued)',
      },
      { kind: 'space', height: g.lineHeight },
      fees,
    ],
    {
      pageHeader: () => [[{ text: `${holder}   BSB ${bsb}   Account ${acct}`, x: g.left }]],
      footer: (p, n) => [
        [
          {
            text: `${bank} ABN ${abn} AFSL and Australian Credit Licence ${licence}`,
            x: g.left,
            size: g.size - 2,
          },
        ],
        [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'au-nab-forward', spec, statements: [st] };
};
