/**
 * `eval:parse -- --expected-csv ROWS.csv --file STATEMENT.pdf`: one statement against its expected
 * rows (a CSV with date, description, amount and balance columns, e.g. transtractor's
 * `test1_parsed.csv`): rows matched on date + amount + description, then amount, date and balance
 * accuracy on the matched rows, and every expected row that was not found or differs.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { ParsedTransaction, ParseResult } from '../src/types.ts';

type Helpers = {
  compareRows: (
    truth: ParsedTransaction[],
    pred: ParsedTransaction[],
  ) => { tp: number; aligned: number; amountOk: number; dateOk: number };
  toMinor: (v: string | null | undefined) => number | null;
};

/** A CSV line → fields (double quotes, doubled quotes inside). */
function fields(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}

function money(v: string | undefined): string | null {
  if (v === undefined || v.trim() === '') return null;
  return Number(v).toFixed(2);
}

export function expectedRows(csv: string): ParsedTransaction[] {
  const [head, ...lines] = csv.trim().split(/\r?\n/);
  const names = fields(head!).map((n) => n.trim().toLowerCase());
  const col = (n: string) => names.indexOf(n);
  return lines.map((l) => {
    const f = fields(l);
    return {
      date: f[col('date')] ?? null,
      postDate: null,
      description: f[col('description')] ?? '',
      amount: money(f[col('amount')]) ?? '0.00',
      balance: money(f[col('balance')]),
      reference: null,
      page: 0,
      bbox: null,
      confidence: 1,
    } as unknown as ParsedTransaction;
  });
}

export async function runExpectedCsv(
  csvPath: string,
  filePath: string,
  parse: (b: Uint8Array, o?: { fileName?: string }) => Promise<ParseResult>,
  h: Helpers,
): Promise<void> {
  const truth = expectedRows(readFileSync(csvPath, 'utf8'));
  const result = await parse(new Uint8Array(readFileSync(filePath)), {
    fileName: basename(filePath),
  });
  const pred = result.statements.flatMap((s) => s.transactions);
  const c = h.compareRows(truth, pred);
  const printed = pred.filter((p) => p.balance !== null).length;
  console.log(
    `${basename(filePath)}: expected ${truth.length} rows, parsed ${pred.length}, matched ${c.tp} ` +
      `(date + amount + description); on aligned rows: amount ${c.amountOk}/${c.aligned}, ` +
      `date ${c.dateOk}/${c.aligned}; ${printed} rows carry a printed balance`,
  );
  for (const [i, t] of truth.entries()) {
    const p = pred[i];
    if (!p) {
      console.log(`  row ${i + 1}: expected ${t.date} ${t.amount} — not parsed`);
      continue;
    }
    const diffs: string[] = [];
    if (p.date !== t.date) diffs.push(`date ${p.date} ≠ ${t.date}`);
    if (h.toMinor(p.amount) !== h.toMinor(t.amount)) diffs.push(`amount ${p.amount} ≠ ${t.amount}`);
    // a balance the statement does not print (end-of-day balances) is null, not a difference
    if (p.balance !== null && h.toMinor(p.balance) !== h.toMinor(t.balance))
      diffs.push(`balance ${p.balance} ≠ ${t.balance}`);
    if (diffs.length) console.log(`  row ${i + 1} (in order): ${diffs.join(', ')}`);
  }
  for (const s of result.statements) {
    console.log(
      `  statement ${s.accountNumber ?? '(no number)'}: ${s.checks.reconciled ? 'RECONCILED' : 'not reconciled'}`,
    );
    for (const i of s.checks.issues) console.log(`    ${i.code}: ${i.message}`);
  }
}
