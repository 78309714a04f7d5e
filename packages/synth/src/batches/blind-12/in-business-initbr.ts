/**
 * An Indian private bank's current account statement for a business (Axis Bank-like): the
 * company, Customer ID, IFSC, MICR, "Scheme : CURRENT ACCOUNT - BUSINESS ADVANTAGE" and
 * "Statement of Account No : 912020012345678 for the period (From : 01-03-2024 To :
 * 31-03-2024)", then Tran Date | Chq No | Particulars | Debit | Credit | Balance | Init. Br with
 * DD-MM-YYYY dates, a four-digit initiating-branch code AFTER the balance, an OPENING BALANCE
 * row first, TRANSACTION TOTAL (debit and credit sums) and CLOSING BALANCE rows last, lakh
 * grouping, and slash-joined particulars that wrap (NEFT/UTIB…/PARTY/BANK, RTGS, GST/CBIC
 * challans, TDS, IMPS, UPI/P2M collections, CLG cheques with their number, cash deposits with a
 * handling charge and its GST row). A legend and "unless the constituent notifies the bank within
 * 14 days" close the statement.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { formatDate, formatMinor, IN } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { digits, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { liftOpening, logAmount, narrationLines, scatter } from '../blind-9/kit.ts';
import { flexColumns, slot } from '../blind-10/kit.ts';
import { byDate, rowMaker } from '../blind-11/kit.ts';

const BANKS = ['HDFC', 'ICIC', 'SBIN', 'KKBK', 'PUNB', 'BARB', 'YESB'];

export const inBusinessInitbr: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.8, 100);
  const { start, end } = calendarPeriod(rng, 1);
  const { mk, lines } = rowMaker();
  const chq = new Map<SynthTx, string>();
  let chqNo = rng.int(100, 900);
  const party = () =>
    `${word(rng).toUpperCase()} ${rng.pick(['ENTERPRISES', 'TRADERS', 'INDUSTRIES', 'AGENCIES', 'LOGISTICS'])}`;
  const txs = scatter(rng, start, end, count, (d): SynthTx | SynthTx[] => {
    const r = rng.next();
    const bankCode = rng.pick(BANKS);
    if (r < 0.22)
      return mk(
        d,
        [`NEFT/${bankCode}${digits(rng, 11)}/${party()}/${bankCode} BANK`],
        logAmount(rng, 500_000, 50_000_000),
      );
    if (r < 0.4)
      return mk(
        d,
        [`NEFT/AXOIC${digits(rng, 10)}/${party()}/${bankCode}`],
        -logAmount(rng, 500_000, 30_000_000),
      );
    if (r < 0.47)
      return mk(
        d,
        [`RTGS/${bankCode}R5${digits(rng, 14)}/${party()}`],
        rng.chance(0.5)
          ? logAmount(rng, 20_000_000, 150_000_000)
          : -logAmount(rng, 20_000_000, 100_000_000),
      );
    if (r < 0.6)
      return mk(
        d,
        [
          `UPI/P2M/${digits(rng, 12)}/${word(rng).toUpperCase()} ${word(rng).toUpperCase()}/Payment fr/${rng.pick(['YES BANK', 'PAYTM', 'SBI', 'HDFC BANK'])}`,
        ],
        logAmount(rng, 10_000, 2_000_000),
      );
    if (r < 0.72) {
      const t = mk(d, [`CLG/${party()}/${bankCode}`], -logAmount(rng, 200_000, 20_000_000));
      chq.set(t, String(chqNo++).padStart(6, '0'));
      return t;
    }
    if (r < 0.8)
      return mk(
        d,
        [`IMPS/P2A/${digits(rng, 12)}/${word(rng).toUpperCase()}/${bankCode}/Salary adv`],
        -logAmount(rng, 100_000, 3_000_000, 100),
      );
    if (r < 0.9) {
      const amt = rng.int(5, 400) * 50_000;
      const fee = Math.max(5_000, Math.round(amt * 0.0025));
      return [
        mk(
          d,
          [`BY CASH DEPOSIT-${rng.pick(['MUMBAI', 'PUNE', 'SURAT', 'INDORE', 'NAGPUR'])} BR`],
          amt,
        ),
        mk(d, ['CASH HANDLING CHARGES'], -fee),
        mk(d, ['GST @18% ON CASH HANDLING CHGS'], -Math.round(fee * 0.18)),
      ];
    }
    return mk(
      d,
      [
        `ECOM PUR/${rng.pick(['AMAZON SELLER SERVICES', 'GOOGLE INDIA', 'ZOHO CORP', 'AWS INDIA'])}/${digits(rng, 6)}`,
      ],
      -logAmount(rng, 50_000, 2_000_000),
    );
  });
  const gstin = `${rng.int(10, 36)}${word(rng).toUpperCase().slice(0, 5).padEnd(5, 'X')}${digits(rng, 4)}${String.fromCharCode(65 + rng.int(0, 25))}1Z${rng.int(1, 9)}`;
  txs.push(
    mk(
      `${end.slice(0, 8)}20`,
      [`GST/CBIC/CPIN${digits(rng, 14)}/GSTIN ${gstin}`],
      -logAmount(rng, 1_000_000, 20_000_000),
    ),
  );
  if (rng.chance(0.6))
    txs.push(
      mk(
        `${end.slice(0, 8)}07`,
        [`TDS/ITNS281/CHALLAN ${digits(rng, 5)}/${formatDate(start, 'MMMYY').toUpperCase()}`],
        -logAmount(rng, 200_000, 5_000_000),
      ),
    );
  txs.push(
    mk(
      end,
      [rng.pick(['MONTHLY AVG BAL CHARGES', 'Consolidated Charges for A/c'])],
      -rng.pick([59_000, 118_000, 29_500]),
    ),
  );
  byDate(txs);
  const opening = liftOpening(
    txs,
    logAmount(rng, 1_000_000, 200_000_000),
    rng.int(100_000, 5_000_000),
  );
  const closing = txs.at(-1)!.balance;
  const m = (v: number) => formatMinor(v, IN);
  const bank = rng.pick([`${word(rng)} Bank Ltd.`, `${word(rng)} Bank Limited`]);
  const holder = `${word(rng).toUpperCase()} ${rng.pick(['TRADING', 'INFRA', 'PHARMA', 'TEXTILES', 'FOODS'])} PRIVATE LIMITED`;
  const acct = `9${digits(rng, 2)}0${digits(rng, 2)}0${digits(rng, 8)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Current account',
    currency: 'INR',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const br = digits(rng, 4);
  const cols = flexColumns(g, [
    {
      key: 'date',
      header: ['Tran Date'],
      align: 'left',
      width: slot(g, ['00-00-0000'], ['Tran Date'], 8),
    },
    { key: 'chq', header: ['Chq No'], align: 'left', width: slot(g, ['000000'], ['Chq No'], 6) },
    { key: 'desc', header: ['Particulars'], align: 'left' },
    {
      key: 'out',
      header: ['Debit'],
      align: 'right',
      width: slot(g, ['1,23,45,678.90'], ['Debit'], 6),
    },
    {
      key: 'in',
      header: ['Credit'],
      align: 'right',
      width: slot(g, ['1,23,45,678.90'], ['Credit'], 6),
    },
    {
      key: 'balance',
      header: ['Balance'],
      align: 'right',
      width: slot(g, ['12,34,56,789.00'], ['Balance'], 6),
    },
    { key: 'br', header: ['Init.', 'Br'], align: 'right', width: slot(g, ['0000'], ['Init.'], 10) },
  ]);
  const descW = cols.find((c) => c.key === 'desc')!.width!;
  const D = (iso: string) => formatDate(iso, 'DD-MM-YYYY');
  const rows: Row[] = [
    { cells: { desc: 'OPENING BALANCE', balance: m(opening) }, bold: true },
    ...txs.map((t) =>
      linesRow(
        st,
        t,
        lines.get(t)!.flatMap((l) => narrationLines(g.font, l, g.size, descW)),
        { date: D(t.date), chq: chq.get(t) ?? '' },
        {
          [t.amount < 0 ? 'out' : 'in']: m(t.amount),
          balance: m(t.balance),
          br: rng.chance(0.7) ? br : digits(rng, 4),
        },
        t.balance,
      ),
    ),
    {
      cells: {
        desc: 'TRANSACTION TOTAL',
        out: m(-sumOf(txs, (t) => t.amount < 0)),
        in: m(sumOf(txs, (t) => t.amount > 0)),
      },
      bold: true,
    },
    { cells: { desc: 'CLOSING BALANCE', balance: m(closing) }, bold: true },
  ];
  const lx = g.left + (g.right - g.left) * 0.55;
  const kv = (l: string, v: string) => [
    { text: l, x: lx },
    { text: `: ${v}`, x: lx + 75 },
  ];
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [{ text: bank, x: g.left, bold: true, size: g.size + 6 }],
        gapAfter: g.lineHeight * 0.5,
      },
      { cells: [{ text: holder, x: g.left, bold: true }, ...kv('Customer ID', digits(rng, 9))] },
      {
        cells: [
          { text: `${rng.int(1, 400)}, ${word(rng).toUpperCase()} INDUSTRIAL ESTATE`, x: g.left },
          ...kv('IFSC Code', `UTIB000${br}`),
        ],
      },
      {
        cells: [
          {
            text: `${rng.pick(['MUMBAI', 'PUNE', 'SURAT', 'AHMEDABAD'])} ${digits(rng, 6)}`,
            x: g.left,
          },
          ...kv('MICR Code', digits(rng, 9)),
        ],
      },
      {
        cells: [
          { text: `GSTIN : ${gstin}`, x: g.left },
          ...kv('Scheme', 'CURRENT ACCOUNT - BUSINESS ADVANTAGE'),
        ],
      },
      { cells: [...kv('Currency', 'INR')], gapAfter: g.lineHeight * 0.5 },
      {
        cells: [
          {
            text: `Statement of Account No : ${acct} for the period (From : ${D(start)} To : ${D(end)})`,
            x: g.left,
            bold: true,
          },
        ],
        gapAfter: g.lineHeight * 0.3,
      },
    ],
  };
  const legend: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          {
            text: 'Legends : ICONN-Transaction through Internet Banking; VMT-ICON-Visa Money Transfer through Internet Banking;',
            x: g.left,
            size: g.size - 1.5,
          },
        ],
      },
      {
        cells: [
          {
            text: 'CLG-Clearing; NEFT-National Electronic Fund Transfer; RTGS-Real Time Gross Settlement; IMPS-Immediate Payment Service',
            x: g.left,
            size: g.size - 1.5,
          },
        ],
      },
      {
        cells: [
          {
            text: 'Unless the constituent notifies the bank immediately of any discrepancy found by him in this statement of account, it will be taken',
            x: g.left,
            size: g.size - 1.5,
          },
        ],
      },
      {
        cells: [
          {
            text: 'that he has found the account correct. ++++ End of Statement ++++',
            x: g.left,
            size: g.size - 1.5,
          },
        ],
      },
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, headerRule: true },
      { kind: 'space', height: g.lineHeight },
      legend,
    ],
    {
      pageHeader: () => [
        [
          { text: `Statement of Account No : ${acct}`, x: g.left },
          { text: holder, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [
          { text: `${bank} Registered Office: Ahmedabad`, x: g.left, size: g.size - 2 },
          { text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 1 },
        ],
      ],
    },
  );
  return { family: 'in-business-initbr', spec, statements: [st] };
};
