/**
 * A German app bank's monthly statement (N26 / Revolut-DE-like): no columns. "Kontoauszug",
 * the month ("01.11.2025 bis 30.11.2025"), holder, address, IBAN with spaces and BIC, then one
 * heading per booking day ("Montag, 3. November 2025") over blocks of three lines: counterparty
 * with the amount at the right ("-12,34 €" / "+1.250,00 €"), the kind ("Mastercard •
 * Lebensmittel", "Überweisung", "Lastschrift", "Gutschrift"), and "Wertstellung 03.11.2025"
 * (the value date, the truth's postDate). The description is the first two lines. A summary at
 * the end: Alter Kontostand, Ausgänge, Eingänge, Dein neuer Kontostand.
 */
import { docSpec, type FamilyFn, geometry, truthTx } from '../../families.ts';
import { addDays, DE, formatDate, formatMinor } from '../../format.ts';
import type { Block, Column, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { person } from '../blind-1/kit.ts';
import { digits, legalFooter, runBalances, statementOf, tx, word } from '../blind-3/common.ts';
import { calendarPeriod, localActivity } from '../blind-4/kit.ts';
import { monthOf, rowCount, sumOf, WOCHENTAGE, weekday } from './kit.ts';

const MONATE =
  'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(' ');
const CARD: [string, string][] = [
  ['REWE', 'Lebensmittel'],
  ['EDEKA', 'Lebensmittel'],
  ['Lidl', 'Lebensmittel'],
  ['dm-drogerie markt', 'Gesundheit & Drogerie'],
  ['Amazon', 'Shopping'],
  ['Deutsche Bahn', 'Reisen'],
  ['Lieferando', 'Essen & Trinken'],
  ['Shell', 'Transport & Auto'],
  ['Spotify', 'Medien & Elektronik'],
  ['Rossmann', 'Gesundheit & Drogerie'],
];

function block(rng: Rng, credit: boolean): [string, string] {
  const r = rng.next();
  const who = person(rng, false);
  if (credit) {
    if (r < 0.5) return [who, 'Gutschrift'];
    if (r < 0.8) return [`${word(rng)} GmbH`, 'Gutschrift • Gehalt'];
    return [who, 'Echtzeitüberweisung']; // instant transfer in
  }
  if (r < 0.6) {
    const [shop, cat] = rng.pick(CARD);
    return [shop, `Mastercard • ${cat}`];
  }
  if (r < 0.75) return [who, 'Überweisung'];
  if (r < 0.9)
    return [
      rng.pick([
        'Vodafone GmbH',
        'Stadtwerke München',
        'Allianz Versicherungs-AG',
        'Telekom Deutschland',
        'ARD ZDF Beitragsservice',
      ]),
      'Lastschrift',
    ];
  return [`Bargeldabhebung ${word(rng)}`, 'Mastercard • Bargeld'];
}

export const deAppBlocks: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 4.5, 119);
  const { start, end } = calendarPeriod(rng, 1);
  const { txs, opening } = localActivity(rng, {
    start,
    end,
    count,
    floor: 0,
    creditShare: 0.25,
    openingRange: [5_000, 300_000],
    factor: 1,
  });
  const lines = new Map<SynthTx, [string, string]>();
  for (const t of txs) {
    lines.set(t, block(rng, t.amount > 0));
    const v = addDays(t.date, -rng.pick([0, 0, 0, 1, 2]));
    t.postDate = v < start ? start : v;
  }
  if (rng.chance(0.5)) {
    const fee = tx(end, '', -rng.pick([490, 990, 1690]));
    fee.postDate = end;
    lines.set(fee, [rng.pick(['Kontoführung', 'Mitgliedschaft Smart']), 'Gebühr']);
    txs.push(fee);
  }
  for (const t of txs) t.description = lines.get(t)!.join(' ');
  const closing = runBalances(txs, opening);
  const bank = rng.pick([`${word(rng)} Bank AG`, `${word(rng)}26 Bank`, `${word(rng)} Bank GmbH`]);
  const holder = person(rng, false);
  const iban = `DE${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)}`;
  const st = statementOf({
    bank,
    holder,
    account: iban,
    type: 'Girokonto',
    currency: 'EUR',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const eur = (v: number) => `${v < 0 ? '-' : '+'}${formatMinor(v, DE)} €`;
  const plain = (v: number) => `${v < 0 ? '-' : ''}${formatMinor(v, DE)} €`;
  const d = (iso: string) => formatDate(iso, 'DD.MM.YYYY');
  const day = (iso: string) =>
    `${WOCHENTAGE[weekday(iso)]}, ${Number(iso.slice(8, 10))}. ${MONATE[monthOf(iso)]} ${iso.slice(0, 4)}`;
  const cols: Column[] = [
    { key: 'desc', header: [], x: g.left, align: 'left' },
    { key: 'amount', header: [], x: g.right, align: 'right' },
  ];
  const rows: Row[] = [];
  txs.forEach((t, i) => {
    if (i === 0 || txs[i - 1]!.date !== t.date)
      rows.push({ cells: { desc: day(t.date) }, bold: true, gapBefore: g.lineHeight * 0.8 });
    const [l1, l2] = lines.get(t)!;
    const truth = truthTx(t, t.description, null);
    st.transactions.push(truth);
    rows.push({
      cells: { desc: l1, amount: eur(t.amount) },
      extra: [{ desc: l2 }, { desc: `Wertstellung ${d(t.postDate!)}` }],
      tx: truth,
      gapBefore: g.lineHeight * 0.3,
    });
  });
  const x2 = g.left + (g.right - g.left) * 0.55;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 7 },
          { text: 'Kontoauszug', x: g.right, align: 'right', bold: true, size: g.size + 3 },
        ],
        gapAfter: g.lineHeight * 0.3,
      },
      {
        cells: [{ text: `${d(start)} bis ${d(end)}`, x: g.right, align: 'right' }],
        gapAfter: g.lineHeight * 0.5,
      },
      {
        cells: [
          { text: holder, x: g.left, bold: true },
          { text: `IBAN: ${iban}`, x: x2 },
        ],
      },
      {
        cells: [
          { text: `${word(rng)}straße ${rng.int(1, 180)}`, x: g.left },
          { text: `BIC: ${word(rng).toUpperCase().slice(0, 4)}DEB${digits(rng, 1)}XXX`, x: x2 },
        ],
      },
      {
        cells: [
          {
            text: `${digits(rng, 5)} ${rng.pick(['Berlin', 'München', 'Hamburg', 'Köln', 'Leipzig'])}`,
            x: g.left,
          },
          { text: `Erstellt am ${d(addDays(end, 1))}`, x: x2 },
        ],
      },
    ],
  };
  const sx = g.left + (g.right - g.left) * 0.45;
  const sum = (l: string, v: string, bold = false) => ({
    cells: [
      { text: l, x: sx, bold },
      { text: v, x: g.right, align: 'right' as const, bold },
    ],
  });
  const summary: Block = {
    kind: 'lines',
    lines: [
      { cells: [{ text: 'Übersicht', x: sx, bold: true }] },
      sum('Alter Kontostand', plain(opening)),
      sum('Ausgänge', plain(sumOf(txs, (t) => t.amount < 0))),
      sum(
        'Eingänge',
        `+${formatMinor(
          sumOf(txs, (t) => t.amount > 0),
          DE,
        )} €`,
      ),
      sum('Dein neuer Kontostand', plain(closing), true),
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows },
      { kind: 'space', height: g.lineHeight },
      { kind: 'rule', x0: sx, x1: g.right },
      summary,
    ],
    {
      pageHeader: () => [
        [
          { text: `${holder}  ${iban}`, x: g.left },
          { text: `Kontoauszug ${d(start)} bis ${d(end)}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `${bank} · ${word(rng)}straße ${rng.int(1, 99)} · ${digits(rng, 5)} Berlin · Amtsgericht Charlottenburg HRB ${digits(rng, 6)}`,
        (p, n) => `${p} / ${n}`,
      ),
    },
  );
  return { family: 'de-app-blocks', spec, statements: [st] };
};
