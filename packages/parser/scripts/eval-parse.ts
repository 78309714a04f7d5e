/**
 * Accuracy harness for parseStatement.
 *
 *   npm run eval:parse -- --truth DIR [--json] [--filter uk-] [--limit N] [--verbose]
 *     every file in DIR with a sibling <name>.truth.json (from synth:statements) is parsed and
 *     compared with its truth: transaction precision / recall / F1 (rows matched by date + amount +
 *     fuzzy description), amount / sign / date / balance accuracy on aligned rows, reconciliation
 *     rate and metadata accuracy — overall, by family and by kind.
 *   npm run eval:parse -- --corpus DIR [--json]
 *     folders without row truth (e.g. ../shared/corpus/hsbc-uk): per file the number of
 *     transactions, whether the parser's checks reconcile, and the issues it reports.
 *   npm run eval:parse -- --expected-csv ROWS.csv --file STATEMENT.pdf
 *     one statement against its expected rows (e.g. transtractor's test1_parsed.csv).
 *   npm run eval:parse -- --spec-au DIR [--json]
 *
 *   --ocr-cache DIR (with --truth or --corpus): OCR results are kept in DIR, keyed by the file's
 *     bytes, the pages asked for and the source of src/ocr + src/images, so runs that change only
 *     the layout engine skip OCR (a change to the OCR code reads everything again).
 *     transtractor-style specs (*.json: `text_items` with boxes + expected `statement_data`):
 *     the text items go through the same layout engine as PDF words (no PDF involved) and the
 *     statements are compared with the expected rows, opening/closing balance and account.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { batchOf } from '@bsp/synth';
import type { ParsedStatement, ParsedTransaction, ParseResult } from '../src/types.ts';

const { values } = parseArgs({
  options: {
    truth: { type: 'string' },
    corpus: { type: 'string' },
    'spec-au': { type: 'string' },
    'expected-csv': { type: 'string' },
    file: { type: 'string' },
    json: { type: 'boolean', default: false },
    filter: { type: 'string' },
    limit: { type: 'string' },
    'ocr-cache': { type: 'string' },
    verbose: { type: 'boolean', short: 'v', default: false },
    help: { type: 'boolean', short: 'h' },
  },
});

type ParseFn = (bytes: Uint8Array, o?: { fileName?: string }) => Promise<ParseResult>;

async function loadParser(): Promise<ParseFn> {
  if (values['ocr-cache']) return cachedOcrParser(values['ocr-cache']);
  let mod: Record<string, unknown>;
  try {
    mod = await import('../src/index.ts');
  } catch (error) {
    fail(`could not load packages/parser/src/index.ts: ${(error as Error).message}`);
  }
  if (typeof mod.parseStatement !== 'function') {
    fail(
      'parseStatement is not exported from packages/parser/src/index.ts yet — the layout engine ' +
        'has to land before the accuracy harness can run.',
    );
  }
  return mod.parseStatement as ParseFn;
}

/** A hash of the source OCR results depend on (the OCR module and what it imports). */
export function ocrCodeVersion(src: string): string {
  const code = createHash('sha1');
  const files = [
    ...walk(join(src, 'ocr')),
    ...walk(join(src, 'images')),
    ...[
      'amounts.ts',
      'dates.ts',
      'layout/header.ts',
      'layout/lines.ts',
      'text-layer/pdfium.ts',
    ].map((f) => join(src, f)),
  ];
  for (const f of files.filter((f) => f.endsWith('.ts') && !f.includes('.test.')))
    code.update(relative(src, f)).update(readFileSync(f));
  return code.digest('hex');
}

/** parseStatement with OCR results read from (and written to) a cache folder. */
async function cachedOcrParser(dir: string): Promise<ParseFn> {
  const { parseStatementWith } = await import('../src/parse-statement.ts');
  const { textLayerLooksUnreliable } = await import('../src/ocr/text-layer-quality.ts');
  type Engine = NonNullable<Parameters<typeof parseStatementWith>[2]['ocr']>;
  type OcrOut = Awaited<ReturnType<Engine['ocrImage']>>;
  const version = ocrCodeVersion(join(dirname(fileURLToPath(import.meta.url)), '../src'));
  mkdirSync(dir, { recursive: true });
  const cached = async (bytes: Uint8Array, what: string, run: () => Promise<OcrOut>) => {
    const key = createHash('sha1').update(version).update(what).update(bytes).digest('hex');
    const file = join(dir, `${key}.json`);
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as OcrOut;
    const out = await run();
    if (!out.errors.some((e) => e.code === 'timeout')) writeFileSync(file, JSON.stringify(out));
    return out;
  };
  let loaded = false;
  const real = () => {
    loaded = true;
    return import('../src/ocr/index.ts');
  };
  const engine: Engine = {
    ocrImage: (bytes, o) => cached(bytes, 'image', async () => (await real()).ocrImage(bytes, o)),
    ocrPdfPages: (bytes, pages, o) =>
      cached(bytes, `pdf:${[...pages].sort((a, b) => a - b).join(',')}`, async () =>
        (await real()).ocrPdfPages(bytes, pages, o),
      ),
    textLayerLooksUnreliable,
  };
  process.once('beforeExit', () => {
    if (loaded) void real().then((m) => m.shutdownOcr());
  });
  return (bytes, o) => parseStatementWith(bytes, { ...o, timeoutMs: 600_000 }, { ocr: engine });
}

function fail(message: string): never {
  console.error(`eval:parse: ${message}`);
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------
// comparison helpers (exported for reuse by other scripts)

export function toMinor(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const m = /^\s*([+-])?(\d+)(?:\.(\d{1,2}))?\d*\s*$/.exec(value);
  if (!m) return null;
  const v = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0') || 0);
  return m[1] === '-' ? -v : v;
}

function bigrams(s: string): Map<string, number> {
  const norm = s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const out = new Map<string, number>();
  for (let i = 0; i < norm.length - 1; i++) {
    const g = norm.slice(i, i + 2);
    out.set(g, (out.get(g) ?? 0) + 1);
  }
  return out;
}

/** Dice coefficient on character bigrams, ignoring case, spaces and punctuation (0..1). */
export function descSimilarity(a: string, b: string): number {
  const A = bigrams(a);
  const B = bigrams(b);
  let total = 0;
  for (const v of A.values()) total += v;
  for (const v of B.values()) total += v;
  if (total === 0) return a.trim() === b.trim() ? 1 : 0;
  let common = 0;
  for (const [g, v] of A) common += Math.min(v, B.get(g) ?? 0);
  return (2 * common) / total;
}

const DESC_MATCH = 0.6;

type MetaField = 'opening' | 'closing' | 'period' | 'account' | 'currency' | 'bank' | 'holder';

interface Counts {
  files: number;
  parsed: number;
  errors: number;
  truthRows: number;
  predRows: number;
  tp: number;
  aligned: number;
  amountOk: number;
  signOk: number;
  dateOk: number;
  balanceRows: number;
  balanceOk: number;
  statements: number;
  reconciled: number;
  /** Truth rows matched inside the predicted statement paired with their own truth statement. */
  rightStatement: number;
  /** Statements read exactly: every row (date, amount, description), no extra row, both balances. */
  perfect: number;
  /** Statements certified reconciled although a row is missing, extra, or has a wrong date or sign. */
  falseCertified: number;
  meta: Record<MetaField, [number, number]>;
  ms: number;
  pages: number;
}

function emptyCounts(): Counts {
  return {
    files: 0,
    parsed: 0,
    errors: 0,
    truthRows: 0,
    predRows: 0,
    tp: 0,
    aligned: 0,
    amountOk: 0,
    signOk: 0,
    dateOk: 0,
    balanceRows: 0,
    balanceOk: 0,
    statements: 0,
    reconciled: 0,
    rightStatement: 0,
    perfect: 0,
    falseCertified: 0,
    meta: {
      opening: [0, 0],
      closing: [0, 0],
      period: [0, 0],
      account: [0, 0],
      currency: [0, 0],
      bank: [0, 0],
      holder: [0, 0],
    },
    ms: 0,
    pages: 0,
  };
}

function add(into: Counts, c: Counts): void {
  for (const k of Object.keys(c) as (keyof Counts)[]) {
    if (k === 'meta') {
      for (const m of Object.keys(c.meta) as (keyof Counts['meta'])[]) {
        into.meta[m][0] += c.meta[m][0];
        into.meta[m][1] += c.meta[m][1];
      }
    } else (into[k] as number) += c[k] as number;
  }
}

/** Strict matches (date + amount + description) and a looser alignment for field accuracy. */
export function compareRows(truth: ParsedTransaction[], pred: ParsedTransaction[]) {
  const usedStrict = new Set<number>();
  let tp = 0;
  for (const t of truth) {
    let best = -1;
    let bestSim = DESC_MATCH;
    pred.forEach((p, i) => {
      if (usedStrict.has(i) || p.date !== t.date || toMinor(p.amount) !== toMinor(t.amount)) return;
      const sim = descSimilarity(t.description, p.description);
      if (sim >= bestSim) {
        best = i;
        bestSim = sim;
      }
    });
    if (best >= 0) {
      usedStrict.add(best);
      tp++;
    }
  }
  // loose alignment: description-led, or same |amount| and date
  const used = new Set<number>();
  const pairs: [ParsedTransaction, ParsedTransaction][] = [];
  for (const t of truth) {
    let best = -1;
    let bestScore = 0;
    const ta = toMinor(t.amount);
    pred.forEach((p, i) => {
      if (used.has(i)) return;
      const pa = toMinor(p.amount);
      const sim = descSimilarity(t.description, p.description);
      const absEq = pa !== null && ta !== null && Math.abs(pa) === Math.abs(ta);
      const dateEq = p.date === t.date;
      if (sim < 0.5 && !(absEq && dateEq)) return;
      const score = sim * 2 + (dateEq ? 1 : 0) + (absEq ? 1 : 0) + (pa === ta ? 0.5 : 0);
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    });
    if (best >= 0) {
      used.add(best);
      pairs.push([t, pred[best] as ParsedTransaction]);
    }
  }
  let amountOk = 0;
  let signOk = 0;
  let dateOk = 0;
  let balanceRows = 0;
  let balanceOk = 0;
  for (const [t, p] of pairs) {
    const ta = toMinor(t.amount);
    const pa = toMinor(p.amount);
    if (ta === pa) amountOk++;
    if (pa !== null && ta !== null && Math.sign(pa) === Math.sign(ta)) signOk++;
    if (t.date === p.date) dateOk++;
    if (t.balance !== null) {
      balanceRows++;
      if (toMinor(p.balance) === toMinor(t.balance)) balanceOk++;
    }
  }
  return { tp, aligned: pairs.length, amountOk, signOk, dateOk, balanceRows, balanceOk };
}

function normAccount(s: string | null): string {
  return (s ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

/** Same multiset of (date, signed amount) rows. */
function sameDatedAmounts(truth: ParsedTransaction[], pred: ParsedTransaction[]): boolean {
  if (truth.length !== pred.length) return false;
  const key = (r: ParsedTransaction) => `${r.date} ${toMinor(r.amount)}`;
  const left = new Map<string, number>();
  for (const r of truth) left.set(key(r), (left.get(key(r)) ?? 0) + 1);
  for (const r of pred) {
    const n = left.get(key(r)) ?? 0;
    if (n === 0) return false;
    left.set(key(r), n - 1);
  }
  return true;
}

const TITLES = /^(mr|mrs|ms|miss|dr|mx|m|mme|mlle|herr|frau|sr|sra|srta|shri|smt)\.?\s+/i;

/** Names compared without case, punctuation, spacing or a leading title ("Mr", "Herr", "Sra."). */
export function sameName(truth: string, pred: string | null): boolean {
  const norm = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .trim()
      .replace(TITLES, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '');
  return pred !== null && norm(truth) !== '' && norm(truth) === norm(pred);
}

export function accountMatches(truth: string | null, pred: string | null): boolean {
  const t = normAccount(truth);
  const p = normAccount(pred);
  if (!t || !p) return false;
  return t === p || (p.length >= 4 && t.endsWith(p.replace(/^X+/, '')));
}

function pairStatements(truth: ParsedStatement[], pred: ParsedStatement[]) {
  const used = new Set<number>();
  // accounts first, for every truth statement; then the rest by position, never taking a parsed
  // statement whose account is another truth statement's (a merged pair must not be judged
  // against the account it does not hold)
  const byAccount = truth.map((t) => {
    const idx = pred.findIndex(
      (p, j) => !used.has(j) && accountMatches(t.accountNumber, p.accountNumber),
    );
    if (idx >= 0) used.add(idx);
    return idx;
  });
  const ownedElsewhere = (j: number) =>
    truth.some((t) => accountMatches(t.accountNumber, pred[j]!.accountNumber));
  return truth.map((t, i) => {
    let idx = byAccount[i]!;
    if (idx < 0) idx = pred.findIndex((_, j) => !used.has(j) && j === i && !ownedElsewhere(j));
    if (idx < 0) idx = pred.findIndex((_, j) => !used.has(j) && !ownedElsewhere(j));
    if (idx >= 0) used.add(idx);
    return [t, idx >= 0 ? pred[idx] : undefined] as const;
  });
}

export function compareResult(truth: ParseResult, pred: ParseResult): Counts {
  const c = emptyCounts();
  c.files = 1;
  c.pages = truth.pages;
  c.parsed = pred.statements.length > 0 ? 1 : 0;
  c.errors = pred.errors.length > 0 ? 1 : 0;
  const truthRows = truth.statements.flatMap((s) => s.transactions);
  const predRows = pred.statements.flatMap((s) => s.transactions);
  c.truthRows = truthRows.length;
  c.predRows = predRows.length;
  Object.assign(c, compareRows(truthRows, predRows));
  for (const [t, p] of pairStatements(truth.statements, pred.statements)) {
    c.statements++;
    if (p?.checks.reconciled) c.reconciled++;
    // a row found in the wrong account of a combined statement counts as misplaced
    const inStatement = p ? compareRows(t.transactions, p.transactions).tp : 0;
    c.rightStatement += inStatement;
    const rowsExact =
      !!p && inStatement === t.transactions.length && p.transactions.length === inStatement;
    // a certificate is false when a row is missing or extra, or its date or signed amount is
    // wrong (a description read differently is not something the arithmetic can vouch for)
    if (p?.checks.reconciled && !sameDatedAmounts(t.transactions, p.transactions))
      c.falseCertified++;
    const bump = (k: keyof Counts['meta'], ok: boolean) => {
      c.meta[k][1]++;
      if (ok) c.meta[k][0]++;
    };
    bump('opening', !!p && toMinor(p.openingBalance) === toMinor(t.openingBalance));
    bump('closing', !!p && toMinor(p.closingBalance) === toMinor(t.closingBalance));
    bump('period', !!p && p.periodStart === t.periodStart && p.periodEnd === t.periodEnd);
    bump('account', !!p && accountMatches(t.accountNumber, p.accountNumber));
    bump('currency', !!p && p.currency === t.currency);
    if (t.bankName) bump('bank', !!p && sameName(t.bankName, p.bankName));
    if (t.accountHolder) bump('holder', !!p && sameName(t.accountHolder, p.accountHolder));
    const balancesExact =
      !!p &&
      toMinor(p.openingBalance) === toMinor(t.openingBalance) &&
      toMinor(p.closingBalance) === toMinor(t.closingBalance);
    if (rowsExact && balancesExact) c.perfect++;
  }
  return c;
}

// ---------------------------------------------------------------------------------------------
// output

const pct = (a: number, b: number) =>
  b === 0 ? '   -  ' : `${((100 * a) / b).toFixed(1).padStart(5)}%`;

function summary(c: Counts) {
  const precision = c.predRows ? c.tp / c.predRows : 0;
  const recall = c.truthRows ? c.tp / c.truthRows : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  const rate = (a: number, b: number) => (b ? a / b : null);
  return {
    files: c.files,
    pages: c.pages,
    errors: c.errors,
    truthRows: c.truthRows,
    predictedRows: c.predRows,
    precision,
    recall,
    f1,
    amountAccuracy: rate(c.amountOk, c.aligned),
    signAccuracy: rate(c.signOk, c.aligned),
    dateAccuracy: rate(c.dateOk, c.aligned),
    balanceAccuracy: rate(c.balanceOk, c.balanceRows),
    alignedRows: c.aligned,
    rightStatementRate: rate(c.rightStatement, c.truthRows),
    reconciliationRate: rate(c.reconciled, c.statements),
    perfectRate: rate(c.perfect, c.statements),
    falseCertified: c.falseCertified,
    metadata: Object.fromEntries(Object.entries(c.meta).map(([k, [a, b]]) => [k, rate(a, b)])),
    secondsPerPage: c.pages ? c.ms / 1000 / c.pages : null,
  };
}

/**
 * One line per group. `tag` adds a column after the name (a family's batch and whether its
 * figures are blind or tuning figures).
 */
function printTable(
  title: string,
  groups: Map<string, Counts>,
  tag?: (name: string) => string,
): void {
  const nameWidth = Math.max(16, ...[...groups.keys()].map((k) => k.length));
  const head = [
    title.padEnd(nameWidth),
    ...(tag ? ['batch'.padEnd(TAG_WIDTH)] : []),
    'files',
    ' rows',
    '  prec ',
    '  rec  ',
    '  F1   ',
    ' amount',
    '  sign ',
    '  date ',
    '  bal  ',
    '  stmt ',
    ' recon ',
    '  open ',
    ' close ',
    ' period',
    ' acct  ',
    '  cur  ',
    '  bank ',
    ' holder',
    'perfect',
    'false✓',
    ' s/page',
  ];
  console.log(head.join(' '));
  for (const [name, c] of groups) {
    const s = summary(c);
    const f = (v: number | null) =>
      v === null ? '   -  ' : `${(100 * v).toFixed(1).padStart(5)}%`;
    console.log(
      [
        name.padEnd(nameWidth),
        ...(tag ? [tag(name).padEnd(TAG_WIDTH)] : []),
        String(c.files).padStart(5),
        String(c.truthRows).padStart(5),
        f(s.precision),
        f(s.recall),
        f(s.f1),
        pct(c.amountOk, c.aligned),
        pct(c.signOk, c.aligned),
        pct(c.dateOk, c.aligned),
        pct(c.balanceOk, c.balanceRows),
        pct(c.rightStatement, c.truthRows),
        pct(c.reconciled, c.statements),
        pct(...c.meta.opening),
        pct(...c.meta.closing),
        pct(...c.meta.period),
        pct(...c.meta.account),
        pct(...c.meta.currency),
        pct(...c.meta.bank),
        pct(...c.meta.holder),
        pct(c.perfect, c.statements),
        String(c.falseCertified).padStart(6),
        (s.secondsPerPage ?? 0).toFixed(2).padStart(7),
      ].join(' '),
    );
  }
  console.log('');
}

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else out.push(p);
  }
  return out;
}

const DOC_EXT = new Set(['.pdf', '.png', '.jpg', '.jpeg', '.tif', '.tiff', '.webp']);

const TAG_WIDTH = 18;

/** `<batch> <status>` of a synthetic family; `-` for truth that no generator batch made. */
function batchTag(family: string): string {
  const batch = batchOf(family);
  return batch ? `${batch.name} ${batch.status}` : '-';
}

async function runTruth(dir: string): Promise<void> {
  const parse = await loadParser();
  let files = walk(dir).filter((f) => f.endsWith('.truth.json'));
  if (values.filter) files = files.filter((f) => basename(f).includes(values.filter!));
  if (values.limit) files = files.slice(0, Number(values.limit));
  if (!files.length)
    fail(`no *.truth.json files in ${dir} (make some: npm run synth:statements -- --out ${dir})`);
  const overall = new Map<string, Counts>([['overall', emptyCounts()]]);
  const byFamily = new Map<string, Counts>();
  const byKind = new Map<string, Counts>();
  const byBatch = new Map<string, Counts>();
  const perFile: unknown[] = [];
  const falseCertified: string[] = [];
  for (const tf of files) {
    const truth = JSON.parse(readFileSync(tf, 'utf8')) as ParseResult & {
      synthetic?: { family: string; kind: string };
    };
    const doc = join(tf, '..', truth.file);
    if (!existsSync(doc)) {
      console.error(`missing ${doc}`);
      continue;
    }
    const bytes = new Uint8Array(readFileSync(doc));
    const t0 = performance.now();
    let pred: ParseResult;
    try {
      pred = await parse(bytes, { fileName: truth.file });
    } catch (error) {
      pred = {
        file: truth.file,
        pages: 0,
        method: 'text',
        statements: [],
        warnings: [],
        errors: [{ code: 'unreadable_file', message: `threw: ${(error as Error).message}` }],
      };
    }
    const c = compareResult(truth, pred);
    c.ms = performance.now() - t0;
    const family = truth.synthetic?.family ?? basename(tf).replace(/-\d+\.truth\.json$/, '');
    const kind = truth.synthetic?.kind ?? (truth.method === 'text' ? 'text' : 'scanned');
    add(overall.get('overall')!, c);
    if (c.falseCertified) falseCertified.push(truth.file);
    for (const [map, key] of [
      [byFamily, family],
      [byKind, kind],
      [byBatch, batchTag(family)],
    ] as const) {
      if (!map.has(key)) map.set(key, emptyCounts());
      add(map.get(key)!, c);
    }
    const s = summary(c);
    perFile.push({ file: truth.file, family, kind, ...s, errors: pred.errors });
    if (values.verbose || !values.json) {
      const note = pred.errors.length ? `  ${pred.errors.map((e) => e.code).join(',')}` : '';
      console.error(
        `${truth.file.padEnd(28)} rows ${String(c.tp).padStart(4)}/${String(c.truthRows).padEnd(4)} ` +
          `pred ${String(c.predRows).padStart(4)}  F1 ${(100 * s.f1).toFixed(1).padStart(5)}%  ` +
          `recon ${c.reconciled}/${c.statements}  ${(c.ms / 1000).toFixed(2)}s${note}`,
      );
    }
  }
  const sortMap = (m: Map<string, Counts>) =>
    new Map([...m].sort(([a], [b]) => a.localeCompare(b)));
  if (values.json) {
    console.log(
      JSON.stringify(
        {
          overall: summary(overall.get('overall')!),
          byFamily: Object.fromEntries([...sortMap(byFamily)].map(([k, v]) => [k, summary(v)])),
          byKind: Object.fromEntries([...sortMap(byKind)].map(([k, v]) => [k, summary(v)])),
          byBatch: Object.fromEntries([...sortMap(byBatch)].map(([k, v]) => [k, summary(v)])),
          falseCertified,
          files: perFile,
        },
        null,
        2,
      ),
    );
    return;
  }
  console.log('');
  printTable('overall', overall);
  printTable('by kind', sortMap(byKind));
  printTable('by batch', sortMap(byBatch));
  printTable('by family', sortMap(byFamily), batchTag);
  if (falseCertified.length)
    console.log(`CERTIFIED BUT WRONG (${falseCertified.length}): ${falseCertified.join(', ')}\n`);
  console.log(
    'rows = truth rows; prec/rec/F1: rows matched on date + amount + description (bigram Dice ≥ 0.6);\n' +
      'amount/sign/date/bal: accuracy on rows aligned by description (or |amount| + date);\n' +
      'stmt: truth rows matched inside the statement (account) they belong to;\n' +
      'recon: statements whose parse reports checks.reconciled; open/close/period/acct/cur/bank/holder:\n' +
      'metadata; perfect: statements read exactly (rows, dates, signs, opening and closing);\n' +
      'false✓: statements certified reconciled with a missing or extra row, or a wrong date or sign (must be 0).\n' +
      'batch: blind = never scored before (this run is its blind figure); tuning = tuned on.',
  );
}

async function runCorpus(dir: string): Promise<void> {
  const parse = await loadParser();
  let files = walk(dir).filter((f) => DOC_EXT.has(extname(f).toLowerCase()));
  if (values.filter) files = files.filter((f) => f.includes(values.filter!));
  if (values.limit) files = files.slice(0, Number(values.limit));
  const rows: unknown[] = [];
  let reconciledFiles = 0;
  for (const f of files) {
    const bytes = new Uint8Array(readFileSync(f));
    const t0 = performance.now();
    let r: ParseResult;
    try {
      r = await parse(bytes, { fileName: basename(f) });
    } catch (error) {
      r = {
        file: basename(f),
        pages: 0,
        method: 'text',
        statements: [],
        warnings: [],
        errors: [{ code: 'unreadable_file', message: `threw: ${(error as Error).message}` }],
      };
    }
    const secs = (performance.now() - t0) / 1000;
    const txs = r.statements.reduce((a, s) => a + s.transactions.length, 0);
    const reconciled = r.statements.length > 0 && r.statements.every((s) => s.checks.reconciled);
    if (reconciled) reconciledFiles++;
    const issues = r.statements.flatMap((s) => s.checks.issues);
    rows.push({
      file: relative(dir, f),
      pages: r.pages,
      method: r.method,
      statements: r.statements.length,
      transactions: txs,
      reconciled,
      issues,
      errors: r.errors,
      seconds: secs,
    });
    if (!values.json) {
      console.log(
        `${relative(dir, f).padEnd(62)} ${String(r.pages).padStart(3)} p ${r.method.padEnd(5)} ` +
          `${String(r.statements.length).padStart(2)} st ${String(txs).padStart(4)} tx  ` +
          `${reconciled ? 'RECONCILED' : 'not reconciled'}  ${secs.toFixed(2)}s`,
      );
      for (const e of r.errors) console.log(`      error ${e.code}: ${e.message}`);
      const shown = issues.slice(0, 6);
      for (const i of shown) {
        console.log(`      ${i.code}${i.row === null ? '' : ` (row ${i.row})`}: ${i.message}`);
      }
      if (issues.length > shown.length)
        console.log(`      … ${issues.length - shown.length} more issues`);
    }
  }
  if (values.json)
    console.log(JSON.stringify({ files: rows, reconciledFiles, total: files.length }, null, 2));
  else console.log(`\n${reconciledFiles}/${files.length} files reconciled`);
}

if (
  values.help ||
  (!values.truth && !values.corpus && !values['spec-au'] && !values['expected-csv'])
) {
  console.log(
    'usage: npm run eval:parse -- --truth DIR [--json] [--filter S] [--limit N]\n' +
      '       npm run eval:parse -- --corpus DIR [--json]\n' +
      '       npm run eval:parse -- --spec-au DIR [--json]\n' +
      '       npm run eval:parse -- --expected-csv ROWS.csv --file STATEMENT.pdf',
  );
  process.exit(values.help ? 0 : 1);
}
if (values.truth) await runTruth(values.truth);
else if (values.corpus) await runCorpus(values.corpus);
else if (values['expected-csv']) {
  if (!values.file) fail('--expected-csv needs --file STATEMENT.pdf');
  const { runExpectedCsv } = await import('./eval-expected-csv.ts');
  await runExpectedCsv(values['expected-csv'], values.file, await loadParser(), {
    compareRows,
    toMinor,
  });
} else if (values['spec-au']) {
  const { runSpecAu } = await import('./eval-spec-au.ts');
  await runSpecAu(
    values['spec-au'],
    { json: values.json, filter: values.filter },
    { compareRows, toMinor, accountMatches },
  );
}
