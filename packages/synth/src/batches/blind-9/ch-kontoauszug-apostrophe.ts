/**
 * A Swiss bank account statement (UBS / ZKB / Raiffeisen-like "Kontoauszug"): CHF with
 * apostrophe thousands ("1'234.50"), IBAN CH.., "Periode 01.03.2025 - 31.03.2025", then Datum |
 * Text | Valuta | Belastung | Gutschrift | Saldo with DD.MM.YY dates and a value date column
 * after the text. "Saldovortrag" first and "Schlusssaldo" last (not transactions). TWINT
 * payments and receipts with the masked phone number on a second line, eBill / LSV debits,
 * Debit Mastercard purchases, Lohn, and the account fee ("Preis für Kontoführung") at the end.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, CH, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { plainName } from '../blind-2/kit.ts';
import { digits, legalFooter, moneyColumns, statementOf, tx, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow } from '../blind-4/kit.ts';
import { rowCount } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from './kit.ts';

const TOWNS = ['Zürich', 'Bern', 'Basel', 'Luzern', 'Winterthur', 'St. Gallen', 'Zug'];
const phone = (rng: Rng) => `+41 7${rng.int(5, 9)} *** ${digits(rng, 2)} ${digits(rng, 2)}`;

function text(rng: Rng, credit: boolean, date: string): string[] {
  if (credit)
    return rng.pick([
      ['TWINT Gutschrift', `${plainName(rng)} ${phone(rng)}`],
      ['Gutschrift', `${word(rng)} AG`, `Lohn ${formatDate(date, 'MMMM YYYY', 'de')}`],
      ['Gutschrift', plainName(rng)],
      [
        'Rückerstattung',
        `${rng.pick(['CSS Kranken-Versicherung AG', 'Helsana Versicherungen AG', 'SWICA'])}`,
      ],
    ]);
  return rng.pick([
    [
      'TWINT Zahlung',
      `${rng.pick(['Migros', 'Coop', 'SBB CFF FFS', 'Denner'])} ${rng.pick(TOWNS)}`,
    ],
    ['TWINT Zahlung an', `${plainName(rng)} ${phone(rng)}`],
    [
      `Debit Mastercard ${rng.pick(['Migros', 'Coop Pronto', 'Manor', 'Galaxus.ch', 'Digitec'])}`,
      `${rng.pick(TOWNS)}`,
    ],
    [
      'eBill',
      `${rng.pick(['Swisscom (Schweiz) AG', 'Sunrise GmbH', 'EWZ Elektrizitätswerk', 'Serafe AG'])}`,
    ],
    [
      'LSV-Belastung',
      `${rng.pick(['Helsana Versicherungen AG', 'CSS Kranken-Versicherung AG', 'Mobiliar'])}`,
    ],
    ['Zahlung e-Banking', `${plainName(rng)}`, `Miete ${rng.pick(TOWNS)}`],
    ['Bargeldbezug Bancomat', `${rng.pick(TOWNS)}`],
  ]);
}

export const chKontoauszugApostrophe: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 2.2, 90);
  const { start, end } = calendarPeriod(rng, count > 45 ? 3 : count > 25 ? 2 : 1);
  const printed = new Map<SynthTx, string[]>();
  const txs: SynthTx[] = scatter(rng, start, end, count, (date) => {
    const credit = rng.chance(0.3);
    const l = text(rng, credit, date);
    const amount = l[2]?.startsWith('Lohn')
      ? logAmount(rng, 450_000, 1_200_000, 5)
      : l[0]!.startsWith('TWINT')
        ? logAmount(rng, 300, 30_000, 5)
        : logAmount(rng, 1_000, credit ? 900_000 : 350_000, 5);
    const t = tx(date, l.join(' '), credit ? amount : -amount);
    t.postDate = l[0]!.startsWith('Debit') ? addDays(date, -rng.int(0, 2)) : date;
    printed.set(t, l);
    return t;
  });
  const fee = tx(end, 'Preis für Kontoführung', -rng.pick([300, 500, 600]));
  fee.postDate = end;
  printed.set(fee, ['Preis für Kontoführung']);
  txs.push(fee);
  const opening = liftOpening(txs, rng.int(5_000, 3_000_000), 0, 5);
  const bank = rng.pick([
    `${word(rng)} Kantonalbank`,
    `Raiffeisenbank ${word(rng)}`,
    `Bank ${word(rng)} AG`,
  ]);
  const holder = plainName(rng);
  const acct = `CH${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 1)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Privatkonto',
    currency: 'CHF',
    start,
    end,
    opening,
    txs,
    printsTotals: false,
  });
  const f = (v: number) => `${v < 0 ? '-' : ''}${formatMinor(v, CH)}`;
  const d = (iso: string) => formatDate(iso, 'DD.MM.YY');
  const cols = moneyColumns(g, {
    lead: [['date', ['Datum'], 48]],
    desc: ['Text'],
    money: [
      ['vdate', ['Valuta']],
      ['out', ['Belastung']],
      ['in', ['Gutschrift']],
      ['balance', ['Saldo']],
    ],
    moneyWidth: 64,
  });
  const closing = txs.at(-1)!.balance;
  const rows: Row[] = [
    { cells: { date: d(start), desc: 'Saldovortrag', balance: f(opening) } },
    ...txs.map((t) =>
      linesRow(
        st,
        t,
        printed.get(t)!,
        { date: d(t.date) },
        {
          vdate: d(t.postDate!),
          out: t.amount < 0 ? f(-t.amount) : '',
          in: t.amount > 0 ? f(t.amount) : '',
          balance: f(t.balance),
        },
        t.balance,
      ),
    ),
    { cells: { date: d(end), desc: 'Schlusssaldo', balance: f(closing) }, bold: true },
  ];
  const dl = (iso: string) => formatDate(iso, 'DD.MM.YYYY');
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          { text: 'Kontoauszug', x: g.right, align: 'right', bold: true, size: g.size + 2 },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: holder, x: g.left },
          { text: `IBAN ${acct}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `${word(rng)}strasse ${rng.int(1, 90)}`, x: g.left },
          { text: 'Privatkonto CHF', x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `${rng.int(1000, 9658)} ${rng.pick(TOWNS)}`, x: g.left },
          { text: `Periode ${dl(start)} - ${dl(end)}`, x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
    ],
  };
  const spec = docSpec(g, [header, { kind: 'table', columns: cols, rows, headerRule: true }], {
    pageHeader: (p) => [
      [
        { text: `${holder}  ${acct}`, x: g.left },
        { text: `Seite ${p}`, x: g.right, align: 'right' },
      ],
    ],
    footer: legalFooter(
      g,
      `${bank}, ${rng.pick(TOWNS)}. Bitte prüfen Sie diesen Auszug; Beanstandungen innert 30 Tagen.`,
      (p, n) => `Seite ${p}/${n}`,
    ),
  });
  return { family: 'ch-kontoauszug-apostrophe', spec, statements: [st] };
};
