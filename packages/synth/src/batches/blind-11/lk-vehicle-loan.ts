/**
 * A Sri Lankan vehicle-loan statement (a licensed finance company or bank: "<Name> Finance PLC",
 * "VEHICLE LOAN STATEMENT") over six months to two years. A facility box first: facility number
 * "VL/COL/2023/004512", vehicle number ("CAB-4521" or "WP KX-1234") and make, loan amount,
 * interest rate, tenure, monthly instalment, instalments paid "18 of 60" - none of them rows.
 * Then "Statement Period : 01/01/2024 To 30/06/2024" and Date | Description | Ref. No. | Debit
 * (LKR) | Credit (LKR) | Balance Outstanding (LKR) with '05-Mar-2024' dates: each month the
 * interest for the month is debited on the due day, the instalment received is credited
 * (cash at a branch, CEFT, online transfer or standing instruction), late receipts bring a
 * default-interest row and sometimes an arrears-reminder charge, and the yearly motor
 * insurance premium is added to the loan. The outstanding balance prints positive; in the truth
 * it is owed (negative), interest and charges negative, receipts positive. Totals and the next
 * due date close the statement.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import {
  digits,
  moneyColumns,
  monthEnd,
  runBalances,
  statementOf,
  word,
} from '../blind-3/common.ts';
import { linesRow } from '../blind-4/kit.ts';
import { sumOf } from '../blind-7/kit.ts';
import { logAmount } from '../blind-9/kit.ts';
import { fitLines, slot } from '../blind-10/kit.ts';
import { byDate, rowMaker } from './kit.ts';

const MAKES = [
  'TOYOTA AQUA',
  'SUZUKI WAGON R',
  'TOYOTA PREMIO',
  'HONDA VEZEL',
  'NISSAN X-TRAIL',
  'MITSUBISHI MONTERO',
];
const BRANCHES = ['COLOMBO 03', 'KANDY', 'GALLE', 'KURUNEGALA', 'NEGOMBO', 'MATARA'];
const FIRST = ['W.A.', 'K.M.', 'H.P.', 'R.D.', 'S.A.', 'M.G.'];
const LAST = [
  'PERERA',
  'FERNANDO',
  'SILVA',
  'JAYASURIYA',
  'BANDARA',
  'WICKRAMASINGHE',
  'DISSANAYAKE',
];

export const lkVehicleLoan: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const months = Math.max(3, Math.min(24, Math.round(o.pages * rng.float(7, 11))));
  const year = rng.int(2019, 2025);
  const m0 = rng.int(1, 12);
  const start = `${year}-${String(m0).padStart(2, '0')}-01`;
  let end = monthEnd(start);
  for (let i = 1; i < months; i++) end = monthEnd(addDays(end, 1));
  const { mk, lines } = rowMaker();
  const refs = new Map<SynthTx, string>();
  const ref = (t: SynthTx) => {
    refs.set(t, `${rng.pick(['RC', 'JV', 'IN'])}${digits(rng, 7)}`);
    return t;
  };
  const tenure = rng.pick([36, 48, 60, 72]);
  const rate = rng.pick([12.5, 14, 14.5, 16, 18.5, 21]);
  const loan = logAmount(rng, 150_000_000, 1_200_000_000, 10_000_000);
  const r12 = rate / 1200;
  const instalment = Math.round((loan * r12) / (1 - (1 + r12) ** -tenure) / 100) * 100;
  const paidBefore = rng.int(1, tenure - months - 1);
  // outstanding after the instalments paid before the statement
  let owed = loan;
  for (let i = 0; i < paidBefore; i++) owed = Math.round(owed * (1 + r12)) - instalment;
  const opening = -owed;
  const dueDay = rng.pick([5, 10, 15, 20, 25]);
  const txs: SynthTx[] = [];
  let bal = owed;
  const insuranceMonth = rng.int(0, 11);
  for (let d = start; d <= end; d = addDays(monthEnd(d), 1)) {
    const due = `${d.slice(0, 8)}${String(dueDay).padStart(2, '0')}`;
    const interest = Math.round(bal * r12);
    txs.push(
      ref(
        mk(
          due,
          [`INTEREST FOR THE MONTH ${formatDate(due, 'MMM YYYY').toUpperCase()}`],
          -interest,
          due,
        ),
      ),
    );
    bal += interest;
    if (Number(d.slice(5, 7)) - 1 === insuranceMonth) {
      const prem = logAmount(rng, 4_000_000, 20_000_000, 100);
      const day = addDays(due, rng.int(-4, 3));
      txs.push(
        ref(
          mk(
            day,
            [
              'INSURANCE PREMIUM',
              `${rng.pick(['SRI LANKA INSURANCE', 'CEYLINCO GENERAL', 'ALLIANZ LANKA', 'FAIRFIRST'])} RENEWAL`,
            ],
            -prem,
            day,
          ),
        ),
      );
      bal += prem;
    }
    const late = rng.chance(0.3) ? rng.int(6, 24) : rng.int(-5, 2);
    const paid = addDays(due, late) < start ? start : addDays(due, late);
    if (paid <= end) {
      const mode = rng.pick([
        `CASH ${rng.pick(BRANCHES)} BRANCH`,
        'CEFT TRANSFER',
        'ONLINE TRANSFER',
        'STANDING INSTRUCTION',
      ]);
      txs.push(ref(mk(paid, ['RECEIPT - INSTALMENT', mode], instalment, paid)));
      bal -= instalment;
      if (late > 5) {
        const di = Math.max(100, Math.round((instalment * 0.24 * late) / 365));
        txs.push(ref(mk(paid, ['DEFAULT INTEREST', `${late} DAYS IN ARREARS`], -di, paid)));
        bal += di;
        if (late > 14) {
          const charge = rng.pick([50_000, 75_000, 100_000]);
          txs.push(ref(mk(paid, ['ARREARS REMINDER CHARGES'], -charge, paid)));
          bal += charge;
        }
      }
    }
  }
  byDate(txs);
  runBalances(txs, opening);
  const closing = txs.at(-1)!.balance;
  const holder = `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
  const bank = rng.pick([
    `${word(rng)} Finance PLC`,
    `${word(rng)} Bank PLC`,
    `${word(rng)} Leasing & Finance PLC`,
  ]);
  const branch = rng.pick(BRANCHES);
  const facility = `VL/${branch.slice(0, 3)}/${year - rng.int(0, 2)}/${digits(rng, 6)}`;
  const st = statementOf({
    bank,
    holder,
    account: facility,
    type: 'Vehicle loan',
    currency: 'LKR',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, EN);
  const d = (iso: string) => formatDate(iso, 'DD-MMM-YYYY');
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], slot(g, ['28-Dec-2024'], ['Date'], 10)]],
    desc: ['Description'],
    money: [
      ['out', ['Debit (LKR)']],
      ['in', ['Credit (LKR)']],
      ['balance', ['Balance', 'Outstanding (LKR)']],
    ],
    moneyWidth: 78,
  });
  const refW = slot(g, ['RC1234567'], ['Ref. No.'], 8);
  const desc = cols.find((c) => c.key === 'desc')!;
  desc.width = desc.width! - refW;
  const outCol = cols.find((c) => c.key === 'out')!;
  cols.splice(cols.indexOf(outCol), 0, {
    key: 'ref',
    header: ['Ref. No.'],
    x: desc.x + desc.width! + 10,
    align: 'left',
  });
  const rows: Row[] = [
    {
      cells: { date: d(start), desc: 'BALANCE BROUGHT FORWARD', balance: m(-opening) },
      bold: true,
    },
    ...txs.map((t) =>
      linesRow(
        st,
        t,
        fitLines(g, lines.get(t)!, desc.width!),
        { date: d(t.date), ref: refs.get(t)! },
        { [t.amount < 0 ? 'out' : 'in']: m(t.amount), balance: m(-t.balance) },
        t.balance,
      ),
    ),
    {
      cells: {
        desc: 'TOTAL',
        out: m(-sumOf(txs, (t) => t.amount < 0)),
        in: m(sumOf(txs, (t) => t.amount > 0)),
      },
      bold: true,
      gapBefore: g.lineHeight * 0.3,
    },
    {
      cells: {
        date: d(end),
        desc: 'BALANCE OUTSTANDING AS AT END OF PERIOD',
        balance: m(-closing),
      },
      bold: true,
    },
  ];
  const vehicle = rng.chance(0.5)
    ? `${rng.pick(['CAB', 'CAR', 'KX', 'PH'])}-${digits(rng, 4)}`
    : `WP ${rng.pick(['KX', 'CAR', 'CBH', 'PF'])}-${digits(rng, 4)}`;
  const lx = g.left;
  const lv = g.left + slot(g, ['Monthly Instalment'], [], 8);
  const rx = g.left + (g.right - g.left) * 0.52;
  const rv = rx + slot(g, ['Instalments Paid'], [], 8);
  const kv2 = (a: [string, string], b?: [string, string]) => ({
    cells: [
      { text: a[0], x: lx },
      { text: `: ${a[1]}`, x: lv },
      ...(b
        ? [
            { text: b[0], x: rx },
            { text: `: ${b[1]}`, x: rv },
          ]
        : []),
    ],
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          {
            text: 'VEHICLE LOAN STATEMENT',
            x: g.right,
            align: 'right',
            bold: true,
            size: g.size + 2,
          },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      { cells: [{ text: holder, x: g.left, bold: true }] },
      {
        cells: [{ text: `No. ${rng.int(1, 400)}, ${word(rng)} Mawatha, ${branch}`, x: g.left }],
        gapAfter: g.lineHeight * 0.5,
      },
      kv2(['Facility No.', facility], ['Vehicle No.', vehicle]),
      kv2(['Loan Amount', `LKR ${m(loan)}`], ['Make / Model', rng.pick(MAKES)]),
      kv2(['Interest Rate', `${rate.toFixed(2)}% p.a. (fixed)`], ['Tenure', `${tenure} months`]),
      kv2(
        ['Monthly Instalment', `LKR ${m(instalment)}`],
        ['Instalments Paid', `${paidBefore} of ${tenure}`],
      ),
      {
        ...kv2(['Due Date', `${dueDay} of each month`], ['Branch', branch]),
        gapAfter: g.lineHeight * 0.5,
      },
      {
        cells: [
          {
            text: `Statement Period : ${formatDate(start, 'DD/MM/YYYY')} To ${formatDate(end, 'DD/MM/YYYY')}`,
            x: g.left,
            bold: true,
          },
        ],
        gapAfter: g.lineHeight * 0.3,
      },
    ],
  };
  const next = addDays(end, dueDay);
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, headerRule: true },
      { kind: 'space', height: g.lineHeight },
      {
        kind: 'lines',
        lines: [
          {
            cells: [
              {
                text: `Next instalment of LKR ${m(instalment)} is due on ${d(next)}. Please quote your facility number with every payment.`,
                x: g.left,
                size: g.size - 0.5,
              },
            ],
          },
        ],
      },
    ],
    {
      pageHeader: () => [
        [
          { text: `${bank}  Facility ${facility}`, x: g.left, bold: true },
          { text: holder, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: `${bank} is licensed by the Central Bank of Sri Lanka under the Finance Business Act No. 42 of 2011.`,
            x: g.left,
            size: g.size - 1.5,
          },
        ],
        [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'lk-vehicle-loan', spec, statements: [st] };
};
