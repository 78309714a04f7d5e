/**
 * Spanish extracto de cuenta (Santander / BBVA / CaixaBank-like): F. Operación / F. Valor /
 * Concepto / Importe / Saldo with a running balance on every row, amounts signed, sometimes
 * with " €"; printed oldest or newest first; "Del 1 de julio al 31 de julio de 2023" or
 * "Periodo: 01/07/2023 - 31/07/2023"; Saldo anterior / Saldo final; totals sometimes.
 */
import { addressLines, docSpec, type FamilyFn, geometry, totals } from '../../families.ts';
import { addDays, DE, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { fakeWord } from '../../model.ts';
import { spanish } from './descriptors.ts';
import {
  activity,
  footerOf,
  iban,
  pairLines,
  printedOrder,
  statementOf,
  textLines,
  txRow,
} from './kit.ts';

export const esBancoExtracto: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const bank = rng.pick([
    `BANCO ${fakeWord(rng).toUpperCase()}`,
    `CAJA ${fakeWord(rng).toUpperCase()}`,
    `${fakeWord(rng).toUpperCase()}BANK`,
  ]);
  const a = activity(rng, g, o.pages, {
    locale: 'es',
    describe: spanish,
    perRow: 1.3,
    floor: 0,
    calendarMonth: rng.chance(0.6),
    valueLag: [0, 0, 0, 1, 2],
  });
  const holder = `${fakeWord(rng).toUpperCase()} ${fakeWord(rng).toUpperCase()} ${fakeWord(rng).toUpperCase()}`;
  const account = iban(rng, 'ES', 20);
  const printsTotals = rng.chance(0.5);
  const st = statementOf(a, {
    bank,
    holder,
    account,
    type: 'Cuenta corriente',
    currency: 'EUR',
    printsTotals,
  });
  const euro = rng.chance(0.4) ? ' €' : '';
  const money = (m: number) => `${m < 0 ? '-' : ''}${formatMinor(m, DE)}${euro}`;
  const day = rng.pick(['DD/MM/YYYY', 'DD/MM/YYYY', 'DD/MM']);
  const newestFirst = rng.chance(0.4);
  const rows: Row[] = a.txs.map((tx, i) =>
    txRow(
      st,
      a,
      i,
      {
        date: formatDate(tx.date, day),
        valor: formatDate(tx.postDate!, day),
        amount: money(tx.amount),
        balance: money(tx.balance),
      },
      tx.balance,
    ),
  );
  const full = (iso: string) => formatDate(iso, 'DD/MM/YYYY');
  const period = rng.pick([
    `Periodo: ${full(a.start)} - ${full(a.end)}`,
    `Del ${formatDate(a.start, 'D de MMMM', 'es')} al ${formatDate(a.end, 'D de MMMM de YYYY', 'es')}`,
    `Movimientos desde ${full(a.start)} hasta ${full(a.end)}`,
  ]);
  const t = totals(a.txs);
  const valorX = g.left + rng.int(60, 72);
  const descX = valorX + rng.int(60, 72);
  const balanceX = g.right;
  const amountX = balanceX - rng.int(80, 95);
  const addr = addressLines(rng, 'es');
  const rightX = g.left + (g.right - g.left) * 0.55;
  const summary: [string, string][] = [
    [`Saldo anterior a ${full(addDays(a.start, -1))}`, money(a.opening)],
    ...(printsTotals
      ? ([
          ['Total cargos', money(-t.moneyOut)],
          ['Total abonos', money(t.moneyIn)],
        ] as [string, string][])
      : []),
    [`Saldo final a ${full(a.end)}`, money(a.closing)],
  ];
  const body: Block[] = [
    textLines(
      g,
      [
        [{ text: bank, x: g.left, bold: true, size: g.size + 6 }],
        [],
        [
          { text: 'EXTRACTO DE CUENTA', x: g.left, bold: true },
          { text: holder, x: rightX },
        ],
        [
          { text: period, x: g.left },
          { text: addr[0] as string, x: rightX },
        ],
        [
          { text: `Titular: ${holder}`, x: g.left },
          { text: addr[1] as string, x: rightX },
        ],
        [{ text: `IBAN: ${account}`, x: g.left }],
        [],
        ...pairLines(g.left, g.left + 260, summary),
      ],
      g.lineHeight,
    ),
    {
      kind: 'table',
      columns: [
        {
          key: 'date',
          header: [rng.pick(['F. Operación', 'F. Oper.', 'Fecha'])],
          x: g.left,
          align: 'left',
        },
        { key: 'valor', header: ['F. Valor'], x: valorX, align: 'left' },
        {
          key: 'desc',
          header: [rng.pick(['Concepto', 'Descripción'])],
          x: descX,
          align: 'left',
          width: amountX - descX - 75,
        },
        { key: 'amount', header: ['Importe'], x: amountX, align: 'right' },
        { key: 'balance', header: ['Saldo'], x: balanceX, align: 'right' },
      ],
      rows: printedOrder(rows, newestFirst),
      wrapKey: 'desc',
      headerRule: rng.chance(0.7),
    },
  ];
  return {
    family: 'es-banco-extracto',
    spec: docSpec(g, body, {
      pageHeader: () => [
        [
          { text: bank, x: g.left, bold: true },
          { text: `IBAN: ${account}`, x: g.right, align: 'right' },
        ],
      ],
      footer: footerOf(g, (p, n) => `Página ${p} de ${n}`, [
        `${bank}, S.A. Inscrita en el Registro Mercantil de ${fakeWord(rng).toUpperCase()}, Tomo ${rng.int(1000, 9999)}, Folio ${rng.int(1, 200)}. NIF A${rng.int(10000000, 99999999)}.`,
      ]),
    }),
    statements: [st],
  };
};
