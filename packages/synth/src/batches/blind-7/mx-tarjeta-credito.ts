/**
 * A Mexican credit card statement (BBVA / Banamex-like): "ESTADO DE CUENTA", "Periodo del
 * 15-oct-2025 al 14-nov-2025", "Fecha de corte", "Fecha límite de pago", pago mínimo and pago
 * para no generar intereses, a summary (Saldo anterior, Pagos y abonos, Compras y cargos,
 * Intereses, Comisiones, IVA, Saldo al corte), then Fecha de operación | Fecha de cargo |
 * Descripción | Monto with dates "15-oct-2025" and signed amounts as such cards print them:
 * "+ $1,234.56" a charge, "- $1,234.56" a payment or refund (the truth flips the sign: a charge
 * is money out). Monthly instalments of purchases "a meses sin intereses" ("LIVERPOOL MSI 3 DE
 * 12"), INTERESES ORDINARIOS followed by IVA INTERESES (16 %), an annual-fee row with its IVA;
 * an MSI summary (original amount, pending balance, payment number; no dates, not rows).
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatMinor } from '../../format.ts';
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
import { mxDate, rowCount, sumOf } from './kit.ts';

const SHOPS = [
  'OXXO',
  'WALMART',
  'SORIANA',
  'CHEDRAUI',
  'AMAZON MX',
  'MERCADO PAGO',
  'LIVERPOOL',
  'SANBORNS',
  'PEMEX GAS',
  'UBER',
  'RAPPI',
  'CINEPOLIS',
];
const CITIES = [
  'CDMX',
  'GUADALAJARA JAL',
  'MONTERREY NL',
  'PUEBLA PUE',
  'QUERETARO QRO',
  'MERIDA YUC',
];

export const mxTarjetaCredito: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowCount(rng, g, o.pages, 1.3, 110);
  const y = rng.int(2019, 2025);
  const start = `${y}-${String(rng.int(1, 12)).padStart(2, '0')}-${rng.pick(['05', '15', '20'])}`;
  const end = addDays(start, 30);
  const limit = rng.int(20, 150) * 1_000_00;
  const opening = -rng.int(Math.round(limit * 0.05), Math.round(limit * 0.5));
  const txs: SynthTx[] = [];
  for (let i = 0; i < count; i++)
    txs.push(
      tx(
        addDays(start, rng.int(0, 29)),
        `${rng.pick(SHOPS)} ${rng.pick(CITIES)}`,
        -Math.round(Math.exp(rng.float(Math.log(3_000), Math.log(600_000)))),
      ),
    );
  txs.push(
    tx(
      addDays(start, rng.int(2, 18)),
      rng.pick(['PAGO POR TRANSFERENCIA SPEI', 'SU PAGO GRACIAS', 'PAGO BANCA EN LINEA']),
      -opening - rng.int(0, Math.round(-opening * 0.6)),
    ),
  );
  if (rng.chance(0.3))
    txs.push(
      tx(addDays(start, rng.int(1, 28)), `DEVOLUCION ${rng.pick(SHOPS)}`, rng.int(5_000, 150_000)),
    );
  const msi = Array.from({ length: rng.int(0, 3) }, () => {
    const term = rng.pick([3, 6, 9, 12, 18]);
    const n = rng.int(1, term);
    const monthly = rng.int(20_000, 250_000);
    const shop = rng.pick([
      'LIVERPOOL',
      'COPPEL',
      'AMAZON MX',
      'PALACIO DE HIERRO',
      'BEST BUY',
      'ELEKTRA',
    ]);
    return { term, n, monthly, shop };
  });
  for (const p of msi) txs.push(tx(start, `${p.shop} MSI ${p.n} DE ${p.term}`, -p.monthly));
  txs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const charges: SynthTx[] = [];
  const interest = rng.chance(0.6) ? Math.round((-opening * rng.int(300, 450)) / 10_000) : 0;
  if (interest)
    charges.push(
      tx(end, 'INTERESES ORDINARIOS', -interest),
      tx(end, 'IVA INTERESES', -Math.round(interest * 0.16)),
    );
  if (rng.chance(0.2)) {
    const fee = rng.pick([65_000, 85_000, 120_000]);
    charges.push(
      tx(end, 'COMISION ANUALIDAD', -fee),
      tx(end, 'IVA COMISION ANUALIDAD', -Math.round(fee * 0.16)),
    );
  }
  txs.push(...charges);
  for (const t of txs)
    t.postDate =
      t.description.includes(' MSI ') || charges.includes(t)
        ? t.date
        : addDays(t.date, rng.pick([0, 1, 1, 2]));
  for (const t of txs) if (t.postDate! > end) t.postDate = end;
  const closing = runBalances(txs, opening);
  const bank = rng.pick([
    `Banco ${word(rng)}`,
    `${word(rng).toUpperCase()} MEXICO`,
    `${word(rng)} Banco, S.A.`,
  ]);
  const holder = person(rng);
  const acct = `${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Tarjeta de Crédito',
    currency: 'MXN',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  st.totals.moneyOut = null; // printed only split into compras, intereses, comisiones and IVA
  const amount = (v: number) => `${v < 0 ? '+' : '-'} $${formatMinor(v, EN)}`;
  const p = (v: number) => `$${formatMinor(v, EN)}`;
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['Fecha de', 'operación'], 64],
      ['post', ['Fecha de', 'cargo'], 64],
    ],
    desc: ['Descripción del movimiento'],
    money: [['amount', ['Monto']]],
    moneyWidth: 90,
  });
  const rows: Row[] = txs.map((t) =>
    txRow(
      st,
      t,
      { date: mxDate(t.date), post: mxDate(t.postDate!), amount: amount(t.amount) },
      null,
    ),
  );
  const iva = -sumOf(charges, (t) => t.description.startsWith('IVA'));
  const intereses = -sumOf(charges, (t) => t.description === 'INTERESES ORDINARIOS');
  const comisiones = -sumOf(charges, (t) => t.description === 'COMISION ANUALIDAD');
  const compras = -sumOf(txs, (t) => t.amount < 0 && !charges.includes(t));
  const mid = g.left + (g.right - g.left) * 0.55;
  const pair = (l: string, v: string, x0: number, x1: number, bold = false) => [
    { text: l, x: x0, bold },
    { text: v, x: x1, align: 'right' as const, bold },
  ];
  const L = (l: string, v: string, bold = false) => pair(l, v, g.left, mid - 30, bold);
  const R = (l: string, v: string, bold = false) => pair(l, v, mid, g.right, bold);
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          { text: 'ESTADO DE CUENTA', x: g.right, align: 'right', bold: true, size: g.size + 3 },
        ],
        gapAfter: g.lineHeight * 0.3,
      },
      {
        cells: [
          { text: 'Tarjeta de Crédito Clásica', x: g.left },
          { text: `Periodo del ${mxDate(start)} al ${mxDate(end)}`, x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
      { cells: [{ text: holder, x: g.left, bold: true }, ...R('Número de tarjeta', acct)] },
      {
        cells: [
          {
            text: `CALLE ${word(rng).toUpperCase()} ${rng.int(1, 999)} COL ${word(rng).toUpperCase()}`,
            x: g.left,
          },
          ...R('Fecha de corte', mxDate(end)),
        ],
      },
      {
        cells: [
          { text: `C.P. ${digits(rng, 5)} ${rng.pick(CITIES)}`, x: g.left },
          ...R('Fecha límite de pago', mxDate(addDays(end, 20)), true),
        ],
      },
      { cells: R('Pago para no generar intereses', p(Math.max(0, -closing)), true) },
      { cells: R('Pago mínimo', p(Math.max(0, Math.round(-closing * 0.05))), true) },
      { cells: R('Límite de crédito', p(limit)), gapAfter: g.lineHeight * 0.5 },
      { cells: [{ text: 'Resumen de movimientos', x: g.left, bold: true }] },
      { cells: L('Saldo anterior', p(-opening)) },
      { cells: L('Pagos y abonos', `- ${p(sumOf(txs, (t) => t.amount > 0))}`) },
      { cells: L('Compras y cargos', `+ ${p(compras)}`) },
      { cells: L('Intereses', `+ ${p(intereses)}`) },
      { cells: L('Comisiones', `+ ${p(comisiones)}`) },
      { cells: L('IVA', `+ ${p(iva)}`) },
      { cells: L('Saldo al corte', p(-closing), true), gapAfter: g.lineHeight * 0.5 },
    ],
  };
  const msiBlock: Block[] = msi.length
    ? [
        { kind: 'space', height: g.lineHeight },
        {
          kind: 'lines',
          lines: [
            {
              cells: [
                { text: 'Compras y cargos diferidos a meses sin intereses', x: g.left, bold: true },
              ],
            },
            {
              cells: [
                { text: 'Descripción', x: g.left, bold: true },
                { text: 'Monto original', x: mid - 40, align: 'right', bold: true },
                { text: 'Saldo pendiente', x: mid + 60, align: 'right', bold: true },
                { text: 'Pago requerido', x: g.right - 60, align: 'right', bold: true },
                { text: 'Núm. de pago', x: g.right, align: 'right', bold: true },
              ],
            },
            ...msi.map((q) => ({
              cells: [
                { text: q.shop, x: g.left },
                { text: p(q.monthly * q.term), x: mid - 40, align: 'right' as const },
                { text: p(q.monthly * (q.term - q.n)), x: mid + 60, align: 'right' as const },
                { text: p(q.monthly), x: g.right - 60, align: 'right' as const },
                { text: `${q.n} de ${q.term}`, x: g.right, align: 'right' as const },
              ],
            })),
          ],
        },
      ]
    : [];
  const spec = docSpec(
    g,
    [
      header,
      {
        kind: 'table',
        columns: cols,
        rows,
        wrapKey: 'desc',
        title: 'Desglose de movimientos',
        continuedSuffix: ' (continuación)',
        headerRule: true,
      },
      ...msiBlock,
    ],
    {
      pageHeader: (pg) => [
        [
          { text: `${bank}  ESTADO DE CUENTA  ${acct}`, x: g.left },
          { text: `Página ${pg}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `${bank}, Institución de Banca Múltiple. CAT promedio ${rng.int(45, 95)}.${digits(rng, 1)}% sin IVA, para fines informativos.`,
        (pg, n) => `Página ${pg} de ${n}`,
      ),
    },
  );
  return { family: 'mx-tarjeta-credito', spec, statements: [st] };
};
