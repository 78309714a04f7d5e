/**
 * Table headers: which line names the columns, and what each column is. Keywords in English,
 * German, French and Spanish, matched on normalised keys (lower case, no accents, no spaces —
 * so kerning-split words such as "Pay m e nt t y pe" still match).
 */
import type { Line, Phrase } from './lines.ts';
import { normalizeKey } from './lines.ts';

export type ColumnRole =
  | 'date'
  | 'postDate'
  | 'description'
  | 'debit'
  | 'credit'
  | 'amount'
  | 'balance'
  | 'reference';

export interface Column {
  role: ColumnRole;
  x0: number;
  x1: number;
  label: string;
  /**
   * An amount column printed in whole units ("-171", "$45"): set by the table engine when the
   * rows under the header carry mostly whole numbers in it (see `markWholeNumberColumns`).
   */
  wholeNumbers?: boolean;
}

export interface TableModel {
  columns: Column[];
  /** Page and bottom of the header (rows start below). */
  page: number;
  y1: number;
}

const ROLE_KEYWORDS: Array<[ColumnRole, string[]]> = [
  [
    'postDate',
    [
      'receivedbyus',
      'postingdate',
      'posteddate',
      'posted',
      'postdate',
      'valuedate',
      'valuta',
      'wertstellung',
      'wert',
      'datevaleur',
      'fechavalor',
      'processeddate',
      'effectivedate',
    ],
  ],
  [
    'date',
    [
      'date',
      'datum',
      'fecha',
      'transactiondate',
      'transdate',
      'trandate',
      'txndate',
      'buchungstag',
      'buchungsdatum',
      'dateoperation',
      'dateop',
      'fechaoperacion',
      'day',
      'tag',
      'jour',
      'fechadeoperacion',
    ],
  ],
  [
    'balance',
    [
      'balance',
      'saldo',
      'solde',
      'runningbalance',
      'endingdailybalance',
      'dailybalance',
      'kontostand',
      'balancegbp',
      'balanceusd',
      'balanceeur',
      'saldoeur',
      'soldeeur',
    ],
  ],
  [
    'debit',
    [
      'debit',
      'debits',
      'withdrawal',
      'withdrawals',
      'paidout',
      'moneyout',
      'soll',
      'cargo',
      'cargos',
      'debe',
      'retiros',
      'retirada',
      'withdrawalssubtractions',
      'subtractions',
      'withdrawalsanddebits',
      'debitos',
      'ausgang',
      'lastschrift',
      'belastung',
      'sorties',
      'paymentsanddebits',
      'checksanddebits',
      'out',
      'spent',
      'payments',
      'paymentsout',
      'ausgaben',
      'belastungen',
      'amountout',
      'debitamount',
    ],
  ],
  [
    'credit',
    [
      'credit',
      'credits',
      'deposit',
      'deposits',
      'paidin',
      'moneyin',
      'haben',
      'abono',
      'abonos',
      'haber',
      'ingresos',
      'depositsadditions',
      'additions',
      'depositsandcredits',
      'creditos',
      'eingang',
      'gutschrift',
      'entrees',
      'in',
      'received',
      'receipts',
      'paymentsin',
      'einnahmen',
      'gutschriften',
      'amountin',
      'creditamount',
    ],
  ],
  ['amount', ['amount', 'betrag', 'montant', 'importe', 'umsatz', 'transactionamount', 'value']],
  [
    'reference',
    [
      'reference',
      'ref',
      'refno',
      'checkno',
      'checknumber',
      'chequeno',
      'chequenumber',
      'check',
      'referencia',
      'referenz',
      'serialno',
      'number',
      'no',
      'num',
    ],
  ],
  [
    'description',
    [
      'description',
      'details',
      'particulars',
      'transaction',
      'transactions',
      'narrative',
      'narration',
      'verwendungszweck',
      'buchungstext',
      'libelle',
      'concepto',
      'paymenttypeanddetails',
      'paymentstypeanddetails',
      'transactiondetails',
      'memo',
      'detalle',
      'descripcion',
      'operation',
      'operations',
      'natureoperation',
      'naturedeloperation',
      'erlauterung',
      'vorgang',
      'transactiondescription',
      'payee',
      'merchant',
      'detail',
      'movimiento',
      'conceptos',
      'text',
      'beschreibung',
    ],
  ],
];

const KEYWORD_ROLE = new Map<string, ColumnRole>();
for (const [role, kws] of ROLE_KEYWORDS) for (const k of kws) KEYWORD_ROLE.set(k, role);
const ROLE_RANK = new Map<ColumnRole, number>(ROLE_KEYWORDS.map(([role], i) => [role, i]));
/** Every prefix of every keyword: a whole-keyword cell can only start with one of these. */
const KEY_PREFIXES = new Set<string>();
/** Every suffix of every keyword (for the qualified-form search, which reads key endings). */
const KEY_SUFFIXES = new Set<string>();
for (const k of KEYWORD_ROLE.keys())
  for (let n = 1; n <= k.length; n++) {
    KEY_PREFIXES.add(k.slice(0, n));
    KEY_SUFFIXES.add(k.slice(k.length - n));
  }

const CURRENCY_TAIL_CODES = new Set([
  'gbp',
  'usd',
  'eur',
  'aud',
  'cad',
  'chf',
  'inr',
  'nzd',
  'sgd',
  'hkd',
  'zar',
]);

/**
 * The key without trailing digits, else without a trailing currency code ("balancegbp"): what
 * `key.replace(/(gbp|usd|…|\d*)$/, '')` gives, without running a regex at every position.
 */
function stripCurrencyTail(key: string): string {
  let end = key.length;
  while (end > 0 && key.charCodeAt(end - 1) >= 48 && key.charCodeAt(end - 1) <= 57) end--;
  if (end < key.length) return key.slice(0, end);
  if (key.length >= 3 && CURRENCY_TAIL_CODES.has(key.slice(-3))) return key.slice(0, -3);
  return key;
}

/** Labels that name a column the engine reads as part of the description ("Type", "Code"). */
const NEUTRAL_LABELS = new Set([
  'type',
  'code',
  'transactiontype',
  'typ',
  'art',
  'tipo',
  'drcr',
  'crdr',
  'sh',
]);

/^(t|ty|typ|type|tr|transactiontype|c|co|cod|code|a|ar|art|ti|tip|tipo|d|dr|drc|drcr|cr|crd|crdr|s|sh)$/;

/** "Debits/Credits", "Paid in / out", "Soll/Haben": one signed-amount column named by both sides. */
function bothSides(text: string): boolean {
  const parts = text.split(/\s*(?:\/|&|\+|\band\b|\bor\b|\bund\b|\bet\b|\bou\b|\by\b|\bo\b)\s*/i);
  if (parts.length < 2) return false;
  let debit = false;
  let credit = false;
  for (const part of parts) {
    const k = normalizeKey(part);
    // "Paid in / out": the second part borrows the first part's verb
    const r = KEYWORD_ROLE.get(k) ?? KEYWORD_ROLE.get(`paid${k}`) ?? KEYWORD_ROLE.get(`money${k}`);
    if (r === 'debit') debit = true;
    if (r === 'credit') credit = true;
  }
  return debit && credit;
}

/**
 * Role named by a header cell, or null. `strict`: only whole keywords (optionally followed by a
 * currency code), no "qualified" forms — used first when a phrase holds several labels.
 */
export function roleOfHeaderText(text: string, strict = false): ColumnRole | null {
  let key = normalizeKey(text.replace(/[£$€¥₹]/g, ''));
  if (key.length === 0 || key.length > 28) return null;
  if (/[/&+]/.test(text) && bothSides(text)) return 'amount';
  const exact = KEYWORD_ROLE.get(key);
  if (exact) return exact;
  key = stripCurrencyTail(key);
  const bare = KEYWORD_ROLE.get(key);
  if (bare) return bare;
  if (strict) return null;
  // qualified forms: "Transaction date", "Deposits / Credits", "Withdrawal amount": the key
  // starts or ends with a keyword (≥ 4 letters); the earliest role in ROLE_KEYWORDS wins.
  // Map look-ups of the key's prefixes and suffixes instead of scanning every keyword.
  // A prefix (suffix) that starts (ends) no keyword has no longer keyword-matching extension, so
  // each scan stops at the first miss; the best rank over all matches does not depend on order.
  let best: ColumnRole | null = null;
  let bestRank = Number.POSITIVE_INFINITY;
  for (let len = 1; len <= key.length; len++) {
    const head = key.slice(0, len);
    if (!KEY_PREFIXES.has(head)) break;
    const r = len >= 4 ? KEYWORD_ROLE.get(head) : undefined;
    if (r !== undefined && ROLE_RANK.get(r)! < bestRank) {
      bestRank = ROLE_RANK.get(r)!;
      best = r;
    }
  }
  for (let len = 1; len <= key.length; len++) {
    const tail = key.slice(key.length - len);
    if (!KEY_SUFFIXES.has(tail)) break;
    const r = len >= 4 ? KEYWORD_ROLE.get(tail) : undefined;
    if (r !== undefined && ROLE_RANK.get(r)! < bestRank) {
      bestRank = ROLE_RANK.get(r)!;
      best = r;
    }
  }
  if (best === 'balance' && /forward|brought|carried/.test(key)) return null;
  return best;
}

type HeaderCell = { role: ColumnRole | null; x0: number; x1: number; text: string };

/**
 * Splits a phrase into header cells: "Date Description" printed close together is two cells.
 * Whole keywords are preferred over qualified forms, so "Transaction date Transaction details"
 * is "Transaction date" + "Transaction details". Cells with a null role are known labels that
 * name no column of their own ("Type").
 */
const cellCache = new WeakMap<Phrase, HeaderCell[]>();

function headerCells(p: Phrase): HeaderCell[] {
  // each line is looked at as a header and as the neighbour of the lines above and below it
  let cells = cellCache.get(p);
  if (!cells) {
    cells = readHeaderCells(p);
    cellCache.set(p, cells);
  }
  return cells;
}

function readHeaderCells(p: Phrase): HeaderCell[] {
  const whole = roleOfHeaderText(p.text);
  if (whole && roleOfHeaderText(p.text, true))
    return [{ role: whole, x0: p.x0, x1: p.x1, text: p.text }];
  // several whole labels side by side ("Valuta Datum") beat one qualified reading
  const strict = splitCells(p, true);
  if (strict && (strict.length > 1 || !whole)) return strict;
  const loose = splitCells(p, false);
  if (loose && loose.length > 1) return loose;
  if (whole) return [{ role: whole, x0: p.x0, x1: p.x1, text: p.text }];
  return loose ?? [];
}

function splitCells(p: Phrase, strict: boolean): HeaderCell[] | null {
  const out: HeaderCell[] = [];
  const ws = p.words;
  let i = 0;
  while (i < ws.length) {
    let found = false;
    // fast reject: a whole keyword (or a neutral label) starts with a keyword prefix
    if (strict) {
      const k0 = normalizeKey(ws[i]!.text);
      if (k0.length > 0 && !KEY_PREFIXES.has(k0) && !NEUTRAL_LABELS.has(k0)) return null;
    }
    for (let j = Math.min(ws.length, i + 4); j > i; j--) {
      const text = ws
        .slice(i, j)
        .map((w) => w.text)
        .join(' ');
      const role = roleOfHeaderText(text, strict);
      const neutral = !role && NEUTRAL_LABELS.has(normalizeKey(text));
      if (role || neutral) {
        out.push({ role, x0: ws[i]!.x0, x1: ws[j - 1]!.x1, text });
        i = j;
        found = true;
        break;
      }
    }
    if (!found) return null;
  }
  return out.length > 0 ? out : null;
}

const AMOUNT_ROLES = new Set<ColumnRole>(['debit', 'credit', 'amount', 'balance']);
export function isAmountRole(role: ColumnRole): boolean {
  return AMOUNT_ROLES.has(role);
}

/** Columns named by a line, when the line is a table header; otherwise null. */
export function headerColumns(line: Line): Column[] | null {
  if (/\d[.,]\d\d/.test(line.text)) return null;
  const cols: Column[] = [];
  let unknownChars = 0;
  let neutralChars = 0;
  for (const p of line.phrases) {
    const cells = headerCells(p);
    if (cells.length === 0) {
      unknownChars += p.text.replace(/[^\p{L}]/gu, '').length;
      continue;
    }
    for (const c of cells) {
      if (c.role) cols.push({ role: c.role, x0: c.x0, x1: c.x1, label: c.text });
      else neutralChars += c.text.replace(/[^\p{L}]/gu, '').length;
    }
  }
  if (cols.length < 2) return null;
  const known =
    neutralChars + cols.reduce((n, c) => n + c.label.replace(/[^\p{L}]/gu, '').length, 0);
  if (unknownChars > known * 0.5) return null;
  return cols;
}

/** A header must name an amount column plus a date or description column. */
export function isTableHeader(cols: Column[]): boolean {
  const roles = new Set(cols.map((c) => c.role));
  const money = roles.has('debit') || roles.has('credit') || roles.has('amount');
  // (a value/posting date alone counts: detectHeader makes the leftmost one the row date)
  return money && (roles.has('date') || roles.has('postDate') || roles.has('description'));
}

/**
 * Finds the header starting at `lines[i]`, merging header cells printed on a neighbouring line
 * (e.g. "Amount" set a few points above the other labels). Returns the model and how many lines
 * it used, or null.
 */
export function detectHeader(
  lines: Line[],
  i: number,
): { columns: Column[]; used: number; y1: number } | null {
  const line = lines[i];
  if (!line) return null;
  const cols = headerColumns(line);
  if (!cols) return null;
  let all = cols.slice();
  let used = 1;
  let y1 = line.y1;
  for (const j of [i - 1, i + 1]) {
    const other = lines[j];
    if (!other || other.page !== line.page) continue;
    if (Math.abs(other.y0 - line.y0) > line.height * 1.6) continue;
    const extra = headerColumnsLoose(other);
    if (!extra) {
      // labels set on two lines ("Trans" over "date", "Post" over "date"): join them
      if (stackLabels(all, other, j < i) && j > i) {
        used = 2;
        y1 = Math.max(y1, other.y1);
      }
      continue;
    }
    for (const c of extra) {
      const clashes = all.filter((a) => a.x0 < c.x1 && c.x0 < a.x1);
      if (clashes.length === 0) all.push(c);
      else if (clashes.length === 1) joinBrokenLabel(clashes[0]!, c, j < i);
    }
    if (j > i) {
      used = 2;
      y1 = Math.max(y1, other.y1);
    }
  }
  all = all.sort((a, b) => a.x0 - b.x0);
  if (!isTableHeader(all)) return null;
  // two date columns and no label saying which is which: the first (leftmost) is the
  // transaction/booking date, the other the posting/value date
  const dates = all.filter((c) => c.role === 'date' || c.role === 'postDate');
  if (dates.length >= 2 && !dates.some((c) => c.role === 'postDate')) {
    const trans = dates.find((c) => /trans|buchung|booking|operation/i.test(c.label)) ?? dates[0]!;
    for (const c of dates) if (c !== trans) c.role = 'postDate';
  }
  if (dates.length >= 1 && !dates.some((c) => c.role === 'date')) {
    // only posting/value dates named: the leftmost one dates the row
    dates[0]!.role = 'date';
  }
  return { columns: all, used, y1 };
}

/**
 * A label broken over two lines at a connector ("Date of" over "Transaction", "Withdrawals /"
 * over "Deposits"): when the upper part ends with one ("/", "&", "of", "and", "or", "-") or the
 * lower part starts with one, the two parts are read together and the column takes that role.
 */
function joinBrokenLabel(col: Column, part: Column, above: boolean): void {
  const upper = above ? part.label : col.label;
  const lower = above ? col.label : part.label;
  const broken =
    /(?:[/&+-]|\b(?:of|and|or|und|et|de|y|o))\s*$/i.test(upper) ||
    /^\s*(?:[/&+-]|(?:of|and|or|und|et|de|y|o)\b)/i.test(lower);
  if (!broken) return;
  const label = `${upper} ${lower}`;
  const role = roleOfHeaderText(label);
  if (!role) return;
  col.role = role;
  col.label = label;
  col.x0 = Math.min(col.x0, part.x0);
  col.x1 = Math.max(col.x1, part.x1);
}

/**
 * A line of label fragments right above (or below) the header whose phrases each sit over one
 * header column and together with that column's label name a role ("Trans" + "date",
 * "Post" + "date"): the labels are joined and the roles re-read. Returns true when used.
 */
function stackLabels(cols: Column[], other: Line, above: boolean): boolean {
  if (/\d/.test(other.text) || other.phrases.length > cols.length) return false;
  const updates: Array<[Column, string, ColumnRole]> = [];
  for (const p of other.phrases) {
    const over = cols.filter((c) => p.x0 < c.x1 + 2 && c.x0 - 2 < p.x1);
    if (over.length !== 1) return false;
    const c = over[0]!;
    const label = above ? `${p.text} ${c.label}` : `${c.label} ${p.text}`;
    const role = roleOfHeaderText(label);
    if (!role) return false;
    updates.push([c, label, role]);
  }
  if (updates.length === 0) return false;
  for (const [c, label, role] of updates) {
    c.label = label;
    c.role = role;
  }
  return true;
}

function headerColumnsLoose(line: Line): Column[] | null {
  if (/\d/.test(line.text)) return null;
  const cols: Column[] = [];
  for (const p of line.phrases) {
    const cells = headerCells(p);
    if (cells.length === 0) return null;
    for (const c of cells)
      if (c.role) cols.push({ role: c.role, x0: c.x0, x1: c.x1, label: c.text });
  }
  return cols.length > 0 ? cols : null;
}
