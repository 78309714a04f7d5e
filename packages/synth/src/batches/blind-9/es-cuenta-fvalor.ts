/**
 * A Spanish current account statement (BBVA / CaixaBank / Santander-like "Extracto de
 * movimientos"): titular, IBAN, "Periodo: 01/03/2025 - 31/03/2025", then Fecha | F.Valor |
 * Concepto | Importe | Saldo with DD/MM/YYYY dates, dot-thousands comma-decimal euros, ONE signed
 * Importe column ("-45,20") and a running saldo. A "Saldo inicial" row first and a "Saldo final"
 * row last (not transactions). Bizum sent and received, recibos (domiciled bills) with the
 * issuer, card purchases, transfers, the nómina, and a maintenance fee.
 */
import { docSpec, type FamilyFn, geometry, holderName } from '../../families.ts';
import { addDays, DE, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { iban } from '../blind-2/kit.ts';
import { legalFooter, moneyColumns, statementOf, tx, txRow, word } from '../blind-3/common.ts';
import { calendarPeriod } from '../blind-4/kit.ts';
import { rowCount } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from './kit.ts';

const NAMES = ['MARIA', 'JAVIER', 'LUCIA', 'CARLOS', 'ANA', 'PABLO', 'ELENA', 'DAVID', 'SARA'];
const SURN = ['GARCIA', 'LOPEZ', 'MARTINEZ', 'SANCHEZ', 'PEREZ', 'GOMEZ', 'RUIZ', 'DIAZ'];
const who = (rng: Rng) => `${rng.pick(NAMES)} ${rng.pick(SURN)} ${rng.pick(SURN)}`;

function concepto(rng: Rng, credit: boolean): [string, boolean] {
  if (credit)
    return rng.pick([
      [
        `BIZUM DE ${who(rng)} CONCEPTO ${rng.pick(['CENA', 'REGALO', 'LOTERIA', 'ALQUILER'])}`,
        false,
      ],
      [`TRANSFERENCIA DE ${who(rng)}`, true],
      [`ABONO NOMINA ${word(rng).toUpperCase()} SL`, true],
      [`DEVOLUCION COMPRA ${rng.pick(['ZARA', 'AMAZON', 'DECATHLON'])}`, true],
    ] as [string, boolean][]);
  return rng.pick([
    [`BIZUM A ${who(rng)} CONCEPTO ${rng.pick(['CAFES', 'PADEL', 'CENA', 'GASOLINA'])}`, false],
    [
      `RECIBO ${rng.pick(['IBERDROLA CLIENTES SAU', 'ENDESA ENERGIA SAU', 'TELEFONICA DE ESPANA SAU', 'CANAL DE ISABEL II', 'MAPFRE ESPANA', 'VODAFONE ESPANA SAU'])} Nº ${rng.int(10_000_000, 99_999_999)}`,
      true,
    ],
    [
      `COMPRA TARJ. ${rng.pick(['MERCADONA', 'CARREFOUR', 'EL CORTE INGLES', 'LIDL', 'REPSOL', 'DIA'])} ${rng.pick(['MADRID', 'SEVILLA', 'VALENCIA', 'BILBAO', 'MALAGA'])}`,
      false,
    ],
    [`TRANSFERENCIA A ${who(rng)}`, false],
    [`RETIRADA EFECTIVO CAJERO ${rng.pick(['MADRID', 'SEVILLA', 'VALENCIA'])}`, false],
  ] as [string, boolean][]);
}

export const esCuentaFvalor: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.25, 110);
  const { start, end } = calendarPeriod(rng, count > 55 ? 2 : 1);
  const txs: SynthTx[] = scatter(rng, start, end, count, (date) => {
    const credit = rng.chance(0.3);
    const [c, lag] = concepto(rng, credit);
    const bizum = c.startsWith('BIZUM');
    const amount = c.startsWith('ABONO NOMINA')
      ? logAmount(rng, 110_000, 380_000)
      : bizum
        ? rng.int(1, 150) * 100 + rng.pick([0, 0, 50])
        : logAmount(rng, 300, credit ? 320_000 : 150_000);
    const t = tx(date, c, credit ? amount : -amount);
    t.postDate = lag ? addDays(date, rng.pick([0, 1, 2])) : date;
    if (c.startsWith('COMPRA')) t.postDate = addDays(date, -rng.pick([0, 1, 2]));
    if (t.postDate > end) t.postDate = end;
    return t;
  });
  if (rng.chance(0.5))
    txs.push(tx(end, 'COMISION MANTENIMIENTO', -rng.pick([300, 600, 1_500, 2_000])));
  for (const t of txs) t.postDate ??= t.date;
  const opening = liftOpening(txs, rng.int(20_000, 1_500_000), 0);
  const bank = rng.pick([`Banco ${word(rng)}`, `${word(rng)}Bank`, `Caja ${word(rng)}`]);
  const holder = holderName(rng)
    .replace(/^(Mr|Mrs|Ms|Dr) /, '')
    .toUpperCase();
  const acct = iban(rng, 'ES', 20);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Cuenta corriente',
    currency: 'EUR',
    start,
    end,
    opening,
    txs,
    printsTotals: false,
  });
  const s = (v: number) => `${v < 0 ? '-' : ''}${formatMinor(v, DE)}`;
  const d = (iso: string) => formatDate(iso, 'DD/MM/YYYY');
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['Fecha'], 58],
      ['vdate', ['F.Valor'], 58],
    ],
    desc: ['Concepto'],
    money: [
      ['amount', ['Importe']],
      ['balance', ['Saldo']],
    ],
    moneyWidth: 70,
  });
  const closing = txs.at(-1)!.balance;
  const rows: Row[] = [
    { cells: { date: d(start), desc: 'Saldo inicial', balance: s(opening) } },
    ...txs.map((t) =>
      txRow(
        st,
        t,
        { date: d(t.date), vdate: d(t.postDate!), amount: s(t.amount), balance: s(t.balance) },
        t.balance,
      ),
    ),
    { cells: { date: d(end), desc: 'Saldo final', balance: s(closing) } },
  ];
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          {
            text: 'Extracto de movimientos',
            x: g.right,
            align: 'right',
            bold: true,
            size: g.size + 2,
          },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: `Titular: ${holder}`, x: g.left },
          { text: `Periodo: ${d(start)} - ${d(end)}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `IBAN: ${acct}`, x: g.left },
          { text: 'Divisa: EUR', x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `Cuenta: ${rng.pick(['Cuenta Online', 'Cuenta Nómina', 'Cuenta Corriente'])}`,
            x: g.left,
          },
          { text: `Fecha de emisión: ${d(addDays(end, 1))}`, x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
    ],
  };
  const spec = docSpec(
    g,
    [header, { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true }],
    {
      pageHeader: (p) => [
        [
          { text: `${holder}  ${acct}`, x: g.left },
          { text: `Pág. ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `${bank}, S.A. Inscrita en el Registro Mercantil. Entidad adherida al Fondo de Garantía de Depósitos.`,
        (p, n) => `Página ${p} de ${n}`,
      ),
    },
  );
  return { family: 'es-cuenta-fvalor', spec, statements: [st] };
};
