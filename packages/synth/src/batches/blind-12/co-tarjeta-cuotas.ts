/**
 * A Colombian credit card statement (Bancolombia / Davivienda-like "Extracto Tarjeta de
 * Crédito"): "Fecha de corte: 15/03/2024" and "Periodo facturado: 16/02/2024 - 15/03/2024", a
 * summary (Saldo anterior, + Compras y avances del mes, + Intereses corrientes, + Cuota de
 * manejo, - Pagos y abonos, = Pago total) beside Pago mínimo, Fecha límite de pago, Cupo total,
 * Cupo disponible and the Deuda total with the instalments still to come (NOT the statement's
 * closing figure), then one table: Número de autorización | Fecha de transacción | Descripción
 * | Valor original | Tasa pactada | Tasa EA facturada | Cargos y abonos | Saldo a diferir |
 * Cuotas. Purchases bought in instalments print their whole price in Valor original, this
 * month's first instalment (capital plus the month's interest) in Cargos y abonos, what is
 * still owed in Saldo a diferir and "1/12" in Cuotas; single-payment purchases print "1/1".
 * Payments are printed with a minus. Pesos with dot thousands and comma decimals, on a
 * landscape page. The truth is the billed month: amounts are the Cargos y abonos (charges
 * negative), opening = minus the previous balance, closing = minus the Pago total; no money-in
 * / money-out totals (the summary's figures are by kind).
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, DE, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { digits, statementOf, tx, word } from '../blind-3/common.ts';
import { linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { logAmount } from '../blind-9/kit.ts';
import { flexColumns, slot } from '../blind-10/kit.ts';
import { byDate } from '../blind-11/kit.ts';

const SHOPS = [
  'EXITO',
  'CARULLA',
  'OLIMPICA',
  'D1',
  'ARA',
  'FALABELLA',
  'HOMECENTER',
  'RAPPI',
  'TERPEL',
  'CRUZ VERDE',
  'JUAN VALDEZ',
  'AVIANCA',
  'MERCADOLIBRE',
  'ALKOSTO',
];

interface Line {
  t: SynthTx;
  printedDate: string;
  original: number;
  remaining: number;
  cuota: string;
  auth: string;
}

export const coTarjetaCuotas: FamilyFn = (rng, o) => {
  const g0 = geometry(rng, 'letter');
  // nine columns: Colombian issuers print this table on a landscape page
  const g = { ...g0, width: g0.height, height: g0.width, right: g0.height - (g0.width - g0.right) };
  const count = rowCount(rng, g, o.pages, 1.1, 90);
  const y = rng.int(2019, 2025);
  const end = `${y}-${String(rng.int(1, 12)).padStart(2, '0')}-${rng.pick(['15', '28', '05'])}`;
  const start = addDays(end, -29);
  const rate = rng.pick([1.92, 2.05, 2.21, 2.44]); // monthly
  const ea = Math.round(((1 + rate / 100) ** 12 - 1) * 10_000) / 100;
  const items: Line[] = [];
  const auth = () => digits(rng, 6);
  for (let i = 0; i < count; i++) {
    const n = rng.pick([1, 1, 1, 2, 3, 6, 12, 24, 36]);
    const price = logAmount(rng, 800_000, n > 1 ? 300_000_000 : 40_000_000, 100);
    const k = 1; // purchases of this period: the first instalment is billed now
    const d = addDays(start, rng.int(0, 29));
    const per = Math.floor(price / n);
    const capital = k === n ? price - per * (n - 1) : per;
    const owedBefore = price - per * (k - 1);
    const interest = n > 1 ? Math.round((owedBefore * rate) / 100) : 0;
    const charge = capital + interest;
    const t = tx(
      d,
      `${rng.pick(SHOPS)} ${rng.pick(['BOGOTA', 'MEDELLIN', 'CALI', 'BARRANQUILLA', 'BUCARAMANGA'])}`,
      -charge,
    );
    items.push({
      t,
      printedDate: d,
      original: price,
      remaining: owedBefore - capital,
      cuota: `${k}/${n}`,
      auth: auth(),
    });
  }
  const previous = logAmount(rng, 10_000_000, 800_000_000, 100);
  const paid = rng.chance(0.6) ? previous : Math.round(previous * rng.float(0.1, 0.9));
  const pay = tx(
    addDays(start, rng.int(2, 20)),
    rng.pick(['PAGO PSE', 'ABONO SUCURSAL VIRTUAL', 'PAGO ATH']),
    paid,
  );
  items.push({
    t: pay,
    printedDate: pay.date,
    original: paid,
    remaining: 0,
    cuota: '',
    auth: auth(),
  });
  const fee = (rng.pick([2_490_000, 3_250_000, 4_190_000]) / 100) * 100;
  const handling = tx(end, 'CUOTA DE MANEJO', -fee);
  items.push({
    t: handling,
    printedDate: end,
    original: fee,
    remaining: 0,
    cuota: '1/1',
    auth: '',
  });
  const ints =
    previous > paid
      ? tx(end, 'INTERESES CORRIENTES', -Math.round(((previous - paid) * rate) / 100))
      : null;
  if (ints)
    items.push({
      t: ints,
      printedDate: end,
      original: -ints.amount,
      remaining: 0,
      cuota: '',
      auth: '',
    });
  byDate(items.map((i) => i.t));
  items.sort((a, b) =>
    a.printedDate < b.printedDate ? -1 : a.printedDate > b.printedDate ? 1 : 0,
  );
  const all = items.map((i) => i.t);
  const opening = -previous;
  let bal = opening;
  for (const t of all) t.balance = bal += t.amount;
  const closing = bal;
  const bank = rng.pick([`Banco ${word(rng)}`, `${word(rng)}colombia S.A.`]);
  const holder = `${word(rng).toUpperCase()} ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  const card = `${rng.pick(['4', '5'])}${digits(rng, 3)} **** **** ${digits(rng, 4)}`;
  const st = statementOf({
    bank,
    holder,
    account: card,
    type: 'Tarjeta de crédito',
    currency: 'COP',
    start,
    end,
    opening,
    txs: all,
    printsTotals: false,
  });
  const m = (v: number) => formatMinor(v, DE);
  const neg = (v: number) => `${v < 0 ? '-' : ''}${m(v)}`;
  const D = (iso: string) => formatDate(iso, 'DD/MM/YYYY');
  const w = (s: string[], h: string[], pad = 8) => slot(g, s, h, pad);
  const cols = flexColumns(g, [
    {
      key: 'auth',
      header: ['Número de', 'autorización'],
      align: 'left',
      width: w(['000000'], ['autorización']),
    },
    {
      key: 'date',
      header: ['Fecha de', 'transacción'],
      align: 'left',
      width: w(['00/00/0000'], ['transacción']),
    },
    { key: 'desc', header: ['', 'Descripción'], align: 'left' },
    {
      key: 'orig',
      header: ['Valor', 'original'],
      align: 'right',
      width: w(['3.000.000,00'], ['original'], 12),
    },
    {
      key: 'rate',
      header: ['Tasa', 'pactada'],
      align: 'right',
      width: w(['2,44%'], ['pactada'], 10),
    },
    {
      key: 'ea',
      header: ['Tasa EA', 'facturada'],
      align: 'right',
      width: w(['33,55%'], ['facturada'], 10),
    },
    {
      key: 'amount',
      header: ['Cargos y', 'abonos'],
      align: 'right',
      width: w(['-8.000.000,00'], ['abonos'], 12),
    },
    {
      key: 'rest',
      header: ['Saldo a', 'diferir'],
      align: 'right',
      width: w(['3.000.000,00'], ['diferir'], 12),
    },
    { key: 'cuotas', header: ['', 'Cuotas'], align: 'right', width: w(['36/36'], ['Cuotas'], 12) },
  ]);
  const rows: Row[] = items.map((i) =>
    linesRow(
      st,
      i.t,
      [i.t.description],
      { auth: i.auth, date: D(i.printedDate) },
      {
        orig: i.t === pay ? '' : m(i.original),
        rate:
          i.cuota && i.cuota !== '1/1' && i.cuota.split('/')[1] !== '1'
            ? `${rate.toFixed(2).replace('.', ',')}%`
            : '',
        ea:
          i.cuota && i.cuota !== '1/1' && i.cuota.split('/')[1] !== '1'
            ? `${ea.toFixed(2).replace('.', ',')}%`
            : '',
        amount: neg(-i.t.amount),
        rest: i.cuota ? m(i.remaining) : '',
        cuotas: i.cuota,
      },
      null,
    ),
  );
  const future = items.reduce((s, i) => s + i.remaining, 0);
  const limit = Math.max(
    -closing + future + logAmount(rng, 100_000_000, 1_500_000_000, 100_000),
    200_000_000,
  );
  const purchases = -sumOf(
    items.filter((i) => i.t !== pay && i.t !== handling && i.t !== ints).map((i) => i.t),
  );
  const x2 = g.left + (g.right - g.left) * 0.5;
  const pairs = (a: [string, string], b?: [string, string], bold = false) => ({
    cells: [
      { text: a[0], x: g.left, bold },
      { text: a[1], x: x2 - 40, align: 'right' as const, bold },
      ...(b
        ? [
            { text: b[0], x: x2 },
            { text: b[1], x: g.right, align: 'right' as const },
          ]
        : []),
    ],
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          { text: 'EXTRACTO TARJETA DE CRÉDITO', x: g.right, align: 'right', bold: true },
        ],
        gapAfter: g.lineHeight * 0.4,
      },
      {
        cells: [
          { text: holder, x: g.left, bold: true },
          { text: `Tarjeta ${card}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `Fecha de corte: ${D(end)}`, x: g.left },
          { text: `Periodo facturado: ${D(start)} - ${D(end)}`, x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
      pairs(
        ['Saldo anterior', `$ ${m(previous)}`],
        ['Pago mínimo', `$ ${m(Math.round(-closing * 0.1))}`],
      ),
      pairs(
        ['+ Compras y avances del mes', `$ ${m(purchases)}`],
        ['Fecha límite de pago', D(addDays(end, 20))],
      ),
      pairs(
        ['+ Intereses corrientes', `$ ${m(ints ? -ints.amount : 0)}`],
        ['Cupo total', `$ ${m(limit)}`],
      ),
      pairs(
        ['+ Cuota de manejo', `$ ${m(fee)}`],
        ['Cupo disponible', `$ ${m(limit + closing - future)}`],
      ),
      pairs(
        ['- Pagos y abonos', `$ ${m(paid)}`],
        ['Deuda total (con cuotas futuras)', `$ ${m(-closing + future)}`],
      ),
      pairs(['= Pago total', `$ ${m(-closing)}`], undefined, true),
      {
        cells: [
          {
            text: `Tasa de interés vigente: ${rate.toFixed(2).replace('.', ',')}% M.V. - ${ea.toFixed(2).replace('.', ',')}% E.A.`,
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
        wrapKey: 'desc',
        title: 'Movimientos del periodo',
        continuedSuffix: ' (continuación)',
      },
    ],
    {
      pageHeader: () => [
        [
          { text: `${holder}  Tarjeta ${card}`, x: g.left },
          { text: `Fecha de corte: ${D(end)}`, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: 'Vigilado Superintendencia Financiera de Colombia. Defensor del Consumidor Financiero.',
            x: g.left,
            size: g.size - 2,
          },
        ],
        [{ text: `Página ${p} de ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'co-tarjeta-cuotas', spec, statements: [st] };
};
