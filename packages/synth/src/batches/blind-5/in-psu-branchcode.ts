/**
 * An Indian public-sector bank's account statement (Canara Bank / Bank of Baroda-like, from
 * internet banking): "Statement for A/c 0123101012345 Between 01-Mar-2024 and 31-Mar-2024",
 * a key/value customer block with branch, IFSC and the opening balance, then Txn Date | Value
 * Date | Cheque No. | Description | Branch Code | Debit | Credit | Balance where the
 * transaction date carries its time on a second line ("01-03-2024" / "10:15:32"), amounts and
 * balances print with no thousands separator at all ("125000.00"), descriptions are
 * slash-separated UPI/NEFT/IMPS narrations that wrap, SMS and debit-card charges and a
 * quarterly "SB INT" credit; some downloads list the newest transaction first. A closing
 * summary (Total Debit, Total Credit, Closing Balance) ends the statement.
 */
import {
  docSpec,
  type FamilyFn,
  geometry,
  periodFor,
  rowsFor,
  totals,
  truthTx,
} from '../../families.ts';
import { formatDate } from '../../format.ts';
import { type Block, type Column, type Row, textWidth } from '../../layout.ts';
import type { Rng } from '../../prng.ts';
import { digits, hardWrap, runBalances, statementOf, tx, word } from '../blind-3/common.ts';
import { city, ifsc, person } from '../blind-3/in-words.ts';
import { localActivity } from '../blind-4/kit.ts';
import { plain } from './kit.ts';

function psuNarration(rng: Rng, credit: boolean): string {
  const r = rng.next();
  if (credit) {
    if (r < 0.35)
      return `UPI/CR/${digits(rng, 12)}/${person(rng)}/${ifsc(rng).slice(0, 4)}/${word(rng).toLowerCase()}@${rng.pick(['okaxis', 'ybl', 'oksbi'])}/UPI`;
    if (r < 0.6)
      return `NEFT CR-${ifsc(rng)}-${word(rng).toUpperCase()} ${rng.pick(['PENSION', 'SALARY', 'GOVT OF INDIA'])}`;
    if (r < 0.8) return `IMPS-CR-${digits(rng, 12)}-${person(rng)}`;
    return `CASH DEPOSIT-${city(rng)} BRANCH`;
  }
  if (r < 0.45)
    return `UPI/DR/${digits(rng, 12)}/${rng.pick(['SWIGGY', 'PHONEPE', 'KIRANA STORE', 'IRCTC', 'BSNL', person(rng)])}/${ifsc(rng).slice(0, 4)}/${word(rng).toLowerCase()}@${rng.pick(['paytm', 'ybl', 'okhdfcbank'])}/Payment`;
  if (r < 0.6) return `ATM WDL/${digits(rng, 6)}/${city(rng)}`;
  if (r < 0.72) return `IMPS-DR-${digits(rng, 12)}-${person(rng)}`;
  if (r < 0.82)
    return `POS/${rng.pick(['DMART', 'RELIANCE FRESH', 'HP PETROL PUMP', 'APOLLO PHARMACY'])}/${city(rng)}`;
  if (r < 0.9) return `CHQ PAID-CTS-${person(rng)}`;
  return `LIC PREMIUM-${digits(rng, 9)}`;
}

export const inPsuBranchcode: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowsFor(rng, g, o.pages, 2.4);
  const { start, end } = periodFor(rng, count);
  const { txs, opening } = localActivity(rng, {
    start,
    end,
    count,
    floor: 0,
    openingRange: [5_000, 500_000],
    factor: 30,
  });
  for (const t of txs) t.description = psuNarration(rng, t.amount > 0);
  if (rng.chance(0.6))
    txs.push(
      tx(
        end,
        `SMS CHARGES FOR QTR ${formatDate(start, 'MM-YYYY')}`,
        -rng.pick([1_770, 2_000, 1_500]),
      ),
    );
  if (rng.chance(0.4))
    txs.push(tx(end, 'DEBIT CARD ANNUAL FEE INCL GST', -rng.pick([17_700, 23_600])));
  txs.push(
    tx(
      end,
      `SB INT ${formatDate(start, 'DD-MM-YY')} TO ${formatDate(end, 'DD-MM-YY')}`,
      rng.int(500, 90_000),
    ),
  );
  runBalances(txs, opening);
  const newest = rng.chance(0.5);
  const bank = rng.pick([
    `${word(rng).toUpperCase()} BANK`,
    `Bank of ${word(rng)}`,
    `${word(rng)} Gramin Bank`,
  ]);
  const holder = person(rng);
  const acct = `${digits(rng, 4)}10${digits(rng, 7)}`;
  const branchCode = digits(rng, 4);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'SB-GENERAL',
    currency: 'INR',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const fd = (iso: string) => formatDate(iso, 'DD-MM-YYYY');
  const dw = textWidth(g.font, '00-00-0000', g.size) + 8;
  const moneyW = Math.max(textWidth(g.font, '9999999.99', g.size) + 10, 54);
  const bal = g.right;
  const cr = bal - moneyW - 4;
  const dr = cr - moneyW;
  const bc = dr - moneyW - 2;
  const cols: Column[] = [
    { key: 'date', header: ['Txn Date'], x: g.left, align: 'left' },
    { key: 'vdate', header: ['Value', 'Date'], x: g.left + dw, align: 'left' },
    { key: 'chq', header: ['Cheque', 'No.'], x: g.left + 2 * dw, align: 'left' },
    {
      key: 'desc',
      header: ['Description'],
      x: g.left + 2 * dw + textWidth(g.font, '000000', g.size) + 10,
      align: 'left',
    },
    { key: 'bc', header: ['Branch', 'Code'], x: bc, align: 'left' },
    { key: 'out', header: ['Debit'], x: dr, align: 'right' },
    { key: 'in', header: ['Credit'], x: cr, align: 'right' },
    { key: 'balance', header: ['Balance'], x: bal, align: 'right' },
  ];
  const desc = cols[3]!;
  desc.width = bc - desc.x - 8;
  const order = newest ? [...txs].reverse() : txs;
  const rows: Row[] = order.map((t) => {
    t.description = hardWrap(g.font, t.description, g.size, desc.width!);
    const truth = truthTx(t, t.description, t.balance);
    st.transactions.push(truth);
    const time = `${String(rng.int(0, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const cheque = t.description.startsWith('CHQ PAID') ? digits(rng, 6) : '';
    return {
      cells: {
        date: fd(t.date),
        vdate: fd(t.date),
        chq: cheque,
        desc: t.description,
        bc: rng.chance(0.7) ? branchCode : digits(rng, 4),
        [t.amount < 0 ? 'out' : 'in']: plain(t.amount),
        balance: plain(t.balance),
      },
      extra: [{ date: time }],
      tx: truth,
      balanceAfter: t.balance,
    };
  });
  const closing = txs[txs.length - 1]!.balance;
  const { moneyIn, moneyOut } = totals(txs);
  const lx = g.left + (g.right - g.left) * 0.5;
  const kv = (l: string, v: string, x: number) => [
    { text: l, x },
    { text: `: ${v}`, x: x + 82 },
  ];
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: (g.left + g.right) / 2, align: 'center', bold: true, size: g.size + 7 },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
      {
        cells: [
          {
            text: `Statement for A/c ${acct} Between ${formatDate(start, 'DD-MMM-YYYY')} and ${formatDate(end, 'DD-MMM-YYYY')}`,
            x: (g.left + g.right) / 2,
            align: 'center',
            bold: true,
          },
        ],
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          ...kv('Customer Name', holder, g.left),
          ...kv('Branch Name', `${city(rng)} MAIN`, lx),
        ],
      },
      {
        cells: [
          ...kv('Address', `${rng.int(1, 300)} ${word(rng).toUpperCase()} COLONY`, g.left),
          ...kv('Branch Code', branchCode, lx),
        ],
      },
      {
        cells: [
          { text: `${city(rng)} ${digits(rng, 6)}`, x: g.left + 90 },
          ...kv('IFSC Code', `${bank.slice(0, 4).toUpperCase()}000${branchCode}`, lx),
        ],
      },
      { cells: [...kv('Product', 'SB-GENERAL', g.left), ...kv('Currency', 'INR', lx)] },
      {
        cells: [
          ...kv('Opening Balance', plain(opening), g.left),
          ...kv('A/c Status', 'ACTIVE', lx),
        ],
        gapAfter: g.lineHeight,
      },
    ],
  };
  const after: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: 'Total Debit', x: lx },
          { text: plain(moneyOut), x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Total Credit', x: lx },
          { text: plain(moneyIn), x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Closing Balance', x: lx, bold: true },
          { text: plain(closing), x: g.right, align: 'right', bold: true },
        ],
      },
      { cells: [{ text: '** END OF STATEMENT **', x: (g.left + g.right) / 2, align: 'center' }] },
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true },
      { kind: 'space', height: g.lineHeight },
      after,
    ],
    {
      footer: (p, n) => [
        [
          {
            text: 'Computer generated statement; no signature required. Please report any discrepancy to your branch at once.',
            x: g.left,
            size: g.size - 2.5,
          },
        ],
        [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 0.5 }],
      ],
    },
  );
  return { family: 'in-psu-branchcode', spec, statements: [st] };
};
