/**
 * A US neobank's monthly checking statement (Chime-like, under an invented brand): "a financial
 * technology company, not a bank" with the partner bank named only in the footer, a checking
 * summary by kind (Deposits, ATM Withdrawals, Purchases, Adjustments, Transfers, Round Up
 * Transfers, Fees: not rows), then Transaction Date | Description | Type | Amount | Net Amount |
 * Settlement Date with MM/DD/YYYY dates, the amount printed twice ("-$12.34" in Amount and Net
 * Amount) and the SETTLEMENT DATE LAST, after the money, no running balance; card purchases
 * followed by a round-up transfer to savings, out-of-network ATM fees, twice-monthly direct
 * deposits, pay-a-friend transfers; then the savings account with its own summary and table
 * (round-ups and transfers in, interest paid). Two truth statements; truth date = transaction
 * date, postDate = settlement date, description = Description and Type joined.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { person } from '../blind-1/kit.ts';
import { company, US_CITIES, usMerchant } from '../blind-1/words.ts';
import { digits, runBalances, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { flexColumns } from '../blind-10/kit.ts';
import { byDate, rowMaker } from '../blind-11/kit.ts';
import { minIso, printedRow } from './kit.ts';

export const usNeobankSettlement: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowCount(rng, g, o.pages, 1.3, 100);
  const { start, end } = calendarPeriod(rng, 1);
  const { mk } = rowMaker();
  const types = new Map<SynthTx, string>();
  const T = (t: SynthTx, type: string, lag = 0): SynthTx => {
    types.set(t, type);
    t.postDate = minIso(end, addDays(t.date, lag));
    return t;
  };
  const savings: SynthTx[] = [];
  const friend = () => `${word(rng)} ${word(rng)}`;
  const checking = scatter(rng, start, end, count, (d): SynthTx | SynthTx[] => {
    const r = rng.next();
    if (r < 0.5) {
      const amt = logAmount(rng, 150, 15_000);
      const buy = T(mk(d, [usMerchant(rng)], -amt), 'Purchase', rng.int(0, 3));
      const cents = amt % 100;
      if (cents > 0 && rng.chance(0.45)) {
        savings.push(T(mk(d, ['Round Up Transfer from Checking'], 100 - cents), 'Round Up'));
        return [buy, T(mk(d, ['Round Up Transfer to Savings'], -(100 - cents)), 'Round Up')];
      }
      return buy;
    }
    if (r < 0.58) {
      const out = rng.chance(0.3);
      const atm = T(
        mk(
          d,
          [
            `${out ? rng.pick(['CARDTRONICS', 'PNC BANK', 'CHASE']) : rng.pick(['MONEYPASS', 'ALLPOINT', 'VISA ALLIANCE'])} ATM ${rng.pick(US_CITIES)}`,
          ],
          -rng.int(2, 20) * 1_000,
        ),
        'ATM Withdrawal',
      );
      return out ? [atm, T(mk(d, ['Out-of-network ATM withdrawal fee'], -250), 'Fee')] : atm;
    }
    if (r < 0.7)
      return T(
        mk(d, [rng.chance(0.6) ? `Pay to ${friend()}` : `Pay from ${friend()}`], 0),
        'Transfer',
      );
    if (r < 0.78) {
      const amt = logAmount(rng, 1_000, 30_000, 100);
      savings.push(T(mk(d, ['Transfer from Checking Account'], amt), 'Transfer'));
      return T(mk(d, ['Transfer to Savings Account'], -amt), 'Transfer');
    }
    if (r < 0.86)
      return T(
        mk(
          d,
          [
            rng.chance(0.5)
              ? 'Mobile Check Deposit'
              : `Cash Deposit ${rng.pick(['WALGREENS', '7-ELEVEN', 'CVS', 'DOLLAR GENERAL'])}`,
          ],
          logAmount(rng, 2_000, 80_000, 100),
        ),
        'Deposit',
        rng.int(0, 2),
      );
    if (r < 0.93)
      return T(mk(d, [`Refund ${usMerchant(rng)}`], logAmount(rng, 300, 9_000)), 'Adjustment');
    return T(
      mk(d, [rng.pick(['Venmo', 'Cash App', 'PayPal'])], -logAmount(rng, 500, 20_000)),
      'Transfer',
    );
  });
  // pay-a-friend amounts: out when "Pay to", in when "Pay from"
  for (const t of checking)
    if (t.amount === 0) {
      const a = logAmount(rng, 500, 30_000, 100);
      t.amount = t.description.startsWith('Pay to') ? -a : a;
    }
  const employer = company(rng, ['INC', 'LLC', 'CORP', 'HOLDINGS']);
  const pay = logAmount(rng, 60_000, 260_000);
  for (const day of [rng.int(0, 6), rng.int(14, 20)])
    checking.push(
      T(
        mk(addDays(start, day), [`${employer} PAYROLL`], pay + rng.int(-3_000, 3_000)),
        'Direct Deposit',
      ),
    );
  byDate(checking);
  const opening = liftOpening(checking, logAmount(rng, 2_000, 150_000), 0);
  const savOpening = logAmount(rng, 1_000, 400_000);
  byDate(savings);
  runBalances(savings, savOpening);
  const preInterest = savings.length ? savings.at(-1)!.balance : savOpening;
  savings.push(
    T(
      mk(end, ['Interest Paid'], Math.max(1, Math.round(preInterest * rng.float(0.0015, 0.0035)))),
      'Interest',
    ),
  );
  runBalances(savings, savOpening);

  const brand = word(rng);
  const holder = person(rng);
  const chkNo = digits(rng, 13);
  const savNo = digits(rng, 13);
  const common = { bank: brand, holder, currency: 'USD', start, end, printsTotals: false };
  const st = statementOf({
    ...common,
    account: chkNo,
    type: 'Checking Account',
    opening,
    txs: checking,
  });
  const sv = statementOf({
    ...common,
    account: savNo,
    type: 'Savings Account',
    opening: savOpening,
    txs: savings,
  });
  const usd = (v: number) => `${v < 0 ? '-' : ''}$${formatMinor(v, EN)}`;
  const md = (iso: string) => formatDate(iso, 'MM/DD/YYYY');
  const cols = flexColumns(g, [
    { key: 'date', header: ['Transaction', 'Date'], align: 'left', width: 66 },
    { key: 'desc', header: ['Description'], align: 'left' },
    { key: 'type', header: ['Type'], align: 'left', width: 86 },
    { key: 'amount', header: ['Amount'], align: 'right', width: 66 },
    { key: 'net', header: ['Net Amount'], align: 'right', width: 66 },
    { key: 'settle', header: ['Settlement', 'Date'], align: 'left', width: 70 },
  ]);
  const rowsOf = (s: typeof st, list: SynthTx[]): Row[] =>
    list.map((t) =>
      printedRow(
        s,
        t,
        `${t.description} ${types.get(t)}`,
        {
          date: md(t.date),
          desc: t.description,
          type: types.get(t)!,
          amount: usd(t.amount),
          net: usd(t.amount),
          settle: md(t.postDate!),
        },
        null,
      ),
    );
  const lx = g.left + (g.right - g.left) * 0.55;
  const kv = (l: string, v: string, bold = false) => ({
    cells: [
      { text: l, x: lx, bold },
      { text: v, x: g.right, align: 'right' as const, bold },
    ],
  });
  const kinds = (list: SynthTx[], ...names: string[]) =>
    sumOf(list, (t) => names.includes(types.get(t)!));
  const period = rng.pick([
    `${formatDate(start, 'MMMM D, YYYY')} - ${formatDate(end, 'MMMM D, YYYY')}`,
    `${md(start)} - ${md(end)}`,
    `${formatDate(start, 'MMM D')} - ${formatDate(end, 'MMM D, YYYY')}`,
  ]);
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: brand, x: g.left, bold: true, size: g.size + 10 },
          {
            text: 'Checking Account Statement',
            x: g.right,
            align: 'right',
            bold: true,
            size: g.size + 2,
          },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: holder, x: g.left, bold: true },
          { text: 'Statement period', x: lx },
          { text: period, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `${rng.int(10, 9999)} ${word(rng)} ${rng.pick(['St', 'Ave', 'Dr', 'Blvd'])}`,
            x: g.left,
          },
          { text: 'Checking Account Number', x: lx },
          { text: chkNo, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `${word(rng).toUpperCase()} ${rng.pick(US_CITIES).slice(-2)} ${digits(rng, 5)}`,
            x: g.left,
          },
          { text: 'Savings Account Number', x: lx },
          { text: savNo, x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight,
      },
      { cells: [{ text: 'Checking Account Summary', x: lx, bold: true }] },
      kv('Beginning balance', usd(opening)),
      kv('Deposits', usd(kinds(checking, 'Deposit', 'Direct Deposit'))),
      kv('ATM Withdrawals', usd(kinds(checking, 'ATM Withdrawal'))),
      kv('Purchases', usd(kinds(checking, 'Purchase'))),
      kv('Adjustments', usd(kinds(checking, 'Adjustment'))),
      kv('Transfers', usd(kinds(checking, 'Transfer'))),
      kv('Round Up Transfers', usd(kinds(checking, 'Round Up'))),
      kv('Fees', usd(kinds(checking, 'Fee'))),
      {
        ...kv('Ending balance', usd(checking.at(-1)!.balance), true),
        gapAfter: g.lineHeight * 0.5,
      },
    ],
  };
  const savSummary: Block = {
    kind: 'lines',
    lines: [
      { cells: [{ text: 'Savings Account Summary', x: lx, bold: true }] },
      kv('Beginning balance', usd(savOpening)),
      kv('Transfers', usd(kinds(savings, 'Transfer', 'Round Up'))),
      kv('Interest', usd(kinds(savings, 'Interest'))),
      kv('Ending balance', usd(savings.at(-1)!.balance), true),
      kv('Annual Percentage Yield Earned', `${rng.pick(['1.50', '2.00', '2.50', '3.75'])}%`),
    ],
  };
  const partner = `${word(rng)} Bank, N.A.`;
  const phone = `1-844-${digits(rng, 3)}-${digits(rng, 4)}`;
  const spec = docSpec(
    g,
    [
      header,
      {
        kind: 'table',
        title: 'Checking Account Transactions',
        continuedSuffix: ' (continued)',
        columns: cols,
        rows: rowsOf(st, checking),
        headerRule: true,
        wrapKey: 'desc',
      },
      { kind: 'space', height: g.lineHeight * 1.5 },
      savSummary,
      {
        kind: 'table',
        title: 'Savings Account Transactions',
        continuedSuffix: ' (continued)',
        columns: cols,
        rows: rowsOf(sv, savings),
        headerRule: true,
        wrapKey: 'desc',
      },
    ],
    {
      pageHeader: () => [
        [
          { text: `${brand}  ${holder}`, x: g.left, bold: true },
          { text: period, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: `${brand} is a financial technology company, not a bank. Banking services provided by ${partner}; Member FDIC. Questions? ${phone}`,
            x: g.left,
            size: g.size - 2,
          },
        ],
        [{ text: `Page ${p} of ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'us-neobank-settlement', spec, statements: [st, sv] };
};
