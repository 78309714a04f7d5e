/**
 * The fix screen's three endpoints answered in the test process by the real parser (its layout
 * reading, `readPages` and `pageLines`) through `page.route`: for checks the running server cannot
 * be made to give on demand (a 400 with field messages) and for asserting exactly what the screen
 * sends.
 */
import type { AnalysisLayout, LayoutInstructions, StatementPreview } from '@bsp/shared';
import type {
  PageWordsData,
  ParsedStatement,
  ParseOptions,
  ParseResult,
} from '@bsp/shared/parse-result';
import type { Page, Route } from 'playwright-core';

/** The parser's functions this file uses, typed by the shared contract. */
type Parser = {
  parseStatement: (bytes: Uint8Array, options: ParseOptions) => Promise<ParseResult>;
  readPages: (
    pages: PageWordsData[],
    options: { instructions: LayoutInstructions; today?: string },
  ) => { statements: ParsedStatement[]; warnings: string[] };
  pageLines: (pages: PageWordsData[]) => AnalysisLayout['lines'];
};

// Loaded at run time by path: type-checking the parser's sources (OCR, PDFium) under the web
// app's DOM settings is not this file's business.
const PARSER = '../../../../packages/parser/src/index.ts';
const loadParser = () => import(/* @vite-ignore */ PARSER) as Promise<Parser>;

export function toPreview(statements: ParsedStatement[]): StatementPreview[] {
  return statements.map((s, position) => ({
    position,
    bank_name: s.bankName,
    account_number: s.accountNumber,
    currency: s.currency ?? 'GBP',
    period_start: s.periodStart,
    period_end: s.periodEnd,
    opening_balance: s.openingBalance,
    closing_balance: s.closingBalance,
    reconciled: s.checks.reconciled,
    issues: s.checks.issues.map((i) => ({
      code: i.code,
      message: i.message,
      row: i.row,
      ...(i.rows ? { rows: i.rows } : {}),
    })),
    transactions: s.transactions.map((t, row_index) => ({
      row_index,
      date: t.date,
      post_date: t.postDate,
      description: t.description,
      amount: t.amount,
      balance: t.balance,
      page: t.page,
      bbox: t.bbox,
      source: 'parser' as const,
    })),
  }));
}

export type ServedLayout = {
  layout: AnalysisLayout;
  /** Bodies the screen sent, in order. */
  rereads: Array<{ instructions: LayoutInstructions }>;
  applies: Array<{
    instructions: LayoutInstructions;
    save_profile: boolean;
    profile_name?: string;
  }>;
  /** The next re-read answers this 400 instead of reading (once). */
  failNextReread: (fields: Record<string, string>) => void;
};

/**
 * Reads `bytes` as the server would and answers the fix screen's calls for `analysisId`.
 * `secondPage`: the layout says the statement has a second page like the first (its lines and
 * picture are page 1's), for the later-pages controls.
 */
export async function serveLayout(
  page: Page,
  analysisId: string,
  bytes: Uint8Array,
  { secondPage = false }: { secondPage?: boolean } = {},
): Promise<ServedLayout> {
  const { parseStatement, readPages, pageLines } = await loadParser();
  const parsed = await parseStatement(bytes, { keepWords: true, today: '2026-12-31' });
  const words = parsed.words ?? [];
  const reading = parsed.reading;
  if (!reading?.instructions) throw new Error('the parser gave no reading as instructions');
  const pages = words.map((p) => ({ page: p.page, width: p.width, height: p.height }));
  const lines = pageLines(words);
  if (secondPage && pages[0]) {
    pages.push({ ...pages[0], page: 2 });
    lines.push(...lines.filter((l) => l.page === 1).map((l) => ({ ...l, page: 2 })));
  }
  const layout: AnalysisLayout = {
    analysis_id: analysisId,
    pages,
    lines,
    instructions: reading.instructions,
    fingerprint: reading.fingerprint,
    reading: { profile: null, note: null },
  };
  const before = toPreview(parsed.statements);
  let failure: Record<string, string> | null = null;
  const served: ServedLayout = {
    layout,
    rereads: [],
    applies: [],
    failNextReread: (fields) => {
      failure = fields;
    },
  };
  const json = (route: Route, status: number, body: unknown) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  const base = `**/api/analysis/${analysisId}`;
  await page.route(`${base}/layout/`, (route) => json(route, 200, layout));
  if (secondPage) {
    await page.route(`${base}/pages/2/image/**`, (route) =>
      route.continue({ url: route.request().url().replace('/pages/2/', '/pages/1/') }),
    );
  }
  await page.route(`${base}/reread/`, (route) => {
    const body = route.request().postDataJSON() as { instructions: LayoutInstructions };
    served.rereads.push(body);
    if (failure) {
      const fields = failure;
      failure = null;
      return json(route, 400, {
        error: { code: 'validation_error', message: 'Some fields are not valid.', fields },
      });
    }
    const after = readPages(words, { instructions: body.instructions, today: '2026-12-31' });
    return json(route, 200, {
      before,
      after: toPreview(after.statements),
      warnings: after.warnings,
    });
  });
  await page.route(`${base}/apply-layout/`, (route) => {
    const body = route.request().postDataJSON() as ServedLayout['applies'][number];
    served.applies.push(body);
    return json(route, 200, {
      profile: body.save_profile
        ? {
            id: 'served-profile',
            name: body.profile_name ?? 'layout',
            bank_name: reading.fingerprint.bankName,
            created_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
            used_count: 1,
            last_used_at: new Date().toISOString(),
          }
        : null,
      manual_rows_kept: 0,
      edits_carried: 0,
      edits_unmatched: 0,
    });
  });
  return served;
}
