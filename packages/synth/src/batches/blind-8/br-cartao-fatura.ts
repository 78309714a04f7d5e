/**
 * A Brazilian credit card bill (Itaú / Bradesco / Nubank-like "Fatura"): card holder, masked
 * card number, "Vencimento" and "Fechamento" dates, a "Resumo da fatura" (Fatura anterior,
 * Pagamento recebido, Compras nacionais, Compras internacionais, IOF, Total desta fatura), then
 * "Pagamentos" (the previous bill paid, a credit), "Lançamentos nacionais" with DD/MM dates (no
 * year, the cycle may cross the year), R$ with dot thousands and comma decimals, installment
 * purchases "PARCELA 02/10" (dated in this cycle), and "Lançamentos internacionais" with a US$
 * column beside the R$ one, the "Dólar de conversão" rate line (not a row) and an "IOF
 * TRANSAÇÕES INTERNACIONAIS" row; "Total da fatura" at the end. The amount owed is negative in
 * the truth; only the payments total is printed as one money-in figure.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, DE, formatDate, formatMinor } from '../../format.ts';
import type { Block, Column, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
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
import { rowCount, sumOf } from '../blind-7/kit.ts';

const SHOPS = [
  'IFOOD *IFOOD',
  'MERCADOLIVRE*3PRODUTOS',
  'UBER *TRIP',
  'POSTO IPIRANGA',
  'DROGASIL',
  'PAG*PADARIAREAL',
  'AMAZON BR',
  'PAO DE ACUCAR',
  'RAIA DROGASIL',
  'SHOPEE *BRASIL',
  'RENNER LOJAS',
  '99 *POP',
];
const PARCELADAS = [
  'MAGAZINE LUIZA',
  'CASAS BAHIA',
  'FAST SHOP',
  'DECOLAR.COM',
  'LATAM AIRLINES',
  'KABUM',
];
const ABROAD = [
  'NETFLIX.COM',
  'SPOTIFY',
  'AMAZON WEB SERVICES',
  'STEAM GAMES',
  'OPENAI *CHATGPT',
  'APPLE.COM/BILL',
  'AIRBNB * HM',
];
const IOF: Record<number, number> = {
  2019: 638,
  2020: 638,
  2021: 638,
  2022: 638,
  2023: 438,
  2024: 438,
  2025: 338,
};

export const brCartaoFatura: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.15, 100);
  const year = rng.int(2019, 2025);
  const closeDate = `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const start = addDays(closeDate, -30);
  const end = closeDate;
  const due = addDays(closeDate, rng.pick([7, 8, 10]));
  const day = () => addDays(start, rng.int(1, 30));
  const previous = rng.int(300, 6_000) * 100 + rng.int(0, 99);
  const opening = -previous;
  const pay = tx(
    addDays(start, rng.int(1, 12)),
    rng.pick(['PAGAMENTO EFETUADO', 'PAGAMENTO RECEBIDO', 'PAGTO DEBITO AUTOMATICO']),
    previous,
  );
  const abroadCount = rng.chance(0.75) ? rng.int(1, Math.max(1, Math.round(count * 0.12))) : 0;
  const national: SynthTx[] = [];
  for (let i = 0; i < count - abroadCount; i++) {
    const amount = -Math.round(Math.exp(rng.float(Math.log(900), Math.log(60_000))));
    if (rng.chance(0.2)) {
      const n = rng.pick([3, 4, 5, 6, 10, 12]);
      national.push(
        tx(
          day(),
          `${rng.pick(PARCELADAS)} PARCELA ${String(rng.int(1, n)).padStart(2, '0')}/${String(n).padStart(2, '0')}`,
          amount,
        ),
      );
    } else
      national.push(
        tx(
          day(),
          `${rng.pick(SHOPS)}${rng.chance(0.3) ? ` ${rng.pick(['SAO PAULO', 'RIO DE JANEIR', 'CURITIBA', 'BELO HORIZONT'])}` : ''}`,
          amount,
        ),
      );
  }
  national.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const rate = rng.int(38_000, 61_000) / 10_000;
  const usd = new Map<SynthTx, number>();
  const abroad: SynthTx[] = [];
  for (let i = 0; i < abroadCount; i++) {
    const dollars = Math.round(Math.exp(rng.float(Math.log(299), Math.log(25_000))));
    const t = tx(day(), rng.pick(ABROAD), -Math.round(dollars * rate));
    usd.set(t, dollars);
    abroad.push(t);
  }
  abroad.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const abroadSum = -sumOf(abroad);
  const iofRate = IOF[year]!;
  if (abroad.length)
    abroad.push(
      tx(
        end,
        'IOF TRANSACOES INTERNACIONAIS',
        -Math.max(1, Math.round((abroadSum * iofRate) / 10_000)),
      ),
    );
  const txs = [pay, ...national, ...abroad];
  let bal = opening;
  for (const t of txs) t.balance = bal += t.amount;
  const closing = bal;
  const bank = rng.pick([`Banco ${word(rng)}`, `${word(rng)} Cartões`, `${word(rng)}card`]);
  const holder = person(rng);
  const card = `${digits(rng, 4).replace(/^./, '5')} XXXX XXXX ${digits(rng, 4)}`;
  const st = statementOf({
    bank,
    holder,
    account: card,
    type: 'Cartão de crédito',
    currency: 'BRL',
    start: addDays(start, 1),
    end,
    opening,
    txs: [],
    printsTotals: true,
  });
  st.closingBalance = (closing / 100).toFixed(2);
  st.totals = { moneyIn: (previous / 100).toFixed(2), moneyOut: null };

  const rs = (v: number) => `R$ ${formatMinor(v, DE)}`;
  const d = (iso: string) => formatDate(iso, 'DD/MM');
  const cols: Column[] = moneyColumns(g, {
    lead: [['date', ['Data'], 48]],
    desc: ['Lançamento'],
    money: [
      ['usd', ['US$']],
      ['brl', ['R$']],
    ],
    moneyWidth: 80,
  });
  const table = (title: string, list: SynthTx[], withUsd = false): Block => ({
    kind: 'table',
    title,
    continuedSuffix: ' (continuação)',
    columns: withUsd ? cols : cols.map((c) => (c.key === 'usd' ? { ...c, header: [] } : c)),
    rows: list.map((t): Row => {
      const cells: Record<string, string> = {
        date: d(t.date),
        brl: t.amount > 0 ? `-${formatMinor(t.amount, DE)}` : formatMinor(t.amount, DE),
      };
      if (usd.has(t)) cells.usd = formatMinor(usd.get(t)!, DE);
      return txRow(st, t, cells, null);
    }),
    wrapKey: 'desc',
    headerRule: true,
  });
  const nationalSum = -sumOf(national);
  const line = (l: string, v: string, bold = false) => ({
    cells: [
      { text: l, x: g.left, bold },
      { text: v, x: g.left + 260, align: 'right' as const, bold },
    ],
  });
  const rx = g.right;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          {
            text: 'Fatura do cartão de crédito',
            x: rx,
            align: 'right',
            bold: true,
            size: g.size + 1,
          },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: holder, x: g.left, bold: true },
          { text: `Cartão ${card}`, x: rx, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `${word(rng)} ${rng.pick(['Rua', 'Avenida'])} ${word(rng)}, ${rng.int(10, 3000)}`.replace(
              /^\w+ /,
              '',
            ),
            x: g.left,
          },
          { text: `Fechamento ${formatDate(end, 'DD/MM/YYYY')}`, x: rx, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `${rng.pick(['São Paulo - SP', 'Rio de Janeiro - RJ', 'Curitiba - PR', 'Recife - PE'])}  CEP ${digits(rng, 5)}-${digits(rng, 3)}`,
            x: g.left,
          },
          {
            text: `Vencimento ${formatDate(due, 'DD/MM/YYYY')}`,
            x: rx,
            align: 'right',
            bold: true,
          },
        ],
        gapAfter: g.lineHeight,
      },
      { cells: [{ text: 'Resumo da fatura', x: g.left, bold: true, size: g.size + 1 }] },
      line('Fatura anterior', rs(previous)),
      line('Pagamento recebido', `- ${rs(previous)}`),
      line('Compras nacionais', rs(nationalSum)),
      ...(abroad.length
        ? [line('Compras internacionais', rs(abroadSum)), line('IOF', rs(-abroad.at(-1)!.amount))]
        : []),
      line('Total desta fatura', rs(-closing), true),
      {
        cells: [{ text: `Pagamento mínimo ${rs(Math.round(-closing * 0.15))}`, x: g.left }],
        gapAfter: g.lineHeight * 0.5,
      },
    ],
  };
  const body: Block[] = [
    header,
    table('Pagamentos', [pay]),
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: 'Total de pagamentos', x: g.left, bold: true },
            { text: `-${formatMinor(previous, DE)}`, x: rx, align: 'right', bold: true },
          ],
        },
      ],
    },
    table('Lançamentos nacionais', national),
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: 'Total de lançamentos nacionais', x: g.left, bold: true },
            { text: formatMinor(nationalSum, DE), x: rx, align: 'right', bold: true },
          ],
        },
      ],
    },
  ];
  if (abroad.length)
    body.push(table('Lançamentos internacionais', abroad, true), {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: `Dólar de conversão R$ ${rate.toFixed(4).replace('.', ',')}`, x: g.left },
          ],
        },
        {
          cells: [
            { text: 'Total de lançamentos internacionais', x: g.left, bold: true },
            { text: formatMinor(-sumOf(abroad), DE), x: rx, align: 'right', bold: true },
          ],
        },
      ],
    });
  body.push(
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: 'Total da fatura', x: g.left, bold: true, size: g.size + 1 },
            { text: rs(-closing), x: rx, align: 'right', bold: true, size: g.size + 1 },
          ],
        },
      ],
    },
  );

  const spec = docSpec(g, body, {
    pageHeader: (p) => [
      [
        { text: `${bank}  ${holder}  ${card}`, x: g.left },
        { text: `Página ${p}`, x: rx, align: 'right' },
      ],
    ],
    footer: legalFooter(
      g,
      `Encargos do rotativo e juros por atraso conforme contrato. CET anual informado no verso. Central de atendimento ${digits(rng, 4)} ${digits(rng, 4)}.`,
      (p, n) => `${p}/${n}`,
    ),
  });
  return { family: 'br-cartao-fatura', spec, statements: [st] };
};
