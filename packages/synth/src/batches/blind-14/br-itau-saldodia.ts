/**
 * A Brazilian current-account extrato (Itaú-like, under an invented bank): lower-case headings
 * ("extrato conta corrente", "lançamentos"), "agência 1234  conta 12345-6", the holder in capitals,
 * "período de visualização: 01/03/2024 até 31/03/2024" and the issue date and time, a summary of
 * saldo disponível, limite and saldo total (not rows), then data | lançamentos | ag./origem |
 * valor (R$) | saldo (R$) with "SALDO ANTERIOR" first and, after each day, a "SALDO TOTAL
 * DISPONÍVEL DIA" line carrying THE ONLY BALANCE (transaction rows print none), amounts
 * "-1.234,56" with dot thousands and comma decimals, PIX sent and received ("PIX TRANSF NOME05/03",
 * "PIX QRS LOJA05/03"), boleto payments, débito automático, card bill, salary, automatic
 * investment and redemption ("APL APLIC AUT MAIS" / "RES APLIC AUT MAIS") and its yield, the
 * package fee and IOF, a 4-digit origin agency on some rows; after the table a "lançamentos
 * futuros" list of scheduled debits after the period (not rows).
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, formatDate } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { digits, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod, lastOfDay } from '../blind-4/kit.ts';
import { rowCount } from '../blind-7/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { flexColumns } from '../blind-10/kit.ts';
import { byDate, rowMaker } from '../blind-11/kit.ts';
import { brl, printedRow } from './kit.ts';

const LOJAS = [
  'MERCADO LIVRE',
  'IFOOD',
  'PADARIA',
  'DROGASIL',
  'POSTO SHELL',
  'CARREFOUR',
  'UBER DO BRASIL',
  'AMERICANAS',
  'ASSAI ATACADIS',
];

export const brItauSaldodia: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.5, 100);
  const { start, end } = calendarPeriod(rng, 1);
  const { mk } = rowMaker();
  const bank = word(rng);
  const up = bank.toUpperCase();
  const ag = new Map<SynthTx, string>();
  const dm = (iso: string) => formatDate(iso, 'DD/MM');
  const nome = () => `${word(rng).toUpperCase()} ${rng.pick(['S', 'A', 'M', 'R', 'C'])}`;
  const txs = scatter(rng, start, end, count, (d): SynthTx | SynthTx[] => {
    const r = rng.next();
    if (r < 0.28)
      return mk(
        d,
        [`PIX QRS ${rng.pick(LOJAS)}`.slice(0, 22) + dm(d)],
        -logAmount(rng, 500, 40_000),
      );
    if (r < 0.45)
      return mk(
        d,
        [`PIX TRANSF ${nome()}`.slice(0, 22) + dm(d)],
        -logAmount(rng, 1_000, 150_000, 100),
      );
    if (r < 0.6) {
      const t = mk(
        d,
        [`PIX TRANSF ${nome()}`.slice(0, 22) + dm(d)],
        logAmount(rng, 1_000, 200_000, 100),
      );
      if (rng.chance(0.3)) ag.set(t, digits(rng, 4));
      return t;
    }
    if (r < 0.68)
      return mk(
        d,
        [
          `DA ${rng.pick(['ENEL SP', 'SABESP', 'VIVO FIXO', 'CLARO NET', 'COMGAS', 'CEMIG'])} ${digits(rng, 8)}`,
        ],
        -logAmount(rng, 4_000, 40_000),
      );
    if (r < 0.76)
      return mk(
        d,
        [`INT PAG TIT ${rng.pick(['BANCO 237', 'BANCO 341', 'BANCO 001', 'BANCO 104'])}`],
        -logAmount(rng, 5_000, 300_000),
      );
    if (r < 0.84) {
      const a = logAmount(rng, 5_000, 300_000, 100);
      return rng.chance(0.5) ? mk(d, ['APL APLIC AUT MAIS'], -a) : mk(d, ['RES APLIC AUT MAIS'], a);
    }
    if (r < 0.9) {
      const t = mk(
        d,
        [`TED ${digits(rng, 3)}.${digits(rng, 4)}.${nome()}`],
        logAmount(rng, 10_000, 500_000, 100),
      );
      ag.set(t, digits(rng, 4));
      return t;
    }
    if (r < 0.95) return mk(d, [`SAQUE 24H ${digits(rng, 8)}`], -rng.int(2, 50) * 1_000);
    return mk(d, [`DEP DINHEIRO ATM`], rng.int(5, 200) * 1_000);
  });
  const empresa = `${word(rng).toUpperCase()} ${rng.pick(['LTDA', 'S A', 'SERVICOS', 'COMERCIO'])}`;
  txs.push(
    mk(
      addDays(start, rng.int(3, 6)),
      [`SISPAG SALARIO ${empresa}`],
      logAmount(rng, 250_000, 1_500_000),
    ),
  );
  txs.push(
    mk(
      addDays(start, rng.int(8, 12)),
      [`${up}CARD ${digits(rng, 4)} FATURA`],
      -logAmount(rng, 50_000, 600_000),
    ),
  );
  txs.push(
    mk(addDays(start, rng.int(1, 5)), [`TAR PACOTE ${up}`], -rng.pick([3_890, 5_490, 7_990])),
  );
  txs.push(mk(addDays(start, rng.int(0, 2)), ['REND PAGO APLIC AUT MAIS'], rng.int(50, 4_000)));
  if (rng.chance(0.3)) txs.push(mk(addDays(start, rng.int(0, 3)), ['IOF'], -rng.int(30, 900)));
  byDate(txs);
  const opening = liftOpening(
    txs,
    logAmount(rng, 10_000, 1_000_000),
    rng.chance(0.2) ? -50_000 : 0,
  );
  const closing = txs.at(-1)!.balance;
  const holder = `${word(rng).toUpperCase()} ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  const agencia = digits(rng, 4);
  const conta = `${digits(rng, 5)}-${digits(rng, 1)}`;
  const st = statementOf({
    bank,
    holder,
    account: conta,
    type: 'conta corrente',
    currency: 'BRL',
    start,
    end,
    opening,
    txs,
    printsTotals: false,
  });
  const cols = flexColumns(g, [
    { key: 'date', header: ['data'], align: 'left', width: 62 },
    { key: 'desc', header: ['lançamentos'], align: 'left' },
    { key: 'ag', header: ['ag./origem'], align: 'left', width: 62 },
    { key: 'valor', header: ['valor (R$)'], align: 'right', width: 72 },
    { key: 'saldo', header: ['saldo (R$)'], align: 'right', width: 80 },
  ]);
  const fullDates = rng.chance(0.5);
  const date = (iso: string) => formatDate(iso, fullDates ? 'DD/MM/YYYY' : 'DD/MM');
  const last = lastOfDay(txs);
  const rows: Row[] = [
    {
      cells: { date: date(addDays(start, -1)), desc: 'SALDO ANTERIOR', saldo: brl(opening) },
      bold: true,
    },
  ];
  txs.forEach((t, i) => {
    const a = ag.get(t);
    rows.push(
      printedRow(
        st,
        t,
        t.description,
        { date: date(t.date), desc: t.description, ...(a ? { ag: a } : {}), valor: brl(t.amount) },
        null,
      ),
    );
    if (last[i])
      rows.push({
        cells: { date: date(t.date), desc: 'SALDO TOTAL DISPONÍVEL DIA', saldo: brl(t.balance) },
        bold: true,
      });
  });
  const future = Array.from({ length: rng.int(1, 4) }, () => ({
    d: addDays(end, rng.int(1, 20)),
    text: rng.pick(['DA SABESP', 'INT PAG TIT BANCO 237', 'DA VIVO FIXO', 'PIX AGENDADO']),
    v: -logAmount(rng, 3_000, 90_000),
  })).sort((a, b) => (a.d < b.d ? -1 : 1));
  const limite = rng.pick([0, 50_000, 100_000, 300_000]);
  const lx = g.left + (g.right - g.left) * 0.55;
  const kv = (l: string, v: string) => ({
    cells: [
      { text: l, x: lx },
      { text: v, x: g.right, align: 'right' as const },
    ],
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 9 },
          {
            text: 'extrato conta corrente',
            x: g.right,
            align: 'right',
            bold: true,
            size: g.size + 3,
          },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      { cells: [{ text: holder, x: g.left, bold: true }] },
      { cells: [{ text: `agência ${agencia}   conta ${conta}`, x: g.left }] },
      {
        cells: [
          {
            text: `período de visualização: ${formatDate(start, 'DD/MM/YYYY')} até ${formatDate(end, 'DD/MM/YYYY')}`,
            x: g.left,
          },
        ],
      },
      {
        cells: [
          {
            text: `emitido em: ${formatDate(addDays(end, rng.int(1, 10)), 'DD/MM/YYYY')} ${String(rng.int(7, 22)).padStart(2, '0')}:${digits(rng, 1)}${digits(rng, 1)}`,
            x: g.left,
            size: g.size - 1,
          },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      kv('saldo disponível em conta', brl(closing)),
      kv('limite da conta contratado', brl(limite)),
      kv('saldo total disponível para uso', brl(closing + limite)),
    ],
  };
  const futureBlock: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [{ text: 'lançamentos futuros', x: g.left, bold: true, size: g.size + 1 }],
        gapAfter: g.lineHeight * 0.3,
      },
      ...future.map((f) => ({
        cells: [
          { text: formatDate(f.d, 'DD/MM/YYYY'), x: g.left },
          { text: f.text, x: cols[1]!.x },
          { text: brl(f.v), x: cols[3]!.x, align: 'right' as const },
        ],
      })),
    ],
  };
  const sac = `0800 ${digits(rng, 3)} ${digits(rng, 4)}`;
  const ouv = `0800 ${digits(rng, 3)} ${digits(rng, 4)}`;
  const spec = docSpec(
    g,
    [
      header,
      {
        kind: 'table',
        title: 'lançamentos',
        columns: cols,
        rows,
        headerRule: true,
        wrapKey: 'desc',
      },
      { kind: 'space', height: g.lineHeight },
      futureBlock,
    ],
    {
      pageHeader: () => [
        [
          { text: `${bank}  agência ${agencia} conta ${conta}`, x: g.left, bold: true },
          { text: holder, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: `SAC ${bank}: ${sac}  Ouvidoria: ${ouv}  Os saldos acima são baseados nas informações disponíveis até este momento.`,
            x: g.left,
            size: g.size - 2.5,
          },
        ],
        [{ text: `${p}/${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'br-itau-saldodia', spec, statements: [st] };
};
