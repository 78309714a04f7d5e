/**
 * A Croatian current-account statement of 2023, the first year of the euro (Zagrebacka / PBZ /
 * Erste-like "IZVOD" numbered per statement, "IZVOD BR. 7"), diacritics dropped: "Izvod za
 * razdoblje od 01.03.2023. do 31.03.2023." with Croatian dates ending in a dot, "Datum izvoda".
 * During 2023 the bank must show balances in both currencies: the summary box prints Prethodno
 * stanje / Ukupno isplate / Ukupno uplate / Novo stanje in EUR and, beside them, in HRK at the
 * fixed rate 7,53450 (those HRK figures are not rows, and neither is the rate line). Columns:
 * Datum knjizenja | Datum valute | Opis placanja / platitelj - primatelj | Poziv na broj (a
 * "HR01 1234567-2023" reference model, not money) | Isplata | Uplata, no running balance,
 * '1.234,56' amounts. Descriptions run over two lines (kind, then the counterparty or card
 * merchant). Rows: salary, pension-fund and HZZO-style contributions, utilities (HEP, HT,
 * Vodovod), card purchases (Konzum, Lidl, Tisak, INA), ATM withdrawals, instant transfers and
 * the monthly account-package fee. Page footer with the IBAN and "Stranica 1/3".
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, DE, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { digits, moneyColumns, monthEnd, statementOf, word } from '../blind-3/common.ts';
import { linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { monthEnds } from '../blind-8/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { fitLines, nameOf, slot } from '../blind-10/kit.ts';
import { byDate, rowMaker } from './kit.ts';

const FIRST = ['IVAN', 'MARKO', 'ANA', 'PETRA', 'LUKA', 'IVANA', 'JOSIP', 'MAJA'];
const LAST = ['HORVAT', 'KOVACEVIC', 'BABIC', 'MARIC', 'JURIC', 'NOVAK', 'KNEZEVIC', 'VUKOVIC'];
const SHOPS = [
  'KONZUM',
  'LIDL HRVATSKA',
  'TISAK',
  'INA BS',
  'DM-DROGERIE',
  'SPAR',
  'PLODINE',
  'BIPA',
];
const TOWNS = ['ZAGREB', 'SPLIT', 'RIJEKA', 'OSIJEK', 'ZADAR', 'PULA'];
const RATE = 75_345; // HRK per EUR × 10 000

/** EUR minor units → HRK minor units at the fixed conversion rate, rounded to the lipa. */
export const toHrk = (eur: number): number => Math.round((eur * RATE) / 10_000);

export const hrIzvodEurHrk: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 2.2, 90);
  const month = rng.int(1, 11);
  const start = `2023-${String(month).padStart(2, '0')}-01`;
  const end = count > 45 ? monthEnd(addDays(monthEnd(start), 1)) : monthEnd(start);
  const { mk, lines } = rowMaker();
  const ref = () => `HR01 ${digits(rng, rng.int(5, 8))}-${rng.pick(['2023', digits(rng, 3)])}`;
  const refs = new Map<object, string>();
  const withRef = <T extends object>(t: T, r = ref()): T => {
    refs.set(t, r);
    return t;
  };
  const txs = scatter(rng, start, end, count, (date) => {
    const r = rng.next();
    if (r < 0.4)
      return mk(
        date,
        ['KUPNJA KARTICOM', `${rng.pick(SHOPS)} ${rng.pick(TOWNS)}`],
        -logAmount(rng, 150, 18_000),
        date,
      );
    if (r < 0.5)
      return mk(
        date,
        ['ISPLATA NA BANKOMATU', `${rng.pick(TOWNS)} ${word(rng).toUpperCase()}`],
        -rng.int(1, 20) * 1_000,
        date,
      );
    if (r < 0.65)
      return withRef(
        mk(
          date,
          [
            'PLACANJE RACUNA',
            rng.pick([
              'HEP ELEKTRA D.O.O.',
              'HRVATSKI TELEKOM D.D.',
              'VODOVOD I ODVODNJA',
              'GRADSKA PLINARA',
              'A1 HRVATSKA',
            ]),
          ],
          -logAmount(rng, 1_500, 15_000),
          date,
        ),
      );
    if (r < 0.8)
      return withRef(
        mk(
          date,
          ['INSTANT PLATNI NALOG', nameOf(rng, FIRST, LAST)],
          -logAmount(rng, 1_000, 80_000, 100),
          date,
        ),
        'HR99',
      );
    if (r < 0.92)
      return withRef(
        mk(
          date,
          ['PRIJENOS U KORIST', nameOf(rng, FIRST, LAST)],
          logAmount(rng, 1_000, 60_000, 100),
          date,
        ),
        'HR99',
      );
    return mk(
      date,
      ['POVRAT KARTICOM', `${rng.pick(SHOPS)} ${rng.pick(TOWNS)}`],
      logAmount(rng, 300, 6_000),
      date,
    );
  });
  const employer = `${word(rng).toUpperCase()} D.O.O.`;
  for (const me of monthEnds(start, end)) {
    const ym = me.slice(0, 8);
    txs.push(
      withRef(
        mk(
          `${ym}${rng.pick(['10', '14', '15'])}`,
          ['PLACA', `${employer} ${formatDate(me, 'MM/YYYY')}`],
          logAmount(rng, 90_000, 280_000),
          null,
        ),
        `HR69 ${digits(rng, 11)}`,
      ),
      withRef(
        mk(
          `${ym}20`,
          ['TRAJNI NALOG', 'DOBROVOLJNI MIROVINSKI FOND'],
          -rng.pick([2_000, 3_000, 5_000]),
          null,
        ),
        ref(),
      ),
      mk(me, ['NAKNADA ZA PAKET', 'MJESECNA NAKNADA RACUNA'], -rng.pick([199, 265, 398]), me),
    );
  }
  for (const t of txs) t.postDate ??= t.date;
  byDate(txs);
  const opening = liftOpening(txs, logAmount(rng, 5_000, 500_000), logAmount(rng, 500, 40_000));
  const holder = nameOf(rng, FIRST, LAST);
  const iban = `HR${digits(rng, 2)}${rng.pick(['2360000', '2340009', '2402006'])}${digits(rng, 10)}`;
  const bank = rng.pick([`${word(rng)} banka d.d.`, `${word(rng)}ska banka d.d.`]);
  const st = statementOf({
    bank,
    holder,
    account: iban,
    type: 'Tekuci racun',
    currency: 'EUR',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const closing = txs.at(-1)!.balance;
  const m = (v: number) => formatMinor(v, DE);
  const sgn = (v: number) => `${v < 0 ? '-' : ''}${formatMinor(v, DE)}`;
  const d = (iso: string) => `${formatDate(iso, 'DD.MM.YYYY')}.`;
  const refW = slot(g, ['HR01 12345678-2023'], ['Poziv na broj'], 8);
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['Datum', 'knjizenja'], slot(g, ['28.12.2023.'], ['knjizenja'], 10)],
      ['vdate', ['Datum', 'valute'], slot(g, ['28.12.2023.'], ['valute'], 10)],
    ],
    desc: ['Opis placanja /', 'platitelj - primatelj'],
    money: [
      ['out', ['', 'Isplata']],
      ['in', ['', 'Uplata']],
    ],
    moneyWidth: 72,
  });
  // the reference column sits between the text and the money
  const desc = cols.find((c) => c.key === 'desc')!;
  desc.width = desc.width! - refW;
  const outCol = cols.find((c) => c.key === 'out')!;
  cols.splice(cols.indexOf(outCol), 0, {
    key: 'ref',
    header: ['Poziv na', 'broj'],
    x: outCol.x - 72 - refW,
    align: 'left',
  });
  const rows: Row[] = txs.map((t) =>
    linesRow(
      st,
      t,
      fitLines(g, lines.get(t)!, desc.width!),
      { date: d(t.date), vdate: d(t.postDate!), ref: refs.get(t) ?? '' },
      { [t.amount < 0 ? 'out' : 'in']: m(t.amount) },
      null,
    ),
  );
  const number = rng.int(Number(start.slice(5, 7)) * 2, 60);
  const lx = g.left + (g.right - g.left) * 0.42;
  const eurX = lx + 200;
  const hrkX = g.right;
  const sum = (l: string, v: number, bold = false) => ({
    cells: [
      { text: l, x: lx, bold },
      { text: `${sgn(v)} EUR`, x: eurX, align: 'right' as const, bold },
      { text: `${sgn(toHrk(v))} HRK`, x: hrkX, align: 'right' as const },
    ],
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          { text: `IZVOD BR. ${number}`, x: g.right, align: 'right', bold: true, size: g.size + 3 },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: holder, x: g.left, bold: true },
          { text: `Izvod za razdoblje od ${d(start)} do ${d(end)}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `${word(rng).toUpperCase()} ${rng.int(1, 120)}`, x: g.left },
          { text: `Datum izvoda: ${d(end)}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `${digits(rng, 5)} ${rng.pick(TOWNS)}`, x: g.left },
          { text: `IBAN: ${iban}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [{ text: 'Tekuci racun - osobni', x: g.right, align: 'right' }],
        gapAfter: g.lineHeight * 0.6,
      },
      sum('Prethodno stanje', opening),
      sum('Ukupno isplate', -sumOf(txs, (t) => t.amount < 0)),
      sum(
        'Ukupno uplate',
        sumOf(txs, (t) => t.amount > 0),
      ),
      sum('Novo stanje', closing, true),
      {
        cells: [{ text: 'Fiksni tecaj konverzije 1 EUR = 7,53450 HRK', x: lx, size: g.size - 1 }],
        gapAfter: g.lineHeight * 0.6,
      },
    ],
  };
  const oib = digits(rng, 11);
  const spec = docSpec(g, [header, { kind: 'table', columns: cols, rows, headerRule: true }], {
    pageHeader: () => [
      [
        { text: `${bank}  IZVOD BR. ${number}`, x: g.left, bold: true },
        { text: iban, x: g.right, align: 'right' },
      ],
    ],
    footer: (p, n) => [
      [
        {
          text: `${bank}, OIB ${oib}. Reklamacije u roku od 30 dana od primitka izvoda.`,
          x: g.left,
          size: g.size - 1.5,
        },
      ],
      [{ text: `Stranica ${p}/${n}`, x: g.right, align: 'right', size: g.size - 1 }],
    ],
  });
  return { family: 'hr-izvod-eur-hrk', spec, statements: [st] };
};
