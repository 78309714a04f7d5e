/**
 * A US mortgage servicer's monthly statement (CFPB periodic-statement layout): servicer name,
 * "Mortgage Statement", "Statement Date 11/15/2025", loan number, property address, payment due
 * date and amount due, an "Explanation of Amount Due" box (principal, interest, escrow, regular
 * monthly payment, fees, total), a "Past Payments Breakdown" (paid last month / year to date,
 * figures without dates), then "Transaction Activity (10/16/2025 to 11/15/2025)": Date (MM/DD) |
 * Description | Total | Principal | Interest | Escrow | Fees. Payments split into principal,
 * interest and escrow; county tax, hazard insurance and mortgage insurance escrow disbursements;
 * late charge, curtailment and NSF rows; an "Escrow balance" and "Outstanding principal" box.
 *
 * Truth, from the borrower's view of the loan account: a row's amount is its Total (a payment
 * positive; an escrow disbursement, a late charge or a returned payment negative). Opening and
 * closing balances are the outstanding principal before and after the period, negative (owed).
 * The principal moves only by the principal portions, so the Totals do not reconcile to it:
 * the truth says so in checks (reconciled false, one closing_balance_mismatch issue).
 */
import { docSpec, type FamilyFn, geometry, truthTx } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Column, Row } from '../../layout.ts';
import { textWidth } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { person } from '../blind-1/kit.ts';
import { US_CITIES } from '../blind-1/words.ts';
import { digits, legalFooter, statementOf, tx, word } from '../blind-3/common.ts';

interface Split {
  principal: number;
  interest: number;
  escrow: number;
  fees: number;
}

export const usMortgageActivity: FamilyFn = (rng, _o) => {
  const g = geometry(rng, 'letter');
  const y = rng.int(2019, 2025);
  const mo = rng.int(1, 12);
  const end = `${y}-${String(mo).padStart(2, '0')}-15`;
  const start = addDays(end, -29);
  const principal0 = rng.int(80_000, 650_000) * 100 + rng.int(0, 99);
  const rate = rng.pick([2.875, 3.25, 3.625, 4.125, 4.5, 5.75, 6.375, 6.875, 7.125]);
  const interest = Math.round((principal0 * rate) / 1200);
  const pi = Math.round(interest * rng.float(1.15, 1.9));
  const escrowMo = rng.int(200, 1200) * 100 + rng.int(0, 99);
  const regular = pi + escrowMo;
  const rows: [SynthTx, Split][] = [];
  let principal = principal0;
  const add = (date: string, desc: string, s: Split) => {
    const total = s.principal + s.interest + s.escrow + s.fees;
    principal -= s.principal;
    rows.push([tx(date, desc, total), s]);
  };
  const late = rng.chance(0.2);
  const payDate = addDays(start, late ? rng.int(16, 25) : rng.int(0, 14));
  if (late)
    add(addDays(start, 16), 'Late Charge', {
      principal: 0,
      interest: 0,
      escrow: 0,
      fees: -Math.round(pi * 0.04),
    });
  if (rng.chance(0.15)) {
    const d0 = addDays(payDate, -3);
    add(d0, 'Payment Received', { principal: pi - interest, interest, escrow: escrowMo, fees: 0 });
    add(addDays(d0, 2), 'Returned Payment - NSF', {
      principal: interest - pi,
      interest: -interest,
      escrow: -escrowMo,
      fees: 0,
    });
    add(addDays(d0, 2), 'NSF Fee', { principal: 0, interest: 0, escrow: 0, fees: -2_500 });
  }
  add(payDate, rng.pick(['Payment Received', 'Payment - Thank You', 'AutoPay Payment']), {
    principal: pi - interest,
    interest,
    escrow: escrowMo,
    fees: 0,
  });
  if (rng.chance(0.35))
    add(addDays(payDate, rng.int(0, 3)), 'Additional Principal Payment', {
      principal: rng.int(1, 40) * 5_000,
      interest: 0,
      escrow: 0,
      fees: 0,
    });
  const county = `${word(rng)} County`;
  const disb: [string, number][] = [];
  if (rng.chance(0.6))
    disb.push([`County Tax Disbursement - ${county}`, rng.int(900, 6500) * 100 + rng.int(0, 99)]);
  if (rng.chance(0.5))
    disb.push([`Hazard Insurance Disbursement - ${word(rng)} Mutual`, rng.int(800, 3200) * 100]);
  if (rng.chance(0.4))
    disb.push(['Mortgage Insurance Premium Disbursement', rng.int(40, 260) * 100 + rng.int(0, 99)]);
  for (const [desc, v] of disb)
    add(addDays(start, rng.int(1, 29)), desc, { principal: 0, interest: 0, escrow: -v, fees: 0 });
  rows.sort((a, b) => (a[0].date < b[0].date ? -1 : a[0].date > b[0].date ? 1 : 0));
  const txs = rows.map((r) => r[0]);
  for (const t of txs) t.balance = 0;
  const servicer = rng.pick([
    `${word(rng)} Mortgage Servicing`,
    `${word(rng)} Home Loans`,
    `${word(rng)} Mortgage, LLC`,
  ]);
  const holder = rng.chance(0.5) ? person(rng) : `${person(rng)} AND ${person(rng)}`;
  const loan = digits(rng, 10);
  const st = statementOf({
    bank: servicer,
    holder,
    account: loan,
    type: 'Mortgage',
    currency: 'USD',
    start,
    end,
    opening: -principal0,
    txs: [],
    printsTotals: false,
  });
  st.closingBalance = `-${formatMinor(principal, { group: '', decimal: '.' })}`;
  st.checks = {
    reconciled: false,
    issues: [
      {
        code: 'closing_balance_mismatch',
        message:
          'Mortgage activity: row amounts are the Total column (payments include interest and escrow); opening and closing are the outstanding principal, which moves by the principal portions only.',
        row: null,
      },
    ],
  };
  const m = (v: number) => (v === 0 ? '' : `${v < 0 ? '-' : ''}$${formatMinor(v, EN)}`);
  const md = (iso: string) => formatDate(iso, 'MM/DD');
  const full = (iso: string) => formatDate(iso, 'MM/DD/YYYY');
  const w = (s: string) => textWidth(g.font, s, g.size, true);
  const mw = Math.max(w('-$99,999.99'), w('Principal')) + 10;
  const money = ['total', 'principal', 'interest', 'escrow', 'fees'];
  const heads = ['Total', 'Principal', 'Interest', 'Escrow', 'Fees'];
  const descX = g.left + w('00/00') + 14;
  const cols: Column[] = [
    { key: 'date', header: ['Date'], x: g.left, align: 'left' },
    {
      key: 'desc',
      header: ['Description'],
      x: descX,
      align: 'left',
      width: g.right - 5 * mw - descX - 6,
    },
    ...money.map(
      (k, i): Column => ({
        key: k,
        header: [heads[i]!],
        x: g.right - (4 - i) * mw,
        align: 'right',
      }),
    ),
  ];
  const tableRows: Row[] = rows.map(([t, s]) => {
    const truth = truthTx(t, t.description, null);
    st.transactions.push(truth);
    return {
      cells: {
        date: md(t.date),
        desc: t.description,
        total: m(t.amount),
        principal: m(s.principal),
        interest: m(s.interest),
        escrow: m(s.escrow),
        fees: m(s.fees),
      },
      tx: truth,
    };
  });
  const due = addDays(end, 17);
  const feesDue = -rows.reduce((a, [, s]) => a + Math.min(0, s.fees), 0);
  const mid = g.left + (g.right - g.left) * 0.52;
  const pair = (l: string, v: string, x0: number, x1: number, bold = false) => [
    { text: l, x: x0, bold },
    { text: v, x: x1, align: 'right' as const, bold },
  ];
  const L = (l: string, v: string, bold = false) => pair(l, v, g.left, mid - 24, bold);
  const R = (l: string, v: string, bold = false) => pair(l, v, mid, g.right, bold);
  const paid = rows.filter(([t]) => t.amount > 0).map(([, s]) => s);
  const sumK = (k: keyof Split) => paid.reduce((a, s) => a + s[k], 0);
  const ytdN = Number(end.slice(5, 7));
  const escrowBal = rng.int(500, 6000) * 100;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: servicer, x: g.left, bold: true, size: g.size + 6 },
          { text: 'Mortgage Statement', x: g.right, align: 'right', bold: true, size: g.size + 3 },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
      { cells: [{ text: holder, x: g.left }, ...R('Statement Date', full(end))] },
      {
        cells: [
          {
            text: `${rng.int(10, 9999)} ${word(rng).toUpperCase()} ${rng.pick(['ST', 'DR', 'CT', 'AVE'])}`,
            x: g.left,
          },
          ...R('Loan Number', loan),
        ],
      },
      {
        cells: [
          { text: `${rng.pick(US_CITIES)} ${digits(rng, 5)}`, x: g.left },
          ...R('Payment Due Date', full(due), true),
        ],
      },
      { cells: R('Amount Due', m(regular + feesDue), true) },
      {
        cells: [
          {
            text: `Property Address: ${rng.int(10, 9999)} ${word(rng)} ${rng.pick(['Lane', 'Road', 'Way'])}`,
            x: g.left,
            size: g.size - 0.5,
          },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
      {
        cells: [
          { text: 'Account Information', x: g.left, bold: true },
          { text: 'Explanation of Amount Due', x: mid, bold: true },
        ],
      },
      { cells: [...L('Outstanding Principal', m(principal)), ...R('Principal', m(pi - interest))] },
      {
        cells: [
          ...L('Interest Rate (until 06/2030)', `${rate.toFixed(3)}%`),
          ...R('Interest', m(interest)),
        ],
      },
      {
        cells: [
          ...L('Escrow Balance', m(escrowBal)),
          ...R('Escrow (for Taxes and Insurance)', m(escrowMo)),
        ],
      },
      {
        cells: [
          ...L('Prepayment Penalty', 'No'),
          ...R('Regular Monthly Payment', m(regular), true),
        ],
      },
      { cells: R('Total Fees Charged', m(feesDue) || '$0.00') },
      { cells: R('Total Amount Due', m(regular + feesDue), true), gapAfter: g.lineHeight * 0.5 },
      {
        cells: [
          { text: 'Past Payments Breakdown', x: g.left, bold: true },
          { text: 'Paid Last Month', x: mid - 24, align: 'right', bold: true },
          { text: 'Paid Year to Date', x: g.right, align: 'right', bold: true },
        ],
      },
      ...(['principal', 'interest', 'escrow'] as const).map((k) => ({
        cells: [
          {
            text:
              k === 'escrow' ? 'Escrow (Taxes and Insurance)' : k[0]!.toUpperCase() + k.slice(1),
            x: g.left,
          },
          { text: m(sumK(k)) || '$0.00', x: mid - 24, align: 'right' as const },
          { text: m(sumK(k) * ytdN) || '$0.00', x: g.right, align: 'right' as const },
        ],
      })),
      {
        cells: [
          { text: 'Total', x: g.left, bold: true },
          {
            text: m(paid.reduce((a, s) => a + s.principal + s.interest + s.escrow, 0)) || '$0.00',
            x: mid - 24,
            align: 'right',
            bold: true,
          },
          {
            text:
              m(paid.reduce((a, s) => a + s.principal + s.interest + s.escrow, 0) * ytdN) ||
              '$0.00',
            x: g.right,
            align: 'right',
            bold: true,
          },
        ],
        gapAfter: g.lineHeight * 0.3,
      },
    ],
  };
  const notes: Block = {
    kind: 'lines',
    lines: [
      { cells: [{ text: 'Important Messages', x: g.left, bold: true }] },
      {
        cells: [
          {
            text: 'Partial Payments: partial payments are not applied to your mortgage but held in a suspense account.',
            x: g.left,
            size: g.size - 1,
          },
        ],
      },
      {
        cells: [
          {
            text: `If you pay the full amount due after ${formatDate(addDays(due, 15), 'MM/DD/YYYY')}, a late fee of ${m(Math.round(pi * 0.04))} will be charged.`,
            x: g.left,
            size: g.size - 1,
          },
        ],
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
        rows: tableRows,
        wrapKey: 'desc',
        title: `Transaction Activity (${full(start)} to ${full(end)})`,
        continuedSuffix: ' continued',
        headerRule: true,
      },
      { kind: 'space', height: g.lineHeight },
      notes,
    ],
    {
      pageHeader: (p) => [
        [
          { text: `Loan Number ${loan}`, x: g.left },
          { text: `Page ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `${servicer} is a debt collector. NMLS #${digits(rng, 6)}. Equal Housing Lender.`,
        (p, n) => `Page ${p} of ${n}`,
      ),
    },
  );
  return { family: 'us-mortgage-activity', spec, statements: [st] };
};
