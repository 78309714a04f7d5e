/**
 * A Dutch business account statement (Rabobank / ING Zakelijk-like "Rekeningafschrift"): the
 * company, IBAN, "Periode 01-03-2025 t/m 31-03-2025", "Saldo begin" and "Saldo eind" lines,
 * then Datum | Omschrijving | Rentedatum | Af/Bij | Bedrag (EUR) with DD-MM-YYYY dates, one
 * unsigned amount column and the direction in words ("Af" or "Bij"), no running balance. Each
 * omschrijving runs over two to four lines: the counterparty, its IBAN, then "Omschrijving:"
 * and/or "Kenmerk:" lines; card payments are one or two lines. Totals "Totaal af" / "Totaal bij"
 * at the end.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, DE, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { digits, legalFooter, moneyColumns, statementOf, tx, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from './kit.ts';

/** "NL91RABO0123456789": printed without spaces in the omschrijving. */
const nlIban = (rng: Rng) =>
  `NL${digits(rng, 2)}${rng.pick(['RABO', 'INGB', 'ABNA', 'KNAB', 'BUNQ'])}0${digits(rng, 9)}`;

const BV = () => ['B.V.', 'V.O.F.', 'Holding B.V.'];

function lines(rng: Rng, credit: boolean, date: string): string[] {
  const who = `${word(rng)} ${rng.pick(BV())}`;
  const cp = [who, nlIban(rng)];
  if (credit) {
    const out = [...cp, `Omschrijving: Factuur ${date.slice(0, 4)}-${digits(rng, 4)}`];
    if (rng.chance(0.4)) out.push(`Kenmerk: ${digits(rng, 16)}`);
    return out;
  }
  return rng.pick([
    [...cp, `Omschrijving: Factuur ${digits(rng, 6)}`],
    [...cp, `Kenmerk: ${digits(rng, 16)}`],
    [
      'Belastingdienst',
      'NL86INGB0002445588',
      `Kenmerk: ${digits(rng, 16)}`,
      'Omschrijving: Omzetbelasting',
    ],
    [
      `${rng.pick(['KPN B.V.', 'Vattenfall', 'Eneco', 'Exact Online'])}`,
      `Incassant ID: NL${digits(rng, 2)}ZZZ${digits(rng, 9)}`,
      `Kenmerk: ${digits(rng, 10)}`,
    ],
    [
      `Betaalautomaat ${rng.pick(['Albert Heijn', 'Shell', 'Gamma', 'Makro'])} ${rng.pick(['Utrecht', 'Amsterdam', 'Zwolle', 'Breda'])}`,
      `Pas ${digits(rng, 3)}`,
    ],
    ['Kosten zakelijk betalingsverkeer'],
  ]);
}

export const nlBusinessAfbij: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 3.1, 70);
  const { start, end } = calendarPeriod(rng, count > 35 ? 2 : 1);
  const printed = new Map<SynthTx, string[]>();
  const txs = scatter(rng, start, end, count, (date) => {
    const credit = rng.chance(0.35);
    const l = lines(rng, credit, date);
    const amount =
      l[0] === 'Kosten zakelijk betalingsverkeer'
        ? rng.int(600, 4_500)
        : logAmount(rng, 1_000, credit ? 2_500_000 : 900_000);
    const t = tx(date, l.join(' '), credit ? amount : -amount);
    t.postDate = l[0]!.startsWith('Betaalautomaat') ? addDays(date, rng.pick([0, 1, 2])) : date;
    if (t.postDate > end) t.postDate = end;
    printed.set(t, l);
    return t;
  });
  const opening = liftOpening(txs, rng.int(50_000, 9_000_000), 0);
  const bank = rng.pick([`${word(rng)}bank`, `${word(rng)} Bank N.V.`, `${word(rng)} Zakelijk`]);
  const holder = `${word(rng)} ${rng.pick(BV())}`;
  const acct = nlIban(rng);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Zakelijke rekening',
    currency: 'EUR',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const f = (v: number) => formatMinor(v, DE);
  const d = (iso: string) => formatDate(iso, 'DD-MM-YYYY');
  const cols = moneyColumns(g, {
    lead: [['date', ['Datum'], 62]],
    desc: ['Omschrijving'],
    money: [
      ['vdate', ['Rentedatum']],
      ['dir', ['Af/Bij']],
      ['amount', ['Bedrag (EUR)']],
    ],
    moneyWidth: 66,
  });
  const rows: Row[] = txs.map((t, i) =>
    linesRow(
      st,
      t,
      printed.get(t)!,
      { date: d(t.date) },
      { vdate: d(t.postDate!), dir: t.amount < 0 ? 'Af' : 'Bij', amount: f(Math.abs(t.amount)) },
      null,
      { gapBefore: i ? g.lineHeight * 0.3 : 0 },
    ),
  );
  const closing = txs.at(-1)!.balance;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          { text: 'Rekeningafschrift', x: g.right, align: 'right', bold: true, size: g.size + 2 },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: holder, x: g.left },
          { text: `Rekeningnummer ${acct}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `${word(rng)}straat ${rng.int(1, 200)}`, x: g.left },
          { text: `Periode ${d(start)} t/m ${d(end)}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `${rng.int(1000, 9999)} ${String.fromCharCode(65 + rng.int(0, 25), 65 + rng.int(0, 25))} ${rng.pick(['UTRECHT', 'AMSTERDAM', 'ROTTERDAM', 'EINDHOVEN'])}`,
            x: g.left,
          },
          { text: `Afschriftnummer ${rng.int(1, 12)}`, x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: `Saldo begin ${d(start)}`, x: g.left, bold: true },
          {
            text: `${f(Math.abs(opening))} ${opening < 0 ? 'Af' : 'Bij'}`,
            x: g.right,
            align: 'right',
            bold: true,
          },
        ],
        gapAfter: g.lineHeight * 0.4,
      },
    ],
  };
  const footLine = (l: string, v: string, bold = false) => ({
    cells: [
      { text: l, x: g.left, bold },
      { text: v, x: g.right, align: 'right' as const, bold },
    ],
  });
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, headerRule: true },
      { kind: 'space', height: g.lineHeight * 0.5 },
      {
        kind: 'lines',
        lines: [
          footLine('Totaal af', f(-sumOf(txs, (t) => t.amount < 0))),
          footLine('Totaal bij', f(sumOf(txs, (t) => t.amount > 0))),
          footLine(
            `Saldo eind ${d(end)}`,
            `${f(Math.abs(closing))} ${closing < 0 ? 'Af' : 'Bij'}`,
            true,
          ),
        ],
      },
    ],
    {
      pageHeader: (p) => [
        [
          { text: `${holder}  ${acct}`, x: g.left },
          { text: `Blad ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `${bank} is ingeschreven in het handelsregister van de Kamer van Koophandel onder nummer ${digits(rng, 8)}.`,
        (p, n) => `Blad ${p} van ${n}`,
      ),
    },
  );
  return { family: 'nl-business-afbij', spec, statements: [st] };
};
