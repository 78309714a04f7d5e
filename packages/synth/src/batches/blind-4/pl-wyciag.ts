/**
 * Polish bank statement (PKO BP / mBank / Pekao-like), printed without Polish diacritics as the
 * banks' ASCII statement prints are: "WYCIAG Z RACHUNKU NR 3/2024", "za okres od 01.03.2024 do
 * 31.03.2024", the 26-digit NRB account number in groups, then Data operacji | Data waluty |
 * Opis operacji | Kwota | Saldo po operacji with DD.MM.YYYY dates, amounts signed with space
 * thousands and comma decimals ("-1 234,56"), descriptions over three or four lines (operation
 * type, counterparty, "Tytul:", account or card), and at the end Saldo poczatkowe, Suma uznan
 * (count), Suma obciazen (count), Saldo koncowe. Footer "Strona 2 z 4".
 */
import { docSpec, type FamilyFn, geometry, rowsFor } from '../../families.ts';
import { formatDate, formatMinor, type NumberStyle } from '../../format.ts';
import { type Block, type Row, textWidth } from '../../layout.ts';
import type { Rng } from '../../prng.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  pairLines,
  statementOf,
  word,
} from '../blind-3/common.ts';
import { calendarPeriod, linesRow, localActivity } from './kit.ts';

const PL: NumberStyle = { group: ' ', decimal: ',' };
const CITIES = ['WARSZAWA', 'KRAKOW', 'WROCLAW', 'POZNAN', 'GDANSK', 'LODZ'];

const nrb = (rng: Rng): string =>
  `${digits(rng, 2)} ${Array.from({ length: 6 }, () => digits(rng, 4)).join(' ')}`;

function plDescribe(rng: Rng, credit: boolean): string[] {
  const r = rng.next();
  const who = `${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  if (credit) {
    if (r < 0.4)
      return [
        'PRZELEW PRZYCHODZACY',
        `Nadawca: ${word(rng).toUpperCase()} SP. Z O.O.`,
        `Tytul: WYNAGRODZENIE ${rng.pick(['ZA', 'Z TYT.'])} ${String(rng.int(1, 12)).padStart(2, '0')}/${rng.int(2019, 2025)}`,
      ];
    if (r < 0.7)
      return [
        'PRZELEW NA TELEFON BLIK',
        `Nadawca: ${who}`,
        `Tytul: ${rng.pick(['ZWROT', 'ZA OBIAD', 'PREZENT', 'CZYNSZ'])}`,
      ];
    if (r < 0.85)
      return [
        'PRZELEW WEWNETRZNY PRZYCHODZACY',
        `Z rachunku: ${nrb(rng)}`,
        'Tytul: PRZELEW SRODKOW',
      ];
    return ['ZWROT TRANSAKCJI KARTOWEJ', rng.pick(['ALLEGRO', 'ZALANDO', 'MEDIA EXPERT'])];
  }
  if (r < 0.4)
    return [
      'TRANSAKCJA KARTA DEBETOWA',
      `${rng.pick(['BIEDRONKA', 'LIDL', 'ZABKA', 'ROSSMANN', 'ORLEN', 'CARREFOUR'])} ${rng.pick(CITIES)}`,
      `Karta: ${rng.pick(['4', '5'])}${digits(rng, 3)} XXXX XXXX ${digits(rng, 4)}`,
    ];
  if (r < 0.55)
    return [
      'ZAKUP BLIK',
      rng.pick(['ALLEGRO.PL', 'PYSZNE.PL', 'MEDIA EXPERT', 'EMPIK']),
      `Ref: ${digits(rng, 11)}`,
    ];
  if (r < 0.75)
    return [
      'PRZELEW WYCHODZACY',
      `Odbiorca: ${rng.pick(['PGE OBROT S.A.', 'ORANGE POLSKA S.A.', 'PGNIG OBROT DETALICZNY', 'SPOLDZIELNIA MIESZKANIOWA'])}`,
      `Tytul: FAKTURA ${digits(rng, 6)}/${rng.int(1, 12)}`,
      `Na rachunek: ${nrb(rng)}`,
    ];
  if (r < 0.85)
    return [
      'WYPLATA Z BANKOMATU',
      `${rng.pick(['EURONET', 'PLANET CASH', 'BANKOMAT WLASNY'])} ${rng.pick(CITIES)}`,
    ];
  if (r < 0.93) return ['PRZELEW NA TELEFON BLIK', `Odbiorca: ${who}`];
  return ['OPLATA', rng.pick(['PROWADZENIE RACHUNKU', 'KARTA DEBETOWA', 'PRZELEW NATYCHMIASTOWY'])];
}

export const plWyciag: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowsFor(rng, g, o.pages, 3.3);
  const { start, end } = calendarPeriod(rng, 1);
  const { txs, opening } = localActivity(rng, {
    start,
    end,
    count,
    floor: 0,
    openingRange: [5_000, 800_000],
    factor: 4, // zloty
  });
  const printed = txs.map((t) => {
    const l = plDescribe(rng, t.amount > 0);
    t.description = l.join(' ');
    t.postDate = t.date;
    return l;
  });
  const bank = rng.pick([
    `${word(rng)} Bank Polski S.A.`,
    `Bank ${word(rng)} S.A.`,
    `${word(rng).toUpperCase()}BANK S.A.`,
  ]);
  const holder = `${word(rng).toUpperCase()} ${word(rng).toUpperCase()}${rng.pick(['SKI', 'SKA', 'CZYK', 'EWICZ'])}`;
  const acct = nrb(rng);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: rng.pick(['Konto osobiste', 'Rachunek oszczednosciowo-rozliczeniowy', 'Konto Direct']),
    currency: 'PLN',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => `${v < 0 ? '-' : ''}${formatMinor(v, PL)}`;
  const fd = (iso: string) => formatDate(iso, 'DD.MM.YYYY');
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['Data', 'operacji'], 58],
      ['vdate', ['Data', 'waluty'], 58],
    ],
    desc: ['', 'Opis operacji'],
    money: [
      ['amount', ['', 'Kwota']],
      ['balance', ['Saldo po', 'operacji']],
    ],
    moneyWidth: 72,
  });
  const rows: Row[] = txs.map((t, i) =>
    linesRow(
      st,
      t,
      printed[i]!,
      { date: fd(t.date), vdate: fd(t.postDate!) },
      { amount: m(t.amount), balance: m(t.balance) },
      t.balance,
      i > 0 ? { gapBefore: 2 } : {},
    ),
  );
  const closing = txs.length ? txs[txs.length - 1]!.balance : opening;
  const ins = txs.filter((t) => t.amount > 0);
  const outs = txs.filter((t) => t.amount < 0);
  const no = `${rng.int(1, 12)}/${end.slice(0, 4)}`;
  const lx = g.left + (g.right - g.left) * 0.5;
  const header: Block = {
    kind: 'lines',
    lines: [
      { cells: [{ text: bank, x: g.left, bold: true, size: g.size + 6 }], gapAfter: g.lineHeight },
      {
        cells: [
          { text: holder, x: g.left, bold: true },
          { text: `WYCIAG Z RACHUNKU NR ${no}`, x: g.right, align: 'right', bold: true },
        ],
      },
      {
        cells: [
          {
            text: `UL. ${word(rng).toUpperCase()} ${rng.int(1, 150)}/${rng.int(1, 60)}`,
            x: g.left,
          },
          { text: `za okres od ${fd(start)} do ${fd(end)}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [{ text: `${digits(rng, 2)}-${digits(rng, 3)} ${rng.pick(CITIES)}`, x: g.left }],
        gapAfter: g.lineHeight,
      },
      ...(
        [
          ['Numer rachunku:', `PL ${acct}`],
          ['Waluta:', 'PLN'],
          ['Data wygenerowania:', fd(end)],
        ] as const
      ).map(([label, value]) => ({
        cells: [
          { text: label, x: g.left },
          { text: value, x: g.left + textWidth(g.font, 'Data wygenerowania: ', g.size) + 6 },
        ],
      })),
      { cells: [], gapAfter: g.lineHeight * 0.5 },
    ],
  };
  const after: Block = {
    kind: 'lines',
    lines: pairLines(
      [
        ['Saldo poczatkowe', m(opening)],
        [
          `Suma uznan (${ins.length})`,
          formatMinor(
            ins.reduce((s, t) => s + t.amount, 0),
            PL,
          ),
        ],
        [
          `Suma obciazen (${outs.length})`,
          formatMinor(
            outs.reduce((s, t) => s - t.amount, 0),
            PL,
          ),
        ],
        ['Saldo koncowe', m(closing)],
      ],
      lx,
      g.right,
      { boldLabels: true },
    ),
  };
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true },
      { kind: 'space', height: g.lineHeight },
      after,
    ],
    {
      pageHeader: (p) => [
        [
          { text: `${bank}  Wyciag nr ${no}  PL ${acct}`, x: g.left },
          { text: `Strona ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `${bank}, Sad Rejonowy dla m.st. Warszawy, KRS 0000${digits(rng, 6)}, NIP ${digits(rng, 3)}-${digits(rng, 3)}-${digits(rng, 2)}-${digits(rng, 2)}. Dokument nie wymaga podpisu.`,
        (p, n) => `Strona ${p} z ${n}`,
      ),
    },
  );
  return { family: 'pl-wyciag', spec, statements: [st] };
};
