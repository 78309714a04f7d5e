/**
 * A Peruvian savings account statement (BCP / Interbank / BBVA Perú-like): "ESTADO DE CUENTA DE
 * AHORROS", the account number and CCI, "MONEDA: SOLES", "DEL 01/03/2025 AL 31/03/2025", then
 * FECHA PROC. | FECHA VALOR | DESCRIPCIÓN | CARGOS / DEBE | ABONOS / HABER with DD/MM dates and
 * no running balance: a "SALDO ANTERIOR" line before the rows and "SALDO FINAL" after them,
 * amounts in S/ with comma thousands; Yape and Plin transfers, POS purchases, ATM withdrawals,
 * salary, services, an ITF row (0.005 %, tiny amounts like 0.05) after every movement of
 * S/ 1,000 or more, month-end interest; totals of cargos and abonos at the end.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { Rng } from '../../prng.ts';
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
import { calendarPeriod, localActivity } from '../blind-4/kit.ts';
import { rowCount, sumOf, withFollowers } from '../blind-7/kit.ts';
import { itf } from './kit.ts';

function description(rng: Rng, credit: boolean): string {
  const who = person(rng).replace(/ [A-Z] /, ' ');
  if (credit)
    return rng.pick([
      `YAPE DE ${who}`,
      `PLIN DE ${who}`,
      `PAGO HABERES ${word(rng).toUpperCase()} SAC`,
      'DEPOSITO EFECTIVO',
      `TRAN.CTAS.TERC.BM ${who}`,
    ]);
  return rng.pick([
    `YAPE A ${who}`,
    `PLIN A ${who}`,
    `COMPRA POS ${rng.pick(['WONG', 'PLAZA VEA', 'TOTTUS', 'METRO', 'INKAFARMA', 'MIFARMA', 'PRIMAX', 'RAPPI'])}`,
    `RETIRO CAJERO ${rng.pick(['MIRAFLORES', 'SAN ISIDRO', 'SURCO', 'LA MOLINA', 'AREQUIPA'])}`,
    `PAGO SERVICIO ${rng.pick(['LUZ DEL SUR', 'SEDAPAL', 'CLARO', 'MOVISTAR', 'ENEL'])}`,
    `TRAN.CTAS.TERC.BM ${who}`,
  ]);
}

export const peCuentaSoles: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.1, 95);
  const { start, end } = calendarPeriod(rng, 1);
  const gen = localActivity(rng, {
    start,
    end,
    count,
    floor: 0,
    creditShare: 0.3,
    openingRange: [10_000, 500_000],
    factor: 3,
  });
  for (const t of gen.txs) t.description = description(rng, t.amount > 0);
  const moved = withFollowers(gen.txs, gen.opening, (t) =>
    itf(t.amount) > 0 ? [tx(t.date, 'ITF', -itf(t.amount))] : [],
  );
  const interest = tx(
    end,
    'INTERESES',
    Math.max(1, Math.round(gen.opening * rng.float(0.0002, 0.0012))),
  );
  const txs = [...moved, interest];
  const low = Math.min(0, runBalances(txs, gen.opening), ...txs.map((t) => t.balance));
  const opening = gen.opening - low;
  runBalances(txs, opening);
  for (const t of txs)
    t.postDate =
      t.description === 'ITF' || t.description === 'INTERESES'
        ? t.date
        : addDays(t.date, rng.pick([0, 0, 0, -1]));
  for (const t of txs) if (t.postDate! < start) t.postDate = start;
  const bank = rng.pick([
    `Banco de ${word(rng)}`,
    `${word(rng)}bank Perú`,
    `Banco ${word(rng)} del Perú`,
  ]);
  const holder = person(rng);
  const acct = `${digits(rng, 3)}-${digits(rng, 8)}-0-${digits(rng, 2)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Cuenta de Ahorros',
    currency: 'PEN',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, EN);
  const d = (iso: string) => formatDate(iso, 'DD/MM');
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['FECHA', 'PROC.'], 44],
      ['vdate', ['FECHA', 'VALOR'], 44],
    ],
    desc: ['DESCRIPCION'],
    money: [
      ['out', ['CARGOS /', 'DEBE']],
      ['in', ['ABONOS /', 'HABER']],
    ],
    moneyWidth: 84,
  });
  const rows: Row[] = txs.map((t) =>
    txRow(
      st,
      t,
      {
        date: d(t.date),
        vdate: d(t.postDate!),
        [t.amount < 0 ? 'out' : 'in']: m(Math.abs(t.amount)),
      },
      null,
    ),
  );
  const closing = txs.at(-1)!.balance;
  const outX = cols.find((c) => c.key === 'out')!.x;
  const inX = cols.find((c) => c.key === 'in')!.x;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          {
            text: 'ESTADO DE CUENTA DE AHORROS',
            x: g.right,
            align: 'right',
            bold: true,
            size: g.size + 1,
          },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: holder, x: g.left, bold: true },
          {
            text: `DEL ${formatDate(start, 'DD/MM/YYYY')} AL ${formatDate(end, 'DD/MM/YYYY')}`,
            x: g.right,
            align: 'right',
          },
        ],
      },
      {
        cells: [
          {
            text: `${rng.pick(['AV.', 'JR.', 'CALLE'])} ${word(rng).toUpperCase()} ${rng.int(100, 2999)}`,
            x: g.left,
          },
          { text: `CUENTA: ${acct}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `${rng.pick(['MIRAFLORES', 'SAN BORJA', 'SURQUILLO', 'JESUS MARIA'])} - LIMA`,
            x: g.left,
          },
          {
            text: `CCI: 002-${acct.replace(/-/g, '')}-${digits(rng, 2)}`,
            x: g.right,
            align: 'right',
          },
        ],
      },
      {
        cells: [{ text: 'MONEDA: SOLES', x: g.right, align: 'right' }],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: 'SALDO ANTERIOR', x: g.left, bold: true },
          { text: `S/ ${m(opening)}`, x: g.right, align: 'right', bold: true },
        ],
      },
    ],
  };
  const footer: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: 'TOTAL CARGOS / ABONOS', x: g.left + 100, bold: true },
          { text: m(-sumOf(txs, (t) => t.amount < 0)), x: outX, align: 'right', bold: true },
          { text: m(sumOf(txs, (t) => t.amount > 0)), x: inX, align: 'right', bold: true },
        ],
      },
      {
        cells: [
          { text: 'SALDO FINAL', x: g.left, bold: true },
          { text: `S/ ${m(closing)}`, x: g.right, align: 'right', bold: true },
        ],
      },
      {
        cells: [
          {
            text: `ITF: Impuesto a las Transacciones Financieras (Ley 28194), 0.005% del monto de cada operación.`,
            x: g.left,
            size: g.size - 1.5,
          },
        ],
      },
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true },
      { kind: 'rule', x0: g.left, x1: g.right },
      footer,
    ],
    {
      pageHeader: (p) => [
        [
          { text: `${bank}   CUENTA ${acct}   SOLES`, x: g.left },
          { text: `PAG. ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        'Depósitos cubiertos por el Fondo de Seguro de Depósitos hasta el monto máximo vigente. Consultas: banca por internet o agencias.',
        (p, n) => `Página ${p} de ${n}`,
      ),
    },
  );
  return { family: 'pe-cuenta-soles', spec, statements: [st] };
};
