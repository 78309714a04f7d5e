/**
 * `bsp report FILE|FOLDER... --out report.pdf [--password PW] [--jobs N]`
 *
 * Parses and categorises statements offline and writes the printable report: the same insights
 * (and the same PDF) the web app offers for an account, computed on this machine.
 * Exit codes: 0 written (every file parsed), 1 written but a file had errors or nothing to report,
 * 2 usage error.
 */
import { writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { type ParseResult, parseStatement, setOcrWorkers, shutdownParser } from '@bsp/parser';
import { computeInsights } from '../modules/insights/build-insights.ts';
import { certificateOf } from '../modules/insights/certificate.ts';
import { fontOutlierFacts } from '../modules/insights/font-outliers.ts';
import { toReportModel } from '../modules/insights/report-model.ts';
import { categoriseResults } from './categorise-results.ts';
import { defaultJobs, parseFiles } from './parse-files.ts';
import { collectInputs } from './parse-inputs.ts';
import { toReportInputs } from './report-inputs.ts';

export const REPORT_USAGE = `Usage: bsp report FILE|FOLDER... --out REPORT.pdf [--password PW] [--jobs N]

Parses and categorises bank statements (PDF or images) offline and writes one printable PDF
report over all of them: summary and certificate per statement, cash flow, categories,
recurring payments, income, lender metrics, transfers between the accounts, unusual
transactions and integrity signals. A FOLDER stands for every PDF and image directly in it.

  --out FILE      The PDF to write (required).
  --password PW   Password for encrypted PDFs (never logged).
  --jobs N        Files parsed at once (default: one per core, at most 4).
  -h, --help      Show this help.

Exit status: 0 when the report was written and every file parsed, 1 when a file had errors
(the report is still written from the others), 2 on usage errors.
`;

type ReportArgs = { files: string[]; out: string; password?: string; jobs: number | null };

function readArgs(argv: string[]): ReportArgs | { help: true } | { error: string } {
  const files: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '-h' || arg === '--help') return { help: true };
    if (!arg.startsWith('--')) {
      files.push(arg);
      continue;
    }
    const [name, inline] = arg.split(/=(.*)/s, 2) as [string, string | undefined];
    if (!['--out', '--password', '--jobs'].includes(name))
      return { error: `Unknown option: ${arg}` };
    const value = inline ?? argv[++i];
    if (value === undefined) return { error: `${name} needs a value` };
    options.set(name, value);
  }
  const out = options.get('--out');
  if (!out) return { error: '--out REPORT.pdf is required' };
  if (!out.toLowerCase().endsWith('.pdf')) return { error: '--out must name a .pdf file' };
  if (files.length === 0) return { error: 'No input file given.' };
  const jobs = options.has('--jobs') ? Number(options.get('--jobs')) : null;
  if (jobs !== null && (!Number.isInteger(jobs) || jobs < 1))
    return { error: '--jobs needs a whole number ≥ 1' };
  const password = options.get('--password');
  return { files, out, jobs, ...(password !== undefined ? { password } : {}) };
}

export async function runReport(argv: string[], today = new Date()): Promise<number> {
  const args = readArgs(argv);
  if ('help' in args) {
    process.stdout.write(REPORT_USAGE);
    return 0;
  }
  if ('error' in args) {
    process.stderr.write(`bsp report: ${args.error}\n\n${REPORT_USAGE}`);
    return 2;
  }
  const inputs = await collectInputs(args.files);
  if ('error' in inputs) {
    process.stderr.write(`bsp report: ${inputs.error}\n`);
    return 2;
  }
  const results: ParseResult[] = [];
  let failed = false;
  try {
    const jobs = args.jobs ?? defaultJobs(inputs.files.length);
    setOcrWorkers(jobs);
    const parse = (bytes: Uint8Array, fileName: string) =>
      parseStatement(bytes, {
        fileName,
        ...(args.password !== undefined ? { password: args.password } : {}),
      });
    for await (const { file, result } of parseFiles(inputs.files, { jobs, parse })) {
      for (const e of result.errors) {
        failed = true;
        process.stderr.write(`${basename(file)}: ${e.code}: ${e.message}\n`);
      }
      results.push(...(await categoriseResults([result])));
    }
  } finally {
    await shutdownParser();
  }
  const data = toReportInputs(results);
  if (data.statements.length === 0) {
    process.stderr.write('bsp report: no statement could be read; no report written.\n');
    return 1;
  }
  const { categoryLabel, renderReportPdf } = await import('@bsp/insights');
  const day = today.toISOString().slice(0, 10);
  const computed = computeInsights({
    rows: data.rows,
    statements: data.statements,
    documents: results.map((r, f) => {
      const own = data.stored.filter((s) => s.id.startsWith(`f${f + 1}-`));
      return {
        filename: r.file,
        claimedBank: own.find((s) => s.bank_name)?.bank_name ?? null,
        certificates: own.map(certificateOf),
        facts: r.document ?? null,
        // (ids as toReportInputs makes them; rows read from the file are never edited here)
        fontOutliers: fontOutlierFacts(
          r.document?.fontOutliers,
          new Map(r.statements.map((_, s) => [s, `f${f + 1}-s${s + 1}`])),
          (statementId, o) => ({ id: `${statementId}-r${o.row + 1}`, rowIndex: o.row }),
          r.statements.length > 1,
        ),
      };
    }),
    accountNames: data.accountNames,
    label: (category) => categoryLabel(category),
    today: day,
  });
  const model = toReportModel(computed, data.rows, data.stored, {
    generatedOn: day,
    title: data.statements.length === 1 ? 'Statement report' : 'Account report',
    accountNames: data.accountNames,
  });
  await writeFile(args.out, await renderReportPdf(model));
  process.stderr.write(
    `bsp report: wrote ${args.out} (${data.statements.length} statement(s), ${data.rows.length} rows)\n`,
  );
  return failed ? 1 : 0;
}
