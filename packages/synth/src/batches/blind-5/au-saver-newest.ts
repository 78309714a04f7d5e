/**
 * An Australian online savings account (ING Savings Maximiser / ubank-like): "Statement period
 * 1 March to 31 March 2024" (range in words, the year once), a BSB and account number, an
 * interest box (interest earned this period, interest earned this financial year, base and
 * bonus rate, a "TFN withholding tax" line that is information, not a row), opening and closing
 * balances only in the summary, then Date | Details | Amount | Balance, NEWEST FIRST, with
 * DD/MM/YYYY dates, amounts signed "+$500.00" / "-$20.00", the balance "$1,234.56", two-line
 * details ("Transfer from Orange Everyday" / "Receipt 123456"), and month-end "Interest Credit"
 * and "Bonus Interest Credit" rows.
 */
import { docSpec, type FamilyFn, geometry, rowsFor, totals } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { generateTransactions, type SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { digits, moneyColumns, runBalances, statementOf, tx, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow, monthsFor } from '../blind-4/kit.ts';

function saverLines(rng: Rng, credit: boolean, everyday: string): string[] {
  const r = rng.next();
  if (credit) {
    if (r < 0.5) return [`Transfer from ${everyday}`, `Receipt ${digits(rng, 6)}`];
    if (r < 0.8)
      return [
        `Direct credit ${word(rng).toUpperCase()} ${rng.pick(['PTY LTD', 'SUPER', 'ATO'])}`,
        rng.pick(['Savings', 'Tax refund', 'Wages', 'Bonus']),
      ];
    return [
      `Osko payment from ${word(rng)} ${word(rng)}`,
      `Ref ${rng.pick(['holiday', 'birthday', 'rent share', 'car'])}`,
    ];
  }
  if (r < 0.7) return [`Transfer to ${everyday}`, `Receipt ${digits(rng, 6)}`];
  return [
    `BPAY payment ${rng.pick(['ATO', 'AGL', 'COUNCIL RATES', 'RACV'])}`,
    `Biller ${digits(rng, 5)} Ref ${digits(rng, 9)}`,
  ];
}

export const auSaverNewest: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowsFor(rng, g, o.pages, 2.2);
  const { start, end } = calendarPeriod(rng, monthsFor(count, 60));
  const opening = rng.int(100_000, 6_000_000);
  const everyday = rng.pick(['Orange Everyday', 'Everyday Account', 'Spend account']);
  const txs = generateTransactions(rng, {
    locale: 'en',
    start,
    end: addDays(end, -1),
    count,
    opening,
    floor: 0,
    creditShare: 0.5,
    maxDebit: 400_000,
  });
  const lines = new Map<SynthTx, string[]>();
  for (const t of txs) {
    const l = saverLines(rng, t.amount > 0, everyday);
    lines.set(t, l);
    t.description = l.join(' ');
  }
  const base = (rng.int(5, 150) / 100).toFixed(2);
  const bonus = (rng.int(300, 520) / 100).toFixed(2);
  const interest = [tx(end, 'Interest Credit', rng.int(50, 3_000))];
  if (rng.chance(0.7)) interest.push(tx(end, 'Bonus Interest Credit', rng.int(1_000, 25_000)));
  for (const t of interest) {
    lines.set(t, [t.description]);
    txs.push(t);
  }
  runBalances(txs, opening);
  const bank = rng.pick([`${word(rng).toUpperCase()}`, `${word(rng)} Direct`, `${word(rng)} Bank`]);
  const holder = `${word(rng)} ${word(rng)}`;
  const bsb = `923-${digits(rng, 3)}`;
  const acct = digits(rng, 8);
  const product = rng.pick(['Savings Maximiser', 'Save account', 'Online Saver']);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: product,
    currency: 'AUD',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => `${v < 0 ? '-' : '+'}$${formatMinor(v, EN)}`;
  const dollars = (v: number) => `$${formatMinor(v, EN)}`;
  const closing = txs[txs.length - 1]!.balance;
  const { moneyIn, moneyOut } = totals(txs);
  const earned = interest.reduce((s, t) => s + t.amount, 0);
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], 62]],
    desc: ['Details'],
    money: [
      ['amount', ['Amount']],
      ['balance', ['Balance']],
    ],
    moneyWidth: 80,
  });
  const rows: Row[] = [...txs]
    .reverse()
    .map((t) =>
      linesRow(
        st,
        t,
        lines.get(t)!,
        { date: formatDate(t.date, 'DD/MM/YYYY') },
        { amount: m(t.amount), balance: dollars(t.balance) },
        t.balance,
      ),
    );
  const range =
    start.slice(0, 4) === end.slice(0, 4)
      ? `${formatDate(start, 'D MMMM')} to ${formatDate(end, 'D MMMM YYYY')}`
      : `${formatDate(start, 'D MMMM YYYY')} to ${formatDate(end, 'D MMMM YYYY')}`;
  const lx = g.left + (g.right - g.left) * 0.55;
  const kv = (l: string, v: string, bold = false) => ({
    cells: [
      { text: l, x: lx, bold },
      { text: v, x: g.right, align: 'right' as const, bold },
    ],
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 9 },
          {
            text: `${product} statement`,
            x: g.right,
            align: 'right',
            bold: true,
            size: g.size + 2,
          },
        ],
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          { text: holder, x: g.left },
          { text: `Statement period ${range}`, x: lx },
        ],
      },
      {
        cells: [
          {
            text: `${rng.int(1, 99)} ${word(rng)} ${rng.pick(['Street', 'Parade', 'Drive'])}`,
            x: g.left,
          },
          { text: `BSB ${bsb}   Account number ${acct}`, x: lx },
        ],
      },
      {
        cells: [
          {
            text: `${word(rng).toUpperCase()} ${rng.pick(['NSW', 'VIC', 'QLD', 'SA'])} ${rng.int(2000, 5999)}`,
            x: g.left,
          },
        ],
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          { text: 'Your account summary', x: g.left, bold: true },
          { text: 'Your interest', x: lx, bold: true },
        ],
      },
      {
        cells: [
          { text: 'Opening balance', x: g.left },
          { text: dollars(opening), x: lx - 30, align: 'right' },
          ...kv('Interest earned this period', dollars(earned)).cells,
        ],
      },
      {
        cells: [
          { text: 'Money in', x: g.left },
          { text: dollars(moneyIn), x: lx - 30, align: 'right' },
          ...kv('Interest earned this financial year', dollars(earned + rng.int(0, 60_000))).cells,
        ],
      },
      {
        cells: [
          { text: 'Money out', x: g.left },
          { text: dollars(moneyOut), x: lx - 30, align: 'right' },
          ...kv('Base rate', `${base}% p.a.`).cells,
        ],
      },
      {
        cells: [
          { text: 'Closing balance', x: g.left, bold: true },
          { text: dollars(closing), x: lx - 30, align: 'right', bold: true },
          ...kv('Bonus rate', `${bonus}% p.a.`).cells,
        ],
      },
      { ...kv('TFN withholding tax this period', '$0.00'), gapAfter: g.lineHeight },
      {
        cells: [
          { text: 'Transactions (most recent first)', x: g.left, bold: true, size: g.size + 1 },
        ],
      },
    ],
  };
  const legal = `${bank} is a business name of ${word(rng)} Bank Australia Limited ABN ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}, AFSL and Australian Credit Licence ${digits(rng, 6)}.`;
  const spec = docSpec(
    g,
    [header, { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true }],
    {
      pageHeader: (p) => [
        [
          { text: `${product}  ${bsb} ${acct}`, x: g.left },
          { text: `Page ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [{ text: legal, x: g.left, size: g.size - 2 }],
        [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 0.5 }],
      ],
    },
  );
  return { family: 'au-saver-newest', spec, statements: [st] };
};
