/**
 * A Ghanaian current account statement (GCB / Ecobank / Fidelity-like): "STATEMENT OF ACCOUNT",
 * account name and number, currency GHS, branch, "Period: 01-MAR-2024 to 31-MAR-2024", a summary
 * (opening balance, total debits, total credits, closing balance in "GH¢" (the cedi sign standard fonts can print) or "GHS"), then
 * Trans Date | Value Date | Narration | Debit | Credit | Balance with DD-MMM-YYYY dates, a
 * "BALANCE B/FWD" first row, narrations on two lines (the kind, then the counterparty and a
 * reference), mobile-money (MoMo) transfers to MTN / Telecel / AT wallets each followed by an
 * "E-LEVY" row (1 % of the transfer, the 2023–2024 rate), GhIPSS instant pay, POS and ATM rows,
 * SMS alert charges; no "closing" row: the summary carries it.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { person } from '../blind-1/kit.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  monthEnd,
  statementOf,
  tx,
  word,
} from '../blind-3/common.ts';
import { linesRow, localActivity } from '../blind-4/kit.ts';
import { rowCount, sumOf, withFollowers } from '../blind-7/kit.ts';

const WALLETS = ['MTN MOMO', 'TELECEL CASH', 'AT MONEY'];

function narration(rng: Rng, credit: boolean): string[] {
  const who = person(rng).replace(/ [A-Z] /, ' ');
  const phone = `0${rng.pick(['24', '54', '55', '20', '50', '26'])}${digits(rng, 7)}`;
  if (credit)
    return rng.pick([
      ['SALARY CREDIT', `${word(rng).toUpperCase()} GHANA LTD PAYROLL`],
      ['MOMO TO BANK', `${rng.pick(WALLETS)} ${phone} ${who}`],
      ['GHIPSS INSTANT PAY CR', `FROM ${who} REF ${digits(rng, 10)}`],
      ['CASH DEPOSIT', `BY ${who}`],
    ]);
  return rng.pick([
    ['BANK TO MOMO TRANSFER', `${rng.pick(WALLETS)} ${phone} ${who}`],
    ['BANK TO MOMO TRANSFER', `${rng.pick(WALLETS)} ${phone} REF ${digits(rng, 8)}`],
    [
      'POS PURCHASE',
      `${rng.pick(['MELCOM', 'SHOPRITE', 'MAX MART', 'GAME STORES', 'CHINA MALL', 'TOTALENERGIES'])} ${rng.pick(['ACCRA', 'KUMASI', 'TEMA', 'TAKORADI'])}`,
    ],
    [
      'ATM WITHDRAWAL',
      `ATM ${digits(rng, 4)} ${rng.pick(['OSU', 'ADUM', 'EAST LEGON', 'SPINTEX'])}`,
    ],
    ['GHIPSS INSTANT PAY DR', `TO ${who} REF ${digits(rng, 10)}`],
    [
      'BILL PAYMENT',
      `${rng.pick(['ECG PREPAID', 'GHANA WATER', 'DSTV GHANA', 'VODAFONE BROADBAND'])} ${digits(rng, 10)}`,
    ],
  ]);
}

export const ghBankStatement: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 2.4, 100);
  const start = `${rng.int(2023, 2024)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const end = monthEnd(start);
  const gen = localActivity(rng, {
    start,
    end,
    count,
    floor: 0,
    creditShare: 0.3,
    openingRange: [5_000, 300_000],
    factor: 12,
  });
  const lines = new Map<SynthTx, string[]>();
  for (const t of gen.txs) lines.set(t, narration(rng, t.amount > 0));
  const txs = withFollowers(gen.txs, gen.opening, (t) => {
    if (lines.get(t)![0] !== 'BANK TO MOMO TRANSFER' || -t.amount <= 10_000) return [];
    const levy = tx(t.date, '', -Math.round(-t.amount / 100));
    lines.set(levy, ['E-LEVY CHARGE', `1% ON ${formatMinor(-t.amount, EN)}`]);
    return [levy];
  });
  const sms = tx(end, '', -rng.pick([300, 450, 500]));
  lines.set(sms, ['SMS ALERT CHARGES', formatDate(end, 'MMM YYYY').toUpperCase()]);
  txs.push(sms);
  const low = Math.min(0, ...txs.map((t) => t.balance), txs.at(-2)!.balance + sms.amount);
  const opening = gen.opening - low;
  let bal = opening;
  for (const t of txs) {
    bal += t.amount;
    t.balance = bal;
    t.description = lines.get(t)!.join(' ');
  }
  const bank = rng.pick([
    `${word(rng)} Commercial Bank Ghana`,
    `${word(rng)}bank Ghana Limited`,
    `${word(rng)} Bank (Ghana) PLC`,
  ]);
  const holder = person(rng);
  const acct = digits(rng, 13).replace(/^0/, '1');
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Current Account',
    currency: 'GHS',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, EN);
  const d = (iso: string) => formatDate(iso, 'DD-MMM-YYYY').toUpperCase();
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['Trans Date'], 74],
      ['vdate', ['Value Date'], 74],
    ],
    desc: ['Narration'],
    money: [
      ['out', ['Debit']],
      ['in', ['Credit']],
      ['balance', ['Balance']],
    ],
    moneyWidth: 70,
  });
  const rows: Row[] = [
    { cells: { date: d(start), vdate: d(start), desc: 'BALANCE B/FWD', balance: m(opening) } },
  ];
  for (const t of txs)
    rows.push(
      linesRow(
        st,
        t,
        lines.get(t)!,
        { date: d(t.date), vdate: d(t.date) },
        { [t.amount < 0 ? 'out' : 'in']: m(Math.abs(t.amount)), balance: m(t.balance) },
        t.balance,
      ),
    );
  const closing = txs.at(-1)!.balance;
  const cur = rng.pick(['GH¢', 'GHS']);
  const sx = g.left + 150;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank.toUpperCase(), x: g.left, bold: true, size: g.size + 4 },
          {
            text: 'STATEMENT OF ACCOUNT',
            x: g.right,
            align: 'right',
            bold: true,
            size: g.size + 2,
          },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: 'Account Name:', x: g.left },
          { text: holder, x: g.left + 80 },
          { text: `Branch: ${word(rng).toUpperCase()}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Account No:', x: g.left },
          { text: acct, x: g.left + 80 },
          { text: 'Currency: GHS', x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Address:', x: g.left },
          {
            text: `HSE NO ${rng.int(1, 99)}, ${word(rng).toUpperCase()} STREET, ${rng.pick(['ACCRA', 'KUMASI', 'TEMA'])}`,
            x: g.left + 80,
          },
          { text: `Period: ${d(start)} to ${d(end)}`, x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: 'Opening Balance', x: g.left },
          { text: `${cur} ${m(opening)}`, x: sx, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Total Debits', x: g.left },
          { text: `${cur} ${m(-sumOf(txs, (t) => t.amount < 0))}`, x: sx, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Total Credits', x: g.left },
          { text: `${cur} ${m(sumOf(txs, (t) => t.amount > 0))}`, x: sx, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Closing Balance', x: g.left, bold: true },
          { text: `${cur} ${m(closing)}`, x: sx, align: 'right', bold: true },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
    ],
  };
  const spec = docSpec(
    g,
    [header, { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true }],
    {
      pageHeader: (p) => [
        [
          { text: `${holder}   ${acct}`, x: g.left },
          { text: `Page ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        'Kindly examine this statement and report any discrepancies within 30 days. Deposits are insured by GDPC up to the prescribed limit.',
        (p, n) => `Page ${p} of ${n}`,
      ),
    },
  );
  return { family: 'gh-bank-statement', spec, statements: [st] };
};
