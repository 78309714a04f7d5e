/**
 * A New Zealand bank credit card (ANZ / Westpac NZ-like): "Statement period 18 Dec to 17 Jan
 * 2025" (the year once, often across the new year), "Closing balance" and "Due date" box,
 * then Date processed | Date of transaction | Card | Transaction details | Amount ($) with
 * "12 Dec" dates without a year on both sides of the year end, credits printed with a leading
 * minus, overseas purchases with a second line ("USD 19.99 at 0.6043") and an "OFFSHORE
 * SERVICE MARGIN" row after them, and interest at the end. No running balance.
 */
import { docSpec, type FamilyFn, geometry, rowsFor, totals, truthTx } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { cardActivity } from '../blind-1/card.ts';
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

const NZ_SHOPS = [
  'COUNTDOWN',
  'NEW WORLD',
  'PAK N SAVE',
  'Z ENERGY',
  'MITRE 10',
  'THE WAREHOUSE',
  'BP CONNECT',
  'KMART',
];
const NZ_TOWNS = ['AUCKLAND', 'WELLINGTON', 'CHRISTCHURCH', 'HAMILTON', 'TAURANGA', 'DUNEDIN'];

export const nzCardYearend: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const y = rng.int(2019, 2024);
  const start = rng.chance(0.6)
    ? `${y}-12-${String(rng.int(5, 20)).padStart(2, '0')}`
    : `${y}-${String(rng.int(1, 11)).padStart(2, '0')}-${String(rng.int(2, 25)).padStart(2, '0')}`;
  const end = addDays(start, 30);
  const { txs: base, opening } = cardActivity(rng, {
    start,
    end,
    purchases: rowsFor(rng, g, o.pages, 1.3),
    owed: rng.int(0, 400_000),
    words: {
      merchant: (r) =>
        r.chance(0.12)
          ? `${r.pick(['AMAZON', 'SPOTIFY', 'AIRBNB', 'STEAM'])} ${r.pick(['SEATTLE', 'SYDNEY', 'LONDON'])}`
          : `${r.pick(NZ_SHOPS)} ${r.pick(NZ_TOWNS)}`,
      payment: () => 'PAYMENT - THANK YOU',
      refund: (r) => `REFUND ${r.pick(NZ_SHOPS)}`,
      fees: ['LATE PAYMENT FEE'],
      interest: ['INTEREST CHARGED'],
    },
  });
  // a foreign purchase is followed by its offshore service margin (2.5 %)
  const txs: SynthTx[] = [];
  const fx = new Set<SynthTx>();
  for (const t of base) {
    txs.push(t);
    if (/SEATTLE|SYDNEY|LONDON/.test(t.description)) {
      fx.add(t);
      txs.push(tx(t.date, 'OFFSHORE SERVICE MARGIN', -Math.max(1, Math.round(-t.amount * 0.025))));
    }
  }
  if (opening < 0 && rng.chance(0.6)) txs.push(tx(end, 'INTEREST CHARGED', -rng.int(100, 9_000)));
  runBalances(txs, opening);
  const bank = rng.pick([`${word(rng)} Bank New Zealand Limited`, `${word(rng)} NZ`]);
  const holder = person(rng);
  const card = `${rng.pick(['4514', '5412'])}-XXXX-XXXX-${digits(rng, 4)}`;
  const st = statementOf({
    bank,
    holder,
    account: card,
    type: rng.pick(['Airpoints Visa Platinum', 'Low Rate Mastercard']),
    currency: 'NZD',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const cols = moneyColumns(g, {
    lead: [
      ['proc', ['Date', 'processed'], 50],
      ['date', ['Date of', 'transaction'], 54],
      ['card', ['Card'], 34],
    ],
    desc: ['Transaction details'],
    money: [['amount', ['Amount ($)']]],
    moneyWidth: 70,
  });
  const rows: Row[] = txs.map((t) => {
    const truth = truthTx(t, t.description, null);
    st.transactions.push(truth);
    const usd = Math.round(-t.amount * 0.6);
    const proc = addDays(t.date, rng.pick([0, 1, 1, 2]));
    return {
      cells: {
        proc: formatDate(proc > end ? end : proc, 'DD MMM'),
        date: formatDate(t.date, 'DD MMM'),
        card: card.slice(-4),
        desc: t.description,
        amount: `${t.amount > 0 ? '-' : ''}${formatMinor(t.amount, EN)}`,
      },
      tx: truth,
      ...(fx.has(t)
        ? { extra: [{ desc: `USD ${formatMinor(usd, EN)} at 0.${digits(rng, 4)}` }] }
        : {}),
    };
  });
  const { moneyIn, moneyOut } = totals(txs);
  const closing = txs.length ? txs[txs.length - 1]!.balance : opening;
  const x2 = g.left + (g.right - g.left) * 0.6;
  const pair = (l: string, v: string, bold = false) => ({
    cells: [
      { text: l, x: x2, bold },
      { text: v, x: g.right, align: 'right' as const, bold },
    ],
  });
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank.split(' ')[0]!.toUpperCase(), x: g.left, bold: true, size: g.size + 10 },
          { text: 'Credit card statement', x: g.right, align: 'right', bold: true },
        ],
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          { text: holder, x: g.left },
          {
            text: `Statement period ${formatDate(start, sameYear ? 'D MMM' : 'D MMM YYYY')} to ${formatDate(end, 'D MMM YYYY')}`,
            x: g.right,
            align: 'right',
          },
        ],
      },
      {
        cells: [
          { text: `${rng.int(1, 300)} ${word(rng)} Street`, x: g.left },
          { text: `Card number ${card}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [{ text: `${rng.pick(NZ_TOWNS)} ${digits(rng, 4)}`, x: g.left }],
        gapAfter: g.lineHeight * 0.5,
      },
      pair('Opening balance', formatMinor(-opening, EN)),
      pair('Payments and credits', `-${formatMinor(moneyIn, EN)}`),
      pair('Purchases, interest and fees', formatMinor(moneyOut, EN)),
      pair('Closing balance', formatMinor(-closing, EN), true),
      pair('Due date', formatDate(addDays(end, 25), 'D MMM YYYY')),
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
        title: 'Transactions',
        continuedSuffix: ' continued',
        headerRule: true,
      },
    ],
    {
      pageHeader: (p) => [
        [
          { text: `${holder}  ${card}`, x: g.left },
          { text: `Page ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `${bank}. Registered bank under the Banking (Prudential Supervision) Act.`,
        (p, n) => `Page ${p} of ${n}`,
      ),
    },
  );
  return { family: 'nz-card-yearend', spec, statements: [st] };
};
