/**
 * A Mexican debit-account estado de cuenta (BBVA México-like, under an invented bank):
 * "Periodo DEL 01/03/2024 AL 31/03/2024", Fecha de Corte, No. de Cuenta, No. de Cliente, R.F.C
 * and the 18-digit CLABE, a Comportamiento / Información Financiera box (Saldo Anterior,
 * Depósitos / Abonos (+), Retiros / Cargos (-), Saldo Final, Saldo Promedio, GAT and commissions:
 * not rows), then "Detalle de Movimientos Realizados": FECHA OPER | FECHA LIQ | COD. DESCRIPCIÓN
 * | REFERENCIA | CARGOS | ABONOS | SALDO OPERACIÓN | SALDO LIQUIDACIÓN, dates "05/MAR" without the
 * year, TWO BALANCE COLUMNS printed on a day's last row (by operation date and by settlement
 * date: card purchases settle a day or two later, so the two differ), a three-letter code before
 * the description (T17 SPEI ENVIADO, T20 SPEI RECIBIDO, N06 PAGO CUENTA DE TERCERO, A15
 * DEPOSITO EFECTIVO, P14 DOMICILIACION, ...), a second description line with the beneficiary,
 * bank and reference; TOTAL MOVIMIENTOS lines with counts after the table. Truth: date =
 * operation date, postDate = settlement date, balance = SALDO OPERACIÓN.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { digits, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod, lastOfDay } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { flexColumns } from '../blind-10/kit.ts';
import { byDate, rowMaker } from '../blind-11/kit.ts';
import { dayMon, minIso, printedRow } from './kit.ts';

const BANCOS = [
  'BANAMEX',
  'BANORTE',
  'SANTANDER',
  'HSBC',
  'AZTECA',
  'NU MEXICO',
  'INBURSA',
  'SCOTIABANK',
];
const COMERCIOS = [
  'OXXO',
  'WALMART',
  'SORIANA',
  'LIVERPOOL',
  'CHEDRAUI',
  'STARBUCKS',
  'PEMEX',
  'AMAZON MX',
  'MERCADO PAGO',
  'DIDI FOOD',
];

export const mxBbvaDossaldos: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowCount(rng, g, o.pages, 2.1, 90);
  const { start, end } = calendarPeriod(rng, 1);
  const { mk, lines } = rowMaker();
  const refs = new Map<SynthTx, string>();
  const R = (t: SynthTx, ref: string, lag = 0) => {
    refs.set(t, ref);
    t.postDate = minIso(end, addDays(t.date, lag));
    return t;
  };
  const persona = () =>
    `${word(rng).toUpperCase()} ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  const txs = scatter(rng, start, end, count, (d): SynthTx => {
    const r = rng.next();
    if (r < 0.35)
      return R(
        mk(
          d,
          [
            `${rng.pick(COMERCIOS)} ${rng.pick(['', 'SUC ', 'TDA '])}${digits(rng, 4)}`,
            `RFC: ${word(rng).slice(0, 3).toUpperCase()} ${digits(rng, 6)} ${String(rng.int(0, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')} AUT: ${digits(rng, 6)}`,
          ],
          -logAmount(rng, 1_000, 150_000),
        ),
        `******${digits(rng, 4)}`,
        rng.pick([0, 0, 1, 1, 2]),
      );
    if (r < 0.5)
      return R(
        mk(d, ['T17 SPEI ENVIADO', `${rng.pick(BANCOS)} ${digits(rng, 7)} ${persona()}`], 0),
        `${digits(rng, 10)}`,
      );
    if (r < 0.65)
      return R(
        mk(
          d,
          [`T20 SPEI RECIBIDO${rng.pick(BANCOS)}`, `${persona()} ${digits(rng, 7)}`],
          logAmount(rng, 10_000, 800_000, 100),
        ),
        `${digits(rng, 7)}`,
      );
    if (r < 0.74)
      return R(
        mk(
          d,
          [
            'N06 PAGO CUENTA DE TERCERO',
            `BNET ${digits(rng, 10)} ${rng.pick(['RENTA', 'PRESTAMO', 'COMIDA', 'GASTOS'])}`,
          ],
          -logAmount(rng, 10_000, 400_000, 100),
        ),
        `${digits(rng, 7)}`,
      );
    if (r < 0.8)
      return R(
        mk(
          d,
          ['A15 DEPOSITO EFECTIVO PRACTIC', `FOLIO:${digits(rng, 4)}`],
          rng.int(5, 200) * 10_000,
        ),
        `${digits(rng, 8)}`,
      );
    if (r < 0.87)
      return R(
        mk(
          d,
          [
            `P14 ${rng.pick(['TELMEX', 'CFE SUMINISTRADOR', 'IZZI', 'TOTALPLAY', 'GNP SEGUROS', 'SMART FIT'])}`,
            `DOMICILIACION ${digits(rng, 10)}`,
          ],
          -logAmount(rng, 20_000, 250_000),
        ),
        `${digits(rng, 10)}`,
      );
    if (r < 0.93)
      return R(
        mk(
          d,
          [
            'RETIRO CAJERO AUTOMATICO',
            `${rng.pick(['ATM', 'CAJERO'])} ${digits(rng, 4)} ${rng.pick(['CDMX', 'GDL', 'MTY', 'PUE'])}`,
          ],
          -rng.int(2, 60) * 10_000,
        ),
        `******${digits(rng, 4)}`,
      );
    return R(
      mk(
        d,
        ['W02 DEPOSITO DE TERCERO', `REFBNTC${digits(rng, 8)} ${persona()}`],
        logAmount(rng, 10_000, 300_000, 100),
      ),
      `${digits(rng, 7)}`,
    );
  });
  for (const t of txs) if (t.amount === 0) t.amount = -logAmount(rng, 10_000, 500_000, 100);
  const empresa = `${word(rng).toUpperCase()} SA DE CV`;
  for (const day of [rng.int(13, 15), rng.int(27, 29)])
    txs.push(
      R(
        mk(
          minIso(end, addDays(start, day)),
          ['N01 PAGO DE NOMINA', `${empresa} ${digits(rng, 8)}`],
          logAmount(rng, 400_000, 2_500_000),
        ),
        `${digits(rng, 10)}`,
      ),
    );
  if (rng.chance(0.4)) {
    const fee = rng.pick([3_000, 6_000, 8_700]);
    txs.push(
      R(mk(end, ['S39 SERV BANCA INTERNET', 'COMISION MENSUAL'], -fee), `${digits(rng, 7)}`),
    );
    txs.push(
      R(
        mk(end, ['S40 IVA COM SERV BCA INTERNET', 'IVA 16%'], -Math.round(fee * 0.16)),
        `${digits(rng, 7)}`,
      ),
    );
  }
  byDate(txs);
  const opening = liftOpening(txs, logAmount(rng, 10_000, 2_000_000), 0);
  const bank = word(rng);
  const holder = persona();
  const acct = `0${digits(rng, 9)}`;
  const clabe = `012${digits(rng, 3)}${acct}${digits(rng, 2)}`.slice(0, 18);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: rng.pick(['LIBRETON BASICO CUENTA DIGITAL', 'CUENTA NOMINA', 'CUENTA LIBRETON']),
    currency: 'MXN',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => formatMinor(v, EN);
  const cols = flexColumns(g, [
    { key: 'oper', header: ['FECHA', 'OPER'], align: 'left', width: 36 },
    { key: 'liq', header: ['', 'LIQ'], align: 'left', width: 38 },
    { key: 'desc', header: ['', 'COD. DESCRIPCIÓN'], align: 'left' },
    { key: 'ref', header: ['', 'REFERENCIA'], align: 'left', width: 70 },
    { key: 'cargo', header: ['', 'CARGOS'], align: 'right', width: 62 },
    { key: 'abono', header: ['', 'ABONOS'], align: 'right', width: 62 },
    { key: 'sop', header: ['SALDO', 'OPERACIÓN'], align: 'right', width: 66 },
    { key: 'sliq', header: ['', 'LIQUIDACIÓN'], align: 'right', width: 66 },
  ]);
  const last = lastOfDay(txs);
  const rows: Row[] = txs.map((t, i) => {
    const ls = lines.get(t)!;
    let sliq = '';
    if (last[i]) {
      const v = opening + sumOf(txs, (x) => x.postDate! <= t.date);
      sliq = m(v);
    }
    return printedRow(
      st,
      t,
      ls.join(' '),
      {
        oper: dayMon(t.date),
        liq: dayMon(t.postDate!),
        desc: ls[0]!,
        ref: refs.get(t)!,
        [t.amount < 0 ? 'cargo' : 'abono']: m(t.amount),
        ...(last[i] ? { sop: m(t.balance), sliq } : {}),
      },
      last[i] ? t.balance : null,
      ls.slice(1).map((l) => ({ desc: l })),
    );
  });
  const closing = txs.at(-1)!.balance;
  const dmy = (iso: string) => formatDate(iso, 'DD/MM/YYYY');
  const lx = g.left + (g.right - g.left) * 0.52;
  const kv = (l: string, v: string, bold = false) => [
    { text: l, x: lx, bold },
    { text: v, x: g.right, align: 'right' as const, bold },
  ];
  const nIn = txs.filter((t) => t.amount > 0).length;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 10 },
          { text: 'Estado de Cuenta', x: g.right, align: 'right', bold: true, size: g.size + 3 },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
      {
        cells: [
          { text: holder, x: g.left, bold: true },
          ...kv('Periodo', `DEL ${dmy(start)} AL ${dmy(end)}`),
        ],
      },
      {
        cells: [
          {
            text: `${rng.pick(['AV', 'CALLE', 'PRIV'])} ${word(rng).toUpperCase()} ${rng.int(1, 999)}`,
            x: g.left,
          },
          ...kv('Fecha de Corte', dmy(end)),
        ],
      },
      {
        cells: [
          { text: `COL ${word(rng).toUpperCase()}`, x: g.left },
          ...kv('No. de Cuenta', acct),
        ],
      },
      {
        cells: [
          {
            text: `C.P. ${digits(rng, 5)} ${rng.pick(['CIUDAD DE MEXICO', 'ZAPOPAN, JAL', 'MONTERREY, NL'])}`,
            x: g.left,
          },
          ...kv('No. de Cliente', `${String.fromCharCode(65 + rng.int(0, 25))}${digits(rng, 7)}`),
        ],
      },
      {
        cells: [
          ...kv(
            'R.F.C',
            `${holder.replace(/[^A-Z]/g, '').slice(0, 4)}${digits(rng, 6)}${rng.pick(['H12', 'A3B', 'K90'])}`,
          ),
        ],
      },
      { cells: [...kv('No. Cuenta CLABE', clabe)], gapAfter: g.lineHeight * 0.6 },
      {
        cells: [
          { text: 'Información Financiera', x: g.left, bold: true },
          { text: 'Comportamiento', x: lx, bold: true },
        ],
      },
      {
        cells: [
          { text: 'Saldo Promedio', x: g.left },
          { text: m(Math.round((opening + closing) / 2)), x: lx - 30, align: 'right' },
          ...kv('Saldo Anterior', m(opening)),
        ],
      },
      {
        cells: [
          { text: 'Días del Periodo', x: g.left },
          { text: String(Number(end.slice(8, 10))), x: lx - 30, align: 'right' },
          ...kv(`Depósitos / Abonos (+)  ${nIn}`, m(sumOf(txs, (t) => t.amount > 0))),
        ],
      },
      {
        cells: [
          { text: 'GAT Nominal / GAT Real', x: g.left },
          { text: '0.00% / -4.10%', x: lx - 30, align: 'right' },
          ...kv(`Retiros / Cargos (-)  ${txs.length - nIn}`, m(-sumOf(txs, (t) => t.amount < 0))),
        ],
      },
      {
        cells: [
          { text: 'Comisiones cobradas', x: g.left },
          {
            text: m(
              -sumOf(txs, (t) => t.description.startsWith('S3') || t.description.startsWith('S4')),
            ),
            x: lx - 30,
            align: 'right',
          },
          ...kv('Saldo Final', m(closing), true),
        ],
        gapAfter: g.lineHeight,
      },
    ],
  };
  const totals: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [{ text: 'Total de Movimientos', x: g.left, bold: true }],
        gapAfter: g.lineHeight * 0.2,
      },
      {
        cells: [
          { text: 'TOTAL IMPORTE CARGOS', x: g.left },
          { text: m(-sumOf(txs, (t) => t.amount < 0)), x: lx, align: 'right' },
          { text: 'TOTAL MOVIMIENTOS CARGOS', x: lx + 20 },
          { text: String(txs.length - nIn), x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'TOTAL IMPORTE ABONOS', x: g.left },
          { text: m(sumOf(txs, (t) => t.amount > 0)), x: lx, align: 'right' },
          { text: 'TOTAL MOVIMIENTOS ABONOS', x: lx + 20 },
          { text: String(nIn), x: g.right, align: 'right' },
        ],
      },
    ],
  };
  const une = `55 ${digits(rng, 4)} ${digits(rng, 4)}`;
  const spec = docSpec(
    g,
    [
      header,
      {
        kind: 'table',
        title: 'Detalle de Movimientos Realizados',
        columns: cols,
        rows,
        headerRule: true,
        wrapKey: 'desc',
      },
      { kind: 'space', height: g.lineHeight },
      totals,
    ],
    {
      pageHeader: () => [
        [
          { text: `${bank}  ${holder}`, x: g.left, bold: true },
          {
            text: `No. de Cuenta ${acct}  PERIODO DEL ${dmy(start)} AL ${dmy(end)}`,
            x: g.right,
            align: 'right',
          },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: `Unidad Especializada de Atención a Usuarios (UNE): ${une}. Este documento es una representación impresa de un CFDI. Institución de Banca Múltiple, Grupo Financiero ${bank}.`,
            x: g.left,
            size: g.size - 2.5,
          },
        ],
        [{ text: `PAGINA ${p} / ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'mx-bbva-dossaldos', spec, statements: [st] };
};
