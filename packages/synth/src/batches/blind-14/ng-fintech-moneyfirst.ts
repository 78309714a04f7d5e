/**
 * A Nigerian digital bank's account statement (Kuda / OPay / Moniepoint-like, under an invented
 * microfinance bank): account name and 10-digit NUBAN, "Period: 01/03/2024 - 31/03/2024", a
 * summary (Opening Balance, Money In, Money Out, Closing Balance in NGN: not rows), then Date/Time
 * | Money In | Money Out | Category | To / From | Description | Balance with THE MONEY COLUMNS
 * BEFORE THE TEXT and the balance last, "05/03/24" over "14:22:09" in the date cell, two text
 * columns that wrap side by side (counterparty name with bank and account over two lines; a
 * narration), transfers in and out, airtime and data, bills (DSTV, electricity tokens), POS card
 * payments, "spend + save" sweeps, the N50 Electronic Money Transfer Levy after inflows of
 * N10,000 or more, and rare transfer fees. Truth description = Category, To / From and
 * Description joined.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import { type Block, type Row, wrap } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { digits, statementOf, tx, word } from '../blind-3/common.ts';
import { calendarPeriod } from '../blind-4/kit.ts';
import { dayTimes, rowCount, sumOf } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { flexColumns } from '../blind-10/kit.ts';
import { byDate } from '../blind-11/kit.ts';
import { printedRow } from './kit.ts';

const BANKS = [
  'GTBank',
  'Access Bank',
  'Zenith Bank',
  'First Bank',
  'UBA',
  'OPay',
  'Moniepoint',
  'Palmpay',
  'Wema Bank',
];
const NAMES = [
  'ADEBAYO',
  'CHUKWU',
  'OKAFOR',
  'BELLO',
  'IBRAHIM',
  'OLUWASEUN',
  'NWOSU',
  'ADEYEMI',
  'MUSA',
  'EZE',
];

interface Parts {
  cat: string;
  party: string[];
  desc: string;
}

export const ngFintechMoneyfirst: FamilyFn = (rng, o) => {
  const g0 = geometry(rng, 'a4');
  const g = { ...g0, size: Math.min(g0.size, 8), lineHeight: Math.min(g0.lineHeight, 11) };
  const count = rowCount(rng, g, o.pages, 2.1, 100);
  const { start, end } = calendarPeriod(rng, 1);
  const parts = new Map<SynthTx, Parts>();
  const mk = (d: string, p: Parts, amount: number) => {
    const t = tx(d, [p.cat, ...p.party, p.desc].join(' '), amount);
    parts.set(t, p);
    return t;
  };
  const person = () => `${rng.pick(NAMES)} ${word(rng).toUpperCase()}`;
  const acctOf = () => `${rng.pick(BANKS)}/${digits(rng, 10)}`;
  const levy = (d: string, amt: number): SynthTx[] =>
    amt >= 1_000_000
      ? [mk(d, { cat: 'charges', party: [''], desc: 'Electronic Money Transfer Levy' }, -5_000)]
      : [];
  const txs = scatter(rng, start, end, count, (d): SynthTx | SynthTx[] => {
    const r = rng.next();
    if (r < 0.25) {
      const a = logAmount(rng, 100_000, 30_000_000, 100);
      return [
        mk(
          d,
          {
            cat: 'inward transfer',
            party: [person(), acctOf()],
            desc: `Transfer from ${person()}`,
          },
          a,
        ),
        ...levy(d, a),
      ];
    }
    if (r < 0.5) {
      const a = logAmount(rng, 50_000, 20_000_000, 100);
      const fee = rng.chance(0.15)
        ? [
            mk(
              d,
              { cat: 'charges', party: [''], desc: 'Transfer fee' },
              -rng.pick([1_000, 2_500, 5_000]),
            ),
          ]
        : [];
      return [
        mk(
          d,
          {
            cat: 'outward transfer',
            party: [person(), acctOf()],
            desc: rng.pick([
              'rent',
              'food',
              'thanks',
              'for the goods',
              'school fees',
              'contribution',
            ]),
          },
          -a,
        ),
        ...fee,
      ];
    }
    if (r < 0.62)
      return mk(
        d,
        {
          cat: rng.pick(['airtime', 'data']),
          party: [
            rng.pick(['MTN', 'Airtel', 'Glo', '9mobile']),
            `0${rng.pick(['803', '806', '813', '703', '905'])}${digits(rng, 7)}`,
          ],
          desc: `${rng.pick(['Airtime', 'Data bundle'])} purchase`,
        },
        -rng.pick([10_000, 20_000, 50_000, 100_000, 150_000, 300_000]),
      );
    if (r < 0.72)
      return mk(
        d,
        {
          cat: 'bills',
          party: [
            rng.pick([
              'DSTV',
              'GOTV',
              'IKEDC Prepaid',
              'EKEDC Prepaid',
              'AEDC Prepaid',
              'Spectranet',
            ]),
            digits(rng, 11),
          ],
          desc: rng.chance(0.5)
            ? `Token: ${digits(rng, 4)}-${digits(rng, 4)}-${digits(rng, 4)}-${digits(rng, 4)}-${digits(rng, 4)}`
            : 'Subscription renewal',
        },
        -logAmount(rng, 200_000, 3_000_000, 100),
      );
    if (r < 0.86)
      return mk(
        d,
        {
          cat: 'card payment',
          party: [
            rng.pick(['SHOPRITE', 'JUMIA', 'BOLT', 'CHICKEN REPUBLIC', 'FILLING STATION', 'SPAR']),
            rng.pick(['LAGOS NG', 'ABUJA NG', 'IBADAN NG']),
          ],
          desc: `POS purchase card ****${digits(rng, 4)}`,
        },
        -logAmount(rng, 50_000, 5_000_000, 100),
      );
    if (r < 0.93)
      return mk(
        d,
        { cat: 'spend + save', party: ['Savings pocket'], desc: 'Auto-save on spend' },
        -rng.pick([5_000, 10_000, 20_000, 50_000]),
      );
    return mk(
      d,
      {
        cat: 'reversal',
        party: [rng.pick(BANKS)],
        desc: `Reversal of failed transfer ${digits(rng, 12)}`,
      },
      logAmount(rng, 50_000, 2_000_000, 100),
    );
  });
  const employer = `${word(rng).toUpperCase()} ${rng.pick(['NIGERIA LIMITED', 'VENTURES', 'GLOBAL SERVICES LTD', 'ENTERPRISES'])}`;
  const sal = logAmount(rng, 15_000_000, 150_000_000, 100);
  const payday = addDays(start, rng.int(22, 27));
  txs.push(
    mk(
      payday,
      {
        cat: 'salary',
        party: [employer, acctOf()],
        desc: `SALARY ${formatDate(payday, 'MMMM YYYY').toUpperCase()}`,
      },
      sal,
    ),
    ...levy(payday, sal),
  );
  byDate(txs);
  const opening = liftOpening(txs, logAmount(rng, 100_000, 50_000_000), 0);
  const closing = txs.at(-1)!.balance;
  const bank = `${word(rng)} Microfinance Bank`;
  const holder = `${person()} ${rng.pick(NAMES)}`;
  const nuban = digits(rng, 10);
  const st = statementOf({
    bank,
    holder,
    account: nuban,
    type: 'Savings account',
    currency: 'NGN',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, EN);
  const cols = flexColumns(g, [
    { key: 'date', header: ['Date/Time'], align: 'left', width: 46 },
    { key: 'in', header: ['Money In'], align: 'right', width: 58 },
    { key: 'out', header: ['Money Out'], align: 'right', width: 58 },
    { key: 'cat', header: ['Category'], align: 'left', width: 72 },
    { key: 'party', header: ['To / From'], align: 'left', width: 96 },
    { key: 'desc', header: ['Description'], align: 'left' },
    { key: 'bal', header: ['Balance'], align: 'right', width: 66 },
  ]);
  const descWidth = cols.find((c) => c.key === 'desc')!.width!;
  const times = dayTimes(
    rng,
    txs.map((t) => t.date),
  );
  const rows: Row[] = txs.map((t, i) => {
    const p = parts.get(t)!;
    const party = p.party.filter(Boolean);
    const descLines = wrap(g.font, p.desc, g.size, descWidth);
    const n = Math.max(2, party.length, descLines.length);
    const extra: Record<string, string>[] = [];
    const secs = String(rng.int(0, 59)).padStart(2, '0');
    for (let k = 1; k < n; k++)
      extra.push({
        ...(k === 1 ? { date: `${times[i]}:${secs}` } : {}),
        party: party[k] ?? '',
        desc: descLines[k] ?? '',
      });
    return printedRow(
      st,
      t,
      [p.cat, ...party, ...descLines].join(' '),
      {
        date: formatDate(t.date, 'DD/MM/YY'),
        [t.amount < 0 ? 'out' : 'in']: m(t.amount),
        cat: p.cat,
        party: party[0] ?? '',
        desc: descLines[0]!,
        bal: m(t.balance),
      },
      t.balance,
      extra,
      g.lineHeight * 0.2,
    );
  });
  const lx = g.left + (g.right - g.left) * 0.55;
  const kv = (l: string, v: string, bold = false) => ({
    cells: [
      { text: l, x: lx, bold },
      { text: v, x: g.right, align: 'right' as const, bold },
    ],
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 7 },
          { text: 'Account Statement', x: g.right, align: 'right', bold: true, size: g.size + 2 },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: 'Account Name', x: g.left, size: g.size - 1 },
          { text: 'Summary', x: lx, bold: true },
        ],
      },
      {
        cells: [
          { text: holder, x: g.left, bold: true },
          ...kv('Opening Balance', `NGN ${m(opening)}`).cells,
        ],
      },
      {
        cells: [
          { text: 'Account Number', x: g.left, size: g.size - 1 },
          ...kv('Money In', `NGN ${m(sumOf(txs, (t) => t.amount > 0))}`).cells,
        ],
      },
      {
        cells: [
          { text: nuban, x: g.left, bold: true },
          ...kv('Money Out', `NGN ${m(-sumOf(txs, (t) => t.amount < 0))}`).cells,
        ],
      },
      {
        cells: [
          {
            text: `Period: ${formatDate(start, 'DD/MM/YYYY')} - ${formatDate(end, 'DD/MM/YYYY')}`,
            x: g.left,
          },
          ...kv('Closing Balance', `NGN ${m(closing)}`, true).cells,
        ],
      },
      {
        cells: [
          {
            text: `Address: ${rng.int(1, 99)} ${word(rng)} Street, ${rng.pick(['Lekki', 'Ikeja', 'Yaba', 'Wuse II', 'Surulere'])}`,
            x: g.left,
            size: g.size - 1,
          },
        ],
        gapAfter: g.lineHeight,
      },
    ],
  };
  const cbn = digits(rng, 6);
  const spec = docSpec(g, [header, { kind: 'table', columns: cols, rows, headerRule: true }], {
    pageHeader: () => [
      [
        { text: `${bank}  ${holder}  ${nuban}`, x: g.left, bold: true },
        {
          text: `${formatDate(start, 'DD/MM/YYYY')} - ${formatDate(end, 'DD/MM/YYYY')}`,
          x: g.right,
          align: 'right',
        },
      ],
    ],
    footer: (p, n) => [
      [
        {
          text: `${bank} is licensed by the Central Bank of Nigeria (RC ${cbn}). Deposits are insured by NDIC up to N5,000,000 per depositor.`,
          x: g.left,
          size: g.size - 2,
        },
      ],
      [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
    ],
  });
  return { family: 'ng-fintech-moneyfirst', spec, statements: [st] };
};
