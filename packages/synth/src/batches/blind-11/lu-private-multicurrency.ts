/**
 * A Luxembourg private bank's quarterly "Statement of account" for one client relationship with
 * current accounts in three currencies (EUR, USD and CHF or GBP), each with its own number
 * ("0123456-01-EUR"): a portfolio summary first (each account's balance and its EUR
 * equivalent at the quarter-end rate, and a total - figures, not rows), then one section per
 * currency: Booking date | Value date | Description | Amount | Balance with DD.MM.YYYY dates,
 * '1,234.56' or "1'234.56" amounts, negatives in parentheses, "Balance brought forward" and
 * "Balance carried forward" rows. Two-line descriptions: securities purchases and sales with the
 * quantity, price and brokerage, coupons and dividends net of withholding tax with the gross
 * amount on the second line, T-bill redemptions, incoming and outgoing transfers, custody and
 * management fees at the quarter end, and foreign-exchange spot deals that show in two accounts
 * (the EUR leg in one, the other currency's leg in the other). One truth statement per currency.
 */
import type { ParsedStatement } from '@bsp/shared/parse-result';
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, CH, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, LinesBlock, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { digits, moneyColumns, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow } from '../blind-4/kit.ts';
import { rowCount } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { fitLines } from '../blind-10/kit.ts';
import { byDate, parens, rowMaker } from './kit.ts';

const STOCKS: Record<string, [string, number][]> = {
  EUR: [
    ['ALLIANZ SE', 26_375],
    ['LVMH MOET HENNESSY', 12_800],
    ['ASML HOLDING NV', 15_000],
    ['TOTALENERGIES SE', 12_800],
    ['SIEMENS AG', 26_375],
  ],
  USD: [
    ['APPLE INC', 15_000],
    ['MICROSOFT CORP', 15_000],
    ['JOHNSON & JOHNSON', 15_000],
    ['EXXON MOBIL CORP', 15_000],
  ],
  CHF: [
    ['NESTLE SA REG', 35_000],
    ['NOVARTIS AG REG', 35_000],
    ['ROCHE HOLDING GS', 35_000],
  ],
  GBP: [
    ['UNILEVER PLC', 0],
    ['SHELL PLC', 0],
    ['ASTRAZENECA PLC', 0],
  ],
};
const BONDS: Record<string, string[]> = {
  EUR: ['2.50% BUNDESREPUB. 2030', '3.00% FRANCE OAT 2033', '1.75% EIB 2029'],
  USD: ['4.25% US TREASURY 2028', '3.875% WORLD BANK 2030'],
  CHF: ['1.25% CONFEDERATION 2031'],
  GBP: ['4.00% UK GILT 2031'],
};

export const luPrivateMulticurrency: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const total = rowCount(rng, g, o.pages, 2.3, 90);
  const q = rng.int(0, 3);
  const { start: s0 } = calendarPeriod(rng, 1);
  const start = `${s0.slice(0, 4)}-${String(q * 3 + 1).padStart(2, '0')}-01`;
  const end = addDays(
    `${q === 3 ? Number(s0.slice(0, 4)) + 1 : s0.slice(0, 4)}-${String(q === 3 ? 1 : q * 3 + 4).padStart(2, '0')}-01`,
    -1,
  );
  const third = rng.pick(['CHF', 'GBP']);
  const curs = ['EUR', 'USD', third];
  const rates: Record<string, number> = {
    EUR: 1,
    USD: rng.float(1.05, 1.18),
    CHF: rng.float(0.93, 1.08),
    GBP: rng.float(0.84, 0.9),
  };
  const ns = rng.chance(0.5) ? EN : CH;
  const m = (v: number) => formatMinor(v, ns);
  const { mk, lines } = rowMaker();
  const byCur: Record<string, SynthTx[]> = {};
  for (const cur of curs) {
    const n = Math.max(
      o.pages < 1 ? 1 : 4,
      Math.round(total * (cur === 'EUR' ? 0.45 : cur === 'USD' ? 0.33 : 0.22)),
    );
    byCur[cur] = scatter(rng, start, end, n, (date) => {
      const value = addDays(date, rng.pick([0, 2, 2, 3]));
      const vd = value > end ? end : value;
      const r = rng.next();
      const [stock, wht] = rng.pick(STOCKS[cur]!);
      if (r < 0.25) {
        const qty = rng.int(5, 400);
        const price = logAmount(rng, 2_000, 90_000);
        const gross = qty * price;
        const fee = Math.round(gross * 0.005);
        const buy = rng.chance(0.6);
        return mk(
          date,
          [
            `${buy ? 'Purchase' : 'Sale'} ${qty} ${stock}`,
            `at ${cur} ${m(price)}, brokerage ${m(fee)}`,
          ],
          buy ? -(gross + fee) : gross - fee,
          vd,
        );
      }
      if (r < 0.5) {
        const gross = logAmount(rng, 5_000, 800_000);
        const tax = Math.round((gross * wht) / 100_000);
        return mk(
          date,
          [
            `Dividend ${stock}`,
            `gross ${cur} ${m(gross)}${tax ? `, withholding tax ${m(tax)}` : ''}`,
          ],
          gross - tax,
          vd,
        );
      }
      if (r < 0.65) {
        const nominal = rng.int(1, 50) * 1_000_000;
        const bond = rng.pick(BONDS[cur]!);
        return mk(
          date,
          [`Coupon ${bond}`, `nominal ${cur} ${m(nominal)}`],
          Math.round((nominal * Number.parseFloat(bond)) / 100),
          vd,
        );
      }
      if (r < 0.8)
        return mk(
          date,
          [
            'Incoming transfer',
            `from ${word(rng).toUpperCase()} BANK ${rng.pick(['ZURICH', 'PARIS', 'LONDON', 'NEW YORK'])}`,
          ],
          logAmount(rng, 1_000_000, 50_000_000, 100),
          vd,
        );
      return mk(
        date,
        ['Payment order', `to ${word(rng)} ${word(rng)}, ref ${digits(rng, 8)}`],
        -logAmount(rng, 50_000, 5_000_000, 100),
        vd,
      );
    });
  }
  // foreign-exchange spot deals: a leg in EUR and a leg in the other currency
  for (let k = o.pages < 1 ? 1 : rng.int(1, 3); k > 0; k--) {
    const other = rng.pick(curs.slice(1));
    const date = addDays(
      start,
      rng.int(0, Math.max(0, Math.round((Date.parse(end) - Date.parse(start)) / 864e5) - 3)),
    );
    const vd = addDays(date, 2);
    const eur = logAmount(rng, 1_000_000, 20_000_000, 100_000);
    const rate = rates[other]! * rng.float(0.99, 1.01);
    const fx = Math.round(eur * rate);
    const sellEur = rng.chance(0.6);
    const label = `FX spot EUR/${other} ${rate.toFixed(4)}`;
    byCur.EUR!.push(
      mk(date, [label, `${sellEur ? 'sell' : 'buy'} EUR ${m(eur)}`], sellEur ? -eur : eur, vd),
    );
    byCur[other]!.push(
      mk(date, [label, `${sellEur ? 'buy' : 'sell'} ${other} ${m(fx)}`], sellEur ? fx : -fx, vd),
    );
  }
  for (const cur of curs) {
    byCur[cur]!.push(
      mk(
        end,
        [
          'Custody fee',
          `quarter ${Math.floor(Number(start.slice(5, 7)) / 3) + 1}/${start.slice(0, 4)} incl. VAT 17%`,
        ],
        -logAmount(rng, 5_000, 150_000),
        end,
      ),
    );
    if (cur === 'EUR')
      byCur[cur]!.push(
        mk(
          end,
          ['Management fee', 'discretionary mandate, 0.85% p.a.'],
          -logAmount(rng, 100_000, 1_500_000),
          end,
        ),
      );
    byDate(byCur[cur]!);
  }
  const openings: Record<string, number> = {};
  for (const cur of curs)
    openings[cur] = liftOpening(
      byCur[cur]!,
      logAmount(rng, 100_000, 40_000_000, 100),
      logAmount(rng, 200_000, 5_000_000, 100),
    );
  const bank = rng.pick([
    `Banque ${word(rng)} Luxembourg S.A.`,
    `${word(rng)} Private Bank (Luxembourg) S.A.`,
  ]);
  const holder = rng.pick([
    `Mr ${word(rng)} ${word(rng)}`,
    `Mr and Mrs ${word(rng)}`,
    `${word(rng).toUpperCase()} HOLDING S.A.R.L.`,
  ]);
  const client = digits(rng, 7).replace(/^0/, '1');
  const statements: ParsedStatement[] = [];
  const d = (iso: string) => formatDate(iso, 'DD.MM.YYYY');
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['Booking date'], 64],
      ['vdate', ['Value date'], 60],
    ],
    desc: ['Description'],
    money: [
      ['amount', ['Amount']],
      ['balance', ['Balance']],
    ],
    moneyWidth: 80,
  });
  const descW = cols.find((c) => c.key === 'desc')!.width!;
  const sections: Block[] = [];
  const summary: LinesBlock['lines'] = [];
  let totalEur = 0;
  for (const [i, cur] of curs.entries()) {
    const txs = byCur[cur]!;
    const acct = `${client}-0${i + 1}-${cur}`;
    const st = statementOf({
      bank,
      holder,
      account: acct,
      type: `Current account ${cur}`,
      currency: cur,
      start,
      end,
      opening: openings[cur]!,
      txs,
      printsTotals: false,
    });
    statements.push(st);
    const closing = txs.at(-1)!.balance;
    const eurEq = Math.round(closing / rates[cur]!);
    totalEur += eurEq;
    summary.push({
      cells: [
        { text: `Current account ${cur}`, x: g.left },
        { text: acct, x: g.left + 150 },
        {
          text: `${cur} ${parens(closing, ns)}`,
          x: g.left + (g.right - g.left) * 0.72,
          align: 'right',
        },
        { text: `EUR ${parens(eurEq, ns)}`, x: g.right, align: 'right' },
      ],
    });
    const rows: Row[] = [
      {
        cells: {
          date: d(start),
          desc: 'Balance brought forward',
          balance: parens(openings[cur]!, ns),
        },
        bold: true,
      },
      ...txs.map((t) =>
        linesRow(
          st,
          t,
          fitLines(g, lines.get(t)!, descW),
          { date: d(t.date), vdate: d(t.postDate!) },
          { amount: parens(t.amount, ns), balance: parens(t.balance, ns) },
          t.balance,
        ),
      ),
      {
        cells: { date: d(end), desc: 'Balance carried forward', balance: parens(closing, ns) },
        bold: true,
      },
    ];
    sections.push(
      { kind: 'space', height: g.lineHeight * 0.6 },
      {
        kind: 'table',
        title: `Current account ${cur}   ${acct}`,
        continuedSuffix: ' (continued)',
        columns: cols,
        rows,
        headerRule: true,
      },
    );
  }
  const header: Block[] = [
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: bank, x: g.left, bold: true, size: g.size + 5 },
            { text: 'PRIVATE BANKING', x: g.right, align: 'right', bold: true },
          ],
          gapAfter: g.lineHeight * 0.6,
        },
        {
          cells: [{ text: 'Statement of account', x: g.left, bold: true, size: g.size + 2 }],
          gapAfter: 2,
        },
        { cells: [{ text: `from ${d(start)} to ${d(end)}`, x: g.left }] },
        {
          cells: [
            { text: `Client: ${holder}`, x: g.left },
            { text: `Relationship no. ${client}`, x: g.right, align: 'right' },
          ],
        },
        {
          cells: [
            { text: `Relationship manager: ${word(rng)} ${word(rng)}`, x: g.left },
            { text: `Reference currency EUR`, x: g.right, align: 'right' },
          ],
          gapAfter: g.lineHeight * 0.6,
        },
        {
          cells: [
            { text: 'Summary of accounts', x: g.left, bold: true },
            { text: `EUR equivalent at ${d(end)}`, x: g.right, align: 'right', bold: true },
          ],
        },
      ],
    },
    { kind: 'rule', x0: g.left, x1: g.right },
    { kind: 'lines', lines: summary },
    { kind: 'rule', x0: g.left, x1: g.right },
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: 'Total', x: g.left, bold: true },
            { text: `EUR ${parens(totalEur, ns)}`, x: g.right, align: 'right', bold: true },
          ],
        },
      ],
    },
  ];
  const spec = docSpec(g, [...header, ...sections], {
    pageHeader: () => [
      [
        { text: `${bank} - Statement of account ${d(start)} - ${d(end)}`, x: g.left },
        { text: `Relationship ${client}`, x: g.right, align: 'right' },
      ],
    ],
    footer: (p, n) => [
      [
        {
          text: `${bank}, R.C.S. Luxembourg B ${client.slice(0, 5)}. Supervised by the CSSF. Figures in parentheses are debits.`,
          x: g.left,
          size: g.size - 1.5,
        },
      ],
      [{ text: `${p}/${n}`, x: g.right, align: 'right', size: g.size - 1 }],
    ],
  });
  return { family: 'lu-private-multicurrency', spec, statements };
};
