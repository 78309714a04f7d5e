/**
 * A Finnish account statement (Nordea / OP / Säästöpankki-like "TILIOTE"): IBAN printed in
 * groups of four, "Tiliote ajalta 01.03.2024 - 31.03.2024", then Kirjaus-päivä | Arvo-päivä |
 * Maksu-päivä | Tapahtuma | Määrä EUR with "05.03." dates (no year: it is in the period) and
 * amounts with a trailing sign ("12,40-", "1 234,56+", space thousands). Each entry is a block:
 * the entry kind (KORTTIOSTO, TILISIIRTO, E-LASKU, PALKKA, MOBILEPAY …), the payee or payer,
 * then "Viite 12345 67890 1" (a reference with its 7-3-1 check digit) or "Viesti: …", and a
 * last line "Arkistointitunnus 240305…" (the archive id, a long number). Card purchases carry
 * the purchase day in Maksupäivä. No running balance: "SALDO 29.02.2024 1 234,56+" opens the
 * table and "SALDO 31.03.2024" closes it as lines with an amount; "Panot 5 kpl … / Otot 28 kpl
 * …" sums and counts follow.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, FR, formatDate } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { digits, statementOf, tx, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow, marked } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { monthEnds } from '../blind-8/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { fitLines, flexColumns, nameOf, ref731, slot } from './kit.ts';

/** "123456789012" → "12345 67890 12": Finnish references print in groups of five. */
const grouped = (ref: string) => ref.replace(/(\d{5})(?=\d)/g, '$1 ');

const ETU = ['MATTI', 'JUHA', 'MIKKO', 'ANNA', 'LAURA', 'SANNA', 'TIINA', 'ANTTI', 'KATJA'];
const SUKU = ['VIRTANEN', 'KORHONEN', 'NIEMINEN', 'MÄKELÄ', 'HÄMÄLÄINEN', 'LAINE', 'JÄRVINEN'];
const SHOPS = [
  'K-MARKET',
  'S-MARKET',
  'PRISMA',
  'LIDL',
  'ALEPA',
  'R-KIOSKI',
  'NESTE',
  'ABC',
  'TOKMANNI',
  'VERKKOKAUPPA.COM',
];
const CITIES = ['HELSINKI', 'ESPOO', 'TAMPERE', 'TURKU', 'OULU', 'JYVÄSKYLÄ', 'LAHTI'];
const BILLERS = [
  'HELEN OY',
  'ELISA OYJ',
  'DNA OYJ',
  'TELIA FINLAND OYJ',
  'IF VAKUUTUS',
  'FORTUM MARKETS OY',
  'HSL',
  'TAMPEREEN SÄHKÖLAITOS OY',
];
const VIESTI = ['vuokra', 'laina', 'kiitos', 'ruokaostokset', 'lippu', 'lahja', 'kimppakyyti'];

export const fiTilioteArchive: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 3.6, 65);
  const { start, end } = calendarPeriod(rng, count > 38 ? 2 : 1);
  const holder = nameOf(rng, SUKU, ETU);
  const lines = new Map<SynthTx, string[]>();
  const paid = new Map<SynthTx, string>();
  const archive = (date: string) =>
    `${formatDate(date, 'YYMMDD')}${rng.chance(0.5) ? digits(rng, 12) : `${word(rng).slice(0, 4).toUpperCase()}${digits(rng, 8)}`}`;
  const mk = (date: string, text: string[], amount: number, payDay = date): SynthTx => {
    const all = [...text, `Arkistointitunnus ${archive(date)}`];
    const t = tx(date, all.join(' '), amount);
    t.postDate = date;
    lines.set(t, all);
    paid.set(t, payDay);
    return t;
  };
  const person = () => `${rng.pick(SUKU)} ${rng.pick(ETU)}`;
  const txs: SynthTx[] = scatter(rng, start, end, count, (date) => {
    const r = rng.next();
    if (r < 0.45)
      return mk(
        date,
        ['KORTTIOSTO', `${rng.pick(SHOPS)} ${rng.pick(CITIES)}`],
        -logAmount(rng, 150, 20_000, 1),
        addDays(date, -rng.pick([0, 1, 1, 2, 3])),
      );
    if (r < 0.6) {
      const who = rng.pick(BILLERS);
      return mk(
        date,
        [rng.pick(['E-LASKU', 'SUORAMAKSU']), who, `Viite ${grouped(ref731(rng))}`],
        -logAmount(rng, 1_500, 30_000, 1),
      );
    }
    if (r < 0.72)
      return mk(
        date,
        [
          'TILISIIRTO',
          person(),
          rng.chance(0.5) ? `Viite ${grouped(ref731(rng))}` : `Viesti: ${rng.pick(VIESTI)}`,
        ],
        -logAmount(rng, 1_000, 120_000, 100),
      );
    if (r < 0.84) {
      const credit = rng.chance(0.55);
      return mk(
        date,
        ['MOBILEPAY', person(), `Viesti: ${rng.pick(VIESTI)}`],
        (credit ? 1 : -1) * logAmount(rng, 500, 15_000, 50),
      );
    }
    if (r < 0.92)
      return mk(
        date,
        ['TILISIIRTO', person(), `Viesti: ${rng.pick(VIESTI)}`],
        logAmount(rng, 2_000, 80_000, 100),
      );
    return mk(
      date,
      ['AUTOMAATTINOSTO', `NOSTOAUTOMAATTI ${rng.pick(CITIES)} ${digits(rng, 4)}`],
      -rng.int(2, 40) * 1_000,
    );
  });
  const employer = `${word(rng).toUpperCase()} OY`;
  for (const me of monthEnds(start, end)) {
    if (rng.chance(0.85))
      txs.push(
        mk(addDays(me, -rng.int(0, 5)), ['PALKKA', employer], logAmount(rng, 180_000, 520_000, 1)),
      );
    txs.push(mk(me, ['PALVELUMAKSU', 'Päivittäispalvelut'], -rng.pick([300, 450, 700, 900])));
  }
  txs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const opening = liftOpening(txs, logAmount(rng, 5_000, 800_000, 1), 0);
  const bank = rng.pick([
    `${word(rng)} Pankki`,
    `${word(rng)}n Säästöpankki`,
    `${word(rng)} Bank Oyj`,
  ]);
  const acct = `FI${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Käyttötili',
    currency: 'EUR',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const closing = txs.at(-1)!.balance;
  const a = (v: number) => marked(v, FR, ['-', '+']);
  const dm = (iso: string) => formatDate(iso, 'DD.MM.');
  const dmy = (iso: string) => formatDate(iso, 'DD.MM.YYYY');
  const dateW = slot(g, ['28.12.'], ['Kirjaus-', 'päivä'], 10);
  const cols = flexColumns(g, [
    { key: 'date', header: ['Kirjaus-', 'päivä'], align: 'left', width: dateW },
    { key: 'vdate', header: ['Arvo-', 'päivä'], align: 'left', width: dateW },
    { key: 'pdate', header: ['Maksu-', 'päivä'], align: 'left', width: dateW },
    { key: 'desc', header: ['Tapahtuma', 'Saaja / Maksaja'], align: 'left' },
    {
      key: 'amount',
      header: ['Määrä', 'EUR'],
      align: 'right',
      width: slot(g, [a(-99_999_999)], ['Määrä'], 20),
    },
  ]);
  const descW = cols.find((c) => c.key === 'desc')!.width!;
  const rows: Row[] = [
    { cells: { desc: `SALDO ${dmy(addDays(start, -1))}`, amount: a(opening) }, bold: true },
    ...txs.map((t, i) =>
      linesRow(
        st,
        t,
        fitLines(g, lines.get(t)!, descW),
        { date: dm(t.date), vdate: dm(t.postDate!), pdate: dm(paid.get(t)!) },
        { amount: a(t.amount) },
        null,
        { gapBefore: i ? g.lineHeight * 0.35 : g.lineHeight * 0.2 },
      ),
    ),
    {
      cells: { desc: `SALDO ${dmy(end)}`, amount: a(closing) },
      bold: true,
      gapBefore: g.lineHeight * 0.5,
    },
  ];
  const credits = txs.filter((t) => t.amount > 0).length;
  const descX = cols.find((c) => c.key === 'desc')!.x;
  const sums: Block = {
    kind: 'lines',
    lines: [
      { cells: [{ text: 'Tapahtumat yhteensä', x: descX, bold: true }] },
      {
        cells: [
          { text: 'Panot', x: descX },
          { text: `${credits} kpl`, x: descX + 90, align: 'right' },
          { text: a(sumOf(txs, (t) => t.amount > 0)), x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Otot', x: descX },
          { text: `${txs.length - credits} kpl`, x: descX + 90, align: 'right' },
          { text: a(sumOf(txs, (t) => t.amount < 0)), x: g.right, align: 'right' },
        ],
      },
    ],
  };
  const rx = g.left + (g.right - g.left) * 0.5;
  const bic = `${word(rng).slice(0, 4).toUpperCase().padEnd(4, 'X')}FIHH`;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 7 },
          { text: 'TILIOTE', x: g.right, align: 'right', bold: true, size: g.size + 3 },
        ],
      },
      {
        cells: [{ text: `Nro ${Number(end.slice(5, 7))}`, x: g.right, align: 'right' }],
        gapAfter: g.lineHeight * 0.8,
      },
      {
        cells: [
          { text: holder, x: g.left },
          { text: `Tiliote ajalta ${dmy(start)} - ${dmy(end)}`, x: rx },
        ],
      },
      {
        cells: [
          {
            text: `${word(rng)}nkatu ${rng.int(1, 80)} ${rng.pick(['A', 'B', 'C'])} ${rng.int(1, 40)}`,
            x: g.left,
          },
          { text: `Tilinumero ${acct}`, x: rx },
        ],
      },
      {
        cells: [
          {
            text: `${rng.int(0, 99).toString().padStart(2, '0')}${rng.int(1, 9)}00 ${rng.pick(CITIES)}`,
            x: g.left,
          },
          { text: `BIC ${bic}`, x: rx },
        ],
      },
      {
        cells: [{ text: 'Tilin nimi Käyttötili   Valuutta EUR', x: rx }],
        gapAfter: g.lineHeight * 0.6,
      },
    ],
  };
  const legal = `${bank}, Y-tunnus ${digits(rng, 7)}-${rng.int(0, 9)}, kotipaikka ${rng.pick(CITIES)}`;
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, headerRule: true },
      { kind: 'space', height: g.lineHeight * 0.8 },
      sums,
    ],
    {
      pageHeader: () => [
        [
          { text: `${bank}  TILIOTE  ${acct}`, x: g.left },
          { text: `${dmy(start)} - ${dmy(end)}`, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [{ text: legal, x: g.left, size: g.size - 1.5 }],
        [{ text: `Sivu ${p} / ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'fi-tiliote-archive', spec, statements: [st] };
};
