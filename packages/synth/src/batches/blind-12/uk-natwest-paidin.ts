/**
 * A UK high-street current account in the NatWest / RBS shape: "Period Covered 01 MAR 2024 to
 * 31 MAR 2024", account name, sort code "60-12-34", account number, BIC and IBAN, a Summary
 * (Previous Balance, Paid Out, Paid In, New Balance), then Date | Description | Paid In(£) |
 * Withdrawn(£) | Balance(£) with money IN BEFORE money out, upper-case "05 MAR 2024" dates once
 * per day, a "BROUGHT FORWARD" row first and again at the top of every later page (no carried
 * forward line at the foot), the balance on every row with overdrawn balances printed "123.45-"
 * (trailing minus), and the bank's comma-separated descriptors: "Card Transaction 4321 02MAR24
 * C , TESCO STORES 6543 , LONDON GB", "Automated Credit EMPLOYER LTD SALARY FP 28/03/24 1020",
 * "Direct Debit BRITISH GAS 600012345 DDR", "OnLine Transaction …  VIA MOBILE - PYMT", "Standing
 * Order", "Cash Withdrawal … LINK", a non-sterling card purchase followed by its "Non-Sterling
 * Transaction Fee" row, and a monthly account fee.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { UK_DD, UK_TOWNS, ukMerchant } from '../blind-1/words.ts';
import { digits, moneyColumns, statementOf, tx, word } from '../blind-3/common.ts';
import { calendarPeriod, firstOfDay } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { byDate } from '../blind-11/kit.ts';
import { columnsRow, trailingMinus } from './kit.ts';

export const ukNatwestPaidin: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.6, 110);
  const { start, end } = calendarPeriod(rng, 1);
  const card = digits(rng, 4);
  const ddmmmyy = (iso: string) => formatDate(iso, 'DDMMMYY').toUpperCase();
  const employer = `${word(rng).toUpperCase()} ${rng.pick(['LTD', 'PLC', 'LLP'])}`;
  const txs = scatter(rng, start, end, count, (d): SynthTx | SynthTx[] => {
    const r = rng.next();
    const town = rng.pick(UK_TOWNS);
    if (r < 0.45)
      return tx(
        d,
        `Card Transaction ${card} ${ddmmmyy(d)} ${rng.pick(['C ', ''])}, ${ukMerchant(rng).toUpperCase()} , ${town.toUpperCase()} GB`,
        -logAmount(rng, 150, 12_000),
      );
    if (r < 0.5) {
      const gbp = logAmount(rng, 500, 20_000);
      return [
        tx(
          d,
          `Card Transaction ${card} ${ddmmmyy(d)} , ${rng.pick(['AMAZON EU SARL', 'BOOKING.COM', 'RYANAIR', 'ZARA ESPANA'])} , ${rng.pick(['LUXEMBOURG LU', 'AMSTERDAM NL', 'DUBLIN IE', 'MADRID ES'])} EUR ${formatMinor(Math.round(gbp * 1.17), EN)} VRATE 1.${rng.int(1000, 1999)}`,
          -gbp,
        ),
        tx(d, 'Non-Sterling Transaction Fee', -Math.max(1, Math.round(gbp * 0.0275))),
      ];
    }
    if (r < 0.62)
      return tx(
        d,
        `Direct Debit ${rng.pick(UK_DD).toUpperCase()} ${digits(rng, 9)} DDR`,
        -logAmount(rng, 900, 25_000),
      );
    if (r < 0.72)
      return tx(
        d,
        `OnLine Transaction ${word(rng).toUpperCase()} ${word(rng).toUpperCase()} ${rng.pick(['RENT', 'THANKS', 'DINNER', 'SAVINGS'])} VIA MOBILE - PYMT FP ${formatDate(d, 'DD/MM/YY')} ${digits(rng, 2)} ${digits(rng, 6)}`,
        -logAmount(rng, 500, 60_000, 100),
      );
    if (r < 0.8)
      return tx(
        d,
        `Automated Credit ${word(rng).toUpperCase()} ${rng.pick(['REFUND', 'THANK YOU', 'SHARE', 'LOAN'])} FP ${formatDate(d, 'DD/MM/YY')} ${digits(rng, 4)}`,
        logAmount(rng, 500, 30_000, 100),
      );
    if (r < 0.86)
      return tx(
        d,
        `Cash Withdrawal ${card} ${ddmmmyy(d)} , ${rng.pick(['NATWEST', 'LINK', 'CARDTRONICS', 'POST OFFICE'])} ${town.toUpperCase()} , GB`,
        -rng.int(1, 25) * 1_000,
      );
    if (r < 0.93)
      return tx(
        d,
        `Standing Order ${word(rng).toUpperCase()} ${word(rng).toUpperCase()} ${rng.pick(['RENT', 'GYM', 'POCKET MONEY', 'ALLOTMENT'])}`,
        -logAmount(rng, 1_000, 90_000, 100),
      );
    return tx(
      d,
      `Cash & Dep Machine ${town.toUpperCase()} ${digits(rng, 4)}`,
      logAmount(rng, 1_000, 50_000, 1_000),
    );
  });
  txs.push(
    tx(
      `${end.slice(0, 8)}${String(rng.int(20, 28))}`,
      `Automated Credit ${employer} SALARY FP ${formatDate(end, 'DD/MM/YY')} ${digits(rng, 4)} RP${digits(rng, 10)}`,
      logAmount(rng, 140_000, 520_000),
    ),
  );
  if (rng.chance(0.6))
    txs.push(
      tx(
        end,
        `Charges ACCOUNT FEE ${rng.pick(['REWARD', 'SELECT', 'PREMIER'])}`,
        -rng.pick([200, 300, 500]),
      ),
    );
  byDate(txs);
  const overdraft = rng.chance(0.3);
  const opening = liftOpening(
    txs,
    logAmount(rng, 5_000, 300_000),
    overdraft ? -rng.int(10_000, 90_000) : 0,
  );
  const closing = txs.at(-1)!.balance;
  const bank = rng.pick([
    `${word(rng)} West`,
    `Royal Bank of ${word(rng)}`,
    `${word(rng)} Westminster Bank`,
  ]);
  const holder = `${rng.pick(['MR', 'MRS', 'MS', 'MISS', 'DR'])} ${String.fromCharCode(65 + rng.int(0, 25))} ${word(rng).toUpperCase()}`;
  const acct = digits(rng, 8);
  const sort = `${rng.pick(['60', '56', '83', '16'])}-${digits(rng, 2)}-${digits(rng, 2)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Current account',
    currency: 'GBP',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const bal = (v: number) => trailingMinus(v);
  const m = (v: number) => formatMinor(v, EN);
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], 70]],
    desc: ['Description'],
    money: [
      ['in', ['Paid In(£)']],
      ['out', ['Withdrawn(£)']],
      ['balance', ['Balance(£)']],
    ],
    moneyWidth: 70,
  });
  const D = (iso: string) => formatDate(iso, 'DD MMM YYYY').toUpperCase();
  const first = firstOfDay(txs);
  const rows: Row[] = [
    {
      cells: { date: D(start), desc: 'BROUGHT FORWARD', balance: bal(opening) },
      balanceAfter: opening,
    },
    ...txs.map((t, i) =>
      columnsRow(
        st,
        t,
        { desc: t.description },
        ['desc'],
        {
          date: first[i] ? D(t.date) : '',
          [t.amount < 0 ? 'out' : 'in']: m(t.amount),
          balance: bal(t.balance),
        },
        t.balance,
      ),
    ),
  ];
  const lx = g.left + (g.right - g.left) * 0.55;
  const kv = (l: string, v: string, bold = false) => [
    { text: l, x: lx, bold },
    { text: v, x: g.right, align: 'right' as const, bold },
  ];
  const iban = `GB${digits(rng, 2)} ${rng.pick(['NWBK', 'RBOS'])} ${sort.replace(/-/g, '').slice(0, 4)} ${sort.replace(/-/g, '').slice(4)}${acct.slice(0, 2)} ${acct.slice(2, 6)} ${acct.slice(6)}`;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 7 },
          { text: 'Statement', x: g.right, align: 'right', bold: true, size: g.size + 3 },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
      { cells: [{ text: holder, x: g.left }, ...kv('Period Covered', `${D(start)} to ${D(end)}`)] },
      {
        cells: [
          { text: `${rng.int(1, 99)} ${word(rng).toUpperCase()} ROAD`, x: g.left },
          ...kv('Account Name', holder),
        ],
      },
      {
        cells: [
          { text: `${rng.pick(UK_TOWNS).toUpperCase()}`, x: g.left },
          ...kv('Sort Code', sort),
        ],
      },
      {
        cells: [
          {
            text: `${rng.pick(['LS', 'M', 'B', 'EH', 'CF'])}${rng.int(1, 20)} ${rng.int(1, 9)}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`,
            x: g.left,
          },
          ...kv('Account No', acct),
        ],
      },
      { cells: [...kv('BIC', 'NWBKGB2L')] },
      { cells: [...kv('IBAN', iban)], gapAfter: g.lineHeight * 0.5 },
      { cells: [{ text: 'Summary', x: g.left, bold: true }] },
      {
        cells: [
          { text: 'Previous Balance', x: g.left },
          { text: `£${bal(opening)}`, x: g.left + 170, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Paid Out', x: g.left },
          { text: `£${m(-sumOf(txs, (t) => t.amount < 0))}`, x: g.left + 170, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Paid In', x: g.left },
          { text: `£${m(sumOf(txs, (t) => t.amount > 0))}`, x: g.left + 170, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'New Balance', x: g.left, bold: true },
          { text: `£${bal(closing)}`, x: g.left + 170, align: 'right', bold: true },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      {
        kind: 'table',
        columns: cols,
        rows,
        headerRule: true,
        wrapKey: 'desc',
        carry: {
          end: () => ({ cells: {} }),
          start: (b: number) => ({ cells: { desc: 'BROUGHT FORWARD', balance: bal(b) } }),
        },
      },
    ],
    {
      pageHeader: () => [
        [
          { text: bank, x: g.left, bold: true },
          { text: `${sort}  ${acct}  ${holder}`, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: `${bank} plc. Registered in England and Wales. Authorised by the Prudential Regulation Authority.`,
            x: g.left,
            size: g.size - 2,
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
  return { family: 'uk-natwest-paidin', spec, statements: [st] };
};
