/**
 * An Indian private-bank savings statement (ICICI-like): "Statement of Transactions in Savings
 * Account Number: 000401234567 in INR for the period April 01, 2024 - April 30, 2024" (the
 * range in words), a customer block with Cust ID, IFSC, MICR and nomination, then S No. |
 * Value Date | Transaction Date | Cheque Number | Transaction Remarks | Withdrawal Amount (INR )
 * | Deposit Amount (INR ) | Balance (INR ) with a serial number per row, DD/MM/YYYY dates,
 * slash-separated remarks with the bank's own prefixes (UPI/…, BIL/ONL/…, MMT/IMPS/…,
 * NFS/CASH WDL/…, INF/INFT/…, CLG/… with a cheque number), lakh grouping, a "B/F" first row,
 * quarterly "Int.Pd" interest, and a legends block explaining the prefixes after the table.
 * No totals are printed.
 */
import { docSpec, type FamilyFn, geometry, rowsFor, truthTx } from '../../families.ts';
import { addDays, formatDate, formatMinor, IN } from '../../format.ts';
import { type Block, type Column, type Row, textWidth } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { digits, hardWrap, runBalances, statementOf, tx, word } from '../blind-3/common.ts';
import { city, ifsc, person } from '../blind-3/in-words.ts';
import { calendarPeriod, localActivity, monthsFor } from '../blind-4/kit.ts';

const MERCHANTS = [
  'SWIGGY',
  'ZOMATO',
  'AMAZON',
  'FLIPKART',
  'BIGBASKET',
  'IRCTC',
  'AIRTEL',
  'JIO',
  'PAYTM',
  'MYNTRA',
];
const PSP = ['ybl', 'okaxis', 'okicici', 'paytm', 'ibl'];

/** Remarks and (for cleared cheques) the cheque number. */
function remarks(rng: Rng, credit: boolean): [string, string] {
  const r = rng.next();
  const upi = (who: string) =>
    `UPI/${digits(rng, 12)}/${rng.pick(['Payment from Ph', 'NA', 'Sent using Pay', 'UPI'])}/${who.toLowerCase().replace(/ /g, '')}@${rng.pick(PSP)}/${rng.pick(['AXIS BANK', 'HDFC BANK', 'State Bank Of I', 'ICICI Bank'])}/${rng.pick(['ICI', 'AXI', 'HDF'])}${digits(rng, 29)}`;
  if (credit) {
    if (r < 0.3)
      return [
        `NEFT-${rng.pick(['CITIN', 'HDFCN', 'SBIN'])}${digits(rng, 11)}-${word(rng).toUpperCase()} ${rng.pick(['TECHNOLOGIES', 'SOLUTIONS'])} PVT LTD-SALARY`,
        '',
      ];
    if (r < 0.6) return [upi(person(rng)), ''];
    if (r < 0.8)
      return [
        `MMT/IMPS/${digits(rng, 12)}/${rng.pick(['RENT', 'IMPS', 'LOAN'])}/${person(rng)}/${rng.pick(['HDFC Bank', 'Axis Bank', 'Kotak Mahin'])}`,
        '',
      ];
    return [`BY CASH -${city(rng)}`, ''];
  }
  if (r < 0.4) return [upi(rng.pick(MERCHANTS)), ''];
  if (r < 0.55)
    return [
      `BIL/ONL/${digits(rng, 9)}/${rng.pick(['TATA POWER', 'BESCOM', 'MAHANAGAR GAS', 'LIC OF INDIA'])}/${digits(rng, 10)}`,
      '',
    ];
  if (r < 0.68)
    return [`NFS/CASH WDL/${digits(rng, 12)}/${ifsc(rng).slice(0, 4)}/${city(rng)}`, ''];
  if (r < 0.8)
    return [`INF/INFT/${digits(rng, 9)}/${rng.pick(['Rent', 'Home', 'Fees'])}/${person(rng)}`, ''];
  if (r < 0.9) return [`CLG/${person(rng)}/${rng.pick(['HDFC BANK', 'SBI'])}`, digits(rng, 6)];
  return [`MMT/IMPS/${digits(rng, 12)}/${person(rng)}/${rng.pick(['HDFC Bank', 'Axis Bank'])}`, ''];
}

export const inPrivateSerial: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  // eight columns: the bank prints them small
  g.size = Math.min(g.size, g.font === 'courier' ? 7 : 7.5);
  g.lineHeight = Math.round(g.size * 1.3 * 10) / 10;
  const count = rowsFor(rng, g, o.pages, 2.6);
  const { start, end } = calendarPeriod(rng, monthsFor(count, 60));
  const { txs, opening } = localActivity(rng, {
    start,
    end: addDays(end, -1),
    count,
    floor: 0,
    openingRange: [20_000, 900_000],
    factor: 40,
  });
  const cheque = new Map<SynthTx, string>();
  for (const t of txs) {
    const [text, chq] = remarks(rng, t.amount > 0);
    t.description = text;
    if (chq) cheque.set(t, chq);
  }
  txs.push(
    tx(
      end,
      `${digits(rng, 12)}:Int.Pd:${formatDate(start, 'DD-MM-YYYY')} to ${formatDate(end, 'DD-MM-YYYY')}`,
      rng.int(100, 300_000),
    ),
  );
  runBalances(txs, opening);
  const bank = rng.pick([`${word(rng).toUpperCase()} BANK`, `${word(rng)} Bank Limited`]);
  const holder = `${rng.pick(['MR.', 'MS.', 'MRS.'])} ${person(rng)}`;
  const acct = `0${digits(rng, 11)}`;
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
    printsTotals: false,
  });
  const m = (v: number) => formatMinor(v, IN);
  const fd = (iso: string) => formatDate(iso, 'DD/MM/YYYY');
  const bold = (t: string) => textWidth(g.font, t, g.size, true);
  const dw = Math.max(textWidth(g.font, '00/00/0000', g.size), bold('Transaction')) + 8;
  const moneyW = Math.max(textWidth(g.font, '99,99,999.99', g.size), bold('Amount (INR )')) + 10;
  const x = {
    sno: g.left,
    vdate: g.left + textWidth(g.font, 'S No.', g.size, true) + 8,
  };
  const tdate = x.vdate + dw;
  const chq = tdate + dw;
  const desc = chq + bold('Number') + 10;
  const bal = g.right;
  const dep = bal - moneyW - 6;
  const wd = dep - moneyW;
  const cols: Column[] = [
    { key: 'sno', header: ['S No.'], x: x.sno, align: 'left' },
    { key: 'vdate', header: ['Value', 'Date'], x: x.vdate, align: 'left' },
    { key: 'date', header: ['Transaction', 'Date'], x: tdate, align: 'left' },
    { key: 'chq', header: ['Cheque', 'Number'], x: chq, align: 'left' },
    {
      key: 'desc',
      header: ['Transaction Remarks'],
      x: desc,
      align: 'left',
      width: wd - moneyW - desc + 6,
    },
    { key: 'out', header: ['Withdrawal', 'Amount (INR )'], x: wd, align: 'right' },
    { key: 'in', header: ['Deposit', 'Amount (INR )'], x: dep, align: 'right' },
    { key: 'balance', header: ['Balance', '(INR )'], x: bal, align: 'right' },
  ];
  const descW = cols[4]!.width!;
  const rows: Row[] = [{ cells: { desc: 'B/F', balance: m(opening) } }];
  txs.forEach((t, i) => {
    // fixed-width remarks break mid-token; the truth keeps the printed pieces joined by spaces
    t.description = hardWrap(g.font, t.description, g.size, descW);
    const truthRow = truthTx(t, t.description, t.balance);
    st.transactions.push(truthRow);
    rows.push({
      cells: {
        sno: String(i + 1),
        vdate: fd(t.date),
        date: fd(t.date),
        chq: cheque.get(t) ?? '',
        desc: t.description,
        [t.amount < 0 ? 'out' : 'in']: m(Math.abs(t.amount)),
        balance: m(t.balance),
      },
      tx: truthRow,
      balanceAfter: t.balance,
    });
  });
  const lx = g.left + (g.right - g.left) * 0.55;
  const kv = (l: string, v: string) => [
    { text: l, x: lx },
    { text: `: ${v}`, x: lx + 70 },
  ];
  const long = (iso: string) => formatDate(iso, 'MMMM DD, YYYY');
  const header: Block = {
    kind: 'lines',
    lines: [
      { cells: [{ text: bank, x: g.left, bold: true, size: g.size + 8 }], gapAfter: g.lineHeight },
      { cells: [{ text: holder, x: g.left, bold: true }, ...kv('Cust ID', digits(rng, 9))] },
      {
        cells: [
          { text: `${rng.int(1, 400)}, ${word(rng).toUpperCase()} NAGAR`, x: g.left },
          ...kv('IFSC', `${bank.slice(0, 4).toUpperCase()}000${digits(rng, 4)}`),
        ],
      },
      {
        cells: [
          { text: `${word(rng).toUpperCase()} ROAD, ${city(rng)}`, x: g.left },
          ...kv('MICR', digits(rng, 9)),
        ],
      },
      {
        cells: [
          { text: `PIN ${digits(rng, 6)}`, x: g.left },
          ...kv('Nomination', rng.pick(['Registered', 'Not Registered'])),
        ],
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          {
            text: `Statement of Transactions in Savings Account Number: ${acct} in INR`,
            x: g.left,
            bold: true,
          },
        ],
      },
      {
        cells: [{ text: `for the period ${long(start)} - ${long(end)}`, x: g.left, bold: true }],
      },
    ],
  };
  const legends: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          {
            text: 'Legends for transactions in your account statement',
            x: g.left,
            bold: true,
            size: g.size - 0.5,
          },
        ],
      },
      ...[
        'INF - Internet Fund Transfer     BIL - Internet Bill Payment     MMT - Mobile Money Transfer',
        'NFS - ATM withdrawal on other bank network     CLG - Cheque Clearing     Int.Pd - Interest Paid',
      ].map((text) => ({ cells: [{ text, x: g.left, size: g.size - 1 }] })),
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true },
      { kind: 'space', height: g.lineHeight },
      legends,
    ],
    {
      pageHeader: (p) => [
        [
          { text: `${bank}  Account Number: ${acct}`, x: g.left, bold: true },
          { text: `Page ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: 'This is a system-generated statement and does not require a signature.',
            x: g.left,
            size: g.size - 2,
          },
        ],
        [
          {
            text: `Page ${p} of ${n}`,
            x: (g.left + g.right) / 2,
            align: 'center',
            size: g.size - 0.5,
          },
        ],
      ],
    },
  );
  return { family: 'in-private-serial', spec, statements: [st] };
};
