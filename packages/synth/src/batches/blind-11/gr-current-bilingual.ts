/**
 * A Greek current-account statement (Eurobank / Piraeus / Alpha-like "KINISEIS LOGARIASMOU /
 * ACCOUNT STATEMENT") with every label in Greek (transliterated, as the banks' Latin-script
 * exports print it) over its English translation: two-line column headers "Imerominia / Date |
 * Im. Axias / Value Date | Perigrafi / Description | Xreosi / Debit | Pistosi / Credit |
 * Ypoloipo / Balance", a bilingual key/value header (holder surname first, the account number
 * dotted "0026.0123.45.0200123456" and the IBAN in groups of four, the period "01/03/2024 -
 * 31/03/2024"), DD/MM/YYYY dates, '1.234,56' amounts, a PREVIOUS BALANCE row first, two-line
 * descriptions (POS purchases with the masked card, bill payments with their payment code, IRIS
 * instant transfers with the mobile number), SEPA transfers followed by their fee row, a monthly
 * account-keeping fee, a TOTALS row with the debit and credit sums and a NEW BALANCE row.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, DE, formatDate, formatMinor } from '../../format.ts';
import type { Block, Cell, Row } from '../../layout.ts';
import { digits, moneyColumns, statementOf, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { monthEnds } from '../blind-8/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { fitLines, nameOf, slot } from '../blind-10/kit.ts';
import { byDate, rowMaker } from './kit.ts';

const SURNAMES = ['PAPADOPOULOS', 'GEORGIOU', 'NIKOLAIDIS', 'KARAGIANNIS', 'OIKONOMOU', 'VLACHOS'];
const FIRST = ['GEORGIOS', 'DIMITRIOS', 'IOANNIS', 'KONSTANTINOS', 'NIKOLAOS', 'CHRISTOS'];
const SHOPS = [
  'SKLAVENITIS',
  'AB VASSILOPOULOS',
  'MASOUTIS',
  'MY MARKET',
  'LIDL HELLAS',
  'PUBLIC',
  'KOTSOVOLOS',
  'SHELL HELLAS',
  'EKO PRATIRIO',
  'FARMAKEIO',
  'GERMANOS',
];
const TOWNS = ['ATHINA', 'THESSALONIKI', 'PEIRAIAS', 'PATRA', 'IRAKLEIO', 'LARISA', 'MAROUSI'];
const BILLS = ['DEI', 'EYDAP', 'COSMOTE', 'VODAFONE GR', 'NOVA', 'ZENITH FYSIKO AERIO'];

export const grCurrentBilingual: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 2.4, 90);
  const { start, end } = calendarPeriod(rng, count > 45 ? 2 : 1);
  const { mk, lines } = rowMaker();
  const card = `****${digits(rng, 4)}`;
  const person = () => `${rng.pick(SURNAMES)} ${rng.pick(FIRST)}`;
  const txs = scatter(rng, start, end, count, (date) => {
    const r = rng.next();
    if (r < 0.38) {
      const post = addDays(date, rng.pick([0, 1, 2]));
      return mk(
        date,
        [`AGORA POS ${rng.pick(SHOPS)}`, `${rng.pick(TOWNS)} KARTA ${card}`],
        -logAmount(rng, 180, 25_000),
        post > end ? end : post,
      );
    }
    if (r < 0.5)
      return mk(
        date,
        [`PLIROMI LOGARIASMOU ${rng.pick(BILLS)}`, `KOD. PLIROMIS ${digits(rng, 12)}`],
        -logAmount(rng, 1_500, 28_000),
        date,
      );
    if (r < 0.62)
      return mk(
        date,
        [
          `IRIS ${rng.chance(0.5) ? 'LIPSI APO' : 'APOSTOLI PROS'} ${person()}`,
          `69${digits(rng, 8)}`,
        ],
        0,
        date,
      );
    if (r < 0.72) {
      const amt = logAmount(rng, 5_000, 150_000, 100);
      return [
        mk(date, ['EMVASMA SEPA PROS', `${person()} GR${digits(rng, 6)}`], -amt, date),
        mk(date, ['PROMITHEIA EMVASMATOS / TRANSFER FEE'], -rng.pick([60, 100, 300]), date),
      ];
    }
    if (r < 0.82)
      return mk(
        date,
        ['ANALIPSI METRITON ATM', `${rng.pick(TOWNS)} ATM ${digits(rng, 5)}`],
        -rng.int(1, 30) * 1_000,
        date,
      );
    if (r < 0.9)
      return mk(
        date,
        ['AADE PLIROMI FOROU', `ENFIA DOSI ${rng.int(1, 12)}/12 KOD ${digits(rng, 10)}`],
        -logAmount(rng, 3_000, 40_000),
        date,
      );
    return mk(
      date,
      ['EPISTROFI AGORAS / REFUND', `${rng.pick(SHOPS)} ${rng.pick(TOWNS)}`],
      logAmount(rng, 500, 9_000),
      date,
    );
  });
  // IRIS rows drew a direction: in or out
  for (const t of txs)
    if (t.amount === 0) {
      const inbound = t.description.includes('LIPSI');
      t.amount = (inbound ? 1 : -1) * logAmount(rng, 500, 30_000, inbound ? 100 : 1);
    }
  const employer = `${word(rng).toUpperCase()} ${rng.pick(['A.E.', 'M.I.K.E.', 'O.E.'])}`;
  for (const me of monthEnds(start, end)) {
    const payday = `${me.slice(0, 8)}${String(rng.int(24, 28)).padStart(2, '0')}`;
    txs.push(
      mk(
        payday,
        [`MISTHODOSIA ${employer}`, `MISTHOS ${formatDate(me, 'MM/YYYY')}`],
        logAmount(rng, 90_000, 260_000, 1),
        payday,
      ),
      mk(
        me,
        ['EXODA TIRISIS LOGARIASMOU', 'ACCOUNT MAINTENANCE FEE'],
        -rng.pick([200, 300, 500]),
        me,
      ),
    );
  }
  for (const t of txs) if (t.postDate && t.postDate < t.date) t.postDate = t.date;
  byDate(txs);
  const opening = liftOpening(txs, logAmount(rng, 5_000, 400_000, 1), logAmount(rng, 500, 60_000));
  const holder = `${nameOf(rng, SURNAMES, FIRST)}`;
  const bankWord = word(rng);
  const bank = rng.pick([`${bankWord} Bank`, `Trapeza ${bankWord}`, `${bankWord} Bank Hellas`]);
  const acct = `${digits(rng, 4)}.${digits(rng, 4)}.${digits(rng, 2)}.${digits(rng, 10)}`;
  const iban = `GR${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 3)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Current account',
    currency: 'EUR',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const closing = txs.at(-1)!.balance;
  const m = (v: number) => formatMinor(v, DE);
  const bal = (v: number) => `${v < 0 ? '-' : ''}${formatMinor(v, DE)}`;
  const d = (iso: string) => formatDate(iso, 'DD/MM/YYYY');
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['Imerominia', 'Date'], 62],
      ['vdate', ['Im. Axias', 'Value Date'], 62],
    ],
    desc: ['Perigrafi', 'Description'],
    money: [
      ['out', ['Xreosi', 'Debit']],
      ['in', ['Pistosi', 'Credit']],
      ['balance', ['Ypoloipo', 'Balance']],
    ],
    moneyWidth: 68,
  });
  const descW = cols.find((c) => c.key === 'desc')!.width!;
  const rows: Row[] = [
    {
      cells: {
        date: d(start),
        desc: 'YPOLOIPO PROIGOUMENIS PERIODOU / PREVIOUS BALANCE',
        balance: bal(opening),
      },
      balanceAfter: opening,
    },
    ...txs.map((t) =>
      linesRow(
        st,
        t,
        fitLines(g, lines.get(t)!, descW),
        { date: d(t.date), vdate: d(t.postDate!) },
        { [t.amount < 0 ? 'out' : 'in']: m(t.amount), balance: bal(t.balance) },
        t.balance,
      ),
    ),
    {
      cells: {
        desc: 'SYNOLA / TOTALS',
        out: m(-sumOf(txs, (t) => t.amount < 0)),
        in: m(sumOf(txs, (t) => t.amount > 0)),
      },
      bold: true,
      gapBefore: g.lineHeight * 0.4,
    },
    {
      cells: { date: d(end), desc: 'NEO YPOLOIPO / NEW BALANCE', balance: bal(closing) },
      bold: true,
    },
  ];
  const lx = g.left + (g.right - g.left) * 0.58;
  const colon = lx + slot(g, ['Nomisma / Currency:'], [], 8);
  const vl = g.left + slot(g, ['Logariasmos / Account:'], [], 8);
  const kvL = (l: string, v: string): Cell[] => [
    { text: l, x: g.left },
    { text: v, x: vl },
  ];
  const kvR = (l: string, v: string): Cell[] => [
    { text: l, x: lx },
    { text: v, x: colon },
  ];
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 7 },
          {
            text: 'KINISEIS LOGARIASMOU',
            x: g.right,
            align: 'right',
            bold: true,
            size: g.size + 2,
          },
        ],
        gapAfter: 2,
      },
      {
        cells: [{ text: 'ACCOUNT STATEMENT', x: g.right, align: 'right', bold: true }],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          ...kvL('Dikaiouchos / Holder:', holder),
          ...kvR('Periodos / Period:', `${d(start)} - ${d(end)}`),
        ],
      },
      { cells: [...kvL('Logariasmos / Account:', acct), ...kvR('Nomisma / Currency:', 'EUR')] },
      { cells: [...kvL('IBAN:', iban), ...kvR('Eidos / Type:', 'TAMIEFTIKOS / CURRENT')] },
      {
        cells: [
          {
            text: `${rng.pick(['Odos', 'Leoforos'])} ${word(rng)} ${rng.int(1, 180)}, ${rng.int(10, 85)}${digits(rng, 3)} ${rng.pick(TOWNS)}`,
            x: g.left,
          },
          ...kvR('Katastima / Branch:', `${rng.int(100, 999)} ${rng.pick(TOWNS)}`),
        ],
        gapAfter: g.lineHeight * 0.6,
      },
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, headerRule: true },
      { kind: 'space', height: g.lineHeight },
      {
        kind: 'lines',
        lines: [
          {
            cells: [
              {
                text: 'Parakaloume elegxte tis kiniseis. / Please check the transactions and notify the bank of any discrepancy within 30 days.',
                x: g.left,
                size: g.size - 1.5,
              },
            ],
          },
        ],
      },
    ],
    {
      pageHeader: () => [
        [
          { text: `${bank} - KINISEIS LOGARIASMOU / ACCOUNT STATEMENT`, x: g.left, bold: true },
          { text: acct, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: `${bank} - Eggyimenes katatheseis ews 100.000 EUR / Deposits guaranteed up to EUR 100,000 (TEK)`,
            x: g.left,
            size: g.size - 1.5,
          },
        ],
        [
          {
            text: `Selida ${p} apo ${n} / Page ${p} of ${n}`,
            x: g.right,
            align: 'right',
            size: g.size - 1,
          },
        ],
      ],
    },
  );
  return { family: 'gr-current-bilingual', spec, statements: [st] };
};
