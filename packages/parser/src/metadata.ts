/**
 * Statement metadata from the lines outside (and inside) the transaction tables, by generic
 * heuristics: label → value on the same line or on the line below (forms print labels above
 * values), honorific lines for the holder, keyword families for the account type, symbol and code
 * counts for the currency. Nothing here depends on a particular bank's name or address.
 */
import { type DecimalSeparator, ISO_CURRENCIES, parseAmount } from './amounts.ts';
import { detectCurrency } from './currency.ts';
import { type DateParts, parseDateText } from './dates.ts';
import { dayHeadingDate } from './layout/day-heading.ts';
import type { Line, Phrase } from './layout/lines.ts';
import { normalizeKey } from './layout/lines.ts';
import { BALANCE_ON_DATE, DATED_BALANCE } from './layout/table.ts';
import { findBankName, findHolder } from './names.ts';
import {
  datesInLine,
  findPeriod,
  labelledDates,
  labelledPeriod,
  mayNameMonth,
  stackedPeriod,
} from './period.ts';
import {
  balanceDatesPeriod,
  billingDays,
  monthNamedPeriod,
  sameMonthRange,
} from './period-implied.ts';
import { type SummaryItem, summaryItemDirection } from './summary-totals.ts';

export interface RawMetadata {
  bankName: string | null;
  accountHolder: string | null;
  accountNumber: string | null;
  accountType: string | null;
  /** The kind was named at the top of the first page (a letterhead's), not only further down. */
  accountTypeOnTop: boolean;
  currency: string | null;
  /** A bare "$" is printed (no country evidence needed): US date conventions are likelier. */
  dollarSign: boolean;
  period: { start: DateParts; end: DateParts } | null;
  /** A full date printed as the statement date (used when no period is printed). */
  statementDate: DateParts | null;
  /** "Days in Billing Period: 29": with the statement date, where the period starts. */
  billingDays?: number | null;
  opening: SignedValue | null;
  closing: SignedValue | null;
  moneyIn: SignedValue | null;
  moneyOut: SignedValue | null;
  /** Every amount printed beside a money-in/out category label (summaries split into several). */
  summaryItems: SummaryItem[];
}

export interface SignedValue {
  minor: number;
  sign: -1 | 0 | 1;
}

const OPENING =
  /^(your)?(opening|previous|beginning|starting|start|last)(monthly)?(balance|statementbalance)|^pradinislikutis|^zalyshoknapochatok|^predishnosaldo|^balancebroughtforward|^balanceatstart|^kontostandalt|^saldoalt|^saldoprecedente|^soldanterior|^saldoletzteabrechnung|^saldovorabrechnung|^letztersaldo|^vorsaldo|^saldoanterior|^saldoinicial|^anfangssaldo|^altersaldo|^(dein|ihr)?alterkontostand|^soldeprecedent|^anciensolde|^soldeinitial|^soldeanterieur|^balancefromlaststatement|^openingbal|^lastmonthsbalance|^balancelastmonth|^saldoiniziale|^saldoanteriore|^beginsaldo|^vorigsaldo|^solde(crediteur|debiteur)|^beginningcashbalance|^openingcashbalance|^saldofra|^ingaendesaldo|^saldoprimo|^saldopoczatkowe|^bakiawal|^bakipermulaan|^saldoawal|^pocatecnizustatek|^pocatecnistav|^zustatekpredchozi|^devredenbakiye|^oncekibakiye|^oncekidonembakiye|^nyitoegyenleg|^nyitosaldo|^soldinitial|^soldprecedent|^alkusaldo|^inngaendesaldo|^saldoinicialdelperiodo|^faturaanterior|^saldofaturaanterior|^saldoanteriordafatura|^saldobegin/;
const CLOSING =
  /^(your)?(closing|new|ending|end|current)(balance|statementbalance)|^galutinislikutis|^zalyshoknakinets|^novosaldo|^balancecarriedforward|^balanceatend|^kontostandneu|^saldoneu|^saldoattuale|^schlusssaldo|^saldofinal|^saldoactual|^neuersaldo|^(dein|ihr)?neuerkontostand|^endsaldo|^nouveausolde|^soldefinal|^soldenouveau|^closingbal|^saldofinale|^eindsaldo|^nieuwsaldo|^endingcashbalance|^closingcashbalance|^utgaendesaldo|^saldoultimo|^saldoideresfavor|^saldokoncowe|^bakiakhir|^bakipenutup|^saldoakhir|^konecnyzustatek|^konecnystav|^sonbakiye|^donemsonubakiye|^guncelbakiye|^zaroegyenleg|^zarosaldo|^soldfinal|^loppusaldo|^utgaendesaldo|^saldoalcorte|^saldoactualdelperiodo|^saldofinaldelperiodo|^totaldestafatura|^totaldafatura|^valortotaldafatura|^saldoatual|^saldoeind/;
/** A card's amount due, the closing balance when no other label prints it. */
const AMOUNT_DUE =
  /^(total(amount|balance)dues?|totaldues?|totalbalance|statementbalance|paymentamountthismonth|totalpaymentamountthismonth|pagototal|totalapagar|pagototaldelmes)$/;
const MONEY_IN =
  /^(total)?(paymentsin|paidin|moneyin|deposits|depositsandadditions|depositsandothercredits|depositsandcredits|credits|payments?and(other)?credits|payments?credits|totalcredits|creditamount|habenumsatze|summehaben|zahlungseingange|gutschriften|totaldescredits|creditos|abonos|ingresos|sumauznan|sumawplywow|inpakonto|insattningar|jumlahkredit|nadkhodzhennia)$/;
const MONEY_OUT =
  /^(total)?(paymentsout|paidout|moneyout|withdrawals|withdrawalsandsubtractions|withdrawalsanddebits|debits|purchases|purchasesandadjustments|totaldebits|debitamount|sollumsatze|summesoll|lastschriften|zahlungsausgange|totaldesdebits|debitos|cargos|retiros|sumaobciazen|sumawydatkow|utavkonto|uttag|jumlahdebit|vytraty)$/;

/** "as at 30 Apr 2024", "As of 03/31/2024": a statement's date printed as a phrase of its own. */
const AS_AT = /^as\s+(?:at|of)\s+\d/i;

/** A percentage on a line: an interest-rate table's, not a summary's. */
const RATE = /\d%/;

/** Account-number labels, found anywhere in a label's key (substring tests: see `hasAny`). */
const ACCOUNT_LABELS = [
  'accountnumber',
  'accountno',
  'acctno',
  'accountnum',
  'acct',
  'account#',
  'cardnumber',
  'cardno',
  'kontonummer',
  'kontonr',
  'numerodecompte',
  'numerodecuenta',
  'nodecompte',
  'iban',
  'accountending',
  'cardending',
  'ndecompte',
  'compten',
  'ndecuenta',
  'cuentan',
  'numerocuenta',
  'contocorrente',
  'contacorrente',
  'comptecourant',
  'comptecheque',
  'compteavue',
  'rekeningnummer',
  'rekeningnr',
  'zichtrekening',
  'nodecuenta',
  'loanaccount',
  'cuentacorriente',
  'cuentadeahorros',
  'cuentavista',
  'numerodeconta',
  'numeroconto',
  'nrrachunku',
  'numerrachunku',
  'nomborakaun',
  'noakaun',
  'accountid',
  'tilinumero',
  'szamlaszam',
  'rib',
];
/** Labels that are an account label only as the whole label ("Konto 1234", "Compte 1234"). */
const ACCOUNT_WORD_LABELS = new Set(['konto', 'compte', 'cuenta', 'tarjeta']);
const STATEMENT_DATE_LABELS = [
  'statementdate',
  'datedustatement',
  'fechadelextracto',
  'auszugsdatum',
  'closingdate',
  'statementclosingdate',
  // a card bill's closing day: "Fechamento", "Fecha de corte", "Date d'arrêté", "Abrechnungsdatum"
  'fechamento',
  'datadefechamento',
  'fechadecorte',
  'fechadecierre',
  'datedarrete',
  'abrechnungsdatum',
  'rechnungsdatum',
];

/** A statement-date label ending the text left of (or above) a date. */
const STATEMENT_DATE_KEY = new RegExp(`(${STATEMENT_DATE_LABELS.join('|')})$`);

/** Parts of which every account label (statement-date label) contains one. */
const ACCOUNT_GUARDS = [
  'acc',
  'card',
  'konto',
  'compte',
  'cuenta',
  'numerodec',
  'iban',
  'conto',
  'conta',
  'rekening',
  'tili',
  'szamla',
  'tarjeta',
  'rib',
];
const STATEMENT_DATE_GUARDS = ['date', 'extracto', 'auszugsdatum', 'fechamento', 'fecha', 'datum'];

/**
 * True when `key` contains one of `needles`: what an unanchored alternation of plain words
 * (`/a|b|c/.test(key)`) answers, without a regex scan of every key of every phrase. `guards`:
 * substrings of which every needle contains one (a key with none of them has no needle).
 */
function hasAny(key: string, needles: readonly string[], guards: readonly string[]): boolean {
  let guarded = false;
  for (const g of guards)
    if (key.includes(g)) {
      guarded = true;
      break;
    }
  if (!guarded) return false;
  for (const n of needles) if (key.includes(n)) return true;
  return false;
}
const HOLDER_LABEL =
  /^(accountname|accountholder|name|customername|kontoinhaber|inhaber|titulaire|titular|nomdutitulaire|accountholders|cliente|intestatario|titolare|cardholder|cardholdername|primarycardholder|karteninhaber|titulardelatarjeta|titulairedelacarte|musteriadisoyadi|musteriadi|adisoyadi|adsoyad|hesapsahibi|accounttitle|nama|namanasabah|majitel|majiteluctu|nazevuctu|kontotulajdonos|nombre|nombredelcliente|nomeclient|klient|client|nomduclient|asiakas|ugyfel|ugyfelneve|holder|nafn|klientas|posiadacz|posiadaczrachunku|rekeninghouder|kunde|kontohaver|kontoinnehavare)$/;

/** A holder label, or a bilingual one with a holder label on either side ("Ten tai khoan/Account name"). */
function isHolderLabel(key: string, text: string): boolean {
  if (HOLDER_LABEL.test(key)) return true;
  return (
    text.includes('/') && text.split('/').some((part) => HOLDER_LABEL.test(normalizeKey(part)))
  );
}

/**
 * A summary value in whole units: grouped by thousands or led by a currency sign ("¥353,502",
 * "₩12,000"), or a bare zero — what cards and accounts in yen or won print beside a label.
 */
const WHOLE_SUMMARY =
  /^(?:[-−]?\s?(?:[¥￥₩]|[A-Z]{0,2}\$)?\s?\d{1,3}(?:,\d{3})+|[¥￥₩]\s?\d+|[¥￥₩]?\s?0)$/;

function amountRightOf(line: Line, phrase: Phrase, decimal: DecimalSeparator): SignedValue | null {
  // the label's own phrase may end with the amount ("Balance 12.00"), else the next phrases
  const idx = line.phrases.indexOf(phrase);
  const tailWords = phrase.words.slice(-3);
  for (let k = 0; k < tailWords.length; k++) {
    const a = parseAmount(
      tailWords
        .slice(k)
        .map((w) => w.text)
        .join(' '),
      decimal,
    );
    if (a) return { minor: a.minor, sign: a.sign };
  }
  for (let j = idx + 1; j < line.phrases.length; j++) {
    const p = line.phrases[j]!;
    // ("Your new balance   = $5,657.47": a summary's equals sign; "6.244,15 Euro": the
    // currency spelled out)
    const t = p.text.replace(/^=\s*/, '').replace(/\s+euros?$/i, '');
    const a =
      parseAmount(t, decimal) ?? (WHOLE_SUMMARY.test(t) ? parseAmount(t, decimal, false) : null);
    if (a) {
      const next = line.phrases[j + 1];
      if (a.sign === 0 && next && /^(CR|DR)$/i.test(next.text.trim())) {
        return { minor: a.minor, sign: /^cr$/i.test(next.text.trim()) ? 1 : -1 };
      }
      return { minor: a.minor, sign: a.sign };
    }
  }
  return null;
}

/**
 * A summary box whose labels wrap onto two lines over one line of values ("Beginning" over
 * "balance" over "1,273.94"): the two label lines read as one, each upper word joined to the
 * label under it, so the value under it is found like a one-line label's.
 */
function withStackedLabels(lines: Line[], decimal: DecimalSeparator): Line[] {
  let out: Line[] | null = null;
  for (let i = 0; i + 2 < lines.length; i++) {
    const [upper, lower, values] = [lines[i]!, lines[i + 1]!, lines[i + 2]!];
    if (upper.page !== values.page || lower.phrases.length < 2) continue;
    if (HAS_DIGIT.test(upper.text) || HAS_DIGIT.test(lower.text)) continue;
    if (lower.y0 - upper.y1 > upper.height || values.y0 - lower.y1 > lower.height * 1.5) continue;
    if (!values.phrases.every((q) => parseAmount(q.text, decimal))) continue;
    const joined = lower.phrases.map((q) => {
      const ups = upper.phrases.filter((u) => u.x0 < q.x1 + 4 && q.x0 - 4 < u.x1);
      if (ups.length !== 1) return null;
      const u = ups[0]!;
      return {
        ...q,
        text: `${u.text} ${q.text}`,
        x0: Math.min(u.x0, q.x0),
        x1: Math.max(u.x1, q.x1),
        words: [...u.words, ...q.words],
      };
    });
    if (joined.some((q) => q === null)) continue;
    out ??= lines.slice();
    const at = out.indexOf(lower);
    out[at] = { ...lower, phrases: joined as Phrase[], text: joined.map((q) => q!.text).join(' ') };
  }
  return out ?? lines;
}

/**
 * A summary box prints its labels over their values ("Previous Balance  Payments  New Balance"
 * over "$1,000.00  $500.00  $835.00"): the amount printed tight under the label, on a line of
 * amounts only.
 */
function amountBelow(
  line: Line,
  label: Phrase,
  below: Line | undefined,
  decimal: DecimalSeparator,
): SignedValue | null {
  if (!below || below.page !== line.page || below.y0 - line.y1 > line.height * 1.5) return null;
  // (a line of values only: under a table's header the first row has a date and a description)
  const values = below.phrases.map((q) => parseAmount(q.text.replace(/^=\s*/, ''), decimal));
  if (values.some((v) => v === null)) return null;
  const k = below.phrases.findIndex((q) => q.x0 < label.x1 + 4 && label.x0 - 4 < q.x1);
  const a = k < 0 ? null : values[k]!;
  return a ? { minor: a.minor, sign: a.sign } : null;
}

const HAS_DIGIT = /\d/;
const SPACE = /\s/;
const TRAILING_AMOUNT = /[-(]?[£$€]?\s*[\d.,' ]+\d\s*\)?(CR|DR)?$/i;

function labelKey(phrase: Phrase): string {
  // strip a trailing amount and currency from the label (there is none without a digit, nor
  // unless the text ends as the pattern does: a digit, a space, ")" or the r of CR/DR)
  const t = phrase.text;
  if (!HAS_DIGIT.test(t)) return normalizeKey(t);
  const last = t.charCodeAt(t.length - 1);
  const amountEnd =
    (last >= 48 && last <= 57) ||
    last === 41 ||
    last === 82 ||
    last === 114 ||
    SPACE.test(t[t.length - 1]!);
  return normalizeKey(amountEnd ? t.replace(TRAILING_AMOUNT, '') : t);
}

const CARD_DIGITS = '(?:[\\dXx*•]{4}[ -]){3}\\d{4}';
const CARD_NUMBER = new RegExp(`^${CARD_DIGITS}$`);
/** A word and a card number after it, in one phrase. */
const WORD_THEN_NUMBER = new RegExp(`^(\\p{L}+)\\s*[#:]?\\s+(${CARD_DIGITS})$`, 'u');
/** One-word labels a card number may follow in its phrase ("Account# 0628 0090 8853 9945"). */
const CARD_WORD_LABELS = new Set([...ACCOUNT_WORD_LABELS, 'account', 'acct', 'card']);

/** No label anywhere: a card number printed on its own ("1234 5678 9123 4567", masked or not). */
function unlabelledCardNumber(all: readonly Line[]): string | null {
  for (const l of all) {
    if (l.phrases.length > 2) continue;
    for (const p of l.phrases) if (CARD_NUMBER.test(p.text.trim())) return p.text.trim();
  }
  return null;
}

function isAccountLabel(key: string): boolean {
  return ACCOUNT_WORD_LABELS.has(key) || hasAny(key, ACCOUNT_LABELS, ACCOUNT_GUARDS);
}

/**
 * The account numbers a line introduces ("Account number 1234 5678", or a label with its value
 * on the line below): a plain one and an IBAN, each null when absent.
 */
export function accountNumbersOnLine(
  line: Line,
  below: Line | undefined,
): { plain: string | null; iban: string | null } {
  const out = { plain: null as string | null, iban: null as string | null };
  if (!hasAny(line.key, ACCOUNT_GUARDS, ACCOUNT_GUARDS)) {
    // ("Total Checking - 36601987374": a product heading names its account without the word)
    out.plain = headingAccount(line);
    return out;
  }
  // (a transaction's text names other accounts: "Send Money to … account ending in 3625")
  if (isRowLike(line)) return out;
  for (const p of line.phrases) {
    // ("Konto: EE92 2766 …": the label ends at its colon, the number follows in the phrase)
    const colon = p.text.indexOf(':');
    // ("Tarjeta 4652 **** **** 3320": a one-word label with the card number in its phrase)
    const word = WORD_THEN_NUMBER.exec(p.text);
    const wordLabel = !!word && CARD_WORD_LABELS.has(normalizeKey(word[1]!));
    const key = colon > 0 ? normalizeKey(p.text.slice(0, colon)) : labelKey(p);
    if (!wordLabel && !isAccountLabel(key) && (colon < 0 || !isAccountLabel(labelKey(p)))) continue;
    const isIban = /iban|international/.test(key);
    if (isIban ? out.iban : out.plain) continue;
    const v = accountValue(line, p, below);
    if (isIban) out.iban = v;
    else out.plain = v;
  }
  out.plain ??= headingAccount(line);
  return out;
}

/**
 * "FREE CHECKING ID 10 Account 7062222-10 (continued)": the word ends a heading, its number after
 * ("Current account USD 2548028-02-USD": a private bank's account per currency).
 */
const HEADING_ACCOUNT =
  /\b(?:account|acct|konto|compte|cuenta)\s*:?\s+(?:[A-Z]{3}\s+)?(\d[\d-]{4,}\d(?:-[A-Z]{3})?)(?:\s*\((?:continued|cont\.?)\))?$/i;

/** "Account 10092430/01 Part 01 - 5 year fixed": a heading opening with the account and its part. */
const LEADING_ACCOUNT = /^(?:account|acct)\s*:?\s+(\d[\d-]{4,}\d\/\d{1,3})(?:\s|$)/i;

const MASKED_LAST_FOUR = /^\p{L}[\p{L} '&-]{2,40}\s\((?:\.{2,3}|…|[xX*•]{2,})\s?(\d{4})\)$/u;

/** "Total Checking - 36601987374": a product's name, a dash and the account's number. */
const PRODUCT_ACCOUNT = /^(?=[^-–]*\p{L}{3})[\p{L}\d][\p{L}\d' ]{2,40}\s[-–]\s(\d{8,})$/u;

/**
 * A section heading naming an account by the bare word and its number (a share or sub-account
 * of a combined statement): not on a row or a line with amounts, at least 6 digits.
 */
function headingAccount(line: Line): string | null {
  // (a rate is no amount: "Account 10092430/01 Part 01 - 5 year fixed 2.39%")
  if (/\d[.,]\d\d\b(?!\s?%)/.test(line.text) || isRowLike(line)) return null;
  const lead = LEADING_ACCOUNT.exec(line.phrases[0]?.text.trim() ?? '');
  if (lead?.[1] && countDigits(lead[1]) >= 6) return lead[1];
  // ("ADVANTAGE CHECKING (...7673)": online banking names the account by its last four)
  const masked = MASKED_LAST_FOUR.exec(line.phrases[0]?.text.trim() ?? '');
  if (masked?.[1]) return masked[1];
  for (const p of line.phrases) {
    const m = HEADING_ACCOUNT.exec(p.text.trim()) ?? PRODUCT_ACCOUNT.exec(p.text.trim());
    if (m?.[1] && countDigits(m[1]) >= 6) return m[1];
  }
  return null;
}

/**
 * The account number printed in these lines: the first labelled one; an IBAN only when no plain
 * number is printed; else a card number printed on its own.
 */
export function accountNumberOf(
  lines: readonly Line[],
  onLine: (i: number) => { plain: string | null; iban: string | null } = (i) =>
    accountNumbersOnLine(lines[i]!, lines[i + 1]),
): string | null {
  let iban: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const found = onLine(i);
    if (found.plain) return found.plain;
    iban ??= found.iban;
  }
  return iban ?? unlabelledCardNumber(lines);
}

/** A statement period as printed (`findPeriod`), or null. */
export type PagePeriod = RawMetadata['period'];

/**
 * `pagePeriods`: `findPeriod` of each page, when the caller has them already (the period of
 * several pages is the first page's that prints one: `findPeriod` reads line by line).
 */
export function extractMetadata(
  pages: Line[][],
  decimal: DecimalSeparator,
  firstPageOnly = false,
  pagePeriods?: readonly PagePeriod[],
): RawMetadata {
  const meta: RawMetadata = {
    bankName: null,
    accountHolder: null,
    accountNumber: null,
    accountType: null,
    accountTypeOnTop: false,
    currency: null,
    dollarSign: false,
    period: null,
    statementDate: null,
    opening: null,
    closing: null,
    moneyIn: null,
    moneyOut: null,
    summaryItems: [],
  };
  const all = withStackedLabels(firstPageOnly ? (pages[0] ?? []) : pages.flat(), decimal);
  if (pagePeriods) {
    const n = firstPageOnly ? Math.min(1, pages.length) : pages.length;
    for (let i = 0; i < n && !meta.period; i++) meta.period = pagePeriods[i] ?? null;
  } else meta.period = findPeriod(all);
  let closingCarried = false;
  let carriedCount = 0;
  // where the summary's opening, closing and in/out totals were read
  let openAt = -1;
  let closeAt = -1;
  const datedAt: number[] = [];
  let inAt = -1;
  let outAt = -1;
  let amountDue: SignedValue | null = null;
  // balances on a date ("Kontostand am 30.04.2022 … 2.819,95 +"): the first opens, the last closes
  const dated: SignedValue[] = [];
  for (let li = 0; li < all.length; li++) {
    const line = all[li]!;
    for (const p of line.phrases) {
      const key = labelKey(p);
      if (key.length === 0) continue;
      const value = () =>
        amountRightOf(line, p, decimal) ?? amountBelow(line, p, all[li + 1], decimal);
      // (the raw text too: "Kontostand am 30.09.2021" ends with its date, which labelKey strips
      // as if it were an amount)
      if (
        DATED_BALANCE.test(key) ||
        DATED_BALANCE.test(normalizeKey(p.text)) ||
        BALANCE_ON_DATE.test(normalizeKey(p.text))
      ) {
        const v = value();
        if (v) {
          dated.push(v);
          datedAt.push(li);
        }
      }
      if (!meta.opening && OPENING.test(key)) {
        meta.opening = value();
        if (meta.opening) openAt = li;
      } else if ((!meta.closing || closingCarried) && CLOSING.test(key)) {
        // "balance carried forward" is printed at every page end: the last one closes
        const v = value();
        if (v || !meta.closing) meta.closing = v;
        if (v && closeAt < 0) closeAt = li;
        closingCarried = /carriedforward/.test(key);
        if (closingCarried) carriedCount++;
      } else if (!amountDue && AMOUNT_DUE.test(key)) amountDue = value();
      // (not from a rate table: "Purchases  19.24% V  $1,306.64" is the balance interest ran on)
      else if (!meta.moneyIn && MONEY_IN.test(key) && !RATE.test(line.text)) {
        meta.moneyIn = value();
        inAt = li;
      } else if (!meta.moneyOut && MONEY_OUT.test(key) && !RATE.test(line.text)) {
        meta.moneyOut = value();
        outAt = li;
      }
      const dir = summaryItemDirection(key);
      if (dir !== null && !isRowLike(line)) {
        const v = value();
        if (v)
          // (a sign printed with the figure says the side a label alone does not)
          for (const d of dir === 0 ? (v.sign !== 0 ? [v.sign] : ([1, -1] as const)) : [dir])
            meta.summaryItems.push({ dir: d, minor: v.minor, key });
      }
      // ("Karteninhaber: A SAMPLE": the label ends at its colon, the name follows in the phrase)
      const colon = p.text.indexOf(':');
      const holderKey = colon > 0 ? normalizeKey(p.text.slice(0, colon)) : key;
      if (
        !meta.accountHolder &&
        isHolderLabel(holderKey, colon > 0 ? p.text.slice(0, colon) : p.text)
      ) {
        // (a name has no digits and no second label: "Ind Name:Jane Doe Trn: 99972" is a
        // payment's detail inside the rows, not the holder)
        const v = valueBelowOrRight(line, p, all[li + 1]);
        meta.accountHolder = v && !HAS_DIGIT.test(v) && !v.includes(':') ? v : null;
      } else if (!meta.accountHolder && p === line.phrases[0] && p.text.includes(':')) {
        // "Name : Jane Example" printed as one phrase (a label opening a line, not in a row)
        const [label, value, more] = p.text.split(':');
        const v = value?.trim();
        if (
          v &&
          more === undefined &&
          !HAS_DIGIT.test(v) &&
          HOLDER_LABEL.test(normalizeKey(label!))
        )
          meta.accountHolder = isRowLike(line) ? null : v;
      }
      // ("as at 30 Apr 2024" under a consolidated statement's title: the date it was drawn up)
      const asAt = p === line.phrases[0] || line.phrases.length <= 2 ? AS_AT.test(p.text) : false;
      if (
        !meta.statementDate &&
        (asAt || hasAny(key, STATEMENT_DATE_LABELS, STATEMENT_DATE_GUARDS))
      ) {
        const ds = datesInLine(line).dates.filter((d) => d.parts.year !== null);
        if (ds[0]) meta.statementDate = ds[0].parts;
      }
    }
  }
  // (or between balances on a date: "Available as of 01.02.20" … "Available as of 29.02.20")
  if (openAt < 0 && closeAt < 0 && datedAt.length >= 2) {
    openAt = datedAt[0]!;
    closeAt = datedAt[datedAt.length - 1]!;
  }
  const kinds = kindsBetween(all, openAt, closeAt, decimal);
  // ("Deposits" beside "Adjustments", both money in: one kind of it, no total)
  if (kinds && kinds.in > 1 && kinds.lines.includes(inAt)) meta.moneyIn = null;
  if (kinds && kinds.out > 1 && kinds.lines.includes(outAt)) meta.moneyOut = null;
  // a card's box printing "Balance carried forward" once beside the amount billed this time:
  // the balance carried in from the last statement (it opens), the amount due closes
  if (closingCarried && carriedCount === 1 && amountDue && !meta.opening) {
    meta.opening = meta.closing;
    meta.closing = amountDue;
  }
  meta.closing ??= amountDue;
  if (dated.length >= 2) {
    meta.opening ??= dated[0]!;
    meta.closing ??= dated[dated.length - 1]!;
  }
  if (!meta.period || !meta.statementDate) {
    // a period or statement date printed as labelled dates, a label over its value
    const dated = labelledDates(all);
    meta.period ??=
      labelledPeriod(dated) ??
      stackedPeriod(pages[0] ?? []) ??
      sameMonthRange(pages[0] ?? []) ??
      monthNamedPeriod(pages[0] ?? []);
    meta.period ??= balanceDatesPeriod(dated);
    if (!meta.period) meta.billingDays = billingDays(pages[0] ?? []);
    meta.statementDate ??=
      dated.find((d) => d.parts.year !== null && STATEMENT_DATE_KEY.test(d.key))?.parts ?? null;
  }
  meta.accountNumber = accountNumberOf(all);
  const first = pages[0] ?? [];
  meta.bankName = findBankName(first);
  meta.accountHolder ??= findHolder(first, meta.bankName);
  const kind = findAccountType(first, all);
  meta.accountType = kind?.type ?? null;
  meta.accountTypeOnTop = kind?.onTop ?? false;
  const cur = detectCurrency(
    all.map((l) => l.text),
    (i) => isRowLike(all[i]!),
  );
  meta.currency = cur.currency;
  meta.dollarSign = cur.dollarSign;
  return meta;
}

/**
 * A summary box by kind between its opening and closing lines that signs its figures
 * ("Deposits $3,734.99", "ATM Withdrawals -$770.00", "Adjustments $94.76"): how many kinds of
 * money in and out it prints, and on which lines. Null when it is no such box.
 */
function kindsBetween(
  all: readonly Line[],
  openAt: number,
  closeAt: number,
  decimal: DecimalSeparator,
): { in: number; out: number; lines: number[] } | null {
  if (openAt < 0 || closeAt - openAt < 3 || closeAt - openAt > 15) return null;
  if (all[openAt]!.page !== all[closeAt]!.page) return null;
  const out = { in: 0, out: 0, lines: [] as number[] };
  let signed = false;
  for (let i = openAt + 1; i < closeAt; i++) {
    const l = all[i]!;
    const label = l.phrases[0];
    if (!label || l.phrases.length > 2 || TOTAL_LABEL.test(labelKey(label))) continue;
    const v = amountRightOf(l, label, decimal);
    if (!v) continue;
    signed ||= v.sign < 0;
    if (v.sign < 0) out.out++;
    else out.in++;
    out.lines.push(i);
  }
  return signed ? out : null;
}
const TOTAL_LABEL = /^total/;

function valueBelowOrRight(line: Line, label: Phrase, below: Line | undefined): string | null {
  const idx = line.phrases.indexOf(label);
  const right = line.phrases[idx + 1];
  const labelText = label.text.replace(/[:#]\s*$/, '');
  if (label.text.includes(':')) {
    const after = label.text.split(':').slice(1).join(':').trim();
    if (after) return after;
  }
  // (a key/value form may set its values flush right, far from their labels: the line's last
  // phrase, at the right margin, is the label's value)
  const lastOnLine =
    !!right && right === line.phrases[line.phrases.length - 1] && right.x1 > line.pageWidth * 0.8;
  if (right && (right.x0 - label.x1 < 120 || lastOnLine) && !/\d[.,]\d\d$/.test(right.text))
    return stripSeparator(right.text) || null;
  if (below && below.page === line.page && below.y0 - line.y1 < line.height * 2) {
    let best: Phrase | null = null;
    let bestD = Number.POSITIVE_INFINITY;
    for (const p of below.phrases) {
      const d = Math.abs(p.x0 - label.x0);
      if (d < bestD && p.x0 < label.x1) {
        bestD = d;
        best = p;
      }
    }
    if (best && bestD < 30) return best.text.trim();
  }
  void labelText;
  return null;
}

/** A key/value form printing its colon at the value's start ("Account Name   : Ms Jane Doe"). */
function stripSeparator(value: string): string {
  return value.replace(/^\s*[:=–-]\s*/, '').trim();
}

// (an IBAN, or digits with masks, dashes, spaces and thousands dots — "15.967-2", never an
// amount's "287.27" — ending in a digit or a check letter: "32.236-X")
// (a mortgage part's "/01" after the number is part of it: "10092430/01")
const ACCOUNT_VALUE =
  /([A-Z]{2}\d{2}[A-Z0-9 ]{10,30}|[\dX*•xX](?:[\dX*•x\- ]|\.(?=\d{3}(?:\D|$))){3,30}(?:\d|-X)(?:\/\d{1,3}(?![\d/]))?)/;

/** The account number without a currency code printed after it ("CH92 … 6 CHF"). */
function withoutCurrencyCode(v: string): string {
  const m = /\s+([A-Z]{3})$/.exec(v);
  return m && ISO_CURRENCIES.has(m[1]!) ? v.slice(0, m.index) : v;
}

function accountValue(line: Line, label: Phrase, below: Line | undefined): string | null {
  const v = accountValueText(line, label, below);
  return v === null ? null : withoutCurrencyCode(v);
}

function accountValueText(line: Line, label: Phrase, below: Line | undefined): string | null {
  // same phrase: "Account number: 1234 5678"
  // ("n°", "n.", "N.º": the Romance "number"; "Zichtrekening", "Rekeningnummer": Dutch)
  // "Card ending in 8690": the last four digits are all a card statement prints of its number
  // (only as the phrase's own label: "MRS A SMITH card ending 3390" heads a cardholder's part)
  const last4 =
    /^(?:card|account)(?:\s+(?:number|no\.?))?\s+ending(?:\s+in)?\s*:?\s*(\d{4})$/i.exec(
      label.text.trim(),
    );
  if (last4) return last4[1]!;
  // ("BSB number 083-350 Account number 6116 5054": the account's own label, not the branch's)
  const own = label.text.search(/\b(?:account|acct)\.?\s*(?:number|no\.?|nr\.?|#)/i);
  const labelText = own > 0 ? label.text.slice(own) : label.text;
  const inPhrase = labelText.replace(
    /^.*?(number|no\.?|nr\.?|#|iban|ending( in)?|\bn\s*[°º.]+\s*º?|rekening(nummer)?|compte [àa] vue|\bkonto|\btarjeta|tilinumero|sz[áa]mlasz[áa]m|\brib)\s*:?\s*/i,
    '',
  );
  const m1 = ACCOUNT_VALUE.exec(inPhrase);
  if (m1?.[1] && countDigits(m1[1]) >= 4 && inPhrase !== labelText) return m1[1].trim();
  // the value printed further right on the same line (right-aligned forms)
  const right = line.phrases[line.phrases.indexOf(label) + 1];
  if (right) {
    const m = ACCOUNT_VALUE.exec(right.text);
    // (most of the cell, or its start: "15.967-2 MERNORO")
    if (
      m?.[1] &&
      countDigits(m[1]) >= 4 &&
      (m[1].trim().length >= right.text.trim().length * 0.6 || right.text.startsWith(m[1]))
    )
      return m[1].trim();
  }
  const v = valueBelowOrRight(line, label, below);
  if (v) {
    const m = ACCOUNT_VALUE.exec(v);
    // the value must be (most of) the cell, not a number inside another label's text
    if (m?.[1] && countDigits(m[1]) >= 4 && m[1].trim().length >= v.length * 0.6)
      return m[1].trim();
    // or open it, long enough to be no count: "25-3683-9113670-87 Savings Plus"
    if (m?.[1] && m.index === 0 && countDigits(m[1]) >= 8) return m[1].trim();
  }
  return null;
}

function countDigits(s: string): number {
  return s.replace(/\D/g, '').length;
}

const TYPES: Array<[string, RegExp]> = [
  // money held on a card, not owed: the holder's side, like a current account
  ['prepaid_card', /prepaid(?:debit)?(?:card|mastercard|visa)|payrollcard|reloadablecard|giftcard/],
  [
    'credit_card',
    /creditcard|chargecard|newcharges|paymentduedate|pagamentominimo|pagominimo|paiementminimum|mindestzahlung|faturaanterior|totaldestafatura|limitedecredito|mastercard|visacard|kreditkarte|cartedecredit|tarjetadecredito|cartaodecredito|cartadicredito|faturadocartao|amexcard|cardstatement|minimumpayment|creditaccessline|creditlimit|availablecredit|cashadvance|cardmember|cardholder|cardservices|paymentsandothercredits|minimumamountdue|minimumdue|kreditnakarta|kreditnilimit|minimalnavnoska|statementofuse|detailsofuse|paymentamountthismonth/,
  ],
  [
    'savings',
    /savings|saver|sparkonto|sparbuch|tagesgeld|epargne|livret|ahorro|goalsaver|moneymarket/,
  ],
  [
    'loan',
    /homeloan|mortgage|loanaccount|personalloan|darlehen|pretimmobilier|prestamo|loanstatement/,
  ],
  ['checking', /checking|chequing/],
  [
    'current',
    /currentaccount|bankaccount|girokonto|comptecourant|cuentacorriente|classicbanking|transactionaccount|everydayaccount|businessaccount|businessbanking/,
  ],
];

/** Dated lines carrying an amount are transaction rows ("CREDIT CARD PAYMENT"), not wording
 *  about the account itself. */
export function isRowLike(l: Line): boolean {
  // (an amount with decimals, or one in whole units grouped by thousands: "13,918")
  if (!/\d[.,]\d\d\b|\d[,.' ]\d{3}(?!\d)/.test(l.text)) return false;
  const ws = l.words;
  const c0 = ws[0]?.text.charCodeAt(0) ?? 0;
  if (!(c0 >= 48 && c0 <= 57) && !mayNameMonth(c0, ws[0]?.text ?? '')) return false;
  for (let n = 1; n <= Math.min(3, ws.length); n++) {
    const text = ws
      .slice(0, n)
      .map((w) => w.text)
      .join(' ');
    if (parseDateText(text)) return true;
  }
  return false;
}

/** Naming both kinds of card ("never share your debit/credit card number") is a security
 *  notice about cards in general, not the kind of account. */
const ANY_CARD = /debit(?:or|and|y|und|ou|et)?credit(?:card)?/g;

/** Card networks: past the letterhead they name a payee ("Online Banking payment - MASTERCARD"). */
const CARD_NETWORK = /mastercard|visacard|amexcard/g;

/** Paying a card from the account ("CREDIT CARD PAYMENT", a row's text): no card statement. */
const CARD_PAYMENT = /(?:credit)?card(?:payment|pymt|pmt|repayment|bill)/g;

function findAccountType(first: Line[], all: Line[]): { type: string; onTop: boolean } | null {
  // (the letterhead ends where the list of payments starts: "Mastercard • Lebensmittel" under
  // a day heading says how one was paid, not what the account is)
  const listStart = first.findIndex((l) => dayHeadingDate(l) !== null);
  const top = (listStart < 0 ? first : first.slice(0, listStart))
    .filter((l) => l.y0 < l.pageHeight * 0.6 && !isRowLike(l) && !/^(mastercard|visa)$/.test(l.key))
    .map((l) => l.key.replace(ANY_CARD, '').replace(CARD_PAYMENT, ''))
    .join(' ');
  for (const [type, re] of TYPES) if (re.test(top)) return { type, onTop: true };
  const text = all
    .filter((l) => !isRowLike(l))
    .map((l) => l.key.replace(ANY_CARD, '').replace(CARD_NETWORK, '').replace(CARD_PAYMENT, ''))
    .join(' ');
  for (const [type, re] of TYPES) if (re.test(text)) return { type, onTop: false };
  return null;
}
