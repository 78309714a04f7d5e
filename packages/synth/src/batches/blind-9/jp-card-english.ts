/**
 * A Japanese card issuer's English statement (the "Statement of Use" some issuers send to
 * foreign residents): closing date and payment date, a "Payment amount this month" box, then
 * Date of use | Store name | Payment type | Times | Amount of use | Payment month | Payment this
 * month with YYYY/MM/DD dates and yen without decimals. Instalment purchases print "1/3" style
 * counts: the amount of use is the whole purchase, this month's payment only the first
 * instalment (which carries the remainder). Returns print negative. No previous balance is
 * carried (the last bill was debited in full), so the truth opens at 0 and closes at minus the
 * payment amount.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { person } from '../blind-1/kit.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  runBalances,
  statementOf,
  tx,
  txRow,
  word,
} from '../blind-3/common.ts';
import { wholeUnits } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { instalments, logAmount, scatter } from './kit.ts';

const STORES = [
  'AMAZON.CO.JP',
  'SEVEN-ELEVEN',
  'FAMILYMART',
  'LAWSON',
  'UNIQLO',
  'MOBILE SUICA',
  'ETC TOLL',
  'YODOBASHI CAMERA',
  'BIC CAMERA',
  'NTT DOCOMO MOBILE',
  'TOKYO ELECTRIC POWER',
  'TOKYO GAS',
  'AEON',
  'MATSUKIYO',
  'RAKUTEN ICHIBA',
  'NETFLIX.COM',
  'STARBUCKS COFFEE JAPAN',
  'JAPAN AIRLINES',
];
const BIG = ['YODOBASHI CAMERA', 'BIC CAMERA', 'JAPAN AIRLINES', 'NITORI', 'APPLE STORE GINZA'];

const slash = (iso: string) => iso.replace(/-/g, '/');

export const jpCardEnglish: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.1, 90);
  const y = rng.int(2019, 2025);
  const m = rng.int(1, 12);
  const closingDay = rng.pick([15, 10, 5]);
  const end = `${y}-${String(m).padStart(2, '0')}-${String(closingDay).padStart(2, '0')}`;
  const start =
    addDays(`${end.slice(0, 8)}01`, -1).slice(0, 8) + String(closingDay + 1).padStart(2, '0');
  const payDate = `${addDays(`${end.slice(0, 8)}28`, 7).slice(0, 8)}${rng.pick(['10', '27', '04'])}`;
  const payMonth = slash(payDate.slice(0, 7));
  const info = new Map<SynthTx, { kind: string; times: string; use: number }>();
  const txs = scatter(rng, start, end, count, (date) => {
    if (rng.chance(0.08)) {
      const total = logAmount(rng, 3_000_000, 30_000_000, 100_000);
      const n = rng.pick([3, 6, 10, 12]);
      const first = instalments(total, n)[0]!;
      const t = tx(date, rng.pick(BIG), -first);
      info.set(t, { kind: 'Instalment', times: `1/${n}`, use: -total });
      return t;
    }
    const refund = rng.chance(0.04);
    const amount = logAmount(rng, 10_000, 2_500_000, 100);
    const t = tx(date, rng.pick(STORES), refund ? amount : -amount);
    info.set(t, { kind: refund ? 'Return' : '1 time', times: '', use: t.amount });
    return t;
  });
  if (rng.chance(0.3)) {
    const fee = tx(end, 'ANNUAL MEMBERSHIP FEE', -rng.pick([137_500, 220_000, 1_100_000]));
    info.set(fee, { kind: '1 time', times: '', use: fee.amount });
    txs.push(fee);
  }
  runBalances(txs, 0);
  const due = -sumOf(txs);
  const bank = rng.pick([
    `${word(rng)} Card Co., Ltd.`,
    `${word(rng)} Credit Service`,
    `${word(rng)} Card`,
  ]);
  const holder = person(rng);
  const card = `${rng.pick(['4', '5', '3'])}${digits(rng, 3)}-XXXX-XXXX-${digits(rng, 4)}`;
  const st = statementOf({
    bank,
    holder,
    account: card,
    type: 'Credit Card',
    currency: 'JPY',
    start,
    end,
    opening: 0,
    txs,
    printsTotals: false,
  });
  const yen = (v: number) => `${v < 0 ? '-' : ''}${wholeUnits(Math.abs(v), ',')}`;
  const cols = moneyColumns(g, {
    lead: [['date', ['Date', 'of use'], 60]],
    desc: ['Store name / Description'],
    money: [
      ['kind', ['Payment', 'type']],
      ['times', ['Times']],
      ['use', ['Amount', 'of use']],
      ['month', ['Payment', 'month']],
      ['pay', ['Payment', 'this month']],
    ],
    moneyWidth: 50,
  });
  const rows: Row[] = txs.map((t) => {
    const i = info.get(t)!;
    return txRow(
      st,
      t,
      {
        date: slash(t.date),
        kind: i.kind,
        times: i.times,
        use: yen(-i.use),
        month: payMonth,
        pay: yen(-t.amount),
      },
      null,
    );
  });
  const boxX = g.left + (g.right - g.left) * 0.55;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          { text: 'Statement of Use', x: g.right, align: 'right', bold: true, size: g.size + 2 },
        ],
        gapAfter: g.lineHeight * 0.8,
      },
      {
        cells: [
          { text: `${holder} ${rng.pick(['Sama', ''])}`.trim(), x: g.left },
          { text: 'Payment amount this month', x: boxX, bold: true },
          { text: `¥${yen(due)}`, x: g.right, align: 'right', bold: true, size: g.size + 3 },
        ],
      },
      {
        cells: [
          { text: `Card number ${card}`, x: g.left },
          { text: 'Payment date', x: boxX },
          { text: slash(payDate), x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `Period of use ${slash(start)} - ${slash(end)}`, x: g.left },
          { text: 'Closing date', x: boxX },
          { text: slash(end), x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `Payment account ${word(rng)} Bank ****${digits(rng, 3)}`, x: g.left },
          { text: 'Balance carried forward', x: boxX },
          { text: '0', x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight * 0.6,
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
        rows,
        wrapKey: 'desc',
        headerRule: true,
        title: 'Details of use',
      },
      {
        kind: 'lines',
        lines: [
          {
            cells: [
              { text: 'Total payment amount this month', x: cols[1]!.x, bold: true },
              { text: yen(due), x: g.right, align: 'right', bold: true },
            ],
          },
        ],
      },
    ],
    {
      pageHeader: (p) => [
        [
          { text: `${bank}  ${card}`, x: g.left },
          { text: `${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        'Amounts in Japanese yen. Instalment purchases show the amount of use in full and the instalment billed this month.',
        (p, n) => `${p}/${n}`,
        'center',
      ),
    },
  );
  return { family: 'jp-card-english', spec, statements: [st] };
};
