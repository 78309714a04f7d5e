/**
 * Irish current account (AIB / Bank of Ireland-like): a "Statement of Account" with only the
 * "Date of Statement" printed (the period starts on the date of the BALANCE FORWARD row), branch,
 * National Sort Code, IBAN and BIC, then Date | Details | Debit € | Credit € | Balance € with the
 * date "2 Jan 2024" once per day and the balance only on each day's last row ("dr" when
 * overdrawn), Visa debit descriptors (VDP-, VDC-, VDA-), D/D, SEPA credits, card purchases in
 * sterling with a "GBP 23.45@0.8534" line under them, quarterly fees and Government stamp duty,
 * and "Continued overleaf" at the foot of every page but the last. No totals are printed.
 */
import { docSpec, type FamilyFn, geometry, periodFor, rowsFor } from '../../families.ts';
import { EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { generateTransactions, type SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import {
  digits,
  moneyColumns,
  redescribe,
  runBalances,
  statementOf,
  tx,
  word,
} from '../blind-3/common.ts';
import { brandLine, firstOfDay, labelValue, lastOfDay, linesRow } from './kit.ts';

const SHOPS = ['TESCO', 'DUNNES STORES', 'SUPERVALU', 'LIDL', 'CENTRA', 'PENNEYS', 'CIRCLE K'];
const TOWNS = ['DUBLIN 2', 'CORK', 'GALWAY', 'LIMERICK', 'KILKENNY', 'SLIGO', 'ATHLONE'];
const COUNTIES = ['Co. Cork', 'Co. Galway', 'Co. Kerry', 'Co. Meath', 'Co. Wicklow', 'Dublin 6'];

/** Details lines of one row; a sterling purchase gets its exchange line underneath. */
function ieDescribe(rng: Rng, credit: boolean, t: SynthTx): string[] {
  const r = rng.next();
  if (credit) {
    if (r < 0.35) return [`${word(rng).toUpperCase()} ${rng.pick(['LTD', 'DAC', 'TEO'])} SALARY`];
    if (r < 0.6) return [`SEPA CREDIT TRF ${word(rng).toUpperCase()}`];
    if (r < 0.8) return [`*MOBI ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`];
    return [rng.pick(['DEPT SOCIAL PROT', 'REVENUE COMM TAX REFUND', 'LODGEMENT'])];
  }
  if (r < 0.12) {
    const gbp = Math.round((-t.amount * rng.int(8_300, 8_700)) / 10_000);
    const rate = (rng.int(8_300, 8_700) / 10_000).toFixed(4);
    return [
      `VDP-${rng.pick(['AMAZON.CO.UK', 'ASOS.COM', 'RYANAIR', 'BOOTS UK'])}`,
      `GBP ${formatMinor(gbp, EN)}@${rate}`,
    ];
  }
  if (r < 0.45) return [`${rng.pick(['VDP-', 'VDC-'])}${rng.pick(SHOPS)} ${rng.pick(TOWNS)}`];
  if (r < 0.6) return [`VDA-${rng.pick(['AIB ATM', 'BOI ATM', 'PTSB ATM'])} ${rng.pick(TOWNS)}`];
  if (r < 0.8)
    return [
      `D/D ${rng.pick(['ELECTRIC IRELAND', 'BORD GAIS ENERGY', 'EIR', 'VIRGIN MEDIA', 'VHI HEALTHCARE', 'IRISH LIFE'])}`,
    ];
  if (r < 0.92)
    return [`*MOBI ${word(rng).toUpperCase()} ${rng.pick(['RENT', 'DINNER', ''])}`.trim()];
  return [`REVOLUT**${digits(rng, 4)}*`];
}

export const ieCurrentForward: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowsFor(rng, g, o.pages, 1.25);
  const { start, end } = periodFor(rng, count);
  const overdraft = rng.chance(0.25);
  const opening = overdraft ? rng.int(-80_000, 200_000) : rng.int(5_000, 600_000);
  const txs = generateTransactions(rng, {
    locale: 'en',
    start,
    end,
    count: Math.max(2, count - 2),
    opening,
    floor: overdraft ? -150_000 : 0,
  });
  const lines = new Map<SynthTx, string[]>();
  redescribe(txs, (credit, t) => {
    const l = ieDescribe(rng, credit, t);
    lines.set(t, l);
    return l.join(' ');
  });
  // quarterly fee and the government stamp duty on the card, both on the last day
  const fees: [string, number][] = [
    [`FEE-QTR TO 20${formatDate(end, 'MMM').toUpperCase()}`, -rng.pick([600, 1_800, 2_450])],
  ];
  if (rng.chance(0.5)) fees.push(['GOVT STAMP DUTY', -rng.pick([250, 500])]);
  for (const [d, a] of fees) {
    const t = tx(end, d, a);
    lines.set(t, [d]);
    txs.push(t);
  }
  runBalances(txs, opening);
  const bank = rng.pick([
    `${word(rng)} Irish Bank`,
    `Bank of ${word(rng)}`,
    `${word(rng).toUpperCase()} BANK`,
  ]);
  const holder =
    `${rng.pick(['MR', 'MS', 'MRS', ''])} ${word(rng).toUpperCase()} ${rng.pick(['O', 'MC', ''])}${word(rng).toUpperCase()}`.trim();
  const acct = digits(rng, 8);
  const nsc = `9${rng.int(0, 3)}-${digits(rng, 2)}-${digits(rng, 2)}`;
  const iban = `IE${rng.int(10, 99)} ${rng.pick(['AIBK', 'BOFI', 'IPBS'])} ${nsc.replace(/-/g, '').slice(0, 4)} ${nsc.replace(/-/g, '').slice(4)}${acct.slice(0, 2)} ${acct.slice(2, 6)} ${acct.slice(6)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Current Account',
    currency: 'EUR',
    start,
    end,
    opening,
    txs,
    printsTotals: false,
  });
  const m = (v: number) => formatMinor(v, EN);
  const bal = (v: number) => (v < 0 ? `${m(v)}dr` : m(v));
  const fd = (iso: string) => formatDate(iso, 'D MMM YYYY');
  const cols = moneyColumns(g, {
    lead: [['date', ['Date'], 62]],
    desc: ['Details'],
    money: [
      ['out', ['Debit €']],
      ['in', ['Credit €']],
      ['balance', ['Balance €']],
    ],
    moneyWidth: 72,
  });
  const first = firstOfDay(txs);
  const last = lastOfDay(txs);
  const rows: Row[] = [
    { cells: { date: fd(start), desc: 'BALANCE FORWARD', balance: bal(opening) } },
  ];
  txs.forEach((t, i) => {
    rows.push(
      linesRow(
        st,
        t,
        lines.get(t)!,
        first[i] ? { date: fd(t.date) } : {},
        {
          [t.amount < 0 ? 'out' : 'in']: m(Math.abs(t.amount)),
          ...(last[i] ? { balance: bal(t.balance) } : {}),
        },
        last[i] ? t.balance : null,
        first[i] && i > 0 ? { gapBefore: 2 } : {},
      ),
    );
  });
  const lx = g.left + (g.right - g.left) * 0.55;
  const pair = labelValue(lx, g.right);
  const header: Block = {
    kind: 'lines',
    lines: [
      brandLine(g, bank, 'Statement of Account', { bankSize: 8, titleSize: 2 }),
      {
        cells: [
          { text: holder, x: g.left },
          ...pair('Date of Statement', formatDate(end, 'D MMM YYYY')),
        ],
      },
      {
        cells: [
          {
            text: `${rng.int(1, 90)} ${word(rng)} ${rng.pick(['Road', 'Park', 'Avenue'])}`,
            x: g.left,
          },
          ...pair('Branch', `${rng.pick(TOWNS)}`),
        ],
      },
      { cells: [{ text: rng.pick(COUNTIES), x: g.left }, ...pair('National Sort Code', nsc)] },
      {
        cells: [
          {
            text: `${rng.pick(['T12', 'H91', 'D06', 'A92'])} ${word(rng, 1, 1).toUpperCase()}${digits(rng, 2)}`,
            x: g.left,
          },
          ...pair('Account Number', acct),
        ],
      },
      { cells: pair('IBAN', iban) },
      { cells: pair('BIC', `${iban.slice(5, 9)}IE2D`) },
      { cells: pair('Account Name', holder), gapAfter: g.lineHeight },
    ],
  };
  const body: Block[] = [
    header,
    { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: rng.chance(0.7) },
  ];
  const legal = `${bank} p.l.c. is regulated by the Central Bank of Ireland. Registered in Ireland No. ${digits(rng, 5)}.`;
  const spec = docSpec(g, body, {
    pageHeader: (p) => [
      [
        { text: `${bank}   Statement of Account   ${acct}`, x: g.left, bold: true },
        { text: `Page Number ${p}`, x: g.right, align: 'right' },
      ],
    ],
    footer: (p, n) => [
      [{ text: p < n ? 'Continued overleaf' : '', x: g.right, align: 'right', size: g.size - 0.5 }],
      [{ text: legal, x: g.left, size: g.size - 2 }],
      [{ text: `Page Number ${p}`, x: (g.left + g.right) / 2, align: 'center', size: g.size - 1 }],
    ],
  });
  return { family: 'ie-current-forward', spec, statements: [st] };
};
