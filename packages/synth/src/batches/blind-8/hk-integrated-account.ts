/**
 * A Hong Kong "Integrated Account Statement" (HSBC / Hang Seng-like): one document for several
 * sub-accounts of one integrated account: a "Portfolio Summary" table at the top (each
 * sub-account's balance in its currency and in HKD equivalent, the USD rate, a total relationship
 * balance: figures, not transactions), then one section per sub-account (HKD Savings, HKD
 * Current, Foreign Currency Savings in USD), each a Date | Transaction Details | Deposit |
 * Withdrawal | Balance table opened by "B/F BALANCE" and closed by "C/F BALANCE" (also at page
 * breaks). "24 Jun" dates printed once per day, details on one or two lines with the money on
 * the last line, the balance only at the end of each day; transfers between the sub-accounts
 * appear in both. The truth holds one statement per sub-account.
 */
import type { ParsedStatement } from '@bsp/shared/parse-result';
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { dayIn, person, rebalance } from '../blind-1/kit.ts';
import { digits, legalFooter, moneyColumns, statementOf, tx, word } from '../blind-3/common.ts';
import { firstOfDay, lastOfDay, linesRow, localActivity } from '../blind-4/kit.ts';
import { rowCount } from '../blind-7/kit.ts';

type Kind = 'savings' | 'current' | 'fcy';

const SHOPS = [
  'PARKNSHOP',
  'WELLCOME',
  'MANNINGS',
  'WATSONS',
  '7-ELEVEN',
  'CIRCLE K',
  'FORTRESS',
  'HKTVMALL',
];
const PLACES = ['MONGKOK', 'CAUSEWAY BAY', 'SHA TIN', 'TSIM SHA TSUI', 'KWUN TONG', 'CENTRAL'];

function details(rng: Rng, kind: Kind, credit: boolean): string[] {
  const who = person(rng).replace(/ [A-Z] /, ' ');
  if (kind === 'fcy')
    return credit
      ? rng.pick([['INWARD REMITTANCE', `FROM ${who}`], ['DEPOSIT']])
      : rng.pick([['OUTWARD TT', `TO ${who}`], ['WITHDRAWAL']]);
  if (credit)
    return rng.pick([
      ['FPS P2P TRANSFER', `FROM ${who}`],
      ['AUTOPAY CR', `${word(rng).toUpperCase()} LIMITED SALARY`],
      ['CASH DEPOSIT'],
      ['CHEQUE DEPOSIT', digits(rng, 6)],
    ]);
  if (kind === 'current')
    return rng.pick([
      [`CHEQUE ${digits(rng, 6)}`],
      [
        'AUTOPAY DR',
        rng.pick(['CLP POWER HK LTD', 'THE HK ELECTRIC CO', 'TOWNGAS', 'HKBN LTD', 'CSL MOBILE']),
      ],
      [
        'PPS PAYMENT',
        rng.pick(['WATER SUPPLIES DEPT', 'RATING AND VALUATION', 'INLAND REVENUE DEPT']),
      ],
      ['CREDIT CARD PAYMENT', `CARD ${digits(rng, 4)}`],
    ]);
  return rng.pick([
    ['EPS', `${rng.pick(SHOPS)} ${digits(rng, 3)}`],
    ['ATM WITHDRAWAL', `ATM ${digits(rng, 4)} ${rng.pick(PLACES)}`],
    ['FPS P2P TRANSFER', `TO ${who}`],
    ['OCTOPUS AAVS', `CARD ${digits(rng, 8)}`],
    ['VISA DEBIT', `${rng.pick(SHOPS)} ${rng.pick(PLACES)}`],
  ]);
}

export const hkIntegratedAccount: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const total = rowCount(rng, g, o.pages, 1.9, 110);
  const statementDate = addDays(
    `${rng.int(2019, 2025)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`,
    rng.int(0, 27),
  );
  const start = addDays(statementDate, -30);
  const end = statementDate;
  const bank = rng.pick([
    `${word(rng)} Bank (Hong Kong) Limited`,
    `${word(rng)} Seng Bank Limited`,
  ]);
  const tier = rng.pick(['Premier', 'Advance', 'One', 'Integrated Account']);
  const holder = person(rng).replace(/ [A-Z] /, ' ');
  const base = `${digits(rng, 3)}-${digits(rng, 6)}`;
  const subs: { kind: Kind; title: string; cur: string; acct: string; share: number }[] = [
    { kind: 'savings', title: 'HKD Savings', cur: 'HKD', acct: `${base}-833`, share: 0.5 },
    { kind: 'current', title: 'HKD Current', cur: 'HKD', acct: `${base}-001`, share: 0.35 },
    {
      kind: 'fcy',
      title: 'Foreign Currency Savings',
      cur: 'USD',
      acct: `${base}-838`,
      share: 0.15,
    },
  ];
  const lines = new Map<SynthTx, string[]>();
  const acts = subs.map((s) => {
    const count = Math.max(3, Math.round(total * s.share));
    const gen = localActivity(rng, {
      start,
      end,
      count,
      floor: 0,
      creditShare: s.kind === 'current' ? 0.25 : 0.35,
      openingRange: s.kind === 'fcy' ? [50_000, 2_000_000] : [20_000, 600_000],
      factor: s.kind === 'fcy' ? 1 : 8,
    });
    for (const t of gen.txs) lines.set(t, details(rng, s.kind, t.amount > 0));
    return gen;
  });
  // transfers between the HKD sub-accounts: one row in each section, same day and amount
  for (let i = rng.int(1, 2); i > 0; i--) {
    const date = dayIn(rng, start, end);
    const amt = rng.int(5, 60) * 100_000;
    const out = tx(date, '', -amt);
    const inn = tx(date, '', amt);
    lines.set(out, ['TRANSFER', `TO ${subs[1]!.acct}`]);
    lines.set(inn, ['TRANSFER', `FROM ${subs[0]!.acct}`]);
    acts[0]!.txs.push(out);
    acts[1]!.txs.push(inn);
  }
  const rate = rng.int(77_500, 78_499) / 10_000;
  const statements: ParsedStatement[] = [];
  const sections: Block[] = [];
  const summary: string[][] = [];
  let relationship = 0;
  const m = (v: number) => formatMinor(v, EN);
  const d = (iso: string) => formatDate(iso, 'DD MMM');
  subs.forEach((s, k) => {
    const act = acts[k]!;
    if (s.kind !== 'current') {
      const interest = tx(end, '', Math.max(1, Math.round(act.opening * rng.float(0.0001, 0.003))));
      lines.set(interest, ['CREDIT INTEREST']);
      act.txs.push(interest);
    }
    let txs = rebalance(act.txs, act.opening);
    // a transfer added after the activity may overdraw the sub-account: it had more at the start
    const low = Math.min(0, ...txs.map((t) => t.balance));
    if (low < 0) {
      act.opening += -low + rng.int(100, 5_000) * 100;
      txs = rebalance(txs, act.opening);
    }
    for (const t of txs) t.description = lines.get(t)!.join(' ');
    const st = statementOf({
      bank,
      holder,
      account: s.acct,
      type: s.title,
      currency: s.cur,
      start,
      end,
      opening: act.opening,
      txs,
      printsTotals: false,
    });
    statements.push(st);
    const closing = txs.length ? txs[txs.length - 1]!.balance : act.opening;
    const hkd = s.cur === 'HKD' ? closing : Math.round(closing * rate);
    relationship += hkd;
    summary.push([s.title, s.acct, s.cur, m(closing), m(hkd)]);
    const fcy = s.kind === 'fcy';
    const cols = moneyColumns(g, {
      lead: fcy
        ? [
            ['date', ['Date'], 46],
            ['ccy', ['CCY'], 34],
          ]
        : [['date', ['Date'], 46]],
      desc: ['Transaction Details'],
      money: [
        ['in', ['Deposit']],
        ['out', ['Withdrawal']],
        ['balance', ['Balance']],
      ],
      moneyWidth: 80,
    });
    const first = firstOfDay(txs);
    const last = lastOfDay(txs);
    const rows: Row[] = [
      {
        cells: {
          date: d(start),
          ...(fcy ? { ccy: s.cur } : {}),
          desc: 'B/F BALANCE',
          balance: m(act.opening),
        },
      },
    ];
    txs.forEach((t, i) => {
      const money: Record<string, string> = {
        [t.amount > 0 ? 'in' : 'out']: m(Math.abs(t.amount)),
      };
      if (last[i]) money.balance = m(t.balance);
      const cells: Record<string, string> = first[i] ? { date: d(t.date) } : {};
      if (fcy && first[i]) cells.ccy = s.cur;
      rows.push(
        linesRow(st, t, lines.get(t)!, cells, money, last[i] ? t.balance : null, {
          moneyOnLast: true,
        }),
      );
    });
    rows.push({ cells: { desc: 'C/F BALANCE', balance: m(closing) } });
    sections.push(
      { kind: 'space', height: g.lineHeight },
      {
        kind: 'lines',
        lines: [
          {
            cells: [
              { text: s.title, x: g.left, bold: true, size: g.size + 1.5 },
              { text: `Account Number ${s.acct}`, x: g.right, align: 'right', bold: true },
            ],
          },
        ],
      },
      {
        kind: 'table',
        columns: cols,
        rows,
        wrapKey: 'desc',
        headerRule: true,
        carry: {
          end: (b) => ({ cells: { desc: 'C/F BALANCE', balance: m(b) } }),
          start: (b) => ({ cells: { desc: 'B/F BALANCE', balance: m(b) } }),
        },
      },
    );
  });
  const sx = [g.left, g.left + 150, g.left + 250, g.right - 95, g.right];
  const sumCells = (r: string[], bold = false) =>
    r.map((text, i) => ({
      text,
      x: sx[i]!,
      align: i >= 3 ? ('right' as const) : ('left' as const),
      bold,
    }));
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 5 },
          {
            text: `${tier === 'Integrated Account' ? '' : `${tier} `}Integrated Account Statement`,
            x: g.right,
            align: 'right',
            bold: true,
          },
        ],
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          { text: holder.toUpperCase(), x: g.left },
          { text: `Statement Date  ${formatDate(end, 'DD MMM YYYY')}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `FLAT ${rng.int(1, 40)}${rng.pick('ABCDEFGH'.split(''))}, ${rng.int(2, 48)}/F, ${word(rng).toUpperCase()} COURT`,
            x: g.left,
          },
          { text: `Branch Number  ${digits(rng, 3)}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `${rng.int(1, 300)} ${word(rng).toUpperCase()} ROAD, ${rng.pick(PLACES)}`,
            x: g.left,
          },
          { text: `Integrated Account Number  ${subs[0]!.acct}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [{ text: rng.pick(['KOWLOON', 'HONG KONG', 'NEW TERRITORIES']), x: g.left }],
        gapAfter: g.lineHeight,
      },
      { cells: [{ text: 'Portfolio Summary', x: g.left, bold: true, size: g.size + 1.5 }] },
      { cells: sumCells(['Deposits', 'Account Number', 'CCY', 'Balance', 'HKD Equivalent'], true) },
      ...summary.map((r) => ({ cells: sumCells(r) })),
      { cells: sumCells(['Total Relationship Balance', '', 'HKD', '', m(relationship)], true) },
      {
        cells: [
          {
            text: `Exchange rate used: 1 USD = ${rate.toFixed(4)} HKD as at ${formatDate(end, 'DD MMM YYYY')}`,
            x: g.left,
            size: g.size - 1,
          },
        ],
      },
    ],
  };
  const spec = docSpec(g, [header, ...sections], {
    pageHeader: (p) => [
      [
        { text: `${holder.toUpperCase()}   ${subs[0]!.acct}`, x: g.left },
        { text: `${formatDate(end, 'DD MMM YYYY')}   Page ${p}`, x: g.right, align: 'right' },
      ],
    ],
    footer: legalFooter(
      g,
      'Please check this statement and report any discrepancy to us within 90 days, otherwise it will be considered correct.',
      (p, n) => `Page ${p} of ${n}`,
    ),
  });
  return { family: 'hk-integrated-account', spec, statements };
};
