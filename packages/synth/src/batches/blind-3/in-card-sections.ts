/**
 * Indian credit card statement (HDFC/ICICI-like): a dues box (Payment Due Date, Total Dues,
 * Minimum Amount Due), a limits line (Credit Limit, Available Credit Limit, Available Cash
 * Limit), an account summary (Opening Balance, Payment/Credits, Purchase/Debits, Finance
 * Charges, Total Dues), then "Domestic Transactions" and "International Transactions" sections:
 * Date | Transaction Description | Reward Points | Amount (in Rs.) with "Cr" after credits,
 * DD/MM/YYYY dates, foreign purchases showing the original currency amount in the description,
 * and GST lines. No running balance; the truth lists the rows section by section, as printed.
 */
import type { ParsedStatement } from '@bsp/shared/parse-result';
import { docSpec, type FamilyFn, geometry, periodFor, rowsFor, totals } from '../../families.ts';
import { addDays, formatDate, formatMinor, IN, isoToDay } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { generateTransactions, type SynthTx } from '../../model.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  runBalances,
  scaleAmounts,
  statementOf,
  tx,
  txRow,
  word,
} from './common.ts';
import { city, person } from './in-words.ts';

const SHOPS = [
  'SWIGGY',
  'ZOMATO',
  'AMAZON PAY INDIA PRIVA',
  'FLIPKART INTERNET PVT',
  'RELIANCE SMART',
  'DMART AVENUE',
  'IRCTC E-TICKETING',
  'MAKEMYTRIP INDIA PVT',
  'SHELL INDIA',
  'INDIAN OIL PETROL',
  'APOLLO PHARMACY',
  'BOOKMYSHOW',
  'PVR CINEMAS',
  'UBER INDIA SYSTEMS',
];
const ABROAD = [
  ['NETFLIX.COM', 'LOS GATOS', 'USD'],
  ['SPOTIFY P2', 'STOCKHOLM', 'EUR'],
  ['APPLE.COM/BILL', 'CORK', 'USD'],
  ['AIRBNB * HM', 'SAN FRANCISCO', 'USD'],
  ['MARINA BAY SANDS', 'SINGAPORE', 'SGD'],
  ['DUTY FREE DUBAI', 'DUBAI', 'AED'],
] as const;

export const inCardSections: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowsFor(rng, g, o.pages, 1.15);
  const { start, end } = periodFor(rng, count, rng.chance(0.3));
  const owedDrawn = rng.int(0, 2_000_000);
  const base = generateTransactions(rng, {
    locale: 'in',
    start,
    end,
    count,
    opening: -owedDrawn,
    floor: -100_000_000,
    creditShare: 0.06,
    maxDebit: 60_000,
  });
  const opening = scaleAmounts(base, -owedDrawn, rng.pick([2, 5]));
  const domestic: SynthTx[] = [];
  const intl: SynthTx[] = [];
  const gst: SynthTx[] = [];
  for (const t of base) {
    if (t.amount > 0) {
      t.description = rng.chance(0.7)
        ? `${rng.pick(['NEFT PAYMENT RECEIVED', 'BPPY CC PAYMENT DP', 'PAYMENT RECEIVED - THANK YOU', 'IMPS PMT'])} ${digits(rng, 12)}`
        : `REFUND ${rng.pick(SHOPS)} ${city(rng)}`;
      domestic.push(t);
    } else if (rng.chance(0.12)) {
      const [shop, town, cur] = rng.pick(ABROAD);
      const fx = (Math.abs(t.amount) / rng.float(60, 90) / 100).toFixed(2);
      t.description = `${shop} ${town} ${cur} ${fx}`;
      intl.push(t);
      const markup = Math.round(Math.abs(t.amount) * 0.035);
      if (markup > 0)
        gst.push(tx(t.date, `FOREIGN CURRENCY TRANSACTION FEE ${digits(rng, 6)}`, -markup));
    } else {
      t.description = `${rng.pick(SHOPS)} ${city(rng)}`;
      domestic.push(t);
    }
  }
  const fees = [...gst];
  const interest = opening < -500_000 && rng.chance(0.5) ? -Math.round(-opening * 0.0375) : 0;
  if (interest) fees.push(tx(end, 'FINANCE CHARGES', interest));
  const feeSum = fees.reduce((s, t) => s + t.amount, 0);
  if (feeSum)
    fees.push(
      tx(
        end,
        `IGST-VPS${digits(rng, 7)}-RATE 18.0 -${rng.pick(['27', '29', '33', '07'])} (Ref# ${digits(rng, 11)})`,
        -Math.max(1, Math.round(-feeSum * 0.18)),
      ),
    );
  for (const f of fees) domestic.push(f);
  domestic.sort((a, b) => isoToDay(a.date) - isoToDay(b.date));
  // the truth in print order: domestic section, then international
  const printed = [...domestic, ...intl];
  const bal = runBalances(printed, opening); // closing (card debt negative)
  const bank = `${word(rng).toUpperCase()} BANK`;
  const holder = person(rng);
  const card = `${digits(rng, 4)}XXXXXXXX${digits(rng, 4)}`;
  const st: ParsedStatement = statementOf({
    bank,
    holder,
    account: card,
    type: 'credit card',
    currency: 'INR',
    start,
    end,
    opening,
    txs: printed,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, IN);
  const amt = (v: number) => (v > 0 ? `${m(v)} Cr` : m(-v));
  const fd = (iso: string) => formatDate(iso, 'DD/MM/YYYY');
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], 62]],
    desc: ['Transaction Description'],
    money: [
      ['pts', ['Reward', 'Points']],
      ['amount', ['Amount (in Rs.)']],
    ],
    moneyWidth: 80,
  });
  const rowsOf = (list: SynthTx[]): Row[] =>
    list.map((t) =>
      txRow(
        st,
        t,
        {
          date: fd(t.date),
          pts:
            t.amount < 0 && !/FEE|IGST|FINANCE/.test(t.description)
              ? String(Math.floor(-t.amount / 15_000))
              : '',
          amount: amt(t.amount),
        },
        null,
      ),
    );
  const tt = totals(printed);
  const due = -bal;
  const limit = Math.max(
    rng.pick([10_000_000, 20_000_000, 30_000_000, 50_000_000]),
    Math.ceil((due * 2) / 5_000_000) * 5_000_000,
  );
  const dueDate = formatDate(addDays(end, rng.pick([15, 18, 20])), 'DD/MM/YYYY');
  // label / value grid across the page, right-aligned per column
  const cx = (i: number, n: number) => g.left + ((g.right - g.left) / n) * (i + 1) - 8;
  const row5 = (labels: string[], values: string[], bold = false) => [
    {
      cells: labels.map((text, i) => ({
        text,
        x: cx(i, labels.length),
        align: 'right' as const,
        bold: true,
        size: g.size - 0.5,
      })),
    },
    {
      cells: values.map((text, i) => ({
        text,
        x: cx(i, labels.length),
        align: 'right' as const,
        bold,
      })),
    },
  ];
  const purchases = tt.moneyOut - fees.reduce((s, t) => s - t.amount, 0);
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 7 },
          {
            text: `${rng.pick(['Regalia', 'Millennia', 'Coral', 'Platinum Rewards'])} Credit Card Statement`,
            x: g.right,
            align: 'right',
            bold: true,
          },
        ],
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          { text: `Name : ${holder}`, x: g.left },
          { text: `Statement Date : ${fd(end)}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `${rng.int(1, 99)}, ${word(rng).toUpperCase()} NAGAR, ${city(rng)}`, x: g.left },
          { text: `Card No : ${card}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `Email : ${word(rng).toLowerCase()}@${rng.pick(['gmail.com', 'yahoo.co.in', 'rediffmail.com'])}`,
            x: g.left,
          },
          { text: `Billing Period : ${fd(start)} - ${fd(end)}`, x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight,
      },
      ...row5(
        ['Payment Due Date', 'Total Dues', 'Minimum Amount Due'],
        [dueDate, m(Math.max(0, due)), m(Math.max(0, Math.round(due * 0.05)))],
        true,
      ),
      { cells: [], gapAfter: 2 },
      ...row5(
        ['Credit Limit', 'Available Credit Limit', 'Available Cash Limit'],
        [m(limit), m(limit - Math.max(0, due)), m(Math.round(limit * 0.4))],
      ),
      { cells: [{ text: 'Account Summary', x: g.left, bold: true }], gapAfter: 2 },
      ...row5(
        [
          'Opening Balance',
          'Payment/ Credits',
          'Purchase/ Debits',
          'Finance Charges',
          'Total Dues',
        ],
        [m(-opening), m(tt.moneyIn), m(purchases), m(tt.moneyOut - purchases), m(Math.max(0, due))],
      ),
    ],
  };
  const body: Block[] = [
    header,
    {
      kind: 'table',
      title: 'Domestic Transactions',
      continuedSuffix: ' (contd.)',
      columns: cols,
      rows: rowsOf(domestic),
      wrapKey: 'desc',
      headerRule: true,
    },
    ...(intl.length
      ? [
          { kind: 'space', height: g.lineHeight } as Block,
          {
            kind: 'table',
            title: 'International Transactions',
            continuedSuffix: ' (contd.)',
            columns: cols,
            rows: rowsOf(intl),
            wrapKey: 'desc',
            headerRule: true,
          } as Block,
        ]
      : []),
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'lines',
      lines: [
        { cells: [{ text: 'Reward Points Summary', x: g.left, bold: true }] },
        {
          cells: [
            {
              text: `Opening ${rng.int(0, 9000)}   Earned ${printed.filter((t) => t.amount < 0).reduce((s, t) => s + Math.floor(-t.amount / 15_000), 0)}   Redeemed 0`,
              x: g.left,
            },
          ],
        },
      ],
    },
  ];
  const spec = docSpec(g, body, {
    pageHeader: (p) => [
      [
        { text: `${bank} Credit Card Statement`, x: g.left, bold: true },
        { text: `Card No : ${card}   Page ${p}`, x: g.right, align: 'right' },
      ],
    ],
    footer: legalFooter(
      g,
      'Pay at least the Minimum Amount Due by the Payment Due Date to keep the card account regular.',
      (p, n) => `Page ${p} of ${n}`,
      'right',
      2,
    ),
  });
  return { family: 'in-card-sections', spec, statements: [st] };
};
