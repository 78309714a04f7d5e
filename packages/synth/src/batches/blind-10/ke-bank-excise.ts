/**
 * A Kenyan bank current-account statement (Equity / KCB / Co-op-like "CUSTOMER STATEMENT"):
 * colon-aligned key/value header (account name and number, period "01-03-2024 to 31-03-2024",
 * currency KES, branch, product), then Tran Date | Value Date | Narrative | Debit | Credit |
 * Running Balance with DD-MM-YYYY dates, a BALANCE B/F row first and BALANCE C/F / BALANCE B/F
 * lines at every page break. Narratives run over two lines (kind, then counterparty or M-PESA
 * number and receipt). Every charge (mobile transfer to M-PESA, PesaLink, ATM, monthly ledger
 * fee) is its own row followed by an EXCISE DUTY row (20 % of the charge from July 2023, 15 %
 * before). Cheque deposits take value two days later. After the table a horizontal STATEMENT
 * SUMMARY box (Opening Balance | Total Debits | Total Credits | Closing Balance | Uncleared
 * Effects) whose figures are not rows, and a USSD marketing line.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { digits, moneyColumns, statementOf, tx, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { monthEnds } from '../blind-8/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { fitLines, nameOf, slot } from './kit.ts';

const FIRST = ['JOHN', 'MARY', 'PETER', 'GRACE', 'JAMES', 'FAITH', 'DAVID', 'ESTHER', 'BRIAN'];
const LAST = ['KAMAU', 'WANJIKU', 'OTIENO', 'ODHIAMBO', 'MWANGI', 'NJOROGE', 'CHEBET', 'MUTUA'];
const SHOPS = [
  'NAIVAS',
  'QUICKMART',
  'CARREFOUR',
  'JAVA HOUSE',
  'TOTALENERGIES',
  'RUBIS',
  'CHANDARANA',
  'GOODLIFE PHARMACY',
];
const TOWNS = ['NAIROBI', 'MOMBASA', 'KISUMU', 'NAKURU', 'ELDORET', 'THIKA'];
const BANKS = ['KCB', 'CO-OP BANK', 'NCBA', 'ABSA', 'STANBIC', 'I&M', 'DTB', 'FAMILY BANK'];

/** A Safaricom-style receipt number ("SHG7H3K2LP"). */
function receipt(rng: Rng): string {
  const A = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  let s = rng.pick(['Q', 'R', 'S', 'T']);
  for (let i = 0; i < 9; i++) s += A[rng.int(0, A.length - 1)];
  return s;
}

/** The bank's tariff for a transfer to M-PESA, by amount (shillings, minor units). */
const mpesaCharge = (minor: number): number =>
  minor <= 100_000 ? 1_500 : minor <= 500_000 ? 3_000 : minor <= 2_000_000 ? 5_000 : 8_700;

export const keBankExcise: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 3.1, 55);
  const { start, end } = calendarPeriod(rng, count > 32 ? 2 : 1);
  const holder = `${nameOf(rng, FIRST, LAST)} ${rng.pick(LAST)}`;
  const lines = new Map<SynthTx, string[]>();
  const mk = (date: string, text: string[], amount: number): SynthTx => {
    const t = tx(date, text.join(' '), amount);
    t.postDate = date;
    lines.set(t, text);
    return t;
  };
  const rate = (date: string) => (date >= '2023-07-01' ? 20 : 15);
  const charged = (date: string, name: string, fee: number): SynthTx[] => [
    mk(date, [name], -fee),
    mk(date, ['EXCISE DUTY'], -Math.round((fee * rate(date)) / 100)),
  ];
  const txs: SynthTx[] = scatter(rng, start, end, count, (date) => {
    const r = rng.next();
    if (r < 0.2) {
      const amt = logAmount(rng, 10_000, 7_000_000, 100);
      return [
        mk(date, ['MOBILE TRANSFER TO MPESA', `2547${digits(rng, 8)} ${receipt(rng)}`], -amt),
        ...charged(date, 'MOBILE TRANSFER CHARGE', mpesaCharge(amt)),
      ];
    }
    if (r < 0.38)
      return mk(
        date,
        ['MPESA C2B DEPOSIT', `2547${digits(rng, 8)} ${nameOf(rng, FIRST, LAST)}`],
        logAmount(rng, 20_000, 5_000_000, 100),
      );
    if (r < 0.52) {
      const amt = rng.int(1, 80) * 50_000;
      return [
        mk(date, ['ATM CASH WITHDRAWAL', `${rng.pick(TOWNS)} ATM ${digits(rng, 4)}`], -amt),
        ...charged(date, 'ATM WITHDRAWAL CHARGE', rng.pick([3_300, 3_500])),
      ];
    }
    if (r < 0.74)
      return mk(
        date,
        ['POS PURCHASE', `${rng.pick(SHOPS)} ${rng.pick(TOWNS)}`],
        -logAmount(rng, 15_000, 2_500_000, 1),
      );
    if (r < 0.86) {
      const amt = logAmount(rng, 100_000, 20_000_000, 100);
      return [
        mk(date, ['PESALINK TRANSFER', `TO ${nameOf(rng, FIRST, LAST)} ${rng.pick(BANKS)}`], -amt),
        ...charged(date, 'PESALINK CHARGE', amt <= 2_000_000 ? 5_000 : 10_000),
      ];
    }
    if (r < 0.93) {
      const t = mk(
        date,
        ['CHEQUE DEPOSIT', `CHQ NO ${digits(rng, 6)} ${rng.pick(BANKS)}`],
        logAmount(rng, 500_000, 15_000_000, 100),
      );
      t.postDate = addDays(date, 2) > end ? end : addDays(date, 2);
      return t;
    }
    return mk(
      date,
      ['STANDING ORDER', `TO ${word(rng).toUpperCase()} SACCO ${digits(rng, 6)}`],
      -rng.int(10, 200) * 10_000,
    );
  });
  const employer = `${word(rng).toUpperCase()} ${rng.pick(['LIMITED', 'LTD', 'KENYA LTD'])}`;
  for (const me of monthEnds(start, end)) {
    if (rng.chance(0.8))
      txs.push(
        mk(
          `${me.slice(0, 8)}${String(rng.int(20, 28)).padStart(2, '0')}`,
          ['RTGS INWARD', `${employer} SALARY ${formatDate(me, 'MMM YYYY').toUpperCase()}`],
          logAmount(rng, 3_000_000, 35_000_000, 100),
        ),
      );
    txs.push(...charged(me, 'MONTHLY LEDGER FEE', rng.pick([15_000, 20_000, 30_000])));
  }
  txs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const opening = liftOpening(txs, logAmount(rng, 100_000, 20_000_000, 1), 0);
  const bank = rng.pick([`${word(rng)} Bank`, `${word(rng)} Bank Kenya`, `${word(rng)} Bank`]);
  const acct = digits(rng, 13).replace(/^./, String(rng.int(1, 9)));
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Current account',
    currency: 'KES',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const closing = txs.at(-1)!.balance;
  const m = (v: number) => (v < 0 ? `-${formatMinor(v, EN)}` : formatMinor(v, EN));
  const d = (iso: string) => formatDate(iso, 'DD-MM-YYYY');
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['Tran Date'], 58],
      ['vdate', ['Value Date'], 58],
    ],
    desc: [rng.pick(['Narrative', 'Transaction Details', 'Particulars'])],
    money: [
      ['out', ['Debit']],
      ['in', ['Credit']],
      ['balance', ['Running Balance']],
    ],
    moneyWidth: 70,
  });
  const descW = cols.find((c) => c.key === 'desc')!.width!;
  const rows: Row[] = [
    { cells: { desc: 'BALANCE B/F', balance: m(opening) }, balanceAfter: opening },
    ...txs.map((t) =>
      linesRow(
        st,
        t,
        fitLines(g, lines.get(t)!, descW),
        { date: d(t.date), vdate: d(t.postDate!) },
        { [t.amount < 0 ? 'out' : 'in']: formatMinor(t.amount, EN), balance: m(t.balance) },
        t.balance,
      ),
    ),
  ];
  const labelX = g.left + (g.right - g.left) * 0.52;
  const colonL = g.left + slot(g, ['Account Number'], [], 6);
  const colonR = labelX + slot(g, ['Statement Period'], [], 6);
  // label, then ": value" at a fixed offset (the colons line up)
  const kv = (x: number, colon: number, l: string, v: string) => [
    { text: l, x },
    { text: `: ${v}`, x: colon },
  ];
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 7 },
          { text: 'CUSTOMER STATEMENT', x: g.right, align: 'right', bold: true, size: g.size + 2 },
        ],
        gapAfter: g.lineHeight * 0.8,
      },
      {
        cells: [
          ...kv(g.left, colonL, 'Account Name', holder),
          ...kv(labelX, colonR, 'Statement Period', `${d(start)} to ${d(end)}`),
        ],
      },
      {
        cells: [
          ...kv(g.left, colonL, 'Account Number', acct),
          ...kv(labelX, colonR, 'Currency', 'KES'),
        ],
      },
      {
        cells: [
          { text: `P.O. Box ${rng.int(100, 99999)}-00${rng.int(100, 900)}`, x: g.left },
          ...kv(labelX, colonR, 'Branch', `${rng.pick(TOWNS)} ${rng.pick(['MAIN', 'CBD'])}`),
        ],
      },
      {
        cells: [
          { text: rng.pick(TOWNS), x: g.left },
          ...kv(labelX, colonR, 'Product', 'CURRENT ACCOUNT'),
        ],
        gapAfter: g.lineHeight * 0.6,
      },
    ],
  };
  const boxLabels = [
    'Opening Balance',
    'Total Debits',
    'Total Credits',
    'Closing Balance',
    'Uncleared Effects',
  ];
  const boxValues = [
    m(opening),
    formatMinor(-sumOf(txs, (t) => t.amount < 0), EN),
    formatMinor(
      sumOf(txs, (t) => t.amount > 0),
      EN,
    ),
    m(closing),
    '0.00',
  ];
  const step = (g.right - g.left) / boxLabels.length;
  const edge = (i: number) => g.left + step * (i + 1) - 4;
  const summary: Block[] = [
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'lines',
      lines: [{ cells: [{ text: 'STATEMENT SUMMARY', x: g.left, bold: true }] }],
    },
    { kind: 'rule', x0: g.left, x1: g.right },
    {
      kind: 'lines',
      lines: [
        {
          cells: boxLabels.map((t, i) => ({
            text: t,
            x: edge(i),
            align: 'right' as const,
            bold: true,
          })),
        },
        { cells: boxValues.map((t, i) => ({ text: t, x: edge(i), align: 'right' as const })) },
      ],
    },
    { kind: 'rule', x0: g.left, x1: g.right },
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            {
              text: `Dial *${rng.int(200, 899)}# to check your balance, send money to M-PESA and buy airtime anytime.`,
              x: g.left,
              size: g.size - 1,
            },
          ],
        },
      ],
    },
  ];
  const spec = docSpec(
    g,
    [
      header,
      {
        kind: 'table',
        columns: cols,
        rows,
        headerRule: true,
        carry: {
          end: (b) => ({ cells: { desc: 'BALANCE C/F', balance: m(b) } }),
          start: (b) => ({ cells: { desc: 'BALANCE B/F', balance: m(b) } }),
        },
      },
      ...summary,
    ],
    {
      pageHeader: () => [
        [
          { text: `${bank}  CUSTOMER STATEMENT`, x: g.left, bold: true },
          { text: `A/C ${acct}`, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: `${bank} is regulated by the Central Bank of Kenya. Deposits are insured by the KDIC within the set limits.`,
            x: g.left,
            size: g.size - 1.5,
          },
        ],
        [
          {
            text: `Page ${p} of ${n}`,
            x: (g.left + g.right) / 2,
            align: 'center',
            size: g.size - 1,
          },
        ],
      ],
    },
  );
  return { family: 'ke-bank-excise', spec, statements: [st] };
};
