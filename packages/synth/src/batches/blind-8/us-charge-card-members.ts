/**
 * A US charge card statement (American Express-like) with several card members: "Closing Date
 * 03/15/25", account ending, a summary (Previous Balance, Payments/Credits, New Charges, Fees,
 * Interest Charged, New Balance), then "Payments and Credits" (negative amounts "-$1,234.56"),
 * "New Charges" with a per-member summary table and one detail block per card member
 * ("JANE DOE  Card Ending 7-81005") closed by its member total, "Fees" and "Interest Charged"
 * sections each with their "Total … for this Period" line; MM/DD/YY dates, a trailing "*" on
 * rows dated by posting date, foreign spend printed on a second line (foreign amount and
 * exchange rate). The balance owed is negative in the truth; payments and credits are the only
 * money-in total printed; charges, fees and interest are printed as separate totals.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { person } from '../blind-1/kit.ts';
import { usMerchant } from '../blind-1/words.ts';
import { digits, legalFooter, moneyColumns, statementOf, tx, word } from '../blind-3/common.ts';
import { linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';

const ABROAD: [string, string, number][] = [
  ['HOTEL LE MARAIS PARIS', 'Euros', 0.92],
  ['TRAINLINE LONDON', 'Pounds Sterling', 0.79],
  ['TOKYU HANDS SHIBUYA', 'Japanese Yen', 150],
  ['OXXO CANCUN', 'Mexican Pesos', 17.4],
  ['TIM HORTONS TORONTO', 'Canadian Dollars', 1.36],
];

export const usChargeCardMembers: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowCount(rng, g, o.pages, 1.3, 100);
  const end = addDays(
    `${rng.int(2019, 2025)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`,
    rng.int(0, 27),
  );
  const start = addDays(end, -rng.pick([29, 30]));
  const day = () =>
    addDays(start, rng.int(0, Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000)));
  const byDate = (a: SynthTx, b: SynthTx) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);
  const previous = rng.int(200, 9_000) * 100 + rng.int(0, 99);
  const star = new Set<SynthTx>();
  const lines = new Map<SynthTx, string[]>();
  const mk = (date: string, text: string[], amount: number) => {
    const t = tx(date, text.join(' '), amount);
    lines.set(t, text);
    if (rng.chance(0.35)) star.add(t);
    return t;
  };
  const payments = [
    mk(
      addDays(start, rng.int(2, 12)),
      [
        rng.pick([
          'MOBILE PAYMENT - THANK YOU',
          'ONLINE PAYMENT - THANK YOU',
          'AUTOPAY PAYMENT RECEIVED - THANK YOU',
        ]),
      ],
      previous,
    ),
  ];
  for (let i = rng.int(0, 2); i > 0; i--)
    payments.push(
      mk(
        day(),
        [`${usMerchant(rng)} CREDIT`],
        Math.round(Math.exp(rng.float(Math.log(500), Math.log(30_000)))),
      ),
    );
  payments.sort(byDate);
  const holder = person(rng);
  const members = [holder, ...Array.from({ length: rng.int(1, 2) }, () => person(rng))];
  const ending = members.map(() => `${rng.int(1, 9)}-${digits(rng, 5)}`);
  const charges = members.map((_, k) => {
    const list: SynthTx[] = [];
    const n = Math.max(
      2,
      Math.round((count * (k === 0 ? 0.6 : 0.4)) / (members.length - (k === 0 ? 0 : 1) || 1)),
    );
    for (let i = 0; i < n; i++) {
      const amount = -Math.round(Math.exp(rng.float(Math.log(300), Math.log(90_000))));
      if (rng.chance(0.1)) {
        const [shop, cur, fx] = rng.pick(ABROAD);
        const foreign = Math.round(-amount * fx);
        list.push(
          mk(
            day(),
            [shop, `${formatMinor(foreign, EN)} ${cur} ${fx.toFixed(4)} Exchange Rate`],
            amount,
          ),
        );
      } else list.push(mk(day(), [usMerchant(rng)], amount));
    }
    return list.sort(byDate);
  });
  const fees = rng.chance(0.3)
    ? [
        mk(
          day(),
          [rng.pick(['LATE PAYMENT FEE', 'RETURNED PAYMENT FEE', 'FOREIGN TRANSACTION FEE'])],
          -rng.pick([2_900, 3_900, 4_000]),
        ),
      ]
    : [];
  const interest = rng.chance(0.4)
    ? [mk(end, ['Interest Charge on Pay Over Time Purchases'], -rng.int(200, 9_000))]
    : [];
  const bank = rng.pick([`${word(rng)} Express`, `${word(rng)} Charge Card Services`]);
  const acctEnd = ending[0]!;
  const txs = [...payments, ...charges.flat(), ...fees, ...interest];
  const opening = -previous;
  let bal = opening;
  for (const t of txs) t.balance = bal += t.amount;
  const st = statementOf({
    bank,
    holder,
    account: acctEnd,
    type: 'Charge Card',
    currency: 'USD',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  st.totals.moneyOut = null;
  const d$ = (v: number) => `${v < 0 ? '-' : ''}$${formatMinor(v, EN)}`;
  const cols = moneyColumns(g, {
    lead: [['date', [''], 62]],
    desc: [''],
    money: [['amount', ['Amount']]],
    moneyWidth: 80,
  });
  const rowsOf = (list: SynthTx[]): Row[] =>
    list.map((t) =>
      linesRow(
        st,
        t,
        lines.get(t)!,
        { date: `${formatDate(t.date, 'MM/DD/YY')}${star.has(t) ? '*' : ''}` },
        { amount: d$(-t.amount) },
        null,
      ),
    );
  const total = (label: string, v: number): Block => ({
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: label, x: g.left + 62, bold: true },
          { text: d$(v), x: g.right, align: 'right', bold: true },
        ],
      },
    ],
  });
  const title = (t: string, sub?: string): Block => ({
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: t, x: g.left, bold: true, size: g.size + 2 },
          ...(sub ? [{ text: sub, x: g.right, align: 'right' as const, size: g.size - 1 }] : []),
        ],
      },
    ],
  });
  const table = (rows: Row[]): Block => ({ kind: 'table', columns: cols, rows, wrapKey: 'desc' });
  const paid = sumOf(payments);
  const newCharges = -sumOf(charges.flat());
  const feeSum = -sumOf(fees);
  const intSum = -sumOf(interest);
  const closing = bal;
  const sx = g.left + (g.right - g.left) * 0.55;
  const pair = (l: string, v: string, bold = false) => ({
    cells: [
      { text: l, x: sx, bold },
      { text: v, x: g.right, align: 'right' as const, bold },
    ],
  });
  const body: Block[] = [
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: bank, x: g.left, bold: true, size: g.size + 7 },
            {
              text: `Closing Date ${formatDate(end, 'MM/DD/YY')}`,
              x: g.right,
              align: 'right',
              bold: true,
            },
          ],
          gapAfter: g.lineHeight * 0.6,
        },
        {
          cells: [
            { text: holder, x: g.left, bold: true },
            { text: `Account Ending ${acctEnd}`, x: g.right, align: 'right' },
          ],
        },
        {
          cells: [
            { text: `${rng.int(10, 9999)} ${word(rng).toUpperCase()} ST`, x: g.left },
            {
              text: `Next Closing Date ${formatDate(addDays(end, 30), 'MM/DD/YY')}`,
              x: g.right,
              align: 'right',
            },
          ],
        },
        {
          cells: [
            { text: `${word(rng).toUpperCase()} NY ${digits(rng, 5)}`, x: g.left },
            {
              text: `Payment Due Date ${formatDate(addDays(end, 25), 'MM/DD/YY')}`,
              x: g.right,
              align: 'right',
            },
          ],
          gapAfter: g.lineHeight * 0.6,
        },
        pair('Previous Balance', d$(previous)),
        pair('Payments/Credits', d$(-paid)),
        pair('New Charges', `+${d$(newCharges)}`),
        pair('Fees', `+${d$(feeSum)}`),
        pair('Interest Charged', `+${d$(intSum)}`),
        pair('New Balance', d$(-closing), true),
      ],
    },
    { kind: 'space', height: g.lineHeight },
    title('Payments and Credits', '* Indicates posting date'),
    table(rowsOf(payments)),
    total('Total Payments and Credits', -paid),
    { kind: 'space', height: g.lineHeight * 0.6 },
    title('New Charges'),
    {
      kind: 'lines',
      lines: members.map((mname, k) => ({
        cells: [
          { text: mname, x: g.left + 10 },
          { text: `Card Ending ${ending[k]}`, x: g.left + 200 },
          { text: d$(-sumOf(charges[k]!)), x: g.right, align: 'right' as const },
        ],
      })),
    },
  ];
  members.forEach((mname, k) => {
    body.push(
      { kind: 'space', height: g.lineHeight * 0.4 },
      {
        kind: 'lines',
        lines: [
          {
            cells: [
              { text: mname, x: g.left, bold: true },
              { text: `Card Ending ${ending[k]}`, x: g.left + 200, bold: true },
            ],
          },
        ],
      },
      table(rowsOf(charges[k]!)),
      total(`Total for ${mname}`, -sumOf(charges[k]!)),
    );
  });
  body.push({ kind: 'space', height: g.lineHeight * 0.6 }, title('Fees'));
  if (fees.length) body.push(table(rowsOf(fees)));
  body.push(
    total('Total Fees for this Period', feeSum),
    { kind: 'space', height: g.lineHeight * 0.6 },
    title('Interest Charged'),
  );
  if (interest.length) body.push(table(rowsOf(interest)));
  body.push(total('Total Interest Charged for this Period', intSum));
  const spec = docSpec(g, body, {
    pageHeader: (p) => [
      [
        { text: `${holder}   Account Ending ${acctEnd}`, x: g.left },
        { text: `p. ${p}`, x: g.right, align: 'right' },
      ],
    ],
    footer: legalFooter(
      g,
      'Your account is a charge card: the New Balance is due in full by the Payment Due Date unless placed in a Pay Over Time balance.',
      (p, n) => `p. ${p}/${n}`,
    ),
  });
  return { family: 'us-charge-card-members', spec, statements: [st] };
};
