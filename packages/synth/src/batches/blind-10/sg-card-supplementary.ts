/**
 * A Singapore credit-card statement (DBS / OCBC / UOB-like "Credit Cards Statement of Account")
 * for one card account with a principal and, often, a supplementary cardholder: a horizontal
 * box STATEMENT DATE | CREDIT LIMIT | MINIMUM PAYMENT | PAYMENT DUE DATE, then DATE |
 * DESCRIPTION | AMOUNT (S$) with "16 FEB" dates (no year; the cycle may cross the new year),
 * credits suffixed "CR". The card's name and number head the table, PREVIOUS BALANCE comes
 * first, then "NEW TRANSACTIONS <principal>" (the payment, purchases, refunds) and a SUB-TOTAL,
 * then "NEW TRANSACTIONS <supplementary>" with its own SUB-TOTAL, then TOTAL and "GRAND TOTAL FOR
 * ALL CARD ACCOUNTS" (the new balance). Purchases abroad carry a second line with the foreign
 * amount in words ("U. S. DOLLAR 25.99"); instalment-plan rows, a cashback credit and, when the
 * previous balance was not paid in full, a FINANCE CHARGE row. A rewards-points box (points, not
 * money) and a promotion line follow. Balances owed are negative in the truth; the rows print
 * no balance, and the statement prints no money-in / money-out totals.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { digits, moneyColumns, statementOf, tx, word } from '../blind-3/common.ts';
import { linesRow } from '../blind-4/kit.ts';
import { rowCount } from '../blind-7/kit.ts';
import { upperDayMonth } from '../blind-8/kit.ts';
import { logAmount } from '../blind-9/kit.ts';
import { fitLines, nameOf } from './kit.ts';

const SURNAME = ['TAN', 'LIM', 'LEE', 'NG', 'ONG', 'WONG', 'GOH', 'CHUA', 'KOH', 'TEO'];
const GIVEN = ['WEI MING', 'HUI LING', 'JUN JIE', 'MEI LING', 'KAI XIANG', 'SHU FEN', 'ZHI HAO'];
const SHOPS = [
  'NTUC FAIRPRICE-JURONG PT',
  'COLD STORAGE-CAUSEWAY',
  'SHENG SIONG-BEDOK',
  'GRAB* FOOD',
  'GRAB* RIDES',
  'SHOPEE SINGAPORE MP',
  'LAZADA SINGAPORE',
  'BUS/MRT',
  'SINGTEL-BILL PAYMENT',
  'GUARDIAN HEALTH & BEAUTY',
  'KOPITIAM',
  'TOAST BOX',
  'UNIQLO ION ORCHARD',
  'CHALLENGER',
];
const ABROAD: [string, string, number][] = [
  ['AMAZON MKTPLACE PMTS WWW.AMAZON.COWA', 'U. S. DOLLAR', 1.35],
  ['BOOKING.COM AMSTERDAM', 'EURO', 1.46],
  ['MALAYSIA AIRLINES KUALA LUMPUR', 'MALAYSIAN RINGGIT', 0.29],
  ['KLOOK TRAVEL HONG KONG', 'HONG KONG DOLLAR', 0.17],
  ['AGODA.COM BANGKOK', 'THAI BAHT', 0.038],
];

interface Printed {
  t: SynthTx;
  lines: string[];
}

function purchases(rng: Rng, n: number, day: () => string): Printed[] {
  const out: Printed[] = [];
  for (let i = 0; i < n; i++) {
    const r = rng.next();
    if (r < 0.08) {
      const [shop, cur, fx] = rng.pick(ABROAD);
      const sgd = logAmount(rng, 1_000, 80_000, 1);
      const foreign = Math.max(1, Math.round(sgd / fx));
      out.push({ t: tx(day(), shop, -sgd), lines: [shop, `${cur} ${formatMinor(foreign, EN)}`] });
    } else if (r < 0.12) {
      const shop = rng.pick(SHOPS);
      out.push({
        t: tx(day(), `REFUND ${shop}`, logAmount(rng, 500, 15_000, 1)),
        lines: [`REFUND ${shop}`],
      });
    } else {
      const shop = rng.pick(SHOPS);
      const text =
        shop === 'BUS/MRT' ? `BUS/MRT ${digits(rng, 9)} SINGAPORE SG` : `${shop} SINGAPORE SG`;
      out.push({ t: tx(day(), text, -logAmount(rng, 150, 40_000, 1)), lines: [text] });
    }
  }
  return out;
}

export const sgCardSupplementary: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.35, 95);
  const y = rng.int(2019, 2025);
  const end = `${y}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(3, 28)).padStart(2, '0')}`;
  const start = addDays(end, -30);
  const day = () => addDays(start, rng.int(0, 30));
  const limit = rng.int(5, 50) * 100_000;
  const previous = rng.int(Math.round(limit * 0.02), Math.round(limit * 0.4));
  const holder = nameOf(rng, SURNAME, GIVEN);
  const supp = rng.chance(0.7) ? `${holder.split(' ')[0]} ${rng.pick(GIVEN)}` : null;
  const full = rng.chance(0.6);
  const paid = full ? previous : rng.int(Math.max(5_000, Math.round(previous * 0.05)), previous);
  const bankWord = word(rng);
  const payText = [
    `PAYMENT - ${bankWord.toUpperCase()} INTERNET/WIRELESS`,
    `REF NO: ${digits(rng, 11)}`,
  ];
  const nSupp = supp ? Math.round(count * rng.float(0.2, 0.45)) : 0;
  const main: Printed[] = [
    { t: tx(addDays(start, rng.int(2, 20)), payText.join(' '), paid), lines: payText },
    ...purchases(rng, count - nSupp, day),
  ];
  if (rng.chance(0.3)) {
    const plan = rng.int(6, 24);
    const k = rng.int(1, plan);
    const shop = rng.pick(['HARVEY NORMAN', 'COURTS', 'BEST DENKI', 'APPLE STORE']);
    const text = `INSTALMENT PLAN ${String(k).padStart(2, '0')} OF ${plan} ${shop}`;
    main.push({ t: tx(start, text, -rng.int(50, 400) * 100), lines: [text] });
  }
  if (!full) {
    const text = 'FINANCE CHARGE';
    main.push({
      t: tx(end, text, -Math.max(1, Math.round(((previous - paid) * 0.278) / 12))),
      lines: [text],
    });
  }
  if (rng.chance(0.4))
    main.push({ t: tx(end, 'CASHBACK EARNED', rng.int(100, 6_000)), lines: ['CASHBACK EARNED'] });
  const extra = supp ? purchases(rng, nSupp, day) : [];
  const byDate = (a: Printed, b: Printed) =>
    a.t.date < b.t.date ? -1 : a.t.date > b.t.date ? 1 : 0;
  main.sort(byDate);
  extra.sort(byDate);
  const all = [...main, ...extra].map((p) => p.t);
  const opening = -previous;
  let bal = opening;
  for (const t of all) t.balance = bal += t.amount;
  const closing = bal;
  const bank = rng.pick([
    `${bankWord} Bank`,
    `${bankWord} Bank Singapore`,
    `${bankWord} Banking Corporation`,
  ]);
  const product = rng.pick([
    'LIVE FRESH PLATINUM',
    'ALTITUDE VISA SIGNATURE',
    'REWARDS WORLD',
    'ONE CARD',
  ]);
  const card = `${rng.pick(['4119', '5420', '4628'])} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)}`;
  const st = statementOf({
    bank,
    holder,
    account: card,
    type: 'Credit Card',
    currency: 'SGD',
    start,
    end,
    opening,
    txs: all,
    printsTotals: false,
  });
  /** Charges and balances owed print plain, credits and balances in credit with "CR". */
  const amt = (v: number) => (v > 0 ? `${formatMinor(v, EN)} CR` : formatMinor(v, EN));
  const cols = moneyColumns(g, {
    lead: [['date', ['DATE'], 56]],
    desc: ['DESCRIPTION'],
    money: [['amount', ['AMOUNT (S$)']]],
    moneyWidth: 86,
  });
  const descW = cols.find((c) => c.key === 'desc')!.width!;
  const rowOf = (p: Printed) =>
    linesRow(
      st,
      p.t,
      fitLines(g, p.lines, descW),
      { date: upperDayMonth(p.t.date) },
      { amount: amt(p.t.amount) },
      null,
    );
  const label = (text: string, gap = 0.4): Row => ({
    cells: { desc: text },
    bold: true,
    gapBefore: g.lineHeight * gap,
  });
  const total = (text: string, v: number): Row => ({
    cells: { desc: text, amount: amt(v) },
    bold: true,
    gapBefore: g.lineHeight * 0.2,
  });
  const sum = (ps: Printed[]) => ps.reduce((s, p) => s + p.t.amount, 0);
  const rows: Row[] = [
    label(`${product} CARD NO.: ${card}`, 0),
    { cells: { desc: 'PREVIOUS BALANCE', amount: amt(opening) } },
    label(`NEW TRANSACTIONS ${holder}`),
    ...main.map(rowOf),
    total('SUB-TOTAL:', opening + sum(main)),
  ];
  if (supp) {
    rows.push(
      label(`NEW TRANSACTIONS ${supp}`),
      ...extra.map(rowOf),
      total('SUB-TOTAL:', sum(extra)),
    );
  }
  rows.push(total('TOTAL:', closing), total('GRAND TOTAL FOR ALL CARD ACCOUNTS:', closing));
  const minPay = Math.min(-closing, Math.max(5_000, Math.round(-closing * 0.03)));
  const due = addDays(end, rng.pick([21, 23, 25]));
  const q = (g.right - g.left) / 4;
  const boxX = [0, 1, 2, 3].map((i) => g.left + q * i + 4);
  const box = (vals: string[], bold = false) => ({
    cells: vals.map((text, i) => ({ text, x: boxX[i]!, bold })),
  });
  const header: Block[] = [
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: bank, x: g.left, bold: true, size: g.size + 7 },
            { text: 'Credit Cards', x: g.right, align: 'right', bold: true, size: g.size + 2 },
          ],
        },
        {
          cells: [{ text: 'Statement of Account', x: g.right, align: 'right' }],
          gapAfter: g.lineHeight * 0.6,
        },
        { cells: [{ text: holder, x: g.left, bold: true }] },
        {
          cells: [
            {
              text: `BLK ${rng.int(1, 999)} ${word(rng).toUpperCase()} AVE ${rng.int(1, 9)} #${String(rng.int(2, 30)).padStart(2, '0')}-${rng.int(10, 400)}`,
              x: g.left,
            },
          ],
        },
        {
          cells: [{ text: `SINGAPORE ${digits(rng, 6)}`, x: g.left }],
          gapAfter: g.lineHeight * 0.6,
        },
      ],
    },
    { kind: 'rule', x0: g.left, x1: g.right },
    {
      kind: 'lines',
      lines: [
        box(['STATEMENT DATE', 'CREDIT LIMIT', 'MINIMUM PAYMENT', 'PAYMENT DUE DATE'], true),
        box([
          formatDate(end, 'DD MMM YYYY'),
          `$${formatMinor(limit, EN)}`,
          `$${formatMinor(Math.max(0, minPay), EN)}`,
          formatDate(due, 'DD MMM YYYY'),
        ]),
      ],
    },
    { kind: 'rule', x0: g.left, x1: g.right },
    { kind: 'space', height: g.lineHeight * 0.4 },
  ];
  const uen = `19${digits(rng, 7)}E`;
  const brought = rng.int(0, 40_000);
  const earned = Math.max(
    0,
    Math.round(-sum([...main, ...extra].filter((p) => p.t.amount < 0)) / 500),
  );
  const redeemed = rng.chance(0.2) ? Math.min(brought, rng.int(1, 10) * 1_000) : 0;
  const pts = (n: number) => n.toLocaleString('en-US');
  const after: Block[] = [
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'lines',
      lines: [
        { cells: [{ text: `${bankWord.toUpperCase()} POINTS SUMMARY`, x: g.left, bold: true }] },
        box(['Brought Forward', 'Earned', 'Redeemed', 'Balance'], true),
        box([pts(brought), pts(earned), pts(redeemed), pts(brought + earned - redeemed)]),
      ],
    },
    { kind: 'space', height: g.lineHeight * 0.6 },
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            {
              text: `Enjoy 0% interest instalments on purchases of S$500 and above with ${bankWord} My Payment Plan. T&Cs apply.`,
              x: g.left,
              size: g.size - 1,
            },
          ],
        },
      ],
    },
  ];
  const spec = docSpec(
    g,
    [...header, { kind: 'table', columns: cols, rows, headerRule: true }, ...after],
    {
      pageHeader: () => [
        [
          { text: `${holder}   Statement Date ${formatDate(end, 'DD MMM YYYY')}`, x: g.left },
          { text: 'Credit Cards Statement of Account', x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: `${bank} Ltd  Co. Reg. No. ${uen}  Please pay by the due date to avoid a late charge.`,
            x: g.left,
            size: g.size - 1.5,
          },
        ],
        [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'sg-card-supplementary', spec, statements: [st] };
};
