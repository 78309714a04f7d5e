/**
 * Portuguese extrato (CGD / Millennium bcp-like): Data Mov. / Data Valor / Descritivo / Débito /
 * Crédito / Saldo on every row, SALDO INICIAL / SALDO FINAL rows, "A TRANSPORTAR" / "TRANSPORTE"
 * at page breaks, ISO-like or DD-MM-YYYY dates, short upper-case descriptors (COMPRA, LEV, DD,
 * TRF MB WAY); sometimes a totals row.
 */
import { addressLines, docSpec, type FamilyFn, geometry, totals } from '../../families.ts';
import { addDays, DE, FR, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { fakeWord } from '../../model.ts';
import { portuguese } from './descriptors.ts';
import {
  accountDigits,
  activity,
  footerOf,
  iban,
  plainName,
  statementOf,
  textLines,
  txRow,
} from './kit.ts';

export const ptBancoExtrato: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const bank = rng.pick([
    `BANCO ${fakeWord(rng).toUpperCase()}`,
    `CAIXA ${fakeWord(rng).toUpperCase()}`,
    `MILLENNIUM ${fakeWord(rng).toUpperCase()}`,
  ]);
  const a = activity(rng, g, o.pages, {
    locale: 'es',
    describe: portuguese,
    perRow: 1.1,
    floor: 0,
    calendarMonth: rng.chance(0.5),
    valueLag: [0, 0, 0, 1],
  });
  const holder = plainName(rng).toUpperCase();
  const account = accountDigits(rng, 13);
  const printsTotals = rng.chance(0.5);
  const st = statementOf(a, {
    bank,
    holder,
    account,
    type: 'Conta à ordem',
    currency: 'EUR',
    printsTotals,
  });
  const ns = rng.chance(0.5) ? DE : FR;
  const day = rng.pick(['YYYY-MM-DD', 'DD-MM-YYYY', 'DD.MM']);
  const money = (m: number) => `${m < 0 ? '-' : ''}${formatMinor(m, ns)}`;
  const rows: Row[] = a.txs.map((tx, i) =>
    txRow(
      st,
      a,
      i,
      {
        date: formatDate(tx.date, day),
        valor: formatDate(tx.postDate!, day),
        [tx.amount < 0 ? 'debito' : 'credito']: formatMinor(tx.amount, ns),
        saldo: money(tx.balance),
      },
      tx.balance,
    ),
  );
  const t = totals(a.txs);
  rows.unshift({
    cells: { desc: 'SALDO INICIAL', saldo: money(a.opening) },
    bold: true,
    balanceAfter: a.opening,
  });
  if (printsTotals)
    rows.push({
      cells: {
        desc: 'TOTAL DE MOVIMENTOS',
        debito: formatMinor(t.moneyOut, ns),
        credito: formatMinor(t.moneyIn, ns),
      },
      bold: true,
    });
  rows.push({ cells: { desc: 'SALDO FINAL', saldo: money(a.closing) }, bold: true });
  const valorX = g.left + rng.int(58, 66);
  const descX = valorX + rng.int(58, 66);
  const saldoX = g.right;
  const creditoX = saldoX - rng.int(72, 84);
  const debitoX = creditoX - rng.int(68, 80);
  const isoFmt = rng.pick(['YYYY-MM-DD', 'DD-MM-YYYY']);
  const iso = (d: string) => formatDate(d, isoFmt);
  const addr = addressLines(rng, 'es').map((l) => l.replace('Calle', 'Rua'));
  const body: Block[] = [
    textLines(
      g,
      [
        [{ text: bank, x: g.left, bold: true, size: g.size + 6 }],
        [],
        [{ text: holder, x: g.left + (g.right - g.left) * 0.55 }],
        [{ text: addr[0] as string, x: g.left + (g.right - g.left) * 0.55 }],
        [{ text: addr[1] as string, x: g.left + (g.right - g.left) * 0.55 }],
        [],
        [{ text: 'EXTRATO DE CONTA', x: g.left, bold: true, size: g.size + 1 }],
        [
          {
            text: rng.pick([
              `Período: ${iso(a.start)} a ${iso(a.end)}`,
              `EXTRATO DE ${formatDate(a.start, 'YYYY/MM/DD')} A ${formatDate(a.end, 'YYYY/MM/DD')}`,
            ]),
            x: g.left,
          },
        ],
        [{ text: `Conta à ordem N.º ${account}   Moeda: EUR`, x: g.left }],
        [{ text: `IBAN ${iban(rng, 'PT', 21).replace(/^PT\d\d/, 'PT50')}`, x: g.left }],
        [{ text: `Data de emissão: ${iso(addDays(a.end, rng.int(1, 3)))}`, x: g.left }],
      ],
      g.lineHeight,
    ),
    {
      kind: 'table',
      columns: [
        { key: 'date', header: ['Data Mov.'], x: g.left, align: 'left' },
        { key: 'valor', header: ['Data Valor'], x: valorX, align: 'left' },
        {
          key: 'desc',
          header: ['Descritivo'],
          x: descX,
          align: 'left',
          width: debitoX - descX - 70,
        },
        { key: 'debito', header: ['Débito'], x: debitoX, align: 'right' },
        { key: 'credito', header: ['Crédito'], x: creditoX, align: 'right' },
        { key: 'saldo', header: ['Saldo'], x: saldoX, align: 'right' },
      ],
      rows,
      wrapKey: 'desc',
      headerRule: rng.chance(0.6),
      carry: {
        end: (b) => ({ cells: { desc: 'A TRANSPORTAR', saldo: money(b) } }),
        start: (b) => ({ cells: { desc: 'TRANSPORTE', saldo: money(b) } }),
      },
    },
  ];
  return {
    family: 'pt-banco-extrato',
    spec: docSpec(g, body, {
      pageHeader: () => [
        [
          { text: `${bank} · Extrato de conta N.º ${account}`, x: g.left },
          { text: holder, x: g.right, align: 'right' },
        ],
      ],
      footer: footerOf(g, (p, n) => `Pág. ${p}/${n}`, [
        `${bank}, S.A. · Sede: ${fakeWord(rng).toUpperCase()} · Capital Social EUR ${formatMinor(rng.int(1, 9) * 1e11, ns)} · NIPC ${rng.int(500000000, 509999999)}`,
      ]),
    }),
    statements: [st],
  };
};
