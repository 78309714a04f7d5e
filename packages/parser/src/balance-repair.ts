/**
 * OCR misreadings settled by the statement's own arithmetic (decision 016). Pure.
 *
 * A scanned statement that prints a running balance says, between two printed balances, exactly
 * what the rows in between add up to. When OCR misreads one digit of an amount ("67.99" for
 * 57.99), or the sign of a balance, the chain breaks at that row and nowhere else. Only then, and
 * only on rows read by OCR, a reading is replaced:
 *
 * - an **amount**: the printed balances on both sides of its segment are confirmed (the segment
 *   before ends on the earlier one — or it is the opening balance — and the segment after starts
 *   from the later one, or it is the printed closing balance), and exactly one row of the segment
 *   becomes consistent by a change OCR makes: one digit read as another, or the sign;
 * - a **balance**: the chain skipping it holds (the balance before it plus the rows up to the
 *   next printed balance give that one), and the printed value differs from what the rows give by
 *   one digit or by its sign;
 * - the **opening** (or closing) balance: its sign, when the other sign makes the first printed
 *   balance (or opening + Σ = closing) hold exactly and the printed one does not.
 *
 * Nothing is invented: the new value differs from what was read by one glyph, and the rows stay
 * as read. Every change is returned so the caller can warn and lower the row's confidence.
 */

export interface BalanceRepairInput {
  /** Signed amounts in minor units (holder's side), chronological. */
  amounts: number[];
  balances: Array<number | null>;
  opening: number | null;
  closing: number | null;
  /** The closing balance was printed (not taken from the last row's balance). */
  closingPrinted: boolean;
  /** Per row: read by OCR (only those are repaired). */
  ocr: boolean[];
}

export interface BalanceRepair {
  field: 'amount' | 'balance' | 'opening' | 'closing';
  /** Row index (null for opening/closing). */
  row: number | null;
  from: number;
  to: number;
}

export interface BalanceRepairResult {
  amounts: number[];
  balances: Array<number | null>;
  opening: number | null;
  closing: number | null;
  repairs: BalanceRepair[];
}

/** |a| and |b| printed with the same number of digits, one of them different. */
export function oneDigitApart(a: number, b: number): boolean {
  const x = String(Math.abs(a));
  const y = String(Math.abs(b));
  if (x.length !== y.length) return false;
  let diff = 0;
  for (let k = 0; k < x.length; k++) if (x[k] !== y[k]) diff++;
  return diff === 1;
}

/** |a| and |b| one digit added or dropped apart ("190.11" for 19.11). */
export function oneDigitMoreOrLess(a: number, b: number): boolean {
  let x = String(Math.abs(a));
  let y = String(Math.abs(b));
  if (x.length === y.length) return false;
  if (x.length < y.length) [x, y] = [y, x];
  if (x.length !== y.length + 1) return false;
  for (let k = 0; k < x.length; k++) if (x.slice(0, k) + x.slice(k + 1) === y) return true;
  return false;
}

/**
 * A reading OCR could have made of `truth`: one digit read as another, or the sign lost/added;
 * with `loose`, also one digit too many or too few (only where the evidence pins one row).
 */
function misreadOf(read: number, truth: number, loose = false): boolean {
  if (read === truth || truth === 0) return false;
  if (read === -truth) return true;
  if (Math.sign(read) !== Math.sign(truth)) return false;
  return oneDigitApart(read, truth) || (loose && oneDigitMoreOrLess(read, truth));
}

export function repairFromBalances(input: BalanceRepairInput): BalanceRepairResult {
  const amounts = input.amounts.slice();
  const balances = input.balances.slice();
  let { opening, closing } = input;
  const repairs: BalanceRepair[] = [];
  const n = amounts.length;
  const anyOcr = input.ocr.some(Boolean);
  if (!anyOcr || n === 0) return { amounts, balances, opening, closing, repairs };
  const sum = (from: number, to: number) => {
    let s = 0;
    for (let k = from; k <= to; k++) s += amounts[k]!;
    return s;
  };
  const first = balances.findIndex((b) => b !== null);

  // ---- the opening balance's sign ----------------------------------------------------------
  if (opening !== null && opening !== 0) {
    const o = opening;
    const byFirst =
      first >= 0 && o + sum(0, first) !== balances[first] && -o + sum(0, first) === balances[first];
    const byClosing =
      first < 0 &&
      closing !== null &&
      input.closingPrinted &&
      o + sum(0, n - 1) !== closing &&
      -o + sum(0, n - 1) === closing;
    if (byFirst || byClosing) {
      opening = -o;
      repairs.push({ field: 'opening', row: null, from: o, to: -o });
    }
  }

  // ---- the running balance, segment by segment ----------------------------------------------
  // points: the opening (row −1), every printed balance, the printed closing balance (row n)
  const points: number[] = [];
  if (opening !== null) points.push(-1);
  for (let i = 0; i < n; i++) if (balances[i] !== null) points.push(i);
  if (closing !== null && input.closingPrinted) points.push(n);
  const value = (p: number) => (p === -1 ? opening! : p === n ? closing! : balances[p]!);
  const between = (a: number, b: number) => sum(a + 1, Math.min(b, n - 1));
  const holds = (a: number, b: number) => value(a) + between(a, b) === value(b);
  // the first point is confirmed by nothing before it: a break right after the opening balance
  // could be the opening's misreading as well as a row's, so it is left as it is
  let prevOk = false;
  for (let q = 0; q + 1 < points.length; q++) {
    const a = points[q]!;
    const b = points[q + 1]!;
    if (holds(a, b)) {
      prevOk = true;
      continue;
    }
    const c = points[q + 2];
    const expected = value(a) + between(a, b);
    // a misread balance: the chain that skips it holds, and it is one glyph from what the rows give
    if (
      prevOk &&
      b < n &&
      input.ocr[b] &&
      c !== undefined &&
      value(a) + between(a, c) === value(c) &&
      misreadOf(balances[b]!, expected, true)
    ) {
      repairs.push({ field: 'balance', row: b, from: balances[b]!, to: expected });
      balances[b] = expected;
      prevOk = true;
      continue;
    }
    // a misread amount: both balances confirmed, exactly one row one glyph away from consistent
    // (the printed closing balance confirms the last printed balance). The opening balance is
    // itself a candidate in the first segment (nothing before it confirms it), the closing
    // balance in the last one (nothing after it does).
    const nextOk = c !== undefined && holds(b, c);
    const opens = a === -1;
    const closes = b === n;
    // (a statement with no running balance has only opening + Σ = closing: too little to say
    // which reading is wrong)
    if ((prevOk || opens) && (nextOk || closes) && !(opens && closes)) {
      const d = value(b) - expected;
      const fits: Array<number | 'opening' | 'closing'> = [];
      const last = Math.min(b, n - 1);
      const lone = last === a + 1 && !opens && !closes;
      for (let k = a + 1; k <= last; k++) {
        if (input.ocr[k] && misreadOf(amounts[k]!, amounts[k]! + d, lone)) fits.push(k);
      }
      if (opens && misreadOf(opening!, opening! + d, true)) fits.push('opening');
      if (closes && misreadOf(closing!, closing! - d, true)) fits.push('closing');
      if (fits.length === 1) {
        const k = fits[0]!;
        if (k === 'opening') {
          repairs.push({ field: 'opening', row: null, from: opening!, to: opening! + d });
          opening = opening! + d;
        } else if (k === 'closing') {
          repairs.push({ field: 'closing', row: null, from: closing!, to: closing! - d });
          closing = closing! - d;
        } else {
          repairs.push({ field: 'amount', row: k, from: amounts[k]!, to: amounts[k]! + d });
          amounts[k] = amounts[k]! + d;
        }
        prevOk = true;
        continue;
      }
    }
    prevOk = false;
  }

  // ---- the closing balance: its sign, or a digit where the last row's balance confirms it ----
  if (opening !== null && closing !== null && closing !== 0 && input.closingPrinted) {
    const total = opening + sum(0, n - 1);
    const last = balances[n - 1];
    const confirmed = last === total;
    if (
      total !== closing &&
      ((total === -closing && (last == null || confirmed)) ||
        (confirmed && misreadOf(closing, total, true)))
    ) {
      repairs.push({ field: 'closing', row: null, from: closing, to: total });
      closing = total;
    }
  }
  return { amounts, balances, opening, closing, repairs };
}

export interface BalanceSignInput {
  /** Absolute amounts in minor units, chronological. */
  values: number[];
  /** Sign printed with each amount (column or marker), 0 when none: those rows may go either way. */
  fixed: Array<-1 | 0 | 1>;
  balances: Array<number | null>;
  opening: number | null;
  closing: number | null;
  closingPrinted: boolean;
  ocr: boolean[];
}

/** Rows a segment may leave free before its fit is not worth judging (2^n sign choices). */
const MAX_FREE = 12;

/**
 * Balances whose sign OCR lost or added ("1,089.04-" read without its minus), before the signs
 * of unmarked amounts are solved from the balances (which a wrong balance sign would mislead):
 * a run of up to three printed balances, read by OCR, whose flipped signs make every segment
 * around them fit — some choice of signs for the unmarked rows gives exactly the printed
 * difference — where the balances as read do not. Returns the corrected balances.
 */
export function repairBalanceSigns(input: BalanceSignInput): {
  balances: Array<number | null>;
  repairs: BalanceRepair[];
} {
  const balances = input.balances.slice();
  const repairs: BalanceRepair[] = [];
  const n = input.values.length;
  if (!input.ocr.some(Boolean) || n === 0) return { balances, repairs };
  const points: number[] = [];
  if (input.opening !== null) points.push(-1);
  for (let i = 0; i < n; i++) if (balances[i] !== null) points.push(i);
  if (input.closing !== null && input.closingPrinted) points.push(n);
  const value = (p: number) =>
    p === -1 ? input.opening! : p === n ? input.closing! : balances[p]!;
  // does some choice of signs for the free rows of (a, b] give exactly `delta`? null: too many
  const fits = (a: number, b: number, va: number, vb: number): boolean | null => {
    let known = 0;
    const free: number[] = [];
    for (let k = a + 1; k <= Math.min(b, n - 1); k++) {
      const s = input.fixed[k]!;
      if (s === 0) free.push(input.values[k]!);
      else known += s * input.values[k]!;
    }
    const target = vb - va - known;
    if (free.length === 0) return target === 0;
    if (free.length > MAX_FREE) return null;
    for (let mask = 0; mask < 1 << free.length; mask++) {
      let s = 0;
      for (let k = 0; k < free.length; k++) s += mask & (1 << k) ? free[k]! : -free[k]!;
      if (s === target) return true;
    }
    return false;
  };
  for (let q = 1; q + 1 < points.length; q++) {
    const a = points[q - 1]!;
    const first = points[q]!;
    if (first === n || !input.ocr[first]) continue;
    if (fits(a, first, value(a), value(first)) !== false) continue; // no break here
    for (let m = 1; m <= 3 && q + m < points.length; m++) {
      const run = points.slice(q, q + m);
      if (run.some((p) => p === n || !input.ocr[p] || balances[p] === 0)) break;
      const v = (p: number) => (run.includes(p) ? -value(p) : value(p));
      let ok = true;
      for (let k = q - 1; k < q + m && ok; k++) {
        const x = points[k]!;
        const y = points[k + 1]!;
        if (fits(x, y, v(x), v(y)) !== true) ok = false;
      }
      if (!ok) continue;
      for (const p of run) {
        repairs.push({ field: 'balance', row: p, from: balances[p]!, to: -balances[p]! });
        balances[p] = -balances[p]!;
      }
      q += m - 1;
      break;
    }
  }
  return { balances, repairs };
}
