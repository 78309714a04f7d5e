/**
 * Swiss Kontoauszug (PostFinance-like): Datum / Text / Gutschrift / Lastschrift / Valuta / Saldo
 * (credits BEFORE debits, value date after the amounts), CHF with apostrophe grouping
 * ("1'234.50"), DD.MM.YY dates, upper-case texts over several lines, Kontostand rows at start and
 * end, Total row for both columns; the balance printed on every row or only per day.
 */
import { addressLines, docSpec, type FamilyFn, geometry, totals } from '../../families.ts';
import { addDays, CH, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { fakeWord } from '../../model.ts';
import { swiss } from './descriptors.ts';
import { activity, cap, footerOf, iban, plainName, statementOf, textLines, txRow } from './kit.ts';

export const chPostfinanceAuszug: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const bank = rng.pick([
    `${cap(fakeWord(rng))}Finance`,
    `${cap(fakeWord(rng))} Kantonalbank`,
    `Bank ${cap(fakeWord(rng))} AG`,
  ]);
  const a = activity(rng, g, o.pages, {
    locale: 'ch',
    describe: swiss,
    perRow: 2.6,
    floor: 0,
    calendarMonth: true,
    valueLag: [0, 0, 1, 2],
  });
  const holder = plainName(rng);
  const account = iban(rng, 'CH', 17);
  const st = statementOf(a, {
    bank,
    holder,
    account,
    type: 'Privatkonto',
    currency: 'CHF',
    printsTotals: true,
  });
  const day = 'DD.MM.YY';
  const perDay = rng.chance(0.5);
  const money = (m: number) => `${m < 0 ? '-' : ''}${formatMinor(m, CH)}`;
  const rows: Row[] = a.txs.map((tx, i) => {
    const bal = !perDay || a.txs[i + 1]?.date !== tx.date ? tx.balance : null;
    return txRow(
      st,
      a,
      i,
      {
        date: formatDate(tx.date, day),
        [tx.amount < 0 ? 'debit' : 'credit']: formatMinor(tx.amount, CH),
        valuta: formatDate(tx.postDate!, day),
        ...(bal !== null ? { saldo: money(bal) } : {}),
      },
      bal,
    );
  });
  const t = totals(a.txs);
  rows.unshift({
    cells: {
      date: formatDate(addDays(a.start, -1), day),
      desc: 'Kontostand',
      saldo: money(a.opening),
    },
    bold: true,
  });
  rows.push({
    cells: {
      desc: 'Total',
      credit: formatMinor(t.moneyIn, CH),
      debit: formatMinor(t.moneyOut, CH),
    },
    bold: true,
    gapBefore: g.lineHeight * 0.4,
  });
  rows.push({
    cells: { date: formatDate(a.end, day), desc: 'Kontostand', saldo: money(a.closing) },
    bold: true,
  });
  const saldoX = g.right;
  const valutaX = saldoX - rng.int(105, 120);
  const debitX = valutaX - rng.int(14, 22);
  const creditX = debitX - rng.int(70, 80);
  const descX = g.left + rng.int(50, 58);
  const d = (iso: string) => formatDate(iso, 'DD.MM.YYYY');
  const addr = addressLines(rng, 'ch');
  const rightX = g.left + (g.right - g.left) * 0.55;
  const body: Block[] = [
    textLines(
      g,
      [
        [{ text: bank, x: g.left, bold: true, size: g.size + 6 }],
        [],
        [{ text: holder, x: rightX }],
        [{ text: addr[0] as string, x: rightX }],
        [{ text: addr[1] as string, x: rightX }],
        [],
        [
          { text: 'Kontoauszug', x: g.left, bold: true, size: g.size + 2 },
          { text: `Datum ${d(addDays(a.end, 1))}`, x: rightX },
        ],
        [{ text: `${d(a.start)} - ${d(a.end)}`, x: g.left }],
        [{ text: `Privatkonto  IBAN ${account}  CHF`, x: g.left }],
      ],
      g.lineHeight,
    ),
    {
      kind: 'table',
      columns: [
        { key: 'date', header: ['Datum'], x: g.left, align: 'left' },
        { key: 'desc', header: ['Text'], x: descX, align: 'left', width: creditX - descX - 70 },
        { key: 'credit', header: ['Gutschrift'], x: creditX, align: 'right' },
        { key: 'debit', header: ['Lastschrift'], x: debitX, align: 'right' },
        { key: 'valuta', header: ['Valuta'], x: valutaX, align: 'left' },
        { key: 'saldo', header: ['Saldo'], x: saldoX, align: 'right' },
      ],
      rows,
      wrapKey: 'desc',
      headerRule: true,
    },
  ];
  return {
    family: 'ch-postfinance-auszug',
    spec: docSpec(g, body, {
      pageHeader: () => [
        [
          { text: `${bank} · Kontoauszug ${d(a.start)} - ${d(a.end)}`, x: g.left },
          { text: account, x: g.right, align: 'right' },
        ],
      ],
      footer: footerOf(g, (p, n) => `Seite ${p}/${n}`, [
        'Beanstandungen sind innert 30 Tagen zu melden, andernfalls gilt der Auszug als genehmigt.',
      ]),
    }),
    statements: [st],
  };
};
