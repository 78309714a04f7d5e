/**
 * A multi-currency e-money account's statement for one currency (Wise-like, under an invented
 * brand): "EUR statement", "1 March 2024 [to] 31 March 2024", "Generated on", account holder,
 * IBAN and BIC, the balance on the first and last day as sentences (not rows), then Description
 * | Incoming | Outgoing | Amount NEWEST FIRST where the last column is the BALANCE, and THE DATE
 * IS NOT IN A COLUMN: each entry's first line is its description ("Card transaction of 12.50 EUR
 * issued by Lidl Berlin", "Received money from … with reference …", "Sent money to …",
 * "Converted 100.00 GBP to 116.45 EUR"), the second line "5 March 2024  Transaction:
 * CARD-123456789"; foreign card spends and conversions carry an "Exchange rate" line; fees are
 * rows of their own ("Wise Charges for: …"). Outgoing amounts print "-12.50". Truth description
 * = the entry's lines without the date / transaction line.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { cap, digits, statementOf, tx, word } from '../blind-3/common.ts';
import { calendarPeriod } from '../blind-4/kit.ts';
import { rowCount } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { flexColumns } from '../blind-10/kit.ts';
import { byDate } from '../blind-11/kit.ts';
import { printedRow } from './kit.ts';

const SHOPS: Record<string, string[]> = {
  EUR: [
    'Lidl',
    'Albert Heijn',
    'Carrefour',
    'Rewe',
    'Mercadona',
    'Bolt.eu',
    'Uber',
    'Ryanair',
    'Zalando',
  ],
  GBP: ['Tesco', 'Sainsburys', 'Pret A Manger', 'TfL Travel', 'Deliveroo', 'Boots', 'Amazon UK'],
  USD: ['Amazon', 'Starbucks', 'Whole Foods', 'Uber', 'Apple', 'Target', 'CVS'],
};
const CITIES: Record<string, string[]> = {
  EUR: ['Berlin', 'Amsterdam', 'Paris', 'Madrid', 'Lisbon', 'Dublin'],
  GBP: ['London', 'Manchester', 'Bristol', 'Leeds'],
  USD: ['New York', 'San Francisco', 'Austin', 'Seattle'],
};

export const euWiseDatebelow: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 2.4, 90);
  const { start, end } = calendarPeriod(rng, 1);
  const cur = rng.pick(['EUR', 'EUR', 'GBP', 'USD']);
  const other = rng.pick(['EUR', 'GBP', 'USD', 'PLN', 'CHF'].filter((c) => c !== cur));
  const lines = new Map<SynthTx, string[]>();
  const ids = new Map<SynthTx, string>();
  const mk = (d: string, text: string[], amount: number, id: string) => {
    const t = tx(d, text.join(' '), amount);
    lines.set(t, text);
    ids.set(t, id);
    return t;
  };
  const m = (v: number) => formatMinor(v, EN);
  const txs = scatter(rng, start, end, count, (d): SynthTx | SynthTx[] => {
    const r = rng.next();
    const where = `${rng.pick(SHOPS[cur]!)} ${rng.pick(CITIES[cur]!)}`;
    if (r < 0.45) {
      const a = logAmount(rng, 150, 15_000);
      return mk(
        d,
        [`Card transaction of ${m(a)} ${cur} issued by ${where}`],
        -a,
        `CARD-${digits(rng, 10)}`,
      );
    }
    if (r < 0.55) {
      const foreign = logAmount(rng, 500, 20_000);
      const rate = rng.float(0.7, 1.4);
      const a = Math.max(1, Math.round(foreign * rate));
      return mk(
        d,
        [
          `Card transaction of ${m(foreign)} ${other} issued by ${cap(word(rng))} ${rng.pick(['Cafe', 'Hotel', 'Market', 'Taxi'])}`,
          `Exchange rate: ${rate.toFixed(4)}`,
        ],
        -a,
        `CARD-${digits(rng, 10)}`,
      );
    }
    if (r < 0.7) {
      const name = `${cap(word(rng))} ${cap(word(rng))}`.toUpperCase();
      return mk(
        d,
        [
          `Received money from ${name} with reference ${rng.pick(['Invoice', 'INV-', 'Rent', 'Thanks', 'Project'])}${rng.int(1, 999)}`,
        ],
        logAmount(rng, 2_000, 500_000),
        `TRANSFER-${digits(rng, 9)}`,
      );
    }
    if (r < 0.82) {
      const a = logAmount(rng, 2_000, 200_000, 100);
      const id = digits(rng, 9);
      return [
        mk(
          d,
          [
            `Sent money to ${cap(word(rng))} ${cap(word(rng))}`,
            rng.chance(0.5)
              ? `Reference: ${rng.pick(['rent', 'invoice', 'deposit', 'loan'])} ${rng.int(1, 99)}`
              : '',
          ].filter(Boolean),
          -a,
          `TRANSFER-${id}`,
        ),
        mk(
          d,
          [`Wise Charges for: TRANSFER-${id}`],
          -Math.max(30, Math.round(a * 0.0045)),
          `FEE-TRANSFER-${id}`,
        ),
      ];
    }
    if (r < 0.92) {
      const into = logAmount(rng, 2_000, 150_000, 100);
      const rate = rng.float(0.7, 1.4);
      return mk(
        d,
        [
          `Converted ${m(Math.round(into / rate))} ${other} to ${m(into)} ${cur}`,
          `Exchange rate: ${rate.toFixed(5)}`,
        ],
        into,
        `BALANCE-${digits(rng, 9)}`,
      );
    }
    return mk(
      d,
      [`Topped up balance`, `From ${cap(word(rng))} Bank account ending ${digits(rng, 4)}`],
      logAmount(rng, 5_000, 100_000, 100),
      `BANK_DETAILS_PAYMENT_RETURN-${digits(rng, 9)}`,
    );
  });
  byDate(txs);
  const opening = liftOpening(txs, logAmount(rng, 1_000, 500_000), 0);
  const closing = txs.at(-1)!.balance;
  const brand = word(rng);
  const holder = `${cap(word(rng))} ${cap(word(rng))}`;
  const iban =
    cur === 'GBP'
      ? `GB${digits(rng, 2)} ${brand.slice(0, 4).toUpperCase().padEnd(4, 'X')} 2314 70${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 2)}`
      : `BE${digits(rng, 2)} 9${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 4)}`;
  const st = statementOf({
    bank: brand,
    holder,
    account: iban,
    type: `${cur} balance`,
    currency: cur,
    start,
    end,
    opening,
    txs,
    printsTotals: false,
  });
  const cols = flexColumns(g, [
    { key: 'desc', header: ['Description'], align: 'left' },
    { key: 'in', header: ['Incoming'], align: 'right', width: 70 },
    { key: 'out', header: ['Outgoing'], align: 'right', width: 70 },
    { key: 'bal', header: ['Amount'], align: 'right', width: 78 },
  ]);
  const long = (iso: string) => formatDate(iso, 'D MMMM YYYY');
  const rows: Row[] = [...txs].reverse().map((t) => {
    const ls = lines.get(t)!;
    const extra = [
      { desc: `${long(t.date)}   Transaction: ${ids.get(t)}` },
      ...ls.slice(1).map((l) => ({ desc: l })),
    ];
    return printedRow(
      st,
      t,
      ls.join(' '),
      {
        desc: ls[0]!,
        [t.amount < 0 ? 'out' : 'in']: t.amount < 0 ? `-${m(t.amount)}` : m(t.amount),
        bal: m(t.balance),
      },
      t.balance,
      extra,
      g.lineHeight * 0.4,
    );
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: brand, x: g.left, bold: true, size: g.size + 9 },
          { text: `${cur} statement`, x: g.right, align: 'right', bold: true, size: g.size + 4 },
        ],
      },
      {
        cells: [
          {
            text: `${long(start)} [GMT+00:00] - ${long(end)} [GMT+00:00]`,
            x: g.right,
            align: 'right',
          },
        ],
      },
      {
        cells: [
          {
            text: `Generated on: ${long(addDays(end, rng.int(1, 20)))}`,
            x: g.right,
            align: 'right',
            size: g.size - 1,
          },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      { cells: [{ text: 'Account Holder', x: g.left, bold: true }] },
      { cells: [{ text: holder, x: g.left }] },
      {
        cells: [
          {
            text: `${rng.int(1, 300)} ${cap(word(rng))}${rng.pick(['straat', 'strasse', ' Street', ' Road'])}`,
            x: g.left,
          },
        ],
      },
      {
        cells: [{ text: `${digits(rng, 4)} ${cap(word(rng))}`, x: g.left }],
        gapAfter: g.lineHeight * 0.5,
      },
      { cells: [{ text: `Account number / IBAN: ${iban}`, x: g.left }] },
      {
        cells: [
          {
            text: `Swift/BIC: ${brand.slice(0, 4).toUpperCase().padEnd(4, 'X')}${cur === 'GBP' ? 'GB2L' : 'BEB1'}XXX`,
            x: g.left,
          },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: `${cur} on ${long(start)}`, x: g.left },
          { text: `${m(opening)} ${cur}`, x: g.right, align: 'right', bold: true },
        ],
      },
      {
        cells: [
          { text: `${cur} on ${long(end)}`, x: g.left },
          { text: `${m(closing)} ${cur}`, x: g.right, align: 'right', bold: true },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
    ],
  };
  const spec = docSpec(
    g,
    [header, { kind: 'table', columns: cols, rows, headerRule: true, wrapKey: 'desc' }],
    {
      pageHeader: () => [
        [
          { text: `${holder}  ${cur} statement`, x: g.left, bold: true },
          { text: `${long(start)} - ${long(end)}`, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: `${brand} Europe SA is authorised by the National Bank of Belgium as an electronic money institution, reference 0713.629.988. Need help? Visit ${brand.toLowerCase()}.com/help`,
            x: g.left,
            size: g.size - 2,
          },
        ],
        [{ text: `${p} / ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'eu-wise-datebelow', spec, statements: [st] };
};
