/**
 * Chilean checking account "cartola" (Banco de Chile / Santander Chile / BancoEstado-like):
 * "CARTOLA N° 23", holder with RUT (12.345.678-9), "DESDE 01/03/2024 HASTA 31/03/2024", pesos
 * WITHOUT decimals and dot thousands ("1.234.567"), then FECHA | DESCRIPCIÓN | SUCURSAL | N° DOCTO
 * | CHEQUES Y OTROS CARGOS | DEPÓSITOS Y ABONOS | SALDO DIARIO with "DD/MM" dates and the
 * balance only on each day's last row; cheques with their number, Redcompra purchases, PAC
 * automatic payments, transfers "TRASPASO A:" / "TRASPASO DE:", monthly COMISION MANTENCION
 * with its IVA row; a RESUMEN box by category (saldo inicial, depósitos, otros abonos, cheques,
 * otros cargos, saldo final: no single total in or out) and a credit-line box (information).
 */
import { docSpec, type FamilyFn, geometry, rowsFor } from '../../families.ts';
import { formatDate } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { generateTransactions, type SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  pairLines,
  runBalances,
  statementOf,
  tx,
  txRow,
  word,
} from '../blind-3/common.ts';
import { brandLine, calendarPeriod, lastOfDay, wholeAmounts, wholeUnits } from './kit.ts';

const BRANCHES = [
  'PROVIDENCIA',
  'LAS CONDES',
  'SANTIAGO CENTRO',
  'VINA DEL MAR',
  'CONCEPCION',
  'INTERNET',
];

/** Category of each movement for the RESUMEN box. */
type Kind = 'deposito' | 'abono' | 'cheque' | 'cargo';

function clDescribe(rng: Rng, credit: boolean): [string, Kind] {
  const r = rng.next();
  const who = `${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  if (credit) {
    if (r < 0.3) return [`REMUNERACION ${word(rng).toUpperCase()} SPA`, 'abono'];
    if (r < 0.6) return [`TRASPASO DE: ${who}`, 'abono'];
    if (r < 0.8) return ['DEPOSITO EN EFECTIVO', 'deposito'];
    return ['DEPOSITO CON DOCUMENTOS', 'deposito'];
  }
  if (r < 0.15) return ['CHEQUE PAGADO POR CAJA', 'cheque'];
  if (r < 0.45)
    return [
      `COMPRA REDCOMPRA ${rng.pick(['LIDER', 'JUMBO', 'UNIMARC', 'SANTA ISABEL', 'COPEC', 'FALABELLA'])}`,
      'cargo',
    ];
  if (r < 0.6)
    return [
      `PAGO AUTOMATICO PAC ${rng.pick(['ENEL DISTRIBUCION', 'AGUAS ANDINAS', 'ENTEL', 'VTR', 'METROGAS'])}`,
      'cargo',
    ];
  if (r < 0.8) return [`TRASPASO A: ${who}`, 'cargo'];
  if (r < 0.9) return ['GIRO CAJERO AUTOMATICO', 'cargo'];
  return ['PAGO TARJETA DE CREDITO', 'cargo'];
}

export const clCartolaCc: FamilyFn = (rng, o) => {
  const g = geometry(rng, rng.pick(['a4', 'letter'] as const));
  const count = rowsFor(rng, g, o.pages, 1.4);
  const { start, end } = calendarPeriod(rng, 1);
  const opening = rng.int(200, 4_000) * 1_000 * 100; // whole pesos, 200.000–4.000.000
  const plain = generateTransactions(rng, {
    locale: 'en',
    start,
    end,
    count: Math.max(2, count - 2),
    opening: Math.round(opening / 700),
    floor: 0,
  });
  wholeAmounts(plain, 7); // dollars-sized amounts to pesos
  const kinds = new Map<SynthTx, Kind>();
  const txs: SynthTx[] = [];
  let bal = opening;
  for (const t of plain) {
    if (bal + t.amount < 0) t.amount = -t.amount;
    const [d, k] = clDescribe(rng, t.amount > 0);
    t.description = d;
    kinds.set(t, k);
    txs.push(t);
    bal += t.amount;
  }
  const fee = rng.pick([4_900, 6_500, 8_900]) * 100;
  const feeTx = tx(end, 'COMISION MANTENCION PLAN', -fee);
  const ivaTx = tx(end, 'IVA COMISION MANTENCION', -Math.round((fee * 0.19) / 100) * 100);
  for (const t of [feeTx, ivaTx]) {
    kinds.set(t, 'cargo');
    txs.push(t);
  }
  runBalances(txs, opening);
  const bank = rng.pick([
    `Banco ${word(rng)}`,
    `Banco de ${word(rng)}`,
    `${word(rng).toUpperCase()} CHILE`,
  ]);
  const holder = `${word(rng).toUpperCase()} ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  const rut = `${rng.int(5, 25)}.${digits(rng, 3)}.${digits(rng, 3)}-${rng.pick(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'K'])}`;
  const acct = `${digits(rng, 2)}-${digits(rng, 3)}-${digits(rng, 5)}-${digits(rng, 2)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Cuenta Corriente',
    currency: 'CLP',
    start,
    end,
    opening,
    txs,
    printsTotals: false,
  });
  const p = (v: number) => `${v < 0 ? '-' : ''}${wholeUnits(Math.abs(v), '.')}`;
  const fd = (iso: string) => formatDate(iso, 'DD/MM');
  const cols = moneyColumns(g, {
    lead: [['date', ['', 'FECHA'], 38]],
    desc: ['', 'DESCRIPCIÓN'],
    money: [
      ['branch', ['', 'SUCURSAL']],
      ['doc', ['', 'N° DOCTO']],
      ['out', ['CHEQUES Y', 'OTROS CARGOS']],
      ['in', ['DEPÓSITOS', 'Y ABONOS']],
      ['balance', ['SALDO', 'DIARIO']],
    ],
    moneyWidth: 58,
  });
  // the branch is left-aligned in its column (the money helper right-aligns): shift it
  const branchCol = cols.find((c) => c.key === 'branch')!;
  branchCol.align = 'left';
  branchCol.x -= 56;
  const last = lastOfDay(txs);
  const rows: Row[] = [{ cells: { date: fd(start), desc: 'SALDO INICIAL', balance: p(opening) } }];
  txs.forEach((t, i) => {
    const kind = kinds.get(t)!;
    rows.push(
      txRow(
        st,
        t,
        {
          date: fd(t.date),
          branch: rng.pick(BRANCHES).slice(0, 11),
          doc: kind === 'cheque' || kind === 'deposito' ? digits(rng, 7) : '',
          [t.amount < 0 ? 'out' : 'in']: p(Math.abs(t.amount)),
          ...(last[i] ? { balance: p(t.balance) } : {}),
        },
        last[i] ? t.balance : null,
      ),
    );
  });
  const closing = txs[txs.length - 1]!.balance;
  rows.push({ cells: { date: fd(end), desc: 'SALDO FINAL', balance: p(closing) }, bold: true });
  const sumKind = (k: Kind) =>
    txs.filter((t) => kinds.get(t) === k).reduce((s, t) => s + Math.abs(t.amount), 0);
  const mid = g.left + (g.right - g.left) * 0.5;
  const limit = rng.int(5, 40) * 100_000 * 100;
  const header: Block[] = [
    {
      kind: 'lines',
      lines: [
        brandLine(g, bank, `CARTOLA N° ${rng.int(1, 240)}`),
        ...pairLines(
          [
            ['CUENTA CORRIENTE N°', acct],
            ['FECHA DESDE', formatDate(start, 'DD/MM/YYYY')],
            ['FECHA HASTA', formatDate(end, 'DD/MM/YYYY')],
            ['MONEDA', 'PESOS'],
          ],
          mid,
          g.right,
          {
            left: [
              { text: `Sr(a). ${holder}`, x: g.left, bold: true },
              { text: `RUT ${rut}`, x: g.left },
              {
                text: `${word(rng).toUpperCase()} ${rng.int(100, 9999)} DEPTO ${rng.int(11, 1900)}`,
                x: g.left,
              },
              { text: rng.pick(BRANCHES.slice(0, 5)), x: g.left },
            ],
          },
        ),
      ],
    },
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: 'RESUMEN DEL PERIODO', x: g.left, bold: true },
            { text: 'LÍNEA DE CRÉDITO', x: mid, bold: true },
          ],
        },
        ...pairLines(
          [
            ['SALDO INICIAL', p(opening)],
            ['(+) DEPÓSITOS', p(sumKind('deposito'))],
            ['(+) OTROS ABONOS', p(sumKind('abono'))],
            ['(-) CHEQUES', p(sumKind('cheque'))],
            ['(-) OTROS CARGOS', p(sumKind('cargo'))],
            ['SALDO FINAL', p(closing)],
          ],
          g.left,
          mid - 30,
        ).map((l, i) => ({
          cells: [
            ...l.cells,
            ...(
              [
                ['CUPO APROBADO', p(limit)],
                ['MONTO UTILIZADO', '0'],
                ['SALDO DISPONIBLE', p(limit)],
              ] as const
            )
              .slice(i, i + 1)
              .flatMap(([label, v]) => [
                { text: label, x: mid },
                { text: v, x: g.right, align: 'right' as const },
              ]),
          ],
        })),
      ],
    },
    { kind: 'space', height: g.lineHeight },
  ];
  const spec = docSpec(
    g,
    [...header, { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true }],
    {
      pageHeader: (n) => [
        [
          { text: `${bank}  CUENTA CORRIENTE N° ${acct}`, x: g.left, bold: true },
          { text: `HOJA ${n}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `Infórmese sobre la garantía estatal de los depósitos en su banco o en www.cmfchile.cl. ${bank}.`,
        (n, t) => `Página ${n} de ${t}`,
      ),
    },
  );
  return { family: 'cl-cartola-cc', spec, statements: [st] };
};
