/**
 * A Kazakh card-account statement in English (Kaspi Gold-like, under an invented bank): "Card
 * statement for the period from 01.03.24 to 31.03.24", card "*1234", IBAN KZ…, a summary of
 * "Available as of 01.03.24" / Replenishments / Transfers / Purchases / Withdrawals / Others /
 * "Available as of 31.03.24" in tenge (not rows), then Date | Amount | Transaction | Details
 * NEWEST FIRST with "05.03.24" dates, THE SIGNED AMOUNT BEFORE THE TEXT spaced "- 5 000,00" /
 * "+ 150 000,00" with space thousands and comma decimals, the kind as one word (Purchases,
 * Transfers, Replenishment, Withdrawals, Others) and the merchant or person in Details; no
 * running balance.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { formatDate } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { digits, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod } from '../blind-4/kit.ts';
import { rowCount } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { flexColumns } from '../blind-10/kit.ts';
import { byDate, rowMaker } from '../blind-11/kit.ts';
import { printedRow } from '../blind-14/kit.ts';
import { smallPrint, spacedSign } from './kit.ts';

const SHOPS = [
  'MAGNUM CASH&CARRY',
  'SMALL',
  'GALMART',
  'YANDEX.GO',
  'WOLT',
  'GLOVO',
  'CHOCOFOOD',
  'SULPAK',
  'TECHNODOM',
  'APTEKA PLUS',
  'KAZMUNAYGAS',
  'AIR ASTANA',
  'ANAR',
  'KOFEMANIYA',
];
type Kind = 'Purchases' | 'Transfers' | 'Replenishment' | 'Withdrawals' | 'Others';

export const kzCardNewest: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.05, 120);
  const { start, end } = calendarPeriod(rng, 1);
  const { mk } = rowMaker();
  const kind = new Map<SynthTx, Kind>();
  const put = (t: SynthTx, k: Kind): SynthTx => {
    kind.set(t, k);
    return t;
  };
  const person = () => `${word(rng)} ${word(rng).charAt(0)}.`;
  const txs = scatter(rng, start, end, count, (d) => {
    const r = rng.next();
    if (r < 0.55)
      return put(mk(d, [rng.pick(SHOPS)], -logAmount(rng, 50_000, 6_000_000, 100)), 'Purchases');
    if (r < 0.75)
      return put(mk(d, [person()], -logAmount(rng, 100_000, 20_000_000, 100)), 'Transfers');
    if (r < 0.8)
      return put(
        mk(d, [rng.pick(['ATM Kaspi', 'ATM Halyk', 'ATM Forte'])], -rng.int(1, 20) * 500_000),
        'Withdrawals',
      );
    if (r < 0.86)
      return put(
        mk(
          d,
          [rng.pick(['Beeline', 'Tele2', 'Kcell', 'Alseco', 'Astana-ERC'])],
          -logAmount(rng, 100_000, 2_500_000, 100),
        ),
        'Others',
      );
    if (r < 0.95)
      return put(mk(d, [person()], logAmount(rng, 200_000, 30_000_000, 100)), 'Replenishment');
    return put(
      mk(
        d,
        [rng.pick(['From Kaspi Deposit', 'Cashback', 'Top-up from card of another bank'])],
        logAmount(rng, 100_000, 15_000_000, 100),
      ),
      'Replenishment',
    );
  });
  txs.push(
    put(
      mk(
        `${start.slice(0, 8)}${rng.pick(['05', '10', '25'])}`,
        [`Salary ${word(rng).toUpperCase()} LLP`],
        logAmount(rng, 25_000_000, 90_000_000, 100),
      ),
      'Replenishment',
    ),
  );
  byDate(txs);
  const opening = liftOpening(
    txs,
    logAmount(rng, 1_000_000, 50_000_000, 100),
    logAmount(rng, 10_000, 2_000_000, 100),
  );
  const closing = txs.at(-1)!.balance;
  const bank = `${word(rng)} Bank`;
  const holder = `${word(rng)} ${word(rng)}`;
  const card = `*${digits(rng, 4)}`;
  const iban = `KZ${digits(rng, 2)}722S${digits(rng, 12)}`;
  const st = statementOf({
    bank,
    holder,
    account: iban,
    type: 'Gold card',
    currency: 'KZT',
    start,
    end,
    opening,
    txs,
    printsTotals: false,
  });
  const dd = (iso: string) => formatDate(iso, 'DD.MM.YY');
  const cols = flexColumns(g, [
    { key: 'date', header: ['Date'], align: 'left', width: 58 },
    { key: 'amount', header: ['Amount'], align: 'right', width: 96 },
    { key: 'kind', header: ['Transaction'], align: 'left', width: 110 },
    { key: 'desc', header: ['Details'], align: 'left' },
  ]);
  const rows: Row[] = [];
  const newest = [...txs].reverse();
  for (const t of newest)
    rows.push(
      printedRow(
        st,
        t,
        t.description,
        { date: dd(t.date), amount: spacedSign(t.amount), kind: kind.get(t)!, desc: t.description },
        null,
      ),
    );
  const by = (k: Kind) => txs.filter((t) => kind.get(t) === k).reduce((s, t) => s + t.amount, 0);
  const T = (m: number) => `${spacedSign(m)} KZT`;
  const head: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          {
            text: `Card statement for the period from ${dd(start)} to ${dd(end)}`,
            x: g.right,
            align: 'right',
            bold: true,
          },
        ],
        gapAfter: g.lineHeight,
      },
      { cells: [{ text: holder, x: g.left, bold: true }] },
      { cells: [{ text: `Card number: ${card}`, x: g.left }] },
      { cells: [{ text: `Account number: ${iban}`, x: g.left }] },
      { cells: [{ text: 'Currency: KZT', x: g.left }], gapAfter: g.lineHeight },
      ...[
        [`Available as of ${dd(start)}`, T(opening)],
        ['Replenishments', T(by('Replenishment'))],
        ['Transfers', T(by('Transfers'))],
        ['Purchases', T(by('Purchases'))],
        ['Withdrawals', T(by('Withdrawals'))],
        ['Others', T(by('Others'))],
        [`Available as of ${dd(end)}`, T(closing)],
      ].map(([l, v], i) => ({
        cells: [
          { text: l!, x: g.left, bold: i === 0 || i === 6 },
          { text: v!, x: g.left + 260, align: 'right' as const, bold: i === 0 || i === 6 },
        ],
      })),
    ],
  };
  head.lines.at(-1)!.gapAfter = g.lineHeight;
  const spec = docSpec(
    g,
    [
      head,
      { kind: 'table', columns: cols, rows, headerRule: true, wrapKey: 'desc' },
      { kind: 'space', height: g.lineHeight },
      {
        kind: 'lines',
        lines: [
          smallPrint(
            g,
            'Amounts are in tenge (KZT). Amounts of transactions in another currency are shown at the rate of the day of posting.',
          ),
          smallPrint(
            g,
            `${bank} JSC. License of the ARDFM No. 1.2.${rng.int(10, 300)}/${rng.int(100, 999)} dated 03.02.2020. 24/7 support: 9999`,
          ),
        ],
      },
    ],
    {
      footer: (p, n) => [[{ text: `${p} / ${n}`, x: g.right, align: 'right', size: g.size - 1 }]],
    },
  );
  return { family: 'kz-card-newest', spec, statements: [st] };
};
