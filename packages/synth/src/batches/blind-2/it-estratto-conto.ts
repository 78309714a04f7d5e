/**
 * Italian estratto conto corrente, often a business account (Intesa / UniCredit-like): DATA
 * CONTABILE / DATA VALUTA, then the DARE and AVERE amount columns BEFORE the DESCRIZIONE
 * OPERAZIONI; SALDO INIZIALE and SALDO FINALE rows "A VOSTRO CREDITO/DEBITO" with the balance in
 * the Avere or Dare column; TOTALE MOVIMENTI; "periodo dal … al …".
 */
import { addressLines, docSpec, type FamilyFn, geometry, totals } from '../../families.ts';
import { addDays, DE, formatDate, formatMinor } from '../../format.ts';
import { type Block, type Row, textWidth } from '../../layout.ts';
import { fakeWord } from '../../model.ts';
import { italian } from './descriptors.ts';
import {
  accountDigits,
  activity,
  footerOf,
  iban,
  plainName,
  statementOf,
  textLines,
  txRow,
} from './kit.ts';

export const itEstrattoConto: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const business = rng.chance(0.6);
  const bank = rng.pick([
    `BANCA ${fakeWord(rng).toUpperCase()}`,
    `CREDITO ${fakeWord(rng).toUpperCase()}`,
    `BANCA POPOLARE DI ${fakeWord(rng).toUpperCase()}`,
  ]);
  const a = activity(rng, g, o.pages, {
    locale: 'fr',
    describe: italian,
    perRow: 1.9,
    floor: business ? -rng.int(0, 2_000_000) : 0,
    calendarMonth: true,
    valueLag: [0, 0, 1, 2, 3],
    ...(business
      ? { creditShare: 0.4, maxDebit: 600_000, opening: rng.int(-500_000, 4_000_000) }
      : {}),
  });
  const holder = business
    ? `${fakeWord(rng).toUpperCase()} ${rng.pick(['COSTRUZIONI', 'IMPIANTI', 'TRASPORTI', 'SERVIZI'])} ${rng.pick(['S.R.L.', 'S.P.A.', 'S.N.C.'])}`
    : plainName(rng).toUpperCase();
  const conto = accountDigits(rng, 12);
  const st = statementOf(a, {
    bank,
    holder,
    account: conto,
    type: business ? 'Conto corrente aziendale' : 'Conto corrente',
    currency: 'EUR',
    printsTotals: true,
  });
  const day = rng.pick(['DD.MM.YYYY', 'DD/MM/YY', 'DD/MM/YYYY']);
  const rows: Row[] = a.txs.map((tx, i) =>
    txRow(
      st,
      a,
      i,
      {
        date: formatDate(tx.date, day),
        valuta: formatDate(tx.postDate!, day),
        [tx.amount < 0 ? 'dare' : 'avere']: formatMinor(tx.amount, DE),
      },
      null,
    ),
  );
  const saldo = (label: string, iso: string, m: number): Row => ({
    cells: {
      date: formatDate(iso, day),
      desc: `${label} A VOSTRO ${m < 0 ? 'DEBITO' : 'CREDITO'}`,
      [m < 0 ? 'dare' : 'avere']: formatMinor(m, DE),
    },
    bold: true,
  });
  const t = totals(a.txs);
  rows.unshift(saldo('SALDO INIZIALE', addDays(a.start, -1), a.opening));
  rows.push({
    cells: {
      desc: 'TOTALE MOVIMENTI',
      dare: formatMinor(t.moneyOut, DE),
      avere: formatMinor(t.moneyIn, DE),
    },
    bold: true,
    gapBefore: g.lineHeight * 0.4,
  });
  rows.push(saldo('SALDO FINALE', a.end, a.closing));
  const valutaX =
    g.left + Math.max(textWidth(g.font, 'CONTABILE', g.size, true), 50) + rng.int(10, 18);
  const dareX = valutaX + rng.int(115, 130);
  const avereX = dareX + rng.int(70, 82);
  const descX = avereX + rng.int(12, 20);
  const d = (iso: string) => formatDate(iso, 'DD/MM/YYYY');
  const addr = addressLines(rng, 'es').map((l) => l.replace('Calle', 'Via'));
  const rightX = g.left + (g.right - g.left) * 0.55;
  const body: Block[] = [
    textLines(
      g,
      [
        [{ text: bank, x: g.left, bold: true, size: g.size + 5 }],
        [
          {
            text: `Filiale di ${fakeWord(rng).toUpperCase()} - ABI ${rng.int(1000, 9999)}${rng.int(0, 9)} CAB ${rng.int(10000, 99999)}`,
            x: g.left,
            size: g.size - 1,
          },
        ],
        [],
        [
          { text: 'ESTRATTO CONTO CORRENTE', x: g.left, bold: true },
          { text: 'Spett.le', x: rightX },
        ],
        [
          { text: `Conto corrente n. ${conto}`, x: g.left },
          { text: holder, x: rightX, bold: true },
        ],
        [
          {
            text: `IBAN ${iban(rng, 'IT', 23).replace(/^(IT\d\d )\d/, `$1${rng.pick(['X', 'A', 'M'])}`)}`,
            x: g.left,
          },
          { text: addr[0] as string, x: rightX },
        ],
        [
          {
            text: rng.pick([
              `Periodo dal ${d(a.start)} al ${d(a.end)}`,
              `Estratto conto al ${formatDate(a.end, 'DD.MM.YYYY')} - periodo dal ${formatDate(a.start, 'DD.MM.YYYY')}`,
            ]),
            x: g.left,
          },
          { text: addr[1] as string, x: rightX },
        ],
        [{ text: 'Divisa: EUR', x: g.left }],
      ],
      g.lineHeight,
    ),
    {
      kind: 'table',
      columns: [
        { key: 'date', header: ['DATA', 'CONTABILE'], x: g.left, align: 'left' },
        { key: 'valuta', header: ['DATA', 'VALUTA'], x: valutaX, align: 'left' },
        { key: 'dare', header: ['DARE'], x: dareX, align: 'right' },
        { key: 'avere', header: ['AVERE'], x: avereX, align: 'right' },
        {
          key: 'desc',
          header: ['DESCRIZIONE OPERAZIONI'],
          x: descX,
          align: 'left',
          width: g.right - descX,
        },
      ],
      rows,
      wrapKey: 'desc',
      headerRule: true,
    },
  ];
  return {
    family: 'it-estratto-conto',
    spec: docSpec(g, body, {
      pageHeader: () => [
        [
          { text: `${bank} - Estratto conto n. ${conto}`, x: g.left },
          { text: holder, x: g.right, align: 'right' },
        ],
      ],
      footer: footerOf(
        g,
        (p, n) => `Pagina ${p} di ${n}`,
        [
          `${bank} S.p.A. - Capitale sociale Euro ${formatMinor(rng.int(1, 900) * 100_000_000, DE)} - Aderente al Fondo Interbancario di Tutela dei Depositi`,
        ],
        'center',
      ),
    }),
    statements: [st],
  };
};
