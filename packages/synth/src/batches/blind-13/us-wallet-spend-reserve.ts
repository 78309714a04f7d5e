/**
 * A US big-bank "wallet" statement for a checking and a linked savings account in one document
 * (PNC Virtual Wallet-like: Spend and Reserve): "For the period 03/01/2024 to 03/31/2024", a
 * primary account number masked "XX-XXXX-7890", then per account its summary heading with the
 * number in full ("12-3456-7890"), a Balance Summary whose four labels sit on one line and their
 * dollars on the next (Beginning balance | Deposits and other additions | Checks and other
 * deductions | Ending balance), average monthly balance and charges (not rows), and an Activity
 * Detail of sections: Deposits and Other Additions / Banking-Debit Card Withdrawals and Purchases
 * / Online and Electronic Banking Deductions / Other Deductions, each introduced by a sentence
 * "There were 3 Deposits and Other Additions totaling $1,234.56." and laid out Date posted |
 * AMOUNT | Description (the unsigned amount BEFORE the text); a Checks and Substitute Checks
 * table Check number | Amount | Date paid | Reference number with '*' after a number that skips
 * the sequence; a Daily Balance Detail three to a line (not rows). Transfers between the two
 * accounts appear on both sides; the savings earns interest. Two truth statements, rows in
 * printed (section) order, no balances on rows.
 */
import type { ParsedStatement } from '@bsp/shared/parse-result';
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Column, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { person } from '../blind-1/kit.ts';
import { US_CITIES, usMerchant } from '../blind-1/words.ts';
import { digits, statementOf, tx, word } from '../blind-3/common.ts';
import { calendarPeriod, lastOfDay } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { byDate } from '../blind-11/kit.ts';
import { columnsRow } from '../blind-12/kit.ts';
import { absUsd, nUpLines } from './kit.ts';

type Kind = 'dep' | 'check' | 'card' | 'online' | 'other';

export const usWalletSpendReserve: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  // a standalone image must hold both accounts on one page: few rows, no daily balance listing
  const small = o.pages < 1;
  const count = small ? rng.int(3, 5) : rowCount(rng, g, o.pages, 1.5, 90);
  const { start, end } = calendarPeriod(rng, 1);
  const spendNo = `${digits(rng, 2)}-${digits(rng, 4)}-${digits(rng, 4)}`;
  const reserveNo = `${digits(rng, 2)}-${digits(rng, 4)}-${digits(rng, 4)}`;
  const kinds = new Map<SynthTx, Kind>();
  const k = (t: SynthTx, kind: Kind) => {
    kinds.set(t, kind);
    return t;
  };
  let checkNo = rng.int(100, 2500);
  const employer = `${word(rng).toUpperCase()} ${rng.pick(['INC', 'CORP', 'LLC'])}`;
  const spend: SynthTx[] = [];
  const reserve: SynthTx[] = [];
  const nRes = small ? 1 : Math.max(1, Math.round(count * 0.12));
  spend.push(
    ...scatter(rng, start, end, Math.max(small ? 2 : 4, count - nRes * 2), (d) => {
      const r = rng.next();
      if (r < 0.45)
        return k(
          tx(
            d,
            `${rng.pick(['POS Purchase', 'Debit Card Purchase', 'Recurring Debit Card'])} ${digits(rng, 4)} ${usMerchant(rng)}`,
            -logAmount(rng, 250, 20_000),
          ),
          'card',
        );
      if (r < 0.55)
        return k(
          tx(
            d,
            `ATM Withdrawal ${digits(rng, 4)} ${word(rng).toUpperCase()} ${rng.pick(US_CITIES)}`,
            -rng.int(2, 40) * 1_000,
          ),
          'card',
        );
      if (r < 0.7) {
        const co = rng.pick([
          'Verizon Wireless',
          'Comcast',
          'Geico',
          'Discover',
          'Citi Card',
          'Duquesne Light',
        ]);
        return k(
          tx(
            d,
            `${rng.pick(['ACH Web', 'ACH Tel', 'Web Pmt'])} ${digits(rng, 6)} ${co} ${rng.pick(['Payment', 'Pymt', 'Bill Pay'])} ${digits(rng, 9)}`,
            -logAmount(rng, 2_000, 40_000),
          ),
          'online',
        );
      }
      if (r < 0.76)
        return k(
          tx(
            d,
            `Zelle Payment To ${word(rng)} ${word(rng)} ${digits(rng, 11)}`,
            -logAmount(rng, 1_000, 50_000, 100),
          ),
          'online',
        );
      if (r < 0.83) {
        checkNo += rng.chance(0.15) ? rng.int(2, 3) : 1;
        return k(tx(d, String(checkNo), -logAmount(rng, 2_000, 150_000)), 'check');
      }
      if (r < 0.96)
        return k(
          tx(
            d,
            rng.pick(['Mobile Deposit', 'Deposit', 'ATM Deposit']),
            logAmount(rng, 2_000, 90_000),
          ),
          'dep',
        );
      return k(
        tx(
          d,
          `Zelle From ${word(rng)} ${word(rng)} ${digits(rng, 11)}`,
          logAmount(rng, 1_000, 40_000, 100),
        ),
        'dep',
      );
    }),
  );
  const pay = logAmount(rng, 100_000, 300_000);
  for (const d of small ? [rng.int(1, 28)] : [rng.int(1, 14), rng.int(15, 28)])
    spend.push(
      k(
        tx(
          `${start.slice(0, 8)}${String(d).padStart(2, '0')}`,
          `Direct Deposit - Payroll ${employer} ${digits(rng, 8)}`,
          pay,
        ),
        'dep',
      ),
    );
  // transfers between the two accounts: one row on each side
  for (const d of scatter(rng, start, end, nRes, (d) => tx(d, '', 0)).map((t) => t.date)) {
    const amt = logAmount(rng, 2_500, 60_000, 500);
    const toReserve = rng.chance(0.6);
    spend.push(
      k(
        tx(
          d,
          toReserve
            ? `Online Transfer To ${reserveNo.slice(-4).padStart(10, 'X')} Reserve`
            : `Online Transfer From ${reserveNo.slice(-4).padStart(10, 'X')} Reserve`,
          toReserve ? -amt : amt,
        ),
        toReserve ? 'online' : 'dep',
      ),
    );
    reserve.push(
      k(
        tx(
          d,
          toReserve
            ? `Online Transfer From ${spendNo.slice(-4).padStart(10, 'X')} Spend`
            : `Online Transfer To ${spendNo.slice(-4).padStart(10, 'X')} Spend`,
          toReserve ? amt : -amt,
        ),
        toReserve ? 'dep' : 'online',
      ),
    );
  }
  if (rng.chance(0.4))
    spend.push(k(tx(end, 'Service Charge Period Ending', -rng.pick([700, 1_500, 2_500])), 'other'));
  reserve.push(k(tx(end, 'Interest Payment', rng.int(3, 4_000)), 'dep'));
  byDate(spend);
  byDate(reserve);
  const spendOpen = liftOpening(spend, logAmount(rng, 30_000, 400_000), rng.int(1_000, 40_000));
  const resOpen = liftOpening(reserve, logAmount(rng, 100_000, 2_000_000), 10_000);
  const bankWord = word(rng);
  const bank = rng.pick([`${bankWord} Bank`, `${bankWord} Bank, National Association`]);
  const holder = person(rng);
  const m = (v: number) => formatMinor(v, EN);
  const md = (iso: string) => formatDate(iso, 'MM/DD');
  const fp = `For the period ${formatDate(start, 'MM/DD/YYYY')} to ${formatDate(end, 'MM/DD/YYYY')}`;
  const statements: ParsedStatement[] = [];
  const body: Block[] = [
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: bank, x: g.left, bold: true, size: g.size + 7 },
            {
              text: 'Virtual Wallet Statement',
              x: g.right,
              align: 'right',
              bold: true,
              size: g.size + 2,
            },
          ],
          gapAfter: g.lineHeight * 0.4,
        },
        { cells: [{ text: fp, x: g.right, align: 'right' }] },
        {
          cells: [
            {
              text: `Primary account number: ${spendNo.replace(/^\d\d-\d{4}/, 'XX-XXXX')}`,
              x: g.right,
              align: 'right',
            },
          ],
        },
        {
          cells: [
            { text: holder, x: g.left },
            { text: 'Number of enclosures: 0', x: g.right, align: 'right' },
          ],
        },
        {
          cells: [
            {
              text: `${rng.int(10, 9999)} ${word(rng).toUpperCase()} ${rng.pick(['ST', 'AVE', 'RD'])}`,
              x: g.left,
            },
          ],
        },
        {
          cells: [
            { text: `${rng.pick(US_CITIES)} ${digits(rng, 5)}-${digits(rng, 4)}`, x: g.left },
          ],
          gapAfter: g.lineHeight,
        },
      ],
    },
  ];
  const third = (g.right - g.left) / 3;
  const account = (name: string, no: string, txs: SynthTx[], opening: number) => {
    const st = statementOf({
      bank,
      holder,
      account: no,
      type: name.includes('Reserve') ? 'Savings' : 'Checking',
      currency: 'USD',
      start,
      end,
      opening,
      txs,
      printsTotals: true,
    });
    statements.push(st);
    const closing = txs.length ? txs.at(-1)!.balance : opening;
    const q = (g.right - g.left) / 4;
    body.push(
      { kind: 'rule', x0: g.left, x1: g.right, width: 1 },
      {
        kind: 'lines',
        lines: [
          {
            cells: [
              { text: `${name} Account Summary`, x: g.left, bold: true, size: g.size + 2 },
              { text: `Account number: ${no}`, x: g.right, align: 'right', bold: true },
            ],
            gapAfter: g.lineHeight * 0.3,
          },
          { cells: [{ text: holder, x: g.left }], gapAfter: g.lineHeight * 0.3 },
          { cells: [{ text: 'Balance Summary', x: g.left, bold: true }] },
          {
            cells: [
              { text: 'Beginning', x: g.left + q - 8, align: 'right' },
              { text: 'Deposits and', x: g.left + 2 * q - 8, align: 'right' },
              { text: 'Checks and', x: g.left + 3 * q - 8, align: 'right' },
              { text: 'Ending', x: g.right, align: 'right' },
            ],
          },
          {
            cells: [
              { text: 'balance', x: g.left + q - 8, align: 'right' },
              { text: 'other additions', x: g.left + 2 * q - 8, align: 'right' },
              { text: 'other deductions', x: g.left + 3 * q - 8, align: 'right' },
              { text: 'balance', x: g.right, align: 'right' },
            ],
          },
          {
            cells: [
              { text: m(opening), x: g.left + q - 8, align: 'right' },
              { text: m(sumOf(txs, (t) => t.amount > 0)), x: g.left + 2 * q - 8, align: 'right' },
              { text: m(-sumOf(txs, (t) => t.amount < 0)), x: g.left + 3 * q - 8, align: 'right' },
              { text: m(closing), x: g.right, align: 'right' },
            ],
            gapAfter: g.lineHeight * 0.4,
          },
          {
            cells: [
              { text: 'Average monthly balance', x: g.left },
              {
                text: absUsd(Math.round((opening + closing) / 2) + rng.int(0, 9_000)),
                x: g.left + 2 * q - 8,
                align: 'right',
              },
              { text: 'Charges and fees', x: g.left + 2 * q + 10 },
              {
                text: absUsd(-sumOf(txs, (t) => kinds.get(t) === 'other')),
                x: g.right,
                align: 'right',
              },
            ],
            gapAfter: g.lineHeight * 0.5,
          },
          { cells: [{ text: 'Activity Detail', x: g.left, bold: true, size: g.size + 1 }] },
        ],
      },
    );
    const cols: Column[] = [
      { key: 'date', header: ['Date', 'posted'], x: g.left, align: 'left' },
      { key: 'amount', header: ['', 'Amount'], x: g.left + 120, align: 'right' },
      {
        key: 'desc',
        header: ['', 'Description'],
        x: g.left + 140,
        align: 'left',
        width: g.right - g.left - 145,
      },
    ];
    const section = (kind: Kind, title: string, noun: string, one: string) => {
      const list = txs.filter((t) => kinds.get(t) === kind);
      if (!list.length) return;
      body.push({
        kind: 'lines',
        lines: [
          { cells: [{ text: title, x: g.left, bold: true }] },
          {
            cells: [
              {
                text: `There ${list.length === 1 ? 'was' : 'were'} ${list.length} ${list.length === 1 ? one : noun} totaling ${absUsd(Math.abs(sumOf(list)))}.`,
                x: g.left,
              },
            ],
          },
        ],
      });
      if (kind === 'check') {
        const ccols: Column[] = [
          { key: 'no', header: ['Check', 'number'], x: g.left, align: 'left' },
          { key: 'amount', header: ['', 'Amount'], x: g.left + 130, align: 'right' },
          { key: 'date', header: ['Date', 'paid'], x: g.left + 160, align: 'left' },
          { key: 'ref', header: ['Reference', 'number'], x: g.left + 230, align: 'left' },
        ];
        const sorted = [...list].sort((a, b) => Number(a.description) - Number(b.description));
        const rows: Row[] = sorted.map((t, i) => {
          const gap = i > 0 && Number(t.description) !== Number(sorted[i - 1]!.description) + 1;
          const row = columnsRow(
            st,
            t,
            { no: t.description },
            ['no'],
            { amount: m(-t.amount), date: md(t.date), ref: digits(rng, 9) },
            null,
          );
          if (gap) row.cells.no = `${t.description} *`;
          return row;
        });
        body.push({ kind: 'table', columns: ccols, rows, headerRule: true });
        body.push({
          kind: 'lines',
          lines: [{ cells: [{ text: '* Gap in check sequence', x: g.left, size: g.size - 1 }] }],
        });
      } else {
        const rows = list.map((t) =>
          columnsRow(
            st,
            t,
            { desc: t.description },
            ['desc'],
            { date: md(t.date), amount: m(Math.abs(t.amount)) },
            null,
          ),
        );
        body.push({ kind: 'table', columns: cols, rows, headerRule: true, wrapKey: 'desc' });
      }
      body.push({ kind: 'space', height: g.lineHeight * 0.6 });
    };
    section(
      'dep',
      'Deposits and Other Additions',
      'Deposits and Other Additions',
      'Deposit or Other Addition',
    );
    section(
      'check',
      'Checks and Substitute Checks',
      'Checks and Substitute Checks',
      'Check or Substitute Check',
    );
    section(
      'card',
      'Banking/Debit Card Withdrawals and Purchases',
      'Banking/Debit Card Withdrawals and Purchases',
      'Banking/Debit Card Withdrawal or Purchase',
    );
    section(
      'online',
      'Online and Electronic Banking Deductions',
      'Online or Electronic Banking Deductions',
      'Online or Electronic Banking Deduction',
    );
    section('other', 'Other Deductions', 'Other Deductions', 'Other Deduction');
    const last = lastOfDay(txs);
    if (!small)
      body.push(
        {
          kind: 'lines',
          lines: [{ cells: [{ text: 'Daily Balance Detail', x: g.left, bold: true }] }],
        },
        {
          kind: 'lines',
          lines: nUpLines(
            g.left,
            g.right,
            3,
            [
              [0, 'left'],
              [third - 20, 'right'],
            ],
            txs.filter((_, i) => last[i]).map((t) => [md(t.date), m(t.balance)]),
            ['Date', 'Balance'],
          ),
        },
        { kind: 'space', height: g.lineHeight },
      );
  };
  account('Performance Spend', spendNo, spend, spendOpen);
  account('Performance Select Reserve', reserveNo, reserve, resOpen);
  const spec = docSpec(g, body, {
    pageHeader: () => [
      [
        { text: 'Virtual Wallet Statement', x: g.left, bold: true },
        { text: `${fp}   ${holder}`, x: g.right, align: 'right' },
      ],
    ],
    footer: (p, n) => [
      [
        { text: `Member FDIC   Equal Housing Lender`, x: g.left, size: g.size - 1.5 },
        { text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 1 },
      ],
    ],
  });
  return { family: 'us-wallet-spend-reserve', spec, statements };
};
