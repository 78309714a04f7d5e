/**
 * UAE current account (Emirates NBD / ADCB-like): "ACCOUNT STATEMENT", account number, IBAN AE…,
 * currency AED, "Statement Period From 01/02/2024 To 29/02/2024", a summary with Opening Balance,
 * Total Debits and Total Credits with their counts, Closing Balance, then Date | Value Date |
 * Description | Debit | Credit | Balance with "05-Feb-2024" dates and balances "12,345.67 Cr" /
 * "Dr"; card purchases abroad carry a second line with the original amount and rate ("USD 25.00
 * @ 3.6725") and are followed by a separate INTL TXN FEE row; salary, DEWA, Etisalat/du, Salik,
 * IPI transfers and ATM rows; an Arabic-free bilingual-style legal footer.
 */
import { docSpec, type FamilyFn, geometry, periodFor, rowsFor } from '../../families.ts';
import { EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  runBalances,
  statementOf,
  tx,
  word,
} from '../blind-3/common.ts';
import { brandLine, labelValue, linesRow, localActivity } from './kit.ts';

const PLACES = ['DUBAI', 'ABU DHABI', 'SHARJAH', 'AJMAN', 'AL AIN'];

function aeDescribe(rng: Rng, credit: boolean, card: string, t: SynthTx): string[] {
  const r = rng.next();
  if (credit) {
    if (r < 0.35)
      return [`SALARY TRANSFER ${word(rng).toUpperCase()} ${rng.pick(['LLC', 'FZ-LLC', 'FZE'])}`];
    if (r < 0.6)
      return [
        `IPI TRANSFER FROM ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`,
        `REF ${digits(rng, 12)}`,
      ];
    if (r < 0.75)
      return [`INWARD REMITTANCE ${rng.pick(['USD', 'GBP', 'INR'])} ${word(rng).toUpperCase()}`];
    if (r < 0.9) return ['CHEQUE DEPOSIT', `CHQ NO ${digits(rng, 6)}`];
    return [`REFUND ${rng.pick(['NOON.COM', 'AMAZON.AE', 'CARREFOUR'])}`];
  }
  if (r < 0.12) {
    const [cur, rate] = rng.pick([
      ['USD', 3.6725],
      ['GBP', 4.65],
      ['EUR', 3.98],
    ] as const);
    const fx = Math.round(-t.amount / rate);
    return [
      `POS-PURCHASE CARD NO.${card} ${rng.pick(['AMAZON.COM', 'BOOKING.COM', 'NETFLIX.COM', 'APPLE.COM/BILL'])} ${rng.pick(['SEATTLE:US', 'AMSTERDAM:NL', 'LONDON:GB'])}`,
      `${cur} ${formatMinor(fx, EN)} @ ${rate.toFixed(4)}`,
    ];
  }
  if (r < 0.45)
    return [
      `POS-PURCHASE CARD NO.${card} ${rng.pick(['CARREFOUR', 'LULU HYPERMARKET', 'SPINNEYS', 'ENOC', 'ADNOC', 'CHOITHRAMS'])} ${rng.pick(PLACES)}:AE`,
    ];
  if (r < 0.6) return [`ATM CASH WITHDRAWAL ${rng.pick(PLACES)} ${digits(rng, 6)}`];
  if (r < 0.75)
    return [
      `${rng.pick(['DEWA', 'ETISALAT', 'DU', 'SEWA', 'ADDC'])} BILL PAYMENT ${digits(rng, 10)}`,
    ];
  if (r < 0.85) return [`SALIK RECHARGE ${digits(rng, 8)}`];
  return [
    `IPI TRANSFER TO ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`,
    `REF ${digits(rng, 12)}`,
  ];
}

export const aeCurrentFx: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowsFor(rng, g, o.pages, 2.4);
  const { start, end } = periodFor(rng, count);
  const { txs: plain, opening } = localActivity(rng, {
    start,
    end,
    count,
    floor: 0,
    creditShare: 0.22,
    openingRange: [30_000, 2_500_000],
    factor: 3, // dirhams
  });
  const card = `${rng.pick(['4', '5'])}${digits(rng, 3)}XXXXXXXX${digits(rng, 4)}`;
  const lines = new Map<SynthTx, string[]>();
  const txs: SynthTx[] = [];
  for (const t of plain) {
    const l = aeDescribe(rng, t.amount > 0, card, t);
    t.description = l.join(' ');
    lines.set(t, l);
    txs.push(t);
    if (l.length > 1 && /@/.test(l[1]!)) {
      // the 2.5% cross-border fee posts as its own row the same day
      const fee = tx(
        t.date,
        `INTL TXN FEE CARD NO.${card}`,
        -Math.max(100, Math.round(-t.amount * 0.025)),
      );
      lines.set(fee, [fee.description]);
      txs.push(fee);
    }
  }
  runBalances(txs, opening); // a fee may overdraw the account for a day: printed "Dr"
  for (const t of txs) t.postDate = t.date;
  const bank = rng.pick([
    `Emirates ${word(rng)} Bank PJSC`,
    `${word(rng).toUpperCase()} BANK P.J.S.C.`,
    `${word(rng)} Commercial Bank`,
  ]);
  const holder = `${word(rng).toUpperCase()} ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  const acct = `${rng.pick(['101', '102', '014'])}${digits(rng, 10)}`;
  const iban = `AE${rng.int(10, 99)}0${digits(rng, 2)}000${acct}`.replace(/(.{4})/g, '$1 ').trim();
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Current Account',
    currency: 'AED',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, EN);
  const bal = (v: number) => `${m(v)} ${v < 0 ? 'Dr' : 'Cr'}`;
  const fd = (iso: string) => formatDate(iso, 'DD-MMM-YYYY');
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['Date'], 58],
      ['vdate', ['Value Date'], 58],
    ],
    desc: ['Description'],
    money: [
      ['out', ['Debit']],
      ['in', ['Credit']],
      ['balance', ['Balance']],
    ],
    moneyWidth: 70,
  });
  const rows: Row[] = [
    { cells: { date: fd(start), desc: 'OPENING BALANCE', balance: bal(opening) }, bold: true },
  ];
  for (const t of txs)
    rows.push(
      linesRow(
        st,
        t,
        lines.get(t)!,
        { date: fd(t.date), vdate: fd(t.postDate!) },
        { [t.amount < 0 ? 'out' : 'in']: m(Math.abs(t.amount)), balance: bal(t.balance) },
        t.balance,
      ),
    );
  const last = txs.length ? txs[txs.length - 1]!.balance : opening;
  rows.push({ cells: { date: fd(end), desc: 'CLOSING BALANCE', balance: bal(last) }, bold: true });
  const ins = txs.filter((t) => t.amount > 0);
  const outs = txs.filter((t) => t.amount < 0);
  const lx = g.left + (g.right - g.left) * 0.52;
  const kv = labelValue(lx, g.right);
  const header: Block = {
    kind: 'lines',
    lines: [
      brandLine(g, bank, 'ACCOUNT STATEMENT', { bankSize: 6 }),
      { cells: [{ text: holder, x: g.left, bold: true }, ...kv('Account Number', acct)] },
      { cells: [{ text: `P.O. BOX ${rng.int(1000, 99999)}`, x: g.left }, ...kv('IBAN', iban)] },
      { cells: [{ text: rng.pick(PLACES), x: g.left }, ...kv('Currency', 'AED')] },
      {
        cells: [
          { text: 'UNITED ARAB EMIRATES', x: g.left },
          ...kv('Account Type', 'Current Account'),
        ],
      },
      {
        cells: kv(
          'Statement Period',
          `From ${formatDate(start, 'DD/MM/YYYY')} To ${formatDate(end, 'DD/MM/YYYY')}`,
        ),
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          { text: 'Opening Balance', x: g.left, bold: true },
          {
            text: `Total Debits (${outs.length})`,
            x: g.left + (g.right - g.left) * 0.27,
            bold: true,
          },
          {
            text: `Total Credits (${ins.length})`,
            x: g.left + (g.right - g.left) * 0.52,
            bold: true,
          },
          { text: 'Closing Balance', x: g.right, align: 'right', bold: true },
        ],
      },
      {
        cells: [
          { text: bal(opening), x: g.left },
          {
            text: m(outs.reduce((s, t) => s - t.amount, 0)),
            x: g.left + (g.right - g.left) * 0.27,
          },
          { text: m(ins.reduce((s, t) => s + t.amount, 0)), x: g.left + (g.right - g.left) * 0.52 },
          { text: bal(last), x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight,
      },
    ],
  };
  const spec = docSpec(
    g,
    [header, { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true }],
    {
      pageHeader: (p) => [
        [
          { text: `${bank}   Account Number ${acct}`, x: g.left, bold: true },
          { text: `Page ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `${bank} is licensed by the Central Bank of the UAE. Please report any discrepancy within 15 days of the statement date.`,
        (p, n) => `Page ${p} of ${n}`,
      ),
    },
  );
  return { family: 'ae-current-fx', spec, statements: [st] };
};
