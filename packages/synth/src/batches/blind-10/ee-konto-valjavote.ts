/**
 * An Estonian account statement (Swedbank / SEB / LHV-like "KONTO VÄLJAVÕTE"): IBAN in groups of
 * four, "Periood 01.03.2024 - 31.03.2024", then Kuupäev | Saaja/Maksja | Selgitus | Viitenumber
 * | Summa | Saldo with DD.MM.YYYY dates and TWO wrapping text columns side by side: the
 * counterparty (name, then its IBAN on a second line for transfers) and the explanation (card
 * payments print the masked card, the card's own date, the shop and town). A numeric-looking
 * reference number with its 7-3-1 check digit sits in its own column right before the money.
 * Amounts "-1 234,56" (space thousands, comma decimal, leading minus), a running balance on
 * every row, "Algsaldo" and "Lõppsaldo" rows, and the turnover lines "Deebetkäive" and
 * "Kreeditkäive" after the table. Salary, utility bills with reference numbers, transfers,
 * ATM withdrawals, an income-tax refund and the monthly service fee are rows. The truth
 * description is the counterparty lines, then the explanation lines.
 */
import type { ParsedStatement } from '@bsp/shared/parse-result';
import { docSpec, type FamilyFn, geometry, truthTx } from '../../families.ts';
import { addDays, FR, formatDate } from '../../format.ts';
import { type Block, type Row, wrap } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { digits, statementOf, tx, word } from '../blind-3/common.ts';
import { calendarPeriod } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { monthEnds } from '../blind-8/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { flexColumns, minus, nameOf, ref731, slot } from './kit.ts';

const EESNIMI = ['MARI', 'JAAN', 'KRISTJAN', 'LIIS', 'KADRI', 'ANDRES', 'TÕNU', 'TRIIN', 'SIIM'];
const PERENIMI = ['TAMM', 'SAAR', 'SEPP', 'MÄGI', 'KASK', 'KUKK', 'REBANE', 'ILVES', 'PÄRN'];
const SHOPS = [
  'RIMI',
  'PRISMA',
  'SELVER',
  'MAXIMA',
  'CIRCLE K',
  'BOLT FOOD',
  'APOTHEKA',
  'COOP',
  'ALEXELA',
  'KAUBAMAJA',
];
const CITIES = ['TALLINN', 'TARTU', 'PÄRNU', 'NARVA', 'VILJANDI', 'RAKVERE'];
const BILLERS = [
  'Eesti Energia AS',
  'Elisa Eesti AS',
  'Telia Eesti AS',
  'Tallinna Vesi AS',
  'Elektrilevi OÜ',
  'If P&C Insurance AS',
];
const SELGITUS = ['üür', 'laen', 'tagasimakse', 'sünnipäev', 'kommunaalid', 'pilet'];
const KUUD =
  'jaanuar veebruar märts aprill mai juuni juuli august september oktoober november detsember'.split(
    ' ',
  );

const eeIban = (rng: Rng) =>
  `EE${digits(rng, 2)}${rng.pick(['22', '10', '77', '17'])}${digits(rng, 14)}`;

interface Entry {
  t: SynthTx;
  who: string[];
  what: string;
  ref: string;
}

export const eeKontoValjavote: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 2.2, 75);
  const { start, end } = calendarPeriod(rng, count > 45 ? 2 : 1);
  const holder = nameOf(rng, EESNIMI, PERENIMI);
  const bank = rng.pick([`${word(rng)} Pank AS`, `${word(rng)}pank`, `AS ${word(rng)} Pank`]);
  const card = `${rng.pick(['516793', '489537', '553141'])}******${digits(rng, 4)}`;
  const entries = new Map<SynthTx, Entry>();
  const mk = (date: string, who: string[], what: string, amount: number, ref = ''): SynthTx => {
    const t = tx(date, [...who, what].join(' '), amount);
    entries.set(t, { t, who, what, ref });
    return t;
  };
  const dmy = (iso: string) => formatDate(iso, 'DD.MM.YYYY');
  const person = () => nameOf(rng, EESNIMI, PERENIMI);
  const txs: SynthTx[] = scatter(rng, start, end, count, (date) => {
    const r = rng.next();
    if (r < 0.42) {
      const shop = rng.pick(SHOPS);
      return mk(
        date,
        [shop],
        `${card} ${formatDate(addDays(date, -rng.pick([0, 0, 1, 2])), 'DD.MM.YY')} ${shop} ${rng.pick(CITIES)} EST`,
        -logAmount(rng, 150, 15_000, 1),
      );
    }
    if (r < 0.6) {
      const who = rng.pick(BILLERS);
      return mk(
        date,
        [who, eeIban(rng)],
        `Arve nr ${digits(rng, 8)}`,
        -logAmount(rng, 1_500, 25_000, 1),
        ref731(rng, 6, 12),
      );
    }
    if (r < 0.72)
      return mk(
        date,
        [person(), eeIban(rng)],
        rng.pick(SELGITUS),
        -logAmount(rng, 1_000, 80_000, 100),
      );
    if (r < 0.86)
      return mk(
        date,
        [person(), eeIban(rng)],
        rng.pick(SELGITUS),
        logAmount(rng, 1_000, 60_000, 100),
      );
    if (r < 0.96)
      return mk(
        date,
        ['Sularahaautomaat'],
        `Sularaha väljamakse ${dmy(date)} ${rng.pick(CITIES)}`,
        -rng.int(1, 30) * 1_000,
      );
    return mk(
      date,
      ['Maksu- ja Tolliamet', 'EE522200221001112345'],
      'Tulumaksu tagastus',
      logAmount(rng, 2_000, 90_000, 1),
    );
  });
  const employer = `${word(rng)} OÜ`;
  const employerIban = eeIban(rng);
  for (const me of monthEnds(start, end)) {
    if (rng.chance(0.85))
      txs.push(
        mk(
          addDays(me, -rng.int(0, 8)),
          [employer, employerIban],
          `Töötasu ${KUUD[Number(me.slice(5, 7)) - 1]} ${me.slice(0, 4)}`,
          logAmount(rng, 90_000, 450_000, 1),
        ),
      );
    txs.push(mk(me, [bank], 'Igakuine teenustasu', -rng.pick([200, 300, 350, 500])));
  }
  txs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const opening = liftOpening(txs, logAmount(rng, 1_000, 500_000, 1), 0);
  const acct = `EE${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)}`;
  const st: ParsedStatement = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Arvelduskonto',
    currency: 'EUR',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const closing = txs.at(-1)!.balance;
  const s = (v: number) => minus(v, FR);
  const money = slot(g, [s(-9_999_999)], ['Summa'], 12);
  // wide enough for an IBAN, which never wraps
  const whoW = Math.max(
    Math.round((g.right - g.left) * 0.22),
    slot(g, ['EE382200221020145685'], [], 14),
  );
  const cols = flexColumns(g, [
    {
      key: 'date',
      header: ['Kuupäev'],
      align: 'left',
      width: slot(g, ['28.12.2024'], ['Kuupäev'], 8),
    },
    { key: 'who', header: ['Saaja/Maksja'], align: 'left', width: whoW },
    { key: 'desc', header: ['Selgitus'], align: 'left' },
    {
      key: 'ref',
      header: ['Viitenumber'],
      align: 'left',
      width: slot(g, ['12345678901234'], ['Viitenumber'], 8),
    },
    { key: 'amount', header: ['Summa'], align: 'right', width: money },
    { key: 'balance', header: ['Saldo'], align: 'right', width: money },
  ]);
  const descW = cols.find((c) => c.key === 'desc')!.width!;
  /** Both text columns wrap on their own; the row is as tall as the longer one. */
  const rowOf = (e: Entry): Row => {
    const who = e.who.flatMap((l) => wrap(g.font, l, g.size, whoW - 8));
    const what = wrap(g.font, e.what, g.size, descW);
    const truth = truthTx(e.t, [...who, ...what].join(' '), e.t.balance);
    st.transactions.push(truth);
    const n = Math.max(who.length, what.length);
    const extra: Record<string, string>[] = [];
    for (let i = 1; i < n; i++) extra.push({ who: who[i] ?? '', desc: what[i] ?? '' });
    return {
      cells: {
        date: dmy(e.t.date),
        who: who[0] ?? '',
        desc: what[0] ?? '',
        ref: e.ref,
        amount: s(e.t.amount),
        balance: s(e.t.balance),
      },
      tx: truth,
      balanceAfter: e.t.balance,
      extra,
      gapBefore: g.lineHeight * 0.25,
    };
  };
  const rows: Row[] = [
    { cells: { date: dmy(start), who: 'Algsaldo', balance: s(opening) }, bold: true },
    ...txs.map((t) => rowOf(entries.get(t)!)),
    {
      cells: { date: dmy(end), who: 'Lõppsaldo', balance: s(closing) },
      bold: true,
      gapBefore: g.lineHeight * 0.4,
    },
  ];
  const tx0 = g.left + (g.right - g.left) * 0.45;
  const turnover: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: 'Deebetkäive', x: g.left },
          { text: s(sumOf(txs, (t) => t.amount < 0)), x: tx0, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Kreeditkäive', x: g.left },
          { text: s(sumOf(txs, (t) => t.amount > 0)), x: tx0, align: 'right' },
        ],
      },
    ],
  };
  const rx = g.left + (g.right - g.left) * 0.55;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 7 },
          { text: 'KONTO VÄLJAVÕTE', x: g.right, align: 'right', bold: true, size: g.size + 2 },
        ],
        gapAfter: g.lineHeight * 0.8,
      },
      {
        cells: [
          { text: `Klient: ${holder}`, x: g.left },
          { text: `Periood: ${dmy(start)} - ${dmy(end)}`, x: rx },
        ],
      },
      {
        cells: [
          { text: `${word(rng)} tn ${rng.int(1, 90)}-${rng.int(1, 60)}`, x: g.left },
          { text: `Konto: ${acct}`, x: rx },
        ],
      },
      {
        cells: [
          { text: `${rng.int(10, 99)}${rng.int(100, 999)} ${rng.pick(CITIES)}`, x: g.left },
          { text: 'Valuuta: EUR', x: rx },
        ],
        gapAfter: g.lineHeight * 0.8,
      },
    ],
  };
  const legal = `${bank} | Registrikood ${digits(rng, 8)} | Liivalaia ${rng.int(1, 40)}, Tallinn`;
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, headerRule: true },
      { kind: 'space', height: g.lineHeight * 0.6 },
      turnover,
    ],
    {
      pageHeader: () => [
        [
          { text: `${bank}  Konto väljavõte  ${acct}`, x: g.left },
          { text: `${dmy(start)} - ${dmy(end)}`, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [{ text: legal, x: g.left, size: g.size - 1.5 }],
        [{ text: `Lehekülg ${p}/${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'ee-konto-valjavote', spec, statements: [st] };
};
