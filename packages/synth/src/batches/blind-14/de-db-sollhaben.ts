/**
 * A German current-account Kontoauszug (Deutsche Bank-like, under an invented bank): the
 * address window with "Herrn" / "Frau" on a line of its own above the name, "Kontoauszug vom
 * 01.03.2024 bis 31.03.2024", Auszug number, Filiale, Kontonummer "1234567 00", IBAN and BIC,
 * "Alter Saldo per 29.02.2024" and "Neuer Saldo per 31.03.2024" as lines around the table (not
 * rows), then Buchung | Valuta | Vorgang | Soll | Haben with "05.03." dates WITHOUT THE YEAR
 * (the year only in the header; the period may cross the new year), debits in their own Soll
 * column WITH A SPACED MINUS ("- 45,90") and credits with a spaced plus ("+ 1.500,00"),
 * multi-line Vorgang texts (SEPA-Lastschrift von / Kartenzahlung / SEPA-Überweisung an /
 * SEPA-Gutschrift von, then the party, "Verwendungszweck/ Kundenreferenz", the purpose with
 * dates and contract numbers in it, Gläubiger-ID and Mandat lines), the quarterly
 * Kontoführungsentgelt, no running balance. Truth description = the Vorgang lines joined.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, DE, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { cap, digits, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { flexColumns } from '../blind-10/kit.ts';
import { byDate, rowMaker } from '../blind-11/kit.ts';
import { deSigned, minIso, printedRow } from './kit.ts';

const LS = [
  'Stadtwerke München GmbH',
  'Telekom Deutschland GmbH',
  'Vodafone GmbH',
  'HUK-COBURG',
  'Allianz Versicherungs-AG',
  'ARD ZDF Deutschlandradio Beitragsservice',
  'Techniker Krankenkasse',
  'PayPal Europe S.a.r.l. et Cie S.C.A',
  'Amazon Payments Europe',
  'Vattenfall Europe Sales GmbH',
];
const SHOPS = [
  'REWE Markt GmbH',
  'EDEKA',
  'ALDI SUED',
  'LIDL',
  'dm-drogerie markt',
  'Rossmann',
  'Aral Station',
  'IKEA Deutschland',
  'MediaMarkt',
  'DB Vertrieb GmbH',
];
const CITIES = ['Muenchen', 'Berlin', 'Hamburg', 'Koeln', 'Frankfurt', 'Stuttgart'];

export const deDbSollhaben: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 3.2, 70);
  const { start, end } = rng.chance(0.25)
    ? (() => {
        const y = rng.int(2019, 2024);
        return { start: `${y}-12-${String(rng.int(1, 20)).padStart(2, '0')}`, end: '' };
      })()
    : calendarPeriod(rng, 1);
  const periodEnd = end || addDays(start, rng.int(27, 31));
  const { mk, lines } = rowMaker();
  const vals = new Map<SynthTx, string>();
  const gid = () => `DE${digits(rng, 2)}ZZZ0000${digits(rng, 7)}`;
  const txs = scatter(rng, start, periodEnd, count, (d): SynthTx => {
    const r = rng.next();
    const v = (t: SynthTx, lag = 0) => {
      vals.set(t, minIso(periodEnd, addDays(d, lag)));
      return t;
    };
    if (r < 0.3) {
      const shop = rng.pick(SHOPS);
      const when = addDays(d, -rng.int(0, 2));
      return v(
        mk(
          d,
          [
            'Kartenzahlung',
            `${shop}//${rng.pick(CITIES)}/DE`,
            `${formatDate(when, 'YYYY-MM-DD')}T${String(rng.int(7, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')} Debitk.${rng.int(1, 9)} ${formatDate(addDays(when, 365 * 3), 'YYYY-MM')}`,
          ],
          -logAmount(rng, 300, 25_000),
        ),
      );
    }
    if (r < 0.55) {
      const who = rng.pick(LS);
      return v(
        mk(
          d,
          [
            'SEPA-Lastschrift von',
            who,
            'Verwendungszweck/ Kundenreferenz',
            `${rng.pick(['Abschlag', 'Beitrag', 'Rechnung', 'Vertrag'])} ${formatDate(d, 'MM.YYYY')} Vertragskonto ${digits(rng, 10)}`,
            `Gläubiger-ID ${gid()} Mandat ${word(rng).toUpperCase()}${digits(rng, 6)}`,
          ],
          -logAmount(rng, 1_000, 30_000),
        ),
      );
    }
    if (r < 0.7)
      return v(
        mk(
          d,
          [
            'SEPA-Überweisung an',
            `${cap(word(rng))} ${cap(word(rng))}`,
            'Verwendungszweck/ Kundenreferenz',
            `${rng.pick(['Miete', 'Rechnung Nr. ', 'Darlehen ', 'Geschenk'])}${rng.int(1, 9999)} IBAN DE${digits(rng, 20)} BIC ${word(rng).slice(0, 4).toUpperCase()}DE${rng.int(1, 8)}X`,
          ],
          -logAmount(rng, 2_000, 150_000, 100),
        ),
      );
    if (r < 0.8)
      return v(
        mk(
          d,
          [
            'Auszahlung Geldautomat',
            `${word(rng).toUpperCase()} ${rng.pick(CITIES).toUpperCase()}`,
            `${formatDate(d, 'DD.MM.')} ${String(rng.int(7, 22)).padStart(2, '0')}.${String(rng.int(0, 59)).padStart(2, '0')} Karte ${rng.int(1, 9)}`,
          ],
          -rng.int(2, 50) * 1_000,
        ),
      );
    if (r < 0.93)
      return v(
        mk(
          d,
          [
            'SEPA-Gutschrift von',
            `${cap(word(rng))} ${cap(word(rng))}`,
            'Verwendungszweck/ Kundenreferenz',
            `${rng.pick(['Erstattung', 'Rückzahlung', 'Anteil Urlaub', 'Kaution'])} ${rng.int(1, 999)}`,
          ],
          logAmount(rng, 1_000, 100_000, 100),
        ),
        1,
      );
    return v(
      mk(
        d,
        ['Dauerauftrag an', `${cap(word(rng))} Sparplan`, `${digits(rng, 10)}`],
        -rng.pick([5_000, 10_000, 25_000]),
      ),
    );
  });
  const employer = `${cap(word(rng))} ${rng.pick(['GmbH', 'AG', 'SE', 'GmbH & Co. KG'])}`;
  const payday = minIso(periodEnd, addDays(start, rng.int(24, 29)));
  const sal = mk(
    payday,
    [
      'SEPA-Gutschrift von',
      employer,
      'Verwendungszweck/ Kundenreferenz',
      `LOHN/GEHALT ${formatDate(payday, 'MM/YYYY')} PERS.NR. ${digits(rng, 6)}`,
    ],
    logAmount(rng, 200_000, 600_000),
  );
  vals.set(sal, payday);
  txs.push(sal);
  if (['03', '06', '09', '12'].includes(periodEnd.slice(5, 7))) {
    const fee = mk(
      periodEnd,
      [
        'Kontoführungsentgelt',
        `Abrechnung ${formatDate(addDays(periodEnd, -88), 'DD.MM.YYYY')} bis ${formatDate(periodEnd, 'DD.MM.YYYY')}`,
      ],
      -rng.pick([1_770, 2_370, 3_270]),
    );
    vals.set(fee, periodEnd);
    txs.push(fee);
  }
  byDate(txs);
  const opening = liftOpening(txs, logAmount(rng, 10_000, 800_000), rng.chance(0.2) ? -100_000 : 0);
  const closing = txs.at(-1)!.balance;
  const bank = `${word(rng)} Bank`;
  const title = rng.pick(['Herrn', 'Frau']);
  const holder = `${cap(word(rng))} ${cap(word(rng))}`;
  const konto = `${digits(rng, 7)} 00`;
  const blz = `${rng.pick(['100', '200', '500', '700'])}${digits(rng, 2)}${digits(rng, 3)}`;
  const iban = `DE${digits(rng, 2)}${blz}0${konto.replace(' ', '')}`.replace(/(.{4})(?=.)/g, '$1 ');
  const st = statementOf({
    bank,
    holder,
    account: iban,
    type: 'Girokonto',
    currency: 'EUR',
    start,
    end: periodEnd,
    opening,
    txs,
    printsTotals: false,
  });
  const cols = flexColumns(g, [
    { key: 'bu', header: ['Buchung'], align: 'left', width: 46 },
    { key: 'va', header: ['Valuta'], align: 'left', width: 46 },
    { key: 'desc', header: ['Vorgang'], align: 'left' },
    { key: 'soll', header: ['Soll'], align: 'right', width: 78 },
    { key: 'haben', header: ['Haben'], align: 'right', width: 78 },
  ]);
  const dm = (iso: string) => formatDate(iso, 'DD.MM.');
  const rows: Row[] = txs.map((t) => {
    const ls = lines.get(t)!;
    return printedRow(
      st,
      t,
      ls.join(' '),
      {
        bu: dm(t.date),
        va: dm(vals.get(t)!),
        desc: ls[0]!,
        [t.amount < 0 ? 'soll' : 'haben']: deSigned(t.amount),
      },
      null,
      ls.slice(1).map((l) => ({ desc: l })),
      g.lineHeight * 0.3,
    );
  });
  const dmy = (iso: string) => formatDate(iso, 'DD.MM.YYYY');
  const saldo = (v: number) => `EUR ${deSigned(v)}`;
  const auszug = rng.int(1, 12);
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [{ text: bank, x: g.right, align: 'right', bold: true, size: g.size + 8 }],
        gapAfter: g.lineHeight * 0.5,
      },
      { cells: [{ text: `${bank} AG · ${rng.pick(CITIES)}`, x: g.left, size: g.size - 2 }] },
      {
        cells: [
          { text: title, x: g.left },
          { text: `Filiale ${rng.pick(CITIES)}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: holder, x: g.left },
          { text: `Kontonummer ${konto}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `${cap(word(rng))}str. ${rng.int(1, 120)}`, x: g.left },
          { text: `IBAN ${iban}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `${digits(rng, 5)} ${rng.pick(CITIES)}`, x: g.left },
          {
            text: `BIC ${word(rng).slice(0, 4).toUpperCase()}DEFF${digits(rng, 3)}`,
            x: g.right,
            align: 'right',
          },
        ],
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          {
            text: `Kontoauszug vom ${dmy(start)} bis ${dmy(periodEnd)}`,
            x: g.left,
            bold: true,
            size: g.size + 2,
          },
          { text: `Auszug ${auszug}`, x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight * 0.3,
      },
      {
        cells: [
          { text: 'Girokonto', x: g.left },
          { text: `Alter Saldo per ${dmy(addDays(start, -1))}`, x: cols[3]!.x - 140 },
          { text: saldo(opening), x: g.right, align: 'right', bold: true },
        ],
      },
    ],
  };
  const after: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: `Neuer Saldo per ${dmy(periodEnd)}`, x: cols[3]!.x - 140, bold: true },
          { text: saldo(closing), x: g.right, align: 'right', bold: true },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
      {
        cells: [
          {
            text: `Summe Soll ${formatMinor(-sumOf(txs, (t) => t.amount < 0), DE)}   Summe Haben ${formatMinor(
              sumOf(txs, (t) => t.amount > 0),
              DE,
            )}`,
            x: g.left,
            size: g.size - 1,
          },
        ],
      },
      {
        cells: [
          {
            text: 'Bitte erheben Sie Einwendungen gegen einzelne Buchungen unverzüglich. Guthaben sind als Einlagen nach Maßgabe des Einlagensicherungsgesetzes bis 100.000 EUR gesichert.',
            x: g.left,
            size: g.size - 2,
          },
        ],
      },
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, headerRule: true, wrapKey: 'desc' },
      { kind: 'space', height: g.lineHeight * 0.5 },
      after,
    ],
    {
      pageHeader: (p) => [
        [
          {
            text: `${bank}  Kontoauszug vom ${dmy(start)} bis ${dmy(periodEnd)}`,
            x: g.left,
            bold: true,
          },
          { text: `Auszug ${auszug} Seite ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: `${bank} AG, Sitz ${CITIES[auszug % CITIES.length]}, Amtsgericht HRB ${blz.slice(0, 5)}, USt-IdNr. DE${blz}${auszug}`,
            x: g.left,
            size: g.size - 2,
          },
        ],
        [{ text: `Seite ${p} von ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'de-db-sollhaben', spec, statements: [st] };
};
