/**
 * `bsp parse FILE|FOLDER... [--format json|csv|xlsx|ofx|qfx|qbo|qif] [--out DIR] [--password PW]`
 *
 * Parses statements offline and prints the result (or writes one file per input with --out).
 * Exit codes: 0 every file parsed, 1 at least one file had errors, 2 usage error.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { type ParseResult, parseStatement, shutdownParser } from '@bsp/parser';
import { collectInputs } from './parse-inputs.ts';

const FORMATS = ['json', 'csv', 'xlsx', 'ofx', 'qfx', 'qbo', 'qif'] as const;
type Format = (typeof FORMATS)[number];

export const PARSE_USAGE = `Usage: bsp parse FILE|FOLDER... [--format FORMAT] [--out DIR] [--password PW]

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
  -h, --help         Show this help.

Exit status: 0 when every file parsed without errors, 1 otherwise, 2 on usage errors.
`;

/** The file body of one format for a list of parse results (`list`: JSON array even for one). */
async function render(
  format: Format,
  results: ParseResult[],
  list = results.length !== 1,
): Promise<string | Uint8Array> {
  if (format === 'json') return `${JSON.stringify(list ? results : results[0], null, 2)}\n`;
  // the exporters (exceljs for xlsx) are loaded only for the formats that need them
  const { exportStatements, statementsToCsv } = await import('@bsp/insights');
  const statements = results.flatMap((r) => r.statements);
  if (format === 'csv') return statementsToCsv(statements);
  return (await exportStatements(format, statements)).body;
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
}

function parseArgs(argv: string[]): Args | { help: true } | { error: string } {
  const args: Args = { files: [], format: 'json', out: null, password: undefined };
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
    for (const file of inputs.files) {
      let result: ParseResult;
      let bytes: Uint8Array | null = null;
      try {
        bytes = new Uint8Array(await readFile(file));
      } catch {
        result = {
          file: basename(file),
          pages: 0,
          method: 'text',
          statements: [],
          warnings: [],
          errors: [{ code: 'unreadable_file', message: `Cannot read ${file}.` }],
        };
      }
      if (bytes) {
        result = await parseStatement(bytes, {
          fileName: basename(file),
          ...(parsed.password !== undefined ? { password: parsed.password } : {}),
        });
      }
      result ??= undefined as never;
      if (result.errors.length > 0) failed = true;
      results.push(result);
      if (parsed.out) {
        await writeFile(
          join(parsed.out, outputName(file, parsed.format)),
          await render(parsed.format, [result]),
        );
      }
      for (const e of result.errors)
        process.stderr.write(`${basename(file)}: ${e.code}: ${e.message}\n`);
    }
    if (!parsed.out) {
      const list = inputs.folder || results.length !== 1;
      process.stdout.write(await render(parsed.format, results, list));
    }
  } finally {
    await shutdownParser();
  }
  return failed ? 1 : 0;
}
