/**
 * A Ukrainian card-account statement (monobank / PrivatBank-like "VYPYSKA ZA RAKHUNKOM") with the
 * Cyrillic labels transliterated: Klient, Rakhunok (a UA IBAN, the account), Karta (masked),
 * Period "01.03.2024 - 31.03.2024", Valiuta UAH. Newest first. Columns: Data i chas operatsii
 * ("31.03.2024 18:42:07" in one cell) | Opys operatsii | MCC (a four-digit merchant code, not
 * money) | Suma v valiuti kartky (UAH) | Suma v valiuti operatsii | Valiuta | Zalyshok pislia
 * operatsii, amounts '-1 234.56' (space thousands, dot decimals, leading minus). Purchases
 * abroad and online subscriptions show the USD/EUR amount beside the UAH one. Rows: groceries,
 * taxis, fuel, mobile top-ups, Nova Poshta, card-to-card transfers out and in (a 0.5 % fee row
 * after transfers to other banks' cards), salary, monthly cashback and interest on the balance.
 * A summary block above the table (opening balance, incoming, outgoing, closing balance) whose
 * figures are not rows.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { formatDate, formatMinor, type NumberStyle } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { digits, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow } from '../blind-4/kit.ts';
import { dayTimes, rowCount, sumOf } from '../blind-7/kit.ts';
import { monthEnds } from '../blind-8/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { fitLines, flexColumns, minus, nameOf, slot } from '../blind-10/kit.ts';
import { byDate, rowMaker } from './kit.ts';

const UA: NumberStyle = { group: ' ', decimal: '.' };
const SURNAMES = [
  'SHEVCHENKO',
  'KOVALENKO',
  'BONDARENKO',
  'TKACHENKO',
  'KRAVCHENKO',
  'MELNYK',
  'BOYKO',
];
const FIRST = ['OLENA', 'ANDRII', 'OKSANA', 'DMYTRO', 'IRYNA', 'SERHII', 'NATALIIA', 'TARAS'];
const SHOPS: [string, string][] = [
  ['Silpo', '5411'],
  ['ATB', '5411'],
  ['Novus', '5411'],
  ['Varus', '5411'],
  ['WOG', '5541'],
  ['OKKO', '5541'],
  ['Uklon', '4121'],
  ['Bolt', '4121'],
  ['Nova Poshta', '4215'],
  ['Rozetka', '5732'],
  ['Apteka ANC', '5912'],
  ['McDonalds', '5814'],
  ['Eva', '5977'],
];
const FOREIGN: [string, string, string][] = [
  ['Netflix.com', '4899', 'USD'],
  ['Google *YouTube', '5815', 'USD'],
  ['Steam', '5816', 'USD'],
  ['Spotify', '5815', 'EUR'],
  ['Booking.com', '4722', 'EUR'],
];
const CITIES = ['Kyiv', 'Lviv', 'Dnipro', 'Odesa', 'Kharkiv', 'Vinnytsia'];

export const uaCardVypyska: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.3, 110);
  const { start, end } = calendarPeriod(rng, count > 60 ? 2 : 1);
  const { mk, lines } = rowMaker();
  const mcc = new Map<object, string>();
  const fx = new Map<object, [number, string]>();
  const rate = { USD: rng.float(36.5, 41.9), EUR: rng.float(39.5, 45.5) };
  const txs = scatter(rng, start, end, count, (date) => {
    const r = rng.next();
    if (r < 0.45) {
      const [shop, code] = rng.pick(SHOPS);
      const t = mk(date, [`${shop} ${rng.pick(CITIES)}`], -logAmount(rng, 2_500, 250_000));
      mcc.set(t, code);
      return t;
    }
    if (r < 0.55) {
      const [name, code, cur] = rng.pick(FOREIGN);
      const foreign = logAmount(rng, 299, 4_999);
      const uah = Math.round(foreign * (cur === 'USD' ? rate.USD : rate.EUR));
      const t = mk(date, [name], -uah);
      mcc.set(t, code);
      fx.set(t, [-foreign, cur]);
      return t;
    }
    if (r < 0.65) {
      const t = mk(
        date,
        [`Popovnennia mobilnoho +38067${digits(rng, 7)}`],
        -rng.pick([5_000, 10_000, 15_000, 20_000, 30_000]),
      );
      mcc.set(t, '4814');
      return t;
    }
    if (r < 0.78) {
      const amt = logAmount(rng, 10_000, 1_500_000, 100);
      const t = mk(
        date,
        [`Perekaz na kartku ${nameOf(rng, FIRST, SURNAMES)}`, `4149 **** **** ${digits(rng, 4)}`],
        -amt,
      );
      mcc.set(t, '4829');
      if (rng.chance(0.5)) return t;
      const fee = mk(date, ['Komisiia za perekaz 0.5%'], -Math.max(500, Math.round(amt * 0.005)));
      mcc.set(fee, '4829');
      return [t, fee];
    }
    if (r < 0.9) {
      const t = mk(
        date,
        [`Vid: ${nameOf(rng, FIRST, SURNAMES)}`],
        logAmount(rng, 20_000, 800_000, 100),
      );
      mcc.set(t, '4829');
      return t;
    }
    const t = mk(
      date,
      ['Znyattia gotivky ATM', `${rng.pick(CITIES)} ${word(rng).toUpperCase()}`],
      -rng.int(1, 40) * 50_000,
    );
    mcc.set(t, '6011');
    return t;
  });
  const employer = `TOV ${word(rng).toUpperCase()}`;
  for (const me of monthEnds(start, end)) {
    const ym = me.slice(0, 8);
    const sal = mk(
      `${ym}${rng.pick(['05', '10', '15'])}`,
      [`Zarplata vid ${employer}`],
      logAmount(rng, 1_800_000, 7_500_000, 100),
    );
    const cb = mk(me, ['Keshbek za misiats'], logAmount(rng, 500, 30_000));
    mcc.set(sal, '4829');
    mcc.set(cb, '0000');
    txs.push(sal, cb);
  }
  byDate(txs);
  const opening = liftOpening(txs, logAmount(rng, 10_000, 2_000_000), logAmount(rng, 500, 80_000));
  const times = dayTimes(
    rng,
    txs.map((t) => t.date),
  );
  // seconds rise within a minute, so a fee never precedes its transfer
  const when = new Map<object, string>();
  let prev = '';
  let sec = 0;
  txs.forEach((t, i) => {
    const hm = `${formatDate(t.date, 'DD.MM.YYYY')} ${times[i]}`;
    sec = hm === prev ? Math.min(59, sec + rng.int(1, 4)) : rng.int(0, 50);
    prev = hm;
    when.set(t, `${hm}:${String(sec).padStart(2, '0')}`);
  });
  const holder = `${rng.pick(SURNAMES)} ${rng.pick(FIRST)}`;
  const iban = `UA${digits(rng, 2)}${digits(rng, 6)}0000026${digits(rng, 12)}`;
  const bankWord = word(rng);
  const bank = rng.pick([`AT ${bankWord}bank`, `${bankWord} Bank`, `AT KB ${bankWord}`]);
  const st = statementOf({
    bank,
    holder,
    account: iban,
    type: 'Card account',
    currency: 'UAH',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const closing = txs.at(-1)!.balance;
  const m = (v: number) => minus(v, UA);
  const dateW = slot(g, ['28.12.2024 23:59:59'], ['Data i chas'], 8);
  const moneyW = slot(g, ['-99 999.99'], ['valiuti kartky'], 10);
  const cols = flexColumns(g, [
    { key: 'date', header: ['Data i chas', 'operatsii'], align: 'left', width: dateW },
    { key: 'desc', header: ['Opys operatsii'], align: 'left' },
    { key: 'mcc', header: ['MCC'], align: 'left', width: slot(g, ['0000'], ['MCC'], 8) },
    { key: 'amount', header: ['Suma v', 'valiuti kartky'], align: 'right', width: moneyW },
    { key: 'fx', header: ['Suma v', 'valiuti oper.'], align: 'right', width: moneyW },
    { key: 'cur', header: ['Valiuta'], align: 'right', width: slot(g, ['UAH'], ['Valiuta'], 10) },
    {
      key: 'balance',
      header: ['Zalyshok'],
      align: 'right',
      width: slot(g, ['999 999.99'], ['Zalyshok'], 12),
    },
  ]);
  const descW = cols.find((c) => c.key === 'desc')!.width!;
  const rows: Row[] = [...txs].reverse().map((t) => {
    const f = fx.get(t);
    return linesRow(
      st,
      t,
      fitLines(g, lines.get(t)!, descW),
      { date: when.get(t)!, mcc: mcc.get(t) ?? '' },
      {
        amount: m(t.amount),
        fx: f ? m(f[0]) : m(t.amount),
        cur: f ? f[1] : 'UAH',
        balance: formatMinor(t.balance, UA),
      },
      t.balance,
    );
  });
  const d = (iso: string) => formatDate(iso, 'DD.MM.YYYY');
  const vx = g.left + 130;
  const kv = (l: string, v: string) => ({
    cells: [
      { text: l, x: g.left },
      { text: v, x: vx },
    ],
  });
  const sx = g.left + (g.right - g.left) * 0.6;
  const sum = (l: string, v: string) => ({
    cells: [
      { text: l, x: sx },
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
              text: 'VYPYSKA ZA RAKHUNKOM',
              x: g.right,
              align: 'right',
              bold: true,
              size: g.size + 2,
            },
          ],
          gapAfter: g.lineHeight * 0.6,
        },
        kv('Klient:', holder),
        kv('Rakhunok (IBAN):', iban),
        kv('Karta:', `5375 41** **** ${digits(rng, 4)}`),
        kv('Period:', `${d(start)} - ${d(end)}`),
        { ...kv('Valiuta rakhunku:', 'UAH'), gapAfter: g.lineHeight * 0.4 },
        sum('Zalyshok na pochatok periodu', formatMinor(opening, UA)),
        sum(
          'Nadkhodzhennia',
          formatMinor(
            sumOf(txs, (t) => t.amount > 0),
            UA,
          ),
        ),
        sum('Vytraty', formatMinor(-sumOf(txs, (t) => t.amount < 0), UA)),
        {
          ...sum('Zalyshok na kinets periodu', formatMinor(closing, UA)),
          gapAfter: g.lineHeight * 0.5,
        },
      ],
    },
  ];
  const spec = docSpec(g, [...header, { kind: 'table', columns: cols, rows, headerRule: true }], {
    footer: (p, n) => [
      [
        {
          text: `${bank}. Licenziia NBU. Vypysku sformovano ${d(end)}.`,
          x: g.left,
          size: g.size - 1.5,
        },
      ],
      [{ text: `Storinka ${p} z ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
    ],
  });
  return { family: 'ua-card-vypyska', spec, statements: [st] };
};
