/**
 * Austrian bank Kontoauszug (Raiffeisen/Erste-like): Buchung and Valuta as "DD.MM" without year,
 * Buchungstext, amounts and running Saldo with a trailing minus ("45,90-"), "Saldo alt/neu per"
 * rows, "Übertrag" rows at page breaks and Soll/Haben sums below the table.
 */
import { addressLines, docSpec, type FamilyFn, geometry, totals } from '../../families.ts';
import { addDays, DE, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { fakeWord } from '../../model.ts';
import { austrian } from './descriptors.ts';
import { activity, cap, footerOf, iban, plainName, statementOf, textLines, txRow } from './kit.ts';

export const atBankKontoauszug: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const bank = rng.pick([
    `Raiffeisenbank ${cap(fakeWord(rng))} eGen`,
    `${cap(fakeWord(rng))}er Sparkasse AG`,
    `Volksbank ${cap(fakeWord(rng))} AG`,
  ]);
  const a = activity(rng, g, o.pages, {
    locale: 'de',
    describe: austrian,
    perRow: 1.5,
    floor: -rng.int(0, 300_000),
    calendarMonth: rng.chance(0.5),
    valueLag: [0, 0, 1, 2, 3],
  });
  const holder = plainName(rng);
  const account = iban(rng, 'AT', 16);
  const st = statementOf(a, {
    bank,
    holder,
    account,
    type: 'Girokonto',
    currency: 'EUR',
    printsTotals: true,
  });
  const tm = (m: number) => `${formatMinor(m, DE)}${m < 0 ? '-' : ' '}`;
  const day = 'DD.MM';
  const everyRow = rng.chance(0.5);
  const lastOfDay = a.txs.map((tx, i) => a.txs[i + 1]?.date !== tx.date);
  const rows: Row[] = a.txs.map((tx, i) => {
    const bal = everyRow || lastOfDay[i] ? tx.balance : null;
    return txRow(
      st,
      a,
      i,
      {
        date: formatDate(tx.date, day),
        valuta: formatDate(tx.postDate!, day),
        amount: tm(tx.amount),
        ...(bal !== null ? { saldo: tm(bal) } : {}),
      },
      bal,
    );
  });
  const per = (iso: string) => formatDate(iso, 'DD.MM.YYYY');
  rows.unshift({
    cells: { desc: `Saldo alt per ${per(addDays(a.start, -1))}`, saldo: tm(a.opening) },
    bold: true,
    balanceAfter: a.opening,
  });
  rows.push({ cells: { desc: `Saldo neu per ${per(a.end)}`, saldo: tm(a.closing) }, bold: true });
  const saldoX = g.right;
  const amountX = saldoX - rng.int(85, 100);
  const valutaX = amountX - rng.int(95, 110);
  const descX = g.left + rng.int(45, 55);
  const t = totals(a.txs);
  const addr = addressLines(rng, 'de');
  const rightX = g.left + (g.right - g.left) * 0.55;
  const nr = `${Number(a.end.slice(5, 7))}/${a.end.slice(0, 4)}`;
  const body: Block[] = [
    textLines(
      g,
      [
        [{ text: bank, x: g.left, bold: true, size: g.size + 4 }],
        [],
        [
          { text: holder, x: g.left },
          { text: `KONTOAUSZUG Nr. ${nr}`, x: rightX, bold: true },
        ],
        [
          { text: addr[0] as string, x: g.left },
          { text: `Auszugsdatum ${per(addDays(a.end, 1))}`, x: rightX },
        ],
        [
          { text: addr[1] as string, x: g.left },
          { text: `Periode ${per(a.start)} bis ${per(a.end)}`, x: rightX },
        ],
        [],
        [
          { text: `Kontoinhaber: ${holder}`, x: g.left },
          { text: `${rng.pick(['Gehaltskonto', 'Girokonto', 'Privatkonto'])} EUR`, x: rightX },
        ],
        [
          { text: `IBAN ${account}`, x: g.left },
          {
            text: `BIC ${fakeWord(rng).toUpperCase().slice(0, 4)}ATW${rng.int(1, 9)}XXX`,
            x: rightX,
          },
        ],
      ],
      g.lineHeight,
    ),
    {
      kind: 'table',
      columns: [
        { key: 'date', header: ['Buchung'], x: g.left, align: 'left' },
        {
          key: 'desc',
          header: ['Buchungstext'],
          x: descX,
          align: 'left',
          width: valutaX - descX - 8,
        },
        { key: 'valuta', header: ['Valuta'], x: valutaX, align: 'left' },
        { key: 'amount', header: ['Betrag'], x: amountX, align: 'right' },
        { key: 'saldo', header: ['Saldo'], x: saldoX, align: 'right' },
      ],
      rows,
      wrapKey: 'desc',
      headerRule: true,
      carry: {
        end: (b) => ({ cells: { desc: 'Übertrag', saldo: tm(b) } }),
        start: (b) => ({ cells: { desc: 'Übertrag', saldo: tm(b) } }),
      },
    },
    textLines(g, [
      [],
      [
        { text: 'Summe Soll', x: descX },
        { text: `${formatMinor(t.moneyOut, DE)}-`, x: amountX, align: 'right' },
      ],
      [
        { text: 'Summe Haben', x: descX },
        { text: `${formatMinor(t.moneyIn, DE)} `, x: amountX, align: 'right' },
      ],
    ]),
  ];
  return {
    family: 'at-bank-kontoauszug',
    spec: docSpec(g, body, {
      pageHeader: (p) => [
        [
          { text: `${bank} · Kontoauszug Nr. ${nr}`, x: g.left },
          { text: `Seite ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: footerOf(g, (p, n) => `Seite ${p} / ${n}`, [
        'Einwendungen gegen diesen Kontoauszug sind binnen zwei Monaten zu erheben.',
        `Sitz ${cap(fakeWord(rng))}, FN ${rng.int(10000, 99999)}${rng.pick(['a', 'b', 'm'])}, DVR ${rng.int(1000000, 9999999)}`,
      ]),
    }),
    statements: [st],
  };
};
