/**
 * A Dominican Republic current account statement (Banco Popular / BHD-like, under an invented
 * bank): "ESTADO DE CUENTA", "Desde 01/03/2024 Hasta 31/03/2024", RD$ amounts "1,234.56",
 * Fecha | Referencia | Descripción | Débitos | Créditos | Balance with DD/MM/YYYY dates, a
 * BALANCE ANTERIOR row, transfers to third parties and other banks (ACH / LBTR), cheques paid,
 * card purchases, each transfer or cheque followed by its "IMPUESTO DGII 0.15%" row (the 0.15 %
 * tax on payments by cheque and transfer), ACH fees, monthly commission, a summary with counts
 * (Balance inicial, Débitos (n), Créditos (n), Balance final, Balance promedio) that is not rows.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { digits, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod } from '../blind-4/kit.ts';
import { rowCount } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { flexColumns } from '../blind-10/kit.ts';
import { rowMaker } from '../blind-11/kit.ts';
import { printedRow } from '../blind-14/kit.ts';
import { letterhead, smallPrint } from './kit.ts';

const SHOPS = [
  'SUPERMERCADOS NACIONAL',
  'LA SIRENA',
  'JUMBO',
  'FARMACIA CAROL',
  'SHELL',
  'TEXACO',
  'CLARO',
  'UBER',
  'PRICESMART',
  'PLAZA LAMA',
];

export const doCuentaDgii: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowCount(rng, g, o.pages, 1.3, 100);
  const { start, end } = calendarPeriod(rng, 1);
  const { mk } = rowMaker();
  const refs = new Map<SynthTx, string>();
  const dgii = (t: SynthTx): SynthTx => {
    const f = mk(
      t.date,
      ['IMPUESTO DGII 0.15%'],
      -Math.max(1, Math.round((-t.amount * 15) / 10_000)),
    );
    refs.set(f, refs.get(t)!);
    return f;
  };
  const txs = scatter(rng, start, end, count, (d): SynthTx | SynthTx[] => {
    const r = rng.next();
    const ref = digits(rng, rng.pick([6, 8, 9]));
    const put = (t: SynthTx): SynthTx => {
      refs.set(t, ref);
      return t;
    };
    if (r < 0.4)
      return put(mk(d, [`COMPRA TARJETA ${rng.pick(SHOPS)}`], -logAmount(rng, 15_000, 1_200_000)));
    if (r < 0.58) {
      const t = put(
        mk(
          d,
          [`TRANSF. A TERCEROS ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`],
          -logAmount(rng, 100_000, 6_000_000, 100),
        ),
      );
      return [t, dgii(t)];
    }
    if (r < 0.68) {
      const t = put(
        mk(
          d,
          [
            `TRANSF. ACH A ${rng.pick(['BANRESERVAS', 'BHD', 'SCOTIABANK', 'BANCO SANTA CRUZ', 'ASOC. CIBAO'])} ${word(rng).toUpperCase()}`,
          ],
          -logAmount(rng, 100_000, 5_000_000, 100),
        ),
      );
      return [
        t,
        dgii(t),
        put(mk(d, ['COMISION TRANSFERENCIA ACH'], -rng.pick([5_000, 7_500, 10_000]))),
      ];
    }
    if (r < 0.75) {
      const t = put(
        mk(d, [`CHEQUE PAGADO No. ${digits(rng, 6)}`], -logAmount(rng, 200_000, 8_000_000, 100)),
      );
      return [t, dgii(t)];
    }
    if (r < 0.82)
      return put(
        mk(d, [`RETIRO CAJERO AUTOMATICO ${word(rng).toUpperCase()}`], -rng.int(5, 100) * 100_000),
      );
    if (r < 0.92)
      return put(
        mk(
          d,
          [`TRANSF. RECIBIDA DE ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`],
          logAmount(rng, 100_000, 8_000_000, 100),
        ),
      );
    return put(
      mk(
        d,
        [rng.pick(['DEPOSITO EN EFECTIVO', 'DEPOSITO CHEQUE OTRO BANCO'])],
        logAmount(rng, 200_000, 6_000_000, 100),
      ),
    );
  });
  const pay = mk(
    `${start.slice(0, 8)}${rng.pick(['14', '15', '25', '28'])}`,
    [`NOMINA ${word(rng).toUpperCase()} SRL`],
    logAmount(rng, 2_500_000, 18_000_000, 100),
  );
  refs.set(pay, digits(rng, 8));
  const at = txs.findIndex((t) => t.date > pay.date);
  txs.splice(at < 0 ? txs.length : at, 0, pay);
  const fee = mk(end, ['COMISION MANEJO DE CUENTA'], -rng.pick([15_000, 25_000, 35_000]));
  refs.set(fee, '');
  txs.push(fee);
  const opening = liftOpening(
    txs,
    logAmount(rng, 500_000, 20_000_000),
    logAmount(rng, 5_000, 500_000),
  );
  const closing = txs.at(-1)!.balance;
  const bank = `Banco ${word(rng)}`;
  const holder = `${word(rng).toUpperCase()} ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  const acct = digits(rng, 9);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Cuenta Corriente',
    currency: 'DOP',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const a = (m: number) => formatMinor(m, EN);
  const d = (iso: string) => formatDate(iso, 'DD/MM/YYYY');
  const cols = flexColumns(g, [
    { key: 'date', header: ['Fecha'], align: 'left', width: 60 },
    { key: 'ref', header: ['Referencia'], align: 'left', width: 62 },
    { key: 'desc', header: ['Descripción'], align: 'left' },
    { key: 'out', header: ['Débitos'], align: 'right', width: 76 },
    { key: 'in', header: ['Créditos'], align: 'right', width: 76 },
    { key: 'bal', header: ['Balance'], align: 'right', width: 82 },
  ]);
  const rows: Row[] = [
    { cells: { date: d(start), desc: 'BALANCE ANTERIOR', bal: a(opening) }, balanceAfter: opening },
  ];
  for (const t of txs)
    rows.push(
      printedRow(
        st,
        t,
        t.description,
        {
          date: d(t.date),
          ref: refs.get(t) ?? '',
          desc: t.description,
          [t.amount < 0 ? 'out' : 'in']: a(t.amount),
          bal: `${t.balance < 0 ? '-' : ''}${a(t.balance)}`,
        },
        t.balance,
      ),
    );
  const credits = txs.filter((t) => t.amount > 0);
  const debits = txs.filter((t) => t.amount < 0);
  const head = letterhead(
    g,
    bank,
    'ESTADO DE CUENTA',
    [
      holder,
      `C/ ${word(rng)} No. ${rng.int(1, 200)}`,
      `${rng.pick(['SANTO DOMINGO, D.N.', 'SANTIAGO DE LOS CABALLEROS', 'LA ROMANA', 'PUNTA CANA'])}`,
    ],
    [
      ['Cuenta Corriente No.', acct],
      ['Moneda', 'RD$ PESOS DOMINICANOS'],
      ['Período', `Desde ${d(start)} Hasta ${d(end)}`],
    ],
  );
  const summ: Block = {
    kind: 'lines',
    lines: [
      { cells: [{ text: 'RESUMEN', x: g.left, bold: true }] },
      ...[
        ['Balance inicial', a(opening)],
        [`Débitos (${debits.length})`, a(-debits.reduce((s, t) => s + t.amount, 0))],
        [`Créditos (${credits.length})`, a(credits.reduce((s, t) => s + t.amount, 0))],
        ['Balance final', a(closing)],
        ['Balance promedio', a(Math.round((opening + closing) / 2))],
      ].map(([l, v]) => ({
        cells: [
          { text: l!, x: g.left },
          { text: `RD$ ${v}`, x: g.left + 230, align: 'right' as const },
        ],
      })),
    ],
  };
  summ.lines.at(-1)!.gapAfter = g.lineHeight;
  const spec = docSpec(
    g,
    [
      head,
      summ,
      {
        kind: 'table',
        title: 'DETALLE DE TRANSACCIONES',
        continuedSuffix: ' (continuación)',
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
            'Impuesto de 0.15% sobre cheques y transferencias electrónicas según Ley 288-04, retenido por cuenta de la DGII.',
          ),
          smallPrint(
            g,
            'Si no recibimos objeción dentro de los 30 días siguientes a la fecha de corte, consideraremos este estado aceptado. Tel. 809-544-5000.',
          ),
        ],
      },
    ],
    {
      pageHeader: () => [
        [
          { text: `${bank}  Cuenta ${acct}`, x: g.left },
          { text: `${d(start)} - ${d(end)}`, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [{ text: `Página ${p} de ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'do-cuenta-dgii', spec, statements: [st] };
};
