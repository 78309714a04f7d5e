/**
 * `bsp parse FILE|FOLDER... [--format json|csv|xlsx|ofx|qfx|qbo|qif] [--out DIR] [--password PW]
 *   [--jobs N] [--categorize] [--layout PROFILE.json]`
 *
 * Parses statements offline and prints the result (or writes one file per input with --out).
 * Exit codes: 0 every file parsed, 1 at least one file had errors, 2 usage error.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { type ParseResult, parseStatement, setOcrWorkers, shutdownParser } from '@bsp/parser';
import type { LayoutProfile } from '@bsp/shared/layout-profile';
import { categoriseResults } from './categorise-results.ts';
import { defaultJobs, parseFiles } from './parse-files.ts';
import { collectInputs } from './parse-inputs.ts';

const FORMATS = ['json', 'csv', 'xlsx', 'ofx', 'qfx', 'qbo', 'qif'] as const;
type Format = (typeof FORMATS)[number];

export const PARSE_USAGE = `Usage: bsp parse FILE|FOLDER... [--format FORMAT] [--out DIR] [--password PW]
                 [--jobs N] [--categorize] [--layout PROFILE.json]

Turns bank statements (PDF or images) into transactions, checked by arithmetic. A FOLDER stands
for every PDF and image directly in it, sorted by name (subfolders are not searched); all files
are parsed in one process.

  --format FORMAT    json (default), csv, xlsx, ofx, qfx, qbo or qif.
                     json: exactly the ParseResult object for one file; for several files or
                     any FOLDER a JSON array with one ParseResult per file, in the order given.
                     csv: one row per transaction (Date, Description, Amount, Debit, Credit,
                     Balance, Reference, Account, Page); several files are concatenated under
                     one header.
                     xlsx: Excel workbook (sheets Transactions, Summary, Categories); binary,
                     so printed only when stdout is not a terminal (redirect it or use --out).
                     ofx: OFX 2.2 XML; qfx: Quicken Web Connect (OFX with INTU.BID);
                     qbo: QuickBooks Web Connect (OFX 1.02 SGML, Windows-1252);
                     qif: Quicken Interchange Format (one !Account block per statement).
                     Without --out, the statements of all files go into one document.
  --out DIR          Write DIR/<input name without extension>.<format> per input
                     instead of printing.
  --password PW      Password for encrypted PDFs (never logged).
  --jobs N           Files parsed at once, each with its own OCR worker (default: one per
                     core, at most 4 and one per file; 1 parses one file after another).
  --categorize       Categorise every transaction offline (no data leaves the machine).
                     json: each transaction gains category (a code such as FOOD_AND_DRINK or
                     null), merchant, categoryConfidence (0..1) and categorySource (rule,
                     memory, wording, dictionary or model). csv: Category and Merchant columns
                     at the end; xlsx and the other formats: the category's label.
  --layout FILE      Read every input with this layout profile (a .bsp-layout.json file the
                     fix screen exports; format in docs/layout-profiles.md) instead of the
                     generic reader. The result's reading.profile names it; the certificate
                     still checks every number.
  -h, --help         Show this help.

Exit status: 0 when every file parsed without errors, 1 otherwise, 2 on usage errors.
`;

/** The file body of one format for a list of parse results (`list`: JSON array even for one). */
async function render(
  format: Format,
  results: ParseResult[],
  list = results.length !== 1,
  categorized = false,
): Promise<string | Uint8Array> {
  if (format === 'json') return `${JSON.stringify(list ? results : results[0], null, 2)}\n`;
  // the exporters (exceljs for xlsx) are loaded only for the formats that need them
  const { categoryLabel, exportStatements, statementsToCsv } = await import('@bsp/insights');
  const statements = results.flatMap((r) => r.statements);
  if (!categorized) {
    if (format === 'csv') return statementsToCsv(statements);
    return (await exportStatements(format, statements)).body;
  }
  // categorised rows carry a code; spreadsheets show its label
  const labelled = statements.map((s) => ({
    ...s,
    transactions: s.transactions.map((t) => {
      const { category, merchant } = t as { category?: string | null; merchant?: string | null };
      return {
        ...t,
        category: category ? categoryLabel(category) : null,
        merchant: merchant ?? null,
      };
    }),
  }));
  if (format === 'csv') return statementsToCsv(labelled, { categories: true });
  return (await exportStatements(format, labelled)).body;
}

/** Whether the output would be binary (xlsx) printed on a terminal. */
async function isBinaryToTerminal(format: Format): Promise<boolean> {
  if (format === 'json' || !process.stdout.isTTY) return false;
  return (await import('@bsp/insights')).BINARY_EXPORT_FORMATS.has(format);
}

/** The file --out writes for one input. */
const outputName = (file: string, format: Format) => `${basename(file, extname(file))}.${format}`;

/** Two inputs with the same name (a.pdf, a.png) would overwrite one another's output. */
function outputClash(files: string[], format: Format): string | null {
  const seen = new Map<string, string>();
  for (const file of files) {
    const name = outputName(file, format);
    const other = seen.get(name);
    if (other !== undefined) return `${other} and ${file} would both be written to ${name}.`;
    seen.set(name, file);
  }
  return null;
}

interface Args {
  files: string[];
  format: Format;
  out: string | null;
  password: string | undefined;
  jobs: number | null;
  categorize: boolean;
  layout: string | null;
}

function parseArgs(argv: string[]): Args | { help: true } | { error: string } {
  const args: Args = {
    files: [],
    format: 'json',
    out: null,
    password: undefined,
    jobs: null,
    categorize: false,
    layout: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = (_name: string): string | null => {
      const eq = a.indexOf('=');
      if (eq > 0) return a.slice(eq + 1);
      const v = argv[i + 1];
      if (v === undefined) return null;
      i++;
      return v;
    };
    const name = a.includes('=') ? a.slice(0, a.indexOf('=')) : a;
    if (name === '-h' || name === '--help') return { help: true };
    if (name === '--categorize' || name === '--categorise') {
      args.categorize = true;
      continue;
    }
    if (name === '--format') {
      const v = value(name);
      if (!FORMATS.includes(v as Format)) {
        return { error: `--format must be one of ${FORMATS.join(', ')}` };
      }
      args.format = v as Format;
    } else if (name === '--out') {
      const v = value(name);
      if (!v) return { error: '--out needs a directory' };
      args.out = v;
    } else if (name === '--password') {
      const v = value(name);
      if (v === null) return { error: '--password needs a value' };
      args.password = v;
    } else if (name === '--layout') {
      const v = value(name);
      if (!v) return { error: '--layout needs a profile file (PROFILE.json)' };
      args.layout = v;
    } else if (name === '--jobs') {
      const v = Number(value(name));
      if (!Number.isInteger(v) || v < 1) return { error: '--jobs needs a whole number ≥ 1' };
      args.jobs = v;
    } else if (a.startsWith('-') && a !== '-') {
      return { error: `Unknown option: ${a}` };
    } else {
      args.files.push(a);
    }
  }
  if (args.files.length === 0) return { error: 'No input file given.' };
  return args;
}

export async function runParse(argv: string[]): Promise<number> {
  const parsed = parseArgs(argv);
  if ('help' in parsed) {
    process.stdout.write(PARSE_USAGE);
    return 0;
  }
  if ('error' in parsed) {
    process.stderr.write(`bsp parse: ${parsed.error}\n\n${PARSE_USAGE}`);
    return 2;
  }
  if (!parsed.out && (await isBinaryToTerminal(parsed.format))) {
    process.stderr.write(
      `bsp parse: ${parsed.format} is binary; redirect stdout to a file or use --out DIR.\n`,
    );
    return 2;
  }
  const layout = parsed.layout ? await readLayout(parsed.layout) : null;
  if (layout && 'error' in layout) {
    process.stderr.write(`bsp parse: ${layout.error}\n`);
    return 2;
  }
  const inputs = await collectInputs(parsed.files);
  const problem =
    'error' in inputs ? inputs.error : parsed.out && outputClash(inputs.files, parsed.format);
  if (problem || 'error' in inputs) {
    process.stderr.write(`bsp parse: ${problem}\n`);
    return 2;
  }
  for (const note of inputs.notes) process.stderr.write(`bsp parse: ${note}\n`);
  const results: ParseResult[] = [];
  let failed = false;
  try {
    if (parsed.out) await mkdir(parsed.out, { recursive: true });
    const jobs = parsed.jobs ?? defaultJobs(inputs.files.length);
    setOcrWorkers(jobs);
    const parse = (bytes: Uint8Array, fileName: string) =>
      parseStatement(bytes, {
        fileName,
        ...(parsed.password !== undefined ? { password: parsed.password } : {}),
        ...(layout ? { instructions: layout.instructions } : {}),
      }).then((r) => (layout ? withProfile(r, layout) : r));
    for await (const { file, result: parsedResult } of parseFiles(inputs.files, { jobs, parse })) {
      if (parsedResult.errors.length > 0) failed = true;
      const result = parsed.categorize
        ? (await categoriseResults([parsedResult]))[0]!
        : parsedResult;
      results.push(result);
      if (parsed.out) {
        await writeFile(
          join(parsed.out, outputName(file, parsed.format)),
          await render(parsed.format, [result], false, parsed.categorize),
        );
      }
      for (const e of result.errors)
        process.stderr.write(`${basename(file)}: ${e.code}: ${e.message}\n`);
    }
    if (!parsed.out) {
      const list = inputs.folder || results.length !== 1;
      process.stdout.write(await render(parsed.format, results, list, parsed.categorize));
    }
  } finally {
    await shutdownParser();
  }
  return failed ? 1 : 0;
}

/** A layout profile file, validated; a clear message when it cannot be used. */
async function readLayout(path: string): Promise<LayoutProfile | { error: string }> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return { error: `--layout: cannot read ${path}.` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: `--layout: ${path} is not JSON (export a profile from the fix screen).` };
  }
  // (zod is loaded only when a profile is given: plain parsing loads PDFium alone)
  const { layoutProfileSchema } = await import('@bsp/shared/layout-profile');
  const parsed = layoutProfileSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  const where = first?.path.length ? ` at ${first.path.join('.')}` : '';
  return {
    error: `--layout: ${path} is not a layout profile (format bsp-layout-profile, version 1)${where}: ${first?.message ?? 'invalid'}.`,
  };
}

/** The result names the profile it was read with. */
function withProfile(result: ParseResult, profile: LayoutProfile): ParseResult {
  if (!result.reading) return result;
  return {
    ...result,
    reading: {
      ...result.reading,
      profile: { id: profile.id ?? null, name: profile.name, createdAt: profile.createdAt },
    },
  };
}
