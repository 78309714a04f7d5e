/**
 * A US credit union combined member statement (Symitar / Corelation-style print): member name
 * and number, "Statement Period 03/01/25 thru 03/31/25", an account summary (each share and
 * loan with its previous and new balance), then one section per sub-account: REGULAR SHARE
 * (savings), SHARE DRAFT (checking) and an AUTO LOAN, each a Date | Transaction Description |
 * Withdrawals | Deposits | Balance table opened by "Previous Balance" and closed by "New
 * Balance" with MM/DD dates; a dividend row on the share, debit-card / ACH / check rows on the
 * draft, transfers between shares, and the loan payment printed twice: a withdrawal from the
 * draft and, on the loan, an interest charge and the payment (the loan's balance owed printed
 * positive, negative in the truth). A loan box (APR, next payment, payoff) is not rows. Three
 * statements in one document.
 */
import type { ParsedStatement } from '@bsp/shared/parse-result';
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { activity, dayIn, person, rebalance } from '../blind-1/kit.ts';
import { usMerchant } from '../blind-1/words.ts';
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

export const usCuMultiShare: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowCount(rng, g, o.pages, 1.4, 100);
  const { start, end } = calendarPeriod(rng, 1);
  const member = digits(rng, 7).replace(/^0/, '2');
  const holder = person(rng);
  const bank = rng.pick([
    `${word(rng)} Federal Credit Union`,
    `${word(rng)} Community Credit Union`,
    `${word(rng)} Valley FCU`,
  ]);
  const draftOpen = rng.int(20_000, 600_000);
  const shareOpen = rng.int(50_000, 3_000_000);
  const loanOpen = -rng.int(400_000, 3_500_000);
  const draft = activity(rng, {
    start,
    end,
    count: Math.max(6, count - 8),
    opening: draftOpen,
    floor: 0,
    creditShare: 0.2,
    maxDebit: 90_000,
    describe: (credit) =>
      credit
        ? rng.pick([
            `Deposit ACH ${word(rng).toUpperCase()} INC PAYROLL`,
            'Deposit Mobile Check',
            'Deposit Shared Branch',
          ])
        : rng.pick([
            `Withdrawal Debit Card ${usMerchant(rng)}`,
            `Withdrawal ACH ${rng.pick(['DUKE ENERGY', 'VERIZON WIRELESS', 'STATE FARM', 'COMCAST'])} PAYMENT`,
            `Check ${rng.int(1001, 1400)}`,
            `Withdrawal ATM ${word(rng).toUpperCase()} RD`,
          ]),
  });
  const share = activity(rng, {
    start,
    end,
    count: rng.int(0, 3),
    opening: shareOpen,
    floor: 0,
    creditShare: 0.8,
    describe: (c) => (c ? 'Deposit Cash' : 'Withdrawal Teller'),
  });
  const transferDate = dayIn(rng, start, end);
  const moved = rng.int(50, 1_000) * 100;
  share.push(tx(transferDate, 'Withdrawal Transfer To Share Draft 10', -moved));
  draft.push(tx(transferDate, 'Deposit Transfer From Regular Share 00', moved));
  const dividend = Math.max(1, Math.round((shareOpen * rng.int(10, 300)) / 120_000));
  share.push(tx(end, `Dividend Earned ${(rng.int(10, 300) / 100).toFixed(2)}% APY`, dividend));
  const payDate = dayIn(rng, start, end);
  const payment = rng.int(250, 800) * 100;
  const interest = Math.round((-loanOpen * rng.int(299, 899)) / 1_200_000);
  draft.push(tx(payDate, 'Withdrawal Transfer To Auto Loan 50', -payment));
  const loan = [
    tx(payDate, 'Interest Charge', -interest),
    tx(payDate, 'Payment Transfer From Share Draft 10', payment),
  ];
  const sections = [
    { name: 'REGULAR SHARE', suffix: '00', opening: shareOpen, txs: share, loan: false },
    { name: 'SHARE DRAFT', suffix: '10', opening: draftOpen, txs: draft, loan: false },
    { name: 'AUTO LOAN', suffix: '50', opening: loanOpen, txs: loan, loan: true },
  ];
  const statements: ParsedStatement[] = [];
  const body: Block[] = [];
  const summary: string[][] = [];
  const m = (v: number) => formatMinor(v, EN);
  const d = (iso: string) => formatDate(iso, 'MM/DD');
  for (const s of sections) {
    let txs = rebalance(s.txs, s.opening);
    const low = Math.min(0, ...txs.map((t) => t.balance));
    if (!s.loan && low < 0) {
      s.opening += -low + rng.int(1_000, 20_000);
      txs = rebalance(txs, s.opening);
    }
    const acct = `${member}-${s.suffix}`;
    const st = statementOf({
      bank,
      holder,
      account: acct,
      type:
        s.name === 'AUTO LOAN'
          ? 'Auto Loan'
          : s.name === 'SHARE DRAFT'
            ? 'Share Draft (Checking)'
            : 'Regular Share (Savings)',
      currency: 'USD',
      start,
      end,
      opening: s.opening,
      txs,
      printsTotals: !s.loan,
    });
    statements.push(st);
    const closing = txs.at(-1)!.balance;
    const show = (v: number) => m(s.loan ? -v : v);
    summary.push([`${s.name}  ${acct}`, show(s.opening), show(closing)]);
    const cols = moneyColumns(g, {
      lead: [['date', ['Date'], 40]],
      desc: ['Transaction Description'],
      money: s.loan
        ? [
            ['out', ['Advances/Charges']],
            ['in', ['Payments']],
            ['balance', ['Principal Balance']],
          ]
        : [
            ['out', ['Withdrawals']],
            ['in', ['Deposits']],
            ['balance', ['Balance']],
          ],
      moneyWidth: s.loan ? 92 : 78,
    });
    const rows: Row[] = [
      { cells: { date: d(start), desc: 'Previous Balance', balance: show(s.opening) } },
      ...txs.map((t: SynthTx) =>
        txRow(
          st,
          t,
          {
            date: d(t.date),
            [t.amount < 0 ? 'out' : 'in']: m(Math.abs(t.amount)),
            balance: show(t.balance),
          },
          t.balance,
        ),
      ),
      { cells: { date: d(end), desc: 'New Balance', balance: show(closing) }, bold: true },
    ];
    body.push(
      { kind: 'space', height: g.lineHeight },
      {
        kind: 'lines',
        lines: [
          {
            cells: [
              { text: s.name, x: g.left, bold: true, size: g.size + 1.5 },
              { text: `Account ${acct}`, x: g.right, align: 'right', bold: true },
            ],
          },
        ],
      },
      { kind: 'rule', x0: g.left, x1: g.right, width: 1 },
      { kind: 'table', columns: cols, rows, wrapKey: 'desc' },
    );
    if (s.loan) {
      const apr = (rng.int(299, 899) / 100).toFixed(2);
      body.push({
        kind: 'lines',
        lines: [
          {
            cells: [
              { text: `Annual Percentage Rate ${apr}%`, x: g.left + 20 },
              { text: `Payment Amount $${m(payment)}`, x: g.left + 260 },
            ],
          },
          {
            cells: [
              {
                text: `Next Payment Due ${formatDate(addDays(end, 15), 'MM/DD/YY')}`,
                x: g.left + 20,
              },
              { text: `Interest Paid YTD $${m(interest * rng.int(1, 11))}`, x: g.left + 260 },
            ],
          },
        ],
      });
    }
  }
  const ax = [g.left, g.left + 280, g.right];
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          { text: 'Member Statement', x: g.right, align: 'right', bold: true },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: holder, x: g.left },
          { text: `Member Number ${member}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `${rng.int(10, 9999)} ${word(rng).toUpperCase()} AVE`, x: g.left },
          {
            text: `Statement Period ${formatDate(start, 'MM/DD/YY')} thru ${formatDate(end, 'MM/DD/YY')}`,
            x: g.right,
            align: 'right',
          },
        ],
      },
      {
        cells: [{ text: `${word(rng).toUpperCase()} OH ${digits(rng, 5)}`, x: g.left }],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: 'Account Summary', x: ax[0]!, bold: true },
          { text: 'Previous Balance', x: ax[1]!, align: 'right', bold: true },
          { text: 'New Balance', x: ax[2]!, align: 'right', bold: true },
        ],
      },
      ...summary.map((r) => ({
        cells: r.map((text, i) => ({
          text,
          x: ax[i]!,
          align: i ? ('right' as const) : ('left' as const),
        })),
      })),
    ],
  };
  const spec = docSpec(g, [header, ...body], {
    pageHeader: (p) => [
      [
        { text: `${holder}   Member ${member}`, x: g.left },
        { text: `Page ${p}`, x: g.right, align: 'right' },
      ],
    ],
    footer: legalFooter(
      g,
      'Federally insured by NCUA. Dividends are declared monthly by the Board of Directors.',
      (p, n) => `Page ${p} of ${n}`,
    ),
  });
  return { family: 'us-cu-multi-share', spec, statements };
};
