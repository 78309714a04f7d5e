/**
 * Dutch rekeningafschrift (ING / Rabobank / ABN AMRO-like): either "Af Bij" marker column next
 * to one Bedrag column with transaction codes (BA, IC, OV, GM), or separate "Bedrag af" /
 * "Bedrag bij" columns; names over several lines (IBAN, Incassant, Kenmerk), "t/m" periods,
 * Beginsaldo / Eindsaldo and Totaal af / bij; no running balance.
 */
import { addressLines, docSpec, type FamilyFn, geometry, totals } from '../../families.ts';
import { DE, formatDate, formatMinor } from '../../format.ts';
import { type Block, type Column, type Row, textWidth } from '../../layout.ts';
import { fakeWord } from '../../model.ts';
import { dutch } from './descriptors.ts';
import { activity, cap, footerOf, iban, pairLines, statementOf, textLines, txRow } from './kit.ts';

function codeOf(lines: string[], credit: boolean): string {
  const second = lines[1] ?? '';
  if (credit) return 'OV';
  if (lines[0]?.startsWith('Geldautomaat')) return 'GM';
  if (second.startsWith('Pasvolgnr')) return 'BA';
  return 'IC';
}

export const nlBankAfschrift: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const markerStyle = rng.chance(0.5);
  const bank = `${cap(fakeWord(rng))}${rng.pick(['bank', ' Bank N.V.', ' Spaarbank'])}`;
  const a = activity(rng, g, o.pages, {
    locale: 'en',
    describe: dutch,
    perRow: 2.6,
    floor: -rng.int(0, 100_000),
    calendarMonth: rng.chance(0.6),
  });
  const holder = `${rng.pick(['Hr', 'Mevr', 'Dhr'])} ${cap(fakeWord(rng)).slice(0, 1)}. ${rng.pick(['van ', 'de ', ''])}${cap(fakeWord(rng))}`;
  const account = iban(rng, 'NL', 14).replace(
    /^(NL\d\d) \d{4}/,
    `$1 ${rng.pick(['INGB', 'RABO', 'ABNA', 'SNSB'])}`,
  );
  const st = statementOf(a, {
    bank,
    holder,
    account,
    type: 'Betaalrekening',
    currency: 'EUR',
    printsTotals: true,
  });
  const day = rng.pick(['DD-MM-YYYY', 'DD-MM']);
  const rows: Row[] = a.txs.map((tx, i) => {
    const lines = a.lines[i] as string[];
    const credit = tx.amount > 0;
    const amount = formatMinor(tx.amount, DE);
    const cells: Record<string, string> = markerStyle
      ? {
          date: formatDate(tx.date, day),
          code: codeOf(lines, credit),
          afbij: credit ? 'Bij' : 'Af',
          amount,
        }
      : { date: formatDate(tx.date, day), [credit ? 'bij' : 'af']: amount };
    const row = txRow(st, a, i, cells, null);
    if (i) row.gapBefore = g.lineHeight * 0.3;
    return row;
  });
  const d = (iso: string) => formatDate(iso, 'DD-MM-YYYY');
  const t = totals(a.txs);
  const signedEur = (m: number) => `${m < 0 ? '-' : ''}${formatMinor(m, DE)}`;
  const descX = g.left + rng.int(58, 68);
  let columns: Column[];
  if (markerStyle) {
    const amountX = g.right;
    const afbijX = amountX - textWidth(g.font, 'Bedrag (EUR)', g.size, true) - rng.int(25, 40);
    const codeX = afbijX - rng.int(35, 45);
    columns = [
      { key: 'date', header: ['Datum'], x: g.left, align: 'left' },
      {
        key: 'desc',
        header: ['Naam / Omschrijving'],
        x: descX,
        align: 'left',
        width: codeX - descX - 10,
      },
      { key: 'code', header: ['Code'], x: codeX, align: 'left' },
      { key: 'afbij', header: ['Af Bij'], x: afbijX, align: 'left' },
      { key: 'amount', header: ['Bedrag (EUR)'], x: amountX, align: 'right' },
    ];
  } else {
    const bijX = g.right;
    const afX = bijX - rng.int(80, 95);
    columns = [
      { key: 'date', header: ['Datum'], x: g.left, align: 'left' },
      { key: 'desc', header: ['Omschrijving'], x: descX, align: 'left', width: afX - descX - 80 },
      { key: 'af', header: ['Bedrag af'], x: afX, align: 'right' },
      { key: 'bij', header: ['Bedrag bij'], x: bijX, align: 'right' },
    ];
  }
  const addr = addressLines(rng, 'en').map((l) =>
    l
      .replace('Road', 'straat')
      .replace(/ZZ\d \dAA/, `${rng.int(1000, 9999)} ${rng.pick(['AB', 'KL', 'XZ'])}`),
  );
  const rightX = g.left + (g.right - g.left) * 0.55;
  const body: Block[] = [
    textLines(
      g,
      [
        [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          { text: 'Rekeningafschrift', x: g.right, align: 'right', bold: true, size: g.size + 2 },
        ],
        [],
        [
          { text: holder, x: g.left },
          { text: `Afschriftnummer ${rng.int(1, 52)}`, x: rightX },
        ],
        [
          { text: addr[0] as string, x: g.left },
          { text: `Periode ${d(a.start)} t/m ${d(a.end)}`, x: rightX },
        ],
        [
          { text: addr[1] as string, x: g.left },
          { text: `Rekeningnummer ${account}`, x: rightX },
        ],
        [],
        ...pairLines(rightX, g.right, [
          ['Beginsaldo', signedEur(a.opening)],
          ['Totaal af', formatMinor(t.moneyOut, DE)],
          ['Totaal bij', formatMinor(t.moneyIn, DE)],
          ['Eindsaldo', signedEur(a.closing)],
        ]),
      ],
      g.lineHeight,
    ),
    { kind: 'table', columns, rows, wrapKey: 'desc', headerRule: true },
  ];
  return {
    family: 'nl-bank-afschrift',
    spec: docSpec(g, body, {
      pageHeader: () => [
        [
          { text: `${bank} · Rekeningafschrift`, x: g.left },
          { text: account, x: g.right, align: 'right' },
        ],
      ],
      footer: footerOf(g, (p, n) => `Blad ${p} van ${n}`, [
        `${bank} is ingeschreven in het Handelsregister onder nr. ${rng.int(10000000, 99999999)}. Controleer uw afschrift.`,
      ]),
    }),
    statements: [st],
  };
};
