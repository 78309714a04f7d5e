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
  | 'reference'
  /** A labelled column right of the balance that the engine does not read (accrued charges). */
  | 'unread';

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
  /**
   * A date column labelled with two dates stacked ("Buchung" over "Valuta"): each row prints its
   * booking date on its first line and its value date right under it.
   */
  valueDateBelow?: boolean;
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
      'datanaosch',
      'datanaoschetovodyavane',
      'vaxtad',
      'vaxtadagur',
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
      'fvalor',
      'valor',
      'datavalor',
      'valeur',
      'fvaleur',
      'processeddate',
      'dateprocessed',
      'effectivedate',
      'datavaluta',
      'valutadatum',
      'rentedatum',
      'rentedato',
      'valutadato',
      'renteedato',
      'valuteringsdato',
      'datawaluty',
      'dataregistrazione',
      'datadiregistrazione',
    ],
  ],
  [
    'date',
    [
      'tarih',
      'dataichasoperatsii',
      'dataichas',
      'dataoperatsii',
      'datanatranz',
      'datanatranzaktsiya',
      'dags',
      'dagsetning',
      'islemtarihi',
      'transaksi',
      'date',
      'datum',
      'fecha',
      'transactiondate',
      'transdate',
      'trandate',
      'txndate',
      'buchungstag',
      'buchungsdatum',
      'butag',
      'dateoperation',
      'dateop',
      'fechaoperacion',
      'foperacion',
      'day',
      'tag',
      'jour',
      'fechadeoperacion',
      'data',
      'datacontabile',
      'dataoperazione',
      'datamov',
      'datamovimento',
      'datalancamento',
      'foper',
      'fechaoper',
      'boekdatum',
      'dato',
      'transaksjonsdato',
      'bokforingsdag',
      'bokforingsdato',
      'transaktionsdag',
      'transaktionsdato',
      'bogforingsdato',
      'dataoperacji',
      'dataksiegowania',
      'tarikh',
      'tanggal',
      'tarikhtransaksi',
      'boekingsdatum',
      'dia',
      // a date-and-time column ("2024-06-26 03:35:04") of mobile-money and app statements
      'completiontime',
      'transactiontime',
      'datetime',
      'dateandtime',
    ],
  ],
  [
    'balance',
    [
      'bakiye',
      'zalyshok',
      'staa',
      'zustatek',
      'egyenleg',
      'sold',
      'balance',
      'saldo',
      'solde',
      'runningbalance',
      'endingdailybalance',
      'dailybalance',
      'kontostand',
      'cashbalance',
      'ledgerbalance',
      'saldoetter',
      'baki',
      'saldopo',
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
      'borc',
      'vydaje',
      'terheles',
      'debit',
      'debits',
      'withdrawal',
      'withdrawals',
      'withdrawn',
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
      'dare',
      'addebiti',
      'uscite',
      'debito',
      'bedragaf',
      'utavkonto',
      'retrait',
      'retraits',
      'uttak',
      'ut',
      'belastninger',
      'obciazenia',
      'wyplaty',
      'debet',
      'keluar',
      'pengeluaran',
      'outgoing',
    ],
  ],
  [
    'credit',
    [
      'alacak',
      'prijmy',
      'jovairas',
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
      'avere',
      'accrediti',
      'entrate',
      'credito',
      'bedragbij',
      'innpakonto',
      'depot',
      'depots',
      'innskudd',
      'inn',
      'insattning',
      'uznania',
      'wplaty',
      'kredit',
      'masuk',
      'penerimaan',
      'incoming',
    ],
  ],
  [
    'amount',
    [
      'tutar',
      'sumavvaliutikartky',
      'upphae',
      'fjarhae',
      'tutari',
      'islemtutari',
      'mutasi',
      'castka',
      'jumlah',
      'osszeg',
      'suma',
      'amount',
      'betrag',
      'montant',
      'importe',
      'umsatz',
      'transactionamount',
      'value',
      'importo',
      'bedrag',
      'belop',
      'belopp',
      'belob',
      'kwota',
      'kwotaoperacji',
      'jumlah',
      'amaun',
      // what a card bills this month of a purchase (an instalment), beside the purchase's
      // whole "Amount of use": see `billedThisMonth`
      // a Colombian card's "Cargos y abonos": charges and credits of this bill in one column
      'cargosyabonos',
      'cargosabonos',
      'paymentthismonth',
      'paymentamountthismonth',
      'thismonthpayment',
      'billedthismonth',
      'amountbilledthismonth',
    ],
  ],
  [
    'reference',
    [
      'cbg',
      'mcc',
      'tilvisun',
      'doknr',
      'branch',
      'reference',
      'ref',
      'refno',
      'sno',
      'slno',
      'srno',
      'serialnumber',
      'checkno',
      'checknumber',
      'chequeno',
      'chequenumber',
      'check',
      'referencia',
      'referenz',
      'serialno',
      'receiptno',
      'receiptnumber',
      'number',
      'no',
      'num',
      'nr',
      'documento',
      'lote',
      'cardused',
      'cardno',
      // a Japanese card's instalment columns ("Payment type: 1 time / Instalment", "Times: 1/6",
      // "Payment month: 2023/10"): facts about the purchase, kept beside it, not its text
      // an instalment purchase's count ("Cuotas 1/12") and authorisation number
      'cuotas',
      'numerodeautorizacion',
      'nodeautorizacion',
      'autorizacion',
      'paymenttype',
      'times',
      'paymentmonth',
      'numberofpayments',
      'branchcode',
      'sucursal',
    ],
  ],
  [
    'description',
    [
      'lancamento',
      'opysoperatsii',
      'opys',
      'opisanie',
      'skyring',
      'moketojasgavejas',
      'mokejimopaskirtis',
      'paskirtis',
      'lancamentos',
      'historico',
      'estabelecimento',
      'aciklama',
      'popis',
      'popistransakce',
      'uraian',
      'kozlemeny',
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
      'descrizione',
      'causale',
      'descritivo',
      'descricao',
      'omschrijving',
      'descriere',
      'detaliitranzactie',
      'explicatii',
      'naamomschrijving',
      'historico',
      'activity',
      'forklaring',
      'tekst',
      'beskrivelse',
      'beskrivning',
      'opis',
      'opisoperacji',
      'tytul',
      'keterangan',
      'butiran',
      'uraian',
      'transaktion',
    ],
  ],
  [
    // figures that are no money of the account: a trade's quantity and unit price, a rate,
    // an amount in the currency the card was used in ("Importo in valuta": valuta is currency
    // here, not the value date)
    'unread',
    [
      'fremdwahrung',
      'sumavorigvaluta',
      'sumavoriginalnavaluta',
      'sumavvaliutioper',
      // an instalment card's purchase price, rates and what is left to bill later
      'valororiginal',
      'tasapactada',
      'tasaeafacturada',
      'tasaea',
      'saldoadiferir',
      'saldopordiferir',
      'importoinvaluta',
      'importovaluta',
      'importoindivisa',
      'importodivisa',
      'importeendivisa',
      'importedivisa',
      'montantendevise',
      'montantdevise',
      'foreignamount',
      'amountinforeigncurrency',
      'foreigncurrencyamount',
      'quantity',
      'qty',
      'shares',
      'units',
      'price',
      'unitprice',
      'shareprice',
      'exchangerate',
      'fxrate',
    ],
  ],
];

const KEYWORD_ROLE = new Map<string, ColumnRole>();
for (const [role, kws] of ROLE_KEYWORDS) for (const k of kws) KEYWORD_ROLE.set(k, role);
const ROLE_RANK = new Map<ColumnRole, number>(ROLE_KEYWORDS.map(([role], i) => [role, i]));

/**
 * The keywords as a trie over key characters ([a-z0-9]), read forwards (`FORWARD`: which prefixes
 * of a key are keywords, and whether the key is one) or backwards (`BACKWARD`: which suffixes
 * are). Walking it costs no string slices or hash look-ups, which every phrase of every line
 * used to pay several times over.
 */
interface KeyTrie {
  /** node * 36 + slot → child node; 0 = none (node 0 is the root). */
  next: Int32Array;
  /** Role of the keyword that ends at a node. */
  role: Array<ColumnRole | undefined>;
}

const TRIE_SLOTS = 36;
/** '0'–'9' → 0–9, 'a'–'z' → 10–35 (keys hold nothing else). */
const slotOf = (c: number) => (c <= 57 ? c - 48 : c - 87);

function buildTrie(backwards: boolean): KeyTrie {
  let size = 1;
  for (const k of KEYWORD_ROLE.keys()) size += k.length;
  const trie: KeyTrie = { next: new Int32Array(size * TRIE_SLOTS), role: [] };
  let nodes = 1;
  for (const [k, role] of KEYWORD_ROLE) {
    let node = 0;
    for (let i = 0; i < k.length; i++) {
      const at = node * TRIE_SLOTS + slotOf(k.charCodeAt(backwards ? k.length - 1 - i : i));
      if (trie.next[at] === 0) trie.next[at] = nodes++;
      node = trie.next[at]!;
    }
    trie.role[node] = role;
  }
  return trie;
}

const FORWARD = buildTrie(false);
const BACKWARD = buildTrie(true);

/** Whether some keyword starts with `key` (a whole-keyword cell can only start with one). */
function startsKeyword(key: string): boolean {
  let node = 0;
  for (let i = 0; i < key.length && node >= 0; i++)
    node = FORWARD.next[node * TRIE_SLOTS + slotOf(key.charCodeAt(i))]! || -1;
  return node > 0;
}

/** `KEYWORD_ROLE.get(key)`. */
function keywordRole(key: string): ColumnRole | undefined {
  let node = 0;
  for (let i = 0; i < key.length; i++) {
    node = FORWARD.next[node * TRIE_SLOTS + slotOf(key.charCodeAt(i))]!;
    if (node === 0) return undefined;
  }
  return FORWARD.role[node];
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
  'afbij',
  'dc',
  'dk',
  // ("Completed", "Failed": a word the row carries, no column of its own)
  'status',
  'transactionstatus',
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
 * "Buchung / Verwendungszweck", "Operation / Details": a cell whose last part names the
 * description is a text column, whatever its first part names ("Buchung" alone is the
 * booking date; here it is the booking text).
 */
function endsWithDescription(text: string): boolean {
  const parts = text.split(/\s*[/&+]\s*/);
  if (parts.length < 2) return false;
  return KEYWORD_ROLE.get(normalizeKey(parts[parts.length - 1]!)) === 'description';
}

/**
 * Role named by a header cell, or null. `strict`: only whole keywords (optionally followed by a
 * currency code), no "qualified" forms — used first when a phrase holds several labels.
 */
export function roleOfHeaderText(text: string, strict = false): ColumnRole | null {
  // a money column labelled by its currency sign alone ("R$", "US$", "€")
  if (CURRENCY_ONLY.test(text)) return 'amount';
  // (currency symbols carry no key characters: the key of "Balance £" is "balance")
  return roleOfKey(normalizeKey(text), text, strict);
}

const CURRENCY_ONLY = /^\s*\(?\s*(?:[A-Z]{0,2}\$|[€£¥₹])\s*\)?\s*$/;

/** A currency sign or code printed at the end of a label ("Valor R$", "Betrag (EUR)"). */
const CURRENCY_MARK = /(?:[A-Z]{0,2}\$|[€£¥]|\b[A-Z]{3}\)?)\s*\)?$/;

/** The key of a label without its currency mark ("Valor R$" → "valor"). */
function withoutCurrencyMark(text: string): string {
  return normalizeKey(text.replace(CURRENCY_MARK, '').replace(/\(\s*$/, ''));
}

/** `/[/&+]/.test(text)` (which every header candidate asks). */
function hasSideSeparator(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 47 || c === 38 || c === 43) return true;
  }
  return false;
}

/**
 * Labels that name a column only as a whole cell: "Buchung" alone is the booking date, but it
 * also starts the text column's label ("Buchung / Verwendungszweck"), so it is no prefix keyword,
 * nor a part of a label joined by "/".
 */
const WHOLE_CELL_ONLY = new Map<string, ColumnRole>([['buchung', 'date']]);

/** `roleOfHeaderText` for a text whose key is already known. */
function roleOfKey(key: string, text: string, strict: boolean): ColumnRole | null {
  if (key.length === 0 || key.length > 28) return null;
  if (hasSideSeparator(text)) {
    if (bothSides(text)) return 'amount';
    if (endsWithDescription(text)) return 'description';
  }
  const exact = keywordRole(key);
  if (exact) return exact;
  // "Valor R$", "Valor (EUR)": a label with a currency names money ("valor" alone is the
  // value date of "Data valor")
  if (CURRENCY_MARK.test(text) && keywordRole(withoutCurrencyMark(text)) === 'postDate')
    return 'amount';
  key = stripCurrencyTail(key);
  const bare = keywordRole(key);
  if (bare) return bare;
  if (strict) return null;
  // qualified forms: "Transaction date", "Deposits / Credits", "Withdrawal amount": the key
  // starts or ends with a keyword (≥ 4 letters); the earliest role in ROLE_KEYWORDS wins.
  // The key's prefixes (suffixes) are read off the keyword trie walked forwards (backwards); a
  // prefix (suffix) that starts (ends) no keyword has no longer keyword-matching extension, so
  // each walk stops at the first miss; the best rank over all matches does not depend on order.
  let best: ColumnRole | null = null;
  let bestRank = Number.POSITIVE_INFINITY;
  const n = key.length;
  let node = 0;
  for (let len = 1; len <= n; len++) {
    node = FORWARD.next[node * TRIE_SLOTS + slotOf(key.charCodeAt(len - 1))]!;
    if (node === 0) break;
    const r = len >= 4 ? FORWARD.role[node] : undefined;
    if (r !== undefined && ROLE_RANK.get(r)! < bestRank) {
      bestRank = ROLE_RANK.get(r)!;
      best = r;
    }
  }
  node = 0;
  for (let len = 1; len <= n; len++) {
    node = BACKWARD.next[node * TRIE_SLOTS + slotOf(key.charCodeAt(n - len))]!;
    if (node === 0) break;
    const r = len >= 4 ? BACKWARD.role[node] : undefined;
    if (r !== undefined && ROLE_RANK.get(r)! < bestRank) {
      bestRank = ROLE_RANK.get(r)!;
      best = r;
    }
  }
  if (best === 'balance' && /forward|brought|carried/.test(key)) return null;
  return best;
}

/** A label followed by its unit: "Amount (in Rs.)", "Betrag (EUR)", "Balance (in £)". */
const UNIT_QUALIFIER =
  /^(.*\S)\s*\(\s*(?:in\s+)?(?:\p{Sc}|[A-Z]{2,3}\.?|Rs\.?|000s?|thousands?)\s*\)$/iu;

const LEGEND = /^\s*[*†‡]|\b(?:indicates|denotes)\b/i;

type HeaderCell = { role: ColumnRole | null; x0: number; x1: number; text: string };

/**
 * Splits a phrase into header cells: "Date Description" printed close together is two cells.
 * Whole keywords are preferred over qualified forms, so "Transaction date Transaction details"
 * is "Transaction date" + "Transaction details". Cells with a null role are known labels that
 * name no column of their own ("Type"). (Not cached: a phrase is read again only when its line
 * is next to a header line, and a cache entry per phrase cost more than those re-readings.)
 */
function headerCells(p: Phrase): HeaderCell[] {
  // a legend ("* Indicates posting date") explains a mark in the rows; it labels no column
  if (LEGEND.test(p.text)) return [];
  // a unit in brackets names no column: "Amount (in Rs.)" is the amount column, not "Amount"
  // beside a credit column called "in"
  const unit = UNIT_QUALIFIER.exec(p.text);
  const unitRole = unit ? roleOfHeaderText(unit[1]!, true) : null;
  if (unitRole) return [{ role: unitRole, x0: p.x0, x1: p.x1, text: p.text }];
  if (CURRENCY_ONLY.test(p.text)) return [{ role: 'amount', x0: p.x0, x1: p.x1, text: p.text }];
  const key = normalizeKey(p.text);
  const only = WHOLE_CELL_ONLY.get(key);
  if (only) return [{ role: only, x0: p.x0, x1: p.x1, text: p.text }];
  const whole = roleOfKey(key, p.text, false);
  if (whole && roleOfKey(key, p.text, true))
    return [{ role: whole, x0: p.x0, x1: p.x1, text: p.text }];
  // several whole labels side by side ("Valuta Datum") beat one qualified reading
  const strict = splitCells(p, true);
  if (strict && (strict.length > 1 || !whole)) return strict;
  const loose = splitCells(p, false);
  if (loose && loose.length > 1) return loose;
  if (whole) return [{ role: whole, x0: p.x0, x1: p.x1, text: p.text }];
  return loose ?? [];
}

const UNIT_MARK = /(?<=\p{L})\(\s*[^\s()]\s*\)$/u;

function splitCells(p: Phrase, strict: boolean): HeaderCell[] | null {
  const out: HeaderCell[] = [];
  const ws = p.words;
  // the key of words joined by spaces is their keys joined: each word is normalised once
  const keys: string[] = [];
  // (a unit in brackets closing a word, "In(£)", read by OCR as "In(f)", names no column)
  const keyOf = (k: number) => (keys[k] ??= normalizeKey(ws[k]!.text.replace(UNIT_MARK, '')));
  // ("A / B" is one label of two words: "Buchung / Verwendungszweck" names the text column)
  const joined = hasSideSeparator(p.text);
  let i = 0;
  while (i < ws.length) {
    let found = false;
    // fast reject: a whole keyword (or a neutral label) starts with a keyword prefix
    if (strict) {
      const k0 = keyOf(i);
      if (k0.length > 0 && !startsKeyword(k0) && !NEUTRAL_LABELS.has(k0)) return null;
    }
    for (let j = Math.min(ws.length, i + 4); j > i; j--) {
      let key = keyOf(i);
      let text = ws[i]!.text;
      for (let k = i + 1; k < j; k++) {
        key += keyOf(k);
        text += ` ${ws[k]!.text}`;
      }
      const role =
        roleOfKey(key, text, strict) ?? (joined ? null : (WHOLE_CELL_ONLY.get(key) ?? null));
      const neutral = !role && NEUTRAL_LABELS.has(key);
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
  const unknown: Phrase[] = [];
  const neutral: HeaderCell[] = [];
  for (const p of line.phrases) {
    const cells = headerCells(p);
    if (cells.length === 0) {
      unknown.push(p);
      continue;
    }
    for (const c of cells) {
      if (c.role) cols.push({ role: c.role, x0: c.x0, x1: c.x1, label: c.text });
      else neutral.push(c);
    }
  }
  if (cols.length < 2) return null;
  grossFeeNet(cols, unknown);
  feeBesideDebit(cols, unknown);
  billedThisMonth(cols);
  chargesBesideCredits(cols, unknown);
  amountAfterInAndOut(cols);
  netAmountBesideAmount(cols);
  // letters are counted only for lines that name two columns (few)
  let unknownChars = 0;
  let neutralChars = 0;
  for (const p of unknown) unknownChars += p.text.replace(/[^\p{L}]/gu, '').length;
  for (const c of neutral) neutralChars += c.text.replace(/[^\p{L}]/gu, '').length;
  const known =
    neutralChars + cols.reduce((n, c) => n + c.label.replace(/[^\p{L}]/gu, '').length, 0);
  if (unknownChars > known * 0.5) return null;
  return [...foreignAmountsUnread(cols), ...unreadColumns(unknown, cols)];
}

/**
 * A card's "Credits | Charges" columns: with money in a column of its own and no other money
 * column, "Charges" is money out. (Beside an amount column, "Charges" are fees accrued apart.)
 */
function chargesBesideCredits(cols: Column[], unknown: Phrase[]): void {
  const credit = cols.find((c) => c.role === 'credit');
  if (!credit || cols.some((c) => c.role !== 'credit' && isAmountRole(c.role))) return;
  const charges = unknown.find((p) => CHARGES_LABEL.test(normalizeKey(p.text)) && p.x0 > credit.x1);
  if (!charges) return;
  cols.push({ role: 'debit', x0: charges.x0, x1: charges.x1, label: charges.text });
  unknown.splice(unknown.indexOf(charges), 1);
}
const CHARGES_LABEL = /^(charges|purchasesandcharges|chargesanddebits)$/;

/**
 * "Amount | Net Amount" (a neobank printing each row's amount and what it netted after fees):
 * the net is what moved the balance; the gross beside it is not read.
 */
function netAmountBesideAmount(cols: Column[]): void {
  const amounts = cols.filter((c) => c.role === 'amount');
  if (amounts.length !== 2 || !/^net\b/i.test(amounts[1]!.label.trim())) return;
  amounts[0]!.role = 'unread';
}

/**
 * "Incoming | Outgoing | Amount" (an e-money account's export): with money in and out in
 * columns of their own, an "Amount" after both and no balance column is the balance after the
 * row.
 */
function amountAfterInAndOut(cols: Column[]): void {
  if (cols.some((c) => c.role === 'balance')) return;
  const inX = cols.find((c) => c.role === 'credit')?.x0;
  const outX = cols.find((c) => c.role === 'debit')?.x0;
  if (inX === undefined || outX === undefined) return;
  const amounts = cols.filter((c) => c.role === 'amount');
  const last = amounts[amounts.length - 1];
  if (amounts.length === 1 && last && last.x0 > Math.max(inX, outX)) last.role = 'balance';
}

/**
 * Money columns labelled by currency signs side by side ("US$  R$" in a card's international
 * section): the last is the account's, the others the foreign amount (not read).
 */
function foreignAmountsUnread(cols: Column[]): Column[] {
  const signs = cols.filter((c) => c.role === 'amount' && CURRENCY_ONLY.test(c.label));
  if (signs.length < 2) return cols;
  const keep = signs[signs.length - 1];
  return cols.map((c) => (signs.includes(c) && c !== keep ? { ...c, role: 'unread' } : c));
}

/**
 * Labels the engine does not know printed right of the balance column ("Accrued Bank Charges",
 * "Interest"): the balance is the running figure, so a figure under such a label is not a
 * transaction nor the balance. Kept as 'unread' columns so their cells are not taken for either.
 */
function unreadColumns(unknown: Phrase[], cols: Column[]): Column[] {
  const balance = cols.find((c) => c.role === 'balance');
  if (!balance || cols.some((c) => c.x0 > balance.x1)) return [];
  return unknown
    .filter((p) => p.x0 > balance.x1 && /\p{L}{3}/u.test(p.text))
    .map((p) => ({ role: 'unread' as const, x0: p.x0, x1: p.x1, label: p.text }));
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
  // labels stacked on two lines, each word over its column's ("Date" over "Processed", "Date
  // of" over "Transaction", "SALDO" over "DIARIO"): read joined when that names more dates or
  // money columns than the line alone
  const above = lines[i - 1];
  const stacked = above && withinReach(above, line) ? stackedColumns(line, above) : null;
  const plain = headerColumns(line);
  const useStacked =
    !!stacked &&
    isTableHeader(stacked) &&
    (!plain ||
      countDates(stacked) > countDates(plain) ||
      moneyRoles(stacked) > moneyRoles(plain) ||
      (stacked.length > plain.length &&
        countDates(stacked) === countDates(plain) &&
        moneyRoles(stacked) === moneyRoles(plain)));
  const cols = useStacked ? stacked : plain;
  if (!cols) return null;
  // the upper line of a stacked header: the line below reads it whole, with more columns
  const next = lines[i + 1];
  if (!useStacked && next && withinReach(line, next)) {
    const whole = stackedColumns(next, line);
    if (whole && isTableHeader(whole) && countDates(whole) > countDates(cols)) return null;
  }
  let all = cols.slice();
  let used = 1;
  let y1 = line.y1;
  for (const j of useStacked ? [i + 1] : [i - 1, i + 1]) {
    const other = lines[j];
    if (!other || !withinReach(other, line)) continue;
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
      else if (clashes.length === 1) {
        const under = clashes[0]!;
        // a booking-date label over a value-date label: one column, both dates
        if (j < i && c.role === 'date' && under.role === 'postDate')
          under.label = `${c.label} ${under.label}`;
        else joinBrokenLabel(under, c, j < i);
      }
    }
    if (j > i) {
      used = 2;
      y1 = Math.max(y1, other.y1);
    }
  }
  all = all.sort((a, b) => a.x0 - b.x0);
  if (!isTableHeader(all) && !valueIsAmount(all, lines, i + used)) return null;
  // a card's summary box ("STATEMENT DATE | CREDIT LIMIT | MINIMUM PAYMENT | PAYMENT DUE DATE")
  // over one line of values: no table of transactions
  if (
    !all.some((c) => c.role === 'description') &&
    all.some((c) => SUMMARY_BOX_LABEL.test(normalizeKey(c.label)))
  )
    return null;
  // two date columns and no label saying which is which: the one naming the purchase
  // ("Belegdatum", "Transaction") dates the row, else the booking date, else the leftmost; the
  // other is the posting/value date (a card's "Buchungsdatum" beside its "Belegdatum" is when
  // the bank booked the purchase)
  const dates = all.filter((c) => c.role === 'date' || c.role === 'postDate');
  if (dates.length >= 2 && !dates.some((c) => c.role === 'postDate')) {
    const trans =
      dates.find((c) => TRANSACTION_DATE_LABEL.test(c.label)) ??
      dates.find((c) => /buchung|booking/i.test(c.label)) ??
      dates[0]!;
    for (const c of dates) if (c !== trans) c.role = 'postDate';
  }
  if (dates.length >= 1 && !dates.some((c) => c.role === 'date')) {
    // only posting/value dates named: the leftmost one dates the row
    dates[0]!.role = 'date';
  }
  for (const c of dates) if (c.role === 'date' && namesTwoDates(c.label)) c.valueDateBelow = true;
  return { columns: all, used, y1 };
}

const FEE_LABEL = /^(fees?|feeamount|fees?charged|charges?)$/;
const NET_LABEL = /^(total|net|netamount|nettotal|totalamount|amountnet)$/;

/**
 * A payment account's gross | fee | net columns ("AMOUNT | FEES | TOTAL"): the net figure is
 * what moved the balance, so it is the row's amount; the gross amount and the fee are read as
 * no money of their own (they are in the net). Only with one amount column and no balance.
 */
function grossFeeNet(cols: Column[], unknown: Phrase[]): void {
  const amounts = cols.filter((c) => isAmountRole(c.role));
  const gross = amounts[0];
  if (amounts.length !== 1 || gross?.role !== 'amount') return;
  const right = unknown.filter((p) => p.x0 > gross.x1);
  const fee = right.find((p) => FEE_LABEL.test(normalizeKey(p.text)));
  const net = fee && right.find((p) => p.x0 > fee.x1 && NET_LABEL.test(normalizeKey(p.text)));
  if (!fee || !net) return;
  gross.role = 'unread';
  cols.push({ role: 'unread', x0: fee.x0, x1: fee.x1, label: fee.text });
  cols.push({ role: 'amount', x0: net.x0, x1: net.x1, label: net.text });
  unknown.splice(unknown.indexOf(fee), 1);
  unknown.splice(unknown.indexOf(net), 1);
}

/**
 * A "Fees" column between the money-out column and the balance (an app bank charging each
 * payment on its row): money out too, and the balance moved by both — read as a second debit
 * column, which the row adds to its money out.
 */
function feeBesideDebit(cols: Column[], unknown: Phrase[]): void {
  const debit = cols.find((c) => c.role === 'debit');
  const balance = cols.find((c) => c.role === 'balance');
  if (!debit || !balance || cols.some((c) => c.role === 'unread')) return;
  const fee = unknown.find(
    (p) => FEE_LABEL.test(normalizeKey(p.text)) && p.x0 > debit.x1 && p.x1 < balance.x0,
  );
  if (!fee) return;
  cols.push({ role: 'debit', x0: fee.x0, x1: fee.x1, label: fee.text });
  unknown.splice(unknown.indexOf(fee), 1);
}

const BILLED_THIS_MONTH =
  /^(paymentthismonth|paymentamountthismonth|thismonthpayment|billedthismonth|amountbilledthismonth)$/;

/**
 * A card that bills purchases in instalments prints the whole purchase ("Amount of use") and
 * what this statement bills of it ("Payment this month"): only the billed part moves this
 * statement's balance, so it is the row's amount and the whole purchase is no money of its own.
 */
function billedThisMonth(cols: Column[]): void {
  const billed = cols.find(
    (c) => c.role === 'amount' && BILLED_THIS_MONTH.test(normalizeKey(c.label)),
  );
  if (!billed) return;
  for (const c of cols) if (c !== billed && c.role === 'amount') c.role = 'unread';
}

/** Labels of a statement's summary box, never of a transaction column. */
const SUMMARY_BOX_LABEL =
  /^(statementdate|statementclosingdate|closingdate|paymentduedate|duedate|creditlimit|minimumpayment|minimumpaymentdue|minimumamountdue|availablecredit|totalamountdue)$/;

/** Labels of the date a card or account transaction took place (not when it was booked). */
const TRANSACTION_DATE_LABEL = /trans|beleg|kauf|umsatz|purchase|operation|achat|compra|acquisto/i;

function withinReach(other: Line, line: Line): boolean {
  // (OCR boxes hug the glyphs: a line's height is less of its font size than in a text layer)
  const reach = line.source === 'ocr' ? 1.85 : 1.6;
  const height = Math.max(line.height, other.height);
  return other.page === line.page && Math.abs(other.y0 - line.y0) <= height * reach;
}

const countDates = (cols: Column[]) =>
  cols.filter((c) => c.role === 'date' || c.role === 'postDate').length;
const moneyRoles = (cols: Column[]) =>
  new Set(cols.filter((c) => isAmountRole(c.role)).map((c) => c.role)).size;

/**
 * The header read as two stacked lines: every phrase of the upper line (no digits) sits over
 * exactly one phrase of the lower, and each lower phrase is read with the upper words over it.
 */
function stackedColumns(line: Line, above: Line): Column[] | null {
  if (/\d/.test(above.text) || above.phrases.length < 2) return null;
  const uppers = new Map<Phrase, Phrase[]>();
  for (const a of above.phrases) {
    const under = line.phrases.filter((p) => a.x0 < p.x1 + 2 && p.x0 - 2 < a.x1);
    if (under.length !== 1) return null;
    uppers.set(under[0]!, [...(uppers.get(under[0]!) ?? []), a]);
  }
  const phrases: Phrase[] = [];
  for (const p of line.phrases) {
    const ups = uppers.get(p) ?? [];
    if (ups.length === 0) {
      phrases.push(p);
      continue;
    }
    // lower labels set close enough to form one phrase ("Processed Transaction Used" under
    // "Date", "Date of", "Card"): each word goes with the upper label nearest to it
    const parts: Phrase['words'][] = ups.map(() => []);
    for (const w of p.words) {
      const c = (w.x0 + w.x1) / 2;
      let k = 0;
      for (let j = 1; j < ups.length; j++)
        if (Math.abs(mid(ups[j]!) - c) < Math.abs(mid(ups[k]!) - c)) k = j;
      parts[k]!.push(w);
    }
    if (parts.some((ws) => ws.length === 0)) return null;
    ups.forEach((a, k) => {
      const ws = parts[k]!;
      phrases.push({
        ...p,
        text: `${a.text} ${ws.map((w) => w.text).join(' ')}`,
        x0: Math.min(a.x0, ws[0]!.x0),
        x1: Math.max(a.x1, ws[ws.length - 1]!.x1),
        words: [...a.words, ...ws],
      });
    });
  }
  return headerColumns({ ...line, phrases, text: phrases.map((p) => p.text).join(' ') });
}

const mid = (p: Phrase) => (p.x0 + p.x1) / 2;

/** "Buchung Valuta", "Datum Wert": a booking-date label followed by a value-date label. */
function namesTwoDates(label: string): boolean {
  const words = label.split(/\s+/);
  if (words.length !== 2) return false;
  const roleOf = (w: string) =>
    KEYWORD_ROLE.get(normalizeKey(w)) ?? WHOLE_CELL_ONLY.get(normalizeKey(w));
  return roleOf(words[0]!) === 'date' && roleOf(words[1]!) === 'postDate';
}

/** Labels that name a value date ("Valor", "Valeur") or, alone over figures, the amount. */
const VALUE_LABEL = /^(valor|valeur)$/;

/**
 * A header naming no money column but a bare "Valor" whose rows print amounts under it, not
 * dates ("Fecha | Descripción | Valor | Saldo"): that column is the amount. Updates `cols`.
 */
function valueIsAmount(cols: Column[], lines: Line[], from: number): boolean {
  const col = cols.find((c) => c.role === 'postDate' && VALUE_LABEL.test(normalizeKey(c.label)));
  const first = lines[from];
  if (!col || !first) return false;
  let amounts = 0;
  for (const l of lines.slice(from, from + 3)) {
    if (l.page !== first.page) break;
    const under = l.phrases.find((p) => p.x0 < col.x1 + 30 && col.x0 - 30 < p.x1);
    if (!under) continue;
    if (!/^[-+(]?[\d.,' ]+\d[.,]\d\d\)?-?$/.test(under.text.trim())) return false;
    amounts++;
  }
  if (amounts === 0) return false;
  col.role = 'amount';
  return isTableHeader(cols);
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
  const label = `${upper} ${lower}`;
  const role = roleOfHeaderText(label);
  if (!role) return;
  // "Value" over "Date": the two words name one date column, whatever the upper word alone
  // would mean (a bare "Value" reads as the amount)
  const namesDate = (r: ColumnRole | null) => r === 'date' || r === 'postDate';
  // ("Transaction", "Value", "Posting" qualify a date; a title "Withdrawals and other" does not)
  const upperRole = roleOfHeaderText(upper);
  const qualifier =
    !/\s/.test(upper.trim()) &&
    (upperRole === null || !['debit', 'credit', 'balance'].includes(upperRole));
  if (!broken && !(qualifier && namesDate(role) && namesDate(roleOfHeaderText(lower)))) return;
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
