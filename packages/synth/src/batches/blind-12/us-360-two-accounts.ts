/**
 * A US online bank's combined monthly statement for a checking and a savings account
 * (Capital One 360-like): "STATEMENT PERIOD 03/01/24 - 03/31/24" (MM/DD/YY), an "All Accounts"
 * summary (account name, masked number, opening and closing balance, a total: not rows), then one
 * section per account headed by its name and full number, with Annual Percentage Yield Earned
 * and interest earned lines, and a DATE | DESCRIPTION | CATEGORY | AMOUNT | BALANCE table whose
 * dates print "Mar 3" without a year, the Category column says "Debit" or "Credit", amounts carry
 * a spaced sign ("- $45.12", "+ $1,000.00"), and Opening Balance / Closing Balance rows open and
 * close each table. Transfers between the two accounts appear on both sides; the savings earns
 * monthly interest. Two truth statements (checking, savings).
 */
import type { ParsedStatement } from '@bsp/shared/parse-result';
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { formatDate } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { usMerchant } from '../blind-1/words.ts';
import { digits, statementOf, tx, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow } from '../blind-4/kit.ts';
import { rowCount } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { fitLines, flexColumns, slot } from '../blind-10/kit.ts';
import { byDate } from '../blind-11/kit.ts';
import { usd } from './kit.ts';

export const us360TwoAccounts: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowCount(rng, g, o.pages, 1.7, 90);
  const { start, end } = calendarPeriod(rng, 1);
  const chkNo = `36${digits(rng, 9)}`;
  const savNo = `36${digits(rng, 9)}`;
  const chkName = rng.pick(['360 Checking', 'Total Checking']);
  const savName = rng.pick(['360 Performance Savings', 'High Yield Savings']);
  const holder = `${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  const employer = `${word(rng).toUpperCase()} ${rng.pick(['INC', 'LLC', 'CORP'])}`;
  const chk: SynthTx[] = [];
  const sav: SynthTx[] = [];
  const nSav = Math.max(1, Math.round(count * 0.15));
  chk.push(
    ...scatter(rng, start, end, Math.max(1, count - nSav), (d) => {
      const r = rng.next();
      if (r < 0.5)
        return tx(d, `Debit Card Purchase - ${usMerchant(rng)}`, -logAmount(rng, 300, 25_000));
      if (r < 0.6)
        return tx(
          d,
          `Zelle money sent to ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`,
          -logAmount(rng, 1_000, 60_000, 100),
        );
      if (r < 0.7)
        return tx(
          d,
          `Zelle money received from ${word(rng).toUpperCase()}`,
          logAmount(rng, 1_000, 40_000, 100),
        );
      if (r < 0.8)
        return tx(
          d,
          `ATM Withdrawal - ${word(rng).toUpperCase()} ATM ${rng.pick(['AUSTIN TX', 'DENVER CO', 'TAMPA FL'])}`,
          -rng.int(2, 30) * 1_000,
        );
      if (r < 0.9)
        return tx(
          d,
          `Mobile Deposit - Check #${rng.int(100, 9999)}`,
          logAmount(rng, 2_000, 150_000),
        );
      return tx(
        d,
        `${rng.pick(['VERIZON WIRELESS', 'CITY OF AUSTIN UTIL', 'STATE FARM INS', 'XFINITY'])} PAYMENT ${digits(rng, 8)}`,
        -logAmount(rng, 3_000, 30_000),
      );
    }),
  );
  for (const d of [
    `${start.slice(0, 8)}15`,
    end.slice(0, 8) + String(Math.min(28, Number(end.slice(8)))).padStart(2, '0'),
  ])
    chk.push(tx(d, `Deposit from ${employer} PAYROLL`, logAmount(rng, 150_000, 450_000)));
  // transfers between the two accounts, printed on both sides
  for (let i = 0; i < nSav; i++) {
    const d =
      formatDate(start, 'YYYY-MM-') + String(rng.int(1, Number(end.slice(8)))).padStart(2, '0');
    const a = logAmount(rng, 2_000, 80_000, 100);
    const toSav = rng.chance(0.75);
    chk.push(
      tx(
        d,
        toSav
          ? `Withdrawal to ${savName} XXXXXX${savNo.slice(-4)}`
          : `Deposit from ${savName} XXXXXX${savNo.slice(-4)}`,
        toSav ? -a : a,
      ),
    );
    sav.push(
      tx(
        d,
        toSav
          ? `Deposit from ${chkName} XXXXXX${chkNo.slice(-4)}`
          : `Withdrawal to ${chkName} XXXXXX${chkNo.slice(-4)}`,
        toSav ? a : -a,
      ),
    );
  }
  byDate(chk);
  byDate(sav);
  const chkOpen = liftOpening(chk, logAmount(rng, 10_000, 400_000), rng.int(0, 5_000));
  let savOpen = liftOpening(sav, logAmount(rng, 50_000, 3_000_000, 100), 0);
  const apy = rng.pick([3.4, 3.75, 4.1, 4.25, 0.3]);
  const avg = (savOpen + (sav.at(-1)?.balance ?? savOpen)) / 2;
  sav.push(tx(end, 'Monthly Interest Paid', Math.max(1, Math.round((avg * apy) / 1200))));
  savOpen = liftOpening(sav, savOpen, 0);
  const bankWord = word(rng);
  const bank = rng.pick([`${bankWord} One, N.A.`, `${bankWord} Bank, N.A.`]);
  const statements: ParsedStatement[] = [];
  const style = rng.pick(['spaced', 'spaced', 'plus'] as const);
  const cols = flexColumns(g, [
    { key: 'date', header: ['DATE'], align: 'left', width: slot(g, ['Sep 30'], ['DATE'], 14) },
    { key: 'desc', header: ['DESCRIPTION'], align: 'left' },
    {
      key: 'cat',
      header: ['CATEGORY'],
      align: 'left',
      width: slot(g, ['Credit'], ['CATEGORY'], 14),
    },
    {
      key: 'amount',
      header: ['AMOUNT'],
      align: 'right',
      width: slot(g, ['- $12,345.67'], ['AMOUNT'], 12),
    },
    {
      key: 'balance',
      header: ['BALANCE'],
      align: 'right',
      width: slot(g, ['$123,456.78'], ['BALANCE'], 16),
    },
  ]);
  const descW = cols.find((c) => c.key === 'desc')!.width!;
  const md = (iso: string) => formatDate(iso, 'MMM D');
  const periodText = `${formatDate(start, 'MM/DD/YY')} - ${formatDate(end, 'MM/DD/YY')}`;
  const blocks: Block[] = [];
  const summary: [string, string, number, number][] = [];
  for (const [name, no, txs, opening, type] of [
    [chkName, chkNo, chk, chkOpen, 'Checking'],
    [savName, savNo, sav, savOpen, 'Savings'],
  ] as [string, string, SynthTx[], number, string][]) {
    const st = statementOf({
      bank,
      holder,
      account: no,
      type,
      currency: 'USD',
      start,
      end,
      opening,
      txs,
      printsTotals: false,
    });
    statements.push(st);
    const closing = txs.at(-1)?.balance ?? opening;
    summary.push([name, `...${no.slice(-4)}`, opening, closing]);
    const rows: Row[] = [
      { cells: { date: md(start), desc: 'Opening Balance', balance: usd(opening) } },
      ...txs.map((t) =>
        linesRow(
          st,
          t,
          fitLines(g, [t.description], descW),
          { date: md(t.date), cat: t.amount < 0 ? 'Debit' : 'Credit' },
          { amount: usd(t.amount, style), balance: usd(t.balance) },
          t.balance,
        ),
      ),
      { cells: { date: md(end), desc: 'Closing Balance', balance: usd(closing) }, bold: true },
    ];
    const earned = type === 'Savings' ? txs.at(-1)!.amount : rng.int(0, 30);
    blocks.push(
      { kind: 'space', height: g.lineHeight },
      {
        kind: 'lines',
        lines: [
          {
            cells: [{ text: `${name} - ${no}`, x: g.left, bold: true, size: g.size + 2 }],
            gapAfter: 2,
          },
          {
            cells: [
              {
                text: `Annual Percentage Yield Earned ${type === 'Savings' ? apy.toFixed(2) : '0.10'}%`,
                x: g.left,
              },
              { text: `Interest Earned this period ${usd(earned)}`, x: g.right, align: 'right' },
            ],
          },
        ],
      },
      { kind: 'table', columns: cols, rows, headerRule: true },
    );
  }
  const total = summary.reduce((s, r) => s + r[3], 0);
  const x1 = g.left + (g.right - g.left) * 0.45;
  const x2 = g.left + (g.right - g.left) * 0.7;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 7 },
          { text: `STATEMENT PERIOD ${periodText}`, x: g.right, align: 'right', bold: true },
        ],
        gapAfter: g.lineHeight * 0.4,
      },
      { cells: [{ text: holder, x: g.left }] },
      {
        cells: [
          {
            text: `${rng.int(10, 9999)} ${word(rng).toUpperCase()} AVE APT ${rng.int(1, 40)}`,
            x: g.left,
          },
        ],
      },
      {
        cells: [
          {
            text: `${word(rng).toUpperCase()}, ${rng.pick(['VA', 'MD', 'TX', 'NY'])} ${digits(rng, 5)}`,
            x: g.left,
          },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      { cells: [{ text: 'All Accounts', x: g.left, bold: true, size: g.size + 1 }] },
      {
        cells: [
          { text: 'ACCOUNT NAME', x: g.left, bold: true },
          { text: 'OPENING BALANCE', x: x2, align: 'right', bold: true },
          { text: 'CLOSING BALANCE', x: g.right, align: 'right', bold: true },
        ],
      },
      ...summary.map(([n, no, a, b]) => ({
        cells: [
          { text: `${n} ${no}`, x: g.left },
          { text: usd(a), x: x2, align: 'right' as const },
          { text: usd(b), x: g.right, align: 'right' as const },
        ],
      })),
      {
        cells: [
          { text: 'Total', x: x1, bold: true },
          { text: usd(total), x: g.right, align: 'right', bold: true },
        ],
      },
    ],
  };
  const spec = docSpec(g, [header, ...blocks], {
    pageHeader: () => [
      [
        { text: holder, x: g.left },
        { text: `STATEMENT PERIOD ${periodText}`, x: g.right, align: 'right' },
      ],
    ],
    footer: (p, n) => [
      [
        {
          text: `Products and services offered by ${bank} Member FDIC.`,
          x: g.left,
          size: g.size - 1.5,
        },
      ],
      [{ text: `PAGE ${p} OF ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
    ],
  });
  return { family: 'us-360-two-accounts', spec, statements };
};
