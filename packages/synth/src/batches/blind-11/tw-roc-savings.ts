/**
 * A Taiwanese demand-savings account statement in English (Cathay / CTBC / E.SUN-like "Account
 * Statement" of a digital account), dated in the Republic of China (Minguo) calendar: the year
 * counted from 1912, so 2024 prints as 113 - period "113/03/01 ~ 113/03/31", rows "113/03/05",
 * the statement date likewise. New Taiwan dollars without decimals ('1,234'). Columns: Date |
 * Summary | Withdrawal | Deposit | Balance | Remarks | Branch, so the remarks (masked account
 * numbers of the counterparty, the ATM's bank code, an invoice carrier, a payee name) and a
 * four-digit branch code come AFTER the balance. Rows: interbank and intrabank transfers, ATM
 * withdrawals and cardless withdrawals, credit-card autopay, Taipower / water / telecom bills,
 * LINE Pay and JKOPAY top-ups, salary and, on the 21st of June and December, the half-yearly
 * interest. A summary of deposits and withdrawals with their counts above the table.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { digits, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { monthEnds } from '../blind-8/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { fitLines, flexColumns, slot, whole } from '../blind-10/kit.ts';
import { byDate, rocDate, rowMaker } from './kit.ts';

const BANKS = ['004', '012', '013', '808', '822', '700', '812'];
const SURN = ['CHEN', 'LIN', 'HUANG', 'CHANG', 'LEE', 'WANG', 'WU', 'LIU', 'TSAI'];
const GIVEN = ['CHIH-MING', 'YA-TING', 'CHIA-HAO', 'SHU-FEN', 'YU-HSUAN', 'CHUN-HUNG', 'PEI-SHAN'];

export const twRocSavings: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.2, 100);
  const { start, end } = calendarPeriod(rng, count > 55 ? 2 : 1);
  const { mk, lines } = rowMaker();
  const remark = new Map<object, string>();
  const branch = new Map<object, string>();
  const row = (date: string, summary: string, amount: number, rem: string, br = '') => {
    const t = mk(date, [summary], amount, date);
    remark.set(t, rem);
    branch.set(t, br || digits(rng, 4));
    return t;
  };
  const twd = (min: number, max: number, unit = 1) => logAmount(rng, min, max, unit) * 100;
  const txs = scatter(rng, start, end, count, (date) => {
    const r = rng.next();
    if (r < 0.22)
      return row(
        date,
        'INTERBANK TRANSFER',
        -twd(100, 60_000),
        `${rng.pick(BANKS)}-****${digits(rng, 4)}`,
      );
    if (r < 0.36)
      return row(date, 'TRANSFER IN', twd(200, 50_000), `${rng.pick(BANKS)}-****${digits(rng, 4)}`);
    if (r < 0.52)
      return row(
        date,
        rng.chance(0.7) ? 'ATM WITHDRAWAL' : 'CARDLESS WITHDRAWAL',
        -rng.int(1, 20) * 100_000,
        `ATM ${rng.pick(BANKS)}${digits(rng, 4)}`,
      );
    if (r < 0.66)
      return row(
        date,
        rng.pick(['LINE PAY TOP-UP', 'JKOPAY TOP-UP', 'EASYCARD AUTOLOAD']),
        -rng.pick([50_000, 100_000, 200_000, 300_000, 500_000]),
        rng.chance(0.5) ? 'MOBILE' : `/${word(rng).toUpperCase().slice(0, 6)}`,
      );
    if (r < 0.8)
      return row(
        date,
        'BILL PAYMENT',
        -twd(150, 4_500),
        rng.pick([
          'TAIPOWER',
          'TAIWAN WATER',
          'CHT TELECOM',
          'TAIWAN MOBILE',
          'FAR EASTONE',
          'NHI PREMIUM',
        ]),
      );
    if (r < 0.9)
      return row(
        date,
        'POS PURCHASE',
        -twd(60, 8_000),
        rng.pick(['7-ELEVEN', 'FAMILYMART', 'PXMART', 'CARREFOUR', 'COSTCO', 'WATSONS']),
      );
    return row(
      date,
      'CASH DEPOSIT',
      rng.int(1, 50) * 100_000,
      `ATM ${rng.pick(BANKS)}${digits(rng, 4)}`,
    );
  });
  const employer = `${word(rng).toUpperCase()} CO., LTD.`;
  const payday = rng.pick(['05', '10', '25']);
  for (const me of monthEnds(start, end)) {
    const ym = me.slice(0, 8);
    txs.push(row(`${ym}${payday}`, 'SALARY', twd(32_000, 120_000), employer));
    txs.push(
      row(
        addDays(`${ym}01`, rng.int(14, 20)),
        'CREDIT CARD AUTOPAY',
        -twd(2_000, 60_000),
        `${rng.pick(BANKS)} CARD`,
      ),
    );
    if (me.slice(5, 7) === '06' || me.slice(5, 7) === '12')
      txs.push(row(`${ym}21`, 'INTEREST', 0, 'SAVINGS INTEREST', '0000'));
  }
  byDate(txs);
  let opening = liftOpening(txs, twd(1_000, 400_000), twd(50, 3_000));
  // interest on the balance before the 21st at 0.8 % for half a year, whole dollars
  for (const t of txs)
    if (t.description === 'INTEREST') {
      const before = t.balance - t.amount;
      t.amount = Math.max(100, Math.round((before * 0.008) / 2 / 100) * 100);
    }
  opening = liftOpening(txs, opening, 10_000);
  const holder = `${rng.pick(SURN)} ${rng.pick(GIVEN)}`;
  const acct = `${digits(rng, 3)}-${digits(rng, 2)}-${digits(rng, 6)}-${digits(rng, 1)}`;
  const bank = rng.pick([
    `${word(rng)} Commercial Bank`,
    `${word(rng)} United Bank`,
    `${word(rng)} Bank Co., Ltd.`,
  ]);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Demand savings account',
    currency: 'TWD',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const closing = txs.at(-1)!.balance;
  const n = (v: number) => whole(v, ',');
  const dW = slot(g, ['113/12/28'], ['Date'], 10);
  const mW = slot(g, ['9,999,999'], ['Withdrawal'], 10);
  const cols = flexColumns(g, [
    { key: 'date', header: ['Date'], align: 'left', width: dW },
    {
      key: 'desc',
      header: ['Summary'],
      align: 'left',
      width: slot(g, ['CARDLESS WITHDRAWAL'], [], 10),
    },
    { key: 'out', header: ['Withdrawal'], align: 'right', width: mW },
    { key: 'in', header: ['Deposit'], align: 'right', width: mW },
    {
      key: 'balance',
      header: ['Balance'],
      align: 'right',
      width: slot(g, ['99,999,999'], ['Balance'], 12),
    },
    { key: 'rem', header: ['Remarks'], align: 'left' },
    { key: 'br', header: ['Branch'], align: 'right', width: slot(g, ['0000'], ['Branch'], 6) },
  ]);
  const descW = slot(g, ['CARDLESS WITHDRAWAL'], [], 0);
  const rows: Row[] = txs.map((t) => {
    const r = linesRow(
      st,
      t,
      fitLines(g, lines.get(t)!, descW),
      { date: rocDate(t.date), rem: remark.get(t)!, br: branch.get(t)! },
      { [t.amount < 0 ? 'out' : 'in']: n(t.amount), balance: n(t.balance) },
      t.balance,
    );
    r.tx!.description = `${t.description} ${remark.get(t)!}`;
    return r;
  });
  const outs = txs.filter((t) => t.amount < 0);
  const ins = txs.filter((t) => t.amount > 0);
  const lx = g.left + (g.right - g.left) * 0.55;
  const kv = (l: string, v: string) => ({
    cells: [
      { text: l, x: lx },
      { text: v, x: g.right, align: 'right' as const },
    ],
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          { text: 'ACCOUNT STATEMENT', x: g.right, align: 'right', bold: true, size: g.size + 2 },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: `Name: ${holder}`, x: g.left },
          ...kv('Statement Date', rocDate(addDays(end, rng.int(1, 5)))).cells,
        ],
      },
      {
        cells: [
          { text: `Account No.: ${acct}`, x: g.left },
          ...kv('Period', `${rocDate(start)} ~ ${rocDate(end)}`).cells,
        ],
      },
      {
        cells: [
          { text: 'Product: Digital Demand Savings (TWD)', x: g.left },
          ...kv('Currency', 'TWD').cells,
        ],
      },
      {
        cells: [
          { text: 'Dates are in the R.O.C. calendar (year + 1911).', x: g.left, size: g.size - 1 },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
      kv('Previous Balance', n(opening)),
      kv(`Total Deposits (${ins.length})`, n(sumOf(ins))),
      kv(`Total Withdrawals (${outs.length})`, n(-sumOf(outs))),
      { ...kv('Current Balance', n(closing)), gapAfter: g.lineHeight * 0.5 },
    ],
  };
  const spec = docSpec(g, [header, { kind: 'table', columns: cols, rows, headerRule: true }], {
    pageHeader: () => [
      [
        { text: `${bank}  ${acct}`, x: g.left, bold: true },
        { text: `${rocDate(start)} ~ ${rocDate(end)}`, x: g.right, align: 'right' },
      ],
    ],
    footer: (p, n2) => [
      [
        {
          text: 'Deposits are insured by the Central Deposit Insurance Corporation up to NT$3,000,000.',
          x: g.left,
          size: g.size - 1.5,
        },
      ],
      [{ text: `Page ${p} / ${n2}`, x: g.right, align: 'right', size: g.size - 1 }],
    ],
  });
  return { family: 'tw-roc-savings', spec, statements: [st] };
};
