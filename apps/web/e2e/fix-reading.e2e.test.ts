/**
 * Fixing a misread statement (issue 13), in Chromium. A statement whose header the reader does
 * not know (Welsh) and whose money-in column is printed left of money-out is read with the signs
 * reversed, so it does not reconcile. On the fix screen a boundary is dragged with the mouse and
 * the two money columns' roles are set (one with the keyboard); the re-read reconciles; applying
 * saves a layout, and the next month's statement is read right with no fixing. Settings lists
 * and renames the layout.
 *
 * A second test serves the screen's three endpoints from the real parser in the test process
 * (support/served-layout.ts) to check what the screen sends, a server 400 shown next to its
 * control, the keyboard on every handle, split/merge and ignoring a line.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import {
  DESKTOP,
  registerViaApi,
  screenshot,
  setupServerAndBrowser,
  signInWithStorage,
  uniqueEmail,
} from './support/harness';
import { serveLayout } from './support/served-layout';
import { uploadViaApi, waitForAnalysis } from './support/statements';
import {
  UNKNOWN_HEADER_GEOMETRY as G,
  unknownHeaderStatement,
} from './support/unknown-header-statement';

const env = setupServerAndBrowser();
const TABLET = { width: 768, height: 1024 };
const PASSWORD = 'Slate-Harbour-62-Tern';

let month3: Uint8Array;
let month4: Uint8Array;

beforeAll(async () => {
  month3 = (await unknownHeaderStatement(3)).bytes;
  month4 = (await unknownHeaderStatement(4)).bytes;
});

async function newUser(label: string) {
  return (await registerViaApi(env.server.baseUrl, uniqueEmail(label), PASSWORD)) as {
    user: unknown;
    tokens: { access: string };
  };
}

async function analysed(access: string, name: string, bytes: Uint8Array): Promise<string> {
  const id = await uploadViaApi(env.server.baseUrl, access, name, bytes, 'application/pdf');
  const done = await waitForAnalysis(env.server.baseUrl, access, id);
  if (done.status !== 'done') throw new Error(`analysis ended ${done.status}`);
  return id;
}

async function noOverflow(page: Page, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name}: nothing wider than the screen`).toBeLessThanOrEqual(0);
}

const sliderValue = async (handle: Locator) => Number(await handle.getAttribute('aria-valuenow'));

/** Drags a boundary handle with the mouse to `x` points across the page. */
async function dragBoundaryTo(page: Page, handle: Locator, xPoints: number) {
  const frame = await page.getByTestId('page-frame').boundingBox();
  const box = await handle.boundingBox();
  if (!frame || !box) throw new Error('no page frame or handle on screen');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  const target = frame.x + (frame.width * xPoints) / G.page.width;
  await page.mouse.move(target, y, { steps: 6 });
  await page.mouse.up();
}

/** Opens a column's role select with the keyboard and moves `steps` options down (or up). */
async function roleByKeyboard(page: Page, select: Locator, steps: number) {
  await select.focus();
  await page.keyboard.press('Enter');
  // the open list highlights the current role first
  const highlighted = page.locator('[role="option"][data-highlighted]');
  await highlighted.waitFor();
  for (let i = 0; i < Math.abs(steps); i++) {
    const before = await highlighted.innerText();
    await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
    await expect.poll(() => highlighted.innerText()).not.toBe(before);
  }
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

async function roleByMouse(page: Page, select: Locator, role: string) {
  await select.click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

const roleSelect = (page: Page, label: string) =>
  page.getByRole('combobox', { name: new RegExp(`role: ${label}$`) });

async function waitForPageImage(page: Page) {
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('[data-testid="fix-page-image"]');
    return !!img && img.complete && img.naturalWidth > 0;
  });
}

describe('fixing the reading of a statement', () => {
  it('upload → does not reconcile → fix → re-read reconciles → apply → next month is read right', async () => {
    const session = await newUser('fix-reading');
    const access = session.tokens.access;
    const firstId = await analysed(access, 'cambrian-2026-03.pdf', month3);

    const { context, page, errors } = await env.newPage(DESKTOP);
    await signInWithStorage(page, session);
    await page.goto(`/reports/${firstId}`);
    const certificate = page.getByTestId('certificate');
    await certificate.waitFor();
    expect(await certificate.getAttribute('data-reconciled')).toBe('false');

    // The failing certificate offers the fix as its primary action.
    await certificate.getByRole('link', { name: 'Fix the reading' }).click();
    await page.waitForURL(`**/reports/${firstId}/fix`);
    await page.getByTestId('fix-screen').waitFor();
    await waitForPageImage(page);
    expect(await page.getByTestId('header-row').count()).toBe(1);

    // The reader put money out left of money in: the boundary between them is moved with the
    // mouse (into the gap between the two columns' figures) …
    const moneyOut = roleSelect(page, 'Money out');
    const moneyIn = roleSelect(page, 'Money in');
    const boundaries = page.getByRole('slider', { name: /^Boundary between column/ });
    const between = page.getByRole('slider', {
      name: /^Boundary between column \d \(Money out\) and column \d \(Money in\)$/,
    });
    expect(await boundaries.count()).toBeGreaterThanOrEqual(2);
    const gap = (G.moneyInRight + G.moneyOutRight - 40) / 2; // right of "2,115.00", left of "750.00"
    await dragBoundaryTo(page, between, gap);
    expect(await sliderValue(between)).toBeCloseTo((gap / G.page.width) * 100, 0);

    // … and the roles are swapped: one with the keyboard (Money out → Money in is one step down
    // the list), the other with the mouse.
    const outIndex = (await moneyOut.getAttribute('data-testid')) ?? '';
    const inIndex = (await moneyIn.getAttribute('data-testid')) ?? '';
    await roleByKeyboard(page, page.getByTestId(outIndex), 1);
    // two Money in columns for a moment: the contract's message shows at once
    await page.getByText('Only one column can be Money in.').first().waitFor();
    await roleByMouse(page, page.getByTestId(inIndex), 'Money out');
    expect(await page.getByText('Only one column can be Money in.').count()).toBe(0);
    expect(await page.getByTestId(outIndex).getAttribute('aria-label')).toMatch(/Money in$/);
    expect(await page.getByTestId(inIndex).getAttribute('aria-label')).toMatch(/Money out$/);

    await screenshot(page, 'fix-reading');
    expect(await seriousAxeViolations(page), 'fix screen: serious axe violations').toEqual([]);

    await page.getByRole('button', { name: 'Re-read' }).click();
    const after = page.getByTestId('reading-after');
    await after.waitFor();
    expect(await page.getByTestId('reading-before').getAttribute('data-reconciled')).toBe('false');
    expect(await after.getAttribute('data-reconciled')).toBe('true');
    expect(await after.innerText()).toContain('12 rows, reconciled');
    expect(await page.getByTestId('reading-before').innerText()).toMatch(
      /12 rows, does not reconcile: closing balance differs by \D{0,3}2,344\.90/,
    );
    await screenshot(page, 'fix-reading-comparison');
    expect(await seriousAxeViolations(page), 'comparison: serious axe violations').toEqual([]);

    // The fix screen exports what it shows as a layout file (for bsp parse --layout).
    const [drafted] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(drafted.suggestedFilename()).toMatch(/\.bsp-layout\.json$/);
    const draftFile = JSON.parse(readFileSync(await drafted.path(), 'utf8')) as {
      format: string;
      version: number;
      instructions: { columns: { role: string }[] };
    };
    expect(draftFile).toMatchObject({ format: 'bsp-layout-profile', version: 1 });
    expect(draftFile.instructions.columns.map((c) => c.role)).toEqual(
      expect.arrayContaining(['date', 'moneyIn', 'moneyOut']),
    );

    // Tablet: the controls stack under the page, the readings under each other.
    await page.setViewportSize(TABLET);
    await noOverflow(page, 'fix screen at 768 px');
    const pageBox = await page.getByTestId('page-frame').boundingBox();
    const controlsBox = await page.getByTestId('fix-controls').boundingBox();
    expect(controlsBox?.y ?? 0).toBeGreaterThan((pageBox?.y ?? 0) + (pageBox?.height ?? 0) - 1);
    const beforeBox = await page.getByTestId('reading-before').boundingBox();
    const afterBox = await after.boundingBox();
    expect(afterBox?.y ?? 0).toBeGreaterThan((beforeBox?.y ?? 0) + (beforeBox?.height ?? 0) - 1);
    await page.getByTestId('comparison').scrollIntoViewIfNeeded();
    await screenshot(page, 'fix-reading-comparison');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'fix-reading');
    expect(await seriousAxeViolations(page), 'fix screen at 768 px: serious axe').toEqual([]);
    await page.setViewportSize(DESKTOP);

    // Apply, saving the layout under its default name.
    await page.getByRole('button', { name: 'Apply…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(
      await dialog.getByRole('checkbox', { name: /Save as a layout/ }).getAttribute('data-state'),
    ).toBe('checked');
    expect(await dialog.getByLabel('Layout name').inputValue()).toBe(
      'Cambrian Example Bank plc layout',
    );
    await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.waitForURL(`**/reports/${firstId}`);
    expect(await page.getByTestId('toast').first().innerText()).toContain(
      'The report was read again with your layout.',
    );
    await expect
      .poll(() => page.getByTestId('certificate').getAttribute('data-reconciled'))
      .toBe('true');

    // Next month, same layout: read right with no fixing, and the report says with what.
    const secondId = await analysed(access, 'cambrian-2026-04.pdf', month4);
    await page.goto(`/reports/${secondId}`);
    await page.getByTestId('certificate').waitFor();
    expect(await page.getByTestId('certificate').getAttribute('data-reconciled')).toBe('true');
    const note = page.getByTestId('reading-note');
    expect(await note.innerText()).toMatch(
      /Read with your layout for Cambrian Example Bank plc layout, made \d{1,2} \w{3} \d{4}/,
    );

    // Settings lists the layout; rename works.
    await note.getByRole('link', { name: 'Your layouts' }).click();
    await page.waitForURL('**/settings#layouts');
    const row = page.getByTestId('layout-profile');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    const rowText = await row.innerText();
    expect(rowText).toContain('Cambrian Example Bank plc layout');
    expect(rowText).toContain('Cambrian Example Bank plc');
    expect(rowText).toMatch(/Used (twice|2 times)/);
    await row.getByRole('button', { name: 'Rename Cambrian Example Bank plc layout' }).click();
    const rename = page.getByRole('dialog');
    await rename.getByLabel('Name').fill('Cambrian current account');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await rename.waitFor({ state: 'detached' });
    await expect.poll(() => row.innerText()).toContain('Cambrian current account');
    expect(await seriousAxeViolations(page), 'settings with layouts: serious axe').toEqual([]);

    // Export: the profile file, named after the layout.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Export Cambrian current account' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Cambrian current account.bsp-layout.json');
    const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
      format: string;
      version: number;
      name: string;
    };
    expect(exported).toMatchObject({ format: 'bsp-layout-profile', version: 1 });
    expect(exported.name).toBe('Cambrian current account');

    // Import: a file that is no profile gets the server's own words; the exported one is added.
    const bad = { format: 'bsp-layout-profile', version: 99, name: 'Old' };
    const refused = await fetch(`${env.server.baseUrl}/api/layout-profiles/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
      body: JSON.stringify({ profile: bad }),
    });
    expect(refused.status).toBe(400);
    const serverText = ((await refused.json()) as { error: { message: string } }).error.message;
    const layouts = page.locator('#layouts');
    await page.setInputFiles('#layout-import', {
      name: 'old.bsp-layout.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(bad)),
    });
    await layouts.getByRole('alert').getByText(serverText, { exact: false }).waitFor();
    await page.setInputFiles('#layout-import', {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not json'),
    });
    await layouts.getByText('“notes.txt” is not a layout file').waitFor();
    await page.setInputFiles('#layout-import', {
      name: download.suggestedFilename(),
      mimeType: 'application/json',
      buffer: readFileSync(await download.path()),
    });
    await expect.poll(() => row.count()).toBe(2);

    // Delete (after confirming) the imported copy.
    await row
      .nth(1)
      .getByRole('button', { name: /^Delete / })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete layout' }).click();
    await expect.poll(() => row.count()).toBe(1);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends what the handles and selects say, and shows a 400 next to its control', async () => {
    const session = await newUser('fix-served');
    const id = await analysed(session.tokens.access, 'cambrian-2026-03.pdf', month3);
    const { context, page, errors } = await env.newPage(DESKTOP);
    const served = await serveLayout(page, id, month3, { secondPage: true });
    await signInWithStorage(page, session);

    // "Fix the reading" is on every report (here: the header action).
    await page.goto(`/reports/${id}`);
    await page.getByTestId('certificate').waitFor();
    await page.getByRole('link', { name: 'Fix the reading' }).first().click();
    await page.getByTestId('fix-screen').waitFor();
    await waitForPageImage(page);

    const start = served.layout.instructions;
    const sliders = page.getByRole('slider');
    // a boundary per column edge, plus the table's top and bottom
    expect(await sliders.count()).toBe(start.columns.length + 1 + 2);

    // Keyboard: 0.5 % per arrow, 5 % with Shift, Home to the limit; Tab reaches every handle.
    const b2 = page.getByTestId('boundary-2');
    const v0 = await sliderValue(b2);
    await b2.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await sliderValue(b2)).toBeCloseTo(v0 + 1, 5);
    await page.keyboard.press('Shift+ArrowLeft');
    expect(await sliderValue(b2)).toBeCloseTo(v0 - 4, 5);
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await sliderValue(b2)).toBeCloseTo(v0, 5);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'boundary-3',
    );
    const top = page.getByTestId('region-top');
    const t0 = await sliderValue(top);
    await top.focus();
    await page.keyboard.press('ArrowUp');
    expect(await sliderValue(top)).toBeCloseTo(t0 - 0.5, 5);
    await page.keyboard.press('ArrowDown');

    // Split a column, then remove the new boundary with Delete: back to where it was.
    await page.getByRole('button', { name: /^Split column 2 \(Description\)/ }).click();
    expect(await page.getByRole('combobox', { name: /^Column \d+ role/ }).count()).toBe(
      start.columns.length + 1,
    );
    expect(await page.getByTestId('column-role-2').getAttribute('aria-label')).toBe(
      'Column 3 role: Ignore',
    );
    await page.getByTestId('boundary-2').focus();
    await page.keyboard.press('Delete');
    expect(await page.getByRole('combobox', { name: /^Column \d+ role/ }).count()).toBe(
      start.columns.length,
    );

    // Ignore the footer by clicking it on the page; it is struck through and listed.
    const footer = served.layout.lines.find((l) => l.text.includes('is authorised by'));
    if (!footer) throw new Error('no footer line');
    const frame = page.getByTestId('page-frame');
    const scale = ((await frame.boundingBox())?.width ?? 0) / G.page.width;
    await frame.click({
      position: {
        x: ((footer.bbox[0] + footer.bbox[2]) / 2) * scale,
        y: ((footer.bbox[1] + footer.bbox[3]) / 2) * scale,
      },
    });
    const ignored = page.getByRole('list', { name: 'Ignored lines' });
    await ignored.waitFor();
    expect(await ignored.innerText()).toContain(footer.text);
    expect(await page.getByTestId('ignored-line').count()).toBe(1);

    // The lines list offers those on several pages first (the letterhead, the footer).
    const firstLine = page
      .getByRole('list', { name: 'Lines', exact: true })
      .getByRole('listitem')
      .first();
    expect(await firstLine.innerText()).toContain('on 2 pages');

    // Later pages: the same table edges as page 1 until the switch is turned off.
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.locator('[data-testid="page-canvas"][data-page="2"]').waitFor();
    expect(await page.getByTestId('region-top').count()).toBe(0);
    const same = page.getByRole('switch', { name: 'Later pages: same as page 1' });
    expect(await same.getAttribute('aria-checked')).toBe('true');
    await same.press('Space');
    const laterTop = page.getByRole('slider', { name: 'Top of the table on later pages' });
    await laterTop.focus();
    await page.keyboard.press('Shift+ArrowUp');
    expect(await sliderValue(laterTop)).toBeCloseTo(start.firstPage.top * 100 - 5, 5);
    await page.getByLabel('Page', { exact: true }).selectOption('1');
    expect(await sliderValue(page.getByTestId('region-top'))).toBeCloseTo(
      start.firstPage.top * 100,
      5,
    );

    // Swap the money columns (keyboard on both), then re-read: the server says no first.
    await roleByKeyboard(page, roleSelect(page, 'Money out'), 1);
    await roleByKeyboard(page, page.getByRole('combobox', { name: /role: Money in$/ }).last(), -1);
    served.failNextReread({ 'instructions.columns.3': 'The server could not place this column.' });
    await page.getByRole('button', { name: 'Re-read' }).click();
    const placed = page
      .getByRole('list', { name: 'Columns, left to right' })
      .getByRole('listitem')
      .nth(3);
    await placed.getByText('The server could not place this column.').waitFor();
    expect(await page.getByTestId('column-role-3').getAttribute('aria-invalid')).toBe('true');
    await noOverflow(page, 'fix screen with a server error');

    await page.getByRole('button', { name: 'Re-read' }).click();
    // (the reading shown may still be the one before this re-read until its answer arrives)
    const after = page.getByTestId('reading-after');
    await expect
      .poll(() => after.getAttribute('data-reconciled'), { timeout: 15_000 })
      .toBe('true');
    const sent = served.rereads.at(-1)?.instructions;
    expect(sent?.columns.map((c) => c.role)).toEqual([
      'date',
      'description',
      'moneyIn',
      'moneyOut',
    ]);
    expect(sent?.columns.map((c) => c.x0)).toEqual(start.columns.map((c) => c.x0));
    expect(sent?.ignore).toEqual([footer.text]);
    expect(sent?.firstPage).toEqual(start.firstPage);
    expect(sent?.laterPages).toEqual({
      top: Math.round((start.firstPage.top - 0.05) * 10_000) / 10_000,
      bottom: start.firstPage.bottom,
    });

    // A change after the re-read: Apply waits for another re-read.
    const apply = page.getByRole('button', { name: 'Apply…' });
    expect(await apply.isEnabled()).toBe(true);
    await page.getByRole('button', { name: `Stop ignoring “${footer.text}”` }).click();
    expect(await apply.isEnabled()).toBe(false);
    await page.getByText('You changed the layout after this re-read.').waitFor();
    await page.getByRole('button', { name: 'Re-read' }).click();
    await expect.poll(() => apply.isEnabled()).toBe(true);

    // Leaving with changes not applied asks first.
    await page.getByRole('link', { name: 'Back to the report' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without applying?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/reports/${id}/fix`);

    // Apply without saving a layout: the name is not sent.
    await apply.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: /Save as a layout/ }).press('Space');
    expect(await dialog.getByLabel('Layout name').isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.waitForURL(`**/reports/${id}`);
    expect(served.applies).toHaveLength(1);
    expect(served.applies[0]?.save_profile).toBe(false);
    expect(served.applies[0]?.profile_name).toBeUndefined();
    expect(served.applies[0]?.instructions).toEqual(served.rereads.at(-1)?.instructions);
    await page.getByTestId('toast').first().waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
