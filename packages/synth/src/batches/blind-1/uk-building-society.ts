/**
 * A UK building society savings statement in passbook style (Nationwide / Yorkshire-style annual
 * statement): often a monospaced print, a year-long period, Date `15 Mar 2024` / Description /
 * Withdrawals £ / Receipts £ / Balance £ with a balance on every row, "Balance brought forward"
 * and "Balance carried forward" rows (also across pages), monthly or annual interest rows
 * ("Interest 3.85% gross"), roll number and sort code, and an interest-rate panel.
 */
import {
  type BuiltStatement,
  docSpec,
  type FamilyOptions,
  geometry,
  rowsFor,
  truthTx,
} from '../../families.ts';
import { addDays, formatDate, formatMinor, isoToDay } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import {
  activity,
  brand,
  cap,
  closingOf,
  digits,
  legalFooter,
  person,
  rebalance,
  truthStatement,
} from './kit.ts';
import { shortName, ukPostcode } from './words.ts';

export function ukBuildingSociety(rng: Rng, o: FamilyOptions): BuiltStatement {
  const g = geometry(rng, 'a4');
  if (rng.chance(0.6)) Object.assign(g, { font: 'courier', size: 8, lineHeight: 11 });
  const y = rng.int(2019, 2024);
  const start = rng.chance(0.5) ? `${y}-04-01` : `${y}-01-01`;
  const end = addDays(start, rng.chance(0.5) ? 364 : rng.int(89, 182));
  const opening = rng.int(50_000, 4_000_000);
  const rate = rng.int(50, 520) / 100;
  const gross = `${rate.toFixed(2)}% gross`;
  const fromAcct = digits(rng, 8);
  let txs: SynthTx[] = activity(rng, {
    start,
    end,
    count: Math.min(rowsFor(rng, g, o.pages, 1.1), 90),
    opening,
    floor: 0,
    creditShare: 0.55,
    maxDebit: 300_000,
    describe: (credit) =>
      credit
        ? rng.pick([
            `Transfer from Current A/C ${fromAcct}`,
            `Faster Payment In ${shortName(rng)}`,
            'Cash Deposit at Branch',
            'Cheque Deposit',
            `Standing Order ${shortName(rng)}`,
          ])
        : rng.pick([
            `Transfer to Current A/C ${fromAcct}`,
            'Cash Withdrawal at Branch',
            `Online Transfer Out ${shortName(rng)}`,
            `Faster Payment Out Ref ${digits(rng, 6)}`,
          ]),
  });
  // interest: monthly on the last day of each month in the period, or once at the end
  const monthly = rng.chance(0.5);
  const days = isoToDay(end) - isoToDay(start);
  const interestDays: string[] = [];
  if (monthly) {
    for (let d = 0; d <= days; d++) {
      const iso = addDays(start, d);
      if (addDays(iso, 1).slice(8) === '01') interestDays.push(iso);
    }
  } else interestDays.push(end);
  for (const d of interestDays) {
    const part = monthly ? 12 : 365 / Math.max(1, days);
    const amount = Math.max(1, Math.round((opening * rate) / 100 / part));
    txs.push({
      date: d,
      postDate: null,
      type: null,
      description: `Interest ${gross}`,
      amount,
      balance: 0,
    });
  }
  txs = rebalance(txs, opening);
  const closing = closingOf(txs, opening);
  const bank = `${brand(rng)} Building Society`;
  const holder = person(rng, false).replace(/^/, rng.pick(['Mr ', 'Mrs ', 'Miss ', 'Ms ']));
  const roll = `${digits(rng, 4)}/${digits(rng, 9)}`;
  const product = rng.pick([
    'Loyalty Saver',
    'Triple Access Online Saver',
    'Single Access ISA',
    'Instant Access Saver',
    'Flexible Regular Saver',
  ]);
  const st = truthStatement({
    bank,
    holder,
    account: roll,
    type: 'savings',
    currency: 'GBP',
    start,
    end,
    opening,
    txs,
  });
  const dfmt = rng.pick(['DD MMM YYYY', 'DD/MM/YYYY', 'DD MMM YY']);
  const fd = (iso: string) => formatDate(iso, dfmt);
  const rows: Row[] = [
    {
      cells: { date: fd(start), desc: 'Balance brought forward', bal: formatMinor(opening) },
      balanceAfter: opening,
    },
  ];
  for (const tx of txs) {
    const t = truthTx(tx, tx.description, tx.balance);
    st.transactions.push(t);
    rows.push({
      cells: {
        date: fd(tx.date),
        desc: tx.description,
        [tx.amount < 0 ? 'out' : 'in']: formatMinor(tx.amount),
        bal: formatMinor(tx.balance),
      },
      tx: t,
      balanceAfter: tx.balance,
    });
  }
  rows.push({
    cells: { date: fd(end), desc: 'Balance carried forward', bal: formatMinor(closing) },
    bold: true,
  });
  const W = 74;
  const balX = g.right;
  const inX = balX - W - 6;
  const outX = inX - W;
  const descX = g.left + (g.font === 'courier' ? 80 : 66);
  const moneyIn = Math.round(Number(st.totals.moneyIn) * 100);
  const moneyOut = Math.round(Number(st.totals.moneyOut) * 100);
  const mid = g.left + (g.right - g.left) * 0.55;
  const kind = days > 300 ? 'Annual statement' : 'Statement';
  const body: Block[] = [
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: bank, x: g.left, bold: true, size: g.size + 6 },
            { text: kind, x: g.right, align: 'right', bold: true },
          ],
        },
        {
          cells: [
            {
              text: `${cap(brand(rng))} House, ${cap(brand(rng))} Way, ${brand(rng).toUpperCase()}`,
              x: g.left,
              size: g.size - 1,
            },
            {
              text: `${formatDate(start, 'D MMMM YYYY')} to ${formatDate(end, 'D MMMM YYYY')}`,
              x: g.right,
              align: 'right',
            },
          ],
          gapAfter: g.lineHeight,
        },
        {
          cells: [
            { text: holder, x: g.left },
            { text: 'Account', x: mid },
            { text: product, x: g.right, align: 'right' },
          ],
        },
        {
          cells: [
            { text: `${rng.int(1, 120)} ${cap(brand(rng))} Avenue`, x: g.left },
            { text: 'Roll number', x: mid },
            { text: roll, x: g.right, align: 'right' },
          ],
        },
        {
          cells: [
            { text: brand(rng).toUpperCase(), x: g.left },
            { text: 'Sort code', x: mid },
            {
              text: `${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)}`,
              x: g.right,
              align: 'right',
            },
          ],
        },
        {
          cells: [
            {
              text: ukPostcode(rng),
              x: g.left,
            },
          ],
          gapAfter: g.lineHeight,
        },
      ],
    },
    { kind: 'rule', x0: g.left, x1: g.right },
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: 'Opening balance', x: g.left },
            { text: `£${formatMinor(opening)}`, x: g.left + 200, align: 'right' },
            { text: 'Interest rate', x: mid },
            { text: `${gross} / ${(rate * 1.01).toFixed(2)}% AER`, x: g.right, align: 'right' },
          ],
        },
        {
          cells: [
            { text: 'Total paid in', x: g.left },
            { text: `£${formatMinor(moneyIn)}`, x: g.left + 200, align: 'right' },
            { text: 'Interest paid', x: mid },
            { text: monthly ? 'Monthly' : 'Annually', x: g.right, align: 'right' },
          ],
        },
        {
          cells: [
            { text: 'Total withdrawn', x: g.left },
            { text: `£${formatMinor(moneyOut)}`, x: g.left + 200, align: 'right' },
            { text: 'Tax', x: mid },
            { text: 'Paid gross', x: g.right, align: 'right' },
          ],
        },
        {
          cells: [
            { text: 'Closing balance', x: g.left, bold: true },
            { text: `£${formatMinor(closing)}`, x: g.left + 200, align: 'right', bold: true },
          ],
        },
      ],
    },
    { kind: 'rule', x0: g.left, x1: g.right },
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'table',
      title: 'Your transactions',
      continuedSuffix: ' (continued)',
      columns: [
        { key: 'date', header: ['Date'], x: g.left, align: 'left' },
        {
          key: 'desc',
          header: ['Description'],
          x: descX,
          align: 'left',
          width: outX - W - descX + 4,
        },
        { key: 'out', header: ['Withdrawals £'], x: outX, align: 'right' },
        { key: 'in', header: ['Receipts £'], x: inX, align: 'right' },
        { key: 'bal', header: ['Balance £'], x: balX, align: 'right' },
      ],
      rows,
      wrapKey: 'desc',
      headerRule: true,
      carry: {
        end: (b: number) => ({ cells: { desc: 'Balance carried forward', bal: formatMinor(b) } }),
        start: (b: number) => ({ cells: { desc: 'Balance brought forward', bal: formatMinor(b) } }),
      },
    },
  ];
  const spec = docSpec(g, body, {
    pageHeader: () => [
      [
        { text: `${bank}  ${product}`, x: g.left },
        { text: `Roll number ${roll}`, x: g.right, align: 'right' },
      ],
    ],
    footer: legalFooter(
      g,
      [
        `${bank} is authorised by the Prudential Regulation Authority and regulated by the FCA and the PRA.`,
      ],
      (p, n) => `Page ${p} of ${n}`,
      'center',
    ),
  });
  return { family: 'uk-building-society', spec, statements: [st] };
}
