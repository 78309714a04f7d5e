/**
 * A Czech current account statement in the ASCII many banks' exports use ("Vypis z uctu", no
 * hacek letters: the renderer's standard fonts cannot draw them). Bank "… banka, a.s.", account
 * "123456789/0800" and IBAN CZ.., "Obdobi: 1. 10. 2025 - 31. 10. 2025", CZK amounts with space
 * thousands and comma decimals, a balance box (Pocatecni zustatek, Prijmy, Vydaje, Konecny
 * zustatek), then Datum | Popis transakce | Castka: each booking a block of two or three lines
 * (kind; counterparty with account "123456789/0100" or merchant; a "VS: … KS: … SS: …" symbol
 * line or card number), signed amounts, no running balance; account fee, interest and interest
 * tax rows. The description is the block's lines joined.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { FR, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { person } from '../blind-1/kit.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  runBalances,
  statementOf,
  tx,
  word,
} from '../blind-3/common.ts';
import { calendarPeriod, linesRow, localActivity } from '../blind-4/kit.ts';
import { rowCount, sumOf } from './kit.ts';

const BANKS = ['0100', '0300', '0600', '0800', '2010', '3030', '5500', '6210'];
const SHOPS = [
  'ALBERT',
  'LIDL',
  'KAUFLAND',
  'BILLA',
  'TESCO',
  'ROHLIK.CZ',
  'ALZA.CZ',
  'DM DROGERIE',
];
const TOWNS = ['PRAHA', 'BRNO', 'OSTRAVA', 'PLZEN', 'OLOMOUC', 'LIBEREC'];

const account = (rng: Rng) =>
  `${rng.chance(0.3) ? `${digits(rng, 2)}-` : ''}${rng.int(100_000, 9_999_999_999)}/${rng.pick(BANKS)}`;

function symbols(rng: Rng): string {
  const parts = [`VS: ${rng.int(1, 9_999_999_999)}`];
  if (rng.chance(0.6)) parts.push(`KS: ${rng.pick(['0308', '0558', '0008', '1178'])}`);
  if (rng.chance(0.2)) parts.push(`SS: ${digits(rng, 6)}`);
  return parts.join(' ');
}

function block(rng: Rng, credit: boolean, card: string): string[] {
  const r = rng.next();
  const who = person(rng).replace(/ [A-Z] /, ' ');
  if (credit) {
    if (r < 0.6) return ['Prichozi uhrada', `${who} ${account(rng)}`, symbols(rng)];
    if (r < 0.85) return ['Prichozi okamzita uhrada', `${who} ${account(rng)}`];
    return ['Vraceni platby kartou', `${rng.pick(SHOPS)}, ${rng.pick(TOWNS)}`];
  }
  if (r < 0.4) return ['Platba kartou', `${rng.pick(SHOPS)}, ${rng.pick(TOWNS)}`, `Karta: ${card}`];
  if (r < 0.55) return ['Odchozi uhrada', `${who} ${account(rng)}`, symbols(rng)];
  if (r < 0.7)
    return [
      'Trvaly prikaz',
      `${rng.pick(['SVJ', 'SBD'])} ${word(rng).toUpperCase()} ${account(rng)}`,
      symbols(rng),
    ];
  if (r < 0.85)
    return [
      'Inkaso',
      `${rng.pick(['CEZ PRODEJ', 'PRE', 'O2 CZECH REPUBLIC', 'VODAFONE CZ', 'T-MOBILE CZ'])} ${account(rng)}`,
      symbols(rng),
    ];
  return [
    'Vyber z bankomatu',
    `ATM ${rng.pick(TOWNS)} ${word(rng).toUpperCase()}`,
    `Karta: ${card}`,
  ];
}

export const czVypisZUctu: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 4, 117);
  const { start, end } = calendarPeriod(rng, 1);
  const gen = localActivity(rng, {
    start,
    end,
    count,
    floor: 0,
    creditShare: 0.3,
    openingRange: [20_000, 600_000],
    factor: 20,
  });
  const card = `${digits(rng, 4)} **** **** ${digits(rng, 4)}`;
  const lines = new Map<SynthTx, string[]>();
  for (const t of gen.txs) lines.set(t, block(rng, t.amount > 0, card));
  const txs = gen.txs;
  const fee = tx(end, '', -rng.pick([0, 3900, 9900, 12900]) || -4900);
  lines.set(fee, ['Poplatek za vedeni uctu']);
  txs.push(fee);
  if (rng.chance(0.6)) {
    const urok = rng.int(10, 5000);
    const u = tx(end, '', urok);
    const dan = tx(end, '', -Math.round(urok * 0.15));
    lines.set(u, ['Pripsany urok']);
    lines.set(dan, ['Srazena dan z uroku']);
    txs.push(u, dan);
  }
  for (const t of txs) t.description = lines.get(t)!.join(' ');
  const closing = runBalances(txs, gen.opening);
  const bank = `${word(rng)} ${rng.pick(['banka, a.s.', 'Sporitelna, a.s.', 'Bank, a.s.'])}`;
  const holder = person(rng).replace(/ [A-Z] /, ' ');
  const acct = `${rng.int(100_000_000, 9_999_999_999)}/${rng.pick(BANKS)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Bezny ucet',
    currency: 'CZK',
    start,
    end,
    opening: gen.opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => `${v < 0 ? '-' : ''}${formatMinor(v, FR)}`;
  const cz = (iso: string) => formatDate(iso, 'D. M. YYYY');
  const cols = moneyColumns(g, {
    lead: [['date', ['Datum'], 62]],
    desc: ['Popis transakce / Protiucet / Symboly'],
    money: [['amount', ['Castka (CZK)']]],
    moneyWidth: 90,
  });
  const rows: Row[] = txs.map((t) =>
    linesRow(
      st,
      t,
      lines.get(t)!,
      { date: formatDate(t.date, 'DD.MM.YYYY') },
      { amount: m(t.amount) },
      null,
      {
        gapBefore: g.lineHeight * 0.3,
      },
    ),
  );
  const bx = g.left + (g.right - g.left) * 0.5;
  const kv = (l: string, v: string, bold = false) => ({
    cells: [
      { text: l, x: bx, bold },
      { text: v, x: g.right, align: 'right' as const, bold },
    ],
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 5 },
          { text: 'Vypis z uctu', x: g.right, align: 'right', bold: true, size: g.size + 4 },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      { cells: [{ text: holder, x: g.left, bold: true }, ...kv('Cislo uctu', acct).cells] },
      {
        cells: [
          { text: `${word(rng)}ova ${rng.int(1, 2999)}/${rng.int(1, 60)}`, x: g.left },
          ...kv(
            'IBAN',
            `CZ${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)}`,
          ).cells,
        ],
      },
      {
        cells: [
          { text: `${digits(rng, 3)} ${digits(rng, 2)} ${rng.pick(TOWNS)}`, x: g.left },
          ...kv('Obdobi', `${cz(start)} - ${cz(end)}`).cells,
        ],
      },
      { cells: kv('Mena', 'CZK').cells, gapAfter: g.lineHeight * 0.5 },
      kv('Pocatecni zustatek', m(gen.opening), true),
      kv('Prijmy', m(sumOf(txs, (t) => t.amount > 0))),
      kv('Vydaje', m(sumOf(txs, (t) => t.amount < 0))),
      { ...kv('Konecny zustatek', m(closing), true), gapAfter: g.lineHeight * 0.6 },
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      {
        kind: 'table',
        columns: cols,
        rows,
        wrapKey: 'desc',
        headerRule: true,
        title: 'Pohyby na uctu',
        continuedSuffix: ' (pokracovani)',
      },
    ],
    {
      pageHeader: (p) => [
        [
          { text: `Vypis z uctu ${acct}  ${cz(start)} - ${cz(end)}`, x: g.left },
          { text: `Strana ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `${bank}, ICO ${digits(rng, 8)}, zapsana v obchodnim rejstriku vedenem Mestskym soudem v Praze.`,
        (p, n) => `Strana ${p}/${n}`,
      ),
    },
  );
  return { family: 'cz-vypis-z-uctu', spec, statements: [st] };
};
