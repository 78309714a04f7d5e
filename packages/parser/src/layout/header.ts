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
      'verwendungszweck',
      'buchungstext',
      'libelle',
      'concepto',
      'paymenttypeanddetails',
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

const CURRENCY_TAIL = /(gbp|usd|eur|aud|cad|chf|inr|nzd|sgd|hkd|zar|\d*)$/;

/** Role named by a header cell, or null. */
export function roleOfHeaderText(text: string): ColumnRole | null {
  let key = normalizeKey(text.replace(/[£$€¥₹]/g, ''));
  if (key.length === 0 || key.length > 28) return null;
  const exact = KEYWORD_ROLE.get(key);
  if (exact) return exact;
  key = key.replace(CURRENCY_TAIL, '');
  const bare = KEYWORD_ROLE.get(key);
  if (bare) return bare;
  // qualified forms: "Transaction date", "Deposits / Credits", "Withdrawal amount"
  for (const [role, kws] of ROLE_KEYWORDS) {
    for (const k of kws) {
      if (k.length < 4) continue;
      if (key.startsWith(k) || key.endsWith(k)) {
        if (role === 'balance' && /forward|brought|carried/.test(key)) return null;
        return role;
      }
    }
  }
  return null;
}

/** Splits a phrase into header cells: "Date Description" printed close together is two cells. */
function headerCells(p: Phrase): Array<{ role: ColumnRole; x0: number; x1: number; text: string }> {
  const whole = roleOfHeaderText(p.text);
  if (whole) return [{ role: whole, x0: p.x0, x1: p.x1, text: p.text }];
  // try word-by-word greedy: longest run of words naming a role
  const out: Array<{ role: ColumnRole; x0: number; x1: number; text: string }> = [];
  const ws = p.words;
  let i = 0;
  while (i < ws.length) {
    let found = false;
    for (let j = Math.min(ws.length, i + 4); j > i; j--) {
      const text = ws
        .slice(i, j)
        .map((w) => w.text)
        .join(' ');
      const role = roleOfHeaderText(text);
      if (role) {
        out.push({ role, x0: ws[i]!.x0, x1: ws[j - 1]!.x1, text });
        i = j;
        found = true;
        break;
      }
    }
    if (!found) return [];
  }
  return out;
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
  for (const p of line.phrases) {
    const cells = headerCells(p);
    if (cells.length === 0) {
      unknownChars += p.text.replace(/[^\p{L}]/gu, '').length;
      continue;
    }
    for (const c of cells) cols.push({ role: c.role, x0: c.x0, x1: c.x1, label: c.text });
  }
  if (cols.length < 2) return null;
  const known = cols.reduce((n, c) => n + c.label.replace(/[^\p{L}]/gu, '').length, 0);
  if (unknownChars > known * 0.5) return null;
  return cols;
}

/** A header must name an amount column plus a date or description column. */
export function isTableHeader(cols: Column[]): boolean {
  const roles = new Set(cols.map((c) => c.role));
  const money = roles.has('debit') || roles.has('credit') || roles.has('amount');
  return money && (roles.has('date') || roles.has('description'));
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
    if (!extra) continue;
    for (const c of extra) {
      const clash = all.some((a) => a.x0 < c.x1 && c.x0 < a.x1);
      if (!clash) all.push(c);
    }
    if (j > i) {
      used = 2;
      y1 = Math.max(y1, other.y1);
    }
  }
  all = all.sort((a, b) => a.x0 - b.x0);
  if (!isTableHeader(all)) return null;
  // two date columns: the one that says "transaction" (or the second) is the transaction date
  const dates = all.filter((c) => c.role === 'date' || c.role === 'postDate');
  if (dates.length >= 2 && !dates.some((c) => c.role === 'postDate')) {
    const trans = dates.find((c) => /trans/i.test(c.label)) ?? dates[1]!;
    for (const c of dates) if (c !== trans) c.role = 'postDate';
  }
  if (dates.length >= 1 && !dates.some((c) => c.role === 'date')) {
    const other = dates.find((c) => !/received|posted|posting/i.test(c.label));
    if (other) other.role = 'date';
  }
  return { columns: all, used, y1 };
}

function headerColumnsLoose(line: Line): Column[] | null {
  if (/\d/.test(line.text)) return null;
  const cols: Column[] = [];
  for (const p of line.phrases) {
    const cells = headerCells(p);
    if (cells.length === 0) return null;
    for (const c of cells) cols.push({ role: c.role, x0: c.x0, x1: c.x1, label: c.text });
  }
  return cols.length > 0 ? cols : null;
}
