/**
 * A Pakistani current account statement (HBL / MCB-like): "Statement of Account", branch and
 * branch code, account title, account number and IBAN PK.., "From 01-Nov-25 To 30-Nov-25",
 * then Date | Value Date | Particulars | Cheque No | Debit | Credit | Balance with "03-Nov-25"
 * dates, PKR with comma thousands, balances suffixed "Cr" (or "Dr" when overdrawn), an
 * "Opening Balance" first row, IBFT / 1LINK / RAAST transfer, ATM, cheque, utility bill and POS
 * rows, and a "WHT U/S 236P" withholding tax row after large cash withdrawals; oldest first;
 * totals of debits and credits with counts and the closing balance at the end.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { person } from '../blind-1/kit.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  statementOf,
  tx,
  txRow,
  word,
} from '../blind-3/common.ts';
import { calendarPeriod, localActivity } from '../blind-4/kit.ts';
import { rowCount, sumOf, withFollowers } from './kit.ts';

const BANKS = ['MCB', 'UBL', 'ABL', 'MEEZAN', 'BAHL', 'JS BANK', 'ALFALAH'];

function particulars(rng: Rng, credit: boolean): [string, string] {
  const r = rng.next();
  const who = person(rng).replace(/ [A-Z] /, ' ');
  if (credit) {
    if (r < 0.35) return [`IBFT CREDIT FROM ${rng.pick(BANKS)} ${who}`, ''];
    if (r < 0.55) return [`RAAST P2P CREDIT ${who} ${digits(rng, 12)}`, ''];
    if (r < 0.75) return [`SALARY ${word(rng).toUpperCase()} (PVT) LTD`, ''];
    if (r < 0.9) return ['CASH DEPOSIT', ''];
    return ['CLEARING CHEQUE DEPOSIT', digits(rng, 8)];
  }
  if (r < 0.2) return [`1LINK IBFT TO ${rng.pick(BANKS)} ${who} ${digits(rng, 6)}`, ''];
  if (r < 0.35) return [`RAAST P2P ${who} ${digits(rng, 12)}`, ''];
  if (r < 0.5)
    return [
      `ATM CASH WITHDRAWAL ${word(rng).toUpperCase()} ${rng.pick(['KARACHI', 'LAHORE', 'ISLAMABAD'])}`,
      '',
    ];
  if (r < 0.65)
    return [
      `BILL PAYMENT ${rng.pick(['K-ELECTRIC', 'SNGPL', 'SSGC', 'PTCL', 'LESCO', 'JAZZ POSTPAID'])} ${digits(rng, 10)}`,
      '',
    ];
  if (r < 0.8)
    return [
      `POS PURCHASE ${rng.pick(['IMTIAZ SUPER MARKET', 'CARREFOUR', 'NAHEED', 'DARAZ.PK', 'FOODPANDA'])}`,
      '',
    ];
  return ['CHEQUE PAID', digits(rng, 8)];
}

export const pkCurrentDrcr: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 2.8, 112);
  const { start, end } = calendarPeriod(rng, 1);
  const overdraft = rng.chance(0.25);
  const gen = localActivity(rng, {
    start,
    end,
    count,
    floor: overdraft ? -30_000 : 0,
    creditShare: 0.3,
    openingRange: [5_000, 400_000],
    factor: 80,
  });
  const cheque = new Map<SynthTx, string>();
  for (const t of gen.txs) {
    const [p, c] = particulars(rng, t.amount > 0);
    t.description = p;
    if (c) cheque.set(t, c);
  }
  const txs = withFollowers(gen.txs, gen.opening, (t) =>
    /^(ATM CASH|CHEQUE PAID)/.test(t.description) && -t.amount > 50_000_00
      ? [tx(t.date, 'WHT U/S 236P', -Math.round(-t.amount * 0.006))]
      : [],
  );
  const bank = rng.pick([`${word(rng)} Bank Limited`, `${word(rng).toUpperCase()} BANK LTD`]);
  const holder = person(rng).replace(/ [A-Z] /, ' ');
  const acct = `${digits(rng, 4)}-${digits(rng, 8)}-${digits(rng, 2)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Current Account',
    currency: 'PKR',
    start,
    end,
    opening: gen.opening,
    txs,
    printsTotals: true,
  });
  const bal = (v: number) => `${formatMinor(v, EN)} ${v < 0 ? 'Dr' : 'Cr'}`;
  const m = (v: number) => formatMinor(v, EN);
  const d = (iso: string) => formatDate(iso, 'DD-MMM-YY');
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['Date'], 52],
      ['vdate', ['Value Date'], 56],
    ],
    desc: ['Particulars'],
    money: [
      ['chq', ['Cheque No']],
      ['out', ['Debit']],
      ['in', ['Credit']],
      ['balance', ['Balance']],
    ],
    moneyWidth: 78,
  });
  const rows: Row[] = [
    {
      cells: {
        date: d(start),
        vdate: d(start),
        desc: 'Opening Balance',
        balance: bal(gen.opening),
      },
    },
  ];
  for (const t of txs)
    rows.push(
      txRow(
        st,
        t,
        {
          date: d(t.date),
          vdate: d(t.date),
          chq: cheque.get(t) ?? '',
          [t.amount < 0 ? 'out' : 'in']: m(Math.abs(t.amount)),
          balance: bal(t.balance),
        },
        t.balance,
      ),
    );
  const closing = txs[txs.length - 1]!.balance;
  const outs = txs.filter((t) => t.amount < 0);
  const ins = txs.filter((t) => t.amount > 0);
  const outX = cols.find((c) => c.key === 'out')!.x;
  const inX = cols.find((c) => c.key === 'in')!.x;
  const lx = g.left + (g.right - g.left) * 0.55;
  const kv = (l: string, v: string) => [
    { text: l, x: lx },
    { text: `: ${v}`, x: lx + 70 },
  ];
  const branch = `${word(rng)} Branch, ${rng.pick(['Karachi', 'Lahore', 'Islamabad', 'Faisalabad', 'Multan'])}`;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          {
            text: 'Statement of Account',
            x: g.right,
            align: 'right',
            bold: true,
            size: g.size + 2,
          },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
      { cells: [{ text: holder, x: g.left, bold: true }, ...kv('Branch', branch)] },
      {
        cells: [
          {
            text: `House ${rng.int(1, 400)}, Street ${rng.int(1, 40)}, ${word(rng)} Town`,
            x: g.left,
          },
          ...kv('Branch Code', digits(rng, 4)),
        ],
      },
      {
        cells: [
          { text: rng.pick(['Karachi', 'Lahore', 'Islamabad']), x: g.left },
          ...kv('Account No', acct),
        ],
      },
      {
        cells: kv(
          'IBAN',
          `PK${digits(rng, 2)}${rng.pick(['HABB', 'MUCB', 'UNIL'])}${digits(rng, 16)}`,
        ),
      },
      { cells: kv('Currency', 'PKR') },
      { cells: kv('Period', `From ${d(start)} To ${d(end)}`), gapAfter: g.lineHeight * 0.5 },
    ],
  };
  const totals: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: `Total Debits (${outs.length})`, x: g.left + 110, bold: true },
          { text: m(-sumOf(outs)), x: outX, align: 'right', bold: true },
        ],
      },
      {
        cells: [
          { text: `Total Credits (${ins.length})`, x: g.left + 110, bold: true },
          { text: m(sumOf(ins)), x: inX, align: 'right', bold: true },
        ],
      },
      {
        cells: [
          { text: 'Closing Balance', x: g.left + 110, bold: true },
          { text: bal(closing), x: g.right, align: 'right', bold: true },
        ],
      },
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true },
      { kind: 'rule', x0: g.left, x1: g.right },
      totals,
    ],
    {
      pageHeader: (p) => [
        [
          { text: `${bank}  ${holder}  A/C ${acct}`, x: g.left },
          { text: `Page ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        'This is a computer generated statement and does not require any signature. Please report discrepancies within 15 days.',
        (p, n) => `Page ${p} of ${n}`,
      ),
    },
  );
  return { family: 'pk-current-drcr', spec, statements: [st] };
};
