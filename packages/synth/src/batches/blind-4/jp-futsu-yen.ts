/**
 * Japanese bank ordinary deposit (futsu yokin) statement in its English edition (the kind
 * Japanese banks issue to foreign residents): yen without decimals ("12,345", "¥1,234,567" in
 * the summary), YYYY/MM/DD dates on every row and in the period, Date | Description |
 * Withdrawals | Deposits | Balance, romanised passbook descriptions (FURIKOMI transfers with a
 * separate FURIKOMI TESURYO fee row after some of them, KOZA FURIKAE direct debits, ATM, VISA
 * DEBIT, KYUYO salary), interest with its 20.315% tax withheld on its own row, branch name and
 * number, and a "Previous Balance / Total Withdrawals / Total Deposits / Current Balance" box.
 * Printed oldest first or, on some statements, newest first.
 */
import { docSpec, type FamilyFn, geometry, rowsFor, totals } from '../../families.ts';
import { formatDate } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { generateTransactions, type SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  pairLines,
  runBalances,
  statementOf,
  tx,
  txRow,
} from '../blind-3/common.ts';
import { calendarPeriod, monthsFor, wholeAmounts, wholeUnits } from './kit.ts';

const SURNAMES = [
  'SATO',
  'SUZUKI',
  'TAKAHASHI',
  'TANAKA',
  'WATANABE',
  'ITO',
  'NAKAMURA',
  'KOBAYASHI',
  'YAMAMOTO',
  'KATO',
];
const GIVEN = [
  'HIROSHI',
  'YUKI',
  'KENJI',
  'AKIKO',
  'TAKESHI',
  'NAOMI',
  'RYO',
  'EMI',
  'DAISUKE',
  'MAI',
];
const name = (rng: Rng) => `${rng.pick(SURNAMES)} ${rng.pick(GIVEN)}`;

function jpDescribe(rng: Rng, credit: boolean): string {
  const r = rng.next();
  if (credit) {
    if (r < 0.35) return `KYUYO ${rng.pick(['SHOJI', 'DENKI', 'KOGYO', 'SYSTEMS'])} K.K.`;
    if (r < 0.7) return `FURIKOMI ${name(rng)}`;
    if (r < 0.85) return 'ATM DEPOSIT';
    return `FURIKOMI ${rng.pick(['NENKIN KIKO', 'SHIYAKUSHO', 'KENPO KUMIAI'])}`;
  }
  if (r < 0.2)
    return `ATM ${rng.pick(['7-ELEVEN', 'LAWSON', 'FAMILYMART', 'E-NET'])} ${rng.pick(['SHINJUKU', 'UMEDA', 'SAKAE', 'TENJIN'])}`;
  if (r < 0.45)
    return `VISA DEBIT ${rng.pick(['AMAZON.CO.JP', 'RAKUTEN', 'UNIQLO', 'YODOBASHI', 'JR EAST', 'SUICA CHARGE', 'MUJI'])} ${digits(rng, 6)}`;
  if (r < 0.7)
    return `KOZA FURIKAE ${rng.pick(['TOKYO DENRYOKU', 'TOKYO GAS', 'NHK JUSHINRYO', 'DOCOMO', 'SOFTBANK', 'SUIDO KYOKU'])}`;
  if (r < 0.88) return `FURIKOMI ${name(rng)}`;
  return `CARD ${rng.pick(['AEON CARD', 'SMBC CARD', 'RAKUTEN CARD'])} HIKIOTOSHI`;
}

export const jpFutsuYen: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowsFor(rng, g, o.pages, 1.15);
  const { start, end } = calendarPeriod(rng, monthsFor(count, 45));
  const opening = rng.int(50, 3_000) * 100 * 100; // whole yen, 5,000–300,000
  const plain = generateTransactions(rng, {
    locale: 'en',
    start,
    end,
    count,
    opening,
    floor: 0,
    creditShare: 0.2,
  });
  wholeAmounts(plain, 1.5);
  const txs: SynthTx[] = [];
  let bal = opening;
  for (const t of plain) {
    if (bal + t.amount < 0) t.amount = -t.amount; // never overdrawn: it was a deposit
    t.description = jpDescribe(rng, t.amount > 0);
    txs.push(t);
    bal += t.amount;
    // the bank's transfer fee is its own row right after an outgoing transfer
    if (t.amount < 0 && t.description.startsWith('FURIKOMI') && rng.chance(0.7)) {
      const fee = rng.pick([110, 220, 330, 440]) * 100;
      if (bal - fee >= 0) {
        txs.push(tx(t.date, 'FURIKOMI TESURYO', -fee));
        bal -= fee;
      }
    }
  }
  // interest twice a year; in the statement of a February or August month end, net of 20.315% tax
  if (/-(02|08)-/.test(end) && bal > 0) {
    const interest = Math.max(1, Math.round(bal / 100 / 5000)) * 100;
    txs.push(tx(end, 'RISOKU / INTEREST', interest));
    const tax = Math.floor((interest / 100) * 0.20315) * 100;
    if (tax > 0) txs.push(tx(end, 'KOKUZEI CHIHOZEI / TAX', -tax));
  }
  runBalances(txs, opening);
  const bank = rng.pick([
    `${rng.pick(['Sakura', 'Hikari', 'Midori', 'Asahi'])} ${rng.pick(['Trust', 'City', 'Sumisei'])} Bank, Ltd.`,
    `${rng.pick(['Kita', 'Minami', 'Higashi'])}-Nippon Bank`,
  ]);
  const holder = name(rng);
  const acct = digits(rng, 7);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Ordinary Deposit',
    currency: 'JPY',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const y = (v: number) => `${v < 0 ? '-' : ''}${wholeUnits(Math.abs(v), ',')}`;
  const fd = (iso: string) => formatDate(iso, 'YYYY/MM/DD');
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], 62]],
    desc: ['Description'],
    money: [
      ['out', ['Withdrawals']],
      ['in', ['Deposits']],
      ['balance', ['Balance']],
    ],
    moneyWidth: 68,
  });
  const newestFirst = rng.chance(0.4);
  const rows: Row[] = [];
  for (const t of txs)
    rows.push(
      txRow(
        st,
        t,
        {
          date: fd(t.date),
          [t.amount < 0 ? 'out' : 'in']: y(Math.abs(t.amount)),
          balance: y(t.balance),
        },
        t.balance,
      ),
    );
  if (newestFirst) rows.reverse();
  const closing = txs.length ? txs[txs.length - 1]!.balance : opening;
  const { moneyIn, moneyOut } = totals(txs);
  const branch = rng.pick(['Shinjuku', 'Shibuya', 'Umeda', 'Nagoya-Ekimae', 'Sapporo', 'Fukuoka']);
  const lx = g.left + (g.right - g.left) * 0.55;
  const header: Block[] = [
    {
      kind: 'lines',
      lines: [
        { cells: [{ text: bank, x: g.left, bold: true, size: g.size + 6 }] },
        {
          cells: [{ text: 'Statement of Account (Ordinary Deposit)', x: g.left, size: g.size + 1 }],
          gapAfter: g.lineHeight,
        },
        ...pairLines(
          [
            ['Period', `${fd(start)} - ${fd(end)}`],
            ['Branch', `${branch} Branch (${digits(rng, 3)})`],
            ['Account No.', acct],
            ['Date of issue', fd(end)],
          ],
          lx,
          g.right,
          {
            left: [
              { text: `${holder} SAMA`, x: g.left, bold: true },
              {
                text: `${rng.int(1, 9)}-${rng.int(1, 30)}-${rng.int(1, 20)} ${rng.pick(['Nishi-Shinjuku', 'Minami-Aoyama', 'Sakae', 'Hakata-eki-mae'])}`,
                x: g.left,
              },
              {
                text: `${rng.pick(['Shinjuku-ku, Tokyo', 'Minato-ku, Tokyo', 'Naka-ku, Nagoya', 'Hakata-ku, Fukuoka'])} ${digits(rng, 3)}-${digits(rng, 4)}`,
                x: g.left,
              },
            ],
          },
        ),
      ],
    },
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'lines',
      lines: [
        {
          cells: ['Previous Balance', 'Total Withdrawals', 'Total Deposits', 'Current Balance'].map(
            (text, k) => ({
              text,
              x: g.left + ((g.right - g.left) / 4) * (k + 1) - 8,
              align: 'right' as const,
              bold: true,
            }),
          ),
        },
        {
          cells: [opening, moneyOut, moneyIn, closing].map((v, k) => ({
            text: `¥${y(v)}`,
            x: g.left + ((g.right - g.left) / 4) * (k + 1) - 8,
            align: 'right' as const,
          })),
        },
      ],
    },
    { kind: 'rule', x0: g.left, x1: g.right },
    { kind: 'space', height: g.lineHeight },
  ];
  const spec = docSpec(
    g,
    [...header, { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true }],
    {
      pageHeader: (p) => [
        [
          { text: `${bank}  ${branch} Branch  Account No. ${acct}`, x: g.left },
          { text: `${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        'Amounts in Japanese yen. Deposits are protected by the Deposit Insurance Corporation of Japan up to 10 million yen per depositor.',
        (p, n) => `${p} / ${n}`,
        'center',
      ),
    },
  );
  return { family: 'jp-futsu-yen', spec, statements: [st] };
};
