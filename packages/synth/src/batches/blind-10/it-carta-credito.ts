/**
 * An Italian credit-card statement (Nexi / CartaSi-like "ESTRATTO CONTO" of a charge card whose
 * balance is debited to the holder's current account each month): the masked card number, a
 * RIEPILOGO box (Saldo precedente, Pagamenti e accrediti, Nuovi addebiti, Saldo attuale), the
 * sentence "L'importo di € 1.190,66 sarà addebitato sul conto IBAN … con valuta 15/04/2024",
 * plafond and disponibilità residua, then Data operazione | Data registrazione | Descrizione |
 * Importo in valuta | Importo in euro with DD/MM/YY dates and "1.234,56" amounts printed from the
 * issuer's side: charges positive, credits (the debit of the previous balance, refunds "STORNO
 * …") with a leading minus. Purchases outside the euro print their amount in the foreign
 * currency ("USD 25,99") and a second line "CAMBIO 1,0823 COMM. 1,50%"; the €2,00 IMPOSTA DI
 * BOLLO row when the charges exceed €77,47, and sometimes the annual fee. TOTALE OPERAZIONI
 * closes the table. In the truth charges are negative and the balance owed is negative.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, DE, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { digits, statementOf, tx, word } from '../blind-3/common.ts';
import { linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { logAmount } from '../blind-9/kit.ts';
import { fitLines, flexColumns, nameOf, slot } from './kit.ts';

const COGNOMI = ['ROSSI', 'RUSSO', 'FERRARI', 'ESPOSITO', 'BIANCHI', 'ROMANO', 'COLOMBO', 'RICCI'];
const NOMI = ['MARCO', 'GIULIA', 'ALESSANDRO', 'FRANCESCA', 'LUCA', 'CHIARA', 'MATTEO', 'SARA'];
const SHOPS = [
  'ESSELUNGA',
  'CONAD',
  'COOP',
  'CARREFOUR MARKET',
  'AUTOGRILL',
  'TRENITALIA',
  'ITALO',
  'ENI STATION',
  'Q8',
  'ZARA',
  'IKEA',
  'DECATHLON',
  'MEDIAWORLD',
  'FARMACIA COMUNALE',
  'TELEPASS',
];
const CITIES = ['MILANO', 'ROMA', 'TORINO', 'NAPOLI', 'BOLOGNA', 'FIRENZE', 'VERONA'];
const ABROAD: [string, string, number][] = [
  ['AMAZON.COM SEATTLE USA', 'USD', 1.08],
  ['AIRBNB SAN FRANCISCO USA', 'USD', 1.08],
  ['TFL TRAVEL LONDON GBR', 'GBP', 0.85],
  ['PRET A MANGER LONDON GBR', 'GBP', 0.85],
  ['SBB CFF FFS BERN CHE', 'CHF', 0.96],
];

export const itCartaCredito: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.25, 70);
  const y = rng.int(2019, 2025);
  const end = `${y}-${String(rng.int(1, 12)).padStart(2, '0')}-${rng.pick(['10', '15', '20', '28'])}`;
  const start = addDays(end, -30);
  const day = () => addDays(start, rng.int(0, 30));
  const lines = new Map<SynthTx, string[]>();
  const foreign = new Map<SynthTx, string>();
  const mk = (date: string, text: string[], amount: number): SynthTx => {
    const t = tx(date, text.join(' '), amount);
    const reg = addDays(date, rng.pick([0, 1, 1, 2, 3]));
    t.postDate = reg > end ? end : reg;
    lines.set(t, text);
    return t;
  };
  const previous = logAmount(rng, 3_000, 250_000, 1);
  const txs: SynthTx[] = [
    mk(addDays(start, rng.int(3, 18)), ['ADDEBITO IN C/C SALDO PRECEDENTE'], previous),
  ];
  for (let i = 0; i < count; i++) {
    const r = rng.next();
    if (r < 0.08) {
      const [shop, cur, rate] = rng.pick(ABROAD);
      const amountFx = logAmount(rng, 500, 40_000, 1);
      const eur = Math.max(1, Math.round((amountFx / rate) * 1.015));
      const t = mk(day(), [shop, `CAMBIO ${rate.toFixed(4).replace('.', ',')} COMM. 1,50%`], -eur);
      foreign.set(t, `${cur} ${formatMinor(amountFx, DE)}`);
      txs.push(t);
    } else if (r < 0.12)
      txs.push(
        mk(
          day(),
          [`STORNO ${rng.pick(SHOPS)} ${rng.pick(CITIES)} ITA`],
          logAmount(rng, 500, 15_000, 1),
        ),
      );
    else
      txs.push(
        mk(day(), [`${rng.pick(SHOPS)} ${rng.pick(CITIES)} ITA`], -logAmount(rng, 200, 30_000, 1)),
      );
  }
  if (rng.chance(0.1))
    txs.push(mk(day(), ['QUOTA ASSOCIATIVA ANNUALE'], -rng.pick([3_099, 4_000, 6_199])));
  txs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  if (-sumOf(txs, (t) => t.amount < 0) > 7_747) {
    const bollo = mk(end, ['IMPOSTA DI BOLLO'], -200);
    bollo.postDate = end;
    txs.push(bollo);
  }
  const opening = -previous;
  let bal = opening;
  for (const t of txs) t.balance = bal += t.amount;
  const closing = bal;
  const issuer = rng.pick([`${word(rng)}pay`, `${word(rng)} Carte`, `${word(rng)}card`]);
  const holder = nameOf(rng, COGNOMI, NOMI);
  const card = `${rng.pick(['5255', '4532', '5179'])} **** **** ${digits(rng, 4)}`;
  const st = statementOf({
    bank: issuer,
    holder,
    account: card,
    type: 'Carta di credito',
    currency: 'EUR',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  /** The issuer's side: a charge positive, a credit with a leading minus. */
  const issuerSide = (v: number) => `${v > 0 ? '-' : ''}${formatMinor(v, DE)}`;
  const f = (v: number) => formatMinor(v, DE);
  const d = (iso: string) => formatDate(iso, 'DD/MM/YY');
  const dateW = slot(g, ['28/12/24'], ['Data', 'registrazione'], 8);
  const cols = flexColumns(g, [
    { key: 'date', header: ['Data', 'operazione'], align: 'left', width: dateW },
    { key: 'post', header: ['Data', 'registrazione'], align: 'left', width: dateW },
    { key: 'desc', header: ['Descrizione operazione'], align: 'left' },
    {
      key: 'fx',
      header: ['Importo', 'in valuta'],
      align: 'right',
      width: slot(g, ['USD 9.999,99'], [], 14),
    },
    {
      key: 'amount',
      header: ['Importo', 'in euro'],
      align: 'right',
      width: slot(g, ['-99.999,99'], [], 16),
    },
  ]);
  const descW = cols.find((c) => c.key === 'desc')!.width!;
  const rows: Row[] = txs.map((t) =>
    linesRow(
      st,
      t,
      fitLines(g, lines.get(t)!, descW),
      { date: d(t.date), post: d(t.postDate!) },
      { amount: issuerSide(t.amount), ...(foreign.has(t) ? { fx: foreign.get(t)! } : {}) },
      null,
    ),
  );
  rows.push({
    cells: { desc: 'TOTALE OPERAZIONI', amount: issuerSide(closing - opening) },
    bold: true,
    gapBefore: g.lineHeight * 0.4,
  });
  const credits = sumOf(txs, (t) => t.amount > 0);
  const charges = -sumOf(txs, (t) => t.amount < 0);
  const limit = Math.max(150_000, Math.ceil((charges * 1.5) / 100_000) * 100_000);
  const iban = `IT${digits(rng, 2)} ${String.fromCharCode(65 + rng.int(0, 25))}${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 3)}`;
  const debitDay = addDays(end, rng.pick([15, 20, 25]));
  const bx = g.left + 8;
  const vx = g.left + (g.right - g.left) * 0.5;
  const box = (l: string, v: string, bold = false) => ({
    cells: [
      { text: l, x: bx, bold },
      { text: v, x: vx, align: 'right' as const, bold },
    ],
  });
  const rx = g.left + (g.right - g.left) * 0.55;
  const header: Block[] = [
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: issuer, x: g.left, bold: true, size: g.size + 7 },
            { text: 'ESTRATTO CONTO', x: g.right, align: 'right', bold: true, size: g.size + 2 },
          ],
        },
        {
          cells: [{ text: 'Carta di credito', x: g.right, align: 'right' }],
          gapAfter: g.lineHeight * 0.6,
        },
        {
          cells: [
            { text: `Estratto conto al ${formatDate(end, 'DD/MM/YYYY')}`, x: g.left, bold: true },
            { text: `Gentile ${rng.pick(['Sig.', 'Sig.ra'])} ${holder}`, x: rx },
          ],
        },
        {
          cells: [
            { text: `Carta n. ${card}`, x: g.left },
            { text: `Via ${word(rng)} ${rng.int(1, 200)}`, x: rx },
          ],
        },
        {
          cells: [
            { text: `Titolare: ${holder}`, x: g.left },
            { text: `${rng.int(10, 98)}${rng.int(100, 199)} ${rng.pick(CITIES)}`, x: rx },
          ],
          gapAfter: g.lineHeight * 0.8,
        },
        { cells: [{ text: 'RIEPILOGO', x: g.left, bold: true }] },
      ],
    },
    { kind: 'rule', x0: g.left, x1: vx + 8 },
    {
      kind: 'lines',
      lines: [
        box('Saldo precedente', f(previous)),
        box('Pagamenti e accrediti', `-${f(credits)}`),
        box('Nuovi addebiti', f(charges)),
        box('Saldo attuale', issuerSide(closing), true),
      ],
    },
    { kind: 'rule', x0: g.left, x1: vx + 8 },
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            {
              text:
                closing < 0
                  ? `L'importo di € ${f(closing)} sarà addebitato sul conto IBAN ${iban} con valuta ${formatDate(debitDay, 'DD/MM/YYYY')}.`
                  : `Il saldo a Suo credito di € ${f(closing)} sarà utilizzato per le prossime operazioni.`,
              x: g.left,
              size: g.size - 0.5,
            },
          ],
        },
        {
          cells: [
            {
              text: `Plafond € ${f(limit)}    Disponibilità residua € ${f(Math.max(0, limit + closing))}`,
              x: g.left,
              size: g.size - 0.5,
            },
          ],
          gapAfter: g.lineHeight * 0.6,
        },
      ],
    },
  ];
  const spec = docSpec(
    g,
    [
      ...header,
      {
        kind: 'table',
        columns: cols,
        rows,
        headerRule: true,
        title: 'DETTAGLIO OPERAZIONI',
        continuedSuffix: ' (segue)',
      },
      { kind: 'space', height: g.lineHeight },
      {
        kind: 'lines',
        lines: [
          {
            cells: [
              {
                text: "Attiva le notifiche nell'app: ricevi un avviso per ogni operazione fatta con la tua carta.",
                x: g.left,
                size: g.size - 1,
              },
            ],
          },
        ],
      },
    ],
    {
      pageHeader: () => [
        [
          { text: `${issuer}  Carta n. ${card}`, x: g.left },
          {
            text: `Estratto conto al ${formatDate(end, 'DD/MM/YYYY')}`,
            x: g.right,
            align: 'right',
          },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: `${issuer} S.p.A. - Sede legale in Milano - Iscritta all'Albo degli Istituti di Pagamento - Imposta di bollo assolta in modo virtuale`,
            x: g.left,
            size: g.size - 1.5,
          },
        ],
        [{ text: `Pag. ${p} di ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'it-carta-credito', spec, statements: [st] };
};
