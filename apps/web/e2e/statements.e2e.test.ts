import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateStatement } from '@bsp/synth';
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import {
  DESKTOP,
  MOBILE,
  registerViaApi,
  repoRoot,
  screenshot,
  setupServerAndBrowser,
  signInWithStorage,
  uniqueEmail,
} from './support/harness';
import { generatedRows, uploadViaApi, waitForAnalysis } from './support/statements';

const env = setupServerAndBrowser();
let workDir: string;
let pdfPath: string;
let imagePath: string;
const encryptedPath = path.join(repoRoot, 'packages/parser/src/__fixtures__/encrypted.pdf');

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'bsp-web-statements-'));
  const text = await generateStatement({
    family: 'parens-amount',
    seed: 3,
    kind: 'text',
    pages: 1,
  });
  const image = await generateStatement({ family: 'parens-amount', seed: 5, kind: 'image' });
  const [pdf] = text.files;
  const [img] = image.files;
  if (!pdf || !img) throw new Error('synthetic statement without files');
  pdfPath = path.join(workDir, 'march-statement.pdf');
  imagePath = path.join(workDir, `photo-statement.${img.ext}`);
  writeFileSync(pdfPath, pdf.bytes);
  writeFileSync(imagePath, img.bytes);
});

afterAll(async () => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** Prints the functions the sampling profiler saw most (self time), for BSP_PROFILE runs. */
async function printProfile(cdp: CDPSession) {
  const { profile } = (await cdp.send('Profiler.stop')) as {
    profile: {
      nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
      samples: number[];
      timeDeltas: number[];
    };
  };
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const byFunction = new Map<string, number>();
  for (const [id, ms] of self) {
    const frame = profile.nodes.find((x) => x.id === id)?.callFrame;
    const name = `${frame?.functionName || '(anonymous)'} ${frame?.url.split('/').pop()}:${frame?.lineNumber}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const top = [...byFunction.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30);
  console.log(`[profile]\n${top.map(([name, ms]) => `${ms.toFixed(0)} ms ${name}`).join('\n')}`);
}

async function expectAccessible(page: Page, name: string) {
  const violations = await seriousAxeViolations(page);
  expect(violations, `${name}: serious/critical axe violations`).toEqual([]);
}

async function noOverflow(page: Page, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  const culprits =
    overflow > 0
      ? await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .filter(
              (el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
            )
            .slice(0, 1)
            .flatMap((el) => {
              const chain: string[] = [];
              for (let n: Element | null = el; n; n = n.parentElement) {
                chain.push(
                  `${n.tagName}.${String(n.className).slice(0, 30)}=${Math.round(n.getBoundingClientRect().width)}/${getComputedStyle(n).overflowX}/sw${n.scrollWidth}`,
                );
              }
              return chain;
            }),
        )
      : [];
  expect(overflow, `${name} overflows horizontally: ${culprits.join(' | ')}`).toBeLessThanOrEqual(
    0,
  );
}

function item(page: Page, filename: string) {
  return page.getByTestId('upload-item').filter({ hasText: filename });
}

async function waitPhase(page: Page, filename: string, phases: string[], timeout = 240_000) {
  await page.waitForFunction(
    ({ filename, phases }) =>
      [...document.querySelectorAll('[data-testid="upload-item"]')].some(
        (el) =>
          el.textContent?.includes(filename) &&
          phases.includes(el.getAttribute('data-phase') ?? ''),
      ),
    { filename, phases },
    { timeout, polling: 250 },
  );
  return item(page, filename).getAttribute('data-phase');
}

describe('statements journey', () => {
  it('sign up → upload → review, edit, undo → export → dashboard; password; isolation', async () => {
    const { context, page, errors } = await env.newPage(DESKTOP);
    const email = uniqueEmail('statements');
    await page.goto('/auth/sign-up');
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Tester');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('statements passphrase');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Welcome, Robin' }).waitFor();
    await page.getByText('No statements yet — upload your first').first().waitFor();
    await expectAccessible(page, 'dashboard (empty)');

    // Upload: a text PDF and a photo, plus a file the pre-check refuses.
    await page.goto('/upload-statement');
    await page.getByRole('heading', { name: 'Upload Statement' }).waitFor();
    await expectAccessible(page, 'upload (empty)');
    const notes = path.join(workDir, 'notes.docx');
    writeFileSync(notes, 'not a statement');
    const phasesSeen = new Set<string>();
    const watcher = setInterval(() => {
      void page
        .evaluate(() =>
          [...document.querySelectorAll('[data-testid="upload-item"]')].map((el) =>
            el.getAttribute('data-phase'),
          ),
        )
        .then((list) => {
          for (const p of list) if (p) phasesSeen.add(p);
        })
        .catch(() => undefined);
    }, 100);
    await page.getByTestId('file-input').setInputFiles([pdfPath, imagePath, notes]);
    await item(page, 'notes.docx')
      .getByText(/Not a PDF or image/)
      .waitFor();
    const pdfPhase = await waitPhase(page, 'march-statement.pdf', ['done', 'failed']);
    const imagePhase = await waitPhase(page, 'photo-statement', ['done', 'failed']);
    clearInterval(watcher);
    console.log(`[e2e] upload phases observed: ${[...phasesSeen].join(' → ')}`);
    expect(pdfPhase).toBe('done');
    expect(imagePhase, await item(page, 'photo-statement').innerText()).toBe('done');
    expect([...phasesSeen].some((p) => ['uploading', 'queued', 'processing'].includes(p))).toBe(
      true,
    );
    expect(await page.getByTestId('upload-announcer').innerText()).not.toBe('');
    await expectAccessible(page, 'upload (done)');
    await screenshot(page, 'upload-statement-done');

    // Report details of the PDF.
    await item(page, 'march-statement.pdf').getByRole('link', { name: 'View report' }).click();
    await page.getByRole('heading', { name: 'march-statement.pdf' }).waitFor();
    const reportUrl = page.url();
    await page.getByTestId('grid-row').first().waitFor();
    const certificate = page.getByTestId('certificate').first();
    expect(await certificate.getAttribute('data-reconciled')).toBe('true');
    await expect
      .poll(() => certificate.innerText())
      .toMatch(/Running balance checked on \d+ of \d+ rows/);
    await expectAccessible(page, 'report details');
    await screenshot(page, 'report-details-loaded');

    // Select the first row: the source page shows with the row highlighted.
    const firstRow = page.getByTestId('grid-row').first();
    await firstRow.locator('[data-col="description"]').click();
    await page.getByTestId('source-image').waitFor();
    await page.getByTestId('source-highlight').waitFor();

    // Fix a category: Enter edits, Enter saves.
    const category = firstRow.locator('[data-col="category"]');
    await category.click();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Groceries');
    await page.keyboard.press('Enter');
    await page.getByTestId('grid-notice').getByText('Saved the category of row 1').waitFor();
    expect(await category.innerText()).toBe('Groceries');

    // Change an amount: the checks run again and name the row that breaks.
    const amountCell = firstRow.locator('[data-col="amount"]');
    const before = await amountCell.innerText();
    await amountCell.click();
    await page.keyboard.press('Enter');
    const input = page.getByRole('textbox', { name: /Amount of row 1/ });
    const original = await input.inputValue();
    const changed = (Number(original) + 1).toFixed(2);
    await input.fill(changed);
    await page.keyboard.press('Enter');
    await page.getByTestId('grid-notice').getByText('Saved the amount of row 1').waitFor();
    await expect.poll(() => certificate.getAttribute('data-reconciled')).toBe('false');
    await page.getByTestId('check-issues').waitFor();
    await screenshot(page, 'report-details-issue');
    // Undo (Ctrl+Z) re-PATCHes the previous amount and the certificate is whole again.
    await page.getByTestId('grid-row').first().locator('[data-col="amount"]').click();
    await page.keyboard.press('Control+z');
    await page
      .getByTestId('grid-notice')
      .getByText(/Undid the change to the amount of row 1/)
      .waitFor();
    await expect.poll(() => certificate.getAttribute('data-reconciled')).toBe('true');
    expect(await amountCell.innerText()).toBe(before);
    // Keyboard navigation: ArrowDown moves to the next row (from a cell that surely has focus:
    // the undo re-renders the row, and a keypress in between could land nowhere).
    await amountCell.click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-cell')))
      .toBe('0:5');
    await page.keyboard.press('ArrowDown');
    // Focus moves after React commits the new active cell: poll rather than read once.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-cell')))
      .toBe('1:5');

    // Bulk actions. What the server stored, read back through the API with the page's session.
    const reportId = new URL(reportUrl).pathname.split('/').pop() ?? '';
    const access = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('tokens') ?? '{}') as { access: string }).access,
    );
    const storedRows = async () => {
      const res = await fetch(
        `${env.server.baseUrl}/api/transaction/?analysis=${reportId}&sort=row&page_size=500`,
        { headers: { authorization: `Bearer ${access}` } },
      );
      expect(res.status).toBe(200);
      const body = (await res.json()) as {
        items: { row_index: number; category: string | null; excluded: boolean }[];
      };
      return body.items;
    };
    const indexes = (list: { row_index: number }[]) => list.map((r) => r.row_index);
    const gridRows = page.getByTestId('grid-row');
    const bulkCount = page.getByTestId('bulk-count');

    // Click row 2's box, Shift+click row 4's: three rows; one action sets their category.
    await gridRows.nth(1).getByRole('checkbox').click();
    await gridRows
      .nth(3)
      .getByRole('checkbox')
      .click({ modifiers: ['Shift'] });
    await expect.poll(() => bulkCount.innerText()).toBe('3 rows selected');
    expect(await page.locator('[data-testid="grid-row"][aria-selected="true"]').count()).toBe(3);
    await page.getByLabel('Category for the selected rows').fill('Petty cash');
    await page.getByRole('button', { name: 'Set category' }).click();
    await page
      .getByTestId('grid-notice')
      .getByText('Set the category of 3 rows to “Petty cash”.')
      .waitFor();
    expect(indexes((await storedRows()).filter((r) => r.category === 'Petty cash'))).toEqual([
      1, 2, 3,
    ]);
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await page.getByTestId('bulk-bar').waitFor({ state: 'detached' });

    // Keyboard: Space ticks the active row, Shift+Space the range to it; Escape clears.
    await gridRows.nth(5).locator('[data-col="description"]').click();
    await page.keyboard.press('Space');
    await expect.poll(() => bulkCount.innerText()).toBe('1 row selected');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift+Space');
    await expect.poll(() => bulkCount.innerText()).toBe('3 rows selected');
    await page.keyboard.press('Escape');
    await page.getByTestId('bulk-bar').waitFor({ state: 'detached' });

    // Filter, select all rows shown, exclude them: the checks run again and break; undo restores.
    await page.getByTestId('grid-filter').fill('Petty cash');
    await expect.poll(() => gridRows.count()).toBe(3);
    await page.getByRole('checkbox', { name: 'Select all 3 rows shown' }).check();
    await expect.poll(() => bulkCount.innerText()).toBe('3 rows selected');
    await page.getByTestId('bulk-bar').getByRole('button', { name: 'Exclude' }).click();
    await page.getByTestId('grid-notice').getByText('Excluded 3 rows.').waitFor();
    await expect.poll(() => certificate.getAttribute('data-reconciled')).toBe('false');
    expect(indexes((await storedRows()).filter((r) => r.excluded))).toEqual([1, 2, 3]);
    await screenshot(page, 'report-details-bulk');
    await page.getByRole('button', { name: 'Undo' }).click();
    await page
      .getByTestId('grid-notice')
      .getByText('Undid the change to the exclusion of 3 rows.')
      .waitFor();
    await expect.poll(() => certificate.getAttribute('data-reconciled')).toBe('true');
    const afterUndo = await storedRows();
    expect(afterUndo.filter((r) => r.excluded)).toEqual([]);
    expect(indexes(afterUndo.filter((r) => r.category === 'Petty cash'))).toEqual([1, 2, 3]);
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await page.getByTestId('grid-filter').fill('');
    await expect.poll(() => gridRows.count()).toBeGreaterThan(3);

    // Charts have table alternatives.
    await page.getByRole('button', { name: 'Show as table' }).first().click();
    await page.getByRole('table', { name: 'Balance over time' }).waitFor();

    // Export CSV (split amounts, BOM) and XLSX; read the files.
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: /CSV/ }).click();
    await page.getByLabel('Date format').selectOption('DD/MM/YYYY');
    await page.getByLabel('Separate Debit and Credit columns').check();
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csvPath = path.join(workDir, csvDownload.suggestedFilename());
    await csvDownload.saveAs(csvPath);
    const csv = readFileSync(csvPath, 'utf8');
    console.log(
      `[e2e] CSV ${csvDownload.suggestedFilename()}: ${csv.split('\n').slice(0, 2).join(' | ')}`,
    );
    expect(csvDownload.suggestedFilename()).toMatch(/\.csv$/);
    expect(csv).toMatch(/Debit/i);
    expect(csv).toMatch(/Credit/i);
    expect(csv).toContain('Groceries');
    expect(csv).toMatch(/\d{2}\/\d{2}\/\d{4}/);

    await page.getByRole('button', { name: 'Export' }).click();
    const [xlsxDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /Excel/ }).click(),
    ]);
    const xlsxPath = path.join(workDir, xlsxDownload.suggestedFilename());
    await xlsxDownload.saveAs(xlsxPath);
    const xlsxBytes = readFileSync(xlsxPath);
    expect(xlsxBytes.subarray(0, 2).toString()).toBe('PK');
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsxBytes as unknown as ArrayBuffer);
    const sheets = workbook.worksheets.map((w) => w.name);
    console.log(`[e2e] XLSX ${xlsxDownload.suggestedFilename()} sheets: ${sheets.join(', ')}`);
    let found = false;
    for (const sheet of workbook.worksheets) {
      sheet.eachRow((row) => {
        if (JSON.stringify(row.values).includes('Groceries')) found = true;
      });
    }
    expect(found, 'the edited category is in the XLSX').toBe(true);

    // Reports list.
    await page.goto('/reports');
    await page.getByTestId('report-row').nth(1).waitFor();
    await expectAccessible(page, 'reports');
    await screenshot(page, 'reports-list');

    // Dashboard reflects the data.
    await page.goto('/dashboard');
    await page.getByTestId('dashboard-kpis').first().waitFor();
    await page.getByTestId('recent-uploads').getByText('march-statement.pdf').waitFor();
    await page.getByTestId('accounts').waitFor();
    await expectAccessible(page, 'dashboard');
    await screenshot(page, 'dashboard-data');

    // A protected PDF asks for its password.
    await page.goto('/upload-statement');
    await page.getByTestId('file-input').setInputFiles(encryptedPath);
    await waitPhase(page, 'encrypted.pdf', ['needs_password'], 120_000);
    await expectAccessible(page, 'upload (password)');
    await screenshot(page, 'upload-statement-password');
    await page.getByLabel('PDF password for encrypted.pdf').fill('s3cret');
    await page.getByRole('button', { name: 'Unlock' }).click();
    const unlocked = await waitPhase(page, 'encrypted.pdf', ['done', 'failed'], 180_000);
    console.log(
      `[e2e] encrypted.pdf after the password: ${unlocked} — ${await item(page, 'encrypted.pdf').innerText()}`,
    );
    expect(await item(page, 'encrypted.pdf').innerText()).not.toMatch(/protected by a password/);

    // Mobile screenshots of the same screens.
    await page.setViewportSize(MOBILE);
    for (const [name, url, ready] of [
      ['dashboard-data', '/dashboard', 'dashboard-kpis'],
      ['reports-list', '/reports', 'report-row'],
      ['report-details-loaded', new URL(reportUrl).pathname, 'grid-row'],
      ['upload-statement-empty', '/upload-statement', 'dropzone'],
    ] as const) {
      await page.goto(url);
      await page.getByTestId(ready).first().waitFor();
      await noOverflow(page, name);
      await expectAccessible(page, `${name} (375 px)`);
      await screenshot(page, name);
    }
    // The bulk bar at 375 px: wraps inside the page, nothing overflows.
    await page.goto(new URL(reportUrl).pathname);
    await page.getByTestId('grid-row').nth(2).getByRole('checkbox').click();
    await page.getByTestId('grid-row').nth(3).getByRole('checkbox').click();
    await expect.poll(() => page.getByTestId('bulk-count').innerText()).toBe('2 rows selected');
    await noOverflow(page, 'report-details-bulk');
    await expectAccessible(page, 'report details with a selection (375 px)');
    await screenshot(page, 'report-details-bulk');
    expect(errors).toEqual([]);

    // Another user cannot open the report.
    const other = await env.newPage(DESKTOP);
    const session = await registerViaApi(
      env.server.baseUrl,
      uniqueEmail('intruder'),
      'intruder passphrase',
    );
    await signInWithStorage(other.page, session);
    await other.page.goto(new URL(reportUrl).pathname);
    await other.page.getByRole('heading', { name: 'Report not found' }).waitFor();
    await other.context.close();
    await context.close();
  });
});

describe('a report opened while it is processing', () => {
  it('shows its rows once it is done (the rows prefetched while processing are not kept)', async () => {
    const session = (await registerViaApi(
      env.server.baseUrl,
      uniqueEmail('pending'),
      'pending passphrase',
    )) as { user: unknown; tokens: { access: string } };
    const { context, page, errors } = await env.newPage(DESKTOP);
    await signInWithStorage(page, session);
    const id = await uploadViaApi(
      env.server.baseUrl,
      session.tokens.access,
      `slow-photo${path.extname(imagePath)}`,
      readFileSync(imagePath),
      `image/${path.extname(imagePath).slice(1).replace('jpg', 'jpeg')}`,
    );
    await page.goto(`/reports/${id}`);
    const pending = page.getByTestId('report-pending');
    const sawPending = await pending
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    console.log(`[e2e] report opened while processing: pending state shown = ${sawPending}`);
    expect(sawPending, 'the OCR of a photo takes longer than opening its report').toBe(true);
    await page.getByTestId('grid-row').first().waitFor({ timeout: 90_000 });
    const detail = (await (
      await fetch(`${env.server.baseUrl}/api/analysis/${id}/`, {
        headers: { authorization: `Bearer ${session.tokens.access}` },
      })
    ).json()) as { transaction_count: number };
    expect(detail.transaction_count).toBeGreaterThan(0);
    await page.getByText(new RegExp(`^${detail.transaction_count} rows`)).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('report details with 10,000 transactions', () => {
  it('shows the first row fast and scrolls to the end without long stalls', async () => {
    const email = uniqueEmail('perf');
    const session = (await registerViaApi(env.server.baseUrl, email, 'perf passphrase')) as {
      user: unknown;
      tokens: { access: string };
    };
    const id = await uploadViaApi(
      env.server.baseUrl,
      session.tokens.access,
      'perf.pdf',
      readFileSync(pdfPath),
      'application/pdf',
    );
    const detail = await waitForAnalysis(env.server.baseUrl, session.tokens.access, id);
    expect(detail.status).toBe('done');
    const statement = detail.statements[0];
    if (!statement) throw new Error('no statement');
    const rows = generatedRows(10_000, id, statement.id, statement.currency);

    const { context, page } = await env.newPage(DESKTOP);
    await signInWithStorage(page, session);
    await page.route('**/api/transaction/?*', async (route) => {
      const url = new URL(route.request().url());
      const p = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 50);
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          items: rows.slice((p - 1) * size, p * size),
          total: rows.length,
          page: p,
          page_size: size,
        }),
      });
    });
    await page.addInitScript(() => {
      // biome-ignore lint/suspicious/noExplicitAny: test instrumentation
      const w = window as any;
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          w.__longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
      new MutationObserver((_m, observer) => {
        if (document.querySelector('[data-testid="grid-row"]')) {
          w.__firstRow = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    // BSP_PROFILE=load samples the main thread from navigation to the first row, =settle from there
    // until scrolling starts, =scroll the scroll.
    const profiler = process.env.BSP_PROFILE ? await context.newCDPSession(page) : null;
    if (profiler && process.env.BSP_PROFILE === 'load') {
      await profiler.send('Profiler.enable');
      await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
      await profiler.send('Profiler.start');
    }
    await page.goto(`/reports/${id}`);
    await page.getByTestId('grid-row').first().waitFor({ timeout: 60_000 });
    if (profiler && process.env.BSP_PROFILE === 'load') await printProfile(profiler);
    const firstRow = await page.evaluate(
      () => (window as unknown as { __firstRow: number }).__firstRow,
    );
    const rendered = await page.getByTestId('grid-row').count();
    // Where the time to the first row goes: when each request started and finished.
    const timeline = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.startTime < (window as unknown as { __firstRow: number }).__firstRow)
        .map((e) => {
          const url = new URL(e.name);
          const name = url.pathname.startsWith('/api/transaction/')
            ? `transactions p${url.searchParams.get('page')}`
            : url.pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.(js|css)$/, '.$1');
          return `${name} ${e.startTime.toFixed(0)}–${e.responseEnd.toFixed(0)}`;
        }),
    );
    console.log(`[perf] before the first row: ${timeline.join(', ')}`);
    // The rows are asked for with the report's detail, not after it arrived.
    const parallel = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const detail = entries.find((e) =>
        /\/api\/analysis\/[^/]+\/$/.test(new URL(e.name).pathname),
      );
      const rows = entries.find((e) => new URL(e.name).pathname === '/api/transaction/');
      return detail && rows ? rows.startTime < detail.responseEnd : null;
    });
    expect(parallel, 'the first page of rows starts before the detail has arrived').toBe(true);
    // Let the rest of the pages, the charts and the first paint settle before scrolling.
    if (profiler && process.env.BSP_PROFILE === 'settle') {
      await profiler.send('Profiler.enable');
      await profiler.send('Profiler.start');
    }
    await page.getByText(/^10000 rows/).waitFor({ timeout: 60_000 });
    const allLoaded = await page.evaluate(() => performance.now());
    await page.waitForTimeout(1500);
    if (profiler && process.env.BSP_PROFILE === 'settle') await printProfile(profiler);
    const scrollStart = await page.evaluate(() => performance.now());
    const cdp = process.env.BSP_PROFILE === 'scroll' ? profiler : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    const scroll = await page.evaluate(async () => {
      const el = document.querySelector('[data-testid="transaction-grid"]') as HTMLElement;
      // biome-ignore lint/suspicious/noExplicitAny: test instrumentation
      const w = window as any;
      const start = performance.now();
      const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
      const steps = 60;
      let worstFrame = 0;
      for (let i = 1; i <= steps; i++) {
        const t = performance.now();
        el.scrollTop = (el.scrollHeight * i) / steps;
        await frame();
        worstFrame = Math.max(worstFrame, performance.now() - t);
      }
      await frame();
      await frame();
      // Long tasks are reported late: pick them by start time, not by when they were reported.
      const tasks = (w.__longTasks as { start: number; duration: number }[]).filter(
        (t) => t.start >= start,
      );
      return {
        ms: performance.now() - start,
        longTasks: tasks.length,
        longest: Math.max(0, ...tasks.map((t) => t.duration)),
        lastRow: document.querySelector('[aria-rowindex="10001"]') !== null,
        worstFrame,
      };
    });
    if (cdp) await printProfile(cdp);
    const allTasks = await page.evaluate(
      () => (window as unknown as { __longTasks: unknown[] }).__longTasks.length,
    );
    const beforeScroll = await page.evaluate(() =>
      (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks
        .filter((t) => t.duration >= 100)
        .map((t) => `${t.start.toFixed(0)}+${t.duration.toFixed(0)}`),
    );
    console.log(
      `[perf] long tasks ≥ 100 ms (start+duration): ${beforeScroll.join(', ')}; ` +
        `scrolling started at ${scrollStart.toFixed(0)} ms`,
    );
    console.log(
      `[perf] 10,000 rows: first grid row at ${firstRow.toFixed(0)} ms after navigation start, ` +
        `all rows at ${allLoaded.toFixed(0)} ms; ` +
        `${rendered} rows in the DOM; scrolled to the end in ${scroll.ms.toFixed(0)} ms with ` +
        `${scroll.longTasks} long tasks (longest ${scroll.longest.toFixed(0)} ms, worst frame ` +
        `${scroll.worstFrame.toFixed(0)} ms); ${allTasks} long tasks in total`,
    );
    mkdirSync(path.join(repoRoot, 'artifacts'), { recursive: true });
    writeFileSync(
      path.join(repoRoot, 'artifacts/web-perf.json'),
      JSON.stringify(
        { firstRowMs: firstRow, domRows: rendered, ...scroll, longTasksTotal: allTasks },
        null,
        2,
      ),
    );
    // The 1.5 s target of issue #5 is a figure to report (printed above, artifacts/web-perf.json),
    // not a timed assertion that flakes on a loaded CI box; this bound only catches a broken
    // loading path (e.g. all 20 pages awaited before the first row). BSP_FIRST_ROW_BUDGET_MS
    // tightens it when measuring on a quiet machine.
    expect(firstRow).toBeLessThan(Number(process.env.BSP_FIRST_ROW_BUDGET_MS ?? 6000));
    expect(scroll.lastRow).toBe(true);
    expect(rendered).toBeLessThan(200);
    await screenshot(page, 'report-details-10k');
    await context.close();
  });
});
