/**
 * A big US bank's checking statement (Chase-style): CHECKING SUMMARY with an INSTANCES column,
 * then DEPOSITS AND ADDITIONS / CHECKS PAID (check no., date paid) / ATM & DEBIT CARD
 * WITHDRAWALS / ELECTRONIC WITHDRAWALS / FEES sections with totals, a DAILY ENDING BALANCE
 * table in two or three column pairs, long ACH descriptors ("Orig CO Name:… Sec:PPD Trace#:…")
 * that wrap, and card purchases carrying their own MM/DD inside the description.
 */
import type { ParsedTransaction } from '@bsp/shared/parse-result';
import {
  type BuiltStatement,
  docSpec,
  type FamilyOptions,
  geometry,
  rowsFor,
  truthTx,
} from '../../families.ts';
import { addDays, formatDate, formatMinor } from '../../format.ts';
import type { Block, Column, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import {
  activity,
  brand,
  closingOf,
  digits,
  legalFooter,
  money,
  period,
  person,
  rebalance,
  truthStatement,
} from './kit.ts';
import { company, US_CITIES, usMerchant } from './words.ts';

type Cat = 'dep' | 'check' | 'card' | 'elec' | 'fee';

function deposit(rng: Rng, date: string, holder: string): string {
  const yymmdd = formatDate(date, 'YYMMDD');
  return rng.pick([
    () =>
      `Orig CO Name:${company(rng, ['INC', 'LLC', 'CORP'])} Orig ID:${digits(rng, 10)} Desc Date:${yymmdd} CO Entry Descr:Payroll Sec:PPD Trace#:${digits(rng, 15)} Eed:${yymmdd} Ind ID:${digits(rng, 6)} Ind Name:${holder} Trn: ${digits(rng, 10)}Tc`,
    () =>
      `Zelle Payment From ${person(rng, false)} ${rng.pick(['Bac', 'Wfct', 'Cof', 'Jpm'])}${digits(rng, 9)}`,
    () => `Remote Online Deposit ${rng.int(1, 3)}`,
    () => `Deposit ${digits(rng, 10)}`,
    () => `Online Transfer From Sav ...${digits(rng, 4)} Transaction#: ${digits(rng, 11)}`,
    () => `IRS Treas 310 Tax Ref PPD ID: ${digits(rng, 10)}`,
  ])();
}

function electronic(rng: Rng, date: string): string {
  const yymmdd = formatDate(date, 'YYMMDD');
  return rng.pick([
    () => `Zelle Payment To ${person(rng, false)} Jpm${digits(rng, 8)}${rng.pick(['', 'Rtp'])}`,
    () =>
      `Orig CO Name:${rng.pick(['Comcast', 'Verizon Wireless', 'Geico', 'Discover E-Payment', 'Citi Card Online', 'Pg&E'])} Orig ID:${digits(rng, 10)} Desc Date:${yymmdd} CO Entry Descr:${rng.pick(['Payment', 'Web Pmts', 'Bill Pay', 'Autopay'])} Sec:${rng.pick(['PPD', 'WEB', 'TEL'])} Trace#:${digits(rng, 15)} Eed:${yymmdd} Ind ID:${digits(rng, 8)} Ind Name:${person(rng, false)} Trn: ${digits(rng, 10)}Tc`,
    () =>
      `Online Payment ${digits(rng, 11)} To ${company(rng, ['Property Mgmt', 'Water Dept', 'Dental'])} ${formatDate(date, 'MM/DD')}`,
    () => `Online Transfer To Sav ...${digits(rng, 4)} Transaction#: ${digits(rng, 11)}`,
    () =>
      `${rng.pick(['Venmo', 'Paypal', 'Apple Cash'])} ${rng.pick(['Payment', 'Inst Xfer', 'Sent Money'])} ${digits(rng, 10)} Web ID: ${digits(rng, 10)}`,
  ])();
}

function cardRow(rng: Rng, tx: SynthTx, card: string): string {
  const d = formatDate(addDays(tx.date, -rng.pick([0, 1, 1, 2])), 'MM/DD');
  if (rng.chance(0.12))
    return `${rng.pick(['ATM Withdrawal', 'Non-Chase ATM Withdraw'])} ${d} ${digits(rng, 3)} ${brand(rng)} St ${rng.pick(US_CITIES)} Card ${card}`;
  return `${rng.pick(['Card Purchase', 'Card Purchase', 'Card Purchase With Pin', 'Recurring Card Purchase'])} ${d} ${usMerchant(rng)} Card ${card}`;
}

export function usBankChecking(rng: Rng, o: FamilyOptions): BuiltStatement {
  const g = geometry(rng, 'letter');
  const count = rowsFor(rng, g, o.pages, 1.9);
  const { start, end } = period(rng, rng.int(27, 30));
  const opening = rng.int(20_000, 1_500_000);
  const holder = person(rng);
  const card = digits(rng, 4);
  const cats = new Map<SynthTx, Cat>();
  const txs = activity(rng, {
    start,
    end,
    count,
    opening,
    floor: 0,
    creditShare: 0.22,
    maxDebit: 250_000,
    describe: () => '',
  });
  let checkNo = rng.int(100, 4000);
  for (const tx of txs) {
    const cat: Cat =
      tx.amount > 0
        ? 'dep'
        : rng.chance(0.04)
          ? 'fee'
          : rng.pick(['check', 'card', 'card', 'card', 'card', 'elec', 'elec'] as const);
    cats.set(tx, cat);
    if (cat === 'check') checkNo += rng.int(1, 3);
    if (cat === 'fee') tx.amount = -rng.pick([1200, 3400, 500, 300, 1500]);
    tx.description =
      cat === 'dep'
        ? deposit(rng, tx.date, holder)
        : cat === 'check'
          ? String(checkNo)
          : cat === 'card'
            ? cardRow(rng, tx, card)
            : cat === 'elec'
              ? electronic(rng, tx.date)
              : rng.pick([
                  'Monthly Service Fee',
                  'Insufficient Funds Fee',
                  'Non-Chase ATM Fee-With',
                  'Foreign Exch Rt ADJ Fee',
                ]);
  }
  rebalance(txs, opening); // fees were resized: running balances follow
  const bank = `${brand(rng)} Bank, N.A.`;
  const account = digits(rng, 15).replace(/^\d{6}/, '000000');
  const st = truthStatement({
    bank,
    holder,
    account,
    type: 'checking',
    currency: 'USD',
    start,
    end,
    opening,
    txs,
    unprinted: ['moneyOut'],
  });
  const closing = closingOf(txs, opening);
  const fd = (iso: string) => formatDate(iso, 'MM/DD');
  const amountX = g.right - rng.int(0, 30);
  const descX = g.left + rng.int(50, 64);
  const dollar = rng.chance(0.6) ? '$' : '';
  const section = (title: string, cat: Cat, totalLabel: string): Block[] => {
    const list = txs.filter((t) => cats.get(t) === cat);
    if (!list.length) return [];
    const isCheck = cat === 'check';
    const rows: Row[] = list.map((tx) => {
      const t: ParsedTransaction = truthTx(tx, tx.description, null);
      st.transactions.push(t);
      const cells: Record<string, string> = isCheck
        ? {
            no: tx.description,
            desc: '',
            paid: fd(tx.date),
            amount: formatMinor(tx.amount),
          }
        : { date: fd(tx.date), desc: tx.description, amount: formatMinor(tx.amount) };
      return { cells, tx: t };
    });
    const sum = list.reduce((s, t) => s + Math.abs(t.amount), 0);
    rows.push({
      cells: { [isCheck ? 'no' : 'date']: totalLabel, amount: `${dollar}${formatMinor(sum)}` },
      bold: true,
    });
    const columns: Column[] = isCheck
      ? [
          { key: 'no', header: ['CHECK NO.'], x: g.left, align: 'left' },
          { key: 'desc', header: ['DESCRIPTION'], x: g.left + 90, align: 'left' },
          { key: 'paid', header: ['DATE', 'PAID'], x: amountX - 150, align: 'left' },
          { key: 'amount', header: ['AMOUNT'], x: amountX, align: 'right' },
        ]
      : [
          { key: 'date', header: ['DATE'], x: g.left, align: 'left' },
          {
            key: 'desc',
            header: ['DESCRIPTION'],
            x: descX,
            align: 'left',
            width: amountX - 75 - descX,
          },
          { key: 'amount', header: ['AMOUNT'], x: amountX, align: 'right' },
        ];
    return [
      {
        kind: 'table',
        title,
        continuedSuffix: ' (continued)',
        columns,
        rows,
        wrapKey: 'desc',
        headerRule: true,
      },
      ...(isCheck
        ? [
            {
              kind: 'lines',
              lines: [
                {
                  cells: [
                    {
                      text: '^ An image of this check may be available for you to view online.',
                      x: g.left,
                      size: g.size - 1.5,
                    },
                  ],
                },
              ],
            } as Block,
          ]
        : []),
      { kind: 'space', height: g.lineHeight },
    ];
  };
  const count_ = (c: Cat) => txs.filter((t) => cats.get(t) === c);
  const sumAbs = (c: Cat) => count_(c).reduce((s, t) => s + Math.abs(t.amount), 0);
  const summaryRow = (label: string, c: Cat | null, amount: string): Row => ({
    cells: { label, inst: c ? String(count_(c).length) : '', amt: amount },
  });
  const summary: Block = {
    kind: 'table',
    title: `CHECKING SUMMARY    ${rng.pick(['Total Checking', 'Premier Plus Checking', 'Secure Banking', 'College Checking'])}`,
    columns: [
      { key: 'label', header: [''], x: g.left, align: 'left' },
      { key: 'inst', header: ['INSTANCES'], x: g.left + 300, align: 'right' },
      { key: 'amt', header: ['AMOUNT'], x: g.left + 400, align: 'right' },
    ],
    rows: [
      summaryRow('Beginning Balance', null, money(opening, '$')),
      summaryRow('Deposits and Additions', 'dep', formatMinor(sumAbs('dep'))),
      summaryRow('Checks Paid', 'check', `-${formatMinor(sumAbs('check'))}`),
      summaryRow('ATM & Debit Card Withdrawals', 'card', `-${formatMinor(sumAbs('card'))}`),
      summaryRow('Electronic Withdrawals', 'elec', `-${formatMinor(sumAbs('elec'))}`),
      summaryRow('Fees', 'fee', `-${formatMinor(sumAbs('fee'))}`),
      {
        cells: { label: 'Ending Balance', inst: String(txs.length), amt: money(closing, '$') },
        bold: true,
      },
    ],
    headerRule: true,
  };
  // daily ending balances, two or three date/amount pairs a line
  const daily = new Map<string, number>();
  for (const tx of txs) daily.set(tx.date, tx.balance);
  const per = rng.pick([2, 3]);
  const colW = (g.right - g.left) / per;
  const dcols: Column[] = [];
  for (let k = 0; k < per; k++) {
    dcols.push({ key: `d${k}`, header: ['DATE'], x: g.left + k * colW, align: 'left' });
    dcols.push({
      key: `a${k}`,
      header: ['AMOUNT'],
      x: g.left + k * colW + colW * 0.62,
      align: 'right',
    });
  }
  const entries = [...daily.entries()];
  const drows: Row[] = [];
  for (let i = 0; i < entries.length; i += per) {
    const cells: Record<string, string> = {};
    for (let k = 0; k < per; k++) {
      const e = entries[i + k];
      if (e) {
        cells[`d${k}`] = fd(e[0]);
        cells[`a${k}`] = money(e[1], dollar);
      }
    }
    drows.push({ cells });
  }
  const periodText = `${formatDate(start, 'MMMM D, YYYY')} through ${formatDate(end, 'MMMM D, YYYY')}`;
  const body: Block[] = [
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: bank, x: g.left, bold: true, size: g.size + 6 },
            { text: periodText, x: g.right, align: 'right' },
          ],
        },
        {
          cells: [
            { text: `P O Box ${digits(rng, 6)}`, x: g.left, size: g.size - 1 },
            { text: `Account Number: ${account}`, x: g.right, align: 'right' },
          ],
        },
        {
          cells: [
            {
              text: `${brand(rng)}, ${rng.pick(['OH', 'TX', 'NY'])} ${digits(rng, 5)}-${digits(rng, 4)}`,
              x: g.left,
              size: g.size - 1,
            },
          ],
          gapAfter: g.lineHeight,
        },
        {
          cells: [
            { text: holder, x: g.left },
            { text: 'CUSTOMER SERVICE INFORMATION', x: g.right, align: 'right', bold: true },
          ],
        },
        {
          cells: [
            { text: `${digits(rng, 4)} ${brand(rng).toUpperCase()} AVE`, x: g.left },
            {
              text: `Service Center: 1-800-${digits(rng, 3)}-${digits(rng, 4)}`,
              x: g.right,
              align: 'right',
            },
          ],
        },
        {
          cells: [
            {
              text: `${brand(rng).toUpperCase()} ${rng.pick(['OH', 'TX', 'IL', 'NJ', 'AZ'])} ${digits(rng, 5)}`,
              x: g.left,
            },
            { text: 'Para Espanol: 1-888-622-4273', x: g.right, align: 'right' },
          ],
          gapAfter: g.lineHeight,
        },
      ],
    },
    summary,
    { kind: 'space', height: g.lineHeight },
    ...section('DEPOSITS AND ADDITIONS', 'dep', 'Total Deposits and Additions'),
    ...section('CHECKS PAID', 'check', 'Total Checks Paid'),
    ...section('ATM & DEBIT CARD WITHDRAWALS', 'card', 'Total ATM & Debit Card Withdrawals'),
    ...section('ELECTRONIC WITHDRAWALS', 'elec', 'Total Electronic Withdrawals'),
    ...section('FEES', 'fee', 'Total Fees'),
    {
      kind: 'table',
      title: 'DAILY ENDING BALANCE',
      columns: dcols,
      rows: drows,
      headerRule: false,
    },
  ];
  const spec = docSpec(g, body, {
    pageHeader: () => [
      [{ text: periodText, x: g.right, align: 'right' }],
      [{ text: `Account Number: ${account}`, x: g.right, align: 'right' }],
    ],
    footer: legalFooter(g, [], (p, n) => `Page ${p} of ${n}`, 'right'),
  });
  return { family: 'us-bank-checking', spec, statements: [st] };
}
