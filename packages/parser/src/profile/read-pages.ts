/**
 * Positioned words → statements, without the file: the fix screen's re-read works on the words
 * stored with an analysis (no second OCR). With the user's layout profiles, a matching profile is
 * read beside the generic engine and the better reconciling reading wins. Pure and synchronous.
 */
import type {
  FontOutlier,
  LayoutInstructions,
  LayoutProfile,
  ParsedStatement,
  ParseError,
  ReadingInfo,
} from '@bsp/shared/parse-result';
import { buildLines, type Line } from '../layout/lines.ts';
import { type BuildResult, buildStatements } from '../statement.ts';
import type { PageWords } from '../words.ts';
import { fingerprintOf, matchScore } from './fingerprint.ts';
import { instructionsFromTable } from './instructions.ts';

export interface ReadOptions {
  /** YYYY-MM-DD; rows dated later are an issue. */
  today?: string;
  /** Read with these instructions only. */
  instructions?: LayoutInstructions;
  /** Profiles to try beside the generic reading (the better reconciling reading wins). */
  layouts?: LayoutProfile[];
}

export interface ReadResult {
  statements: ParsedStatement[];
  warnings: string[];
  errors: ParseError[];
  reading: ReadingInfo;
  /** Amounts printed in another font than their column, in the reading returned. */
  fontOutliers: FontOutlier[];
}

export function readPages(pages: PageWords[], options: ReadOptions = {}): ReadResult {
  return readLines(
    pages.map((p) => buildLines(p)),
    options,
    pages.every((p) => p.words.length === 0),
  );
}

export function readLines(lines: Line[][], options: ReadOptions, noText = false): ReadResult {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  if (options.instructions) {
    const built = buildStatements(lines, { today, instructions: options.instructions });
    const bank = built.statements[0]?.bankName ?? null;
    return result(built, noText, {
      instructions: options.instructions,
      fingerprint: fingerprintOf(lines, options.instructions, bank, built.decimal),
      profile: null,
      note: null,
    });
  }
  const generic = buildStatements(lines, { today });
  const genericIns = instructionsFromTable(generic.tableLines, lines);
  const bank = generic.statements[0]?.bankName ?? null;
  const fingerprint = fingerprintOf(lines, genericIns, bank, generic.decimal);
  const plain: ReadingInfo = { instructions: genericIns, fingerprint, profile: null, note: null };
  const profile = bestProfile(options.layouts ?? [], lines, fingerprint);
  if (!profile) return result(generic, noText, plain);
  const own = buildStatements(lines, { today, instructions: profile.instructions });
  const named = {
    id: profile.id ?? null,
    name: profile.name,
    createdAt: profile.createdAt,
  };
  const ownScore = score(own);
  const genericScore = score(generic);
  if (ownScore.reconciled || ownScore.rank >= genericScore.rank) {
    return result(own, noText, {
      instructions: profile.instructions,
      fingerprint,
      profile: named,
      note: ownScore.reconciled
        ? null
        : `Read with your layout "${profile.name}", which does not reconcile on this statement either way; check the rows or fix the reading.`,
    });
  }
  return result(generic, noText, {
    ...plain,
    note: `Your layout "${profile.name}" matched this statement but did not reconcile on it; the generic reading ${genericScore.reconciled ? 'did, and was used' : 'came closer, and was used'}. Fix the reading to update the layout.`,
  });
}

function bestProfile(
  layouts: LayoutProfile[],
  lines: Line[][],
  doc: ReadingInfo['fingerprint'],
): LayoutProfile | null {
  let best: LayoutProfile | null = null;
  let bestScore = 0;
  for (const p of layouts) {
    const s = matchScore(p.fingerprint, lines, doc);
    if (s > bestScore) {
      bestScore = s;
      best = p;
    }
  }
  return best;
}

/** Reconciled statements first; then rows read, fewer issues. */
function score(b: BuildResult): { reconciled: boolean; rank: number } {
  const st = b.statements;
  const reconciled = st.length > 0 && st.every((s) => s.checks.reconciled);
  const rows = st.reduce((n, s) => n + s.transactions.length, 0);
  const issues = st.reduce((n, s) => n + s.checks.issues.length, 0);
  const ok = st.filter((s) => s.checks.reconciled).length;
  return { reconciled, rank: ok * 1e6 + Math.min(rows, 9999) * 10 - issues };
}

function result(b: BuildResult, noText: boolean, reading: ReadingInfo): ReadResult {
  const errors: ParseError[] = [];
  if (b.statements.length === 0) {
    errors.push({
      code: 'no_transactions_found',
      message: noText
        ? 'No text could be read from the document (no text layer, and OCR found nothing).'
        : (b.emptyReason ?? 'No transactions were found.'),
    });
  }
  return {
    statements: b.statements,
    warnings: b.warnings,
    errors,
    reading,
    fontOutliers: b.fontOutliers,
  };
}

/** Every text line of the pages (for the fix screen's "ignore this line"). */
export function pageLines(
  pages: PageWords[],
): Array<{ page: number; text: string; bbox: [number, number, number, number] }> {
  return pages.flatMap((p) =>
    buildLines(p).map((l) => ({
      page: p.page,
      text: l.text,
      bbox: [l.x0, l.y0, l.x1, l.y1] as [number, number, number, number],
    })),
  );
}
