/**
 * An Argentine savings account statement (Galicia / Santander / Nación-like): "Caja de Ahorro
 * en Pesos", the account number and CBU (22 digits), "Período: 01/10/25 al 31/10/25", then
 * Fecha (DD/MM/YY) | Concepto | Referencia | Débito | Crédito | Saldo with "$ 1.234,56" (or
 * bare "1.234,56") amounts, "SALDO ANTERIOR" as the first line and "SALDO AL 31/10/25" as the
 * last; every transfer is followed by its "IMPUESTO LEY 25.413" debit/credit tax row (0.6 %),
 * a maintenance fee by its IVA 21 % row; debit card, DEBIN, Mercado Pago and ATM rows. The
 * reference column is not part of the description.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { DE, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { person } from '../blind-1/kit.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  statementOf,
  tx,
  txRow,
  word,
} from '../blind-3/common.ts';
import { calendarPeriod, localActivity } from '../blind-4/kit.ts';
import { rowCount, withFollowers } from './kit.ts';

function concepto(rng: Rng, credit: boolean): [string, boolean] {
  const r = rng.next();
  if (credit) {
    if (r < 0.45) return [`TRANSFERENCIA RECIBIDA ${person(rng).replace(/ [A-Z] /, ' ')}`, true];
    if (r < 0.7) return [`ACREDITACION DE HABERES ${word(rng).toUpperCase()} S.A.`, false];
    if (r < 0.85) return ['DEPOSITO EN EFECTIVO', false];
    return ['DEVOLUCION COMPRA DEBITO', false];
  }
  if (r < 0.3)
    return [
      `COMPRA DEBITO ${rng.pick(['COTO', 'CARREFOUR', 'DIA %', 'JUMBO', 'YPF', 'FARMACITY'])}`,
      false,
    ];
  if (r < 0.5) return [`TRANSFERENCIA A TERCEROS ${person(rng).replace(/ [A-Z] /, ' ')}`, true];
  if (r < 0.62) return ['EXTRACCION CAJERO AUTOMATICO', false];
  if (r < 0.75)
    return [
      `PAGO DE SERVICIOS ${rng.pick(['EDENOR', 'METROGAS', 'AYSA', 'PERSONAL', 'TELECENTRO'])}`,
      false,
    ];
  if (r < 0.88) return [`DEBIN ${rng.pick(['MERCADO PAGO', 'UALA', 'NARANJA X'])}`, true];
  return [`DEBITO AUTOMATICO ${rng.pick(['OSDE', 'SWISS MEDICAL', 'NETFLIX', 'SPOTIFY'])}`, false];
}

export const arCajaAhorro: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.3);
  const { start, end } = calendarPeriod(rng, 1);
  const gen = localActivity(rng, {
    start,
    end,
    count: Math.round(count * 0.65),
    floor: 0,
    creditShare: 0.3,
    openingRange: [20_000, 500_000],
    factor: 300,
  });
  const taxed = new Set<SynthTx>();
  for (const t of gen.txs) {
    const [c, tax] = concepto(rng, t.amount > 0);
    t.description = c;
    if (tax) taxed.add(t);
  }
  const fee = tx(end, 'COMISION MANTENIMIENTO CUENTA', -rng.int(1_500, 9_000) * 100);
  gen.txs.push(fee);
  const txs = withFollowers(gen.txs, gen.opening, (t) => {
    if (t === fee) return [tx(t.date, 'IVA TASA GENERAL 21%', -Math.round(-t.amount * 0.21))];
    if (!taxed.has(t)) return [];
    const v = Math.max(1, Math.round(Math.abs(t.amount) * 0.006));
    return [
      tx(
        t.date,
        t.amount > 0 ? 'IMPUESTO LEY 25.413 S/CREDITOS' : 'IMPUESTO LEY 25.413 S/DEBITOS',
        -v,
      ),
    ];
  });
  const bank = rng.pick([
    `Banco ${word(rng)}`,
    `Banco ${word(rng)} Argentina S.A.`,
    `Banco de la Provincia de ${word(rng)}`,
  ]);
  const holder = person(rng).replace(/ [A-Z] /, ' ');
  const acct = `CA $ ${digits(rng, 3)}-${digits(rng, 6)}/${digits(rng, 1)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Caja de Ahorro en Pesos',
    currency: 'ARS',
    start,
    end,
    opening: gen.opening,
    txs,
    printsTotals: false,
  });
  const dollar = rng.chance(0.5) ? '$ ' : '';
  const m = (v: number) => `${v < 0 ? '-' : ''}${dollar}${formatMinor(v, DE)}`;
  const d = (iso: string) => formatDate(iso, 'DD/MM/YY');
  const cols = moneyColumns(g, {
    lead: [['date', ['Fecha'], 48]],
    desc: ['Concepto'],
    money: [
      ['ref', ['Referencia']],
      ['out', ['Débito']],
      ['in', ['Crédito']],
      ['balance', ['Saldo']],
    ],
    moneyWidth: 78,
  });
  const rows: Row[] = [
    { cells: { date: d(start), desc: 'SALDO ANTERIOR', balance: m(gen.opening) } },
  ];
  for (const t of txs)
    rows.push(
      txRow(
        st,
        t,
        {
          date: d(t.date),
          ref: /IMPUESTO|IVA/.test(t.description) ? '' : digits(rng, 8),
          [t.amount < 0 ? 'out' : 'in']: m(Math.abs(t.amount)),
          balance: m(t.balance),
        },
        t.balance,
      ),
    );
  const closing = txs[txs.length - 1]!.balance;
  rows.push({ cells: { desc: `SALDO AL ${d(end)}`, balance: m(closing) }, bold: true });
  const lx = g.left + (g.right - g.left) * 0.55;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          { text: 'Resumen de cuenta', x: g.right, align: 'right', bold: true, size: g.size + 2 },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
      {
        cells: [
          { text: holder, x: g.left, bold: true },
          { text: 'Caja de Ahorro en Pesos', x: lx, bold: true },
        ],
      },
      {
        cells: [
          { text: `${word(rng)} ${rng.int(100, 5999)}, Piso ${rng.int(1, 12)}`, x: g.left },
          { text: `Cuenta: ${acct}`, x: lx },
        ],
      },
      {
        cells: [
          {
            text: `(C${digits(rng, 4)}) ${rng.pick(['CABA', 'LA PLATA', 'ROSARIO', 'CORDOBA', 'MENDOZA'])}`,
            x: g.left,
          },
          { text: `CBU: ${digits(rng, 22)}`, x: lx },
        ],
      },
      {
        cells: [
          { text: `CUIL: 20-${digits(rng, 8)}-${digits(rng, 1)}`, x: g.left },
          { text: `Período: ${d(start)} al ${d(end)}`, x: lx },
        ],
        gapAfter: g.lineHeight * 0.6,
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
        wrapKey: 'desc',
        title: 'Movimientos',
        continuedSuffix: ' (continuación)',
        headerRule: true,
      },
    ],
    {
      pageHeader: (p) => [
        [
          { text: `${bank} - ${acct}`, x: g.left },
          { text: `Hoja ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `Los depósitos en pesos cuentan con la garantía de hasta $ ${rng.int(6, 25)}.000.000 (Ley 24.485). ${bank} - CUIT 30-${digits(rng, 8)}-${digits(rng, 1)}`,
        (p, n) => `Hoja ${p} de ${n}`,
      ),
    },
  );
  return { family: 'ar-caja-ahorro', spec, statements: [st] };
};
