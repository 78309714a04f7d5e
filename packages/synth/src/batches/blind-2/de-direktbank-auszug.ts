/**
 * German direct bank Kontoauszug (ING-DiBa-like): "Buchung / Valuta" stacked in the date column
 * (booking date on the first line, value date under it), "Buchung / Verwendungszweck" text with
 * the payee on the first line, signed "Betrag (EUR)", Alter/Neuer Saldo in a header box.
 */
import { addressLines, docSpec, type FamilyFn, geometry } from '../../families.ts';
import { DE, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { fakeWord } from '../../model.ts';
import { germanSepa } from './descriptors.ts';
import {
  activity,
  cap,
  footerOf,
  iban,
  pairLines,
  plainName,
  statementOf,
  textLines,
  txRow,
} from './kit.ts';

export const deDirektbankAuszug: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  // the brand line drops the legal form the footer prints
  const bank = `${cap(fakeWord(rng))}${rng.pick(['-DiBa', ' Direktbank', ' Bank'])}`;
  const a = activity(rng, g, o.pages, {
    locale: 'de',
    describe: (r, credit, tx) => {
      const [kind, payee, ...rest] = germanSepa(r, credit, tx);
      return [`${kind} ${payee}`, ...rest];
    },
    perRow: 2.4,
    floor: -rng.int(0, 200_000),
    calendarMonth: true,
    valueLag: [0, 0, 1, 2],
  });
  const holder = plainName(rng);
  const konto = String(rng.int(1_000_000_000, 9_999_999_999));
  const account = iban(rng, 'DE', 18);
  const st = statementOf(a, {
    bank,
    holder,
    account,
    type: 'Girokonto',
    currency: 'EUR',
    printsTotals: false,
  });
  const euro = (m: number) => `${m < 0 ? '-' : ''}${formatMinor(m, DE)} Euro`;
  const full = 'DD.MM.YYYY';
  const rows: Row[] = a.txs.map((tx, i) =>
    txRow(
      st,
      a,
      i,
      {
        date: formatDate(tx.date, full),
        amount: `${tx.amount < 0 ? '-' : ''}${formatMinor(tx.amount, DE)}`,
      },
      null,
      { date: formatDate(tx.postDate!, full) },
    ),
  );
  for (const r of rows.slice(1)) r.gapBefore = g.lineHeight * 0.4;
  const month = formatDate(a.start, 'MMMM', 'de');
  const boxX = g.left + (g.right - g.left) * 0.5;
  const addr = addressLines(rng, 'de');
  const descX = g.left + rng.int(62, 75);
  const body: Block[] = [
    textLines(g, [[{ text: bank, x: g.left, bold: true, size: g.size + 7 }], []]),
    textLines(
      g,
      [
        [
          { text: holder, x: g.left },
          { text: `Girokonto Nummer ${konto}`, x: boxX, bold: true },
        ],
        [
          { text: addr[0] as string, x: g.left },
          { text: `Kontoauszug ${month} ${a.start.slice(0, 4)}`, x: boxX },
        ],
        [{ text: addr[1] as string, x: g.left }],
        [],
        ...pairLines(boxX, g.right, [
          ['Datum', formatDate(a.end, full)],
          ['Auszugsnummer', String(Number(a.end.slice(5, 7)))],
          [
            'Eingeräumte Kontoüberziehung',
            `${formatMinor(rng.pick([50_000, 100_000, 250_000]), DE)} Euro`,
          ],
          ['Alter Saldo', euro(a.opening)],
        ]),
        ...pairLines(boxX, g.right, [['Neuer Saldo', euro(a.closing)]], true),
        [],
        [
          { text: `IBAN ${account}`, x: g.left },
          { text: `BIC ${fakeWord(rng).toUpperCase().slice(0, 4)}DEFFXXX`, x: boxX },
        ],
      ],
      g.lineHeight,
    ),
    {
      kind: 'table',
      columns: [
        { key: 'date', header: ['Buchung', 'Valuta'], x: g.left, align: 'left' },
        {
          key: 'desc',
          header: ['Buchung / Verwendungszweck'],
          x: descX,
          align: 'left',
          width: g.right - descX - 75,
        },
        { key: 'amount', header: ['Betrag (EUR)'], x: g.right, align: 'right' },
      ],
      rows,
      wrapKey: 'desc',
      headerRule: rng.chance(0.6),
    },
    textLines(g, [
      [],
      [
        { text: 'Neuer Saldo', x: descX, bold: true },
        { text: euro(a.closing), x: g.right, align: 'right', bold: true },
      ],
      [],
      [
        {
          text: 'Bitte beachten Sie die Hinweise zu Ihrem Kontoauszug und zum Rechnungsabschluss.',
          x: g.left,
          size: g.size - 1,
        },
      ],
    ]),
  ];
  return {
    family: 'de-direktbank-auszug',
    spec: docSpec(g, body, {
      pageHeader: () => [
        [
          { text: `Girokonto Nummer ${konto}`, x: g.left },
          { text: `Kontoauszug ${month} ${a.start.slice(0, 4)}`, x: g.right, align: 'right' },
        ],
      ],
      footer: footerOf(
        g,
        (p, n) => `Seite ${p} von ${n}`,
        [
          `${bank} AG · ${cap(fakeWord(rng))}-Allee ${rng.int(1, 40)} · ${rng.int(10000, 99999)} ${cap(fakeWord(rng))} · Vorstand: ${cap(fakeWord(rng))}`,
        ],
        'center',
      ),
    }),
    statements: [st],
  };
};
