/**
 * An Argentine e-wallet account statement (Mercado Pago-like, under an invented brand):
 * "RESUMEN DE CUENTA", CVU and CUIT, "Periodo: 1 de marzo al 31 de marzo de 2024" in words with
 * the year once, "Saldo inicial" / "Entradas" / "Salidas" / "Saldo final" at the top (not
 * rows), then DETALLE DE MOVIMIENTOS: Fecha | Descripción | ID de la operación | Valor | Saldo
 * with "05-03-2024", an 11-digit operation id between the text and the money, amounts and
 * balances printed "$ 1.234,56" / "$ -1.234,56" (THE MINUS AFTER THE PESO SIGN), a DAILY
 * "Rendimientos" row of a few pesos (the money-market yield credited every day), QR and card
 * payments, transfers in and out with the counterparty, phone top-ups and service payments.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, formatDate } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { digits, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod } from '../blind-4/kit.ts';
import { rowCount } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { flexColumns } from '../blind-10/kit.ts';
import { byDate, rowMaker } from '../blind-11/kit.ts';
import { printedRow } from '../blind-14/kit.ts';
import { pesoSignAfter, smallPrint } from './kit.ts';

const SHOPS = [
  'Carrefour',
  'Coto',
  'Dia',
  'YPF',
  'Farmacity',
  'Rappi',
  'PedidosYa',
  'Mostaza',
  'Havanna',
  'Kiosco ',
];

export const arMercadopagoRendimientos: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.1, 110);
  const { start, end } = calendarPeriod(rng, 1);
  const { mk } = rowMaker();
  const txs = scatter(rng, start, end, Math.max(3, count - 28), (d) => {
    const r = rng.next();
    if (r < 0.35)
      return mk(
        d,
        [`Pago con QR ${rng.pick(SHOPS).trim()} ${rng.chance(0.4) ? word(rng) : ''}`],
        -logAmount(rng, 50_000, 4_500_000),
      );
    if (r < 0.5)
      return mk(
        d,
        [`Pago con tarjeta ${rng.pick(SHOPS).trim()}`],
        -logAmount(rng, 50_000, 6_000_000),
      );
    if (r < 0.65)
      return mk(
        d,
        [`Transferencia enviada ${word(rng)} ${word(rng)}`],
        -logAmount(rng, 100_000, 15_000_000, 100),
      );
    if (r < 0.72)
      return mk(
        d,
        [`Recarga ${rng.pick(['Personal', 'Claro', 'Movistar', 'SUBE'])}`],
        -rng.pick([100_000, 200_000, 300_000, 500_000]),
      );
    if (r < 0.8)
      return mk(
        d,
        [`Pago de servicio ${rng.pick(['Edenor', 'Metrogas', 'AySA', 'Telecentro', 'ABL CABA'])}`],
        -logAmount(rng, 500_000, 6_000_000),
      );
    return mk(
      d,
      [`Transferencia recibida ${word(rng)} ${word(rng)}`],
      logAmount(rng, 200_000, 30_000_000, 100),
    );
  });
  byDate(txs);
  let opening = liftOpening(
    txs,
    logAmount(rng, 1_000_000, 40_000_000),
    logAmount(rng, 10_000, 500_000),
  );
  const yieldRate = rng.float(0.0006, 0.0012);
  for (let d = start; d <= end; d = addDays(d, 1)) {
    if (!rng.chance(0.85)) continue;
    const bal = txs.filter((t) => t.date <= d).at(-1)?.balance ?? opening;
    const cents = Math.max(1, Math.round(bal * yieldRate));
    const at = txs.findIndex((t) => t.date > d);
    txs.splice(at < 0 ? txs.length : at, 0, mk(d, ['Rendimientos'], cents));
    opening = liftOpening(txs, opening, 0);
  }
  const closing = txs.at(-1)!.balance;
  const bank = `${word(rng)} Pago`;
  const holder = `${word(rng)} ${word(rng)}`;
  const cvu = `0000003100${digits(rng, 12)}`;
  const st = statementOf({
    bank,
    holder,
    account: cvu,
    type: 'Cuenta digital',
    currency: 'ARS',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const cols = flexColumns(g, [
    { key: 'date', header: ['Fecha'], align: 'left', width: 62 },
    { key: 'desc', header: ['Descripción'], align: 'left' },
    { key: 'id', header: ['ID de la operación'], align: 'left', width: 92 },
    { key: 'amount', header: ['Valor'], align: 'right', width: 82 },
    { key: 'bal', header: ['Saldo'], align: 'right', width: 88 },
  ]);
  const rows: Row[] = txs.map((t) =>
    printedRow(
      st,
      t,
      t.description,
      {
        date: formatDate(t.date, 'DD-MM-YYYY'),
        desc: t.description,
        id: digits(rng, 11),
        amount: pesoSignAfter(t.amount),
        bal: pesoSignAfter(t.balance),
      },
      t.balance,
    ),
  );
  const ins = txs.filter((t) => t.amount > 0).reduce((s, t) => s + t.amount, 0);
  const outs = txs.filter((t) => t.amount < 0).reduce((s, t) => s + t.amount, 0);
  const period = `Periodo: ${formatDate(start, 'D')} de ${formatDate(start, 'MMMM', 'es')} al ${formatDate(end, 'D')} de ${formatDate(end, 'MMMM', 'es')} de ${end.slice(0, 4)}`;
  const head: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank.toLowerCase(), x: g.left, bold: true, size: g.size + 8 },
          { text: 'RESUMEN DE CUENTA', x: g.right, align: 'right', bold: true },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: holder, x: g.left, bold: true },
          { text: period, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `CUIT/CUIL: ${rng.pick(['20', '23', '27'])}-${digits(rng, 8)}-${digits(rng, 1)}`,
            x: g.left,
          },
        ],
      },
      { cells: [{ text: `CVU: ${cvu}`, x: g.left }], gapAfter: g.lineHeight },
      {
        cells: [
          ['Saldo inicial', pesoSignAfter(opening)],
          ['Entradas', pesoSignAfter(ins)],
          ['Salidas', pesoSignAfter(outs)],
          ['Saldo final', pesoSignAfter(closing)],
        ].flatMap(([l, v], i) => [
          { text: l!, x: g.left + i * ((g.right - g.left) / 4), bold: true },
          {
            text: v!,
            x: g.left + (i + 1) * ((g.right - g.left) / 4) - 12,
            align: 'right' as const,
          },
        ]),
      },
    ],
  };
  head.lines.at(-1)!.gapAfter = g.lineHeight;
  const spec = docSpec(
    g,
    [
      head,
      {
        kind: 'table',
        title: 'DETALLE DE MOVIMIENTOS',
        columns: cols,
        rows,
        headerRule: true,
        wrapKey: 'desc',
      },
      { kind: 'space', height: g.lineHeight },
      {
        kind: 'lines',
        lines: [
          smallPrint(
            g,
            'Los fondos depositados en cuentas de pago no constituyen depósitos en una entidad financiera (Com. BCRA A 7463). Rendimientos: FCI Money Market.',
          ),
          smallPrint(
            g,
            `${bank} S.R.L. CUIT 30-${digits(rng, 8)}-${digits(rng, 1)}. Av. Caseros 3039, Piso 2, CP 1264, CABA.`,
          ),
        ],
      },
    ],
    {
      footer: (p, n) => [[{ text: `${p}/${n}`, x: g.right, align: 'right', size: g.size - 1 }]],
    },
  );
  return { family: 'ar-mercadopago-rendimientos', spec, statements: [st] };
};
