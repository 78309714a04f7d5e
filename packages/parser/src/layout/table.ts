/**
 * Lines → table lines → transaction rows. Generic: columns come from the header words and their
 * x-bands, never from a per-bank template.
 *
 * - Amount cells go to the nearest amount column (right edge or centre: numbers are usually
 *   right-aligned under their label).
 * - Dates are looked for at the start of the row (left of the description column).
 * - Multi-line descriptions: the engine decides per document whether continuation lines come
 *   before the line carrying the amount ("pending" layout, e.g. a date printed on the first line
 *   and the amount on the last) or after it ("trailing" layout), by counting which reading the
 *   lines support.
 * - Rows without a date inherit the previous row's date.
 * - Brought/carried-forward, opening/closing and total lines are recognised and kept apart.
 * - Pages whose table continues without a repeated header reuse the previous column model.
 */
import {
  type DecimalSeparator,
  ISO_CURRENCIES,
  type ParsedAmount,
  parseAmount,
} from '../amounts.ts';
import { type DateParts, parseDateText } from '../dates.ts';
import { squeezeSpaces } from '../spaces.ts';
import type { BBox } from '../types.ts';
import { withoutSpecks } from './date-specks.ts';
import { dayHeadingDate } from './day-heading.ts';
import { type Column, type ColumnRole, detectHeader, isAmountRole } from './header.ts';
import type { ImplicitTable } from './implicit-table.ts';
import { KERN_GAP_EM, type Line, normalizeKey, type Phrase } from './lines.ts';

export type LineKind = 'row' | 'broughtForward' | 'carriedForward' | 'total' | 'text';

export interface AmountCell extends ParsedAmount {
  role: ColumnRole;
  x0: number;
  x1: number;
}

export interface TableLine {
  line: Line;
  columns: Column[];
  kind: LineKind;
  date: DateParts | null;
  postDate: DateParts | null;
  amounts: AmountCell[];
  text: string;
  reference: string | null;
  /** Sign implied by the section heading above (deposits +1, withdrawals −1), 0 if none. */
  section: -1 | 0 | 1;
  /** Index of the table (header occurrence) the line belongs to. */
  table: number;
  /** Where the (transaction) date read on this line prints, or null when none was read. */
  dateX?: [number, number] | null;
}

export interface RawRow {
  lines: Line[];
  date: DateParts | null;
  /** True when the date was inherited from an earlier row. */
  dateInherited: boolean;
  postDate: DateParts | null;
  description: string;
  reference: string | null;
  debit: AmountCell | null;
  /** The printed cells `debit` adds up (a payment and its fee in a column of its own). */
  debitCells?: AmountCell[];
  credit: AmountCell | null;
  amount: AmountCell | null;
  balance: AmountCell | null;
  section: -1 | 0 | 1;
  page: number;
  bbox: BBox;
  /** Lowest word confidence of the row's lines. */
  confidence: number;
  /** Lowest confidence of the words in its amount and balance cells (1 when none). */
  amountConfidence: number;
  /** Lowest confidence of its other words: dates, description (1 when none). */
  textConfidence: number;
  /** An amount or balance word whose reading an OCR repair changed. */
  amountRepaired: boolean;
  table: number;
}

export interface SpecialLine {
  kind: 'broughtForward' | 'carriedForward';
  value: AmountCell | null;
  page: number;
  /** Number of rows assembled before this line. */
  rowIndex: number;
  /** The date the line prints in the date column ("1 Apr 2019  BALANCE FORWARD"). */
  date?: DateParts | null;
}

export interface TableResult {
  rows: RawRow[];
  specials: SpecialLine[];
  /** Lines that belong to no table (metadata lives there). */
  outside: Line[];
  /** The lines read inside the tables (the completeness check looks for amounts no row took). */
  lines: TableLine[];
  headersFound: number;
  layout: 'pending' | 'trailing';
  /** Read with a person's instructions: lines shaped like rows left outside the marked table. */
  missed?: Line[];
}

const BROUGHT =
  /balancebroughtforward|broughtforward|balanceforward|previousbalance|openingbalance|beginningbalance|startingbalance|balanceatstart|saldovortrag|saldoletzteabrechnung|saldovorabrechnung|letztersaldo|vorsaldo|kontostandalt|saldoalt|altersaldo|alterkontostand|anfangssaldo|soldeprecedent|anciensolde|soldereporte|soldeanterieur|saldoanterior|saldoinicial|lastbalance|startbalance|bfbalance|balancebf|lastmonthsbalance|balancelastmonth|balancefromlaststatement|saldoiniziale|saldoanteriore|beginsaldo|vorigsaldo|^transporte\d*$|^solde(crediteur|debiteur)|ubertragvon(vorig|letzt)|beginningcashbalance|openingcashbalance|balanceb[il1]f(\d|$)|^previous[a-z]{0,12}balance|^b[/]?f(\d|$)|saldofra|ingaendesaldo|saldoprimo|saldopoczatkowe|bakiawal|bakipermulaan|bakibawakehadapan|saldoawal|pocatecnizustatek|zustatekpredchozi|devredenbakiye|oncekibakiye|nyitoegyenleg|soldinitial|soldprecedent|soldanterior|alkusaldo|inngaendesaldo|saldobegin|pradinislikutis|soldedepart|soldededepart|soldeinitial|soldedouverture/;
const CARRIED =
  /balancecarriedforward|carriedforward|closingbalance|endingbalance|endbalance|newbalance|cfbalance|balancecf|balanceatend|neuersaldo|kontostandneu|saldoneu|schlusssaldo|neuerkontostand|endsaldo|nouveausolde|soldefinal|saldofinal|saldoactual|soldenouveau|saldofinale|eindsaldo|nieuwsaldo|^atransportar\d*$|ubertragauf(nachst|folge)|endingcashbalance|closingcashbalance|balancec[il1]f(\d|$)|^new[a-z]{0,12}balance|^c[/]?f(\d|$)|utgaendesaldo|saldoultimo|saldoideresfavor|saldoidinfavor|saldokoncowe|bakiakhir|bakipenutup|saldoakhir|konecnyzustatek|sonbakiye|donemsonubakiye|zaroegyenleg|soldfinal(?!zi)|loppusaldo|saldoalcorte|saldoeind|galutinislikutis|zalyshoknakinets/;
const TOTAL =
  /^[a-z]{3,20}\d{1,5}(kpl|pcs|stk|szt|posten|entries)\d|^(sub)?totals?|^rulaj(zi|total(cont)?)?(\d|$)|^grandtotal|^(sum|summa|suma|sumaobrotow|sumauznan|sumaobciazen|jumlah|jumlahdebit|jumlahkredit|totalt|ialt|celkem|osszesen|yhteensa|razem)(\d|$)|^toplam|^totaal|^closingtotals?\d|^transactiontotals?\d|^(eingange|ausgange|zahlungseingange|zahlungsausgange)\d|^totaux?|^summe|^gesamt|^totales?|^montanttotal|^\d*items?totall?ing|^\d*(credits?|debits?|deposits?|withdrawals?|checks?|transactions?)this(period|cycle)|^(minimum|average|averageavailable|averagedaily|averageledger|averagecollected)balance|^balanceas?atclose/;

const DEPOSIT_HEADING =
  /^(deposits?|depositsandadditions|depositsandotheradditions|depositsandothercredits|otheradditions|additions|credits|othercredits|paymentsandcredits|paymentsandothercredits|electronicdeposits|electroniccredits|interestpaid|refunds|moneyin|paidin|gutschriften|habenbuchungen|depots|abonos|ingresos|[a-z]{0,40}(?:deposits|additions)$)/;
const WITHDRAWAL_HEADING =
  /^(withdrawals?|withdrawalsandsubtractions|withdrawalsandothersubtractions|withdrawalsandotherdebits|checksandotherdebits|otherwithdrawals|electronicwithdrawals|electronicdebits|atmanddebitcardwithdrawals|atmdebitcardwithdrawals|cardpurchases|debitcardpurchases|purchase|purchasesandadjustments|checkspaid|checks|cheques|chequespaid|debits|otherdebits|otherwithdrawalsanddebits|fees|feescharged|servicefees|charges|interestcharged|interestcharges?|financecharges?|cashadvances?|balancetransfers?|otherpayments|moneyout|paidout|lastschriften|sollbuchungen|retraits|cargos|retiros|otherpurchases|otherdebitsandfees|subtractions|electronicpayments|servicecharges|[a-z]{0,40}(?:deductions|withdrawals|subtractions)$)/;

/** A day's total of one side: group 1 money in ("Total de entradas"), else money out. */
const DAY_SIDE_TOTAL =
  /^total(?:de|of)?(?:(entradas|creditos|moneyin|in|receipts|ingresos)|saidas|debitos|moneyout|out|egresos|gastos)$/;

/** A card member's line: "… Card Ending 8-78566", "… card ending in 1234", "… Karte 1234". */
const MEMBER_TOTAL = /cardending|endingin\d|cardnumberending|cardno\d/;

/** A balance on a date ("Kontostand am 30.04.2022", "Solde au 31/01"): opening or closing by place. */
export const DATED_BALANCE =
  /^(kontostandam|saldoam|soldeau|saldoal|availableasof|availablebalanceasof)\d/;

/**
 * A balance word and a full date, nothing else ("SALDO 31.01.2020", "Balance 31/01/20"): the
 * balance on that day (tested on a line's text without its amounts, or on one phrase).
 */
export const BALANCE_ON_DATE =
  /^(saldo|solde|balance|kontostand|sold|egyenleg|bakiye)(per|au|al|am|on|asat|asof|at)?(\d{6}|\d{8})$/;

const BARE_BALANCE =
  /^(saldo|saldododia|saldodia|saldo(total)?disponiveldia|solde|soldedujour|balance|kontostand|soldfinalzi|soldzi)$/;

/** Every BROUGHT and CARRIED label contains one of these (checked first: most lines have none). */
const FORWARD_GUARDS = [
  'balance',
  'forward',
  'saldo',
  'solde',
  'konto',
  'transport',
  'ubertrag',
  'baki',
  'sold',
  'zustatek',
  'bakiye',
  'egyenleg',
  'likutis',
  'zalyshok',
  'bf',
  'cf',
];

export function lineSpecialKind(key: string): LineKind | null {
  let guarded = false;
  for (const g of FORWARD_GUARDS)
    if (key.includes(g)) {
      guarded = true;
      break;
    }
  if (guarded) {
    if (BROUGHT.test(key)) return 'broughtForward';
    if (CARRIED.test(key)) return 'carriedForward';
  }
  if (TOTAL.test(key)) return 'total';
  return null;
}

/**
 * Headings that name activity of no one side: a cardholder's own list ("Your transactions -
 * A SMITH card ending 1234", "J DOE #1234: Transactions"), "Domestic transactions": they end the
 * section above them (a "Payments and credits" list does not run on into the purchases).
 */
const NEUTRAL_HEADING =
  /^(your|new|domestic|international|foreign|overseas|other|card)*(transactions|activity|accountactivity)($|for|of|by)|cardending|endingin$|transactions$|activity$/;

/**
 * A heading over what moved no money: pending or on-hold card authorisations, declined and
 * reverted transactions ("Pending transactions", "Declined Transactions", "Reverted", "Vorgemerkte
 * Umsätze", "Opérations en cours").
 */
const NOT_POSTED =
  /^(pending|declined|reverted|reversed|notyetposted|onhold|held|authori[sz]ations?|vorgemerkte|vormerkungen|operationsencours|operacionespendientes|movimientospendientes|transaccionespendientes|lancamentosfuturos|movimientosfuturos|futuretransactions|scheduledtransactions|scheduledpayments|upcomingpayments|upcomingtransactions)(transactions?|items?|charges|payments|authori[sz]ations?|umsatze|card)*(notyetposted|pending)?/;

/** (its dates may follow: "Reverted transactions from 1 February 2024 to 29 February 2024") */
function isNotPostedHeading(line: Line): boolean {
  if (line.phrases.length > 2 || line.text.length > 80 || /\d[.,]\d\d\b/.test(line.text))
    return false;
  const key = line.key.replace(/continued|contd|cont$/g, '');
  const m = NOT_POSTED.exec(key);
  if (!m) return false;
  const rest = key.slice(m[0].length);
  return rest === '' || /^(from|between|since|as(of|at)|du|vom|del|desde)/.test(rest);
}

/** A dated line with an amount, read against the columns a headerless table implies. */
function implicitRow(line: Line, cols: Column[], decimal: DecimalSeparator): boolean {
  const c = classifyLine(line, cols, decimal);
  return c.date !== null && c.dateInBand && c.amounts.length > 0;
}

/** Two headers with the same columns at the same places (within 12 points), roles aside. */
function sameGeometry(a: Column[], b: Column[]): boolean {
  return (
    a.length === b.length &&
    a.every((c, k) => Math.abs(c.x0 - b[k]!.x0) < 12 && Math.abs(c.x1 - b[k]!.x1) < 12)
  );
}

/** The line after `i` on the same page starts with a date and carries an amount. */
function nextIsDatedRow(lines: Line[], i: number): boolean {
  const next = lines[i + 1];
  const first = next?.phrases[0];
  if (!next || !first || next.page !== lines[i]!.page) return false;
  return /\d[.,]\d\d/.test(next.text) && datePrefix(first.words) !== null;
}

/**
 * A short heading of text only ("Supermarkets", "Restaurants"), a blank line above it, a dated
 * row right below it: it starts another section of the list.
 */
function opensOtherSection(lines: Line[], i: number): boolean {
  const line = lines[i]!;
  const above = lines[i - 1];
  if (!above || above.page !== line.page) return false;
  if (/\d/.test(line.text) || line.phrases.length > 2 || line.words.length > 5) return false;
  // (a summary of the year or the period after the activity is no section of it)
  if (/summary|totals?$|yeartodate|ytd|thisyear/.test(line.key)) return false;
  // (set apart: more space above it than rows leave between them, ~0.4 of a line)
  if (line.y0 - above.y1 < line.height * 0.8) return false;
  return nextIsDatedRow(lines, i);
}

/** Section sign named by a heading line (text only, short), or null; 0 ends the section. */
export function headingSign(line: Line): -1 | 0 | 1 | null {
  // ("Checks Paid No. Checks: 9 *Indicates break in serial sequence …": a heading with its count
  // and legend on the same line)
  const counted = /^(checks|cheques) paid\b/i.test(line.text);
  if (line.phrases.length > 3 || (line.text.length > 60 && !counted)) return null;
  if (/\d[.,]\d\d/.test(line.text)) return null;
  const key = line.key.replace(/continued|contd|cont$|\d+/g, '');
  if (DEPOSIT_HEADING.test(key)) return 1;
  if (WITHDRAWAL_HEADING.test(key)) return -1;
  if (NEUTRAL_HEADING.test(key)) return 0;
  return null;
}

function columnBand(cols: Column[], role: ColumnRole): [number, number] | null {
  const i = cols.findIndex((c) => c.role === role);
  return i < 0 ? null : bandAt(cols, i);
}

/** The band of the column at `i` and the columns of its role right after it. */
function bandAt(cols: Column[], i: number): [number, number] {
  const role = cols[i]!.role;
  // (columns of one role side by side, "Lote | Documento", make one band)
  let j = i;
  while (cols[j + 1]?.role === role) j++;
  const c = cols[i]!;
  const prev = cols[i - 1];
  const next = cols[j + 1];
  const lo = prev ? Math.max(prev.x1 + 1, c.x0 - 25) : c.x0 - 40;
  const hi = next ? Math.max(cols[j]!.x1 + 2, next.x0 - 2) : cols[j]!.x1 + 40;
  return [lo, hi];
}

interface Classified {
  date: DateParts | null;
  postDate: DateParts | null;
  amounts: AmountCell[];
  text: string;
  reference: string | null;
  dateInBand: boolean;
  /** Left edge of the first description word, or null. */
  textX0: number | null;
  /** Right edge of the first description phrase, or null. */
  textX1: number | null;
  /** Where the (transaction) date read prints, or null. */
  dateX: [number, number] | null;
}

/** A line that only gives a row's value date ("Wertstellung 01.04.2021", "Value date: 01/04/2024"). */
const VALUE_DATE_LINE =
  /^(?:wertstellung|valuta|value\s+date|date\s+de\s+valeur|valeur|fecha\s+valor|data\s+valuta)\s*:?\s*(\S+(?:\s\S+){0,2})$/i;

/** Reads one line against a column model. */
/** A sign printed as a word in its own cell before the amount: group 1 = money out. */
const SIDE_WORD = /^(?:(af)|bij)$/i;

/** A debit/credit letter in its own cell ending a row (D/K, D/C). */
const LETTER_MARK = /^(D|K|C)$/;

export function classifyLine(line: Line, cols: Column[], decimal: DecimalSeparator): Classified {
  const amountCols = cols.filter((c) => isAmountRole(c.role));
  const firstAmountX = Math.min(...amountCols.map((c) => c.x0));
  const desc = cols.find((c) => c.role === 'description');
  const dateBand = columnBand(cols, 'date');
  const postBand = columnBand(cols, 'postDate');
  // (every reference column: "Cheque No." before the text, "Branch Code" after it)
  const refBands = cols.flatMap((c, i) =>
    c.role === 'reference' && cols[i - 1]?.role !== 'reference' ? [bandAt(cols, i)] : [],
  );
  const refBand = refBands[0] ?? null;
  const unread = cols.filter((c) => c.role === 'unread');
  const hasDateCol = !!dateBand || !!postBand;
  const amounts: AmountCell[] = [];
  const texts: string[] = [];
  const refs: string[] = [];
  let date: DateParts | null = null;
  let postDate: DateParts | null = null;
  let dateInBand = false;
  let textX0: number | null = null;
  let textX1: number | null = null;
  let dateX: [number, number] | null = null;
  // "Wertstellung 01.04.2021" under a row of a list without a value-date column: its value date
  const valueDate = VALUE_DATE_LINE.exec(line.text.trim());
  const vd = valueDate && !postBand ? parseDateText(valueDate[1]!) : null;
  if (vd) {
    const none = {
      amounts,
      text: '',
      reference: null,
      dateInBand: false,
      textX0: null,
      textX1: null,
      dateX: null,
    };
    return { date: null, postDate: vd, ...none };
  }
  const phrases = hasDateCol ? joinSplitDate(line, desc, cols) : line.phrases;
  for (let pi = 0; pi < phrases.length; pi++) {
    const p = phrases[pi]!;
    let words = hasDateCol && pi < 2 ? splitGluedDates(p.words) : p.words;
    if (p.text.includes('...')) words = dropLeaders(words);
    // a reference printed so close to the date beside it that they form one phrase
    // ("UW3G27XD5O 2023-01-15 06:28:00"): the reference is its own cell
    // (or to the value date after it: "'FT4478820115 02-Jan-2020" under Reference | Value Date)
    const dateToCome = !date || (!!postBand && !postDate);
    if (refBand && hasDateCol && dateToCome && words.length > 1 && words[0]!.x1 <= refBand[1] + 2) {
      if (!datePrefix(words) && datePrefix(words.slice(1))) {
        refs.push(words[0]!.text);
        words = words.slice(1);
      }
    }
    // dates at the start of the row
    // two date columns printed close together come as one phrase: read dates while they last
    for (let guard = 0; guard < 2; guard++) {
      if (!hasDateCol || words.length === 0) break;
      if (desc && words[0]!.x0 >= desc.x0 - 2 && date) break;
      const x = words[0]!.x0;
      const inPost = postBand && x >= postBand[0] - 8 && x <= postBand[1];
      const inDate = dateBand && x >= dateBand[0] - 8 && x <= dateBand[1];
      const found = datePrefix(words) ?? (inPost || inDate ? inBandDate(words) : null);
      if (!found) break;
      const before = words.length;
      const xe = words[found.n - 1]!.x1;
      const leftOfDesc = !desc || xe <= desc.x0 + 4;
      if (inPost && !postDate && (!inDate || date)) {
        postDate = found.parts;
        words = words.slice(found.n);
        dateInBand = true;
      } else if ((inDate || (leftOfDesc && !dateBand)) && !date) {
        date = found.parts;
        words = words.slice(found.n);
        dateInBand = true;
        dateX = [x, xe];
      } else if (leftOfDesc && !date && pi === 0) {
        date = found.parts;
        words = words.slice(found.n);
        dateX = [x, xe];
      }
      if (words.length === before) break;
    }
    // the reference and value date after the date, all one phrase ("02-Jan-2020 'FT4478820115
    // 02-Jan-2020" under Date | Reference | Value Date): each word to its own column
    if (refBand && postBand && !postDate && words.length > 1 && words[0]!.x1 <= refBand[1] + 2) {
      const rest = words.slice(1);
      const d = rest[0]!.x0 >= postBand[0] - 8 ? datePrefix(rest) : null;
      if (d && words[0]!.x0 >= refBand[0] - 8) {
        refs.push(words[0]!.text);
        postDate = d.parts;
        words = rest.slice(d.n);
      }
    }
    if (words.length === 0) continue;
    // amounts: the whole rest of the phrase, or its trailing words in the amount zone
    const inAmountZone = p.x1 >= firstAmountX - 30;
    if (inAmountZone && amountCols.length > 0) {
      let split = -1;
      let parsed: ParsedAmount | null = null;
      for (let k = 0; k < words.length && k < 4; k++) {
        const tail = words.slice(k);
        if (tail[0]!.x0 < firstAmountX - 60 && k < words.length - 1) continue;
        const t = joinWords(tail);
        parsed = parseAmount(t, decimal);
        // whole numbers ("90,350 CR") only when grouped or marked and under an amount column,
        // or alone in an amount column whose rows print whole numbers ("-171")
        if (!parsed && k === 0) {
          const marked = /^\D{0,3}\d{1,3}([,.' ]\d{3})+\D{0,4}$|\d\s*(CR|DR)$/i.test(t);
          const under = amountCols.filter((c) => p.x0 < c.x1 + 5 && c.x0 - 5 < p.x1);
          if (
            under.length > 0 &&
            (marked || (WHOLE_CELL.test(t) && under.some((c) => c.wholeNumbers)))
          )
            parsed = parseAmount(t, decimal, false);
        }
        if (parsed) {
          split = k;
          break;
        }
      }
      // an amount printed so close to the next cell that they form one phrase
      // ("1,234.56 18:31": balance, then a time column): the amount is the phrase's start
      let after: Phrase['words'] = [];
      if (!parsed && words.length > 1) {
        for (let k = Math.min(words.length - 1, 3); k >= 1 && !parsed; k--) {
          const head = words.slice(0, k);
          const h = parseAmount(joinWords(head), decimal);
          const x0 = head[0]!.x0;
          const x1 = head[head.length - 1]!.x1;
          const mid = (x0 + x1) / 2;
          let near: Column | null = null;
          for (const c of cols)
            if (
              !near ||
              Math.abs((c.x0 + c.x1) / 2 - mid) < Math.abs((near.x0 + near.x1) / 2 - mid)
            )
              near = c;
          const under = !!near && isAmountRole(near.role);
          if (h && under && !parseAmount(joinWords(words.slice(k)), decimal)) {
            parsed = h;
            split = 0;
            after = words.slice(k);
            words = head;
          }
        }
      }
      if (parsed && split >= 0) {
        const head = words.slice(0, split);
        const tail = words.slice(split);
        let cell: AmountCell = {
          ...parsed,
          role: 'amount',
          x0: tail[0]!.x0,
          x1: tail[tail.length - 1]!.x1,
        };
        // a marker printed apart: "12.00   CR"
        const next = phrases[pi + 1];
        if (next && cell.sign === 0 && /^(CR|DR|DB|Cr|Dr|Db|-|\+)$/.test(next.text.trim())) {
          const k = next.text.trim().toUpperCase();
          cell = { ...cell, sign: k === 'CR' || k === '+' ? 1 : -1, marker: k, x1: next.x1 };
          pi++;
        } else if (cell.sign === 0 && pi + 2 === phrases.length - 1) {
          // a debit/credit letter ending the row after the amount's currency ("1 207,35  EUR
          // D", Lithuanian D/K): K or C is money in, D money out
          const letter = LETTER_MARK.exec(phrases[pi + 2]!.text.trim());
          if (letter && next && ISO_CURRENCIES.has(next.text.trim())) {
            const k = letter[1]!;
            cell = { ...cell, sign: k === 'D' ? -1 : 1, marker: k, x1: phrases[pi + 2]!.x1 };
            pi += 2;
          }
        }
        // a side word in its own cell right before the amount ("Af  12,00", "Bij  80,19")
        const prev = phrases[pi - 1];
        const side = prev && cell.sign === 0 ? SIDE_WORD.exec(prev.text.trim()) : null;
        if (side && head.length === 0 && texts[texts.length - 1] === prev!.text) {
          texts.pop();
          cell = { ...cell, sign: side[1] ? -1 : 1, marker: side[0], x0: prev!.x0 };
        }
        amounts.push(cell);
        // amounts of neighbouring columns printed one space apart come as one phrase
        // ("416.50 1,81,177.80Cr": credit, then balance): every amount-shaped word left of the
        // one read, inside the amount columns, is a cell of its own
        while (head.length > 0) {
          const w = head[head.length - 1]!;
          const a = w.x0 >= firstAmountX - 8 ? parseAmount(w.text, decimal) : null;
          if (!a) break;
          amounts.push({ ...a, role: 'amount', x0: w.x0, x1: w.x1 });
          head.pop();
        }
        if (head.length > 0) {
          // (a reference cell printed close to the amount: "8346 100.00")
          const inRef = refBands.some(([lo, hi]) => head[0]!.x0 >= lo && head.at(-1)!.x1 <= hi);
          (inRef ? refs : texts).push(joinWords(head));
        }
        if (after.length > 0) texts.push(joinWords(after));
        continue;
      }
    }
    // a value date printed after the text, in its own column ("Rentedato", "Valuta")
    if (postBand && !postDate && words[0]!.x0 >= postBand[0] - 8) {
      const d = datePrefix(words) ?? inBandDate(words);
      if (d && d.n === words.length && words[d.n - 1]!.x1 <= postBand[1] + 8) {
        postDate = d.parts;
        continue;
      }
    }
    // a figure under a column of no money (a trade's quantity, a unit price) is no text either
    if (unread.some((c) => p.x0 < c.x1 + 2 && c.x0 - 2 < p.x1) && FIGURE.test(p.text)) continue;
    const t = joinWords(words);
    // (from its first word left after the dates: "01/07/2024 99015 280148096985" is one phrase)
    if (refBands.some(([lo, hi]) => words[0]!.x0 >= lo && p.x1 <= hi + 10)) refs.push(t);
    else {
      texts.push(t);
      textX0 ??= words[0]!.x0;
      textX1 ??= p.x1;
    }
  }
  assignAmountColumns(
    amounts,
    cols.filter((c) => isAmountRole(c.role) || c.role === 'unread'),
  );
  // a list with no date column may print each row's full date on a line of its own, under its
  // text ("30 April 2020  Transaction: CARD-2402655225"): that line's date
  if (!hasDateCol && amounts.length === 0 && texts.length > 0) {
    const first = phrases.find((p) => p.text === texts[0] || texts[0]!.startsWith(p.text));
    const d = first ? datePrefix(first.words) : null;
    if (d && (d.parts.year !== null || d.parts.named)) {
      date = d.parts;
      texts[0] = joinWords(first!.words.slice(d.n));
      if (texts[0] === '') texts.shift();
    }
  }
  return {
    date,
    postDate,
    amounts: amounts.filter((a) => a.role !== 'unread'),
    text: squeezeSpaces(texts.join(' ')),
    reference: refs.length > 0 ? refs.join(' ') : null,
    dateInBand,
    textX0,
    textX1,
    dateX,
  };
}

/** A time of day alone on a line ("22:23:00", "8:57 PM"). */
const TIME_ONLY = /^\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?$/i;

/** A number as printed in a figures column ("-13", "548.89", "1,234.5678"). */
const FIGURE = /^[-+(]?[\d.,' ]*\d\)?$/;

/**
 * A cell that is only a whole number: 1–7 digits, no leading zero (a check or reference number
 * often has one), optionally grouped (by ',', '.', a space or an apostrophe: "12 345" forints),
 * signed, in parentheses or with a currency symbol.
 */
const WHOLE_CELL =
  /^[(+\-−]?\s*(?:[A-Z]{0,2}\$|[£€¥₹])?\s*[(+\-−]?\s*(?:[1-9]\d{0,6}|[1-9]\d{0,2}(?:,\d{3}){1,2}|[1-9]\d{0,2}(?:\.\d{3}){1,2}|[1-9]\d{0,2}(?:[ \u00a0\u202f'’]\d{3}){1,2}|0)\s*[)\-−+]?$/u;

/**
 * Amount columns printed in whole units: among the rows under a header (lines that start with a
 * date, when the table has a date column), at least 3 cells in the column are lone whole numbers
 * (`WHOLE_CELL`), they outnumber the cells with decimals there more than two to one, and they
 * are right-aligned (80 % end within half a line height of their median right edge). A column
 * of decimal amounts where OCR lost a few decimal points stays a decimal column; reference, check
 * and account numbers are not in an amount column (or are longer than 7 digits); years are four
 * digits like any amount of that size, and are accepted only as part of such a column.
 * `lines` are the lines after the header, up to the next header.
 */
export function markWholeNumberColumns(
  cols: Column[],
  lines: Iterable<Line>,
  decimal: DecimalSeparator,
): void {
  const amountCols = cols.filter((c) => isAmountRole(c.role));
  if (amountCols.length === 0) return;
  const dated = cols.some((c) => isDateRole(c.role));
  const whole = new Map<Column, number[]>();
  const decimals = new Map<Column, number>();
  let height = 0;
  for (const line of lines) {
    const first = line.phrases[0];
    if (!first) continue;
    if (dated && !datePrefix(first.words)) continue;
    for (const p of line.phrases) {
      const under = amountCols.filter((c) => p.x0 < c.x1 + 5 && c.x0 - 5 < p.x1);
      if (under.length !== 1) continue;
      const c = under[0]!;
      const t = p.text.trim();
      if (WHOLE_CELL.test(t)) {
        const rights = whole.get(c) ?? [];
        rights.push(p.x1);
        whole.set(c, rights);
        height = Math.max(height, line.height);
      } else if (parseAmount(t, decimal)) decimals.set(c, (decimals.get(c) ?? 0) + 1);
    }
  }
  for (const c of amountCols) {
    const rights = (whole.get(c) ?? []).sort((a, b) => a - b);
    const w = rights.length;
    if (w < 3 || w <= 2 * (decimals.get(c) ?? 0)) continue;
    // amounts are right-aligned: most of the cells end where the others do (numbers at the end
    // of a description, under a label OCR misread, start in line and end anywhere)
    const mid = rights[w >> 1]!;
    const aligned = rights.filter((x) => Math.abs(x - mid) <= height * 0.5).length;
    if (aligned >= w * 0.8) c.wholeNumbers = true;
  }
}

/**
 * A date printed (or read) as several cells at the start of a row ("Apr 4," | "2023", "22" |
 * "Jul 24"): the leading phrases are read as one when together they make a longer date than the
 * first alone, the date ends left of the description column and the gaps are under 2.5 em.
 */
export function joinSplitDate(
  line: Line,
  desc: Column | undefined,
  cols: readonly Column[] = [],
): Phrase[] {
  const ps = line.phrases;
  if (ps.length < 2) return ps;
  const first = ps[0]!;
  const alone = datePrefix(first.words);
  if (alone && alone.n === first.words.length && alone.parts.year !== null) return ps;
  let words = first.words;
  for (let k = 1; k < Math.min(3, ps.length); k++) {
    const p = ps[k]!;
    if (p.x0 - ps[k - 1]!.x1 > line.height * 2.5) break;
    // a date already whole beside a cell that is a date of its own ("22 MAY" | "20 MAY": the
    // posting and transaction dates) takes no year from it
    if (alone && (datePrefix(p.words)?.n ?? 0) >= 2) break;
    // (a cell starting where another column starts is that column's: "Aug 12 | 2403*" under
    // Date | Check is a check number, not the year)
    if (cols.some((c) => !isDateRole(c.role) && Math.abs(p.x0 - c.x0) < 3)) break;
    const before = words.length;
    words = [...words, ...p.words];
    const d = datePrefix(words);
    if (!d || d.n <= before || (alone && d.n <= alone.n)) continue;
    if (desc && words[d.n - 1]!.x1 > desc.x0 + 2) break;
    const merged: Phrase = {
      text: ps
        .slice(0, k + 1)
        .map((q) => q.text)
        .join(' '),
      x0: first.x0,
      y0: Math.min(...ps.slice(0, k + 1).map((q) => q.y0)),
      x1: p.x1,
      y1: Math.max(...ps.slice(0, k + 1).map((q) => q.y1)),
      confidence: Math.min(...ps.slice(0, k + 1).map((q) => q.confidence)),
      words,
    };
    return [merged, ...ps.slice(k + 1)];
  }
  return ps;
}

function joinWords(ws: Phrase['words']): string {
  let s = '';
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i]!;
    if (i === 0) s = w.text;
    else {
      const gap = w.x0 - ws[i - 1]!.x1;
      s += gap > (w.y1 - w.y0) * KERN_GAP_EM ? ` ${w.text}` : w.text;
    }
  }
  return s;
}

/**
 * Dot leaders ("Ref 123 ........ 12.34") joining a description to its amount (called for
 * phrases whose text holds "..."): the dots go, whether drawn one per glyph or inside a word,
 * and the text on either side keeps its share of the word's box.
 */
export function dropLeaders(words: Phrase['words']): Phrase['words'] {
  const out: Phrase['words'] = [];
  for (const w of words) {
    if (/^\.+$/.test(w.text)) continue; // one dot per glyph
    if (!w.text.includes('...')) {
      out.push(w);
      continue;
    }
    const cw = (w.x1 - w.x0) / w.text.length;
    for (const m of w.text.matchAll(/\.{3,}|[\s\S]+?(?=\.{3,}|$)/g)) {
      if (/^\.{3,}$/.test(m[0])) continue;
      const at = m.index ?? 0;
      out.push({ ...w, text: m[0], x0: w.x0 + at * cw, x1: w.x0 + (at + m[0].length) * cw });
    }
  }
  return out;
}

/**
 * Two dates printed so close that the text layer glued them into one word
 * ("05.08.2003.08.20" = 05.08.20 + 03.08.20): split into two words of equal length, when both
 * halves are complete dates of the same shape.
 */
export function splitGluedDates(words: Phrase['words']): Phrase['words'] {
  const w = words[0];
  if (!w || w.text.length < 12 || w.text.length > 24 || w.text.length % 2 !== 0) return words;
  if (!/^\d[\d./-]+\d$/.test(w.text)) return words;
  const half = w.text.length / 2;
  const a = w.text.slice(0, half);
  const b = w.text.slice(half);
  const pa = parseDateText(a);
  const pb = parseDateText(b);
  if (!pa || !pb || pa.year === null || pb.year === null) return words;
  if (a.replace(/\d/g, '') !== b.replace(/\d/g, '')) return words;
  const mid = (w.x0 + w.x1) / 2;
  return [{ ...w, text: a, x1: mid }, { ...w, text: b, x0: mid }, ...words.slice(1)];
}

/**
 * "25.11" in a date column: a day and month (anywhere else it could be an amount, so
 * `parseDateText` reads it only with a trailing dot or a year).
 */
export function dottedDayMonth(text: string): { parts: DateParts; n: number } | null {
  const m = /^(\d{1,2})\.(\d{1,2})$/.exec(text);
  if (!m) return null;
  const d = Number(m[1]);
  const mo = Number(m[2]);
  if (d < 1 || d > 31 || mo < 1 || mo > 12) return null;
  return { parts: { a: d, b: mo, year: null, named: false, ymd: false }, n: 1 };
}

/** A date cell read inside a date column only: "25.11", a date with specks at its ends. */
const BARE_NUMBER = /^\d{1,2}$/;

function inBandDate(words: Phrase['words']): { parts: DateParts; n: number } | null {
  const plain = dottedDayMonth(words[0]!.text);
  if (plain) return plain;
  // "11 25": month and day as two bare numbers, as some banks print a date column (their order
  // is settled with every other date of the statement)
  if (words.length >= 2 && BARE_NUMBER.test(words[0]!.text) && BARE_NUMBER.test(words[1]!.text)) {
    const parts = parseDateText(`${words[0]!.text}/${words[1]!.text}`);
    if (parts) return { parts, n: 2 };
  }
  // (not "25.11" once cleaned: "12.05-" may be an amount with a trailing minus)
  const clean = withoutSpecks(words);
  return clean ? datePrefix(clean) : null;
}

export function datePrefix(words: Phrase['words']): { parts: DateParts; n: number } | null {
  for (let n = Math.min(4, words.length); n >= 1; n--) {
    const parts = parseDateText(joinWords(words.slice(0, n)));
    if (parts) return { parts, n };
  }
  return null;
}

function assignAmountColumns(amounts: AmountCell[], cols: Column[]): void {
  if (cols.length === 0) return;
  const taken = new Set<Column>();
  // right-most amounts first: the balance is usually last and unambiguous
  const order = amounts.slice().sort((a, b) => b.x1 - a.x1);
  for (const a of order) {
    let best: Column | null = null;
    let bestD = Number.POSITIVE_INFINITY;
    const ac = (a.x0 + a.x1) / 2;
    for (const c of cols) {
      if (taken.has(c)) continue;
      const cc = (c.x0 + c.x1) / 2;
      const overlap = a.x0 < c.x1 && c.x0 < a.x1;
      const d = overlap
        ? 0
        : Math.min(Math.abs(a.x1 - c.x1), Math.abs(ac - cc), Math.abs(a.x0 - c.x0));
      if (d < bestD) {
        bestD = d;
        best = c;
      }
    }
    if (best) {
      taken.add(best);
      a.role = best.role;
    }
  }
}

/** Whether a column header starts within the next three lines of the same page. */
function headerBelow(lines: Line[], i: number): boolean {
  for (let j = i + 1; j <= i + 3 && j < lines.length; j++) if (detectHeader(lines, j)) return true;
  return false;
}

/** Lines repeated on most pages at about the same height (letterheads, footers, page numbers). */
export function furnitureKeys(pages: Line[][]): Set<string> {
  const out = new Set<string>();
  if (pages.length < 3) return out;
  const counts = new Map<string, number>();
  // the digits a key was first seen with: a letterhead's numbers barely change (a page number),
  // a row's continuation line ("Pasvolgnr:746 17-08-2025 16:08") changes them all
  const digitsOf = new Map<string, string>();
  const varying = new Set<string>();
  for (const lines of pages) {
    const seen = new Set<string>();
    for (const l of lines) {
      const k = furnitureKey(l);
      const digits = l.key.replace(/\D+/g, '');
      const first = digitsOf.get(k);
      if (first === undefined) digitsOf.set(k, digits);
      else if (!similarDigits(first, digits)) varying.add(k);
      // a line of digits only (a date and an amount once the descriptions are blank) is data
      if (k.length < 4 || seen.has(k) || !/[a-z]{2}/.test(k)) continue;
      // a dated line with an amount is a row, even one printed at the same height on most
      // pages (a monthly fee: "04/03/24  27,13  IMPOSTA DI BOLLO")
      if (datedMoneyLine(l)) continue;
      seen.add(k);
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
  }
  for (const [k, n] of counts)
    if (n >= Math.max(3, pages.length * 0.6) && !varying.has(k)) out.add(k);
  return out;
}

/** Digits of two printings of one line that differ only as a page number or count would. */
function similarDigits(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 2) return false;
  // ("Page 9 of 12" → "Page 10 of 12" shifts the digits after it: counted from the start)
  let diff = Math.abs(a.length - b.length);
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) diff++;
  return diff <= 4;
}

function datedMoneyLine(l: Line): boolean {
  const first = l.phrases[0];
  if (!first || l.phrases.length < 2 || !parseDateText(first.words[0]?.text ?? '')) return false;
  return l.phrases.some((p) => /^[-+(]?[\d.,' ]*\d[.,]\d\d\b/.test(p.text));
}

export function furnitureKey(l: Line): string {
  return `${Math.round(l.y0 / 6)}:${l.key.replace(/\d+/g, '#')}`;
}

/**
 * Runs the table engine over the lines of a document (pages in order).
 */
export function extractTables(
  pages: Line[][],
  decimal: DecimalSeparator,
  furniture: Set<string> = new Set(),
  /** No header in the document: the columns the rows imply, opened at the first such row. */
  implicit: ImplicitTable | null = null,
): TableResult {
  const tlines: TableLine[] = [];
  const outside: Line[] = [];
  let headersFound = 0;
  let cols: Column[] | null = null;
  let open = false;
  let section: -1 | 0 | 1 = 0;
  let table = -1;
  // side-by-side tables ("Check  Date  Amount | Check  Date  Amount"): one column model per group
  let groups: Column[][] | null = null;
  const groupCols = new Map<Line, Column[]>();
  let balanceSummary = false;
  // left edge of the descriptions of the current table's rows (dated money lines)
  let descLeft = Number.POSITIVE_INFINITY;
  /** Where the last dated row's description ends (a right-aligned column's edge). */
  let descRight = Number.NaN;
  // left edge of the rows' amounts (balances aside) in the current table
  let amountLeft = Number.POSITIVE_INFINITY;
  // the date of the last day heading ("Wednesday 4 June"): it holds across a page break and the
  // column header repeated there (the heading may close one page, its rows open the next)
  let dayDate: DateParts | null = null;
  // rows read since the table's header: a closing balance before any is a newest-first list's
  let rowsInTable = 0;
  // the table was ended by text in the bottom fifth of the page, after rows
  let closedAtFoot = false;
  // the columns of the last header read (a scanned page's repeat of it may be misread)
  let lastHeader: Column[] | null = null;
  // under a list of what was not posted (pending, declined, reverted): its header read or not
  let notPosted: { headerSeen: boolean } | null = null;
  for (const [pi, pageLines] of pages.entries()) {
    const lines = pageLines.slice();
    // a table left open at the end of the previous page continues, without a header, once a
    // line that looks like a row appears
    // (so does one that only the page's foot — small print, "continued overleaf" — closed)
    let continuing = (open || closedAtFoot) && cols !== null;
    if (continuing) open = true;
    closedAtFoot = false;
    let lastInTable: Line | null = null;
    const held: Array<{ line: Line; text: string; reference: string | null }> = [];
    for (let i = 0; i < lines.length; i++) {
      let line = lines[i]!;
      // a repeated column header sits at the same height on every page: it is furniture for
      // the letterhead test, but it (re)opens the table
      const header = groupCols.has(line) ? null : detectHeader(lines, i);
      // (a "Subtotal:" line under side-by-side columns totals them all: it is not split)
      if (
        !header &&
        groups &&
        open &&
        !groupCols.has(line) &&
        lineSpecialKind(line.key) !== 'total'
      ) {
        const parts = splitByGroups(line, groups);
        lines.splice(i, 1, ...parts.map((p) => p.line));
        for (const p of parts) groupCols.set(p.line, p.cols);
        line = lines[i]!;
      }
      if (notPosted) {
        // a list of what did not move money: its lines are no rows and no missing rows, up
        // to another table (a second header) or another section's heading
        // (a page's running head, "Card ending in 0886 Page 3", is no heading)
        const runningHead = line.y0 < line.pageHeight * 0.12 || furniture.has(furnitureKey(line));
        const ends = header ? notPosted.headerSeen : !runningHead && headingSign(line) !== null;
        if (!ends) {
          if (header) {
            notPosted.headerSeen = true;
            i += header.used - 1;
          }
          continue;
        }
        notPosted = null;
      }
      if (!header && isNotPostedHeading(line)) {
        notPosted = { headerSeen: false };
        open = false;
        continue;
      }
      // (so is a balance brought forward printed at the top of every page)
      if (
        !header &&
        furniture.size > 0 &&
        furniture.has(furnitureKey(line)) &&
        !lineSpecialKind(line.key) &&
        !BALANCE_SUMMARY.test(line.key)
      ) {
        outside.push(line);
        continue;
      }
      // a continuation page's running head above its repeated column header ("Barqu Card
      // 4538-XXXX-XXXX-3154   2"): before the page's first row, an undated line with a
      // column header a few lines below it is no row of the table left open on the last page
      if (
        !header &&
        continuing &&
        lastInTable === null &&
        !datePrefix(line.words) &&
        !lineSpecialKind(line.key) &&
        !namedHeading(line) &&
        headerBelow(lines, i)
      ) {
        outside.push(line);
        continue;
      }
      // (a header with a text column under "Balance summary" is the transactions' own: the
      // heading named a box of balances per product above it)
      const describes = header?.columns.some((c) => c.role === 'description') ?? false;
      if (header && ((balanceSummary && !describes) || summaryTable(lines, i, header.columns))) {
        // a daily-balance table ("Date  Amount  Date  Amount"): balances, not transactions
        balanceSummary = false;
        open = false;
        cols = null;
        groups = null;
        outside.push(line);
        i += header.used - 1;
        continue;
      }
      // a table without a header, closed by a page's top lines or a heading, reopens at the
      // next line shaped like its rows (a date in its date column, an amount in its columns)
      if (
        implicit &&
        !open &&
        (line === implicit.first ||
          (cols === implicit.columns && implicitRow(line, implicit.columns, decimal)))
      ) {
        cols = implicit.columns;
        groups = null;
        open = true;
        continuing = false;
        table++;
        rowsInTable = 0;
        descLeft = Number.POSITIVE_INFINITY;
        amountLeft = Number.POSITIVE_INFINITY;
      }
      if (
        header &&
        line.source === 'ocr' &&
        lastHeader &&
        sameGeometry(header.columns, lastHeader)
      ) {
        // the same header repeated on a later scanned page, misread ("pate of" for "Date of"):
        // the roles read the first time stand
        header.columns = header.columns.map((c, k) => ({ ...c, role: lastHeader![k]!.role }));
      }
      if (header) lastHeader = header.columns;
      if (header) {
        markWholeNumberColumns(
          header.columns,
          linesUntilHeader(pages, pi, i + header.used),
          decimal,
        );
        const g = headerGroups(header.columns);
        groups = g.length > 1 ? g : null;
        cols = g[0]!;
        open = true;
        continuing = false;
        headersFound++;
        table++;
        rowsInTable = 0;
        descLeft = Number.POSITIVE_INFINITY;
        amountLeft = Number.POSITIVE_INFINITY;
        lastInTable = lines[i + header.used - 1] ?? line;
        i += header.used - 1;
        continue;
      }
      // a summary's heading alone on its line ("Übersicht", "Statement summary"): the list is
      // over, and the heading is no text of its last row
      if (open && !header && SUMMARY_HEADING.test(line.key)) {
        open = false;
        outside.push(line);
        continue;
      }
      if (BALANCE_SUMMARY.test(line.key) && line.phrases.length <= 2) {
        balanceSummary = true;
        // (the list of balances under it is no more of the transactions, whether or not its
        // own header reads as one)
        open = false;
        outside.push(line);
        continue;
      }
      const hs = headingSign(line);
      if (hs !== null) {
        balanceSummary = false;
        section = hs;
        outside.push(line);
        continue;
      }
      if (open && section !== 0 && opensOtherSection(lines, i)) {
        // a heading the sign words do not know, set apart above dated rows ("Supermarkets"
        // after "PAYMENTS AND CREDITS"): the signed section before it is over
        section = 0;
        outside.push(line);
        continue;
      }
      if (!open || !cols) {
        outside.push(line);
        continue;
      }
      const lc = groupCols.get(line) ?? cols;
      const c = classifyLine(line, lc, decimal);
      if (c.amounts.length === 0 && !c.date) {
        const day = dayHeadingDate(line);
        if (day) {
          // "Wednesday 4 June" over that day's rows: their date, not text of the row above
          dayDate = day;
          outside.push(line);
          continue;
        }
      }
      // a day's total of its money in or out ("02 OUT 2020  Total de saídas  - 107,76"), dated
      // or under the day's first one: the date and the side of the rows below it, no row
      const side = c.amounts.length === 1 ? DAY_SIDE_TOTAL.exec(normalizeKey(c.text)) : null;
      if (side && (c.date || dayDate)) {
        dayDate = c.date ?? dayDate;
        section = side[1] ? 1 : -1;
        outside.push(line);
        continue;
      }
      if (!c.date && dayDate && c.amounts.length > 0) c.date = dayDate;
      let special = lineSpecialKind(line.key);
      // "Kontostand am 31.05.2022": the balance on a date opens the rows or closes them
      if (
        !special &&
        (DATED_BALANCE.test(line.key) ||
          (c.amounts.length === 1 && BALANCE_ON_DATE.test(normalizeKey(c.text))))
      )
        special = rowsInTable > 0 ? 'carriedForward' : 'broughtForward';
      // amounts printed before the label ("63.597,35  28.197,19  TOTALE MOVIMENTI"): the label
      // is read without them
      if (!special && c.amounts.length > 0 && c.amounts[0]!.x0 <= line.x0 + 1)
        special = lineSpecialKind(normalizeKey(c.text));
      // a card member's subtotal ("A SMITH   Card Ending 8-78566   $4,964.47"): no transaction
      if (!special && !c.date && c.amounts.length === 1 && MEMBER_TOTAL.test(line.key))
        special = 'total';
      // a dated line whose only text is "Saldo" / "Saldo do dia" / "Balance": the balance so
      // far, not a transaction
      const dailyBalance =
        !special && c.amounts.length === 1 && BARE_BALANCE.test(normalizeKey(c.text));
      // (before the statement's first row it is the balance the rows start from)
      if (dailyBalance)
        special = tlines.some((t) => t.kind === 'row') ? 'carriedForward' : 'broughtForward';
      const hasMoney = c.amounts.length > 0;
      const wrapped = special
        ? null
        : wrappedSpecial(tlines[tlines.length - 1], line, c.text, hasMoney);
      if (wrapped) {
        // "BALANCE BROUGHT" / "FORWARD": the label wrapped onto two lines
        const first = tlines.pop()!;
        special = wrapped;
        if (!hasMoney) c.amounts.push(...first.amounts);
        c.date ??= first.date;
      }
      if ((special === 'broughtForward' || special === 'carriedForward') && !c.amounts.length) {
        // its balance printed away from the amount columns ("Balance brought forward 04 May
        // 1,234.56" in the description column): still the balance
        const last = line.phrases[line.phrases.length - 1];
        const v = last ? parseAmount(last.text, decimal) : null;
        if (last && v) c.amounts.push({ ...v, role: 'balance', x0: last.x0, x1: last.x1 });
      }
      let kind: LineKind;
      if (special && (hasMoney || special !== 'total')) kind = special;
      else if (special === 'total') kind = 'total';
      else if (c.dateInBand || hasMoney) kind = 'row';
      else kind = 'text';
      if (continuing) {
        if (kind === 'text' || (!c.dateInBand && !c.amounts.some((a) => a.role !== 'balance'))) {
          if (kind !== 'broughtForward' && kind !== 'carriedForward') {
            held.push({ line, text: c.text, reference: c.reference });
            continue;
          }
        }
        continuing = false;
        // text lines held back at the top of a continuation page belong to the table when
        // they sit in the description column right above the first row
        const desc = lc.find((x) => x.role === 'description');
        let keep = 0;
        let below = line;
        for (let h = held.length - 1; h >= 0; h--) {
          const hl = held[h]!;
          const inDesc = desc ? Math.abs(hl.line.x0 - desc.x0) < 25 && hl.line.x1 < line.x1 : false;
          if (!inDesc || below.y0 - hl.line.y1 > hl.line.height * 2.2) break;
          keep++;
          below = hl.line;
        }
        for (let h = 0; h < held.length; h++) {
          const hl = held[h]!;
          if (h < held.length - keep) outside.push(hl.line);
          else
            tlines.push({
              line: hl.line,
              columns: lc,
              kind: 'text',
              date: null,
              postDate: null,
              amounts: [],
              text: hl.text,
              reference: hl.reference,
              section,
              table,
            });
        }
        held.length = 0;
      }
      if (kind === 'text' && TIME_ONLY.test(line.text.trim())) {
        // a row's time printed under its date ("01-07-2024" over "22:23:00"): part of the row
        // above, neither text of it nor the end of the table
        outside.push(line);
        continue;
      }
      if (
        kind === 'text' &&
        line.text.replace(/[^\p{L}\p{N}]/gu, '').length < 3 &&
        !shortContinuation(line, lc, lastInTable)
      ) {
        // stray marks (a lone letter or dot) are neither rows nor the end of the table
        outside.push(line);
        continue;
      }
      if (kind === 'text') {
        // end of the table: a long gap, or text running across the amount columns
        const gap = lastInTable ? line.y0 - lastInTable.y1 : 0;
        // (where the rows' amounts print, once known: a wide label "Withdrawal" over right-aligned
        // figures starts left of them, and a long description line may reach under it)
        const amountX = Number.isFinite(amountLeft)
          ? amountLeft
          : Math.min(...lc.filter((x) => isAmountRole(x.role)).map((x) => x.x0));
        // (a row's next line set where its description starts, tight below it, is more of it
        // even when a narrow column lets it run under the first money column — not past the
        // balance)
        const balanceX = lc.find((x) => x.role === 'balance')?.x0 ?? Number.POSITIVE_INFINITY;
        const underText =
          lastInTable !== null &&
          line.y0 - lastInTable.y1 <= line.height &&
          Math.abs(line.x0 - descLeft) < 3 &&
          line.x1 < balanceX;
        const spans = !underText && line.phrases.some((p) => p.x1 > amountX && p.x0 < amountX - 20);
        const desc = lc.find((x) => x.role === 'description');
        // (descriptions may start left of a centred label: where the rows' text starts counts)
        const left = desc ? Math.min(desc.x0, descLeft) : 0;
        // (a speck read far left of the text — "¥", "." — does not move the line)
        const start =
          line.phrases.find((p) => p.text.replace(/[^\p{L}\p{N}]/gu, '').length >= 2)?.x0 ??
          line.x0;
        // (a right-aligned description column, as right-to-left statements print it: the row's
        // next line ends where its text ended, however far left it starts)
        const alignedRight =
          Math.abs(line.x1 - descRight) < 2 && lastInTable !== null && gap <= line.height * 1.5;
        const leftOf = desc ? start < left - 30 && !c.date && !alignedRight : false;
        if (leftOf && !spans && gap <= line.height * 4 && headsRows(lines, i, lc, decimal)) {
          // a heading the sign words do not know ("Interest charged", "Cash advances") over
          // more rows of this table: a new section, whose sign the rows must find themselves
          section = 0;
          outside.push(line);
          continue;
        }
        // a description too long for its cell, carried on from the very left of the next line
        // ("N ROBAR/SBIN0004567/TRESA" under "01-09-2023 BY UPI/…/TRESALO"), another row after it
        const spill = leftOf && !spans && gap <= line.height * 0.8 && nextIsDatedRow(lines, i);
        if (!spill && (gap > line.height * 2.2 || spans || leftOf)) {
          open = false;
          closedAtFoot = rowsInTable > 0 && line.y0 > line.pageHeight * 0.8;
          outside.push(line);
          continue;
        }
      }
      tlines.push({
        line,
        columns: lc,
        kind,
        date: c.date,
        postDate: c.postDate,
        amounts: c.amounts,
        text: c.text,
        reference: c.reference,
        section,
        table,
        dateX: c.dateX,
      });
      lastInTable = line;
      // (dated rows only: a row whose date went unread would start its "description" there)
      // (a dated first line whose amounts come on the line below counts too: "24 Feb 21 CR
      // NOTRETIN & SONS" over "INV 7223  7.30")
      // (or any row, in a list with no date column to date it)
      const dateless = !lc.some((x) => isDateRole(x.role));
      if (kind === 'row' && c.textX0 !== null && (c.date || dateless))
        descLeft = Math.min(descLeft, c.textX0);
      if (kind === 'row' && c.date) descRight = c.textX1 ?? Number.NaN;
      if (kind === 'row')
        for (const a of c.amounts)
          if (a.role !== 'balance') amountLeft = Math.min(amountLeft, a.x0);
      if (kind === 'row') rowsInTable++;
      if (kind === 'carriedForward' && rowsInTable > 0 && !dailyBalance) {
        // the table is finished on this page; a new header (or page) may reopen it (a closing
        // balance printed before the rows heads a newest-first list instead)
        open = false;
      }
    }
    // lines held back for a continuation that never came are outside the tables
    if (continuing) for (const h of held) outside.push(h.line);
  }
  const layout = decideLayout(tlines);
  const { rows, specials } = assemble(tlines, layout);
  return { rows, specials, outside, lines: tlines, headersFound, layout };
}

/**
 * Whether line `i` is a short heading over more rows of the table: the next line, printed tight
 * below it, is dated and carries an amount under these columns.
 */
function headsRows(lines: Line[], i: number, cols: Column[], decimal: DecimalSeparator): boolean {
  const line = lines[i]!;
  const next = lines[i + 1];
  if (!next || line.phrases.length > 2 || line.text.length > 50) return false;
  if (/\d/.test(line.text) || next.y0 - line.y1 > line.height * 2) return false;
  // (a summary or totals block after the table is no section of it)
  if (/summary|balance|total|saldo|solde|resume|resumen|zusammenfassung/.test(line.key))
    return false;
  const c = classifyLine(next, cols, decimal);
  return c.date !== null && c.dateInBand && c.amounts.some((a) => a.role !== 'balance');
}

/** The lines after a header (page `pi`, from line `from`) up to the next header, at most 3 pages. */
function* linesUntilHeader(pages: Line[][], pi: number, from: number): Generator<Line> {
  for (let q = pi; q < pages.length && q <= pi + 2; q++) {
    const lines = pages[q]!;
    for (let i = q === pi ? from : 0; i < lines.length; i++) {
      if (detectHeader(lines, i)) return;
      yield lines[i]!;
    }
  }
}

/** A heading saying the table below sums the statement up ("Summary", "Account summary"). */
/**
 * A line that is one 23-digit number: a card transaction's acquirer reference number (ARN), not
 * an account number (those are shorter: a counterparty's 16–19 digits stay in the text).
 */
const REFERENCE_LINE = /^\d{23}$/;

const SUMMARY_HEADING =
  /^[a-z]{0,24}summary$|^summaryof[a-z]*$|^resumen$|^zusammenfassung$|^resume$|^recapitulatif$|^(konto)?ubersicht$|^overview$|^riepilogo$|^samenvatting$|^overzicht$/;

/**
 * A table under a summary heading whose header names no date column ("Transaction type | Paid
 * in | Paid out"): totals by kind, not transactions.
 */
function summaryTable(lines: Line[], i: number, cols: Column[]): boolean {
  if (cols.some((c) => isDateRole(c.role))) return false;
  const above = lines[i - 1];
  const line = lines[i]!;
  if (!above || above.page !== line.page || line.y0 - above.y1 > line.height * 3) return false;
  return above.phrases.length <= 2 && SUMMARY_HEADING.test(above.key);
}

/**
 * A heading the list knows by name: a balance listing, a summary, a signed section. It says more
 * than a page's running head ("Daily Balance Detail" atop a page closes the transactions).
 */
function namedHeading(line: Line): boolean {
  return (
    BALANCE_SUMMARY.test(line.key) || SUMMARY_HEADING.test(line.key) || headingSign(line) !== null
  );
}

const BALANCE_SUMMARY =
  /^(daily|endingdaily|dailyending|dailyledger|dailyaccount)balances?(summary|details?)?$|^balancesummary$|^summaryofdailybalances?$/;

/**
 * Splits a header that repeats its columns side by side ("Date Description Amount Description
 * Amount", "Check Date Amount Check Date Amount") into groups: a new group starts where a text
 * or date column follows a money column and is itself followed by another money column. In each
 * group a lone posting-date column is its date.
 */
export function headerGroups(cols: Column[]): Column[][] {
  const out: Column[][] = [[]];
  for (let k = 0; k < cols.length; k++) {
    const c = cols[k]!;
    const prev = cols[k - 1];
    const restart =
      prev &&
      isAmountRole(prev.role) &&
      !isAmountRole(c.role) &&
      cols.slice(k + 1).some((x) => isAmountRole(x.role));
    if (restart) out.push([]);
    out[out.length - 1]!.push(c);
  }
  // only a true repeat: every later group names again a money role and a text/date role of the
  // first ("Amount | Reference | Balance" is one table, not two)
  const first = out[0]!;
  const repeats = (g: Column[]) =>
    g.some((c) => isAmountRole(c.role) && first.some((f) => f.role === c.role)) &&
    g.some(
      (c) =>
        !isAmountRole(c.role) &&
        first.some((f) => f.role === c.role || (c.role === 'postDate' && f.role === 'date')),
    );
  if (out.length === 1 || !out.slice(1).every(repeats)) return [cols];
  return out.map((g) =>
    g.some((c) => c.role === 'date')
      ? g
      : g.map((c) => (c.role === 'postDate' ? { ...c, role: 'date' as const } : c)),
  );
}

/** Cuts a line into one part per header group (phrases by their left edge), left to right. */
function splitByGroups(line: Line, groups: Column[][]): Array<{ line: Line; cols: Column[] }> {
  const out: Array<{ line: Line; cols: Column[] }> = [];
  for (let g = 0; g < groups.length; g++) {
    const lo = g === 0 ? Number.NEGATIVE_INFINITY : groups[g]![0]!.x0 - 12;
    const hi = g === groups.length - 1 ? Number.POSITIVE_INFINITY : groups[g + 1]![0]!.x0 - 12;
    const phrases = line.phrases.filter((p) => p.x0 >= lo && p.x0 < hi);
    if (phrases.length === 0) continue;
    const words = phrases.flatMap((p) => p.words);
    const text = phrases.map((p) => p.text).join(' ');
    out.push({
      line: {
        ...line,
        x0: phrases[0]!.x0,
        x1: phrases[phrases.length - 1]!.x1,
        words,
        phrases,
        text,
        key: normalizeKey(text),
      },
      cols: groups[g]!,
    });
  }
  return out.length > 0 ? out : [{ line, cols: groups[0]! }];
}

/**
 * A brought/carried-forward label wrapped onto two lines, the amount on either of them: the
 * previous table line (text, or a balance without money) and this one read together.
 */
function wrappedSpecial(
  prev: TableLine | undefined,
  line: Line,
  text: string,
  hasAmount: boolean,
): 'broughtForward' | 'carriedForward' | null {
  if (!prev || prev.line.page !== line.page) return null;
  if (prev.kind !== 'text' && !(prev.kind === 'row' && moneyAmounts(prev).length === 0))
    return null;
  if (prev.amounts.length > 0 && hasAmount) return null;
  if (line.y0 - prev.line.y1 > line.height * 1.2) return null;
  // descriptions only (dates and amounts already taken out), so the two halves meet
  const k = lineSpecialKind(normalizeKey(`${prev.text}${text}`));
  return k === 'broughtForward' || k === 'carriedForward' ? k : null;
}

/**
 * A short line ("TX", "WA") that continues the description of the row right above it: it starts
 * at the description column and follows the previous table line at ordinary line spacing.
 */
function shortContinuation(line: Line, cols: Column[], prev: Line | null): boolean {
  if (!prev || prev.page !== line.page) return false;
  if (line.text.replace(/[^\p{L}\p{N}]/gu, '').length < 2) return false;
  const desc = cols.find((c) => c.role === 'description');
  if (!desc || Math.abs(line.x0 - desc.x0) > Math.max(3, line.height * 0.5)) return false;
  return line.y0 - prev.y1 < line.height * 1.2;
}

function moneyAmounts(t: TableLine): AmountCell[] {
  return t.amounts.filter((a) => a.role !== 'balance');
}

/**
 * Counts evidence for "continuation lines precede the amount line" vs "follow it":
 * - a run followed by an undated amount line (a date on the run's first line counts double);
 * - a run at a table's edge can only go one way: right after the header or a brought-forward
 *   line it belongs to the row below, right before a carried-forward/total line or the end of
 *   the table to the row above;
 * - spacing: a run printed tight under one amount line and apart from the next (or the other
 *   way round) belongs with the line it is tight to.
 */
function dateInTextColumn(t: TableLine): boolean {
  const desc = t.columns.find((c) => c.role === 'description');
  const dateCol = t.columns.find((c) => c.role === 'date');
  if (!desc || !dateCol || !t.dateX || desc.x0 <= dateCol.x0) return false;
  return t.dateX[0] >= desc.x0 - 2;
}

function isDateRole(role: Column['role']): boolean {
  return role === 'date' || role === 'postDate';
}

function sameParts(a: DateParts | null, b: DateParts | null): boolean {
  return !!a && !!b && a.a === b.a && a.b === b.b && a.year === b.year;
}

function hasDateColumn(t: TableLine): boolean {
  return t.columns.some((c) => isDateRole(c.role));
}

export function decideLayout(tlines: TableLine[]): 'pending' | 'trailing' {
  let pending = 0;
  let trailing = 0;
  const isMoney = (t: TableLine | undefined) =>
    !!t && t.kind === 'row' && moneyAmounts(t).length > 0;
  // no date column, no date on any amount line, dates on lines of their own, and the list opens
  // with an amount line: each row's date is printed under it
  const rowish = tlines.filter((t) => t.kind === 'row' || t.kind === 'text');
  if (
    rowish.length > 0 &&
    isMoney(rowish[0]) &&
    rowish.every((t) => !hasDateColumn(t) && (t.date === null || !isMoney(t))) &&
    rowish.some((t) => t.date !== null)
  )
    return 'trailing';
  // a list that prints the date once per day has undated amount lines right under amount
  // lines: there an undated amount line after a run says nothing about where the run belongs
  let moneyRows = 0;
  let undatedInARow = 0;
  for (let i = 0; i < tlines.length; i++) {
    if (!isMoney(tlines[i])) continue;
    moneyRows++;
    if (tlines[i]!.date === null && isMoney(tlines[i - 1])) undatedInARow++;
  }
  const datedOncePerDay = undatedInARow >= 3 && undatedInARow >= moneyRows * 0.1;
  // runs never dated while dated amount lines follow some of them: each date opens its row on
  // the amount line, so a run is the second line of the row above ("Visa purchase  4.38" over
  // "ASDA STORES BRIGHTON")
  let datedRuns = 0;
  let runsBeforeDated = 0;
  for (let i = 0; i < tlines.length; i++) {
    const t = tlines[i]!;
    const starts = t.kind === 'text' || (t.kind === 'row' && moneyAmounts(t).length === 0);
    if (!starts) continue;
    const prev = tlines[i - 1];
    if (prev && prev.kind === 'text') continue; // count each run once
    if (prev && prev.kind === 'row' && moneyAmounts(prev).length === 0) continue;
    let j = i + 1;
    while (j < tlines.length && tlines[j]!.kind === 'text') j++;
    const next = tlines[j];
    const last = tlines[j - 1]!;
    // (a date read at the start of the text column, "05/09/21 6575" under "… THANK YOU FP", is
    // a reference's date, no row's first line)
    const runHasDate = t.date !== null && !dateInTextColumn(t);
    if (runHasDate) datedRuns++;
    if (!runHasDate && isMoney(next) && next!.date !== null && !dateInTextColumn(next!))
      runsBeforeDated++;
    if (next && next.kind === 'row' && moneyAmounts(next).length > 0 && next.date === null) {
      pending += runHasDate ? 2 : datedOncePerDay ? 0 : 1;
    } else if (!runHasDate) {
      trailing++;
    }
    if (!prev || prev.table !== t.table || prev.kind === 'broughtForward') pending += 3;
    else if (
      !next ||
      next.table !== t.table ||
      next.kind === 'carriedForward' ||
      next.kind === 'total'
    )
      trailing += 3;
    if (isMoney(prev) && isMoney(next) && prev!.line.page === t.line.page) {
      if (next!.line.page !== last.line.page) continue;
      const above = t.line.y0 - prev!.line.y1;
      const below = next!.line.y0 - last.line.y1;
      const h = t.line.height * 0.15;
      if (above > below + h) pending += 2;
      else if (below > above + h) trailing += 2;
    }
  }
  if (datedRuns === 0) trailing += runsBeforeDated;
  return pending > trailing ? 'pending' : 'trailing';
}

function bboxOf(lines: Line[]): BBox {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const l of lines) {
    if (l.x0 < x0) x0 = l.x0;
    if (l.y0 < y0) y0 = l.y0;
    if (l.x1 > x1) x1 = l.x1;
    if (l.y1 > y1) y1 = l.y1;
  }
  return [round2(x0), round2(y0), round2(x1), round2(y1)];
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

function minConfidence(lines: Line[]): number {
  let c = 1;
  for (const l of lines) for (const w of l.words) if (w.confidence < c) c = w.confidence;
  return c;
}

/** Confidence of a row's amount cells apart from the rest of its words. */
function cellConfidence(
  parts: TableLine[],
): Pick<RawRow, 'amountConfidence' | 'textConfidence' | 'amountRepaired'> {
  let amountConfidence = 1;
  let textConfidence = 1;
  let amountRepaired = false;
  for (const p of parts) {
    for (const w of p.line.words) {
      const inCell = p.amounts.some((a) => w.x0 >= a.x0 - 0.5 && w.x1 <= a.x1 + 0.5);
      if (inCell) {
        amountConfidence = Math.min(amountConfidence, w.confidence);
        if (w.repaired) amountRepaired = true;
      } else textConfidence = Math.min(textConfidence, w.confidence);
    }
  }
  return { amountConfidence, textConfidence, amountRepaired };
}

/**
 * A dated line without an amount right under a row's amount line, in a date column labelled
 * with both dates: the row's value date (and more of its text), not a row of its own.
 */
function valueDateLine(t: TableLine, current: RawRow, prev: TableLine | null): boolean {
  if (!prev || current.postDate || !current.lines.includes(prev.line)) return false;
  if (moneyAmounts(prev).length === 0 || !prev.date) return false;
  return t.columns.some((c) => c.role === 'date' && c.valueDateBelow);
}

export function assemble(
  tlines: TableLine[],
  layout: 'pending' | 'trailing',
): { rows: RawRow[]; specials: SpecialLine[] } {
  const rows: RawRow[] = [];
  const specials: SpecialLine[] = [];
  let pending: TableLine[] = [];
  let lastDate: DateParts | null = null;
  let lastPostDate: DateParts | null = null;
  let current: RawRow | null = null;
  let acrossBreak = false;
  // (trailing layout) the table line read before this one
  let prevLine: TableLine | null = null;

  const makeRow = (parts: TableLine[], main: TableLine): RawRow => {
    const lines = parts.map((p) => p.line);
    const dated = parts.find((p) => p.date);
    const postDate = parts.find((p) => p.postDate)?.postDate ?? null;
    // (no date of its own, but a posting date other than the row above's: a card's fee or
    // interest row dated only where it posted — not the day of the purchase above it)
    const postedApart = !dated && postDate !== null && !sameParts(postDate, lastPostDate);
    const date = dated?.date ?? (postedApart ? postDate : null);
    const row: RawRow = {
      lines,
      date: date ?? lastDate,
      dateInherited: !date,
      postDate,
      description: parts
        .map((p) => p.text)
        .filter((s) => s.length > 0)
        .join(' '),
      reference: parts.find((p) => p.reference)?.reference ?? null,
      debit: null,
      credit: null,
      amount: null,
      balance: null,
      section: main.section,
      page: main.line.page,
      bbox: bboxOf(lines.filter((l) => l.page === main.line.page)),
      confidence: minConfidence(lines),
      ...cellConfidence(parts),
      table: main.table,
    };
    for (const p of parts) {
      for (const a of p.amounts) {
        // (a fee printed on the row in its own money-out column adds to what it paid out)
        if (a.role === 'debit' && row.debit) {
          row.debitCells = [...(row.debitCells ?? [row.debit]), a];
          row.debit = { ...row.debit, minor: row.debit.minor + a.minor };
        } else if (a.role === 'debit') row.debit = a;
        else if (a.role === 'credit') row.credit ??= a;
        else if (a.role === 'balance') row.balance = a;
        else row.amount ??= a;
      }
    }
    // both columns printed, one of them zero ("$250.00  -$0.00"): the other one is the amount
    if (row.debit && row.credit) {
      if (row.debit.minor === 0 && row.credit.minor !== 0) row.debit = null;
      else if (row.credit.minor === 0 && row.debit.minor !== 0) row.credit = null;
    }
    if (date) lastDate = date;
    lastPostDate = postDate;
    return row;
  };

  for (const t of tlines) {
    if (t.kind === 'broughtForward' || t.kind === 'carriedForward') {
      // a row begun before a page break ("19 Nov  SHOP" / carried forward / brought forward /
      // "REF 123   12.34") finishes on the next page: its first lines stay pending (but text
      // above a table's first brought-forward line is no row's)
      const keep: boolean = layout === 'pending' && (t.kind === 'carriedForward' || acrossBreak);
      if (!keep) pending = [];
      acrossBreak = t.kind === 'carriedForward' && keep;
      current = null;
      const value = t.amounts.find((a) => a.role === 'balance') ?? t.amounts[t.amounts.length - 1];
      specials.push({
        kind: t.kind,
        value: value ?? null,
        page: t.line.page,
        rowIndex: rows.length,
        date: t.date,
      });
      if (t.date) lastDate = t.date;
      continue;
    }
    if (t.kind === 'total') {
      pending = [];
      current = null;
      continue;
    }
    if (t.postDate && !t.date && !t.text && t.amounts.length === 0) {
      // a value-date line under a row ("Wertstellung 01.04.2021"): that row's, in either layout
      if (current && !current.postDate) current.postDate = t.postDate;
      continue;
    }
    const money = moneyAmounts(t).length > 0;
    const balanceOnly = !money && t.amounts.length > 0;
    if (layout === 'pending') {
      if (money) {
        // a dated line of its own is never the first line of another dated row ("02/08
        // Previous Principal Balance 106,048.45" over "02/10 HELOC CHECK 6,570.31")
        const parts = t.date && pending[0]?.date ? [t] : [...pending, t];
        const row = makeRow(parts, t);
        rows.push(row);
        pending = [];
        current = row;
      } else if (balanceOnly && pending.length === 0 && current && !current.balance) {
        current.balance = t.amounts[0] ?? null;
      } else if (t.date || t.kind === 'text' || balanceOnly) {
        if (t.date) pending = [t];
        else pending.push(t);
      }
    } else {
      if (t.date && !money && !balanceOnly && current && valueDateLine(t, current, prevLine)) {
        // the value date printed under the booking date ("Buchung" over "Valuta")
        current.postDate = t.date;
        current.description = [current.description, t.text].filter(Boolean).join(' ');
        current.lines.push(t.line);
        prevLine = t;
        continue;
      }
      prevLine = t;
      if (t.date && !money && !balanceOnly && current?.dateInherited && !hasDateColumn(t)) {
        // a list without a date column printing each row's date on the line under its amount
        current.date = t.date;
        current.dateInherited = false;
        current.description = [current.description, t.text].filter(Boolean).join(' ');
        current.lines.push(t.line);
        continue;
      }
      if (money || (t.date && !balanceOnly)) {
        if (
          current &&
          current.amount === null &&
          current.debit === null &&
          current.credit === null &&
          !t.date &&
          money
        ) {
          // the amount of a dated line printed on the next line
          const merged = makeRow(
            [...current.lines.map((l) => ({ ...t, line: l, amounts: [], text: '' })), t],
            t,
          );
          merged.description = [current.description, t.text].filter(Boolean).join(' ');
          merged.date = current.date;
          merged.dateInherited = current.dateInherited;
          rows[rows.length - 1] = merged;
          current = merged;
          continue;
        }
        const row = makeRow([t], t);
        rows.push(row);
        current = row;
      } else if (balanceOnly && current && !current.balance) {
        current.balance = t.amounts[0] ?? null;
      } else if (t.kind === 'text' && current && REFERENCE_LINE.test(t.text)) {
        // a card's reference number on a line of its own under the row: the transaction's
        // reference, not words of its description
        current.reference ??= t.text;
        current.lines.push(t.line);
      } else if (t.kind === 'text' && current) {
        current.description = [current.description, t.text].filter(Boolean).join(' ');
        current.lines.push(t.line);
        if (t.line.page === current.page)
          current.bbox = bboxOf(current.lines.filter((l) => l.page === current!.page));
        if (t.reference && !current.reference) current.reference = t.reference;
      }
    }
  }
  // rows that never received an amount are not transactions
  return { rows: rows.filter((r) => r.amount || r.debit || r.credit), specials };
}
