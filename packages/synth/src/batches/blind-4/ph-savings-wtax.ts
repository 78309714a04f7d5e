/**
 * Philippine savings account (BPI / BDO-like): the period either in words ("STATEMENT PERIOD:
 * JANUARY 1, 2024 TO JANUARY 31, 2024") or numeric US-style ("Period Covered: 01/01/2024 -
 * 01/31/2024"), a summary of Beginning Balance / Total Debits / Total Credits / Ending Balance,
 * then DATE | DESCRIPTION | CHECK NO. | DEBIT | CREDIT | BALANCE with "Jan 03" dates (no year),
 * BEGINNING / ENDING BALANCE rows, InstaPay / PESONet / bills-payment descriptors, check
 * encashments with the check number in its own column, and at each month end an INTEREST
 * EARNED row followed by its 20% WITHHOLDING TAX row. PDIC line in the footer.
 */
import { docSpec, type FamilyFn, geometry, rowsFor, totals } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  monthEnd,
  runBalances,
  statementOf,
  tx,
  txRow,
  word,
} from '../blind-3/common.ts';
import { brandLine, calendarPeriod, localActivity, monthsFor } from './kit.ts';

function phDescribe(rng: Rng, credit: boolean): string {
  const r = rng.next();
  const name = `${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  if (credit) {
    if (r < 0.3) return `PAYROLL CREDIT ${word(rng).toUpperCase()} CORP`;
    if (r < 0.55) return `INSTAPAY TRANSFER FROM ${name}`;
    if (r < 0.7)
      return `PESONET CREDIT ${rng.pick(['BDO', 'METROBANK', 'UNIONBANK', 'LANDBANK'])} ${name}`;
    if (r < 0.85) return 'CHECK DEPOSIT';
    return `CASH DEPOSIT ${rng.pick(['MAKATI', 'ORTIGAS', 'CEBU', 'DAVAO'])} BR`;
  }
  if (r < 0.25)
    return `POS PURCHASE ${rng.pick(['SM SUPERMARKET', 'PUREGOLD', 'MERCURY DRUG', 'ROBINSONS', 'JOLLIBEE', '7-ELEVEN'])} ${rng.pick(['MAKATI', 'QUEZON CITY', 'PASIG', 'TAGUIG'])}`;
  if (r < 0.45)
    return `ATM WITHDRAWAL ${rng.pick(['BGC', 'MAKATI AVE', 'SM NORTH', 'AYALA CEBU'])} ${digits(rng, 6)}`;
  if (r < 0.65)
    return `BILLS PAYMENT ${rng.pick(['MERALCO', 'MAYNILAD', 'MANILA WATER', 'PLDT', 'GLOBE TELECOM', 'SSS', 'PAG-IBIG'])} ${digits(rng, 10)}`;
  if (r < 0.8) return `INSTAPAY TRANSFER TO ${name}`;
  if (r < 0.9) return `${rng.pick(['GCASH', 'MAYA'])} CASH IN ${digits(rng, 11)}`;
  return 'CHECK ENCASHMENT';
}

export const phSavingsWtax: FamilyFn = (rng, o) => {
  const g = geometry(rng, rng.pick(['a4', 'letter'] as const));
  const count = rowsFor(rng, g, o.pages, 1.5);
  const { start, end } = calendarPeriod(rng, monthsFor(count, 55));
  const { txs: plain, opening } = localActivity(rng, {
    start,
    end,
    count,
    floor: 10_000,
    maxDebit: 2_500_000,
    openingRange: [20_000, 6_000_000],
    factor: 5, // pesos: everyday amounts run larger
  });
  // month-end interest (0.0625% p.a. on the balance) and the 20% final tax withheld on it
  const rate = rng.pick([0.0625, 0.1, 0.25]);
  const txs: SynthTx[] = [];
  let bal = opening;
  let i = 0;
  for (let m = start; m <= end; m = addDays(monthEnd(m), 1)) {
    const me = monthEnd(m);
    while (i < plain.length && plain[i]!.date <= me) {
      const t = plain[i++]!;
      if (bal + t.amount < 0) t.amount = -t.amount; // never below zero
      t.description = phDescribe(rng, t.amount > 0);
      bal += t.amount;
      txs.push(t);
    }
    const interest = Math.round((bal * rate) / 1200);
    if (interest > 0) {
      txs.push(tx(me, 'INTEREST EARNED', interest));
      const tax = Math.round(interest * 0.2);
      if (tax > 0) txs.push(tx(me, 'WITHHOLDING TAX', -tax));
      bal += interest - tax;
    }
  }
  runBalances(txs, opening);
  const checks = new Map<SynthTx, string>();
  for (const t of txs) if (/^CHECK/.test(t.description)) checks.set(t, digits(rng, 7));
  const bank = rng.pick([
    `${word(rng)} Savings Bank`,
    `${word(rng).toUpperCase()} BANK`,
    `Bank of the ${word(rng)} Islands`,
  ]);
  const holder = `${word(rng).toUpperCase()}, ${word(rng).toUpperCase()} ${String.fromCharCode(65 + rng.int(0, 25))}.`;
  const acct = `${digits(rng, 4)}-${digits(rng, 4)}-${digits(rng, 2)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Savings Account',
    currency: 'PHP',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, EN);
  const fd = (iso: string) => formatDate(iso, 'MMM DD');
  const cols = moneyColumns(g, {
    lead: [['date', ['DATE'], 44]],
    desc: ['DESCRIPTION'],
    money: [
      ['check', ['CHECK NO.']],
      ['out', ['DEBIT']],
      ['in', ['CREDIT']],
      ['balance', ['BALANCE']],
    ],
    moneyWidth: 72,
  });
  const closing = txs.length ? txs[txs.length - 1]!.balance : opening;
  const rows: Row[] = [
    { cells: { date: fd(start), desc: 'BEGINNING BALANCE', balance: m(opening) } },
  ];
  for (const t of txs)
    rows.push(
      txRow(
        st,
        t,
        {
          date: fd(t.date),
          check: checks.get(t) ?? '',
          [t.amount < 0 ? 'out' : 'in']: m(Math.abs(t.amount)),
          balance: m(t.balance),
        },
        t.balance,
      ),
    );
  rows.push({ cells: { date: fd(end), desc: 'ENDING BALANCE', balance: m(closing) }, bold: true });
  const { moneyIn, moneyOut } = totals(txs);
  const words = rng.chance(0.5);
  const periodText = words
    ? `STATEMENT PERIOD: ${formatDate(start, 'MMMM D, YYYY').toUpperCase()} TO ${formatDate(end, 'MMMM D, YYYY').toUpperCase()}`
    : `Period Covered: ${formatDate(start, 'MM/DD/YYYY')} - ${formatDate(end, 'MM/DD/YYYY')}`;
  const header: Block = {
    kind: 'lines',
    lines: [
      brandLine(g, bank, 'STATEMENT OF ACCOUNT', { titleSize: 0 }),
      {
        cells: [
          { text: holder, x: g.left, bold: true },
          { text: periodText, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `${rng.int(1, 999)} ${word(rng).toUpperCase()} ST. BRGY. ${word(rng).toUpperCase()}`,
            x: g.left,
          },
          { text: `ACCOUNT NUMBER: ${acct}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `${rng.pick(['MAKATI CITY', 'QUEZON CITY', 'PASIG CITY', 'CEBU CITY'])} ${rng.int(1000, 6000)}`,
            x: g.left,
          },
          {
            text: `BRANCH: ${rng.pick(['AYALA', 'ORTIGAS CENTER', 'KATIPUNAN', 'BANILAD'])}`,
            x: g.right,
            align: 'right',
          },
        ],
        gapAfter: g.lineHeight,
      },
      { cells: [{ text: 'ACCOUNT SUMMARY', x: g.left, bold: true }] },
      {
        cells: ['BEGINNING BALANCE', 'TOTAL DEBITS', 'TOTAL CREDITS', 'ENDING BALANCE'].map(
          (text, k) => ({
            text,
            x: g.left + ((g.right - g.left) / 4) * (k + 1) - 6,
            align: 'right' as const,
            bold: true,
            size: g.size - 0.5,
          }),
        ),
      },
      {
        cells: [opening, moneyOut, moneyIn, closing].map((v, k) => ({
          text: m(v),
          x: g.left + ((g.right - g.left) / 4) * (k + 1) - 6,
          align: 'right' as const,
        })),
        gapAfter: g.lineHeight,
      },
    ],
  };
  const spec = docSpec(
    g,
    [header, { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true }],
    {
      pageHeader: (p) => [
        [
          { text: `${bank}  ACCOUNT NUMBER: ${acct}`, x: g.left, bold: true },
          { text: `PAGE ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        'Deposits are insured by PDIC up to P1,000,000 per depositor. Report any discrepancy within 30 days.',
        (p, n) => `Page ${p} of ${n}`,
        'center',
      ),
    },
  );
  return { family: 'ph-savings-wtax', spec, statements: [st] };
};
