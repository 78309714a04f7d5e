/**
 * Mexican checking account (BBVA México-like): "Estado de Cuenta", "Periodo DEL 01/07/2023 AL
 * 31/07/2023", "Fecha de Corte", No. de Cuenta / No. de Cliente, a "Comportamiento" summary
 * (Saldo Anterior, Depósitos / Abonos (+) with count, Retiros / Cargos (-) with count, Saldo
 * Final), then "Detalle de Movimientos Realizados": FECHA OPER | FECHA LIQ | DESCRIPCIÓN |
 * CARGOS | ABONOS | SALDO with "03/JUL" dates, two-line SPEI descriptions and the
 * balance only on each day's last movement. Pesos with comma grouping.
 */
import {
  accountNumber,
  docSpec,
  type FamilyFn,
  geometry,
  periodFor,
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
  redescribe,
  scaleAmounts,
  statementOf,
  txRow,
  word,
} from './common.ts';

const BANKS = [
  'BANORTE',
  'SANTANDER',
  'BANAMEX',
  'HSBC',
  'AZTECA',
  'SCOTIABANK',
  'INBURSA',
  'NU MEXICO',
];

function mxDescribe(rng: Rng, credit: boolean): string {
  const r = rng.next();
  const name = `${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  if (credit) {
    if (r < 0.4) return `SPEI RECIBIDO${rng.pick(BANKS)} 00${digits(rng, 8)} ${name}`;
    if (r < 0.6) return `PAGO DE NOMINA ${word(rng).toUpperCase()} SA DE CV`;
    if (r < 0.75) return `DEPOSITO EFECTIVO PRACTIC FOLIO:${digits(rng, 4)}`;
    if (r < 0.85) return `DEPOSITO DE TERCERO REFBNTC00${digits(rng, 6)} ${name}`;
    return 'PAGO RENDIMIENTOS';
  }
  if (r < 0.3)
    return `SPEI ENVIADO ${rng.pick(BANKS)} 00${digits(rng, 8)} ${rng.pick(['renta', 'pago', 'colegiatura', 'prestamo'])} ${rng.pick(['julio', 'agosto', ''])}`.trim();
  if (r < 0.5)
    return `${rng.pick(['OXXO', 'WALMART', 'SORIANA', 'CHEDRAUI', 'LIVERPOOL', 'STARBUCKS', 'PEMEX GAS'])} ${rng.pick(['CDMX', 'GDL', 'MTY', 'PUEBLA'])} RFC: ${word(rng).toUpperCase().slice(0, 4)}${digits(rng, 6)} ${digits(rng, 2)}:${digits(rng, 2)} AUT: ${digits(rng, 6)}`;
  if (r < 0.6)
    return `RETIRO CAJERO AUTOMATICO ${rng.pick(['AV REFORMA', 'POLANCO', 'COYOACAN', 'SATELITE'])} FOLIO:${digits(rng, 4)}`;
  if (r < 0.7) return `PAGO CUENTA DE TERCERO BNET 0${digits(rng, 9)} ${name}`;
  if (r < 0.8) return `PAGO TARJETA DE CREDITO ${digits(rng, 4)}`;
  if (r < 0.88)
    return `DOMICILIACION ${rng.pick(['TELMEX', 'CFE', 'IZZI', 'TELCEL', 'NETFLIX'])} ${digits(rng, 10)}`;
  if (r < 0.95) return 'COMISION MANEJO DE CUENTA';
  return 'IVA COMISION';
}

export const mxCargosAbonos: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowsFor(rng, g, o.pages, 1.8);
  const { start, end } = periodFor(rng, count);
  const drawn = rng.int(0, 800_000);
  const txs = generateTransactions(rng, {
    locale: 'es',
    start,
    end,
    count,
    opening: drawn,
    floor: 0,
  });
  const opening = scaleAmounts(txs, drawn, rng.pick([5, 10, 20]));
  redescribe(txs, (credit) => mxDescribe(rng, credit));
  const bank = rng.pick([`${word(rng).toUpperCase()} MEXICO`, `BANCO ${word(rng).toUpperCase()}`]);
  const holder = `${word(rng).toUpperCase()} ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  const acct = `0${accountNumber(rng, 9)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: rng.pick(['Libreton Basico Cuenta Digital', 'Cuenta de Cheques', 'Cuenta Nomina']),
    currency: 'MXN',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const mon = (iso: string) => formatDate(iso, 'DD/MMM', 'es').toUpperCase();
  const m = (v: number) => formatMinor(v, EN);
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['FECHA', 'OPER'], 40],
      ['vdate', ['FECHA', 'LIQ'], 42],
    ],
    desc: ['DESCRIPCIÓN'],
    money: [
      ['out', ['CARGOS']],
      ['in', ['ABONOS']],
      ['balance', ['SALDO']],
    ],
    moneyWidth: 66,
  });
  const rows: Row[] = [];
  txs.forEach((t, i) => {
    const lastOfDay = i === txs.length - 1 || txs[i + 1]!.date !== t.date;
    const liq = rng.chance(0.85) ? t.date : addDays(t.date, 1) > end ? t.date : addDays(t.date, 1);
    t.postDate = liq;
    rows.push(
      txRow(
        st,
        t,
        {
          date: mon(t.date),
          vdate: mon(liq),
          [t.amount < 0 ? 'out' : 'in']: m(Math.abs(t.amount)),
          ...(lastOfDay ? { balance: m(t.balance) } : {}),
        },
        lastOfDay ? t.balance : null,
      ),
    );
  });
  const closing = txs.length ? txs[txs.length - 1]!.balance : opening;
  const tt = totals(txs);
  const nIn = txs.filter((t) => t.amount > 0).length;
  const fdn = (iso: string) => formatDate(iso, 'DD/MM/YYYY');
  const lx = g.left + (g.right - g.left) * 0.52;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 7 },
          { text: 'Estado de Cuenta', x: g.right, align: 'right', bold: true, size: g.size + 2 },
        ],
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          { text: holder, x: g.left, bold: true },
          { text: 'Periodo', x: lx },
          { text: `DEL ${fdn(start)} AL ${fdn(end)}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `AV ${word(rng).toUpperCase()} ${rng.int(1, 999)} INT ${rng.int(1, 40)}`,
            x: g.left,
          },
          { text: 'Fecha de Corte', x: lx },
          { text: fdn(end), x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `COL ${word(rng).toUpperCase()}`, x: g.left },
          { text: 'No. de Cuenta', x: lx },
          { text: acct, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `${rng.int(10000, 99999)} ${rng.pick(['CIUDAD DE MEXICO', 'GUADALAJARA, JAL', 'MONTERREY, NL'])}`,
            x: g.left,
          },
          { text: 'No. de Cliente', x: lx },
          { text: accountNumber(rng, 8), x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `R.F.C ${word(rng).toUpperCase().slice(0, 4)}${digits(rng, 6)}`, x: g.left },
          { text: 'CLABE', x: lx },
          { text: `012${digits(rng, 3)}0${acct}${digits(rng, 1)}`, x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight,
      },
      { cells: [{ text: 'Comportamiento', x: g.left, bold: true }] },
      {
        cells: [
          { text: 'Saldo Anterior', x: g.left },
          { text: m(opening), x: g.left + 280, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Depósitos / Abonos (+)', x: g.left },
          { text: String(nIn), x: g.left + 180, align: 'right' },
          { text: m(tt.moneyIn), x: g.left + 280, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Retiros / Cargos (-)', x: g.left },
          { text: String(txs.length - nIn), x: g.left + 180, align: 'right' },
          { text: m(tt.moneyOut), x: g.left + 280, align: 'right' },
        ],
      },
      {
        cells: [
          { text: 'Saldo Final', x: g.left, bold: true },
          { text: m(closing), x: g.left + 280, align: 'right', bold: true },
        ],
      },
    ],
  };
  const body: Block[] = [
    header,
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'table',
      title: 'Detalle de Movimientos Realizados',
      continuedSuffix: rng.pick(['', ' (continuación)']),
      columns: cols,
      rows,
      wrapKey: 'desc',
      headerRule: true,
    },
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'lines',
      lines: [
        { cells: [{ text: 'Total de Movimientos', x: g.left, bold: true }] },
        {
          cells: [
            { text: 'TOTAL IMPORTE CARGOS', x: g.left },
            { text: m(tt.moneyOut), x: g.left + 280, align: 'right' },
            { text: 'TOTAL MOVIMIENTOS CARGOS', x: g.left + 300 },
            { text: String(txs.length - nIn), x: g.right, align: 'right' },
          ],
        },
        {
          cells: [
            { text: 'TOTAL IMPORTE ABONOS', x: g.left },
            { text: m(tt.moneyIn), x: g.left + 280, align: 'right' },
            { text: 'TOTAL MOVIMIENTOS ABONOS', x: g.left + 300 },
            { text: String(nIn), x: g.right, align: 'right' },
          ],
        },
      ],
    },
  ];
  const spec = docSpec(g, body, {
    pageHeader: (p) => [
      [
        { text: bank, x: g.left, bold: true },
        { text: `No. de Cuenta ${acct}   PAGINA ${p}`, x: g.right, align: 'right' },
      ],
    ],
    footer: legalFooter(
      g,
      `${bank}, S.A., Institución de Banca Múltiple. Este documento es una representación impresa de un CFDI.`,
      (p, n) => `PAGINA ${p} / ${n}`,
    ),
  });
  return { family: 'mx-cargos-abonos', spec, statements: [st] };
};
