/**
 * A US app-first credit card's monthly statement (Apple Card-like): the card brand and its
 * issuing bank, the calendar month "Mar 1 — Mar 31, 2024" unlabelled at the top right, a
 * summary (Previous Monthly Balance, Payments & Credits, New Charges, Interest Charged, Total
 * Balance, Minimum Payment Due and its date) and a Daily Cash total that is NOT a card row (it
 * is paid into another account). Sections: Payments (Date | Description | Amount, "-$500.00" or
 * "($500.00)"), Transactions (Date | Description | Daily Cash | Amount) where the Daily Cash
 * column prints a percentage AND a dollar figure ("2%  $0.90") beside the real amount, returns
 * with a negative amount and negative Daily Cash, Installments (a device bought over 12 or 24
 * months: "Installment 3 of 24" with the total financed on a second line, charged this month),
 * then Interest Charged and an interest-rate box. MM/DD/YYYY dates on every row. Truth: charges
 * negative, payments and returns positive, opening = minus the previous balance.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { US_CITIES } from '../blind-1/words.ts';
import { digits, monthEnd, statementOf, tx, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { logAmount } from '../blind-9/kit.ts';
import { fitLines, flexColumns, slot } from '../blind-10/kit.ts';
import { byDate } from '../blind-11/kit.ts';
import { plainRow, under, usd } from './kit.ts';

const SHOPS: [string, number][] = [
  ['TRADER JOE S #552', 2],
  ['WHOLE FOODS MARKET', 2],
  ['UBER *EATS', 2],
  ['STARBUCKS STORE 11872', 2],
  ['APPLE.COM/BILL', 3],
  ['APPLE STORE R102', 3],
  ['WALGREENS #7712', 2],
  ['NIKE.COM', 3],
  ['EXXON MOBIL 9934', 1],
  ['TARGET 00023345', 2],
  ['T-MOBILE AUTOPAY', 3],
  ['PANERA BREAD #601', 2],
  ['AMAZON MKTPL*2K81Q', 1],
  ['LYFT *RIDE', 2],
];

export const usCardDailycash: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowCount(rng, g, o.pages, 2.2, 100);
  const { start, end } = calendarPeriod(rng, 1);
  const day = () =>
    formatDate(start, 'YYYY-MM-') + String(rng.int(1, Number(end.slice(8, 10)))).padStart(2, '0');
  const previous = rng.chance(0.1) ? 0 : logAmount(rng, 10_000, 600_000);
  const paidFull = rng.chance(0.5);
  const creditStyle = rng.pick(['minus', 'parens'] as const);
  const { mk, lines } = (() => {
    const m = new Map<SynthTx, string[]>();
    return {
      mk: (d: string, text: string[], amount: number) => {
        const t = tx(d, text.join(' '), amount);
        m.set(t, text);
        return t;
      },
      lines: m,
    };
  })();
  const pays: SynthTx[] = [];
  if (previous > 0) {
    const nPay = rng.pick([1, 1, 2]);
    const total = paidFull ? previous : Math.round(previous * rng.float(0.1, 0.8));
    for (let i = 0; i < nPay; i++)
      pays.push(
        mk(
          day(),
          ['ACH Deposit Internet transfer from', `account ending in ${digits(rng, 4)}`],
          i === 0 ? total - Math.floor(total / nPay) * (nPay - 1) : Math.floor(total / nPay),
        ),
      );
  }
  const cash = new Map<SynthTx, number>();
  const buys: SynthTx[] = [];
  for (let i = 0; i < count; i++) {
    const [shop, pct] = rng.pick(SHOPS);
    const city = rng.pick(US_CITIES);
    const zip = digits(rng, 5);
    const amount = -logAmount(rng, 250, 30_000);
    const ret = rng.chance(0.05);
    const t = mk(
      day(),
      [
        `${shop} ${rng.int(10, 9999)} ${word(rng).toUpperCase()} ST`,
        `${city.slice(0, -3)} ${zip} ${city.slice(-2)} USA`,
      ],
      ret ? -amount : amount,
    );
    cash.set(t, pct);
    buys.push(t);
  }
  const inst: SynthTx[] = [];
  if (rng.chance(0.6)) {
    const months = rng.pick([12, 24]);
    const price = rng.pick([79_900, 99_900, 109_900, 129_900, 169_900]);
    const k = rng.int(1, months);
    const t = mk(
      end,
      [
        `APPLE ONLINE STORE CUPERTINO CA Installment ${k} of ${months}`,
        `Monthly installment ($${formatMinor(price, EN)} total financed)`,
      ],
      -Math.round(price / months),
    );
    cash.set(t, 3);
    inst.push(t);
  }
  const ints: SynthTx[] = [];
  const apr = rng.pick([19.24, 22.24, 26.24, 29.24]);
  if (previous > 0 && !paidFull)
    ints.push(
      mk(
        end,
        ['Interest Charge on Purchases'],
        -Math.max(1, Math.round((previous * 0.6 * apr) / 1200)),
      ),
    );
  byDate(pays);
  byDate(buys);
  const printed = [...pays, ...buys, ...inst, ...ints];
  const opening = -previous;
  let bal = opening;
  for (const t of printed) t.balance = bal += t.amount;
  const closing = bal;
  const brand = `${word(rng)} Card`;
  const bank = rng.pick([`${word(rng)} Sachs Bank USA`, `${word(rng)} Bank USA`]);
  const holder = `${word(rng)} ${word(rng)}`;
  const last4 = digits(rng, 4);
  const st = statementOf({
    bank,
    holder,
    account: last4,
    type: 'Credit card',
    currency: 'USD',
    start,
    end,
    opening,
    txs: printed,
    printsTotals: false,
  });
  const amt = (v: number) => usd(-v, v > 0 ? creditStyle : 'minus'); // issuer's side
  const dcOf = (t: SynthTx) => Math.round((-t.amount * (cash.get(t) ?? 0)) / 100);
  const dateW = slot(g, ['00/00/0000'], ['Date'], 10);
  const cols = flexColumns(g, [
    { key: 'date', header: ['Date'], align: 'left', width: dateW },
    { key: 'desc', header: ['Description'], align: 'left' },
    {
      key: 'pct',
      header: ['Daily Cash'],
      align: 'right',
      width: slot(g, ['-3%'], ['Daily Cash'], 4),
    },
    { key: 'dc', header: [''], align: 'right', width: slot(g, ['-$12.34'], [], 10) },
    {
      key: 'amount',
      header: ['Amount'],
      align: 'right',
      width: slot(g, ['($12,345.67)'], ['Amount'], 16),
    },
  ]);
  const descW = cols.find((c) => c.key === 'desc')!.width!;
  const rows: Row[] = [];
  const section = (title: string, list: SynthTx[], withCash: boolean, total?: [string, number]) => {
    if (!list.length) return;
    rows.push(plainRow({ date: title }, true, rows.length ? g.lineHeight * 0.8 : 0));
    for (const t of list) {
      const dc = dcOf(t);
      const ls = fitLines(g, lines.get(t)!, descW);
      rows.push(
        linesRow(
          st,
          t,
          ls,
          { date: formatDate(t.date, 'MM/DD/YYYY') },
          {
            amount: amt(t.amount),
            ...(withCash ? { pct: `${dc < 0 ? '-' : ''}${cash.get(t)}%`, dc: usd(dc) } : {}),
          },
          null,
        ),
      );
    }
    if (total) rows.push(plainRow({ desc: total[0], amount: amt(total[1]) }));
  };
  section('Payments', pays, false, ['Total payments for this period', sumOf(pays)]);
  section('Transactions', buys, true, ['Total charges, credits and returns', sumOf(buys)]);
  section('Installments', inst, true, ['Total installments this month', sumOf(inst)]);
  section('Interest Charged', ints, false, ['Total interest for this period', sumOf(ints)]);
  const totalCash = [...buys, ...inst].reduce((s, t) => s + dcOf(t), 0);
  const minDue =
    closing < 0
      ? Math.min(-closing, Math.max(2_500, Math.round(-closing * 0.01)) + sumOf(inst) * -1)
      : 0;
  const x2 = g.left + (g.right - g.left) * 0.5;
  const kv = (l: string, v: string, bold = false) => ({
    cells: [
      { text: l, x: g.left, bold },
      { text: v, x: x2 - 20, align: 'right' as const, bold },
    ],
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: brand, x: g.left, bold: true, size: g.size + 8 },
          { text: 'Statement', x: g.right, align: 'right', bold: true, size: g.size + 2 },
        ],
        gapAfter: 2,
      },
      {
        cells: [
          { text: `Issued by ${bank}`, x: g.left, size: g.size - 1 },
          {
            text: `${formatDate(start, 'MMM D')} — ${formatDate(end, 'MMM D, YYYY')}`,
            x: g.right,
            align: 'right',
          },
        ],
      },
      {
        cells: [
          { text: holder, x: g.left },
          { text: `Card ending in ${last4}`, x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      { ...kv('Previous Monthly Balance', usd(previous)) },
      {
        ...kv('Payments & Credits', usd(-(sumOf(pays) + sumOf(buys.filter((t) => t.amount > 0))))),
      },
      { ...kv('New Charges', usd(-sumOf([...buys.filter((t) => t.amount < 0), ...inst]))) },
      { ...kv('Interest Charged', usd(-sumOf(ints))) },
      { ...kv('Total Balance', usd(-closing), true), gapAfter: g.lineHeight * 0.4 },
      { ...kv('Minimum Payment Due', usd(minDue)) },
      { ...kv('Payment Due Date', formatDate(monthEnd(addDays(end, 1)), 'MMM D, YYYY')) },
      { cells: [{ text: 'Daily Cash', x: g.left, bold: true }], gapAfter: 0 },
      { ...kv('Total Daily Cash earned this month', usd(totalCash)), gapAfter: g.lineHeight * 0.8 },
    ],
  };
  const rates: Block = {
    kind: 'lines',
    lines: [
      { cells: [{ text: 'Interest Charge Calculation', x: g.left, bold: true }] },
      {
        cells: [
          { text: 'Type of Balance', x: g.left },
          { text: 'Annual Percentage Rate', x: x2 - 60 },
          { text: 'Balance Subject to Interest', x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Purchases', x: g.left },
          { text: `${apr.toFixed(2)}% (v)`, x: x2 - 60 },
          { text: usd(ints.length ? Math.round(previous * 0.6) : 0), x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          under(
            cols,
            'date',
            `Installment balance remaining: ${usd(inst.length ? logAmount(rng, 10_000, 150_000) : 0)}`,
          ),
        ],
      },
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, headerRule: true },
      { kind: 'space', height: g.lineHeight },
      rates,
    ],
    {
      pageHeader: () => [
        [
          { text: `${brand} Statement`, x: g.left, bold: true },
          {
            text: `${formatDate(start, 'MMM D')} — ${formatDate(end, 'MMM D, YYYY')}`,
            x: g.right,
            align: 'right',
          },
        ],
      ],
      footer: (p, n) => [
        [
          { text: `${bank}, Salt Lake City Branch`, x: g.left, size: g.size - 1.5 },
          { text: `Page ${p} /${n}`, x: g.right, align: 'right', size: g.size - 1 },
        ],
      ],
    },
  );
  return { family: 'us-card-dailycash', spec, statements: [st] };
};
