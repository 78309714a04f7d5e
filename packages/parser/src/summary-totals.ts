/**
 * Printed money in / money out when a summary splits them into categories ("Deposits and other
 * credits" + "Interest paid this period"; "Checks" + "Other withdrawals" + "Fees"). Which lines
 * add up to the totals is decided by arithmetic, not by wording alone: the categories chosen must
 * take the opening balance to the closing balance. Pure.
 */

/** One amount printed next to a money-in or money-out category label in a summary. */
export interface SummaryItem {
  dir: 1 | -1;
  /** Unsigned minor units. */
  minor: number;
  /** The label, normalised (lower case, no spaces); one item per label and value. */
  key: string;
}

const IN_ITEM =
  /^(total)?(deposits?|depositsand\w+|(electronic|mobile|direct|atm|branch|check|cash)deposits?|electroniccredits|replenishments?|topups?|credits?|othercredits|additions|otheradditions|interest(paid|earned|credited)(thisperiod|thisstatement\w*)?|dividends?(paid|earned)?(thisperiod)?|refunds?|payments?and(other)?credits|payments?credits|payments?andrefunds|paymentsreceived|moneyreceived|transfersreceived|gutschriften|habenumsatze|abonos|ingresos|creditos|alacak|prijmy|mutasikredit|mutasicr|totaalbij|bij)$/;
const OUT_ITEM =
  /^(total)?(withdrawals?|withdrawalsand\w+|otherwithdrawals\w*|(atm|electronic|cash|card|debitcard|atmanddebitcard)withdrawals?|electronic(payments|debits)|billpayments|debits?|otherdebits|subtractions|checks(paid)?|cheques(paid)?|fees|feescharged|servicecharges?|servicefees|purchases|purchasesand\w+|paymentssent|paymentsmade|moneysent|transferssent|cashadvances?|cashwithdrawals?|interestcharged|interestcharges?|financecharges?|balancetransfers?|lastschriften|sollumsatze|cargos|retiros|debitos|borc|vydaje|mutasidebet|mutasidb|totaalaf|af)$/;
/** Year-to-date and informational figures are never part of this period's totals. */
const NOT_PERIOD = /yeartodate|ytd|thisyear|lastyear|in(19|20)\d\d|average|yield/;

/** "Interest" alone: earned on a savings account, charged on a card — the arithmetic decides. */
const EITHER_ITEM = /^(total)?(interest(thisperiod|thisstatement)?|adjustments?|transfers?)$/;

/**
 * The direction of a summary label, 0 when the label alone does not say (the totals' arithmetic
 * tries it on both sides), or null when it names no money-in/out category.
 */
export function summaryItemDirection(key: string): 1 | -1 | 0 | null {
  if (NOT_PERIOD.test(key)) return null;
  if (IN_ITEM.test(key)) return 1;
  if (OUT_ITEM.test(key)) return -1;
  if (EITHER_ITEM.test(key)) return 0;
  return null;
}

/** Subsets of more than this many extra categories per side are not searched. */
const MAX_EXTRA = 6;

/**
 * The printed totals to check against. `moneyIn`/`moneyOut` are the totals read from the first
 * money-in/out label; when they do not take `opening` to `closing` but a choice of further
 * categories does (fewest categories added, and only one such choice), that choice is returned.
 */
export function summaryTotals(
  moneyIn: number | null,
  moneyOut: number | null,
  items: readonly SummaryItem[],
  opening: number | null,
  closing: number | null,
): { moneyIn: number | null; moneyOut: number | null } {
  const base = { moneyIn, moneyOut };
  if (opening === null || closing === null || items.length === 0) return base;
  const holds = (i: number, o: number) => opening + i - o === closing;
  if (holds(moneyIn ?? 0, moneyOut ?? 0)) return base;
  const distinct = (dir: 1 | -1, primary: number | null) => {
    const seen = new Set<string>();
    const out: number[] = [];
    let skippedPrimary = false;
    for (const it of items) {
      if (it.dir !== dir) continue;
      const id = `${it.key}|${it.minor}`;
      if (seen.has(id)) continue;
      seen.add(id);
      if (!skippedPrimary && it.minor === primary) {
        skippedPrimary = true; // the first label's own value is the base, not an extra
        continue;
      }
      out.push(it.minor);
    }
    return out;
  };
  const extraIn = distinct(1, moneyIn);
  const extraOut = distinct(-1, moneyOut);
  if (extraIn.length > MAX_EXTRA || extraOut.length > MAX_EXTRA) return base;
  const inSums = subsetSums(extraIn);
  const outSums = subsetSums(extraOut);
  let best: Array<{ i: number; o: number }> = [];
  let bestCount = Number.POSITIVE_INFINITY;
  for (const a of inSums) {
    for (const b of outSums) {
      const count = a.count + b.count;
      if (count === 0 || count > bestCount) continue;
      const i = (moneyIn ?? 0) + a.sum;
      const o = (moneyOut ?? 0) + b.sum;
      if (!holds(i, o)) continue;
      if (count < bestCount) {
        best = [];
        bestCount = count;
      }
      if (!best.some((s) => s.i === i && s.o === o)) best.push({ i, o });
    }
  }
  if (best.length !== 1) return base;
  const only = best[0]!;
  return {
    moneyIn: moneyIn !== null || only.i !== 0 ? only.i : null,
    moneyOut: moneyOut !== null || only.o !== 0 ? only.o : null,
  };
}

function subsetSums(values: readonly number[]): Array<{ sum: number; count: number }> {
  const out: Array<{ sum: number; count: number }> = [];
  for (let mask = 0; mask < 1 << values.length; mask++) {
    let sum = 0;
    let count = 0;
    for (let k = 0; k < values.length; k++) {
      if (mask & (1 << k)) {
        sum += values[k]!;
        count++;
      }
    }
    out.push({ sum, count });
  }
  return out;
}
