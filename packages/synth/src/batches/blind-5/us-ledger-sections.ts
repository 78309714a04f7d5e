/**
 * A big US bank's consumer checking statement (Bank of America-style): "for February 14, 2024 to
 * March 13, 2024" under the product name, an Account summary (Beginning balance on…, Deposits
 * and other additions, Withdrawals and other subtractions, Checks, Service fees, Ending balance
 * on…), then one section per kind: Deposits and other additions, Withdrawals and other
 * subtractions (printed negative), Checks (Date | Check # | Amount, a "*" after a number that
 * skips the sequence) and Service fees, each with its "Total …" line and "- continued" after a
 * page break; MM/DD/YY dates, "DES: ID: INDN: CO ID:" ACH descriptors and CHECKCARD lines that
 * wrap, a "Daily ledger balances" table in three date/balance pairs, "continued on the next
 * page" and "Page 2 of 4" at the foot.
 */
import { docSpec, type FamilyFn, geometry, periodFor, rowsFor } from '../../families.ts';
import { formatDate, formatMinor } from '../../format.ts';
import type { Block, Column, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { activity, person } from '../blind-1/kit.ts';
import { company, US_CITIES, usMerchant } from '../blind-1/words.ts';
import { digits, statementOf, txRow, word } from '../blind-3/common.ts';

type Kind = 'dep' | 'wd' | 'check' | 'fee';

function deposit(rng: Rng, t: SynthTx, holder: string): string {
  return rng.pick([
    () =>
      `${company(rng, ['INC', 'LLC', 'CORP'])} DES:PAYROLL ID:${digits(rng, 9)} INDN:${holder} CO ID:${digits(rng, 10)} PPD`,
    () => `BKOFAMERICA MOBILE ${formatDate(t.date, 'MM/DD')} ${digits(rng, 10)} DEPOSIT *MOBILE`,
    () => `Zelle payment from ${person(rng)} Conf# ${word(rng).toLowerCase()}${digits(rng, 4)}`,
    () => `Online Banking transfer from SAV ${digits(rng, 4)} Confirmation# ${digits(rng, 10)}`,
    () => `IRS DES:TREAS 310 ID:XXXXX${digits(rng, 4)} INDN:${holder} CO ID:${digits(rng, 10)} PPD`,
  ])();
}

function withdrawal(rng: Rng, t: SynthTx, holder: string): string {
  const mmdd = formatDate(t.date, 'MM/DD');
  return rng.pick([
    () =>
      `CHECKCARD ${mmdd.replace('/', '')} ${usMerchant(rng)} ${digits(rng, 23)}${rng.pick(['', ' RECURRING CKCD'])}`,
    () => `CHECKCARD ${mmdd.replace('/', '')} ${usMerchant(rng)} ${digits(rng, 23)}`,
    () => `PURCHASE ${mmdd.replace('/', '')} ${usMerchant(rng)}`,
    () => `BKOFAMERICA ATM ${mmdd} #${digits(rng, 9)} WITHDRWL ${rng.pick(US_CITIES)}`,
    () => `Zelle payment to ${person(rng)} Conf# ${word(rng).toLowerCase()}${digits(rng, 4)}`,
    () =>
      `${rng.pick(['COMCAST', 'VERIZON WIRELESS', 'GEICO', 'CITI CARD ONLINE', 'DUKE ENERGY', 'SPECTRUM'])} DES:${rng.pick(['PAYMENT', 'BILL PAY', 'WEB PMTS'])} ID:${digits(rng, 12)} INDN:${holder} CO ID:${digits(rng, 10)} ${rng.pick(['WEB', 'PPD', 'TEL'])}`,
  ])();
}

export const usLedgerSections: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowsFor(rng, g, o.pages, 1.9);
  const { start, end } = periodFor(rng, count);
  const opening = rng.int(30_000, 1_200_000);
  const holder = person(rng);
  const kinds = new Map<SynthTx, Kind>();
  const txs = activity(rng, {
    start,
    end,
    count,
    opening,
    floor: 0,
    creditShare: 0.22,
    maxDebit: 180_000,
    describe: () => '',
  });
  let checkNo = rng.int(1000, 3000);
  const gaps = new Set<SynthTx>();
  for (const t of txs) {
    const k: Kind =
      t.amount > 0 ? 'dep' : rng.chance(0.03) ? 'fee' : rng.chance(0.12) ? 'check' : 'wd';
    kinds.set(t, k);
    if (k === 'check') {
      const step = rng.pick([1, 1, 1, 2, 3]);
      checkNo += step;
      if (step > 1) gaps.add(t);
      t.description = String(checkNo);
    } else if (k === 'fee')
      t.description = rng.pick([
        'Monthly Maintenance Fee',
        'Overdraft Item Fee',
        'Wire Transfer Fee',
      ]);
    else t.description = (k === 'dep' ? deposit : withdrawal)(rng, t, holder);
  }
  const bank = `${rng.pick(['Bank of', 'First', 'Bank of'])} ${word(rng)}${rng.pick(['', ', N.A.'])}`;
  const acct = `${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)}`;
  const sum = (k: Kind) => txs.filter((t) => kinds.get(t) === k).reduce((s, t) => s + t.amount, 0);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'checking',
    currency: 'USD',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  st.totals.moneyOut = null; // printed only split into withdrawals, checks and fees
  const closing = txs.length ? txs[txs.length - 1]!.balance : opening;
  const m = (v: number) => `${v < 0 ? '-' : ''}${formatMinor(v)}`;
  const dm = (v: number) => `${v < 0 ? '-' : ''}$${formatMinor(v)}`;
  const fd = (iso: string) => formatDate(iso, 'MM/DD/YY');
  const long = (iso: string) => formatDate(iso, 'MMMM D, YYYY');
  const product = rng.pick([
    'Adv Plus Banking',
    'Adv SafeBalance Banking',
    'Advantage Relationship Banking',
  ]);
  const amountX = g.right;
  const sections: Block[] = [];
  const section = (k: Kind, title: string, total: string) => {
    const list = txs.filter((t) => kinds.get(t) === k);
    if (!list.length) return;
    const check = k === 'check';
    const cols: Column[] = check
      ? [
          { key: 'date', header: ['Date'], x: g.left, align: 'left' },
          { key: 'no', header: ['Check #'], x: g.left + 70, align: 'left' },
          { key: 'amount', header: ['Amount'], x: g.left + 230, align: 'right' },
        ]
      : [
          { key: 'date', header: ['Date'], x: g.left, align: 'left' },
          {
            key: 'desc',
            header: ['Description'],
            x: g.left + 58,
            align: 'left',
            width: amountX - 90 - (g.left + 58),
          },
          { key: 'amount', header: ['Amount'], x: amountX, align: 'right' },
        ];
    const rows: Row[] = list.map((t) =>
      check
        ? {
            ...txRow(st, t, { date: fd(t.date), amount: m(t.amount) }, null),
            cells: {
              date: fd(t.date),
              no: `${t.description}${gaps.has(t) ? '*' : ''}`,
              amount: m(t.amount),
            },
          }
        : txRow(st, t, { date: fd(t.date), amount: m(t.amount) }, null),
    );
    rows.push({ cells: { desc: total, no: total, amount: dm(sum(k)) }, bold: true, gapBefore: 2 });
    sections.push(
      {
        kind: 'table',
        title,
        continuedSuffix: ' - continued',
        columns: cols,
        rows,
        wrapKey: check ? undefined : 'desc',
        headerRule: true,
      },
      ...(check && gaps.size
        ? [
            {
              kind: 'lines' as const,
              lines: [
                {
                  cells: [
                    {
                      text: '* There is a gap in sequential check numbers',
                      x: g.left,
                      size: g.size - 1,
                    },
                  ],
                },
              ],
            },
          ]
        : []),
      { kind: 'space', height: g.lineHeight },
    );
  };
  section('dep', 'Deposits and other additions', 'Total deposits and other additions');
  section('wd', 'Withdrawals and other subtractions', 'Total withdrawals and other subtractions');
  section('check', 'Checks', 'Total checks');
  section('fee', 'Service fees', 'Total service fees');
  // daily ledger balances: the end-of-day balance of every day with activity, three pairs a line
  const daily = new Map<string, number>();
  for (const t of txs) daily.set(t.date, t.balance);
  const entries = [...daily.entries()];
  const w = (g.right - g.left) / 3;
  const dailyCols: Column[] = [0, 1, 2].flatMap((k): Column[] => [
    { key: `d${k}`, header: ['Date'], x: g.left + k * w, align: 'left' },
    { key: `b${k}`, header: ['Balance ($)'], x: g.left + k * w + w * 0.72, align: 'right' },
  ]);
  const per = Math.ceil(entries.length / 3);
  const dailyRows: Row[] = [];
  for (let i = 0; i < per; i++) {
    const cells: Record<string, string> = {};
    for (let k = 0; k < 3; k++) {
      const e = entries[k * per + i];
      if (!e) continue;
      cells[`d${k}`] = formatDate(e[0], 'MM/DD');
      cells[`b${k}`] = m(e[1]);
    }
    dailyRows.push({ cells });
  }
  const lx = g.left + (g.right - g.left) * 0.5;
  const summary: [string, string][] = [
    [`Beginning balance on ${formatDate(start, 'MMMM D, YYYY')}`, dm(opening)],
    ['Deposits and other additions', m(sum('dep'))],
    ['Withdrawals and other subtractions', m(sum('wd'))],
    ['Checks', m(sum('check'))],
    ['Service fees', m(sum('fee'))],
    [`Ending balance on ${formatDate(end, 'MMMM D, YYYY')}`, dm(closing)],
  ];
  const street = `${rng.int(10, 9999)} ${word(rng).toUpperCase()} ${rng.pick(['AVE', 'ST', 'DR', 'LN'])}`;
  const town = `${rng.pick(US_CITIES)} ${digits(rng, 5)}-${digits(rng, 4)}`;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank.toUpperCase(), x: g.left, bold: true, size: g.size + 6 },
          {
            text: `Customer service: 1.800.${digits(rng, 3)}.${digits(rng, 4)}`,
            x: g.right,
            align: 'right',
          },
        ],
        gapAfter: g.lineHeight,
      },
      { cells: [{ text: `Your ${product}`, x: g.left, bold: true, size: g.size + 2 }] },
      {
        cells: [{ text: `for ${long(start)} to ${long(end)}`, x: g.left }],
        gapAfter: g.lineHeight * 0.5,
      },
      {
        cells: [
          { text: holder, x: g.left },
          { text: `Account number: ${acct}`, x: lx },
        ],
      },
      { cells: [{ text: street, x: g.left }] },
      { cells: [{ text: town, x: g.left }], gapAfter: g.lineHeight },
      { cells: [{ text: 'Account summary', x: lx, bold: true }] },
      ...summary.map(([l, v], i) => ({
        cells: [
          { text: l, x: lx, bold: i === summary.length - 1 },
          { text: v, x: g.right, align: 'right' as const, bold: i === summary.length - 1 },
        ],
      })),
      {
        cells: [
          {
            text: `# of deposits/credits: ${txs.filter((t) => t.amount > 0).length}`,
            x: lx,
            size: g.size - 1,
          },
          {
            text: `# of withdrawals/debits: ${txs.filter((t) => t.amount < 0).length}`,
            x: g.right,
            align: 'right',
            size: g.size - 1,
          },
        ],
        gapAfter: g.lineHeight,
      },
    ],
  };
  const body: Block[] = [
    header,
    ...sections,
    {
      kind: 'table',
      title: 'Daily ledger balances',
      columns: dailyCols,
      rows: dailyRows,
      continuedSuffix: ' - continued',
    },
  ];
  const spec = docSpec(g, body, {
    pageHeader: () => [
      [
        { text: holder, x: g.left, bold: true },
        { text: `Account # ${acct} | ${long(start)} to ${long(end)}`, x: g.right, align: 'right' },
      ],
    ],
    footer: (p, n) => [
      [
        {
          text: p < n ? 'continued on the next page' : '',
          x: g.right,
          align: 'right',
          size: g.size - 1,
        },
      ],
      [{ text: `${bank}. Member FDIC. Equal Housing Lender`, x: g.left, size: g.size - 2 }],
      [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 0.5 }],
    ],
  });
  return { family: 'us-ledger-sections', spec, statements: [st] };
};
