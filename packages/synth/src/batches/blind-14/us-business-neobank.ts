/**
 * A US business neobank's monthly checking statement (Mercury / Relay-like, under an invented
 * brand): the company as holder with its EIN-free legal name ("WORD LABS, INC."), account and
 * routing numbers, "Mar 1, 2024 – Mar 31, 2024" with an en dash, a summary (beginning balance,
 * deposits, withdrawals, ending balance: not rows), then Date (UTC) | Description | Type |
 * Amount | End of Day Balance with "Mar 05" dates without the year, amounts with an EN DASH
 * for a debit ("–$1,234.56"), the balance only on the last row of each day, two-line rows whose
 * second line is a memo or a card's last four, Stripe and Shopify payouts, payroll, SaaS card
 * spend, IRS payments, wires with a fee row, transfers to and from the treasury account.
 * Truth description = Description lines and Type joined.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { US_CITIES } from '../blind-1/words.ts';
import { digits, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod, lastOfDay } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { flexColumns } from '../blind-10/kit.ts';
import { byDate, rowMaker } from '../blind-11/kit.ts';
import { dashUsd, printedRow } from './kit.ts';

const SAAS = [
  'AWS',
  'GOOGLE *GSUITE',
  'GITHUB',
  'SLACK T0123',
  'NOTION LABS',
  'FIGMA',
  'OPENAI',
  'ZOOM.US',
  'LINKEDIN ADS',
  'FACEBK ADS',
  'DIGITALOCEAN',
  'ATLASSIAN',
  'WEWORK',
  'UNITED AIRLINES',
  'DELTA AIR',
];

export const usBusinessNeobank: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowCount(rng, g, o.pages, 1.5, 100);
  const { start, end } = calendarPeriod(rng, 1);
  const { mk, lines } = rowMaker();
  const types = new Map<SynthTx, string>();
  const T = (t: SynthTx, type: string): SynthTx => {
    types.set(t, type);
    return t;
  };
  const card = digits(rng, 4);
  const cards = [card, digits(rng, 4)];
  const txs = scatter(rng, start, end, count, (d): SynthTx | SynthTx[] => {
    const r = rng.next();
    if (r < 0.38)
      return T(
        mk(d, [rng.pick(SAAS), `Card ••${rng.pick(cards)}`], -logAmount(rng, 500, 250_000)),
        'Debit Card',
      );
    if (r < 0.56)
      return T(
        mk(
          d,
          [
            rng.pick(['STRIPE', 'SHOPIFY', 'SQUARE INC']),
            `${rng.pick(['TRANSFER', 'PAYOUT', 'TRANSFER ST-'])}${digits(rng, 8)}`,
          ],
          logAmount(rng, 5_000, 1_500_000),
        ),
        'ACH In',
      );
    if (r < 0.66)
      return T(
        mk(
          d,
          [
            `Send Money to ${word(rng)} ${rng.pick(['LLC', 'Inc', 'Design Co', 'Consulting'])}`,
            rng.chance(0.6) ? `Memo: Invoice ${rng.int(100, 9999)}` : '',
          ],
          -logAmount(rng, 20_000, 800_000),
        ),
        'ACH Out',
      );
    if (r < 0.72) {
      const amt = logAmount(rng, 100_000, 3_000_000, 100);
      const intl = rng.chance(0.4);
      const w = T(
        mk(
          d,
          [
            `Wire to ${word(rng)} ${rng.pick(['GmbH', 'Ltd', 'S.A.', 'Pty Ltd', 'Inc.'])}`,
            intl ? `${rng.pick(['EUR', 'GBP', 'CAD'])} international wire` : 'Domestic wire',
          ],
          -amt,
        ),
        'Wire Out',
      );
      return intl ? [w, T(mk(d, ['International wire fee'], -Math.round(amt * 0.01)), 'Fee')] : w;
    }
    if (r < 0.8) {
      const amt = logAmount(rng, 50_000, 5_000_000, 10_000);
      return rng.chance(0.5)
        ? T(
            mk(d, ['Transfer to Treasury', `Account ••${digits(rng, 4)}`], -amt),
            'Internal Transfer',
          )
        : T(
            mk(d, ['Transfer from Treasury', `Account ••${digits(rng, 4)}`], amt),
            'Internal Transfer',
          );
    }
    if (r < 0.87)
      return T(
        mk(
          d,
          [
            `Check deposit #${rng.int(1000, 9999)}`,
            `${word(rng).toUpperCase()} ${rng.pick(US_CITIES)}`,
          ],
          logAmount(rng, 20_000, 900_000),
        ),
        'Check Deposit',
      );
    if (r < 0.93)
      return T(
        mk(
          d,
          [
            rng.pick([
              'IRS USATAXPYMT',
              'FRANCHISE TAX BD',
              'NYS DTF SALES TAX',
              'EDD CA PAYROLL TAX',
            ]),
          ],
          -logAmount(rng, 10_000, 900_000),
        ),
        'ACH Out',
      );
    return T(
      mk(
        d,
        [
          rng.pick(['GUSTO', 'RIPPLING', 'JUSTWORKS', 'DEEL INC']),
          `${rng.pick(['NET ', 'TAX ', 'FEE '])}${digits(rng, 6)}`,
        ],
        -logAmount(rng, 30_000, 4_000_000),
      ),
      'ACH Out',
    );
  });
  byDate(txs);
  const opening = liftOpening(txs, logAmount(rng, 500_000, 20_000_000), rng.int(0, 500_000));
  const closing = txs.at(-1)!.balance;
  const brand = word(rng);
  const holder = `${word(rng).toUpperCase()} ${rng.pick(['LABS, INC.', 'TECHNOLOGIES INC', 'STUDIO LLC', 'AI, INC.', 'HEALTH, INC.', 'VENTURES LLC'])}`;
  const acct = digits(rng, 12);
  const st = statementOf({
    bank: brand,
    holder,
    account: acct,
    type: 'Checking',
    currency: 'USD',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const last = lastOfDay(txs);
  const cols = flexColumns(g, [
    { key: 'date', header: ['Date (UTC)'], align: 'left', width: 62 },
    { key: 'desc', header: ['Description'], align: 'left' },
    { key: 'type', header: ['Type'], align: 'left', width: 92 },
    { key: 'amount', header: ['Amount'], align: 'right', width: 78 },
    { key: 'balance', header: ['End of Day', 'Balance'], align: 'right', width: 86 },
  ]);
  const rows: Row[] = txs.map((t, i) => {
    const ls = lines.get(t)!;
    return printedRow(
      st,
      t,
      `${ls.join(' ')} ${types.get(t)}`,
      {
        date: formatDate(t.date, 'MMM DD'),
        desc: ls[0]!,
        type: types.get(t)!,
        amount: dashUsd(t.amount),
        ...(last[i] ? { balance: dashUsd(t.balance) } : {}),
      },
      last[i] ? t.balance : null,
      ls.slice(1).map((l) => ({ desc: l })),
    );
  });
  const dash = '\u2013';
  const period = `${formatDate(start, 'MMM D, YYYY')} ${dash} ${formatDate(end, 'MMM D, YYYY')}`;
  const m = (v: number) => `$${formatMinor(v, EN)}`;
  const lx = g.left + (g.right - g.left) * 0.5;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: brand, x: g.left, bold: true, size: g.size + 9 },
          { text: 'Monthly Statement', x: g.right, align: 'right', bold: true, size: g.size + 2 },
        ],
        gapAfter: g.lineHeight * 0.4,
      },
      { cells: [{ text: period, x: g.right, align: 'right' }], gapAfter: g.lineHeight * 0.6 },
      {
        cells: [
          { text: holder, x: g.left, bold: true },
          { text: 'Account number', x: lx },
          { text: acct, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `${rng.int(1, 999)} ${word(rng)} St ${rng.pick(['Ste', 'Unit', 'Fl'])} ${rng.int(1, 40)}`,
            x: g.left,
          },
          { text: 'Routing number', x: lx },
          { text: `${rng.pick(['0', '1', '2'])}${digits(rng, 8)}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `${rng.pick(US_CITIES)} ${digits(rng, 5)}`, x: g.left },
          { text: 'Account type', x: lx },
          { text: `Checking ••${acct.slice(-4)}`, x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          { text: 'Beginning balance', x: g.left },
          { text: 'Total deposits', x: g.left + (g.right - g.left) * 0.27 },
          { text: 'Total withdrawals', x: g.left + (g.right - g.left) * 0.52 },
          { text: 'Ending balance', x: g.left + (g.right - g.left) * 0.77 },
        ],
      },
      {
        cells: [
          { text: m(opening), x: g.left, bold: true, size: g.size + 2 },
          {
            text: m(sumOf(txs, (t) => t.amount > 0)),
            x: g.left + (g.right - g.left) * 0.27,
            bold: true,
            size: g.size + 2,
          },
          {
            text: `${dash}${m(-sumOf(txs, (t) => t.amount < 0))}`,
            x: g.left + (g.right - g.left) * 0.52,
            bold: true,
            size: g.size + 2,
          },
          {
            text: dashUsd(closing),
            x: g.left + (g.right - g.left) * 0.77,
            bold: true,
            size: g.size + 2,
          },
        ],
        gapAfter: g.lineHeight,
      },
    ],
  };
  const partner = `${word(rng)} Bank`;
  const spec = docSpec(
    g,
    [
      header,
      {
        kind: 'table',
        title: 'Transactions',
        columns: cols,
        rows,
        headerRule: true,
        wrapKey: 'desc',
      },
    ],
    {
      pageHeader: () => [
        [
          { text: `${holder}  Checking ••${acct.slice(-4)}`, x: g.left, bold: true },
          { text: period, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: `${brand} is a financial technology company, not a bank. Banking services provided by ${partner}, Member FDIC. Deposits insured up to $250,000 per depositor.`,
            x: g.left,
            size: g.size - 2,
          },
        ],
        [{ text: `${p} / ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'us-business-neobank', spec, statements: [st] };
};
