/**
 * A US checking account's activity printed from the bank's website (a browser printout that
 * lenders receive instead of a statement): every page opens with the browser's own line (print
 * date and time "3/14/24, 10:22 AM" and the page title) and ends with the page's URL and "1/3";
 * the bank's name, "TOTAL CHECKING (...1234)", the holder, Present and Available balance (the
 * available one net of pending items), the filter "Showing posted transactions from 02/14/2024
 * to 03/14/2024", a Pending list on top (dates, amounts, no balance: not rows, they are not
 * posted), then Posted transactions Date | Description | Type | Amount | Balance NEWEST FIRST
 * with "Mar 14, 2024" dates, "-$45.12" amounts and a balance on every row. The opening balance is
 * printed nowhere: the truth takes the oldest row's balance less its amount, as a reader would.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, formatDate } from '../../format.ts';
import type { Block, Cell, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { person } from '../blind-1/kit.ts';
import { company, usMerchant } from '../blind-1/words.ts';
import { digits, statementOf, word } from '../blind-3/common.ts';
import { rowCount } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { flexColumns } from '../blind-10/kit.ts';
import { byDate, rowMaker } from '../blind-11/kit.ts';
import { usd } from '../blind-12/kit.ts';
import { printedRow } from './kit.ts';

export const usOnlineActivityPrint: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowCount(rng, g, o.pages, 1.15, 110);
  const end = `${rng.int(2019, 2025)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const days = rng.pick([30, 60, 90]);
  const start = addDays(end, -days);
  const { mk } = rowMaker();
  const types = new Map<SynthTx, string>();
  const T = (t: SynthTx, type: string): SynthTx => {
    types.set(t, type);
    return t;
  };
  let check = rng.int(1001, 4000);
  const txs = scatter(rng, start, end, count, (d): SynthTx => {
    const r = rng.next();
    if (r < 0.45)
      return T(
        mk(d, [`${usMerchant(rng)} ${formatDate(d, 'MM/DD')}`], -logAmount(rng, 200, 25_000)),
        'Debit card',
      );
    if (r < 0.58)
      return T(
        mk(
          d,
          [
            `${rng.pick(['COMCAST', 'VERIZON WIRELESS', 'GEICO', 'PROG DIRECT INS', 'DUKE ENERGY', 'CITI AUTOPAY', 'DISCOVER E-PAYMENT', 'CAPITAL ONE CRCARDPMT'])} ${rng.pick(['PAYMENT', 'WEB PMTS', 'BILL PAY', 'AUTOPAY'])} ${digits(rng, 10)} WEB ID: ${digits(rng, 10)}`,
          ],
          -logAmount(rng, 2_000, 60_000),
        ),
        'ACH debit',
      );
    if (r < 0.68)
      return rng.chance(0.5)
        ? T(
            mk(
              d,
              [`Zelle payment to ${word(rng)} ${word(rng)} ${digits(rng, 11)}`],
              -logAmount(rng, 1_000, 80_000, 100),
            ),
            'Zelle',
          )
        : T(
            mk(
              d,
              [
                `Zelle payment from ${word(rng).toUpperCase()} ${word(rng).toUpperCase()} ${rng.pick(['BACgx', 'WFCT0', 'CTIxx'])}${digits(rng, 5)}`,
              ],
              logAmount(rng, 1_000, 80_000, 100),
            ),
            'Zelle',
          );
    if (r < 0.74) return T(mk(d, [`CHECK ${check++}`], -logAmount(rng, 2_000, 150_000)), 'Check');
    if (r < 0.8)
      return T(
        mk(
          d,
          [
            `ATM WITHDRAWAL ${digits(rng, 6)} ${formatDate(d, 'MM/DD')} ${rng.int(1, 999)} ${word(rng).toUpperCase()} ST`,
          ],
          -rng.int(2, 40) * 1_000,
        ),
        'ATM',
      );
    if (r < 0.86)
      return T(
        mk(
          d,
          [rng.pick(['REMOTE ONLINE DEPOSIT #', 'ATM CHECK DEPOSIT ']) + digits(rng, 1)],
          logAmount(rng, 5_000, 200_000),
        ),
        'Deposit',
      );
    if (r < 0.93)
      return T(
        mk(
          d,
          [
            `Online Transfer ${rng.chance(0.5) ? 'to' : 'from'} SAV ...${digits(rng, 4)} transaction#: ${digits(rng, 11)}`,
          ],
          0,
        ),
        'Account transfer',
      );
    return T(mk(d, [`${usMerchant(rng)} REFUND`], logAmount(rng, 300, 9_000)), 'Debit card');
  });
  for (const t of txs)
    if (t.amount === 0) {
      const a = logAmount(rng, 5_000, 100_000, 500);
      t.amount = t.description.includes(' to SAV') ? -a : a;
    }
  const employer = company(rng, ['INC', 'LLC', 'CORP', 'CO']);
  for (let d = rng.int(0, 13); d <= days; d += 14)
    txs.push(
      T(
        mk(
          addDays(start, d),
          [`${employer} DIRECT DEP PPD ID: ${digits(rng, 10)}`],
          logAmount(rng, 90_000, 320_000),
        ),
        'ACH credit',
      ),
    );
  if (rng.chance(0.5))
    txs.push(T(mk(addDays(start, rng.int(0, days)), ['MONTHLY SERVICE FEE'], -1_200), 'Fee'));
  byDate(txs);
  const opening = liftOpening(txs, logAmount(rng, 10_000, 500_000), rng.int(0, 50_000));
  const closing = txs.at(-1)!.balance;
  const bankWord = word(rng);
  const bank = `${bankWord} Bank`;
  const holder = person(rng);
  const acct = digits(rng, 4);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Checking',
    currency: 'USD',
    start,
    end,
    opening,
    txs,
    printsTotals: false,
  });
  const pendings = Array.from({ length: rng.int(0, 4) }, () => ({
    text: usMerchant(rng),
    amount: -logAmount(rng, 300, 12_000),
  }));
  const pendingSum = pendings.reduce((s, p) => s + p.amount, 0);
  const printedAt = addDays(end, rng.int(0, 1));
  const hh = rng.int(1, 12);
  const clock = `${formatDate(printedAt, 'M/D/YY')}, ${hh}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`;
  const title = `${bank} - ${rng.pick(['Account Activity', 'Accounts', 'Checking Activity'])}`;
  const host = `${bankWord.toLowerCase()}bank.com`;
  const url = `https://secure.${host}/web/auth/dashboard#/dashboard/summary/${digits(rng, 9)}/DDA/activity`;
  const browserLine = (): Cell[] => [
    { text: clock, x: g.left - 12, size: g.size - 1 },
    { text: title, x: (g.left + g.right) / 2, align: 'center', size: g.size - 1 },
  ];
  const cols = flexColumns(g, [
    { key: 'date', header: ['Date'], align: 'left', width: 76 },
    { key: 'desc', header: ['Description'], align: 'left' },
    { key: 'type', header: ['Type'], align: 'left', width: 88 },
    { key: 'amount', header: ['Amount'], align: 'right', width: 72 },
    { key: 'balance', header: ['Balance'], align: 'right', width: 78 },
  ]);
  const date = (iso: string) => formatDate(iso, 'MMM D, YYYY');
  const rows: Row[] = [...txs].reverse().map((t) =>
    printedRow(
      st,
      t,
      `${t.description} ${types.get(t)}`,
      {
        date: date(t.date),
        desc: t.description,
        type: types.get(t)!,
        amount: usd(t.amount),
        balance: usd(t.balance),
      },
      t.balance,
    ),
  );
  const pendingRows: Row[] = pendings.map((p) => ({
    cells: { date: 'Pending', desc: p.text, type: 'Debit card', amount: usd(p.amount) },
  }));
  const mid = g.left + (g.right - g.left) * 0.45;
  const header: Block = {
    kind: 'lines',
    lines: [
      { cells: browserLine(), gapAfter: g.lineHeight * 0.5 },
      {
        cells: [{ text: bank.toUpperCase(), x: g.left, bold: true, size: g.size + 6 }],
        gapAfter: g.lineHeight * 0.4,
      },
      {
        cells: [
          {
            text: `${rng.pick(['TOTAL CHECKING', 'EVERYDAY CHECKING', 'ADVANTAGE CHECKING', 'PREMIER CHECKING'])} (...${acct})`,
            x: g.left,
            bold: true,
            size: g.size + 2,
          },
        ],
      },
      { cells: [{ text: holder, x: g.left }], gapAfter: g.lineHeight * 0.5 },
      {
        cells: [
          { text: 'Present balance', x: g.left },
          { text: 'Available balance', x: mid },
        ],
      },
      {
        cells: [
          { text: usd(closing), x: g.left, bold: true, size: g.size + 3 },
          { text: usd(closing + pendingSum), x: mid, bold: true, size: g.size + 3 },
        ],
        gapAfter: g.lineHeight * 0.8,
      },
      {
        cells: [
          {
            text: rng.pick([
              `Showing posted transactions from ${formatDate(start, 'MM/DD/YYYY')} to ${formatDate(end, 'MM/DD/YYYY')}`,
              `Date range: ${formatDate(start, 'MMM D, YYYY')} - ${formatDate(end, 'MMM D, YYYY')}`,
            ]),
            x: g.left,
          },
        ],
      },
    ],
  };
  const blocks: Block[] = [header];
  if (pendingRows.length)
    blocks.push({
      kind: 'table',
      title: 'Pending transactions',
      columns: cols,
      rows: pendingRows,
      wrapKey: 'desc',
    });
  blocks.push({
    kind: 'table',
    title: 'Posted transactions',
    columns: cols,
    rows,
    headerRule: true,
    wrapKey: 'desc',
  });
  const spec = docSpec(g, blocks, {
    pageHeader: () => [browserLine()],
    footer: (p, n) => [
      [
        { text: url, x: g.left - 12, size: g.size - 1.5 },
        { text: `${p}/${n}`, x: g.right + 12, align: 'right', size: g.size - 1 },
      ],
    ],
  });
  return { family: 'us-online-activity-print', spec, statements: [st] };
};
