/**
 * Layout families of synthetic statements, each modelled on a real-world style. A family turns a
 * seeded RNG into a document spec (for the flow engine) plus the exact ground truth.
 */
import type { ParsedStatement, ParsedTransaction } from '@bsp/shared/parse-result';
import {
  addDays,
  CH,
  DE,
  EN,
  FR,
  formatDate,
  formatMinor,
  IN,
  isoToDay,
  type Lang,
  type NumberStyle,
  toDecimal,
} from './format.ts';
import {
  type Block,
  type Cell,
  type Column,
  type DocSpec,
  type FontFamily,
  type Row,
  textWidth,
} from './layout.ts';
import { fakeWord, generateTransactions, type Locale, type SynthTx } from './model.ts';
import type { Rng } from './prng.ts';

export interface BuiltStatement {
  family: string;
  spec: DocSpec;
  statements: ParsedStatement[];
}

export interface FamilyOptions {
  /** Rough number of pages wanted (1–8); the layout decides the exact count. */
  pages: number;
}

export type NegStyle = 'minus' | 'parens' | 'trailing';

export function neg(text: string, negative: boolean, style: NegStyle): string {
  if (!negative) return text;
  if (style === 'parens') return `(${text})`;
  if (style === 'trailing') return `${text}-`;
  return `-${text}`;
}

export function signed(minor: number, ns: NumberStyle, style: NegStyle): string {
  return neg(formatMinor(minor, ns), minor < 0, style);
}

// ---------------------------------------------------------------------------------------------
// Page geometry and shared header pieces

export interface Geometry {
  width: number;
  height: number;
  font: FontFamily;
  size: number;
  lineHeight: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export function geometry(rng: Rng, paper: 'a4' | 'letter' | 'any' = 'any'): Geometry {
  const usePaper = paper === 'any' ? rng.pick(['a4', 'letter'] as const) : paper;
  const [width, height] = usePaper === 'a4' ? [595.28, 841.89] : [612, 792];
  const font = rng.pick(['helvetica', 'helvetica', 'times', 'courier'] as const);
  const size = font === 'courier' ? rng.pick([7.5, 8]) : rng.pick([8, 8.5, 9, 9.5]);
  const lineHeight = Math.round(size * rng.float(1.25, 1.55) * 10) / 10;
  const left = rng.int(30, 60);
  const right = width - rng.int(30, 55);
  return {
    width,
    height,
    font,
    size,
    lineHeight,
    left,
    right,
    top: rng.int(30, 50),
    bottom: rng.int(30, 45),
  };
}

export function docSpec(g: Geometry, body: Block[], extra: Partial<DocSpec> = {}): DocSpec {
  return {
    width: g.width,
    height: g.height,
    font: g.font,
    size: g.size,
    lineHeight: g.lineHeight,
    margin: { top: g.top, bottom: g.bottom, left: g.left, right: g.width - g.right },
    body,
    ...extra,
  };
}

/** Rough transaction count for a page target given the geometry. */
export function rowsFor(rng: Rng, g: Geometry, pages: number, perRowLines = 1.2): number {
  const perPage = Math.floor((g.height - g.top - g.bottom - 4 * g.lineHeight) / g.lineHeight);
  const firstPageHeader = 18;
  const rows =
    Math.floor((pages * perPage - firstPageHeader) / perRowLines) - rng.int(0, perPage / 2);
  return Math.max(
    pages <= 1 ? 3 : 8,
    Math.min(rows, pages <= 1 ? Math.round(pages * perPage) - 24 : rows),
  );
}

export function periodFor(
  rng: Rng,
  count: number,
  crossYear = false,
): { start: string; end: string } {
  const year = rng.int(2019, 2025);
  const month = crossYear ? 12 : rng.int(1, 12);
  const startDay = crossYear ? rng.int(1, 20) : rng.pick([1, 1, rng.int(2, 28)]);
  const start = `${year}-${String(month).padStart(2, '0')}-${String(startDay).padStart(2, '0')}`;
  const months = count > 160 ? 3 : count > 80 ? 2 : 1;
  const end = addDays(start, months * 30 + (crossYear ? 0 : rng.int(-2, 0)));
  return { start, end };
}

export function accountNumber(rng: Rng, digits: number): string {
  let s = String(rng.int(1, 9));
  while (s.length < digits) s += String(rng.int(0, 9));
  return s;
}

export function holderName(rng: Rng): string {
  const title = rng.pick(['Mr', 'Mrs', 'Ms', 'Dr', '']);
  const first = fakeWord(rng, 2, 3);
  const last = fakeWord(rng, 2, 3);
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  return `${title ? `${title} ` : ''}${cap(first)} ${cap(last)}`;
}

export function addressLines(rng: Rng, locale: Locale, currency?: string): string[] {
  const street = `${rng.int(1, 220)} ${fakeWord(rng).replace(/^./, (c) => c.toUpperCase())} ${
    locale === 'de' || locale === 'ch'
      ? 'Straße'
      : locale === 'fr'
        ? 'Rue'
        : locale === 'es'
          ? 'Calle'
          : 'Road'
  }`;
  const town = fakeWord(rng).toUpperCase();
  const code =
    locale === 'en'
      ? `ZZ${rng.int(1, 9)} ${rng.int(1, 9)}AA`
      : locale === 'us'
        ? currency === 'CAD'
          ? canadianPostcode(rng.int(10000, 99999)) // same draw: other documents stay unchanged
          : `CA ${rng.int(10000, 99999)}`
        : locale === 'in'
          ? `${rng.int(100000, 999999)}`
          : `${rng.int(10000, 99999)}`;
  return [street, `${town} ${code}`];
}

/** "BC V5K 0A1"-shaped postal code from a number (a Canadian dollar account, Canadian address). */
function canadianPostcode(n: number): string {
  const L = 'ABCEGHJKLMNPRSTVXY';
  const d = String(n);
  return `BC V${d[0]}${L[n % L.length]} ${d[1]}${L[(n >> 3) % L.length]}${d[2]}`;
}

export function blankStatement(): ParsedStatement {
  return {
    bankName: null,
    accountHolder: null,
    accountNumber: null,
    accountType: null,
    currency: null,
    periodStart: null,
    periodEnd: null,
    openingBalance: null,
    closingBalance: null,
    totals: { moneyIn: null, moneyOut: null },
    transactions: [],
    checks: { reconciled: true, issues: [] },
    confidence: 1,
  };
}

export function truthTx(
  tx: SynthTx,
  description: string,
  balance: number | null,
): ParsedTransaction {
  return {
    date: tx.date,
    postDate: tx.postDate,
    description,
    amount: toDecimal(tx.amount),
    balance: balance === null ? null : toDecimal(balance),
    reference: null,
    page: 0,
    bbox: null,
    confidence: 1,
  };
}

export function totals(txs: SynthTx[]): { moneyIn: number; moneyOut: number } {
  let moneyIn = 0;
  let moneyOut = 0;
  for (const t of txs) {
    if (t.amount > 0) moneyIn += t.amount;
    else moneyOut -= t.amount;
  }
  return { moneyIn, moneyOut };
}

/** Two-column header: left lines (bank, holder, address) and right label/value pairs. */
function headerBlock(
  g: Geometry,
  rng: Rng,
  bank: string,
  left: string[],
  pairs: [string, string][],
  tracking = 0,
): Block {
  const labelX = g.left + (g.right - g.left) * rng.float(0.48, 0.58);
  const lines: { cells: Cell[]; gapAfter?: number }[] = [
    {
      cells: [{ text: bank, x: g.left, bold: true, size: g.size + 5 }],
      gapAfter: g.lineHeight * 0.6,
    },
  ];
  const n = Math.max(left.length, pairs.length);
  for (let i = 0; i < n; i++) {
    const cells: Cell[] = [];
    const l = left[i];
    if (l) cells.push({ text: l, x: g.left });
    const p = pairs[i];
    if (p) {
      cells.push({ text: p[0], x: labelX, tracking: tracking && rng.chance(0.6) ? tracking : 0 });
      cells.push({ text: p[1], x: g.right, align: 'right' });
    }
    lines.push({ cells });
  }
  return { kind: 'lines', lines };
}

function pageFooter(
  g: Geometry,
  rng: Rng,
  fmt: (p: number, n: number) => string,
  extra?: string,
): (p: number, n: number) => Cell[][] {
  const align = rng.pick(['right', 'center', 'left'] as const);
  const x = align === 'right' ? g.right : align === 'center' ? (g.left + g.right) / 2 : g.left;
  return (p, n) => {
    const lines: Cell[][] = [];
    if (extra) lines.push([{ text: extra, x: g.left, size: g.size - 1.5 }]);
    lines.push([{ text: fmt(p, n), x, align, size: g.size - 0.5 }]);
    return lines;
  };
}

// ---------------------------------------------------------------------------------------------
// Generic table family: one account, one transaction table, many knobs.

interface TableConfig {
  family: string;
  locale: Locale;
  lang: Lang;
  currency: string;
  bank: string;
  accountType: string;
  ns: NumberStyle;
  dateFmt: string;
  /** Column order by key: date, vdate, type, desc, out, in, amount, marker, balance, ref. */
  keys: string[];
  headers: Record<string, string[]>;
  amountMode: 'split' | 'signed' | 'marker' | 'suffix';
  /** Suffix / marker words for debit and credit. */
  markers?: [string, string];
  negStyle: NegStyle;
  balance: 'every' | 'endOfDay' | 'none';
  balanceSuffix?: [string, string];
  dateOncePerDay: boolean;
  newestFirst: boolean;
  /** Table rows for opening/closing balance (labels), e.g. BALANCE BROUGHT FORWARD. */
  openCloseRows?: [string, string];
  /** Carried/brought forward rows at page breaks. */
  carry?: [string, string];
  cellsOnLastLine: boolean;
  floor: number;
  labels: {
    account: string;
    period: (s: string, e: string) => string;
    opening: string;
    closing: string;
    moneyIn: string;
    moneyOut: string;
    page: (p: number, n: number) => string;
  };
  summary: boolean;
  tracking: number;
  headerRule: boolean;
  typeCodes?: { out: string[]; in: string[] };
  valueDateLag: boolean;
  longShare: number;
}

function columnsFor(g: Geometry, rng: Rng, c: TableConfig): { cols: Column[]; descWidth: number } {
  const sample = formatMinor(99_999_999, c.ns);
  const amountW = Math.max(textWidth(g.font, sample, g.size) + rng.int(12, 30), rng.int(62, 90));
  const dateW =
    textWidth(g.font, formatDate('2024-12-28', c.dateFmt, c.lang), g.size) + rng.int(10, 26);
  const rightKeys = c.keys.filter((k) => ['out', 'in', 'amount', 'balance'].includes(k));
  const cols: Column[] = [];
  // right-aligned money columns from the right edge backwards, markers squeezed in after amounts
  let x = g.right;
  const rightX: Record<string, number> = {};
  for (const k of [...c.keys].reverse()) {
    if (k === 'marker') {
      rightX[k] = x;
      x -= rng.int(22, 32);
    } else if (rightKeys.includes(k)) {
      rightX[k] = x;
      const headerW = Math.max(
        ...(c.headers[k] ?? ['']).map((h) => textWidth(g.font, h, g.size, true)),
      );
      x -= Math.max(amountW, headerW + 12);
    }
  }
  const moneyStart = x;
  let lx = g.left;
  for (const k of c.keys) {
    const header = c.headers[k] ?? [''];
    if (k in rightX) {
      const align = k === 'marker' ? 'left' : 'right';
      let cx = k === 'marker' ? (rightX[k] as number) - rng.int(18, 24) : (rightX[k] as number);
      if (k === 'marker') {
        // never over the amount it marks: with the offsets above the marker could start up to
        // 2 pt left of the amount's right edge, glyphs drawn over glyphs ("954.31Dr" overlapped),
        // which a text layer still separates but no printed (scanned) statement shows
        const before = c.keys[c.keys.indexOf(k) - 1];
        const amountRight = before !== undefined ? rightX[before] : undefined;
        if (amountRight !== undefined) cx = Math.max(cx, amountRight + 3);
      }
      cols.push({ key: k, header, x: cx, align });
      continue;
    }
    const headerW = Math.max(...header.map((h) => textWidth(g.font, h, g.size, true))) + 8;
    if (k === 'date' || k === 'vdate') {
      cols.push({ key: k, header, x: lx, align: 'left' });
      lx += Math.max(dateW, headerW);
    } else if (k === 'type') {
      cols.push({ key: k, header, x: lx, align: 'left' });
      lx += textWidth(g.font, 'WWW', g.size) + rng.int(6, 14);
    } else if (k === 'ref') {
      cols.push({ key: k, header, x: lx, align: 'left' });
      lx += textWidth(g.font, '000000000000', g.size) + 8;
    } else if (k === 'desc') {
      cols.push({ key: k, header, x: lx, align: 'left' });
      lx = -1; // desc takes the remaining room up to the money columns
    }
  }
  const desc = cols.find((col) => col.key === 'desc')!;
  const refCol = cols.find((col) => col.key === 'ref');
  // keep ref after desc if it was listed after it: place it just before the money columns
  if (refCol && c.keys.indexOf('ref') > c.keys.indexOf('desc')) {
    refCol.x = moneyStart - (textWidth(g.font, '000000000000', g.size) + 8);
  }
  const descEnd = refCol && refCol.x > desc.x ? refCol.x : moneyStart;
  const descWidth = Math.max(80, descEnd - desc.x - amountW * 0.35 - 8);
  desc.width = descWidth;
  return { cols, descWidth };
}

function accountBlocks(
  g: Geometry,
  rng: Rng,
  c: TableConfig,
  pages: number,
  title?: string,
): { blocks: Block[]; statement: ParsedStatement; headerPairs: [string, string][] } {
  const count = rowsFor(rng, g, pages, 1 + c.longShare * 1.5);
  const { start, end } = periodFor(rng, count);
  const opening = rng.chance(0.1)
    ? 0
    : rng.int(0, 600_000) * (c.floor < 0 && rng.chance(0.2) ? -1 : 1);
  const txs = generateTransactions(rng, {
    locale: c.locale,
    start,
    end,
    count,
    opening,
    floor: c.floor,
    longShare: c.longShare,
    ...(c.typeCodes ? { typeCodes: c.typeCodes } : {}),
  });
  if (c.valueDateLag) for (const t of txs) t.postDate = addDays(t.date, rng.pick([0, 0, 1, 2]));
  const closing = txs.length ? (txs[txs.length - 1] as SynthTx).balance : opening;
  const { cols } = columnsFor(g, rng, c);
  const st = blankStatement();
  const acct = accountNumber(rng, rng.pick([8, 10, 12]));
  Object.assign(st, {
    bankName: c.bank,
    accountType: c.accountType,
    currency: c.currency,
    accountNumber: acct,
    periodStart: start,
    periodEnd: end,
    openingBalance: toDecimal(opening),
    closingBalance: toDecimal(closing),
  });
  const t = totals(txs);
  st.totals = { moneyIn: toDecimal(t.moneyIn), moneyOut: toDecimal(t.moneyOut) };

  const fmtBal = (b: number) =>
    c.balanceSuffix
      ? `${formatMinor(b, c.ns)} ${b < 0 ? c.balanceSuffix[0] : c.balanceSuffix[1]}`.trim()
      : signed(b, c.ns, c.negStyle);
  const fmtDate = (iso: string) => formatDate(iso, c.dateFmt, c.lang);
  // the period always carries a year, even when the rows do not
  const periodFmt = c.dateFmt.includes('Y')
    ? c.dateFmt
    : c.dateFmt.endsWith('.')
      ? `${c.dateFmt}YYYY`
      : c.dateFmt.includes('/')
        ? `${c.dateFmt}/YYYY`
        : `${c.dateFmt} YYYY`;
  const fmtPeriod = (iso: string) => formatDate(iso, periodFmt, c.lang);

  // which rows print a balance
  const lastOfDay = txs.map(
    (tx, i) => i === txs.length - 1 || (txs[i + 1] as SynthTx).date !== tx.date,
  );
  const order = txs.map((_, i) => i);
  if (c.newestFirst) order.reverse();

  const rows: Row[] = [];
  const openRow = (label: string, date: string, bal: number): Row => ({
    cells: { date: fmtDate(date), desc: label, balance: fmtBal(bal) },
    balanceAfter: bal,
  });
  if (c.openCloseRows && !c.newestFirst) rows.push(openRow(c.openCloseRows[0], start, opening));
  let prevDate = '';
  for (const i of order) {
    const tx = txs[i] as SynthTx;
    const printBalance = c.balance === 'every' || (c.balance === 'endOfDay' && lastOfDay[i]);
    const description = tx.type ? `${tx.type} ${tx.description}` : tx.description;
    const truth = truthTx(tx, description, printBalance ? tx.balance : null);
    st.transactions.push(truth);
    const cells: Record<string, string> = { desc: tx.description };
    if (tx.type) cells.type = tx.type;
    const newDay = tx.date !== prevDate;
    if (!c.dateOncePerDay || newDay) cells.date = fmtDate(tx.date);
    if (tx.postDate) cells.vdate = fmtDate(tx.postDate);
    const abs = formatMinor(tx.amount, c.ns);
    if (c.amountMode === 'split') cells[tx.amount < 0 ? 'out' : 'in'] = abs;
    else if (c.amountMode === 'signed') cells.amount = signed(tx.amount, c.ns, c.negStyle);
    else if (c.amountMode === 'marker') {
      cells.amount = abs;
      cells.marker = tx.amount < 0 ? c.markers![0] : c.markers![1];
    } else cells.amount = `${abs} ${tx.amount < 0 ? c.markers![0] : c.markers![1]}`;
    if (printBalance && c.balance !== 'none') cells.balance = fmtBal(tx.balance);
    if (c.keys.includes('ref')) cells.ref = String(rng.int(100000, 999999999));
    rows.push({
      cells,
      tx: truth,
      balanceAfter: tx.balance,
      ...(c.dateOncePerDay && newDay && prevDate ? { gapBefore: g.lineHeight * 0.25 } : {}),
    });
    prevDate = tx.date;
  }
  if (c.openCloseRows && !c.newestFirst) rows.push(openRow(c.openCloseRows[1], end, closing));
  if (c.openCloseRows && c.newestFirst) {
    rows.unshift(openRow(c.openCloseRows[1], end, closing));
    rows.push(openRow(c.openCloseRows[0], start, opening));
  }
  const table: Block = {
    kind: 'table',
    columns: cols,
    rows,
    wrapKey: 'desc',
    cellsOnLastLine: c.cellsOnLastLine,
    headerRule: c.headerRule,
    ...(title ? { title, continuedSuffix: rng.pick([' (continued)', ' - continued', '']) } : {}),
    ...(c.carry && !c.newestFirst
      ? {
          carry: {
            end: (b: number) => ({ cells: { desc: c.carry![1], balance: fmtBal(b) } }),
            start: (b: number) => ({ cells: { desc: c.carry![0], balance: fmtBal(b) } }),
          },
        }
      : {}),
  };
  const headerPairs: [string, string][] = [
    [c.labels.account, acct],
    [c.labels.period(fmtPeriod(start), fmtPeriod(end)), ''],
  ];
  if (c.summary) {
    headerPairs.push([c.labels.opening, fmtBal(opening)]);
    headerPairs.push([c.labels.moneyIn, formatMinor(t.moneyIn, c.ns)]);
    headerPairs.push([c.labels.moneyOut, formatMinor(t.moneyOut, c.ns)]);
    headerPairs.push([c.labels.closing, fmtBal(closing)]);
  }
  return { blocks: [table], statement: st, headerPairs };
}

function tableFamily(
  rng: Rng,
  o: FamilyOptions,
  c: TableConfig,
  paper: 'a4' | 'letter' | 'any',
): BuiltStatement {
  const g = geometry(rng, paper);
  const { blocks, statement, headerPairs } = accountBlocks(g, rng, c, o.pages);
  const holder = holderName(rng);
  statement.accountHolder = holder;
  // the period label carries the dates itself; right column for it stays empty
  const header = headerBlock(
    g,
    rng,
    c.bank,
    [holder, ...addressLines(rng, c.locale, c.currency)],
    headerPairs,
    c.tracking,
  );
  const spec = docSpec(
    g,
    [header, { kind: 'space', height: g.lineHeight * rng.float(1, 3) }, ...blocks],
    {
      footer: pageFooter(g, rng, c.labels.page),
      pageHeader: () => [
        [
          { text: c.bank, x: g.left, bold: true },
          { text: `${c.labels.account} ${statement.accountNumber}`, x: g.right, align: 'right' },
        ],
      ],
    },
  );
  return { family: c.family, spec, statements: [statement] };
}

const EN_LABELS = {
  account: 'Account number',
  period: (s: string, e: string) => `Statement period ${s} to ${e}`,
  opening: 'Opening balance',
  closing: 'Closing balance',
  moneyIn: 'Payments in',
  moneyOut: 'Payments out',
  page: (p: number, n: number) => `Page ${p} of ${n}`,
};

function baseConfig(rng: Rng): Omit<TableConfig, 'family' | 'keys' | 'headers' | 'amountMode'> {
  return {
    locale: 'en',
    lang: 'en',
    currency: 'GBP',
    bank: `${fakeWord(rng).toUpperCase()} BANK`,
    accountType: 'current',
    ns: EN,
    dateFmt: 'DD/MM/YYYY',
    negStyle: 'minus',
    balance: 'every',
    dateOncePerDay: false,
    newestFirst: false,
    cellsOnLastLine: false,
    floor: -rng.int(0, 200_000),
    labels: EN_LABELS,
    summary: rng.chance(0.7),
    tracking: 0,
    headerRule: rng.chance(0.5),
    valueDateLag: false,
    longShare: rng.float(0.05, 0.25),
  };
}

// ---------------------------------------------------------------------------------------------
// Families

function ukCurrent(rng: Rng, o: FamilyOptions): BuiltStatement {
  return tableFamily(
    rng,
    o,
    {
      ...baseConfig(rng),
      family: 'uk-current',
      dateFmt: 'DD MMM YY',
      keys: ['date', 'type', 'desc', 'out', 'in', 'balance'],
      headers: {
        date: ['Date'],
        type: [rng.pick(['Payment type and details', 'Type  Description', 'Details'])],
        out: [rng.pick(['Paid out', 'Payments', 'Money out', 'Withdrawals'])],
        in: [rng.pick(['Paid in', 'Receipts', 'Money in', 'Deposits'])],
        balance: ['Balance'],
      },
      amountMode: 'split',
      balance: 'endOfDay',
      dateOncePerDay: true,
      openCloseRows: ['BALANCE BROUGHT FORWARD', 'BALANCE CARRIED FORWARD'],
      carry: ['BALANCE BROUGHT FORWARD', 'BALANCE CARRIED FORWARD'],
      cellsOnLastLine: rng.chance(0.6),
      balanceSuffix: rng.chance(0.4) ? ['D', ''] : undefined,
      typeCodes: { out: ['DD', 'SO', 'VIS', 'BP', ')))', 'ATM', 'DR'], in: ['CR', 'BP', 'TFR'] },
      tracking: rng.chance(0.5) ? rng.float(0.6, 1.6) : 0,
      longShare: rng.float(0.15, 0.35),
      labels: { ...EN_LABELS, moneyIn: 'Payments In', moneyOut: 'Payments Out' },
    },
    'a4',
  );
}

function signedAmount(rng: Rng, o: FamilyOptions): BuiltStatement {
  return tableFamily(
    rng,
    o,
    {
      ...baseConfig(rng),
      family: 'signed-amount',
      currency: rng.pick(['GBP', 'USD', 'AUD', 'EUR']),
      dateFmt: rng.pick(['DD/MM/YYYY', 'DD MMM YYYY', 'YYYY-MM-DD']),
      keys: rng.chance(0.3)
        ? ['date', 'desc', 'ref', 'amount', 'balance']
        : ['date', 'desc', 'amount', 'balance'],
      headers: {
        date: [rng.pick(['Date', 'Transaction date', 'Posted'])],
        desc: [rng.pick(['Description', 'Details', 'Transaction details', 'Narrative'])],
        ref: ['Reference'],
        amount: [rng.pick(['Amount', 'Amount (£)', 'Value'])],
        balance: [rng.pick(['Balance', 'Running balance'])],
      },
      amountMode: 'signed',
    },
    'any',
  );
}

function drcrMarker(rng: Rng, o: FamilyOptions): BuiltStatement {
  return tableFamily(
    rng,
    o,
    {
      ...baseConfig(rng),
      family: 'drcr-marker',
      currency: rng.pick(['AUD', 'NZD', 'GBP']),
      dateFmt: rng.pick(['DD MMM', 'DD/MM/YY', 'DD MMM YYYY']),
      keys: ['date', 'desc', 'amount', 'marker', 'balance'],
      headers: {
        date: ['Date'],
        desc: [rng.pick(['Transaction', 'Particulars', 'Details'])],
        amount: ['Amount'],
        marker: [rng.pick(['Dr/Cr', 'DR/CR', ''])],
        balance: ['Balance'],
      },
      amountMode: 'marker',
      markers: rng.pick([
        ['DR', 'CR'],
        ['Dr', 'Cr'],
        ['D', 'C'],
      ] as [string, string][]),
      balanceSuffix: rng.pick([
        ['DR', 'CR'],
        ['Dr', 'Cr'],
      ] as [string, string][]),
      openCloseRows: ['OPENING BALANCE', 'CLOSING BALANCE'],
    },
    'a4',
  );
}

function germanGiro(rng: Rng, o: FamilyOptions): BuiltStatement {
  const splitCols = rng.chance(0.5);
  return tableFamily(
    rng,
    o,
    {
      ...baseConfig(rng),
      family: 'de-giro',
      locale: 'de',
      lang: 'de',
      currency: 'EUR',
      bank: `${fakeWord(rng).replace(/^./, (x) => x.toUpperCase())} Sparkasse`,
      accountType: 'Girokonto',
      ns: DE,
      dateFmt: rng.pick(['DD.MM.YYYY', 'DD.MM.']),
      keys: splitCols
        ? ['date', 'vdate', 'desc', 'out', 'in']
        : ['date', 'vdate', 'desc', 'amount'],
      headers: {
        date: ['Buchungstag'],
        vdate: ['Valuta'],
        desc: [rng.pick(['Verwendungszweck', 'Vorgang / Verwendungszweck', 'Buchungstext'])],
        out: ['Soll'],
        in: ['Haben'],
        amount: ['Betrag EUR'],
      },
      amountMode: splitCols ? 'split' : 'suffix',
      markers: ['S', 'H'],
      balance: 'none',
      valueDateLag: true,
      openCloseRows: undefined,
      labels: {
        account: 'Kontonummer',
        period: (s, e) => `Kontoauszug vom ${s} bis ${e}`,
        opening: 'Kontostand alt',
        closing: 'Kontostand neu',
        moneyIn: 'Summe Haben',
        moneyOut: 'Summe Soll',
        page: (p, n) => `Seite ${p} von ${n}`,
      },
      summary: true,
      balanceSuffix: ['S', 'H'],
    },
    'a4',
  );
}

function frenchCompte(rng: Rng, o: FamilyOptions): BuiltStatement {
  return tableFamily(
    rng,
    o,
    {
      ...baseConfig(rng),
      family: 'fr-compte',
      locale: 'fr',
      lang: 'fr',
      currency: 'EUR',
      bank: `BANQUE ${fakeWord(rng).toUpperCase()}`,
      accountType: 'Compte courant',
      ns: rng.chance(0.5) ? FR : { group: '\u00a0', decimal: ',' },
      dateFmt: 'DD/MM/YYYY',
      keys: ['date', 'desc', 'out', 'in', 'balance'],
      headers: {
        date: ['Date'],
        desc: [rng.pick(['Libellé', 'Libellé des opérations', 'Nature des opérations'])],
        out: ['Débit'],
        in: ['Crédit'],
        balance: ['Solde'],
      },
      amountMode: 'split',
      openCloseRows: ['SOLDE PRECEDENT', 'NOUVEAU SOLDE'],
      labels: {
        account: 'N° de compte',
        period: (s, e) => `Relevé du ${s} au ${e}`,
        opening: 'Solde précédent',
        closing: 'Nouveau solde',
        moneyIn: 'Total des crédits',
        moneyOut: 'Total des débits',
        page: (p, n) => `Page ${p} / ${n}`,
      },
    },
    'a4',
  );
}

function spanishCuenta(rng: Rng, o: FamilyOptions): BuiltStatement {
  return tableFamily(
    rng,
    o,
    {
      ...baseConfig(rng),
      family: 'es-cuenta',
      locale: 'es',
      lang: 'es',
      currency: 'EUR',
      bank: `BANCO ${fakeWord(rng).toUpperCase()}`,
      accountType: 'Cuenta corriente',
      ns: DE,
      dateFmt: 'DD/MM/YYYY',
      keys: rng.chance(0.5)
        ? ['date', 'vdate', 'desc', 'amount', 'balance']
        : ['date', 'desc', 'amount', 'balance'],
      headers: {
        date: ['Fecha'],
        vdate: ['F. valor'],
        desc: [rng.pick(['Concepto', 'Descripción'])],
        amount: ['Importe'],
        balance: ['Saldo'],
      },
      amountMode: 'signed',
      valueDateLag: true,
      labels: {
        account: 'IBAN / Cuenta',
        period: (s, e) => `Extracto del ${s} al ${e}`,
        opening: 'Saldo anterior',
        closing: 'Saldo final',
        moneyIn: 'Total abonos',
        moneyOut: 'Total cargos',
        page: (p, n) => `Página ${p} de ${n}`,
      },
    },
    'a4',
  );
}

function indianLakh(rng: Rng, o: FamilyOptions): BuiltStatement {
  return tableFamily(
    rng,
    o,
    {
      ...baseConfig(rng),
      family: 'in-lakh',
      locale: 'in',
      currency: 'INR',
      bank: `${fakeWord(rng).toUpperCase()} BANK LTD`,
      accountType: 'Savings',
      ns: IN,
      dateFmt: rng.pick(['DD-MM-YYYY', 'DD MMM YYYY', 'DD/MM/YY']),
      keys: ['date', 'desc', 'ref', 'amount', 'marker', 'balance'],
      headers: {
        date: ['Txn Date'],
        desc: ['Narration'],
        ref: ['Chq./Ref.No.'],
        amount: ['Amount (INR)'],
        marker: ['Dr/Cr'],
        balance: ['Balance (INR)'],
      },
      amountMode: 'marker',
      markers: ['Dr', 'Cr'],
      balanceSuffix: ['Dr', 'Cr'],
      floor: 0,
      labels: { ...EN_LABELS, moneyIn: 'Total Credits', moneyOut: 'Total Debits' },
    },
    'a4',
  );
}

function swissKonto(rng: Rng, o: FamilyOptions): BuiltStatement {
  return tableFamily(
    rng,
    o,
    {
      ...baseConfig(rng),
      family: 'ch-konto',
      locale: 'ch',
      lang: 'de',
      currency: 'CHF',
      bank: `${fakeWord(rng).replace(/^./, (x) => x.toUpperCase())} Kantonalbank`,
      accountType: 'Privatkonto',
      ns: CH,
      dateFmt: 'DD.MM.YY',
      // Valuta first: listed after the amounts it was drawn at x = −1 (the column layout has no
      // room for a date between money columns), half off the page — illegible once scanned
      keys: ['vdate', 'date', 'desc', 'out', 'in', 'balance'],
      headers: {
        date: ['Datum'],
        desc: ['Text'],
        out: ['Belastung'],
        in: ['Gutschrift'],
        vdate: ['Valuta'],
        balance: ['Saldo'],
      },
      amountMode: 'split',
      valueDateLag: true,
      openCloseRows: ['Saldovortrag', 'Schlusssaldo'],
      floor: 0,
      labels: {
        account: 'Konto',
        period: (s, e) => `Kontoauszug ${s} - ${e}`,
        opening: 'Anfangssaldo',
        closing: 'Schlusssaldo',
        moneyIn: 'Total Gutschriften',
        moneyOut: 'Total Belastungen',
        page: (p, n) => `Seite ${p}/${n}`,
      },
    },
    'a4',
  );
}

function newestFirst(rng: Rng, o: FamilyOptions): BuiltStatement {
  return tableFamily(
    rng,
    o,
    {
      ...baseConfig(rng),
      family: 'newest-first',
      currency: 'USD',
      locale: 'us',
      dateFmt: rng.pick(['MM/DD/YYYY', 'MMM D, YYYY']),
      keys: ['date', 'desc', 'amount', 'balance'],
      headers: {
        date: ['Date'],
        desc: ['Description'],
        amount: ['Amount'],
        balance: ['Balance'],
      },
      amountMode: 'signed',
      newestFirst: true,
      negStyle: rng.pick(['minus', 'parens'] as const),
      labels: {
        ...EN_LABELS,
        opening: 'Beginning balance',
        closing: 'Ending balance',
        moneyIn: 'Deposits',
        moneyOut: 'Withdrawals',
        page: (p, n) => `${p} of ${n}`,
      },
    },
    'letter',
  );
}

function parensAmount(rng: Rng, o: FamilyOptions): BuiltStatement {
  return tableFamily(
    rng,
    o,
    {
      ...baseConfig(rng),
      family: 'parens-amount',
      currency: rng.pick(['USD', 'CAD']),
      locale: 'us',
      dateFmt: rng.pick(['MM/DD/YY', 'MMM DD']),
      keys: ['date', 'desc', 'amount', 'balance'],
      headers: {
        date: ['Date'],
        desc: ['Transaction Description'],
        amount: ['Amount'],
        balance: ['Balance'],
      },
      amountMode: 'signed',
      negStyle: 'parens',
      floor: -100_000,
    },
    'letter',
  );
}

function trailingMinus(rng: Rng, o: FamilyOptions): BuiltStatement {
  return tableFamily(
    rng,
    o,
    {
      ...baseConfig(rng),
      family: 'trailing-minus',
      currency: rng.pick(['AUD', 'EUR', 'ZAR']),
      dateFmt: rng.pick(['DD/MM/YYYY', 'DD.MM.YYYY']),
      keys: ['date', 'desc', 'amount', 'balance'],
      headers: {
        date: ['Date'],
        desc: ['Particulars'],
        amount: ['Debits/Credits'],
        balance: ['Balance'],
      },
      amountMode: 'signed',
      negStyle: 'trailing',
      floor: -150_000,
      openCloseRows: ['Opening Balance', 'Closing Balance'],
    },
    'a4',
  );
}

// ---- US checking with deposits / withdrawals sections and a daily balance table --------------

function usChecking(rng: Rng, o: FamilyOptions): BuiltStatement {
  const g = geometry(rng, 'letter');
  const count = rowsFor(rng, g, o.pages, 1.6);
  const { start, end } = periodFor(rng, count);
  const opening = rng.int(50_000, 900_000);
  const txs = generateTransactions(rng, {
    locale: 'us',
    start,
    end,
    count,
    opening,
    floor: 0,
    longShare: 0.1,
  });
  const closing = txs.length ? (txs[txs.length - 1] as SynthTx).balance : opening;
  const t = totals(txs);
  const bank = `${fakeWord(rng).replace(/^./, (x) => x.toUpperCase())} Bank, N.A.`;
  const holder = holderName(rng).toUpperCase();
  const acct = accountNumber(rng, 12);
  const dateFmt = rng.pick(['MM/DD', 'MM/DD/YY']);
  const fd = (iso: string) => formatDate(iso, dateFmt);
  const dollar = rng.chance(0.5) ? '$' : '';
  const st = blankStatement();
  Object.assign(st, {
    bankName: bank,
    accountHolder: holder,
    accountNumber: acct,
    accountType: 'checking',
    currency: 'USD',
    periodStart: start,
    periodEnd: end,
    openingBalance: toDecimal(opening),
    closingBalance: toDecimal(closing),
    totals: { moneyIn: toDecimal(t.moneyIn), moneyOut: toDecimal(t.moneyOut) },
  });
  const amountX = g.right - rng.int(0, 80);
  const descX = g.left + rng.int(45, 70);
  const descW = amountX - 90 - descX;
  const sectionTable = (title: string, list: SynthTx[], totalLabel: string): Block[] => {
    const rows: Row[] = list.map((tx) => {
      const truth = truthTx(tx, tx.description, null);
      st.transactions.push(truth);
      return {
        cells: { date: fd(tx.date), desc: tx.description, amount: formatMinor(tx.amount) },
        tx: truth,
      };
    });
    const sum = list.reduce((s, tx) => s + Math.abs(tx.amount), 0);
    rows.push({ cells: { desc: totalLabel, amount: `${dollar}${formatMinor(sum)}` }, bold: true });
    return [
      {
        kind: 'table',
        title,
        continuedSuffix: ' - continued',
        columns: [
          { key: 'date', header: ['Date'], x: g.left, align: 'left' },
          { key: 'desc', header: ['Description'], x: descX, align: 'left', width: descW },
          { key: 'amount', header: ['Amount'], x: amountX, align: 'right' },
        ],
        rows,
        wrapKey: 'desc',
        headerRule: true,
      },
      { kind: 'space', height: g.lineHeight },
    ];
  };
  const deposits = txs.filter((x) => x.amount > 0);
  const withdrawals = txs.filter((x) => x.amount < 0);
  const depTitle = rng.pick([
    'DEPOSITS AND ADDITIONS',
    'Deposits and Other Credits',
    'Deposits/Additions',
  ]);
  const wdTitle = rng.pick([
    'WITHDRAWALS AND SUBTRACTIONS',
    'Withdrawals and Other Debits',
    'ELECTRONIC WITHDRAWALS',
  ]);
  // daily balances
  const daily = new Map<string, number>();
  for (const tx of txs) daily.set(tx.date, tx.balance);
  const perLine = rng.pick([1, 2, 3]);
  const colW = (g.right - g.left) / perLine;
  const dailyCols: Column[] = [];
  for (let k = 0; k < perLine; k++) {
    dailyCols.push({ key: `d${k}`, header: ['Date'], x: g.left + k * colW, align: 'left' });
    dailyCols.push({
      key: `b${k}`,
      header: ['Balance'],
      x: g.left + k * colW + colW * 0.7,
      align: 'right',
    });
  }
  const dailyRows: Row[] = [];
  const entries = [...daily.entries()];
  for (let i = 0; i < entries.length; i += perLine) {
    const cells: Record<string, string> = {};
    for (let k = 0; k < perLine; k++) {
      const e = entries[i + k];
      if (!e) continue;
      cells[`d${k}`] = fd(e[0]);
      cells[`b${k}`] = formatMinor(e[1]);
    }
    dailyRows.push({ cells });
  }
  const header = headerBlock(
    g,
    rng,
    bank,
    [holder, ...addressLines(rng, 'us')],
    [
      ['Account Number:', acct],
      [`${formatDate(start, 'MMMM D, YYYY')} through ${formatDate(end, 'MMMM D, YYYY')}`, ''],
      ['Beginning Balance', `${dollar}${formatMinor(opening)}`],
      ['Deposits and Additions', formatMinor(t.moneyIn)],
      ['Withdrawals and Subtractions', `-${formatMinor(t.moneyOut)}`],
      ['Ending Balance', `${dollar}${formatMinor(closing)}`],
    ],
  );
  const body: Block[] = [
    header,
    { kind: 'space', height: g.lineHeight * 2 },
    ...sectionTable(depTitle, deposits, 'Total Deposits and Additions'),
    ...sectionTable(wdTitle, withdrawals, 'Total Withdrawals and Subtractions'),
    {
      kind: 'table',
      title: 'DAILY ENDING BALANCE',
      columns: dailyCols,
      rows: dailyRows,
      headerRule: false,
    },
  ];
  const spec = docSpec(g, body, {
    footer: pageFooter(
      g,
      rng,
      (p, n) => `Page ${p} of ${n}`,
      rng.chance(0.5) ? 'Member FDIC' : undefined,
    ),
    pageHeader: (p) => [[{ text: `${formatDate(end, 'MMMM D, YYYY')}  Page ${p}`, x: g.left }]],
  });
  return { family: 'us-checking', spec, statements: [st] };
}

// ---- Credit card: purchases vs payments, no running balance, no year across Dec→Jan ----------

function creditCard(rng: Rng, o: FamilyOptions): BuiltStatement {
  const g = geometry(rng, 'any');
  const count = rowsFor(rng, g, o.pages, 1.1);
  const { start, end } = periodFor(rng, count, rng.chance(0.6));
  const owed = rng.int(0, 400_000);
  // balances from the holder's side: debt is negative, so opening + Σ amounts = closing holds
  const txs = generateTransactions(rng, {
    locale: rng.pick(['en', 'us'] as const),
    start,
    end,
    count,
    opening: -owed,
    floor: -5_000_000,
    creditShare: 0.08,
    maxDebit: 40_000,
    longShare: 0.05,
  });
  const closing = txs.length ? (txs[txs.length - 1] as SynthTx).balance : -owed;
  for (const tx of txs) tx.postDate = addDays(tx.date, rng.pick([0, 1, 1, 2, 3]));
  const dateFmt = rng.pick(['MMM DD', 'DD MMM', 'MM/DD']);
  const fd = (iso: string) => formatDate(iso, dateFmt);
  const crStyle = rng.pick(['minus', 'CR', 'parens'] as const);
  const fmtAmt = (cardSide: number) => {
    // printed from the card's side: purchases positive, payments/credits marked
    const text = formatMinor(cardSide);
    if (cardSide >= 0) return text;
    return crStyle === 'CR' ? `${text} CR` : crStyle === 'parens' ? `(${text})` : `-${text}`;
  };
  const bank = `${fakeWord(rng).toUpperCase()} CARD SERVICES`;
  const card = `${accountNumber(rng, 4)} ${accountNumber(rng, 4)} ${accountNumber(rng, 4)} ${accountNumber(rng, 4)}`;
  const st = blankStatement();
  const t = totals(txs);
  Object.assign(st, {
    bankName: bank,
    accountHolder: holderName(rng),
    accountNumber: card,
    accountType: 'credit card',
    currency: rng.pick(['GBP', 'USD']),
    periodStart: start,
    periodEnd: end,
    openingBalance: toDecimal(-owed),
    closingBalance: toDecimal(closing),
    totals: { moneyIn: toDecimal(t.moneyIn), moneyOut: toDecimal(t.moneyOut) },
  });
  const amountX = g.right - rng.int(0, 40);
  const postX = g.left + rng.int(50, 70);
  const descX = postX + rng.int(50, 70);
  const rows: Row[] = txs.map((tx) => {
    const truth = truthTx(tx, tx.description, null);
    st.transactions.push(truth);
    return {
      cells: {
        date: fd(tx.date),
        post: fd(tx.postDate!),
        desc: tx.description,
        amount: fmtAmt(-tx.amount),
      },
      tx: truth,
    };
  });
  const header = headerBlock(
    g,
    rng,
    bank,
    [st.accountHolder!, ...addressLines(rng, 'en')],
    [
      ['Card number', card],
      ['Statement date', formatDate(end, 'DD MMMM YYYY')],
      ['Previous balance', formatMinor(owed)],
      ['Payments and credits', formatMinor(t.moneyIn)],
      ['Purchases and debits', formatMinor(t.moneyOut)],
      ['New balance', closing > 0 ? `${formatMinor(closing)} CR` : formatMinor(closing)],
      ['Minimum payment', formatMinor(Math.max(500, Math.round(-closing * 0.025)))],
    ],
  );
  const body: Block[] = [
    header,
    { kind: 'space', height: g.lineHeight * 2 },
    {
      kind: 'table',
      title: 'Your transactions',
      continuedSuffix: ' (continued)',
      columns: [
        { key: 'date', header: ['Trans', 'date'], x: g.left, align: 'left' },
        { key: 'post', header: ['Post', 'date'], x: postX, align: 'left' },
        {
          key: 'desc',
          header: ['Description'],
          x: descX,
          align: 'left',
          width: amountX - 90 - descX,
        },
        { key: 'amount', header: ['Amount'], x: amountX, align: 'right' },
      ],
      rows,
      wrapKey: 'desc',
      headerRule: rng.chance(0.5),
    },
  ];
  const spec = docSpec(g, body, {
    footer: pageFooter(g, rng, (p, n) => `Sheet ${p} of ${n}`),
  });
  return { family: 'credit-card', spec, statements: [st] };
}

// ---- Combined statement: two accounts in one PDF ---------------------------------------------

function combined(rng: Rng, o: FamilyOptions): BuiltStatement {
  const g = geometry(rng, 'letter');
  const base = baseConfig(rng);
  const holder = holderName(rng);
  const cfg = (kind: string): TableConfig => ({
    ...base,
    family: 'combined',
    locale: 'us',
    currency: 'USD',
    accountType: kind,
    dateFmt: 'MM/DD/YYYY',
    keys: ['date', 'desc', 'amount', 'balance'],
    headers: { date: ['Date'], desc: ['Description'], amount: ['Amount'], balance: ['Balance'] },
    amountMode: 'signed',
    floor: 0,
    summary: true,
    labels: {
      ...EN_LABELS,
      opening: 'Beginning balance',
      closing: 'Ending balance',
      moneyIn: 'Deposits',
      moneyOut: 'Withdrawals',
    },
  });
  // one-page combined statements (standalone images) split a page between the two accounts
  const pages1 = o.pages <= 1 ? 0.75 : Math.ceil(o.pages * 0.6);
  const pages2 = o.pages <= 1 ? 0.7 : Math.max(1, o.pages - pages1);
  const a = accountBlocks(g, rng, cfg('checking'), pages1, 'Checking account activity');
  const b = accountBlocks(g, rng, cfg('savings'), pages2, 'Savings account activity');
  for (const st of [a.statement, b.statement]) {
    st.bankName = base.bank;
    st.accountHolder = holder;
  }
  const summaryLines = (label: string, pairs: [string, string][]): Block => ({
    kind: 'lines',
    lines: [
      { cells: [{ text: label, x: g.left, bold: true, size: g.size + 1 }] },
      ...pairs.map(([l, v]) => ({
        cells: [
          { text: l, x: g.left + 10 },
          { text: v, x: g.left + 300, align: 'right' as const },
        ],
      })),
    ],
  });
  const header = headerBlock(
    g,
    rng,
    base.bank,
    [holder, ...addressLines(rng, 'us')],
    [['Combined statement', '']],
  );
  const body: Block[] = [
    header,
    { kind: 'space', height: g.lineHeight },
    summaryLines('Everyday Checking', a.headerPairs),
    { kind: 'space', height: g.lineHeight },
    ...a.blocks,
    ...(rng.chance(0.5)
      ? [{ kind: 'pageBreak' } as Block]
      : [{ kind: 'space', height: g.lineHeight * 2 } as Block]),
    summaryLines('Way2Save Savings', b.headerPairs),
    { kind: 'space', height: g.lineHeight },
    ...b.blocks,
  ];
  const spec = docSpec(g, body, { footer: pageFooter(g, rng, (p, n) => `Page ${p} of ${n}`) });
  return { family: 'combined', spec, statements: [a.statement, b.statement] };
}

export type FamilyFn = (rng: Rng, o: FamilyOptions) => BuiltStatement;

export const FAMILIES: Record<string, FamilyFn> = {
  'uk-current': ukCurrent,
  'us-checking': usChecking,
  'signed-amount': signedAmount,
  'drcr-marker': drcrMarker,
  'de-giro': germanGiro,
  'fr-compte': frenchCompte,
  'es-cuenta': spanishCuenta,
  'in-lakh': indianLakh,
  'ch-konto': swissKonto,
  'credit-card': creditCard,
  'newest-first': newestFirst,
  'parens-amount': parensAmount,
  'trailing-minus': trailingMinus,
  combined,
};

/** Exposed for tests. */
export const _internal = { isoToDay };
