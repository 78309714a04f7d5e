/**
 * Nigerian current account (GTBank / Access / Zenith-like) "Customer Statement": NUBAN account
 * number, "Period: 01-Jan-2024 To 31-Jan-2024", Opening Balance, Total Withdrawals, Total
 * Lodgements and Closing Balance in the header, then Trans. Date | Value Date | Reference |
 * Debits | Credits | Balance | Remarks with the REMARKS (the description) LAST, after the money,
 * wrapping over several lines; "05-Jan-2024" dates; naira amounts in the thousands; every NIP
 * transfer out followed by its COMMISSION and VAT (7.5%) rows, the Electronic Money Transfer Levy
 * (N50) on credits of N10,000 or more, and monthly SMS ALERT CHARGES. An OPENING BALANCE row.
 */
import { docSpec, type FamilyFn, geometry, periodFor, rowsFor, totals } from '../../families.ts';
import { EN, formatDate, formatMinor } from '../../format.ts';
import { type Block, type Column, type Row, textWidth } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import {
  digits,
  legalFooter,
  runBalances,
  statementOf,
  tx,
  txRow,
  word,
} from '../blind-3/common.ts';
import { brandLine, labelValue, localActivity } from './kit.ts';

const BANKS = [
  'ACCESS BANK',
  'ZENITH BANK',
  'FIRST BANK',
  'UBA',
  'OPAY',
  'KUDA MFB',
  'MONIEPOINT MFB',
];

function ngDescribe(rng: Rng, credit: boolean): string {
  const r = rng.next();
  const who = `${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  if (credit) {
    if (r < 0.3)
      return `SALARY ${word(rng).toUpperCase()} NIGERIA LTD ${rng.pick(['JAN', 'FEB', 'MAR', 'APR'])} PAYROLL`;
    if (r < 0.8) return `NIP TRANSFER FROM ${who} / ${rng.pick(BANKS)} REF:${digits(rng, 18)}`;
    return `CASH DEPOSIT ${rng.pick(['LEKKI', 'IKEJA', 'VI', 'ABUJA WUSE'])} BRANCH`;
  }
  if (r < 0.35)
    return `NIP TRANSFER TO ${who} / ${rng.pick(BANKS)} ${rng.pick(['RENT', 'UPKEEP', 'SCHOOL FEES', 'GIFT', ''])}`.trim();
  if (r < 0.55)
    return `POS PURCHASE @ ${rng.pick(['SHOPRITE', 'SPAR', 'JUMIA', 'CHICKEN REPUBLIC', 'TOTAL ENERGIES'])} ${rng.pick(['LEKKI', 'IKEJA', 'SURULERE', 'WUSE'])} LANG`;
  if (r < 0.7)
    return `ATM WDL @ ${rng.pick(['GTB', 'FBN', 'ACCESS', 'UBA'])} ATM ${rng.pick(['ALLEN AVENUE', 'ADMIRALTY WAY', 'BROAD STREET'])} ${digits(rng, 6)}`;
  if (r < 0.85)
    return `AIRTIME ${rng.pick(['MTN', 'GLO', 'AIRTEL', '9MOBILE'])} 0${rng.pick(['803', '805', '802', '809'])}${digits(rng, 7)}`;
  return `${rng.pick(['DSTV', 'IKEDC PREPAID', 'EKEDC', 'SPECTRANET', 'LAWMA'])} PAYMENT ${digits(rng, 10)}`;
}

export const ngCurrentCharges: FamilyFn = (rng, o) => {
  const g = geometry(rng, rng.pick(['a4', 'letter'] as const));
  const count = rowsFor(rng, g, o.pages, 1.9);
  const { start, end } = periodFor(rng, count);
  const { txs: plain, opening } = localActivity(rng, {
    start,
    end,
    count: Math.max(2, Math.round(count * 0.7)),
    floor: 0,
    creditShare: 0.3,
    openingRange: [20_000, 3_000_000],
    factor: 200, // naira
  });
  const txs: SynthTx[] = [];
  let bal = opening;
  const push = (t: SynthTx) => {
    txs.push(t);
    bal += t.amount;
  };
  for (const t of plain) {
    if (bal + t.amount < 0) t.amount = -t.amount;
    t.description = ngDescribe(rng, t.amount > 0);
    push(t);
    if (t.amount < 0 && t.description.startsWith('NIP TRANSFER TO') && rng.chance(0.7)) {
      const fee = -t.amount <= 500_000 ? 1_000 : -t.amount <= 5_000_000 ? 2_500 : 5_000;
      push(tx(t.date, 'COMMISSION ON NIP TRANSFER', -fee));
      push(tx(t.date, 'VAT ON NIP TRANSFER COMMISSION', -Math.round(fee * 0.075)));
    }
    if (t.amount >= 1_000_000) push(tx(t.date, 'ELECTRONIC MONEY TRANSFER LEVY', -5_000));
  }
  push(
    tx(
      end,
      `SMS ALERT CHARGES ${formatDate(start, 'MMM YYYY').toUpperCase()}`,
      -rng.int(8, 40) * 400,
    ),
  );
  runBalances(txs, opening);
  const bank = rng.pick([
    `${word(rng)} Trust Bank Plc`,
    `${word(rng).toUpperCase()} BANK PLC`,
    `${word(rng)} Bank Nigeria Limited`,
  ]);
  const holder = `${word(rng).toUpperCase()} ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  const acct = `0${digits(rng, 9)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: rng.pick(['Current Account', 'Savings Account', 'Salary Account']),
    currency: 'NGN',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, EN);
  const bal2 = (v: number) => `${v < 0 ? '-' : ''}${m(v)}`;
  const fd = (iso: string) => formatDate(iso, 'DD-MMM-YYYY');
  // remarks after the money columns: dates, reference, three money columns, then the text
  const dateW = textWidth(g.font, '28-Dec-2024', g.size) + 8;
  const refW = textWidth(g.font, '0000000000', g.size) + 8;
  const moneyW = Math.max(62, textWidth(g.font, '99,999,999.99', g.size) + 10);
  const x0 = g.left;
  const debitsX = x0 + dateW * 2 + refW + moneyW;
  const remarksX = debitsX + moneyW * 2 + 12;
  const cols: Column[] = [
    { key: 'date', header: ['Trans.', 'Date'], x: x0, align: 'left' },
    { key: 'vdate', header: ['Value', 'Date'], x: x0 + dateW, align: 'left' },
    { key: 'ref', header: ['', 'Reference'], x: x0 + dateW * 2, align: 'left' },
    { key: 'out', header: ['', 'Debits'], x: debitsX, align: 'right' },
    { key: 'in', header: ['', 'Credits'], x: debitsX + moneyW, align: 'right' },
    { key: 'balance', header: ['', 'Balance'], x: debitsX + moneyW * 2, align: 'right' },
    { key: 'desc', header: ['', 'Remarks'], x: remarksX, align: 'left', width: g.right - remarksX },
  ];
  const rows: Row[] = [
    { cells: { date: fd(start), desc: 'OPENING BALANCE', balance: bal2(opening) }, bold: true },
  ];
  for (const t of txs) {
    t.postDate = t.date;
    rows.push(
      txRow(
        st,
        t,
        {
          date: fd(t.date),
          vdate: fd(t.date),
          ref: digits(rng, rng.pick([8, 10])),
          [t.amount < 0 ? 'out' : 'in']: m(Math.abs(t.amount)),
          balance: bal2(t.balance),
        },
        t.balance,
      ),
    );
  }
  const closing = txs[txs.length - 1]!.balance;
  const lx = g.left + (g.right - g.left) * 0.5;
  const kv = labelValue(lx, g.right);
  const header: Block = {
    kind: 'lines',
    lines: [
      brandLine(g, bank, 'Customer Statement', { bankSize: 6, titleSize: 2 }),
      { cells: [{ text: holder, x: g.left, bold: true }, ...kv('Account No', acct)] },
      {
        cells: [
          { text: `${rng.int(1, 80)} ${word(rng).toUpperCase()} STREET`, x: g.left },
          ...kv('Currency', 'NGN'),
        ],
      },
      {
        cells: [
          {
            text: `${rng.pick(['LEKKI PHASE 1', 'IKEJA GRA', 'GARKI', 'GBAGADA'])}, ${rng.pick(['LAGOS', 'ABUJA', 'PORT HARCOURT'])}`,
            x: g.left,
          },
          ...kv('Period', `${fd(start)} To ${fd(end)}`),
        ],
      },
      { cells: kv('Opening Balance', bal2(opening)) },
      {
        cells: kv('Total Withdrawals', m(totals(txs).moneyOut)),
      },
      {
        cells: kv('Total Lodgements', m(totals(txs).moneyIn)),
      },
      { cells: kv('Closing Balance', bal2(closing)), gapAfter: g.lineHeight },
    ],
  };
  const spec = docSpec(
    g,
    [header, { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true }],
    {
      pageHeader: (p) => [
        [
          { text: `${bank}  Customer Statement  ${acct}`, x: g.left, bold: true },
          { text: `Page ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `${bank} is licensed by the Central Bank of Nigeria. Deposits are insured by the NDIC within the prescribed limits.`,
        (p, n) => `Page ${p} of ${n}`,
        'center',
      ),
    },
  );
  return { family: 'ng-current-charges', spec, statements: [st] };
};
