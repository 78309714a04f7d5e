/**
 * A Brazilian digital-bank account statement (Nubank-like, under an invented brand): lower-case
 * brand, "Extrato", "01 DE MARÇO DE 2024 a 31 DE MARÇO DE 2024", CPF masked "•••.123.456-••" as
 * "***.123.456-**", agência / conta, a summary "Saldo inicial / Rendimento líquido / Total de
 * entradas / Total de saídas / Saldo final do período" (not rows), then movements GROUPED BY DAY:
 * a "05 MAR 2024" heading with the day's "Total de entradas + 1.234,56" and "Total de saídas
 * - 234,56" lines (not rows), each entry an UNSIGNED amount whose side is only the sub-heading
 * above it, two-line Pix entries (kind, then counterparty - CPF - bank), boleto payments, card
 * bill payment, "Resgate RDB" / "Aplicação RDB" moves; no balance column, no date on the rows.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { DE, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { digits, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod } from '../blind-4/kit.ts';
import { rowCount } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { byDay, flexColumns } from '../blind-10/kit.ts';
import { byDate, rowMaker } from '../blind-11/kit.ts';
import { printedRow } from '../blind-14/kit.ts';
import { smallPrint } from './kit.ts';

const BANKS = [
  'ITAÚ UNIBANCO S.A.',
  'BCO BRADESCO S.A.',
  'CAIXA ECONOMICA FEDERAL',
  'BCO DO BRASIL S.A.',
  'BCO SANTANDER (BRASIL) S.A.',
  'PICPAY',
  'MERCADO PAGO IP LTDA.',
];
const MES = 'JAN FEV MAR ABR MAI JUN JUL AGO SET OUT NOV DEZ'.split(' ');
const MESES =
  'JANEIRO FEVEREIRO MARÇO ABRIL MAIO JUNHO JULHO AGOSTO SETEMBRO OUTUBRO NOVEMBRO DEZEMBRO'.split(
    ' ',
  );

export const brNubankDiario: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 2.4, 80);
  const { start, end } = calendarPeriod(rng, 1);
  const { mk, lines } = rowMaker();
  const party = () =>
    `${word(rng).toUpperCase()} ${word(rng).toUpperCase()} - •••.${digits(rng, 3)}.${digits(rng, 3)}-•• - ${rng.pick(BANKS)}`.replace(
      /•/g,
      '*',
    );
  const txs = scatter(rng, start, end, count, (d): SynthTx => {
    const r = rng.next();
    if (r < 0.35)
      return mk(d, ['Transferência enviada pelo Pix', party()], -logAmount(rng, 1_000, 300_000));
    if (r < 0.6)
      return mk(d, ['Transferência recebida pelo Pix', party()], logAmount(rng, 1_000, 400_000));
    if (r < 0.7)
      return mk(
        d,
        [
          'Pagamento de boleto efetuado',
          rng.pick([
            'ENEL DISTRIBUICAO SP',
            'CLARO S.A.',
            'SABESP',
            `CONDOMINIO ED ${word(rng).toUpperCase()}`,
            'UNIMED',
          ]),
        ],
        -logAmount(rng, 5_000, 150_000),
      );
    if (r < 0.78) return mk(d, ['Pagamento de fatura'], -logAmount(rng, 20_000, 500_000));
    if (r < 0.86)
      return mk(
        d,
        [
          'Compra no débito',
          rng.pick(['IFOOD', 'UBER', 'PAO DE ACUCAR', 'DROGASIL', 'POSTO IPIRANGA']),
        ],
        -logAmount(rng, 1_000, 30_000),
      );
    if (r < 0.93) return mk(d, ['Resgate RDB'], logAmount(rng, 10_000, 300_000));
    return mk(d, ['Aplicação RDB'], -logAmount(rng, 10_000, 200_000));
  });
  byDate(txs);
  const opening = liftOpening(txs, logAmount(rng, 10_000, 800_000), logAmount(rng, 500, 50_000));
  const closing = txs.at(-1)!.balance;
  const bank = `${word(rng).toLowerCase()}`;
  const holder = `${word(rng)} ${word(rng)} ${word(rng)}`;
  const conta = `${digits(rng, 8)}-${digits(rng, 1)}`;
  const st = statementOf({
    bank,
    holder,
    account: conta,
    type: 'Conta de pagamento',
    currency: 'BRL',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const a = (m: number) => formatMinor(m, DE);
  const cols = flexColumns(g, [
    { key: 'desc', header: [''], align: 'left' },
    { key: 'amount', header: [''], align: 'right', width: 100 },
  ]);
  const rows: Row[] = [];
  const heading = (iso: string) =>
    `${iso.slice(8, 10)} ${MES[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
  for (const day of byDay(txs)) {
    const ins = day.filter((t) => t.amount > 0);
    const outs = day.filter((t) => t.amount < 0);
    let first = true;
    for (const [group, label, sign] of [
      [ins, 'Total de entradas', '+'],
      [outs, 'Total de saídas', '-'],
    ] as const) {
      if (!group.length) continue;
      const sum = group.reduce((s, t) => s + t.amount, 0);
      rows.push({
        cells: {
          desc: `${first ? `${heading(day[0]!.date)}   ` : ''}${label}`,
          amount: `${sign} ${a(sum)}`,
        },
        bold: true,
        gapBefore: first ? g.lineHeight * 0.6 : 0,
      });
      first = false;
      for (const t of group) {
        const [l1, ...rest] = lines.get(t)!;
        rows.push(
          printedRow(
            st,
            t,
            t.description,
            { desc: l1!, amount: a(t.amount) },
            null,
            rest.map((l) => ({ desc: l })),
          ),
        );
      }
    }
  }
  const mes = (iso: string) =>
    `${iso.slice(8, 10)} DE ${MESES[Number(iso.slice(5, 7)) - 1]} DE ${iso.slice(0, 4)}`;
  const ins = txs.filter((t) => t.amount > 0).reduce((s, t) => s + t.amount, 0);
  const outs = txs.filter((t) => t.amount < 0).reduce((s, t) => s + t.amount, 0);
  const head: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 10 },
          { text: `${holder}`, x: g.right, align: 'right', bold: true },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
      {
        cells: [
          { text: 'Extrato', x: g.left, bold: true, size: g.size + 2 },
          {
            text: `CPF ***.${digits(rng, 3)}.${digits(rng, 3)}-**  Agência 0001  Conta ${conta}`,
            x: g.right,
            align: 'right',
          },
        ],
      },
      {
        cells: [
          { text: `${mes(start)} a ${mes(end)}`, x: g.left },
          { text: 'VALORES EM R$', x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight,
      },
      ...[
        ['Saldo inicial', a(opening)],
        ['Rendimento líquido', '+0,00'],
        ['Total de entradas', `+${a(ins)}`],
        ['Total de saídas', `-${a(outs)}`],
        ['Saldo final do período', a(closing)],
      ].map(([l, v], i) => ({
        cells: [
          { text: l!, x: g.left, bold: i === 4 },
          { text: v!, x: g.left + 260, align: 'right' as const, bold: i === 4 },
        ],
      })),
    ],
  };
  head.lines.at(-1)!.gapAfter = g.lineHeight;
  const spec = docSpec(
    g,
    [
      head,
      { kind: 'table', title: 'Movimentações', columns: cols, rows },
      { kind: 'space', height: g.lineHeight },
      {
        kind: 'lines',
        lines: [
          smallPrint(
            g,
            'O saldo líquido corresponde ao saldo em conta e não inclui o rendimento das caixinhas e RDB. Ouvidoria 0800 887 0463.',
          ),
          smallPrint(
            g,
            `${bank} Pagamentos S.A. - Instituição de Pagamento. CNPJ ${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 3)}/0001-${digits(rng, 2)}`,
          ),
        ],
      },
    ],
    {
      footer: (p, n) => [[{ text: `${p} de ${n}`, x: g.right, align: 'right', size: g.size - 1 }]],
    },
  );
  return { family: 'br-nubank-diario', spec, statements: [st] };
};
