/**
 * A Hungarian current-account statement (OTP / K&H-like "SZÁMLAKIVONAT"): account number as
 * three groups of eight digits, "Kivonat kezdete: 2024.03.01." and "Kivonat vége: 2024.03.31."
 * on separate lines, then Könyvelés dátuma | Értéknap | Megnevezés / Közlemény | Összeg (HUF) |
 * Egyenleg with "2024.03.05." dates, whole forints with space thousands (printed "12 345" or
 * "12 345,00", one per statement) and a leading minus, a NYITÓ EGYENLEG row first and a ZÁRÓ
 * EGYENLEG row last. Entries run over two to four lines: card purchases print the card's own
 * "Tranzakció dátuma" (one to three days before the booking) and a masked card number;
 * transfers print the counterparty, its account and "Közlemény: …", and each outgoing transfer
 * is followed by a TRANZAKCIÓS ILLETÉK row (0.3 % of the amount, at most 6 000 Ft). Direct debits,
 * ATM withdrawals, the salary and the monthly account fee are rows. Counted sums ("Jóváírások
 * összesen: 5 db …") follow the table. (Hungarian ő/ű are not in the standard PDF fonts, so the
 * labels avoid them and names are upper-case without them, as many bank systems print.)
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, FR, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { digits, moneyColumns, statementOf, tx, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { monthEnds } from '../blind-8/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { fitLines, nameOf, whole } from './kit.ts';

const CSALAD = ['KOVÁCS', 'NAGY', 'TÓTH', 'SZABÓ', 'HORVÁTH', 'VARGA', 'KISS', 'MOLNÁR', 'NÉMETH'];
const UTONEV = ['PÉTER', 'LÁSZLÓ', 'ISTVÁN', 'ZOLTÁN', 'GÁBOR', 'ANNA', 'KATALIN', 'ÉVA', 'ESZTER'];
const SHOPS = ['SPAR', 'TESCO', 'LIDL', 'ALDI', 'AUCHAN', 'MOL', 'DM', 'ROSSMANN', 'PENNY', 'CBA'];
const CITIES = ['BUDAPEST', 'DEBRECEN', 'SZEGED', 'PECS', 'GYOR', 'MISKOLC', 'KECSKEMET'];
const UTILITIES = [
  'MVM NEXT ENERGIAKERESKEDO ZRT.',
  'MAGYAR TELEKOM NYRT.',
  'DIGI KFT.',
  'FOTAV ZRT.',
  'VODAFONE MAGYARORSZAG ZRT.',
  'FOVAROSI VIZMUVEK ZRT.',
];
const KOZLEMENY = ['albérlet', 'rezsi', 'kölcsön', 'ajándék', 'közös költség', 'számla'];

/** Forints in hundredths, whole, log-uniform in [min, max] forints. */
const ft = (rng: Parameters<typeof logAmount>[0], min: number, max: number, step = 1) =>
  logAmount(rng, min * 100, max * 100, step * 100);

const giro = (rng: Parameters<typeof digits>[0]) =>
  `${rng.pick(['117', '104', '120', '116', '107'])}${digits(rng, 5)}-${digits(rng, 8)}-${rng.chance(0.5) ? '00000000' : digits(rng, 8)}`;

export const huSzamlakivonatHuf: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const withFiller = rng.chance(0.5);
  const count = rowCount(rng, g, o.pages, 3.1, 60);
  const { start, end } = calendarPeriod(rng, count > 34 ? 2 : 1);
  const holder = nameOf(rng, CSALAD, UTONEV);
  const card = `${rng.pick(['4', '5'])}${digits(rng, 3)}******${digits(rng, 4)}`;
  const lines = new Map<SynthTx, string[]>();
  const mk = (date: string, text: string[], amount: number): SynthTx => {
    const t = tx(date, text.join(' '), amount);
    t.postDate = date;
    lines.set(t, text);
    return t;
  };
  const ymd = (iso: string) => formatDate(iso, 'YYYY.MM.DD.');
  const person = () => nameOf(rng, CSALAD, UTONEV);
  const txs: SynthTx[] = scatter(rng, start, end, count, (date) => {
    const r = rng.next();
    if (r < 0.45) {
      const day = addDays(date, -rng.pick([1, 1, 2, 3]));
      return mk(
        date,
        [
          'VÁSÁRLÁS KÁRTYÁVAL',
          `${rng.pick(SHOPS)} ${rng.pick(CITIES)}`,
          `Tranzakció dátuma: ${ymd(day)}`,
          `Kártyaszám: ${card}`,
        ],
        -ft(rng, 300, 45_000),
      );
    }
    if (r < 0.62) {
      const amt = ft(rng, 3_000, 400_000, 100);
      return [
        mk(
          date,
          ['ÁTUTALÁS - TERHELÉS', person(), giro(rng), `Közlemény: ${rng.pick(KOZLEMENY)}`],
          -amt,
        ),
        mk(
          date,
          ['TRANZAKCIÓS ILLETÉK'],
          -Math.min(600_000, Math.max(100, Math.round((amt * 3) / 1000 / 100) * 100)),
        ),
      ];
    }
    if (r < 0.74)
      return mk(
        date,
        ['ÁTUTALÁS - JÓVÁÍRÁS', person(), `Közlemény: ${rng.pick(KOZLEMENY)}`],
        ft(rng, 2_000, 250_000, 100),
      );
    if (r < 0.88)
      return mk(
        date,
        ['CSOPORTOS BESZEDÉS', rng.pick(UTILITIES), `Ügyfélazonosító: ${digits(rng, 10)}`],
        -ft(rng, 2_500, 35_000),
      );
    const day = addDays(date, -rng.pick([0, 1, 2]));
    return mk(
      date,
      [
        'KÉSZPÉNZFELVÉTEL ATM',
        `${rng.pick(CITIES)} ATM ${digits(rng, 5)}`,
        `Tranzakció dátuma: ${ymd(day)}`,
      ],
      -rng.int(1, 30) * 5_000 * 100,
    );
  });
  const employer = `${word(rng).toUpperCase()} KFT.`;
  for (const me of monthEnds(start, end)) {
    if (rng.chance(0.85))
      txs.push(
        mk(
          `${me.slice(0, 8)}${String(rng.int(5, 12)).padStart(2, '0')}`,
          [
            'ÁTUTALÁS - JÓVÁÍRÁS',
            employer,
            `Közlemény: BÉR ${formatDate(addDays(`${me.slice(0, 8)}01`, -1), 'YYYY.MM')}`,
          ],
          ft(rng, 280_000, 950_000),
        ),
      );
    txs.push(mk(me, ['SZÁMLAVEZETÉSI DÍJ'], -rng.pick([990, 1_490, 1_990, 2_490]) * 100));
  }
  txs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const opening = liftOpening(txs, ft(rng, 20_000, 2_500_000), 0);
  const bank = rng.pick([`${word(rng)} Bank Nyrt.`, `${word(rng)} Bank Zrt.`]);
  const acct = giro(rng);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Lakossági bankszámla',
    currency: 'HUF',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const closing = txs.at(-1)!.balance;
  const n = (v: number) => (withFiller ? formatMinor(v, FR) : whole(v, ' '));
  const s = (v: number) => `${v < 0 ? '-' : ''}${n(v)}`;
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['Könyvelés', 'dátuma'], 64],
      ['vdate', ['Értéknap'], 64],
    ],
    desc: ['Megnevezés / Közlemény'],
    money: [
      ['amount', ['Összeg (HUF)']],
      ['balance', ['Egyenleg']],
    ],
    moneyWidth: 76,
  });
  const descW = cols.find((c) => c.key === 'desc')!.width!;
  const rows: Row[] = [
    { cells: { desc: 'NYITÓ EGYENLEG', balance: s(opening) }, bold: true },
    ...txs.map((t) =>
      linesRow(
        st,
        t,
        fitLines(g, lines.get(t)!, descW),
        { date: ymd(t.date), vdate: ymd(t.postDate!) },
        { amount: s(t.amount), balance: s(t.balance) },
        t.balance,
        { gapBefore: g.lineHeight * 0.25 },
      ),
    ),
    {
      cells: { desc: 'ZÁRÓ EGYENLEG', balance: s(closing) },
      bold: true,
      gapBefore: g.lineHeight * 0.4,
    },
  ];
  const credits = txs.filter((t) => t.amount > 0).length;
  const sx = g.left + (g.right - g.left) * 0.45;
  const sumLine = (l: string, c: number, v: number) => ({
    cells: [
      { text: l, x: g.left },
      { text: `${c} db`, x: sx, align: 'right' as const },
      { text: s(v), x: g.right, align: 'right' as const },
    ],
  });
  const rx = g.left + (g.right - g.left) * 0.52;
  const kv = (l: string, v: string) => [
    { text: l, x: rx },
    { text: v, x: g.right, align: 'right' as const },
  ];
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          { text: 'SZÁMLAKIVONAT', x: g.right, align: 'right', bold: true, size: g.size + 3 },
        ],
        gapAfter: g.lineHeight * 0.8,
      },
      {
        cells: [
          { text: holder, x: g.left, bold: true },
          ...kv('Kivonat száma:', `${Number(end.slice(5, 7))}/${end.slice(0, 4)}`),
        ],
      },
      {
        cells: [
          { text: `${rng.int(1011, 9985)} ${rng.pick(CITIES)}`, x: g.left },
          ...kv('Számlaszám:', acct),
        ],
      },
      {
        cells: [
          { text: `${word(rng)} utca ${rng.int(1, 120)}.`, x: g.left },
          ...kv('Devizanem:', 'HUF'),
        ],
      },
      { cells: kv('Kivonat kezdete:', ymd(start)) },
      { cells: kv('Kivonat vége:', ymd(end)), gapAfter: g.lineHeight * 0.6 },
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, headerRule: true },
      { kind: 'space', height: g.lineHeight * 0.8 },
      {
        kind: 'lines',
        lines: [
          sumLine(
            'Jóváírások összesen:',
            credits,
            sumOf(txs, (t) => t.amount > 0),
          ),
          sumLine(
            'Terhelések összesen:',
            txs.length - credits,
            sumOf(txs, (t) => t.amount < 0),
          ),
        ],
      },
    ],
    {
      pageHeader: () => [
        [
          { text: `${bank}  SZÁMLAKIVONAT`, x: g.left, bold: true },
          { text: acct, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, k) => [
        [
          {
            text: `${bank} | Felügyeleti szerv: Magyar Nemzeti Bank | A kivonattal kapcsolatos észrevételeit 30 napon belül jelezze.`,
            x: g.left,
            size: g.size - 1.5,
          },
        ],
        [{ text: `Oldal: ${p}/${k}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'hu-szamlakivonat-huf', spec, statements: [st] };
};
