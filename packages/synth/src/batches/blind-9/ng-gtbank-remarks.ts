/**
 * A Nigerian bank's customer statement (GTBank-like export): an account summary box (Opening
 * Balance, Total Debit, Total Credit, Closing Balance, Cleared and Uncleared Balance) above
 * Trans. Date | Reference | Value Date | Debits | Credits | Balance | Remarks, the REMARKS last
 * after the balance and wrapping; "05-Mar-2025" dates, NGN with comma thousands, no opening row
 * in the table. Transfers out via the app followed by their NIP charge and the 7.5 % VAT on it,
 * card maintenance fee and SMS alert charges each with their VAT row, and the N50 stamp duty on
 * each credit of N10,000 or more (dated with the credit). References like "'GT1234567890".
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { EN, formatDate, formatMinor } from '../../format.ts';
import { type Block, type Column, type Row, textWidth } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { person } from '../blind-1/kit.ts';
import { digits, legalFooter, statementOf, tx, txRow, word } from '../blind-3/common.ts';
import { calendarPeriod } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from './kit.ts';

const vatOf = (fee: number) => Math.round(fee * 0.075);

function remarks(rng: Rng, credit: boolean, date: string): string {
  const who = person(rng);
  if (credit)
    return rng.pick([
      `TRANSFER FROM ${who} - ${rng.pick(['GTWORLD', 'NIP', 'USSD'])} - ${digits(rng, 12)}`,
      `${word(rng).toUpperCase()} NIGERIA LTD SALARY ${formatDate(date, 'MMMM').toUpperCase()} PAYMENT`,
      `CASH DEPOSIT BY ${who}`,
      `NIP TRANSFER FROM ${rng.pick(['OPAY', 'KUDA MFB', 'ACCESS BANK', 'ZENITH BANK'])}/${who}`,
    ]);
  return rng.pick([
    `POS PURCHASE ${rng.pick(['SHOPRITE', 'SPAR', 'FILLING STATION', 'CHICKEN REPUBLIC'])} ${rng.pick(['LEKKI', 'IKEJA', 'ABUJA', 'VI'])} NG`,
    `AIRTIME ${rng.pick(['MTN', 'AIRTEL', 'GLO'])} ${digits(rng, 11).replace(/^./, '0')}`,
    `ATM WDL ${rng.pick(['GTB', 'FBN', 'UBA'])} ${rng.pick(['LEKKI', 'IKEJA', 'YABA'])} ${digits(rng, 6)}`,
    `${rng.pick(['DSTV', 'IKEDC', 'EKEDC', 'LAWMA'])} BILL PAYMENT ${digits(rng, 10)}`,
  ]);
}

export const ngGtbankRemarks: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.9, 60);
  const { start, end } = calendarPeriod(rng, count > 30 ? 2 : 1);
  const txs: SynthTx[] = scatter(rng, start, end, count, (date) => {
    const credit = rng.chance(0.35);
    if (credit) {
      const amount = logAmount(rng, 500_000, 150_000_000, 100);
      const t = tx(date, remarks(rng, true, date), amount);
      return amount >= 1_000_000
        ? [t, tx(date, 'STAMP DUTY CHARGE ON CREDIT TRANSACTION', -5_000)]
        : t;
    }
    if (rng.chance(0.4)) {
      const amount = logAmount(rng, 100_000, 50_000_000, 100);
      const t = tx(
        date,
        `TRANSFER TO ${person(rng)} - ${rng.pick(['GTWORLD', 'INTERNET BANKING'])} - ${rng.pick(['ACCESS BANK', 'FIRST BANK', 'OPAY', 'MONIEPOINT MFB'])}`,
        -amount,
      );
      const fee = amount <= 500_000 ? 1_000 : amount <= 5_000_000 ? 2_500 : 5_000;
      return [t, tx(date, 'NIP CHARGE', -fee), tx(date, 'VAT ON NIP CHARGE', -vatOf(fee))];
    }
    return tx(date, remarks(rng, false, date), -logAmount(rng, 20_000, 8_000_000, 100));
  });
  const mfee = rng.pick([5_000, 10_000]);
  txs.push(
    tx(end, 'CARD MAINTENANCE FEE', -mfee),
    tx(end, 'VAT ON CARD MAINTENANCE FEE', -vatOf(mfee)),
  );
  const sms = rng.int(5, 40) * 400;
  txs.push(tx(end, 'SMS ALERT CHARGES', -sms), tx(end, 'VAT ON SMS ALERT CHARGES', -vatOf(sms)));
  const opening = liftOpening(txs, rng.int(100_000, 50_000_000), 0);
  const bank = rng.pick([
    `${word(rng)} Trust Bank`,
    `${word(rng)} Bank Plc`,
    `${word(rng)} Bank Nigeria`,
  ]);
  const holder = person(rng);
  const acct = digits(rng, 10).replace(/^./, '0');
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Current Account',
    currency: 'NGN',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const f = (v: number) => formatMinor(v, EN);
  const d = (iso: string) => formatDate(iso, 'DD-MMM-YYYY');
  const moneyW = Math.max(56, textWidth(g.font, '9,999,999.99', g.size) + 8);
  const refW = textWidth(g.font, "'GT1234567890", g.size) + 6;
  const dateW = textWidth(g.font, '28-Sep-2025', g.size) + 6;
  let x = g.left;
  const col = (key: string, header: string[], w: number, align: 'left' | 'right'): Column => {
    const c: Column = { key, header, x: align === 'left' ? x : x + w, align };
    x += w;
    return c;
  };
  const cols: Column[] = [
    col('date', ['Trans.', 'Date'], dateW, 'left'),
    col('ref', ['Reference'], refW, 'left'),
    col('vdate', ['Value', 'Date'], dateW, 'left'),
    col('out', ['Debits'], moneyW, 'right'),
    col('in', ['Credits'], moneyW, 'right'),
    col('balance', ['Balance'], moneyW, 'right'),
  ];
  x += 12;
  cols.push({ key: 'desc', header: ['Remarks'], x, align: 'left', width: g.right - x });
  const rows: Row[] = txs.map((t) =>
    txRow(
      st,
      t,
      {
        date: d(t.date),
        ref: `'${rng.pick(['GT', 'FT', 'S'])}${digits(rng, 10)}`,
        vdate: d(t.date),
        out: t.amount < 0 ? f(-t.amount) : '',
        in: t.amount > 0 ? f(t.amount) : '',
        balance: f(t.balance),
      },
      t.balance,
    ),
  );
  const closing = txs.at(-1)!.balance;
  const uncleared = rng.chance(0.3) ? rng.int(1, 50) * 100_000 : 0;
  const kv = (l: string, v: string) => ({
    cells: [
      { text: l, x: g.left },
      { text: v, x: g.left + 190, align: 'right' as const },
    ],
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          { text: 'Customer Statement', x: g.right, align: 'right', bold: true, size: g.size + 2 },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: holder, x: g.left },
          { text: `Account No: ${acct}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `${rng.int(1, 80)} ${word(rng)} Street, ${rng.pick(['Lekki', 'Ikeja', 'Surulere', 'Wuse II'])}`,
            x: g.left,
          },
          { text: 'Currency: NGN', x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `Print Date: ${d(end)}`, x: g.left },
          { text: `Period: ${d(start)} To ${d(end)}`, x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
      kv('Opening Balance', f(opening)),
      kv('Total Debit', f(-sumOf(txs, (t) => t.amount < 0))),
      kv('Total Credit', f(sumOf(txs, (t) => t.amount > 0))),
      kv('Closing Balance', f(closing)),
      kv('Cleared Balance', f(closing - uncleared)),
      { ...kv('Uncleared Balance', f(uncleared)), gapAfter: g.lineHeight * 0.5 },
    ],
  };
  const spec = docSpec(
    g,
    [header, { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true }],
    {
      pageHeader: (p) => [
        [
          { text: `${holder}  ${acct}`, x: g.left },
          { text: `Page ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `${bank} is licensed by the Central Bank of Nigeria. Deposits insured by NDIC.`,
        (p, n) => `Page ${p} of ${n}`,
      ),
    },
  );
  return { family: 'ng-gtbank-remarks', spec, statements: [st] };
};
