/**
 * German cooperative bank business account (Volksbank / Raiffeisenbank-like Geschäftskonto):
 * "Bu-Tag / Wert / Vorgang / Betrag EUR", every amount with an S (Soll) or H (Haben) marker,
 * alter/neuer Kontostand rows inside the table, Übertrag rows at page breaks, booking texts over
 * three lines (Überweisung, Finanzamt, Krankenkasse, payroll), dates "DD.MM." without year.
 */
import { addressLines, docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, DE, formatDate } from '../../format.ts';
import { type Block, type Row, textWidth } from '../../layout.ts';
import { fakeWord } from '../../model.ts';
import { germanBusiness } from './descriptors.ts';
import { activity, cap, footerOf, iban, statementOf, textLines, txRow, withMarker } from './kit.ts';

export const deVolksbankGeschaeftskonto: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const bank = `${rng.pick(['Volksbank', 'Raiffeisenbank', 'VR Bank'])} ${cap(fakeWord(rng))} eG`;
  const a = activity(rng, g, o.pages, {
    locale: 'de',
    describe: germanBusiness,
    perRow: 3,
    floor: -rng.int(500_000, 5_000_000),
    creditShare: 0.4,
    maxDebit: 1_500_000,
    opening: rng.int(-1_000_000, 6_000_000),
    calendarMonth: true,
    valueLag: [0, 0, 0, 1],
  });
  const holder = `${cap(fakeWord(rng))} ${rng.pick(['Haustechnik', 'Metallbau', 'Gastronomie', 'Elektro'])} ${rng.pick(['GmbH', 'GmbH & Co. KG', 'e.K.'])}`;
  const account = iban(rng, 'DE', 18);
  const st = statementOf(a, {
    bank,
    holder,
    account,
    type: 'Geschäftskonto',
    currency: 'EUR',
    printsTotals: false,
  });
  const sh = (m: number) => withMarker(m, DE, ['S', 'H']);
  const day = 'DD.MM.';
  const rows: Row[] = a.txs.map((tx, i) => {
    const row = txRow(
      st,
      a,
      i,
      {
        date: formatDate(tx.date, day),
        wert: formatDate(tx.postDate!, day),
        amount: sh(tx.amount),
      },
      null,
    );
    if (i) row.gapBefore = g.lineHeight * 0.3;
    return row;
  });
  const full = (iso: string) => formatDate(iso, 'DD.MM.YYYY');
  rows.unshift({
    cells: { desc: `alter Kontostand vom ${full(addDays(a.start, -1))}`, amount: sh(a.opening) },
    bold: true,
    balanceAfter: a.opening,
  });
  rows.push({
    cells: { desc: `neuer Kontostand vom ${full(a.end)}`, amount: sh(a.closing) },
    bold: true,
    gapBefore: g.lineHeight * 0.5,
  });
  const wertX = g.left + textWidth(g.font, 'Bu-Tag', g.size, true) + rng.int(12, 20);
  const descX = wertX + textWidth(g.font, '28.12.', g.size) + rng.int(14, 24);
  const nr = `${Number(a.end.slice(5, 7))} / ${a.end.slice(0, 4)}`;
  const addr = addressLines(rng, 'de');
  const rightX = g.left + (g.right - g.left) * 0.56;
  const body: Block[] = [
    textLines(
      g,
      [
        [{ text: bank, x: g.left, bold: true, size: g.size + 5 }],
        [],
        [
          { text: holder, x: g.left },
          { text: `Kontoauszug  ${nr}`, x: rightX, bold: true },
        ],
        [
          { text: addr[0] as string, x: g.left },
          { text: `erstellt am ${full(addDays(a.end, 1))}`, x: rightX },
        ],
        [
          { text: addr[1] as string, x: g.left },
          { text: 'Geschäftskonto  EUR', x: rightX },
        ],
        [{ text: `IBAN ${account}`, x: rightX }],
      ],
      g.lineHeight,
    ),
    {
      kind: 'table',
      columns: [
        { key: 'date', header: ['Bu-Tag'], x: g.left, align: 'left' },
        { key: 'wert', header: ['Wert'], x: wertX, align: 'left' },
        { key: 'desc', header: ['Vorgang'], x: descX, align: 'left', width: g.right - descX - 110 },
        { key: 'amount', header: ['Betrag EUR'], x: g.right, align: 'right' },
      ],
      rows,
      wrapKey: 'desc',
      headerRule: rng.chance(0.7),
      carry: {
        end: (b) => ({ cells: { desc: 'Übertrag auf nächstes Blatt', amount: sh(b) } }),
        start: (b) => ({ cells: { desc: 'Übertrag von vorigem Blatt', amount: sh(b) } }),
      },
    },
  ];
  return {
    family: 'de-volksbank-geschaeftskonto',
    spec: docSpec(g, body, {
      pageHeader: (p) => [
        [
          { text: `${bank} · ${holder}`, x: g.left },
          { text: `Kontoauszug ${nr} · Blatt ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: footerOf(
        g,
        (p, n) => `Blatt ${p} von ${n}`,
        [
          'Der Kontoauszug gilt als genehmigt, wenn Sie nicht innerhalb von sechs Wochen widersprechen.',
          `${bank} · Sitz ${cap(fakeWord(rng))} · Genossenschaftsregister GnR ${rng.int(100, 999)}`,
        ],
        'left',
      ),
    }),
    statements: [st],
  };
};
