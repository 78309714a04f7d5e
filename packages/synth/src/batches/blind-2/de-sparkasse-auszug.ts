/**
 * German Sparkasse Kontoauszug: Buchungstag / Wert without year, multi-line Erläuterung
 * (booking type, payee, Verwendungszweck, EREF/MREF), one signed Betrag column, no running
 * balance; the balances are the "Kontostand am …" lines above and below the bookings.
 */
import { addressLines, docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, DE, formatDate, formatMinor } from '../../format.ts';
import { type Block, type Row, textWidth } from '../../layout.ts';
import { fakeWord } from '../../model.ts';
import { germanSepa } from './descriptors.ts';
import {
  activity,
  cap,
  footerOf,
  iban,
  plainName,
  statementOf,
  textLines,
  txRow,
  withMarker,
} from './kit.ts';

export const deSparkasseAuszug: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const bank = `${rng.pick(['Sparkasse', 'Stadtsparkasse', 'Kreissparkasse'])} ${cap(fakeWord(rng))}`;
  const a = activity(rng, g, o.pages, {
    locale: 'de',
    describe: germanSepa,
    perRow: 3.1,
    floor: -rng.int(0, 150_000),
    calendarMonth: true,
    valueLag: [0, 0, 0, 1, 2],
  });
  // the truth holder is the printed address line, salutation included
  const holder = `${rng.pick(['Herrn', 'Frau', ''])} ${plainName(rng)}`.trim();
  const account = iban(rng, 'DE', 18);
  const st = statementOf(a, {
    bank,
    holder,
    account,
    type: 'Girokonto',
    currency: 'EUR',
    printsTotals: false,
  });
  const plusSign = rng.chance(0.4);
  const amt = (m: number) => `${m > 0 && plusSign ? '+' : m < 0 ? '-' : ''}${formatMinor(m, DE)}`;
  const marks: [string, string] = rng.pick([
    ['-', '+'],
    ['S', 'H'],
  ]);
  const ym = formatDate(a.end, 'MM/YYYY');
  const auszugNr = rng.int(1, 12);
  const dateX = g.left;
  const wertX = g.left + textWidth(g.font, 'Buchungstag', g.size, true) + rng.int(8, 16);
  const descX = wertX + rng.int(48, 60);
  const amountX = g.right;
  const rows: Row[] = a.txs.map((tx, i) =>
    txRow(
      st,
      a,
      i,
      {
        date: formatDate(tx.date, 'DD.MM.'),
        wert: formatDate(tx.postDate!, 'DD.MM.'),
        amount: amt(tx.amount),
      },
      null,
    ),
  );
  for (const r of rows.slice(1)) r.gapBefore = g.lineHeight * 0.35;
  const rightX = g.left + (g.right - g.left) * 0.58;
  const addr = addressLines(rng, 'de');
  const header: Block = textLines(
    g,
    [
      [{ text: bank, x: g.left, bold: true, size: g.size + 6 }],
      [],
      [
        { text: holder, x: g.left },
        { text: `Kontoauszug ${ym}`, x: rightX, bold: true },
      ],
      [
        { text: addr[0] as string, x: g.left },
        { text: `Auszug Nr. ${auszugNr + 1}`, x: rightX },
      ],
      [
        { text: addr[1] as string, x: g.left },
        { text: `Datum ${formatDate(addDays(a.end, rng.int(0, 2)), 'DD.MM.YYYY')}`, x: rightX },
      ],
      [],
      [
        {
          text: rng.pick(['Girokonto', 'Sparkassen-Giro Komfort', 'Giro Classic']),
          x: g.left,
          bold: true,
        },
        { text: `IBAN ${account}`, x: rightX },
      ],
      [
        {
          text: rng.pick([
            `Kontoauszug vom ${formatDate(a.start, 'DD.MM.YYYY')} bis ${formatDate(a.end, 'DD.MM.YYYY')}`,
            `Zeitraum: ${formatDate(a.start, 'D.M.')}–${formatDate(a.end, 'D.M.YYYY')}`,
            `Abrechnungszeitraum ${formatDate(a.start, 'DD.MM.YYYY')} - ${formatDate(a.end, 'DD.MM.YYYY')}`,
          ]),
          x: g.left,
        },
        {
          text: `BIC ${fakeWord(rng).toUpperCase().slice(0, 4)}DE${rng.int(10, 99)}XXX`,
          x: rightX,
        },
      ],
    ],
    g.lineHeight,
  );
  const kontostand = (label: string, m: number): Block =>
    textLines(g, [
      [
        { text: label, x: g.left, bold: true },
        { text: withMarker(m, DE, marks), x: amountX, align: 'right', bold: true },
      ],
    ]);
  const body: Block[] = [
    header,
    kontostand(
      `Kontostand am ${formatDate(addDays(a.start, -1), 'DD.MM.YYYY')}, Auszug Nr. ${auszugNr}`,
      a.opening,
    ),
    {
      kind: 'table',
      columns: [
        { key: 'date', header: ['Buchungstag'], x: dateX, align: 'left' },
        { key: 'wert', header: ['Wert'], x: wertX, align: 'left' },
        {
          key: 'desc',
          header: [rng.pick(['Erläuterung', 'Vorgang', 'Buchungstext / Verwendungszweck'])],
          x: descX,
          align: 'left',
          width: amountX - descX - 80,
        },
        { key: 'amount', header: ['Betrag EUR'], x: amountX, align: 'right' },
      ],
      rows,
      wrapKey: 'desc',
      headerRule: true,
    },
    { kind: 'space', height: g.lineHeight * 0.5 },
    kontostand(
      `Kontostand am ${formatDate(a.end, 'DD.MM.YYYY')}${rng.chance(0.6) ? ` um ${rng.int(6, 22)}:${String(rng.int(0, 59)).padStart(2, '0')} Uhr` : ''}`,
      a.closing,
    ),
    textLines(g, [
      [],
      [
        {
          text: 'Rechnungsabschluss: Bitte beachten Sie die Hinweise auf der Rückseite.',
          x: g.left,
          size: g.size - 1,
        },
      ],
    ]),
  ];
  return {
    family: 'de-sparkasse-auszug',
    spec: docSpec(g, body, {
      pageHeader: (p: number) => [
        [
          { text: bank, x: g.left, bold: true },
          { text: `Kontoauszug ${ym} · Blatt ${p}`, x: g.right, align: 'right' as const },
        ],
        [{ text: `IBAN ${account}`, x: g.left }],
      ],
      footer: footerOf(g, (p, n) => `Blatt ${p}/${n}`, [
        'Bitte prüfen Sie Ihren Kontoauszug. Einwendungen sind unverzüglich zu erheben.',
        `${bank} · Anstalt des öffentlichen Rechts · Sitz ${cap(fakeWord(rng))}`,
      ]),
    }),
    statements: [st],
  };
};
