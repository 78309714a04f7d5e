/**
 * A Canadian big-bank chequing statement, in one of two real shapes: RBC-style (Date first as
 * `19 Dec`, once per day, "Cheques & Debits ($) / Deposits & Credits ($) / Balance ($)", opening
 * and closing balance rows, balance at end of day, narrow description column so "Contactless
 * Interac purchase - 4412 TIM HORTONS #22" wraps) or TD-style (DESCRIPTION / WITHDRAWALS /
 * DEPOSITS / DATE / BALANCE, the date as `DEC19` after the amounts, terse uppercase codes such as
 * SEND E-TFR ***4xB). Interac e-Transfer, pre-authorized debits, GST credits, monthly fee.
 */
import {
  type BuiltStatement,
  docSpec,
  type FamilyOptions,
  geometry,
  rowsFor,
  truthTx,
} from '../../families.ts';
import { formatDate, formatMinor } from '../../format.ts';
import type { Block, Column, Row } from '../../layout.ts';
import { fakeWord, type SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import {
  activity,
  brand,
  cap,
  closingOf,
  digits,
  legalFooter,
  money,
  period,
  person,
  truthStatement,
} from './kit.ts';
import { caMerchant, caPostcode, company, shortName } from './words.ts';

const code = (rng: Rng) =>
  `${fakeWord(rng, 1, 1)}${digits(rng, 1)}${fakeWord(rng, 1, 2)}`.slice(0, 6);

function rbcText(rng: Rng, credit: boolean): string {
  if (!credit && rng.chance(0.03)) return 'Monthly fee';
  if (credit)
    return rng.pick([
      () => `e-Transfer - Autodeposit ${shortName(rng)} C1A${code(rng)}`,
      () => `Payroll Deposit ${company(rng, ['INC', 'LTD', 'CORP'])}`,
      () => `Fed government ${rng.pick(['GST CANADA', 'CANADA CHILD BENEFIT', 'CANADA FPT'])}`,
      () => `Online Banking transfer - ${digits(rng, 4)}`,
      () => `Deposit ${rng.pick(['ATM', 'BRANCH'])} ${digits(rng, 6)}`,
    ])();
  return rng.pick([
    () => `Contactless Interac purchase - ${digits(rng, 4)} ${caMerchant(rng)}`,
    () => `Interac purchase - ${digits(rng, 4)} ${caMerchant(rng)}`,
    () => `Visa Debit purchase - ${digits(rng, 4)} ${caMerchant(rng)}`,
    () => `e-Transfer sent ${shortName(rng)} ${code(rng).toUpperCase()}`,
    () =>
      `Online Banking payment - ${digits(rng, 4)} ${rng.pick(['ROGERS', 'BELL CANADA', 'TORONTO HYDRO', 'ENBRIDGE GAS', 'RBC MASTERCARD', 'CITY OF OTTAWA TAX'])}`,
    () => `Insurance ${rng.pick(['SUN LIFE', 'MANULIFE', 'INTACT INS'])}`,
    () => `Misc Payment ${rng.pick(['FORTISBC', 'HYDRO ONE', 'GOODLIFE CLUBS', 'WEALTHSIMPLE'])}`,
    () => `ATM withdrawal - ${rng.pick(['BC', 'ON', 'AB'])}${digits(rng, 6)}`,
  ])();
}

function tdText(rng: Rng, credit: boolean): string {
  if (!credit && rng.chance(0.03)) return 'MONTHLY ACCOUNT FEE';
  if (credit)
    return rng.pick([
      () => `E-TRANSFER ***${code(rng)}`,
      () => `${fakeWord(rng).toUpperCase()} PAY`,
      () => 'CANADA GST',
      () => `GC ${digits(rng, 4)}-DEPOSIT`,
      () => `TFR-FR ${digits(rng, 7)}`,
    ])();
  return rng.pick([
    () => `SEND E-TFR ***${code(rng)}`,
    () => `${caMerchant(rng).slice(0, 20).trim()}`,
    () => `TD ATM W/D ${digits(rng, 6)}`,
    () => 'TFR-TO C/C',
    () => `${rng.pick(['ROGERS', 'BELL CANADA', 'ENBRIDGE', 'TORONTO HYDRO'])} BPY`,
    () => `${rng.pick(['SUN LIFE', 'CANADA LIFE', 'KOODO'])} _V`,
    () => `PTS TO: ${digits(rng, 8)}`,
  ])();
}

export function caChequing(rng: Rng, o: FamilyOptions): BuiltStatement {
  const td = rng.chance(0.45);
  const g = geometry(rng, 'letter');
  const { start, end } = period(rng, rng.int(28, 31));
  const opening = rng.int(5_000, 900_000);
  const txs = activity(rng, {
    start,
    end,
    count: rowsFor(rng, g, o.pages, td ? 1.05 : 1.7),
    opening,
    floor: td ? -rng.int(0, 50_000) : 0,
    creditShare: 0.28,
    maxDebit: 160_000,
    describe: (credit) => (td ? tdText(rng, credit) : rbcText(rng, credit)),
  });
  const closing = closingOf(txs, opening);
  const name = brand(rng);
  const bank = td ? `${name} Canada Trust` : `${name} Royal Bank`;
  const holder = person(rng);
  const transit = digits(rng, 5);
  const account = td ? `${digits(rng, 4)}-${digits(rng, 7)}` : `${transit}-${digits(rng, 7)}`;
  const st = truthStatement({
    bank,
    holder,
    account,
    type: 'chequing',
    currency: 'CAD',
    start,
    end,
    opening,
    txs,
  });
  const lastOfDay = txs.map(
    (t, i) => i === txs.length - 1 || (txs[i + 1] as SynthTx).date !== t.date,
  );
  const fd = (iso: string) =>
    td ? formatDate(iso, 'MMMDD').toUpperCase() : formatDate(iso, 'DD MMM');
  const bal = (b: number) => (td && b < 0 ? `${formatMinor(b)}OD` : money(b));
  const rows: Row[] = [
    {
      cells: {
        date: fd(start),
        desc: td ? 'STARTING BALANCE' : 'Opening Balance',
        bal: bal(opening),
      },
    },
  ];
  let prev = '';
  txs.forEach((tx, i) => {
    const b = td || lastOfDay[i] ? tx.balance : null;
    const t = truthTx(tx, tx.description, b);
    st.transactions.push(t);
    const cells: Record<string, string> = { desc: tx.description };
    if (td || tx.date !== prev) cells.date = fd(tx.date);
    cells[tx.amount < 0 ? 'wd' : 'dep'] = formatMinor(tx.amount);
    if (b !== null) cells.bal = bal(b);
    rows.push({ cells, tx: t, balanceAfter: tx.balance });
    prev = tx.date;
  });
  rows.push({
    cells: { date: fd(end), desc: td ? '' : 'Closing Balance', bal: bal(closing) },
    bold: !td,
  });
  const W = 78;
  let columns: Column[];
  if (td) {
    const balX = g.right;
    const dateX = balX - W - 8;
    const depX = dateX - 14;
    const wdX = depX - W;
    columns = [
      { key: 'desc', header: ['DESCRIPTION'], x: g.left, align: 'left', width: wdX - W - g.left },
      { key: 'wd', header: ['WITHDRAWALS'], x: wdX, align: 'right' },
      { key: 'dep', header: ['DEPOSITS'], x: depX, align: 'right' },
      { key: 'date', header: ['DATE'], x: dateX, align: 'left' },
      { key: 'bal', header: ['BALANCE'], x: balX, align: 'right' },
    ];
  } else {
    const descX = g.left + rng.int(48, 60);
    columns = [
      { key: 'date', header: ['Date'], x: g.left, align: 'left' },
      { key: 'desc', header: ['Description'], x: descX, align: 'left', width: rng.int(150, 190) },
      { key: 'wd', header: ['Cheques &', 'Debits ($)'], x: g.right - 2 * W - 24, align: 'right' },
      { key: 'dep', header: ['Deposits &', 'Credits ($)'], x: g.right - W - 12, align: 'right' },
      { key: 'bal', header: ['Balance ($)'], x: g.right, align: 'right' },
    ];
  }
  const long = (iso: string) => formatDate(iso, 'MMMM D, YYYY');
  const moneyIn = Math.round(Number(st.totals.moneyIn) * 100);
  const moneyOut = Math.round(Number(st.totals.moneyOut) * 100);
  const x1 = g.left + 330;
  const head: Block = td
    ? {
        kind: 'lines',
        lines: [
          {
            cells: [
              { text: bank, x: g.left, bold: true, size: g.size + 6 },
              { text: 'Statement of Account', x: g.right, align: 'right', bold: true },
            ],
          },
          {
            cells: [
              { text: `Branch No. ${transit}`, x: g.left },
              { text: `Account No.  ${account}`, x: g.right, align: 'right' },
            ],
          },
          {
            cells: [
              {
                text: `${digits(rng, 3)} ${cap(fakeWord(rng))} St ${rng.pick(['W', 'E', ''])}`.trim(),
                x: g.left,
              },
              {
                text: `${formatDate(start, 'MMM DD/YY').toUpperCase()} - ${formatDate(end, 'MMM DD/YY').toUpperCase()}`,
                x: g.right,
                align: 'right',
              },
            ],
            gapAfter: g.lineHeight,
          },
          {
            cells: [
              { text: holder, x: g.left },
              {
                text: rng
                  .pick([
                    'TD UNLIMITED CHEQUING ACCOUNT',
                    'EVERY DAY CHEQUING ACCOUNT',
                    'ALL-INCLUSIVE BANKING PLAN',
                  ])
                  .replace('TD ', ''),
                x: g.right,
                align: 'right',
                bold: true,
              },
            ],
          },
          { cells: [{ text: `${digits(rng, 3)} ${fakeWord(rng).toUpperCase()} AVE`, x: g.left }] },
          {
            cells: [
              {
                text: `${fakeWord(rng).toUpperCase()} ON ${caPostcode(rng, 'M')}`,
                x: g.left,
              },
            ],
            gapAfter: g.lineHeight,
          },
          {
            cells: [
              {
                text: `Total withdrawals ${formatMinor(moneyOut)}    Total deposits ${formatMinor(moneyIn)}`,
                x: g.left,
                size: g.size - 0.5,
              },
            ],
          },
        ],
      }
    : {
        kind: 'lines',
        lines: [
          {
            cells: [
              { text: bank, x: g.left, bold: true, size: g.size + 6 },
              { text: 'Your account statement', x: g.right, align: 'right', bold: true },
            ],
          },
          {
            cells: [
              {
                text: `${rng.pick(['RBC Advantage Banking', 'RBC Signature No Limit Banking', 'RBC VIP Banking']).replace('RBC ', '')}`,
                x: g.left,
              },
              { text: `From ${long(start)} to ${long(end)}`, x: g.right, align: 'right' },
            ],
            gapAfter: g.lineHeight,
          },
          {
            cells: [
              { text: holder, x: g.left },
              { text: `Your account number: ${account}`, x: g.right, align: 'right' },
            ],
          },
          {
            cells: [
              {
                text: `${digits(rng, 3)}-${digits(rng, 4)} ${fakeWord(rng).toUpperCase()} ST`,
                x: g.left,
              },
            ],
          },
          {
            cells: [
              {
                text: `${fakeWord(rng).toUpperCase()} BC ${caPostcode(rng, 'V')}`,
                x: g.left,
              },
            ],
            gapAfter: g.lineHeight,
          },
          { cells: [{ text: 'Summary of your account for this period', x: g.left, bold: true }] },
          {
            cells: [
              { text: `Opening balance on ${long(start)}`, x: g.left },
              { text: money(opening, '$'), x: x1, align: 'right' },
            ],
          },
          {
            cells: [
              { text: 'Total deposits into your account', x: g.left },
              { text: `+ ${formatMinor(moneyIn)}`, x: x1, align: 'right' },
            ],
          },
          {
            cells: [
              { text: 'Total withdrawals from your account', x: g.left },
              { text: `- ${formatMinor(moneyOut)}`, x: x1, align: 'right' },
            ],
          },
          {
            cells: [
              { text: `Closing balance on ${long(end)}`, x: g.left, bold: true },
              { text: `= ${money(closing, '$')}`, x: x1, align: 'right', bold: true },
            ],
            gapAfter: g.lineHeight,
          },
        ],
      };
  const body: Block[] = [
    head,
    {
      kind: 'table',
      ...(td ? {} : { title: 'Details of your account activity', continuedSuffix: ' - continued' }),
      columns,
      rows,
      wrapKey: 'desc',
      headerRule: true,
    },
  ];
  const spec = docSpec(g, body, {
    pageHeader: () => [
      [
        { text: bank, x: g.left, bold: true },
        { text: `${holder}   ${account}`, x: g.right, align: 'right' },
      ],
    ],
    footer: legalFooter(
      g,
      [
        td
          ? 'Please examine this statement. Errors or omissions must be reported within 30 days.'
          : 'Registered trade-marks of the bank. Deposits are eligible for CDIC coverage.',
      ],
      (p, n) => (td ? `Page ${p} of ${n}` : `${p} of ${n}`),
      td ? 'center' : 'right',
    ),
  });
  return { family: 'ca-chequing', spec, statements: [st] };
}
