/**
 * `eval:parse -- --spec-au DIR`: transtractor-style specs (positioned text items of real
 * statements + the statement data expected from them) through the layout engine.
 * Each spec: `{ text_items: [{text, x1, x2, y1 (bottom), y2 (top), page (0-based)}],
 * statement_data: { account_number, opening_balance, closing_balance, proto_transactions:
 * [{date (ms, UTC midnight), description, amount, balance}] } }`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { buildLines } from '../src/layout/lines.ts';
import { buildStatements } from '../src/statement.ts';
import { type TextItem, textItemsToPages } from '../src/text-items.ts';
import type { ParsedTransaction } from '../src/types.ts';

export interface Spec {
  text_items: Array<{
    text: string;
    x1: number;
    x2: number;
    y1: number;
    y2: number;
    page: number;
    y1_bin?: number;
  }>;
  statement_data: {
    account_number: string | null;
    opening_balance: number | null;
    closing_balance: number | null;
    proto_transactions: Array<{
      date: number;
      description: string;
      amount: number;
      balance: number | null;
    }>;
  };
}

const money = (v: number | null | undefined) =>
  v === null || v === undefined ? null : v.toFixed(2);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The comparison helpers of eval-parse.ts (passed in: that script runs on import). */
export interface Compare {
  compareRows: (
    truth: ParsedTransaction[],
    pred: ParsedTransaction[],
  ) => { tp: number; aligned: number; amountOk: number; signOk: number; dateOk: number };
  toMinor: (v: string | null | undefined) => number | null;
  accountMatches: (truth: string | null, pred: string | null) => boolean;
}

/** The spec's text items as TextItems (1-based pages, y growing downwards). */
export function specItems(spec: Spec): TextItem[] {
  // some specs store only the left edge (x2 ≈ x1): estimate the width from the height, but
  // never past the next item's start on the same line
  const raw = spec.text_items.map((t) => ({
    text: t.text,
    x0: Math.min(t.x1, t.x2),
    w: Math.abs(t.x2 - t.x1),
    y0: Math.min(t.y1, t.y2),
    y1: Math.max(t.y1, t.y2),
    page: t.page + 1,
    bin: `${t.page}:${t.y1_bin ?? t.y1}`,
  }));
  const nextStart = new Map<(typeof raw)[number], number>();
  const byLine = new Map<string, typeof raw>();
  for (const r of raw) {
    const l = byLine.get(r.bin);
    if (l) l.push(r);
    else byLine.set(r.bin, [r]);
  }
  for (const line of byLine.values()) {
    line.sort((a, b) => a.x0 - b.x0);
    for (let k = 0; k + 1 < line.length; k++) nextStart.set(line[k]!, line[k + 1]!.x0);
  }
  return raw.map((r) => {
    const guess = r.text.length * (r.y1 - r.y0) * 0.45;
    let x1 = r.x0 + (r.w < guess * 0.3 ? guess : r.w);
    const next = nextStart.get(r);
    if (r.w < guess * 0.3 && next !== undefined && next > r.x0) x1 = Math.min(x1, next - 0.5);
    return { text: r.text, x0: r.x0, x1, y0: r.y0, y1: r.y1, page: r.page };
  });
}

export async function runSpecAu(
  dir: string,
  opts: { json: boolean; filter?: string | undefined },
  { compareRows, toMinor, accountMatches }: Compare,
): Promise<void> {
  let files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  if (opts.filter) files = files.filter((f) => f.includes(opts.filter!));
  const out: unknown[] = [];
  const sum = { truth: 0, pred: 0, tp: 0, aligned: 0, amountOk: 0, signOk: 0, dateOk: 0 };
  let reconciled = 0;
  for (const f of files) {
    const spec = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Spec;
    const items = specItems(spec);
    const width = Math.max(595, ...items.map((i) => i.x1 + 10));
    const height = Math.max(842, ...items.map((i) => i.y1 + 10));
    const t0 = performance.now();
    const built = buildStatements(textItemsToPages(items, { width, height }).map(buildLines));
    const ms = performance.now() - t0;
    const sd = spec.statement_data;
    const truth: ParsedTransaction[] = sd.proto_transactions.map((t) => ({
      date: isoDay(t.date),
      postDate: null,
      description: t.description,
      amount: money(t.amount)!,
      balance: money(t.balance),
      reference: null,
      page: 0,
      bbox: [0, 0, 0, 0],
      confidence: 1,
    }));
    const pred = built.statements.flatMap((s) => s.transactions);
    const r = compareRows(truth, pred);
    const first = built.statements[0];
    const last = built.statements[built.statements.length - 1];
    const row = {
      file: basename(f),
      statements: built.statements.length,
      truthRows: truth.length,
      predRows: pred.length,
      ...r,
      f1: truth.length + pred.length ? (2 * r.tp) / (truth.length + pred.length) : 0,
      opening: toMinor(first?.openingBalance) === toMinor(money(sd.opening_balance)),
      closing: toMinor(last?.closingBalance) === toMinor(money(sd.closing_balance)),
      account: accountMatches(sd.account_number, first?.accountNumber ?? null),
      reconciled: built.statements.length > 0 && built.statements.every((s) => s.checks.reconciled),
      issues: built.statements.flatMap((s) => s.checks.issues.map((i) => i.code)),
      ms,
    };
    if (row.reconciled) reconciled++;
    sum.truth += truth.length;
    sum.pred += pred.length;
    sum.tp += r.tp;
    sum.aligned += r.aligned;
    sum.amountOk += r.amountOk;
    sum.signOk += r.signOk;
    sum.dateOk += r.dateOk;
    out.push(row);
    if (!opts.json) {
      const pc = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '-');
      console.log(
        `${row.file.padEnd(52)} rows ${r.tp}/${truth.length} pred ${pred.length}  F1 ${pc(2 * r.tp, truth.length + pred.length).padStart(6)}  ` +
          `sign ${pc(r.signOk, r.aligned)}  open ${row.opening ? 'ok' : 'NO'}  close ${row.closing ? 'ok' : 'NO'}  ` +
          `acct ${row.account ? 'ok' : 'NO'}  ${row.reconciled ? 'RECONCILED' : 'not reconciled'}` +
          (row.issues.length ? `  [${[...new Set(row.issues)].join(',')}]` : ''),
      );
    }
  }
  const f1 = sum.truth + sum.pred ? (2 * sum.tp) / (sum.truth + sum.pred) : 0;
  const summary = {
    files: files.length,
    truthRows: sum.truth,
    predictedRows: sum.pred,
    f1,
    amountAccuracy: sum.aligned ? sum.amountOk / sum.aligned : null,
    signAccuracy: sum.aligned ? sum.signOk / sum.aligned : null,
    dateAccuracy: sum.aligned ? sum.dateOk / sum.aligned : null,
    reconciled,
  };
  if (opts.json) console.log(JSON.stringify({ summary, files: out }, null, 2));
  else
    console.log(
      `\nrows ${sum.tp}/${sum.truth} (pred ${sum.pred})  F1 ${(100 * f1).toFixed(1)}%  ` +
        `amount ${((100 * sum.amountOk) / (sum.aligned || 1)).toFixed(1)}%  sign ${((100 * sum.signOk) / (sum.aligned || 1)).toFixed(1)}%  ` +
        `date ${((100 * sum.dateOk) / (sum.aligned || 1)).toFixed(1)}%  reconciled ${reconciled}/${files.length}`,
    );
}
