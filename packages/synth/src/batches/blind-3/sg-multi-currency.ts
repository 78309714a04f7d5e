/**
 * Singapore / Hong Kong consolidated statement (DBS- or HSBC-like): one document, one account
 * number, one section per currency (SGD + USD, or HKD + USD/CNY), each with a currency heading,
 * "Balance Brought Forward" / "B/F BALANCE" first row, carried-forward rows at page breaks, a
 * closing carried-forward row and a Total row; SG prints Withdrawal before Deposit with
 * DD/MM/YYYY dates, HK prints Deposit before Withdrawal with "3 Jul" dates. Each currency is
 * one statement in the truth.
 */
import type { ParsedStatement } from '@bsp/shared/parse-result';
import { docSpec, type FamilyFn, geometry, periodFor, rowsFor } from '../../families.ts';
import { EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { generateTransactions } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  redescribe,
  statementOf,
  txRow,
  word,
} from './common.ts';

function sgDescribe(rng: Rng, credit: boolean, hk: boolean, local: boolean): string {
  const r = rng.next();
  const name = `${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  if (!local) {
    if (credit)
      return rng.pick([
        `INWARD TELEGRAPHIC TRANSFER ${name} REF ${digits(rng, 10)}`,
        'INTEREST EARNED',
        `FOREIGN CURRENCY TRANSFER FR ${hk ? 'HKD' : 'SGD'} ${digits(rng, 8)}`,
      ]);
    return rng.pick([
      `OUTWARD TELEGRAPHIC TRANSFER ${name}`,
      `DEBIT CARD TRANSACTION ${word(rng).toUpperCase()}.COM ${rng.pick(['SAN FRANCISCO', 'LONDON', 'SEATTLE'])} US`,
      `FOREIGN CURRENCY TRANSFER TO ${hk ? 'HKD' : 'SGD'} ${digits(rng, 8)}`,
      'SERVICE CHARGE',
    ]);
  }
  if (hk) {
    if (credit)
      return r < 0.08
        ? `CREDIT INTEREST`
        : r < 0.7
          ? `FPS ${name} ${digits(rng, 12)}`
          : `SALARY ${word(rng).toUpperCase()} LIMITED`;
    return rng.pick([
      `EPS PURCHASE ${rng.pick(['PARKNSHOP', 'WELLCOME', 'MANNINGS', '7-ELEVEN'])} ${digits(rng, 6)}`,
      `FPS ${name} ${digits(rng, 12)}`,
      `OCTOPUS AAVS ${digits(rng, 8)}`,
      `ATM WITHDRAWAL ${rng.pick(['CENTRAL', 'MONG KOK', 'SHA TIN', 'TSIM SHA TSUI'])}`,
      `CLP POWER HONG KONG BILL PAYMENT ${digits(rng, 10)}`,
      `VISA DEBIT ${word(rng).toUpperCase()} HONG KONG`,
    ]);
  }
  if (credit)
    return r < 0.35
      ? `GIRO - SALARY ${word(rng).toUpperCase()} PTE LTD`
      : r < 0.7
        ? `FAST PAYMENT / RECEIPT ${name} OTHR ${digits(rng, 8)}`
        : r < 0.85
          ? 'INTEREST EARNED'
          : `PAYNOW TRANSFER ${name}`;
  return rng.pick([
    `POINT-OF-SALE TRANSACTION ${rng.pick(['NTUC FAIRPRICE', 'COLD STORAGE', 'GUARDIAN', 'COURTS'])} ${digits(rng, 4)}`,
    `NETS QR PAYMENT ${rng.pick(['KOPITIAM', 'HAWKER', 'TOAST BOX'])} ${digits(rng, 6)}`,
    `DEBIT CARD TRANSACTION GRAB* A-${digits(rng, 10)} SINGAPORE SGP`,
    `FAST PAYMENT / RECEIPT TO ${name} OTHR`,
    `GIRO - ${rng.pick(['SP SERVICES', 'SINGTEL', 'TOWN COUNCIL', 'IRAS'])} ${digits(rng, 8)}`,
    `CASH WITHDRAWAL ATM ${rng.pick(['ORCHARD', 'TAMPINES', 'JURONG EAST', 'BEDOK'])}`,
    `BILL PAYMENT ${rng.pick(['CITIBANK CARD', 'UOB CARD', 'STARHUB'])}`,
  ]);
}

export const sgMultiCurrency: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const hk = rng.chance(0.5);
  const total = rowsFor(rng, g, o.pages, 1.5);
  const { start, end } = periodFor(rng, total);
  const acct = hk
    ? `${digits(rng, 3)}-${digits(rng, 6)}-${digits(rng, 3)}`
    : `${digits(rng, 3)}-${digits(rng, 6)}-${digits(rng, 1)}`;
  const bank = hk
    ? `${word(rng).toUpperCase()} BANK (HONG KONG) LIMITED`
    : `${word(rng).toUpperCase()} BANK LTD`;
  const holder = `${word(rng).toUpperCase()} ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  const currencies = hk ? ['HKD', rng.pick(['USD', 'CNY'])] : ['SGD', 'USD'];
  const names: Record<string, string> = {
    SGD: 'SINGAPORE DOLLAR',
    USD: 'UNITED STATES DOLLAR',
    HKD: 'HONG KONG DOLLAR',
    CNY: 'CHINESE RENMINBI',
  };
  const fd = (iso: string) => formatDate(iso, hk ? 'D MMM' : 'DD/MM/YYYY');
  const bf = hk
    ? ['B/F BALANCE', 'C/F BALANCE']
    : ['Balance Brought Forward', 'Balance Carried Forward'];
  const m = (v: number) => `${v < 0 ? '-' : ''}${formatMinor(v, EN)}`;
  const statements: ParsedStatement[] = [];
  const sections: Block[] = [];
  const overview: [string, string, string][] = [];
  currencies.forEach((cur, k) => {
    const count = Math.max(3, Math.round(total * (k === 0 ? 0.75 : 0.25)));
    const opening = rng.int(0, 5_000_000) * (cur === 'HKD' || cur === 'CNY' ? 5 : 1);
    const txs = generateTransactions(rng, {
      locale: 'en',
      start,
      end,
      count,
      opening,
      floor: 0,
      creditShare: k === 0 ? 0.25 : 0.4,
    });
    redescribe(txs, (credit) => sgDescribe(rng, credit, hk, k === 0));
    const type = k === 0 ? (hk ? 'Savings' : 'Multiplier Account') : 'Foreign Currency Savings';
    const st = statementOf({
      bank,
      holder,
      account: acct,
      type,
      currency: cur,
      start,
      end,
      opening,
      txs,
      printsTotals: true,
    });
    statements.push(st);
    const money: [string, string[]][] = hk
      ? [
          ['in', ['Deposit']],
          ['out', ['Withdrawal']],
          ['balance', ['Balance']],
        ]
      : [
          ['out', ['Withdrawal (-)']],
          ['in', ['Deposit (+)']],
          ['balance', ['Balance']],
        ];
    const cols = moneyColumns(g, {
      lead: [['date', ['Date'], hk ? 44 : 62]],
      desc: [hk ? 'Transaction Details' : 'Description'],
      money,
      moneyWidth: 74,
    });
    const rows: Row[] = [{ cells: { date: fd(start), desc: bf[0]!, balance: m(opening) } }];
    for (const t of txs)
      rows.push(
        txRow(
          st,
          t,
          {
            date: fd(t.date),
            [t.amount < 0 ? 'out' : 'in']: m(Math.abs(t.amount)),
            balance: m(t.balance),
          },
          t.balance,
        ),
      );
    const closing = txs.length ? txs[txs.length - 1]!.balance : opening;
    const sum = (neg: boolean) =>
      txs.filter((t) => t.amount < 0 === neg).reduce((s, t) => s + Math.abs(t.amount), 0);
    rows.push({ cells: { date: fd(end), desc: bf[1]!, balance: m(closing) } });
    rows.push({
      cells: { desc: 'Total', out: m(sum(true)), in: m(sum(false)) },
      bold: true,
      gapBefore: 3,
    });
    overview.push([type, cur, m(closing)]);
    sections.push(
      { kind: 'space', height: g.lineHeight * 1.5 },
      {
        kind: 'lines',
        lines: [
          {
            cells: [
              { text: `${type}   Account No. ${acct}`, x: g.left, bold: true, size: g.size + 1 },
            ],
          },
          { cells: [{ text: `CURRENCY: ${names[cur]}`, x: g.left, bold: true }] },
        ],
      },
      {
        kind: 'table',
        columns: cols,
        rows,
        wrapKey: 'desc',
        headerRule: true,
        carry: {
          end: (b) => ({ cells: { desc: bf[1]!, balance: m(b) } }),
          start: (b) => ({ cells: { desc: bf[0]!, balance: m(b) } }),
        },
      },
    );
  });
  const period = hk
    ? `Statement Period: ${formatDate(start, 'D MMM YYYY')} - ${formatDate(end, 'D MMM YYYY')}`
    : `for the period ${formatDate(start, 'DD MMM YYYY')} to ${formatDate(end, 'DD MMM YYYY')}`;
  const ox = [g.left, g.left + 200, g.right - 150, g.right];
  const header: Block = {
    kind: 'lines',
    lines: [
      { cells: [{ text: bank, x: g.left, bold: true, size: g.size + 5 }], gapAfter: g.lineHeight },
      {
        cells: [
          { text: holder, x: g.left },
          {
            text: hk ? 'Integrated Account Statement' : 'Consolidated Statement',
            x: g.right,
            align: 'right',
            bold: true,
          },
        ],
      },
      {
        cells: [
          {
            text: `${rng.int(1, 300)} ${word(rng).toUpperCase()} ${hk ? 'ROAD' : 'AVENUE'}`,
            x: g.left,
          },
          { text: period, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: hk
              ? `${word(rng).toUpperCase()}, KOWLOON`
              : `#${digits(rng, 2)}-${digits(rng, 2)} SINGAPORE ${digits(rng, 6)}`,
            x: g.left,
          },
          { text: `Account Number ${acct}`, x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight,
      },
      { cells: [{ text: 'Account Summary', x: g.left, bold: true }] },
      {
        cells: ['Account', 'Currency', 'Balance'].map((text, i) => ({
          text,
          x: ox[i === 2 ? 3 : i]!,
          bold: true,
          align: i === 2 ? ('right' as const) : ('left' as const),
        })),
      },
      ...overview.map((r) => ({
        cells: r.map((text, i) => ({
          text,
          x: ox[i === 2 ? 3 : i]!,
          align: i === 2 ? ('right' as const) : ('left' as const),
        })),
      })),
    ],
  };
  const spec = docSpec(g, [header, ...sections], {
    pageHeader: (p) => [
      [
        { text: bank, x: g.left, bold: true },
        { text: `${acct}   Page ${p}`, x: g.right, align: 'right' },
      ],
    ],
    footer: legalFooter(
      g,
      hk
        ? 'Please examine this statement promptly. If there is any discrepancy, please notify us within 90 days.'
        : 'Deposit Insurance Scheme: Singapore dollar deposits of non-bank depositors are insured by the SDIC, for up to S$100,000.',
      (p, n) => `Page ${p} of ${n}`,
    ),
  });
  return { family: 'sg-multi-currency', spec, statements };
};
