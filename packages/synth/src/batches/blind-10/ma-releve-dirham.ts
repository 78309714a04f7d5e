/**
 * A Moroccan current-account statement in French (Attijariwafa / BMCE / Banque Populaire-like
 * "RELEVE DE COMPTE"): "Période du 01/03/2024 au 31/03/2024", agency, a 24-digit RIB printed in
 * four groups ("007 780 0001234567890123 45"), currency "MAD (DIRHAM)", then DATE | LIBELLE |
 * VALEUR | DEBIT | CREDIT with the value date between the text and the money, dates "05/03" or
 * "05/03/24" (one style per statement), amounts "1 234,56" or "1.234,56". "SOLDE DEPART AU
 * 29/02/2024" opens the table with the balance in CREDIT (DEBIT when overdrawn); "TOTAL
 * MOUVEMENTS" and "SOLDE FINAL AU 31/03/2024" close it. Libellés run over one to three lines
 * (card payments with the card's last digits and the day, GAB withdrawals, transfers with their
 * motive, direct debits with a reference); every bank commission is a row followed by its
 * "TVA 10%" row. No running balance.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, DE, FR, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { digits, statementOf, tx, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { monthEnds } from '../blind-8/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { fitLines, flexColumns, nameOf, slot } from './kit.ts';

const NOM = [
  'ALAMI',
  'BENNANI',
  'EL IDRISSI',
  'TAZI',
  'BERRADA',
  'CHRAIBI',
  'EL FASSI',
  'OUAZZANI',
];
const PRENOM = ['YOUSSEF', 'MOHAMED', 'KARIM', 'FATIMA ZAHRA', 'SALMA', 'HAMZA', 'IMANE', 'OMAR'];
const SHOPS = [
  'MARJANE',
  'CARREFOUR MARKET',
  'ACIMA',
  'BIM',
  'LABEL VIE',
  'AFRIQUIA',
  'SHELL',
  'JUMIA',
  'GLOVO',
  'DECATHLON',
];
const CITIES = ['CASABLANCA', 'RABAT', 'MARRAKECH', 'FES', 'TANGER', 'AGADIR', 'MEKNES'];
const BILLERS = ['MAROC TELECOM', 'LYDEC', 'REDAL', 'AMENDIS', 'INWI', 'ORANGE MAROC', 'RADEEMA'];
const MOTIFS = ['LOYER', 'REMBOURSEMENT', 'FACTURE', 'AIDE FAMILLE', 'FRAIS SCOLARITE'];
const MOIS =
  'JANVIER FEVRIER MARS AVRIL MAI JUIN JUILLET AOUT SEPTEMBRE OCTOBRE NOVEMBRE DECEMBRE'.split(' ');

export const maReleveDirham: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const ns = rng.chance(0.7) ? FR : DE;
  const dateFmt = rng.pick(['DD/MM', 'DD/MM/YY']);
  const count = rowCount(rng, g, o.pages, 2.3, 70);
  const { start, end } = calendarPeriod(rng, count > 40 ? 2 : 1);
  const holder = nameOf(rng, NOM, PRENOM);
  const card = digits(rng, 4);
  const lines = new Map<SynthTx, string[]>();
  const mk = (date: string, text: string[], amount: number, lag = 0): SynthTx => {
    const t = tx(date, text.join(' '), amount);
    const v = addDays(date, lag);
    t.postDate = v > end ? end : v;
    lines.set(t, text);
    return t;
  };
  /** A commission and its 10 % VAT, each its own row. */
  const fee = (date: string, label: string, minor: number): SynthTx[] => [
    mk(date, [label], -minor),
    mk(
      date,
      [`TVA 10% SUR ${label.startsWith('FRAIS') ? 'FRAIS' : 'COMMISSION'}`],
      -Math.round(minor / 10),
    ),
  ];
  const dm = (iso: string) => formatDate(iso, 'DD/MM');
  const txs: SynthTx[] = scatter(rng, start, end, count, (date) => {
    const r = rng.next();
    if (r < 0.34) {
      const day = addDays(date, -rng.pick([0, 1, 1, 2]));
      return mk(
        date,
        [`PAIEMENT CARTE ${card} ${dm(day)}`, `${rng.pick(SHOPS)} ${rng.pick(CITIES)}`],
        -logAmount(rng, 2_000, 300_000, 1),
      );
    }
    if (r < 0.5) {
      const atm = mk(
        date,
        [`RETRAIT GAB ${dm(date)}`, `GAB ${digits(rng, 5)} ${rng.pick(CITIES)}`],
        -rng.int(2, 50) * 10_000,
      );
      return rng.chance(0.4) ? [atm, ...fee(date, 'COMMISSION RETRAIT GAB CONFRERE', 600)] : atm;
    }
    if (r < 0.63)
      return mk(
        date,
        ['VIREMENT RECU', `DE ${nameOf(rng, NOM, PRENOM)}`],
        logAmount(rng, 20_000, 2_000_000, 100),
        1,
      );
    if (r < 0.76)
      return [
        mk(
          date,
          ['VIREMENT EMIS', `A ${nameOf(rng, NOM, PRENOM)}`, `MOTIF ${rng.pick(MOTIFS)}`],
          -logAmount(rng, 20_000, 1_500_000, 100),
        ),
        ...fee(date, 'COMMISSION SUR VIREMENT', rng.pick([500, 1_000, 1_500])),
      ];
    if (r < 0.88)
      return mk(
        date,
        ['PRELEVEMENT', `${rng.pick(BILLERS)} REF ${digits(rng, 9)}`],
        -logAmount(rng, 5_000, 120_000, 1),
      );
    if (r < 0.94)
      return mk(
        date,
        ['VERSEMENT ESPECES', `AGENCE ${rng.pick(CITIES)}`],
        rng.int(5, 200) * 10_000,
      );
    return mk(date, [`CHEQUE N° ${digits(rng, 7)}`], -logAmount(rng, 50_000, 1_500_000, 100));
  });
  const employer = `${word(rng).toUpperCase()} SARL`;
  for (const me of monthEnds(start, end)) {
    if (rng.chance(0.8))
      txs.push(
        mk(
          addDays(me, -rng.int(0, 6)),
          [
            'VIREMENT SALAIRE',
            employer,
            `SALAIRE ${MOIS[Number(me.slice(5, 7)) - 1]} ${me.slice(0, 4)}`,
          ],
          logAmount(rng, 400_000, 3_500_000, 100),
        ),
      );
    txs.push(...fee(me, 'FRAIS DE TENUE DE COMPTE', rng.pick([1_500, 2_000, 2_500, 3_000])));
  }
  txs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const opening = liftOpening(
    txs,
    logAmount(rng, 10_000, 4_000_000, 1),
    -rng.pick([0, 0, 200_000]),
  );
  const bank = rng.pick([
    `Banque ${word(rng)}`,
    `Crédit ${word(rng)} du Maroc`,
    `${word(rng)} Bank`,
  ]);
  const rib = `${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 16)} ${digits(rng, 2)}`;
  const st = statementOf({
    bank,
    holder,
    account: rib,
    type: 'Compte chèque',
    currency: 'MAD',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const closing = txs.at(-1)!.balance;
  const f = (v: number) => formatMinor(v, ns);
  const d = (iso: string) => formatDate(iso, dateFmt);
  const dmy = (iso: string) => formatDate(iso, 'DD/MM/YYYY');
  const money = slot(g, [f(99_999_999)], ['CREDIT'], 14);
  const dateW = slot(g, [formatDate('2024-12-28', dateFmt)], ['VALEUR'], 10);
  const cols = flexColumns(g, [
    { key: 'date', header: ['DATE'], align: 'left', width: dateW },
    { key: 'desc', header: ['LIBELLE'], align: 'left' },
    { key: 'vdate', header: ['VALEUR'], align: 'left', width: dateW },
    { key: 'out', header: ['DEBIT'], align: 'right', width: money },
    { key: 'in', header: ['CREDIT'], align: 'right', width: money },
  ]);
  const descW = cols.find((c) => c.key === 'desc')!.width!;
  const solde = (label: string, bal: number): Row => ({
    cells: { desc: label, [bal < 0 ? 'out' : 'in']: f(bal) },
    bold: true,
  });
  const rows: Row[] = [
    solde(`SOLDE DEPART AU ${dmy(addDays(start, -1))}`, opening),
    ...txs.map((t) =>
      linesRow(
        st,
        t,
        fitLines(g, lines.get(t)!, descW),
        { date: d(t.date), vdate: d(t.postDate!) },
        { [t.amount < 0 ? 'out' : 'in']: f(t.amount) },
        null,
      ),
    ),
    {
      cells: {
        desc: 'TOTAL MOUVEMENTS',
        out: f(-sumOf(txs, (t) => t.amount < 0)),
        in: f(sumOf(txs, (t) => t.amount > 0)),
      },
      bold: true,
      gapBefore: g.lineHeight * 0.4,
    },
    solde(`SOLDE FINAL AU ${dmy(end)}`, closing),
  ];
  const rx = g.left + (g.right - g.left) * 0.55;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 7 },
          { text: 'RELEVE DE COMPTE', x: g.right, align: 'right', bold: true, size: g.size + 2 },
        ],
      },
      {
        cells: [
          {
            text: `Période du ${dmy(start)} au ${dmy(end)}`,
            x: g.right,
            align: 'right',
          },
        ],
        gapAfter: g.lineHeight * 0.8,
      },
      {
        cells: [
          { text: holder, x: g.left, bold: true },
          { text: `Agence : ${rng.pick(CITIES)} ${word(rng).toUpperCase()}`, x: rx },
        ],
      },
      {
        cells: [
          { text: `${rng.int(1, 250)}, RUE ${word(rng).toUpperCase()}`, x: g.left },
          { text: `RIB : ${rib}`, x: rx },
        ],
      },
      {
        cells: [
          { text: `${rng.int(10, 90)}000 ${rng.pick(CITIES)}`, x: g.left },
          { text: 'Devise : MAD (DIRHAM)', x: rx },
        ],
        gapAfter: g.lineHeight * 0.8,
      },
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, headerRule: true },
      { kind: 'space', height: g.lineHeight },
      {
        kind: 'lines',
        lines: [
          {
            cells: [
              {
                text: `Avec ${bank} Mobile, consultez vos comptes et effectuez vos virements 24h/24 et 7j/7.`,
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
          { text: `${holder}  RIB ${rib}`, x: g.left },
          { text: `RELEVE DU ${dmy(start)} AU ${dmy(end)}`, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: 'Sauf erreur ou omission de notre part. Tout relevé non contesté dans un délai de 30 jours est considéré comme approuvé.',
            x: g.left,
            size: g.size - 1.5,
          },
        ],
        [{ text: `Page ${p}/${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'ma-releve-dirham', spec, statements: [st] };
};
