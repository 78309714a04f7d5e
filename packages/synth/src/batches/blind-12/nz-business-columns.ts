/**
 * A New Zealand business account statement (Westpac NZ / ANZ NZ business-like) on a landscape A4
 * page: a limited company with its GST number "123-456-789" in the header (not money), account
 * "03-0123-0456789-00", "Statement period: 1 March 2024 to 31 March 2024", then Date | Type |
 * Other Party | Particulars | Code | Reference | Withdrawals | Deposits | Balance: the NZ payment
 * fields in three narrow columns of their own (not lines under the description, as the
 * everyday-account families print them), "05/03/24" dates, a balance on every row, Opening and
 * Closing Balance rows. Types AP (automatic payment), BP (bill payment), DC (direct credit), DD,
 * POS, EFTPOS settlements (card-terminal takings), FEE and INT; GST and PAYE paid to Inland
 * Revenue with the GST number and period in Particulars/Code/Reference; half the statements are
 * printed newest first (the Closing Balance row on top). The truth description is the type,
 * other party, particulars, code and reference joined.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { digits, statementOf, tx, word } from '../blind-3/common.ts';
import { calendarPeriod } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { flexColumns, slot } from '../blind-10/kit.ts';
import { byDate } from '../blind-11/kit.ts';
import { columnsRow } from './kit.ts';

interface Fields {
  type: string;
  party: string;
  part: string;
  code: string;
  ref: string;
}

const SUPPLIERS = [
  'BIDFOOD LTD',
  'GILMOURS',
  'PLACEMAKERS',
  'SPARK NZ',
  'MERIDIAN ENERGY',
  'XERO NZ',
  'FONTERRA',
  'MAINFREIGHT',
  'TOWER INSURANCE',
  'NZ POST',
];

export const nzBusinessColumns: FamilyFn = (rng, o) => {
  // printed on landscape A4: nine columns do not fit a portrait page
  const p = geometry(rng, 'a4');
  const g = { ...p, width: p.height, height: p.width, right: p.height - (p.width - p.right) };
  const count = rowCount(rng, g, o.pages, 1.05, 110);
  const { start, end } = calendarPeriod(rng, 1);
  const company = `${word(rng)} ${rng.pick(['Holdings', 'Trading', 'Construction', 'Cafe', 'Logistics'])} Limited`;
  const gst = `${digits(rng, 3)}-${digits(rng, 3)}-${digits(rng, 3)}`;
  const fields = new Map<SynthTx, Fields>();
  const mk = (d: string, f: Fields, amount: number) => {
    const t = tx(d, [f.type, f.party, f.part, f.code, f.ref].filter(Boolean).join(' '), amount);
    fields.set(t, f);
    return t;
  };
  const mon = formatDate(start, 'MMMYY').toUpperCase();
  const txs = scatter(rng, start, end, count, (d) => {
    const r = rng.next();
    if (r < 0.3)
      return mk(
        d,
        {
          type: 'EFTPOS',
          party: `${rng.pick(['WINDCAVE', 'WORLDLINE', 'VERIFONE'])} SETTLEMENT`,
          part: `MID${digits(rng, 5)}`,
          code: '',
          ref: formatDate(d, 'DDMMYY'),
        },
        logAmount(rng, 20_000, 900_000),
      );
    if (r < 0.5)
      return mk(
        d,
        {
          type: rng.pick(['AP', 'BP']),
          party: rng.pick(SUPPLIERS),
          part: `INV${digits(rng, 5)}`,
          code: company.split(' ')[0]!.toUpperCase().slice(0, 12),
          ref: `ACC${digits(rng, 6)}`,
        },
        -logAmount(rng, 5_000, 600_000),
      );
    if (r < 0.65)
      return mk(
        d,
        {
          type: 'DC',
          party: `${word(rng).toUpperCase()} ${rng.pick(['LTD', 'TRUST', 'PARTNERS'])}`,
          part: `INV ${digits(rng, 4)}`,
          code: 'PAYMENT',
          ref: word(rng).toUpperCase().slice(0, 12),
        },
        logAmount(rng, 10_000, 800_000),
      );
    if (r < 0.8)
      return mk(
        d,
        {
          type: 'POS',
          party: `${rng.pick(['Z ENERGY', 'BUNNINGS', 'COUNTDOWN', 'MITRE 10', 'WAREHOUSE STATIONERY'])} ${rng.pick(['AUCKLAND', 'HAMILTON', 'TAURANGA', 'NAPIER', 'NELSON'])}`,
          part: '',
          code: '',
          ref: `${formatDate(d, 'DDMMM').toUpperCase()} ${digits(rng, 4)}`,
        },
        -logAmount(rng, 500, 40_000),
      );
    if (r < 0.9)
      return mk(
        d,
        {
          type: 'DD',
          party: rng.pick(['ASB FINANCE', 'UDC FINANCE', 'ACC LEVY', 'ORIGIN ENERGY']),
          part: digits(rng, 8),
          code: 'DIRECT DEBIT',
          ref: '',
        },
        -logAmount(rng, 5_000, 200_000),
      );
    return mk(
      d,
      {
        type: 'AP',
        party: `${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`,
        part: 'WAGES',
        code: company.split(' ')[0]!.toUpperCase().slice(0, 12),
        ref: `WE${formatDate(d, 'DDMM')}`,
      },
      -logAmount(rng, 60_000, 250_000, 100),
    );
  });
  if (rng.chance(0.7))
    txs.push(
      mk(
        `${start.slice(0, 8)}28`,
        { type: 'BP', party: 'INLAND REVENUE', part: gst.replace(/-/g, ''), code: 'GST', ref: mon },
        -logAmount(rng, 100_000, 1_500_000),
      ),
    );
  txs.push(
    mk(
      `${start.slice(0, 8)}20`,
      { type: 'BP', party: 'INLAND REVENUE', part: gst.replace(/-/g, ''), code: 'PAYE', ref: mon },
      -logAmount(rng, 50_000, 600_000),
    ),
  );
  txs.push(
    mk(
      end,
      { type: 'FEE', party: 'ACCOUNT MAINTENANCE FEE', part: '', code: '', ref: '' },
      -rng.pick([1_000, 1_500, 2_500]),
    ),
  );
  if (rng.chance(0.5))
    txs.push(
      mk(
        end,
        { type: 'INT', party: 'CREDIT INTEREST', part: '', code: '', ref: '' },
        rng.int(5, 4_000),
      ),
    );
  byDate(txs);
  const opening = liftOpening(
    txs,
    logAmount(rng, 100_000, 5_000_000),
    rng.chance(0.3) ? -500_000 : 0,
  );
  const closing = txs.at(-1)!.balance;
  const newest = rng.chance(0.5);
  const bank = rng.pick([
    `${word(rng)}pac New Zealand Limited`,
    `${word(rng)} Bank New Zealand Limited`,
  ]);
  const acct = `0${rng.int(1, 3)}-${digits(rng, 4)}-0${digits(rng, 6)}-${digits(rng, 2)}`;
  const st = statementOf({
    bank,
    holder: company,
    account: acct,
    type: 'Business account',
    currency: 'NZD',
    start,
    end,
    opening,
    txs: txs,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, EN);
  const bal = (v: number) => `${v < 0 ? '-' : ''}${m(v)}`;
  const w = (s: string[], h: string, pad = 6) => slot(g, s, [h], pad);
  const cols = flexColumns(g, [
    { key: 'date', header: ['Date'], align: 'left', width: w(['00/00/00'], 'Date', 8) },
    { key: 'type', header: ['Type'], align: 'left', width: w(['EFTPOS'], 'Type') },
    { key: 'party', header: ['Other Party'], align: 'left' },
    {
      key: 'part',
      header: ['Particulars'],
      align: 'left',
      width: w(['WWWWWWWWWW'], 'Particulars', 2),
    },
    { key: 'code', header: ['Code'], align: 'left', width: w(['DIRECT DEBIT'], 'Code', 2) },
    { key: 'ref', header: ['Reference'], align: 'left', width: w(['WWWWWWWWW'], 'Reference', 2) },
    {
      key: 'out',
      header: ['Withdrawals'],
      align: 'right',
      width: w(['1,234,567.89'], 'Withdrawals', 8),
    },
    { key: 'in', header: ['Deposits'], align: 'right', width: w(['1,234,567.89'], 'Deposits', 8) },
    {
      key: 'balance',
      header: ['Balance'],
      align: 'right',
      width: w(['-1,234,567.89'], 'Balance', 8),
    },
  ]);
  const D = (iso: string) => formatDate(iso, 'DD/MM/YY');
  const order = newest ? [...txs].reverse() : txs;
  const body: Row[] = order.map((t) => {
    const f = fields.get(t)!;
    return columnsRow(
      st,
      t,
      { type: f.type, party: f.party, part: f.part, code: f.code, ref: f.ref },
      ['type', 'party', 'part', 'code', 'ref'],
      { date: D(t.date), [t.amount < 0 ? 'out' : 'in']: m(t.amount), balance: bal(t.balance) },
      t.balance,
    );
  });
  const open: Row = {
    cells: { date: D(start), party: 'Opening Balance', balance: bal(opening) },
    bold: true,
  };
  const close: Row = {
    cells: { date: D(end), party: 'Closing Balance', balance: bal(closing) },
    bold: true,
  };
  const rows = newest ? [close, ...body, open] : [open, ...body, close];
  const lx = g.left + (g.right - g.left) * 0.55;
  const kv = (l: string, v: string) => [
    { text: l, x: lx },
    { text: v, x: g.right, align: 'right' as const },
  ];
  const words = (iso: string) => formatDate(iso, 'D MMMM YYYY');
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [{ text: bank, x: g.left, bold: true, size: g.size + 6 }],
        gapAfter: g.lineHeight * 0.5,
      },
      { cells: [{ text: company.toUpperCase(), x: g.left, bold: true }, ...kv('Account', acct)] },
      {
        cells: [
          { text: `PO BOX ${rng.int(100, 99999)}`, x: g.left },
          ...kv('Account name', company),
        ],
      },
      {
        cells: [
          {
            text: `${rng.pick(['AUCKLAND', 'WELLINGTON', 'CHRISTCHURCH', 'DUNEDIN'])} ${rng.int(1010, 9999)}`,
            x: g.left,
          },
          ...kv(
            'Product',
            rng.pick(['Business One', 'Business Current Account', 'Business Online Plus']),
          ),
        ],
      },
      {
        cells: [
          { text: `GST No. ${gst}`, x: g.left },
          ...kv('Statement period:', `${words(start)} to ${words(end)}`),
        ],
      },
      { cells: [...kv('Total withdrawals', m(-sumOf(txs, (t) => t.amount < 0)))] },
      {
        cells: [...kv('Total deposits', m(sumOf(txs, (t) => t.amount > 0)))],
        gapAfter: g.lineHeight * 0.5,
      },
    ],
  };
  const spec = docSpec(
    g,
    [header, { kind: 'table', columns: cols, rows, headerRule: true, wrapKey: 'party' }],
    {
      pageHeader: () => [
        [
          { text: company.toUpperCase(), x: g.left, bold: true },
          { text: `${acct}  ${words(start)} to ${words(end)}`, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [{ text: `${bank}. Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'nz-business-columns', spec, statements: [st] };
};
