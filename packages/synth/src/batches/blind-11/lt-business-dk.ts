/**
 * A Lithuanian business-account statement (Swedbank / SEB / Luminor-like "SASKAITOS ISRASAS",
 * diacritics dropped as the banks' ASCII exports do) for a UAB: company code and VAT code in the
 * header, the account as an LT IBAN in groups, ISO dates throughout (period "2024-03-01 -
 * 2024-03-31"). Opening and closing balances as dated lines above the table ("Pradinis likutis
 * 2024-03-01"), no running balance. Columns: Data | Dok. Nr. | Moketojas / gavejas (name over
 * its IBAN) | Mokejimo paskirtis | Suma | Val. | D/K, with the unsigned amount, the currency and a
 * D (debit) or K (credit) marker after it. Two text columns wrap side by side. Rows: customer
 * payments against invoices, supplier invoices, VAT to the tax inspectorate (VMI), Sodra social
 * insurance, salaries, card payments carrying the card number and date, a transfer fee after
 * many outgoing payments, and the monthly service fee. Turnover lines after the table: Apyvarta
 * D and K with the number of operations.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { formatMinor, type NumberStyle } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { digits, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { monthEnds } from '../blind-8/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { fitLines, flexColumns, nameOf, slot } from '../blind-10/kit.ts';
import { byDate, rowMaker, twoColumnRow } from './kit.ts';

const LT: NumberStyle = { group: ' ', decimal: ',' };
const FIRST = ['JONAS', 'TOMAS', 'RUTA', 'EGLE', 'MANTAS', 'AGNE', 'LINAS', 'GIEDRE'];
const LAST = ['KAZLAUSKAS', 'PETRAITIS', 'JANKAUSKAS', 'STANKEVICIUS', 'VASILIAUSKAS', 'ZUKAUSKAS'];
const CARD = ['MAXIMA LT', 'CIRCLE K', 'BOLT.EU', 'IKI', 'VIADA', 'SENUKAI', 'WOLT'];

const lti = (rng: Parameters<typeof digits>[0]) =>
  `LT${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)}`;

export const ltBusinessDk: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 2.6, 80);
  const { start, end } = calendarPeriod(rng, count > 40 ? 2 : 1);
  const { mk } = rowMaker();
  const cp = new Map<object, string[]>();
  const purpose = new Map<object, string[]>();
  const doc = new Map<object, string>();
  const bankName = `${word(rng)} Bankas`;
  const row = (date: string, who: string[], why: string[], amount: number) => {
    const t = mk(date, [...who, ...why], amount, date);
    cp.set(t, who);
    purpose.set(t, why);
    doc.set(t, String(rng.int(1, 9999)));
    return t;
  };
  const firm = () => `UAB ${word(rng).toUpperCase()}`;
  const fee = (date: string) =>
    row(date, [bankName], ['Komisinis mokestis uz pavedima'], -rng.pick([29, 35, 58]));
  const card = digits(rng, 4);
  const txs = scatter(rng, start, end, count, (date) => {
    const r = rng.next();
    if (r < 0.3)
      return row(
        date,
        [firm(), lti(rng)],
        [`Apmokejimas pagal SF Nr. ${word(rng).slice(0, 3).toUpperCase()}-${digits(rng, 5)}`],
        logAmount(rng, 5_000, 1_500_000),
      );
    if (r < 0.52) {
      const t = row(
        date,
        [firm(), lti(rng)],
        [`SF ${date.slice(0, 4)}-${digits(rng, 4)} uz prekes`],
        -logAmount(rng, 2_000, 900_000),
      );
      return rng.chance(0.6) ? [t, fee(date)] : t;
    }
    if (r < 0.74)
      return row(
        date,
        [rng.pick(CARD)],
        [`Mokejimas kortele ****${card}`, `${date} ${rng.pick(['VILNIUS', 'KAUNAS', 'KLAIPEDA'])}`],
        -logAmount(rng, 300, 40_000),
      );
    if (r < 0.84) {
      const t = row(
        date,
        [nameOf(rng, FIRST, LAST), lti(rng)],
        ['Avanso apyskaita / islaidu kompensacija'],
        -logAmount(rng, 2_000, 50_000),
      );
      return rng.chance(0.6) ? [t, fee(date)] : t;
    }
    return row(
      date,
      [firm(), lti(rng)],
      [`Grazinimas pagal kreditine SF ${digits(rng, 6)}`],
      logAmount(rng, 1_000, 80_000),
    );
  });
  for (const me of monthEnds(start, end)) {
    const ym = me.slice(0, 8);
    const prevMonth =
      Number(me.slice(5, 7)) === 1
        ? `${Number(me.slice(0, 4)) - 1}-12`
        : `${me.slice(0, 4)}-${String(Number(me.slice(5, 7)) - 1).padStart(2, '0')}`;
    txs.push(
      row(
        `${ym}15`,
        ['Valstybine mokesciu inspekcija', 'LT24 7300 0101 1239 4300'],
        [`PVM uz ${prevMonth}`, `Imokos kodas 1001`],
        -logAmount(rng, 20_000, 800_000),
      ),
      row(
        `${ym}15`,
        ['VSDFV (Sodra)', 'LT73 7300 0101 2345 6789'],
        [`Imokos uz ${prevMonth}`],
        -logAmount(rng, 30_000, 500_000),
      ),
    );
    for (let i = rng.int(1, 3); i > 0; i--)
      txs.push(
        row(
          `${ym}${rng.pick(['05', '07', '10'])}`,
          [nameOf(rng, FIRST, LAST), lti(rng)],
          [`Darbo uzmokestis uz ${prevMonth}`],
          -logAmount(rng, 80_000, 300_000),
        ),
      );
    txs.push(row(me, [bankName], ['Saskaitos aptarnavimo mokestis'], -rng.pick([300, 500, 900])));
  }
  byDate(txs);
  const opening = liftOpening(
    txs,
    logAmount(rng, 200_000, 5_000_000),
    logAmount(rng, 10_000, 500_000),
  );
  const holder = firm();
  const iban = lti(rng);
  const st = statementOf({
    bank: bankName,
    holder,
    account: iban,
    type: 'Business account',
    currency: 'EUR',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const closing = txs.at(-1)!.balance;
  const m = (v: number) => formatMinor(v, LT);
  const cpW = Math.round((g.right - g.left) * 0.27);
  const cols = flexColumns(g, [
    { key: 'date', header: ['Data'], align: 'left', width: slot(g, ['2024-12-28'], ['Data'], 14) },
    { key: 'doc', header: ['Dok. Nr.'], align: 'left', width: slot(g, ['9999'], ['Dok. Nr.'], 8) },
    { key: 'cp', header: ['Moketojas / gavejas'], align: 'left', width: cpW },
    { key: 'desc', header: ['Mokejimo paskirtis'], align: 'left' },
    {
      key: 'amount',
      header: ['Suma'],
      align: 'right',
      width: slot(g, ['9 999 999,99'], ['Suma'], 10),
    },
    { key: 'cur', header: ['Val.'], align: 'right', width: slot(g, ['EUR'], ['Val.'], 10) },
    { key: 'dk', header: ['D/K'], align: 'right', width: slot(g, ['K'], ['D/K'], 12) },
  ]);
  const descW = cols.find((c) => c.key === 'desc')!.width!;
  const cpWrap = cpW - 10;
  const rows: Row[] = txs.map((t) =>
    twoColumnRow(
      st,
      t,
      ['cp', fitLines(g, cp.get(t)!, cpWrap)],
      ['desc', fitLines(g, purpose.get(t)!, descW)],
      {
        date: t.date,
        doc: doc.get(t)!,
        amount: m(t.amount),
        cur: 'EUR',
        dk: t.amount < 0 ? 'D' : 'K',
      },
      null,
    ),
  );
  // every row prints its first line wherever the text columns wrap
  for (const r of rows) r.gapBefore = g.lineHeight * 0.25;
  const vx = g.left + slot(g, ['Galutinis likutis 2024-12-31:'], [], 10);
  const kv = (l: string, v: string) => ({
    cells: [
      { text: l, x: g.left },
      { text: v, x: vx },
    ],
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bankName, x: g.left, bold: true, size: g.size + 7 },
          { text: 'SASKAITOS ISRASAS', x: g.right, align: 'right', bold: true, size: g.size + 2 },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      kv('Klientas:', holder),
      kv('Imones kodas:', `30${digits(rng, 7)}`),
      kv('PVM kodas:', `LT100${digits(rng, 7)}`),
      kv('Saskaita:', iban),
      kv('Valiuta:', 'EUR'),
      { ...kv('Laikotarpis:', `${start} - ${end}`), gapAfter: g.lineHeight * 0.5 },
      kv(`Pradinis likutis ${start}:`, `${m(opening)} EUR`),
      { ...kv(`Galutinis likutis ${end}:`, `${m(closing)} EUR`), gapAfter: g.lineHeight * 0.5 },
    ],
  };
  const outs = txs.filter((t) => t.amount < 0).length;
  const ins = txs.length - outs;
  const turnover: Block = {
    kind: 'lines',
    lines: [
      kv('Apyvarta D:', `${m(-sumOf(txs, (t) => t.amount < 0))} EUR (${outs} operaciju)`),
      kv('Apyvarta K:', `${m(sumOf(txs, (t) => t.amount > 0))} EUR (${ins} operaciju)`),
    ],
  };
  const bankCode = `1121${digits(rng, 5)}`;
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, headerRule: true },
      { kind: 'space', height: g.lineHeight },
      turnover,
    ],
    {
      pageHeader: () => [
        [
          { text: `${holder}  ${iban}`, x: g.left },
          { text: `${start} - ${end}`, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: `${bankName}, imones kodas ${bankCode}. Israsas suformuotas elektroniniu budu ir galioja be paraso.`,
            x: g.left,
            size: g.size - 1.5,
          },
        ],
        [{ text: `Puslapis ${p} is ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'lt-business-dk', spec, statements: [st] };
};
