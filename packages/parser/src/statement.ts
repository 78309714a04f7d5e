/**
 * Lines of a document → statements: tables, metadata, dates, signs, checks. Pure and synchronous.
 */

import { type DecimalSeparator, detectDecimalSeparator, formatMinor } from './amounts.ts';
import { type BalanceRepair, repairBalanceSigns, repairFromBalances } from './balance-repair.ts';
import { runChecks } from './checks.ts';
import { splitStatements } from './combined.ts';
import {
  completenessIssues,
  outsideMarkedTable,
  unaccountedAmounts,
  unreadRowPages,
} from './completeness.ts';
import { type CurrencyEvidence, detectCurrency } from './currency.ts';
import { dateCellIssues, skippedDateRows, unreadDateRows } from './date-cells.ts';
import {
  dateIssues,
  firstNamedFullDate,
  leadingDate,
  printedFullDateYears,
} from './date-evidence.ts';
import {
  assignYearsBySequence,
  type DateOrder,
  type DateParts,
  dayMonth,
  detectDateOrder,
  isoFrom,
  resolveDate,
} from './dates.ts';
import { fontOutliers, type RowFontOutlier } from './font-outliers.ts';
import { type ImplicitTable, implicitTable } from './layout/implicit-table.ts';
import type { Line } from './layout/lines.ts';
import {
  type AmountCell,
  extractTables,
  furnitureKeys,
  type RawRow,
  type SpecialLine,
  type TableLine,
} from './layout/table.ts';
import { extractMetadata, isRowLike, type PagePeriod, type SignedValue } from './metadata.ts';
import { findBankName, findHolder } from './names.ts';
import { billingStart } from './period-implied.ts';
import { profileTables } from './profile/profile-table.ts';
import { unprovenSigns } from './sign-evidence.ts';
import { flagSplitHalves } from './split-halves.ts';
import { summaryTotals } from './summary-totals.ts';
import type {
  FontOutlier,
  LayoutInstructions,
  ParsedStatement,
  ParsedTransaction,
} from './types.ts';

export interface BuildResult {
  statements: ParsedStatement[];
  warnings: string[];
  /** Why nothing was found, when nothing was. */
  emptyReason: string | null;
  /** The lines read inside the tables, every statement's (the fix screen starts from them). */
  tableLines: TableLine[];
  /** The document's decimal separator, as the tables were read with it. */
  decimal: DecimalSeparator;
  /** Amounts and balances printed in another font than their column (integrity signals). */
  fontOutliers: FontOutlier[];
}

export interface BuildOptions {
  /** The day of parsing (YYYY-MM-DD): rows dated later are an issue. Unset: not checked. */
  today?: string;
  /** A person's instructions (layout profile, fix screen): read with them, no table detection. */
  instructions?: LayoutInstructions;
}

export function buildStatements(pages: Line[][], options: BuildOptions = {}): BuildResult {
  const today = options.today ?? null;
  const ins = options.instructions ?? null;
  const tokens: string[] = [];
  for (const lines of pages)
    for (const l of lines)
      for (const [i, p] of l.phrases.entries()) if (!leadingDayMonth(l, i)) tokens.push(p.text);
  const decimal = detectDecimalSeparator(tokens);
  const furniture = furnitureKeys(pages);
  const groups = splitStatements(pages, decimal);
  const statements: ParsedStatement[] = [];
  const warnings: string[] = [];
  let headers = 0;
  const tableLines: TableLine[] = [];
  const outliers: FontOutlier[] = [];
  const keep = (r: ReturnType<typeof buildOne>) => {
    if (!r.statement) return;
    const statement = statements.push(r.statement) - 1;
    for (const o of r.fontOutliers) outliers.push({ statement, ...o });
  };
  // (parts of a combined statement after its letterhead may print no currency clue nor period
  // of their own: the document's date convention and period still hold for them)
  const all = groups.length > 1 ? pages.flat() : [];
  const head =
    groups.length > 1 ? extractMetadata(groups[0]!.pages.slice(0, 1), decimal, true) : null;
  const doc: DocumentFacts | null = head
    ? {
        currency: detectCurrency(
          all.map((l) => l.text),
          (i) => isRowLike(all[i]!),
        ),
        period: groups[0]!.periods.find((p) => p) ?? null,
        statementDate: head.statementDate,
        accountType: head.accountType,
        accountTypeOnTop: head.accountTypeOnTop,
        pages,
      }
    : null;
  for (const group of groups) {
    const r = buildOne(
      group.pages,
      group.periods,
      decimal,
      furniture,
      warnings,
      today,
      null,
      doc,
      ins,
    );
    // (a part whose only name is its product heading: the number the letterhead gave it)
    if (r.statement && !r.statement.accountNumber) r.statement.accountNumber = group.account;
    headers += r.headers;
    tableLines.push(...r.tableLines);
    keep(r);
  }
  if (statements.length === 0 && headers === 0 && !ins) {
    // no header anywhere (unreadable, or never printed): the columns the rows imply
    const implicit = implicitTable(pages, decimal);
    if (implicit) {
      const r = buildOne(pages, undefined, decimal, furniture, warnings, today, implicit);
      if (r.statement && r.statement.transactions.length > 0) {
        keep(r);
        tableLines.push(...r.tableLines);
        warnings.push(
          'No column header could be read; the columns were inferred from the rows (dates on the left, amounts on the right) — check the signs.',
        );
      }
    }
  }
  // a combined statement prints its letterhead once: later accounts share its bank and holder,
  // and so does the first when the letterhead stands apart above it (a part without rows)
  const letterhead = pages[0] ?? [];
  const needsLetterhead =
    groups.length > 1 && statements.some((s) => !s.bankName || !s.accountHolder);
  const docBank = needsLetterhead ? findBankName(letterhead) : null;
  const docHolder = needsLetterhead ? findHolder(letterhead, docBank) : null;
  for (const s of statements) {
    s.bankName ??= docBank ?? statements[0]!.bankName;
    s.accountHolder ??= docHolder ?? statements[0]!.accountHolder;
  }
  flagSplitHalves(statements);
  let emptyReason: string | null = null;
  if (statements.length === 0) {
    emptyReason = ins
      ? 'No row was read with these instructions: no line inside the marked table has a date or an amount in its columns.'
      : headers === 0
        ? 'No transaction table was found: no line names a date or description column together with an amount, debit, credit or balance column.'
        : 'A transaction table header was found, but no row under it carried an amount.';
  }
  return { statements, warnings, emptyReason, tableLines, fontOutliers: outliers, decimal };
}

/** What a combined statement's letterhead says for all its parts. */
interface DocumentFacts {
  currency: CurrencyEvidence;
  period: PagePeriod;
  /** "Statement Date 01 Apr 2020" over an integrated account: the year of every part's rows. */
  statementDate: DateParts | null /** The pages of the whole document: a full date printed on any of them dates every part. */;
  /** "Your annual mortgage statement" over every part: a part that names no kind is that kind. */
  accountType: string | null;
  accountTypeOnTop: boolean;
  pages: Line[][];
}

function buildOne(
  pages: Line[][],
  /** The period each page prints, when already read (undefined: read here). */
  periods: PagePeriod[] | undefined,
  decimal: DecimalSeparator,
  furniture: Set<string>,
  warnings: string[],
  today: string | null,
  implicit: ImplicitTable | null = null,
  doc: DocumentFacts | null = null,
  ins: LayoutInstructions | null = null,
): {
  statement: ParsedStatement | null;
  headers: number;
  tableLines: TableLine[];
  fontOutliers: RowFontOutlier[];
} {
  const tables = ins
    ? profileTables(pages, ins, decimal)
    : extractTables(pages, decimal, furniture, implicit);
  if (tables.rows.length === 0 && tables.specials.length === 0) {
    return { statement: null, headers: tables.headersFound, tableLines: [], fontOutliers: [] };
  }
  const meta = extractMetadata(pages, decimal, false, periods);
  meta.period ??= doc?.period ?? null;
  meta.statementDate ??= doc?.statementDate ?? null;
  // (a loan's only: a card's or a savings account's kind on the first page may be one part's)
  if (doc?.accountType === 'loan' && (!meta.accountType || meta.accountType === 'loan')) {
    meta.accountType = 'loan';
    meta.accountTypeOnTop ||= doc.accountTypeOnTop;
  }
  // (a person's word on the sign convention stands over the reader's guess of the account kind)
  if (ins?.signs === 'card') meta.accountType = 'credit_card';
  else if (ins?.signs === 'account' && meta.accountType === 'credit_card') meta.accountType = null;
  const isCard = meta.accountType === 'credit_card';

  // ---- dates -------------------------------------------------------------------------------
  const allDates: DateParts[] = [];
  for (const r of tables.rows) {
    if (r.date) allDates.push(r.date);
    if (r.postDate) allDates.push(r.postDate);
  }
  if (meta.period) allDates.push(meta.period.start, meta.period.end);
  // ("Closing Date 12/19/23": a statement date with a day over 12 says month-first too)
  if (meta.statementDate) allDates.push(meta.statementDate);
  const own = meta.currency !== null || meta.dollarSign;
  const cur = own || !doc ? meta : doc.currency;
  const order: DateOrder =
    ins?.dateOrder ??
    detectDateOrder(
      allDates,
      cur.currency === 'USD' || (cur.currency === null && cur.dollarSign) ? 'MDY' : 'DMY',
    );
  const period = meta.period
    ? { start: partsToIso(meta.period.start, order), end: partsToIso(meta.period.end, order) }
    : billingPeriod(meta, order);
  // (a later part of a combined statement prints no year of its own: the document's dates it)
  const fallbackYear =
    meta.statementDate?.year ?? findAnyYear(pages) ?? (doc ? findAnyYear(doc.pages) : null);
  let rows = tables.rows;
  // a year-less date takes its year from the period, the statement date or a full date printed
  // in the statement; any other year (a bare "2024", the clock) is a guess the certificate names
  const yearless = rows.map((r) => r.date?.year === null || r.postDate?.year === null);
  const yearPrinted =
    !yearless.includes(true) ||
    !!period.end ||
    meta.statementDate?.year != null ||
    (fallbackYear !== null && printedFullDateYears(doc?.pages ?? pages).has(fallbackYear));
  let yearGuessed = yearless.map((y) => y && !yearPrinted);
  let guessedYear = fallbackYear;
  let isoDates = rows.map((r) => (r.date ? resolveDate(r.date, order, period, null) : null));
  if (!period.end && rows.some((r) => r.date && r.date.year === null)) {
    // no period printed: years by sequence, anchored on the statement date
    const months = rows.map((r) => (r.date ? dayMonth(r.date, order)[1] : 0));
    const newest = guessNewestFirst(rows.map((r) => (r.date ? dayMonth(r.date, order) : null)));
    let anchor = fallbackYear ?? new Date().getUTCFullYear();
    guessedYear = anchor;
    // the statement date comes after the last row: December rows on a statement dated in
    // January belong to the year before
    const sd = meta.statementDate;
    const lastMonth = (newest ? months.find((m) => m > 0) : months.findLast((m) => m > 0)) ?? 0;
    if (sd?.year != null && sd.year === anchor && lastMonth > dayMonth(sd, order)[1]) anchor--;
    let years = assignYearsBySequence(months, anchor, newest);
    // a statement date closes the statement: each row is the last such day on or before it (a
    // card bill's sections each restart their own chronology, which a sequence would read as
    // another year)
    const closes = sd?.year != null ? partsToIso(sd, order) : null;
    if (closes) {
      const latest = Date.parse(`${closes}T00:00:00Z`) + 7 * 86_400_000;
      years = rows.map((r) => {
        if (!r.date) return sd!.year!;
        const [d, m] = dayMonth(r.date, order);
        const iso = isoFrom(sd!.year!, m, d);
        return iso && Date.parse(`${iso}T00:00:00Z`) > latest ? sd!.year! - 1 : sd!.year!;
      });
    }
    // a printed full date dates its own month: "DEC 16, 2024" puts December's rows in 2024, and
    // January's after them in 2025, whatever year the anchor gave
    const full = sd?.year == null ? firstNamedFullDate(doc?.pages ?? pages) : null;
    const at = full ? months.indexOf(full.month) : -1;
    if (full && at >= 0 && years[at] !== full.year) {
      const shift = full.year - years[at]!;
      years = years.map((y) => y + shift);
    }
    isoDates = rows.map((r, i) => {
      if (!r.date) return null;
      if (r.date.year !== null) return resolveDate(r.date, order, period, null);
      const [d, m] = dayMonth(r.date, order);
      return isoFrom(years[i]!, m, d);
    });
  }
  const isoPost = rows.map((r, i) => {
    if (!r.postDate) return null;
    // no period: a year-less posting date is the one nearest its row's date (a December
    // purchase posted in January belongs to the year after it, not to the statement's year)
    const own = isoDates[i];
    if (!period.end && own) return resolveDate(r.postDate, order, { start: own, end: own }, null);
    return resolveDate(r.postDate, order, period, fallbackYear);
  });

  // ---- newest-first ---------------------------------------------------------------------------
  let asc = 0;
  let desc = 0;
  for (let i = 1; i < isoDates.length; i++) {
    const a = isoDates[i - 1];
    const b = isoDates[i];
    if (!a || !b) continue;
    if (b > a) asc++;
    else if (b < a) desc++;
  }
  const newestFirst = desc > asc;
  let specials = tables.specials;
  if (newestFirst) {
    rows = rows.slice().reverse();
    isoDates = isoDates.slice().reverse();
    isoPost.reverse();
    yearGuessed = yearGuessed.slice().reverse();
    specials = specials.map((s) => ({ ...s, rowIndex: rows.length - s.rowIndex })).reverse();
    warnings.push('Transactions were printed newest first; they are returned oldest first.');
  }

  // ---- opening / closing ----------------------------------------------------------------------
  const bf = specials.find((s) => s.kind === 'broughtForward' && s.rowIndex === 0 && s.value);
  const cf = [...specials].reverse().find((s) => s.kind === 'carriedForward' && s.value);
  // the table's own brought-forward line before the first row (carried-forward after the last)
  // is the opening (closing) of these rows; a label found elsewhere may be another page's
  const cfLast = cf && cf.rowIndex === rows.length ? cf : undefined;
  // (a loan's printed balance, like a card's, is what is owed: the holder's side is negative)
  // (named on top: a row's "PRESTAMO" further down makes no current account a loan)
  const owed = isCard || (meta.accountType === 'loan' && meta.accountTypeOnTop);
  let opening = cellBalance(bf, owed) ?? signedBalance(meta.opening, owed);
  let closing = cellBalance(cfLast, owed) ?? signedBalance(meta.closing, owed);
  closing ??= cellBalance(cf, owed);
  if (newestFirst && !meta.opening && !meta.closing) {
    // in a newest-first list the "carried forward" line is printed first
    opening =
      cellBalance(
        specials.find((s) => s.kind === 'broughtForward' && s.value),
        owed,
      ) ?? opening;
    closing =
      cellBalance(
        specials.find((s) => s.kind === 'carriedForward' && s.value),
        owed,
      ) ?? closing;
  }

  // ---- signs ----------------------------------------------------------------------------------
  let balances = rows.map((r) => (r.balance ? balanceValue(r.balance, owed) : null));
  const ocrRows = rows.map((r) => r.lines.some((l) => l.source === 'ocr'));
  // balance signs OCR lost, before they mislead the signs solved from the balances (decision 016)
  const issuerSide = isCard && issuerSideSigns(rows, balances, opening, closing);
  const signFix = repairBalanceSigns({
    values: rows.map((r) => (r.debit ?? r.credit ?? r.amount)!.minor),
    fixed: rows.map((r) => printedSign(r, issuerSide)),
    balances,
    opening,
    closing: closing ?? null,
    closingPrinted: closing !== null,
    ocr: ocrRows,
  });
  balances = signFix.balances;
  const signs = decideSigns(rows, balances, opening, isCard, issuerSide, closing ?? null);

  if (rows.length === 0) warnings.push('The statement lists no transactions for its period.');
  const amounts = rows.map((r, i) => {
    const cell = r.debit ?? r.credit ?? r.amount!;
    return cell.minor * signs.sign[i]!;
  });
  // no opening/closing printed anywhere: the running balance of the first/last row implies them
  // (opening = first balance − first amount), when the first row's sign is known
  let openingInferred = false;
  if (opening === null && rows.length > 0 && balances[0] != null && signs.certainty[0]! >= 0.85) {
    opening = balances[0]! - amounts[0]!;
    openingInferred = true;
    warnings.push("No opening balance is printed; it was taken from the first row's balance.");
  }
  // no running balance to settle the signs: a single row whose sign was a guess is turned when
  // exactly that makes opening + Σ = closing hold
  if (opening !== null && closing !== null && balances.every((b) => b === null)) {
    flipOneSign(amounts, signs.certainty, closing - opening);
  }
  const closingPrinted = closing !== null;
  if (closing === null && rows.length > 0 && balances[rows.length - 1] != null) {
    closing = balances[rows.length - 1]!;
    warnings.push("No closing balance is printed; it was taken from the last row's balance.");
  }
  // OCR misreadings the running balance pins down (one digit, a sign): decision 016
  const fixed = repairFromBalances({
    amounts,
    balances,
    opening,
    closing,
    closingPrinted,
    ocr: ocrRows,
  });
  amounts.splice(0, amounts.length, ...fixed.amounts);
  balances.splice(0, balances.length, ...fixed.balances);
  opening = fixed.opening;
  closing = fixed.closing;
  const repairedRows = new Set<RawRow>();
  const allRepairs = [...signFix.repairs, ...fixed.repairs];
  for (const f of allRepairs) if (f.row !== null) repairedRows.add(rows[f.row]!);
  if (allRepairs.length > 0) warnings.push(balanceRepairNote(allRepairs, rows));
  const rowsRef = { rows };
  dropAfterClosing(rows, amounts, balances, opening, closing, isoDates, isoPost, rowsRef, warnings);
  const { moneyIn, moneyOut } = summaryTotals(
    meta.moneyIn ? meta.moneyIn.minor : null,
    meta.moneyOut ? meta.moneyOut.minor : null,
    meta.summaryItems,
    opening,
    closing,
  );

  rows = rowsRef.rows;
  // a row whose amount the running balance proves (its printed balance and the one before it,
  // or the opening, agree with it): OCR's doubt about those figures no longer counts, nor does
  // the sign's — unless OCR changed the reading (a repaired figure stays for review)
  const proof = runChecks({ amounts, balances, opening, closing, moneyIn: null, moneyOut: null });
  const proven = (i: number) =>
    balances[i] != null &&
    proof.verifiedRows.has(i) &&
    (i === 0 ? opening !== null : balances[i - 1] != null && proof.verifiedRows.has(i - 1));
  const rowConf = rows.map((r, i) => {
    const sure = proven(i) && !r.amountRepaired;
    let c = sure ? r.textConfidence : r.confidence * signs.certainty[i]!;
    if (!isoDates[i]) c *= 0.7;
    if (repairedRows.has(r)) c = Math.min(c, BALANCE_REPAIR_CONFIDENCE);
    return round3(Math.max(0, Math.min(1, c)));
  });
  const checks = runChecks({
    amounts,
    balances,
    opening,
    closing,
    moneyIn,
    moneyOut,
    confidences: rowConf,
  });
  // (a card's purchase date opening the text of a row under that same day — "V0764 05/11 ALDI"
  // under "5 Nov 2025" — is no date cell gone astray)
  const dateInText = rows.flatMap((r, i) => {
    if (!r.dateInherited || !r.date) return [];
    const inText = leadingDate(r.description);
    if (!inText) return [];
    const [d, m] = dayMonth(inText, order);
    const [rd, rm] = dayMonth(r.date, order);
    return d === rd && m === rm ? [] : [i];
  });
  const evidence = [
    ...dateIssues({
      dates: isoDates.slice(0, rows.length),
      postDates: isoPost.slice(0, rows.length),
      yearGuessed: yearGuessed.slice(0, rows.length).flatMap((g, i) => (g ? [i] : [])),
      dateInText,
      guessedYear,
      period,
      statementDate: meta.statementDate ? partsToIso(meta.statementDate, order) : null,
      today,
    }),
    ...completenessIssues(unaccountedAmounts(tables.lines, tables.rows, [opening, closing])),
    ...unreadRowPages(tables.outside, tables.rows),
    ...outsideMarkedTable(tables.missed ?? []),
    // (a row date_missing already names for its date in the text is not named twice)
    ...dateCellIssues(
      unreadDateRows(tables.lines, rows).filter((i) => !dateInText.includes(i)),
      skippedDateRows(tables.lines, rows).filter((i) => !dateInText.includes(i)),
    ),
    ...unprovenSigns({
      accountType: meta.accountType,
      amounts,
      balances,
      sided: rows.map((r) => r.debit !== null || r.credit !== null),
    }),
    // a scan with no header read and no opening printed: the opening comes from the first row
    // OCR read, so a row lost above it (a misread date) would leave every sum holding
    ...(openingInferred && implicit && ocrRows[0]
      ? [
          {
            code: 'opening_inferred',
            message:
              "No column header could be read on this scan and no opening balance is printed: the opening was taken from the first row's balance, so a row lost above it would not show. Check the first rows against the document.",
            row: 0,
          },
        ]
      : []),
  ];
  checks.issues.push(...evidence);
  if (evidence.length > 0) checks.reconciled = false;
  const transactions: ParsedTransaction[] = rows.map((r, i) => ({
    date: isoDates[i] ?? null,
    postDate: isoPost[i] ?? null,
    // (a check listed by number only: the number is all that describes it)
    description: r.description || r.reference || '',
    amount: formatMinor(amounts[i]!),
    balance: balances[i] !== null ? formatMinor(balances[i]!) : null,
    reference: r.reference,
    page: r.page,
    bbox: r.bbox,
    confidence: checks.verifiedRows.has(i) ? Math.min(1, rowConf[i]! + 0.05) : rowConf[i]!,
  }));
  const dates = isoDates.filter((d): d is string => d !== null).sort();
  const openingLine = specials.find((s) => s.kind === 'broughtForward' && s.rowIndex === 0);
  const openingDate = openingLine?.date
    ? resolveDate(openingLine.date, order, period, fallbackYear)
    : null;
  const mean =
    transactions.reduce((s, t) => s + t.confidence, 0) / Math.max(1, transactions.length);
  const statement: ParsedStatement = {
    bankName: meta.bankName,
    accountHolder: meta.accountHolder,
    accountNumber: meta.accountNumber,
    accountType: meta.accountType,
    currency: meta.currency,
    // (no period printed: the brought-forward line's own date opens it, else the first row's)
    periodStart: period.start ?? openingDate ?? dates[0] ?? null,
    periodEnd:
      period.end ??
      (meta.statementDate ? partsToIso(meta.statementDate, order) : null) ??
      dates[dates.length - 1] ??
      null,
    openingBalance: opening !== null ? formatMinor(opening) : null,
    closingBalance: closing !== null ? formatMinor(closing) : null,
    totals: {
      moneyIn: moneyIn !== null ? formatMinor(moneyIn) : null,
      moneyOut: moneyOut !== null ? formatMinor(moneyOut) : null,
    },
    transactions,
    checks: { reconciled: checks.reconciled, issues: checks.issues },
    confidence: round3(checks.reconciled ? mean : mean * 0.7),
  };
  return {
    statement,
    headers: tables.headersFound,
    tableLines: tables.lines,
    fontOutliers: fontOutliers(rows),
  };
}

/**
 * `amounts` should add up to `target`; when they miss by twice one row's amount, that row's sign
 * was guessed (certainty under 0.9: no column, marker or balance said it) and no other guessed
 * row explains the gap, its sign is turned.
 */
function flipOneSign(amounts: number[], certainty: number[], target: number): void {
  const d = target - amounts.reduce((s, a) => s + a, 0);
  if (d === 0) return;
  const fits: number[] = [];
  for (let k = 0; k < amounts.length; k++) {
    if (certainty[k]! < 0.9 && amounts[k] !== 0 && -2 * amounts[k]! === d) fits.push(k);
  }
  if (fits.length !== 1) return;
  const k = fits[0]!;
  amounts[k] = -amounts[k]!;
  certainty[k] = 0.9;
}

/** Confidence of a row whose amount or balance the running balance settled (listed for review). */
const BALANCE_REPAIR_CONFIDENCE = 0.4;

/** One warning naming every reading the running balance settled. */
function balanceRepairNote(repairs: BalanceRepair[], rows: RawRow[]): string {
  const what = (f: BalanceRepair) => {
    const v = `"${formatMinor(f.from)}" as ${formatMinor(f.to)}`;
    if (f.row === null) return `the ${f.field} balance ${v}`;
    return `row ${f.row + 1} (page ${rows[f.row]!.page}): its ${f.field} ${v}`;
  };
  const shown = repairs.slice(0, 6).map(what).join('; ');
  const more = repairs.length > 6 ? `; and ${repairs.length - 6} more` : '';
  return (
    `${repairs.length} OCR reading${repairs.length > 1 ? 's' : ''} did not fit the printed running ` +
    `balance and ${repairs.length > 1 ? 'were' : 'was'} read as the balance gives (one digit or the ` +
    `sign differs): ${shown}${more}. Check ${repairs.length > 1 ? 'these rows' : 'this row'}.`
  );
}

/**
 * "14.03" printed at the start of a row (one of its first two cells, more cells after it) is a
 * day and month, not an amount: it must not vote for '.' as the decimal separator (a
 * year-less European table prints two such dates per row against one amount).
 */
function leadingDayMonth(l: Line, i: number): boolean {
  if (i > 1 || l.phrases.length < i + 2) return false;
  const m = /^(\d{1,2})\.(\d{2})$/.exec(l.phrases[i]!.text);
  if (!m) return false;
  const d = Number(m[1]);
  const mo = Number(m[2]);
  return d >= 1 && d <= 31 && mo >= 1 && mo <= 12 && (i === 0 || leadingDayMonth(l, 0));
}

function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}

function partsToIso(p: DateParts, order: DateOrder): string | null {
  if (p.year === null) return null;
  const [d, m] = dayMonth(p, order);
  return isoFrom(p.year, m, d);
}

/**
 * The year most often printed on the first page (the first one on a tie); numbers joined to others
 * by a dash or a dot ("1-800-945-2028", "1.2028") are not years.
 */
function findAnyYear(pages: Line[][]): number | null {
  const counts = new Map<number, number>();
  for (const l of pages[0] ?? []) {
    for (const m of l.text.matchAll(/(?<![\d\-.])(19[89]\d|20[0-4]\d)(?![\d-]|\.\d)/g)) {
      const y = Number(m[1]);
      counts.set(y, (counts.get(y) ?? 0) + 1);
    }
  }
  let best: number | null = null;
  for (const [y, n] of counts) if (best === null || n > counts.get(best)!) best = y;
  return best;
}

function guessNewestFirst(dm: Array<[number, number] | null>): boolean {
  let asc = 0;
  let desc = 0;
  let prev: [number, number] | null = null;
  for (const x of dm) {
    if (!x) continue;
    if (prev) {
      const a = prev[1] * 40 + prev[0];
      const b = x[1] * 40 + x[0];
      // month wraps (Dec → Jan) look like big jumps: ignore them
      if (Math.abs(a - b) < 200) {
        if (b > a) asc++;
        else if (b < a) desc++;
      }
    }
    prev = x;
  }
  return desc > asc;
}

/** Balances from the holder's side: on a card statement an unmarked balance is money owed. */
function balanceValue(cell: AmountCell, isCard: boolean): number {
  if (isCard) return cell.sign === 1 ? cell.minor : -cell.minor;
  return cell.sign === -1 ? -cell.minor : cell.minor;
}

function signedBalance(v: SignedValue | null, isCard: boolean): number | null {
  if (!v) return null;
  if (isCard) return v.sign === 1 ? v.minor : -v.minor;
  return v.sign === -1 ? -v.minor : v.minor;
}

function cellBalance(s: SpecialLine | undefined, isCard: boolean): number | null {
  if (!s?.value) return null;
  // a bank account's balance line printed in the debit column ("SALDO FINALE A VOSTRO
  // DEBITO", "SOLDE DEBITEUR" under Dare/Débit) is overdrawn
  if (!isCard && s.value.sign === 0 && s.value.role === 'debit') return -s.value.minor;
  return balanceValue(s.value, isCard);
}

/**
 * The sign a row's own cells print: its debit or credit column, or a marker with the amount
 * (on a card statement "-", "( )" and "+" speak from the issuer's side); 0 when nothing says.
 */
function printedSign(r: RawRow, isCard: boolean): -1 | 0 | 1 {
  if (r.debit && !r.credit) return r.debit.sign === 1 ? 1 : -1;
  if (r.credit && !r.debit) return r.credit.sign === -1 ? -1 : 1;
  if (r.amount && r.amount.sign !== 0) {
    const printedSide =
      r.amount.marker === '-' || r.amount.marker === '()' || r.amount.marker === '+';
    return isCard && printedSide ? (-r.amount.sign as 1 | -1) : r.amount.sign;
  }
  return 0;
}

/**
 * Whether a card statement's "−" / "( )" / "+" speak from the issuer's side (a "−" payment, as
 * most cards print) or from the holder's (a "−" purchase, a "+" payment). Decided by evidence:
 * when the printed opening and closing balances hold with one reading and not the other, that
 * reading; otherwise the issuer's side.
 */
function issuerSideSigns(
  rows: RawRow[],
  balances: Array<number | null>,
  opening: number | null,
  closing: number | null,
): boolean {
  if (opening === null || closing === null) return true;
  if (!rows.some((r) => r.amount && r.amount.sign !== 0)) return true;
  const fits = (issuer: boolean) => {
    const { sign } = decideSigns(rows, balances, opening, true, issuer);
    let sum = 0;
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i]!;
      sum += (r.debit ?? r.credit ?? r.amount)!.minor * sign[i]!;
    }
    return opening + sum === closing;
  };
  return fits(true) || !fits(false);
}

/**
 * Sign per row from the strongest evidence available: debit/credit column, a printed marker,
 * the running-balance delta (solved per segment between printed balances), the section heading,
 * and finally the document's convention for unmarked amounts. `certainty` is 0..1.
 */
function decideSigns(
  rows: RawRow[],
  balances: Array<number | null>,
  opening: number | null,
  isCard: boolean,
  /** Card markers speak from the issuer's side (see `issuerSideSigns`). */
  issuerSide = isCard,
  closing: number | null = null,
): { sign: Array<1 | -1>; certainty: number[] } {
  const n = rows.length;
  const sign = new Array<1 | -1>(n).fill(-1);
  const certainty = new Array<number>(n).fill(0.5);
  const fixed = new Array<boolean>(n).fill(false);
  // how does this document mark signs in single amount columns?
  let minusMarks = 0;
  let creditMarks = 0;
  let debitMarks = 0;
  for (const r of rows) {
    const a = r.amount;
    if (!a) continue;
    if (a.marker === '-' || a.marker === '()') minusMarks++;
    if (a.marker === 'CR' || a.marker === 'H' || a.marker === 'C' || a.marker === '+')
      creditMarks++;
    if (a.marker === 'DR' || a.marker === 'S' || a.marker === 'D') debitMarks++;
  }
  // unmarked amounts: opposite of whatever the document marks
  // (card statements: unmarked amounts are purchases, whatever marks the payments)
  const unmarked: 1 | -1 =
    isCard || creditMarks > 0 ? -1 : minusMarks > 0 || debitMarks > 0 ? 1 : -1;
  const unmarkedCertain = creditMarks + minusMarks + debitMarks > 0 || isCard;
  for (let i = 0; i < n; i++) {
    const r = rows[i]!;
    if (r.debit && !r.credit) {
      sign[i] = r.debit.sign === 1 ? 1 : -1;
      certainty[i] = 1;
      fixed[i] = true;
    } else if (r.credit && !r.debit) {
      sign[i] = r.credit.sign === -1 ? -1 : 1;
      certainty[i] = 1;
      fixed[i] = true;
    } else if (r.amount) {
      if (r.amount.sign !== 0) {
        // a card statement prints signs from the issuer's side (a purchase adds to the debt,
        // "-" or "( )" marks payments and refunds); CR/DR markers already say which side
        const printedSide =
          r.amount.marker === '-' || r.amount.marker === '()' || r.amount.marker === '+';
        sign[i] = issuerSide && printedSide ? (-r.amount.sign as 1 | -1) : r.amount.sign;
        certainty[i] = 0.95;
        fixed[i] = true;
      } else if (r.section !== 0) {
        sign[i] = r.section;
        certainty[i] = 0.85;
      } else {
        sign[i] = unmarked;
        certainty[i] = unmarkedCertain ? 0.85 : 0.5;
        if (isCard) {
          // card statements: purchases are unmarked, payments carry a marker
          certainty[i] = 0.85;
        }
      }
    }
  }
  // running-balance deltas settle (and cross-check) the unfixed rows, segment by segment
  let prevBal = opening;
  let segStart = 0;
  for (let i = 0; i < n; i++) {
    const b = balances[i];
    if (b === null || b === undefined) continue;
    if (prevBal !== null) solveSegment(rows, sign, certainty, fixed, segStart, i, b - prevBal);
    prevBal = b;
    segStart = i + 1;
  }
  // a document that marks nothing: when the balances settled two or more unmarked rows and all
  // of them one way, the unmarked rows they could not reach (before the first balance, without
  // an opening balance) are read that way too
  if (!unmarkedCertain) {
    const settled = new Set<number>();
    for (let i = 0; i < n; i++) if (!fixed[i] && certainty[i]! >= 0.7) settled.add(sign[i]!);
    const count = sign.filter((_, i) => !fixed[i] && certainty[i]! >= 0.7).length;
    if (count >= 2 && settled.size === 1) {
      const s = [...settled][0] as 1 | -1;
      for (let i = 0; i < n; i++) {
        if (!fixed[i] && certainty[i] === 0.5 && rows[i]!.section === 0) {
          sign[i] = s;
          certainty[i] = 0.85;
        }
      }
    }
  }
  // nothing marked, no balance, no section: one side for every such row, and only the side the
  // printed opening and closing allow (a savings account's unsigned transfers in)
  const open = [...sign.keys()].filter((i) => !fixed[i] && certainty[i] === 0.5);
  if (!unmarkedCertain && open.length > 0 && opening !== null && closing !== null) {
    let settled = opening;
    let loose = 0;
    for (let i = 0; i < n; i++) {
      const r = rows[i]!;
      const v = (r.debit ?? r.credit ?? r.amount)?.minor ?? 0;
      if (open.includes(i)) loose += v;
      else settled += v * sign[i]!;
    }
    const inFits = settled + loose === closing;
    const outFits = settled - loose === closing;
    if (inFits !== outFits) {
      for (const i of open) {
        sign[i] = inFits ? 1 : -1;
        certainty[i] = 0.85;
      }
    }
  }
  return { sign, certainty };
}

function solveSegment(
  rows: RawRow[],
  sign: Array<1 | -1>,
  certainty: number[],
  fixed: boolean[],
  from: number,
  to: number,
  delta: number,
): void {
  const free: number[] = [];
  let known = 0;
  for (let i = from; i <= to; i++) {
    const r = rows[i]!;
    const v = (r.debit ?? r.credit ?? r.amount)!.minor;
    if (fixed[i]) known += v * sign[i]!;
    else free.push(i);
  }
  if (free.length === 0 || free.length > 14) return;
  const target = delta - known;
  const values = free.map((i) => {
    const r = rows[i]!;
    return (r.debit ?? r.credit ?? r.amount)!.minor;
  });
  let solutions = 0;
  let best = -1;
  let bestScore = -1;
  for (let mask = 0; mask < 1 << free.length; mask++) {
    let s = 0;
    for (let k = 0; k < free.length; k++) s += mask & (1 << k) ? values[k]! : -values[k]!;
    if (s !== target) continue;
    solutions++;
    // prefer the solution that agrees most with the signs already guessed
    let score = 0;
    for (let k = 0; k < free.length; k++)
      if ((mask & (1 << k) ? 1 : -1) === sign[free[k]!]) score++;
    if (score > bestScore) {
      bestScore = score;
      best = mask;
    }
  }
  if (best < 0) return;
  for (let k = 0; k < free.length; k++) {
    const i = free[k]!;
    sign[i] = best & (1 << k) ? 1 : -1;
    certainty[i] = solutions === 1 ? 0.95 : 0.7;
  }
}

/**
 * Rows printed after the statement already closed (a sample table, a copy of earlier rows on a
 * later page): when the running balance reaches the closing balance at a printed balance and the
 * rows after it come from another table and break that closing, they are dropped with a warning.
 */
function dropAfterClosing(
  rows: RawRow[],
  amounts: number[],
  balances: Array<number | null>,
  opening: number | null,
  closing: number | null,
  isoDates: Array<string | null>,
  isoPost: Array<string | null>,
  ref: { rows: RawRow[] },
  warnings: string[],
): void {
  if (opening === null || closing === null || rows.length < 2) return;
  const total = amounts.reduce((s, a) => s + a, 0);
  if (opening + total === closing) return;
  let run = opening;
  for (let k = 0; k < rows.length - 1; k++) {
    run += amounts[k]!;
    if (run !== closing || balances[k] !== closing) continue;
    const table = rows[k]!.table;
    if (rows.slice(k + 1).some((r) => r.table === table)) continue;
    // rows whose balances carry on from it continue the statement: the "closing" was a page's
    // carried-forward balance, and dropping them would make a statement with lost rows balance
    if (balances[k + 1] != null && balances[k + 1] === closing + amounts[k + 1]!) return;
    const n = rows.length - k - 1;
    warnings.push(
      `${n} row(s) printed after the closing balance (from page ${rows[k + 1]!.page}) were ignored.`,
    );
    ref.rows = rows.slice(0, k + 1);
    amounts.length = k + 1;
    balances.length = k + 1;
    isoDates.length = k + 1;
    isoPost.length = k + 1;
    return;
  }
}

/** No period printed, but a statement date and the billing period's length in days. */
function billingPeriod(
  meta: { statementDate: DateParts | null; billingDays?: number | null },
  order: DateOrder,
): { start: string | null; end: string | null } {
  const sd = meta.statementDate;
  const start = sd && meta.billingDays ? billingStart(sd, meta.billingDays, order) : null;
  return start && sd ? { start, end: partsToIso(sd, order) } : { start: null, end: null };
}
