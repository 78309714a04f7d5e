/**
 * A US online bank / neobank checking statement (Ally- or Chime-like): the brand in logo text,
 * "Statement period: March 1 - March 31, 2024" (range in words, the year once), a summary box
 * (Beginning balance, Deposits, Withdrawals, Ending balance), then Date (MM/DD/YYYY) |
 * Description | Type | Amount with signed amounts ("-$12.50", "$1,000.00") and no balance
 * column; after the ending balance a "Pending transactions" list of authorisations that are
 * not part of the statement. "Page 1 of 3" at the foot with an FDIC line.
 */
import { docSpec, type FamilyFn, geometry, periodFor, rowsFor, totals } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, LinesBlock, Row } from '../../layout.ts';
import type { Rng } from '../../prng.ts';
import { activity, person } from '../blind-1/kit.ts';
import { US_CITIES, usMerchant } from '../blind-1/words.ts';
import { digits, legalFooter, moneyColumns, statementOf, txRow, word } from '../blind-3/common.ts';

const usd = (v: number) => `${v < 0 ? '-' : ''}$${formatMinor(v, EN)}`;

function describeOnline(rng: Rng, credit: boolean): [string, string] {
  if (credit)
    return rng.pick([
      [`Direct deposit ${word(rng).toUpperCase()} PAYROLL`, 'Deposit'],
      [`Transfer from ${word(rng)} Savings ••${digits(rng, 4)}`, 'Transfer'],
      [`Zelle payment from ${person(rng, false)}`, 'Zelle'],
      ['Mobile check deposit', 'Deposit'],
      ['Interest paid', 'Interest'],
    ] as [string, string][]);
  return rng.pick([
    [`${usMerchant(rng)}`, 'Debit card'],
    [`${usMerchant(rng)} ${rng.pick(US_CITIES)}`, 'Debit card'],
    [
      `ACH ${rng.pick(['VENMO', 'AMEX EPAYMENT', 'CAPITAL ONE', 'PROGRESSIVE INS'])} ${digits(rng, 6)}`,
      'ACH',
    ],
    [`ATM withdrawal ${rng.pick(US_CITIES)}`, 'ATM'],
    [`Bill pay ${word(rng)} Utilities`, 'Bill pay'],
  ] as [string, string][]);
}

export const usOnlineChecking: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowsFor(rng, g, o.pages, 1.2);
  const { start, end } = periodFor(rng, count);
  const opening = rng.int(2_000, 900_000);
  const kinds = new Map<unknown, string>();
  const txs = activity(rng, {
    start,
    end,
    count,
    opening,
    floor: 0,
    creditShare: 0.3,
    describe: (credit, t) => {
      const [d, k] = describeOnline(rng, credit);
      kinds.set(t, k);
      return d;
    },
  });
  const bank = rng.pick([`${word(rng)}`, `${word(rng)} Bank`, `${word(rng)}ly`]);
  const legalBank = bank.endsWith('Bank') ? `${bank}, N.A.` : `${word(rng)} Bank, N.A.`;
  const holder = person(rng);
  const acct = digits(rng, 10);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Checking Account',
    currency: 'USD',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const closing = txs.length ? txs[txs.length - 1]!.balance : opening;
  const { moneyIn, moneyOut } = totals(txs);
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], 66]],
    desc: ['Description'],
    money: [
      ['type', ['Type']],
      ['amount', ['Amount']],
    ],
    moneyWidth: 72,
  });
  // the Type column is text: left-align it where its slot starts
  const typeCol = cols.find((c) => c.key === 'type')!;
  typeCol.align = 'left';
  typeCol.x -= 60;
  const descCol = cols.find((c) => c.key === 'desc')!;
  descCol.width = typeCol.x - descCol.x - 10;
  const rows: Row[] = txs.map((t) =>
    txRow(
      st,
      t,
      { date: formatDate(t.date, 'MM/DD/YYYY'), type: kinds.get(t) ?? '', amount: usd(t.amount) },
      null,
    ),
  );
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  const range = sameYear
    ? `${formatDate(start, 'MMMM D')} - ${formatDate(end, 'MMMM D, YYYY')}`
    : `${formatDate(start, 'MMMM D, YYYY')} - ${formatDate(end, 'MMMM D, YYYY')}`;
  const summaryX = g.left + (g.right - g.left) * 0.55;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank.toLowerCase(), x: g.left, bold: true, size: g.size + 10 },
          { text: `Statement period: ${range}`, x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          { text: holder, x: g.left },
          { text: 'Account summary', x: summaryX, bold: true },
        ],
      },
      {
        cells: [
          {
            text: `${rng.int(10, 9999)} ${word(rng)} ${rng.pick(['St', 'Ave', 'Dr'])} Apt ${rng.int(1, 40)}`,
            x: g.left,
          },
          { text: 'Beginning balance', x: summaryX },
          { text: usd(opening), x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `${rng.pick(US_CITIES)} ${digits(rng, 5)}`, x: g.left },
          { text: 'Deposits and credits', x: summaryX },
          { text: `+${usd(moneyIn)}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `Checking account ••••${acct.slice(-4)}`, x: g.left, bold: true },
          { text: 'Withdrawals and debits', x: summaryX },
          { text: usd(-moneyOut), x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `Account number ${acct}`, x: g.left },
          { text: 'Ending balance', x: summaryX, bold: true },
          { text: usd(closing), x: g.right, align: 'right', bold: true },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
    ],
  };
  const pendingCount = rng.int(0, 4);
  const pending: Block[] = [];
  if (pendingCount) {
    const lines: LinesBlock['lines'] = [
      { cells: [{ text: 'Pending transactions', x: g.left, bold: true }] },
      {
        cells: [
          {
            text: 'These transactions are not yet posted and are not included in your ending balance.',
            x: g.left,
            size: g.size - 1,
          },
        ],
      },
    ];
    for (let i = 0; i < pendingCount; i++)
      lines.push({
        cells: [
          { text: formatDate(addDays(end, rng.int(0, 2)), 'MM/DD/YYYY'), x: g.left },
          { text: usMerchant(rng), x: descCol.x },
          { text: usd(-rng.int(300, 12_000)), x: g.right, align: 'right' },
        ],
      });
    pending.push({ kind: 'space', height: g.lineHeight }, { kind: 'lines', lines });
  }
  const body: Block[] = [
    header,
    {
      kind: 'table',
      columns: cols,
      rows,
      wrapKey: 'desc',
      title: 'Activity',
      continuedSuffix: ' (continued)',
      headerRule: true,
    },
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: 'Ending balance', x: descCol.x, bold: true },
            { text: usd(closing), x: g.right, align: 'right', bold: true },
          ],
        },
      ],
    },
    ...pending,
  ];
  const spec = docSpec(g, body, {
    pageHeader: (p) => [
      [
        { text: `${bank.toLowerCase()}  ••••${acct.slice(-4)}`, x: g.left },
        { text: `Page ${p}`, x: g.right, align: 'right' },
      ],
    ],
    footer: legalFooter(
      g,
      `Banking services provided by ${legalBank}, Member FDIC.`,
      (p, n) => `Page ${p} of ${n}`,
    ),
  });
  return { family: 'us-online-checking', spec, statements: [st] };
};
