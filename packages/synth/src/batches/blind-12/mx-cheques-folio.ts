/**
 * A Mexican checking account statement (Santander México / Banorte-like "Cuenta de cheques"):
 * "PERIODO DEL 01-MAR-2024 AL 31-MAR-2024", No. de cuenta "65-50123456-7" beside an 18-digit
 * CLABE and the holder's R.F.C. (neither is the account number), a RESUMEN DEL PERIODO (Saldo
 * inicial, + Depósitos, - Retiros, Saldo final, Saldo promedio, intereses, ISR retenido and
 * comisiones cobradas) and a GAT Nominal / GAT Real line (rates, not money), then DETALLE DE
 * MOVIMIENTOS: FECHA | FOLIO | DESCRIPCION | DEPOSITOS | RETIROS | SALDO with DEPOSITS BEFORE
 * WITHDRAWALS, "05-MAR-2024" dates, a seven-digit folio, "SALDO FINAL DEL PERIODO ANTERIOR" as
 * the first row, the balance on every row, and SPEI transfers over up to six lines (ABONO or
 * CARGO TRANSFERENCIA SPEI with the time, the other bank, its 18-digit account, the name, the
 * CLAVE DE RASTREO and the CONCEPTO). Card purchases, OXXO cash deposits, CFE/Telmex/SAT
 * payments, a monthly commission followed by its IVA 16 % row, interest followed by ISR
 * withheld; "TOTAL" with the column sums after the last row. Pesos with comma thousands.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { EN, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { digits, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { fitLines, flexColumns, slot } from '../blind-10/kit.ts';
import { byDate, rowMaker } from '../blind-11/kit.ts';
import { esDate } from './kit.ts';

const BANKS = [
  'BBVA MEXICO',
  'BANORTE',
  'BANAMEX',
  'HSBC',
  'SCOTIABANK',
  'INBURSA',
  'BANCO AZTECA',
  'STP',
];
const NAMES = ['JUAN', 'MARIA', 'JOSE', 'GUADALUPE', 'LUIS', 'ANA', 'CARLOS', 'VERONICA'];
const SURN = [
  'HERNANDEZ',
  'GARCIA',
  'MARTINEZ',
  'LOPEZ',
  'GONZALEZ',
  'PEREZ',
  'RODRIGUEZ',
  'SANCHEZ',
];

export const mxChequesFolio: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowCount(rng, g, o.pages, 4.6, 70);
  const { start, end } = calendarPeriod(rng, 1);
  const { mk, lines } = rowMaker();
  const person = () => `${rng.pick(NAMES)} ${rng.pick(SURN)} ${rng.pick(SURN)}`;
  const hhmmss = () =>
    `${String(rng.int(7, 22)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
  const spei = (d: string, credit: boolean, amount: number) =>
    mk(
      d,
      [
        `${credit ? 'ABONO' : 'CARGO'} TRANSFERENCIA SPEI HORA ${hhmmss()}`,
        `${credit ? 'RECIBIDO DE' : 'ENVIADO A'} ${rng.pick(BANKS)}`,
        `${credit ? 'DE LA CUENTA' : 'A LA CUENTA'} ${digits(rng, 18)}`,
        `${credit ? 'DEL CLIENTE' : 'AL CLIENTE'} ${person()}`,
        `CLAVE DE RASTREO ${rng.pick(['MBAN', 'BNET', '2024'])}${digits(rng, 20)}`,
        `CONCEPTO ${rng.pick(['PAGO RENTA', 'PRESTAMO', 'COMIDA', 'TRANSFERENCIA', 'PAGO FACTURA', 'COOPERACION'])}`,
      ].slice(0, rng.pick([4, 5, 6])),
      credit ? amount : -amount,
    );
  const txs = scatter(rng, start, end, count, (d): SynthTx | SynthTx[] => {
    const r = rng.next();
    if (r < 0.25) return spei(d, true, logAmount(rng, 20_000, 3_000_000, 100));
    if (r < 0.45) return spei(d, false, logAmount(rng, 20_000, 2_000_000, 100));
    if (r < 0.7)
      return mk(
        d,
        [
          `COMPRA TARJETA DEBITO ${rng.pick(['WALMART', 'OXXO', 'SORIANA', 'LIVERPOOL', 'PEMEX', 'AMAZON MX', 'MERCADO PAGO', 'STARBUCKS'])} ${rng.pick(['CDMX', 'GDL', 'MTY', 'PUE', 'QRO'])}`,
          `AUT ${digits(rng, 6)}`,
        ],
        -logAmount(rng, 3_000, 400_000),
      );
    if (r < 0.8)
      return mk(
        d,
        ['DEPOSITO EN EFECTIVO', `OXXO REF ${digits(rng, 10)}`],
        rng.int(1, 100) * 10_000,
      );
    if (r < 0.9)
      return mk(
        d,
        [
          `PAGO DE SERVICIO ${rng.pick(['CFE', 'TELMEX', 'IZZI', 'SAT', 'TOTALPLAY', 'AGUA CDMX'])}`,
          `REF ${digits(rng, 12)}`,
        ],
        -logAmount(rng, 20_000, 600_000),
      );
    return mk(
      d,
      [`RETIRO CAJERO AUTOMATICO ${rng.pick(['SUC 1234', 'CAJERO RED', 'SUC CENTRO'])}`],
      -rng.int(2, 60) * 10_000,
    );
  });
  const com = rng.pick([0, 11_000, 15_000, 17_500]);
  if (com)
    txs.push(
      mk(end, ['COMISION MANEJO DE CUENTA'], -com),
      mk(end, ['IVA COMISION MANEJO DE CUENTA'], -Math.round(com * 0.16)),
    );
  const interest = rng.chance(0.6) ? rng.int(50, 8_000) : 0;
  if (interest) {
    txs.push(mk(end, ['INTERESES GANADOS'], interest));
    if (interest > 300)
      txs.push(mk(end, ['ISR RETENIDO'], -Math.max(1, Math.round(interest * 0.1))));
  }
  byDate(txs);
  const opening = liftOpening(txs, logAmount(rng, 100_000, 20_000_000), 0);
  const closing = txs.at(-1)!.balance;
  const bank = rng.pick([
    `Banco ${word(rng)} México, S.A.`,
    `Banco ${word(rng)}, S.A., Institución de Banca Múltiple`,
  ]);
  const holder = person();
  const acct = `${rng.pick(['65', '60', '56'])}-${digits(rng, 8)}-${digits(rng, 1)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Cuenta de cheques',
    currency: 'MXN',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, EN);
  const cols = flexColumns(g, [
    {
      key: 'date',
      header: ['FECHA'],
      align: 'left',
      width: slot(g, ['00-MMM-0000'], ['FECHA'], 6),
    },
    { key: 'folio', header: ['FOLIO'], align: 'left', width: slot(g, ['0000000'], ['FOLIO'], 8) },
    { key: 'desc', header: ['DESCRIPCION'], align: 'left' },
    {
      key: 'in',
      header: ['DEPOSITOS'],
      align: 'right',
      width: slot(g, ['12,345,678.90'], ['DEPOSITOS'], 6),
    },
    {
      key: 'out',
      header: ['RETIROS'],
      align: 'right',
      width: slot(g, ['12,345,678.90'], ['RETIROS'], 6),
    },
    {
      key: 'balance',
      header: ['SALDO'],
      align: 'right',
      width: slot(g, ['12,345,678.90'], ['SALDO'], 8),
    },
  ]);
  const descW = cols.find((c) => c.key === 'desc')!.width!;
  let folio = rng.int(1_000_000, 8_000_000);
  const nextFolio = () => {
    folio += rng.int(1, 900);
    return String(folio);
  };
  const rows: Row[] = [
    {
      cells: { date: esDate(start), desc: 'SALDO FINAL DEL PERIODO ANTERIOR', balance: m(opening) },
    },
    ...txs.map((t) =>
      linesRow(
        st,
        t,
        fitLines(g, lines.get(t)!, descW),
        { date: esDate(t.date), folio: nextFolio() },
        { [t.amount < 0 ? 'out' : 'in']: m(t.amount), balance: m(t.balance) },
        t.balance,
        { gapBefore: g.lineHeight * 0.2 },
      ),
    ),
    {
      cells: {
        desc: 'TOTAL',
        in: m(sumOf(txs, (t) => t.amount > 0)),
        out: m(-sumOf(txs, (t) => t.amount < 0)),
      },
      bold: true,
    },
  ];
  const days = Number(end.slice(8));
  const avg = Math.round((opening + closing) / 2);
  const lx = g.left + (g.right - g.left) * 0.5;
  const pair = (l: string, v: string, x: number, w: number, bold = false) => [
    { text: l, x, bold },
    { text: v, x: x + w, align: 'right' as const, bold },
  ];
  const W = (g.right - g.left) * 0.45;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 4 },
          { text: 'ESTADO DE CUENTA', x: g.right, align: 'right', bold: true, size: g.size + 2 },
        ],
        gapAfter: g.lineHeight * 0.4,
      },
      {
        cells: [
          { text: holder, x: g.left, bold: true },
          { text: `PERIODO DEL ${esDate(start)} AL ${esDate(end)}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `CALLE ${word(rng).toUpperCase()} ${rng.int(1, 999)} COL. ${word(rng).toUpperCase()}`,
            x: g.left,
          },
          ...pair('No. de cuenta', acct, lx, W),
        ],
      },
      {
        cells: [
          {
            text: `C.P. ${digits(rng, 5)} ${rng.pick(['CIUDAD DE MEXICO', 'GUADALAJARA, JAL.', 'MONTERREY, N.L.', 'PUEBLA, PUE.'])}`,
            x: g.left,
          },
          ...pair('CLABE', `014${digits(rng, 15)}`, lx, W),
        ],
      },
      {
        cells: [
          {
            text: `R.F.C. ${holder.split(' ')[1]!.slice(0, 2)}${holder.split(' ')[2]![0]}${holder[0]}${digits(rng, 6)}${word(rng).toUpperCase().slice(0, 3)}`,
            x: g.left,
          },
          ...pair('Días del periodo', String(days), lx, W),
        ],
        gapAfter: g.lineHeight * 0.5,
      },
      { cells: [{ text: 'RESUMEN DEL PERIODO', x: g.left, bold: true }] },
      {
        cells: [
          ...pair('Saldo inicial', `$${m(opening)}`, g.left, W),
          ...pair('Saldo promedio', `$${m(avg)}`, lx, W),
        ],
      },
      {
        cells: [
          ...pair('+ Depósitos', `$${m(sumOf(txs, (t) => t.amount > 0))}`, g.left, W),
          ...pair('Intereses a favor', `$${m(interest)}`, lx, W),
        ],
      },
      {
        cells: [
          ...pair('- Retiros', `$${m(-sumOf(txs, (t) => t.amount < 0))}`, g.left, W),
          ...pair(
            'ISR retenido',
            `$${m(-sumOf(txs, (t) => t.description === 'ISR RETENIDO'))}`,
            lx,
            W,
          ),
        ],
      },
      {
        cells: [
          ...pair('Saldo final', `$${m(closing)}`, g.left, W, true),
          ...pair('Comisiones cobradas', `$${m(com ? com + Math.round(com * 0.16) : 0)}`, lx, W),
        ],
      },
      {
        cells: [
          {
            text: `GAT Nominal ${rng.pick(['0.00', '0.05', '0.10'])}%   GAT Real ${rng.pick(['-4.12', '-3.95', '-4.40'])}% antes de impuestos`,
            x: g.left,
            size: g.size - 1,
          },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      {
        kind: 'table',
        columns: cols,
        rows,
        headerRule: true,
        title: 'DETALLE DE MOVIMIENTOS CUENTA DE CHEQUES',
        continuedSuffix: ' (CONTINUACION)',
      },
    ],
    {
      pageHeader: () => [
        [
          { text: holder, x: g.left },
          {
            text: `No. de cuenta ${acct}   PERIODO DEL ${esDate(start)} AL ${esDate(end)}`,
            x: g.right,
            align: 'right',
          },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: 'Este documento es una representación impresa de un CFDI. Consulte su estado de cuenta en línea.',
            x: g.left,
            size: g.size - 2,
          },
        ],
        [{ text: `Página ${p} de ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'mx-cheques-folio', spec, statements: [st] };
};
