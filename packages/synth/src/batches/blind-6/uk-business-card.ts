/**
 * A UK business credit card (Barclaycard Business / Lloyds Commercial-like): company name and
 * a "Statement date 14 March 2024" line, "Period 15 Feb 24 - 14 Mar 24", a company account
 * summary, then one section per cardholder ("MR J SMITH card ending 1234") with Date
 * ("14 Feb 24") | Reference | Description | Amount, credits printed with a "CR" suffix,
 * foreign-currency purchases with an "EUR 45.00 @ 1.1632" line under them, a non-sterling fee
 * row, and a "Total for card ending 1234" line per section. No running balance.
 */
import { docSpec, type FamilyFn, geometry, rowsFor, totals, truthTx } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { cardActivity } from '../blind-1/card.ts';
import { person } from '../blind-1/kit.ts';
import { ukMerchant, ukPostcode } from '../blind-1/words.ts';
import { digits, legalFooter, moneyColumns, statementOf, word } from '../blind-3/common.ts';

export const ukBusinessCard: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const y = rng.int(2019, 2025);
  const start = `${y}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(2, 27)).padStart(2, '0')}`;
  const end = addDays(start, 28);
  const members = rng.int(2, 4);
  const { txs, opening } = cardActivity(rng, {
    start,
    end,
    purchases: rowsFor(rng, g, o.pages, 1.4),
    owed: rng.int(10_000, 900_000),
    members,
    words: {
      merchant: (r) =>
        r.chance(0.15)
          ? `${word(r).toUpperCase()} HOTEL ${r.pick(['PARIS', 'DUBLIN', 'MADRID'])}`
          : ukMerchant(r),
      payment: () => 'PAYMENT RECEIVED - DIRECT DEBIT',
      refund: (r) => `REFUND ${ukMerchant(r)}`,
      fees: ['NON-STERLING TRANSACTION FEE'],
      interest: ['INTEREST'],
    },
  });
  const company = `${word(rng).toUpperCase()} ${rng.pick(['LTD', 'LIMITED', 'TRADING LTD', 'SERVICES LTD'])}`;
  const bank = rng.pick([`${word(rng)}card Business`, `${word(rng)} Bank Commercial Cards`]);
  const acct = `${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)}`;
  const st = statementOf({
    bank,
    holder: company,
    account: acct,
    type: 'Business Credit Card',
    currency: 'GBP',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const names = Array.from(
    { length: members },
    () => `${rng.pick(['MR', 'MRS', 'MS'])} ${person(rng)}`,
  );
  const cards = names.map(() => digits(rng, 4));
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['Date'], 58],
      ['ref', ['Reference'], 70],
    ],
    desc: ['Description'],
    money: [['amount', ['Amount £']]],
    moneyWidth: 70,
  });
  const amt = (v: number) => `${formatMinor(v, EN)}${v > 0 ? 'CR' : ''}`;
  // payments, fees and interest sit in the company section; purchases under each card
  const sections: { title: string; list: typeof txs; card?: string }[] = [
    {
      title: 'Company account',
      list: txs.filter((t) => t.kind !== 'purchase' && t.kind !== 'credit'),
    },
    ...names.map((n, i) => ({
      title: `${n} card ending ${cards[i]}`,
      card: cards[i],
      list: txs.filter((t) => (t.kind === 'purchase' || t.kind === 'credit') && t.member === i),
    })),
  ];
  const body: Block[] = [];
  const { moneyIn, moneyOut } = totals(txs);
  const closing = txs.length ? txs[txs.length - 1]!.balance : opening;
  const pairX = g.left + (g.right - g.left) * 0.55;
  const pair = (l: string, v: string, bold = false) => ({
    cells: [
      { text: l, x: pairX, bold },
      { text: v, x: g.right, align: 'right' as const, bold },
    ],
  });
  body.push({
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 7 },
          { text: `Statement date ${formatDate(end, 'D MMMM YYYY')}`, x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: company, x: g.left, bold: true },
          {
            text: `Period ${formatDate(start, 'DD MMM YY')} - ${formatDate(end, 'DD MMM YY')}`,
            x: g.right,
            align: 'right',
          },
        ],
      },
      {
        cells: [
          { text: `${rng.int(1, 99)} ${word(rng)} Business Park`, x: g.left },
          { text: `Company account ${acct}`, x: g.right, align: 'right' },
        ],
      },
      { cells: [{ text: ukPostcode(rng), x: g.left }], gapAfter: g.lineHeight * 0.6 },
      { cells: [{ text: 'Company account summary', x: pairX, bold: true }] },
      pair('Previous balance', `£${formatMinor(opening, EN)}`),
      pair('Payments and credits', `£${formatMinor(moneyIn, EN)}CR`),
      pair('Purchases, fees and interest', `£${formatMinor(moneyOut, EN)}`),
      pair('New balance', `£${formatMinor(closing, EN)}`, true),
      pair('Minimum payment', `£${formatMinor(Math.max(500, Math.round(-closing * 0.03)), EN)}`),
      pair('Payment will be collected on', formatDate(addDays(end, 21), 'D MMMM YYYY')),
    ],
  });
  for (const s of sections) {
    if (!s.list.length) continue;
    s.list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const rows: Row[] = s.list.map((t) => {
      const truth = truthTx(t, t.description, null);
      st.transactions.push(truth);
      const fx = t.description.includes(' HOTEL ')
        ? [{ desc: `EUR ${formatMinor(Math.round(-t.amount * 1.16), EN)} @ 1.${digits(rng, 4)}` }]
        : [];
      return {
        cells: {
          date: formatDate(t.date, 'DD MMM YY'),
          ref: digits(rng, 8),
          desc: t.description,
          amount: amt(t.amount),
        },
        tx: truth,
        extra: fx,
      };
    });
    if (s.card)
      rows.push({
        cells: {
          desc: `Total for card ending ${s.card}`,
          amount: amt(s.list.reduce((a, t) => a + t.amount, 0)),
        },
        bold: true,
      });
    body.push({
      kind: 'table',
      columns: cols,
      rows,
      wrapKey: 'desc',
      title: s.title,
      continuedSuffix: ' (continued)',
      headerRule: true,
    });
  }
  const spec = docSpec(g, body, {
    pageHeader: (p) => [
      [
        { text: `${company}  ${acct}`, x: g.left },
        { text: `Page ${p}`, x: g.right, align: 'right' },
      ],
    ],
    footer: legalFooter(
      g,
      `${bank} is a trading name of ${word(rng)} Bank UK PLC. Authorised by the PRA. Registered in England No. ${digits(rng, 7)}.`,
      (p, n) => `Page ${p} of ${n}`,
    ),
  });
  return { family: 'uk-business-card', spec, statements: [st] };
};
