/**
 * A UK app bank's PDF statement (Monzo/Starling-style export): newest first with the closing
 * balance as the first row and the opening balance as the last, DD/MM/YYYY dates, merchant
 * names as the app shows them with the payment kind on a second line ("Card payment", "Faster
 * payment", "Pot transfer"), signed amounts ("-4.50", "+1,250.00" or plain), a balance on every
 * row, sort code / account number / IBAN in the header and a "Total deposits / Total outgoings"
 * summary.
 */
import {
  type BuiltStatement,
  docSpec,
  type FamilyOptions,
  geometry,
  rowsFor,
  truthTx,
} from '../../families.ts';
import { formatDate, formatMinor } from '../../format.ts';
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
  period,
  person,
  truthStatement,
} from './kit.ts';
import { company, ukPostcode } from './words.ts';

const MERCHANTS = [
  'Tesco',
  "Sainsbury's",
  'Pret A Manger',
  'Greggs',
  'Transport for London',
  'Deliveroo',
  'Amazon',
  'Uber',
  'Costa Coffee',
  'Boots',
  'Lidl',
  'Spotify',
  'Netflix',
  'Trainline',
  'Itsu',
  'Wetherspoons',
  'Co-op',
  'Just Eat',
  'Apple',
  'Currys',
];

function appText(rng: Rng, credit: boolean, pot: string): string {
  if (credit)
    return rng.pick([
      () => `${cap(company(rng, ['Ltd']).toLowerCase())} Faster payment Reference: SALARY`,
      () =>
        `${person(rng, false)} Faster payment Reference: ${rng.pick(['dinner', 'rent', 'bills', 'thanks!'])}`,
      () => `${pot} Pot transfer`,
      () => `${rng.pick(MERCHANTS)} Refund`,
    ])();
  return rng.pick([
    () => `${rng.pick(MERCHANTS)} Card payment`,
    () => `${rng.pick(MERCHANTS)} Card payment`,
    () => `${rng.pick(MERCHANTS)} ${rng.pick(['London', 'Manchester', 'Leeds'])} GBR Card payment`,
    () =>
      `${rng.pick(['Octopus Energy', 'Thames Water', 'Council Tax', 'EE', 'Hyperoptic', 'Gym Group'])} Direct Debit Reference: ${digits(rng, 8)}`,
    () =>
      `${person(rng, false)} Faster payment Reference: ${rng.pick(['rent', 'tickets', 'share of bill'])}`,
    () => `${pot} Pot transfer`,
    () =>
      `ATM ${rng.pick(['Notemachine', 'Cardtronics', 'Link'])} ${rng.pick(['London', 'Bristol'])} Cash withdrawal`,
  ])();
}

export function ukAppBank(rng: Rng, o: FamilyOptions): BuiltStatement {
  const g = geometry(rng, 'a4');
  const { start, end } = period(rng, rng.int(28, 31));
  const opening = rng.int(0, 300_000);
  const pot = rng.pick(['Holiday', 'Rainy day', 'Bills', 'Savings', 'Christmas']);
  const txs: SynthTx[] = activity(rng, {
    start,
    end,
    count: rowsFor(rng, g, o.pages, 1.6),
    opening,
    floor: 0,
    creditShare: 0.22,
    maxDebit: 60_000,
    describe: (credit) => appText(rng, credit, pot),
  });
  const closing = closingOf(txs, opening);
  const bank = `${brand(rng)}`;
  const holder = person(rng, false);
  const sortCode = `04-00-${digits(rng, 2)}`;
  const acct = digits(rng, 8);
  const st = truthStatement({
    bank,
    holder,
    account: acct,
    type: 'current',
    currency: 'GBP',
    start,
    end,
    opening,
    txs,
  });
  const plus = rng.chance(0.5);
  const fmtAmt = (m: number) =>
    m < 0 ? `-${formatMinor(m)}` : `${plus ? '+' : ''}${formatMinor(m)}`;
  const fd = (iso: string) => formatDate(iso, 'DD/MM/YYYY');
  const bal = (m: number) => `${m < 0 ? '-' : ''}${formatMinor(m)}`;
  // printed newest first; the truth keeps chronological order
  const truths = txs.map((tx) => truthTx(tx, tx.description, tx.balance));
  st.transactions.push(...truths);
  const rows: Row[] = [
    { cells: { date: fd(end), desc: 'Closing balance', bal: bal(closing) }, bold: true },
  ];
  for (let i = txs.length - 1; i >= 0; i--) {
    const tx = txs[i] as SynthTx;
    rows.push({
      cells: {
        date: fd(tx.date),
        desc: tx.description,
        amt: fmtAmt(tx.amount),
        bal: bal(tx.balance),
      },
      tx: truths[i],
    });
  }
  rows.push({ cells: { date: fd(start), desc: 'Opening balance', bal: bal(opening) }, bold: true });
  const moneyIn = Math.round(Number(st.totals.moneyIn) * 100);
  const moneyOut = Math.round(Number(st.totals.moneyOut) * 100);
  const mid = g.left + (g.right - g.left) * 0.55;
  const descX = g.left + 72;
  const balX = g.right;
  const amtX = balX - 86;
  const body: Block[] = [
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: bank, x: g.left, bold: true, size: g.size + 9 },
            { text: 'Personal Account statement', x: g.right, align: 'right', bold: true },
          ],
        },
        {
          cells: [{ text: `${fd(start)} - ${fd(end)}`, x: g.right, align: 'right' }],
          gapAfter: g.lineHeight,
        },
        {
          cells: [
            { text: holder, x: g.left, bold: true },
            { text: 'Sort code', x: mid },
            { text: sortCode, x: g.right, align: 'right' },
          ],
        },
        {
          cells: [
            {
              text: `${rng.int(1, 99)} ${cap(brand(rng))} ${rng.pick(['Road', 'Close', 'Lane', 'Gardens'])}`,
              x: g.left,
            },
            { text: 'Account number', x: mid },
            { text: acct, x: g.right, align: 'right' },
          ],
        },
        {
          cells: [
            { text: `${cap(brand(rng))}`, x: g.left },
            { text: 'IBAN', x: mid },
            {
              text: `GB${digits(rng, 2)} ${bank.slice(0, 4).toUpperCase()} ${sortCode.replace(/-/g, '')} ${acct}`,
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
            { text: 'BIC', x: mid },
            { text: `${bank.slice(0, 4).toUpperCase()}GB21`, x: g.right, align: 'right' },
          ],
          gapAfter: g.lineHeight,
        },
        {
          cells: [
            { text: `Balance on ${fd(end)}`, x: g.left },
            { text: `£${bal(closing)}`, x: g.left + 200, align: 'right', bold: true },
          ],
        },
        {
          cells: [
            { text: 'Total deposits', x: g.left },
            { text: `£${formatMinor(moneyIn)}`, x: g.left + 200, align: 'right' },
          ],
        },
        {
          cells: [
            { text: 'Total outgoings', x: g.left },
            { text: `£${formatMinor(moneyOut)}`, x: g.left + 200, align: 'right' },
          ],
          gapAfter: g.lineHeight,
        },
      ],
    },
    {
      kind: 'table',
      columns: [
        { key: 'date', header: ['Date'], x: g.left, align: 'left' },
        {
          key: 'desc',
          header: ['Description'],
          x: descX,
          align: 'left',
          width: Math.min(rng.int(120, 180), amtX - 90 - descX),
        },
        { key: 'amt', header: ['(GBP) Amount'], x: amtX, align: 'right' },
        { key: 'bal', header: ['(GBP) Balance'], x: balX, align: 'right' },
      ],
      rows,
      wrapKey: 'desc',
      headerRule: true,
    },
  ];
  const spec = docSpec(g, body, {
    pageHeader: () => [
      [
        { text: `${bank}  ·  ${holder}`, x: g.left, size: g.size - 0.5 },
        { text: `${sortCode}  ${acct}`, x: g.right, align: 'right', size: g.size - 0.5 },
      ],
    ],
    footer: legalFooter(
      g,
      [
        `${bank} Bank Limited is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the PRA.`,
      ],
      (p, n) => `${p}/${n}`,
      'right',
    ),
  });
  return { family: 'uk-app-bank', spec, statements: [st] };
}
