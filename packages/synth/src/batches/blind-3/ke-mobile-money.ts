/**
 * Kenyan mobile-money full statement (M-PESA-like, under an invented brand): customer block with mobile number,
 * "Statement Period: 01 Jan 2023 - 31 Mar 2023", a SUMMARY table of paid in / paid out per
 * transaction type with a TOTAL row, then the DETAILED STATEMENT newest first: Receipt No. |
 * Completion Time ("2023-03-31 18:22:05") | Details | Transaction Status | Paid In | Withdrawn
 * (printed negative) | Balance, with transfer and withdrawal charges on their own rows.
 */
import { docSpec, type FamilyFn, geometry, rowsFor } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor, isoToDay } from '../../format.ts';
import type { Block, Column, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { digits, legalFooter, monthEnd, statementOf, tx, txRow, word } from './common.ts';

type Kind = 'send' | 'receive' | 'paybill' | 'buygoods' | 'withdraw' | 'deposit' | 'airtime';
const SUMMARY: [string, Kind[]][] = [
  ['SEND MONEY', ['send']],
  ['RECEIVED MONEY', ['receive']],
  ['AGENT DEPOSIT', ['deposit']],
  ['AGENT WITHDRAWAL', ['withdraw']],
  ['LIPA NA M-PESA (PAYBILL)', ['paybill']],
  ['LIPA NA M-PESA (BUY GOODS)', ['buygoods']],
  ['OTHERS', ['airtime']],
];
const PAYBILLS = [
  ['888880', 'KPLC PREPAID'],
  ['200222', 'ZUKU'],
  ['247247', 'EQUITY PAYBILL ACCOUNT'],
  ['522522', 'KCB PAYBILL'],
  ['444900', 'NAIROBI WATER'],
  ['320320', 'NHIF'],
] as const;
const TILLS = [
  'NAIVAS SUPERMARKET',
  'QUICKMART',
  'CARREFOUR TRM',
  'JAVA HOUSE',
  'TOTAL ENERGIES',
  'CHANDARANA',
];

/** Transfer charge by amount band (shillings), roughly the published tariff. */
function charge(kind: Kind, shillings: number): number {
  const bands =
    kind === 'withdraw'
      ? [
          [100, 0],
          [2_500, 29],
          [5_000, 67],
          [10_000, 112],
          [20_000, 197],
          [70_000, 309],
        ]
      : [
          [100, 0],
          [500, 7],
          [1_000, 13],
          [2_500, 33],
          [5_000, 57],
          [10_000, 90],
          [20_000, 105],
          [150_000, 108],
        ];
  for (const [limit, fee] of bands) if (shillings <= limit!) return fee! * 100;
  return 108_00;
}

const phone = (rng: Rng) => `2547******${digits(rng, 3)}`;

export const keMobileMoney: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  g.size = Math.min(g.size, 8);
  const count = rowsFor(rng, g, o.pages, 2.6);
  const y = rng.int(2020, 2025);
  const m0 = rng.int(1, 10);
  const start = `${y}-${String(m0).padStart(2, '0')}-01`;
  const months = count > 70 ? 3 : count > 35 ? 2 : 1;
  const end = monthEnd(addDays(start, 31 * (months - 1)));
  const span = isoToDay(end) - isoToDay(start);
  const opening = rng.int(0, 2_000_000);
  const times = Array.from({ length: count }, () => rng.int(0, span * 86_400 + 86_399)).sort(
    (a, b) => a - b,
  );
  const txs: SynthTx[] = [];
  const stamps: string[] = [];
  const kinds: Kind[] = [];
  let bal = opening;
  const push = (t: SynthTx, stamp: string, kind: Kind) => {
    bal += t.amount;
    t.balance = bal;
    txs.push(t);
    stamps.push(stamp);
    kinds.push(kind);
  };
  for (const sec of times) {
    const date = addDays(start, Math.floor(sec / 86_400));
    const s = sec % 86_400;
    const stamp = `${date} ${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
    let kind: Kind = rng.pick([
      'send',
      'send',
      'receive',
      'receive',
      'paybill',
      'buygoods',
      'buygoods',
      'withdraw',
      'deposit',
      'airtime',
    ]);
    let shillings =
      kind === 'airtime'
        ? rng.pick([20, 50, 100, 250, 500])
        : Math.round(
            Math.exp(
              rng.float(
                Math.log(50),
                Math.log(kind === 'receive' || kind === 'deposit' ? 60_000 : 15_000),
              ),
            ),
          );
    const cost = kind === 'send' || kind === 'withdraw' ? charge(kind, shillings) : 0;
    const credit = kind === 'receive' || kind === 'deposit';
    if (!credit && bal - shillings * 100 - cost < 0) {
      kind = rng.pick(['receive', 'deposit']);
      shillings = Math.max(shillings, rng.int(500, 20_000));
    }
    const paybill = rng.pick(PAYBILLS);
    const details: Record<Kind, () => string> = {
      send: () =>
        `Customer Transfer to ${phone(rng)} ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`,
      receive: () =>
        rng.chance(0.8)
          ? `Funds received from ${phone(rng)} ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`
          : `Business Payment from ${digits(rng, 6)} - ${word(rng).toUpperCase()} SACCO via API`,
      paybill: () =>
        `Pay Bill Online to ${paybill[0]} - ${paybill[1]} Acc. ${digits(rng, rng.pick([8, 11]))}`,
      buygoods: () =>
        `Merchant Payment Online to ${digits(rng, 6)} - ${rng.pick(TILLS)} ${rng.pick(['WESTLANDS', 'THIKA ROAD', 'KILIMANI', 'MOMBASA RD'])}`,
      withdraw: () =>
        `Customer Withdrawal At Agent Till ${digits(rng, 6)} - ${word(rng).toUpperCase()} ${rng.pick(['ENTERPRISES', 'AGENCIES', 'SHOP'])}`,
      deposit: () =>
        `Deposit of Funds at Agent Till ${digits(rng, 6)} - ${word(rng).toUpperCase()} ${rng.pick(['ENTERPRISES', 'AGENCIES', 'SHOP'])}`,
      airtime: () => 'Airtime Purchase',
    };
    const isIn = kind === 'receive' || kind === 'deposit';
    push(tx(date, details[kind](), (isIn ? 1 : -1) * shillings * 100), stamp, kind);
    const fee = kind === 'send' || kind === 'withdraw' ? charge(kind, shillings) : 0;
    if (fee)
      push(
        tx(date, kind === 'send' ? 'Customer Transfer of Funds Charge' : 'Withdrawal Charge', -fee),
        stamp,
        kind,
      );
  }
  const bank = `${word(rng).toUpperCase()}-PESA`;
  const holder = `${word(rng).toUpperCase()} ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  const mobile = `07${digits(rng, 2)}${digits(rng, 6)}`;
  const st = statementOf({
    bank,
    holder,
    account: mobile,
    type: 'mobile money',
    currency: 'KES',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, EN);
  const x = (f: number) => g.left + (g.right - g.left) * f;
  const cols: Column[] = [
    { key: 'receipt', header: ['Receipt No.'], x: g.left, align: 'left' },
    { key: 'time', header: ['Completion Time'], x: x(0.12), align: 'left' },
    { key: 'desc', header: ['Details'], x: x(0.3), align: 'left', width: x(0.58) - x(0.3) - 6 },
    { key: 'status', header: ['Transaction', 'Status'], x: x(0.58), align: 'left' },
    { key: 'in', header: ['Paid In'], x: x(0.78), align: 'right' },
    { key: 'out', header: ['Withdrawn'], x: x(0.9), align: 'right' },
    { key: 'balance', header: ['Balance'], x: g.right, align: 'right' },
  ];
  const L = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const receipt = (i: number) => {
    const base = `${String.fromCharCode(65 + ((y - 2020 + 17) % 26))}${L[rng.int(0, 25)]}${rng.int(1, 9)}${L[(i * 7) % 26]}${digits(rng, 2)}${L[rng.int(0, 25)]}${L[rng.int(0, 25)]}${rng.int(1, 9)}${L[rng.int(0, 25)]}`;
    return base.slice(0, 10);
  };
  // printed newest first; the truth stays chronological
  const rows: Row[] = [];
  let rec = '';
  txs.forEach((t, i) => {
    if (!/Charge$/.test(t.description)) rec = receipt(i);
    rows.push(
      txRow(
        st,
        t,
        {
          receipt: rec,
          time: stamps[i]!,
          status: 'Completed',
          [t.amount > 0 ? 'in' : 'out']: t.amount > 0 ? m(t.amount) : `-${m(-t.amount)}`,
          balance: m(t.balance),
        },
        t.balance,
      ),
    );
  });
  rows.reverse();
  const sumOf = (ks: Kind[], sign: number) =>
    txs
      .filter((t, i) => ks.includes(kinds[i]!) && Math.sign(t.amount) === sign)
      .reduce((s, t) => s + Math.abs(t.amount), 0);
  const sx = [g.left, x(0.55), x(0.8)];
  const summaryRows = SUMMARY.map(([label, ks]) => ({
    cells: [
      { text: label.replace('M-PESA', bank), x: sx[0]! },
      { text: m(sumOf(ks, 1)), x: sx[1]!, align: 'right' as const },
      { text: m(sumOf(ks, -1)), x: sx[2]!, align: 'right' as const },
    ],
  }));
  const tIn = txs.filter((t) => t.amount > 0).reduce((s, t) => s + t.amount, 0);
  const tOut = txs.filter((t) => t.amount < 0).reduce((s, t) => s - t.amount, 0);
  const period = `${formatDate(start, 'DD MMM YYYY')} - ${formatDate(end, 'DD MMM YYYY')}`;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 8 },
          { text: `${bank} STATEMENT`, x: g.right, align: 'right', bold: true, size: g.size + 2 },
        ],
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          { text: 'Customer Name:', x: g.left },
          { text: holder, x: x(0.2) },
        ],
      },
      {
        cells: [
          { text: 'Mobile Number:', x: g.left },
          { text: mobile, x: x(0.2) },
        ],
      },
      {
        cells: [
          { text: 'Email Address:', x: g.left },
          { text: `${word(rng).toLowerCase()}${digits(rng, 2)}@gmail.com`, x: x(0.2) },
        ],
      },
      {
        cells: [
          { text: 'Statement Period:', x: g.left },
          { text: period, x: x(0.2) },
        ],
      },
      {
        cells: [
          { text: 'Request Date:', x: g.left },
          { text: formatDate(addDays(end, rng.int(1, 20)), 'DD MMM YYYY'), x: x(0.2) },
        ],
        gapAfter: g.lineHeight,
      },
      { cells: [{ text: 'SUMMARY', x: g.left, bold: true }] },
      {
        cells: [
          { text: 'TRANSACTION TYPE', x: sx[0]!, bold: true },
          { text: 'PAID IN', x: sx[1]!, align: 'right', bold: true },
          { text: 'PAID OUT', x: sx[2]!, align: 'right', bold: true },
        ],
      },
      ...summaryRows,
      {
        cells: [
          { text: 'TOTAL:', x: sx[0]!, bold: true },
          { text: m(tIn), x: sx[1]!, align: 'right', bold: true },
          { text: m(tOut), x: sx[2]!, align: 'right', bold: true },
        ],
      },
    ],
  };
  const body: Block[] = [
    header,
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'table',
      title: 'DETAILED STATEMENT',
      columns: cols,
      rows,
      wrapKey: 'desc',
      headerRule: true,
    },
  ];
  const spec = docSpec(g, body, {
    footer: legalFooter(
      g,
      'Disclaimer: This record is produced for your information only. For any queries call 100 or 200.',
      (p, n) => `Page ${p} of ${n}`,
      'center',
    ),
  });
  return { family: 'ke-mobile-money', spec, statements: [st] };
};
