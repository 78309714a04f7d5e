/**
 * Nordic account statements, in one of three real shapes. Swedish Kontoutdrag (Nordea / SEB /
 * Handelsbanken-like): clearing number and account, "Period 2024-01-01 – 2024-01-31", ISO dates
 * for Bokföringsdag and Valutadag, Text, one signed Belopp and Saldo with space thousands and
 * comma decimals ("-1 234,56"), NEWEST FIRST, Ingående / Utgående saldo in the header.
 * Norwegian Kontoutskrift (DNB-like): "Dato | Forklaring | Rentedato | Ut av konto | Inn på
 * konto" with DD.MM dates (no year), no running balance, Saldo fra/til forrige kontoutskrift
 * rows and Sum-lines. Danish Kontoudskrift (Danske Bank-like): Reg.nr. / Kontonr., "Dato | Tekst
 * | Beløb | Saldo" with DD.MM.YY dates and dot thousands ("-1.234,56"), Saldo primo / ultimo.
 * Local descriptors: Kortköp, Swish, Bankgiro, Autogiro, Vipps, AvtaleGiro, MobilePay,
 * Betalingsservice, Dankort.
 */
import type { ParsedStatement } from '@bsp/shared/parse-result';
import { docSpec, type FamilyFn, geometry, rowsFor, totals } from '../../families.ts';
import { formatDate, formatMinor, type NumberStyle } from '../../format.ts';
import type { Block, Column, Row } from '../../layout.ts';
import type { Rng } from '../../prng.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  pairLines,
  statementOf,
  txRow,
  word,
} from '../blind-3/common.ts';
import { brandLine, calendarPeriod, localActivity, monthsFor } from './kit.ts';

type Country = 'se' | 'no' | 'dk';

const SPACE: NumberStyle = { group: ' ', decimal: ',' };
const DOT: NumberStyle = { group: '.', decimal: ',' };

function describeNordic(rng: Rng, c: Country, credit: boolean, date: string): string {
  const r = rng.next();
  const who = `${word(rng)} ${word(rng)}`;
  if (c === 'se') {
    if (credit)
      return r < 0.4
        ? 'LÖN'
        : r < 0.75
          ? `SWISH ${who.toUpperCase()}`
          : rng.pick(['INSÄTTNING', 'RÄNTA', 'ÖVERFÖRING']);
    if (r < 0.45)
      return `KORTKÖP ${formatDate(date, 'YYMMDD')} ${rng.pick(['ICA NARA', 'COOP KONSUM', 'WILLYS', 'SYSTEMBOLAGET', 'APOTEKET', 'PRESSBYRAN'])} ${rng.pick(['STOCKHOLM', 'GOTEBORG', 'MALMO', 'UPPSALA'])}`;
    if (r < 0.6) return `SWISH ${who.toUpperCase()}`;
    if (r < 0.8)
      return `BG ${digits(rng, 4)}-${digits(rng, 4)} ${rng.pick(['TELIA SVERIGE', 'VATTENFALL', 'FOLKSAM', 'CSN'])}`;
    return `AUTOGIRO ${rng.pick(['K*SPOTIFY', 'TRYGG-HANSA', 'SL ACCESS', 'HYRA BRF'])}`;
  }
  if (c === 'no') {
    if (credit)
      return r < 0.45
        ? `Lønn ${word(rng).toUpperCase()} AS`
        : r < 0.8
          ? `Vipps ${who}`
          : `Overføring ${digits(rng, 4)}.${digits(rng, 2)}.${digits(rng, 5)}`;
    if (r < 0.45)
      return `Varekjøp ${rng.pick(['REMA 1000', 'KIWI', 'MENY', 'COOP EXTRA', 'VINMONOPOLET'])} ${rng.pick(['OSLO', 'BERGEN', 'TRONDHEIM', 'STAVANGER'])} Dato ${formatDate(date, 'DD.MM')}`;
    if (r < 0.6) return `Vipps*${who}`;
    if (r < 0.85)
      return `AvtaleGiro ${rng.pick(['TELENOR NORGE AS', 'FJORDKRAFT', 'GJENSIDIGE', 'OSLO KOMMUNE'])}`;
    return `Giro ${digits(rng, 11)} ${word(rng)}`;
  }
  if (credit)
    return r < 0.45
      ? `Løn ${word(rng)} A/S`
      : r < 0.8
        ? `MobilePay ${who}`
        : `Overførsel fra ${who}`;
  if (r < 0.45)
    return `Dankort-køb ${rng.pick(['NETTO', 'FØTEX', 'REMA 1000', 'IRMA', 'BILKA'])} ${rng.pick(['KØBENHAVN', 'AARHUS', 'ODENSE', 'AALBORG'])}`;
  if (r < 0.6) return `MobilePay ${who}`;
  if (r < 0.85)
    return `Betalingsservice ${rng.pick(['DR LICENS', 'TRYG FORSIKRING', 'ØRSTED', 'HOFOR', 'TELIA'])}`;
  return `Overførsel ${who}`;
}

export const nordicKontoutdrag: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const c = rng.pick(['se', 'no', 'dk'] as const);
  const count = rowsFor(rng, g, o.pages, 1.1);
  const { start, end } = calendarPeriod(rng, monthsFor(count, 60));
  const { txs, opening } = localActivity(rng, {
    start,
    end,
    count,
    floor: 0,
    openingRange: [5_000, 600_000],
    factor: 8, // kronor: bigger numbers than pounds
  });
  for (const t of txs) {
    t.description = describeNordic(rng, c, t.amount > 0, t.date);
  }
  // a value (interest) date is printed beside each row
  if (c !== 'dk') for (const t of txs) t.postDate = t.date;
  const closing = txs.length ? txs[txs.length - 1]!.balance : opening;
  const ns = c === 'dk' ? DOT : SPACE;
  const m = (v: number) => `${v < 0 ? '-' : ''}${formatMinor(v, ns)}`;
  const currency = { se: 'SEK', no: 'NOK', dk: 'DKK' }[c];
  const bank = {
    se: rng.pick([
      `${word(rng)}banken`,
      `${word(rng)} Sparbank`,
      `${word(rng).toUpperCase()} BANK AB`,
    ]),
    no: rng.pick([`${word(rng).toUpperCase()} Bank ASA`, `${word(rng)} Sparebank`]),
    dk: rng.pick([`${word(rng)} Bank A/S`, `${word(rng)} Sparekasse`]),
  }[c];
  const holder = `${word(rng)} ${word(rng)}`;
  const acct = {
    se: `${rng.int(3000, 8999)}-${digits(rng, 1)}, ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}-${digits(rng, 1)}`,
    no: `${digits(rng, 4)}.${digits(rng, 2)}.${digits(rng, 5)}`,
    dk: `${digits(rng, 4)} ${digits(rng, 10)}`,
  }[c];
  const type = { se: 'Privatkonto', no: 'Brukskonto', dk: 'Lønkonto' }[c];
  const printsTotals = c === 'no';
  const st: ParsedStatement = statementOf({
    bank,
    holder,
    account: acct,
    type,
    currency,
    start,
    end,
    opening,
    txs,
    printsTotals,
  });
  const rows: Row[] = [];
  const { moneyIn, moneyOut } = totals(txs);
  let cols: Column[];
  let title: string;
  let periodText: string;
  let summary: [string, string][];
  if (c === 'se') {
    const fd = (iso: string) => formatDate(iso, 'YYYY-MM-DD');
    cols = moneyColumns(g, {
      lead: [
        ['date', ['Bokföringsdag'], 68],
        ['vdate', ['Valutadag'], 60],
      ],
      desc: ['Text'],
      money: [
        ['amount', ['Belopp']],
        ['balance', ['Saldo']],
      ],
      moneyWidth: 74,
    });
    for (const t of txs)
      rows.push(
        txRow(
          st,
          t,
          { date: fd(t.date), vdate: fd(t.date), amount: m(t.amount), balance: m(t.balance) },
          t.balance,
        ),
      );
    rows.reverse(); // newest first; the truth stays oldest first
    title = 'Kontoutdrag';
    periodText = `Period ${fd(start)} – ${fd(end)}`;
    summary = [
      ['Ingående saldo', `${m(opening)} ${currency}`],
      ['Utgående saldo', `${m(closing)} ${currency}`],
    ];
  } else if (c === 'no') {
    const fd = (iso: string) => formatDate(iso, 'DD.MM');
    cols = moneyColumns(g, {
      lead: [['date', ['Dato'], 40]],
      desc: ['Forklaring'],
      money: [
        ['vdate', ['Rentedato']],
        ['out', ['Ut av konto']],
        ['in', ['Inn på konto']],
      ],
      moneyWidth: 72,
    });
    rows.push({
      cells: { desc: `Saldo fra kontoutskrift ${formatDate(start, 'DD.MM.YYYY')}`, in: m(opening) },
      bold: true,
    });
    for (const t of txs)
      rows.push(
        txRow(
          st,
          t,
          {
            date: fd(t.date),
            vdate: fd(t.date),
            [t.amount < 0 ? 'out' : 'in']: formatMinor(t.amount, ns),
          },
          null,
        ),
      );
    rows.push({
      cells: { desc: 'Sum', out: formatMinor(moneyOut, ns), in: formatMinor(moneyIn, ns) },
      bold: true,
      gapBefore: 3,
    });
    rows.push({
      cells: { desc: `Saldo i Deres favør ${formatDate(end, 'DD.MM.YYYY')}`, in: m(closing) },
      bold: true,
    });
    title = 'Kontoutskrift';
    periodText = `Kontoutskrift for perioden ${formatDate(start, 'DD.MM.YYYY')} - ${formatDate(end, 'DD.MM.YYYY')}`;
    summary = [
      ['Kontonummer', acct],
      ['Valuta', currency],
    ];
  } else {
    const fd = (iso: string) => formatDate(iso, 'DD.MM.YY');
    cols = moneyColumns(g, {
      lead: [['date', ['Dato'], 48]],
      desc: ['Tekst'],
      money: [
        ['amount', ['Beløb']],
        ['balance', ['Saldo']],
      ],
      moneyWidth: 74,
    });
    rows.push({ cells: { date: fd(start), desc: 'Saldo primo', balance: m(opening) } });
    for (const t of txs)
      rows.push(
        txRow(st, t, { date: fd(t.date), amount: m(t.amount), balance: m(t.balance) }, t.balance),
      );
    rows.push({ cells: { date: fd(end), desc: 'Saldo ultimo', balance: m(closing) }, bold: true });
    title = 'Kontoudskrift';
    periodText = `Periode: ${formatDate(start, 'DD.MM.YYYY')} - ${formatDate(end, 'DD.MM.YYYY')}`;
    summary = [
      ['Reg.nr.', acct.slice(0, 4)],
      ['Kontonr.', acct.slice(5)],
    ];
  }
  const lx = g.left + (g.right - g.left) * 0.55;
  const header: Block = {
    kind: 'lines',
    lines: [
      brandLine(g, bank, title, { bankSize: 6, titleSize: 3 }),
      ...pairLines(
        [
          ['', periodText],
          ...(c === 'se' ? ([['Konto', `${type} ${acct}`]] as [string, string][]) : []),
          ...summary,
        ],
        lx,
        g.right,
        {
          left: [
            { text: holder, x: g.left },
            {
              text: `${word(rng)}${c === 'se' ? 'vägen' : c === 'no' ? 'veien' : 'vej'} ${rng.int(1, 120)}`,
              x: g.left,
            },
            {
              text: `${c === 'se' ? `${digits(rng, 3)} ${digits(rng, 2)}` : digits(rng, 4)} ${word(rng).toUpperCase()}`,
              x: g.left,
            },
          ],
        },
      ),
      { cells: [], gapAfter: g.lineHeight },
    ],
  };
  const spec = docSpec(
    g,
    [header, { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true }],
    {
      pageHeader: (p) => [
        [
          { text: `${bank}  ${title}  ${acct}`, x: g.left },
          {
            text: { se: `Sida ${p}`, no: `Side ${p}`, dk: `Side ${p}` }[c],
            x: g.right,
            align: 'right',
          },
        ],
      ],
      footer: legalFooter(
        g,
        {
          se: `${bank} (publ), org.nr 502${digits(rng, 3)}-${digits(rng, 4)}. Insättningsgaranti enligt lag.`,
          no: `${bank}, org.nr. 984 ${digits(rng, 3)} ${digits(rng, 3)}. Innskudd er sikret av Bankenes sikringsfond.`,
          dk: `${bank}, CVR-nr. ${digits(rng, 8)}. Indskud er dækket af Garantiformuen.`,
        }[c],
        (p, n) =>
          ({ se: `Sida ${p} av ${n}`, no: `Side ${p} av ${n}`, dk: `Side ${p} af ${n}` })[c],
      ),
    },
  );
  return { family: 'nordic-kontoutdrag', spec, statements: [st] };
};
