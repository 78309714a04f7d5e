/**
 * Malaysian current / savings account (Maybank-like): bilingual Malay / English labels, only the
 * statement date printed ("TARIKH PENYATA / STATEMENT DATE : 31/01/24", a calendar-month
 * statement), ENTRY DATE | VALUE DATE | TRANSACTION DESCRIPTION | TRANSACTION AMOUNT | STATEMENT
 * BALANCE with DD/MM/YY dates, every amount followed by its sign ("1,234.56-" debit, "500.00+"
 * credit), descriptions over two or three lines (type, counterparty, reference) with the money
 * on the first, a BEGINNING BALANCE row, ENDING BALANCE / TOTAL CREDIT / TOTAL DEBIT lines after
 * the table, and a PIDM line and "MUKA / PAGE" on every page.
 */
import { docSpec, type FamilyFn, geometry, rowsFor, totals } from '../../families.ts';
import { EN, formatDate, formatMinor } from '../../format.ts';
import { type Block, type Column, type Row, textWidth } from '../../layout.ts';
import { generateTransactions } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { digits, legalFooter, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow, marked } from './kit.ts';

function myDescribe(rng: Rng, credit: boolean): string[] {
  const r = rng.next();
  const name = `${word(rng).toUpperCase()} BIN ${word(rng).toUpperCase()}`;
  if (credit) {
    if (r < 0.3) return ['SALARY CREDIT', `${word(rng).toUpperCase()} SDN BHD`];
    if (r < 0.6)
      return [
        'TRANSFER FR A/C',
        `${name} *`,
        rng.pick(['duit raya', 'sewa rumah', 'makan', 'Fund Transfer']),
      ];
    if (r < 0.8)
      return [
        'IBG CREDIT',
        `${word(rng).toUpperCase()} ${rng.pick(['ENTERPRISE', 'TRADING', 'SDN BHD'])}`,
        `REF ${digits(rng, 10)}`,
      ];
    if (r < 0.9) return ['DUITNOW TRSF CR', name];
    return ['PROFIT PAID'];
  }
  if (r < 0.25)
    return [
      'SALE DEBIT',
      `${rng.pick(['TESCO LOTUS', 'AEON BIG', 'MYDIN', 'GIANT', '99 SPEEDMART', 'PETRONAS'])} ${rng.pick(['KL', 'PJ', 'SHAH ALAM', 'PENANG', 'JB'])}`,
    ];
  if (r < 0.45)
    return [
      'FPX PAYMENT FR A/',
      `${rng.pick(['TNB', 'UNIFI', 'SHOPEE', 'LAZADA', 'CELCOM', 'AIR SELANGOR'])}`,
      `${digits(rng, 12)}`,
    ];
  if (r < 0.6)
    return ['TRANSFER TO A/C', `${name} *`, rng.pick(['sewa', 'loan', 'Fund Transfer', 'belanja'])];
  if (r < 0.72)
    return [
      'CASH WITHDRAWAL',
      `ATM ${digits(rng, 6)} ${rng.pick(['KLCC', 'MID VALLEY', 'BANGSAR', 'IPOH'])}`,
    ];
  if (r < 0.84)
    return [
      'DUITNOW QR',
      `${rng.pick(['MAMAK', 'KEDAI RUNCIT', 'GRAB', 'TOUCH N GO'])} ${digits(rng, 6)}`,
    ];
  if (r < 0.94)
    return [
      'DEBIT ADVICE',
      rng.pick(['HOUSING LOAN', 'INSURANS TAKAFUL', 'ASB FINANCING']),
      digits(rng, 12),
    ];
  return ['SERVICE CHARGE', rng.pick(['CHEQUE BOOK', 'ANNUAL DEBIT CARD FEE', 'STAMP DUTY'])];
}

export const myCurrentPlusminus: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowsFor(rng, g, o.pages, 2.6);
  const { start, end } = calendarPeriod(rng, 1);
  const opening = rng.int(50_000, 2_000_000);
  const txs = generateTransactions(rng, { locale: 'en', start, end, count, opening, floor: 0 });
  const printed = txs.map((t) => {
    const lines = myDescribe(rng, t.amount > 0);
    t.description = lines.join(' ');
    return lines;
  });
  const bank = rng.pick([
    `${word(rng)}bank Berhad`,
    `${word(rng).toUpperCase()} BANK BERHAD`,
    `Bank ${word(rng)} Berhad`,
  ]);
  const holder = `${word(rng).toUpperCase()} BIN ${word(rng).toUpperCase()}`;
  const acct = `${digits(rng, 6)}${rng.pick(['-', ''])}${digits(rng, 6)}`;
  const type = rng.pick(['SAVINGS ACCOUNT-i', 'CURRENT ACCOUNT', 'PREMIER 1 ACCOUNT']);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type,
    currency: 'MYR',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, EN);
  const fd = (iso: string) => formatDate(iso, 'DD/MM/YY');
  const amtX = g.right - rng.int(95, 115);
  const vdateX = g.left + textWidth(g.font, 'TARIKH MASUK', g.size, true) + 8;
  const descX = vdateX + textWidth(g.font, 'TARIKH NILAI', g.size, true) + 8;
  const cols: Column[] = [
    { key: 'date', header: ['TARIKH MASUK', 'ENTRY DATE'], x: g.left, align: 'left' },
    { key: 'vdate', header: ['TARIKH NILAI', 'VALUE DATE'], x: vdateX, align: 'left' },
    {
      key: 'desc',
      header: ['BUTIR URUSNIAGA', 'TRANSACTION DESCRIPTION'],
      x: descX,
      align: 'left',
      width: amtX - descX - 100,
    },
    { key: 'amount', header: ['JUMLAH URUSNIAGA', 'TRANSACTION AMOUNT'], x: amtX, align: 'right' },
    { key: 'balance', header: ['BAKI PENYATA', 'STATEMENT BALANCE'], x: g.right, align: 'right' },
  ];
  const rows: Row[] = [{ cells: { desc: 'BEGINNING BALANCE', balance: m(opening) } }];
  txs.forEach((t, i) => {
    rows.push(
      linesRow(
        st,
        t,
        printed[i]!,
        { date: fd(t.date), vdate: fd(t.date) },
        { amount: marked(t.amount, EN, ['-', '+']), balance: m(t.balance) },
        t.balance,
      ),
    );
  });
  const closing = txs.length ? txs[txs.length - 1]!.balance : opening;
  const { moneyIn, moneyOut } = totals(txs);
  const lx = g.left + (g.right - g.left) * 0.5;
  const kv = (label: string, value: string) => [
    { text: label, x: lx },
    { text: `: ${value}`, x: lx + 150 },
  ];
  const header: Block = {
    kind: 'lines',
    lines: [
      { cells: [{ text: bank, x: g.left, bold: true, size: g.size + 7 }], gapAfter: g.lineHeight },
      { cells: [{ text: holder, x: g.left, bold: true }, ...kv('TARIKH PENYATA', '')] },
      {
        cells: [
          {
            text: `NO ${rng.int(1, 99)} JALAN ${word(rng).toUpperCase()} ${rng.int(1, 30)}`,
            x: g.left,
          },
          { text: 'STATEMENT DATE', x: lx },
          { text: `: ${fd(end)}`, x: lx + 150 },
        ],
      },
      {
        cells: [{ text: `TAMAN ${word(rng).toUpperCase()}`, x: g.left }, ...kv('NOMBOR AKAUN', '')],
      },
      {
        cells: [
          {
            text: `${rng.int(40000, 88000)} ${rng.pick(['PETALING JAYA', 'KUALA LUMPUR', 'JOHOR BAHRU', 'IPOH'])}`,
            x: g.left,
          },
          { text: 'ACCOUNT NUMBER', x: lx },
          { text: `: ${acct}`, x: lx + 150 },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
      { cells: [{ text: type, x: g.left, bold: true }], gapAfter: g.lineHeight * 0.5 },
    ],
  };
  const after: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: 'ENDING BALANCE :', x: amtX - 130 },
          { text: m(closing), x: g.right, align: 'right', bold: true },
        ],
      },
      {
        cells: [
          { text: 'TOTAL CREDIT :', x: amtX - 130 },
          { text: m(moneyIn), x: amtX, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'TOTAL DEBIT :', x: amtX - 130 },
          { text: m(moneyOut), x: amtX, align: 'right' },
        ],
      },
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true },
      { kind: 'space', height: g.lineHeight * 0.5 },
      after,
    ],
    {
      pageHeader: (p) => [
        [
          { text: `${bank}   ${acct}`, x: g.left, bold: true },
          { text: `TARIKH PENYATA / STATEMENT DATE : ${fd(end)}`, x: g.right, align: 'right' },
        ],
        [{ text: `MUKA / PAGE : ${p}`, x: g.right, align: 'right' }],
      ],
      footer: legalFooter(
        g,
        `Dilindungi oleh PIDM setakat RM250,000 bagi setiap pendeposit. Protected by PIDM up to RM250,000 for each depositor.`,
        (p) => `MUKA / PAGE : ${p}`,
      ),
    },
  );
  return { family: 'my-current-plusminus', spec, statements: [st] };
};
