/**
 * An Icelandic current-account statement (Landsbankinn / Islandsbanki / Arion-like
 * "REIKNINGSYFIRLIT", Icelandic labels with their own letters, which the standard fonts carry):
 * the holder with a kennitala ("Kt. 010190-2349", a national id shaped like a date and number,
 * not money), the account "0133-26-012345" (bank-ledger-number), the period "Tímabil:
 * 01.03.2024 - 31.03.2024". Króna amounts have no decimals and dot thousands ('-12.345'). Newest
 * first: Dags. | Vaxtad. | Tilvísun | Skýring | Texti | Upphæð | Staða, where Skýring is a short
 * transaction-kind code and Texti the merchant or counterparty, the amount signed and the
 * balance on every row. Rows: card payments at Bónus, Krónan, Hagkaup, N1, Orkan, Vínbúðin,
 * transfers (Millifærsla) with kennitala-looking references, salary (Laun) at the month end,
 * housing-loan instalments (Afborgun láns), utility bills (Orkuveitan, Síminn), debit-card
 * fees and the monthly "Færslugjöld". Opening (Staða í upphafi tímabils) and closing balances
 * (Staða í lok tímabils) as lines under the table.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { formatDate } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { digits, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { monthEnds } from '../blind-8/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { fitLines, flexColumns, slot, whole } from '../blind-10/kit.ts';
import { byDate, rowMaker } from './kit.ts';

const MEN = ['Jón', 'Sigurður', 'Gunnar', 'Ólafur', 'Einar', 'Magnús'];
const WOMEN = ['Guðrún', 'Anna', 'Kristín', 'Helga', 'Sigríður', 'Katrín'];
const FATHERS = ['Jóns', 'Sigurðar', 'Guðmunds', 'Ólafs', 'Einars', 'Magnúsar'];

/** "Kristín Einarsdóttir" / "Gunnar Ólafsson": a patronymic name. */
const person = (rng: Parameters<typeof digits>[0]): string =>
  rng.chance(0.5)
    ? `${rng.pick(MEN)} ${rng.pick(FATHERS).replace(/ar$/, '').replace(/s$/, '')}sson`
    : `${rng.pick(WOMEN)} ${rng.pick(FATHERS)}dóttir`;
const SHOPS = [
  'BÓNUS',
  'KRÓNAN',
  'HAGKAUP',
  'NETTÓ',
  'N1',
  'ORKAN',
  'OLÍS',
  'VÍNBÚÐIN',
  'IKEA GARÐABÆR',
  'BAKARÍ',
];
const TOWNS = ['REYKJAVÍK', 'KÓPAVOGUR', 'HAFNARFJ.', 'AKUREYRI', 'SELFOSS'];

/** "010190-2349": a kennitala (birth date and four digits). */
const kennitala = (rng: Parameters<typeof digits>[0]) =>
  `${String(rng.int(1, 28)).padStart(2, '0')}${String(rng.int(1, 12)).padStart(2, '0')}${String(rng.int(50, 99))}-${digits(rng, 3)}9`;

export const isYfirlitIsk: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.15, 110);
  const { start, end } = calendarPeriod(rng, count > 60 ? 2 : 1);
  const { mk, lines } = rowMaker();
  const code = new Map<object, string>();
  const refs = new Map<object, string>();
  const row = (date: string, kind: string, text: string, amount: number, ref: string) => {
    const t = mk(date, [text], amount, date);
    code.set(t, kind);
    refs.set(t, ref);
    return t;
  };
  const kr = (min: number, max: number, unit = 1) => logAmount(rng, min, max, unit) * 100;
  const txs = scatter(rng, start, end, count, (date) => {
    const r = rng.next();
    if (r < 0.55)
      return row(
        date,
        'Debetkort',
        `${rng.pick(SHOPS)} ${rng.pick(TOWNS)}`,
        -kr(300, 45_000),
        digits(rng, 6),
      );
    if (r < 0.72)
      return row(
        date,
        'Millifærsla',
        person(rng),
        (rng.chance(0.5) ? -1 : 1) * kr(1_000, 250_000, 100),
        kennitala(rng),
      );
    if (r < 0.82)
      return row(
        date,
        'Greiðsla',
        rng.pick([
          'ORKUVEITA REYKJAVÍKUR',
          'SÍMINN HF',
          'NOVA HF',
          'VODAFONE',
          'SJÓVÁ TRYGGINGAR',
          'VÖRÐUR TRYGGINGAR',
        ]),
        -kr(2_000, 40_000),
        digits(rng, 8),
      );
    if (r < 0.9)
      return row(
        date,
        'Hraðbanki',
        `ÚTTEKT ${rng.pick(TOWNS)}`,
        -rng.int(1, 10) * 500_000,
        digits(rng, 6),
      );
    return row(
      date,
      'Endurgreiðsla',
      `${rng.pick(SHOPS)} ${rng.pick(TOWNS)}`,
      kr(300, 15_000),
      digits(rng, 6),
    );
  });
  const employer = `${word(rng).toUpperCase()} EHF.`;
  for (const me of monthEnds(start, end)) {
    const ym = me.slice(0, 8);
    txs.push(
      row(me, 'Laun', `LAUN ${employer}`, kr(450_000, 1_200_000, 100), kennitala(rng)),
      row(
        `${ym}0${rng.int(1, 5)}`,
        'Afborgun',
        `AFBORGUN LÁNS ${digits(rng, 4)}-${digits(rng, 2)}-${digits(rng, 6)}`,
        -kr(120_000, 380_000),
        digits(rng, 6),
      ),
      row(me, 'Gjöld', 'FÆRSLUGJÖLD', -rng.pick([19_000, 29_500, 39_000]), ''),
    );
  }
  byDate(txs);
  const opening = liftOpening(txs, kr(10_000, 900_000), kr(500, 40_000), 100);
  const holder = person(rng);
  const acct = `0${rng.int(101, 599)}-26-${digits(rng, 6)}`;
  const bank = rng.pick([`${word(rng)}bankinn hf.`, `${word(rng)} banki hf.`]);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Veltureikningur',
    currency: 'ISK',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const closing = txs.at(-1)!.balance;
  const kr$ = (v: number) => `${v < 0 ? '-' : ''}${whole(v, '.')}`;
  const d = (iso: string) => formatDate(iso, 'DD.MM.YYYY');
  const dW = slot(g, ['28.12.2024'], ['Vaxtad.'], 8);
  const cols = flexColumns(g, [
    { key: 'date', header: ['Dags.'], align: 'left', width: dW },
    { key: 'vdate', header: ['Vaxtad.'], align: 'left', width: dW },
    {
      key: 'ref',
      header: ['Tilvísun'],
      align: 'left',
      width: slot(g, ['010190-2349'], ['Tilvísun'], 8),
    },
    {
      key: 'type',
      header: ['Skýring'],
      align: 'left',
      width: slot(g, ['Endurgreiðsla'], ['Skýring'], 8),
    },
    { key: 'desc', header: ['Texti'], align: 'left' },
    {
      key: 'amount',
      header: ['Upphæð'],
      align: 'right',
      width: slot(g, ['-9.999.999'], ['Upphæð'], 10),
    },
    {
      key: 'balance',
      header: ['Staða'],
      align: 'right',
      width: slot(g, ['-99.999.999'], ['Staða'], 12),
    },
  ]);
  const descW = cols.find((c) => c.key === 'desc')!.width!;
  const rows: Row[] = [...txs]
    .reverse()
    .map((t) =>
      linesRow(
        st,
        t,
        fitLines(g, lines.get(t)!, descW),
        { date: d(t.date), vdate: d(t.postDate!), ref: refs.get(t)!, type: code.get(t)! },
        { amount: kr$(t.amount), balance: kr$(t.balance) },
        t.balance,
        { lead: code.get(t)! },
      ),
    );
  const vx = g.left + slot(g, [], ['Staða í upphafi tímabils:'], 10);
  const kv = (l: string, v: string, bold = false) => ({
    cells: [
      { text: l, x: g.left, bold },
      { text: v, x: vx, bold },
    ],
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 7 },
          { text: 'REIKNINGSYFIRLIT', x: g.right, align: 'right', bold: true, size: g.size + 2 },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      kv('Nafn:', holder),
      kv('Kennitala:', kennitala(rng)),
      kv('Reikningur:', acct),
      kv('Tegund:', 'Veltureikningur'),
      kv('Mynt:', 'ISK'),
      { ...kv('Tímabil:', `${d(start)} - ${d(end)}`), gapAfter: g.lineHeight * 0.6 },
    ],
  };
  const after: Block = {
    kind: 'lines',
    lines: [
      kv('Staða í upphafi tímabils:', `${kr$(opening)} kr.`, true),
      kv('Innlagnir samtals:', `${kr$(sumOf(txs, (t) => t.amount > 0))} kr.`),
      kv('Úttektir samtals:', `${kr$(sumOf(txs, (t) => t.amount < 0))} kr.`),
      kv('Staða í lok tímabils:', `${kr$(closing)} kr.`, true),
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', title: 'Hreyfingar (nýjustu fyrst)', columns: cols, rows, headerRule: true },
      { kind: 'space', height: g.lineHeight },
      after,
    ],
    {
      pageHeader: () => [
        [
          { text: `${bank}  Reikningur ${acct}`, x: g.left, bold: true },
          { text: `${d(start)} - ${d(end)}`, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: `${bank} - Innstæður eru tryggðar af Tryggingarsjóði innstæðueigenda.`,
            x: g.left,
            size: g.size - 1.5,
          },
        ],
        [{ text: `Bls. ${p} af ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'is-yfirlit-isk', spec, statements: [st] };
};
