/**
 * Brazilian checking-account extrato (Banco do Brasil-like): "Extrato de Conta Corrente",
 * Agência / Conta with check digits, "Período: 01/07/2023 a 31/07/2023", then Dia | Lote |
 * Documento | Histórico | Valor with a D / C marker after each amount, a "Saldo Anterior" first
 * row, optional "Saldo do dia" rows between days (a balance on its own row, not a transaction),
 * and "S A L D O" at the end. Brazilian number style 1.234,56; Pix, boleto, TED, tarifa lines
 * whose second line carries the date, time and counterparty.
 */
import { docSpec, type FamilyFn, geometry, periodFor, rowsFor } from '../../families.ts';
import { DE, formatDate, formatMinor } from '../../format.ts';
import type { Block, Column, Row } from '../../layout.ts';
import { generateTransactions } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { digits, legalFooter, redescribe, statementOf, txRow, word } from './common.ts';

function brDescribe(rng: Rng, credit: boolean, date: string): string {
  const when = `${formatDate(date, 'DD/MM')} ${String(rng.int(6, 23)).padStart(2, '0')}:${digits(rng, 1)}${digits(rng, 1)}`;
  const who = `${word(rng)} ${word(rng)}`;
  const r = rng.next();
  if (credit) {
    if (r < 0.4) return `Pix - Recebido ${when} ${who}`;
    if (r < 0.6) return `Proventos ${word(rng).toUpperCase()} LTDA`;
    if (r < 0.75)
      return `TED-Crédito em Conta ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 11)} ${who}`;
    if (r < 0.85)
      return `Transferência recebida ${when} ${digits(rng, 4)} ${digits(rng, 5)}-${digits(rng, 1)} ${who}`;
    return 'Rende Fácil';
  }
  if (r < 0.35) return `Pix - Enviado ${when} ${who}`;
  if (r < 0.55)
    return `Compra com Cartão ${when} ${rng.pick(['PADARIA', 'SUPERMERCADO', 'POSTO', 'FARMACIA', 'RESTAURANTE'])} ${word(rng).toUpperCase()}`;
  if (r < 0.7)
    return `Pagamento de Boleto ${rng.pick(['ENEL', 'SABESP', 'CLARO', 'VIVO', 'CONDOMINIO', 'ESCOLA'])} ${word(rng).toUpperCase()}`;
  if (r < 0.78) return `Saque ${rng.pick(['24h', 'Banco24Horas', 'com cartão'])} ${when}`;
  if (r < 0.86)
    return `Tarifa Pacote de Serviços Cobrança referente ${formatDate(date, 'DD/MM/YYYY')}`;
  if (r < 0.93) return `Pagto cartão crédito ${rng.pick(['VISA', 'ELO', 'MASTERCARD'])}`;
  return `IOF ${rng.pick(['Cheque Especial', 'Saldo Devedor'])}`;
}

export const brExtratoDc: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowsFor(rng, g, o.pages, 1.9);
  const { start, end } = periodFor(rng, count);
  const special = rng.chance(0.3); // cheque especial: the balance may go negative (D)
  const opening = rng.int(0, 900_000) * (special && rng.chance(0.4) ? -1 : 1);
  const txs = generateTransactions(rng, {
    locale: 'es',
    start,
    end,
    count,
    opening,
    floor: special ? -500_000 : 0,
  });
  redescribe(txs, (credit, t) => brDescribe(rng, credit, t.date));
  const bank = rng.pick([
    `Banco ${word(rng)}`,
    `Banco do ${word(rng)} S.A.`,
    `${word(rng).toUpperCase()} BANCO`,
  ]);
  const holder = `${word(rng).toUpperCase()} ${word(rng).toUpperCase()} ${word(rng).toUpperCase()}`;
  const agencia = `${digits(rng, 4)}-${digits(rng, 1)}`;
  const acct = `${rng.int(1, 99)}.${digits(rng, 3)}-${rng.pick(['X', digits(rng, 1)])}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Conta Corrente',
    currency: 'BRL',
    start,
    end,
    opening,
    txs,
    printsTotals: false,
  });
  const m = (v: number) => formatMinor(v, DE);
  const dc = (v: number) => (v < 0 ? 'D' : 'C');
  const dayFmt = rng.pick(['DD/MM/YYYY', 'DD/MM']);
  const daily = rng.chance(0.5);
  const valX = g.right - 14;
  const cols: Column[] = [
    { key: 'date', header: ['Dia'], x: g.left, align: 'left' },
    { key: 'lote', header: ['Lote'], x: g.left + (dayFmt.length > 5 ? 56 : 36), align: 'left' },
    { key: 'doc', header: ['Documento'], x: g.left + (dayFmt.length > 5 ? 90 : 70), align: 'left' },
    {
      key: 'desc',
      header: ['Histórico'],
      x: g.left + (dayFmt.length > 5 ? 164 : 144),
      align: 'left',
      width: valX - 90 - (g.left + (dayFmt.length > 5 ? 164 : 144)),
    },
    { key: 'amount', header: ['Valor R$'], x: valX, align: 'right' },
    { key: 'dc', header: [''], x: valX + 4, align: 'left' },
  ];
  const fd = (iso: string) => formatDate(iso, dayFmt);
  const rows: Row[] = [
    { cells: { date: fd(start), desc: 'Saldo Anterior', amount: m(opening), dc: dc(opening) } },
  ];
  txs.forEach((t, i) => {
    rows.push(
      txRow(
        st,
        t,
        {
          date: fd(t.date),
          lote: String(rng.pick([0, 14397, 13105, 99015, 9903])).padStart(5, '0'),
          doc: digits(rng, rng.pick([6, 9, 12])),
          amount: m(Math.abs(t.amount)),
          dc: dc(t.amount),
        },
        null,
      ),
    );
    const lastOfDay = i === txs.length - 1 || txs[i + 1]!.date !== t.date;
    if (daily && lastOfDay && i < txs.length - 1)
      rows.push({
        cells: { date: fd(t.date), desc: 'Saldo do dia', amount: m(t.balance), dc: dc(t.balance) },
      });
  });
  const closing = txs.length ? txs[txs.length - 1]!.balance : opening;
  rows.push({
    cells: { date: fd(end), desc: 'S A L D O', amount: m(closing), dc: dc(closing) },
    bold: true,
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [{ text: bank, x: g.left, bold: true, size: g.size + 6 }],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [{ text: 'Extrato de Conta Corrente', x: g.left, bold: true, size: g.size + 2 }],
        gapAfter: g.lineHeight * 0.5,
      },
      {
        cells: [
          { text: 'Cliente', x: g.left },
          { text: holder, x: g.left + 80 },
        ],
      },
      {
        cells: [
          { text: 'Agência', x: g.left },
          { text: agencia, x: g.left + 80 },
          { text: 'Conta corrente', x: g.left + 200 },
          { text: `${acct}  ${holder.split(' ')[0]}`, x: g.left + 280 },
        ],
      },
      {
        cells: [
          { text: 'Período', x: g.left },
          {
            text: `${formatDate(start, 'DD/MM/YYYY')} a ${formatDate(end, 'DD/MM/YYYY')}`,
            x: g.left + 80,
          },
        ],
      },
      {
        cells: [
          { text: 'Emitido em', x: g.left },
          {
            text: `${formatDate(end, 'DD/MM/YYYY')} às ${rng.int(10, 23)}:${digits(rng, 1)}${digits(rng, 1)}`,
            x: g.left + 80,
          },
        ],
      },
    ],
  };
  const body: Block[] = [
    header,
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'table',
      title: 'Lançamentos',
      continuedSuffix: ' (continuação)',
      columns: cols,
      rows,
      wrapKey: 'desc',
      headerRule: true,
    },
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            {
              text: 'Os lançamentos com D são débitos, com C são créditos. Saldo sujeito a confirmação.',
              x: g.left,
              size: g.size - 1,
            },
          ],
        },
      ],
    },
  ];
  const spec = docSpec(g, body, {
    pageHeader: (p) => [
      [
        { text: `${bank} - Extrato de Conta Corrente`, x: g.left, bold: true },
        { text: `Agência ${agencia}  Conta ${acct}  Pág. ${p}`, x: g.right, align: 'right' },
      ],
    ],
    footer: legalFooter(
      g,
      `SAC ${digits(rng.fork('sac'), 4)} ${digits(rng.fork('sac'), 3)} ${digits(rng.fork('sac'), 4)}  -  Ouvidoria ${digits(rng.fork('ouv'), 4)} ${digits(rng.fork('ouv'), 3)} ${digits(rng.fork('ouv'), 4)}`,
      (p, n) => `${p}/${n}`,
    ),
  });
  return { family: 'br-extrato-dc', spec, statements: [st] };
};
