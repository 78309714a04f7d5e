/**
 * An Indonesian current/savings account statement (BCA / Mandiri e-statement-like):
 * "REKENING KORAN" (or "MUTASI REKENING"), the branch ("KCU …"), "NO. REKENING", "PERIODE :
 * NOVEMBER 2025", "MATA UANG : IDR", then TANGGAL (DD/MM, no year) | KETERANGAN | CBG | MUTASI |
 * SALDO with amounts "1.250.000,00" followed by DB or CR, "SALDO AWAL" as the first row,
 * descriptions of two or three lines (TRSF E-BANKING DB 2611/FTSCY/WS95031 + name, KARTU DEBIT +
 * merchant, TARIKAN ATM, BI-FAST, SETORAN TUNAI), month-end BIAYA ADM, BUNGA and PAJAK BUNGA rows;
 * SALDO per row or on the day's last row only; a summary with SALDO AWAL, MUTASI CR / MUTASI DB
 * (sum and count) and SALDO AKHIR. The branch code column is not part of the description.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { DE, formatDate, formatMinor } from '../../format.ts';
import type { Block, Column, Row } from '../../layout.ts';
import { textWidth } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { person } from '../blind-1/kit.ts';
import { digits, legalFooter, runBalances, statementOf, tx, word } from '../blind-3/common.ts';
import { calendarPeriod, lastOfDay, linesRow, localActivity } from '../blind-4/kit.ts';
import { MONTHS, monthOf, roundAmounts, rowCount, sumOf } from './kit.ts';

const MERCHANTS = [
  'INDOMARET',
  'ALFAMART',
  'SUPERINDO',
  'HYPERMART',
  'SHOPEE',
  'TOKOPEDIA',
  'PERTAMINA SPBU',
  'KFC',
  'GRAB',
  'GOPAY TOPUP',
];
const CITIES = ['JAKARTA', 'BANDUNG', 'SURABAYA', 'SEMARANG', 'MEDAN', 'DENPASAR', 'MAKASSAR'];

function lines(rng: Rng, t: SynthTx): string[] {
  const ddmm = formatDate(t.date, 'DDMM');
  const name = person(rng);
  const r = rng.next();
  if (t.amount > 0) {
    if (r < 0.45)
      return ['TRSF E-BANKING CR', `${ddmm}/FTSCY/WS${digits(rng, 5)}`, name.slice(0, 18).trim()];
    if (r < 0.7)
      return ['BI-FAST CR', `BIF TRANSFER DR ${digits(rng, 3)}`, name.slice(0, 18).trim()];
    if (r < 0.85) return ['SETORAN TUNAI', `${ddmm} ${rng.pick(CITIES)}`];
    return ['KR OTOMATIS', `LLG-${word(rng).toUpperCase()}`, 'GAJI'];
  }
  if (r < 0.3)
    return ['TRSF E-BANKING DB', `${ddmm}/FTSCY/WS${digits(rng, 5)}`, name.slice(0, 18).trim()];
  if (r < 0.6) return ['KARTU DEBIT', `${rng.pick(MERCHANTS)} ${rng.pick(CITIES)}`];
  if (r < 0.75) return ['TARIKAN ATM', `${ddmm} ${digits(rng, 6)}`];
  if (r < 0.88)
    return ['BI-FAST DB', `BIF TRANSFER KE ${digits(rng, 3)}`, name.slice(0, 18).trim()];
  return ['TRANSAKSI DEBIT', `TGL: ${ddmm} QR ${digits(rng, 3)}`, rng.pick(MERCHANTS)];
}

export const idRekeningKoran: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 3.2, 117);
  const { start, end } = calendarPeriod(rng, 1);
  const gen = localActivity(rng, {
    start,
    end,
    count,
    floor: 0,
    creditShare: 0.3,
    openingRange: [20_000, 600_000],
    factor: 2000,
  });
  const txs = gen.txs;
  const opening = Math.round(gen.opening / 100_00) * 100_00;
  roundAmounts(txs, opening, 500_00);
  const desc = new Map<SynthTx, string[]>();
  for (const t of txs) desc.set(t, lines(rng, t));
  // month end: admin fee, then interest and its 20 % tax
  const fee = tx(end, '', -rng.pick([10_000_00, 12_500_00, 15_000_00, 17_000_00]));
  desc.set(fee, ['BIAYA ADM']);
  txs.push(fee);
  if (rng.chance(0.8)) {
    const interest = rng.int(500, 90_000) * 100;
    const bunga = tx(end, '', interest);
    const pajak = tx(end, '', -Math.round(interest * 0.2));
    desc.set(bunga, ['BUNGA']);
    desc.set(pajak, ['PAJAK BUNGA']);
    txs.push(bunga, pajak);
  }
  for (const t of txs) t.description = desc.get(t)!.join(' ');
  runBalances(txs, opening);
  const bank = rng.pick([
    `BANK ${word(rng).toUpperCase()}`,
    `PT BANK ${word(rng).toUpperCase()} TBK`,
  ]);
  const holder = person(rng);
  const acct = digits(rng, 10);
  const title = rng.pick(['REKENING KORAN', 'MUTASI REKENING']);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: rng.pick(['TAHAPAN', 'GIRO', 'TABUNGAN']),
    currency: 'IDR',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, DE);
  const dm = (iso: string) => formatDate(iso, 'DD/MM');
  const perRow = rng.chance(0.5);
  const last = lastOfDay(txs);
  const bold = (s: string) => textWidth(g.font, s, g.size, true);
  const moneyW = textWidth(g.font, '999.999.999,00 DB', g.size) + 12;
  const cols: Column[] = [
    { key: 'date', header: ['TANGGAL'], x: g.left, align: 'left' },
    {
      key: 'desc',
      header: ['KETERANGAN'],
      x: g.left + bold('TANGGAL') + 10,
      align: 'left',
      width: g.right - 2 * moneyW - 40 - (g.left + bold('TANGGAL') + 10),
    },
    { key: 'cbg', header: ['CBG'], x: g.right - 2 * moneyW - 8, align: 'right' },
    { key: 'mutasi', header: ['MUTASI'], x: g.right - moneyW, align: 'right' },
    { key: 'balance', header: ['SALDO'], x: g.right, align: 'right' },
  ];
  const rows: Row[] = [{ cells: { date: dm(start), desc: 'SALDO AWAL', balance: m(opening) } }];
  txs.forEach((t, i) => {
    const shown = perRow || last[i];
    rows.push(
      linesRow(
        st,
        t,
        desc.get(t)!,
        { date: dm(t.date), cbg: t.description.startsWith('KARTU') ? '' : digits(rng, 4) },
        {
          mutasi: `${m(Math.abs(t.amount))} ${t.amount < 0 ? 'DB' : 'CR'}`,
          ...(shown ? { balance: m(t.balance) } : {}),
        },
        shown ? t.balance : null,
      ),
    );
  });
  const period = `${MONTHS.id[monthOf(start)]} ${start.slice(0, 4)}`;
  const branch = `KCU ${rng.pick(CITIES)}`;
  const lx = g.left + (g.right - g.left) * 0.55;
  const kv = (l: string, v: string) => [
    { text: l, x: lx },
    { text: `: ${v}`, x: lx + 78 },
  ];
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          { text: title, x: g.right, align: 'right', bold: true, size: g.size + 3 },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      { cells: [{ text: branch, x: g.left }, ...kv('NO. REKENING', acct)] },
      { cells: [{ text: holder, x: g.left, bold: true }, ...kv('HALAMAN', '1')] },
      {
        cells: [
          { text: `JL. ${word(rng).toUpperCase()} NO. ${rng.int(1, 200)}`, x: g.left },
          ...kv('PERIODE', period),
        ],
      },
      {
        cells: [
          { text: `${rng.pick(CITIES)} ${rng.int(10000, 99999)}`, x: g.left },
          ...kv('MATA UANG', 'IDR'),
        ],
        gapAfter: g.lineHeight * 0.8,
      },
      {
        cells: [
          {
            text: 'CATATAN: Apabila nasabah tidak melakukan sanggahan dalam 7 hari, rekening koran ini dianggap benar.',
            x: g.left,
            size: g.size - 1.5,
          },
        ],
      },
    ],
  };
  const credits = txs.filter((t) => t.amount > 0);
  const debits = txs.filter((t) => t.amount < 0);
  const sx = g.left + 10;
  const sv = g.left + 200;
  const sum = (l: string, v: string, n = '') => ({
    cells: [
      { text: l, x: sx, bold: true },
      { text: ':', x: sx + 80 },
      { text: v, x: sv, align: 'right' as const },
      { text: n, x: sv + 30, align: 'right' as const },
    ],
  });
  const summary: Block = {
    kind: 'lines',
    lines: [
      sum('SALDO AWAL', m(opening)),
      sum('MUTASI CR', m(sumOf(credits)), String(credits.length)),
      sum('MUTASI DB', m(-sumOf(debits)), String(debits.length)),
      sum('SALDO AKHIR', m(txs[txs.length - 1]!.balance)),
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true },
      { kind: 'space', height: g.lineHeight },
      summary,
    ],
    {
      pageHeader: (p) => [
        [
          { text: bank, x: g.left, bold: true },
          { text: title, x: g.right, align: 'right', bold: true },
        ],
        [
          { text: `NO. REKENING : ${acct}   PERIODE : ${period}`, x: g.left },
          { text: `HALAMAN : ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `${bank} terdaftar dan diawasi oleh Otoritas Jasa Keuangan (OJK) dan peserta penjaminan LPS.`,
        (p, n) => (p < n ? `Bersambung ke Halaman berikut  ${p} / ${n}` : `${p} / ${n}`),
      ),
    },
  );
  return { family: 'id-rekening-koran', spec, statements: [st] };
};
