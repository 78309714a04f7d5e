/**
 * An Australian business transaction account (CommBank / NAB / Westpac business-like): ABN
 * and business name, BSB and account number, "Period 1 Mar 2025 - 31 Mar 2025", then Date |
 * Transaction | Debit | Credit | Balance with "03 Mar" dates (no year) and every balance
 * followed by "CR" or "DR" (the account has an overdraft limit and may dip into it). OPENING
 * BALANCE and CLOSING BALANCE rows inside the table (not transactions), card-terminal merchant
 * settlement credits, merchant fees and account fees with "incl GST" amounts in the
 * description, ATO BAS payments, payroll and supplier BPAY payments.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  statementOf,
  tx,
  txRow,
  word,
} from '../blind-3/common.ts';
import { calendarPeriod } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { crdr, liftOpening, logAmount, scatter } from './kit.ts';

const gstOf = (minor: number) => Math.round(Math.abs(minor) / 11);

function describe(rng: Rng, credit: boolean, amount: number, mid: string): string {
  if (credit)
    return rng.pick([
      `MERCHANT SETTLEMENT ${mid} ${rng.pick(['TYRO', 'SQUARE AU', 'EFTPOS'])}`,
      `MERCHANT SETTLEMENT ${mid}`,
      `Direct Credit ${digits(rng, 6)} ${word(rng).toUpperCase()} PTY LTD INV${digits(rng, 4)}`,
      `Transfer from ${word(rng).toUpperCase()} CommBank app`,
    ]);
  return rng.pick([
    `BPAY ${word(rng).toUpperCase()} SUPPLIES ${digits(rng, 8)}`,
    `Direct Debit ${digits(rng, 6)} ${rng.pick(['TELSTRA', 'ORIGIN ENERGY', 'XERO AUSTRALIA', 'ALLIANZ INSURANCE'])}`,
    `PAYROLL ${word(rng).toUpperCase()} ${word(rng).toUpperCase()} NetBank`,
    `Transfer to ${word(rng).toUpperCase()} PTY LTD NetBank INV ${digits(rng, 5)}`,
    `Card ${digits(rng, 4)} ${rng.pick(['BUNNINGS', 'OFFICEWORKS', 'AMPOL', 'WOOLWORTHS'])} ${rng.pick(['SYDNEY', 'PARRAMATTA', 'CHATSWOOD', 'BRISBANE'])}`,
    `MERCHANT FEE ${mid} incl GST $${formatMinor(gstOf(amount), EN)}`,
  ]);
}

export const auBusinessCrdr: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.3, 110);
  const { start, end } = calendarPeriod(rng, count > 60 ? 2 : 1);
  const mid = `${digits(rng, 8)}`;
  const txs: SynthTx[] = scatter(rng, start, end, count, (date) => {
    const credit = rng.chance(0.4);
    const amount = credit ? logAmount(rng, 5_000, 1_200_000) : logAmount(rng, 1_000, 900_000);
    return tx(date, describe(rng, credit, amount, mid), credit ? amount : -amount);
  });
  if (rng.chance(0.6)) {
    const bas = tx(
      `${end.slice(0, 8)}${rng.pick(['21', '28'])}`,
      `ATO BAS PAYMENT ${digits(rng, 12)}`,
      -logAmount(rng, 100_000, 2_500_000, 100),
    );
    const at = txs.findIndex((t) => t.date > bas.date);
    txs.splice(at < 0 ? txs.length : at, 0, bas);
  }
  const fee = rng.pick([1_000, 2_000, 1_500]);
  txs.push(tx(end, `Account Fee incl GST $${formatMinor(gstOf(fee), EN)}`, -fee));
  const limit = rng.pick([0, 1_000_000, 2_500_000, 5_000_000]);
  const opening = liftOpening(txs, rng.int(-limit / 2, 2_000_000), -limit, 100);
  const bank = rng.pick([
    `${word(rng)} Bank of Australia`,
    `${word(rng)} Australia Bank`,
    `${word(rng)}pac Banking Corporation`,
  ]);
  const holder = `${word(rng).toUpperCase()} ${rng.pick(['PTY LTD', 'HOLDINGS PTY LTD', 'TRADING PTY LTD'])}`;
  const bsb = `${digits(rng, 2).replace(/^./, '0')}${rng.int(1, 9)}-${digits(rng, 3)}`;
  const acct = `${bsb} ${digits(rng, 8)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Business Transaction Account',
    currency: 'AUD',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const f = (v: number) => formatMinor(v, EN);
  const money = (v: number) => `$${crdr(v, EN)}`;
  const d = (iso: string) => formatDate(iso, 'DD MMM');
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], 46]],
    desc: ['Transaction'],
    money: [
      ['out', ['Debit']],
      ['in', ['Credit']],
      ['balance', ['Balance']],
    ],
    moneyWidth: 74,
  });
  const closing = txs.at(-1)!.balance;
  const rows: Row[] = [
    { cells: { date: d(start), desc: 'OPENING BALANCE', balance: money(opening) }, bold: true },
    ...txs.map((t) =>
      txRow(
        st,
        t,
        {
          date: d(t.date),
          out: t.amount < 0 ? f(-t.amount) : '',
          in: t.amount > 0 ? f(t.amount) : '',
          balance: money(t.balance),
        },
        t.balance,
      ),
    ),
    { cells: { date: d(end), desc: 'CLOSING BALANCE', balance: money(closing) }, bold: true },
  ];
  const range = `${formatDate(start, 'D MMM YYYY')} - ${formatDate(end, 'D MMM YYYY')}`;
  const boxX = g.left + (g.right - g.left) * 0.52;
  const kv = (l: string, v: string) => [
    { text: l, x: boxX },
    { text: v, x: g.right, align: 'right' as const },
  ];
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 5 },
          { text: 'Business Transaction Account', x: g.right, align: 'right', bold: true },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      { cells: [{ text: holder, x: g.left }, ...kv('Period', range)] },
      {
        cells: [
          {
            text: `ABN ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`,
            x: g.left,
          },
          ...kv('BSB / Account number', acct),
        ],
      },
      {
        cells: [
          { text: `${rng.int(1, 400)} ${word(rng)} St`, x: g.left },
          ...kv('Opening balance', money(opening)),
        ],
      },
      {
        cells: [
          { text: `${word(rng).toUpperCase()} NSW ${rng.int(2000, 2999)}`, x: g.left },
          ...kv('Total debits', `$${f(-sumOf(txs, (t) => t.amount < 0))}`),
        ],
      },
      { cells: kv('Total credits', `$${f(sumOf(txs, (t) => t.amount > 0))}`) },
      { cells: kv('Closing balance', money(closing)) },
      { cells: kv('Overdraft limit', `$${f(limit)}`), gapAfter: g.lineHeight * 0.5 },
    ],
  };
  const spec = docSpec(
    g,
    [header, { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true }],
    {
      pageHeader: (p) => [
        [
          { text: `${holder}  ${acct}  ${range}`, x: g.left },
          { text: `Page ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `${bank} ABN ${digits(rng, 11)} AFSL and Australian credit licence ${digits(rng, 6)}.`,
        (p, n) => `Page ${p} of ${n}`,
      ),
    },
  );
  return { family: 'au-business-crdr', spec, statements: [st] };
};
