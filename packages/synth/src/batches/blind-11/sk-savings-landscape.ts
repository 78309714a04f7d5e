/**
 * A Slovak savings-account statement (Slovenska sporitelna / Tatra banka / VUB-like "VYPIS Z
 * UCTU", diacritics dropped) on a landscape A4 page: a quarter (or a month) whose period prints
 * the year once, "Obdobie: 1.1. - 31.3.2024", rows dated "15.1." without a year or leading
 * zeros, and opening/closing balances on dated lines without a year ("Pociatocny zostatok k
 * 1.1.:"). Wide columns: Datum zauct. | Datum valuty | Typ transakcie | Protistrana (name over
 * an SK IBAN) | Popis / poznamka | VS (variable symbol, digits that are not money) | Suma | Zostatok
 * with '1 234,56', a leading minus and a running balance. Few rows: a monthly standing order
 * from the holder's current account, transfers in from relatives, withdrawals to the current
 * account, and interest credited at each month end followed by its 19 % withholding-tax row
 * ("Zrazkova dan z urokov"). Debit/credit turnover lines with counts close the table.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, FR } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { digits, monthEnd, runBalances, statementOf, word } from '../blind-3/common.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { monthEnds } from '../blind-8/kit.ts';
import { logAmount, scatter } from '../blind-9/kit.ts';
import { fitLines, flexColumns, minus, nameOf, slot } from '../blind-10/kit.ts';
import { byDate, dayMonth, rowMaker, twoColumnRow, yearOnce } from './kit.ts';

const FIRST = ['Peter', 'Jana', 'Martin', 'Zuzana', 'Michal', 'Lucia', 'Tomas', 'Katarina'];
const LAST = ['Horvath', 'Kovac', 'Varga', 'Toth', 'Nagy', 'Balaz', 'Molnar', 'Simko'];

const skIban = (rng: Parameters<typeof digits>[0]) =>
  `SK${digits(rng, 2)} ${rng.pick(['0900', '1100', '0200', '7500'])} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)}`;

export const skSavingsLandscape: FamilyFn = (rng, o) => {
  const portrait = geometry(rng, 'a4');
  const g = {
    ...portrait,
    width: portrait.height,
    height: portrait.width,
    right: portrait.height - (portrait.width - portrait.right),
  };
  const count = Math.min(60, rowCount(rng, g, o.pages, 2.2, 60));
  const q = rng.int(0, 3);
  const year = rng.int(2019, 2025);
  const quarterly = count > 20 || rng.chance(0.5);
  const m0 = quarterly ? q * 3 + 1 : rng.int(1, 12);
  const start = `${year}-${String(m0).padStart(2, '0')}-01`;
  const end = quarterly
    ? monthEnd(addDays(monthEnd(addDays(monthEnd(start), 1)), 1))
    : monthEnd(start);
  const { mk } = rowMaker();
  const cp = new Map<object, string[]>();
  const note = new Map<object, string[]>();
  const kind = new Map<object, string>();
  const vs = new Map<object, string>();
  const holder = `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
  const own = skIban(rng);
  const row = (
    date: string,
    type: string,
    who: string[],
    why: string[],
    amount: number,
    v = '',
  ) => {
    const t = mk(date, [type, ...who, ...why], amount, date);
    kind.set(t, type);
    cp.set(t, who);
    note.set(t, why);
    vs.set(t, v);
    return t;
  };
  const txs = scatter(rng, start, end, Math.max(4, count - 9), (date) => {
    const r = rng.next();
    if (r < 0.45)
      return row(
        date,
        'Prijata platba',
        [nameOf(rng, FIRST, LAST), skIban(rng)],
        [rng.pick(['Darcek', 'Na sporenie', 'Vratenie pozicky', 'Prispevok'])],
        logAmount(rng, 2_000, 100_000, 100),
        rng.chance(0.4) ? digits(rng, 6) : '',
      );
    if (r < 0.8)
      return row(
        date,
        'Odchadzajuca platba',
        [holder, own],
        ['Prevod na beziaci ucet'],
        -logAmount(rng, 5_000, 150_000, 100),
      );
    return row(
      date,
      'Okamzita platba',
      [nameOf(rng, FIRST, LAST), skIban(rng)],
      [`Platba ${word(rng)}`],
      logAmount(rng, 1_000, 40_000, 100),
      digits(rng, 8),
    );
  });
  const sod = rng.pick(['05', '10', '15', '20']);
  const so = rng.pick([5_000, 10_000, 20_000, 30_000, 50_000]);
  const rate = rng.pick([0.5, 1, 1.5, 2.5, 3]);
  for (const me of monthEnds(start, end))
    txs.push(
      row(
        `${me.slice(0, 8)}${sod}`,
        'Trvaly prikaz',
        [holder, own],
        ['Mesacne sporenie'],
        so,
        digits(rng, 4),
      ),
    );
  byDate(txs);
  // opening high enough for the withdrawals, then month-end interest on the running balance
  let opening = logAmount(rng, 50_000, 2_000_000, 100);
  runBalances(txs, opening);
  const low = Math.min(0, ...txs.map((t) => t.balance));
  opening -= low;
  const all: typeof txs = [];
  let bal = opening;
  let i = 0;
  for (const me of monthEnds(start, end)) {
    while (i < txs.length && txs[i]!.date <= me) {
      bal += txs[i]!.amount;
      all.push(txs[i++]!);
    }
    const interest = Math.round((bal * rate) / 1200);
    if (interest >= 1) {
      const tax = Math.round(interest * 0.19);
      all.push(
        row(
          me,
          'Pripisanie urokov',
          [],
          [`Uroky ${rate.toFixed(2).replace('.', ',')} % p.a.`],
          interest,
        ),
      );
      bal += interest;
      if (tax >= 1) {
        all.push(row(me, 'Zrazkova dan', [], ['Zrazkova dan z urokov 19 %'], -tax));
        bal -= tax;
      }
    }
  }
  runBalances(all, opening);
  const closing = all.at(-1)!.balance;
  const bank = rng.pick([`${word(rng)} banka, a.s.`, `Sporitelna ${word(rng)}, a.s.`]);
  const st = statementOf({
    bank,
    holder,
    account: own,
    type: 'Sporiaci ucet',
    currency: 'EUR',
    start,
    end,
    opening,
    txs: all,
    printsTotals: true,
  });
  const m = (v: number) => minus(v, FR);
  const dW = slot(g, ['28.12.'], ['Datum valuty'], 12);
  const cols = flexColumns(g, [
    { key: 'date', header: ['Datum', 'zauct.'], align: 'left', width: dW },
    { key: 'vdate', header: ['Datum', 'valuty'], align: 'left', width: dW },
    {
      key: 'type',
      header: ['Typ transakcie'],
      align: 'left',
      width: slot(g, ['Odchadzajuca platba'], [], 12),
    },
    {
      key: 'cp',
      header: ['Protistrana'],
      align: 'left',
      width: slot(g, ['SK00 0000 0000 0000 0000 0000'], [], 14),
    },
    { key: 'desc', header: ['Popis / poznamka'], align: 'left' },
    { key: 'vs', header: ['VS'], align: 'left', width: slot(g, ['99999999'], ['VS'], 10) },
    {
      key: 'amount',
      header: ['Suma'],
      align: 'right',
      width: slot(g, ['-999 999,99'], ['Suma'], 12),
    },
    {
      key: 'balance',
      header: ['Zostatok'],
      align: 'right',
      width: slot(g, ['9 999 999,99'], ['Zostatok'], 14),
    },
  ]);
  const cpW = slot(g, ['SK00 0000 0000 0000 0000 0000'], [], 0);
  const descW = cols.find((c) => c.key === 'desc')!.width!;
  const rows: Row[] = all.map((t) =>
    twoColumnRow(
      st,
      t,
      ['cp', fitLines(g, cp.get(t)!, cpW)],
      ['desc', fitLines(g, note.get(t)!, descW)],
      {
        date: dayMonth(t.date),
        vdate: dayMonth(t.postDate!),
        type: kind.get(t)!,
        vs: vs.get(t)!,
        amount: m(t.amount),
        balance: m(t.balance),
      },
      t.balance,
      kind.get(t),
    ),
  );
  const vx = g.left + slot(g, [], ['Konecny zostatok k 31.12.:'], 12);
  const kv = (l: string, v: string, bold = false) => ({
    cells: [
      { text: l, x: g.left, bold },
      { text: v, x: vx, bold },
    ],
  });
  const number = `${Math.ceil(Number(start.slice(5, 7)) / (quarterly ? 3 : 1))}/${year}`;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 7 },
          { text: 'VYPIS Z UCTU', x: g.right, align: 'right', bold: true, size: g.size + 3 },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
      {
        cells: [
          ...kv('Majitel uctu:', holder).cells,
          { text: `Cislo vypisu: ${number}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          ...kv('IBAN:', own).cells,
          { text: `Obdobie: ${yearOnce(start, end)}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          ...kv('Typ uctu:', 'Sporiaci ucet').cells,
          { text: 'Mena: EUR', x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
      kv(`Pociatocny zostatok k ${dayMonth(start)}:`, `${m(opening)} EUR`, true),
      {
        ...kv(`Konecny zostatok k ${dayMonth(end)}:`, `${m(closing)} EUR`, true),
        gapAfter: g.lineHeight * 0.5,
      },
    ],
  };
  const nIn = all.filter((t) => t.amount > 0).length;
  const footerLines: Block = {
    kind: 'lines',
    lines: [
      kv('Kreditne obraty:', `${m(sumOf(all, (t) => t.amount > 0))} EUR (${nIn} pol.)`),
      kv(
        'Debetne obraty:',
        `${m(-sumOf(all, (t) => t.amount < 0))} EUR (${all.length - nIn} pol.)`,
      ),
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, headerRule: true },
      { kind: 'space', height: g.lineHeight },
      footerLines,
    ],
    {
      pageHeader: () => [
        [
          { text: `${bank}  VYPIS Z UCTU ${number}`, x: g.left, bold: true },
          { text: own, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: 'Vklady su chranene Fondom ochrany vkladov do vysky 100 000 EUR na jedneho vkladatela.',
            x: g.left,
            size: g.size - 1.5,
          },
        ],
        [{ text: `Strana ${p}/${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'sk-savings-landscape', spec, statements: [st] };
};
