/**
 * A Colombian current account (Davivienda / Banco de Bogotá-like): "EXTRACTO CUENTA CORRIENTE",
 * the period given only as a month in words ("Periodo: Marzo 2024") beside the "Fecha de corte"
 * DD/MM/YYYY, NIT-style holder ID, a RESUMEN (Saldo anterior, Más créditos, Menos débitos, Nuevo
 * saldo, Saldo promedio, GMF pagado en el mes), then Fecha | Documento | Descripción | Oficina
 * (a branch code) | Débitos | Créditos | Saldo with Spanish upper-case month abbreviations and no
 * year ("05 ENE", "14 AGO"), pesos with dot thousands and comma decimals ("$ 1.234.567,00" in the
 * summary, bare in the rows), the balance only on each day's last movement, a daily "GRAVAMEN
 * MOVIMIENTOS FINANCIEROS" (4 per 1,000) row after each day's debits, a monthly "CUOTA DE MANEJO"
 * and its IVA; "Pág. 2 de 3" at the foot.
 */
import { docSpec, type FamilyFn, geometry, rowsFor, totals } from '../../families.ts';
import { addDays, DE, formatDate, formatMinor } from '../../format.ts';
import { type Block, type Column, type Row, textWidth } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { digits, runBalances, statementOf, tx, word } from '../blind-3/common.ts';
import {
  calendarPeriod,
  lastOfDay,
  linesRow,
  localActivity,
  wholeAmounts,
} from '../blind-4/kit.ts';
import { gmfOf, monthYear } from './kit.ts';

const OFFICES = [
  'BOGOTA CENTRO',
  'EL POBLADO',
  'CALI NORTE',
  'BARRANQUILLA',
  'BUCARAMANGA',
  'PEREIRA',
  'PORTAL WEB',
  'APP MOVIL',
];

function coDescribe(rng: Rng, credit: boolean): string {
  const r = rng.next();
  if (credit) {
    if (r < 0.35) return `ABONO NOMINA ${word(rng).toUpperCase()} S.A.S.`;
    if (r < 0.6) return `TRANSFERENCIA DE ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
    if (r < 0.8) return 'CONSIGNACION EFECTIVO';
    return `PAGO PROVEEDOR ${word(rng).toUpperCase()} LTDA`;
  }
  if (r < 0.3)
    return `COMPRA ${rng.pick(['EXITO', 'CARULLA', 'OLIMPICA', 'D1', 'ARA', 'JUMBO', 'CRUZ VERDE'])} ${rng.pick(OFFICES.slice(0, 6))}`;
  if (r < 0.45) return `RETIRO CAJERO ${rng.pick(OFFICES.slice(0, 6))}`;
  if (r < 0.6)
    return `PAGO PSE ${rng.pick(['CLARO', 'EPM', 'CODENSA', 'MOVISTAR', 'ETB', 'SURA'])}`;
  if (r < 0.75) return `TRANSFERENCIA A ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  if (r < 0.88) return `CHEQUE PAGADO No ${digits(rng, 6)}`;
  return `PAGO TARJETA CREDITO ${digits(rng, 4)}`;
}

export const coCorrienteGmf: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowsFor(rng, g, o.pages, 1.5);
  const { start, end } = calendarPeriod(rng, 1);
  const act = localActivity(rng, {
    start,
    end: addDays(end, -1),
    count: Math.max(4, Math.round(count * 0.8)),
    floor: 0,
    openingRange: [20_000, 800_000],
    factor: 1,
  });
  wholeAmounts(act.txs, 40); // a dollar-sized model amount of 12.34 becomes 49,360 pesos
  const opening = act.opening * 4_000;
  // one GMF row after each day's debits (exempt accounts would not have it; this one is taxed)
  const txs: SynthTx[] = [];
  for (const [i, t] of act.txs.entries()) {
    t.description = coDescribe(rng, t.amount > 0);
    txs.push(t);
    const next = act.txs[i + 1];
    if (!next || next.date !== t.date) {
      const debits = act.txs
        .filter((x) => x.date === t.date && x.amount < 0)
        .reduce((s, x) => s + x.amount, 0);
      const gmf = gmfOf(debits);
      if (gmf > 0) txs.push(tx(t.date, 'GRAVAMEN MOVIMIENTOS FINANCIEROS', -gmf));
    }
  }
  const fee = rng.pick([14_900, 18_500, 22_900]) * 100;
  txs.push(
    tx(end, 'CUOTA DE MANEJO', -fee),
    tx(end, 'IVA CUOTA DE MANEJO', -Math.round((fee * 0.19) / 100) * 100),
  );
  // a low balance turns the generated debits into an overdraft: lift the opening instead
  let low = 0;
  let run = opening;
  for (const t of txs) {
    run += t.amount;
    low = Math.min(low, run);
  }
  const open = opening - low;
  runBalances(txs, open);
  const bank = rng.pick([
    `BANCO ${word(rng).toUpperCase()}`,
    `${word(rng)}vienda`,
    `Banco de ${word(rng)}`,
  ]);
  const holder = rng.chance(0.3)
    ? `${word(rng).toUpperCase()} ${word(rng).toUpperCase()} S.A.S.`
    : `${word(rng).toUpperCase()} ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  const acct = `${digits(rng, 4)}${digits(rng, 4)}${digits(rng, 4)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Cuenta Corriente',
    currency: 'COP',
    start,
    end,
    opening: open,
    txs,
    printsTotals: true,
  });
  const n = (v: number) => formatMinor(v, DE);
  const m = (v: number) => `$ ${n(v)}`;
  const fd = (iso: string) => formatDate(iso, 'DD MMM', 'es').toUpperCase();
  const closing = txs[txs.length - 1]!.balance;
  const { moneyIn, moneyOut } = totals(txs);
  const last = lastOfDay(txs);
  const moneyW = Math.max(textWidth(g.font, '99.999.999,00', g.size) + 8, 62);
  const office = g.right - 3 * moneyW - textWidth(g.font, 'Oficina', g.size, true) - 4;
  const doc = g.left + textWidth(g.font, '00 MMM', g.size) + 12;
  const desc = doc + textWidth(g.font, 'Documento', g.size, true) + 8;
  const cols: Column[] = [
    { key: 'date', header: ['Fecha'], x: g.left, align: 'left' },
    { key: 'doc', header: ['Documento'], x: doc, align: 'left' },
    { key: 'desc', header: ['Descripción'], x: desc, align: 'left', width: office - desc - 8 },
    { key: 'office', header: ['Oficina'], x: office, align: 'left' },
    { key: 'out', header: ['Débitos'], x: g.right - 2 * moneyW, align: 'right' },
    { key: 'in', header: ['Créditos'], x: g.right - moneyW, align: 'right' },
    { key: 'balance', header: ['Saldo'], x: g.right, align: 'right' },
  ];
  const rows: Row[] = txs.map((t, i) =>
    linesRow(
      st,
      t,
      [t.description],
      {
        date: fd(t.date),
        doc: digits(rng, 7),
        office:
          t.description.startsWith('GRAVAMEN') || t.description.includes('CUOTA')
            ? ''
            : `0${digits(rng, 3)}`, // the branch's code, not its name
      },
      {
        [t.amount < 0 ? 'out' : 'in']: n(Math.abs(t.amount)),
        ...(last[i] ? { balance: n(t.balance) } : {}),
      },
      last[i] ? t.balance : null,
    ),
  );
  const gmfPaid = -txs
    .filter((t) => t.description.startsWith('GRAVAMEN'))
    .reduce((s, t) => s + t.amount, 0);
  const average = Math.round(txs.reduce((s, t) => s + t.balance, 0) / txs.length / 100) * 100;
  const lx = g.left + (g.right - g.left) * 0.55;
  const kv = (l: string, v: string, bold = false) => ({
    cells: [
      { text: l, x: lx, bold },
      { text: v, x: g.right, align: 'right' as const, bold },
    ],
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 8 },
          {
            text: 'EXTRACTO CUENTA CORRIENTE',
            x: g.right,
            align: 'right',
            bold: true,
            size: g.size + 1,
          },
        ],
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          { text: holder, x: g.left, bold: true },
          { text: `Periodo: ${monthYear(start, 'es')}`, x: lx },
        ],
      },
      {
        cells: [
          {
            text: `${rng.pick(['NIT', 'C.C.'])} ${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`,
            x: g.left,
          },
          { text: `Fecha de corte: ${formatDate(end, 'DD/MM/YYYY')}`, x: lx },
        ],
      },
      {
        cells: [
          {
            text: `${rng.pick(['CALLE', 'CARRERA', 'AV'])} ${rng.int(1, 150)} # ${rng.int(1, 99)}-${rng.int(1, 99)}`,
            x: g.left,
          },
          { text: `Cuenta No. ${acct}`, x: lx },
        ],
      },
      {
        cells: [
          { text: rng.pick(['BOGOTA D.C.', 'MEDELLIN, ANTIOQUIA', 'CALI, VALLE']), x: g.left },
        ],
        gapAfter: g.lineHeight,
      },
      { cells: [{ text: 'RESUMEN', x: lx, bold: true }] },
      kv('Saldo anterior', m(open)),
      kv('Más créditos', m(moneyIn)),
      kv('Menos débitos', m(moneyOut)),
      kv('Nuevo saldo', m(closing), true),
      kv('Saldo promedio', m(average)),
      { ...kv('GMF pagado en el mes', m(gmfPaid)), gapAfter: g.lineHeight },
      { cells: [{ text: 'MOVIMIENTOS DEL PERIODO', x: g.left, bold: true }] },
    ],
  };
  const legal = `${bank} S.A. NIT 860.${digits(rng, 3)}.${digits(rng, 3)}-${rng.int(0, 9)}. Vigilado Superintendencia Financiera de Colombia. Defensor del Consumidor Financiero.`;
  const spec = docSpec(
    g,
    [header, { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true }],
    {
      pageHeader: () => [
        [
          { text: `${bank}  Cuenta Corriente No. ${acct}`, x: g.left, bold: true },
          { text: `Periodo: ${monthYear(start, 'es')}`, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [{ text: legal, x: g.left, size: g.size - 2.5 }],
        [{ text: `Pág. ${p} de ${n}`, x: g.right, align: 'right', size: g.size - 0.5 }],
      ],
    },
  );
  return { family: 'co-corriente-gmf', spec, statements: [st] };
};
