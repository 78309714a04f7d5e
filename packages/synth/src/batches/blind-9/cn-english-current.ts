/**
 * A Chinese bank's English account statement (the bilingual "Account Transaction Details"
 * printed for visa or study applications): account name and number, CNY, "2025-03-01 to
 * 2025-03-31", then Transaction Date | Value Date | Description | Counterparty | Debit | Credit |
 * Balance with YYYY-MM-DD dates and "1,234.56" yuan. The counterparty column holds the
 * counterparty's name over its account number (two lines); the truth description is the
 * description followed by both. Alipay / WeChat Pay / UnionPay rows, salary, quarterly interest
 * on the 21st of Mar/Jun/Sep/Dec, and a totals line with item counts.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatMinor } from '../../format.ts';
import { type Block, type Row, wrap } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { digits, legalFooter, moneyColumns, statementOf, tx, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from './kit.ts';

const SURNAMES = ['WANG', 'LI', 'ZHANG', 'LIU', 'CHEN', 'YANG', 'ZHAO', 'HUANG', 'ZHOU', 'WU'];
const GIVEN = ['WEI', 'FANG', 'JING', 'XIAOMING', 'LEI', 'YAN', 'HAO', 'LINA', 'JUN', 'MEI'];
const name = (rng: Rng) => `${rng.pick(SURNAMES)} ${rng.pick(GIVEN)}`;
const CITY = ['Beijing', 'Shanghai', 'Shenzhen', 'Hangzhou', 'Chengdu', 'Wuhan'];

/** [description, counterparty name, counterparty account] */
function row(rng: Rng, credit: boolean): [string, string, string] {
  const acct = () => `${rng.pick(['6222', '6217', '6228', '6214'])}${digits(rng, 15)}`;
  if (credit)
    return rng.pick([
      ['Salary', `${word(rng)} ${rng.pick(CITY)} Technology Co., Ltd.`, digits(rng, 17)],
      ['Transfer In', name(rng), acct()],
      ['Transfer In', name(rng), acct()],
      ['Alipay Refund', 'Alipay (China) Network Technology Co., Ltd.', `2155${digits(rng, 12)}`],
    ] as [string, string, string][]);
  return rng.pick([
    ['Alipay', 'Alipay (China) Network Technology Co., Ltd.', `2155${digits(rng, 12)}`],
    ['WeChat Pay', 'Tenpay Payment Technology Co., Ltd.', `2438${digits(rng, 12)}`],
    ['POS Purchase', `${word(rng)} Supermarket ${rng.pick(CITY)}`, digits(rng, 15)],
    ['Transfer Out', name(rng), acct()],
    ['Interbank Trf', name(rng), acct()],
    ['ATM Withdrawal', `${rng.pick(CITY)} ${word(rng)} Sub-branch`, '-'],
    ['Utility Payment', `State Grid ${rng.pick(CITY)} Electric Power`, digits(rng, 12)],
  ] as [string, string, string][]);
}

export const cnEnglishCurrent: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 2.1, 90);
  const { start, end } = calendarPeriod(rng, count > 45 ? 2 : 1);
  const cp = new Map<SynthTx, [string, string]>();
  const kinds = new Map<SynthTx, string>();
  const txs = scatter(rng, start, end, count, (date) => {
    const credit = rng.chance(0.25);
    const [d, who, acct] = row(rng, credit);
    const amount = credit ? logAmount(rng, 5_000, 2_500_000) : logAmount(rng, 300, 600_000);
    const t = tx(date, d, credit ? amount : -amount);
    t.postDate = d.startsWith('Interbank') && rng.chance(0.5) ? addDays(date, 1) : date;
    if (t.postDate > end) t.postDate = date;
    cp.set(t, [who, acct]);
    kinds.set(t, d);
    return t;
  });
  for (const mm of ['03', '06', '09', '12']) {
    const day = `${start.slice(0, 4)}-${mm}-21`;
    if (day >= start && day <= end) {
      const i = tx(day, 'Interest', rng.int(50, 4_000));
      i.postDate = day;
      cp.set(i, ['Interest Payable', '-']);
      kinds.set(i, 'Interest');
      const at = txs.findIndex((t) => t.date > day);
      txs.splice(at < 0 ? txs.length : at, 0, i);
    }
  }
  const opening = liftOpening(txs, rng.int(100_000, 8_000_000), 0);
  const bank = rng.pick([
    `Bank of ${word(rng)}`,
    `China ${word(rng)} Bank`,
    `${word(rng)} Commercial Bank`,
  ]);
  const holder = name(rng);
  const acct = `${rng.pick(['6222', '6217', '6228'])}${digits(rng, 15)}`;
  for (const t of txs) {
    const [who, a] = cp.get(t)!;
    t.description = [t.description, who, a === '-' ? '' : a].filter(Boolean).join(' ');
  }
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Current Account',
    currency: 'CNY',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const f = (v: number) => formatMinor(v, EN);
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['Transaction', 'Date'], 56],
      ['vdate', ['Value', 'Date'], 56],
      ['kind', ['Description'], 84],
    ],
    desc: ['Counterparty'],
    money: [
      ['out', ['Debit']],
      ['in', ['Credit']],
      ['balance', ['Balance']],
    ],
    moneyWidth: 58,
  });
  const descCol = cols.find((c) => c.key === 'desc')!;
  const rows: Row[] = txs.map((t) => {
    const [who, a] = cp.get(t)!;
    const kind = kinds.get(t)!;
    const lines = [...wrap(g.font, who, g.size, descCol.width!), ...(a === '-' ? [] : [a])];
    const r = linesRow(
      st,
      t,
      lines,
      { date: t.date, vdate: t.postDate!, kind },
      {
        out: t.amount < 0 ? f(-t.amount) : '',
        in: t.amount > 0 ? f(t.amount) : '',
        balance: f(t.balance),
      },
      t.balance,
    );
    // the truth starts with the description column, then the counterparty lines
    r.tx!.description = t.description;
    return r;
  });
  const nOut = txs.filter((t) => t.amount < 0).length;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          {
            text: 'Account Transaction Details',
            x: g.right,
            align: 'right',
            bold: true,
            size: g.size + 2,
          },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: `Account Name: ${holder}`, x: g.left },
          { text: 'Currency: CNY', x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `Account No.: ${acct}`, x: g.left },
          { text: `Account Type: Current Account`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `Period: ${start} to ${end}`, x: g.left },
          { text: `Opening Balance: ${f(opening)}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [{ text: `Branch: ${rng.pick(CITY)} ${word(rng)} Sub-branch`, x: g.left }],
        gapAfter: g.lineHeight * 0.5,
      },
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, headerRule: true },
      {
        kind: 'lines',
        lines: [
          {
            cells: [
              {
                text: `Total Debit: ${nOut} items  ${f(-sumOf(txs, (t) => t.amount < 0))}`,
                x: g.left,
              },
              {
                text: `Total Credit: ${txs.length - nOut} items  ${f(sumOf(txs, (t) => t.amount > 0))}`,
                x: g.right,
                align: 'right',
              },
            ],
          },
          {
            cells: [
              {
                text: `Closing Balance: ${f(txs.at(-1)?.balance ?? opening)}`,
                x: g.right,
                align: 'right',
                bold: true,
              },
            ],
          },
        ],
      },
    ],
    {
      pageHeader: (p) => [
        [
          { text: `${acct}  ${holder}`, x: g.left },
          { text: `Page ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `This statement is printed by ${bank} for reference only. Please verify with the electronic seal.`,
        (p, n) => `Page ${p} of ${n}`,
      ),
    },
  );
  return { family: 'cn-english-current', spec, statements: [st] };
};
