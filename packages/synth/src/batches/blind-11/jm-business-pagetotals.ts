/**
 * A Jamaican business chequing statement (NCB / Scotiabank Jamaica / JN-like) for a limited
 * company with its TRN (tax registration number "123-456-789", not money) in the header, the
 * period in compact dates "STATEMENT PERIOD: 01MAR24 TO 31MAR24" (two-digit year, printed only
 * there) and rows dated "05MAR" without a year. Columns: DATE | TRANSACTION DESCRIPTION | CHQ
 * NO. | DEBITS | CREDITS | BALANCE in Jamaican dollars, a BALANCE B/FWD row first. At every page
 * break a "PAGE TOTALS" row with that page's debit and credit sums and the balance carried, and
 * BALANCE B/FWD again at the top of the next page; at the end TOTAL DEBITS / TOTAL CREDITS with
 * counts and the closing balance. Rows: merchant (POS) settlements less the merchant discount,
 * branch and night-safe deposits, cheques paid (numbers in sequence), Lynk and ACH transfers,
 * supplier payments, JPS / NWC / Flow / Digicel bills, payroll, and every bank charge followed by
 * its 15 % GCT row. A notice about the asset tax and the deposit insurance closes the page.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { EN, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { digits, moneyColumns, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { monthEnds } from '../blind-8/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { fitLines, slot } from '../blind-10/kit.ts';
import { byDate, compactDate, rowMaker } from './kit.ts';

const TOWNS = ['KINGSTON', 'MONTEGO BAY', 'MANDEVILLE', 'OCHO RIOS', 'SPANISH TOWN', 'MAY PEN'];
const SUPPLIERS = [
  'WISYNCO',
  'GRACEKENNEDY',
  'CARIBBEAN CEMENT',
  'HARDWARE & LUMBER',
  'LASCO DISTRIBUTORS',
  'SEPROD',
];

export const jmBusinessPagetotals: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowCount(rng, g, o.pages, 1.5, 100);
  const { start, end } = calendarPeriod(rng, count > 55 ? 2 : 1);
  const { mk, lines } = rowMaker();
  const chq = new Map<object, string>();
  let chqNo = rng.int(100, 900);
  const gct = (date: string, name: string, fee: number) => [
    mk(date, [name], -fee, date),
    mk(date, [`GCT ON ${name}`], -Math.round(fee * 0.15), date),
  ];
  const txs = scatter(rng, start, end, count, (date) => {
    const r = rng.next();
    if (r < 0.25) {
      const gross = logAmount(rng, 2_000_000, 60_000_000);
      return mk(
        date,
        [
          `MERCHANT SETTLEMENT ${rng.pick(['VISA', 'MASTERCARD', 'KEYCARD'])}`,
          `MID ${digits(rng, 9)} LESS DISC ${formatMinor(Math.round(gross * 0.025), EN)}`,
        ],
        gross - Math.round(gross * 0.025),
        date,
      );
    }
    if (r < 0.4)
      return mk(
        date,
        [
          rng.pick(['BRANCH DEPOSIT', 'NIGHT SAFE DEPOSIT', 'CASH DEPOSIT']),
          `${rng.pick(TOWNS)} BR`,
        ],
        logAmount(rng, 1_000_000, 80_000_000, 100),
        date,
      );
    if (r < 0.58) {
      const t = mk(date, ['CHEQUE PAID'], -logAmount(rng, 500_000, 40_000_000), date);
      chq.set(t, String(chqNo++).padStart(6, '0'));
      return t;
    }
    if (r < 0.72) {
      const amt = logAmount(rng, 1_000_000, 90_000_000, 100);
      return [
        mk(date, ['ACH PAYMENT TO', `${rng.pick(SUPPLIERS)} LTD`], -amt, date),
        ...(rng.chance(0.6) ? gct(date, 'ACH TRANSFER FEE', rng.pick([15_000, 25_000])) : []),
      ];
    }
    if (r < 0.82)
      return mk(
        date,
        [rng.pick(['JPS CO BILL PAYMENT', 'NWC BILL PAYMENT', 'FLOW JAMAICA', 'DIGICEL BUSINESS'])],
        -logAmount(rng, 300_000, 9_000_000),
        date,
      );
    if (r < 0.92)
      return mk(
        date,
        ['LYNK TRANSFER IN', `FROM ${word(rng).toUpperCase()}`],
        logAmount(rng, 100_000, 5_000_000, 100),
        date,
      );
    return [
      mk(
        date,
        ['ABM WITHDRAWAL', `${rng.pick(TOWNS)} ABM ${digits(rng, 3)}`],
        -rng.int(2, 60) * 100_000,
        date,
      ),
      ...gct(date, 'ABM FEE', rng.pick([6_000, 8_000])),
    ];
  });
  for (const me of monthEnds(start, end)) {
    const ym = me.slice(0, 8);
    for (const day of ['14', '28'])
      txs.push(
        mk(
          `${ym}${day}`,
          ['PAYROLL', `BATCH ${digits(rng, 6)}`],
          -logAmount(rng, 20_000_000, 150_000_000, 100),
          `${ym}${day}`,
        ),
      );
    txs.push(...gct(me, 'MONTHLY SERVICE CHARGE', rng.pick([150_000, 250_000, 350_000])));
    txs.push(...gct(me, 'CHEQUE PROCESSING FEE', rng.pick([50_000, 80_000])));
  }
  byDate(txs);
  const opening = liftOpening(
    txs,
    logAmount(rng, 5_000_000, 300_000_000, 100),
    logAmount(rng, 100_000, 5_000_000),
  );
  const holder = `${word(rng).toUpperCase()} ${rng.pick(['ENTERPRISES LIMITED', 'TRADING CO. LTD', 'HOLDINGS LIMITED', 'DISTRIBUTORS LTD'])}`;
  const acct = `${rng.pick(['354', '404', '061'])}-${digits(rng, 3)}-${digits(rng, 3)}`;
  const bank = rng.pick([
    `${word(rng)} Commercial Bank Jamaica Limited`,
    `${word(rng)} Bank (Jamaica) Limited`,
  ]);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Business chequing',
    currency: 'JMD',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const closing = txs.at(-1)!.balance;
  const m = (v: number) => formatMinor(v, EN);
  const cols = moneyColumns(g, {
    lead: [['date', ['DATE'], slot(g, ['28DEC'], ['DATE'], 14)]],
    desc: ['TRANSACTION DESCRIPTION'],
    money: [
      ['out', ['DEBITS']],
      ['in', ['CREDITS']],
      ['balance', ['BALANCE']],
    ],
    moneyWidth: 80,
  });
  const chqW = slot(g, ['000000'], ['CHQ NO.'], 10);
  const desc = cols.find((c) => c.key === 'desc')!;
  desc.width = desc.width! - chqW;
  cols.splice(cols.indexOf(desc) + 1, 0, {
    key: 'chq',
    header: ['CHQ NO.'],
    x: desc.x + desc.width! + 8,
    align: 'left',
  });
  const rows: Row[] = [
    {
      cells: { date: compactDate(start, false), desc: 'BALANCE B/FWD', balance: m(opening) },
      balanceAfter: -1,
    },
    ...txs.map((t, i) => {
      const r = linesRow(
        st,
        t,
        fitLines(g, lines.get(t)!, desc.width!),
        { date: compactDate(t.date, false), chq: chq.get(t) ?? '' },
        { [t.amount < 0 ? 'out' : 'in']: m(t.amount), balance: m(t.balance) },
        t.balance,
      );
      r.balanceAfter = i;
      return r;
    }),
  ];
  // page totals: the rows carry their index; each break sums the rows since the last one
  let from = 0;
  const carry = {
    end: (i: number): Row => {
      if (i < from) from = 0;
      const page = txs.slice(from, i + 1);
      return {
        cells: {
          desc: 'PAGE TOTALS / BALANCE C/FWD',
          out: m(-sumOf(page, (t) => t.amount < 0)),
          in: m(sumOf(page, (t) => t.amount > 0)),
          balance: m(i < 0 ? opening : txs[i]!.balance),
        },
        bold: true,
      };
    },
    start: (i: number): Row => {
      from = i + 1;
      return { cells: { desc: 'BALANCE B/FWD', balance: m(i < 0 ? opening : txs[i]!.balance) } };
    },
  };
  const outs = txs.filter((t) => t.amount < 0);
  const ins = txs.filter((t) => t.amount > 0);
  // closing totals under the table, in its columns (not table rows: no page totals among them)
  const at = (key: string) => cols.find((c) => c.key === key)!;
  const cell = (key: string, text: string, bold = true) => ({
    text,
    x: at(key).x,
    align: at(key).align,
    bold,
  });
  const totals: Block = {
    kind: 'lines',
    lines: [
      { cells: [cell('desc', `TOTAL DEBITS (${outs.length})`), cell('out', m(-sumOf(outs)))] },
      { cells: [cell('desc', `TOTAL CREDITS (${ins.length})`), cell('in', m(sumOf(ins)))] },
      {
        cells: [
          cell('date', compactDate(end, false)),
          cell('desc', 'CLOSING BALANCE'),
          cell('balance', m(closing)),
        ],
      },
    ],
  };
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
        cells: [{ text: bank.toUpperCase(), x: g.left, bold: true, size: g.size + 4 }],
        gapAfter: g.lineHeight * 0.5,
      },
      { cells: [{ text: holder, x: g.left, bold: true }, ...kv('ACCOUNT NUMBER', acct).cells] },
      {
        cells: [
          { text: `${rng.int(1, 120)} ${word(rng).toUpperCase()} ROAD`, x: g.left },
          ...kv('ACCOUNT TYPE', 'BUSINESS CHEQUING').cells,
        ],
      },
      {
        cells: [
          { text: `${rng.pick(TOWNS)} ${rng.int(2, 20)}, JAMAICA W.I.`, x: g.left },
          ...kv('CURRENCY', 'JMD').cells,
        ],
      },
      {
        cells: [
          { text: `TRN: ${digits(rng, 3)}-${digits(rng, 3)}-${digits(rng, 3)}`, x: g.left },
          ...kv('STATEMENT PERIOD', `${compactDate(start)} TO ${compactDate(end)}`).cells,
        ],
        gapAfter: g.lineHeight * 0.6,
      },
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, headerRule: true, carry },
      { kind: 'space', height: g.lineHeight * 0.4 },
      totals,
    ],
    {
      pageHeader: () => [
        [
          { text: holder, x: g.left, bold: true },
          {
            text: `A/C ${acct}  ${compactDate(start)} TO ${compactDate(end)}`,
            x: g.right,
            align: 'right',
          },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: 'Deposits are insured by the Jamaica Deposit Insurance Corporation up to J$1,200,000 per depositor per institution.',
            x: g.left,
            size: g.size - 1.5,
          },
        ],
        [{ text: `PAGE ${p} OF ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'jm-business-pagetotals', spec, statements: [st] };
};
