/**
 * A Bulgarian credit-card statement (DSK / UBB / Fibank-like "IZVLECHENIE PO KREDITNA KARTA",
 * Bulgarian labels transliterated) dated by the statement date only ("Data na izvlechenieto:
 * 15.03.2024"; the cycle started the day after the previous statement, which is not printed).
 * A summary box first: Predishno saldo | Plashtaniya i krediti | Pokupki i tegleniya | Lihvi i
 * taksi | Novo saldo, then Kreditni limit, Minimalna vnoska and Padezh (due date) - none of them
 * rows. Table: Data na tranz. | Data na osch. (posting) | Opisanie | Suma v orig. valuta |
 * Valuta | Suma BGN, DD.MM.YYYY, '1 234,56', amounts from the issuer's side: charges positive,
 * the payment and refunds with a leading minus. Purchases in euro convert at the fixed 1.95583,
 * in dollars at a market rate; a cash withdrawal at an ATM is followed by its fee row (3 %, at
 * least 5 BGN); the interest row when the previous balance was not paid in full, and sometimes
 * the annual card fee. The truth: owed balances negative, charges negative, the payment positive.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, FR, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { digits, runBalances, statementOf, word } from '../blind-3/common.ts';
import { linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { logAmount, scatter } from '../blind-9/kit.ts';
import { fitLines, flexColumns, slot } from '../blind-10/kit.ts';
import { byDate, rowMaker } from './kit.ts';

const FIRST = ['IVAN', 'GEORGI', 'DIMITAR', 'MARIA', 'ELENA', 'NIKOLAY', 'DESISLAVA', 'PETAR'];
const MIDDLE = ['PETROV', 'IVANOV', 'GEORGIEV', 'DIMITROV', 'STOYANOV', 'NIKOLOV'];
const SHOPS = [
  'LIDL BULGARIA',
  'KAUFLAND BG',
  'BILLA',
  'FANTASTICO',
  'SHELL',
  'OMV',
  'LUKOIL',
  'EMAG.BG',
  'DM BULGARIA',
  'TECHNOPOLIS',
];
const TOWNS = ['SOFIA', 'PLOVDIV', 'VARNA', 'BURGAS', 'RUSE', 'STARA ZAGORA'];
const ABROAD: [string, string][] = [
  ['BOOKING.COM AMSTERDAM', 'EUR'],
  ['AMAZON.DE', 'EUR'],
  ['RYANAIR DUBLIN', 'EUR'],
  ['APPLE.COM/BILL', 'USD'],
  ['AIRBNB SAN FRANCISCO', 'USD'],
];
const EUR_BGN = 195_583; // BGN per EUR × 100 000 (the currency board's fixed rate)

export const bgCreditCard: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.4, 70);
  const year = rng.int(2019, 2025);
  const day = rng.pick([5, 10, 15, 20, 25]);
  const month = rng.int(1, 12);
  const end = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const prev = addDays(end, -rng.pick([28, 29, 30, 31]));
  const start = addDays(prev, 1);
  const limit = rng.pick([200_000, 300_000, 500_000, 800_000, 1_000_000]);
  const previous = rng.chance(0.15) ? 0 : logAmount(rng, 5_000, limit * 0.6);
  const { mk, lines } = rowMaker();
  const orig = new Map<object, [number, string]>();
  const usd = rng.float(1.62, 1.92);
  const txs = scatter(rng, start, end, count, (date) => {
    const post = addDays(date, rng.pick([0, 1, 1, 2, 3]));
    const p = post > end ? end : post;
    const r = rng.next();
    if (r < 0.62)
      return mk(date, [`${rng.pick(SHOPS)} ${rng.pick(TOWNS)}`], -logAmount(rng, 250, 40_000), p);
    if (r < 0.8) {
      const [name, cur] = rng.pick(ABROAD);
      const f = logAmount(rng, 500, 30_000);
      const bgn = cur === 'EUR' ? Math.round((f * EUR_BGN) / 100_000) : Math.round(f * usd);
      const t = mk(date, [name], -bgn, p);
      orig.set(t, [f, cur]);
      return t;
    }
    if (r < 0.9) {
      const cash = rng.int(2, 40) * 1_000;
      return [
        mk(
          date,
          ['TEGLENE NA ATM', `${word(rng).toUpperCase()} BANK ${rng.pick(TOWNS)}`],
          -cash,
          p,
        ),
        mk(date, ['TAKSA TEGLENE NA ATM 3%'], -Math.max(500, Math.round(cash * 0.03)), p),
      ];
    }
    return mk(
      date,
      ['VRASHTANE / REFUND', `${rng.pick(SHOPS)} ${rng.pick(TOWNS)}`],
      logAmount(rng, 300, 8_000),
      p,
    );
  });
  if (previous > 0) {
    const full = rng.chance(0.6);
    const paid = full
      ? previous
      : Math.max(1_000, Math.round((previous * rng.float(0.05, 0.6)) / 100) * 100);
    const payDay = addDays(start, rng.int(3, 14));
    txs.push(mk(payDay, ['PLASHTANE - BLAGODARIM'], paid, payDay));
    if (!full)
      txs.push(
        mk(
          end,
          ['LIHVA ZA PERIODA'],
          -Math.round(((previous - paid) * rng.float(18, 24)) / 1200),
          end,
        ),
      );
  }
  if (rng.chance(0.15))
    txs.push(mk(end, ['GODISHNA TAKSA KARTA'], -rng.pick([2_500, 3_000, 4_500]), end));
  byDate(txs);
  const opening = -previous;
  runBalances(txs, opening);
  // the card never goes over its limit: drop the cycle's last purchases until it fits
  while (Math.min(...txs.map((t) => t.balance)) < -limit) {
    const i = txs.findLastIndex((t) => t.amount < 0 && !t.description.startsWith('LIHVA'));
    txs.splice(i, 1);
    runBalances(txs, opening);
  }
  for (const t of [...txs])
    if (t.description.startsWith('TAKSA TEGLENE')) {
      const i = txs.indexOf(t);
      if (!txs[i - 1]?.description.startsWith('TEGLENE')) txs.splice(i, 1);
    }
  runBalances(txs, opening);
  const closing = txs.length ? txs.at(-1)!.balance : opening;
  const holder = `${rng.pick(FIRST)} ${rng.pick(MIDDLE)} ${rng.pick(MIDDLE)}`;
  const bank = rng.pick([`${word(rng)} Bank AD`, `Banka ${word(rng)} AD`]);
  const cardNo = `${rng.pick(['4567', '5168', '4895'])} ${digits(rng, 2)}** **** ${digits(rng, 4)}`;
  const acct = `BG${digits(rng, 2)}${rng.pick(['STSA', 'UBBS', 'FINV'])}9300${digits(rng, 10)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Credit card',
    currency: 'BGN',
    start,
    end,
    opening,
    txs,
    printsTotals: false,
  });
  const m = (v: number) => formatMinor(v, FR);
  const issuer = (v: number) => `${v > 0 ? '-' : ''}${formatMinor(v, FR)}`; // issuer's side
  const d = (iso: string) => formatDate(iso, 'DD.MM.YYYY');
  const dateW = slot(g, ['28.12.2024'], ['Data na osch.'], 8);
  const cols = flexColumns(g, [
    { key: 'date', header: ['Data na', 'tranz.'], align: 'left', width: dateW },
    { key: 'vdate', header: ['Data na', 'osch.'], align: 'left', width: dateW },
    { key: 'desc', header: ['Opisanie'], align: 'left' },
    {
      key: 'orig',
      header: ['Suma v orig.', 'valuta'],
      align: 'right',
      width: slot(g, ['-99 999,99'], ['Suma v orig.'], 10),
    },
    { key: 'cur', header: ['Valuta'], align: 'right', width: slot(g, ['BGN'], ['Valuta'], 12) },
    {
      key: 'amount',
      header: ['Suma BGN'],
      align: 'right',
      width: slot(g, ['-99 999,99'], ['Suma BGN'], 14),
    },
  ]);
  const descW = cols.find((c) => c.key === 'desc')!.width!;
  const rows: Row[] = txs.map((t) => {
    const f = orig.get(t);
    return linesRow(
      st,
      t,
      fitLines(g, lines.get(t)!, descW),
      { date: d(t.date), vdate: d(t.postDate!) },
      {
        orig: f ? issuer(-f[0]) : issuer(t.amount),
        cur: f ? f[1] : 'BGN',
        amount: issuer(t.amount),
      },
      null,
    );
  });
  const credits = sumOf(txs, (t) => t.amount > 0);
  const fees = -sumOf(txs, (t) => t.amount < 0 && /^(LIHVA|TAKSA|GODISHNA)/.test(t.description));
  const purchases = -sumOf(txs, (t) => t.amount < 0) - fees;
  const owed = -closing;
  const minPay = owed <= 0 ? 0 : Math.min(owed, Math.max(2_000, Math.round(owed * 0.05)));
  const step = (g.right - g.left) / 5;
  const edge = (i: number) => g.left + step * (i + 1) - 4;
  const box = [
    ['Predishno saldo', m(previous)],
    ['Plashtaniya i krediti', m(credits)],
    ['Pokupki i tegleniya', m(purchases)],
    ['Lihvi i taksi', m(fees)],
    ['Novo saldo', owed < 0 ? `-${m(owed)}` : m(owed)],
  ];
  const kvx = g.left + (g.right - g.left) * 0.55;
  const kv = (l: string, v: string) => ({
    cells: [
      { text: l, x: kvx },
      { text: v, x: g.right, align: 'right' as const },
    ],
  });
  const header: Block[] = [
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: bank, x: g.left, bold: true, size: g.size + 7 },
            {
              text: 'IZVLECHENIE PO KREDITNA KARTA',
              x: g.right,
              align: 'right',
              bold: true,
              size: g.size + 1,
            },
          ],
          gapAfter: g.lineHeight * 0.6,
        },
        {
          cells: [
            { text: holder, x: g.left, bold: true },
            ...kv('Data na izvlechenieto:', d(end)).cells,
          ],
        },
        {
          cells: [
            { text: `ul. ${word(rng)} ${rng.int(1, 99)}`, x: g.left },
            ...kv('Karta:', cardNo).cells,
          ],
        },
        {
          cells: [
            { text: `${rng.int(1000, 9999)} ${rng.pick(TOWNS)}`, x: g.left },
            ...kv('Smetka (IBAN):', acct).cells,
          ],
        },
        kv('Kreditni limit:', `${m(limit)} BGN`),
        kv('Minimalna vnoska:', `${m(minPay)} BGN`),
        { ...kv('Padezh:', d(addDays(end, rng.pick([15, 20, 25])))), gapAfter: g.lineHeight * 0.6 },
      ],
    },
    { kind: 'rule', x0: g.left, x1: g.right },
    {
      kind: 'lines',
      lines: [
        {
          cells: box.map(([l], i) => ({
            text: l!,
            x: edge(i),
            align: 'right' as const,
            bold: true,
          })),
        },
        {
          cells: box.map(([, v], i) => ({ text: `${v} BGN`, x: edge(i), align: 'right' as const })),
        },
      ],
    },
    { kind: 'rule', x0: g.left, x1: g.right },
    { kind: 'space', height: g.lineHeight * 0.6 },
  ];
  const spec = docSpec(
    g,
    [
      ...header,
      { kind: 'table', title: 'Tranzaktsii prez perioda', columns: cols, rows, headerRule: true },
    ],
    {
      footer: (p, n) => [
        [
          {
            text: 'Sumite sas znak "-" sa plashtaniya i krediti po smetkata. Fiksiran kurs 1 EUR = 1,95583 BGN.',
            x: g.left,
            size: g.size - 1.5,
          },
        ],
        [{ text: `Stranitsa ${p} ot ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'bg-credit-card', spec, statements: [st] };
};
