/**
 * Colombian savings account (Bancolombia-like): "ESTADO DE CUENTA", quarterly period printed
 * "DESDE: 2023/06/30 HASTA: 2023/09/30", a "RESUMEN" box (SALDO ANTERIOR, TOTAL ABONOS, TOTAL
 * CARGOS, SALDO ACTUAL, SALDO PROMEDIO, CUPO SUGERIDO), then FECHA | DESCRIPCIÓN | SUCURSAL |
 * DCTO. | VALOR | SALDO with day/month dates "1/07" (no year), signed values ("-45,000.00")
 * and a running balance on every row. Pesos are large numbers: 1,234,567.00.
 */
import {
  accountNumber,
  docSpec,
  type FamilyFn,
  geometry,
  rowsFor,
  totals,
} from '../../families.ts';
import { addDays, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { generateTransactions } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  monthEnd,
  redescribe,
  scaleAmounts,
  statementOf,
  txRow,
  word,
} from './common.ts';

function coDescribe(rng: Rng, credit: boolean): string {
  const r = rng.next();
  if (credit) {
    if (r < 0.35) return `PAGO DE NOMI ${word(rng).toUpperCase()} SAS`;
    if (r < 0.6) return `TRANSFERENCIA DESDE NEQUI`;
    if (r < 0.75) return `ABONO INTERESES AHORROS`;
    if (r < 0.9) return `TRANSFERENCIA CTA SUC VIRTUAL`;
    return `CONSIGNACION CORRESPONSAL CB`;
  }
  if (r < 0.3)
    return `COMPRA EN ${rng.pick(['EXITO', 'D1', 'ARA', 'CARULLA', 'OLIMPICA', 'RAPPI', 'CRUZ VERDE'])} ${rng.pick(['MEDELLIN', 'BOGOTA', 'CALI', 'ENVIGADO'])}`.slice(
      0,
      40,
    );
  if (r < 0.45) return 'RETIRO CAJERO';
  if (r < 0.58)
    return `PAGO PSE ${rng.pick(['EPM', 'CLARO', 'UNE', 'SURA', 'TIGO', 'COLSANITAS'])}`;
  if (r < 0.7) return `TRANSFERENCIA A NEQUI`;
  if (r < 0.8) return `PAGO SV ${rng.pick(['TARJETA CREDITO', 'CREDITO LIBRE INV', 'ARRIENDO'])}`;
  if (r < 0.88) return 'CUOTA MANEJO TRJ DEB';
  if (r < 0.94) return 'IMPTO GOBIERNO 4X1000';
  return `TRANSFERENCIA CTA SUC VIRTUAL`;
}

export const coAhorrosSigned: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowsFor(rng, g, o.pages, 1.1);
  const y = rng.int(2019, 2024);
  const q = rng.int(0, 3);
  // quarterly: the first day printed is the last day of the previous quarter
  const end = monthEnd(`${y}-${String(q * 3 + 3).padStart(2, '0')}-01`);
  const start =
    q === 0 ? `${y}-01-01` : addDays(monthEnd(`${y}-${String(q * 3).padStart(2, '0')}-01`), 1);
  const drawn = rng.int(0, 400_000);
  const txs = generateTransactions(rng, {
    locale: 'es',
    start,
    end,
    count,
    opening: drawn,
    floor: 0,
  });
  const opening = scaleAmounts(txs, drawn, rng.pick([1_000, 2_000, 4_000]));
  // pesos: whole amounts, as they are usually printed with ".00"
  for (const t of txs)
    t.amount = Math.round(t.amount / 10_000) * 10_000 || (t.amount > 0 ? 10_000 : -10_000);
  let bal = opening;
  for (const t of txs) {
    if (bal + t.amount < 0) t.amount = -t.amount;
    bal += t.amount;
    t.balance = bal;
  }
  redescribe(txs, (credit) => coDescribe(rng, credit));
  const bank = rng.pick([`BANCO ${word(rng).toUpperCase()}`, `${word(rng).toUpperCase()}COLOMBIA`]);
  const holder = `${word(rng).toUpperCase()} ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  const acct = `${digits(rng, 3)}-${accountNumber(rng, 6)}-${digits(rng, 2)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'CUENTA DE AHORROS',
    currency: 'COP',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  // the period as printed: DESDE is the previous quarter's last day
  st.periodStart = addDays(start, -1);
  const m = (v: number) => `${v < 0 ? '-' : ''}${formatMinor(v, EN)}`;
  const cols = moneyColumns(g, {
    lead: [['date', ['FECHA'], 40]],
    desc: ['DESCRIPCIÓN'],
    money: [
      ['branch', ['SUCURSAL']],
      ['doc', ['DCTO.']],
      ['amount', ['VALOR']],
      ['balance', ['SALDO']],
    ],
    moneyWidth: 78,
  });
  for (const c of cols)
    if (c.key === 'branch' || c.key === 'doc') {
      c.align = 'left';
      c.x -= c.key === 'branch' ? 72 : 60;
    }
  const desc = cols.find((c) => c.key === 'desc')!;
  desc.width = cols.find((c) => c.key === 'branch')!.x - desc.x - 6;
  const rows: Row[] = txs.map((t) =>
    txRow(
      st,
      t,
      {
        date: formatDate(t.date, 'D/MM'),
        branch: /CAJERO|CONSIGNACION|COMPRA/.test(t.description)
          ? rng.pick(['OFICINA PRINC', 'POBLADO', 'CHAPINERO', 'UNICENTRO'])
          : '',
        doc: rng.chance(0.3) ? digits(rng, 4) : '',
        amount: m(t.amount),
        balance: m(t.balance),
      },
      t.balance,
    ),
  );
  const closing = txs.length ? txs[txs.length - 1]!.balance : opening;
  const tt = totals(txs);
  const fy = (iso: string) => formatDate(iso, 'YYYY/MM/DD');
  const lx = g.left + (g.right - g.left) * 0.55;
  const avg = Math.round((opening + closing) / 2 / 100) * 100;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          { text: 'ESTADO DE CUENTA', x: g.right, align: 'right', bold: true },
        ],
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          { text: holder, x: g.left },
          {
            text: `DESDE: ${fy(addDays(start, -1))} HASTA: ${fy(end)}`,
            x: g.right,
            align: 'right',
          },
        ],
      },
      {
        cells: [
          { text: `CRA ${rng.int(1, 99)} # ${rng.int(1, 120)} - ${rng.int(1, 99)}`, x: g.left },
          { text: `NÚMERO ${acct}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: rng.pick(['MEDELLIN', 'BOGOTA D.C.', 'CALI', 'BARRANQUILLA']), x: g.left },
          { text: st.accountType!, x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight,
      },
      { cells: [{ text: 'RESUMEN', x: g.left, bold: true }] },
      {
        cells: [
          { text: 'SALDO ANTERIOR', x: g.left },
          { text: `$ ${m(opening)}`, x: g.left + 220, align: 'right' },
          { text: 'SALDO PROMEDIO', x: lx },
          { text: `$ ${m(avg)}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'TOTAL ABONOS', x: g.left },
          { text: `$ ${m(tt.moneyIn)}`, x: g.left + 220, align: 'right' },
          { text: 'CUPO SUGERIDO', x: lx },
          { text: '$ 0.00', x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'TOTAL CARGOS', x: g.left },
          { text: `$ ${m(tt.moneyOut)}`, x: g.left + 220, align: 'right' },
          { text: 'INTERESES PAGADOS', x: lx },
          {
            text: `$ ${m(txs.filter((t) => t.description.startsWith('ABONO INTERESES')).reduce((s, t) => s + t.amount, 0))}`,
            x: g.right,
            align: 'right',
          },
        ],
      },
      {
        cells: [
          { text: 'SALDO ACTUAL', x: g.left, bold: true },
          { text: `$ ${m(closing)}`, x: g.left + 220, align: 'right', bold: true },
        ],
      },
    ],
  };
  const body: Block[] = [
    header,
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'table',
      title: 'MOVIMIENTOS',
      continuedSuffix: '',
      columns: cols,
      rows,
      wrapKey: 'desc',
      headerRule: true,
    },
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            {
              text: 'FIN ESTADO DE CUENTA',
              x: (g.left + g.right) / 2,
              align: 'center',
              bold: true,
            },
          ],
        },
      ],
    },
  ];
  const spec = docSpec(g, body, {
    pageHeader: (p) => [
      [
        { text: `${bank}   ESTADO DE CUENTA`, x: g.left, bold: true },
        { text: `NÚMERO ${acct}   HOJA ${p}`, x: g.right, align: 'right' },
      ],
    ],
    footer: legalFooter(
      g,
      'Si no presenta objeciones dentro de los 30 días siguientes, se entenderá aceptado este extracto. Vigilado Superintendencia Financiera de Colombia.',
      (p, n) => `HOJA ${p} DE ${n}`,
      'right',
      2,
    ),
  });
  return { family: 'co-ahorros-signed', spec, statements: [st] };
};
