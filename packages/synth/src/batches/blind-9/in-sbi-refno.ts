/**
 * An Indian public-sector bank's account statement (SBI-like online statement): Account Name,
 * Address, Account Number, Account Description, Branch, IFS Code, MICR Code, "Balance as on 1
 * Mar 2025", "Account Statement from 1 Mar 2025 to 31 Mar 2025", then Txn Date | Value Date |
 * Description | Ref No./Cheque No. | Debit | Credit | Balance with "3 Mar 2025" dates and lakh
 * grouping. Descriptions are long slash-joined UPI / NEFT / IMPS strings broken over several
 * lines mid-token; the Ref No. column holds "TRANSFER TO 4897..." / "TRANSFER FROM ..." text or a
 * cheque number (not part of the description).
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, formatDate, formatMinor, IN } from '../../format.ts';
import { type Block, type Row, wrap } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  statementOf,
  tx,
  txRow,
  word,
} from '../blind-3/common.ts';
import { calendarPeriod } from '../blind-4/kit.ts';
import { rowCount } from '../blind-7/kit.ts';
import { liftOpening, logAmount, narrationLines, scatter } from './kit.ts';

const FIRST = ['RAHUL', 'PRIYA', 'AMIT', 'SUNITA', 'VIKRAM', 'ANJALI', 'SURESH', 'KAVITA', 'ROHAN'];
const LAST = ['KUMAR', 'SHARMA', 'VERMA', 'SINGH', 'PATEL', 'REDDY', 'NAIR', 'GUPTA', 'YADAV'];
const name = (rng: Rng) => `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
const BANKS = ['SBIN', 'HDFC', 'ICIC', 'UTIB', 'PUNB', 'BARB', 'KKBK'];

/** [description, ref column] */
function row(rng: Rng, credit: boolean): [string, string] {
  const n = name(rng);
  const vpa = `${n.split(' ')[0]!.toLowerCase()}${digits(rng, 2)}@ok${rng.pick(['sbi', 'axis', 'hdfcbank', 'icici'])}`;
  const xfer = (dir: string) =>
    `TRANSFER ${dir} ${digits(rng, 13).replace(/^./, rng.pick(['3', '4']))}`;
  if (credit)
    return rng.pick([
      [`BY TRANSFER-UPI/CR/${digits(rng, 12)}/${n}/${rng.pick(BANKS)}/${vpa}/UPI-`, xfer('FROM')],
      [
        `BY TRANSFER-NEFT*${rng.pick(BANKS)}0000${digits(rng, 3)}*N${digits(rng, 15)}*${word(rng).toUpperCase()} PVT LTD*SALARY-`,
        xfer('FROM'),
      ],
      [`BY TRANSFER-INB IMPS/P2A/${digits(rng, 12)}/${n}/${rng.pick(BANKS)}-`, xfer('FROM')],
      ['CREDIT INTEREST--', ''],
      [`CASH DEPOSIT-CASH DEPOSIT SELF--`, ''],
    ] as [string, string][]);
  return rng.pick([
    [`TO TRANSFER-UPI/DR/${digits(rng, 12)}/${n}/${rng.pick(BANKS)}/${vpa}/Paid via-`, xfer('TO')],
    [
      `TO TRANSFER-UPI/DR/${digits(rng, 12)}/${rng.pick(['SWIGGY', 'ZOMATO', 'BLINKIT', 'IRCTC', 'JIO'])}/${rng.pick(BANKS)}/${rng.pick(['swiggy', 'zomato', 'paytm-'])}${digits(rng, 6)}@${rng.pick(['axisbank', 'paytm', 'icici'])}/UPI-`,
      xfer('TO'),
    ],
    [
      `ATM WDL-ATM CASH ${digits(rng, 4)} ${rng.pick(['SBI', 'HDFC'])} ${rng.pick(['ANDHERI', 'KORAMANGALA', 'SECTOR 18', 'T NAGAR'])} ${rng.pick(['MUMBAI', 'BANGALORE', 'NOIDA', 'CHENNAI'])}-`,
      '',
    ],
    [`DEBIT-ACHDr ${rng.pick(['HDFC0000001', 'BAJAJFIN', 'ICICPRULIFE'])}${digits(rng, 8)}-`, ''],
    [`TO CLEARING-CHQ PAID TO ${n}-`, digits(rng, 6)],
  ] as [string, string][]);
}

export const inSbiRefno: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 2.8, 80);
  const { start, end } = calendarPeriod(rng, count > 40 ? 2 : 1);
  const refs = new Map<SynthTx, string>();
  const raw = new Map<SynthTx, string>();
  const txs: SynthTx[] = scatter(rng, start, end, count, (date) => {
    const credit = rng.chance(0.3);
    const [desc, ref] = row(rng, credit);
    const amount = desc.startsWith('CREDIT INTEREST')
      ? rng.int(500, 90_000)
      : logAmount(rng, 1_000, credit ? 8_000_000 : 2_500_000);
    const t = tx(date, desc, credit ? amount : -amount);
    t.postDate = date;
    refs.set(t, ref);
    raw.set(t, desc);
    return t;
  });
  const opening = liftOpening(txs, rng.int(50_000, 20_000_000), 0);
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['Txn Date'], 54],
      ['vdate', ['Value', 'Date'], 54],
    ],
    desc: ['Description'],
    money: [
      ['ref', ['Ref No./Cheque', 'No.']],
      ['out', ['Debit']],
      ['in', ['Credit']],
      ['balance', ['Balance']],
    ],
    moneyWidth: 62,
  });
  const refCol = cols.find((c) => c.key === 'ref')!;
  const descCol = cols.find((c) => c.key === 'desc')!;
  // the reference column is text: left-aligned in a slot of its own, wrapping like the description
  refCol.align = 'left';
  const refW = 78;
  refCol.x -= refW + 6;
  descCol.width = refCol.x - descCol.x - 8;
  const printed = new Map<SynthTx, string[]>();
  for (const t of txs) {
    const lines = narrationLines(g.font, raw.get(t)!, g.size, descCol.width!);
    printed.set(t, lines);
    t.description = lines.join(' ');
  }
  const bank = rng.pick([
    `State Bank of ${word(rng)}`,
    `${word(rng)} National Bank`,
    `Bank of ${word(rng)}`,
  ]);
  const holder = `${rng.pick(['Mr.', 'Mrs.', 'Ms.'])} ${name(rng)}`;
  const acct = digits(rng, 11).replace(/^./, '3');
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'REGULAR SB CHQ-INDIVIDUALS',
    currency: 'INR',
    start,
    end,
    opening,
    txs,
    printsTotals: false,
  });
  const f = (v: number) => formatMinor(v, IN);
  const d = (iso: string) => formatDate(iso, 'D MMM YYYY');
  // description and reference both run over several lines, side by side in their columns
  const rows: Row[] = txs.map((t) => {
    const descLines = printed.get(t)!;
    const refLines = refs.get(t) ? wrap(g.font, refs.get(t)!, g.size, refW) : [];
    const n = Math.max(descLines.length, refLines.length);
    const extra = Array.from({ length: n - 1 }, (_, i) => ({
      desc: descLines[i + 1] ?? '',
      ref: refLines[i + 1] ?? '',
    }));
    const r = txRow(
      st,
      t,
      {
        date: d(t.date),
        vdate: d(t.postDate!),
        desc: descLines[0] ?? '',
        ref: refLines[0] ?? '',
        out: t.amount < 0 ? f(-t.amount) : '',
        in: t.amount > 0 ? f(t.amount) : '',
        balance: f(t.balance),
      },
      t.balance,
    );
    r.extra = extra;
    return r;
  });
  const kv = (l: string, v: string) => ({
    cells: [
      { text: l, x: g.left },
      { text: `: ${v}`, x: g.left + 120 },
    ],
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [{ text: bank, x: g.left, bold: true, size: g.size + 6 }],
        gapAfter: g.lineHeight * 0.6,
      },
      kv('Account Name', holder),
      kv(
        'Address',
        `${rng.int(1, 300)}, ${word(rng)} Nagar, ${rng.pick(['Pune', 'Lucknow', 'Jaipur', 'Indore'])}-${rng.int(110001, 799999)}`,
      ),
      kv('Date', d(addDays(end, 1))),
      kv('Account Number', acct),
      kv('Account Description', 'REGULAR SB CHQ-INDIVIDUALS'),
      kv('Branch', `${word(rng).toUpperCase()} BRANCH`),
      kv('Drawing Power', '0.00'),
      kv('Interest Rate(% p.a.)', '2.7'),
      kv('IFS Code', `SBIN000${digits(rng, 4)}`),
      kv('MICR Code', digits(rng, 9)),
      kv(`Balance as on ${d(start)}`, f(opening)),
      {
        cells: [{ text: `Account Statement from ${d(start)} to ${d(end)}`, x: g.left, bold: true }],
        gapAfter: g.lineHeight * 0.4,
      },
    ],
  };
  const spec = docSpec(g, [header, { kind: 'table', columns: cols, rows, headerRule: true }], {
    footer: legalFooter(
      g,
      '**This is a computer generated statement and does not require a signature.',
      (p, n) => `Page ${p} of ${n}`,
      'center',
    ),
  });
  return { family: 'in-sbi-refno', spec, statements: [st] };
};
